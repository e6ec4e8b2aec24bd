//! What a document carries besides its entries and namespace declarations:
//! `<?xml-stylesheet?>` instructions (WordPress and Yoast use them so that
//! browsers show sitemaps as pages) and attributes of other namespaces on
//! the root, such as `xsi:schemaLocation`. Readers keep them and writers
//! write them back.

use std::fmt::Write as _;

/// Stylesheet instructions and root attributes of a sitemap or an index.
///
/// ```
/// use sitemap_core::{DocumentHead, Stylesheet};
///
/// let mut head = DocumentHead::default();
/// head.push_stylesheet(Stylesheet::xsl("/sitemap.xsl"))
///     .set_attribute("xsi:schemaLocation", "http://www.sitemaps.org/schemas/sitemap/0.9 sitemap.xsd")?;
/// assert_eq!(head.stylesheets()[0].href(), Some("/sitemap.xsl".into()));
/// assert_eq!(head.attributes().len(), 1);
/// // Only prefixed names, never a namespace declaration or markup.
/// assert!(head.set_attribute("schemaLocation", "x").is_err());
/// assert!(head.set_attribute("xmlns:x", "urn:x").is_err());
/// assert!(head.set_attribute("x:a=\"\"/><evil/><y:b", "").is_err());
/// # Ok::<(), sitemap_core::AttributeNameError>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DocumentHead {
    stylesheets: Vec<Stylesheet>,
    attributes: Vec<(String, String)>,
}

impl DocumentHead {
    /// The stylesheet instructions, in document order.
    pub fn stylesheets(&self) -> &[Stylesheet] {
        &self.stylesheets
    }

    /// Adds a stylesheet instruction, written before the root element.
    pub fn push_stylesheet(&mut self, stylesheet: Stylesheet) -> &mut Self {
        self.stylesheets.push(stylesheet);
        self
    }

    /// Keeps an instruction a reader found (XML, JSON or serde), when it is
    /// one ([`Stylesheet::from_instruction`]) and the head holds fewer than
    /// [`MAX_READ_STYLESHEETS`](Self::MAX_READ_STYLESHEETS): what a document
    /// can make a reader hold stays bounded.
    pub(crate) fn keep_read_stylesheet(&mut self, instruction: &str) {
        if self.stylesheets.len() < Self::MAX_READ_STYLESHEETS
            && let Some(stylesheet) = Stylesheet::from_instruction(instruction)
        {
            self.stylesheets.push(stylesheet);
        }
    }

    /// The most stylesheet instructions a reader keeps of one document.
    pub const MAX_READ_STYLESHEETS: usize = 16;

    /// Attributes of the root element other than namespace declarations,
    /// by qualified name (`xsi:schemaLocation`), in document order. Their
    /// prefixes are declared with the document's namespaces.
    pub fn attributes(&self) -> &[(String, String)] {
        &self.attributes
    }

    /// Sets a root attribute by its qualified name, replacing an earlier
    /// value of the same name. Give it a prefix declared on the document:
    /// the sitemap schemas allow no attribute of their own on the root.
    ///
    /// # Errors
    ///
    /// When `name` is not `prefix:name` made of XML names, or is a
    /// namespace declaration (declare namespaces with `declare_namespace`).
    pub fn set_attribute(
        &mut self,
        name: &str,
        value: &str,
    ) -> Result<&mut Self, AttributeNameError> {
        if !is_prefixed_name(name) {
            return Err(AttributeNameError {
                name: name.chars().take(64).collect(),
            });
        }
        match self.attributes.iter_mut().find(|(known, _)| known == name) {
            Some((_, old)) => *old = value.to_owned(),
            None => self.attributes.push((name.to_owned(), value.to_owned())),
        }
        Ok(self)
    }

    /// Whether there is nothing in it.
    pub fn is_empty(&self) -> bool {
        self.stylesheets.is_empty() && self.attributes.is_empty()
    }
}

/// A root attribute's name that [`DocumentHead::set_attribute`] refuses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttributeNameError {
    name: String,
}

impl std::fmt::Display for AttributeNameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "`{}` cannot name a root attribute: give `prefix:name` made of XML names (such as \
             `xsi:schemaLocation`) with its prefix declared on the document, and declare \
             namespaces with `declare_namespace`, not as attributes",
            self.name
        )
    }
}

impl std::error::Error for AttributeNameError {}

/// Whether `name` is `prefix:local`, both XML names without a colon, and
/// not a namespace declaration.
fn is_prefixed_name(name: &str) -> bool {
    let is_name = |part: &str| {
        let mut chars = part.chars();
        chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
            && chars.all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
    };
    match name.split_once(':') {
        Some((prefix, local)) => {
            is_name(prefix) && is_name(local) && !prefix.eq_ignore_ascii_case("xmlns")
        }
        None => false,
    }
}

