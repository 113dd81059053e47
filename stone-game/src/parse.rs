//! Reading cases: one case a non-empty line, the pile values as integers separated by
//! commas and/or whitespace (C's `isspace`, as everywhere in dp-core), optionally inside
//! `[` `]` — so both LeetCode's `[1,2,3,7]` and a plain `1 2 3 7` work. A line is read
//! as the input streams in, and parsed in place: no allocation a value.
//!
//! Decisions where the problem is silent: a blank line is skipped (it is no case); `[]` is
//! a case with no piles (a tie, 0 to 0); a comma must stand between two values (`1,,2`,
//! `,1` and `1,` are errors); a `[` must be closed on its line. Values are `i64`; a line
//! may hold at most [`MAX_PILES`] of them.

use dp_core::ReadCase;
use dp_core::scan::{Line, ParseError, Scanner, is_space, quote};

/// The most piles one case may have: 50 million values take 400 MB. Longer lines are
/// refused before their values are stored.
pub const MAX_PILES: usize = 50_000_000;

/// One case: the pile values in order, and the line they came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The line of the input the case is on, from 1.
    pub line: u32,
    /// The pile values, first pile first.
    pub values: Vec<i64>,
}

impl ReadCase for Case {
    /// Reads case `number` (unused: a case is named by its line): the next line that is not
    /// blank; `None` when only blank lines are left.
    fn read_case(scanner: &mut Scanner<'_>, _number: usize) -> Result<Option<Self>, ParseError> {
        // The run loop skips blank lines before it calls; a caller that does not is served too.
        while let Some(line) = scanner.next_line() {
            if let Some(case) = parse_line(&line)? {
                return Ok(Some(case));
            }
        }
        Ok(None)
    }
}

/// What came last on the line, to know what may come next.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    Start,
    Value,
    Comma,
}

fn ends_value(byte: u8) -> bool {
    is_space(byte) || matches!(byte, b',' | b'[' | b']')
}

/// The value at the start of `text` (which is not empty and does not start with a byte
/// that ends a value) and the length of its token: what `str::parse::<i64>` accepts (an
/// optional sign, then decimal digits, within `i64`), read in one pass over the bytes.
#[inline]
fn parse_value(text: &[u8]) -> (Option<i64>, usize) {
    let negative = text[0] == b'-';
    let start = usize::from(matches!(text[0], b'-' | b'+'));
    if let Some(found) = parse_short(text, start, negative) {
        return found;
    }
    let mut magnitude: u64 = 0;
    let mut fits = true;
    let mut end = start;
    while let Some(&byte) = text.get(end) {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            break;
        }
        // 20 digits or more may pass u64: checked, but only then.
        match magnitude
            .checked_mul(10)
            .and_then(|m| m.checked_add(u64::from(digit)))
        {
            Some(m) => magnitude = m,
            None => fits = false,
        }
        end += 1;
    }
    if end < text.len() && !ends_value(text[end]) {
        // Not a number: the whole token is reported.
        let len = text
            .iter()
            .position(|&b| ends_value(b))
            .unwrap_or(text.len());
        return (None, len);
    }
    let value = if !fits || end == start {
        None
    } else if negative {
        // -2^63 is the one magnitude beyond i64::MAX that fits.
        (magnitude <= 1 << 63).then(|| (magnitude as i64).wrapping_neg())
    } else {
        i64::try_from(magnitude).ok()
    };
    (value, end)
}

/// The fast path of [`parse_value`]: 1 to 7 digits after the sign, with 8 bytes to read
/// there, found and converted without a branch a digit (SWAR: the 8 bytes as one `u64`).
/// `None` when that does not apply; then the byte-by-byte path decides.
#[inline]
fn parse_short(text: &[u8], start: usize, negative: bool) -> Option<(Option<i64>, usize)> {
    let bytes: [u8; 8] = text.get(start..start + 8)?.try_into().ok()?;
    let chunk = u64::from_le_bytes(bytes);
    // Each byte minus '0': a digit is 0 to 9. A byte below '0' borrows from the bytes
    // after it only, and those come after the first non-digit: never read.
    let digits = chunk.wrapping_sub(0x3030_3030_3030_3030);
    // The high bit of each byte is set where it is no digit: below '0' (wrapped), or 10
    // or more (+ 0x76 reaches 0x80).
    let not_digit = (digits.wrapping_add(0x7676_7676_7676_7676) | digits) & 0x8080_8080_8080_8080;
    let len = (not_digit.trailing_zeros() / 8) as usize;
    if len == 0 || len == 8 || !ends_value(bytes[len]) {
        return None;
    }
    // The digits moved to the top bytes (zeros before them), the rest shifted out; then
    // pairs, fours and eights of digits combined by multiplication.
    let mut value = digits << (8 * (8 - len));
    value = (value.wrapping_mul(10)).wrapping_add(value >> 8) & 0x00FF_00FF_00FF_00FF;
    value = (value.wrapping_mul(100)).wrapping_add(value >> 16) & 0x0000_FFFF_0000_FFFF;
    value = (value.wrapping_mul(10_000)).wrapping_add(value >> 32) & 0xFFFF_FFFF;
    // At most 9,999,999: it fits, and so does its negation.
    let value = value as i64;
    Some((Some(if negative { -value } else { value }), start + len))
}

