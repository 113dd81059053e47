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

/// The name in `names` that `typed` is probably a slip for: at most two edits away (a
/// swapped pair of letters is one), and not a path.
pub fn similar<'a>(typed: &str, names: &[&'a str]) -> Option<&'a str> {
    if typed.contains(['/', '.']) {
        return None;
    }
    names
        .iter()
        .map(|name| (distance(typed, name), *name))
        .filter(|&(distance, name)| distance <= 2 && distance < name.len())
        .min()
        .map(|(_, name)| name)
}

/// A file name (or a word typed on the command line) as an error line shows it: as it is
/// when it is plain text; otherwise in double quotes, with control characters (a newline,
/// a terminal's escape), the invisible characters that reorder text on screen and the
/// bytes that are not UTF-8 escaped (`"a\nb.in"`, `"\u{1b}[2J.in"`, `"caf\xe9.in"`).
/// So a name can neither split the one-line error format nor send escapes to a terminal.
pub fn shown_name(name: &std::ffi::OsStr) -> String {
    let bytes = name.as_encoded_bytes();
    match std::str::from_utf8(bytes) {
        Ok(text) if !text.chars().any(needs_escape) => text.to_owned(),
        _ => {
            let mut shown = String::from("\"");
            for chunk in bytes.utf8_chunks() {
                for c in chunk.valid().chars() {
                    match c {
                        '\'' => shown.push(c),
                        // `\n`, `\t`, `\"`, `\u{1b}`, `\u{202e}`: what Rust writes.
                        c => shown.extend(c.escape_debug()),
                    }
                }
                for byte in chunk.invalid() {
                    shown.push_str(&format!("\\x{byte:02x}"));
                }
            }
            shown.push('"');
            shown
        }
    }
}

/// Whether a character of a name is escaped when shown: a control character, or one of
/// the invisible characters that change how the text around it is laid out (bidirectional
/// marks and overrides, zero-width characters, the byte-order mark).
fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}'
        )
}

/// The optimal string alignment distance: insertions, deletions, substitutions and
/// swaps of two neighbouring letters each cost one.
fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, entry) in rows[0].iter_mut().enumerate() {
        *entry = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
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
    #[test]
    fn names_that_could_break_the_error_line_are_quoted() {
        use std::ffi::OsStr;
        assert_eq!(
            shown_name(OsStr::new("fixtures/a b-é.in")),
            "fixtures/a b-é.in"
        );
        assert_eq!(shown_name(OsStr::new("it's \"x\".in")), "it's \"x\".in");
        assert_eq!(shown_name(OsStr::new("a\nb.in")), "\"a\\nb.in\"");
        assert_eq!(
            shown_name(OsStr::new("\u{1b}[31mred\t\"q\".in")),
            "\"\\u{1b}[31mred\\t\\\"q\\\".in\""
        );
        assert_eq!(
            shown_name(OsStr::new("ab\u{202e}ni.exe")),
            "\"ab\\u{202e}ni.exe\""
        );
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStrExt;
            assert_eq!(
                shown_name(OsStr::from_bytes(b"caf\xe9\r.in")),
                "\"caf\\xe9\\r.in\""
            );
        }
    }

    #[test]
    fn slips_are_recognised_and_paths_are_not() {
        let names = ["explain", "gen", "optimal", "advise"];
        assert_eq!(similar("explian", &names), Some("explain"));
        assert_eq!(similar("advice", &names), Some("advise"));
        assert_eq!(similar("gne", &names), Some("gen"));
        assert_eq!(similar("optimal.in", &names), None);
        assert_eq!(similar("games", &names), None);
        assert_eq!(similar("x", &names), None);
    }
}
