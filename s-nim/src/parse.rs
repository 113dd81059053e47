//! Reading cases: the judge's format, whitespace-separated numbers (line breaks are
//! whitespace like any other): a test case is `k s1 .. sk`, then `m`, then m positions
//! `l h1 .. hl`; a `0` where k is expected ends the input (anything after it is not
//! read, as the judge does). Where the input ends cleanly after a whole test case without
//! the `0`, the cases read are answered.
//!
//! Limits. The judge's are 0 < k ≤ 100, 0 < s ≤ 10,000, 0 < m ≤ 100, 0 < l ≤ 100,
//! 0 ≤ h ≤ 10,000. This solver keeps k ≤ [`MAX_MOVES`] (a Grundy value is at most k: it
//! fits a byte, and the values one heap sees fit a 128-bit set) and goes beyond the
//! others: beads in a heap and in a move up to [`MAX_BEADS`] (the Grundy table takes 9
//! bytes a bead, 17 once a value reaches 64, and at most k steps each: 10^8 steps, a
//! fraction of a second, for a heap of a million), m up to [`MAX_POSITIONS`] and l up to [`MAX_HEAPS`] (a case then holds a
//! million heaps, 4 MB). Beyond the judge but harmless: m = 0 (an empty line of
//! letters) and l = 0 (a position with no heap, lost for the player to move). Refused
//! with a message naming the limit: anything larger, and a move of 0 beads (it would
//! never end the game).

use dp_problem::ReadCase;
use dp_problem::scan::{ParseError, Scanner, Token};
use dp_problem::text::thousands;

/// The most moves in S (the judge's limit): Grundy values are at most k.
pub const MAX_MOVES: u32 = 100;
/// The most beads in a heap or in a move (the judge's limit is 10,000).
pub const MAX_BEADS: u32 = 1_000_000;
/// The most positions in a test case (the judge's limit is 100).
pub const MAX_POSITIONS: u32 = 1_000;
/// The most heaps in a position (the judge's limit is 100).
pub const MAX_HEAPS: u32 = 1_000;

/// The beads in a heap, as the scanner's fast path takes them.
const BEADS: std::ops::RangeInclusive<i64> = 0..=MAX_BEADS as i64;

/// One test case: the move set and the positions asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// S as given, in input order (duplicates kept; the solver sorts and deduplicates).
    pub moves: Vec<u32>,
    /// Every heap of every position, one position after another.
    pub heaps: Vec<u32>,
    /// Where each position ends in `heaps`: position i is `heaps[ends[i-1]..ends[i]]`.
    pub ends: Vec<u32>,
}

impl Case {
    /// A case from its moves and positions (for tests and benches).
    pub fn new(moves: &[u32], positions: &[Vec<u32>]) -> Self {
        let mut case = Case {
            moves: moves.to_vec(),
            heaps: Vec::new(),
            ends: Vec::new(),
        };
        for position in positions {
            case.heaps.extend_from_slice(position);
            case.ends.push(case.heaps.len() as u32);
        }
        case
    }

    /// The positions, each the heaps of one, in input order.
    pub fn positions(&self) -> impl Iterator<Item = &[u32]> + '_ {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts
            .zip(&self.ends)
            .map(|(start, &end)| &self.heaps[start as usize..end as usize])
    }

    /// The largest heap of any position (0 when there is none).
    pub fn largest_heap(&self) -> u32 {
        self.heaps.iter().copied().max().unwrap_or(0)
    }
}

fn moves_expected() -> String {
    format!("k, the number of moves (1 to {MAX_MOVES}; 0 ends the input)")
}
fn positions_expected() -> String {
    format!(
        "m, the number of positions (0 to {})",
        thousands(MAX_POSITIONS.into())
    )
}
fn heaps_expected() -> String {
    format!(
        "l, the number of heaps (0 to {})",
        thousands(MAX_HEAPS.into())
    )
}

/// The whole number a token writes (decimal digits only, at most 19 of them), read
/// straight from its bytes; `None` for anything else. The hot path: a case at the judge's
/// limits has 10,000 heaps. (A branch-free SWAR reading of up to 8 bytes measured slower
/// here: gathering a token's bytes into a word costs more than its few digits.)
#[inline]
fn whole(text: &[u8]) -> Option<u64> {
    if text.is_empty() || text.len() > 19 {
        return None;
    }
    let mut value = 0u64;
    for &byte in text {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        value = value * 10 + u64::from(digit);
    }
    Some(value)
}

