//! `yahtzee optimal` and `advise`: the published optima reproduced to 10 digits; reduced
//! games (one to three categories open) checked against an exhaustive expectation over
//! every ordered outcome of the dice, in exact arithmetic; the distribution of the final
//! score against an independent computation and its own mean; advice, the lesson, JSON and
//! the saved table through the binary. How the binary refuses a bad position is in
//! `cli.rs`; the attacks on the saved table are in `cache.rs`.

use std::sync::OnceLock;

use dp_testing::{assert_contains, run};
use proptest::prelude::*;
use yahtzee_optimal::dice::{FIRST_ROLL, Hands};
use yahtzee_optimal::distribution::{distribution, distribution_from};
use yahtzee_optimal::scoring::{Rules, Scoring};
use yahtzee_optimal::{State, Strategy as Table, after_scoring, solve, solve_layers};

use super::YAHTZEE;

/// The published values to 10 digits (each confirmed by two independent implementations).
#[test]
fn published_optima_are_reproduced_to_ten_digits() {
    let hasbro = solve(Rules::Hasbro, |_, _| {});
    assert_eq!(format!("{:.10}", hasbro.expected_score()), "254.5877287345");
    assert_eq!(hasbro.states(), 310_654);
    let verhoeff = solve(Rules::Verhoeff, |_, _| {});
    assert_eq!(
        format!("{:.10}", verhoeff.expected_score()),
        "254.5896094820"
    );
    assert_eq!(format!("{:.10}", uva().expected_score()), "251.0945305389");
    assert_eq!(uva().states(), 207_103);
}

/// Scandinavian Yatzy's value, as yatzy-solver 1.0.0 gives it (`yatzy-scandinavian`), with
/// its 15 boxes: 2^15 sets of used boxes.
#[test]
fn scandinavian_yatzy_is_reproduced_to_ten_digits() {
    let yatzy = solve(Rules::Yatzy, |_, _| {});
    assert_eq!(format!("{:.10}", yatzy.expected_score()), "248.4399893779");
    assert_eq!(yatzy.states(), 828_415);
    assert_eq!(yatzy.states_by_layer.len(), 15);
    assert_eq!(yatzy.layout.sets(15), [0x7FFF]);
}

/// The whole UVa strategy, computed once for the tests of this file.
fn uva() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| solve(Rules::Uva, |_, _| {}))
}

/// An exact expectation with no hand tables: every ordered outcome of the dice thrown,
/// every subset of dice positions kept. Values are integers over 6^(15 × open categories),
/// which holds every chance of the remaining turns exactly; each average over 6^k outcomes
/// must divide exactly, which the oracle asserts.
struct Oracle<'a> {
    scoring: &'a Scoring,
    /// The roll number (the multiset) of five dice in any order, by their base-6 code.
    roll_of_code: Vec<usize>,
    /// The five dice of each roll number, sorted.
    faces_of_roll: Vec<[u8; 5]>,
    denominator: u128,
    states: std::collections::HashMap<(u32, u8, bool), u128>,
}

/// A sum of up to 2^64 values below 2^128, which may itself pass 2^128, divided once: the
/// oracle adds whole values and divides each sum, rather than dividing every value (a
/// 128-bit division per outcome made this test take minutes).
#[derive(Default)]
struct Sum {
    /// The sum is `high · 2^128 + low`.
    high: u64,
    low: u128,
}

impl Sum {
    fn add(&mut self, value: u128) {
        let (low, carry) = self.low.overflowing_add(value);
        self.low = low;
        self.high += u64::from(carry);
    }

    /// The sum over `count`, asserted exact (no remainder) and below 2^128.
    fn exact_average(&self, count: u32) -> u128 {
        let count = u128::from(count);
        let mut remainder = 0u128;
        let mut quotient = [0u64; 3];
        let limbs = [self.high, (self.low >> 64) as u64, self.low as u64];
        for (digit, limb) in quotient.iter_mut().zip(limbs) {
            // remainder < count < 2^64, so this fits 128 bits.
            let part = remainder << 64 | u128::from(limb);
            *digit = (part / count) as u64;
            remainder = part % count;
        }
        assert_eq!(remainder, 0, "an average over {count} outcomes is exact");
        assert_eq!(quotient[0], 0, "an average stays below 2^128");
        u128::from(quotient[1]) << 64 | u128::from(quotient[2])
    }
}

