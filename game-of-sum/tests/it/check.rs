//! `game-of-sum check` on programs written for the test (`tests/programs`): a player who
//! takes only from the left is caught and shrunk to two numbers; a right program passes.

use crate::GAME_OF_SUM;

#[test]
fn a_player_who_takes_only_from_the_left_is_caught_and_shrunk() {
    let input = dp_testing::assert_check_catches(
        GAME_OF_SUM,
        "game-of-sum",
        "only-left.py",
        300,
        7,
        |input| input.split_whitespace().count() <= 4,
    );
    // Taking the 0 from the right leaves B the -1: 1. From the left only: -1.
    assert_eq!(input, "2\n-1 0\n0\n");
}

#[test]
fn a_right_program_passes() {
    dp_testing::assert_check_passes(GAME_OF_SUM, "game-of-sum", "right.py", 300, 7);
}
