//! `s-nim play`: the first position of a test case, each move a win or a loss.

use dp_testing::{assert_contains, run};

use super::{S_NIM, SAMPLE};

#[test]
fn moves_are_priced_as_wins_and_losses() {
    // S = {2, 5}, heaps 5 and 12: the judge says L, so every first move is a loss.
    let outcome = run(S_NIM, &["play", SAMPLE], b"1:2\n2:5\n1:2\n2:5\n");
    dp_testing::insta::assert_snapshot!(outcome.transcript());
    assert_contains(&outcome.stdout, "cannot move");
    let refused = run(S_NIM, &["play", SAMPLE], b"1:3\n");
    assert_eq!(refused.code, 1);
    assert_contains(&refused.stderr, "\"1:3\" is not a choice here");
}