fn code(dice: &[u8; 5]) -> usize {
    dice.iter()
        .fold(0, |code, &die| code * 6 + usize::from(die - 1))
}

impl Oracle<'_> {
    fn new<'a>(scoring: &'a Scoring, hands: &Hands, open: u32) -> Oracle<'a> {
        let mut roll_of_sorted_code = vec![usize::MAX; 7776];
        let mut faces_of_roll = Vec::with_capacity(252);
        for roll in 0..252 {
            let faces = hands.faces(FIRST_ROLL + roll);
            let dice: [u8; 5] = std::array::from_fn(|i| faces[i]);
            roll_of_sorted_code[code(&dice)] = roll;
            faces_of_roll.push(dice);
        }
        let roll_of_code = (0..7776)
            .map(|outcome| {
                let mut dice = dice_of_code(outcome);
                dice.sort_unstable();
                roll_of_sorted_code[code(&dice)]
            })
            .collect();
        Oracle {
            scoring,
            roll_of_code,
            faces_of_roll,
            denominator: 6u128.pow(15 * open),
            states: Default::default(),
        }
    }

    /// The exact expected rest of the game from `state`, before the turn's first throw.
    fn value(&mut self, state: State) -> u128 {
        if state.used.count_ones() as usize == self.scoring.rules().categories() {
            return 0;
        }
        let key = (state.used, state.upper, state.yahtzee_50);
        if let Some(&known) = self.states.get(&key) {
            return known;
        }
        // After the third throw: the best box for each roll.
        let mut after_throw: Vec<u128> = (0..252).map(|roll| self.best_box(state, roll)).collect();
        // After the second throw, then the first: the best subset of dice positions kept.
        for _ in 0..2 {
            let by_code: Vec<u128> = self
                .roll_of_code
                .iter()
                .map(|&roll| after_throw[roll])
                .collect();
            after_throw = self
                .faces_of_roll
                .iter()
                .map(|dice| best_keep(dice, &by_code))
                .collect();
        }
        let mut total = Sum::default();
        for &roll in &self.roll_of_code {
            total.add(after_throw[roll]);
        }
        let value = total.exact_average(7776);
        self.states.insert(key, value);
        value
    }

    /// The best box for `roll` with no reroll left: its points (bonuses included) and the
    /// value of the state it leaves.
    fn best_box(&mut self, state: State, roll: usize) -> u128 {
        let extra = self
            .scoring
            .yahtzee_bonus(roll, state.used, state.yahtzee_50);
        let mut options = Vec::new();
        self.scoring.options(roll, state.used, |category, points| {
            options.push((category, points))
        });
        options
            .into_iter()
            .map(|(category, points)| {
                let (next, bonus) = after_scoring(self.scoring.rules(), state, category, points);
                u128::from(points + bonus + extra) * self.denominator + self.value(next)
            })
            .max()
            .expect("an open category")
    }
}

/// The five dice of a base-6 code, in its order.
fn dice_of_code(code: usize) -> [u8; 5] {
    std::array::from_fn(|i| (code / 6usize.pow(4 - i as u32) % 6) as u8 + 1)
}

/// The best of the 32 subsets of dice positions of `dice` to keep before a throw: for
/// each, the exact average over every ordered outcome of the thrown dice of the value
/// after the throw (`after[code]`, by the code of the five dice in order).
fn best_keep(dice: &[u8; 5], after: &[u128]) -> u128 {
    // The weight of position i in a code: 6^(4 - i), as `code` folds.
    const WEIGHT: [usize; 5] = [1296, 216, 36, 6, 1];
    (0..32u32)
        .map(|kept| {
            let thrown: Vec<usize> = (0..5).filter(|i| kept >> i & 1 == 0).collect();
            let mut next = *dice;
            for &position in &thrown {
                next[position] = 1;
            }
            let mut at = code(&next);
            let outcomes = 6u32.pow(thrown.len() as u32);
            let mut total = Sum::default();
            for _ in 0..outcomes {
                total.add(after[at]);
                // The next outcome: the thrown dice count up like an odometer, and the
                // code with them.
                for &position in &thrown {
                    if next[position] < 6 {
                        next[position] += 1;
                        at += WEIGHT[position];
                        break;
                    }
                    next[position] = 1;
                    at -= 5 * WEIGHT[position];
                }
            }
            total.exact_average(outcomes)
        })
        .max()
        .expect("32 subsets")
}

