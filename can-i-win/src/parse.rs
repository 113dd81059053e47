//! Reading cases: one case a line, `M T`, two whole numbers separated by whitespace;
//! blank lines are skipped.
//!
//! Limits: the judge's are 1 ≤ M ≤ 20 and 0 ≤ T ≤ 300. Beyond them this solver accepts
//! M up to [`MAX_NUMBER`] (a sweep of the DP takes 8 bytes a set of numbers, 8 × 2^M
//! bytes: 8 MiB at M = 20, 256 MiB at M = 25) and any T from 0 to [`MAX_TARGET`] (a T
//! beyond 1 + … + M is answered `false` without a search). It refuses M = 0, a larger M (with a
//! message naming the limit), a negative T or one that is not a whole number, a missing T
//! and anything more on the line.

use dp_problem::ReadCase;
use dp_problem::scan::{Line, ParseError, Scanner, is_space, lone_carriage_return};

/// The largest M accepted (the judge's limit is [`JUDGE_MAX_NUMBER`]).
pub const MAX_NUMBER: u32 = 25;
/// The judge's largest M.
pub const JUDGE_MAX_NUMBER: u32 = 20;
/// The judge's largest T.
pub const JUDGE_MAX_TARGET: u64 = 300;
/// The largest T accepted: any that fits 64 bits.
pub const MAX_TARGET: u64 = u64::MAX;

/// One case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    /// M, the largest number that may be chosen (numbers run from 1 to M).
    pub max_number: u32,
    /// T, the total to reach.
    pub target: u64,
}

/// The memory a sweep of the DP takes for M numbers: 8 bytes a set.
pub fn sweep_bytes(max_number: u32) -> u64 {
    8 << max_number
}

/// The words of the limit message: what M may be, and why.
pub fn number_limit() -> String {
    format!(
        "this solver's limit is {MAX_NUMBER} (the judge's is {JUDGE_MAX_NUMBER}): a sweep \
         takes 8 x 2^M bytes, {} at M = {MAX_NUMBER}",
        dp_problem::error::bytes(sweep_bytes(MAX_NUMBER))
    )
}

impl ReadCase for Case {
    /// Reads one case: the next line that is not blank; `None` when only blank lines remain.
    fn read_case(scanner: &mut Scanner<'_>, number: usize) -> Result<Option<Self>, ParseError> {
        // The run loop has skipped blank lines already; `read_all` and other callers may not.
        loop {
            let Some(line) = scanner.next_line() else {
                return Ok(None);
            };
            if !line.text.iter().all(|&b| is_space(b)) {
                return parse_line(&line, number).map(Some);
            }
        }
    }
}

/// The case on a line that is not blank.
fn parse_line(line: &Line<'_>, number: usize) -> Result<Case, ParseError> {
    // A `\r` before the `\n` is gone; one with more of the line after it stands alone
    // (old Mac line endings, where the cases would run together).
    if let Some(offset) = line.text.iter().position(|&b| b == b'\r')
        && line.text[offset..].iter().any(|&b| !is_space(b))
    {
        return Err(lone_carriage_return(line.pos(offset)));
    }
    let mut words = line.words();

    let m_word = words.next().expect("a line that is not blank has a word");
    let m_expected = format!("M, the largest number (1 to {MAX_NUMBER})");
    let max_number = match m_word.parse::<u64>() {
        Some(0) | None => return Err(ParseError::unexpected(&m_word, &m_expected)),
        Some(m) if m > u64::from(MAX_NUMBER) => {
            let message = format!("M = {m} is too large: {}", number_limit());
            return Err(ParseError::new(m_word.pos(), message));
        }
        Some(m) => m as u32,
    };

    let Some(t_word) = words.next() else {
        let message =
            format!("the line ended inside case {number}, expected T, the total to reach");
        return Err(ParseError::new(m_word.end(), message));
    };
    let t_expected = format!("T, the total to reach (0 to {MAX_TARGET})");
    let target = t_word.value_in(0..=MAX_TARGET, &t_expected)?;

    if let Some(extra) = words.next() {
        return Err(ParseError::unexpected(
            &extra,
            "the end of the line: a case is \"M T\"",
        ));
    }
    Ok(Case { max_number, target })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each case as `M T`, or the error as the run prints it after the file name.
    fn parse(input: &str) -> Vec<String> {
        let read = dp_problem::scan::read_all(input.as_bytes(), Case::read_case);
        let shown = |case: Result<Case, ParseError>| match case {
            Ok(Case { max_number, target }) => format!("{max_number} {target}"),
            Err(error) => error.to_string(),
        };
        read.into_iter().map(shown).collect()
    }

    #[test]
    fn one_case_a_line_blank_lines_skipped() {
        assert_eq!(
            parse("10 11\n\n \t\n  20\t300  \r\n25 18446744073709551615"),
            ["10 11", "20 300", "25 18446744073709551615"]
        );
    }

    #[test]
    fn errors_point_at_the_word() {
        let cases = [
            (
                "10 11 12",
                "1:7: found \"12\", expected the end of the line: a case is \"M T\"",
            ),
            (
                "10 11\n  7",
                "2:4: the line ended inside case 2, expected T, the total to reach",
            ),
            (
                "0 5",
                "1:1: found \"0\", expected M, the largest number (1 to 25)",
            ),
            (
                "x 5",
                "1:1: found \"x\", expected M, the largest number (1 to 25)",
            ),
            (
                "26 5",
                "1:1: M = 26 is too large: this solver's limit is 25 (the judge's is 20): \
                 a sweep takes 8 x 2^M bytes, 256 MiB at M = 25",
            ),
            (
                "10 11\r10 0\r",
                "1:6: found a carriage return alone (\"\\r\", an old Mac line end), expected \
                 lines that end with \"\\n\" or \"\\r\\n\"",
            ),
            (
                "3 -1",
                "1:3: found \"-1\", expected T, the total to reach (0 to 18446744073709551615)",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(parse(input).pop().as_deref(), Some(message), "{input}");
        }
    }
}
