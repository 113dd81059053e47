//! The three views of one solved case: `true`/`false`, `--json`, and `explain`. All read
//! the same [`Solution`]; none solves anything.

use std::cmp::Reverse;
use std::io::{self, Write};

use dp_cli::{NoOptions, Views};
use dp_core::bits::ones;
use serde::Serialize;

use crate::CanIWin;
use crate::parse::Case;
use crate::solve::{Game, Move, Outcome, Row, Solution, TABLE_MAX_NUMBER, triangle};

/// Who moves at each step of a line: the first player at even indices.
fn player(index: usize) -> &'static str {
    ["first", "second"][index % 2]
}

impl Views<CanIWin> for Solution {
    type Json = CaseJson;

    /// The judge's line.
    fn plain(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", self.wins)
    }

    /// The answer, the first moves that win, and the line of play (both empty when T = 0 or
    /// T is out of reach: there is no game to play).
    fn json(&self) -> CaseJson {
        let line = self.line.iter().enumerate();
        CaseJson {
            wins: self.wins,
            winning_first_moves: self.winning_first_moves.clone(),
            line: line
                .map(|(index, step)| StepJson {
                    player: player(index),
                    number: step.number,
                    total: step.total,
                })
                .collect(),
        }
    }

    /// The lesson, printed once before the cases of `explain`: the DP every case runs.
    fn lesson(out: &mut dyn Write, _: &NoOptions) -> io::Result<()> {
        out.write_all(
            b"\
the game (each case gives M and T)
  Two players take turns; the first player moves first. A move is to
  choose a number from 1 to M that neither player has chosen yet and add
  it to a running total, which starts at 0. The player whose number
  brings the total to T or more wins at once. (When T is more than
  1 + ... + M, no total ever gets there, and the first player cannot win.)
  The question: can the first player force a win, whatever the other does?

the DP (N = 1 + ... + M; a set of numbers is a mask, number x is bit x - 1)
  state       F, the set of numbers still free: the total taken is N - sum(F)
              and r = T - total is left to reach; whose turn it is does not
              matter, the game is the same for both: 2^M states
  value       win(F): the player to move can force being the one to reach T
  recurrence  win(F) = true when top, the largest free number, reaches r;
              else true when some free x leaves a lost state: not win(F - x)
  order       F from the empty set up, as a number (F - x < F). (Engineering:
              the sweep goes by halves: the sets without the top number, then
              the move taking it for all the sets with it in one run, then
              those sets.)
  answer      win({1..M}); settled without a DP when T = 0 (true: reached
              before a move) or T > N (false: out of reach); and the answer
              alone needs none when T <= M (true: take T)
  line        the winner takes a winning move that wins in the fewest moves,
              the loser a move that loses in the most (ties: the smaller
              number); explain keeps moves << 1 | win for it, a byte a set
  complexity  2^M states of up to M moves: O(M * 2^M) time, 2^M bytes.
              (Engineering: the answer alone sweeps 64 targets at once: T
              enters only the test top >= r, sum(F) - top <= D with the slack
              D = N - T, so bit j of a u64 is win(F) for D0 + j; 8 bytes a
              set, and a run reuses each sweep's 64 answers.)

",
        )
    }

    /// The teaching view of one case: its numbers, the answer with the winning first moves,
    /// the line of play and, for small M, every set.
    fn explain(&self, out: &mut dyn Write, number: usize) -> io::Result<()> {
        let case = self.case;
        let Case {
            max_number: m,
            target: t,
        } = case;
        write!(out, "case {number}: M = {m}, T = {t}")?;
        match self.game {
            Game::AlreadyReached => {
                writeln!(out)?;
                writeln!(
                    out,
                    "  answer      true: the total 0 already reaches T = 0; the first player\n              \
                     wins without a move (LeetCode's rule)\n"
                )
            }
            Game::OutOfReach => {
                writeln!(out)?;
                let n = triangle(m);
                writeln!(
                    out,
                    "  answer      false: N = {n} < T = {t}, no one can reach T\n"
                )
            }
            Game::Played => {
                writeln!(
                    out,
                    " (N = {}, slack D = {}): 2^{m} sets, {}",
                    triangle(m),
                    triangle(m) - t,
                    dp_cli::error::bytes(1 << m)
                )?;
                let verdict = if self.wins {
                    "the first player can force reaching T"
                } else {
                    "every first move loses"
                };
                writeln!(out, "  answer      {}: {verdict}", self.wins)?;
                let firsts = numbers(&self.winning_first_moves);
                writeln!(out, "  winning first moves: {firsts}")?;
                line_of_play(out, &self.line, t)?;
                if !self.table.is_empty() && m <= TABLE_MAX_NUMBER {
                    every_set(out, &self.table, m)?;
                }
                writeln!(out)
            }
        }
    }

    /// The lesson page's data ([`crate::page`]): every set as a lattice for M ≤ 5, stepped
    /// in the DP's order; the line of play with every choice along it; the table counted by
    /// layer.
    fn lesson_data(&self) -> serde_json::Value {
        serde_json::to_value(crate::page::data(self.case, self)).expect("page data serializes")
    }
}

/// The fields of one `--json` line (dp-cli puts `case` in front).
#[derive(Serialize)]
pub struct CaseJson {
    wins: bool,
    winning_first_moves: Vec<u32>,
    line: Vec<StepJson>,
}

#[derive(Serialize)]
struct StepJson {
    player: &'static str,
    number: u32,
    total: u32,
}

/// `1,3,4`, or `-` for none.
fn numbers(list: &[u32]) -> String {
    if list.is_empty() {
        return "-".into();
    }
    let words: Vec<String> = list.iter().map(u32::to_string).collect();
    words.join(",")
}

/// `win in 3`, `lose in 2`.
fn outcome(outcome: Outcome) -> String {
    let word = if outcome.wins { "win" } else { "lose" };
    format!("{word} in {}", outcome.moves)
}

/// The line of play as a table.
fn line_of_play(out: &mut dyn Write, line: &[Move], target: u64) -> io::Result<()> {
    writeln!(out, "  line of play")?;
    writeln!(out, "    move  player  number  total  to reach")?;
    for (index, step) in line.iter().enumerate() {
        let left = target.saturating_sub(u64::from(step.total));
        let left = if left == 0 {
            "reached".into()
        } else {
            left.to_string()
        };
        writeln!(
            out,
            "    {:>4}  {:<6}  {:>6}  {:>5}  {left:>8}",
            index + 1,
            player(index),
            step.number,
            step.total,
        )?;
    }
    if let Some(index) = line.len().checked_sub(1) {
        let moves = if line.len() == 1 { "move" } else { "moves" };
        let player = player(index);
        writeln!(
            out,
            "    the {player} player reaches T in {} {moves}",
            line.len()
        )?;
    }
    Ok(())
}

/// Every set of taken numbers, for a small M.
fn every_set(out: &mut dyn Write, table: &[Row], max_number: u32) -> io::Result<()> {
    writeln!(
        out,
        "  every set of taken numbers (the player to move wins or loses in n moves on\n  \
         the line of play; over: the last move reached T)"
    )?;
    writeln!(out, "    taken      total  to move    winning numbers")?;
    let mut rows: Vec<&Row> = table.iter().collect();
    // By size, then in dictionary order: {1,2} before {1,3} before {2,3}.
    rows.sort_by_key(|row| (row.taken.count_ones(), Reverse(row.taken.reverse_bits())));
    for row in rows {
        let taken: Vec<String> = ones(row.taken).map(|bit| (bit + 1).to_string()).collect();
        let set = format!("{{{}}}", taken.join(","));
        let (status, winning) = match &row.to_move {
            None => ("over".to_owned(), String::new()),
            Some((result, winning)) => (outcome(*result), numbers(winning)),
        };
        let text = format!("    {set:<9}  {:>5}  {status:<9}  {winning}", row.total);
        writeln!(out, "{}", text.trim_end())?;
    }
    debug_assert_eq!(table.len(), 1 << max_number);
    Ok(())
}