/// The last three turns of each rule set's game.
fn reduced_strategy(rules: Rules) -> &'static Table {
    static TABLES: [OnceLock<Table>; 4] = [const { OnceLock::new() }; 4];
    let slot = match rules {
        Rules::Hasbro => 0,
        Rules::Verhoeff => 1,
        Rules::Uva => 2,
        _ => 3,
    };
    TABLES[slot].get_or_init(|| solve_layers(rules, rules.categories() - 3, |_, _| {}))
}

/// A reduced game: 1 to 3 open categories, a consistent upper sum and Yahtzee box.
fn reduced_game() -> impl Strategy<Value = (Rules, State)> {
    let rules = prop_oneof![
        Just(Rules::Hasbro),
        Just(Rules::Verhoeff),
        Just(Rules::Uva),
        Just(Rules::Yatzy)
    ];
    rules.prop_flat_map(|rules| {
        let categories = rules.categories();
        // Up to two open categories of any kind, or three of the lower section (whose
        // scores leave the upper sum alone, so that the exhaustive search stays a few
        // seconds).
        let open = prop_oneof![
            prop::sample::subsequence((0..categories).collect::<Vec<_>>(), 1..=2),
            prop::sample::subsequence((6..categories).collect::<Vec<_>>(), 3),
        ];
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn reduced_games_match_the_exhaustive_expectation((rules, state) in reduced_game()) {
        let hands = Hands::new();
        let scoring = Scoring::new(rules, &hands);
        let open = rules.categories() as u32 - state.used.count_ones();
        let mut oracle = Oracle::new(&scoring, &hands, open);
        let exact = oracle.value(state);
        let expected = exact as f64 / oracle.denominator as f64;
        let value = reduced_strategy(rules).value(state);
        prop_assert!((value - expected).abs() < 1e-9 * expected.max(1.0), "{rules:?} {state:?}: DP {value}, exhaustive {expected}");
        // The forward pass under the policy: a distribution whose mean is the value.
        let points = distribution_from(reduced_strategy(rules), state);
        prop_assert!((points.total() - 1.0).abs() < 1e-12);
        prop_assert!(points.mass.iter().all(|&p| p >= 0.0));
        prop_assert!((points.mean() - expected).abs() < 1e-9 * expected.max(1.0), "{rules:?} {state:?}: mean {}, exhaustive {expected}", points.mean());
    }
}

/// Only chance left, the upper bonus settled: the policy holds a die when it beats a
/// reroll (5 and 6 with two rerolls to come, 4 to 6 with one), and the dice are
/// independent, so the final sum is five independent dice — computed here with no tables.
#[test]
fn chance_alone_has_the_distribution_of_five_independent_dice() {
    let state = State {
        used: 0b1_1111_1011_1111,
        upper: 63,
        yahtzee_50: false,
    };
    let points = distribution_from(reduced_strategy(Rules::Uva), state);
    // One die: thrown, kept at 5 or 6, else thrown again, kept at 4 to 6, else thrown again.
    let mut die = [0.0f64; 7];
    for first in 1..=6 {
        if first >= 5 {
            die[first] += 1.0 / 6.0;
            continue;
        }
        for second in 1..=6 {
            if second >= 4 {
                die[second] += 1.0 / 36.0;
                continue;
            }
            for value in &mut die[1..] {
                *value += 1.0 / 216.0;
            }
        }
    }
    let mut sum = vec![1.0f64];
    for _ in 0..5 {
        let mut next = vec![0.0; sum.len() + 6];
        for (total, p) in sum.iter().enumerate() {
            for (face, q) in die.iter().enumerate() {
                next[total + face] += p * q;
            }
        }
        sum = next;
    }
    assert_eq!(points.range(), (5, 30));
    for (total, &p) in sum.iter().enumerate() {
        let ours = points.mass.get(total).copied().unwrap_or(0.0);
        assert!((ours - p).abs() < 1e-14, "P({total}): {ours} against {p}");
    }
}

/// The whole game under UVa rules: the distribution sums to 1, its mean is the expected
/// score, and its figures are pinned.
#[test]
fn the_final_score_distribution_of_the_whole_game() {
    let points = distribution(uva());
    assert!((points.total() - 1.0).abs() < 1e-12, "{}", points.total());
    assert!((points.mean() - uva().expected_score()).abs() < 1e-9);
    assert_eq!(
        (
            format!("{:.4}", points.standard_deviation()),
            points.median(),
            points.percentile(1),
            points.percentile(99),
            points.range(),
        ),
        ("39.5149".to_owned(), 252, 159, 332, (8, 380))
    );
}

/// Found by the property test: under UVa rules, five of a kind scored for 50 once led to a
/// flagged state that UVa rules never evaluate, so the game after it was worth 0.
#[test]
fn uva_five_of_a_kind_then_more_to_play() {
    // Open: five of a kind, short straight, full house.
    let state = State {
        used: 0b0_1001_1111_1111,
        upper: 0,
        yahtzee_50: false,
    };
    assert_dp_is_exhaustive(Rules::Uva, state);
}

/// The DP's value of `state` (three boxes open) under `rules` equals the exhaustive
/// expectation; returns it.
fn assert_dp_is_exhaustive(rules: Rules, state: State) -> f64 {
    let hands = Hands::new();
    let scoring = Scoring::new(rules, &hands);
    let mut oracle = Oracle::new(&scoring, &hands, 3);
    let expected = oracle.value(state) as f64 / oracle.denominator as f64;
    let value = reduced_strategy(rules).value(state);
    assert!(
        (value - expected).abs() < 1e-9 * expected,
        "DP {value}, exhaustive {expected}"
    );
    value
}

/// Yatzy's own boxes and its bonus of 50 against the exhaustive expectation: sixes, one
/// pair and two pairs open, 48 in the upper section (three sixes earn the bonus).
#[test]
fn yatzy_pairs_and_the_bonus_of_fifty_match_the_exhaustive_expectation() {
    let state = State {
        used: 0x7FFF & !(1 << 5 | 1 << 6 | 1 << 7),
        upper: 48,
        yahtzee_50: false,
    };
    let value = assert_dp_is_exhaustive(Rules::Yatzy, state);
    // The bonus is in it: the same position with the bonus out of reach is worth less.
    let dead = State { upper: 0, ..state };
    let without = reduced_strategy(Rules::Yatzy).value(dead);
    assert!(value - without > 0.0, "{value} {without}");
}

/// Advice under Yatzy rules, through the binary: its own boxes by name, its card order,
/// its upper bonus of 50, and boxes that its card does not have refused.
#[test]
fn advice_on_yatzy_positions() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let cache = cache_in(&folder, "yatzy.bin");
    let advise = |args: &[&str]| {
        let mut all = vec!["advise", "--rules", "yatzy", "--cache", &cache];
        all.extend_from_slice(args);
        run(YAHTZEE, &all, b"")
    };
    let mut transcript = String::new();
    for (name, args) in [
        // The opening after the first throw.
        ("opening", &["--dice", "22556", "--rerolls-left", "2"][..]),
        // Only the pairs and chance left: two pairs in hand, scored at once or not.
        (
            "pairs left, no reroll",
            &[
                "--scored",
                "1s=3",
                "2s=6",
                "3s=9",
                "4s=12",
                "5s=15",
                "6s=18",
                "3k=9",
                "4k=0",
                "ss=15",
                "ls=0",
                "fh=0",
                "yatzy=0",
                "--dice",
                "22556",
                "--rerolls-left",
                "0",
            ][..],
        ),
        // Upper section at 63: the bonus of 50 is on the card.
        (
            "bonus earned",
            &[
                "--scored",
                "ones=3",
                "twos=6",
                "threes=9",
                "fours=12",
                "fives=15",
                "sixes=18",
                "one_pair=12",
                "--dice",
                "1,2,3,4,5",
                "--rerolls-left",
                "1",
                "--top",
                "3",
            ][..],
        ),
    ] {
        let outcome = advise(args);
        assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""), "{name}");
        transcript.push_str(&format!("## {name}\n{}\n", outcome.stdout));
    }
    insta::assert_snapshot!(transcript);
    let json = advise(&[
        "--json",
        "--dice",
        "11111",
        "--rerolls-left",
        "0",
        "--scored",
        "yatzy=50",
    ]);
    let object: serde_json::Value = serde_json::from_str(&json.stdout).expect("JSON");
    assert_eq!(object["rules"], "yatzy");
    assert_eq!(
        object["position"]["open"].as_array().map(Vec::len),
        Some(14)
    );
    // No Yatzy bonus and no joker: five ones may go to any open box at its own points.
    assert_eq!(object["choices"].as_array().map(Vec::len), Some(5));
    for (args, message) in [
        (
            &["--scored", "fh=25"][..],
            "no roll scores 25 in full_house under yatzy rules",
        ),
        (
            &["--scored", "yahtzee_bonus=100"][..],
            "yatzy rules have no Yahtzee bonus",
        ),
    ] {
        let mut all = args.to_vec();
        all.extend(["--dice", "12345", "--rerolls-left", "0"]);
        let outcome = advise(&all);
        assert_eq!(outcome.code, 2, "{args:?}");
        assert_contains(&outcome.stderr, message);
    }
    let hasbro = run(
        YAHTZEE,
        &[
            "advise",
            "--no-cache",
            "--scored",
            "two_pairs=10",
            "--dice",
            "12345",
            "--rerolls-left",
            "0",
        ],
        b"",
    );
    assert_eq!(hasbro.code, 2);
    assert_contains(&hasbro.stderr, "hasbro rules have no two_pairs box");
    // The Yatzy table names its rules: read as another rule set's, it is refused.
    assert!(yahtzee_optimal::cache::load(std::path::Path::new(&cache), Rules::Yatzy).is_ok());
    for rules in [Rules::Hasbro, Rules::Verhoeff, Rules::Uva] {
        assert!(matches!(
            yahtzee_optimal::cache::load(std::path::Path::new(&cache), rules),
            Err(yahtzee_optimal::cache::Rejected::Invalid(_))
        ));
    }
}

