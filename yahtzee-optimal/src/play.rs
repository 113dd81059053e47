//! The full game as decisions, for `yahtzee play --rules R`: a round for each box of the
//! rules (13, 15 or 20) of a throw of all the dice (five, six for maxi), two chances to
//! keep dice and throw the rest, and a box to score, the dice thrown by chance.
//! Every choice is priced as `yahtzee advise` prices it ([`advise::advise`]): the expected
//! final score after it under optimal play, from the strategy's own table.

use serde::Serialize;

use dp_problem::{Decisions, Outcome, Priced, Turn};

use crate::advise::{self, Action, SHORT_NAMES, category_named};
use crate::dice::{FACES, Hands};
use crate::rules::Category;
use crate::scoring::{Rules, Scoring, YAHTZEE_BONUS};
use crate::{Evaluator, State, Strategy, after_scoring};

/// The full game under one rule set, with its strategy.
#[derive(Debug)]
pub struct FullGame<'a> {
    strategy: &'a Strategy,
    scoring: Scoring,
    /// The hands of the rules' dice.
    hands: Hands,
}

/// A position at the table: the card, the dice, and where the turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// The points in each box, once scored, in card order (13 boxes, 15 for Yatzy, 20 for Maxi Yatzy).
    pub boxes: Vec<Option<u32>>,
    /// Yahtzee bonuses earned (100 each).
    pub bonuses: u32,
    /// All the points on the card: the boxes, the upper bonus, the Yahtzee bonuses.
    pub points: u32,
    /// The dice showing, lowest first (empty before the turn's first throw).
    pub dice: Vec<u8>,
    /// Throws left this turn after the dice showing: 2 after the first.
    pub rerolls_left: u8,
    /// The dice kept for the next throw, when chance is to throw the others.
    pub kept: Option<Vec<u8>>,
    /// Yahtzee's internal state between turns (used boxes, capped upper sum, flag).
    #[serde(skip)]
    state: State,
    /// The upper section's real sum.
    #[serde(skip)]
    upper_sum: u32,
}

/// Keep some dice and throw the others, or score the dice in a box.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Choice {
    /// Keep these dice, lowest first.
    Keep(Vec<u8>),
    /// Score in this box, numbered in card order (`ones` is 0).
    Score(usize),
}

impl<'a> FullGame<'a> {
    /// The game `strategy` plays.
    pub fn new(strategy: &'a Strategy) -> FullGame<'a> {
        let evaluator = Evaluator::new(strategy.rules);
        FullGame {
            strategy,
            scoring: evaluator.scoring,
            hands: evaluator.hands,
        }
    }

    /// `position` as `advise` takes it; its dice are all thrown.
    fn at_table(rules: Rules, position: &Position) -> advise::Position {
        let dice = position.dice.clone();
        advise::Position {
            state: position.state,
            upper_sum: position.upper_sum,
            yahtzee_box: position.boxes[rules.yahtzee_box()],
            bonuses: position.bonuses,
            points_so_far: position.points,
            dice,
            rerolls_left: position.rerolls_left,
        }
    }

    /// The position after scoring `points` in `category` with the dice of `at`: a new
    /// round's throw, or the end.
    fn scored(&self, at: &Position, category: usize, points: u32) -> Position {
        let hands = &self.hands;
        let roll = hands
            .hand_of(&at.dice)
            .map_or(0, |hand| hand - hands.first_roll());
        let extra = self
            .scoring
            .yahtzee_bonus(roll, at.state.used, at.state.yahtzee_50);
        let (state, bonus) = after_scoring(self.strategy.rules, at.state, category, points);
        let mut boxes = at.boxes.clone();
        boxes[category] = Some(points);
        Position {
            boxes,
            bonuses: at.bonuses + extra / YAHTZEE_BONUS,
            points: at.points + points + bonus + extra,
            dice: Vec::new(),
            rerolls_left: 2,
            kept: (state.used_count() < self.strategy.rules.categories()).then(Vec::new),
            state,
            upper_sum: at.upper_sum
                + if category < Category::UPPER {
                    points
                } else {
                    0
                },
        }
    }

    /// What the dice of `at` score in `category`, under the joker rules.
    fn points(&self, at: &Position, category: usize) -> u32 {
        let roll = self
            .hands
            .hand_of(&at.dice)
            .map_or(0, |hand| hand - self.hands.first_roll());
        let mut found = 0;
        self.scoring.options(roll, at.state.used, |c, points| {
            if c == category {
                found = points;
            }
        });
        found
    }

    /// The round, from 1.
    fn round(at: &Position) -> usize {
        at.state.used_count() + 1
    }
}

/// Five or six in words.
fn number(dice: usize) -> &'static str {
    if dice == 6 { "six" } else { "five" }
}

