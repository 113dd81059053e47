//! `pig play`: the student rolls or holds against the optimal player, with a seeded die,
//! and each choice is priced by the solve's chance to win: `P(j, i + k, 0)` handed over by
//! a hold, and the pass of the solve's own recurrence down the turn totals for a roll
//! ([`solve::moves`], what `pig advise` prints), from the table of `P(i, j, 0)` the solve
//! proved.

use serde::Serialize;

use crate::Pig;
use dp_problem::{Decisions, Outcome, Priced, Turn};
use dp_problem::{Error, Playable};

use crate::solve::{self, Solution};

/// One game of Pig, solved for play.
#[derive(Debug)]
pub struct Game {
    solution: Solution,
}

/// A position: both scores, the turn total at stake, who moves, and whether the die is in
/// the air (chance's move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// The first and the second player's banked scores.
    pub scores: [u32; 2],
    /// The turn total at stake.
    pub turn: u32,
    /// Who moves: 0 the first player, 1 the second.
    pub mover: usize,
    /// The mover has chosen to roll: the die decides next.
    pub rolling: bool,
}

/// Roll the die, or bank the turn total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Choice {
    /// Bank the turn total and pass the turn.
    Hold,
    /// Roll again.
    Roll,
}

impl Game {
    /// The game of `solution`'s case.
    pub fn new(solution: Solution) -> Game {
        Game { solution }
    }

    fn goal(&self) -> u32 {
        self.solution.case.goal
    }
}

impl Decisions for Game {
    type Position = Position;
    type Choice = Choice;
    type Value = f64;

    const PLAYERS: &'static [&'static str] = &["Player 1", "Player 2"];
    const UNIT: &'static str = "chance to win";

    fn start(&self) -> Position {
        Position {
            scores: [0, 0],
            turn: 0,
            mover: 0,
            rolling: false,
        }
    }

    fn turn(&self, at: &Position) -> Turn {
        if at.scores.iter().any(|&score| score >= self.goal()) {
            Turn::Over
        } else if at.rolling {
            Turn::Chance
        } else {
            Turn::Player(at.mover)
        }
    }

    /// Hold first: the solve holds when holding is worth at least as much as rolling.
    fn options(&self, at: &Position) -> Vec<Priced<Choice, Position, f64>> {
        let (me, them) = (at.scores[at.mover], at.scores[1 - at.mover]);
        let moves = solve::moves(&self.solution, me, them, at.turn);
        let mut options = Vec::with_capacity(2);
        if let Some(hold) = moves.hold {
            let mut scores = at.scores;
            scores[at.mover] += at.turn;
            options.push(Priced {
                choice: Choice::Hold,
                value: hold.mid(),
                leads_to: Position {
                    scores,
                    turn: 0,
                    mover: 1 - at.mover,
                    rolling: false,
                },
            });
        }
        options.push(Priced {
            choice: Choice::Roll,
            value: moves.roll.mid(),
            leads_to: Position {
                rolling: true,
                ..*at
            },
        });
        options
    }

    fn chances(&self, at: &Position) -> Vec<Outcome<Position>> {
        (1..=self.solution.case.sides)
            .map(|face| {
                let leads_to = if face == 1 {
                    Position {
                        scores: at.scores,
                        turn: 0,
                        mover: 1 - at.mover,
                        rolling: false,
                    }
                } else if at.scores[at.mover] + at.turn + face >= self.goal() {
                    // The turn reaches the goal: won at once.
                    let mut scores = at.scores;
                    scores[at.mover] += at.turn + face;
                    Position {
                        scores,
                        turn: 0,
                        mover: at.mover,
                        rolling: false,
                    }
                } else {
                    Position {
                        turn: at.turn + face,
                        rolling: false,
                        ..*at
                    }
                };
                let what = if face == 1 {
                    "The die shows 1: the turn total is lost.".to_owned()
                } else {
                    format!("The die shows {face}.")
                };
                Outcome {
                    weight: 1,
                    what,
                    leads_to,
                }
            })
            .collect()
    }

    fn show(&self, at: &Position) -> String {
        let (me, them) = (at.scores[at.mover], at.scores[1 - at.mover]);
        format!("{me} against {them}, {} at stake", at.turn)
    }

    fn board(&self, at: &Position) -> String {
        format!(
            "Player 1 {}, Player 2 {}, goal {}; {} at stake this turn.",
            at.scores[0],
            at.scores[1],
            self.goal(),
            at.turn
        )
    }

    fn ask(&self, _: &Position) -> String {
        "roll or hold (r, h)".to_owned()
    }

    fn key(&self, choice: &Choice) -> String {
        match choice {
            Choice::Hold => "hold",
            Choice::Roll => "roll",
        }
        .to_owned()
    }

    fn read(&self, at: &Position, text: &str, options: &[Choice]) -> Result<Choice, String> {
        let choice = match dp_problem::decide::normalise(text).as_str() {
            "r" | "roll" => Choice::Roll,
            "h" | "hold" => Choice::Hold,
            _ => {
                return Err(format!(
                    "{} is neither roll nor hold ({})",
                    dp_problem::scan::quote(text.as_bytes()),
                    self.ask(at)
                ));
            }
        };
        if options.contains(&choice) {
            Ok(choice)
        } else {
            Err("a turn starts with a roll: there is nothing to hold".to_owned())
        }
    }

    fn worth(&self, chance: f64) -> String {
        format!("{:.3}%", 100.0 * chance)
    }

    fn per_decision(&self, mean: f64) -> String {
        self.worth(mean)
    }

    fn result(&self, end: &Position) -> String {
        let winner = if end.scores[0] >= self.goal() {
            "Player 1 wins"
        } else {
            "Player 2 wins"
        };
        format!(
            "Game over: Player 1 {}, Player 2 {}: {winner}.",
            end.scores[0], end.scores[1]
        )
    }
}

impl Playable for Pig {
    type Game = Game;

    fn game(case: &Self::Case, _: &Self::Options) -> Result<Game, Error> {
        Ok(Game::new(solve::solve(case)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::Case;
    use dp_problem::decide::best;

    #[test]
    fn roll_and_hold_are_priced_as_advise_prices_them() {
        let game = Game::new(solve::solve(&Case {
            goal: 100,
            sides: 6,
        }));
        let at = Position {
            scores: [20, 30],
            turn: 10,
            mover: 0,
            rolling: false,
        };
        let options = game.options(&at);
        let moves = solve::moves(&game.solution, 20, 30, 10);
        assert_eq!(options[0].value, moves.hold.expect("k ≥ 1").mid());
        assert_eq!(options[1].value, moves.roll.mid());
        // The threshold of (20, 30) is 23: below it, rolling is best.
        assert_eq!(
            options[best(&options).expect("a move")].choice,
            Choice::Roll
        );
        let at_23 = Position { turn: 23, ..at };
        let options = game.options(&at_23);
        assert_eq!(
            options[best(&options).expect("a move")].choice,
            Choice::Hold
        );
        // A turn starts with a roll, which is then the only option.
        let start = game.options(&game.start());
        assert_eq!(start.len(), 1);
        // Six faces, the 1 passing the turn.
        let rolled = game.chances(&Position {
            rolling: true,
            ..at
        });
        assert_eq!(rolled.len(), 6);
        assert_eq!((rolled[0].leads_to.mover, rolled[0].leads_to.turn), (1, 0));
        assert_eq!(rolled[3].leads_to.turn, 14);
    }
}
