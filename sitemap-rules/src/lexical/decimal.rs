//! `xsd:decimal` as an exact fixed-point number.
//!
//! Floating point cannot hold `0.1` exactly and prints `1.0` as `1`, so values
//! are kept as a mantissa and a count of fraction digits.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use super::ascii::{AsciiSink, display_spelled};

/// The most significant digits a [`Decimal`] keeps exactly.
pub(crate) const MAX_DIGITS: u32 = 18;

/// An exact decimal number: `mantissa / 10^scale`, always normalized (no
/// trailing fraction zeros), so equal numbers compare equal.
///
/// ```
/// use sitemap_rules::Decimal;
///
/// let d: Decimal = "0.250".parse()?;
/// assert_eq!(d.to_string(), "0.25");
/// assert_eq!("1".parse::<Decimal>()?.to_string(), "1.0");
/// assert!(d < "1.0".parse()?);
/// # Ok::<(), sitemap_rules::DecimalError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Decimal {
    mantissa: i64,
    scale: u32,
}

impl Decimal {
    /// Zero.
    pub const ZERO: Decimal = Decimal {
        mantissa: 0,
        scale: 0,
    };

    /// Builds `mantissa / 10^scale`, normalized; `None` when `scale` exceeds `MAX_DIGITS` (18).
    pub const fn from_parts(mantissa: i64, scale: u32) -> Option<Decimal> {
        if scale > MAX_DIGITS {
            return None;
        }
        let (mut mantissa, mut scale) = (mantissa, scale);
        while scale > 0 && mantissa % 10 == 0 {
            mantissa /= 10;
            scale -= 1;
        }
        Some(Decimal { mantissa, scale })
    }

    /// The digits without the decimal point (normalized).
    pub const fn mantissa(&self) -> i64 {
        self.mantissa
    }

    /// How many of the mantissa's digits stand after the decimal point (normalized).
    pub const fn scale(&self) -> u32 {
        self.scale
    }

    /// Parses the `xsd:decimal` lexical form: optional sign, digits, optional
    /// point and fraction (`1`, `+0.5`, `.5`, `1.`, `-0.0`). No exponent, no
    /// whitespace.
    pub fn parse(input: &str) -> Result<Decimal, DecimalError> {
        let error = |kind| DecimalError {
            input: input.to_owned(),
            kind,
        };
        let bytes = input.as_bytes();
        let (negative, digits) = match bytes.first() {
            Some(b'-') => (true, &bytes[1..]),
            Some(b'+') => (false, &bytes[1..]),
            _ => (false, bytes),
        };
        let (int_part, frac_part) = match digits.iter().position(|&b| b == b'.') {
            Some(dot) => (&digits[..dot], &digits[dot + 1..]),
            None => (digits, &digits[digits.len()..]),
        };
        let all_digits = |part: &[u8]| part.iter().all(u8::is_ascii_digit);
        if (int_part.is_empty() && frac_part.is_empty())
            || !all_digits(int_part)
            || !all_digits(frac_part)
        {
            return Err(error(DecimalErrorKind::Syntax));
        }
        // Leading integer zeros and trailing fraction zeros carry no value; drop
        // them before counting digits so `000.5000` is as exact as `0.5`.
        let int_part = trim_start_zeros(int_part);
        let frac_part = trim_end_zeros(frac_part);
        let significant = int_part.len() + frac_part.len();
        if significant > MAX_DIGITS as usize {
            return Err(error(DecimalErrorKind::TooManyDigits));
        }
        let mantissa = int_part
            .iter()
            .chain(frac_part)
            .fold(0i64, |acc, &b| acc * 10 + i64::from(b - b'0'));
        let mantissa = if negative { -mantissa } else { mantissa };
        Ok(Decimal::from_parts(mantissa, frac_part.len() as u32).unwrap_or(Decimal::ZERO))
    }

