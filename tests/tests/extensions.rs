//! The extension types generated from the project's own extension schemas:
//! their constructors check every facet, and they are read from the untyped
//! trees the readers keep for elements of other namespaces.

use sitemap_core::{Extension, Image, ImageCaption, ImageLoc, UrlSetReader};

const IMAGE_NS: &str = "http://www.google.com/schemas/sitemap-image/1.1";

#[test]
fn an_image_is_built_from_checked_values() {
    let loc = ImageLoc::parse("https://cdn.example.com/photos/café.jpg").unwrap();
    assert_eq!(loc.as_str(), "https://cdn.example.com/photos/caf%C3%A9.jpg");
    let image = Image::new(loc).with_caption(ImageCaption::parse("A café").unwrap());
    assert_eq!(image.caption().map(ImageCaption::as_str), Some("A café"));
    assert_eq!(Image::ELEMENT, "image");
    assert_eq!(Image::NAMESPACE, IMAGE_NS);

    // The element is named with its prefix in messages.
    let error = ImageLoc::parse("photos/1.jpg").unwrap_err().to_string();
    assert!(error.contains("image:loc"), "{error}");
    assert!(error.contains("absolute"), "{error}");
}

#[test]
fn images_are_read_from_the_extensions_of_a_url() {
    let xml = r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
      <url>
        <loc>https://example.com/gallery</loc>
        <image:image>
          <image:loc>https://example.com/a.jpg</image:loc>
          <image:caption>Sunset &amp; sea</image:caption>
        </image:image>
        <image:image><image:loc>https://example.com/b.jpg</image:loc></image:image>
      </url>
    </urlset>"#;
    let urls: Vec<_> = UrlSetReader::new(xml.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    let images: Vec<Image> = urls[0]
        .extensions()
        .iter()
        .map(|extension| Image::from_extension(extension).unwrap())
        .collect();
    assert_eq!(images.len(), 2);
    assert_eq!(images[0].loc().as_str(), "https://example.com/a.jpg");
    assert_eq!(
        images[0].caption().map(ImageCaption::as_str),
        Some("Sunset & sea")
    );
    assert_eq!(images[1].caption(), None);
}

#[test]
fn an_image_the_schema_refuses_is_an_error_that_says_why() {
    let image = |children: Vec<Extension>| {
        children.into_iter().fold(
            Extension::new(IMAGE_NS, "image", "image"),
            Extension::with_child,
        )
    };
    let child = |name: &str, text: &str| Extension::new(IMAGE_NS, "image", name).with_text(text);

    let missing = Image::from_extension(&image(vec![child("caption", "x")])).unwrap_err();
    assert_eq!(
        missing.to_string(),
        "<image> has no <loc>; add one, it is required"
    );

    let twice = image(vec![
        child("loc", "https://example.com/a.jpg"),
        child("loc", "https://example.com/b.jpg"),
    ]);
    assert!(
        Image::from_extension(&twice)
            .unwrap_err()
            .to_string()
            .contains("second <loc>")
    );

    let unknown = image(vec![
        child("loc", "https://example.com/a.jpg"),
        child("width", "3"),
    ]);
    let error = Image::from_extension(&unknown).unwrap_err().to_string();
    assert!(error.contains("`width`"), "{error}");

    let relative = image(vec![child("loc", "a.jpg")]);
    let error = Image::from_extension(&relative).unwrap_err().to_string();
    assert!(error.contains("image:loc"), "{error}");

    let foreign = image(vec![
        child("loc", "https://example.com/a.jpg"),
        Extension::new("urn:other", "o", "note").with_text("x"),
    ]);
    let error = Image::from_extension(&foreign).unwrap_err().to_string();
    assert!(error.contains("o:note"), "{error}");
}

#[test]
fn an_image_goes_through_json_and_back() {
    let image = Image::new(ImageLoc::parse("https://example.com/a.jpg").unwrap())
        .with_title(sitemap_core::ImageTitle::parse("A title").unwrap());
    let json = serde_json::to_string(&image).unwrap();
    assert_eq!(
        json,
        r#"{"loc":"https://example.com/a.jpg","title":"A title"}"#
    );
    let back: Image = serde_json::from_str(&json).unwrap();
    assert_eq!(back, image);
    let error = serde_json::from_str::<Image>(r#"{"loc":"https://example.com/a.jpg","width":3}"#)
        .unwrap_err()
        .to_string();
    assert!(error.contains("width"), "{error}");
}
