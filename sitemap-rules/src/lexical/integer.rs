//! The `xsd:integer` lexical form: an optional sign and at least one digit
//! (after whitespace collapsing), within `i64`.

/// The value of `text`, or `None` when it is not an integer or does not fit
/// in an `i64`.
pub(crate) fn parse_integer(text: &str) -> Option<i64> {
    let (negative, digits) = match text.as_bytes() {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        rest => (false, rest),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let mut value: i64 = 0;
    for &digit in digits {
        let digit = i64::from(digit - b'0');
        value = value.checked_mul(10)?;
        value = if negative {
            value.checked_sub(digit)?
        } else {
            value.checked_add(digit)?
        };
    }
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_and_what_is_not_one() {
        assert_eq!(parse_integer("0"), Some(0));
        assert_eq!(parse_integer("+42"), Some(42));
        assert_eq!(parse_integer("-7"), Some(-7));
        assert_eq!(parse_integer("007"), Some(7));
        assert_eq!(parse_integer("9223372036854775807"), Some(i64::MAX));
        assert_eq!(parse_integer("-9223372036854775808"), Some(i64::MIN));
        for bad in [
            "",
            "-",
            "+",
            "1.0",
            "1e3",
            " 1",
            "9223372036854775808",
            "0x10",
            "١",
        ] {
            assert_eq!(parse_integer(bad), None, "{bad:?}");
        }
    }
}
