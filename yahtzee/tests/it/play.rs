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
