//! "Did you mean …?" for enumerations and attribute keys.

/// The candidate closest to `input`: an ASCII case-insensitive match first,
/// otherwise the one within a small edit distance (about a third of its
/// length), or `None` when nothing is close enough to be a likely typo.
///
/// ```
/// use sitemap_rules::__private::closest;
///
/// let values = ["always", "hourly", "daily", "weekly"];
/// assert_eq!(closest("weekley", &values), Some("weekly"));
/// assert_eq!(closest("Daily", &values), Some("daily"));
/// assert_eq!(closest("sometimes", &values), None);
/// ```
pub fn closest<'a>(input: &str, candidates: &[&'a str]) -> Option<&'a str> {
    if let Some(exact) = candidates.iter().find(|c| c.eq_ignore_ascii_case(input)) {
        return Some(exact);
    }
    let lowered = input.to_ascii_lowercase();
    candidates
        .iter()
        .map(|candidate| (edit_distance(&lowered, candidate), *candidate))
        .filter(|(distance, candidate)| *distance <= (candidate.chars().count() / 3).max(1))
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, candidate)| candidate)
}

/// Levenshtein distance counting an adjacent swap as one edit (optimal string
/// alignment), since `dialy` for `daily` is one slip of the fingers.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let width = b.len() + 1;
    let mut table = vec![0usize; (a.len() + 1) * width];
    for (i, row) in table.chunks_mut(width).enumerate() {
        row[0] = i;
    }
    for (j, cell) in table.iter_mut().enumerate().take(width) {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (table[(i - 1) * width + j] + 1)
                .min(table[i * width + j - 1] + 1)
                .min(table[(i - 1) * width + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(table[(i - 2) * width + j - 2] + 1);
            }
            table[i * width + j] = best;
        }
    }
    table[a.len() * width + b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    const FREQS: [&str; 7] = [
        "always", "hourly", "daily", "weekly", "monthly", "yearly", "never",
    ];

    #[test]
    fn suggests_the_nearest_value_for_typos_and_case() {
        for (typo, expected) in [
            ("weekley", "weekly"),
            ("dayly", "daily"),
            ("dialy", "daily"),
            ("Daily", "daily"),
            ("WEEKLY", "weekly"),
            ("monthy", "monthly"),
            ("nevr", "never"),
            ("alway", "always"),
        ] {
            assert_eq!(closest(typo, &FREQS), Some(expected), "{typo}");
        }
    }

    #[test]
    fn stays_silent_when_nothing_is_close() {
        for far in ["sometimes", "", "x", "fortnightly", "1"] {
            assert_eq!(closest(far, &FREQS), None, "{far}");
        }
    }

    #[test]
    fn counts_edits() {
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("abc", "abc"), 0);
        assert_eq!(edit_distance("ab", "ba"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
