//! The shape every element type of an extension schema shares, written once:
//! the generator emits one [`element!`] invocation per element, naming the
//! element, its namespace and prefix, its docs, and its members (children,
//! attributes, text) with their rules; this module turns that into the
//! struct, its constructor and accessors, `from_extension` (and `from_flat`,
//! `from_text` where the reader reads it so), the builder that checks the
//! content rules, the streaming writer's impl and the serde impls.
//!
//! A member is written
//!
//! ```text
//! /// Its schema documentation.
//! field: CARD FORM MODE Type = "xml-name", [methods] FLAGS { CHOICE MEMBERS };
//! ```
//!
//! - `CARD`: `required`, `optional`, `fixed` (a required attribute of an
//!   enumeration of one value, which `new` sets) or `(many MIN, MAX)` (`MAX`
//!   an `Option<usize>`);
//! - `FORM`: `value` (a simple-typed child), `element` (a child of an
//!   element type), `attribute`, `text` (the element's text, `"#text"`) or
//!   `choice` (an `xsd:choice`, its elements between braces);
//! - `MODE`: `copy` (the getter returns it by value) or `ref`;
//! - `[methods]`: for a single value `[put set with]` (the builder's method
//!   and the two setters), for a repeated child `[put push into]`, for an
//!   element of a choice `[put]`;
//! - `FLAGS`: `deprecated` (written only when asked for) and `from_text` (an
//!   element child read from its text alone when its parent is read flat).
//!
//! The schema documentation of a repeated child is not on its accessors
//! (they have their own), so the generator leaves it out.

