//! `game-of-sum play`: the student takes numbers from either end against the optimal
//! player, and each take is priced by the DP's own `d` of every interval
//! ([`every_score`]): taking `gain` and leaving the interval `rest` is worth
//! `gain − (2·d(rest) − sum(rest))` to the mover, the lead it ends with.

use serde::Serialize;

use crate::GameOfSum;
use dp_problem::{Decisions, Priced, Turn};
use dp_problem::{Error, Playable};

use crate::solve::{Side, every_score};

/// The longest row `play` takes: it keeps `d` of every interval, 8 bytes each (16 MB at
/// this length).
pub const PLAY_MAX_LEN: usize = 2_000;

/// One game of Game of Sum, solved for play.
#[derive(Debug)]
pub struct Game {
    values: Vec<i64>,
    prefix: Vec<i64>,
    /// `d[i][len − 1]`.
    d: Vec<Vec<i64>>,
}

/// A position: the numbers left, `first..end`, both scores, and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// The first number left, from 0.
    pub first: usize,
    /// Just after the last number left.
    pub end: usize,
    /// A's and B's scores so far.
    pub scores: [i64; 2],
    /// Who moves: 0 A, 1 B.
    pub mover: usize,
}

/// Take `count` numbers from one end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Take {
    /// Which end.
    pub side: Side,
    /// How many numbers.
    pub count: usize,
}

impl Game {
    /// The game on `values`.
    pub fn new(values: &[i64]) -> Game {
        let mut prefix = vec![0i64; values.len() + 1];
        for (i, &value) in values.iter().enumerate() {
            prefix[i + 1] = prefix[i] + value;
        }
        Game {
            values: values.to_vec(),
            prefix,
            d: every_score(values),
        }
    }

    fn sum(&self, first: usize, end: usize) -> i64 {
        self.prefix[end] - self.prefix[first]
    }

    /// The lead the player to move ends with on `first..end`: `2·d − sum`.
    fn lead(&self, first: usize, end: usize) -> i64 {
        if first == end {
            0
        } else {
            2 * self.d[first][end - first - 1] - self.sum(first, end)
        }
    }

    /// The numbers `take` takes at `at`, as `first..end`.
    fn taken(at: &Position, take: &Take) -> (usize, usize) {
        match take.side {
            Side::Left => (at.first, at.first + take.count),
            Side::Right => (at.end - take.count, at.end),
        }
    }
}

impl Decisions for Game {
    type Position = Position;
    type Choice = Take;
    type Value = i64;

    const PLAYERS: &'static [&'static str] = &["A", "B"];
    const UNIT: &'static str = "points of lead";

    fn start(&self) -> Position {
        Position {
            first: 0,
            end: self.values.len(),
            scores: [0, 0],
            mover: 0,
        }
    }

    fn turn(&self, at: &Position) -> Turn {
        if at.first == at.end {
            Turn::Over
        } else {
            Turn::Player(at.mover)
        }
    }

    /// Fewer numbers first, the left end before the right: the solve's tie rule. Taking
    /// every number left is one move, written as from the left (`L` and the count).
    fn options(&self, at: &Position) -> Vec<Priced<Take, Position, i64>> {
        let len = at.end - at.first;
        (1..=len)
            .flat_map(|count| {
                let sides: &[Side] = if count == len {
                    &[Side::Left]
                } else {
                    &[Side::Left, Side::Right]
                };
                sides.iter().map(move |&side| Take { side, count })
            })
            .map(|take| {
                let (from, to) = Game::taken(at, &take);
                let gain = self.sum(from, to);
                let (first, end) = match take.side {
                    Side::Left => (to, at.end),
                    Side::Right => (at.first, from),
                };
                let mut scores = at.scores;
                scores[at.mover] += gain;
                Priced {
                    choice: take,
                    value: gain - self.lead(first, end),
                    leads_to: Position {
                        first,
                        end,
                        scores,
                        mover: 1 - at.mover,
                    },
                }
            })
            .collect()
    }

    fn show(&self, at: &Position) -> String {
        let left: Vec<String> = self.values[at.first..at.end]
            .iter()
            .map(i64::to_string)
            .collect();
        format!(
            "[{}] left; A {}, B {}",
            left.join(" "),
            at.scores[0],
            at.scores[1]
        )
    }

    fn ask(&self, at: &Position) -> String {
        format!(
            "L or R and how many, 1 to {} (L2: two from the left)",
            at.end - at.first
        )
    }

    fn key(&self, take: &Take) -> String {
        let side = match take.side {
            Side::Left => 'L',
            Side::Right => 'R',
        };
        format!("{side}{}", take.count)
    }

    fn name(&self, at: &Position, take: &Take) -> String {
        let (from, to) = Game::taken(at, take);
        let side = match take.side {
            Side::Left => "left",
            Side::Right => "right",
        };
        if take.count == at.end - at.first {
            return format!("all {} ({})", take.count, self.sum(from, to));
        }
        format!("{} from the {side} ({})", take.count, self.sum(from, to))
    }

    fn worth(&self, value: i64) -> String {
        value.to_string()
    }

    fn result(&self, end: &Position) -> String {
        let [a, b] = end.scores;
        format!("Game over: A {a}, B {b}: A − B = {}.", a - b)
    }
}

impl Playable for GameOfSum {
    type Game = Game;

    fn game(case: &Self::Case, _: &Self::Options) -> Result<Game, Error> {
        if case.values.len() > PLAY_MAX_LEN {
            return Err(Error::usage(format!(
                "play takes rows of at most {} numbers (it keeps the value of every interval, \
                 8 bytes each); this one has {}",
                dp_problem::text::thousands(PLAY_MAX_LEN as u64),
                dp_problem::text::thousands(case.values.len() as u64)
            )));
        }
        Ok(Game::new(&case.values))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::solve;
    use dp_core::Record;
    use dp_problem::decide::best;

    /// d by the recurrence as written, every rest compared.
    fn naive(values: &[i64], first: usize, end: usize) -> i64 {
        let sum: i64 = values[first..end].iter().sum();
        let least_rest = (first + 1..=end)
            .map(|rest| naive(values, rest, end))
            .chain((first..end).map(|rest| naive(values, first, rest)))
            .chain([0])
            .min()
            .unwrap_or(0);
        sum - least_rest
    }

    #[test]
    fn every_interval_and_the_answer_agree() {
        for values in [
            vec![4, -10, -20, 7],
            vec![1, 2, 3, 4],
            vec![-3, 5, -1, 2, 8, -6],
        ] {
            let game = Game::new(&values);
            for first in 0..values.len() {
                for end in first + 1..=values.len() {
                    let expected = naive(&values, first, end);
                    assert_eq!(game.d[first][end - first - 1], expected, "{values:?}");
                }
            }
            let options = game.options(&game.start());
            let best = best(&options).expect("a move");
            assert_eq!(
                options[best].value,
                solve(&values, Record::Answer).difference
            );
        }
    }
}
