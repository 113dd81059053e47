//! `s-nim check` on programs written for the test (`tests/programs`): a solution that
//! ignores moves of more than 5 beads is caught and shrunk to one move of 6 and one heap
//! of 6; a right program passes.

use crate::S_NIM;

#[test]
fn moves_of_more_than_five_ignored_are_caught_and_shrunk() {
    let input =
        dp_testing::assert_check_catches(S_NIM, "s-nim", "small-moves-only.py", 300, 7, |input| {
            input.split_whitespace().count() <= 8
        });
    // S = {6}, one position of one heap of 6: take all six, a win; without the move, a loss.
    assert_eq!(input, "1 6\n1\n1 6\n0\n");
}

#[test]
fn a_right_program_passes() {
    dp_testing::assert_check_passes(S_NIM, "s-nim", "right.py", 300, 7);
}
