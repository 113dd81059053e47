//! Reading cases: `G B S`, then B bags `n c1 .. cn`, as whitespace-separated numbers (blank
//! lines anywhere; the judge's sample even puts everything on one line), until `0 0 0`.
//!
//! Limits: the judge's are 0 ≤ B ≤ 21, 0 ≤ G ≤ 8, 0 < n ≤ 10, S < 20. Beyond them this
//! solver accepts B up to [`MAX_BAGS`] (the DP table takes 4 × 2^B bytes: 8 MiB at B = 21,
//! 256 MiB at B = 26), n up to [`MAX_GEMS_PER_BAG`], and any S ≥ 1; it refuses more bags,
//! more colors than [`MAX_COLORS`], S = 0, and colors outside 1..G. Where the input ends
//! without `0 0 0` after a complete case, the cases read are answered; anything after
//! `0 0 0` is not read, as the judge does.

use dp_problem::ReadCase;
use dp_problem::scan::{ParseError, Scanner};

/// The most bags a case may have (the judge's limit is 21).
pub const MAX_BAGS: u32 = 26;
/// The most colors (the judge's limit too).
pub const MAX_COLORS: usize = 8;
/// The most gems in one bag (the judge's limit is 10).
pub const MAX_GEMS_PER_BAG: u32 = 100;

/// One case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// G, the number of colors.
    pub colors: usize,
    /// S, how many gems of one color melt into a magic stone.
    pub stones_need: u32,
    /// For each bag in input order, how many gems of each color (index 0 is color 1).
    pub bags: Vec<[u32; MAX_COLORS]>,
}

/// What the header's numbers are, for messages; the ranges come from the limits.
fn colors_expected() -> String {
    format!("G, the number of colors (0 to {MAX_COLORS})")
}
fn bags_expected() -> String {
    format!("B, the number of bags (0 to {MAX_BAGS})")
}
fn gems_expected() -> String {
    format!("n, the number of gems in the bag (1 to {MAX_GEMS_PER_BAG})")
}
fn stones_expected() -> String {
    format!("S, the gems that make a stone (1 to {})", u32::MAX)
}

/// The memory the DP table takes for `bags` bags: 4 bytes a set of poured bags.
pub fn table_bytes(bags: u32) -> u64 {
    4 << bags
}

impl ReadCase for Case {
    /// Reads one case; `None` at the terminating `0 0 0`.
    fn read_case(
        scanner: &mut Scanner<'_>,
        case_number: usize,
    ) -> Result<Option<Self>, ParseError> {
        let ended = |what: &str| {
            let what = what.to_owned();
            move || format!("input ended inside case {case_number}, expected {what}")
        };
        let colors_token = scanner.expect_token(ended("G, the number of colors"))?;
        let (colors_pos, colors_text) = (colors_token.pos(), colors_token.quoted());
        let colors: u32 = colors_token.value(&colors_expected())?;
        let bags_token = scanner.expect_token(ended("B, the number of bags"))?;
        let bags_pos = bags_token.pos();
        let bag_count: u32 = bags_token.value(&bags_expected())?;
        let stones_token = scanner.expect_token(ended("S, the gems that make a stone"))?;
        let (stones_pos, stones_text) = (stones_token.pos(), stones_token.quoted());
        let stones_need: u32 = stones_token.value(&stones_expected())?;
        if (colors, bag_count, stones_need) == (0, 0, 0) {
            return Ok(None);
        }
        if colors as usize > MAX_COLORS {
            let message = format!("found {colors_text}, expected {}", colors_expected());
            return Err(ParseError::new(colors_pos, message));
        }
        if bag_count > MAX_BAGS {
            return Err(ParseError::new(
                bags_pos,
                format!(
                    "B = {bag_count} bags is more than this solver's limit of {MAX_BAGS} (the judge's \
                     is 21): the DP table takes 4 x 2^B bytes, {} at B = {MAX_BAGS}",
                    dp_problem::error::bytes(table_bytes(MAX_BAGS))
                ),
            ));
        }
        if stones_need == 0 {
            let message = format!("found {stones_text}, expected {}", stones_expected());
            return Err(ParseError::new(stones_pos, message));
        }
        let mut bags = Vec::with_capacity(bag_count as usize);
        for bag_number in 1..=bag_count {
            let ended = |what: &'static str| {
                move || {
                    format!(
                        "input ended inside case {case_number}: bag {bag_number} of {bag_count}, \
                         expected {what}"
                    )
                }
            };
            let gem_count = scanner
                .expect_token(ended("n, the number of gems in the bag"))?
                .value_in(1..=MAX_GEMS_PER_BAG, &gems_expected())?;
            let mut bag = [0; MAX_COLORS];
            let expected = format!("a gem's color (1 to G = {colors})");
            for _ in 0..gem_count {
                let color = scanner
                    .expect_token(ended("a gem's color"))?
                    .value_in(1..=colors, &expected)?;
                bag[color as usize - 1] += 1;
            }
            bags.push(bag);
        }
        Ok(Some(Case {
            colors: colors as usize,
            stones_need,
            bags,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(input: &str) -> Vec<Result<Case, String>> {
        dp_problem::scan::read_text(input, |case: Case| case)
    }

    #[test]
    fn the_judges_one_line_sample() {
        let cases = parse("3 4 3 2 2 3 2 1 3 2 1 2 3 2 3 1 3 2 2 3 2 3 1 3 1 2 3 0 0 0");
        assert_eq!(cases.len(), 2);
        let first = cases[0].as_ref().expect("valid");
        assert_eq!(
            (first.colors, first.stones_need, first.bags.len()),
            (3, 3, 4)
        );
        assert_eq!(first.bags[3][..3], [1, 1, 1]);
        let second = cases[1].as_ref().expect("valid");
        assert_eq!(
            second.bags,
            [[1, 1, 1, 0, 0, 0, 0, 0], [1, 1, 1, 0, 0, 0, 0, 0]]
        );
    }

    #[test]
    fn stops_at_the_terminator_or_a_clean_end() {
        assert_eq!(parse("2 1 2 1 1\n0 0 0\nanything").len(), 1);
        assert_eq!(parse("2 1 2 1 1\n\n").len(), 1);
        assert_eq!(parse("0 0 5 0 0 0").len(), 1);
    }

    #[test]
    fn errors_name_the_problem() {
        let cases = [
            (
                "9 1 2 1 1",
                "1:1: found \"9\", expected G, the number of colors (0 to 8)",
            ),
            (
                "2 27 2",
                "1:3: B = 27 bags is more than this solver's limit of 26 (the judge's is 21): \
                 the DP table takes 4 x 2^B bytes, 256 MiB at B = 26",
            ),
            (
                "2 1 0 1 1",
                "1:5: found \"0\", expected S, the gems that make a stone (1 to 4294967295)",
            ),
            (
                "2 1 2 1 3",
                "1:9: found \"3\", expected a gem's color (1 to G = 2)",
            ),
            (
                "2 1 2 0",
                "1:7: found \"0\", expected n, the number of gems in the bag (1 to 100)",
            ),
            (
                "2 2 2\n1 1\n2 1",
                "3:4: input ended inside case 1: bag 2 of 2, expected a gem's color",
            ),
            (
                "2 2",
                "1:4: input ended inside case 1, expected S, the gems that make a stone",
            ),
            (
                "2 x 2",
                "1:3: found \"x\", expected B, the number of bags (0 to 26)",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(parse(input), [Err(message.to_owned())], "{input}");
        }
    }
}
