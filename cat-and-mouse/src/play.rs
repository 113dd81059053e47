//! `cat-and-mouse play`: the student moves the mouse (or, with `--second`, the cat)
//! against the optimal other, and each move is priced by the outcome the DP's table
//! ([`Table`]) gives the position it leads to, for the one who makes it: 1 a win, ½ a
//! draw, 0 a loss. A move back into a position already seen ends the game in a draw, as
//! the rules say, and is priced so.

use serde::Serialize;

use crate::CatAndMouse;
use dp_problem::{Decisions, Priced, Turn};
use dp_problem::{Error, Playable};

use crate::parse::Case;
use crate::solve::{self, CAT_TO_MOVE, MOUSE_TO_MOVE, Outcome, Table, index};

/// One game of Cat and Mouse, solved for play.
#[derive(Debug)]
pub struct Game {
    case: Case,
    table: Table,
}

/// A position: where the mouse and the cat are, who moves, and the positions seen so far
/// (a repeated one is a draw).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// The mouse's node.
    pub mouse: usize,
    /// The cat's node.
    pub cat: usize,
    /// Who moves: 0 the mouse, 1 the cat.
    pub mover: usize,
    /// Whether this position was seen before: the game is a draw.
    pub repeated: bool,
    /// The positions seen before this one, as the solve's indices.
    #[serde(skip)]
    seen: Vec<usize>,
}

impl Game {
    /// The game on `case`'s graph.
    pub fn new(case: &Case) -> Game {
        let table = solve::solve(case, true)
            .table
            .expect("a detailed solve keeps its table");
        Game {
            case: case.clone(),
            table,
        }
    }

    fn index(&self, at: &Position) -> usize {
        index(self.case.nodes(), at.mouse, at.cat, at.mover)
    }

    /// Every move at `at`, in the graph's order, priced.
    fn moves(&self, at: &Position) -> Vec<Priced<usize, Position, f64>> {
        let from = if at.mover == MOUSE_TO_MOVE {
            at.mouse
        } else {
            at.cat
        };
        let mut seen = at.seen.clone();
        seen.push(self.index(at));
        self.case
            .adjacent(from)
            .iter()
            .map(|&to| to as usize)
            // The cat never enters the hole.
            .filter(|&to| at.mover == MOUSE_TO_MOVE || to != 0)
            .map(|to| {
                let (mouse, cat) = if at.mover == MOUSE_TO_MOVE {
                    (to, at.cat)
                } else {
                    (at.mouse, to)
                };
                let mut next = Position {
                    mouse,
                    cat,
                    mover: 1 - at.mover,
                    repeated: false,
                    seen: Vec::new(),
                };
                next.repeated = seen.contains(&self.index(&next));
                next.seen = seen.clone();
                Priced {
                    choice: to,
                    value: worth_to(self.outcome(&next), at.mover),
                    leads_to: next,
                }
            })
            .collect()
    }

    /// The outcome at `at`: the game's end, or the table's.
    fn outcome(&self, at: &Position) -> Outcome {
        if at.mouse == 0 {
            Outcome::Mouse
        } else if at.mouse == at.cat {
            Outcome::Cat
        } else if at.repeated {
            Outcome::Draw
        } else {
            self.table.outcome_at(self.index(at))
        }
    }
}

/// An outcome's worth to `player` (0 the mouse, 1 the cat).
fn worth_to(outcome: Outcome, player: usize) -> f64 {
    match (outcome, player) {
        (Outcome::Draw, _) => 0.5,
        (Outcome::Mouse, MOUSE_TO_MOVE) | (Outcome::Cat, CAT_TO_MOVE) => 1.0,
        _ => 0.0,
    }
}

impl Decisions for Game {
    type Position = Position;
    type Choice = usize;
    type Value = f64;

