//! The views of one solved case: the judge's word, `--json`, and `explain` (with its
//! lesson, printed once a run). All read the same [`Solution`]; none solves anything.

use std::fmt::Display;
use std::io::{self, Write};

use dp_cli::Views;
use dp_cli::text::{PROSE_COLUMNS, wrap};
use std::sync::Arc;

use serde::{Serialize, Serializer};

use crate::parse::{Case, Piles};
use crate::solve::{EXCERPT_ROWS, Pile, Play, Row, SHOWN_TAKES, Solution};
use crate::{Options, Solved, StoneGame};

const PLAYERS: [&str; 2] = ["Alice", "Bob"];

/// `Alice`, `Bob` or `Tie`.
pub fn winner(solution: &Solution) -> &'static str {
    match solution.difference.signum() {
        1 => "Alice",
        -1 => "Bob",
        _ => "Tie",
    }
}

impl Solved {
    /// The case, which a solve keeps for `explain` and the lesson page only.
    fn shown_case(&self) -> io::Result<&Case> {
        self.case.as_ref().ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::InvalidInput,
                "the case was solved for another view than explain",
            )
        })
    }
}

impl Views<StoneGame> for Solved {
    type Json = CaseJson;

    /// The judge's line.
    fn plain(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", winner(&self.best))
    }

    /// The `--json` fields: the winner, both scores and the whole optimal line of play.
    fn json(&self) -> CaseJson {
        let solution = &self.best;
        CaseJson {
            winner: winner(solution),
            alice: solution.alice(),
            bob: solution.bob(),
            line: LineJson(solution.play.clone()),
        }
    }

    /// The lesson, once a run: the state, the recurrence, the order, the answer, the
    /// complexity.
    fn lesson(out: &mut dyn Write, options: &Options) -> io::Result<()> {
        let max_take = options.max_take();
        let intro = format!(
            "Stone Game III: piles v[0], ..., v[n-1] stand in a row. Alice, then Bob, take the \
             first 1 to K piles left (here K = {max_take}) and score their sum; both play their \
             best. Ranges are written in words, ends included: \"piles i to n-1\"."
        );
        wrap(out, "", "", &intro)?;
        write!(
            out,
            "
the DP, on score difference
  state       f(i) = the most the player to move can finish ahead of the other
              when piles i to n-1 are left (negative: behind). Whoever moves
              faces the same game, and what the opponent then finishes ahead is
              what the mover finishes behind, so one number per position is
              enough: no scores, no whose-turn flag.
  recurrence  f(n) = 0: no piles left
              f(i) = the largest, over t = 1 to min(K, n-i), of gain - f(i+t)
              where gain = v[i] + ... + v[i+t-1], the t piles the move takes
  order       i from n-1 down to 0: f(i) needs f(i+1) to f(i+K) only
  answer      f(0) > 0: Alice wins; f(0) < 0: Bob wins; f(0) = 0: a tie. With s
              the sum of all piles, Alice ends with (s + f(0)) / 2, Bob with
              (s - f(0)) / 2.
  ties        among equally good moves, the smallest t
  complexity  as written, n + 1 values, each the best of up to K candidates:
              O(n * K) time. The solver takes O(n) for every K: with suffix sums
              s(i) = v[i] + ... + v[n-1], a move's gain is s(i) - s(i+t), so
              f(i) = s(i) - the least s(j) + f(j) over j = i+1 to i+K, the
              minimum of a window that slides by one as i falls. A monotonic
              deque keeps that minimum in O(1) amortised time a position.
              Memory beyond the values: O(min(K, n)) for the answer.

"
        )
    }

    /// The teaching view of one case: the piles, the answer, the f table worked out (an
    /// excerpt for long inputs) with every row's candidates, and the optimal line of play.
    fn explain(&self, out: &mut dyn Write, case_number: usize) -> io::Result<()> {
        let case = self.shown_case()?;
        let solution = &self.best;
        let max_take = self.options.max_take();
        let n = case.values.len();
        let verdict = match winner(solution) {
            "Tie" => "a tie".to_owned(),
            name => format!("{name} wins"),
        };
        writeln!(
            out,
            "case {case_number} (line {}): {}, K = {max_take}",
            case.line,
            count(n as u64, "pile", "piles")
        )?;
        let shown = match &case.values {
            Piles::Narrow(values) => wrapped_values("  v = ", values),
            Piles::Wide(values) => wrapped_values("  v = ", values),
        };
        writeln!(out, "{shown}")?;
        let answer = format!(
            "f(0) = {}: {verdict}, Alice {} to Bob {}",
            solution.difference,
            solution.alice(),
            solution.bob()
        );
        wrap(out, "  ", "    ", &answer)?;
        writeln!(
            out,
            "  this run: {} from {}",
            count(n as u64 + 1, "value of f", "values of f"),
            count(
                solution.candidate_moves,
                "candidate move",
                "candidate moves"
            )
        )?;
        writeln!(out)?;
        f_table(out, n, &solution.table)?;
        writeln!(out)?;
        line_of_play(out, solution, &verdict)?;
        writeln!(out)
    }