#[test]
fn advice_for_positions_argued_by_hand_and_the_cache() {
    let folder = std::env::temp_dir().join(format!("dp-games-advise-{}", std::process::id()));
    let cache = folder.join("hasbro.bin");
    let cache_text = cache.display().to_string();
    let advise = |args: &[&str]| {
        let mut all = vec!["advise", "--cache", &cache_text];
        all.extend_from_slice(args);
        run(YAHTZEE, &all, b"")
    };
    let all_but = |open: &[&str]| -> Vec<String> {
        let scored = [
            "ones=3",
            "twos=6",
            "threes=9",
            "fours=12",
            "fives=15",
            "sixes=18",
            "chance=20",
            "three_of_a_kind=20",
            "four_of_a_kind=0",
            "yahtzee=0",
            "small_straight=30",
            "large_straight=40",
            "full_house=25",
        ];
        scored
            .iter()
            .filter(|s| !open.iter().any(|o| s.starts_with(o)))
            .map(|s| s.to_string())
            .collect()
    };
    let positions: Vec<(&str, Vec<String>, &str, &str)> = vec![
        // Only chance left, two rerolls: a die is worth rerolling below 4.25 with two
        // rerolls to come (5 and 6 are kept), below 3.5 with one.
        ("chance, 2 rerolls", all_but(&["chance"]), "12456", "2"),
        ("chance, 1 reroll", all_but(&["chance"]), "12456", "1"),
        // Only the Yahtzee box left: keep the three of a kind.
        ("yahtzee, 2 rerolls", all_but(&["yahtzee"]), "22256", "2"),
        // Only the large straight left: four to a straight, open or at one end, 1 in 6.
        (
            "large straight, 1 reroll",
            all_but(&["large_straight"]),
            "12346",
            "1",
        ),
        // The forced joker: a Yahtzee of sixes with the sixes box open must go there.
        ("forced joker", vec!["yahtzee=50".to_owned()], "66666", "0"),
    ];
    let mut transcript = String::new();
    for (name, scored, dice, rerolls) in &positions {
        let mut args: Vec<&str> = vec!["--dice", dice, "--rerolls-left", rerolls, "--top", "4"];
        if !scored.is_empty() {
            args.push("--scored");
            args.extend(scored.iter().map(String::as_str));
        }
        let outcome = advise(&args);
        assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""), "{name}");
        transcript.push_str(&format!("## {name}\n{}\n", outcome.stdout));
    }
    insta::assert_snapshot!(transcript);

    // A damaged table is never trusted: rebuilt, with a note, and the advice is the same.
    let first = advise(&["--dice", "33356", "--rerolls-left", "1"]);
    let mut bytes = std::fs::read(&cache).expect("the table was saved");
    bytes[1000] ^= 0xFF;
    std::fs::write(&cache, &bytes).expect("the table can be damaged");
    let rebuilt = advise(&["--dice", "33356", "--rerolls-left", "1"]);
    assert_eq!(rebuilt.stdout, first.stdout);
    assert_eq!(
        rebuilt.stderr,
        format!("note: the table at {cache_text} was not used (checksum mismatch); rebuilt it\n")
    );
    let again = advise(&["--dice", "33356", "--rerolls-left", "1"]);
    assert_eq!((again.stdout, again.stderr), (first.stdout, String::new()));
    std::fs::remove_dir_all(&folder).expect("the temporary folder goes");
}

