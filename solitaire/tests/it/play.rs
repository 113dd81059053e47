//! `solitaire play`: pairs picked by the student, each priced by the chance to clear the
//! table with every later pair picked at random. The scripts come from the library's own
//! game, walked with the best and with the worst pair each time.

use dp_cli::Decisions;
use dp_cli::ReadCase;
use dp_cli::decide::best;
use dp_cli::scan::Scanner;
use dp_testing::{assert_contains, run};
use solitaire::play::Game;

use super::{SAMPLE, SOLITAIRE};

/// The keys of a game walked from the opening, `pick` choosing among the options.
fn script(game: &Game, pick: impl Fn(&[f64]) -> usize) -> (String, f64) {
    let (mut at, mut text, mut cost) = (game.start(), String::new(), 0.0);
    while game.turn(&at) != dp_cli::Turn::Over {
        let options = game.options(&at);
        let values: Vec<f64> = options.iter().map(|option| option.value).collect();
        let chosen = pick(&values);
        if options.len() > 1 {
            text.push_str(&game.key(&options[chosen].choice));
            text.push('\n');
            cost += options[best(&options).expect("a pair")].value - values[chosen];
        }
        at = options[chosen].leads_to;
    }
    (text, cost)
}

#[test]
fn best_pairs_cost_nothing_and_worst_pairs_cost_what_the_values_say() {
    let text = std::fs::read(dp_testing::workspace_root().join(SAMPLE)).expect("the sample");
    let deal = solitaire::parse::Deal::read_case(&mut Scanner::from_bytes(&text), 1)
        .expect("a deal")
        .expect("not the end");
    let game = Game::new(&deal);
    let first_max = |values: &[f64]| {
        let top = values.iter().copied().fold(f64::MIN, f64::max);
        values
            .iter()
            .position(|&value| value == top)
            .expect("a value")
    };
    let (best_script, nothing) = script(&game, first_max);
    assert_eq!(nothing, 0.0);
    let outcome = run(
        SOLITAIRE,
        &["play", SAMPLE, "--json"],
        best_script.as_bytes(),
    );
    let summary: serde_json::Value =
        serde_json::from_str(outcome.stdout.lines().last().expect("a summary")).expect("JSON");
    assert_eq!(summary["total_cost"], 0.0, "{}", outcome.stderr);
    let worst = |values: &[f64]| {
        let low = values.iter().copied().fold(f64::MAX, f64::min);
        values
            .iter()
            .position(|&value| value == low)
            .expect("a value")
    };
    let (worst_script, cost) = script(&game, worst);
    let test = run(
        SOLITAIRE,
        &["play", SAMPLE, "--test"],
        worst_script.as_bytes(),
    );
    dp_testing::insta::assert_snapshot!("worst-pairs", test.transcript());
    let json = run(
        SOLITAIRE,
        &["play", SAMPLE, "--json"],
        worst_script.as_bytes(),
    );
    let summary: serde_json::Value =
        serde_json::from_str(json.stdout.lines().last().expect("a summary")).expect("JSON");
    let total = summary["total_cost"].as_f64().expect("a cost");
    assert!((total - cost).abs() < 1e-12, "{total} against {cost}");
    let refused = run(SOLITAIRE, &["play", SAMPLE], b"1-4\n");
    assert_eq!(refused.code, 1);
    assert_contains(
        &refused.stderr,
        "<stdin>:1:1: piles 1 and 4 do not show a pair",
    );
}