/// An `<?xml-stylesheet ...?>` processing instruction.
///
/// ```
/// use sitemap_core::Stylesheet;
///
/// let xsl = Stylesheet::xsl("https://example.com/sitemap.xsl?v=1&x=2");
/// assert_eq!(
///     xsl.instruction(),
///     r#"type="text/xsl" href="https://example.com/sitemap.xsl?v=1&amp;x=2""#
/// );
/// assert_eq!(xsl.href().as_deref(), Some("https://example.com/sitemap.xsl?v=1&x=2"));
/// assert!(Stylesheet::from_instruction("href=\"a.xsl\" ?> <evil/>").is_none());
/// assert!(Stylesheet::from_instruction("href=\"a\u{0}.xsl\"").is_none());
/// let titled = Stylesheet::from_instruction(r#"title="href" href="/a.xsl""#).unwrap();
/// assert_eq!(titled.href().as_deref(), Some("/a.xsl"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stylesheet {
    instruction: String,
}

impl Stylesheet {
    /// The member that holds a document's stylesheet instructions in JSON,
    /// an array of [`instruction`](Self::instruction)s: what
    /// `sitemap convert --to json` and `--to ndjson` write, and what the
    /// JSON reader and serde's `Deserialize` read. serde's `Serialize`
    /// leaves it out, because an XML serializer would make an element of it.
    ///
    /// ```
    /// use sitemap_core::{Stylesheet, UrlSet};
    ///
    /// let json = format!(
    ///     r#"{{"{}": ["type=\"text/xsl\" href=\"/main.xsl\""], "url": [{{"loc": "https://example.com/"}}]}}"#,
    ///     Stylesheet::JSON_KEY
    /// );
    /// let set: UrlSet = serde_json::from_str(&json)?;
    /// assert_eq!(set.head().stylesheets()[0].href().as_deref(), Some("/main.xsl"));
    /// # Ok::<(), serde_json::Error>(())
    /// ```
    pub const JSON_KEY: &'static str = "?xml-stylesheet";

    /// An XSLT stylesheet (`type="text/xsl"`) at `href`.
    pub fn xsl(href: &str) -> Self {
        Self::typed("text/xsl", href)
    }

    /// A CSS stylesheet (`type="text/css"`) at `href`.
    pub fn css(href: &str) -> Self {
        Self::typed("text/css", href)
    }

    fn typed(kind: &str, href: &str) -> Self {
        let mut instruction = format!("type=\"{kind}\" href=\"");
        crate::write::escape_attribute_into(&mut instruction, href);
        instruction.push('"');
        Stylesheet { instruction }
    }

    /// The instruction as read (its pseudo-attributes, between
    /// `<?xml-stylesheet` and `?>`); `None` when it contains `?>`, which
    /// would end it early, or a control character XML does not allow.
    pub fn from_instruction(instruction: &str) -> Option<Self> {
        // Nor a character XML does not allow (one from JSON, `\u0000`).
        let allowed = |c: char| {
            matches!(c, '\t' | '\n' | '\r')
                || (!c.is_control() && c != '\u{FFFE}' && c != '\u{FFFF}')
        };
        (!instruction.contains("?>") && instruction.chars().all(allowed)).then(|| Stylesheet {
            instruction: instruction.trim().to_owned(),
        })
    }

    /// The pseudo-attributes, as written between `<?xml-stylesheet` and `?>`.
    pub fn instruction(&self) -> &str {
        &self.instruction
    }

    /// The `href` pseudo-attribute, with its predefined entities resolved.
    pub fn href(&self) -> Option<String> {
        // A pseudo-attribute's name starts the instruction or follows a
        // space, and is followed by `=`; `title="href"` is not one.
        let at = self
            .instruction
            .match_indices("href")
            .map(|(at, _)| at)
            .find(|&at| {
                let before = self.instruction[..at].chars().next_back();
                let after = self.instruction[at + 4..].trim_start();
                before.is_none_or(char::is_whitespace) && after.starts_with('=')
            })?;
        let rest = self.instruction[at + 4..].trim_start().strip_prefix('=')?;
        let rest = rest.trim_start();
        let quote = rest.chars().next().filter(|c| *c == '"' || *c == '\'')?;
        let value = &rest[1..];
        let value = &value[..value.find(quote)?];
        let mut href = String::with_capacity(value.len());
        crate::read::entity::unescape_leniently(value, &mut href);
        Some(href)
    }

    /// The whole instruction, `<?xml-stylesheet …?>`, appended to `out`.
    pub(crate) fn write_into(&self, out: &mut String) {
        let _ = write!(out, "<?xml-stylesheet {}?>", self.instruction);
    }
}