/// One element type of an extension schema: see the [module](self).
macro_rules! element {
    (
        $(#[$doc:meta])*
        $name:ident, $builder:ident: $tag:literal in $ns:literal as $prefix:literal;
        children [$($child:literal),* $(,)?];
        new($($param:ident: $pty:ty),* $(,)?);
        read(flat: $flat:ident, text: $from_text:ident);
        {
            $(
                $(#[$mdoc:meta])*
                $field:ident: $card:tt $form:ident $mode:ident $ty:ty = $xml:literal, $methods:tt
                $($flag:ident)* $({ $($inner:tt)* })?;
            )*
        }
    ) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct $name {
            $($field: $crate::element::element!(@ty $card $ty),)*
        }

        impl $name {
            #[doc = concat!(" `", $tag, "`: the element's name in documents.")]
            pub const ELEMENT: &'static str = $tag;
            /// The namespace of the element and of its own children.
            pub const NAMESPACE: &'static str = $ns;
            #[doc = concat!(" The names of `<", $tag, ">`'s own children, in schema order.")]
            pub const CHILDREN: &'static [&'static str] = &[$($child),*];
            /// Creates the element from its required children; optional ones start empty.
            pub fn new($($param: $pty),*) -> Self {
                $name {
                    $($field: $crate::element::element!(@init $card $field $ty),)*
                }
            }
            $(
                $crate::element::element!(
                    @accessors $tag; $card $form; $field $mode [$ty] $xml $methods
                    [$(#[$mdoc])*] { $($($inner)*)? }
                );
            )*
            /// Calls `visit` on every extension element in this element and its descendants.
            pub fn visit_extensions(&self, visit: &mut dyn FnMut(&$crate::Extension)) {
                let _ = &visit;
                $(
                    $crate::element::element!(
                        @visit (self, visit, visit_extensions, iter, as_ref, Some);
                        $card $form; $field { $($($inner)*)? }
                    );
                )*
            }
            /// Calls `visit` on every extension element in this element and its descendants.
            pub fn visit_extensions_mut(&mut self, visit: &mut dyn FnMut(&mut $crate::Extension)) {
                let _ = &visit;
                $(
                    $crate::element::element!(
                        @visit (self, visit, visit_extensions_mut, iter_mut, as_mut, Some);
                        $card $form; $field { $($($inner)*)? }
                    );
                )*
            }
        }

        impl $name {
            #[doc = concat!(
                " Reads a `<", $tag, ">` from the untyped tree kept for elements of other \
                namespaces (see [`Extension`](crate::Extension)), with every check of the type."
            )]
            ///
            /// # Errors
            ///
            /// The first child, attribute or value the schema does not allow.
            pub fn from_extension(
                extension: &$crate::Extension,
            ) -> Result<Self, $crate::ContentError> {
                let mut builder = $builder::default();
                if $builder::HAS_ATTRIBUTES {
                    for (attribute, value) in extension.attributes() {
                        if !builder.set_attribute(attribute, value)? {
                            return Err($crate::ContentError::unexpected(
                                $tag,
                                &format!("@{attribute}"),
                            ));
                        }
                    }
                }
                if Self::CHILDREN.is_empty() {
                    // Nothing may be inside: the first element found is the error.
                    if let Some(child) = extension
                        .children()
                        .iter()
                        .find_map($crate::ExtensionNode::as_element)
                    {
                        return Err($crate::ContentError::unexpected($tag, &child.qualified_name()));
                    }
                }
                for child in extension.children().iter().filter_map($crate::ExtensionNode::as_element) {
                    if child.namespace() != Some(Self::NAMESPACE) {
                        return Err($crate::ContentError::unexpected($tag, &child.qualified_name()));
                    }
                    let local = child.local_name();
                    $(
                        $crate::element::element!(
                            @from_extension (builder, child, local); $form; $field $xml $methods
                            [$ty] { $($($inner)*)? }
                        );
                    )*
                    if !builder.set_text(local, &$crate::support::text_of(child))? {
                        return Err($crate::ContentError::unexpected($tag, local));
                    }
                }
                $(
                    $crate::element::element!(@text_of_extension (builder, extension); $form);
                )*
                builder.finish()
            }

            /// The first thing in `extension` its schema does not declare
            /// that [`from_extension`](Self::from_extension) passes over
            /// (an attribute where the type has none, text between
            /// children, an attribute or element inside a value), so that
            /// a strict read can say so; what `from_extension` refuses is
            /// its to report.
            pub(crate) fn undeclared(
                extension: &$crate::Extension,
            ) -> Option<$crate::support::Undeclared> {
                use $crate::support::Undeclared;
                // `xsi:` attributes are the schema processor's, allowed anywhere.
                let declared_nowhere = |attributes: &[(String, String)]| {
                    attributes
                        .iter()
                        .find(|(name, _)| !name.starts_with("xsi:"))
                        .map(|(name, _)| name.clone())
                };
                if !$builder::HAS_ATTRIBUTES
                    && let Some(attribute) = declared_nowhere(extension.attributes())
                {
                    return Some(Undeclared::Attribute {
                        element: extension.qualified_name().into_owned(),
                        attribute,
                    });
                }
                if !Self::CHILDREN.is_empty()
                    && let Some(text) = extension.children().iter().find_map(|node| match node {
                        $crate::ExtensionNode::Text(text)
                            if !text.trim_matches(sitemap_rules::__private::is_xml_whitespace).is_empty() =>
                        {
                            Some(text)
                        }
                        _ => None,
                    })
                {
                    return Some(Undeclared::Text {
                        element: extension.qualified_name().into_owned(),
                        text: text.clone(),
                    });
                }
                for child in extension.children().iter().filter_map($crate::ExtensionNode::as_element) {
                    if child.namespace() != Some(Self::NAMESPACE) {
                        continue;
                    }
                    let local = child.local_name();
                    $(
                        $crate::element::element!(
                            @undeclared (child, local); $form; $field $xml $methods
                            [$ty] { $($($inner)*)? }
                        );
                    )*
                    // A child of ours past the element arms above is a
                    // value: it has neither attributes nor elements.
                    if Self::CHILDREN.contains(&local) {
                        if let Some(attribute) = declared_nowhere(child.attributes()) {
                            return Some(Undeclared::Attribute {
                                element: child.qualified_name().into_owned(),
                                attribute,
                            });
                        }
                        if let Some(inner) = child
                            .children()
                            .iter()
                            .find_map($crate::ExtensionNode::as_element)
                        {
                            return Some(Undeclared::Child {
                                parent: child.qualified_name().into_owned(),
                                name: inner.qualified_name().into_owned(),
                            });
                        }
                    }
                }
                None
            }
        }

        $crate::element::element!(@from_flat $flat $name $builder $tag {
            $(($form; $xml $methods [$ty] [$($flag)*] { $($($inner)*)? }))*
        });
        $crate::element::element!(@from_text $from_text $name $builder $tag);

        #[doc = concat!(
            " Collects `<", $tag, ">`'s children and checks the content rules once, for serde \
            and the streaming reader alike."
        )]
        #[derive(Debug, Default)]
        pub(crate) struct $builder {
            $($field: $crate::element::element!(@builder_ty $card $form $ty),)*
        }

        impl $builder {
            /// Whether the element has attributes: without any, those found are ignored.
            const HAS_ATTRIBUTES: bool = $($crate::element::element!(@is attribute $form) ||)* false;
            /// Whether the element holds text (and no children).
            const HAS_TEXT: bool = $($crate::element::element!(@is text $form) ||)* false;
            $(
                $crate::element::element!(
                    @put $tag; $card $form; $field [$ty] $xml $methods { $($($inner)*)? }
                );
            )*
            /// Takes a simple-typed child from its document text; `Ok(false)` when `child` is not one of this element's simple children.
            pub(crate) fn set_text(
                &mut self,
                child: &str,
                text: &str,
            ) -> Result<bool, $crate::ContentError> {
                let _ = (child, text);
                $(
                    $crate::element::element!(
                        @set_text (self, child, text) $tag; $form; $xml $methods
                        { $($($inner)*)? }
                    );
                )*
                Ok(false)
            }
            /// Takes an attribute from its document text; `Ok(false)` when
            /// `name` is not one of this element's attributes.
            pub(crate) fn set_attribute(
                &mut self,
                name: &str,
                text: &str,
            ) -> Result<bool, $crate::ContentError> {
                let _ = (name, text);
                $(
                    $crate::element::element!(@set_attribute (self, name, text) $tag; $form; $xml $methods);
                )*
                Ok(false)
            }
            /// Checks that every required child is present and builds the element.
            pub(crate) fn finish(self) -> Result<$name, $crate::ContentError> {
                $(let $field = $crate::element::element!(@finish self $tag; $card $form; $field $xml);)*
                // A choice is settled after the other children, as the
                // long-form code has it.
                $(let $field = $crate::element::element!(@finish_choice $form $field $ty);)*
                Ok($name { $($field),* })
            }
        }

        impl $crate::write::WriteElement for $name {
            fn content(&self) -> $crate::write::element::Content {
                if $builder::HAS_TEXT {
                    $crate::write::element::Content::Text
                } else if Self::CHILDREN.is_empty() {
                    $crate::write::element::Content::Empty
                } else {
                    $crate::write::element::Content::Children
                }
            }
            fn write_attributes(&self, writer: &mut $crate::write::ElementWriter<'_>) {
                let _ = &writer;
                $(
                    $crate::element::element!(
                        @write_attribute (self, writer); $card $form; $field $xml [$($flag)*]
                    );
                )*
            }
            fn write_children(
                &self,
                writer: &mut $crate::write::ElementWriter<'_>,
            ) -> Result<(), $crate::write::WriteError> {
                let _ = &writer;
                $(
                    $crate::element::element!(
                        @write_child (self, writer) $prefix; $card $form; $field $xml [$($flag)*]
                        { $($($inner)*)? }
                    );
                )*
                Ok(())
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                struct Content<'a>(&'a $name);
                impl ::serde::Serialize for Content<'_> {
                    fn serialize<S: ::serde::Serializer>(
                        &self,
                        serializer: S,
                    ) -> Result<S::Ok, S::Error> {
                        use ::serde::ser::SerializeMap as _;
                        let mut map = serializer.serialize_map(None)?;
                        $(
                            $crate::element::element!(
                                @serialize (self, map) $prefix; $card $form; $field $xml
                                { $($($inner)*)? }
                            );
                        )*
                        map.end()
                    }
                }
                serializer.serialize_newtype_struct($tag, &Content(self))
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> Result<Self, D::Error> {
                struct Visitor;
                impl<'de> ::serde::de::Visitor<'de> for Visitor {
                    type Value = $name;
                    fn expecting(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                        f.write_str(concat!("a <", $tag, "> element"))
                    }
                    fn visit_map<A: ::serde::de::MapAccess<'de>>(
                        self,
                        mut map: A,
                    ) -> Result<$name, A::Error> {
                        let mut builder = $builder::default();
                        while let Some(key) = map.next_key::<String>()? {
                            $(
                                $crate::element::element!(
                                    @deserialize (builder, map, key) $prefix; $card $form; $xml
                                    $methods [$ty] { $($($inner)*)? }
                                );
                            )*
                            $crate::serde_support::other_entry(&mut map, $tag, &key, None)?;
                        }
                        let value = builder.finish().map_err(::serde::de::Error::custom)?;
                        Ok(value)
                    }
                }
                deserializer.deserialize_map(Visitor)
            }
        }
    };

    // The field's type, in the element and in its builder.
    (@ty required $ty:ty) => { $ty };
    (@ty fixed $ty:ty) => { $ty };
    (@ty optional $ty:ty) => { Option<$ty> };
    (@ty (many $($bounds:tt)*) $ty:ty) => { Vec<$ty> };
    (@builder_ty $card:tt choice $ty:ty) => { <$ty as $crate::element::Choice>::Parts };
    (@builder_ty (many $($bounds:tt)*) $form:ident $ty:ty) => { Vec<$ty> };
    (@builder_ty $card:tt $form:ident $ty:ty) => { Option<$ty> };

    // What `new` starts a field with.
    (@init required $field:ident $ty:ty) => { $field };
    (@init optional $field:ident $ty:ty) => { None };
    (@init fixed $field:ident $ty:ty) => { <$ty>::ALL[0] };
    (@init (many $($bounds:tt)*) $field:ident $ty:ty) => { Vec::new() };

    // The getter and setters.
    (@accessors $tag:literal; required text; $field:ident $mode:ident [$ty:ty] $xml:literal
        [$put:ident $set:ident $with:ident] [$($doc:tt)*] $inner:tt) => {
        $crate::support::required_value!(
            #[doc = concat!(" The text of `<", $tag, ">`.")]
            $field, $set, $with: $mode $ty
        );
    };
    (@accessors $tag:literal; required attribute; $field:ident $mode:ident [$ty:ty] $xml:literal
        [$put:ident $set:ident $with:ident] [$($doc:tt)*] $inner:tt) => {
        $crate::support::required_value!(
            #[doc = concat!(" The `", $xml, "` attribute.")] $($doc)*
            $field, $set, $with: $mode $ty
        );
    };
    (@accessors $tag:literal; fixed attribute; $($rest:tt)*) => {
        $crate::element::element!(@accessors $tag; required attribute; $($rest)*);
    };
    (@accessors $tag:literal; optional attribute; $field:ident $mode:ident [$ty:ty] $xml:literal
        [$put:ident $set:ident $with:ident] [$($doc:tt)*] $inner:tt) => {
        $crate::support::optional_value!(
            #[doc = concat!(" The optional `", $xml, "` attribute.")] $($doc)*
            $field, $set, $with: $mode $ty
        );
    };
    (@accessors $tag:literal; required choice; $field:ident $mode:ident [$ty:ty] $xml:literal
        [$put:ident $set:ident $with:ident] [$($doc:tt)*]
        { $(#[$fdoc:meta])* $first:ident: $fform:ident $fty:ty = $fxml:literal, $fmethods:tt
          $($fflag:ident)*; $($rest:tt)* }) => {
        $crate::element::element!(
            @choice_getters $field; $(#[$fdoc])* $first: $fform $fty = $fxml, $fmethods;
        );
        $crate::support::required_value!(
            #[doc = concat!(" Which of the choice's branches `<", $tag, ">` has.")] $($doc)*
            $field, $set, $with: $mode $ty
        );
        $crate::element::element!(@choice_getters $field; $($rest)*);
    };
    (@accessors $tag:literal; required $form:ident; $field:ident $mode:ident [$ty:ty] $xml:literal
        [$put:ident $set:ident $with:ident] [$($doc:tt)*] $inner:tt) => {
        $crate::support::required_value!(
            #[doc = concat!(" The `<", $xml, ">` child.")] $($doc)*
            $field, $set, $with: $mode $ty
        );
    };
    (@accessors $tag:literal; optional $form:ident; $field:ident $mode:ident [$ty:ty] $xml:literal
        [$put:ident $set:ident $with:ident] [$($doc:tt)*] $inner:tt) => {
        $crate::support::optional_value!(
            #[doc = concat!(" The optional `<", $xml, ">` child.")] $($doc)*
            $field, $set, $with: $mode $ty
        );
    };
    (@accessors $tag:literal; (many $min:literal, None) $form:ident; $field:ident $mode:ident
        [$ty:ty] $xml:literal [$put:ident $push:ident $into:ident] [$($doc:tt)*] $inner:tt) => {
        #[doc = concat!(" The `<", $xml, ">` children, in document order.")]
        pub fn $field(&self) -> &[$ty] {
            &self.$field
        }
        #[doc = concat!(" Appends a `<", $xml, ">` child.")]
        pub fn $push(&mut self, value: $ty) -> &mut Self {
            self.$field.push(value);
            self
        }
        /// Takes the children out.
        pub fn $into(self) -> Vec<$ty> {
            self.$field
        }
    };
    (@accessors $tag:literal; (many $min:literal, Some($max:literal)) $form:ident; $field:ident
        $mode:ident [$ty:ty] $xml:literal [$put:ident $push:ident $into:ident] [$($doc:tt)*]
        $inner:tt) => {
        #[doc = concat!(" The `<", $xml, ">` children, in document order.")]
        pub fn $field(&self) -> &[$ty] {
            &self.$field
        }
        #[doc = concat!(" Appends a `<", $xml, ">` child.")]
        pub fn $push(&mut self, value: $ty) -> Result<&mut Self, $crate::ContentError> {
            $crate::support::check_room(&self.$field, $max, $tag, $xml)?;
            self.$field.push(value);
            Ok(self)
        }
        /// Takes the children out.
        pub fn $into(self) -> Vec<$ty> {
            self.$field
        }
    };
    // The getters of a choice's elements (the first comes before the
    // choice's own accessors, the others after, as in schema order).
    (@choice_getters $choice:ident;) => {};
    (@choice_getters $choice:ident; $(#[$doc:meta])* $field:ident: $form:ident $ty:ty = $xml:literal,
        $methods:tt $($flag:ident)*; $($rest:tt)*) => {
        #[doc = concat!(" The `<", $xml, ">` child, when the choice's branch has one.")]
        $(#[$doc])*
        pub fn $field(&self) -> Option<&$ty> {
            self.$choice.$field()
        }
        $crate::element::element!(@choice_getters $choice; $($rest)*);
    };

    // The extension elements in a child.
    (@visit ($s:tt, $v:ident, $method:ident, $iter:ident, $as:ident, $some:ident);
        required element; $field:ident $inner:tt) => {
        $s.$field.$method($v);
    };
    (@visit ($s:tt, $v:ident, $method:ident, $iter:ident, $as:ident, $some:ident);
        optional element; $field:ident $inner:tt) => {
        if let $some(child) = $s.$field.$as() {
            child.$method($v);
        }
    };
    (@visit ($s:tt, $v:ident, $method:ident, $iter:ident, $as:ident, $some:ident);
        (many $($bounds:tt)*) element; $field:ident $inner:tt) => {
        $s.$field.$iter().for_each(|child| child.$method($v));
    };
    (@visit $ctx:tt; required choice; $field:ident
        { $($(#[$doc:meta])* $member:ident: $form:ident $ty:ty = $xml:literal, $methods:tt $($flag:ident)*;)* }) => {
        $($crate::element::element!(@visit_choice $ctx; $form; $field $member $methods);)*
    };
    (@visit $ctx:tt; $card:tt $form:ident; $field:ident $inner:tt) => {};
    (@visit_choice ($s:tt, $v:ident, visit_extensions, $iter:ident, $as:ident, $some:ident);
        element; $choice:ident $member:ident [$put:ident $get_mut:ident]) => {
        if let $some(child) = $s.$choice.$member() {
            child.visit_extensions($v);
        }
    };
    (@visit_choice ($s:tt, $v:ident, visit_extensions_mut, $iter:ident, $as:ident, $some:ident);
        element; $choice:ident $member:ident [$put:ident $get_mut:ident]) => {
        if let $some(child) = $s.$choice.$get_mut() {
            child.visit_extensions_mut($v);
        }
    };
    (@visit_choice $ctx:tt; $form:ident; $choice:ident $member:ident $methods:tt) => {};

    // An element child read from the tree with its own type's checks.
    (@from_extension ($b:ident, $c:ident, $local:ident); element; $field:ident $xml:literal
        [$put:ident $($more:ident)*] [$ty:ty] $inner:tt) => {
        if $local == $xml {
            $b.$put(<$ty>::from_extension($c)?)?;
            continue;
        }
    };
    (@from_extension $ctx:tt; choice; $field:ident $xml:literal $methods:tt [$ty:ty]
        { $($(#[$doc:meta])* $member:ident: $form:ident $mty:ty = $mxml:literal, $mmethods:tt $($flag:ident)*;)* }) => {
        $(
            $crate::element::element!(
                @from_extension $ctx; $form; $member $mxml $mmethods [$mty] {}
            );
        )*
    };
    (@from_extension $ctx:tt; $form:ident; $($rest:tt)*) => {};
    // An element child checked with its own type's `undeclared`.
    (@undeclared ($c:ident, $local:ident); element; $field:ident $xml:literal
        $methods:tt [$ty:ty] $inner:tt) => {
        if $local == $xml {
            if let Some(found) = <$ty>::undeclared($c) {
                return Some(found);
            }
            continue;
        }
    };
    (@undeclared $ctx:tt; choice; $field:ident $xml:literal $methods:tt [$ty:ty]
        { $($(#[$doc:meta])* $member:ident: $form:ident $mty:ty = $mxml:literal, $mmethods:tt $($flag:ident)*;)* }) => {
        $(
            $crate::element::element!(
                @undeclared $ctx; $form; $member $mxml $mmethods [$mty] {}
            );
        )*
    };
    (@undeclared $ctx:tt; $form:ident; $($rest:tt)*) => {};
    (@text_of_extension ($b:ident, $e:ident); text) => {
        $b.set_value_text(&$crate::support::text_of($e))?;
    };
    (@text_of_extension $ctx:tt; $form:ident) => {};


    // `from_flat`, for an extension element the reader may find written flat.
    (@from_flat no $name:ident $builder:ident $tag:literal $members:tt) => {};
    (@from_flat yes $name:ident $builder:ident $tag:literal { $($member:tt)* }) => {
        impl $name {
            #[doc = concat!(
                " Reads a `<", $tag, ">` the reader found written flat, with every check of the \
                type; `None` when it breaks one or has a child that is not flat, and is left to be \
                read as a tree, which reports why."
            )]
            pub(crate) fn from_flat(flat: &$crate::support::Flat<'_>) -> Option<Self> {
                let mut builder = $builder::default();
                if $builder::HAS_ATTRIBUTES {
                    for (attribute, value) in flat.attributes {
                        if !builder.set_attribute(attribute, value).ok()? {
                            return None;
                        }
                    }
                }
                for (child, text) in flat.children {
                    $($crate::element::element!(@flat_child (builder, child, text) $member);)*
                    if !builder.set_text(child, text).ok()? {
                        return None;
                    }
                }
                builder.finish().ok()
            }
        }
    };
    // Children with simple content of their own, written without
    // attributes, are read from their text.
    (@flat_child $ctx:tt (element; $xml:literal $methods:tt [$ty:ty] [deprecated from_text] $inner:tt)) => {
        $crate::element::element!(@flat_child $ctx (element; $xml $methods [$ty] [from_text] {}));
    };
    (@flat_child ($b:ident, $c:ident, $t:ident)
        (element; $xml:literal [$put:ident $($more:ident)*] [$ty:ty] [from_text] $inner:tt)) => {
        if *$c == $xml {
            $b.$put(<$ty>::from_text($t)?).ok()?;
            continue;
        }
    };
    (@flat_child $ctx:tt (choice; $xml:literal $methods:tt [$ty:ty] $flags:tt
        { $($(#[$doc:meta])* $member:ident: $form:ident $mty:ty = $mxml:literal, $mmethods:tt $($flag:ident)*;)* })) => {
        $($crate::element::element!(@flat_child $ctx ($form; $mxml $mmethods [$mty] [$($flag)*] {}));)*
    };
    (@flat_child $ctx:tt $member:tt) => {};

    // `from_text`, for an element with simple content read from its text
    // alone, for `from_flat` of the element it is a child of.
    (@from_text no $name:ident $builder:ident $tag:literal) => {};
    (@from_text yes $name:ident $builder:ident $tag:literal) => {
        impl $name {
            #[doc = concat!(
                " Reads a `<", $tag, ">` written without attributes from its text, with every \
                check of the type; `None` when it breaks one (a required attribute is missing, \
                say), and is left to be read as a tree, which reports why."
            )]
            pub(crate) fn from_text(text: &str) -> Option<Self> {
                let mut builder = $builder::default();
                builder.set_value_text(text).ok()?;
                builder.finish().ok()
            }
        }
    };

    (@is attribute attribute) => { true };
    (@is text text) => { true };
    (@is $which:ident $form:ident) => { false };

    // The builder's methods that take one occurrence.
    (@put $tag:literal; $card:tt text; $field:ident [$ty:ty] $xml:literal [$put:ident $($more:ident)*] $inner:tt) => {
        /// Sets the element's text; a second one is an error.
        pub(crate) fn $put(&mut self, value: $ty) -> Result<(), $crate::ContentError> {
            $crate::support::put_once(&mut self.$field, value, $tag, "#text")
        }
        /// Takes the element's text from the document.
        pub(crate) fn set_value_text(&mut self, text: &str) -> Result<(), $crate::ContentError> {
            self.$put($crate::support::parse_child(text, $tag, "#text")?)
        }
    };
    (@put $tag:literal; $card:tt attribute; $field:ident [$ty:ty] $xml:literal [$put:ident $($more:ident)*] $inner:tt) => {
        #[doc = concat!(" Sets the `", $xml, "` attribute; a second one is an error.")]
        pub(crate) fn $put(&mut self, value: $ty) -> Result<(), $crate::ContentError> {
            $crate::support::put_once(&mut self.$field, value, $tag, concat!("@", $xml))
        }
    };
    (@put $tag:literal; $card:tt choice; $field:ident [$ty:ty] $xml:literal $methods:tt
        { $($(#[$doc:meta])* $member:ident: $form:ident $mty:ty = $mxml:literal, [$mput:ident $($more:ident)*] $($flag:ident)*;)* }) => {
        $(
            #[doc = concat!(" Sets the `<", $mxml, ">` child; a second one is an error.")]
            pub(crate) fn $mput(&mut self, value: $mty) -> Result<(), $crate::ContentError> {
                $crate::support::put_once(&mut self.$field.$member, value, $tag, $mxml)
            }
        )*
    };
    (@put $tag:literal; (many $min:literal, $($max:tt)*) $form:ident; $field:ident [$ty:ty] $xml:literal
        [$put:ident $($more:ident)*] $inner:tt) => {
        #[doc = concat!(" Appends a `<", $xml, ">` child.")]
        pub(crate) fn $put(&mut self, value: $ty) -> Result<(), $crate::ContentError> {
            $crate::element::element!(@room self $tag $xml $field $($max)*);
            self.$field.push(value);
            Ok(())
        }
    };
    (@put $tag:literal; $card:tt $form:ident; $field:ident [$ty:ty] $xml:literal [$put:ident $($more:ident)*] $inner:tt) => {
        $crate::support::put_child!($put, $field: $ty, $tag, $xml);
    };
    (@room $s:tt $tag:literal $xml:literal $field:ident None) => {};
    (@room $s:tt $tag:literal $xml:literal $field:ident Some($max:literal)) => {
        $crate::support::check_room(&$s.$field, $max, $tag, $xml)?
    };

    // `set_text` and `set_attribute`: a member from its document text.
    (@set_text ($s:tt, $c:ident, $t:ident) $tag:literal; value; $xml:literal [$put:ident $($more:ident)*] $inner:tt) => {
        if $c == $xml {
            $s.$put($crate::support::parse_child($t, $tag, $xml)?)?;
            return Ok(true);
        }
    };
    (@set_text $ctx:tt $tag:literal; choice; $xml:literal $methods:tt
        { $($(#[$doc:meta])* $member:ident: $form:ident $mty:ty = $mxml:literal, $mmethods:tt $($flag:ident)*;)* }) => {
        $($crate::element::element!(@set_text $ctx $tag; $form; $mxml $mmethods {});)*
    };
    (@set_text $ctx:tt $tag:literal; $form:ident; $($rest:tt)*) => {};
    (@set_attribute ($s:tt, $n:ident, $t:ident) $tag:literal; attribute; $xml:literal [$put:ident $($more:ident)*]) => {
        if $n == $xml {
            $s.$put($crate::support::parse_child($t, $tag, concat!("@", $xml))?)?;
            return Ok(true);
        }
    };
    (@set_attribute $ctx:tt $tag:literal; $form:ident; $($rest:tt)*) => {};

    // `finish`: each field from what was collected.
    (@finish $s:tt $tag:literal; $card:tt choice; $field:ident $xml:literal) => { $s.$field };
    (@finish $s:tt $tag:literal; $card:tt attribute; $field:ident $xml:literal) => {
        $crate::element::element!(@finish_attribute $s $tag; $card; $field concat!("@", $xml))
    };
    (@finish $s:tt $tag:literal; required $form:ident; $field:ident $xml:literal) => {
        $crate::support::required($s.$field, $tag, $xml)?
    };
    (@finish $s:tt $tag:literal; optional $form:ident; $field:ident $xml:literal) => { $s.$field };
    (@finish $s:tt $tag:literal; (many 0, None) $form:ident; $field:ident $xml:literal) => { $s.$field };
    (@finish $s:tt $tag:literal; (many $min:literal, $($max:tt)*) $form:ident; $field:ident $xml:literal) => {{
        $crate::support::check_count(&$s.$field, $min, $($max)*, $tag, $xml)?;
        $s.$field
    }};
    (@finish_attribute $s:tt $tag:literal; optional; $field:ident $label:expr) => { $s.$field };
    (@finish_attribute $s:tt $tag:literal; $card:tt; $field:ident $label:expr) => {
        $crate::support::required($s.$field, $tag, $label)?
    };
    (@finish_choice choice $field:ident $ty:ty) => {
        <$ty as $crate::element::Choice>::from_parts($field)?
    };
    (@finish_choice $form:ident $field:ident $ty:ty) => { $field };

    // The streaming writer.
    (@write_attribute ($s:tt, $w:ident); optional attribute; $field:ident $xml:literal [deprecated $($flag:ident)*]) => {
        if $w.writes_deprecated() && let Some(value) = &$s.$field {
            $w.value_attribute($xml, value);
        }
    };
    (@write_attribute ($s:tt, $w:ident); optional attribute; $field:ident $xml:literal $flags:tt) => {
        if let Some(value) = &$s.$field {
            $w.value_attribute($xml, value);
        }
    };
    (@write_attribute ($s:tt, $w:ident); $card:tt attribute; $field:ident $xml:literal [deprecated $($flag:ident)*]) => {
        if $w.writes_deprecated() {
            $w.value_attribute($xml, &$s.$field);
        }
    };
    (@write_attribute ($s:tt, $w:ident); $card:tt attribute; $field:ident $xml:literal $flags:tt) => {
        $w.value_attribute($xml, &$s.$field);
    };
    (@write_attribute $ctx:tt; $card:tt $form:ident; $($rest:tt)*) => {};
    (@write_child $ctx:tt $p:literal; $card:tt attribute; $($rest:tt)*) => {};
    (@write_child ($s:tt, $w:ident) $p:literal; $card:tt text; $field:ident $xml:literal $flags:tt $inner:tt) => {
        $w.value_text(&$s.$field);
    };
    (@write_child ($s:tt, $w:ident) $p:literal; $card:tt choice; $field:ident $xml:literal $flags:tt
        { $($(#[$doc:meta])* $member:ident: $form:ident $mty:ty = $mxml:literal, $mmethods:tt $($flag:ident)*;)* }) => {
        $(
            if let Some(value) = $s.$field.$member() {
                $crate::element::element!(@write_one ($w, value) $p; $form; $mxml);
            }
        )*
    };
    (@write_child ($s:tt, $w:ident) $p:literal; required $form:ident; $field:ident $xml:literal [deprecated $($flag:ident)*] $inner:tt) => {
        if $w.writes_deprecated() {
            let value = &$s.$field;
            $crate::element::element!(@write_one ($w, value) $p; $form; $xml);
        }
    };
    (@write_child ($s:tt, $w:ident) $p:literal; required $form:ident; $field:ident $xml:literal $flags:tt $inner:tt) => {
        let value = &$s.$field;
        $crate::element::element!(@write_one ($w, value) $p; $form; $xml);
    };
    (@write_child ($s:tt, $w:ident) $p:literal; optional $form:ident; $field:ident $xml:literal [deprecated $($flag:ident)*] $inner:tt) => {
        if $w.writes_deprecated() && let Some(value) = $s.$field.as_ref() {
            $crate::element::element!(@write_one ($w, value) $p; $form; $xml);
        }
    };
    (@write_child ($s:tt, $w:ident) $p:literal; optional $form:ident; $field:ident $xml:literal $flags:tt $inner:tt) => {
        if let Some(value) = $s.$field.as_ref() {
            $crate::element::element!(@write_one ($w, value) $p; $form; $xml);
        }
    };
    (@write_child ($s:tt, $w:ident) $p:literal; (many $($bounds:tt)*) $form:ident; $field:ident $xml:literal [deprecated $($flag:ident)*] $inner:tt) => {
        if $w.writes_deprecated() {
            for value in &$s.$field {
                $crate::element::element!(@write_one ($w, value) $p; $form; $xml);
            }
        }
    };
    (@write_child ($s:tt, $w:ident) $p:literal; (many $($bounds:tt)*) $form:ident; $field:ident $xml:literal $flags:tt $inner:tt) => {
        for value in &$s.$field {
            $crate::element::element!(@write_one ($w, value) $p; $form; $xml);
        }
    };
    (@write_one ($w:ident, $v:ident) $p:literal; value; $xml:literal) => {
        $w.value_element(concat!($p, ":", $xml), $v)?;
    };
    (@write_one ($w:ident, $v:ident) $p:literal; element; $xml:literal) => {
        $w.child_element(concat!($p, ":", $xml), $v)?;
    };

    // serde: a map of the children, then the attributes (`@name`) and the
    // text (`$text`, quick-xml's name for it).
    (@serialize ($s:tt, $m:ident) $p:literal; $card:tt text; $field:ident $xml:literal $inner:tt) => {
        $m.serialize_entry("$text", &$s.0.$field)?;
    };
    (@serialize ($s:tt, $m:ident) $p:literal; optional attribute; $field:ident $xml:literal $inner:tt) => {
        if let Some(value) = &$s.0.$field {
            $m.serialize_entry(concat!("@", $xml), value)?;
        }
    };
    (@serialize ($s:tt, $m:ident) $p:literal; $card:tt attribute; $field:ident $xml:literal $inner:tt) => {
        $m.serialize_entry(concat!("@", $xml), &$s.0.$field)?;
    };
    (@serialize ($s:tt, $m:ident) $p:literal; $card:tt choice; $field:ident $xml:literal
        { $($(#[$doc:meta])* $member:ident: $form:ident $mty:ty = $mxml:literal, $mmethods:tt $($flag:ident)*;)* }) => {
        $(
            if let Some(value) = $s.0.$field.$member() {
                $m.serialize_entry(concat!($p, ":", $mxml), value)?;
            }
        )*
    };
    (@serialize ($s:tt, $m:ident) $p:literal; required $form:ident; $field:ident $xml:literal $inner:tt) => {
        $m.serialize_entry(concat!($p, ":", $xml), &$s.0.$field)?;
    };
    (@serialize ($s:tt, $m:ident) $p:literal; optional $form:ident; $field:ident $xml:literal $inner:tt) => {
        if let Some(value) = $s.0.$field.as_ref() {
            $m.serialize_entry(concat!($p, ":", $xml), value)?;
        }
    };
    (@serialize ($s:tt, $m:ident) $p:literal; (many $($bounds:tt)*) $form:ident; $field:ident $xml:literal $inner:tt) => {
        if !$s.0.$field.is_empty() {
            $m.serialize_entry(concat!($p, ":", $xml), &$s.0.$field)?;
        }
    };
    (@deserialize ($b:ident, $m:ident, $k:ident) $p:literal; $card:tt text; $xml:literal [$put:ident $($more:ident)*] [$ty:ty] $inner:tt) => {
        if $k == "$text" {
            $b.$put($m.next_value()?).map_err(::serde::de::Error::custom)?;
            continue;
        }
    };
    (@deserialize ($b:ident, $m:ident, $k:ident) $p:literal; $card:tt attribute; $xml:literal [$put:ident $($more:ident)*] [$ty:ty] $inner:tt) => {
        if $k == concat!("@", $xml) {
            $b.$put($m.next_value()?).map_err(::serde::de::Error::custom)?;
            continue;
        }
    };
    (@deserialize $ctx:tt $p:literal; $card:tt choice; $xml:literal $methods:tt [$ty:ty]
        { $($(#[$doc:meta])* $member:ident: $form:ident $mty:ty = $mxml:literal, $mmethods:tt $($flag:ident)*;)* }) => {
        $($crate::element::element!(@deserialize $ctx $p; optional $form; $mxml $mmethods [$mty] {});)*
    };
    (@deserialize ($b:ident, $m:ident, $k:ident) $p:literal; (many $($bounds:tt)*) $form:ident; $xml:literal [$put:ident $($more:ident)*] [$ty:ty] $inner:tt) => {
        // Written with its prefix; quick-xml reads names without it.
        if $k == concat!($p, ":", $xml) || $k == $xml {
            for value in $m.next_value::<$crate::serde_support::OneOrMany<$ty>>()?.0 {
                $b.$put(value).map_err(::serde::de::Error::custom)?;
            }
            continue;
        }
    };
    (@deserialize ($b:ident, $m:ident, $k:ident) $p:literal; $card:tt $form:ident; $xml:literal [$put:ident $($more:ident)*] [$ty:ty] $inner:tt) => {
        if $k == concat!($p, ":", $xml) || $k == $xml {
            $b.$put($m.next_value()?).map_err(::serde::de::Error::custom)?;
            continue;
        }
    };
}
pub(crate) use element;

/// The enum of an `xsd:choice`, and what its elements are collected into
/// until the element's builder settles which branch they make.
pub(crate) trait Choice: Sized {
    /// The choice's elements, each optional, as the builder collects them.
    type Parts: Default + std::fmt::Debug;
    /// The first branch the elements fit, or the error naming the first
    /// element of each branch.
    fn from_parts(parts: Self::Parts) -> Result<Self, crate::ContentError>;
}
