//! The views of one solved deal: the judge's line, `--exact`, `--json`, `explain`, the data
//! of the lesson page, and the `simulate` report. All read the same [`Solution`]; none solves anything.

use std::io::{self, Write};

use dp_cli::Views;
use dp_cli::text::{thousands, wrap};

use itertools::Itertools;
use serde::Serialize;

use crate::game::{Position, START, cards_left, cards_on};
use crate::parse::{Card, Deal, PILES};
use crate::simulate::Simulation;
use crate::solve::{Exact, Move, Solution, round_to_6_places};
use crate::{Options, Solitaire};

/// The fields of one `--json` line (dp-cli puts `case` in front).
#[derive(Serialize)]
pub struct DealJson {
    probability: f64,
    rounded: String,
    exact: String,
    reachable_states: usize,
    winnable: bool,
    line: Vec<PairJson>,
}

/// One move of the winning line in `--json`.
#[derive(Serialize)]
struct PairJson {
    /// The two piles, from 1, left to right.
    piles: [usize; 2],
    /// Their top cards, which the move removes.
    cards: [String; 2],
    /// k: the legal pairs of the state before the move, among which random play picks.
    choices: usize,
    /// The cards left on each pile after the move, as nine digits.
    after: String,
}

impl Views<Solitaire> for Solution {
    type Json = DealJson;

    /// The judge's line: the probability with 6 digits after the point; with `--exact`, the
    /// probability as a fraction in lowest terms.
    fn plain(&self, out: &mut dyn Write) -> io::Result<()> {
        if self.exact {
            let exact = self.exact();
            writeln!(out, "{}/{}", exact.numer(), exact.denom())
        } else {
            writeln!(out, "{}", self.rounded())
        }
    }

    /// The `--json` fields: the probability as an `f64`, rounded as the judge prints it and
    /// exact, the number of reachable states, whether best play can clear the deal and, when
    /// it can, the winning line `explain` shows (empty when it cannot).
    fn json(&self) -> DealJson {
        let deal = &self.deal;
        let exact = self.exact();
        let mut position = START;
        let line = self
            .winning_line()
            .unwrap_or_default()
            .iter()
            .map(|step| {
                let (a, b) = step.piles;
                let cards = [a, b].map(|pile| top_card(deal, position, pile).to_string());
                position = step.after;
                PairJson {
                    piles: [a + 1, b + 1],
                    cards,
                    choices: step.choices,
                    after: digits(step.after),
                }
            })
            .collect();
        DealJson {
            probability: self.probability(),
            rounded: self.rounded(),
            exact: format!("{}/{}", exact.numer(), exact.denom()),
            reachable_states: self.reachable_states(),
            winnable: self.winnable(),
            line,
        }
    }

    /// The lesson, once a run: the state, the recurrence, the order, the answer, the
    /// complexity.
    fn lesson(out: &mut dyn Write, _: &Options) -> io::Result<()> {
        let opening = digits(START);
        write!(
            out,
            "\
Double Patience: 36 cards lie in 9 piles of 4. A move removes the top cards of
two piles of equal rank, picked at random among all such pairs, each pair with
the same chance. p is the chance that this random play clears the table.

the DP, over the states play can reach from the opening
  state       the number of cards left on each pile, as nine digits ({opening}
              at the opening, 000000000 when the table is clear). The cards left
              are always the bottom ones, so the counts say which cards are on
              top; suits never matter, only ranks.
  recurrence  p(000000000) = 1: the table is clear
              p(s) = 0 when s has no legal pair: a dead end
              p(s) = (1/k) * (p(s1) + ... + p(sk)) when s has k legal pairs,
              leading to the states s1 to sk: each is picked with chance 1/k
  order       every state after the states it leads to: a move removes two
              cards, so those hold fewer cards and no state comes back. The
              solver keeps that order with a memoised depth-first search from
              the opening, which solves a state once the states it leads to
              are and visits only the states play can reach
  answer      p({opening}), in floating point and exactly, as a fraction
  winnable    best play can clear the table exactly when p > 0: every line of
              play has a positive chance under random play
  complexity  S reachable states (of the 5^9 = 1,953,125 conceivable; a few
              hundred to a few thousand in practice) and T legal pairs in all,
              at most 12 a state: O(36 * S + T) time, each state comparing the
              tops of its 36 pairs of piles, and O(S + T) memory. The exact
              fractions cost big-integer arithmetic per legal pair.

"
        )
    }

