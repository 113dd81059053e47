//! `gems-fight check` on programs written for the test: a missing bonus turn is caught
//! and shrunk to a few bags; a right program passes.

use crate::GEMS_FIGHT;

#[test]
fn a_missing_bonus_turn_is_caught_on_a_few_bags() {
    dp_testing::assert_check_catches(
        GEMS_FIGHT,
        "gems-fight",
        "no-bonus-turn.py",
        300,
        7,
        |input| dp_testing::number_at(input, 1).is_some_and(|bags| bags <= 4),
    );
}

#[test]
fn a_right_program_passes() {
    dp_testing::assert_check_passes(GEMS_FIGHT, "gems-fight", "right.py", 300, 7);
}
