//! The target table against an exhaustive search over whole reduced games (one or two
//! boxes open, every rule set), written from the rules with no hand tables; its
//! invariants against the expected-score policy on the whole uva game and on the last
//! turns of the others; its file read back, and refused when damaged.

use std::collections::HashMap;
use std::sync::OnceLock;

use proptest::prelude::*;
use yahtzee_optimal::dice::{FIRST_ROLL, Hands};
use yahtzee_optimal::distribution::{distribution, distribution_from};
use yahtzee_optimal::scoring::{Rules, Scoring};
use yahtzee_optimal::target::{self, Curves, FLOOR};
use yahtzee_optimal::target_cache;
use yahtzee_optimal::{State, after_scoring, solve, solve_layers};

/// The largest chance of scoring at least `n` more points, by brute force: after the
/// third throw every box the rules allow; before a reroll every subset of the five dice
/// positions kept, averaged over every ordered outcome of the dice thrown.
struct Oracle<'a> {
    scoring: &'a Scoring,
    /// The roll number (the multiset) of five dice in any order, by their base-6 code.
    roll_of_code: Vec<usize>,
    /// The five dice of each roll number.
    dice_of_roll: Vec<[u8; 5]>,
    known: HashMap<(u32, u8, bool, i64), f64>,
}

fn code(dice: &[u8; 5]) -> usize {
    dice.iter()
        .fold(0, |code, &die| code * 6 + usize::from(die - 1))
}

fn dice_of_code(code: usize) -> [u8; 5] {
    std::array::from_fn(|i| (code / 6usize.pow(4 - i as u32) % 6) as u8 + 1)
}

impl<'a> Oracle<'a> {
    fn new(scoring: &'a Scoring, hands: &Hands) -> Self {
        let mut roll_of_sorted = HashMap::new();
        let mut dice_of_roll = Vec::new();
        for roll in 0..252 {
            let faces = hands.faces(FIRST_ROLL + roll);
            let dice: [u8; 5] = std::array::from_fn(|i| faces[i]);
            roll_of_sorted.insert(dice, roll);
            dice_of_roll.push(dice);
        }
        let roll_of_code = (0..7776)
            .map(|c| {
                let mut dice = dice_of_code(c);
                dice.sort_unstable();
                roll_of_sorted[&dice]
            })
            .collect();
        Oracle {
            scoring,
            roll_of_code,
            dice_of_roll,
            known: HashMap::new(),
        }
    }

    fn chance(&mut self, state: State, needed: i64) -> f64 {
        if needed <= 0 {
            return 1.0;
        }
        if state.used.count_ones() as usize == self.scoring.rules().categories() {
            return 0.0;
        }
        let key = (state.used, state.upper, state.yahtzee_50, needed);
        if let Some(&p) = self.known.get(&key) {
            return p;
        }
        let mut after: Vec<f64> = (0..252)
            .map(|roll| self.best_box(state, roll, needed))
            .collect();
        for _ in 0..2 {
            let by_code: Vec<f64> = self.roll_of_code.iter().map(|&r| after[r]).collect();
            after = self
                .dice_of_roll
                .iter()
                .map(|dice| best_keep(dice, &by_code))
                .collect();
        }
        let p = self.roll_of_code.iter().map(|&r| after[r]).sum::<f64>() / 7776.0;
        self.known.insert(key, p);
        p
    }

    fn best_box(&mut self, state: State, roll: usize, needed: i64) -> f64 {
        let extra = self
            .scoring
            .yahtzee_bonus(roll, state.used, state.yahtzee_50);
        let mut options = Vec::new();
        self.scoring
            .options(roll, state.used, |c, points| options.push((c, points)));
        options
            .into_iter()
            .map(|(category, points)| {
                let (next, bonus) = after_scoring(self.scoring.rules(), state, category, points);
                self.chance(next, needed - i64::from(points + bonus + extra))
            })
            .fold(0.0, f64::max)
    }
}

