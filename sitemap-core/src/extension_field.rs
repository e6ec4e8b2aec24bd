//! The values a field of a `#[derive(Sitemap)]` type gives an entry's
//! typed extensions: `#[sitemap(images)]`, `videos`, `news` and
//! `alternates`.

use std::collections::VecDeque;

/// The types a `#[sitemap(images)]`, `#[sitemap(videos)]`,
/// `#[sitemap(news)]` or `#[sitemap(alternates)]` field can have: one value
/// (an [`Image`](crate::Image), a [`Video`](crate::Video), a
/// [`News`](crate::News) entry, an [`Alternate`](crate::Alternate)), an
/// `Option` of one, or a collection (`Vec`, an array, a slice,
/// `VecDeque`), and references and boxes of those.
///
/// ```
/// use sitemap_core::{ExtensionsField, Image, ImageLoc};
///
/// let images = vec![Image::new(ImageLoc::parse("https://cdn.example.com/a.jpg")?)];
/// let mut found = 0;
/// images.each_value(&mut |image: &Image| found += usize::from(image.caption().is_none()));
/// assert_eq!(found, 1);
/// let none: Option<Image> = None;
/// none.each_value(&mut |_: &Image| unreachable!());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot give an entry's `{T}` values",
    label = "this field must hold `{T}` values: `{T}`, `Option<{T}>`, or a `Vec`, array or slice of `{T}`",
    note = "other types can implement `sitemap_core::ExtensionsField<{T}>`"
)]
pub trait ExtensionsField<T> {
    /// Calls `visit` on each value, in order.
    fn each_value(&self, visit: &mut dyn FnMut(&T));
}

// `ExtensionsField<T> for T`, for one value, is generated for each typed
// extension (`generated/mod.rs`).

impl<T> ExtensionsField<T> for Option<T> {
    fn each_value(&self, visit: &mut dyn FnMut(&T)) {
        self.iter().for_each(visit);
    }
}

impl<T> ExtensionsField<T> for [T] {
    fn each_value(&self, visit: &mut dyn FnMut(&T)) {
        self.iter().for_each(visit);
    }
}

impl<T, const N: usize> ExtensionsField<T> for [T; N] {
    fn each_value(&self, visit: &mut dyn FnMut(&T)) {
        self.iter().for_each(visit);
    }
}

impl<T> ExtensionsField<T> for Vec<T> {
    fn each_value(&self, visit: &mut dyn FnMut(&T)) {
        self.iter().for_each(visit);
    }
}

impl<T> ExtensionsField<T> for VecDeque<T> {
    fn each_value(&self, visit: &mut dyn FnMut(&T)) {
        self.iter().for_each(visit);
    }
}

impl<T, E: ExtensionsField<T> + ?Sized> ExtensionsField<T> for &E {
    fn each_value(&self, visit: &mut dyn FnMut(&T)) {
        (**self).each_value(visit);
    }
}

impl<T, E: ExtensionsField<T> + ?Sized> ExtensionsField<T> for Box<E> {
    fn each_value(&self, visit: &mut dyn FnMut(&T)) {
        (**self).each_value(visit);
    }
}
