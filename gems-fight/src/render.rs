//! The three views of one solved case: the judge's number, `--json`, and `explain`.
//! All three read the same [`Solution`]; none solves anything.

use std::io::{self, Write};

use itertools::Itertools;
use serde::Serialize;

use crate::parse::Case;
use crate::solve::Solution;

const PLAYERS: [&str; 2] = ["Alice", "Bob"];

/// The judge's line: Alice's stones minus Bob's.
pub fn plain(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    writeln!(out, "{}", solution.difference)
}

/// The fields of one `--json` line (dp-core puts `case` in front).
#[derive(Serialize)]
pub struct CaseJson {
    difference: i32,
    alice: u32,
    bob: u32,
    line: Vec<TurnJson>,
}

#[derive(Serialize)]
struct TurnJson {
    player: &'static str,
    bag: usize,
    stones: u32,
}

/// The `--json` fields: the difference, both totals and the line of play; `bag` counts
/// from 1 in input order.
pub fn json(solution: &Solution) -> CaseJson {
    CaseJson {
        difference: solution.difference,
        alice: solution.alice,
        bob: solution.bob,
        line: solution
            .line
            .iter()
            .map(|turn| TurnJson {
                player: PLAYERS[turn.player],
                bag: turn.bag + 1,
                stones: turn.stones,
            })
            .collect(),
    }
}

/// The teaching view: the state and why the cooker needs no place in it, the recurrence
/// with the bonus turn, this run's counts, and the line of play.
pub fn explain(
    out: &mut dyn Write,
    case_number: usize,
    case: &Case,
    solution: &Solution,
) -> io::Result<()> {
    let bag_count = case.bags.len();
    let need = case.stones_need;
    writeln!(
        out,
        "case {case_number}: G = {} colors, B = {bag_count} bags, S = {need} \
         (S gems of one color melt into a stone)",
        case.colors
    )?;
    let gems = |bag: &[u32]| {
        (0..case.colors)
            .filter(|&c| bag[c] > 0)
            .map(|c| format!("{}x color {}", bag[c], c + 1))
            .join(", ")
    };
    for (index, bag) in case.bags.iter().enumerate() {
        writeln!(out, "  bag {:>2}: {}", index + 1, gems(bag))?;
    }
    writeln!(out)?;
    let (states, transitions, difference) =
        (solution.states, solution.transitions, solution.difference);
    write!(
        out,
        "\
the DP
  state       P = the set of bags already poured. The cooker needs no place in it: of
              each color it holds total(P) mod S (every S gems of a color melt as soon
              as they meet, whoever poured them), and the stones made so far are
              stones(P) = sum over colors of floor(total(P) / S), also fixed by P.
  move        pouring bag b makes stones(P + b) - stones(P) stones: two lookups in a
              table of stones(P) filled once, not a recount of the cooker
  value       f(P) = the most the player to move can finish ahead, P poured
  recurrence  f(all bags) = 0
              f(P) = max over bags b not in P of
                       gain + f(P + b)   when gain > 0: a bonus turn, the same player
                                         moves again
                       -f(P + b)         when gain = 0: the other player moves
  order       by layers, from the sets missing one bag down to the empty set; the
              sets of a layer are independent, and are spread over the cores
  answer      f(empty) = {difference}
  this run    {states} states, {transitions} transitions

"
    )?;
    writeln!(
        out,
        "the line of play (among equal choices, the lowest-numbered bag)"
    )?;
    writeln!(
        out,
        "  {:>4}  {:<6}  {:>4}  {:>6}  {:>5}  {:>5}  next",
        "turn", "player", "bag", "stones", "Alice", "Bob"
    )?;
    let mut totals = [0u32; 2];
    for (index, turn) in solution.line.iter().enumerate() {
        totals[turn.player] += turn.stones;
        let next = match (turn.stones > 0, index + 1 == solution.line.len()) {
            (_, true) => "end",
            (true, false) => PLAYERS[turn.player],
            (false, false) => PLAYERS[1 - turn.player],
        };
        let bonus = if turn.stones > 0 && next != "end" {
            " (bonus turn)"
        } else {
            ""
        };
        writeln!(
            out,
            "  {:>4}  {:<6}  {:>4}  {:>6}  {:>5}  {:>5}  {next}{bonus}",
            index + 1,
            PLAYERS[turn.player],
            turn.bag + 1,
            turn.stones,
            totals[0],
            totals[1],
        )?;
    }
    writeln!(
        out,
        "  Alice {} - Bob {} = {difference}",
        totals[0], totals[1]
    )?;
    writeln!(out)
}
