// @generated from schemas/sitemap-xhtml-link.xsd by `cargo run -p sitemap-codegen`. Do not edit.

crate::element::element! {
    /// One version of the page: every version, the page itself included, lists all the others, and x-default names the one for languages no other version serves. A link without hreflang is not one of these (Google's separate mobile pages are named by rel="alternate" media="..." href="..."), so it is kept as it is, untyped.
    Alternate, AlternateBuilder: "link" in "http://www.w3.org/1999/xhtml" as "xhtml";
    children [];
    new(hreflang: crate::Hreflang, href: crate::Href);
    read(flat: yes, text: no);
    {
        rel: fixed attribute copy crate::AlternateRel = "rel", [put_attribute_rel set_rel with_rel];
        hreflang: required attribute ref crate::Hreflang = "hreflang",
            [put_attribute_hreflang set_hreflang with_hreflang];
        href: required attribute ref crate::Href = "href", [put_attribute_href set_href with_href];
    }
}
