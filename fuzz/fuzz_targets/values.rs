//! Every value parser and the path rule on arbitrary text: errors, never
//! panics, and what parses once parses again to the same value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sitemap_core::{BaseUrl, ChangeFreq, Decimal, LastMod, Loc, Priority, SchemaValue};

fuzz_target!(|text: &str| {
    if let Ok(loc) = Loc::parse(text) {
        assert_eq!(Loc::parse(loc.as_str()).as_ref(), Ok(&loc));
        // Writers escape only `&` and `'` in it (`NORMALIZED_URL`).
        assert!(
            !loc.as_str().contains(['<', '>', '"', '\r', '\n', '\t', ' ']),
            "{loc}"
        );
        // A URL is on its own site and in its own directory.
        assert!(BaseUrl::site_of(&loc).contains(&loc), "{loc}");
        assert!(BaseUrl::directory_of(&loc).contains(&loc), "{loc}");
    }
    if let Ok(lastmod) = LastMod::parse(text) {
        assert_eq!(LastMod::parse(&lastmod.to_string()), Ok(lastmod));
        // The writers' digit-by-digit spelling reads back as the protocol
        // form of the value.
        let mut spelled = String::new();
        lastmod.write_document_text(&mut spelled);
        let read_back = LastMod::parse(&spelled).map(|value| *value.as_datetime());
        assert_eq!(read_back, Ok(lastmod.as_datetime().protocol_form()));
    }
    let _ = ChangeFreq::parse(text);
    if let Ok(priority) = text.parse::<Priority>() {
        let mut spelled = String::new();
        priority.write_document_text(&mut spelled);
        assert_eq!(spelled.parse::<Priority>(), Ok(priority));
    }
    if let Ok(base) = BaseUrl::parse(text) {
        let _ = base.join("/a/{x}");
    }
    // Floats, from the text and from its first bytes as bit patterns: the
    // fast conversions agree with reading back Rust's own shortest spelling.
    let bytes = text.as_bytes();
    let mut floats: Vec<f64> = text.parse::<f64>().into_iter().collect();
    if let Some(bits) = bytes.first_chunk::<8>() {
        floats.push(f64::from_le_bytes(*bits));
    }
    for value in floats {
        let spelled = value.is_finite().then(|| value.to_string().parse::<Decimal>().ok());
        assert_eq!(Decimal::from_f64(value).ok(), spelled.flatten(), "{value:?}");
    }
    let mut floats: Vec<f32> = text.parse::<f32>().into_iter().collect();
    if let Some(bits) = bytes.first_chunk::<4>() {
        floats.push(f32::from_le_bytes(*bits));
    }
    for value in floats {
        let spelled = value.is_finite().then(|| value.to_string().parse::<Decimal>().ok());
        assert_eq!(Decimal::from_f32(value).ok(), spelled.flatten(), "{value:?}");
        let _ = Priority::from_f32(value);
    }
    let _ = sitemap_rules::__private::check_path(text);
    let _ = sitemap_rules::__private::parse_template(text);
});
