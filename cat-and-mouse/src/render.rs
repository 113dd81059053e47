//! The three views of one solved graph: `1`/`2`/`0`, `--json`, and `explain`. All read the
//! same [`Solution`]; none solves anything.

use std::io::{self, Write};

use dp_cli::{NoOptions, Views};
use serde::Serialize;

use crate::CatAndMouse;
use crate::parse::Case;
use crate::solve::{
    CAT_TO_MOVE, MOUSE_TO_MOVE, Move, Outcome, Reason, Solution, Table, index, position,
};

/// `explain` lists the queue step by step, and every draw, up to this many nodes.
pub const SHOWN_MAX_NODES: usize = 6;

/// `mouse` or `cat`, the player to move.
pub fn player(turn: usize) -> &'static str {
    if turn == MOUSE_TO_MOVE {
        "mouse"
    } else {
        "cat"
    }
}

/// Why a position was decided, in words; `step` numbers the queue from 1.
pub fn reason(reason: Reason, turn: usize) -> String {
    match reason {
        Reason::Hole => "the mouse is in the hole".into(),
        Reason::Caught => "the cat is on the mouse".into(),
        Reason::Stuck => format!("the {} cannot move", player(turn)),
        Reason::Wins(step) => format!("a move to step {} wins", step + 1),
        Reason::Loses(step) => format!("every move loses (last: step {})", step + 1),
    }
}

/// The fields of one `--json` line (dp-cli puts `case` in front).
#[derive(Serialize)]
pub struct CaseJson {
    answer: u8,
    winner: &'static str,
    /// Moves to the end on the line of play; absent for a draw.
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<usize>,
    line: Vec<MoveJson>,
    first_moves: Vec<ChoiceJson>,
    positions: CountsJson,
}

#[derive(Serialize)]
struct MoveJson {
    player: &'static str,
    from: usize,
    to: usize,
}

#[derive(Serialize)]
struct ChoiceJson {
    to: usize,
    outcome: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<u32>,
}

#[derive(Serialize)]
struct CountsJson {
    mouse: usize,
    cat: usize,
    draw: usize,
}

impl Solution {
    /// The table the detailed views read.
    fn detail(&self) -> &Table {
        self.table
            .as_ref()
            .expect("the detailed views solve with the table")
    }

    fn shown_case(&self) -> &Case {
        self.case
            .as_ref()
            .expect("the detailed views solve with the graph")
    }
}

impl Views<CatAndMouse> for Solution {
    type Json = CaseJson;

    /// The judge's line: 1, 2 or 0.
    fn plain(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", self.outcome.number())
    }

    /// The answer, the line of play, the mouse's first moves and the table counted.
    fn json(&self) -> CaseJson {
        let table = self.detail();
        let [mouse, cat, draw] = table.counts();
        CaseJson {
            answer: self.outcome.number(),
            winner: self.outcome.word(),
            moves: (self.outcome != Outcome::Draw).then_some(table.line.len()),
            line: table
                .line
                .iter()
                .map(|step| MoveJson {
                    player: player(step.turn),
                    from: step.from,
                    to: step.to,
                })
                .collect(),
            first_moves: table
                .choices
                .iter()
                .map(|choice| ChoiceJson {
                    to: choice.to,
                    outcome: choice.outcome.word(),
                    moves: choice.moves,
                })
                .collect(),
            positions: CountsJson { mouse, cat, draw },
        }
    }

