//! What `pig check` needs of this problem; the answer (6 decimals) is compared exactly,
//! dp-cli's default rule: our digits are proven (see the crate's `solve`), so a right
//! solution that rounds its own value correctly prints the same.
//!
//! - Sizes: GOAL from 1 to 500 and SIDES from 2 to 100, a GOAL of at least g about once in
//!   g³ cases (a solution's work grows as GOAL³), unless the knobs fix them.
//! - Edge families, one case in eight: small goals (1 to 5), two-sided dice.
//! - Shrinking: a smaller GOAL (1, half way, one less), then fewer SIDES.

use std::io::{self, Write};

use dp_cli::shrink::numbers_down;
use dp_cli::{Check, Draw};
use dp_core::rng::SplitMix64;

use crate::Pig;
use crate::generate::Knobs;
use crate::parse::{Case, MAX_GOAL, MAX_SIDES, MIN_SIDES};

impl Check for Pig {
    /// One case for `check`, at `scale`.
    fn sized(knobs: &Knobs, draw: Draw<'_>) -> io::Result<()> {
        let Draw {
            out, rng, scale, ..
        } = draw;
        let goal = knobs
            .goal
            .unwrap_or_else(|| scale.size(rng, 1, u64::from(MAX_GOAL), 3) as u32);
        let sides = knobs.sides.unwrap_or_else(|| {
            scale.size(rng, u64::from(MIN_SIDES), u64::from(MAX_SIDES), 1) as u32
        });
        writeln!(out, "{goal} {sides}")
    }

    /// One case of an edge family.
    fn edge(knobs: &Knobs, out: &mut dyn Write, rng: &mut SplitMix64) -> io::Result<()> {
        let (goal, sides) = if rng.below(2) == 0 {
            (
                1 + rng.below(5) as u32,
                knobs.sides.unwrap_or(2 + rng.below(7) as u32),
            )
        } else {
            (knobs.goal.unwrap_or(1 + rng.below(30) as u32), 2)
        };
        writeln!(
            out,
            "{} {}",
            knobs.goal.unwrap_or(goal),
            knobs.sides.unwrap_or(sides)
        )
    }

    /// The case as a line "GOAL SIDES".
    fn write(case: &Case, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{} {}", case.goal, case.sides)
    }

    /// Smaller cases: a smaller GOAL, then fewer SIDES.
    fn shrink(case: &Case) -> Vec<Case> {
        numbers_down(
            case,
            &[
                (u64::from(case.goal), 1, |case, goal| {
                    case.goal = goal as u32
                }),
                (
                    u64::from(case.sides),
                    u64::from(MIN_SIDES),
                    |case, sides| {
                        case.sides = sides as u32;
                    },
                ),
            ],
        )
    }

    /// The size `check` reports.
    fn size(case: &Case) -> Option<(u64, &'static str)> {
        Some((u64::from(case.goal), "points to the goal"))
    }

    /// The largest goal.
    fn limit() -> Option<(u64, &'static str)> {
        Some((u64::from(MAX_GOAL), "points to the goal"))
    }

    /// `--goal` at the largest, unless the user fixed it.
    fn at_limit(knobs: &Knobs) -> Option<Knobs> {
        Some(Knobs {
            goal: Some(knobs.goal.unwrap_or(MAX_GOAL)),
            ..*knobs
        })
    }
}
