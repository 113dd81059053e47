//! The lesson page's data (`explain --html`): the sample's island against the numbers
//! the text explain prints, and its size for the judge's largest cases.

use dp_cli::NoOptions;
use dp_testing::lesson_data_and_explain;
use s_nim::SNim;
use s_nim::parse::Case;
use serde_json::json;

#[test]
fn the_islands_numbers_are_explains() {
    let case = Case::new(&[5, 2, 2], &[vec![5, 12], vec![2, 4, 7], vec![2, 3, 7, 12]]);
    let (data, explain) = lesson_data_and_explain::<SNim>(&case, &NoOptions {});
    assert_eq!(data["letters"], "LWW");
    assert_eq!(
        (&data["moves"], &data["moves_given"]),
        (&json!([2, 5]), &json!(3))
    );
    let explain = explain.split_whitespace().collect::<Vec<_>>().join(" ");
    // Every row of the table, as explain prints it, from the island's numbers.
    let rows = data["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 13);
    for row in rows {
        let n = row["n"].as_u64().expect("n");
        let reads: Vec<String> = row["seen"]
            .as_array()
            .expect("seen")
            .iter()
            .map(|pair| format!("g({})={}", n - pair[0].as_u64().expect("s"), pair[1]))
            .collect();
        let text = format!("g({n}) = mex {{{}}} = {}", reads.join(", "), row["value"]);
        dp_testing::assert_contains(&explain, &text);
    }
    for (index, position) in data["positions"]
        .as_array()
        .expect("positions")
        .iter()
        .enumerate()
    {
        let grundy: Vec<String> = position["grundy"]
            .as_array()
            .expect("values")
            .iter()
            .map(ToString::to_string)
            .collect();
        let text = format!(
            "position {}: heaps {}; Grundy values {}; XOR {}",
            index + 1,
            position["heaps"]
                .as_array()
                .expect("heaps")
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            grundy.join(", "),
            position["xor"]
        );
        dp_testing::assert_contains(&explain, &text);
        if let Some(step) = position["move"].as_object() {
            let text = format!("Take {} beads from heap {}", step["take"], step["heap"]);
            dp_testing::assert_contains(&explain, &text);
        }
    }
    dp_testing::insta::assert_snapshot!(serde_json::to_string_pretty(&data).expect("JSON"));
}

#[test]
fn a_case_at_the_judges_limits_keeps_its_page_small() {
    let moves: Vec<u32> = (1..=100).map(|i| i * 97 % 10_000 + 1).collect();
    let positions: Vec<Vec<u32>> = (0..100)
        .map(|p| {
            (0..100)
                .map(|h| (p * 7919 + h * 104_729) % 10_001)
                .collect()
        })
        .collect();
    let (data, _) = lesson_data_and_explain::<SNim>(&Case::new(&moves, &positions), &NoOptions {});
    let bytes = serde_json::to_string(&data).expect("JSON").len();
    assert!(bytes < 60_000, "{bytes} bytes");
    assert_eq!(data["positions"][0]["more"], 76);
}

#[test]
fn every_fixtures_page_data_round_trips_through_its_type() {
    dp_testing::assert_lesson_data_round_trips::<s_nim::page::Data>(crate::S_NIM, "s-nim");
}
