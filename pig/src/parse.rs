//! Reading cases: `GOAL SIDES`, two whitespace-separated numbers a case (one case a line
//! in practice; any whitespace, blank lines included, is accepted between numbers).
//!
//! Limits: GOAL from 1 to [`MAX_GOAL`], SIDES from [`MIN_SIDES`] to [`MAX_SIDES`]; a
//! number outside is refused with a message that names the range. The time of a case grows
//! as GOAL³ (about 1 s at GOAL = 500 on one core); the die's faces cost nothing beyond a
//! buffer of SIDES values, so their limit only keeps the input a die.

use dp_problem::ReadCase;
use dp_problem::scan::{ParseError, Scanner};

/// The largest goal: the solve takes about GOAL³ / 10⁸ seconds, 1 s at 500.
pub const MAX_GOAL: u32 = 500;
/// The fewest faces: a die needs a 1 and at least one face that scores.
pub const MIN_SIDES: u32 = 2;
/// The most faces.
pub const MAX_SIDES: u32 = 100;

/// One game of Pig.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    /// GOAL, the score that wins.
    pub goal: u32,
    /// SIDES, the faces of the die, numbered 1 to SIDES.
    pub sides: u32,
}

/// What GOAL is, for messages; the range comes from the limit.
pub fn goal_expected() -> String {
    format!("GOAL, the score that wins (1 to {MAX_GOAL})")
}

/// What SIDES is, for messages.
pub fn sides_expected() -> String {
    format!("SIDES, the faces of the die ({MIN_SIDES} to {MAX_SIDES})")
}

impl ReadCase for Case {
    /// Reads one case.
    fn read_case(scanner: &mut Scanner<'_>, number: usize) -> Result<Option<Self>, ParseError> {
        let ended = |what: &'static str| {
            move || format!("input ended inside case {number}, expected {what}")
        };
        let goal = scanner
            .expect_token(ended("GOAL"))?
            .value_in(1..=MAX_GOAL, &goal_expected())?;
        let sides = scanner
            .expect_token(ended("SIDES, the faces of the die"))?
            .value_in(MIN_SIDES..=MAX_SIDES, &sides_expected())?;
        Ok(Some(Case { goal, sides }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(input: &str) -> Vec<Result<(u32, u32), String>> {
        dp_problem::scan::read_text(input, |case: Case| (case.goal, case.sides))
    }

    #[test]
    fn reads_pairs_across_any_whitespace() {
        assert_eq!(
            parse("100 6\n\n1\t2\n500\n100\n"),
            [Ok((100, 6)), Ok((1, 2)), Ok((500, 100))]
        );
    }

    #[test]
    fn errors_name_the_number_and_its_range() {
        let cases = [
            (
                "0 6",
                "1:1: found \"0\", expected GOAL, the score that wins (1 to 500)",
            ),
            (
                "501 6",
                "1:1: found \"501\", expected GOAL, the score that wins (1 to 500)",
            ),
            (
                "10 1",
                "1:4: found \"1\", expected SIDES, the faces of the die (2 to 100)",
            ),
            (
                "10 101",
                "1:4: found \"101\", expected SIDES, the faces of the die (2 to 100)",
            ),
            (
                "-5 6",
                "1:1: found \"-5\", expected GOAL, the score that wins (1 to 500)",
            ),
            (
                "10 six",
                "1:4: found \"six\", expected SIDES, the faces of the die (2 to 100)",
            ),
            (
                "10 6\n20",
                "2:3: input ended inside case 2, expected SIDES, the faces of the die",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(
                parse(input).last(),
                Some(&Err(message.to_owned())),
                "{input}"
            );
        }
    }
}
