//! The lesson page's data (`explain --html`): a snapshot of one small case's JSON island,
//! its numbers checked against the text explain's, and its size for the judge's largest
//! cases.

use can_i_win::CanIWin;
use can_i_win::parse::Case;
use dp_cli::NoOptions;
use dp_testing::lesson_data_and_explain;
use serde_json::{Value, json};

/// The page's data and the text explain of one case, from one solve.
fn data_and_explain(max_number: u32, target: u64) -> (Value, String) {
    lesson_data_and_explain::<CanIWin>(&Case { max_number, target }, &NoOptions {})
}

/// The mask of `{1,3}`.
fn mask(set: &str) -> u64 {
    let inside = set.trim_start_matches('{').trim_end_matches('}');
    inside
        .split(',')
        .filter(|word| !word.is_empty())
        .map(|word| 1 << (word.parse::<u32>().expect("a number") - 1))
        .sum()
}

/// `3,4` or `-` as a JSON list.
fn numbers(list: &str) -> Value {
    let numbers: Vec<u32> = list
        .split(',')
        .filter(|word| *word != "-" && !word.is_empty())
        .map(|word| word.parse().expect("a number"))
        .collect();
    json!(numbers)
}

/// Every row of explain's table of sets and of its line of play agrees with the data.
fn assert_same_numbers(data: &Value, explain: &str) {
    let mut rows = 0;
    let mut lines = explain.lines();
    for text in lines.by_ref() {
        if text.trim_start().starts_with("move  player") {
            break;
        }
    }
    for (index, text) in lines.by_ref().enumerate() {
        let words: Vec<&str> = text.split_whitespace().collect();
        if words[0] == "the" {
            break;
        }
        let step = &data["line"][index];
        assert_eq!(words[1], step["player"], "{text}");
        assert_eq!(words[2], step["number"].to_string(), "{text}");
        assert_eq!(words[3], step["total"].to_string(), "{text}");
    }
    for text in lines
        .skip_while(|text| !text.contains("taken      total"))
        .skip(1)
    {
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.is_empty() {
            break;
        }
        let set = &data["table"][mask(words[0]) as usize];
        assert_eq!(words[1], set["total"].to_string(), "{text}");
        if words[2] == "over" {
            assert_eq!(set["over"], true, "{text}");
        } else {
            let wins = words[2] == "win";
            assert_eq!(
                (set["wins"].as_bool(), words[4]),
                (Some(wins), &*set["moves"].to_string()),
                "{text}"
            );
            assert_eq!(set["winning"], numbers(words[5]), "{text}");
        }
        rows += 1;
    }
    assert_eq!(rows, data["table"].as_array().map_or(0, Vec::len));
}

#[test]
fn the_island_of_a_small_case_has_explains_numbers() {
    let (data, explain) = data_and_explain(3, 4);
    assert_same_numbers(&data, &explain);
    // F, the free set, from 1 up: {2,3} and {1,3} taken are over; then {3}, {1,2}, {2},
    // {1} and {}.
    assert_eq!(data["order"], json!([4, 3, 2, 1, 0]));
    dp_testing::insta::assert_snapshot!(serde_json::to_string_pretty(&data).expect("JSON"));
    let (data, explain) = data_and_explain(4, 6);
    assert_same_numbers(&data, &explain);
}

#[test]
fn the_line_of_play_carries_every_choice_along_it() {
    let (data, _) = data_and_explain(10, 11);
    let line = data["line"].as_array().expect("a line");
    assert_eq!(line.len(), 2);
    // M = 10, T = 11: every first number x hands the other player 11 - x.
    let first = &line[0]["at"];
    assert_eq!(
        (first["wins"].as_bool(), first["winning"].clone()),
        (Some(false), json!([]))
    );
    assert_eq!(first["choices"].as_array().map(Vec::len), Some(10));
    assert!(data.get("table").is_none());
    let layers = data["layers"].as_array().expect("layers");
    let sets: u64 = layers
        .iter()
        .map(|layer| {
            ["won", "lost", "over"]
                .iter()
                .map(|kind| layer[kind].as_u64().unwrap_or(0))
                .sum::<u64>()
        })
        .sum();
    assert_eq!((layers.len(), sets), (11, 1 << 10));
}

#[test]
fn a_case_of_the_judges_largest_keeps_its_page_small() {
    for target in [1, 100, 150, 192, 209, 210, 300] {
        let (data, _) = data_and_explain(20, target);
        let bytes = serde_json::to_string(&data).expect("JSON").len();
        assert!(bytes < 40_000, "M = 20, T = {target}: {bytes} bytes");
    }
}

#[test]
fn every_fixtures_page_data_round_trips_through_its_type() {
    dp_testing::assert_lesson_data_round_trips::<can_i_win::page::Data>(
        crate::CAN_I_WIN,
        "can-i-win",
    );
}
