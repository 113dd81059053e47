//! `gems-fight play`: a piped game whose difference is the best less the cost of the
//! choices, a bonus turn shown as the same player pouring again.

use dp_testing::{assert_contains, run};

use super::{GEMS_FIGHT, SAMPLE};

#[test]
fn the_difference_is_the_best_less_what_the_choices_cost() {
    // The first case is worth 3 to Alice; pouring bag 3 where bag 4 makes a stone costs 6.
    let outcome = run(GEMS_FIGHT, &["play", SAMPLE], b"1\n3\n");
    assert_contains(&outcome.stdout, "Game over: Alice 0, Bob 3 stones");
    assert_contains(&outcome.stdout, "total cost 6 stones");
    dp_testing::insta::assert_snapshot!(outcome.transcript());
}
