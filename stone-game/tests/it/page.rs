//! The lesson page's data (`explain --html`): a snapshot of one small case's JSON island,
//! its numbers checked against the text explain's, and its size for a long line.

use dp_testing::lesson_data_and_explain;
use serde_json::Value;
use stone_game::parse::Case;
use stone_game::{Options, StoneGame};

/// The page's data and the text explain of one case, from one solve.
fn data_and_explain(values: Vec<i64>, take: u64) -> (Value, String) {
    lesson_data_and_explain::<StoneGame>(
        &Case {
            line: 1,
            values: values.into(),
        },
        &Options { take },
    )
}

/// Every marked row of explain's f table (`<- f(i)`) agrees with the data's rows.
fn assert_same_numbers(data: &Value, explain: &str) {
    let mut checked = 0;
    let mut pile = None;
    for text in explain.lines() {
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.len() >= 5
            && words[0].parse::<usize>().is_ok()
            && words[1].parse::<usize>().is_ok()
        {
            pile = words[0].parse::<usize>().ok();
        }
        let Some(mark) = text.find("<- f(") else {
            continue;
        };
        let i: usize = text[mark + 5..]
            .split(')')
            .next()
            .and_then(|word| word.parse().ok())
            .expect("a position");
        let Some(row) = data["rows"].get(i) else {
            continue;
        };
        if text.contains("no piles left") {
            continue;
        }
        let words: Vec<&str> = text[..mark].split_whitespace().collect();
        let value = words.last().expect("a value");
        assert_eq!(row["f"], *value, "{text}");
        assert_eq!(row["take"].to_string(), words[words.len() - 4], "{text}");
        assert!(pile.is_some());
        checked += 1;
    }
    assert!(checked > 0);
}

#[test]
fn the_island_of_a_small_case_has_explains_numbers() {
    let (data, explain) = data_and_explain(vec![1, 2, 3, -1, -2, -3, 7], 3);
    assert_same_numbers(&data, &explain);
    assert_eq!(data["f"][0], "9");
    assert_eq!(data["rows"].as_array().map(Vec::len), Some(7));
    dp_testing::insta::assert_snapshot!(serde_json::to_string_pretty(&data).expect("JSON"));
}

#[test]
fn a_long_line_keeps_its_data_small() {
    let values: Vec<i64> = (0..10_000).map(|i| (i * 7919 % 2001) - 1000).collect();
    for take in [1, 3, 50, 20_000] {
        let (data, explain) = data_and_explain(values.clone(), take);
        assert_same_numbers(&data, &explain);
        let bytes = serde_json::to_string(&data).expect("JSON").len();
        assert!(bytes < 12_000, "K = {take}: {bytes} bytes");
        assert_eq!(data["piles"], 16);
    }
}

#[test]
fn every_fixtures_page_data_round_trips_through_its_type() {
    dp_testing::assert_lesson_data_round_trips::<stone_game::page::Data>(
        crate::STONE_GAME,
        "stone-game",
    );
}
