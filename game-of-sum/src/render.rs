//! The three views of one solved case: the answer, `--json` and `explain`. All read the
//! same [`Solution`]; none solves anything. Positions are counted from 1, as in the
//! statement: `[2..4]` is the second to the fourth number of the row.

use std::io::{self, Write};

use dp_cli::{NoOptions, Views};
use serde::Serialize;

use crate::GameOfSum;
use crate::solve::{Move, Side, Solution, TABLE_MAX};

/// The players' names, A moving first.
pub const PLAYERS: [&str; 2] = ["A", "B"];

/// The line of play is shown whole up to this many moves; beyond, its first and last
/// [`ENDS`].
const SHOWN_MOVES: usize = 24;
const ENDS: usize = 10;

/// The fields of one `--json` line (dp-cli puts `case` in front).
#[derive(Serialize)]
pub struct CaseJson {
    /// A's score minus B's: the judge's answer.
    difference: i64,
    a_score: i64,
    b_score: i64,
    line: Vec<MoveJson>,
}

/// One move of the line of play.
#[derive(Serialize)]
struct MoveJson {
    player: &'static str,
    side: Side,
    take: usize,
    /// The numbers taken, from 1: `first..=last`.
    first: usize,
    last: usize,
    gain: i64,
    /// What the mover scores from the interval before the move on: d of it.
    score: i64,
    /// The mover's lead from there: 2·score − its sum.
    lead: i64,
    /// Both scores after the move.
    a_score: i64,
    b_score: i64,
}

/// Each move with both scores after it.
pub fn with_scores(line: &[Move]) -> impl Iterator<Item = (&Move, [i64; 2])> {
    let mut scores = [0i64; 2];
    line.iter().map(move |step| {
        scores[step.player] += step.gain;
        (step, scores)
    })
}

/// `[2..4]`, or `[3]` for one number, from 1.
pub fn interval(i: usize, j: usize) -> String {
    if i == j {
        format!("[{}]", i + 1)
    } else {
        format!("[{}..{}]", i + 1, j + 1)
    }
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::Left => "left",
        Side::Right => "right",
    }
}

impl Views<GameOfSum> for Solution {
    /// The answer: A's score minus B's.
    fn plain(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", self.difference)
    }

    /// The answer, both scores and the line of play.
    type Json = CaseJson;
    fn json(&self) -> CaseJson {
        CaseJson {
            difference: self.difference,
            a_score: self.first_score(),
            b_score: self.second_score(),
            line: with_scores(&self.line)
                .map(|(step, scores)| MoveJson {
                    player: PLAYERS[step.player],
                    side: step.side,
                    take: step.take(),
                    first: step.first + 1,
                    last: step.last + 1,
                    gain: step.gain,
                    score: step.score,
                    lead: step.lead(),
                    a_score: scores[0],
                    b_score: scores[1],
                })
                .collect(),
        }
    }

    fn lesson(out: &mut dyn Write, _: &NoOptions) -> io::Result<()> {
        out.write_all(
            b"\
the DP (a[1..n] the row; A moves first; both maximise their own score)
  state       [i..j], the numbers left: always a stretch of the row, since
              numbers go only from its ends; the game from it is the same
              whoever is to move: n(n + 1)/2 states
  value       d[i][j], the most the player to move can score from [i..j]
              (the scores add up to the row's sum, so this also maximises
              the lead)
  recurrence  a take from one end leaves a rest sharing the other end, of
              which the opponent scores d(rest): the mover scores
              sum(i..j) - d(rest) whatever they took, or sum(i..j) taking
              all. So d[i][j] = sum(i..j) - min(0, f[i+1][j], g[i][j-1])
              with the running minima over the rests
              f[i][j] = min(d[i][j], f[i+1][j])  (rests [k..j], take from left)
              g[i][j] = min(d[i][j], g[i][j-1])  (rests [i..k], take from right)
              and d[i][i] = f[i][i] = g[i][i] = a[i]: O(1) an interval instead
              of the textbook's scan of all 2(j - i) rests
  order       by length: an interval reads only f and g one shorter, so one
              f and one g per left end, rewritten length after length
  answer      A scores d[1][n], B the rest: A - B = 2 d[1][n] - sum(1..n)
  line        each interval's best move in 2 bytes (end, count); ties: the
              move taking fewer numbers, then the left end; d along the line
              read back from it: d = sum - d(rest), from the last move back
  complexity  O(n^2) time, O(n) memory for the answer (n(n + 1) bytes more
              for the line of play). The intervals of one length do not read
              each other, so the loop over them is vector instructions, on
              the fastest type exact for every number (all are integers of at
              most S = sum of |a|): f32, four at a time, when S <= 2^24; i32
              when S < 2^31; else f64, two at a time

",
        )
    }

