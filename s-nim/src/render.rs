//! The three views of one solved test case: the judge's line of letters, `--json` and
//! `explain`. All read the same [`Solution`]; none solves anything.

use std::fmt::Write as _;
use std::io::{self, Write};

use dp_cli::text::{plural, thousands, wrap};
use dp_cli::{NoOptions, Views};
use serde::Serialize;

use crate::SNim;
use crate::solve::{Detail, Position, Row, Solution};

/// At most this many moves and heaps are listed on one line of explain; the rest counted.
const LISTED: usize = 12;
/// At most this many positions are worked out in explain; the rest are in the answer.
const POSITIONS_SHOWN: usize = 100;

/// The fields of one `--json` line (dp-cli puts `case` in front).
#[derive(Serialize)]
pub struct CaseJson {
    /// The judge's line: one letter a position.
    letters: String,
    positions: Vec<PositionJson>,
}

#[derive(Serialize)]
struct PositionJson {
    wins: bool,
    /// g(h) of each heap, in input order.
    grundy: Vec<u8>,
    xor: u8,
    /// The winning move, or null.
    #[serde(rename = "move")]
    winning: Option<MoveJson>,
}

#[derive(Serialize)]
struct MoveJson {
    /// Which heap, from 1 in input order.
    heap: usize,
    take: u32,
    from: u32,
    to: u32,
    /// The heap's Grundy value after the move (before it: `grundy[heap - 1]`).
    grundy_after: u8,
}

impl Solution {
    /// The judge's line: `W` or `L` for each position.
    pub fn letters(&self) -> String {
        self.wins
            .iter()
            .map(|&wins| if wins { 'W' } else { 'L' })
            .collect()
    }
}

/// `{a, b, c}` of at most [`LISTED`] items, then how many more.
fn listed<T: ToString>(items: &[T], open: &str, close: &str) -> String {
    let shown: Vec<String> = items.iter().take(LISTED).map(T::to_string).collect();
    let more = items.len().saturating_sub(LISTED);
    let more = if more > 0 {
        format!(", ... {} more", thousands(more as u64))
    } else {
        String::new()
    };
    format!("{open}{}{more}{close}", shown.join(", "))
}

/// `g(n) = mex {g(3)=1, g(0)=0} = 2`: one row of the table.
pub fn row_text(row: &Row) -> String {
    let reads: Vec<String> = row
        .seen
        .iter()
        .map(|&(s, g)| format!("g({})={g}", row.n - s))
        .collect();
    let why = if row.seen.is_empty() {
        "no move fits".to_owned()
    } else {
        let mut values: Vec<u8> = row.seen.iter().map(|&(_, g)| g).collect();
        values.sort_unstable();
        values.dedup();
        format!(
            "{} is the least value missing from {{{}}}",
            row.value,
            join(&values)
        )
    };
    format!(
        "g({}) = mex {{{}}} = {} ({why})",
        row.n,
        reads.join(", "),
        row.value
    )
}

