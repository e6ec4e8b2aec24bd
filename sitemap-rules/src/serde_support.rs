//! serde glue shared by the generated value types.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::ser::Serializer;

use crate::SchemaValue;
use crate::lexical::decimal::Decimal;

/// Text values: the same whitespace processing and validation as the reader.
pub(crate) fn deserialize_text<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: SchemaValue,
{
    struct TextVisitor<T>(PhantomData<T>);
    impl<T: SchemaValue> Visitor<'_> for TextVisitor<T> {
        type Value = T;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "a {} value as a string", T::LABEL)
        }
        fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
            T::from_document_text(text).map_err(E::custom)
        }
    }
    deserializer.deserialize_str(TextVisitor(PhantomData))
}

/// serde cannot ask a serializer which format it writes, and quick-xml prints
/// floats with `{}` (`1.0` becomes `1`); decimals go to quick-xml as their
/// canonical text and to every other format as a number.
fn writes_xml_text<S: Serializer>() -> bool {
    std::any::type_name::<S>().starts_with("quick_xml::")
}

pub(crate) fn serialize_decimal<S: Serializer>(
    value: &Decimal,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    if writes_xml_text::<S>() {
        serializer.collect_str(value)
    } else {
        serializer.serialize_f64(value.to_f64())
    }
}

/// Decimals arrive as numbers (JSON), strings, or — from quick-xml, which
/// hands `deserialize_any` an element as a map — as `{"$text": "0.5"}`.
pub(crate) fn deserialize_decimal<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Decimal, D::Error> {
    #[derive(Clone, Copy)]
    struct DecimalVisitor;
    impl<'de> Visitor<'de> for DecimalVisitor {
        type Value = Decimal;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a decimal number")
        }
        fn visit_str<E: de::Error>(self, text: &str) -> Result<Decimal, E> {
            Decimal::parse(&crate::facet::collapse_whitespace(text)).map_err(E::custom)
        }
        fn visit_f64<E: de::Error>(self, value: f64) -> Result<Decimal, E> {
            Decimal::from_f64(value).map_err(E::custom)
        }
        fn visit_u64<E: de::Error>(self, value: u64) -> Result<Decimal, E> {
            Decimal::parse(&value.to_string()).map_err(E::custom)
        }
        fn visit_i64<E: de::Error>(self, value: i64) -> Result<Decimal, E> {
            Decimal::parse(&value.to_string()).map_err(E::custom)
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Decimal, A::Error> {
            let mut found = None;
            while let Some(key) = map.next_key::<String>()? {
                if key != "$text" || found.is_some() {
                    return Err(de::Error::custom(format!(
                        "unexpected `{key}` in a decimal value"
                    )));
                }
                let text: String = map.next_value()?;
                found = Some(self.visit_str::<A::Error>(&text)?);
            }
            found.ok_or_else(|| {
                de::Error::custom("empty element where a decimal number was expected")
            })
        }
    }
    deserializer.deserialize_any(DecimalVisitor)
}

/// An integer from a number or its text (XML gives text, JSON numbers).
pub(crate) fn deserialize_integer<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<i64, D::Error> {
    #[derive(Clone, Copy)]
    struct IntegerVisitor;
    impl<'de> Visitor<'de> for IntegerVisitor {
        type Value = i64;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a whole number")
        }
        fn visit_str<E: de::Error>(self, text: &str) -> Result<i64, E> {
            let text = crate::facet::collapse_whitespace(text);
            crate::lexical::integer::parse_integer(&text)
                .ok_or_else(|| E::custom(format!("`{text}` is not a whole number")))
        }
        fn visit_u64<E: de::Error>(self, value: u64) -> Result<i64, E> {
            i64::try_from(value).map_err(|_| E::custom(format!("{value} is too large")))
        }
        fn visit_i64<E: de::Error>(self, value: i64) -> Result<i64, E> {
            Ok(value)
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<i64, A::Error> {
            let mut found = None;
            while let Some(key) = map.next_key::<String>()? {
                if key != "$text" || found.is_some() {
                    return Err(de::Error::custom(format!(
                        "unexpected `{key}` in a whole number"
                    )));
                }
                let text: String = map.next_value()?;
                found = Some(self.visit_str::<A::Error>(&text)?);
            }
            found
                .ok_or_else(|| de::Error::custom("empty element where a whole number was expected"))
        }
    }
    deserializer.deserialize_any(IntegerVisitor)
}
