// @generated from schemas/sitemap-types.xsd by `cargo run -p sitemap-codegen`. Do not edit.

/// The absolute URL of a page or of a sitemap file. It starts with its scheme (http or https), is percent-encoded as RFC 3986 asks (non-ASCII as UTF-8 bytes), and is between 12 and 2048 characters long once encoded.
///
#[doc = include_str!("../../docs/Loc.md")]
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc(String);
impl Loc {
    /// The fewest characters a value may have (`minLength` facet).
    pub const MIN_LENGTH: usize = 12usize;
    /// The most characters a value may have (`maxLength` facet).
    pub const MAX_LENGTH: usize = 2048usize;
    /// Validates `value` against every rule of the type, percent-encoding
    /// what a URL must not carry raw where the type asks for it.
    pub fn parse(value: &str) -> Result<Self, LocError> {
        let written = value;
        let value = crate::values::normalize_url("loc", value)?;
        crate::values::check_url_text(
            "loc",
            written,
            &value,
            Some(12usize),
            Some(2048usize),
        )?;
        Ok(Loc(value.into()))
    }
}
crate::values::text_value!(Loc, "loc", markup_free : false, url : true, collapse : true);
/// Why a value is not a valid [`Loc`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type LocError = crate::FacetError;
/// When the page or sitemap file last changed: an XML Schema date (2024-05-01) or date-time (2024-05-01T08:30:00+02:00). The protocol text names the W3C Datetime profile, whose shorter forms (2024, 2024-05) are read too.
///
#[doc = include_str!("../../docs/LastMod.md")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LastMod(crate::DateTime);
crate::values::datetime_value!(
    LastMod, "lastmod", expected :
    "an XML Schema date or an XML Schema dateTime or a W3C Datetime", w3c : true, accepts
    : | value | value.is_xsd_date() || value.is_xsd_date_time() || value.is_w3c()
);
/// Why a value is not a valid [`LastMod`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type LastModError = crate::FacetError;
/// How often the page is likely to change. A hint to crawlers, not a command: "always" suits pages that differ on every request, "never" suits archived pages.
///
#[doc = include_str!("../../docs/ChangeFreq.md")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ChangeFreq {
    /// `always`
    Always,
    /// `hourly`
    Hourly,
    /// `daily`
    Daily,
    /// `weekly`
    Weekly,
    /// `monthly`
    Monthly,
    /// `yearly`
    Yearly,
    /// `never`
    Never,
}
impl ChangeFreq {
    /// Every value, in schema order.
    pub const ALL: [ChangeFreq; 7usize] = [
        ChangeFreq::Always,
        ChangeFreq::Hourly,
        ChangeFreq::Daily,
        ChangeFreq::Weekly,
        ChangeFreq::Monthly,
        ChangeFreq::Yearly,
        ChangeFreq::Never,
    ];
    /// Every value as written in documents, in schema order.
    pub const VALUES: [&'static str; 7usize] = [
        "always",
        "hourly",
        "daily",
        "weekly",
        "monthly",
        "yearly",
        "never",
    ];
    /// The value as written in documents.
    pub const fn as_str(self) -> &'static str {
        match self {
            ChangeFreq::Always => "always",
            ChangeFreq::Hourly => "hourly",
            ChangeFreq::Daily => "daily",
            ChangeFreq::Weekly => "weekly",
            ChangeFreq::Monthly => "monthly",
            ChangeFreq::Yearly => "yearly",
            ChangeFreq::Never => "never",
        }
    }
    /// Parses a value as written in documents (case-sensitive); the error
    /// suggests the closest value for a typo.
    pub fn parse(value: &str) -> Result<Self, ChangeFreqError> {
        match value {
            "always" => Ok(ChangeFreq::Always),
            "hourly" => Ok(ChangeFreq::Hourly),
            "daily" => Ok(ChangeFreq::Daily),
            "weekly" => Ok(ChangeFreq::Weekly),
            "monthly" => Ok(ChangeFreq::Monthly),
            "yearly" => Ok(ChangeFreq::Yearly),
            "never" => Ok(ChangeFreq::Never),
            _ => {
                Err(
                    crate::values::not_in_enumeration("changefreq", value, &Self::VALUES),
                )
            }
        }
    }
}
crate::values::enumeration_value!(ChangeFreq, "changefreq", markup_free : true);
/// Why a value is not a valid [`ChangeFreq`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type ChangeFreqError = crate::FacetError;
/// How important the page is compared with the other pages of the same site, from 0.0 (least) to 1.0 (most); 0.5 when absent. Only the relative order within one site means anything, so giving every page 1.0 changes nothing.
///
#[doc = include_str!("../../docs/Priority.md")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Priority(crate::Decimal);
impl Priority {
    /// The smallest value (`minInclusive` facet).
    pub const MIN: Priority = Priority(crate::Decimal::from_parts(0i64, 1u32).unwrap());
    /// The largest value (`maxInclusive` facet).
    pub const MAX: Priority = Priority(crate::Decimal::from_parts(10i64, 1u32).unwrap());
    const RANGE: crate::values::DecimalRange = crate::values::DecimalRange {
        min: Some((Self::MIN.0, "0.0")),
        max: Some((Self::MAX.0, "1.0")),
    };
}
crate::values::decimal_value!(Priority, "priority");
/// Why a value is not a valid [`Priority`]: a [`FacetError`](crate::FacetError) naming the element, the value and the rule, with the fix in its message.
pub type PriorityError = crate::FacetError;
