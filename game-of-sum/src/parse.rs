//! Reading cases: `n`, then n integers, as whitespace-separated tokens (the integers may sit
//! on one line or several, blank lines anywhere), until `n = 0`, which ends the input.
//! Input that ends cleanly after a complete case without the `0` is accepted; anything
//! after the `0` is not read, as the judge does.
//!
//! Limits: the judge's are n ≤ 100 and values that fit 32 bits signed. This solver accepts
//! n up to [`MAX_LEN`] = 20,000 (the plain answer is O(n²) time and O(n) memory, 0.15 to
//! 0.45 s at the limit; `--json` and `explain` keep one 2-byte decision per interval,
//! n(n + 1) bytes: 400 MB at the limit) and refuses more with a message naming the limit.
//! Values stay the judge's 32-bit ones, so every sum fits 64 bits with room to spare
//! (|sum| < 20,000 × 2^31 < 2^46).

use dp_problem::ReadCase;
use dp_problem::scan::{ParseError, Scanner};

/// The most numbers a case may have (the judge's limit is [`JUDGE_MAX_LEN`]).
pub const MAX_LEN: usize = 20_000;
/// The judge's limit on n.
pub const JUDGE_MAX_LEN: usize = 100;

/// One case: the row of numbers, left to right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The numbers, at least one (n = 0 ends the input), each within 32 bits signed.
    pub values: Vec<i64>,
}

/// The memory `--json` and `explain` take for n numbers: 2 bytes an interval.
pub fn decision_bytes(len: usize) -> u64 {
    len as u64 * (len as u64 + 1)
}

/// [`decision_bytes`] in words, in decimal megabytes: `400 MB` at n = 20,000.
pub fn decision_memory(len: usize) -> String {
    format!("{} MB", (decision_bytes(len) + 500_000) / 1_000_000)
}

fn len_expected() -> String {
    format!(
        "n, how many numbers (0 to {}; 0 ends the input)",
        dp_problem::text::thousands(MAX_LEN as u64)
    )
}

/// The values of the row: 32 bits signed.
const VALUES: std::ops::RangeInclusive<i64> = i32::MIN as i64..=i32::MAX as i64;

const VALUE_EXPECTED: &str = "a number of the row (an integer from -2147483648 to 2147483647)";

impl ReadCase for Case {
    /// Reads one case; `None` at the terminating `0`.
    fn read_case(scanner: &mut Scanner<'_>, number: usize) -> Result<Option<Self>, ParseError> {
        // The plain kind of n straight from the scanner's buffer, with no position counted
        // (which would count every byte since the last one, the whole row before); anything
        // else (a `+`, n = 0 or too large, a word, the end) as a token, with its place.
        let len = match scanner.next_integer_in(1..=MAX_LEN as i64) {
            Some(len) => len as usize,
            None => match len_token(scanner, number)? {
                Some(len) => len,
                None => return Ok(None),
            },
        };
        let mut values = Vec::with_capacity(len);
        // The plain kind of value, straight from the scanner's buffer; anything else (a
        // `+`, a value out of range, a word, the end) as a token, with its place.
        while values.len() < len {
            scanner.integers_in(VALUES, len - values.len(), |value| values.push(value));
            if values.len() == len {
                break;
            }
            let index = values.len() + 1;
            let token = scanner.expect_token(|| {
                format!("input ended inside case {number}: number {index} of {len} is missing")
            })?;
            let Some(value) = value_of(token.text()) else {
                return Err(ParseError::unexpected(&token, VALUE_EXPECTED));
            };
            values.push(value);
        }
        Ok(Some(Case { values }))
    }
}

/// n as a token, when it is not the plain kind: `None` for the `0` that ends the input, or
/// the error, at the token's place.
#[cold]
fn len_token(scanner: &mut Scanner<'_>, number: usize) -> Result<Option<usize>, ParseError> {
    let token = scanner.expect_token(|| {
        format!("input ended before case {number}, expected n, how many numbers")
    })?;
    let pos = token.pos();
    let Some(len) = token.parse::<u64>() else {
        return Err(ParseError::new(
            pos,
            format!("found {}, expected {}", token.quoted(), len_expected()),
        ));
    };
    if len == 0 {
        return Ok(None);
    }
    if len > MAX_LEN as u64 {
        return Err(ParseError::new(
            pos,
            format!(
                "n = {} numbers is more than this solver's limit of {} (the judge's is \
                 {JUDGE_MAX_LEN}): time grows as n^2, and --json and explain keep n(n + 1) \
                 bytes, {} at n = {}",
                dp_problem::text::thousands(len),
                dp_problem::text::thousands(MAX_LEN as u64),
                decision_memory(MAX_LEN),
                dp_problem::text::thousands(MAX_LEN as u64),
            ),
        ));
    }
    Ok(Some(len as usize))
}

