//! `pattern` facets: the XML Schema regular expression read when the schema
//! is read, and emitted as a static `sitemap_rules` pattern, so that values
//! are matched without parsing the expression again.
//!
//! The grammar the schemas need: characters, `.`, classes (`[a-z]`, `[^,]`,
//! ranges and the escapes below), groups with alternatives, and the
//! quantifiers `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`; the escapes `\d`, `\s`,
//! `\n`, `\r`, `\t` and those of the metacharacters. Anything else (`\w`,
//! `\p{…}`, class subtraction) is refused with the pattern and the position.

use proc_macro2::TokenStream;
use quote::quote;

/// Alternatives, each a sequence of pieces.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Alternatives(Vec<Vec<Piece>>);

#[derive(Debug, Clone, PartialEq)]
struct Piece {
    atom: Atom,
    min: u32,
    max: Option<u32>,
}

#[derive(Debug, Clone, PartialEq)]
enum Atom {
    Char(char),
    Class {
        ranges: Vec<(char, char)>,
        negated: bool,
    },
    Any,
    Group(Alternatives),
}

/// Parses `source`; the error says what is not understood and where.
pub(crate) fn parse(source: &str) -> Result<Alternatives, String> {
    let mut parser = Parser {
        chars: source.chars().collect(),
        at: 0,
    };
    let alternatives = parser.alternatives()?;
    match parser.peek() {
        None => Ok(alternatives),
        Some(c) => Err(parser.error(&format!("unexpected `{c}`"))),
    }
}

impl Alternatives {
    /// Whether a value matching the pattern can hold `c`.
    pub(crate) fn can_hold(&self, c: char) -> bool {
        self.0.iter().flatten().any(|piece| piece.atom.can_hold(c))
    }
}

impl Atom {
    fn can_hold(&self, c: char) -> bool {
        match self {
            Atom::Char(own) => *own == c,
            Atom::Class { ranges, negated } => {
                ranges.iter().any(|(low, high)| (*low..=*high).contains(&c)) != *negated
            }
            Atom::Any => c != '\n' && c != '\r',
            Atom::Group(alternatives) => alternatives.can_hold(c),
        }
    }
}

/// Several `pattern` facets of one restriction: a value matches when it
/// matches any of them.
pub(crate) fn any_of(patterns: Vec<Alternatives>) -> Alternatives {
    Alternatives(patterns.into_iter().flat_map(|p| p.0).collect())
}

