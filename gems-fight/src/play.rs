//! `gems-fight play`: the student pours bags against the optimal player, and each pour is
//! priced by the DP's own tables ([`Tables`]): `gain + f(P + b)` when it makes stones (the
//! same player pours again), `−f(P + b)` when it does not, in stones of lead at the end.

use serde::Serialize;

use crate::GemsFight;
use dp_core::bits::full;
use dp_problem::{Decisions, Priced, Turn};
use dp_problem::{Error, Playable};

use crate::parse::Case;
use crate::solve::Tables;

/// One game of gems-fight, solved for play.
#[derive(Debug)]
pub struct Game {
    case: Case,
    tables: Tables,
}

/// A position: the bags poured, both players' stones, and who pours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// The bags poured, bit `b` for bag `b` (from 0, in input order).
    pub poured: u32,
    /// Alice's and Bob's stones so far.
    pub stones: [u32; 2],
    /// Who pours: 0 Alice, 1 Bob.
    pub mover: usize,
}

impl Game {
    /// The game of `case`.
    pub fn new(case: &Case) -> Game {
        Game {
            case: case.clone(),
            tables: Tables::new(case),
        }
    }

    fn gems(&self, bag: usize) -> String {
        let bag = &self.case.bags[bag];
        (0..self.case.colors)
            .flat_map(|color| std::iter::repeat_n(color + 1, bag[color] as usize))
            .map(|color| color.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl Decisions for Game {
    type Position = Position;
    type Choice = usize;
    type Value = i32;

    const PLAYERS: &'static [&'static str] = &["Alice", "Bob"];
    const UNIT: &'static str = "stones";

    fn start(&self) -> Position {
        Position {
            poured: 0,
            stones: [0, 0],
            mover: 0,
        }
    }

    fn turn(&self, at: &Position) -> Turn {
        if at.poured == full(self.case.bags.len() as u32) {
            Turn::Over
        } else {
            Turn::Player(at.mover)
        }
    }

    fn options(&self, at: &Position) -> Vec<Priced<usize, Position, i32>> {
        self.tables
            .pours(at.poured)
            .into_iter()
            .map(|pour| {
                let mut stones = at.stones;
                stones[at.mover] += pour.gain;
                Priced {
                    choice: pour.bag,
                    value: pour.value,
                    leads_to: Position {
                        poured: at.poured | 1 << pour.bag,
                        stones,
                        // Stones made earn another pour.
                        mover: if pour.gain > 0 {
                            at.mover
                        } else {
                            1 - at.mover
                        },
                    },
                }
            })
            .collect()
    }

    fn show(&self, at: &Position) -> String {
        let left: Vec<String> = (0..self.case.bags.len())
            .filter(|bag| at.poured >> bag & 1 == 0)
            .map(|bag| (bag + 1).to_string())
            .collect();
        format!(
            "bags {} left; Alice {}, Bob {}",
            left.join(" "),
            at.stones[0],
            at.stones[1]
        )
    }

    fn board(&self, at: &Position) -> String {
        let need = self.case.stones_need;
        let rule = if need == 1 {
            "1 gem of a color makes a stone".to_owned()
        } else {
            format!("{need} gems of a color make a stone")
        };
        // What the pours so far left in the cooker: each color's gems, less the stones made.
        let cooker: Vec<String> = (0..self.case.colors)
            .filter_map(|color| {
                let poured: u32 = (0..self.case.bags.len())
                    .filter(|bag| at.poured >> bag & 1 == 1)
                    .map(|bag| self.case.bags[bag][color])
                    .sum();
                let left = poured % need;
                (left > 0).then(|| format!("{left} of color {}", color + 1))
            })
            .collect();
        let cooker = if cooker.is_empty() {
            "nothing".to_owned()
        } else {
            cooker.join(", ")
        };
        let mut text = format!(
            "Alice {}, Bob {} stones; {rule}. In the cooker: {cooker}. Bags left (their gems' colors):",
            at.stones[0], at.stones[1]
        );
        for bag in (0..self.case.bags.len()).filter(|bag| at.poured >> bag & 1 == 0) {
            text.push_str(&format!("\n  {:>2}: {}", bag + 1, self.gems(bag)));
        }
        text
    }

    fn ask(&self, _: &Position) -> String {
        "the bag to pour (its number)".to_owned()
    }

    fn key(&self, bag: &usize) -> String {
        (bag + 1).to_string()
    }

    fn name(&self, at: &Position, bag: &usize) -> String {
        let gain = self
            .tables
            .pours(at.poured)
            .iter()
            .find(|pour| pour.bag == *bag)
            .map_or(0, |pour| pour.gain);
        match gain {
            0 => format!("pour bag {}", bag + 1),
            1 => format!("pour bag {} (1 stone)", bag + 1),
            many => format!("pour bag {} ({many} stones)", bag + 1),
        }
    }

    fn worth(&self, value: i32) -> String {
        value.to_string()
    }

    fn result(&self, end: &Position) -> String {
        let [alice, bob] = end.stones;
        let winner = match alice.cmp(&bob) {
            std::cmp::Ordering::Greater => "Alice is ahead",
            std::cmp::Ordering::Less => "Bob is ahead",
            std::cmp::Ordering::Equal => "even",
        };
        format!("Game over: Alice {alice}, Bob {bob} stones: {winner}.")
    }
}

impl Playable for GemsFight {
    type Game = Game;

    fn game(case: &Self::Case, _: &Self::Options) -> Result<Game, Error> {
        Ok(Game::new(case))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::solve;
    use dp_problem::decide::best;

    #[test]
    fn best_play_reaches_the_solves_difference() {
        // 3 colors, 4 bags, S = 3: best play on both sides ends at the solve's f(∅).
        let case = Case {
            colors: 3,
            stones_need: 3,
            bags: vec![
                [1, 1, 0, 0, 0, 0, 0, 0],
                [1, 0, 1, 0, 0, 0, 0, 0],
                [0, 1, 1, 0, 0, 0, 0, 0],
                [1, 0, 2, 0, 0, 0, 0, 0],
            ],
        };
        let game = Game::new(&case);
        let mut at = game.start();
        let first = game.options(&at);
        let opening = first[best(&first).expect("a bag")].value;
        assert_eq!(opening, game.tables.value(0));
        while game.turn(&at) != Turn::Over {
            let options = game.options(&at);
            at = options[best(&options).expect("a bag")].leads_to;
        }
        let difference = at.stones[0] as i32 - at.stones[1] as i32;
        assert_eq!(difference, opening);
        assert_eq!(difference, solve(&case).difference);
    }
}