/// The throws of `count` dice, each with the number of orders it comes in.
fn throws(count: usize) -> Vec<(Vec<u8>, u64)> {
    fn extend(from: u8, left: usize, dice: &mut Vec<u8>, all: &mut Vec<Vec<u8>>) {
        if left == 0 {
            all.push(dice.clone());
            return;
        }
        for face in from..=FACES as u8 {
            dice.push(face);
            extend(face, left - 1, dice, all);
            dice.pop();
        }
    }
    let mut all = Vec::new();
    extend(1, count, &mut Vec::new(), &mut all);
    let factorial = |n: usize| (1..=n as u64).product::<u64>();
    all.into_iter()
        .map(|dice| {
            let repeats: u64 = (1..=FACES as u8)
                .map(|face| factorial(dice.iter().filter(|&&die| die == face).count()))
                .product();
            let orders = factorial(count) / repeats;
            (dice, orders)
        })
        .collect()
}

fn faces(dice: &[u8]) -> String {
    if dice.is_empty() {
        "nothing".to_owned()
    } else {
        dice.iter().map(u8::to_string).collect()
    }
}

impl Decisions for FullGame<'_> {
    type Position = Position;
    type Choice = Choice;
    type Value = f64;

    const PLAYERS: &'static [&'static str] = &["the player"];
    const UNIT: &'static str = "points of expected final score";

    fn start(&self) -> Position {
        Position {
            boxes: vec![None; self.strategy.rules.categories()],
            bonuses: 0,
            points: 0,
            dice: Vec::new(),
            rerolls_left: 2,
            kept: Some(Vec::new()),
            state: State::START,
            upper_sum: 0,
        }
    }

    fn turn(&self, at: &Position) -> Turn {
        if at.state.used_count() == self.strategy.rules.categories() {
            Turn::Over
        } else if at.kept.is_some() {
            Turn::Chance
        } else {
            Turn::Player(0)
        }
    }

    /// In `advise`'s order: best first, ties as the strategy breaks them.
    fn options(&self, at: &Position) -> Vec<Priced<Choice, Position, f64>> {
        advise::advise(self.strategy, &FullGame::at_table(self.strategy.rules, at))
            .into_iter()
            .map(|priced| {
                let (choice, leads_to) = match priced.action {
                    Action::Keep(kept) => {
                        let next = Position {
                            rerolls_left: at.rerolls_left - 1,
                            kept: Some(kept.clone()),
                            ..at.clone()
                        };
                        (Choice::Keep(kept), next)
                    }
                    Action::Score { category, points } => {
                        (Choice::Score(category), self.scored(at, category, points))
                    }
                };
                Priced {
                    choice,
                    value: priced.expected,
                    leads_to,
                }
            })
            .collect()
    }

    fn chances(&self, at: &Position) -> Vec<Outcome<Position>> {
        let kept = at.kept.clone().unwrap_or_default();
        let all = self.hands.dice();
        let thrown = all - kept.len();
        throws(thrown)
            .into_iter()
            .map(|(throw, weight)| {
                let mut dice = kept.clone();
                dice.extend_from_slice(&throw);
                dice.sort_unstable();
                let what = if at.rerolls_left == 2 {
                    format!(
                        "Round {}: the dice show {}.",
                        FullGame::round(at),
                        faces(&dice)
                    )
                } else if kept.is_empty() {
                    format!("Threw all {} again: {}.", number(all), faces(&dice))
                } else if thrown == 0 {
                    format!("All {} kept: {}.", number(all), faces(&dice))
                } else {
                    format!(
                        "Kept {}, threw {}: {}.",
                        faces(&kept),
                        faces(&throw),
                        faces(&dice)
                    )
                };
                Outcome {
                    weight,
                    what,
                    leads_to: Position {
                        dice,
                        kept: None,
                        ..at.clone()
                    },
                }
            })
            .collect()
    }

    fn show(&self, at: &Position) -> String {
        format!(
            "round {}, dice {}, {} left, {} points",
            FullGame::round(at),
            faces(&at.dice),
            dp_problem::text::plural(u64::from(at.rerolls_left), "throw", "throws"),
            at.points
        )
    }

    fn board(&self, at: &Position) -> String {
        let boxes = self.strategy.rules.boxes();
        let open: Vec<&str> = (0..boxes.len())
            .filter(|&category| at.boxes[category].is_none())
            .map(|category| SHORT_NAMES[boxes[category] as usize])
            .collect();
        format!(
            "Dice {}; {} left this turn; {} points on the card; open: {}.",
            faces(&at.dice),
            match at.rerolls_left {
                0 => "no throw".to_owned(),
                1 => "1 throw".to_owned(),
                many => format!("{many} throws"),
            },
            at.points,
            open.join(" ")
        )
    }

    fn ask(&self, at: &Position) -> String {
        if at.rerolls_left > 0 {
            format!(
                "the dice to keep (keep 335, keep none; keep all {} to stop)",
                number(self.hands.dice())
            )
        } else {
            let lower: Vec<&str> = self.strategy.rules.boxes()[Category::UPPER..]
                .iter()
                .map(|&category| SHORT_NAMES[category as usize])
                .collect();
            format!("the box to score in (1s .. 6s, {})", lower.join(", "))
        }
    }

    fn key(&self, choice: &Choice) -> String {
        match choice {
            Choice::Keep(dice) => format!("keep {}", faces(dice)),
            Choice::Score(category) => {
                SHORT_NAMES[self.strategy.rules.boxes()[*category] as usize].to_owned()
            }
        }
    }

    fn name(&self, at: &Position, choice: &Choice) -> String {
        match choice {
            Choice::Keep(dice) => format!("keep {}", faces(dice)),
            Choice::Score(category) => format!(
                "{} for {}",
                self.strategy.rules.boxes()[*category].name(),
                self.points(at, *category)
            ),
        }
    }

    /// `keep 335`, `k335`, `keep none`, `keep` (nothing), a box's short or long name.
    fn read(&self, at: &Position, text: &str, options: &[Choice]) -> Result<Choice, String> {
        let typed = dp_problem::decide::normalise(text);
        let choice = if let Some(dice) = typed.strip_prefix("keep").or_else(|| {
            typed
                .strip_prefix('k')
                .filter(|rest| rest.chars().all(|c| c.is_ascii_digit()))
        }) {
            let mut kept: Vec<u8> = if dice == "none" || dice == "nothing" {
                Vec::new()
            } else {
                dice.bytes().map(|byte| byte.wrapping_sub(b'0')).collect()
            };
            kept.sort_unstable();
            Choice::Keep(kept)
        } else if let Some(category) =
            category_named(text).and_then(|category| self.strategy.rules.box_of(category))
        {
            Choice::Score(category)
        } else {
            return Err(format!(
                "{} is neither dice to keep nor a box ({})",
                dp_problem::scan::quote(text.as_bytes()),
                self.ask(at)
            ));
        };
        if options.contains(&choice) {
            Ok(choice)
        } else {
            Err(format!(
                "{} is not a choice here ({})",
                dp_problem::scan::quote(text.as_bytes()),
                self.ask(at)
            ))
        }
    }

    fn worth(&self, value: f64) -> String {
        format!("{value:.2}")
    }

    fn per_decision(&self, mean: f64) -> String {
        format!("{mean:.3}")
    }

    fn result(&self, end: &Position) -> String {
        format!(
            "Game over: {} points (upper section {}, {} Yahtzee bonuses); optimal play expects {:.2}.",
            end.points,
            end.upper_sum,
            end.bonuses,
            self.strategy.expected_score()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn throws_cover_every_order() {
        assert_eq!(throws(0), [(Vec::new(), 1)]);
        assert_eq!(throws(1).len(), 6);
        let five = throws(5);
        assert_eq!(five.len(), 252);
        assert_eq!(five.iter().map(|(_, weight)| weight).sum::<u64>(), 7776);
    }
}