/// The best of the 32 subsets of positions to keep: the mean over every ordered outcome
/// of the others.
fn best_keep(dice: &[u8; 5], after: &[f64]) -> f64 {
    (0..32u32)
        .map(|kept| {
            let thrown: Vec<usize> = (0..5).filter(|i| kept >> i & 1 == 0).collect();
            let outcomes = 6usize.pow(thrown.len() as u32);
            let mut total = 0.0;
            for outcome in 0..outcomes {
                let mut next = *dice;
                let mut rest = outcome;
                for &position in &thrown {
                    next[position] = (rest % 6) as u8 + 1;
                    rest /= 6;
                }
                total += after[code(&next)];
            }
            total / outcomes as f64
        })
        .fold(0.0, f64::max)
}

const RULES: [Rules; 4] = [Rules::Hasbro, Rules::Verhoeff, Rules::Uva, Rules::Yatzy];

/// The last `turns` turns of each rule set's target table.
fn reduced(rules: Rules, turns: usize) -> &'static Curves {
    static TABLES: [[OnceLock<Curves>; 5]; 4] = [const { [const { OnceLock::new() }; 5] }; 4];
    TABLES[RULES
        .iter()
        .position(|&r| r == rules)
        .expect("one of the four")][turns]
        .get_or_init(|| target::solve_layers(rules, rules.categories() - turns, |_, _| {}))
}

/// A reduced game: 1 or 2 open boxes, a consistent upper sum and Yahtzee box.
fn reduced_game() -> impl Strategy<Value = (Rules, State)> {
    prop::sample::select(RULES.to_vec()).prop_flat_map(|rules| {
        let categories = rules.categories();
        let open = prop::sample::subsequence((0..categories).collect::<Vec<_>>(), 1..=2);
        (open, prop::array::uniform6(0u8..=5), any::<bool>()).prop_map(
            move |(open, upper_counts, fifty)| {
                let used = (0..categories)
                    .filter(|c| !open.contains(c))
                    .fold(0u32, |mask, c| mask | 1 << c);
                let upper: u32 = (0..6)
                    .filter(|&c| used >> c & 1 == 1)
                    .map(|c| (c as u32 + 1) * u32::from(upper_counts[c]))
                    .sum();
                let yahtzee_used = used >> rules.yahtzee_box() & 1 == 1;
                let state = State {
                    used,
                    upper: upper.min(63) as u8,
                    yahtzee_50: fifty && yahtzee_used && rules.has_yahtzee_bonus(),
                };
                (rules, state)
            },
        )
    })
}

