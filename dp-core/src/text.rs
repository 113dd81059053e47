//! Small helpers for the teaching views that every solver writes: prose wrapped to a
//! terminal's width, numbers grouped by thousands, plurals.

use std::io::{self, Write};

/// How wide the prose of an explain may be; tables may go to 100 columns.
pub const PROSE_COLUMNS: usize = 80;

/// Writes `text` wrapped at spaces to [`PROSE_COLUMNS`]: the first line starts with
/// `first`, the others with `rest`; a word longer than a line stands alone on its line.
pub fn wrap(out: &mut dyn Write, first: &str, rest: &str, text: &str) -> io::Result<()> {
    let mut line = first.to_owned();
    let mut empty = true;
    for word in text.split(' ').filter(|word| !word.is_empty()) {
        let fits = line.chars().count() + 1 + word.chars().count() <= PROSE_COLUMNS;
        if !empty && !fits {
            writeln!(out, "{line}")?;
            line = rest.to_owned();
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    writeln!(out, "{line}")
}

/// `count` with commas between groups of three digits: `1,953,125`.
pub fn thousands(count: u64) -> String {
    let digits = count.to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// `count` with its noun, singular or plural: "1 state", "3 states".
pub fn plural(count: u64, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prose_wraps_within_the_columns() {
        let mut out = Vec::new();
        let text = "word ".repeat(40);
        wrap(&mut out, "  first ", "        ", &text).expect("a Vec takes it");
        let text = String::from_utf8(out).expect("UTF-8");
        assert!(
            text.lines()
                .all(|line| line.chars().count() <= PROSE_COLUMNS)
        );
        assert!(text.starts_with("  first word"));
        assert!(
            text.lines()
                .skip(1)
                .all(|line| line.starts_with("        word"))
        );
    }

    #[test]
    fn numbers_and_nouns_read_well() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_953_125), "1,953,125");
        assert_eq!(plural(1, "state", "states"), "1 state");
        assert_eq!(plural(2, "state", "states"), "2 states");
    }
}