/// A folder that goes when the test ends, and a cache path in it.
fn cache_in(folder: &tempfile::TempDir, name: &str) -> String {
    folder.path().join(name).display().to_string()
}

#[test]
fn optimal_prints_the_score_and_explains_the_run() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let cache = cache_in(&folder, "uva.bin");
    let outcome = run(
        YAHTZEE,
        &["optimal", "explain", "--rules", "uva", "--cache", &cache],
        b"",
    );
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
    insta::assert_snapshot!(outcome.stdout);
    // Every line fits 80 columns, the tables (the counts, the holds) included.
    for line in outcome.stdout.lines() {
        assert!(line.chars().count() <= 80, "too long: {line}");
    }
    // The old spelling says the same, from the saved table.
    let flag = run(
        YAHTZEE,
        &["optimal", "--explain", "--rules", "uva", "--cache", &cache],
        b"",
    );
    assert_eq!((flag.stdout, flag.stderr), (outcome.stdout, String::new()));
    let plain = run(
        YAHTZEE,
        &["optimal", "--rules", "uva", "--cache", &cache],
        b"",
    );
    assert_eq!(plain.stdout, "251.0945\n");
}

#[test]
fn optimal_reads_the_saved_table_and_no_cache_skips_it() {
    use std::os::unix::fs::MetadataExt;
    let folder = tempfile::tempdir().expect("a temporary folder");
    let cache = cache_in(&folder, "uva.bin");
    let args = [
        "optimal", "--rules", "uva", "--digits", "10", "--cache", &cache,
    ];
    let first = run(YAHTZEE, &args, b"");
    assert_eq!((first.code, first.stdout.as_str()), (0, "251.0945305389\n"));
    let saved = std::fs::metadata(&cache).expect("the table was saved");
    // Read, not rewritten: the same file (a rewrite renames a new one into place).
    let second = run(YAHTZEE, &args, b"");
    assert_eq!(
        (second.stdout, second.stderr),
        (first.stdout.clone(), String::new())
    );
    let after = std::fs::metadata(&cache).expect("still there");
    assert_eq!((after.ino(), after.mtime()), (saved.ino(), saved.mtime()));
    // --no-cache computes afresh and touches nothing.
    let fresh = run(
        YAHTZEE,
        &["optimal", "--rules", "uva", "--digits", "10", "--no-cache"],
        b"",
    );
    assert_eq!((fresh.stdout, fresh.stderr), (first.stdout, String::new()));
    assert_eq!(
        std::fs::metadata(&cache).expect("still there").ino(),
        saved.ino()
    );
    let both = run(YAHTZEE, &["optimal", "--no-cache", "--cache", &cache], b"");
    assert_eq!(both.code, 2, "{}", both.stderr);
    for (digits, expected) in [("0", "251\n"), ("1", "251.1\n")] {
        let outcome = run(
            YAHTZEE,
            &[
                "optimal", "--rules", "uva", "--digits", digits, "--cache", &cache,
            ],
            b"",
        );
        assert_eq!(outcome.stdout, expected);
    }
    let too_many = run(
        YAHTZEE,
        &["optimal", "--digits", "11", "--cache", &cache],
        b"",
    );
    assert_eq!(too_many.code, 2);
    assert_contains(
        &too_many.stderr,
        "invalid value '11' for '--digits <DIGITS>': expected a whole number from 0 to 10",
    );
}

