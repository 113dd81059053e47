//! Snapshots of the plain and the explain output of every fixture in fixtures/yahtzee,
//! produced by the built binary exactly as a user runs it.

use dp_core::testing::{relative_to_root, run};

const YAHTZEE: &str = env!("CARGO_BIN_EXE_yahtzee");

#[test]
fn plain() {
    insta::glob!("../../fixtures/yahtzee", "*.in", |path| {
        let file = relative_to_root(path);
        insta::assert_snapshot!(run(YAHTZEE, &[&file], b"").transcript());
    });
}

#[test]
fn explain() {
    insta::glob!("../../fixtures/yahtzee", "*.in", |path| {
        let file = relative_to_root(path);
        insta::assert_snapshot!(run(YAHTZEE, &["explain", &file], b"").transcript());
    });
}
