//! `cat-and-mouse check` on programs written for the test (`tests/programs`): a search
//! that calls the game a draw after n moves is caught and shrunk to a graph of 6 nodes
//! where the cat needs more; a right program passes.

use crate::BINARY;

#[test]
fn a_game_cut_at_n_moves_is_caught_and_shrunk() {
    let input = dp_testing::assert_check_catches(
        BINARY,
        "cat-and-mouse",
        "cut-at-n-moves.py",
        300,
        7,
        |input| input.lines().count() == 1 && input.matches('[').count() <= 7,
    );
    // The hole has no neighbour. The mouse goes 1, 4, 5, 3 (each other way is onto the
    // cat), the cat follows 2, 1, 4, 5, and in the dead end 3 the mouse must step onto
    // it: the 7th move, one past n = 6.
    assert_eq!(input, "[[],[2,4],[1],[5],[1,5],[3,4]]\n");
}

#[test]
fn a_right_program_passes() {
    dp_testing::assert_check_passes(BINARY, "cat-and-mouse", "right.py", 300, 7);
}
