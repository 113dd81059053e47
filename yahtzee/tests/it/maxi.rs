//! Maxi Yatzy (six dice, twenty boxes): the last turns of the game checked against an
//! oracle written from the rules, a house variant (Danish-style: the bonus of 50 at 84, a
//! full straight worth 30) given as a table only and solved by the same code, and the
//! whole game once through the binary (383.305403, the value of the public solver
//! jokkebk/maxiyatzy; about 40 s of CPU, the largest test of the suite).

use std::collections::HashMap;
use std::sync::OnceLock;

use dp_testing::{assert_contains, run};
use proptest::prelude::*;
use yahtzee_optimal::scoring::{MAXI, MAXI_POINTS, Points, RuleSet, Rules};
use yahtzee_optimal::{State, Strategy as Table, solve_layers};

use super::YAHTZEE;

/// The house variant: Maxi Yatzy's card with a full straight worth 30 and the bonus at 84.
/// A table, nothing else: the solver, the layout of the states and the oracle below read
/// it as they read Maxi Yatzy's.
static HOUSE: RuleSet = RuleSet {
    name: "maxi-house",
    points: &HOUSE_POINTS,
    bonus_threshold: 84,
    ..MAXI
};

const HOUSE_POINTS: [Points; 20] = {
    let mut points = MAXI_POINTS;
    points[FULL_STRAIGHT] = Points::Straight {
        faces: 0b11_1111,
        points: 30,
    };
    points
};

/// The full straight's box on Maxi Yatzy's card.
const FULL_STRAIGHT: usize = 14;

/// Turns solved: the last three of the game.
const TURNS: usize = 3;

fn reduced(rules: Rules) -> &'static Table {
    static MAXI_TABLE: OnceLock<Table> = OnceLock::new();
    static HOUSE_TABLE: OnceLock<Table> = OnceLock::new();
    let slot = if rules == Rules::Maxi {
        &MAXI_TABLE
    } else {
        &HOUSE_TABLE
    };
    slot.get_or_init(|| solve_layers(rules, 20 - TURNS, |_, _| {}))
}

/// An expectation by brute force from the rules: the state is the open boxes and the
/// exact upper-section sum (no cap, no shared entries); a turn enumerates every ordered
/// outcome of the dice thrown for every set of dice kept (by position: 64 subsets of six
/// dice), and a final roll is scored in every open box by the rule set's table, the bonus
/// paid when the upper sum first reaches the threshold.
struct Oracle {
    rules: Rules,
    /// The counts of each face (index 0 for ones), for every multiset of 0 to 6 dice, and
    /// its number by the counts read in base 7.
    multisets: Vec<[u8; 6]>,
    number: HashMap<[u8; 6], usize>,
    /// The numbers of the multisets of six dice.
    rolls: Vec<usize>,
    values: HashMap<(u32, u32), f64>,
}

impl Oracle {
    fn new(rules: Rules) -> Self {
        let mut multisets = Vec::new();
        for code in 0..7usize.pow(6) {
            let counts: [u8; 6] = std::array::from_fn(|f| (code / 7usize.pow(f as u32) % 7) as u8);
            if counts.iter().map(|&c| usize::from(c)).sum::<usize>() <= 6 {
                multisets.push(counts);
            }
        }
        let number = multisets.iter().enumerate().map(|(n, &c)| (c, n)).collect();
        let rolls = (0..multisets.len())
            .filter(|&n| multisets[n].iter().sum::<u8>() == 6)
            .collect();
        Oracle {
            rules,
            multisets,
            number,
            rolls,
            values: HashMap::new(),
        }
    }

