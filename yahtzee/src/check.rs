//! What `yahtzee check` and `yahtzee judge` need of this problem: the judge's rule (any
//! optimal assignment is right), the edge families, how a game is written back and how
//! it gets simpler.
//!
//! - The rule (`judge`): the 15 numbers must read; the 13 scores must be what 13
//!   distinct rolls give in those categories (a perfect matching of categories to rolls,
//!   found by a DP over sets of rolls); the bonus must follow from the six upper scores
//!   (35 at 63); the total must be the scores plus the bonus, and the optimum.
//! - Edge families, one case in eight: upper sums around 63 (three of each face, one
//!   face one die off or not), five equal dice, straights, full houses; the other rolls
//!   random, the rolls shuffled.
//! - A game is always 13 rolls, so shrinking makes it simpler rather than shorter: a roll
//!   becomes five 1s, its dice sorted, or one die one lower (toward 1).

use std::io::{self, Write};

use dp_cli::verdict::number;
use dp_cli::{Check, Draw, Verdict};
use dp_core::rng::SplitMix64;
use dp_problem::Generate;
use dp_problem::scan::Scanner;
use itertools::Itertools;

use crate::Yahtzee;
use crate::generate::Knobs;
use crate::parse::{DICE_PER_ROLL, FACES, Game};
use crate::{Options, Solved};
use yahtzee_optimal::rules::{Category, Dice, ROLLS, ScoreTable, bonus};

/// Whether 13 distinct rolls give `scores`, category by category: the sets of rolls that
/// can fill the first k categories, layer by layer.
pub fn assignable(table: &ScoreTable, scores: &[u32; ROLLS]) -> bool {
    let mut reachable = vec![false; 1 << ROLLS];
    reachable[0] = true;
    for set in 0..(1usize << ROLLS) {
        if !reachable[set] {
            continue;
        }
        let category = set.count_ones() as usize;
        if category == ROLLS {
            return true;
        }
        for (roll, row) in table.iter().enumerate() {
            if set & (1 << roll) == 0 && row[category] == scores[category] {
                reachable[set | (1 << roll)] = true;
            }
        }
    }
    false
}

/// A roll drawn as the knobs say: uniform, or with each die after the first equal to the
/// one before it `same` percent of the time.
pub fn roll(rng: &mut SplitMix64, same: u8) -> Dice {
    let mut dice = [0; DICE_PER_ROLL];
    for index in 0..DICE_PER_ROLL {
        dice[index] = if index > 0 && rng.below(100) < u64::from(same) {
            dice[index - 1]
        } else {
            rng.between(1, i64::from(FACES)) as u8
        };
    }
    dice
}

/// Writes the rolls, one a line, as the judge does.
pub fn write_rolls(rolls: &[Dice], out: &mut dyn Write) -> io::Result<()> {
    for dice in rolls {
        writeln!(out, "{}", dice.iter().join(" "))?;
    }
    Ok(())
}

impl Check for Yahtzee {
    /// Judges one game's answer: see the module's comment.
    fn judge(
        _: &Game,
        _: &Options,
        solved: &Solved,
        output: &mut Scanner<'_>,
    ) -> Result<(), Verdict> {
        let mut scores = [0u32; ROLLS];
        for (index, category) in Category::ALL.iter().enumerate() {
            scores[index] = number(
                output,
                &format!("token {}, the score of {}", index + 1, category.name()),
            )?;
        }
        let bonus_given: u32 = number(output, "token 14, the bonus")?;
        let total: u32 = number(output, "token 15, the total")?;
        if let Some(index) = (0..ROLLS)
            .find(|&index| (0..ROLLS).all(|roll| solved.table[roll][index] != scores[index]))
        {
            return Err(Verdict::Wrong(format!(
                "token {}: no roll scores {} in {}",
                index + 1,
                scores[index],
                Category::ALL[index].name()
            )));
        }
        if !assignable(&solved.table, &scores) {
            return Err(Verdict::Wrong(format!(
                "tokens 1 to 13: no assignment of the 13 rolls to the categories gives the scores {}",
                scores.iter().join(" ")
            )));
        }
        let upper: u32 = scores[..Category::UPPER].iter().sum();
        if bonus_given != bonus(upper) {
            return Err(Verdict::Wrong(format!(
                "token 14: the bonus of an upper section of {upper} is {}, found {bonus_given}",
                bonus(upper)
            )));
        }
        let sum = scores.iter().sum::<u32>() + bonus_given;
        if total != sum {
            return Err(Verdict::Wrong(format!(
                "token 15: the scores and the bonus add up to {sum}, found the total {total}"
            )));
        }
        if total != solved.best.total {
            return Err(Verdict::Wrong(format!(
                "token 15: the total {total} is not the optimum {}",
                solved.best.total
            )));
        }
        Ok(())
    }

