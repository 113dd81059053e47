//! The data of the lesson page (`explain --html`), read from the one [`Solution`]: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain`
//! prints. The schema is the types below, one field a line: `lesson.js` reads exactly
//! these names.
//!
//! A set of taken numbers is keyed by its mask (number x is bit x − 1), in decimal: the
//! page's entries carry it as `data-entry`, so `#case=1&step=3&entry=5` opens {1,3}.

use dp_core::bits::{full, ones};
use serde::{Deserialize, Serialize};

use crate::parse::Case;
use crate::solve::{Choice, Game, Outcome, Row, Solution, triangle};

/// One case's page.
#[derive(Debug, Serialize, Deserialize)]
pub struct Data {
    /// M: the numbers are 1 to M.
    pub m: u32,
    /// T (a string: T may pass what a browser's numbers hold exactly).
    pub t: String,
    /// N = 1 + … + M.
    pub n: u64,
    /// "played", "already-reached" (T = 0) or "out-of-reach" (N < T).
    pub game: String,
    /// Whether the first player forces reaching T.
    pub wins: bool,
    /// The first numbers that win.
    pub winning_first_moves: Vec<u32>,
    /// The steps of a played game (absent when the game is settled without the DP).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub played: Option<Played>,
}

/// What the page steps through for a played game.
#[derive(Debug, Serialize, Deserialize)]
pub struct Played {
    /// D = N − T.
    pub slack: u64,
    /// The line of play, move by move.
    pub line: Vec<Move>,
    /// The whole table by how many numbers are taken (index k: k taken).
    pub layers: Vec<Layer>,
    /// M ≤ 5: every set, indexed by its key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<Vec<Set>>,
    /// M ≤ 5: the keys of the sets not over, in the order the DP fills them (F, the free
    /// set, from 1 up as a number).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<Vec<u32>>,
}

/// One move of the line of play.
#[derive(Debug, Serialize, Deserialize)]
pub struct Move {
    /// "first" or "second".
    pub player: String,
    /// The number taken.
    pub number: u32,
    /// The total after it.
    pub total: u32,
    /// The set it is made from.
    pub at: Set,
}

/// One layer of the whole table: its sets counted by outcome.
#[derive(Debug, Serialize, Deserialize)]
pub struct Layer {
    /// Won for the player to move.
    pub won: u64,
    /// Lost for the player to move.
    pub lost: u64,
    /// Over: T already reached.
    pub over: u64,
}

/// One set of taken numbers.
#[derive(Debug, Serialize, Deserialize)]
pub struct Set {
    /// Its mask (number x is bit x − 1).
    pub key: u32,
    /// The total of its numbers.
    pub total: u32,
    /// Whether the total already reaches T.
    pub over: bool,
    /// When not over: the outcome for the player to move, and every choice.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub to_move: Option<ToMove>,
}

/// A set not over, for the player to move.
#[derive(Debug, Serialize, Deserialize)]
pub struct ToMove {
    /// Whether they win.
    pub wins: bool,
    /// In how many moves of theirs on the line of play (the fewest won, the most lost).
    pub moves: u32,
    /// The numbers that win.
    pub winning: Vec<u32>,
    /// One a free number, smallest first.
    pub choices: Vec<Pick>,
}

/// Taking one free number.
#[derive(Debug, Serialize, Deserialize)]
pub struct Pick {
    /// The number.
    pub number: u32,
    /// The set it leads to.
    pub key: u32,
    /// Whether it reaches T.
    pub reaches: bool,
    /// Whether it wins for the taker.
    pub wins: bool,
    /// Unless it reaches T: whether the other player then wins…
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub other_wins: Option<bool>,
    /// …and in how many moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub other_moves: Option<u32>,
}

/// The page's data for one case.
pub fn data(case: Case, solution: &Solution) -> Data {
    let Case {
        max_number: m,
        target,
    } = case;
    let game = match solution.game {
        Game::AlreadyReached => "already-reached",
        Game::OutOfReach => "out-of-reach",
        Game::Played => "played",
    };
    let played = (solution.game == Game::Played).then(|| {
        let mut taken = 0;
        let line = solution
            .line
            .iter()
            .zip(&solution.positions)
            .enumerate()
            .map(|(index, (step, position))| {
                let at = set(
                    taken,
                    step.total - step.number,
                    Some((position.outcome, &position.choices)),
                );
                taken |= 1 << (step.number - 1);
                Move {
                    player: ["first", "second"][index % 2].to_owned(),
                    number: step.number,
                    total: step.total,
                    at,
                }
            })
            .collect();
        let layers = solution
            .layers
            .iter()
            .map(|layer| Layer {
                won: layer.won,
                lost: layer.lost,
                over: layer.over,
            })
            .collect();
        let whole = !solution.table.is_empty();
        // The DP fills F, the free set, from 1 up as a number: the taken set from the top.
        let all = full(m);
        Played {
            slack: triangle(m) - target,
            line,
            layers,
            table: whole.then(|| {
                solution
                    .table
                    .iter()
                    .map(|row| table_set(&solution.table, row, m))
                    .collect()
            }),
            order: whole.then(|| {
                (1..=all)
                    .map(|free| all ^ free)
                    .filter(|&taken| solution.table[taken as usize].to_move.is_some())
                    .collect()
            }),
        }
    });
    Data {
        m,
        t: target.to_string(),
        n: triangle(m),
        game: game.to_owned(),
        wins: solution.wins,
        winning_first_moves: solution.winning_first_moves.clone(),
        played,
    }
}

/// A set of the whole table: its choices are the rows one number further.
fn table_set(table: &[Row], row: &Row, max_number: u32) -> Set {
    let Some((outcome, winning)) = &row.to_move else {
        return set(row.taken, row.total, None);
    };
    let free = full(max_number) & !row.taken;
    let choices: Vec<Choice> = ones(free)
        .map(|bit| Choice {
            number: bit + 1,
            after: table[(row.taken | 1 << bit) as usize]
                .to_move
                .as_ref()
                .map(|(after, _)| *after),
        })
        .collect();
    let value = set(row.taken, row.total, Some((*outcome, &choices)));
    debug_assert_eq!(value.to_move.as_ref().map(|it| &it.winning), Some(winning));
    value
}

/// One set: over, or its outcome for the player to move and every choice.
fn set(taken: u32, total: u32, to_move: Option<(Outcome, &[Choice])>) -> Set {
    let to_move = to_move.map(|(outcome, choices)| ToMove {
        wins: outcome.wins,
        moves: outcome.moves,
        winning: choices
            .iter()
            .filter(|choice| choice.wins())
            .map(|choice| choice.number)
            .collect(),
        choices: choices
            .iter()
            .map(|choice| Pick {
                number: choice.number,
                key: taken | 1 << (choice.number - 1),
                reaches: choice.after.is_none(),
                wins: choice.wins(),
                other_wins: choice.after.map(|after| after.wins),
                other_moves: choice.after.map(|after| after.moves),
            })
            .collect(),
    });
    Set {
        key: taken,
        total,
        over: to_move.is_none(),
        to_move,
    }
}