/// Reads a number of beads (a move's when `is_move`, else a heap's) and checks it against
/// [`MAX_BEADS`], naming the limit; the messages are built only for bad input.
#[inline]
fn beads(
    scanner: &mut Scanner<'_>,
    ended: impl FnOnce() -> String,
    is_move: bool,
) -> Result<u32, ParseError> {
    let least = u64::from(is_move);
    // The plain kind of number, straight from the scanner's buffer; anything else (too
    // large, a word, the end of the input) as a token, with its place and its error.
    if let Some(value) = scanner.next_integer_in(least as i64..=i64::from(MAX_BEADS)) {
        return Ok(value as u32);
    }
    let end = scanner.end_of_last_token();
    let Some(token) = scanner.next_token() else {
        return Err(ParseError::new(end, ended()));
    };
    match whole(token.text()) {
        Some(value) if value >= least && value <= u64::from(MAX_BEADS) => Ok(value as u32),
        found => Err(beads_error(&token, found, is_move)),
    }
}

/// The error for a token that is not a number of beads within the limits.
#[cold]
fn beads_error(token: &Token<'_>, found: Option<u64>, is_move: bool) -> ParseError {
    let (what, least) = if is_move {
        ("s, the beads a move takes", 1)
    } else {
        ("h, the beads in a heap", 0)
    };
    let expected = format!("{what} ({least} to {})", thousands(MAX_BEADS.into()));
    // Beyond 19 digits, or with a sign: what `str::parse` makes of it. A number within
    // the limits here had a `+` (which `whole` refuses): only the token is wrong.
    match found.or_else(|| token.parse::<u64>()) {
        Some(0) if is_move => ParseError::new(
            token.pos(),
            format!(
                "found {}, expected {expected}: a move of no beads would never end the game",
                token.quoted()
            ),
        ),
        Some(value) if value > u64::from(MAX_BEADS) => {
            let (noun, of) = if is_move {
                ("a move", "a move's")
            } else {
                ("a heap", "a heap's")
            };
            ParseError::new(
                token.pos(),
                format!(
                    "{noun} of {} beads is beyond this solver's limit of {} beads for {of} \
                     size (the judge's is 10,000): the Grundy table takes up to k steps and 9 \
                     bytes a bead",
                    thousands(value),
                    thousands(MAX_BEADS.into())
                ),
            )
        }
        _ => ParseError::unexpected(token, &expected),
    }
}

/// A count (m or l) up to `most`, or the error `found "x", expected {expected()}`, whose
/// message is built only then.
#[inline]
fn bounded(token: &Token<'_>, most: u32, expected: fn() -> String) -> Result<u32, ParseError> {
    match whole(token.text()) {
        Some(value) if value <= u64::from(most) => Ok(value as u32),
        _ => Err(ParseError::unexpected(token, &expected())),
    }
}

