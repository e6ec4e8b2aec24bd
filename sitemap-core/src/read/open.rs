//! The elements open at the parser's position, by name, so that an end tag
//! can be matched the way a recovering parser matches it: to the innermost
//! element, to one further out (the ones between lost their end tags), or to
//! none (a stray end tag).

/// Stored names are cut at this many bytes: enough to tell any real pair of
/// names apart, and it bounds the stack's memory by its depth.
const NAME_BYTES: usize = 128;

/// Where an end tag's name leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum EndMatch {
    /// The innermost open element.
    Innermost,
    /// An element further out: this many elements inside it have no end tag.
    Outer(usize),
    /// No open element has that name.
    Unopened,
}

#[derive(Debug, Clone, Copy)]
struct Level {
    /// Where its name lies in `OpenElements::names`.
    start: usize,
    end: usize,
    /// Whether an element was opened inside it.
    has_child: bool,
}

/// The stack of open elements, names in one buffer.
#[derive(Debug, Default)]
pub(super) struct OpenElements {
    names: Vec<u8>,
    levels: Vec<Level>,
}

impl OpenElements {
    /// How many elements are open.
    pub(super) fn depth(&self) -> usize {
        self.levels.len()
    }

    /// Opens an element.
    pub(super) fn push(&mut self, name: &str) {
        if let Some(parent) = self.levels.last_mut() {
            parent.has_child = true;
        }
        let start = self.names.len();
        self.names.extend_from_slice(stored(name));
        self.levels.push(Level {
            start,
            end: self.names.len(),
            has_child: false,
        });
    }

    /// Closes the innermost element.
    pub(super) fn pop(&mut self) {
        if let Some(level) = self.levels.pop() {
            self.names.truncate(level.start);
        }
    }

    /// Where the end tag `name` leads.
    pub(super) fn match_end(&self, name: &str) -> EndMatch {
        let wanted = stored(name);
        let found = self
            .levels
            .iter()
            .rev()
            .position(|level| self.name_at(level) == wanted);
        match found {
            Some(0) => EndMatch::Innermost,
            Some(inside) => EndMatch::Outer(inside),
            None => EndMatch::Unopened,
        }
    }

    /// The innermost element's name (cut as stored), if any is open.
    pub(super) fn innermost(&self) -> Option<&str> {
        let level = self.levels.last()?;
        std::str::from_utf8(self.name_at(level)).ok()
    }

    /// The name of the element `outward` levels out from the innermost.
    pub(super) fn outward(&self, outward: usize) -> Option<&str> {
        let index = self.levels.len().checked_sub(outward + 1)?;
        std::str::from_utf8(self.name_at(&self.levels[index])).ok()
    }

    /// Whether the innermost element has had an element opened inside it.
    pub(super) fn innermost_has_child(&self) -> bool {
        self.levels.last().is_some_and(|level| level.has_child)
    }

    /// Forgets `count` elements just outside the innermost one: a start tag
    /// showed that they ended without end tags (a new `<url>` inside an
    /// unclosed one), so the innermost now stands where they stood.
    pub(super) fn close_outside_innermost(&mut self, count: usize) {
        let Some(innermost) = self.levels.pop() else {
            return;
        };
        let name = self.names.split_off(innermost.start);
        for _ in 0..count {
            self.pop();
        }
        let start = self.names.len();
        self.names.extend_from_slice(&name);
        self.levels.push(Level {
            start,
            end: self.names.len(),
            ..innermost
        });
    }

    /// Keeps only the `depth` outermost elements.
    pub(super) fn truncate(&mut self, depth: usize) {
        while self.levels.len() > depth {
            self.pop();
        }
    }

    fn name_at(&self, level: &Level) -> &[u8] {
        &self.names[level.start..level.end]
    }
}

/// The stored form of a name: cut at a character boundary, so it stays text.
fn stored(name: &str) -> &[u8] {
    let mut end = name.len().min(NAME_BYTES);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    &name.as_bytes()[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stack(names: &[&str]) -> OpenElements {
        let mut open = OpenElements::default();
        for name in names {
            open.push(name);
        }
        open
    }

    #[test]
    fn end_tags_match_the_innermost_an_outer_or_no_element() {
        let open = stack(&["urlset", "url", "loc"]);
        assert_eq!(open.match_end("loc"), EndMatch::Innermost);
        assert_eq!(open.match_end("url"), EndMatch::Outer(1));
        assert_eq!(open.match_end("urlset"), EndMatch::Outer(2));
        assert_eq!(open.match_end("lastmd"), EndMatch::Unopened);
        assert_eq!(open.innermost(), Some("loc"));
        assert_eq!(open.outward(1), Some("url"));
        assert_eq!(open.outward(3), None);
    }

    #[test]
    fn elements_outside_the_innermost_can_be_closed() {
        let mut open = stack(&["urlset", "url", "loc", "url"]);
        open.close_outside_innermost(2);
        assert_eq!(open.depth(), 2);
        assert_eq!(open.innermost(), Some("url"));
        assert_eq!(open.match_end("urlset"), EndMatch::Outer(1));
        assert!(!open.innermost_has_child());
        open.push("loc");
        open.pop();
        assert!(open.innermost_has_child());
        open.truncate(1);
        assert_eq!(open.innermost(), Some("urlset"));
    }

    #[test]
    fn long_names_are_stored_cut_and_still_match() {
        let long = "x".repeat(10_000);
        let open = stack(&["urlset", &long]);
        assert_eq!(open.match_end(&long), EndMatch::Innermost);
        assert!(open.names.len() <= "urlset".len() + NAME_BYTES);
    }
}
