//! The lesson page's data (`explain --html`): a snapshot of one small case's JSON island,
//! its thresholds checked against the text explain's policy table, and its size for the
//! largest goals.

use dp_cli::NoOptions;
use dp_testing::lesson_data_and_explain;
use pig::Pig;
use pig::parse::Case;
use serde_json::Value;

/// The page's data and the text explain of one case, from one solve.
fn data_and_explain(goal: u32, sides: u32) -> (Value, String) {
    lesson_data_and_explain::<Pig>(&Case { goal, sides }, &NoOptions {})
}

/// Every cell of explain's policy table (whole for GOAL ≤ 20) agrees with the data.
fn assert_same_policy(data: &Value, explain: &str) {
    let n = data["n"].as_u64().expect("n") as usize;
    assert_eq!(data["step"], 1);
    let rows: Vec<Vec<u64>> = explain
        .lines()
        .skip_while(|line| !line.trim_start().starts_with("i\\j"))
        .skip(1)
        .take(n)
        .map(|line| {
            line.split_whitespace()
                .skip(1)
                .map(|cell| cell.parse().unwrap_or(0))
                .collect()
        })
        .collect();
    assert_eq!(rows.len(), n);
    for (me, row) in rows.iter().enumerate() {
        for (them, &threshold) in row.iter().enumerate() {
            assert_eq!(data["hold"][me * n + them], threshold, "({me}, {them})");
        }
    }
}

#[test]
fn the_island_of_a_small_case_has_explains_numbers() {
    let (data, explain) = data_and_explain(6, 2);
    assert_same_policy(&data, &explain);
    let answer = explain
        .lines()
        .find_map(|line| line.strip_prefix("answer: P(0, 0, 0) = "))
        .expect("an answer line");
    let printed: f64 = answer
        .split_whitespace()
        .next()
        .and_then(|word| word.parse().ok())
        .expect("a probability");
    let rounded = data["answer"]["rounded"].as_str().expect("rounded");
    assert_eq!(format!("{printed:.6}"), rounded, "{answer}");
    dp_testing::insta::assert_snapshot!(serde_json::to_string_pretty(&data).expect("JSON"));
    for (goal, sides) in [(20, 6), (20, 2), (12, 2), (15, 4)] {
        let (data, explain) = data_and_explain(goal, sides);
        assert_same_policy(&data, &explain);
    }
}

#[test]
fn roll_and_hold_around_the_threshold_agree_with_it() {
    let (data, _) = data_and_explain(100, 6);
    let n = data["n"].as_u64().expect("n") as usize;
    assert_eq!(n, 100);
    let near = data["near"].as_array().expect("near");
    let number = |at: usize| near[at].as_i64().expect("a number");
    // (20, 30): hold from 23, as in the solver's own test.
    let at = 20 * n + 30;
    assert_eq!(data["hold"][at], 23);
    let case = Case {
        goal: 100,
        sides: 6,
    };
    assert_eq!(pig::page::around(&case, 20, Some(23)), [22, 23]);
    assert!(number(4 * at) > number(4 * at + 1), "rolls at 22");
    assert!(number(4 * at + 3) >= number(4 * at + 2), "holds at 23");
    // Never holding at (90, 95): the last totals a turn stands on, 8 and 9.
    let at = 90 * n + 95;
    assert_eq!(data["hold"][at], 0);
    assert_eq!(pig::page::around(&case, 90, None), [8, 9]);
    assert!(number(4 * at + 2) > number(4 * at + 3), "rolls at 9");
    // A coin: only even totals.
    assert_eq!(
        pig::page::around(&Case { goal: 10, sides: 2 }, 3, None),
        [4, 6]
    );
    // The opening: a turn starts with a roll, its value is P(0, 0, 0).
    assert_eq!(data["opening_hold"], 21);
    assert_eq!(data["win"][0], 530_593);
}

#[test]
fn the_largest_goals_keep_their_page_small() {
    for (goal, sides, cells) in [(500, 2, 84), (500, 6, 100), (250, 100, 84), (101, 6, 51)] {
        let (data, _) = data_and_explain(goal, sides);
        assert_eq!(data["n"], cells, "{goal} {sides}");
        let bytes = serde_json::to_string(&data).expect("JSON").len();
        assert!(bytes < 400_000, "{goal} {sides}: {bytes} bytes");
    }
}

#[test]
fn every_fixtures_page_data_round_trips_through_its_type() {
    dp_testing::assert_lesson_data_round_trips::<pig::page::Data>(env!("CARGO_BIN_EXE_pig"), "pig");
}
