//! The views of one solved deal: the judge's line, `--exact`, `--json`, `explain`, and the
//! `simulate` report. All read the same [`Solution`]; none solves anything.

use std::io::{self, Write};

use itertools::Itertools;
use serde::Serialize;

use crate::game::{Position, START, cards_on};
use crate::parse::{Deal, PILES};
use crate::simulate::Simulation;
use crate::solve::Solution;

/// The judge's line: the probability with 6 digits after the point.
pub fn plain(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    writeln!(out, "{}", solution.rounded())
}

/// The probability as a fraction in lowest terms.
pub fn exact(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    let exact = solution.exact();
    writeln!(out, "{}/{}", exact.numer(), exact.denom())
}

/// The fields of one `--json` line (dp-core puts `case` in front).
#[derive(Serialize)]
pub struct DealJson {
    probability: f64,
    rounded: String,
    exact: String,
    reachable_states: usize,
    winnable: bool,
}

/// The `--json` fields: the probability as an `f64`, rounded as the judge prints it and
/// exact, the number of reachable states, and whether best play can clear the deal.
pub fn json(solution: &Solution) -> DealJson {
    let exact = solution.exact();
    DealJson {
        probability: solution.probability(),
        rounded: solution.rounded(),
        exact: format!("{}/{}", exact.numer(), exact.denom()),
        reachable_states: solution.reachable_states(),
        winnable: solution.winnable(),
    }
}

/// A position as nine digits, pile 1 first: `444444444` at the opening.
fn digits(position: Position) -> String {
    (0..PILES)
        .map(|pile| cards_on(position, pile).to_string())
        .collect()
}

/// The teaching view: the deal, the DP with this run's counts by layer, and best play.
pub fn explain(
    out: &mut dyn Write,
    deal_number: usize,
    deal: &Deal,
    solution: &Solution,
) -> io::Result<()> {
    writeln!(out, "deal {deal_number}, piles bottom to top:")?;
    for (pile, cards) in deal.piles.iter().enumerate() {
        writeln!(out, "  pile {}: {}", pile + 1, cards.iter().join(" "))?;
    }
    writeln!(out)?;
    let exact = solution.exact();
    let opening = digits(START);
    let dead_ends: usize = solution.layers().iter().map(|layer| layer.dead_ends).sum();
    write!(
        out,
        "\
the DP
  state       the number of cards left on each pile, as nine digits ({opening} at the
              opening). The cards left are always the bottom ones, so the counts say
              which cards are on top; suits never matter, only ranks.
  recurrence  p(000000000) = 1, the table is clear
              p(s) = 0 when s has no legal pair (a dead end)
              p(s) = (1/k) * sum of p over the k states one legal pair away
  order       a memoised depth-first search from the opening: every move removes two
              cards, so no state comes back, and each is solved once its children are
  answer      p({opening}) = {} (exactly {}/{})
  this run    {} reachable states of 5^9 = 1953125 conceivable, {} transitions,
              {dead_ends} dead ends

",
        solution.rounded(),
        exact.numer(),
        exact.denom(),
        solution.reachable_states(),
        solution.transitions(),
    )?;
    writeln!(out, "reachable states by cards left")?;
    writeln!(
        out,
        "  {:>10}  {:>6}  {:>9}",
        "cards left", "states", "dead ends"
    )?;
    for layer in solution.layers().iter().filter(|layer| layer.states > 0) {
        writeln!(
            out,
            "  {:>10}  {:>6}  {:>9}",
            layer.cards_left, layer.states, layer.dead_ends
        )?;
    }
    writeln!(out)?;
    match solution.winning_line() {
        None => writeln!(
            out,
            "best play cannot clear this deal: every line of play ends in a dead end"
        )?,
        Some(line) => {
            writeln!(
                out,
                "best play can clear this deal; one winning sequence (at each step the first\n\
                 pair, in pile order, from which the table can still be cleared):"
            )?;
            let mut position = START;
            for (index, step) in line.iter().enumerate() {
                let (a, b) = step.piles;
                let card = |pile: usize| deal.piles[pile][cards_on(position, pile) - 1];
                writeln!(
                    out,
                    "  {:>2}. {} (pile {}) + {} (pile {})  -> {}",
                    index + 1,
                    card(a),
                    a + 1,
                    card(b),
                    b + 1,
                    digits(step.after)
                )?;
                position = step.after;
            }
        }
    }
    writeln!(out)
}

/// The `simulate` line: observed rate, its 95% interval, and the exact value beside it.
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
        "deal {deal_number}: won {} of {} random games, {:.6}, 95% interval {low:.6} to {high:.6}; \
         exact {} ({verdict} the interval)",
        simulation.wins,
        simulation.games,
        simulation.rate(),
        solution.rounded()
    )
}