/// `crate::pattern::Pattern { … }`, for code generated inside `sitemap-rules`.
pub(crate) fn tokens(source: &str, alternatives: &Alternatives) -> TokenStream {
    let alternatives = alternatives_tokens(alternatives);
    quote! {
        crate::pattern::Pattern { source: #source, alternatives: #alternatives }
    }
}

fn alternatives_tokens(alternatives: &Alternatives) -> TokenStream {
    let sequences = alternatives.0.iter().map(|sequence| {
        let pieces = sequence.iter().map(|piece| {
            let atom = match &piece.atom {
                Atom::Char(c) => quote!(crate::pattern::Atom::Char(#c)),
                Atom::Any => quote!(crate::pattern::Atom::Any),
                Atom::Class { ranges, negated } => {
                    let ranges = ranges.iter().map(|(low, high)| quote!((#low, #high)));
                    quote!(crate::pattern::Atom::Class { ranges: &[#(#ranges),*], negated: #negated })
                }
                Atom::Group(group) => {
                    let group = alternatives_tokens(group);
                    quote!(crate::pattern::Atom::Group(#group))
                }
            };
            let min = piece.min;
            let max = match piece.max {
                Some(max) => quote!(Some(#max)),
                None => quote!(None),
            };
            quote!(crate::pattern::Piece { atom: #atom, min: #min, max: #max })
        });
        quote!(&[#(#pieces),*])
    });
    quote!(&[#(#sequences),*])
}

struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.peek();
        self.at += 1;
        c
    }

    fn error(&self, what: &str) -> String {
        let source: String = self.chars.iter().collect();
        format!("pattern `{source}`, at character {}: {what}", self.at + 1)
    }

    fn alternatives(&mut self) -> Result<Alternatives, String> {
        let mut alternatives = vec![self.sequence()?];
        while self.peek() == Some('|') {
            self.next();
            alternatives.push(self.sequence()?);
        }
        Ok(Alternatives(alternatives))
    }

    fn sequence(&mut self) -> Result<Vec<Piece>, String> {
        let mut pieces = Vec::new();
        while let Some(c) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            let atom = self.atom()?;
            let (min, max) = self.quantifier()?;
            pieces.push(Piece { atom, min, max });
        }
        Ok(pieces)
    }

    fn atom(&mut self) -> Result<Atom, String> {
        match self.next() {
            Some('(') => {
                let group = self.alternatives()?;
                if self.next() != Some(')') {
                    return Err(self.error("a group is not closed with `)`"));
                }
                Ok(Atom::Group(group))
            }
            Some('[') => self.class(),
            Some('.') => Ok(Atom::Any),
            Some('\\') => self.escape(),
            Some(c @ ('?' | '*' | '+' | '{' | '}' | ']')) => {
                Err(self.error(&format!("`{c}` has nothing to repeat or is not escaped")))
            }
            Some(c) => Ok(Atom::Char(c)),
            None => Err(self.error("the pattern ends early")),
        }
    }

    /// After `\`, outside a class.
    fn escape(&mut self) -> Result<Atom, String> {
        let mut ranges = Vec::new();
        match self.escaped(&mut ranges)? {
            Some(c) => Ok(Atom::Char(c)),
            None => Ok(Atom::Class {
                ranges,
                negated: false,
            }),
        }
    }

    /// After `\`: one character, or (`None`) a class escape whose ranges are
    /// added to `ranges`.
    fn escaped(&mut self, ranges: &mut Vec<(char, char)>) -> Result<Option<char>, String> {
        match self.next() {
            Some('d') => ranges.push(('0', '9')),
            Some('s') => ranges.extend([(' ', ' '), ('\t', '\t'), ('\n', '\n'), ('\r', '\r')]),
            Some('n') => return Ok(Some('\n')),
            Some('r') => return Ok(Some('\r')),
            Some('t') => return Ok(Some('\t')),
            Some(
                c @ ('\\' | '|' | '.' | '-' | '^' | '?' | '*' | '+' | '{' | '}' | '(' | ')' | '['
                | ']'),
            ) => return Ok(Some(c)),
            Some(c) => return Err(self.error(&format!("the escape `\\{c}` is not supported"))),
            None => return Err(self.error("the pattern ends after `\\`")),
        }
        Ok(None)
    }

    /// After `[`.
    fn class(&mut self) -> Result<Atom, String> {
        let negated = self.peek() == Some('^');
        if negated {
            self.next();
        }
        let mut ranges = Vec::new();
        let mut first = true;
        loop {
            let low = match self.next() {
                Some(']') if !first => break,
                Some('\\') => match self.escaped(&mut ranges)? {
                    Some(c) => c,
                    None => {
                        first = false;
                        continue;
                    }
                },
                Some('[') => return Err(self.error("class subtraction is not supported")),
                Some(c) => c,
                None => return Err(self.error("a class is not closed with `]`")),
            };
            first = false;
            let is_range = self.peek() == Some('-')
                && self
                    .chars
                    .get(self.at + 1)
                    .is_some_and(|&c| c != ']' && c != '[');
            if is_range {
                self.next();
                let high = match self.next() {
                    Some('\\') => self
                        .escaped(&mut Vec::new())?
                        .ok_or_else(|| self.error("a range cannot end in a class escape"))?,
                    Some(c) => c,
                    None => return Err(self.error("a class is not closed with `]`")),
                };
                if high < low {
                    return Err(self.error(&format!("the range `{low}-{high}` is backwards")));
                }
                ranges.push((low, high));
            } else {
                ranges.push((low, low));
            }
        }
        Ok(Atom::Class { ranges, negated })
    }

    fn quantifier(&mut self) -> Result<(u32, Option<u32>), String> {
        Ok(match self.peek() {
            Some('?') => {
                self.next();
                (0, Some(1))
            }
            Some('*') => {
                self.next();
                (0, None)
            }
            Some('+') => {
                self.next();
                (1, None)
            }
            Some('{') => {
                self.next();
                let min = self.number()?;
                let max = match self.next() {
                    Some('}') => Some(min),
                    Some(',') if self.peek() == Some('}') => {
                        self.next();
                        None
                    }
                    Some(',') => {
                        let max = self.number()?;
                        if self.next() != Some('}') {
                            return Err(self.error("a quantifier is not closed with `}`"));
                        }
                        if max < min {
                            return Err(
                                self.error(&format!("the quantifier {{{min},{max}}} is backwards"))
                            );
                        }
                        Some(max)
                    }
                    _ => return Err(self.error("a quantifier is not closed with `}`")),
                };
                (min, max)
            }
            _ => (1, Some(1)),
        })
    }

    fn number(&mut self) -> Result<u32, String> {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.next();
        }
        let digits: String = self.chars[start..self.at].iter().collect();
        digits
            .parse()
            .map_err(|_| self.error("a quantifier needs a number"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_patterns_of_the_extension_schemas_parse() {
        for source in [
            "([A-Z]{2}( +[A-Z]{2})*)?",
            "((web|mobile|tv)( (web|mobile|tv))*)?",
            "[a-z]{2,3}(-[a-z]{2,4})?|zh-cn|zh-tw",
            "\\d+(\\.\\d+)?",
            "[^,]+(, *[^,]+)*",
            "x{2,}",
        ] {
            parse(source).unwrap_or_else(|e| panic!("{e}"));
        }
    }

    #[test]
    fn what_is_not_understood_is_refused_with_its_place() {
        for (source, message) in [
            ("\\w+", "the escape `\\w` is not supported"),
            ("[a-z-[aeiou]]", "class subtraction"),
            ("(ab", "not closed with `)`"),
            ("[ab", "not closed with `]`"),
            ("a{3,2}", "backwards"),
            ("*a", "nothing to repeat"),
            ("[z-a]", "backwards"),
        ] {
            let error = parse(source).unwrap_err();
            assert!(error.contains(message), "{source}: {error}");
            assert!(error.contains("at character"), "{error}");
        }
    }

    #[test]
    fn classes_ranges_and_escapes() {
        let Alternatives(alternatives) = parse("[a-c\\d_-]").unwrap();
        let Atom::Class { ranges, negated } = &alternatives[0][0].atom else {
            panic!("a class");
        };
        assert!(!negated);
        assert_eq!(ranges, &[('a', 'c'), ('0', '9'), ('_', '_'), ('-', '-')]);
    }
}
