//! The solver against the statement solved the plain way: value iteration over every state
//! `(i, j, k)` at once — no layers, no pairs, no Newton, no bounds — sweeping until no
//! value moves by 1e-13; and against games small enough to solve by hand.

use pig::parse::Case;
use pig::solve::{self, Bounds, Solution};
use proptest::prelude::*;

/// P(i, j, k) for every state of a game, by plain value iteration from all zeros.
struct Plain {
    goal: usize,
    sides: usize,
    values: Vec<f64>,
}

impl Plain {
    fn index(&self, i: usize, j: usize, k: usize) -> usize {
        (i * self.goal + j) * self.goal + k
    }

    /// The chance to win of the player to move, 1 once the turn total reaches the goal.
    fn p(&self, i: usize, j: usize, k: usize) -> f64 {
        if i + k >= self.goal {
            1.0
        } else {
            self.values[self.index(i, j, k)]
        }
    }

    /// Rolling: a 1 loses the turn total and passes the turn; a face f ≥ 2 adds f.
    fn roll(&self, i: usize, j: usize, k: usize) -> f64 {
        let one = 1.0 - self.p(j, i, 0);
        let others: f64 = (2..=self.sides).map(|face| self.p(i, j, k + face)).sum();
        (one + others) / self.sides as f64
    }

    /// Holding: the turn total is banked and the opponent moves.
    fn hold(&self, i: usize, j: usize, k: usize) -> f64 {
        1.0 - self.p(j, i + k, 0)
    }

    fn solve(goal: usize, sides: usize) -> Plain {
        let mut plain = Plain {
            goal,
            sides,
            values: vec![0.0; goal * goal * goal],
        };
        loop {
            let mut largest_change: f64 = 0.0;
            for i in 0..goal {
                for j in 0..goal {
                    for k in 0..goal - i {
                        let roll = plain.roll(i, j, k);
                        let best = if k == 0 {
                            roll
                        } else {
                            roll.max(plain.hold(i, j, k))
                        };
                        let at = plain.index(i, j, k);
                        largest_change = largest_change.max((best - plain.values[at]).abs());
                        plain.values[at] = best;
                    }
                }
            }
            if largest_change < 1e-13 {
                return plain;
            }
        }
    }
}

fn solved(goal: u32, sides: u32) -> Solution {
    solve::solve(&Case { goal, sides })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn solver_matches_plain_value_iteration(goal in 1u32..=12, sides in 2u32..=6) {
        let plain = Plain::solve(goal as usize, sides as usize);
        let solution = solved(goal, sides);
        let answer = solution.answer();
        prop_assert!((answer.mid() - plain.p(0, 0, 0)).abs() < 1e-9, "{answer:?}");
        prop_assert!(answer.width() < 1e-10);
        for me in 0..goal {
            for them in 0..goal {
                let (i, j) = (me as usize, them as usize);
                let start = solution.table.start(i, j);
                prop_assert!((start.mid() - plain.p(i, j, 0)).abs() < 1e-9);
                // The recorded decisions are optimal: roll below the first hold, hold from
                // it until the first roll again, and roll again there.
                let policy = &solution.policy;
                let first_hold = policy.hold_at(me, them).map_or(goal - me, |at| at) as usize;
                let rolls_again = policy.rolls_again(me, them).map(|at| at as usize);
                // Turn totals a turn can reach: faces of 2 or more, only 2s on a coin.
                let reachable = (2..goal as usize - i).filter(|k| sides > 2 || k.is_multiple_of(2));
                for k in reachable {
                    let (roll, hold) = (plain.roll(i, j, k), plain.hold(i, j, k));
                    let holding = k >= first_hold && rolls_again.is_none_or(|again| k < again);
                    if holding {
                        prop_assert!(hold >= roll - 1e-9, "({i}, {j}, {k}) holds");
                    } else if k < first_hold || Some(k) == rolls_again {
                        prop_assert!(roll >= hold - 1e-9, "({i}, {j}, {k}) rolls");
                    }
                }
            }
        }
    }

    #[test]
    fn advice_matches_plain_value_iteration(
        goal in 1u32..=12,
        sides in 2u32..=6,
        place in (0.0f64..1.0, 0.0f64..1.0, 0.0f64..1.0),
    ) {
        let plain = Plain::solve(goal as usize, sides as usize);
        let solution = solved(goal, sides);
        let (me, them) = ((place.0 * f64::from(goal)) as u32, (place.1 * f64::from(goal)) as u32);
        let turn = (place.2 * f64::from(goal - me)) as u32;
        let moves = solve::moves(&solution, me, them, turn);
        let (i, j, k) = (me as usize, them as usize, turn as usize);
        prop_assert!((moves.roll.mid() - plain.roll(i, j, k)).abs() < 1e-9);
        match moves.hold {
            None => prop_assert_eq!(turn, 0),
            Some(hold) => prop_assert!((hold.mid() - plain.hold(i, j, k)).abs() < 1e-9),
        }
    }
}

/// Whether `bounds` hold `exact` and are tight.
fn brackets(bounds: Bounds, exact: f64) -> bool {
    bounds.low <= exact && exact <= bounds.high && bounds.width() < 1e-12
}

#[test]
fn games_solved_by_hand() {
    // GOAL 1 or 2: every face but the 1 wins at once, and a 1 hands the same game to the
    // opponent: P = (S − 1)/S + (1/S)(1 − P), so P = S/(S + 1).
    for sides in [2, 3, 6, 20, 100] {
        let exact = f64::from(sides) / f64::from(sides + 1);
        for goal in [1, 2] {
            assert!(
                brackets(solved(goal, sides).answer(), exact),
                "{goal} {sides}"
            );
        }
    }
    // GOAL 3 with a coin (faces 1 and 2), where every score is even:
    // d = P(2, 2, 0) = 1/2 (1 − d) + 1/2, so d = 2/3;
    // c = P(2, 0, 0) = 1/2 (1 − b) + 1/2 = 1 − b/2, with b = P(0, 2, 0);
    // P(0, 2, 2) = max(hold 1 − d = 1/3, roll 1/2 (1 − c) + 1/2 = b/4 + 1/2): roll;
    // b = 1/2 (1 − c) + 1/2 (b/4 + 1/2) = 3b/8 + 1/4, so b = 2/5 and c = 4/5;
    // a = P(0, 0, 0) = 1/2 (1 − a) + 1/2 P(0, 0, 2). Rolling at (0, 0, 2) is worth
    // 1/2 (1 − a) + 1/2 = 1 − a/2, so, if the player rolls there, a = 1 − 3a/4: a = 4/7,
    // and rolling is worth 5/7 > 3/5, holding's 1 − b: the player does roll.
    let coin = solved(3, 2);
    assert!(brackets(coin.answer(), 4.0 / 7.0));
    assert!(brackets(coin.table.start(0, 2), 2.0 / 5.0));
    assert!(brackets(coin.table.start(2, 0), 4.0 / 5.0));
    assert!(brackets(coin.table.start(2, 2), 2.0 / 3.0));
    assert_eq!(coin.policy.hold_at(0, 0), None);
}