    /// The teaching view of one deal: the deal, its answer and counts, the reachable states
    /// by cards left, the opening's recurrence worked out, and a winning sequence with p
    /// along it — or, for a deal that cannot be cleared, why.
    fn explain(&self, out: &mut dyn Write, deal_number: usize) -> io::Result<()> {
        let deal = &self.deal;
        writeln!(out, "deal {deal_number}, piles bottom to top:")?;
        for (pile, cards) in deal.piles.iter().enumerate() {
            writeln!(out, "  pile {}: {}", pile + 1, cards.iter().join(" "))?;
        }
        writeln!(out)?;
        let exact = self.exact_values();
        let answer = exact.answer();
        let opening = digits(START);
        let layers = self.layers();
        let doomed: usize = layers.iter().map(|layer| layer.doomed).sum();
        let dead_ends: usize = layers.iter().map(|layer| layer.dead_ends).sum();
        writeln!(
            out,
            "  p({opening}) = {}, exactly {}/{}",
            self.rounded(),
            answer.numer(),
            answer.denom()
        )?;
        let states = format!(
            "{} of 1,953,125 conceivable, {}",
            count(
                self.reachable_states(),
                "reachable state",
                "reachable states"
            ),
            count(self.transitions(), "legal pair", "legal pairs")
        );
        wrap(out, "  this run: ", "    ", &states)?;
        let alive = doomed - dead_ends;
        let doomed_text = if doomed == 0 {
            "no state is lost: the table can be cleared from every one.".to_owned()
        } else if alive == 0 && doomed == 1 {
            "1 state can never be cleared (p = 0): a dead end (no legal pair).".to_owned()
        } else if alive == 0 {
            format!(
                "{} states can never be cleared (p = 0), all of them dead ends (no legal pair).",
                thousands(doomed as u64)
            )
        } else {
            format!(
                "{} can never be cleared (p = 0); of them {} (no legal pair), and from the \
                 other {} play goes on, but every line ends in a dead end.",
                count(doomed, "state", "states"),
                if dead_ends == 1 {
                    "1 is a dead end".to_owned()
                } else {
                    format!("{} are dead ends", thousands(dead_ends as u64))
                },
                thousands(alive as u64)
            )
        };
        wrap(out, "  ", "  ", &doomed_text)?;
        writeln!(out)?;

        writeln!(out, "reachable states by cards left")?;
        writeln!(
            out,
            "  {:>10}  {:>6}  {:>5}  {:>9}",
            "cards left", "states", "p = 0", "dead ends"
        )?;
        for layer in layers.iter().filter(|layer| layer.states > 0) {
            writeln!(
                out,
                "  {:>10}  {:>6}  {:>5}  {:>9}",
                layer.cards_left, layer.states, layer.doomed, layer.dead_ends
            )?;
        }
        writeln!(out)?;

        opening_worked_out(out, deal, self, &exact)?;
        match self.winning_line() {
            Some(line) => {
                wrap(
                    out,
                    "",
                    "",
                    "best play can clear this deal. One winning sequence, at each step the \
                     first pair (in pile order) from which the table can still be cleared; k \
                     is how many pairs random play would pick from, p the chance of clearing \
                     from the state reached:",
                )?;
                line_table(out, deal, &line, Some(&exact))?;
            }
            None => why_not(out, deal, self)?,
        }
        writeln!(out)
    }

    /// The lesson page's data: [`crate::page`].
    fn lesson_data(&self) -> serde_json::Value {
        serde_json::to_value(crate::page::data(self)).expect("page data serializes")
    }
}

/// A position as nine digits, pile 1 first: `444444444` at the opening.
fn digits(position: Position) -> String {
    (0..PILES)
        .map(|pile| cards_on(position, pile).to_string())
        .collect()
}

/// `count noun`, the noun in the plural unless the count is 1, the count with thousands
/// separators.
fn count(count: usize, singular: &str, plural: &str) -> String {
    let noun = if count == 1 { singular } else { plural };
    format!("{} {noun}", thousands(count as u64))
}

/// A legal pair as played from `position`: `KS (pile 1) + KH (pile 2)`.
fn pair(deal: &Deal, position: Position, step: &Move) -> String {
    let (a, b) = step.piles;
    let card = |pile: usize| top_card(deal, position, pile);
    format!(
        "{} (pile {}) + {} (pile {})",
        card(a),
        a + 1,
        card(b),
        b + 1
    )
}

