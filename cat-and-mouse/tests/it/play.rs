//! `cat-and-mouse play`: the mouse or, with `--second`, the cat; outcomes as values.

use dp_testing::{assert_contains, run};

use super::BINARY;

const SAMPLE: &str = "fixtures/cat-and-mouse/sample.in";

#[test]
fn the_mouse_and_the_cat_play_their_outcomes() {
    // LeetCode's first graph is a draw: the mouse at 3, the cat at 5 (after the forced
    // move and the cat's best); running into the cat at 5 loses the draw, half a game.
    let caught = run(BINARY, &["play", SAMPLE], b"5\n");
    dp_testing::insta::assert_snapshot!("caught", caught.transcript());
    assert_contains(&caught.stdout, "yours: costs 0.5");
    // The second graph, the mouse to the hole at once; as the cat, no decision is left.
    let cat = run(BINARY, &["play", SAMPLE, "--case", "2", "--second"], b"");
    assert_contains(&cat.stdout, "Game over: the mouse reaches the hole.");
}
