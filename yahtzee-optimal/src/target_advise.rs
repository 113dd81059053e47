//! `yahtzee advise --target T`: the choices of a position ranked by their chance of a
//! final score of at least `T`, from the target table, each with its expected final score
//! from the strategy, so that the expected-score choice can be named beside the target's.
//!
//! With `p` points on the card, the turn is the target DP's turn of the position's state
//! for the one target `n = T − p` ([`target`](super::target)): a final roll is worth the
//! best `P(state after, n − points gained)` over the boxes allowed, a hold the mean over
//! the dice thrown of the best hold or box after them. Only the curves of the states one
//! box later are read, so `advise` reads only their sets of the saved table.

use super::advise::{Action, Choice, Position, holds};
use super::target::Curves;
use super::turn::turn_tables;
use super::{Evaluator, after_scoring};

/// One choice with its chance of reaching the target and its expected final score.
#[derive(Clone, Debug, PartialEq)]
pub struct TargetChoice {
    /// The action.
    pub action: Action,
    /// The largest chance of reaching the target after taking it.
    pub chance: f64,
    /// The expected final score after taking it and playing on for the expected score.
    pub expected: f64,
}

/// The sets of used boxes the curves of the position's turn belong to: one more box used.
pub fn sets_after(position: &Position, categories: usize) -> Vec<u32> {
    let used = position.state.used;
    (0..categories)
        .filter(|&c| used >> c & 1 == 0)
        .map(|c| used | 1 << c)
        .collect()
}

/// Every choice of `position`, by its chance of a final score of at least `target`
/// (best first; ties in `by_expected`'s order), from `curves` (which must hold
/// [`sets_after`]) and the expected-score choices `by_expected` (as
/// [`advise`](super::advise::advise) ranks them).
pub fn advise_target(
    curves: &Curves,
    position: &Position,
    target: u32,
    by_expected: &[Choice],
) -> Vec<TargetChoice> {
    let evaluator = Evaluator::new(curves.rules);
    let hands = &evaluator.hands;
    let scoring = &evaluator.scoring;
    let state = position.state;
    let needed = i64::from(target) - i64::from(position.points_so_far);
    let roll_of = hands
        .hand_of(&position.dice)
        .expect("five dice from 1 to 6")
        - hands.first_roll();
    // The chance of each way to score each final roll, and its best.
    let score_chance = |roll: usize, category: usize, points: u32| {
        let extra = scoring.yahtzee_bonus(roll, state.used, state.yahtzee_50);
        let (next, bonus) = after_scoring(curves.rules, state, category, points);
        curves.probability(next, needed - i64::from(points + bonus + extra))
    };
    let chance_of = |action: &Action| -> f64 {
        match action {
            Action::Score { category, points } => score_chance(roll_of, *category, *points),
            Action::Keep(_) => f64::NAN,
        }
    };
    let mut choices: Vec<TargetChoice> = by_expected
        .iter()
        .map(|choice| TargetChoice {
            action: choice.action.clone(),
            chance: chance_of(&choice.action),
            expected: choice.expected,
        })
        .collect();
    if position.rerolls_left > 0 {
        let scored: Vec<f64> = (0..hands.rolls())
            .map(|roll| {
                let mut best = 0.0f64;
                scoring.options(roll, state.used, |category, points| {
                    best = best.max(score_chance(roll, category, points));
                });
                best
            })
            .collect();
        let turn = turn_tables(hands, &scored);
        let keep = &turn.keep[usize::from(position.rerolls_left)];
        for choice in &mut choices {
            if let Action::Keep(dice) = &choice.action {
                let hand = holds(&evaluator, roll_of)
                    .into_iter()
                    .find(|&hand| hands.faces(hand) == *dice)
                    .expect("a hold inside the roll");
                choice.chance = keep[hand];
            }
        }
    }
    // Stable: among equal chances the expected-score order stands.
    choices.sort_by(|a, b| b.chance.total_cmp(&a.chance));
    choices
}
