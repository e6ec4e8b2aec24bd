//! `pattern` facets: the XML Schema regular expressions the schemas use,
//! matched against a whole value (XML Schema anchors every pattern).
//!
//! The generator parses each pattern once, when it reads the schema, into a
//! static [`Pattern`]; matching walks it over the value's characters keeping
//! the set of positions reachable so far, so the time is bounded by a
//! polynomial of the value's length and the pattern's size whatever the
//! input: no backtracking, no exponential blow-up.

/// A parsed pattern: alternatives, each a sequence of pieces.
#[derive(Debug)]
pub struct Pattern {
    /// The pattern as written in the schema, for messages.
    pub source: &'static str,
    /// The top-level alternatives (`a|b`).
    pub alternatives: &'static [&'static [Piece]],
}

/// An atom with its quantifier (`[a-z]{2,3}`, `x?`).
#[derive(Debug)]
pub struct Piece {
    /// What one repetition matches.
    pub atom: Atom,
    /// The fewest repetitions.
    pub min: u32,
    /// The most repetitions; `None` for no bound (`*`, `+`, `{n,}`).
    pub max: Option<u32>,
}

/// What one repetition of a piece matches.
#[derive(Debug)]
pub enum Atom {
    /// This character.
    Char(char),
    /// A character in (or, negated, outside) these inclusive ranges.
    Class {
        /// The ranges.
        ranges: &'static [(char, char)],
        /// `[^…]`.
        negated: bool,
    },
    /// Any character but a line feed or carriage return (`.`).
    Any,
    /// A group of alternatives (`(a|bc)`).
    Group(&'static [&'static [Piece]]),
}

impl Pattern {
    /// Whether the whole of `value` matches.
    ///
    /// ```
    /// use sitemap_rules::__private::{Atom, Pattern, Piece};
    ///
    /// // `[a-z]{2,3}(-[a-z]{2})?`
    /// static LANGUAGE: Pattern = Pattern {
    ///     source: "[a-z]{2,3}(-[a-z]{2})?",
    ///     alternatives: &[&[
    ///         Piece { atom: Atom::Class { ranges: &[('a', 'z')], negated: false }, min: 2, max: Some(3) },
    ///         Piece {
    ///             atom: Atom::Group(&[&[
    ///                 Piece { atom: Atom::Char('-'), min: 1, max: Some(1) },
    ///                 Piece { atom: Atom::Class { ranges: &[('a', 'z')], negated: false }, min: 2, max: Some(2) },
    ///             ]]),
    ///             min: 0,
    ///             max: Some(1),
    ///         },
    ///     ]],
    /// };
    /// assert!(LANGUAGE.matches("en") && LANGUAGE.matches("zh-cn"));
    /// assert!(!LANGUAGE.matches("en-US") && !LANGUAGE.matches("e"));
    /// ```
    pub fn matches(&self, value: &str) -> bool {
        let chars: Vec<char> = value.chars().collect();
        let mut start = vec![false; chars.len() + 1];
        start[0] = true;
        alternatives(self.alternatives, &chars, &start)[chars.len()]
    }
}

/// The positions reachable from `from` through any of the alternatives.
fn alternatives(alternatives: &[&[Piece]], chars: &[char], from: &[bool]) -> Vec<bool> {
    let mut reached = vec![false; from.len()];
    for sequence in alternatives {
        let ends = sequence
            .iter()
            .fold(from.to_vec(), |at, piece| repeat(piece, chars, &at));
        union(&mut reached, &ends);
    }
    reached
}

/// The positions reachable from `from` through `min..=max` repetitions.
fn repeat(piece: &Piece, chars: &[char], from: &[bool]) -> Vec<bool> {
    let mut reached = vec![false; from.len()];
    if piece.min == 0 {
        union(&mut reached, from);
    }
    let mut current = from.to_vec();
    let mut count = 0u32;
    while piece.max.is_none_or(|max| count < max) {
        current = step(&piece.atom, chars, &current);
        count += 1;
        if !current.iter().any(|&at| at) {
            break;
        }
        if count >= piece.min {
            // Past the minimum, a repetition that reaches nothing new cannot
            // lead anywhere new either.
            if current
                .iter()
                .zip(&reached)
                .all(|(&now, &seen)| !now || seen)
            {
                break;
            }
            union(&mut reached, &current);
        }
    }
    reached
}