    /// Writes a game of one of the edge families.
    fn edge(knobs: &Knobs, out: &mut dyn Write, rng: &mut SplitMix64) -> io::Result<()> {
        let same = knobs.same.unwrap_or(0);
        let face = |rng: &mut SplitMix64| rng.between(1, i64::from(FACES)) as u8;
        let mut rolls: Vec<Dice> = Vec::new();
        match rng.below(4) {
            0 => {
                // Three of each face: an upper section of exactly 63, one die off or not.
                for face_value in 1..=FACES {
                    let mut dice = [face_value, face_value, face_value, 0, 0];
                    for die in &mut dice[3..] {
                        *die = loop {
                            let other = face(rng);
                            if other != face_value {
                                break other;
                            }
                        };
                    }
                    rolls.push(dice);
                }
                if rng.below(2) == 0 {
                    let which = rng.below(6) as usize;
                    rolls[which][3] = rolls[which][0];
                } else if rng.below(2) == 0 {
                    let which = rng.below(6) as usize;
                    rolls[which][2] = rolls[which][3];
                }
            }
            family => {
                let count = 1 + rng.below(6);
                for _ in 0..count {
                    let value = face(rng);
                    rolls.push(match family {
                        1 => [value; 5],
                        2 => {
                            let low = rng.between(1, 2) as u8;
                            let mut dice = [low, low + 1, low + 2, low + 3, low + 4];
                            if rng.below(2) == 0 {
                                dice[4] = face(rng);
                            }
                            dice
                        }
                        _ => {
                            let other = if value == FACES { 1 } else { value + 1 };
                            [value, value, value, other, other]
                        }
                    });
                }
            }
        }
        while rolls.len() < ROLLS {
            rolls.push(roll(rng, same));
        }
        rng.shuffle(&mut rolls);
        for dice in &mut rolls {
            rng.shuffle(dice);
        }
        write_rolls(&rolls, out)
    }

    /// For `check`: a game is always 13 rolls; half the games get a biased roll (a random
    /// 0 to 90 percent), unless `--same` fixes it.
    fn sized(knobs: &Knobs, draw: Draw<'_>) -> io::Result<()> {
        let Draw {
            out, rng, index, ..
        } = draw;
        let same = match knobs.same {
            Some(same) => same,
            None if rng.below(2) == 0 => 0,
            None => rng.below(91) as u8,
        };
        Knobs { same: Some(same) }.case(out, rng, index)
    }

    /// The game as the judge writes it.
    fn write(game: &Game, out: &mut dyn Write) -> io::Result<()> {
        write_rolls(&game.rolls, out)
    }

    /// Simpler games: a roll made five 1s, sorted, or one die one lower.
    fn shrink(game: &Game) -> Vec<Game> {
        let mut simpler = Vec::new();
        let mut with = |roll: usize, dice: Dice| {
            if dice != game.rolls[roll] {
                let mut rolls = game.rolls;
                rolls[roll] = dice;
                simpler.push(Game { rolls });
            }
        };
        for roll in 0..ROLLS {
            with(roll, [1; DICE_PER_ROLL]);
        }
        for roll in 0..ROLLS {
            let mut sorted = game.rolls[roll];
            sorted.sort_unstable();
            with(roll, sorted);
        }
        for roll in 0..ROLLS {
            for die in 0..DICE_PER_ROLL {
                let mut dice = game.rolls[roll];
                if dice[die] > 1 {
                    dice[die] -= 1;
                    with(roll, dice);
                }
            }
        }
        simpler
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_optimal::rules::{FullHouse, score_table};

    #[test]
    fn scores_of_some_assignment_are_assignable_and_others_not() {
        let rolls = [[1, 2, 3, 4, 5]; ROLLS];
        let table = score_table(&rolls, FullHouse::FiveOfAKindCounts);
        let mut scores = [0; ROLLS];
        for (category, score) in scores.iter_mut().enumerate() {
            *score = table[category][category];
        }
        assert!(assignable(&table, &scores));
        // Two long straights from rolls that all are the same straight: fine; a 35 in
        // ones is not.
        scores[0] = 35;
        assert!(!assignable(&table, &scores));
    }
}
