//! The three views of one solved case: the answer, `--json` and `explain`. All read the
//! same [`Solution`]; none solves anything.

use std::io::{self, Write};

use serde::Serialize;

use crate::parse::Case;
use crate::solve::{MAX_TAKE, Solution};

const PLAYERS: [&str; 2] = ["first", "second"];

/// The answer: `true` when the first player wins.
pub fn plain(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    writeln!(out, "{}", solution.first_player_wins())
}

/// The fields of one `--json` line (dp-core puts `case` in front).
#[derive(Serialize)]
pub struct CaseJson {
    wins: bool,
    line: Vec<MoveJson>,
}

#[derive(Serialize)]
struct MoveJson {
    player: &'static str,
    take: u64,
}

/// The answer and the line of play.
pub fn json(solution: &Solution) -> CaseJson {
    CaseJson {
        wins: solution.first_player_wins(),
        line: solution
            .line
            .iter()
            .enumerate()
            .map(|(index, &take)| MoveJson {
                player: PLAYERS[index % 2],
                take,
            })
            .collect(),
    }
}

/// The table shown whole up to this many entries.
const SHOWN: usize = 24;

/// The teaching view: the recurrence, the table, the line of play.
pub fn explain(
    out: &mut dyn Write,
    number: usize,
    case: &Case,
    solution: &Solution,
) -> io::Result<()> {
    writeln!(
        out,
        "case {number}: N = {} stones, a move takes 1 to {MAX_TAKE}",
        case.stones
    )?;
    writeln!(
        out,
        "  win(0) = false; win(n) = some take t with win(n - t) = false"
    )?;
    let shown = solution.wins.iter().take(SHOWN).enumerate();
    for (n, &wins) in shown {
        writeln!(out, "  win({n}) = {wins}")?;
    }
    if solution.wins.len() > SHOWN {
        writeln!(out, "  ... ({} more)", solution.wins.len() - SHOWN)?;
    }
    for (index, take) in solution.line.iter().enumerate() {
        writeln!(
            out,
            "  move {}: {} player takes {take}",
            index + 1,
            PLAYERS[index % 2]
        )?;
    }
    writeln!(out, "  answer: {}", solution.first_player_wins())
}