    /// The teaching view: the row, the whole table for small rows, the line of play.
    fn explain(&self, out: &mut dyn Write, number: usize) -> io::Result<()> {
        let n = self.row.len();
        let row: Vec<String> = self.row.iter().map(i64::to_string).collect();
        let shown = if n <= 30 {
            row.join(" ")
        } else {
            format!("{} ... {}", row[..10].join(" "), row[n - 10..].join(" "))
        };
        writeln!(
            out,
            "case {number}: n = {}, the row {shown}",
            dp_cli::text::thousands(n as u64)
        )?;
        if self.table.is_empty() {
            writeln!(
                out,
                "  the table has {} intervals; explain prints it whole for rows of up to \
                 {TABLE_MAX} numbers",
                dp_cli::text::thousands((n * (n + 1) / 2) as u64)
            )?;
        } else {
            table(out, self)?;
        }
        line(out, self)?;
        writeln!(
            out,
            "  answer: A {} - B {} = {}\n",
            self.first_score(),
            self.second_score(),
            self.difference
        )
    }

    fn lesson_data(&self) -> serde_json::Value {
        serde_json::to_value(crate::page::data(self)).expect("page data serializes")
    }
}

/// Every interval by length: its sum, the best take from each end that leaves something
/// (how many, and what it is worth: sum - d(rest)), taking all, d and the move kept.
fn table(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    writeln!(
        out,
        "  the table by length (d = the mover's best score; a take leaving rest scores\n  sum - d(rest); each end's best take is the one leaving the smallest d)"
    )?;
    writeln!(
        out,
        "  {:<12} {:>6}  {:>14}  {:>14}  {:>6}  {:>6}  best",
        "interval", "sum", "from the left", "from the right", "all", "d"
    )?;
    for cell in &solution.table {
        let candidate = |candidate: Option<crate::solve::Candidate>| match candidate {
            None => "-".to_owned(),
            Some(c) => format!("{} -> {}", c.take, cell.sum - c.rest),
        };
        writeln!(
            out,
            "  {:<12} {:>6}  {:>14}  {:>14}  {:>6}  {:>6}  {} {}",
            interval(cell.i, cell.j),
            cell.sum,
            candidate(cell.left),
            candidate(cell.right),
            cell.sum,
            cell.score,
            side_word(cell.best.0),
            cell.best.1
        )?;
    }
    Ok(())
}

/// The line of play, whole or its two ends.
fn line(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    let moves = solution.line.len();
    writeln!(
        out,
        "  the line of play ({}; d = the mover's score from here, lead = 2 d - sum):",
        dp_cli::text::plural(moves as u64, "move", "moves")
    )?;
    writeln!(
        out,
        "  {:>4}  {:<6}  {:<12}  {:<16}  {:>6}  {:>6}  {:>6}  {:>6}  {:>6}",
        "move", "player", "interval", "takes", "gain", "d", "lead", "A", "B"
    )?;
    for (index, (step, scores)) in with_scores(&solution.line).enumerate() {
        if moves > SHOWN_MOVES && index == ENDS {
            writeln!(out, "  {:>4}", "...")?;
        }
        if moves > SHOWN_MOVES && (ENDS..moves - ENDS).contains(&index) {
            continue;
        }
        writeln!(
            out,
            "  {:>4}  {:<6}  {:<12}  {:<16}  {:>6}  {:>6}  {:>6}  {:>6}  {:>6}",
            index + 1,
            PLAYERS[step.player],
            interval(step.from.0, step.from.1),
            format!(
                "{} {}",
                side_word(step.side),
                interval(step.first, step.last)
            ),
            step.gain,
            step.score,
            step.lead(),
            scores[0],
            scores[1]
        )?;
    }
    Ok(())
}
