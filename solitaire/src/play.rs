//! `solitaire play`: the student picks the pairs of a deal.
//!
//! In POJ 2794 nobody picks: every move is a legal pair chosen uniformly at random, and
//! the DP gives each reachable state `p`, the chance to clear the table from there when
//! every later pair is picked at random too. So here the student makes one choice at a
//! time and each pair is priced by the solve's own `p` of the state it leads to
//! ([`crate::solve::Solution::states`]): the chance to clear the table if the student picks this pair
//! and chance picks every later one — what the problem's random player faces, with one
//! pick taken out of its hands. The best pair by that measure is the one whose state has
//! the best chance, not the one a player who chose every pair would take (such a player
//! clears the table exactly when `p > 0` somewhere below, see `solve`'s "Winnable"); the
//! values say so rather than pretend otherwise. The deal itself is the input: no chance
//! is drawn.

use serde::Serialize;

use crate::Solitaire;
use dp_problem::{Decisions, Priced, Turn};
use dp_problem::{Error, Playable};

use crate::game::{cards_left, cards_on};
use crate::parse::{Deal, PILES};
use crate::solve::{self, State};

/// One deal, solved for play.
#[derive(Debug)]
pub struct Game {
    deal: Deal,
    /// Every reachable state, children before parents, the opening last.
    states: Vec<State>,
}

/// A position: the reachable state (its index among the solve's states) and how many
/// cards are left on each pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// The state's index in the solve's list.
    pub state: usize,
    /// Cards left on each pile.
    pub cards: [usize; PILES],
}

impl Game {
    /// The game of `deal`.
    pub fn new(deal: &Deal) -> Game {
        Game {
            deal: deal.clone(),
            states: solve::solve(deal).states(),
        }
    }

    fn at(&self, state: usize) -> Position {
        let position = self.states[state].position;
        Position {
            state,
            cards: std::array::from_fn(|pile| cards_on(position, pile)),
        }
    }

    fn top(&self, at: &Position, pile: usize) -> String {
        match at.cards[pile] {
            0 => "--".to_owned(),
            count => self.deal.piles[pile][count - 1].to_string(),
        }
    }
}

impl Decisions for Game {
    type Position = Position;
    type Choice = (usize, usize);
    type Value = f64;

    const PLAYERS: &'static [&'static str] = &["the picker"];
    const UNIT: &'static str = "chance to clear the table, later pairs picked at random";

    fn start(&self) -> Position {
        self.at(self.states.len() - 1)
    }

    fn turn(&self, at: &Position) -> Turn {
        if self.states[at.state].moves.is_empty() {
            Turn::Over
        } else {
            Turn::Player(0)
        }
    }

    fn options(&self, at: &Position) -> Vec<Priced<(usize, usize), Position, f64>> {
        self.states[at.state]
            .moves
            .iter()
            .map(|&(a, b, child)| Priced {
                choice: (a, b),
                value: self.states[child].probability,
                leads_to: self.at(child),
            })
            .collect()
    }

    fn show(&self, at: &Position) -> String {
        let tops: Vec<String> = (0..PILES).map(|pile| self.top(at, pile)).collect();
        format!("tops {}", tops.join(" "))
    }

    fn board(&self, at: &Position) -> String {
        let piles: Vec<String> = (0..PILES)
            .map(|pile| format!("{}:{}", pile + 1, self.top(at, pile)))
            .collect();
        format!(
            "Top cards (pile:card), {} cards left: {}",
            cards_left(self.states[at.state].position),
            piles.join(" ")
        )
    }

    fn ask(&self, _: &Position) -> String {
        "two piles with equal ranks on top (3-7)".to_owned()
    }

    fn key(&self, &(a, b): &(usize, usize)) -> String {
        format!("{}-{}", a + 1, b + 1)
    }

    /// `3-7`, `7-3` or `3 7`.
    fn read(
        &self,
        at: &Position,
        text: &str,
        options: &[(usize, usize)],
    ) -> Result<(usize, usize), String> {
        let piles: Vec<usize> = text
            .split(|c: char| c == '-' || c == ',' || c.is_whitespace())
            .filter(|word| !word.is_empty())
            .filter_map(|word| word.parse::<usize>().ok())
            .collect();
        let pair = match piles[..] {
            [a, b] if a != b && a >= 1 && b >= 1 => (a.min(b) - 1, a.max(b) - 1),
            _ => {
                return Err(format!(
                    "{} is not two piles ({})",
                    dp_problem::scan::quote(text.as_bytes()),
                    self.ask(at)
                ));
            }
        };
        if options.contains(&pair) {
            Ok(pair)
        } else {
            let keys: Vec<String> = options.iter().map(|pair| self.key(pair)).collect();
            Err(format!(
                "piles {} and {} do not show a pair: {}",
                pair.0 + 1,
                pair.1 + 1,
                keys.join(", ")
            ))
        }
    }

    fn name(&self, at: &Position, &(a, b): &(usize, usize)) -> String {
        format!(
            "{}-{} ({} {})",
            a + 1,
            b + 1,
            self.top(at, a),
            self.top(at, b)
        )
    }

    fn worth(&self, chance: f64) -> String {
        format!("{:.3}%", 100.0 * chance)
    }

    fn per_decision(&self, mean: f64) -> String {
        self.worth(mean)
    }

    fn result(&self, end: &Position) -> String {
        match cards_left(self.states[end.state].position) {
            0 => "The table is clear: you win.".to_owned(),
            left => format!("No pair left on top, {left} cards on the table: you lose."),
        }
    }
}

impl Playable for Solitaire {
    type Game = Game;

    fn game(case: &Self::Case, _: &Self::Options) -> Result<Game, Error> {
        Ok(Game::new(case))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dp_problem::ReadCase;
    use dp_problem::scan::Scanner;

    #[test]
    fn the_opening_is_the_mean_of_its_options() {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../fixtures/solitaire/judge-sample.in"
        ))
        .expect("the judge's sample");
        let mut scanner = Scanner::from_bytes(text.as_bytes());
        let deal = Deal::read_case(&mut scanner, 1)
            .expect("a deal")
            .expect("not the end");
        let game = Game::new(&deal);
        let options = game.options(&game.start());
        // p(s) = (1/k) Σ p(after each pair): the recurrence, read back.
        let mean = options.iter().map(|option| option.value).sum::<f64>() / options.len() as f64;
        let opening = solve::solve(&deal).probability();
        assert!((mean - opening).abs() < 1e-12, "{mean} against {opening}");
    }
}