    const PLAYERS: &'static [&'static str] = &["the mouse", "the cat"];
    const UNIT: &'static str = "games (a draw is half)";

    fn start(&self) -> Position {
        Position {
            mouse: 1,
            cat: 2,
            mover: MOUSE_TO_MOVE,
            repeated: false,
            seen: Vec::new(),
        }
    }

    fn turn(&self, at: &Position) -> Turn {
        if at.mouse == 0 || at.mouse == at.cat || at.repeated {
            Turn::Over
        } else {
            Turn::Player(at.mover)
        }
    }

    /// Among equal outcomes, the winner's fastest move first and the loser's slowest, by
    /// the table's distances: the solve's own line of play, which never comes back to a
    /// position (taking any winning move could circle back into a draw).
    fn options(&self, at: &Position) -> Vec<Priced<usize, Position, f64>> {
        let mut options = self.moves(at);
        let distance = |option: &Priced<usize, Position, f64>| {
            let next = &option.leads_to;
            if self.turn(next) == Turn::Over {
                0
            } else {
                i64::from(self.table.moves[self.index(next)])
            }
        };
        options.sort_by_key(|option| {
            if option.value == 1.0 {
                distance(option)
            } else {
                -distance(option)
            }
        });
        options
    }

    fn show(&self, at: &Position) -> String {
        format!("mouse at {}, cat at {}", at.mouse, at.cat)
    }

    fn board(&self, at: &Position) -> String {
        let from = if at.mover == MOUSE_TO_MOVE {
            at.mouse
        } else {
            at.cat
        };
        let next: Vec<String> = self
            .case
            .adjacent(from)
            .iter()
            .filter(|&&to| at.mover == MOUSE_TO_MOVE || to != 0)
            .map(u32::to_string)
            .collect();
        format!(
            "The mouse is at {}, the cat at {} (the hole is 0); from {from}: {}.",
            at.mouse,
            at.cat,
            next.join(", ")
        )
    }

    fn ask(&self, _: &Position) -> String {
        "the node to move to".to_owned()
    }

    fn key(&self, node: &usize) -> String {
        node.to_string()
    }

    fn name(&self, _: &Position, node: &usize) -> String {
        format!("to {node}")
    }

    fn worth(&self, value: f64) -> String {
        match value {
            1.0 => "win".to_owned(),
            0.5 => "draw".to_owned(),
            0.0 => "loss".to_owned(),
            other => format!("{other}"),
        }
    }

    fn cost(&self, cost: f64) -> String {
        format!("{cost}")
    }

    fn per_decision(&self, mean: f64) -> String {
        format!("{mean:.2}")
    }

    fn result(&self, end: &Position) -> String {
        match self.outcome(end) {
            Outcome::Mouse => "Game over: the mouse reaches the hole.".to_owned(),
            Outcome::Cat => format!("Game over: the cat catches the mouse at {}.", end.mouse),
            Outcome::Draw => "Game over: a position came back, a draw.".to_owned(),
        }
    }
}

impl Playable for CatAndMouse {
    type Game = Game;

    fn game(case: &Self::Case, _: &Self::Options) -> Result<Game, Error> {
        Ok(Game::new(case))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dp_problem::decide::best;

    #[test]
    fn best_play_ends_as_the_solve_says() {
        // LeetCode's examples: a draw, and a win for the mouse.
        for (lists, expected) in [
            (
                vec![
                    vec![2, 5],
                    vec![3],
                    vec![0, 4, 5],
                    vec![1, 4, 5],
                    vec![2, 3],
                    vec![0, 2, 3],
                ],
                Outcome::Draw,
            ),
            (
                vec![vec![1, 3], vec![0], vec![3], vec![0, 2]],
                Outcome::Mouse,
            ),
        ] {
            let case = Case::from_lists(&lists).expect("a valid graph");
            let game = Game::new(&case);
            assert_eq!(solve::solve(&case, false).outcome, expected);
            let mut at = game.start();
            while game.turn(&at) != Turn::Over {
                let options = game.options(&at);
                at = options[best(&options).expect("a move")].leads_to.clone();
            }
            assert_eq!(game.outcome(&at), expected, "{lists:?}");
        }
    }
}