/// The case on one line, `None` for a blank line.
fn parse_line(source: &Line<'_>) -> Result<Option<Case>, ParseError> {
    let (number, line) = (source.number, source.text);
    let error = |offset: usize, message: String| ParseError::new(source.pos(offset), message);
    let found = |offset: usize, expected: &str| {
        let token_len = line[offset..]
            .iter()
            .position(|&b| ends_value(b))
            .unwrap_or(line.len() - offset)
            .max(1);
        let shown = quote(&line[offset..offset + token_len]);
        error(offset, format!("found {shown}, expected {expected}"))
    };
    let skip_spaces = |mut offset: usize| {
        while line.get(offset).is_some_and(|&b| is_space(b)) {
            offset += 1;
        }
        offset
    };

    let mut offset = skip_spaces(0);
    if offset == line.len() {
        return Ok(None);
    }
    let bracketed = line[offset] == b'[';
    if bracketed {
        offset += 1;
    }
    let mut values = Vec::new();
    let mut last = Last::Start;
    loop {
        offset = skip_spaces(offset);
        let Some(&byte) = line.get(offset) else {
            if last == Last::Comma {
                return Err(error(
                    offset,
                    "the line ended after a comma, expected a pile value".into(),
                ));
            }
            if bracketed {
                return Err(error(
                    offset,
                    "the line ended, expected \"]\" to close the \"[\"".into(),
                ));
            }
            break;
        };
        match byte {
            b',' if last == Last::Value => {
                last = Last::Comma;
                offset += 1;
            }
            b',' => return Err(found(offset, "a pile value")),
            b']' if bracketed && last != Last::Comma => {
                let after = skip_spaces(offset + 1);
                if after < line.len() {
                    return Err(found(after, "the end of the line after \"]\""));
                }
                break;
            }
            b']' | b'[' => {
                let expected = if last == Last::Value {
                    "a comma or another value"
                } else {
                    "a pile value"
                };
                return Err(found(offset, expected));
            }
            _ => loop {
                let (value, len) = parse_value(&line[offset..]);
                let Some(value) = value else {
                    return Err(found(
                        offset,
                        "a pile value (an integer from -2^63 to 2^63-1)",
                    ));
                };
                if values.len() == MAX_PILES {
                    return Err(error(
                        offset,
                        format!("too many piles: at most {MAX_PILES} on one line"),
                    ));
                }
                values.push(value);
                offset += len;
                // The common case, `1,2`: a comma and the next value at once; the loop
                // above would read them the same way, one byte at a time.
                if line.get(offset) == Some(&b',')
                    && line
                        .get(offset + 1)
                        .is_some_and(|&b| b.is_ascii_digit() || b == b'-')
                {
                    offset += 1;
                    continue;
                }
                last = Last::Value;
                break;
            },
        }
    }
    Ok(Some(Case {
        line: number,
        values,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(input: &str) -> Vec<Result<Vec<i64>, String>> {
        dp_core::scan::read_all(input.as_bytes(), Case::read_case)
            .into_iter()
            .map(|case| case.map(|c| c.values).map_err(|e| e.to_string()))
            .collect()
    }

    #[test]
    fn accepts_leetcode_and_plain_forms() {
        assert_eq!(
            parse("[1,2,3,7]\n\n  1 2 3 -9 \r\n[ 1, 2 ,3 ]\n[]\n-5"),
            [
                Ok(vec![1, 2, 3, 7]),
                Ok(vec![1, 2, 3, -9]),
                Ok(vec![1, 2, 3]),
                Ok(vec![]),
                Ok(vec![-5])
            ]
        );
    }

    #[test]
    fn values_read_as_str_parse_reads_them() {
        let tokens = [
            "0",
            "-0",
            "+0",
            "+7",
            "-",
            "+",
            "+-1",
            "--1",
            "12a",
            "1_000",
            "00012",
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808",
            "-9223372036854775809",
            "18446744073709551615",
            "18446744073709551616",
            "99999999999999999999999",
            "-00000000000000000000000000009",
            "é",
            "1é",
        ];
        for token in tokens {
            let expected = token.parse::<i64>().ok();
            let (value, len) = parse_value(token.as_bytes());
            assert_eq!((value, len), (expected, token.len()), "{token}");
            let (value, len) = parse_value(format!("{token},5").as_bytes());
            assert_eq!((value, len), (expected, token.len()), "{token},5");
            for after in [",", " ", "]", "\t", "x", "é", "-", "0"] {
                let text = format!("{token}{after}1234567890");
                let whole = text.split([',', ' ', ']', '\t']).next().expect("a token");
                let expected = (whole.parse::<i64>().ok(), whole.len());
                assert_eq!(parse_value(text.as_bytes()), expected, "{text}");
            }
        }
        let mut state = 5u64;
        for _ in 0..20_000 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let digits = 1 + (state >> 60) as u32 % 9;
            let magnitude = (state >> 8) % 10u64.pow(digits);
            let sign = ["", "-", "+"][(state % 3) as usize];
            let token = format!("{sign}{magnitude}");
            let text = format!("{token},{magnitude} 77777777");
            assert_eq!(
                parse_value(text.as_bytes()),
                (token.parse::<i64>().ok(), token.len()),
                "{text}"
            );
        }
    }

    #[test]
    fn extreme_values_are_values() {
        assert_eq!(
            parse("9223372036854775807,-9223372036854775808"),
            [Ok(vec![i64::MAX, i64::MIN])]
        );
    }

    #[test]
    fn errors_point_at_the_problem() {
        let cases = [
            ("1,,2", "1:3: found \",\", expected a pile value"),
            (",1", "1:1: found \",\", expected a pile value"),
            (
                "1,2,",
                "1:5: the line ended after a comma, expected a pile value",
            ),
            (
                "[1,2",
                "1:5: the line ended, expected \"]\" to close the \"[\"",
            ),
            (
                "[1,2] 3",
                "1:7: found \"3\", expected the end of the line after \"]\"",
            ),
            (
                "1 2]",
                "1:4: found \"]\", expected a comma or another value",
            ),
            (
                "1 x 3",
                "1:3: found \"x\", expected a pile value (an integer from -2^63 to 2^63-1)",
            ),
            (
                "9223372036854775808",
                "1:1: found \"9223372036854775808\", expected a pile value (an integer from -2^63 to 2^63-1)",
            ),
            ("[1,[2]]", "1:4: found \"[\", expected a pile value"),
        ];
        for (input, message) in cases {
            assert_eq!(parse(input), [Err(message.to_owned())], "{input}");
        }
    }

    #[test]
    fn stops_after_the_first_error_with_its_line() {
        let results = parse("1 2\n\nbad\n3 4");
        assert_eq!(results.len(), 2);
        assert_eq!(
            results[1],
            Err(
                "3:1: found \"bad\", expected a pile value (an integer from -2^63 to 2^63-1)"
                    .into()
            )
        );
    }

    #[test]
    fn columns_count_the_space_before_the_values() {
        assert_eq!(
            parse("\n \t[1,,2]"),
            [Err("2:6: found \",\", expected a pile value".into())]
        );
        assert_eq!(
            parse("é 1\n"),
            [Err(
                "1:1: found \"é\", expected a pile value (an integer from -2^63 to 2^63-1)".into()
            )]
        );
    }

    #[test]
    fn a_blank_line_handed_to_read_case_is_skipped() {
        let mut scanner = Scanner::from_bytes(b"  \n\t\n[4, 5]\n \n");
        let case = Case::read_case(&mut scanner, 1).expect("valid");
        assert_eq!(
            case,
            Some(Case {
                line: 3,
                values: vec![4, 5]
            })
        );
        assert_eq!(Case::read_case(&mut scanner, 2), Ok(None));
    }

    #[test]
    fn cases_are_named_by_their_lines() {
        let lines: Vec<u32> = dp_core::scan::read_all(b"\n1\n\n\n[2]\n3", Case::read_case)
            .into_iter()
            .map(|case| case.expect("valid").line)
            .collect();
        assert_eq!(lines, [2, 5, 6]);
    }
}
