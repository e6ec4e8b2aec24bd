// @generated from schemas/sitemap-image.xsd by `cargo run -p sitemap-codegen`. Do not edit.

crate::element::element! {
    /// One image shown on the page of the enclosing url entry. Google reads up to 1,000 of them per entry. Of its children only loc is still used: Google stopped reading caption, geo_location, title and license in 2022, so they are read and reported, and written only when asked for.
    Image, ImageBuilder: "image" in "http://www.google.com/schemas/sitemap-image/1.1" as "image";
    children ["loc", "caption", "geo_location", "title", "license"];
    new(loc: crate::ImageLoc);
    read(flat: yes, text: no);
    {
        loc: required value ref crate::ImageLoc = "loc", [put_loc set_loc with_loc];
        /// A caption (no longer read by Google).
        caption: optional value ref crate::ImageCaption = "caption",
            [put_caption set_caption with_caption] deprecated;
        /// Where the image was taken, in words (no longer read by Google).
        geo_location: optional value ref crate::ImageGeoLocation = "geo_location",
            [put_geo_location set_geo_location with_geo_location] deprecated;
        /// A title (no longer read by Google).
        title: optional value ref crate::ImageTitle = "title",
            [put_title set_title with_title] deprecated;
        /// The address of the image's license (no longer read by Google).
        license: optional value ref crate::ImageLicense = "license",
            [put_license set_license with_license] deprecated;
    }
}
