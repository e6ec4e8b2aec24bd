//! Where the reader is in a document of another syntax than a sitemap's
//! XML: the state the engine keeps for the feed and JSON readers, apart
//! from the readers themselves.

use crate::Loc;

/// Where the reader is in a feed.
#[derive(Debug, Default)]
pub(crate) struct FeedState {
    /// The base links are resolved against: the feed's `xml:base` (or its
    /// channel's), else the URL it is published at.
    pub(super) base: Option<Loc>,
    /// Inside RSS 2.0's `<channel>`.
    pub(super) in_channel: bool,
    /// The channel's own `<link>`, when absolute: what a relative item
    /// link resolves against when the feed's URL is unknown.
    pub(super) channel_link: Option<Loc>,
    /// Items read, kept or not.
    pub(super) items: u64,
}

impl FeedState {
    /// The element between the root and the items that is open, which the
    /// reader stays in when it reads on after a fault: the next item is in
    /// the same channel.
    pub(crate) fn open_container(&self) -> Option<&'static str> {
        self.in_channel.then_some("channel")
    }
}

/// Where the reader is in a JSON document.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) enum JsonState {
    /// Entry objects one after another (NDJSON).
    #[default]
    Entries,
    /// The elements of the entries array; `in_object` when the array is a
    /// member of the document object, whose other members follow it.
    Array { in_object: bool, next: ArrayNext },
}

/// What may come next in the entries array.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ArrayNext {
    /// Its first entry or its end.
    Start,
    /// A comma or its end, after an entry.
    Comma,
    /// An entry, after a comma.
    Entry,
}
