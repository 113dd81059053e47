//! The lesson page's data (`explain --html`): a small case's JSON island checked against
//! the text explain's numbers, and its size for the largest rows.

use dp_cli::NoOptions;
use dp_testing::lesson_data_and_explain;
use game_of_sum::GameOfSum;
use game_of_sum::parse::Case;
use serde_json::Value;

fn data_and_explain(values: Vec<i64>) -> (Value, String) {
    lesson_data_and_explain::<GameOfSum>(&Case { values }, &NoOptions {})
}

#[test]
fn the_island_of_a_small_case_has_explains_numbers() {
    let (data, explain) = data_and_explain(vec![4, -10, -20, 7]);
    let table = data["table"].as_array().expect("a table");
    assert_eq!(table.len(), 10);
    // Every row of explain's table: interval, sum, ..., d, best.
    let rows: Vec<Vec<&str>> = explain
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>())
        .filter(|words| words.first().is_some_and(|w| w.starts_with('[')) && words.len() >= 5)
        .collect();
    assert_eq!(rows.len(), 10);
    for (row, cell) in rows.iter().zip(table) {
        assert_eq!(row[1], cell["sum"].to_string(), "{row:?}");
        let d = row[row.len() - 3];
        assert_eq!(d, cell["score"].to_string(), "{row:?}");
        assert_eq!(row[row.len() - 2], cell["side"], "{row:?}");
    }
    assert_eq!(data["difference"], 7);
    assert_eq!(data["line"][1]["gain"], 7);
    dp_testing::insta::assert_snapshot!(serde_json::to_string_pretty(&data).expect("JSON"));
}

#[test]
fn a_long_row_keeps_its_data_small() {
    let values: Vec<i64> = (0..2_000).map(|i| (i * 7919 % 2001) - 1000).collect();
    let (data, _) = data_and_explain(values);
    let bytes = serde_json::to_string(&data).expect("JSON").len();
    assert!(bytes < 12_000, "{bytes} bytes");
    assert_eq!(data["table"].as_array().map(Vec::len), Some(0));
}

#[test]
fn every_fixtures_page_data_round_trips_through_its_type() {
    dp_testing::assert_lesson_data_round_trips::<game_of_sum::page::Data>(
        crate::GAME_OF_SUM,
        "game-of-sum",
    );
}
