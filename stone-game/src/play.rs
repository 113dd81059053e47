//! `stone-game play`: the student takes piles from the front, the optimal player answers,
//! and each take is priced by the DP's own `f`: taking `t` piles at position `i` is worth
//! `gain(i, t) − f(i + t)` to the mover, in stones of lead at the end.

use serde::Serialize;

use crate::StoneGame;
use dp_problem::{Decisions, Priced, Turn};
use dp_problem::{Error, Playable};

use crate::solve::every_difference;

/// How many piles the one-line position shows at its front.
const SHOWN_PILES: usize = 8;

/// One game of stone-game, solved for play: the piles, K, and `f` at every position.
#[derive(Clone, Debug)]
pub struct Game {
    values: Vec<i64>,
    max_take: usize,
    /// `f(i)`, from the solve.
    f: Vec<i128>,
    /// `s(0) − s(i)`: the sum of the first `i` piles.
    prefix: Vec<i128>,
}

/// A position: the first pile left, both scores so far, and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// The first pile left, from 0.
    pub pile: usize,
    /// Alice's and Bob's scores so far.
    pub scores: [i128; 2],
    /// Who moves: 0 Alice, 1 Bob.
    pub mover: usize,
}

impl Game {
    /// The game on `values` where a move takes 1 to `max_take` piles.
    pub fn new(values: &[i64], max_take: usize) -> Game {
        let mut prefix = Vec::with_capacity(values.len() + 1);
        prefix.push(0i128);
        for &value in values {
            prefix.push(prefix[prefix.len() - 1] + i128::from(value));
        }
        Game {
            values: values.to_vec(),
            max_take,
            f: every_difference(values, max_take),
            prefix,
        }
    }

    fn takes(&self, at: &Position) -> usize {
        self.max_take.min(self.values.len() - at.pile)
    }

    fn gain(&self, pile: usize, take: usize) -> i128 {
        self.prefix[pile + take] - self.prefix[pile]
    }
}

impl Decisions for Game {
    type Position = Position;
    type Choice = usize;
    type Value = i128;

    const PLAYERS: &'static [&'static str] = &["Alice", "Bob"];
    const UNIT: &'static str = "stones";

    fn start(&self) -> Position {
        Position {
            pile: 0,
            scores: [0, 0],
            mover: 0,
        }
    }

    fn turn(&self, at: &Position) -> Turn {
        if at.pile == self.values.len() {
            Turn::Over
        } else {
            Turn::Player(at.mover)
        }
    }

    fn options(&self, at: &Position) -> Vec<Priced<usize, Position, i128>> {
        (1..=self.takes(at))
            .map(|take| {
                let gain = self.gain(at.pile, take);
                let mut scores = at.scores;
                scores[at.mover] += gain;
                Priced {
                    choice: take,
                    value: gain - self.f[at.pile + take],
                    leads_to: Position {
                        pile: at.pile + take,
                        scores,
                        mover: 1 - at.mover,
                    },
                }
            })
            .collect()
    }

    fn show(&self, at: &Position) -> String {
        let left = &self.values[at.pile..];
        let mut piles: Vec<String> = left.iter().take(SHOWN_PILES).map(i64::to_string).collect();
        if left.len() > SHOWN_PILES {
            piles.push(format!("... {} more", left.len() - SHOWN_PILES));
        }
        format!(
            "[{}] left; Alice {}, Bob {}",
            piles.join(", "),
            at.scores[0],
            at.scores[1]
        )
    }

    fn ask(&self, at: &Position) -> String {
        match self.takes(at) {
            1 => "take 1 pile (type 1)".to_owned(),
            most => format!("how many piles to take, 1 to {most}"),
        }
    }

    fn key(&self, take: &usize) -> String {
        take.to_string()
    }

    fn name(&self, at: &Position, take: &usize) -> String {
        let piles = if *take == 1 { "pile" } else { "piles" };
        format!("take {take} {piles} ({})", self.gain(at.pile, *take))
    }

    fn worth(&self, value: i128) -> String {
        value.to_string()
    }

    fn result(&self, end: &Position) -> String {
        let [alice, bob] = end.scores;
        let winner = match alice.cmp(&bob) {
            std::cmp::Ordering::Greater => "Alice wins",
            std::cmp::Ordering::Less => "Bob wins",
            std::cmp::Ordering::Equal => "a tie",
        };
        format!("Game over: Alice {alice}, Bob {bob}: {winner}.")
    }
}

impl Playable for StoneGame {
    type Game = Game;

    fn game(case: &Self::Case, options: &Self::Options) -> Result<Game, Error> {
        Ok(Game::new(&case.values.to_vec(), options.max_take()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dp_problem::decide::best;

    #[test]
    fn every_take_is_priced_by_f() {
        // f = [-1, 12, 10, 7, 0] for [1, 2, 3, 7] and K = 3.
        let game = Game::new(&[1, 2, 3, 7], 3);
        let options = game.options(&game.start());
        let values: Vec<i128> = options.iter().map(|option| option.value).collect();
        assert_eq!(values, [-11, -7, -1]);
        assert_eq!(best(&options), Some(2));
        assert_eq!(
            options[0].leads_to,
            Position {
                pile: 1,
                scores: [1, 0],
                mover: 1
            }
        );
        // The value of the best option is f itself, at every position.
        for pile in 0..4 {
            let at = Position {
                pile,
                scores: [0, 0],
                mover: pile % 2,
            };
            let options = game.options(&at);
            let best = best(&options).expect("a move");
            assert_eq!(options[best].value, game.f[pile]);
        }
        assert_eq!(
            game.turn(&Position {
                pile: 4,
                scores: [0, 0],
                mover: 0
            }),
            Turn::Over
        );
    }
}