    /// The lesson page's data ([`crate::page`]): the first piles over their f row, filled
    /// right to left with every candidate, and the line of play over the piles with both
    /// running scores.
    fn lesson_data(&self) -> serde_json::Value {
        match self.shown_case() {
            Ok(case) => {
                serde_json::to_value(crate::page::data(case, &self.best, self.options.take))
                    .unwrap_or(serde_json::Value::Null)
            }
            Err(_) => serde_json::Value::Null,
        }
    }
}

/// The fields of one `--json` line (dp-cli puts `case` in front).
#[derive(Serialize)]
pub struct CaseJson {
    winner: &'static str,
    alice: i128,
    bob: i128,
    line: LineJson,
}

/// The whole line of play, written move by move from the solution's compact [`Play`]
/// (shared, not copied).
struct LineJson(Option<Arc<Play>>);

#[derive(Serialize)]
struct MoveJson {
    player: &'static str,
    take: usize,
    gain: i128,
}

impl Serialize for LineJson {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let moves = self.0.iter().flat_map(|play| play.moves());
        serializer.collect_seq(moves.map(|step| MoveJson {
            player: PLAYERS[step.player],
            take: step.take,
            gain: step.gain,
        }))
    }
}

/// `count noun`, the noun in the plural unless the count is 1.
fn count(count: impl Display + PartialEq<u64> + Copy, singular: &str, plural: &str) -> String {
    if count == 1u64 {
        format!("{count} {singular}")
    } else {
        format!("{count} {plural}")
    }
}

/// `values` in brackets, wrapped to [`PROSE_COLUMNS`] after `prefix`; the middle of a
/// long list is left out.
fn wrapped_values<P: Pile>(prefix: &str, values: &[P]) -> String {
    let n = values.len();
    let mut items: Vec<String> = Vec::new();
    if n <= 2 * EXCERPT_ROWS {
        items.extend(values.iter().map(|&v| v.into().to_string()));
    } else {
        items.extend(values[..EXCERPT_ROWS].iter().map(|&v| v.into().to_string()));
        items.push(format!("... {} more ...", n - 2 * EXCERPT_ROWS));
        items.extend(
            values[n - EXCERPT_ROWS..]
                .iter()
                .map(|&v| v.into().to_string()),
        );
    }
    let last = items.len().saturating_sub(1);
    let mut text = format!("{prefix}[");
    let indent = " ".repeat(text.chars().count());
    let mut column = text.chars().count();
    for (index, item) in items.iter().enumerate() {
        let piece = if index == last {
            format!("{item}]")
        } else {
            format!("{item},")
        };
        let width = piece.chars().count();
        if index > 0 {
            if column + 1 + width > PROSE_COLUMNS {
                text.push('\n');
                text.push_str(&indent);
                column = indent.len();
            } else {
                text.push(' ');
                column += 1;
            }
        }
        text.push_str(&piece);
        column += width;
    }
    if items.is_empty() {
        text.push(']');
    }
    text
}

/// Cells of a table: columns two spaces apart, right-aligned unless named in `left`, then
/// a free text after the row's last cell.
struct Table {
    rows: Vec<(Vec<String>, String)>,
    left: Vec<usize>,
}

impl Table {
    fn new(header: &[&str], left: &[usize]) -> Self {
        Self {
            rows: vec![(
                header.iter().map(ToString::to_string).collect(),
                String::new(),
            )],
            left: left.to_vec(),
        }
    }

    fn row(&mut self, cells: Vec<String>, note: impl Into<String>) {
        self.rows.push((cells, note.into()));
    }

