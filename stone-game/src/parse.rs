//! Reading cases: one case a non-empty line, the pile values as integers separated by
//! commas and/or whitespace (C's `isspace`, as everywhere in dp-core), optionally inside
//! `[` `]` — so both LeetCode's `[1,2,3,7]` and a plain `1 2 3 7` work. A line is read
//! as the input streams in, and parsed in place: no allocation a value.
//!
//! Decisions where the problem is silent: a blank line is skipped (it is no case); `[]` is
//! a case with no piles (a tie, 0 to 0); a comma must stand between two values (`1,,2`,
//! `,1` and `1,` are errors); a `[` must be closed on its line. Values are `i64`; a line
//! may hold at most [`MAX_PILES`] of them.

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

/// Reads case `number` (unused: a case is named by its line): the next line that is not
/// blank; `None` when only blank lines are left.
pub fn read_case(scanner: &mut Scanner<'_>, _number: usize) -> Result<Option<Case>, ParseError> {
    // The run loop skips blank lines before it calls; a caller that does not is served too.
    while let Some(line) = scanner.next_line() {
        if let Some(case) = parse_line(&line)? {
            return Ok(Some(case));
        }
    }
    Ok(None)
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
            _ => {
                let len = line[offset..]
                    .iter()
                    .position(|&b| ends_value(b))
                    .unwrap_or(line.len() - offset);
                let text = &line[offset..offset + len];
                let value = std::str::from_utf8(text)
                    .ok()
                    .and_then(|text| text.parse::<i64>().ok());
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
                last = Last::Value;
                offset += len;
            }
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
        dp_core::scan::read_all(input.as_bytes(), read_case)
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
        let case = read_case(&mut scanner, 1).expect("valid");
        assert_eq!(
            case,
            Some(Case {
                line: 3,
                values: vec![4, 5]
            })
        );
        assert_eq!(read_case(&mut scanner, 2), Ok(None));
    }

    #[test]
    fn cases_are_named_by_their_lines() {
        let lines: Vec<u32> = dp_core::scan::read_all(b"\n1\n\n\n[2]\n3", read_case)
            .into_iter()
            .map(|case| case.expect("valid").line)
            .collect();
        assert_eq!(lines, [2, 5, 6]);
    }
}
