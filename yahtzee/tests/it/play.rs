//! `yahtzee play` (UVa 10149): the categories filled from the last to the first, each
//! roll priced by the DP's `f`; the costs add up to the best total less the one reached.

use dp_testing::{assert_contains, run};

use super::{SAMPLE, YAHTZEE};

#[test]
fn the_costs_add_up_to_the_best_less_the_total_reached() {
    // The second game of the judge's sample, each category given the highest roll left.
    let script: String = (1..=13).rev().map(|roll| format!("{roll}\n")).collect();
    let test = run(
        YAHTZEE,
        &["play", SAMPLE, "--case", "2", "--test"],
        script.as_bytes(),
    );
    assert_eq!(test.code, 0, "{}", test.stderr);
    dp_testing::insta::assert_snapshot!("proficiency-test", test.transcript());
    let json = run(
        YAHTZEE,
        &["play", SAMPLE, "--case", "2", "--json"],
        script.as_bytes(),
    );
    let summary: serde_json::Value =
        serde_json::from_str(json.stdout.lines().last().expect("a summary")).expect("JSON");
    let result = summary["result"].as_str().expect("a result");
    // "Game over: U upper + B bonus + L lower = T; the best is BEST."
    let number_after = |marker: &str| -> i64 {
        let rest = &result[result.find(marker).expect("the marker") + marker.len()..];
        rest.trim_start()
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .and_then(|digits| digits.parse().ok())
            .expect("a number")
    };
    let (total, best) = (number_after("= "), number_after("the best is"));
    assert_eq!(
        summary["total_cost"].as_i64(),
        Some(best - total),
        "{result}"
    );
    assert_eq!(summary["decisions"], 12);
    let judge = run(YAHTZEE, &[SAMPLE], b"");
    let second_line = judge.stdout.lines().nth(1).expect("two games");
    assert!(second_line.ends_with(&format!(" {best}")), "{second_line}");
}

#[test]
fn a_roll_already_given_is_refused() {
    let outcome = run(YAHTZEE, &["play", SAMPLE], b"13\n13\n");
    assert_eq!(outcome.code, 1);
    assert_contains(&outcome.stderr, "<stdin>:2:1: \"13\" is not a choice here");
}

/// A script that fits any throw under UVa rules (no joker): throw all five dice again
/// twice, then score the boxes in card order.
fn every_box_in_card_order() -> String {
    [
        "1s", "2s", "3s", "4s", "5s", "6s", "ch", "3k", "4k", "5k", "ss", "ls", "fh",
    ]
    .iter()
    .map(|name| format!("keep none\nk\n{name}\n"))
    .collect()
}

#[test]
fn the_full_game_plays_thirteen_rounds_and_reports() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let cache = folder.path().join("uva.bin").display().to_string();
    let args = ["play", "--rules", "uva", "--seed", "11", "--cache", &cache];
    let script = every_box_in_card_order();
    let json = run(
        YAHTZEE,
        &[&args[..], &["--json"]].concat(),
        script.as_bytes(),
    );
    assert_eq!(json.code, 0, "{}", json.stderr);
    let lines: Vec<serde_json::Value> = json
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("JSON"))
        .collect();
    let summary = lines.last().expect("a summary");
    // The last box is the only one left: scoring it is no decision.
    assert_eq!(summary["decisions"], 38);
    assert_eq!(summary["seed"], 11);
    // Each cost is the best option's value less the chosen one's, and they add up.
    let mut total = 0.0;
    for decision in &lines[..lines.len() - 1] {
        let options = decision["options"].as_array().expect("options");
        let value_of = |choice: &serde_json::Value| {
            options
                .iter()
                .find(|option| &option["choice"] == choice)
                .and_then(|option| option["value"].as_f64())
                .expect("a priced option")
        };
        let largest = options
            .iter()
            .filter_map(|option| option["value"].as_f64())
            .fold(f64::MIN, f64::max);
        assert_eq!(value_of(&decision["best"]), largest);
        let cost = decision["cost"].as_f64().expect("a cost");
        assert!((cost - (largest - value_of(&decision["chosen"]))).abs() < 1e-9);
        total += cost;
    }
    let reported = summary["total_cost"].as_f64().expect("a total");
    assert!(
        (reported - total).abs() < 1e-6,
        "{reported} against {total}"
    );
    // The same seed, the same game: the report of the test.
    let test = run(
        YAHTZEE,
        &[&args[..], &["--test"]].concat(),
        script.as_bytes(),
    );
    assert_eq!(test.code, 0, "{}", test.stderr);
    let report: String = test
        .stdout
        .lines()
        .skip_while(|line| !line.starts_with("Game over"))
        .collect::<Vec<_>>()
        .join("\n");
    dp_testing::insta::assert_snapshot!("full-game-report", report);
    // A FILE with --rules is refused: the full game reads none.
    let refused = run(YAHTZEE, &[&args[..], &[SAMPLE]].concat(), b"");
    assert_eq!(refused.code, 2);
    assert_contains(&refused.stderr, "it reads no FILE");
}