    fn write(&self, out: &mut dyn Write) -> io::Result<()> {
        let columns = self.rows[0].0.len();
        let widths: Vec<usize> = (0..columns)
            .map(|column| {
                self.rows
                    .iter()
                    .filter_map(|(cells, _)| cells.get(column))
                    .map(|cell| cell.chars().count())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        for (cells, note) in &self.rows {
            let mut line = String::new();
            // A row of fewer cells (an elision: "...") has its note right after them.
            for (column, (cell, width)) in cells.iter().zip(&widths).enumerate() {
                if self.left.contains(&column) {
                    line.push_str(&format!("  {cell:<width$}"));
                } else {
                    line.push_str(&format!("  {cell:>width$}"));
                }
            }
            if !note.is_empty() {
                line.push_str("  ");
                line.push_str(note);
            }
            writeln!(out, "{}", line.trim_end())?;
        }
        Ok(())
    }
}

/// The f table in the order the DP fills it, each row with its candidates.
fn f_table(out: &mut dyn Write, n: usize, rows: &[Row]) -> io::Result<()> {
    let excerpt = n > 2 * EXCERPT_ROWS;
    let caption = format!(
        "the f table, filled from i = {n} down to 0{}. Each row lists the moves from \
         pile i: take t piles, gain their sum, and the other player is then f(i+t) ahead; \
         the largest gain - f(i+t), marked, is f(i).",
        if excerpt {
            " (its first and last rows)"
        } else {
            ""
        }
    );
    wrap(out, "", "", &caption)?;
    let mut table = Table::new(&["i", "t", "gain", "f(i+t)", "gain - f(i+t)"], &[]);
    let blank = || vec![String::new(); 2];
    let mut previous: Option<usize> = None;
    for row in rows.iter().rev() {
        let i = row.pile;
        if previous.is_some_and(|p| p > i + 1) {
            table.row(
                vec!["...".into()],
                format!(
                    "rows {} down to {} not shown",
                    previous.unwrap_or(0) - 1,
                    i + 1
                ),
            );
        }
        previous = Some(i);
        if row.moves == 0 {
            let cells = vec![i.to_string(), String::new(), String::new(), String::new()];
            table.row(
                [cells, vec!["0".into()]].concat(),
                format!("<- f({i}): no piles left"),
            );
            continue;
        }
        let mut first = true;
        let mut last_take = 0;
        for candidate in &row.candidates {
            let t = candidate.take;
            if t > last_take + 1 {
                let mut cells = blank();
                cells[1] = "...".into();
                table.row(cells, skipped(last_take + 1, t - 1));
            }
            last_take = t;
            let mark = if t == row.take {
                format!("<- f({i})")
            } else {
                String::new()
            };
            table.row(
                vec![
                    if first { i.to_string() } else { String::new() },
                    t.to_string(),
                    candidate.gain.to_string(),
                    candidate.next_difference.to_string(),
                    candidate.value().to_string(),
                ],
                mark,
            );
            first = false;
        }
        if last_take < row.moves {
            let mut cells = blank();
            cells[1] = "...".into();
            table.row(cells, skipped(last_take + 1, row.moves));
        }
    }
    table.write(out)?;
    if rows.iter().any(|row| row.candidates.len() < row.moves) {
        let note = format!(
            "(a row lists t = 1 to {SHOWN_TAKES} and the best t; the DP finds the best \
             in a window of s(j) + f(j) without weighing every candidate: see the \
             complexity above)"
        );
        wrap(out, "  ", "  ", &note)?;
    }
    Ok(())
}

/// The note for candidates `from` to `to` left out of a row.
fn skipped(from: usize, to: usize) -> String {
    if from == to {
        format!("t = {from} not shown")
    } else {
        format!("t = {from} to {to} not shown")
    }
}

/// The optimal line of play, move by move with both running scores (an excerpt for long
/// lines).
fn line_of_play(out: &mut dyn Write, solution: &Solution, verdict: &str) -> io::Result<()> {
    let Some(excerpt) = &solution.line_excerpt else {
        return Ok(());
    };
    if excerpt.moves == 0 {
        return writeln!(out, "no piles, no moves: {verdict}, 0 to 0");
    }
    writeln!(
        out,
        "the optimal line of play, {} (among equal moves, the smallest take)",
        count(excerpt.moves as u64, "move", "moves")
    )?;
    let mut table = Table::new(
        &["move", "player", "take", "piles", "gain", "Alice", "Bob"],
        &[1, 3],
    );
    let mut previous = 0;
    for played in &excerpt.shown {
        if played.number > previous + 1 {
            let skipped = if played.number == previous + 2 {
                format!("move {} not shown", previous + 1)
            } else {
                format!("moves {} to {} not shown", previous + 1, played.number - 1)
            };
            table.row(vec!["...".into()], skipped);
        }
        previous = played.number;
        let step = &played.step;
        let piles = if step.take == 1 {
            step.first_pile.to_string()
        } else {
            format!("{} to {}", step.first_pile, step.first_pile + step.take - 1)
        };
        table.row(
            vec![
                played.number.to_string(),
                PLAYERS[step.player].into(),
                step.take.to_string(),
                piles,
                step.gain.to_string(),
                played.scores[0].to_string(),
                played.scores[1].to_string(),
            ],
            String::new(),
        );
    }
    table.write(out)?;
    writeln!(
        out,
        "  {verdict}: Alice {}, Bob {}",
        solution.alice(),
        solution.bob()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_value_lists_wrap_within_80_columns() {
        let values: Vec<i64> = (0..100).map(|v| -1_000_000_007 * v).collect();
        let text = wrapped_values("  v = ", &values);
        assert!(
            text.lines()
                .all(|line| line.chars().count() <= PROSE_COLUMNS)
        );
        assert!(text.contains("... 84 more ..."));
        assert_eq!(wrapped_values::<i64>("  v = ", &[]), "  v = []");
        assert_eq!(wrapped_values("  v = ", &[1, 2]), "  v = [1, 2]");
    }

    #[test]
    fn plurals() {
        assert_eq!(count(1u64, "pile", "piles"), "1 pile");
        assert_eq!(count(0u64, "pile", "piles"), "0 piles");
    }
}
