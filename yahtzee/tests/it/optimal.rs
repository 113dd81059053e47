//! `yahtzee optimal` and `advise`: the published optima reproduced; reduced games (one to
//! three categories open) checked against an exhaustive expectation over every ordered
//! outcome of the dice, in exact arithmetic; advice, the lesson and the cache through the
//! binary. How the binary refuses a bad position is in `cli.rs`.

use std::sync::OnceLock;

use dp_core::testing::run;
use proptest::prelude::*;
use yahtzee::optimal::dice::{FIRST_ROLL, Hands};
use yahtzee::optimal::scoring::{CATEGORIES, Rules, Scoring};
use yahtzee::optimal::{State, Strategy as Table, after_scoring, solve, solve_layers};

use super::YAHTZEE;

#[test]
fn published_optima_are_reproduced() {
    let hasbro = solve(Rules::Hasbro, |_, _| {});
    assert_eq!(format!("{:.4}", hasbro.expected_score()), "254.5877");
    let verhoeff = solve(Rules::Verhoeff, |_, _| {});
    assert_eq!(format!("{:.4}", verhoeff.expected_score()), "254.5896");
    assert_eq!(verhoeff.states(), 536_320);
}

/// An exact expectation with no hand tables: every ordered outcome of the dice thrown,
/// every subset of dice positions kept. Values are integers over 6^(15 × open categories),
/// which holds every chance of the remaining turns exactly; each average over 6^k outcomes
/// must divide exactly, which the oracle asserts.
struct Oracle<'a> {
    scoring: &'a Scoring,
    /// The roll number of five sorted dice, by their base-6 code.
    roll_of_code: Vec<usize>,
    denominator: u128,
    states: std::collections::HashMap<(u16, u8, bool), u128>,
}

fn code(dice: &[u8; 5]) -> usize {
    dice.iter()
        .fold(0, |code, &die| code * 6 + usize::from(die - 1))
}

impl Oracle<'_> {
    fn new<'a>(scoring: &'a Scoring, hands: &Hands, open: u32) -> Oracle<'a> {
        let mut roll_of_code = vec![usize::MAX; 7776];
        for roll in 0..252 {
            let faces = hands.faces(FIRST_ROLL + roll);
            roll_of_code[code(&std::array::from_fn(|i| faces[i]))] = roll;
        }
        Oracle {
            scoring,
            roll_of_code,
            denominator: 6u128.pow(15 * open),
            states: Default::default(),
        }
    }

    fn value(&mut self, state: State) -> u128 {
        if state.used.count_ones() as usize == CATEGORIES {
            return 0;
        }
        let key = (state.used, state.upper, state.yahtzee_50);
        if let Some(&known) = self.states.get(&key) {
            return known;
        }
        let mut memo = vec![[None::<u128>; 3]; 252];
        let mut total = 0u128;
        for outcome in 0..7776u32 {
            let dice = std::array::from_fn(|i| (outcome / 6u32.pow(i as u32) % 6) as u8 + 1);
            total += self.after_throw(state, dice, 2, &mut memo) / 7776;
        }
        self.states.insert(key, total);
        total
    }

    fn after_throw(
        &mut self,
        state: State,
        mut dice: [u8; 5],
        rerolls: usize,
        memo: &mut [[Option<u128>; 3]],
    ) -> u128 {
        dice.sort_unstable();
        let roll = self.roll_of_code[code(&dice)];
        if let Some(known) = memo[roll][rerolls] {
            return known;
        }
        let best = if rerolls == 0 {
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
                    let (next, bonus) =
                        after_scoring(self.scoring.rules(), state, category, points);
                    u128::from(points + bonus + extra) * self.denominator + self.value(next)
                })
                .max()
                .expect("an open category")
        } else {
            let mut best = 0u128;
            for kept in 0..32u32 {
                let thrown: Vec<usize> = (0..5).filter(|i| kept >> i & 1 == 0).collect();
                let outcomes = 6u32.pow(thrown.len() as u32);
                let mut total = 0u128;
                for outcome in 0..outcomes {
                    let mut next = dice;
                    for (k, &position) in thrown.iter().enumerate() {
                        next[position] = (outcome / 6u32.pow(k as u32) % 6) as u8 + 1;
                    }
                    let value = self.after_throw(state, next, rerolls - 1, memo);
                    assert_eq!(
                        value % u128::from(outcomes),
                        0,
                        "an average over {outcomes} outcomes is exact"
                    );
                    total += value / u128::from(outcomes);
                }
                best = best.max(total);
            }
            best
        };
        memo[roll][rerolls] = Some(best);
        best
    }
}