fn join<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(T::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The explain line of one position (number from 1).
fn position_text(number: usize, heaps: &[u32], position: &Position) -> String {
    if heaps.is_empty() {
        return format!("position {number}: no heaps; XOR 0: L. No move at all.");
    }
    let mut text = format!(
        "position {number}: heaps {}; Grundy values {}; XOR {}: ",
        listed(heaps, "", ""),
        listed(&position.grundy, "", ""),
        position.xor
    );
    match position.winning {
        None => text.push_str(
            "L. Every move changes one heap's value, so it leaves a non-zero XOR, from which \
             the other player can always return to 0.",
        ),
        Some(step) => {
            let _ = write!(
                text,
                "W. Take {} from heap {} ({} -> {} beads): its value goes from {} to {} XOR {} = {} \
                 (smaller, so a move reaches it), and the XOR becomes {} XOR {} XOR {} = 0.",
                plural(step.take.into(), "bead", "beads"),
                step.heap + 1,
                step.from,
                step.from - step.take,
                step.from_value,
                step.from_value,
                position.xor,
                step.to_value,
                position.xor,
                step.from_value,
                step.to_value
            );
        }
    }
    text
}

impl Views<SNim> for Solution {
    type Json = CaseJson;

    /// The judge's line: one letter a position, `W` when the player to move wins.
    fn plain(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", self.letters())
    }

    /// The letters, and each position's Grundy values, XOR and winning move.
    fn json(&self) -> CaseJson {
        let positions = self.detail.as_ref().map_or(&[][..], |d| &d.positions[..]);
        CaseJson {
            letters: self.letters(),
            positions: positions
                .iter()
                .map(|position| PositionJson {
                    wins: position.xor != 0,
                    grundy: position.grundy.clone(),
                    xor: position.xor,
                    winning: position.winning.map(|step| MoveJson {
                        heap: step.heap + 1,
                        take: step.take,
                        from: step.from,
                        to: step.from - step.take,
                        grundy_after: step.to_value,
                    }),
                })
                .collect(),
        }
    }

    /// The lesson, printed once: the DP first, then the engineering.
    fn lesson(out: &mut dyn Write, _: &NoOptions) -> io::Result<()> {
        wrap(
            out,
            "",
            "",
            "S-Nim: heaps of beads; a move takes s beads from one heap, s from the set S; who \
             cannot move loses. For each position: W if the player to move wins, L if not.",
        )?;
        write!(
            out,
            "
the DP, one heap at a time
  state       n, the beads in one heap, 0 to H (the largest heap asked about)
  value       g(n), the heap's Grundy number: the least whole number that no
              move from n reaches (its mex). g(n) = 0: the lone heap is lost
              for the player to move.
  recurrence  g(n) = mex {{ g(n - s) : s in S, s <= n }}; g(n) = 0 when no
              move fits
  order       n from 0 up: g(n) reads only smaller heaps
  answer      a position is W when g(h1) XOR ... XOR g(hl) is not 0, else L
  complexity  O(H * k) for the table (k moves, H + 1 heap sizes); then O(l)
              a position

why the XOR (the Sprague-Grundy theorem)
  A heap of value g acts like a Nim heap of g beads: a move from it reaches
  every smaller value (that is what the mex promises) and perhaps larger ones,
  which the other player can undo by moving back down to g. In Nim, from XOR
  0 every move changes one heap and so makes the XOR non-zero; from XOR x not
  0, some heap's value a has x's highest bit set, so a XOR x < a: move that
  heap to value a XOR x and the XOR becomes x XOR a XOR (a XOR x) = 0. Whoever
  keeps handing over XOR 0 makes the last move (all heaps empty is XOR 0).
  So a position is lost exactly when the XOR of its heaps' values is 0.

the winning move: the first heap (in input order) whose value a has a XOR x
  < a, and the fewest beads s that take it to a heap of value a XOR x.

engineering: S sorted and deduplicated, moves larger than H dropped; the values
  seen from n gathered as a bit set (64 bits, 128 from the first value of 64),
  the mex its count of trailing ones; positions closer together than the
  smallest move filled together, up to 16 at once, each move OR-ing one window
  of the table's bit sets into theirs; when S is a few runs of consecutive
  numbers, a count of each value in each run's sliding window instead; test
  cases solved on all cores at once.

"
        )
    }

    /// The teaching view: the move set, the first rows of the mex table, and each
    /// position's values, XOR and winning move.
    fn explain(&self, out: &mut dyn Write, number: usize) -> io::Result<()> {
        let Some(detail) = &self.detail else {
            return Ok(());
        };
        let Detail {
            case,
            moves,
            moves_given,
            rows,
            largest,
            positions,
        } = detail;
        let count = positions.len() as u64;
        writeln!(
            out,
            "test case {number}: S = {} ({}), {}, the largest heap {}",
            listed(&case.moves, "{", "}"),
            plural(*moves_given as u64, "move", "moves"),
            plural(count, "position", "positions"),
            thousands((*largest).into())
        )?;
        if moves.len() != *moves_given {
            let text = format!(
                "used: {} (sorted, without duplicates and moves larger than {})",
                listed(moves, "{", "}"),
                largest
            );
            wrap(out, "  ", "    ", &text)?;
        }
        writeln!(out, "  the mex table:")?;
        for row in rows {
            wrap(out, "    ", "      ", &row_text(row))?;
        }
        if rows.len() as u64 <= u64::from(*largest) {
            writeln!(
                out,
                "    ... on to g({}), the same way",
                thousands((*largest).into())
            )?;
        }
        for (index, (position, heaps)) in positions
            .iter()
            .zip(case.positions())
            .take(POSITIONS_SHOWN)
            .enumerate()
        {
            wrap(
                out,
                "  ",
                "    ",
                &position_text(index + 1, heaps, position),
            )?;
        }
        if positions.len() > POSITIONS_SHOWN {
            writeln!(
                out,
                "  ... {} more positions: their letters are in the answer",
                thousands((positions.len() - POSITIONS_SHOWN) as u64)
            )?;
        }
        if positions.is_empty() {
            writeln!(out, "  answer: an empty line (no positions)")?;
        } else {
            writeln!(out, "  answer: {}", self.letters())?;
        }
        writeln!(out)
    }

    fn lesson_data(&self) -> serde_json::Value {
        self.detail
            .as_ref()
            .and_then(|detail| crate::page::data(&detail.case, self))
            .map_or(serde_json::Value::Null, |data| {
                serde_json::to_value(data).expect("page data serializes")
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::Case;
    use crate::solve::solve;

    #[test]
    fn a_row_says_what_it_reads() {
        let solution = solve(&Case::new(&[2, 5], &[vec![12]]), true);
        let rows = &solution.detail.expect("asked for").rows;
        assert_eq!(
            row_text(&rows[5]),
            "g(5) = mex {g(3)=1, g(0)=0} = 2 (2 is the least value missing from {0, 1})"
        );
        assert_eq!(row_text(&rows[1]), "g(1) = mex {} = 0 (no move fits)");
    }
}
