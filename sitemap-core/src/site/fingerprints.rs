//! The site writer's duplicate check: the set of 64-bit fingerprints (keyed
//! hashes) of the URLs written so far, in about 9 to 11 bytes per URL.
//!
//! What it guarantees: a URL written twice is always found. A URL is taken
//! for an earlier one wrongly only when their fingerprints are equal; the
//! hash is SipHash under a random key per writer, so for `n` distinct URLs
//! the chance of any such collision is below `n² / 2^65` (under 3 in a
//! million at 10 million URLs), whatever the URLs are.
//!
//! How: the fingerprints are spread over [`SHARDS`] tables by their top bits.
//! Each table is an ordered linear-probing table (Amble and Knuth): a
//! fingerprint's home slot grows with its value, and the slots hold the
//! fingerprints in increasing order, so a search stops at the first larger
//! one and an insertion shifts the rest of its run by one slot. Tables stay
//! between 72% and 90% full, so the slots cost 8.9 to 11.1 bytes per URL,
//! and grow by a quarter one at a time, so that growing never holds two
//! copies of more than one table (a single hash table doubling holds three
//! times its contents while it moves them).

/// Tables, chosen by the fingerprint's top bits.
const SHARD_BITS: u32 = 8;
const SHARDS: usize = 1 << SHARD_BITS;
/// Slots past a table's last home slot, where the runs that start near the
/// end continue instead of wrapping around.
const OVERFLOW: usize = 64;
/// The smallest table, in home slots.
const MIN_CAPACITY: usize = 16;

/// The fingerprints of the URLs written so far.
#[derive(Debug)]
pub(super) struct Fingerprints {
    shards: Vec<Shard>,
}

impl Default for Fingerprints {
    fn default() -> Fingerprints {
        Fingerprints {
            shards: (0..SHARDS).map(|_| Shard::default()).collect(),
        }
    }
}

impl Fingerprints {
    /// Adds `fingerprint`; `false` when it was there already.
    pub(super) fn insert(&mut self, fingerprint: u64) -> bool {
        // Zero marks an empty slot, so it shares a fingerprint with one: a
        // chance of 2^-64 per URL more of a wrong duplicate.
        let fingerprint = fingerprint.max(1);
        let shard = &mut self.shards[(fingerprint >> (64 - SHARD_BITS)) as usize];
        // Below the shard bits, the fingerprint places itself in the table.
        let key = fingerprint.rotate_left(SHARD_BITS);
        if shard.len * 10 >= shard.capacity * 9 {
            shard.grow();
        }
        loop {
            match shard.insert(key) {
                Insert::Added => return true,
                Insert::Present => return false,
                // A run reached the end: more overflow slots, not more home
                // slots, so that keys crowded at the top (which a keyed hash
                // makes vanishingly rare) cost memory in proportion.
                Insert::Full => {
                    let more = OVERFLOW.max(shard.slots.len() / 8);
                    shard.slots.reserve_exact(more);
                    shard.slots.resize(shard.slots.len() + more, 0);
                }
            }
        }
    }

    /// Bytes held, for the memory report.
    #[cfg(test)]
    pub(super) fn heap_bytes(&self) -> usize {
        self.shards.iter().map(|s| s.slots.capacity() * 8).sum()
    }
}

enum Insert {
    Added,
    Present,
    /// The run reached the end of the overflow slots.
    Full,
}

#[derive(Debug, Default)]
struct Shard {
    /// `capacity` home slots, then at least [`OVERFLOW`]; zero is empty.
    slots: Vec<u64>,
    capacity: usize,
    len: usize,
}

impl Shard {
    /// The home slot of `key`: its place in `0..capacity` in proportion to
    /// its value, so that homes grow with keys.
    fn home(&self, key: u64) -> usize {
        ((u128::from(key) * self.capacity as u128) >> 64) as usize
    }

    fn insert(&mut self, key: u64) -> Insert {
        let mut at = self.home(key);
        let slots = &mut self.slots[..];
        while at < slots.len() && slots[at] != 0 && slots[at] < key {
            at += 1;
        }
        if at < slots.len() && slots[at] == key {
            return Insert::Present;
        }
        let Some(free) = slots
            .get(at..)
            .and_then(|run| run.iter().position(|&s| s == 0))
        else {
            return Insert::Full;
        };
        slots.copy_within(at..at + free, at + 1);
        slots[at] = key;
        self.len += 1;
        Insert::Added
    }

    /// Rebuilds the table a quarter larger.
    fn grow(&mut self) {
        let capacity = (self.capacity + self.capacity / 4).max(MIN_CAPACITY);
        let sizing = Shard {
            slots: Vec::new(),
            capacity,
            len: 0,
        };
        let mut slots = vec![0u64; capacity + OVERFLOW];
        let mut next = 0;
        for &key in self.slots.iter().filter(|&&key| key != 0) {
            let at = sizing.home(key).max(next);
            if at >= slots.len() {
                slots.reserve_exact(at + OVERFLOW - slots.len());
                slots.resize(at + OVERFLOW, 0);
            }
            slots[at] = key;
            next = at + 1;
        }
        self.slots = slots;
        self.capacity = capacity;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::hash::{BuildHasher, RandomState};

    use super::*;

    #[test]
    fn finds_every_repeat_and_nothing_else() {
        let hasher = RandomState::new();
        let mut fingerprints = Fingerprints::default();
        let mut exact = HashSet::new();
        // Repeats near and far apart, and the special values.
        let keys = (0..200_000u64)
            .map(|i| hasher.hash_one(i % 150_000))
            .chain([0, 1, u64::MAX, u64::MAX, 1 << 63, (1 << 63) - 1, 0]);
        for key in keys {
            let key = key.max(1);
            assert_eq!(fingerprints.insert(key), exact.insert(key), "{key:#x}");
        }
    }

    #[test]
    fn clustered_fingerprints_still_fit() {
        // Fingerprints crowded into one table and one end of it.
        let mut fingerprints = Fingerprints::default();
        for i in 0..5_000u64 {
            assert!(fingerprints.insert(u64::MAX - i * 3));
            assert!(fingerprints.insert((1 << 56) + i));
        }
        assert!(!fingerprints.insert(u64::MAX - 300));
        assert!(!fingerprints.insert((1 << 56) + 4_999));
    }

    #[test]
    fn holds_about_ten_bytes_a_url() {
        let hasher = RandomState::new();
        let mut fingerprints = Fingerprints::default();
        let n = 1_000_000u64;
        for i in 0..n {
            fingerprints.insert(hasher.hash_one(i));
        }
        let per_url = fingerprints.heap_bytes() as f64 / n as f64;
        assert!((8.5..12.0).contains(&per_url), "{per_url} bytes a URL");
    }
}
