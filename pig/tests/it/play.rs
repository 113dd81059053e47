//! `pig play`: a seeded game is the same game every time, its costs in the chance to win
//! are those `pig advise` prints, and the die is drawn only where the game has chance.

use dp_testing::{assert_contains, run};

const PIG: &str = env!("CARGO_BIN_EXE_pig");

#[test]
fn a_seeded_game_replays_and_prices_as_advise_does() {
    let script = b"20 6\nr\nh\nr\nr\nh\nr\nr\nr\nh\nr\nr\nr\nr\nh\nr\nr\nr\nr\nr\nr\nh\n";
    let first = run(PIG, &["play", "--seed", "5", "--json"], script);
    let again = run(PIG, &["play", "--seed", "5", "--json"], script);
    assert_eq!(first, again);
    assert_eq!(first.code, 0, "{}", first.stderr);
    let lines: Vec<serde_json::Value> = first
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("JSON"))
        .collect();
    let summary = lines.last().expect("a summary");
    assert_eq!(summary["seed"], 5);
    let mut total = 0.0;
    for decision in &lines[..lines.len() - 1] {
        let position = &decision["position"];
        let mover = position["mover"].as_u64().expect("a mover") as usize;
        let scores = position["scores"].as_array().expect("scores");
        let (me, them) = (&scores[mover], &scores[1 - mover]);
        let advice = run(
            PIG,
            &[
                "advise",
                "--goal",
                "20",
                "--me",
                &me.to_string(),
                "--them",
                &them.to_string(),
                "--turn",
                &position["turn"].to_string(),
                "--json",
            ],
            b"",
        );
        let advice: serde_json::Value = serde_json::from_str(&advice.stdout).expect("JSON");
        for option in decision["options"].as_array().expect("options") {
            let choice = option["choice"].as_str().expect("roll or hold");
            let value = option["value"].as_f64().expect("a chance");
            let advised = advice[choice].as_f64().expect("a chance");
            assert!(
                (value - advised).abs() < 1e-9,
                "{choice}: {value} against {advice}"
            );
        }
        total += decision["cost"].as_f64().expect("a cost");
    }
    let summary_total = summary["total_cost"].as_f64().expect("a total");
    assert!((summary_total - total).abs() < 1e-12);
    dp_testing::insta::assert_snapshot!(
        run(PIG, &["play", "--seed", "5", "--test"], script).transcript()
    );
}

#[test]
fn a_word_that_is_neither_roll_nor_hold_is_refused_from_a_pipe() {
    let refused = run(PIG, &["play", "--seed", "1"], b"10 6\nfold\n");
    assert_eq!(refused.code, 1);
    assert_contains(&refused.stderr, "\"fold\" is neither roll nor hold");
}
