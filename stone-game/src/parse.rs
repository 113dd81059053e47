//! Reading cases: one case a non-empty line, the pile values as integers separated by
//! commas and/or whitespace, optionally inside `[` `]` — so both LeetCode's `[1,2,3,7]`
//! and a plain `1 2 3 7` work.
//!
//! Decisions where the problem is silent: a blank line is skipped (it is no case); `[]` is
//! a case with no piles (a tie, 0 to 0); a comma must stand between two values (`1,,2`,
//! `,1` and `1,` are errors); a `[` must be closed on its line. Values are `i64`; a line
//! may hold at most [`MAX_PILES`] of them.

use dp_core::scan::{ParseError, Pos, lines, quote};

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

/// The cases in `input`, each `Ok` until the first error, which ends the iteration.
pub fn cases(input: &[u8]) -> impl Iterator<Item = Result<Case, ParseError>> + '_ {
    let mut failed = false;
    lines(input).filter_map(move |(number, line)| {
        if failed {
            return None;
        }
        let case = parse_line(number, line).transpose()?;
        failed = case.is_err();
        Some(case)
    })
}

/// What came last on the line, to know what may come next.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    Start,
    Value,
    Comma,
}

fn is_space(byte: u8) -> bool {
    byte.is_ascii_whitespace()
}

fn ends_value(byte: u8) -> bool {
    is_space(byte) || matches!(byte, b',' | b'[' | b']')
}

/// The case on one line, `None` for a blank line.
fn parse_line(number: u32, line: &[u8]) -> Result<Option<Case>, ParseError> {
    let error = |offset: usize, message: String| {
        ParseError::new(Pos::in_line(number, line, offset), message)
    };
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
        cases(input.as_bytes())
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
}
