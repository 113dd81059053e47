//! `game-of-sum play`: a piped game whose lead is the best less the cost of the choices.

use dp_testing::{assert_contains, run};

use super::GAME_OF_SUM;

#[test]
fn the_lead_is_the_best_less_what_the_choices_cost() {
    // 4 −10 −20 7: the best lead is 7; taking −20 from the right when −10 was best costs 20.
    let outcome = run(
        GAME_OF_SUM,
        &["play", "fixtures/game-of-sum/judge-sample.in"],
        b"l1\nR1\n",
    );
    assert_contains(&outcome.stdout, "A − B = -13.");
    assert_contains(&outcome.stdout, "total cost 20 points of lead");
    dp_testing::insta::assert_snapshot!(outcome.transcript());
    let refused = run(
        GAME_OF_SUM,
        &["play", "fixtures/game-of-sum/judge-sample.in"],
        b"L5\n",
    );
    assert_eq!(refused.code, 1);
    assert_contains(&refused.stderr, "<stdin>:1:1: \"L5\" is not a choice here");
}