/// The DP's chance agrees with the brute force to `1e-6` (the table's bound is 3.9e-7).
fn assert_agrees(rules: Rules, state: State, needed: &[i64]) {
    let hands = Hands::new();
    let scoring = Scoring::new(rules, &hands);
    let mut oracle = Oracle::new(&scoring, &hands);
    let curves = reduced(rules, 2);
    for &n in needed {
        let exact = oracle.chance(state, n);
        let dp = curves.probability(state, n);
        assert!(
            (dp - exact).abs() < 1e-6,
            "{rules:?} {state:?} n = {n}: DP {dp}, brute force {exact}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn reduced_games_match_the_brute_force(
        (rules, state) in reduced_game(),
        fractions in prop::array::uniform3(0.0..1.0f64),
    ) {
        // Targets spread over the curve, and its last stored entry and the one past it.
        let curves = reduced(rules, 2);
        let length = curves.curve(state).len() as i64;
        let mut needed: Vec<i64> = fractions.iter().map(|f| (f * length as f64) as i64).collect();
        needed.extend([length - 1, length]);
        assert_agrees(rules, state, &needed);
    }
}

/// Chance and the Yahtzee box left (hasbro, the upper bonus settled): the targets near
/// the most they can score (80), where only Yahtzees will do, and past it.
#[test]
fn two_boxes_at_the_edge_of_the_curve() {
    let state = State {
        used: 0b1_1111_1011_1111 & !(1 << Rules::Hasbro.yahtzee_box()),
        upper: 63,
        yahtzee_50: false,
    };
    let length = reduced(Rules::Hasbro, 2).curve(state).len() as i64;
    assert_agrees(Rules::Hasbro, state, &[1, 40, 55, 79, 80, 81, length - 1]);
}

/// The invariants of a curve against the expected-score policy's distribution from the
/// same state: 1 at 0, never rising, never below that policy's chance of each target,
/// and its sum over the targets from 1 at least that policy's mean.
fn assert_invariants(
    curves: &Curves,
    state: State,
    policy: &yahtzee_optimal::distribution::Distribution,
) {
    let curve = curves.curve(state);
    assert_eq!(curve[0], 1.0, "{state:?}");
    assert!(curve.windows(2).all(|pair| pair[1] <= pair[0]), "{state:?}");
    let mut tail = policy.total();
    let mut sum = 0.0;
    for n in 0..policy.mass.len().max(curve.len()) + 2 {
        let p = curves.probability(state, n as i64);
        // The table's error bound (f32 and the floor) and the distribution's rounding.
        assert!(
            p >= tail - 1e-6,
            "{state:?} n = {n}: target {p}, expected-score policy {tail}"
        );
        if n >= 1 {
            sum += p;
        }
        tail -= policy.mass.get(n).copied().unwrap_or(0.0);
    }
    assert!(
        sum >= policy.mean() - 1e-4,
        "{state:?}: sum {sum}, mean {}",
        policy.mean()
    );
}

/// The last three turns of every rule set, from a few states each.
#[test]
fn invariants_on_the_last_turns() {
    for rules in RULES {
        let curves = reduced(rules, 3);
        let strategy = solve_layers(rules, rules.categories() - 3, |_, _| {});
        let layout = &curves.layout;
        for &used in layout.sets(rules.categories() - 3).iter().step_by(37) {
            for state in layout.states(used) {
                let policy = distribution_from(&strategy, state);
                assert_invariants(curves, state, &policy);
            }
        }
    }
}

/// The whole uva game: the opening's curve against the expected-score policy, and every
/// curve 1 at 0 and never rising; the table's file read back bit for bit, and refused
/// when a byte changes or is missing.
#[test]
fn the_whole_uva_game() {
    let curves = target::solve(Rules::Uva, |_, _| {});
    let strategy = solve(Rules::Uva, |_, _| {});
    assert_invariants(&curves, State::START, &distribution(&strategy));
    // Its curve reaches the highest scores only as far as the floor.
    let last = curves.curve(State::START).len() as i64 - 1;
    assert!(curves.reach(last) >= FLOOR && curves.reach(last + 1) == 0.0);
    assert!(last < i64::from(target::highest_score(Rules::Uva)));
    // Every state's curve as solving left it is the one computed from the table again.
    let layout = &curves.layout;
    for layer in [0, 1, 5, 12] {
        for &used in layout.sets(layer).iter().step_by(101) {
            for state in layout.states(used) {
                assert_eq!(
                    target::curve_from_table(&curves, state),
                    curves.curve(state),
                    "{state:?}"
                );
            }
        }
    }

    let mut bytes = Vec::new();
    target_cache::write_table(&mut bytes, &curves).expect("a Vec takes it");
    let size = bytes.len() as u64;
    assert_eq!(
        size,
        target_cache::table_size(Rules::Uva, layout.len(), curves.entries())
    );
    let read = target_cache::read_table(&mut bytes.as_slice(), Rules::Uva, size).expect("intact");
    assert_eq!(read.lengths(), curves.lengths());
    assert_eq!(read.set_values(), curves.set_values());
    // A changed probability, a changed length, a cut file, a file of other rules.
    for at in [bytes.len() - 40, 40, 100_000] {
        let mut damaged = bytes.clone();
        damaged[at] ^= 0x10;
        assert!(target_cache::read_table(&mut damaged.as_slice(), Rules::Uva, size).is_err());
    }
    let cut = &bytes[..bytes.len() - 1];
    assert!(target_cache::read_table(&mut &cut[..], Rules::Uva, size - 1).is_err());
    assert!(target_cache::read_table(&mut bytes.as_slice(), Rules::Hasbro, size).is_err());
}