/// The card on top of `pile` in `position` (the pile is not empty).
fn top_card(deal: &Deal, position: Position, pile: usize) -> Card {
    deal.piles[pile][cards_on(position, pile) - 1]
}

/// The recurrence at the opening with its numbers: each legal pair, the state it leads
/// to and that state's p, then their average.
fn opening_worked_out(
    out: &mut dyn Write,
    deal: &Deal,
    solution: &Solution,
    exact: &Exact,
) -> io::Result<()> {
    let opening = digits(START);
    let moves = solution.opening_moves();
    let k = moves.len();
    if k == 0 {
        writeln!(
            out,
            "the opening is a dead end: no two top cards share a rank, so p({opening}) = 0"
        )?;
        return writeln!(out);
    }
    if k == 1 {
        writeln!(
            out,
            "the opening worked out: k = 1 legal pair, played for sure (chance 1/1)"
        )?;
    } else {
        writeln!(
            out,
            "the opening worked out: k = {k} legal pairs, each picked with chance 1/{k}"
        )?;
    }
    let pairs: Vec<String> = moves.iter().map(|step| pair(deal, START, step)).collect();
    let width = pairs.iter().map(String::len).max().unwrap_or(0);
    writeln!(
        out,
        "  {:<width$}  {:<9}  {:>8}  exactly",
        "pair", "after", "p"
    )?;
    let mut terms = Vec::new();
    for (step, pair) in moves.iter().zip(&pairs) {
        let p = exact.after(step);
        let rounded = round_to_6_places(p);
        writeln!(
            out,
            "  {pair:<width$}  {:<9}  {rounded:>8}  {}/{}",
            digits(step.after),
            p.numer(),
            p.denom()
        )?;
        terms.push(rounded);
    }
    let sum = if k == 1 {
        terms.join("")
    } else {
        format!("({})", terms.join(" + "))
    };
    let average = if solution.winnable() {
        format!(
            "p({opening}) = {sum} / {k} = {}, to 6 digits; the exact fractions average to \
             the exact answer.",
            solution.rounded()
        )
    } else {
        let which = if k == 1 {
            "its pair leads"
        } else {
            "every pair leads"
        };
        format!("p({opening}) = {sum} / {k} = 0: {which} to a lost state.")
    };
    wrap(out, "  ", "  ", &average)?;
    writeln!(out)
}

/// A line of play as a table: each pair, k, the state reached and, when `exact` is given,
/// its p.
fn line_table(
    out: &mut dyn Write,
    deal: &Deal,
    line: &[Move],
    exact: Option<&Exact>,
) -> io::Result<()> {
    let mut position = START;
    let pairs: Vec<String> = line
        .iter()
        .map(|step| {
            let text = pair(deal, position, step);
            position = step.after;
            text
        })
        .collect();
    let width = pairs.iter().map(String::len).max().unwrap_or(0);
    let p = |step: &Move| exact.map_or_else(String::new, |e| round_to_6_places(e.after(step)));
    let header = format!(
        "  {:>4}  {:<width$}  {:>2}  {:<9}  {:>8}",
        "step",
        "pair",
        "k",
        "after",
        if exact.is_some() { "p" } else { "" }
    );
    writeln!(out, "{}", header.trim_end())?;
    for (index, (step, pair)) in line.iter().zip(&pairs).enumerate() {
        let row = format!(
            "  {:>4}  {pair:<width$}  {:>2}  {:<9}  {:>8}",
            index + 1,
            step.choices,
            digits(step.after),
            p(step)
        );
        writeln!(out, "{}", row.trim_end())?;
    }
    Ok(())
}

