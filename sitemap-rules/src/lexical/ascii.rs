//! Spelling numbers and dates digit by digit, without `core::fmt`.
//!
//! Writers format a `lastmod` or `priority` for every URL of a sitemap;
//! going through `core::fmt` into a fresh `String` each time was most of the
//! writer's cost. Values spell themselves into an [`AsciiSink`] instead: the
//! writer's own `String` (no copy, no allocation), or an [`AsciiText`] on
//! the stack for `Display`. One spelling serves both.

/// Where a value spells its text: only ASCII bytes are ever pushed.
pub(crate) trait AsciiSink {
    /// Appends one ASCII byte.
    fn push_ascii(&mut self, byte: u8);

    /// Appends `value` in decimal, left-padded with zeros to `width` digits.
    fn push_padded(&mut self, value: u64, width: usize) {
        // Digits come out right to left, dividing by the constant 10 (a
        // multiplication) rather than by a power of ten held in a variable.
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        let mut rest = value;
        while let Some(next) = start.checked_sub(1) {
            start = next;
            // A single decimal digit, so the cast keeps it.
            digits[start] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        let spelled = &digits[start..];
        for _ in spelled.len()..width {
            self.push_ascii(b'0');
        }
        for &digit in spelled {
            self.push_ascii(digit);
        }
    }

    /// Appends `value` as two digits (`07`), or more when it needs them.
    #[inline]
    fn push_two(&mut self, value: u8) {
        if value < 100 {
            self.push_ascii(b'0' + value / 10);
            self.push_ascii(b'0' + value % 10);
        } else {
            self.push_padded(u64::from(value), 2);
        }
    }

    /// Appends `value` as four digits (`0042`), or more when it needs them.
    #[inline]
    fn push_four(&mut self, value: u16) {
        if value < 10_000 {
            // Both halves are below 100.
            self.push_two((value / 100) as u8);
            self.push_two((value % 100) as u8);
        } else {
            self.push_padded(u64::from(value), 4);
        }
    }
}

impl AsciiSink for String {
    #[inline]
    fn push_ascii(&mut self, byte: u8) {
        debug_assert!(byte.is_ascii(), "only ASCII is spelled here");
        self.push(char::from(byte));
    }
}

/// Room for the longest spelling of any value this crate formats: a
/// date-time with nine fraction digits and an offset is 35 bytes, a decimal
/// at most 22 (`-9223372036854775808.0`; with a scale of 18, sign, `0.` and
/// 18 digits); the unchecked date-times of error messages stay below 48.
const CAPACITY: usize = 64;

/// A short ASCII text on the stack, for `Display` implementations.
pub(crate) struct AsciiText {
    bytes: [u8; CAPACITY],
    len: usize,
}

impl AsciiText {
    pub(crate) const fn new() -> AsciiText {
        AsciiText {
            bytes: [0; CAPACITY],
            len: 0,
        }
    }

    pub(crate) fn as_str(&self) -> &str {
        // Only ASCII is ever pushed, so this cannot fail; an empty text would
        // be the visible sign of a bug, never a panic.
        std::str::from_utf8(&self.bytes[..self.len]).unwrap_or_default()
    }
}

/// Writes into a formatter what `spell` spells, through an [`AsciiText`]
/// on the stack: the `Display` of every value spelled here.
pub(crate) fn display_spelled(
    f: &mut std::fmt::Formatter<'_>,
    spell: impl FnOnce(&mut AsciiText),
) -> std::fmt::Result {
    let mut text = AsciiText::new();
    spell(&mut text);
    f.write_str(text.as_str())
}

impl AsciiSink for AsciiText {
    /// A byte past the capacity is dropped rather than panicking, which the
    /// sizes above rule out.
    fn push_ascii(&mut self, byte: u8) {
        debug_assert!(byte.is_ascii(), "only ASCII is spelled here");
        if let Some(slot) = self.bytes.get_mut(self.len) {
            *slot = byte;
            self.len += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spell_all(sink: &mut impl AsciiSink) {
        sink.push_padded(7, 4);
        sink.push_ascii(b'|');
        sink.push_padded(123_456, 2);
        sink.push_ascii(b'|');
        sink.push_padded(0, 0);
        sink.push_ascii(b'|');
        sink.push_padded(u64::MAX, 1);
        sink.push_ascii(b'|');
        sink.push_two(5);
        sink.push_two(42);
        sink.push_two(255);
        sink.push_ascii(b'|');
        sink.push_four(7);
        sink.push_four(2024);
        sink.push_four(65_535);
    }

    #[test]
    fn pads_to_the_width_and_never_truncates_a_longer_number() {
        let expected = "0007|123456|0|18446744073709551615|0542255|0007202465535";
        let mut text = AsciiText::new();
        spell_all(&mut text);
        assert_eq!(text.as_str(), expected);
        let mut string = String::from("kept:");
        spell_all(&mut string);
        assert_eq!(string, format!("kept:{expected}"));
    }

    #[test]
    fn drops_bytes_past_the_capacity_instead_of_panicking() {
        let mut text = AsciiText::new();
        for _ in 0..CAPACITY + 10 {
            text.push_ascii(b'9');
        }
        assert_eq!(text.as_str().len(), CAPACITY);
    }
}