    /// The lesson, printed once before the cases of `explain`.
    fn lesson(out: &mut dyn Write, _: &NoOptions) -> io::Result<()> {
        out.write_all(
            b"\
the DP: retrograde analysis (the hole is node 0; the mouse starts at 1 and moves
first, the cat at 2 and may never enter the hole)
  state       a position (m, c, t): the mouse's node, the cat's node, and whose
              turn it is; n x n x 2 of them
  value       1: the mouse can force reaching the hole, whatever the cat does;
              2: the cat can force catching the mouse, whatever the mouse does;
              0: a draw, neither can force an end, so a position comes back
  recurrence  terminal: m = 0 is 1, m = c is 2; elsewhere the mover wins when
              some move leads to a position the mover wins, loses when every
              move leads to one the other wins, and else it is a draw
  order       none fixed: positions go round in cycles (mouse 1 -> 3, cat
              2 -> 4, mouse 3 -> 1, cat 4 -> 2: back where it began), so no
              position can wait for all those after it, as in a DP over a DAG.
              Backwards from the ends instead, with a queue of decided
              positions, the terminal ones first: pop q, won by W, and look at
              each undecided position p one move before it. If W moves at p, p
              is won by W (move into q). Else count a losing move of p; when all
              of them are counted, p is lost for its mover: won by W. A decided
              position joins the back of the queue
  answer      the start (1, 2, the mouse to move); the plain answer stops as
              soon as it is decided. A position still undecided when the queue
              is empty is a draw: its mover has no move to a position it wins
              (that would have decided it) and a move to another undecided one
              (else all its moves would have been counted), so both players can
              stay among undecided positions for ever
  line        first in, first out: positions are decided in order of their
              distance to the end, the winner hurrying and the loser stalling;
              the line of play walks that distance down, smaller node on ties
  complexity  each position is decided once and then looks back over the
              mover's neighbours: O(n * E) time, n^3 at worst
  engineering flat arrays: a byte of outcome, a u16 counter and a u32 queue
              entry a position (about 30 KB at n = 50); the graph as one list
              of neighbours with offsets, and as rows of bits, ANDed with rows
              of bits of the undecided positions so that looking back visits
              only undecided ones, 64 nodes a word; the plain answer searches
              only the nodes each player can reach from its start

",
        )
    }

    /// The teaching view of one graph: its size, the table counted, the answer with the
    /// mouse's first moves and the line of play, and for a small graph the queue step by
    /// step and every draw.
    fn explain(&self, out: &mut dyn Write, number: usize) -> io::Result<()> {
        let case = self.shown_case();
        let table = self.detail();
        let n = case.nodes();
        let edges = dp_cli::text::plural(case.edges() as u64, "edge", "edges");
        writeln!(
            out,
            "case {number}: {n} nodes, {edges} (line {})",
            case.line
        )?;
        let positions = n * (n - 1) * 2;
        let terminal = 4 * (n - 1);
        writeln!(
            out,
            "  positions   {n} x {} x 2 = {positions} with the cat off the hole; {terminal} \
             terminal",
            n - 1
        )?;
        let [mouse, cat, draw] = table.counts();
        writeln!(
            out,
            "  decided     {}: won by the mouse {mouse}, by the cat {cat}",
            mouse + cat
        )?;
        writeln!(
            out,
            "  draws       {draw}: never decided when the queue ran dry"
        )?;
        let verdict = match self.outcome {
            Outcome::Mouse => format!(
                "the mouse reaches the hole in {} whatever the cat does",
                moves(table.line.len())
            ),
            Outcome::Cat => format!(
                "the cat catches the mouse in {} whatever the mouse does",
                moves(table.line.len())
            ),
            Outcome::Draw => "a draw: from the start neither player can force an end".into(),
        };
        writeln!(out, "  answer      {}: {verdict}", self.outcome.number())?;
        let firsts: Vec<String> = table
            .choices
            .iter()
            .map(|choice| {
                let after = choice
                    .moves
                    .map_or(String::new(), |m| format!(" in {}", moves(m as usize + 1)));
                format!("1 -> {}: {}{after}", choice.to, choice.outcome.word())
            })
            .collect();
        dp_cli::text::wrap(out, "  mouse's first moves: ", "    ", &firsts.join(", "))?;
        if !table.line.is_empty() {
            line_of_play(out, &table.line)?;
        }
        if n <= SHOWN_MAX_NODES {
            the_queue(out, table)?;
            draws(out, case, table)?;
        }
        writeln!(out)
    }

    /// The lesson page's data ([`crate::page`]).
    fn lesson_data(&self) -> serde_json::Value {
        serde_json::to_value(crate::page::data(self.shown_case(), self))
            .expect("page data serializes")
    }
}

/// `1 move`, `3 moves`.
fn moves(count: usize) -> String {
    dp_cli::text::plural(count as u64, "move", "moves")
}

/// The line of play as a table.
fn line_of_play(out: &mut dyn Write, line: &[Move]) -> io::Result<()> {
    writeln!(
        out,
        "  line of play (the winner hurries, the loser stalls; smaller node on ties)"
    )?;
    writeln!(out, "    move  player  from  to")?;
    for (step, m) in line.iter().enumerate() {
        writeln!(
            out,
            "    {:>4}  {:<6}  {:>4}  {:>2}",
            step + 1,
            player(m.turn),
            m.from,
            m.to
        )?;
    }
    Ok(())
}

/// Every decided position in the order the queue decided it.
fn the_queue(out: &mut dyn Write, table: &Table) -> io::Result<()> {
    writeln!(
        out,
        "  the queue step by step (moves: to the end, the winner hurrying)"
    )?;
    writeln!(out, "    step  mouse  cat  to move  won by  moves  why")?;
    for (step, (&p, &why)) in table.order.iter().zip(&table.reasons).enumerate() {
        let p = p as usize;
        let (m, c, turn) = position(table.nodes, p);
        writeln!(
            out,
            "    {:>4}  {m:>5}  {c:>3}  {:<7}  {:<6}  {:>5}  {}",
            step + 1,
            player(turn),
            table.outcome_at(p).word(),
            table.moves[p],
            reason(why, turn)
        )?;
    }
    Ok(())
}

/// Every position never decided, with the moves that keep it undecided.
fn draws(out: &mut dyn Write, case: &Case, table: &Table) -> io::Result<()> {
    let n = table.nodes;
    let mut rows = Vec::new();
    for m in 1..n {
        for c in (1..n).filter(|&c| c != m) {
            for turn in [MOUSE_TO_MOVE, CAT_TO_MOVE] {
                if table.outcome_at(index(n, m, c, turn)) != Outcome::Draw {
                    continue;
                }
                let (mover, other) = if turn == MOUSE_TO_MOVE {
                    (m, c)
                } else {
                    (c, m)
                };
                let staying: Vec<String> = case
                    .adjacent(mover)
                    .iter()
                    .map(|&to| to as usize)
                    .filter(|&to| turn == MOUSE_TO_MOVE || to != 0)
                    .filter(|&to| {
                        let q = if turn == MOUSE_TO_MOVE {
                            index(n, to, other, CAT_TO_MOVE)
                        } else {
                            index(n, other, to, MOUSE_TO_MOVE)
                        };
                        table.outcome_at(q) == Outcome::Draw
                    })
                    .map(|to| to.to_string())
                    .collect();
                rows.push(format!(
                    "    {m:>5}  {c:>3}  {:<7}  {}",
                    player(turn),
                    staying.join(",")
                ));
            }
        }
    }
    if rows.is_empty() {
        return writeln!(out, "  no draws: every position is decided");
    }
    writeln!(
        out,
        "  the draws: no move wins for the mover, and these moves stay undecided"
    )?;
    writeln!(out, "    mouse  cat  to move  moves to undecided positions")?;
    for row in rows {
        writeln!(out, "{row}")?;
    }
    Ok(())
}