    /// Converts a float through its shortest exact decimal spelling (`0.1` is
    /// `0.1`, not `0.1000000000000000055…`). Fails for NaN, infinities and
    /// values needing more than `MAX_DIGITS` (18) digits.
    pub fn from_f64(value: f64) -> Result<Decimal, DecimalError> {
        if !value.is_finite() {
            return Err(DecimalError {
                input: value.to_string(),
                kind: DecimalErrorKind::NotFinite,
            });
        }
        // Most values have a few decimals: the first scale at which the
        // rounded mantissa reads back as the same float is the shortest
        // spelling (division by an exact power of ten rounds correctly, and
        // below 1e9 with at most six decimals one mantissa alone is near).
        if value.abs() < 1e9 {
            let mut power = 1.0;
            for scale in 0..=6u32 {
                let mantissa = (value * power).round();
                if mantissa / power == value {
                    // Below 1e15 in magnitude: exact as an i64.
                    #[allow(clippy::cast_possible_truncation)]
                    let mantissa = mantissa as i64;
                    if let Some(decimal) = Decimal::from_parts(mantissa, scale) {
                        return Ok(decimal);
                    }
                }
                power *= 10.0;
            }
        }
        // Rust's float Display is the shortest string that reads back as the
        // same float, and never uses an exponent.
        Decimal::parse(&value.to_string())
    }

    /// Converts an `f32` through its own shortest decimal spelling (`0.1f32`
    /// is `0.1`, where `f64::from(0.1f32)` is `0.10000000149011612`).
    pub fn from_f32(value: f32) -> Result<Decimal, DecimalError> {
        if !value.is_finite() {
            return Err(DecimalError {
                input: value.to_string(),
                kind: DecimalErrorKind::NotFinite,
            });
        }
        // As for `f64`, the first scale at which the nearest mantissa reads
        // back as the same `f32` is the shortest spelling. `value * 10^scale`
        // is exact in `f64` (24 + 20 bits), and below 2^24 the mantissa and
        // the power are exact `f32`s, so their `f32` quotient is the float
        // the decimal reads back as.
        let mut power = 1.0f64;
        for scale in 0..=6u32 {
            let mantissa = (f64::from(value) * power).round();
            if mantissa.abs() >= 16_777_216.0 {
                break;
            }
            #[allow(clippy::cast_possible_truncation)]
            if (mantissa as f32) / (power as f32) == value {
                // Below 2^24 in magnitude: exact as an i64.
                let mantissa = mantissa as i64;
                if let Some(decimal) = Decimal::from_parts(mantissa, scale) {
                    return Ok(decimal);
                }
            }
            power *= 10.0;
        }
        Decimal::parse(&value.to_string())
    }

    /// The nearest `f64` (exact for every value with up to 15 significant digits).
    pub fn to_f64(&self) -> f64 {
        // Parsing the decimal spelling rounds correctly, unlike mantissa / 10^scale.
        self.to_string().parse().unwrap_or(f64::NAN)
    }

    fn aligned(&self, other: &Decimal) -> (i128, i128) {
        let scale = self.scale.max(other.scale);
        let widen = |d: &Decimal| i128::from(d.mantissa) * 10i128.pow(scale - d.scale);
        (widen(self), widen(other))
    }
}

fn trim_start_zeros(digits: &[u8]) -> &[u8] {
    let first = digits
        .iter()
        .position(|&b| b != b'0')
        .unwrap_or(digits.len());
    &digits[first..]
}

fn trim_end_zeros(digits: &[u8]) -> &[u8] {
    let end = digits.iter().rposition(|&b| b != b'0').map_or(0, |i| i + 1);
    &digits[..end]
}

impl Ord for Decimal {
    fn cmp(&self, other: &Self) -> Ordering {
        let (a, b) = self.aligned(other);
        a.cmp(&b)
    }
}

impl PartialOrd for Decimal {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Decimal {
    /// Canonical form with at least one fraction digit: `1.0`, `0.25`, `-3.5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        display_spelled(f, |text| self.spell(text))
    }
}

impl Decimal {
    /// Appends what [`Display`](fmt::Display) writes, without `core::fmt`
    /// and straight into `out`: the writers call this for every priority.
    pub(crate) fn push_to(&self, out: &mut String) {
        self.spell(out);
    }

    fn spell(&self, out: &mut impl AsciiSink) {
        if self.mantissa < 0 {
            out.push_ascii(b'-');
        }
        let magnitude = self.mantissa.unsigned_abs();
        let divisor = 10u64.pow(self.scale);
        out.push_padded(magnitude / divisor, 1);
        out.push_ascii(b'.');
        // A scale of 0 still shows one fraction digit, `1.0`.
        out.push_padded(magnitude % divisor, self.scale as usize);
    }
}

