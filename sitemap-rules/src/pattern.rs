//! `pattern` facets: the XML Schema regular expressions the schemas use,
//! matched against a whole value (XML Schema anchors every pattern).
//!
//! The generator parses each pattern once, when it reads the schema, into a
//! static [`Pattern`]; matching walks it over the value's characters keeping
//! the set of positions reachable so far, and repeats an unbounded piece
//! only from the positions it reached for the first time, so `[^,]+` over a
//! megabyte costs a megabyte of steps: no backtracking, no blow-up.

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
        // Values the schemas check by pattern are short (a language, a
        // country list, an hreflang): those are matched with the positions
        // as bits of one register, which allocates nothing. Longer values
        // keep sorted position lists, whose cost follows the positions
        // reached rather than the value's length.
        let mut short = ['\0'; SHORT];
        let mut len = 0;
        for c in value.chars() {
            if len == SHORT {
                let chars: Vec<char> = value.chars().collect();
                return alternatives(self.alternatives, &chars, &[0]).contains(&chars.len());
            }
            short[len] = c;
            len += 1;
        }
        let chars = &short[..len];
        short_alternatives(self.alternatives, chars, 1) & (1 << len) != 0
    }
}

/// The longest value matched with [`ShortPositions`]: a position is a bit,
/// and a value of `SHORT` characters has `SHORT + 1` positions.
const SHORT: usize = 127;

/// Positions in a value of at most [`SHORT`] characters, one bit each.
type ShortPositions = u128;

/// [`alternatives`] over [`ShortPositions`].
fn short_alternatives(
    alternatives: &[&[Piece]],
    chars: &[char],
    from: ShortPositions,
) -> ShortPositions {
    alternatives.iter().fold(0, |reached, sequence| {
        reached
            | sequence
                .iter()
                .fold(from, |at, piece| short_repeat(piece, chars, at))
    })
}

/// [`repeat`] over [`ShortPositions`].
fn short_repeat(piece: &Piece, chars: &[char], from: ShortPositions) -> ShortPositions {
    let mut reached = if piece.min == 0 { from } else { 0 };
    let mut current = from;
    let mut count = 0u32;
    while piece.max.is_none_or(|max| count < max) && current != 0 {
        let next = short_step(&piece.atom, chars, current);
        count += 1;
        if count < piece.min {
            current = next;
            continue;
        }
        let new = next & !reached;
        reached |= next;
        current = if piece.max.is_none() { new } else { next };
    }
    reached
}

/// [`step`] over [`ShortPositions`].
fn short_step(atom: &Atom, chars: &[char], from: ShortPositions) -> ShortPositions {
    if let Atom::Group(group) = atom {
        return short_alternatives(group, chars, from);
    }
    let mut next = 0;
    let mut rest = from;
    while rest != 0 {
        let at = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if chars.get(at).is_some_and(|&c| single(atom, c)) {
            next |= 1 << (at + 1);
        }
    }
    next
}

/// Positions in the value, sorted and without repeats.
type Positions = Vec<usize>;

/// The positions reachable from `from` through any of the alternatives.
fn alternatives(alternatives: &[&[Piece]], chars: &[char], from: &[usize]) -> Positions {
    let mut reached = Vec::new();
    for sequence in alternatives {
        let ends = sequence
            .iter()
            .fold(from.to_vec(), |at, piece| repeat(piece, chars, &at));
        reached = union(&reached, &ends);
    }
    reached
}

/// The positions reachable from `from` through `min..=max` repetitions.
///
/// Past the minimum of an unbounded piece, only the positions a repetition
/// reached for the first time are repeated from again: each position is
/// expanded once, so `x*` over a long value costs its length, not its
/// square.
fn repeat(piece: &Piece, chars: &[char], from: &[usize]) -> Positions {
    // Which positions are reached, as a bitmap for constant-time checks.
    let mut seen = vec![false; chars.len() + 1];
    let mut reached = Vec::new();
    let mut reach = |positions: &[usize], seen: &mut Vec<bool>| {
        let mut new = Vec::new();
        for &at in positions {
            if !seen[at] {
                seen[at] = true;
                new.push(at);
            }
        }
        reached.extend_from_slice(&new);
        new
    };
    if piece.min == 0 {
        reach(from, &mut seen);
    }
    let mut current = from.to_vec();
    let mut count = 0u32;
    while piece.max.is_none_or(|max| count < max) && !current.is_empty() {
        let next = step(&piece.atom, chars, &current);
        count += 1;
        if count < piece.min {
            current = next;
            continue;
        }
        let new = reach(&next, &mut seen);
        current = if piece.max.is_none() { new } else { next };
    }
    reached.sort_unstable();
    reached
}

/// The positions reachable from `from` through one repetition of `atom`.
fn step(atom: &Atom, chars: &[char], from: &[usize]) -> Positions {
    if let Atom::Group(group) = atom {
        return alternatives(group, chars, from);
    }
    from.iter()
        .filter(|&&at| chars.get(at).is_some_and(|&c| single(atom, c)))
        .map(|&at| at + 1)
        .collect()
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

/// The sorted union of two sorted sets.
fn union(a: &[usize], b: &[usize]) -> Positions {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        let next = match (a.get(i), b.get(j)) {
            (Some(&x), Some(&y)) if x == y => {
                i += 1;
                j += 1;
                x
            }
            (Some(&x), Some(&y)) if x < y => {
                i += 1;
                x
            }
            (_, Some(&y)) => {
                j += 1;
                y
            }
            (Some(&x), None) => {
                i += 1;
                x
            }
            (None, None) => break,
        };
        out.push(next);
    }
    out
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

    /// The register and the list paths agree, on both sides of the
    /// boundary between them.
    #[test]
    fn short_and_long_paths_agree() {
        let long = |pattern: &Pattern, value: &str| {
            let chars: Vec<char> = value.chars().collect();
            alternatives(pattern.alternatives, &chars, &[0]).contains(&chars.len())
        };
        let mut values: Vec<String> = ["", "US", "US CA", "US  CA GB", "U", "US ", "web", "é!"]
            .map(String::from)
            .to_vec();
        for n in [SHORT - 2, SHORT - 1, SHORT, SHORT + 1] {
            values.push("US ".repeat(n / 3) + &"C".repeat(n % 3));
            values.push("a".repeat(n));
        }
        for pattern in [&COUNTRIES] {
            for value in &values {
                assert_eq!(pattern.matches(value), long(pattern, value), "{value:?}");
            }
        }
        assert!(COUNTRIES.matches("US ".repeat(60).trim_end()));
        assert!(COUNTRIES.matches("US ".repeat(50).trim_end()));
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
        assert!(!NESTED.matches(&"a".repeat(SHORT)));
        assert!(NESTED.matches(&("a".repeat(SHORT - 1) + "b")));
        let value = "a".repeat(200_000);
        assert!(!NESTED.matches(&value));
        assert!(NESTED.matches(&(value + "b")));
    }
}
