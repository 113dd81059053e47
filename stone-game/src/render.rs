//! The three views of one solved case: the judge's word, `--json`, and `explain`.
//! All three read the same [`Solution`]; none solves anything.

use std::io::{self, Write};

use itertools::Itertools;
use serde::Serialize;

use crate::parse::Case;
use crate::solve::{EXCERPT_ROWS, Solution};

const PLAYERS: [&str; 2] = ["Alice", "Bob"];

/// `Alice`, `Bob` or `Tie`.
pub fn winner(solution: &Solution) -> &'static str {
    match solution.difference.signum() {
        1 => "Alice",
        -1 => "Bob",
        _ => "Tie",
    }
}

/// The judge's line.
pub fn plain(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    writeln!(out, "{}", winner(solution))
}

/// The fields of one `--json` line (dp-core puts `case` in front).
#[derive(Serialize)]
pub struct CaseJson {
    winner: &'static str,
    alice: i128,
    bob: i128,
    line: Vec<MoveJson>,
}

#[derive(Serialize)]
struct MoveJson {
    player: &'static str,
    take: usize,
    gain: i128,
}

/// The `--json` fields: the winner, both scores and the whole optimal line of play.
pub fn json(solution: &Solution) -> CaseJson {
    CaseJson {
        winner: winner(solution),
        alice: solution.alice(),
        bob: solution.bob(),
        line: solution
            .line
            .iter()
            .map(|m| MoveJson {
                player: PLAYERS[m.player],
                take: m.take,
                gain: m.gain,
            })
            .collect(),
    }
}

/// Rows shown at each end of a long listing in `explain`.
const SHOWN_AT_EACH_END: usize = EXCERPT_ROWS;

/// The teaching view: the recurrence, the f table (an excerpt for long inputs), this run's
/// counts, and the optimal line of play with both running scores.
pub fn explain(
    out: &mut dyn Write,
    case_number: usize,
    case: &Case,
    max_take: usize,
    solution: &Solution,
) -> io::Result<()> {
    let n = case.values.len();
    let line = &solution.line;
    let shown_values = if n <= 2 * SHOWN_AT_EACH_END {
        case.values.iter().join(", ")
    } else {
        format!(
            "{}, ... {} more ..., {}",
            case.values[..SHOWN_AT_EACH_END].iter().join(", "),
            n - 2 * SHOWN_AT_EACH_END,
            case.values[n - SHOWN_AT_EACH_END..].iter().join(", ")
        )
    };
    writeln!(
        out,
        "case {case_number} (line {}): [{shown_values}]",
        case.line
    )?;
    writeln!(
        out,
        "  {n} piles; a move takes the first 1 to {max_take} piles left; Alice moves first"
    )?;
    writeln!(out)?;
    let difference = solution.difference;
    let verdict = match winner(solution) {
        "Tie" => "a tie".to_owned(),
        name => format!("{name} wins"),
    };
    write!(
        out,
        "\
the DP, on score difference
  state       f(i) = the most the player to move can finish ahead of the other, with
              piles i..n-1 left. The player to move faces the same game whoever they are,
              and what the opponent finishes ahead is what we finish behind, so one
              number per position says it all: no scores, no whose-turn flag.
  recurrence  f(n) = 0
              f(i) = max over t in 1..={max_take} (t <= n-i) of v[i] + ... + v[i+t-1] - f(i+t)
                   = s(i) - min over j in i+1..i+{max_take} (j <= n) of s(j) + f(j)
              where s(i) = v[i] + ... + v[n-1]
  order       i from n-1 down to 0; a window of the last {max_take} values s(j) + f(j), kept
              in increasing order (a monotonic deque), gives each minimum in O(1)
  answer      f(0) = {difference}: {verdict} (Alice {}, Bob {})
  this run    {} positions, {} candidate moves in the recurrence, {} window operations

",
        solution.alice(),
        solution.bob(),
        n + 1,
        solution.candidate_moves,
        solution.window_operations
    )?;
    writeln!(
        out,
        "the f table{}",
        if n > 2 * EXCERPT_ROWS {
            " (first and last rows)"
        } else {
            ""
        }
    )?;
    writeln!(
        out,
        "  {:>8}  {:>8}  {:>8}  {:>8}  {:>6}",
        "i", "v[i]", "s(i)", "f(i)", "best t"
    )?;
    let mut previous_pile = None;
    for row in &solution.excerpt {
        if previous_pile.is_some_and(|p: usize| row.pile > p + 1) {
            writeln!(out, "  {:>8}", "...")?;
        }
        writeln!(
            out,
            "  {:>8}  {:>8}  {:>8}  {:>8}  {:>6}",
            row.pile, row.value, row.suffix_sum, row.best_difference, row.take
        )?;
        previous_pile = Some(row.pile);
    }
    writeln!(out, "  {:>8}  {:>8}  {:>8}  {:>8}", n, "", 0, 0)?;
    writeln!(out)?;
    writeln!(
        out,
        "the optimal line of play (among equal moves, the smallest take)"
    )?;
    writeln!(
        out,
        "  {:>6}  {:<6}  {:>5}  {:<15}  {:>8}  {:>8}  {:>8}",
        "move", "player", "take", "piles", "gain", "Alice", "Bob"
    )?;
    let mut scores = [0i128; 2];
    for (index, step) in line.iter().enumerate() {
        scores[step.player] += step.gain;
        let elided = line.len() > 2 * SHOWN_AT_EACH_END
            && index >= SHOWN_AT_EACH_END
            && index < line.len() - SHOWN_AT_EACH_END;
        if elided {
            if index == SHOWN_AT_EACH_END {
                writeln!(
                    out,
                    "  {:>6}  ... {} moves ...",
                    "...",
                    line.len() - 2 * SHOWN_AT_EACH_END
                )?;
            }
            continue;
        }
        let piles = if step.take == 1 {
            format!("{}", step.first_pile)
        } else {
            format!("{}..{}", step.first_pile, step.first_pile + step.take - 1)
        };
        writeln!(
            out,
            "  {:>6}  {:<6}  {:>5}  {:<15}  {:>8}  {:>8}  {:>8}",
            index + 1,
            PLAYERS[step.player],
            step.take,
            piles,
            step.gain,
            scores[0],
            scores[1]
        )?;
    }
    writeln!(out, "  {verdict}: Alice {}, Bob {}", scores[0], scores[1])?;
    writeln!(out)
}
