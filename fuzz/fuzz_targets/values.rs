//! Every value parser and the path rule on arbitrary text: errors, never
//! panics, and what parses once parses again to the same value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sitemap_core::{BaseUrl, ChangeFreq, LastMod, Loc, Priority};

fuzz_target!(|text: &str| {
    if let Ok(loc) = Loc::parse(text) {
        assert_eq!(Loc::parse(loc.as_str()).as_ref(), Ok(&loc));
    }
    if let Ok(lastmod) = LastMod::parse(text) {
        assert_eq!(LastMod::parse(&lastmod.to_string()), Ok(lastmod));
    }
    let _ = ChangeFreq::parse(text);
    let _ = text.parse::<Priority>();
    if let Ok(base) = BaseUrl::parse(text) {
        let _ = base.join("/a/{x}");
    }
    let _ = sitemap_rules::path::check_path(text);
    let _ = sitemap_rules::path::parse_template(text);
});