#[test]
fn every_result_of_optimal_has_json() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let cache = cache_in(&folder, "uva.bin");
    let object = |args: &[&str]| -> serde_json::Value {
        let mut all = args.to_vec();
        all.extend(["--rules", "uva", "--cache", &cache]);
        let outcome = run(YAHTZEE, &all, b"");
        assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""), "{args:?}");
        assert_eq!(outcome.stdout.lines().count(), 1, "{args:?}: one line");
        serde_json::from_str(&outcome.stdout).expect("JSON")
    };
    let plain = object(&["optimal", "--json"]);
    assert_eq!(plain["rules"], "uva");
    assert_eq!(
        format!("{:.10}", plain["expected"].as_f64().expect("a number")),
        "251.0945305389"
    );
    assert_eq!(plain["states"], 207_103);
    assert!(plain.get("distribution").is_none());
    // --json before the subcommand, and with the explain of optimal.
    let explain = object(&["--json", "optimal", "explain"]);
    assert_eq!(explain["expected"], plain["expected"]);
    assert_eq!(explain["table_entries"], 207_104);
    assert_eq!(explain["states_by_layer"][7], 49_610);
    let worked = &explain["worked_turn"];
    assert_eq!(worked["dice"], serde_json::json!([1, 2, 3, 4, 6]));
    assert_eq!(worked["holds"].as_array().map(Vec::len), Some(32));
    assert_eq!(
        worked["best_hold_outcomes"].as_array().map(Vec::len),
        Some(6)
    );
    let with_distribution = object(&["optimal", "--distribution", "--json"]);
    let shape = &with_distribution["distribution"];
    assert_eq!(shape["median"], 252);
    assert_eq!(shape["percentiles"]["99"], 332);
    let total: f64 = shape["probabilities"]
        .as_array()
        .expect("pairs")
        .iter()
        .map(|pair| pair[1].as_f64().unwrap_or(0.0))
        .sum();
    assert!((total - 1.0).abs() < 1e-12);
}

#[test]
fn optimal_prints_the_distribution() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let cache = cache_in(&folder, "uva.bin");
    let outcome = run(
        YAHTZEE,
        &[
            "optimal",
            "--rules",
            "uva",
            "--distribution",
            "--cache",
            &cache,
        ],
        b"",
    );
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
    insta::assert_snapshot!(outcome.stdout);
}

#[test]
fn the_progress_bar_fits_80_columns() {
    let widest = yahtzee_optimal::command::PROGRESS_TEMPLATE
        .replace("{bar:30}", &"=".repeat(30))
        .replace("{pos}/{len}", "536320/536320")
        .replace("{elapsed}", "59m 59s");
    assert!(widest.chars().count() <= 80, "{widest}");
}