/// The positions reachable from `from` through one repetition of `atom`.
fn step(atom: &Atom, chars: &[char], from: &[bool]) -> Vec<bool> {
    if let Atom::Group(group) = atom {
        return alternatives(group, chars, from);
    }
    let mut to = vec![false; from.len()];
    for (at, &c) in chars.iter().enumerate() {
        if from[at] && single(atom, c) {
            to[at + 1] = true;
        }
    }
    to
}

fn single(atom: &Atom, c: char) -> bool {
    match atom {
        Atom::Char(expected) => c == *expected,
        Atom::Class { ranges, negated } => {
            ranges.iter().any(|&(low, high)| (low..=high).contains(&c)) != *negated
        }
        Atom::Any => c != '\n' && c != '\r',
        Atom::Group(_) => false,
    }
}

fn union(into: &mut [bool], from: &[bool]) {
    for (into, &from) in into.iter_mut().zip(from) {
        *into |= from;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOWER: Atom = Atom::Class {
        ranges: &[('a', 'z')],
        negated: false,
    };
    const UPPER: Atom = Atom::Class {
        ranges: &[('A', 'Z')],
        negated: false,
    };

    /// `([A-Z]{2}( +[A-Z]{2})*)?`, the video schema's country list.
    static COUNTRIES: Pattern = Pattern {
        source: "([A-Z]{2}( +[A-Z]{2})*)?",
        alternatives: &[&[Piece {
            atom: Atom::Group(&[&[
                Piece {
                    atom: UPPER,
                    min: 2,
                    max: Some(2),
                },
                Piece {
                    atom: Atom::Group(&[&[
                        Piece {
                            atom: Atom::Char(' '),
                            min: 1,
                            max: None,
                        },
                        Piece {
                            atom: UPPER,
                            min: 2,
                            max: Some(2),
                        },
                    ]]),
                    min: 0,
                    max: None,
                },
            ]]),
            min: 0,
            max: Some(1),
        }]],
    };

    #[test]
    fn lists_and_optional_groups() {
        for ok in ["", "US", "US CA", "US  CA GB"] {
            assert!(COUNTRIES.matches(ok), "{ok:?}");
        }
        for bad in [" ", "US ", "U", "us", "US,CA", "USA", "US CA G"] {
            assert!(!COUNTRIES.matches(bad), "{bad:?}");
        }
    }

    #[test]
    fn alternatives_classes_and_any() {
        static WORDS: Pattern = Pattern {
            source: "web|mobile|[^x].",
            alternatives: &[
                &[
                    Piece {
                        atom: Atom::Char('w'),
                        min: 1,
                        max: Some(1),
                    },
                    Piece {
                        atom: Atom::Char('e'),
                        min: 1,
                        max: Some(1),
                    },
                    Piece {
                        atom: Atom::Char('b'),
                        min: 1,
                        max: Some(1),
                    },
                ],
                &[Piece {
                    atom: LOWER,
                    min: 6,
                    max: Some(6),
                }],
                &[
                    Piece {
                        atom: Atom::Class {
                            ranges: &[('x', 'x')],
                            negated: true,
                        },
                        min: 1,
                        max: Some(1),
                    },
                    Piece {
                        atom: Atom::Any,
                        min: 1,
                        max: Some(1),
                    },
                ],
            ],
        };
        for ok in ["web", "mobile", "ab", "é!"] {
            assert!(WORDS.matches(ok), "{ok:?}");
        }
        for bad in ["xa", "a\n", "webs", "", "abc"] {
            assert!(!WORDS.matches(bad), "{bad:?}");
        }
    }

    #[test]
    fn hostile_patterns_do_not_blow_up() {
        // `(a*)*b` backtracks exponentially in naive engines.
        static NESTED: Pattern = Pattern {
            source: "(a*)*b",
            alternatives: &[&[
                Piece {
                    atom: Atom::Group(&[&[Piece {
                        atom: Atom::Char('a'),
                        min: 0,
                        max: None,
                    }]]),
                    min: 0,
                    max: None,
                },
                Piece {
                    atom: Atom::Char('b'),
                    min: 1,
                    max: Some(1),
                },
            ]],
        };
        let value = "a".repeat(2_000);
        assert!(!NESTED.matches(&value));
        assert!(NESTED.matches(&(value + "b")));
    }
}
