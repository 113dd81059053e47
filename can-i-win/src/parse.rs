//! Reading cases: TODO(new problem) the input format. The placeholder reads one number a
//! case, N, the stones in the pile, with any whitespace between cases.
//!
//! Limits: N up to [`MAX_STONES`]; larger is refused with a message that names the limit.

use dp_core::scan::{ParseError, Scanner};

/// The most stones a pile may hold: the table takes one byte a stone.
pub const MAX_STONES: u64 = 10_000_000;

/// One case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// N, the stones in the pile.
    pub stones: u64,
}

/// Reads one case.
pub fn read_case(scanner: &mut Scanner<'_>, number: usize) -> Result<Option<Case>, ParseError> {
    let expected = format!("N, the stones in the pile (0 to {MAX_STONES})");
    let stones = scanner
        .expect_token(|| format!("input ended inside case {number}, expected N"))?
        .value_in(0..=MAX_STONES, &expected)?;
    Ok(Some(Case { stones }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(input: &str) -> Vec<Result<u64, String>> {
        dp_core::scan::read_all(input.as_bytes(), read_case)
            .into_iter()
            .map(|case| case.map(|c| c.stones).map_err(|e| e.to_string()))
            .collect()
    }

    #[test]
    fn reads_numbers_and_names_bad_ones() {
        assert_eq!(parse("4\n\n 7 "), [Ok(4), Ok(7)]);
        assert_eq!(
            parse("4\nx"),
            [
                Ok(4),
                Err(format!(
                    "2:1: found \"x\", expected N, the stones in the pile (0 to {MAX_STONES})"
                ))
            ]
        );
    }
}