/// Why a deal cannot be cleared: how far play gets at best and the dead end there, and a
/// pile holding three or four cards of one rank when there is one.
fn why_not(out: &mut dyn Write, deal: &Deal, solution: &Solution) -> io::Result<()> {
    let line = solution.furthest_line();
    let end = line.last().map_or(START, |step| step.after);
    let reach = if line.is_empty() {
        "There is no move at all.".to_owned()
    } else {
        format!(
            "Every line of play ends in a dead end, the furthest with {} left; one of them \
             (k: the pairs to pick from at each step):",
            count(cards_left(end), "card", "cards")
        )
    };
    let states = solution.reachable_states();
    let everywhere = if states == 1 {
        "in its only reachable state".to_owned()
    } else {
        format!("in all {} reachable states", thousands(states as u64))
    };
    let text = format!("best play cannot clear this deal: p = 0 {everywhere}. {reach}");
    wrap(out, "", "", &text)?;
    if !line.is_empty() {
        line_table(out, deal, &line, None)?;
    }
    let tops: Vec<String> = (0..PILES)
        .filter(|&pile| cards_on(end, pile) > 0)
        .map(|pile| deal.piles[pile][cards_on(end, pile) - 1].to_string())
        .collect();
    let dead_end = if let [top] = tops.as_slice() {
        format!(
            "At {} the only top card is {top}: no pair is left.",
            digits(end)
        )
    } else {
        format!(
            "At {} the top cards are {}: no two of one rank.",
            digits(end),
            tops.join(" ")
        )
    };
    wrap(out, "", "", &dead_end)?;
    // Three or four cards of one rank in one pile: lost whatever the play.
    let mut crowded = Vec::new();
    for (pile, cards) in deal.piles.iter().enumerate() {
        for rank in 0..9u8 {
            let same: Vec<String> = cards
                .iter()
                .filter(|card| card.rank == rank)
                .map(ToString::to_string)
                .collect();
            if same.len() >= 3 {
                let share = if same.len() == 4 {
                    "all four"
                } else {
                    "three of the four"
                };
                crowded.push(format!(
                    "pile {} holds {}, {share} cards of that rank",
                    pile + 1,
                    same.join(" ")
                ));
            }
        }
    }
    if !crowded.is_empty() {
        const LISTED: usize = 3;
        let more = crowded.len().saturating_sub(LISTED);
        crowded.truncate(LISTED);
        let mut listed = crowded.join("; ");
        if more > 0 {
            let piles = if more == 1 { "pile" } else { "piles" };
            listed.push_str(&format!("; and {more} more {piles} like them"));
        }
        let text = format!(
            "The deal was lost from the start: {listed}. The four cards of a rank can only \
             leave in two pairs, each taking one card from each of two piles, so no pile can \
             give up more than two of them."
        );
        wrap(out, "", "", &text)?;
    }
    Ok(())
}

/// The `simulate --json` line of one deal: the same numbers as the text line, and the
/// exact probability as an `f64` and rounded as the judge prints it.
#[derive(Serialize)]
pub struct SimulationJson {
    case: usize,
    games: u64,
    wins: u64,
    rate: f64,
    interval_95: [f64; 2],
    probability: f64,
    rounded: String,
    inside: bool,
}

/// The `simulate --json` fields of deal `deal_number`.
pub fn simulation_json(
    deal_number: usize,
    simulation: &Simulation,
    solution: &Solution,
) -> SimulationJson {
    let (low, high) = simulation.interval_95();
    let probability = solution.probability();
    SimulationJson {
        case: deal_number,
        games: simulation.games,
        wins: simulation.wins,
        rate: simulation.rate(),
        interval_95: [low, high],
        probability,
        rounded: solution.rounded(),
        inside: (low..=high).contains(&probability),
    }
}

/// The `simulate` lines of a deal: the observed rate, then its 95% interval and the exact
/// value beside it; each within 80 columns whatever the numbers (a deal number of up to
/// 13 digits, 100,000,000 games).
pub fn simulation(
    out: &mut dyn Write,
    deal_number: usize,
    simulation: &Simulation,
    solution: &Solution,
) -> io::Result<()> {
    let (low, high) = simulation.interval_95();
    let exact = solution.probability();
    let verdict = if (low..=high).contains(&exact) {
        "inside"
    } else {
        "outside"
    };
    writeln!(
        out,
        "deal {deal_number}: won {} of {} random games, {:.6}\n  95% interval {low:.6} to \
         {high:.6}; exact {} ({verdict} the interval)",
        simulation.wins,
        simulation.games,
        simulation.rate(),
        solution.rounded()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simulate_lines_stay_within_80_columns() {
        let sample = include_bytes!("../../fixtures/solitaire/judge-sample.in");
        let mut scanner = dp_cli::Scanner::from_bytes(sample);
        let deal = <crate::parse::Deal as dp_cli::ReadCase>::read_case(&mut scanner, 1)
            .expect("the sample reads")
            .expect("a deal");
        let solution = crate::solve::solve(&deal);
        let most = Simulation {
            games: 100_000_000,
            wins: 99_999_999,
        };
        let mut out = Vec::new();
        simulation(&mut out, 9_999_999_999_999, &most, &solution).expect("a Vec takes it");
        let text = String::from_utf8(out).expect("UTF-8");
        assert_eq!(text.lines().count(), 2, "{text}");
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "{} columns: {line}", line.len());
        }
    }
}
