//! `can-i-win play`: values are games, won or lost, and a choice that throws a won game
//! away costs one.

use dp_testing::{assert_contains, run};

use super::CAN_I_WIN;

#[test]
fn a_won_game_thrown_away_costs_one_game() {
    // M = 4, T = 6: taking 1 wins (the second player cannot reach 6, and leaves a win);
    // taking 4 loses at once to a 2.
    let won = run(CAN_I_WIN, &["play"], b"4 6\n1\n3\n");
    dp_testing::insta::assert_snapshot!("won", won.transcript());
    assert_contains(&won.stdout, "total cost 0 games won");
    let lost = run(CAN_I_WIN, &["play", "--json"], b"4 6\n4\n");
    let first: serde_json::Value =
        serde_json::from_str(lost.stdout.lines().next().expect("a line")).expect("JSON");
    assert_eq!(
        (&first["chosen"], &first["cost"]),
        (&serde_json::json!(4), &serde_json::json!(1))
    );
    // T = 0 is won before any move: no decision at all.
    let none = run(CAN_I_WIN, &["play"], b"10 0\n");
    assert_contains(&none.stdout, "Your 0 decisions");
}