impl FromStr for Decimal {
    type Err = DecimalError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Decimal::parse(s)
    }
}

/// Why a string or float is not an exact decimal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecimalError {
    input: String,
    kind: DecimalErrorKind,
}

/// The rule a [`DecimalError`] broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum DecimalErrorKind {
    /// Not of the form `[+-]digits[.digits]`.
    Syntax,
    /// More than `MAX_DIGITS` (18) significant digits.
    TooManyDigits,
    /// NaN or an infinity.
    NotFinite,
}

impl DecimalError {
    /// The rule that was broken.
    pub fn kind(&self) -> DecimalErrorKind {
        self.kind
    }

    /// The rejected text.
    pub fn input(&self) -> &str {
        &self.input
    }
}

impl fmt::Display for DecimalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let input = &self.input;
        match self.kind {
            DecimalErrorKind::Syntax => write!(
                f,
                "`{input}` is not a decimal number; write digits with an optional sign and point, e.g. `0.5`"
            ),
            DecimalErrorKind::TooManyDigits => write!(
                f,
                "`{input}` has more than {MAX_DIGITS} significant digits, which cannot be kept exactly; round it"
            ),
            DecimalErrorKind::NotFinite => {
                write!(
                    f,
                    "`{input}` is not a finite number; use a value such as `0.5`"
                )
            }
        }
    }
}

impl std::error::Error for DecimalError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_xsd_decimal_form_to_its_canonical_spelling() {
        let cases = [
            ("0", "0.0"),
            ("1", "1.0"),
            ("1.", "1.0"),
            (".5", "0.5"),
            ("+0.5", "0.5"),
            ("-0.0", "0.0"),
            ("0.250", "0.25"),
            ("000.5000", "0.5"),
            ("-3.75", "-3.75"),
            ("10", "10.0"),
            ("0.0001", "0.0001"),
            ("123456789.123456789", "123456789.123456789"),
        ];
        for (input, canonical) in cases {
            let parsed = Decimal::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
            assert_eq!(parsed.to_string(), canonical, "{input}");
            assert_eq!(Decimal::parse(canonical), Ok(parsed), "{input}");
        }
    }

    #[test]
    fn rejects_what_xsd_decimal_rejects() {
        for input in [
            "", "+", "-", ".", "1e3", " 1", "1 ", "0x1", "1.2.3", "NaN", "inf", "1,5", "--1",
        ] {
            let error = Decimal::parse(input).expect_err(input);
            assert_eq!(error.kind(), DecimalErrorKind::Syntax, "{input}");
            assert_eq!(error.input(), input);
        }
    }

    #[test]
    fn refuses_more_digits_than_it_can_keep() {
        assert!(Decimal::parse("0.123456789012345678").is_ok());
        let error = Decimal::parse("0.1234567890123456789").unwrap_err();
        assert_eq!(error.kind(), DecimalErrorKind::TooManyDigits);
        assert!(error.to_string().contains("more than 18"));
        assert!(Decimal::parse("0.1000000000000000000000").is_ok());
    }

    #[test]
    fn compares_numerically_across_scales() {
        let d = |s: &str| Decimal::parse(s).unwrap();
        assert!(d("0.25") < d("0.3"));
        assert!(d("-0.1") < d("0"));
        assert_eq!(d("1.00"), d("1"));
        assert!(d("1.0001") > d("1"));
    }

    #[test]
    fn converts_floats_through_their_shortest_spelling() {
        assert_eq!(Decimal::from_f64(0.1).unwrap().to_string(), "0.1");
        assert_eq!(Decimal::from_f64(1.0).unwrap().to_string(), "1.0");
        assert_eq!(Decimal::from_f64(0.8).unwrap().to_f64(), 0.8);
        for bad in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
            assert_eq!(
                Decimal::from_f64(bad).unwrap_err().kind(),
                DecimalErrorKind::NotFinite
            );
        }
        assert_eq!(
            Decimal::from_f64(1.0 / 3.0).unwrap().to_string(),
            "0.3333333333333333"
        );
    }
}
