//! An application's fingerprint of a page's content, carried by a
//! [`Url`](crate::Url) beside the document and never written in it.

use std::fmt;

/// Bytes that change when a page's content does: a hash of its rendered
/// main text, a row version, an `updated_at`. A regeneration
/// ([`Regeneration`](crate::site::Regeneration)) compares it with the one it
/// published last to tell what changed, so a footer edited on every page
/// changes nothing unless the application says so.
///
/// ```
/// use sitemap_core::{Fingerprint, Loc, Url};
///
/// let url = Url::new(Loc::parse("https://example.com/post/1")?).with_fingerprint("rev-42");
/// assert_eq!(url.fingerprint(), Some(&Fingerprint::new("rev-42")));
///
/// // In JSON and NDJSON, the key `fingerprint` takes a string or a number.
/// let read: Url = serde_json::from_str(r#"{"loc": "https://example.com/post/1", "fingerprint": 42}"#)?;
/// assert_eq!(read.fingerprint().map(Fingerprint::as_bytes), Some(&b"42"[..]));
/// // `null`, as an export with an empty column writes it, is none.
/// let read: Url = serde_json::from_str(r#"{"loc": "https://example.com/post/1", "fingerprint": null}"#)?;
/// assert_eq!(read.fingerprint(), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Fingerprint(Box<[u8]>);

impl Fingerprint {
    /// A fingerprint of exactly these bytes.
    pub fn new(bytes: impl AsRef<[u8]>) -> Fingerprint {
        Fingerprint(bytes.as_ref().into())
    }

    /// The bytes as given.
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }
}

impl fmt::Debug for Fingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Fingerprint({:?})", String::from_utf8_lossy(&self.0))
    }
}

impl From<&str> for Fingerprint {
    fn from(text: &str) -> Fingerprint {
        Fingerprint::new(text)
    }
}

impl From<String> for Fingerprint {
    fn from(text: String) -> Fingerprint {
        Fingerprint(text.into_bytes().into_boxed_slice())
    }
}

impl From<&[u8]> for Fingerprint {
    fn from(bytes: &[u8]) -> Fingerprint {
        Fingerprint::new(bytes)
    }
}

impl<const N: usize> From<&[u8; N]> for Fingerprint {
    fn from(bytes: &[u8; N]) -> Fingerprint {
        Fingerprint::new(bytes)
    }
}

impl From<Vec<u8>> for Fingerprint {
    fn from(bytes: Vec<u8>) -> Fingerprint {
        Fingerprint(bytes.into_boxed_slice())
    }
}

/// A value a fingerprint is taken from: text and bytes as they are,
/// integers (a row version, an `updated_at` in seconds) as their decimal
/// text, and `None` as no fingerprint. `#[sitemap(fingerprint)]` fields of
/// the derive take any of them.
///
/// ```
/// use sitemap_core::{Fingerprint, ToFingerprint};
///
/// assert_eq!(7_u64.to_fingerprint(), Some(Fingerprint::new("7")));
/// assert_eq!(None::<String>.to_fingerprint(), None);
/// ```
pub trait ToFingerprint {
    /// The fingerprint, or `None` when the value holds none.
    fn to_fingerprint(&self) -> Option<Fingerprint>;
}

impl ToFingerprint for Fingerprint {
    fn to_fingerprint(&self) -> Option<Fingerprint> {
        Some(self.clone())
    }
}

impl ToFingerprint for str {
    fn to_fingerprint(&self) -> Option<Fingerprint> {
        Some(Fingerprint::new(self))
    }
}

impl ToFingerprint for String {
    fn to_fingerprint(&self) -> Option<Fingerprint> {
        Some(Fingerprint::new(self))
    }
}

impl ToFingerprint for [u8] {
    fn to_fingerprint(&self) -> Option<Fingerprint> {
        Some(Fingerprint::new(self))
    }
}

impl ToFingerprint for Vec<u8> {
    fn to_fingerprint(&self) -> Option<Fingerprint> {
        Some(Fingerprint::new(self))
    }
}

impl<T: ToFingerprint + ?Sized> ToFingerprint for &T {
    fn to_fingerprint(&self) -> Option<Fingerprint> {
        (**self).to_fingerprint()
    }
}

impl<T: ToFingerprint> ToFingerprint for Option<T> {
    fn to_fingerprint(&self) -> Option<Fingerprint> {
        self.as_ref().and_then(ToFingerprint::to_fingerprint)
    }
}

macro_rules! integer_fingerprints {
    ($($ty:ty),*) => {$(
        impl ToFingerprint for $ty {
            fn to_fingerprint(&self) -> Option<Fingerprint> {
                Some(Fingerprint::from(self.to_string()))
            }
        }
    )*};
}

integer_fingerprints!(u16, u32, u64, u128, usize, i16, i32, i64, i128, isize);

impl<'de> serde::Deserialize<'de> for Fingerprint {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Fingerprint, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Fingerprint;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a fingerprint: a string or an integer")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Fingerprint, E> {
                Ok(Fingerprint::new(text))
            }
            fn visit_bytes<E: serde::de::Error>(self, bytes: &[u8]) -> Result<Fingerprint, E> {
                Ok(Fingerprint::new(bytes))
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Fingerprint, E> {
                Ok(Fingerprint::from(n.to_string()))
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Fingerprint, E> {
                Ok(Fingerprint::from(n.to_string()))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}