fn reduced_strategy(rules: Rules) -> &'static Table {
    static TABLES: [OnceLock<Table>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    TABLES[rules as usize].get_or_init(|| solve_layers(rules, 10, |_, _| {}))
}

/// A reduced game: 1 to 3 open categories, a consistent upper sum and Yahtzee box.
fn reduced_game() -> impl Strategy<Value = (Rules, State)> {
    let rules = prop_oneof![Just(Rules::Hasbro), Just(Rules::Verhoeff), Just(Rules::Uva)];
    // Up to two open categories of any kind, or three of the lower section (whose scores
    // leave the upper sum alone, so that the exhaustive search stays a few seconds).
    let open = prop_oneof![
        prop::sample::subsequence((0..CATEGORIES).collect::<Vec<_>>(), 1..=2),
        prop::sample::subsequence((6..CATEGORIES).collect::<Vec<_>>(), 3),
    ];
    (rules, open, prop::array::uniform6(0u8..=5), any::<bool>()).prop_map(
        |(rules, open, upper_counts, fifty)| {
            let used = (0..CATEGORIES)
                .filter(|c| !open.contains(c))
                .fold(0u16, |mask, c| mask | 1 << c);
            let upper: u32 = (0..6)
                .filter(|&c| used >> c & 1 == 1)
                .map(|c| (c as u32 + 1) * u32::from(upper_counts[c]))
                .sum();
            let yahtzee_used = used >> 9 & 1 == 1;
            let state = State {
                used,
                upper: upper.min(63) as u8,
                yahtzee_50: fifty && yahtzee_used && rules != Rules::Uva,
            };
            (rules, state)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn reduced_games_match_the_exhaustive_expectation((rules, state) in reduced_game()) {
        let hands = Hands::new();
        let scoring = Scoring::new(rules, &hands);
        let open = CATEGORIES as u32 - state.used.count_ones();
        let mut oracle = Oracle::new(&scoring, &hands, open);
        let exact = oracle.value(state);
        let expected = exact as f64 / oracle.denominator as f64;
        let value = reduced_strategy(rules).value(state);
        prop_assert!((value - expected).abs() < 1e-9 * expected.max(1.0), "{rules:?} {state:?}: DP {value}, exhaustive {expected}");
    }
}

/// Found by the property test: under UVa rules, five of a kind scored for 50 once led to a
/// flagged state that UVa rules never evaluate, so the game after it was worth 0.
#[test]
fn uva_five_of_a_kind_then_more_to_play() {
    let hands = Hands::new();
    let scoring = Scoring::new(Rules::Uva, &hands);
    // Open: five of a kind, short straight, full house.
    let state = State {
        used: 0b0_1001_1111_1111,
        upper: 0,
        yahtzee_50: false,
    };
    let mut oracle = Oracle::new(&scoring, &hands, 3);
    let expected = oracle.value(state) as f64 / oracle.denominator as f64;
    let value = reduced_strategy(Rules::Uva).value(state);
    assert!(
        (value - expected).abs() < 1e-9 * expected,
        "DP {value}, exhaustive {expected}"
    );
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

#[test]
fn optimal_prints_the_score_and_explains_the_run() {
    let folder = std::env::temp_dir().join(format!("dp-games-optimal-{}", std::process::id()));
    let cache = folder.join("uva.bin").display().to_string();
    let outcome = run(
        YAHTZEE,
        &["optimal", "--rules", "uva", "--explain", "--cache", &cache],
        b"",
    );
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
    insta::assert_snapshot!(outcome.stdout);
    let plain = run(
        YAHTZEE,
        &["optimal", "--rules", "uva", "--cache", &cache],
        b"",
    );
    assert_eq!(plain.stdout, "251.0945\n");
    std::fs::remove_dir_all(&folder).expect("the temporary folder goes");
}