impl ReadCase for Case {
    /// Reads test case `number`; `None` at the terminating `0`.
    fn read_case(scanner: &mut Scanner<'_>, number: usize) -> Result<Option<Self>, ParseError> {
        let token = scanner.expect_token(|| {
            format!("input ended before test case {number}, expected k, the number of moves")
        })?;
        let count: u64 = token.value(&moves_expected())?;
        if count == 0 {
            return Ok(None);
        }
        if count > u64::from(MAX_MOVES) {
            return Err(ParseError::new(
                token.pos(),
                format!(
                    "k = {} moves is beyond the limit of {MAX_MOVES} (the judge's): a Grundy \
                     value is at most k, kept in a byte, and the values a heap sees in a \
                     128-bit set",
                    thousands(count)
                ),
            ));
        }
        let mut moves = Vec::with_capacity(count as usize);
        for index in 1..=count {
            let ended = || {
                format!(
                    "input ended inside test case {number}: move {index} of {count}, expected s"
                )
            };
            moves.push(beads(scanner, ended, true)?);
        }
        let positions = match scanner.next_integer_in(0..=i64::from(MAX_POSITIONS)) {
            Some(positions) => positions as u32,
            None => {
                let token = scanner.expect_token(|| {
                    format!(
                        "input ended inside test case {number}, expected m, the number of \
                         positions"
                    )
                })?;
                bounded(&token, MAX_POSITIONS, positions_expected)?
            }
        };
        let mut case = Case {
            moves,
            heaps: Vec::new(),
            ends: Vec::with_capacity(positions as usize),
        };
        for position in 1..=positions {
            let ended = || {
                format!(
                    "input ended inside test case {number}: position {position} of {positions}, \
                     expected l, the number of heaps"
                )
            };
            let heaps = match scanner.next_integer_in(0..=i64::from(MAX_HEAPS)) {
                Some(heaps) => heaps as u32,
                None => bounded(&scanner.expect_token(ended)?, MAX_HEAPS, heaps_expected)?,
            };
            case.heaps.reserve(heaps as usize);
            let (first, heaps_vec) = (case.heaps.len(), &mut case.heaps);
            // The plain numbers in one call, straight from the scanner's buffer; the others
            // one by one, each with its place and its error.
            scanner.integers_in(BEADS, heaps as usize, |h| heaps_vec.push(h as u32));
            while case.heaps.len() - first < heaps as usize {
                let heap = case.heaps.len() - first + 1;
                let ended = || {
                    format!(
                        "input ended inside test case {number}: position {position} of \
                         {positions}, heap {heap} of {heaps}, expected h"
                    )
                };
                case.heaps.push(beads(scanner, ended, false)?);
                let (left, heaps_vec) = (heaps as usize - (heap), &mut case.heaps);
                scanner.integers_in(BEADS, left, |h| heaps_vec.push(h as u32));
            }
            case.ends.push(case.heaps.len() as u32);
        }
        Ok(Some(case))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(input: &str) -> Vec<Result<Case, String>> {
        dp_problem::scan::read_text(input, |case: Case| case)
    }

    #[test]
    fn whole_numbers_read_as_str_parse_reads_them() {
        // Its own extras: every length of digits up to the 8 a word takes and past it,
        // and the longest it reads (19 digits) beside one more.
        let mut tokens = dp_testing::integer_tokens(7, 5_000);
        tokens.extend(
            [
                "00",
                "1234",
                "12345",
                "123456",
                "1234567",
                "12345678",
                "0000000001",
                "9999999999999999999",
                "10000000000000000000",
            ]
            .map(str::to_owned),
        );
        for token in tokens {
            let expected = (token.len() <= 19)
                .then(|| {
                    token
                        .bytes()
                        .all(|b| b.is_ascii_digit())
                        .then(|| token.parse::<u64>().ok())
                })
                .flatten()
                .flatten();
            assert_eq!(whole(token.as_bytes()), expected, "{token:?}");
        }
    }

    #[test]
    fn the_judges_sample() {
        let cases = parse(
            "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n",
        );
        assert_eq!(cases.len(), 2);
        let first = cases[0].as_ref().expect("valid");
        assert_eq!(first.moves, [2, 5]);
        let positions: Vec<&[u32]> = first.positions().collect();
        assert_eq!(positions, [&[5, 12][..], &[2, 4, 7], &[2, 3, 7, 12]]);
        assert_eq!(first.largest_heap(), 12);
        assert_eq!(cases[1].as_ref().expect("valid").moves, [1, 2, 3, 4, 5]);
    }

    #[test]
    fn stops_at_the_zero_or_a_clean_end() {
        assert_eq!(parse("1 1 1 1 3\n0\nanything").len(), 1);
        assert_eq!(parse("1 1 1 1 3\n\n").len(), 1);
        assert_eq!(parse("1 1 0 0").len(), 1);
        let empty = parse("1 1 2 0 1 0");
        let case = empty[0].as_ref().expect("valid");
        assert_eq!(case.positions().collect::<Vec<_>>(), [&[][..], &[0]]);
    }

    #[test]
    fn errors_name_the_problem_and_the_limits() {
        let cases = [
            (
                "101 1",
                "1:1: k = 101 moves is beyond the limit of 100 (the judge's): a Grundy value is \
                 at most k, kept in a byte, and the values a heap sees in a 128-bit set",
            ),
            (
                "x",
                "1:1: found \"x\", expected k, the number of moves (1 to 100; 0 ends the input)",
            ),
            (
                "2 1 0",
                "1:5: found \"0\", expected s, the beads a move takes (1 to 1,000,000): a move \
                 of no beads would never end the game",
            ),
            (
                "1 1000001",
                "1:3: a move of 1,000,001 beads is beyond this solver's limit of 1,000,000 beads \
                 for a move's size (the judge's is 10,000): the Grundy table takes up to k steps \
                 and 9 bytes a bead",
            ),
            (
                "1 1 1 1 99999999999",
                "1:9: a heap of 99,999,999,999 beads is beyond this solver's limit of 1,000,000 \
                 beads for a heap's size (the judge's is 10,000): the Grundy table takes up to \
                 k steps and 9 bytes a bead",
            ),
            (
                "1 1 1001",
                "1:5: found \"1001\", expected m, the number of positions (0 to 1,000)",
            ),
            (
                "1 1 1 1001",
                "1:7: found \"1001\", expected l, the number of heaps (0 to 1,000)",
            ),
            (
                "1 1 2 1 3\n2 4",
                "2:4: input ended inside test case 1: position 2 of 2, heap 2 of 2, expected h",
            ),
            (
                "2 1",
                "1:4: input ended inside test case 1: move 2 of 2, expected s",
            ),
            (
                "1 1 -1",
                "1:5: found \"-1\", expected m, the number of positions (0 to 1,000)",
            ),
            (
                "1 1 1 1 +5",
                "1:9: found \"+5\", expected h, the beads in a heap (0 to 1,000,000)",
            ),
            (
                "1 1 1 2 3 +0",
                "1:11: found \"+0\", expected h, the beads in a heap (0 to 1,000,000)",
            ),
            (
                "1 +7",
                "1:3: found \"+7\", expected s, the beads a move takes (1 to 1,000,000)",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(parse(input), [Err(message.to_owned())], "{input}");
        }
    }
}
