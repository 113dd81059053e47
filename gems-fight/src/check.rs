//! What `gems-fight check` needs of this problem; the answer (Alice's stones minus Bob's)
//! is compared exactly, dp-cli's default rule.
//!
//! - Sizes: B from 0 to the judge's 21 bags, each bag more about half as frequent (a
//!   solution's work doubles with each), G from 1 to 8, S from 1 to 19, 1 to 10 gems a bag,
//!   unless the knobs fix them.
//! - Edge families, one case in eight: chains of bonus turns (S = 1 or 2: almost every
//!   pour makes a stone and moves again), S = 1, G = 0 (then B = 0: "0 0 S" is a case,
//!   not the terminator) and B = 0.
//! - Shrinking: fewer bags (halves first, down to one bag less), then fewer gems in a bag
//!   (one color's gems halved or one gem fewer; a bag keeps one gem), then a smaller S,
//!   then fewer colors when the last ones are unused.

use std::io::{self, Write};

use dp_cli::shrink::{down_to, shorter};
use dp_cli::{Check, Draw};
use dp_core::rng::SplitMix64;
use dp_problem::Generate as _;
use itertools::Itertools;

use crate::GemsFight;
use crate::generate::Knobs;
use crate::parse::{Case, MAX_COLORS};

/// The judge's limit on bags.
pub const JUDGE_MAX_BAGS: u64 = 21;

impl Check for GemsFight {
    /// One case for `check`, at `scale`.
    fn sized(knobs: &Knobs, draw: Draw<'_>) -> io::Result<()> {
        let Draw {
            out, rng, scale, ..
        } = draw;
        let bags = knobs
            .bags
            .unwrap_or_else(|| scale.exponent(rng, 0, JUDGE_MAX_BAGS) as u32);
        let stones_need = knobs
            .stones_need
            .unwrap_or_else(|| rng.between(1, 19) as u32);
        Knobs {
            bags: Some(bags),
            stones_need: Some(stones_need),
            ..*knobs
        }
        .case(out, rng, 0)
    }

    /// One case of an edge family.
    fn edge(knobs: &Knobs, out: &mut dyn Write, rng: &mut SplitMix64) -> io::Result<()> {
        let bags = || knobs.bags.unwrap_or(0);
        match rng.below(4) {
            0 => Knobs {
                bags: Some(knobs.bags.unwrap_or_else(|| 1 + rng.below(8) as u32)),
                stones_need: Some(knobs.stones_need.unwrap_or_else(|| 1 + rng.below(2) as u32)),
                ..*knobs
            }
            .case(out, rng, 0),
            1 => Knobs {
                bags: Some(knobs.bags.unwrap_or_else(|| rng.below(8) as u32)),
                stones_need: Some(1),
                ..*knobs
            }
            .case(out, rng, 0),
            2 if bags() == 0 => writeln!(out, "0 0 {}", 1 + rng.below(19)),
            _ => Knobs {
                bags: Some(0),
                ..*knobs
            }
            .case(out, rng, 0),
        }
    }

    /// The case as the judge writes it: "G B S", then each bag "n c1 .. cn".
    fn write(case: &Case, out: &mut dyn Write) -> io::Result<()> {
        writeln!(
            out,
            "{} {} {}",
            case.colors,
            case.bags.len(),
            case.stones_need
        )?;
        for bag in &case.bags {
            let gems: Vec<usize> = (0..MAX_COLORS)
                .flat_map(|color| std::iter::repeat_n(color + 1, bag[color] as usize))
                .collect();
            writeln!(out, "{} {}", gems.len(), gems.iter().join(" "))?;
        }
        Ok(())
    }

    /// Smaller cases: see the module's comment.
    fn shrink(case: &Case) -> Vec<Case> {
        let with_bags = |bags: Vec<[u32; MAX_COLORS]>| Case {
            bags,
            ..case.clone()
        };
        let mut smaller: Vec<Case> = shorter(&case.bags, 0, 64)
            .into_iter()
            .map(with_bags)
            .collect();
        for (index, bag) in case.bags.iter().enumerate() {
            let total: u32 = bag.iter().sum();
            for color in 0..MAX_COLORS {
                for fewer in down_to(u64::from(bag[color]), 0) {
                    let fewer = fewer as u32;
                    if total - bag[color] + fewer == 0 {
                        continue;
                    }
                    let mut bags = case.bags.clone();
                    bags[index][color] = fewer;
                    smaller.push(with_bags(bags));
                }
            }
        }
        for stones_need in down_to(u64::from(case.stones_need), 1) {
            smaller.push(Case {
                stones_need: stones_need as u32,
                ..case.clone()
            });
        }
        let used = (0..MAX_COLORS)
            .rev()
            .find(|&color| case.bags.iter().any(|bag| bag[color] > 0))
            .map_or(0, |color| color + 1);
        if used < case.colors {
            smaller.push(Case {
                colors: used.max(usize::from(!case.bags.is_empty())),
                ..case.clone()
            });
        }
        smaller.retain(|candidate| candidate != case);
        smaller
    }

    /// The size `check` reports.
    fn size(case: &Case) -> Option<(u64, &'static str)> {
        Some((case.bags.len() as u64, "bags"))
    }

    /// The judge's 21 bags.
    fn limit() -> Option<(u64, &'static str)> {
        Some((JUDGE_MAX_BAGS, "bags"))
    }

    /// `--bags` at the judge's 21, unless the user fixed it.
    fn at_limit(knobs: &Knobs) -> Option<Knobs> {
        Some(Knobs {
            bags: Some(knobs.bags.unwrap_or(JUDGE_MAX_BAGS as u32)),
            ..*knobs
        })
    }
}
