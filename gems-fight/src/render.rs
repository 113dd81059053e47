//! The views of one solved case: the judge's number, `--json`, `explain` (after the
//! lesson, printed once a run) and the data of its lesson page. All read the same
//! [`Solution`]; none solves anything: `explain` and the page show the entries of the DP
//! table the solve kept for them.

use std::io::{self, Write};

use dp_cli::{NoOptions, Views};
use dp_core::bits::ones;
use itertools::Itertools;
use serde::Serialize;

use crate::GemsFight;
use crate::solve::{Pour, SetEntry, Solution, WHOLE_TABLE_BAGS};

/// The players' names, first to move first.
pub(crate) const PLAYERS: [&str; 2] = ["Alice", "Bob"];

impl Views<GemsFight> for Solution {
    type Json = CaseJson;

    /// The judge's line: Alice's stones minus Bob's.
    fn plain(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", self.difference)
    }

    /// The `--json` fields: the difference, both totals and the line of play; `bag` counts
    /// from 1 in input order.
    fn json(&self) -> CaseJson {
        CaseJson {
            difference: self.difference,
            alice: self.alice,
            bob: self.bob,
            line: self
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

    /// The lesson of `explain`, printed once before the first case: the state and why the
    /// cooker needs no place in it, the recurrence with the bonus turn, the order, the answer
    /// and the complexity.
    fn lesson(out: &mut dyn Write, _: &NoOptions) -> io::Result<()> {
        write!(
            out,
            "\
gems-fight (HDU 4778): the game, then the DP over the sets of bags poured

the game (each case gives G colors, B bags of gems, and S)
  Alice and Bob share one cooker, empty at the start, and B bags, each
  holding some gems of G colors. Alice moves first. A move is to pick a
  bag not yet poured and pour all its gems into the cooker. Whenever S
  gems of one color are in the cooker together, they melt into one magic
  stone, which goes to the player who poured. A player whose pour made at
  least one stone moves again; otherwise the turn passes. The game ends
  when every bag is poured. Each player plays to finish as far ahead of
  the other as they can; the answer is Alice's stones minus Bob's.

the DP
  state       P = the set of bags already poured. The cooker needs no place in
              it: of each color c it holds total_c(P) mod S, where total_c(P)
              is the number of gems of color c in the bags of P (every S gems
              of a color melt as soon as they meet, whoever poured them), and
              the stones made so far are stones(P) = the sum over the colors c
              of floor(total_c(P) / S), also fixed by P.
  move        P + b is P with bag b poured too. Pouring b makes
              gain = stones(P + b) - stones(P) stones: two lookups in a table
              of stones(P) filled once, not a recount of the cooker.
  value       f(P) = the most the player to move can finish ahead of the
              other, counting the stones made from P on
  recurrence  f(all bags) = 0
              f(P) = max over bags b not in P of
                       gain + f(P + b)   if gain > 0: a bonus turn, the same
                                         player moves again
                       -f(P + b)         if gain = 0: the other player moves
  order       every set after the sets with one more bag. Written as a
              number (bag b is bit b), P + b is larger than P, so the sets go
              from all bags down to none. (Engineering: 16 sets at a time that
              differ only in bags 1 to 4, compared side by side, in chunks of
              4,096 sets; chunks that differ in bags 13 and up are solved on
              all the cores.)
  answer      f(empty), Alice moving first; the line of play is read back
              from the empty set
  ties        among equally good bags, the lowest-numbered is taken
  complexity  2^B states and B * 2^(B-1) transitions of two lookups each,
              plus G * 2^B for the stones table: O((B + G) * 2^B) time and
              O(2^B) memory (4 bytes a set)

"
        )
    }

    /// The teaching view of one case: the bags, the whole table when B is small, the line of
    /// play with the cooker after each pour, and beyond small B the choices along the line.
    fn explain(&self, out: &mut dyn Write, case_number: usize) -> io::Result<()> {
        let case = &self.case;
        let bag_count = case.bags.len();
        let colors = case.colors;
        let need = case.stones_need;
        let gems = if need == 1 {
            "1 gem of a color makes a stone".to_owned()
        } else {
            format!("{need} gems of a color make a stone")
        };
        writeln!(
            out,
            "{}",
            wrapped(
                &format!(
                    "case {case_number}: G = {}, B = {}, S = {gems}",
                    count(colors as u64, "color"),
                    count(bag_count as u64, "bag"),
                ),
                80,
                2
            )
        )?;
        // Each color's column: as wide as its number, its largest count in a bag, and the
        // most the cooker can hold of it.
        let widths: Vec<usize> = (0..colors)
            .map(|c| {
                let total: u32 = case.bags.iter().map(|bag| bag[c]).sum();
                let most = case.bags.iter().map(|bag| bag[c]).max().unwrap_or(0);
                let cooker = total.min(need - 1);
                [c as u32 + 1, most, cooker]
                    .iter()
                    .map(|n| n.to_string().len())
                    .max()
                    .unwrap_or(1)
            })
            .collect();
        let counts = format!(
            "from {} and {}",
            count(self.states, "state"),
            count(self.transitions, "transition")
        );
        if bag_count == 0 {
            writeln!(out, "  no bags: the game is over before it starts")?;
            writeln!(out, "  f(empty) = {}, {counts}", self.difference)?;
            return writeln!(out);
        }
        writeln!(out, "  gems of each color in each bag")?;
        let label = format!("bag {bag_count}").len();
        let color_numbers: Vec<u32> = (1..=colors as u32).collect();
        writeln!(
            out,
            "    {:<label$}  {}",
            "color",
            per_color(&color_numbers, &widths)
        )?;
        for (index, bag) in case.bags.iter().enumerate() {
            writeln!(
                out,
                "    {:<label$}  {}",
                format!("bag {}", index + 1),
                per_color(&bag[..colors], &widths)
            )?;
        }
        writeln!(out, "  f(empty) = {}, {counts}", self.difference)?;
        writeln!(out)?;
        let cooker_width = widths.iter().sum::<usize>() + colors.saturating_sub(1);
        if bag_count <= WHOLE_TABLE_BAGS {
            whole_table(out, colors, self, &widths, cooker_width)?;
        }
        line_of_play(out, colors, self, &widths, cooker_width)?;
        if bag_count > WHOLE_TABLE_BAGS {
            choices(out, self)?;
        }
        Ok(())
    }

    /// The lesson page's data: [`crate::page`].
    fn lesson_data(&self) -> serde_json::Value {
        serde_json::to_value(crate::page::data(self)).expect("page data serializes")
    }
}

/// The fields of one `--json` line (dp-cli puts `case` in front).
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

/// "1 bag", "2 bags".
fn count(number: impl Into<u64>, noun: &str) -> String {
    let number = number.into();
    if number == 1 {
        format!("{number} {noun}")
    } else {
        format!("{number} {noun}s")
    }
}

/// `text` wrapped at word boundaries to `width` columns, continuation lines indented by
/// `indent` spaces.
fn wrapped(text: &str, width: usize, indent: usize) -> String {
    let mut out = String::new();
    let mut column = 0;
    let mut line_start = true;
    for word in text.split(' ') {
        if !line_start && column + 1 + word.len() > width {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
            column = indent;
            line_start = true;
        }
        if !line_start {
            out.push(' ');
            column += 1;
        }
        out.push_str(word);
        column += word.len();
        line_start = false;
    }
    out
}

/// A set of bags as `{1,3}`, bags from 1.
fn bags(set: u32) -> String {
    format!("{{{}}}", ones(set).map(|bag| bag + 1).join(","))
}

/// One number per color, each right-aligned to its color's column width.
fn per_color(values: &[u32], widths: &[usize]) -> String {
    values
        .iter()
        .zip(widths)
        .map(|(value, &width)| format!("{value:>width$}"))
        .join(" ")
}

/// A pour as `b: value`: `4*: 1 + 2 = 3` when it makes stones, `1: -(-3) = 3` when not;
/// in brackets when it is the pour the DP keeps.
fn pour(pour: &Pour, chosen: Option<usize>) -> String {
    let text = if pour.gain > 0 {
        let after = if pour.after < 0 {
            format!("({})", pour.after)
        } else {
            pour.after.to_string()
        };
        format!(
            "{}*: {} + {after} = {}",
            pour.bag + 1,
            pour.gain,
            pour.value
        )
    } else {
        format!("{}: -({}) = {}", pour.bag + 1, pour.after, pour.value)
    };
    if chosen == Some(pour.bag) {
        format!("[{text}]")
    } else {
        text
    }
}

/// The pours of `entry` from column `start`, wrapped to `width` columns.
fn pours(entry: &SetEntry, start: usize, width: usize) -> String {
    if entry.pours.is_empty() {
        return "none: every bag is poured".to_owned();
    }
    let mut text = String::new();
    let mut column = start;
    for (index, candidate) in entry.pours.iter().enumerate() {
        let item = pour(candidate, entry.chosen);
        if index > 0 {
            if column + 2 + item.len() > width {
                text.push('\n');
                text.push_str(&" ".repeat(start));
                column = start;
            } else {
                text.push_str("  ");
                column += 2;
            }
        }
        column += item.len();
        text.push_str(&item);
    }
    text
}

/// Every entry of a small case's table, layer by layer from all bags poured down to none.
fn whole_table(
    out: &mut dyn Write,
    colors: usize,
    solution: &Solution,
    widths: &[usize],
    cooker_width: usize,
) -> io::Result<()> {
    let Some(entries) = &solution.entries else {
        return Ok(());
    };
    write!(
        out,
        "\
the whole table, from all bags poured down to none
  P: the bags poured; cooker: the gems left of each color, total_c(P) mod S;
  a pour \"b: value\" is bag b poured from P, worth to the player to move
  gain + f(P + b) when it makes gain > 0 stones (marked *: a bonus turn),
  else -f(P + b); [ ] marks the pour the line of play takes from P, the
  lowest-numbered best
"
    )?;
    let set_width = entries
        .iter()
        .map(|entry| bags(entry.set).len())
        .max()
        .unwrap_or(1);
    let cooker_width = cooker_width.max("cooker".len());
    writeln!(
        out,
        "  {:<set_width$}  {:<cooker_width$}  stones  f(P)  pours",
        "P", "cooker"
    )?;
    let start = 2 + set_width + 2 + cooker_width + 2 + 6 + 2 + 4 + 2;
    let mut layers: Vec<&SetEntry> = entries.iter().collect();
    layers.sort_by_key(|entry| {
        let bags: Vec<u32> = ones(entry.set).collect();
        (std::cmp::Reverse(bags.len()), bags)
    });
    for entry in layers {
        writeln!(
            out,
            "  {:<set_width$}  {:<cooker_width$}  {:>6}  {:>4}  {}",
            bags(entry.set),
            per_color(&entry.cooker[..colors], widths),
            entry.stones,
            entry.value,
            pours(entry, start, 100)
        )?;
    }
    writeln!(out)
}

/// The line of play, turn by turn, with the cooker after each pour.
fn line_of_play(
    out: &mut dyn Write,
    colors: usize,
    solution: &Solution,
    widths: &[usize],
    cooker_width: usize,
) -> io::Result<()> {
    writeln!(
        out,
        "the line of play (among equal choices, the lowest-numbered bag);\n\
         cooker after: the gems left of colors 1 to G once the pour has melted"
    )?;
    let cooker_width = cooker_width.max("cooker after".len());
    writeln!(
        out,
        "  turn  player  bag  stones  Alice    Bob  {:<cooker_width$}  next",
        "cooker after"
    )?;
    let mut totals = [0u32; 2];
    let mut set = 0;
    for (index, turn) in solution.line.iter().enumerate() {
        totals[turn.player] += turn.stones;
        set |= 1 << turn.bag;
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
        let cooker = solution
            .entry(set)
            .map(|entry| per_color(&entry.cooker[..colors], widths))
            .unwrap_or_default();
        writeln!(
            out,
            "  {:>4}  {:<6}  {:>3}  {:>6}  {:>5}  {:>5}  {cooker:<cooker_width$}  {next}{bonus}",
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
        "  Alice {} - Bob {} = {}",
        totals[0], totals[1], solution.difference
    )?;
    writeln!(out)
}

/// Every pour from each set along the line of play, with its value.
fn choices(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    write!(
        out,
        "\
the choices along the line of play: from P, the bags poured before the turn,
a pour \"b: value\" is worth gain + f(P + b) to the player to move when it
makes gain > 0 stones (marked *: a bonus turn), else -f(P + b); [ ] marks
the pour taken, the lowest-numbered best
"
    )?;
    let mut set = 0;
    for (index, turn) in solution.line.iter().enumerate() {
        if let Some(entry) = solution.entry(set) {
            writeln!(
                out,
                "  turn {} ({}), {} poured, f(P) = {}",
                index + 1,
                PLAYERS[turn.player],
                match index {
                    0 => "no bag".to_owned(),
                    _ => count(index as u64, "bag"),
                },
                entry.value
            )?;
            writeln!(out, "    {}", pours(entry, 4, 80))?;
        }
        set |= 1 << turn.bag;
    }
    writeln!(out)
}
