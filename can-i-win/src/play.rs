//! `can-i-win play`: the student takes numbers against the optimal player, and each number
//! is priced by the DP's own table of won and lost sets ([`crate::solve::lengths`]): a number
//! that reaches T wins; any other wins exactly when the set it leaves is lost for the
//! opponent. Values are games: 1 a win, 0 a loss.

use serde::Serialize;

use crate::CanIWin;
use dp_core::bits::{full, ones};
use dp_problem::{Decisions, Priced, Turn};
use dp_problem::{Error, Playable};

use crate::parse::Case;
use crate::solve::{lengths, triangle};

/// One game of can-i-win, solved for play.
#[derive(Debug)]
pub struct Game {
    case: Case,
    /// `moves(F) << 1 | win(F)` for every set `F` of free numbers; empty when no one can
    /// move (T = 0 is reached before the first move, T > N never).
    table: Vec<u8>,
}

/// A position: the numbers still free, the running total, and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// The free numbers, bit `x − 1` for `x`.
    pub free: u32,
    /// The running total.
    pub total: u64,
    /// Who moves: 0 the first player, 1 the second.
    pub mover: usize,
}

impl Game {
    /// The game of `case`.
    pub fn new(case: &Case) -> Game {
        let played = case.target > 0 && case.target <= triangle(case.max_number);
        let table = if played {
            // T ≤ N, so the slack fits.
            lengths(
                case.max_number,
                (triangle(case.max_number) - case.target) as u32,
            )
        } else {
            Vec::new()
        };
        Game { case: *case, table }
    }

    fn wins(&self, free: u32) -> bool {
        self.table[free as usize] & 1 == 1
    }
}

impl Decisions for Game {
    type Position = Position;
    type Choice = u32;
    type Value = i64;

    const PLAYERS: &'static [&'static str] = &["Player 1", "Player 2"];
    const UNIT: &'static str = "games won";

    fn start(&self) -> Position {
        Position {
            free: full(self.case.max_number),
            total: 0,
            mover: 0,
        }
    }

    fn turn(&self, at: &Position) -> Turn {
        if self.table.is_empty() || at.total >= self.case.target || at.free == 0 {
            Turn::Over
        } else {
            Turn::Player(at.mover)
        }
    }

    fn options(&self, at: &Position) -> Vec<Priced<u32, Position, i64>> {
        let left = self.case.target - at.total;
        ones(at.free)
            .map(|bit| {
                let number = bit + 1;
                let free = at.free & !(1 << bit);
                let wins = u64::from(number) >= left || !self.wins(free);
                Priced {
                    choice: number,
                    value: i64::from(wins),
                    leads_to: Position {
                        free,
                        total: at.total + u64::from(number),
                        mover: 1 - at.mover,
                    },
                }
            })
            .collect()
    }

    fn show(&self, at: &Position) -> String {
        let free: Vec<String> = ones(at.free).map(|bit| (bit + 1).to_string()).collect();
        format!(
            "total {} of {}, free {}",
            at.total,
            self.case.target,
            free.join(" ")
        )
    }

    fn ask(&self, _: &Position) -> String {
        "a free number".to_owned()
    }

    fn key(&self, number: &u32) -> String {
        number.to_string()
    }

    fn name(&self, _: &Position, number: &u32) -> String {
        format!("take {number}")
    }

    fn worth(&self, value: i64) -> String {
        dp_problem::decide::win_or_loss(value)
    }

    fn per_decision(&self, mean: f64) -> String {
        format!("{mean:.2}")
    }

    fn cost(&self, cost: i64) -> String {
        cost.to_string()
    }

    fn result(&self, end: &Position) -> String {
        if self.case.target == 0 {
            return "T = 0 is reached before the first move: Player 1 wins.".to_owned();
        }
        if end.total < self.case.target {
            return format!("No one can reach {}: Player 1 loses.", self.case.target);
        }
        // The player who moved last reached T.
        format!(
            "Game over: Player {} reaches {} with a total of {}.",
            2 - end.mover,
            self.case.target,
            end.total
        )
    }
}

impl Playable for CanIWin {
    type Game = Game;

    fn game(case: &Self::Case, _: &Self::Options) -> Result<Game, Error> {
        Ok(Game::new(case))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve;
    use dp_problem::decide::best;

    #[test]
    fn the_values_are_the_solves_answers() {
        let sweeps = solve::RunSweeps::default();
        for (max_number, target) in [(10, 11), (4, 6), (5, 9), (6, 12), (3, 5), (10, 40)] {
            let case = Case { max_number, target };
            let game = Game::new(&case);
            let options = game.options(&game.start());
            let best = best(&options).expect("a move");
            let answer = solve::solve(&case, false, &sweeps).wins;
            assert_eq!(options[best].value == 1, answer, "{case:?}");
            assert_eq!(game.wins(game.start().free), answer);
        }
        // 10 11: whatever the first player takes, the second reaches 11.
        let game = Game::new(&Case {
            max_number: 10,
            target: 11,
        });
        assert!(
            game.options(&game.start())
                .iter()
                .all(|option| option.value == 0)
        );
    }
}