    /// The expected points still to come with `used` boxes used and `upper` points in the
    /// upper section, before the turn's first throw.
    fn value(&mut self, used: u32, upper: u32) -> f64 {
        let table = self.rules.table();
        if used.count_ones() as usize == table.boxes.len() {
            return 0.0;
        }
        if let Some(&known) = self.values.get(&(used, upper)) {
            return known;
        }
        // After the last throw: the best box for each multiset of six dice.
        let mut after: HashMap<usize, f64> = HashMap::new();
        for &roll in &self.rolls.clone() {
            let counts = self.multisets[roll];
            let mut best = f64::NEG_INFINITY;
            for c in (0..table.boxes.len()).filter(|&c| used >> c & 1 == 0) {
                let points = table.points[c].of(&counts);
                let (next_upper, bonus) = if c < 6 {
                    let reached =
                        upper < table.bonus_threshold && upper + points >= table.bonus_threshold;
                    (upper + points, if reached { table.upper_bonus } else { 0 })
                } else {
                    (upper, 0)
                };
                let value = f64::from(points + bonus) + self.value(used | 1 << c, next_upper);
                best = best.max(value);
            }
            after.insert(roll, best);
        }
        // Two throws with dice kept, then the first throw of all six.
        for _ in 0..2 {
            let mean = self.mean_over_throws(&after);
            after = self
                .rolls
                .iter()
                .map(|&roll| (roll, self.best_keep(roll, &mean)))
                .collect();
        }
        let value = self.mean_over_throws(&after)[&self.number[&[0; 6]]];
        self.values.insert((used, upper), value);
        value
    }

    /// For every multiset kept (0 to 6 dice), the mean of `after` over every ordered
    /// outcome of the other dice thrown.
    fn mean_over_throws(&self, after: &HashMap<usize, f64>) -> HashMap<usize, f64> {
        let mut mean = HashMap::new();
        for (kept, counts) in self.multisets.iter().enumerate() {
            let thrown = 6 - u32::from(counts.iter().sum::<u8>());
            let outcomes = 6usize.pow(thrown);
            let mut total = 0.0;
            for outcome in 0..outcomes {
                let mut roll = *counts;
                for die in 0..thrown {
                    roll[outcome / 6usize.pow(die) % 6] += 1;
                }
                total += after[&self.number[&roll]];
            }
            mean.insert(kept, total / outcomes as f64);
        }
        mean
    }

    /// The best of the 64 subsets of the six dice of `roll` to keep.
    fn best_keep(&self, roll: usize, mean: &HashMap<usize, f64>) -> f64 {
        let dice: Vec<usize> = (0..6)
            .flat_map(|face| std::iter::repeat_n(face, usize::from(self.multisets[roll][face])))
            .collect();
        (0..64u32)
            .map(|subset| {
                let mut kept = [0u8; 6];
                for (position, &face) in dice.iter().enumerate() {
                    if subset >> position & 1 == 1 {
                        kept[face] += 1;
                    }
                }
                mean[&self.number[&kept]]
            })
            .fold(f64::NEG_INFINITY, f64::max)
    }
}

/// A reduced game: 1 to 3 boxes open, any upper sum the used upper boxes can make.
fn reduced_game() -> impl Strategy<Value = (Rules, u32, u32)> {
    let rules = prop_oneof![Just(Rules::Maxi), Just(Rules::Table(&HOUSE))];
    let open = prop_oneof![
        prop::sample::subsequence((0..20usize).collect::<Vec<_>>(), 1..=2),
        prop::sample::subsequence((6..20usize).collect::<Vec<_>>(), 3),
    ];
    (rules, open, prop::array::uniform6(0u32..=6)).prop_map(|(rules, open, counts)| {
        let used = (0..20)
            .filter(|c| !open.contains(c))
            .fold(0u32, |m, c| m | 1 << c);
        let upper = (0..6)
            .filter(|&c| used >> c & 1 == 1)
            .map(|c| (c as u32 + 1) * counts[c])
            .sum();
        (rules, used, upper)
    })
}