/// A number of the row from its token's bytes, as `str::parse::<i32>` reads it (an
/// optional sign, then decimal digits, within 32 bits), in one pass with no UTF-8 check:
/// the values are most of the input, and this is most of the reading.
#[inline]
fn value_of(text: &[u8]) -> Option<i64> {
    let (negative, digits) = match text {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        _ => (false, text),
    };
    // 10 digits reach 2^31; more may pass i64 in the loop (after leading zeros, fewer).
    if digits.is_empty() || digits.len() > 18 {
        return digits
            .iter()
            .all(u8::is_ascii_digit)
            .then(|| {
                std::str::from_utf8(text)
                    .ok()?
                    .parse::<i32>()
                    .ok()
                    .map(i64::from)
            })
            .flatten();
    }
    let magnitude = if digits.len() <= 8 {
        eight_digits(digits)?
    } else {
        long_digits(digits)?
    };
    let value = if negative { -magnitude } else { magnitude };
    (i64::from(i32::MIN)..=i64::from(i32::MAX))
        .contains(&value)
        .then_some(value)
}

/// 1 to 8 decimal digits at once: right-aligned in eight bytes of '0's, read as one u64
/// (the first digit in the lowest byte), checked, and combined in pairs, fours, eights.
#[inline]
fn eight_digits(digits: &[u8]) -> Option<i64> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut bytes = [b'0'; 8];
    bytes[8 - digits.len()..].copy_from_slice(digits);
    // Each byte xor '0' is 0 to 9 exactly when the byte is a digit.
    let v = u64::from_le_bytes(bytes) ^ (ONES * u64::from(b'0'));
    if (v | v.wrapping_add(ONES * 0x76)) & (ONES * 0x80) != 0 {
        return None;
    }
    let v = (v.wrapping_mul(10 * 256 + 1) >> 8) & 0x00FF_00FF_00FF_00FF;
    let v = (v.wrapping_mul(100 * 65_536 + 1) >> 16) & 0x0000_FFFF_0000_FFFF;
    let v = v.wrapping_mul(10_000 * (1 << 32) + 1) >> 32;
    Some(v as i64)
}

/// 9 to 18 decimal digits, one at a time.
fn long_digits(digits: &[u8]) -> Option<i64> {
    let mut magnitude: i64 = 0;
    for &byte in digits {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        magnitude = magnitude * 10 + i64::from(digit);
    }
    Some(magnitude)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows of `input`, or the message of the error that ends it.
    fn rows(input: &str) -> Vec<Result<Vec<i64>, String>> {
        dp_problem::scan::read_text(input, |case: Case| case.values)
    }

    #[test]
    fn the_judges_sample_and_numbers_over_several_lines() {
        assert_eq!(
            rows("4\n4 -10 -20 7\n4\n1 2\n\n 3\t4\n0\n"),
            [Ok(vec![4, -10, -20, 7]), Ok(vec![1, 2, 3, 4])]
        );
        // Nothing after the 0 is read; a missing 0 after a whole case is fine.
        assert_eq!(rows("1 5 0 garbage"), [Ok(vec![5])]);
        assert_eq!(rows("2 1 2"), [Ok(vec![1, 2])]);
    }

    #[test]
    fn values_read_as_str_parse_reads_them() {
        let tokens = dp_testing::integer_tokens(3, 5_000);
        for token in tokens {
            let expected = token.parse::<i32>().ok().map(i64::from);
            assert_eq!(value_of(token.as_bytes()), expected, "{token}");
        }
    }

    #[test]
    fn bad_input_is_named() {
        assert_eq!(
            rows("2 1"),
            [Err(
                "1:4: input ended inside case 1: number 2 of 2 is missing".to_owned()
            )]
        );
        assert_eq!(
            rows("-1"),
            [Err(
                "1:1: found \"-1\", expected n, how many numbers (0 to 20,000; 0 ends the input)"
                    .to_owned()
            )]
        );
        assert_eq!(
            rows("1 2147483648"),
            [Err(format!(
                "1:3: found \"2147483648\", expected {VALUE_EXPECTED}"
            ))]
        );
        assert_eq!(rows("1 -2147483648"), [Ok(vec![-2_147_483_648])]);
        let too_long = rows("20001 1");
        assert!(
            too_long[0]
                .as_ref()
                .is_err_and(|e| e.starts_with("1:1: n = 20,001 numbers is more than"))
        );
    }
}
