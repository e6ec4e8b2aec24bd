//! Every type a user must name is reachable from the crate root: the
//! errors the value constructors return and what they are made of.

use sitemap_core::{
    DateTime, DateTimeError, DateTimeErrorKind, Decimal, DecimalError, DecimalErrorKind,
    DocumentKind, LastMod, Loc, Offset, PathError, PathErrorKind, Precision, Priority, UriError,
    UriErrorKind,
};

#[test]
fn the_parts_of_values_and_errors_are_named_from_the_root() {
    let lastmod = LastMod::parse("2024-05-01T10:00:00+02:00").unwrap();
    let datetime: &DateTime = lastmod.as_datetime();
    assert_eq!(datetime.precision(), Precision::Second);
    assert!(matches!(datetime.offset(), Some(Offset::Minutes(120))));

    let error: DateTimeError = DateTime::parse("2023-02-29").unwrap_err();
    let _kind: DateTimeErrorKind = error.kind();

    let error: UriError = uri_error_of_a_relative_loc();
    assert_eq!(error.kind(), UriErrorKind::NotAbsolute);

    let error: DecimalError = "high".parse::<Decimal>().unwrap_err();
    assert_eq!(error.kind(), DecimalErrorKind::Syntax);

    let base = sitemap_core::BaseUrl::parse("https://example.com/").unwrap();
    let error = base.join("/a b").unwrap_err();
    let sitemap_core::ToUrlErrorKind::Path(error) = error.kind() else {
        panic!("{error}");
    };
    let error: &PathError = error;
    let _kind: PathErrorKind = error.kind();

    let _ = (DocumentKind::UrlSet, Priority::new(0.5).unwrap());
}

/// A `UriError` from the root's own `Loc`.
fn uri_error_of_a_relative_loc() -> UriError {
    let error = Loc::parse("/relative").unwrap_err();
    match error.violation() {
        sitemap_core::Violation::Uri(error) => error.clone(),
        other => panic!("{other:?}"),
    }
}