fn dp_value(rules: Rules, used: u32, upper: u32) -> f64 {
    reduced(rules).value(State {
        used,
        upper: upper.min(rules.bonus_threshold()) as u8,
        yahtzee_50: false,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn reduced_maxi_games_match_the_brute_force((rules, used, upper) in reduced_game()) {
        let expected = Oracle::new(rules).value(used, upper);
        let value = dp_value(rules, used, upper);
        prop_assert!((value - expected).abs() < 1e-9 * expected.max(1.0),
            "{} used {used:#x} upper {upper}: DP {value}, brute force {expected}", rules.name());
    }
}

/// The house table changes what it says and nothing else: with only the full straight
/// open, the best play chases it alike under both tables and pays 30 instead of 21; with
/// only sixes open and 60 in the upper section, the bonus needs three sixes at 75 and four
/// at 84.
#[test]
fn the_house_variant_is_a_table() {
    let house = Rules::Table(&HOUSE);
    assert_eq!(HOUSE.check(), Ok(()));
    let all = (1u32 << 20) - 1;
    let straight_only = all & !(1 << FULL_STRAIGHT);
    let maxi_value = dp_value(Rules::Maxi, straight_only, 0);
    let house_value = dp_value(house, straight_only, 0);
    assert!(maxi_value > 0.0);
    assert!((house_value - maxi_value * 30.0 / 21.0).abs() < 1e-12 * house_value);
    let sixes_only = all & !(1 << 5);
    for (rules, threshold) in [(Rules::Maxi, 75), (house, 84)] {
        let value = dp_value(rules, sixes_only, 60);
        let expected = Oracle::new(rules).value(sixes_only, 60);
        assert!(
            (value - expected).abs() < 1e-9 * expected,
            "{}",
            rules.name()
        );
        assert_eq!(rules.bonus_threshold(), threshold);
    }
    assert!(dp_value(house, sixes_only, 60) < dp_value(Rules::Maxi, sixes_only, 60));
    // The states of the variant: the upper progress runs to 84.
    assert_eq!(reduced(house).layout.threshold(), 84);
}

/// `advise --rules maxi` takes six dice and refuses five; the lesson and the distribution
/// are refused with a reason before any work.
#[test]
fn maxi_on_the_command_line_checks_its_dice() {
    let five = run(
        YAHTZEE,
        &[
            "advise",
            "--rules",
            "maxi",
            "--no-cache",
            "--dice",
            "33345",
            "--rerolls-left",
            "2",
        ],
        b"",
    );
    assert_eq!(five.code, 2, "{}", five.stderr);
    assert_contains(&five.stderr, "5 dice given, expected 6");
    let explain = run(YAHTZEE, &["optimal", "explain", "--rules", "maxi"], b"");
    assert_eq!(explain.code, 2);
    assert_contains(&explain.stderr, "five dice");
    let distribution = run(
        YAHTZEE,
        &["optimal", "--rules", "maxi", "--distribution"],
        b"",
    );
    assert_eq!(distribution.code, 2);
    assert_contains(&distribution.stderr, "--distribution: not for maxi rules");
}

/// The whole game through the binary: the value the public solver stores as the float32
/// 383.305389 (its double is 383.3054027), saved, then read back by `advise`, which names
/// Maxi Yatzy's own boxes.
#[test]
fn the_whole_maxi_game_through_the_binary() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let cache = folder.path().join("maxi.bin");
    let cache = cache.to_str().expect("a UTF-8 path");
    let optimal = run(
        YAHTZEE,
        &[
            "optimal", "--rules", "maxi", "--digits", "6", "--cache", cache,
        ],
        b"",
    );
    assert_eq!(
        (optimal.code, optimal.stdout.as_str()),
        (0, "383.305403\n"),
        "{}",
        optimal.stderr
    );
    let advice = run(
        YAHTZEE,
        &[
            "advise",
            "--rules",
            "maxi",
            "--cache",
            cache,
            "--dice",
            "666661",
            "--rerolls-left",
            "0",
            "--scored",
            "sixes=30",
            "tower=0",
            "--top",
            "3",
        ],
        b"",
    );
    assert_eq!((advice.code, advice.stderr.as_str()), (0, ""));
    assert_contains(
        &advice.stdout,
        "upper section 30 of 75; Maxi-Yatzy box open",
    );
    assert_contains(&advice.stdout, "best: score 30 in five of a kind");
}
