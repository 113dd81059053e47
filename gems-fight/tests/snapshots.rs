//! Snapshots of the plain and the explain output of every fixture in fixtures/gems-fight,
//! produced by the built binary exactly as a user runs it.

use dp_core::testing::{relative_to_root, run};

const GEMS_FIGHT: &str = env!("CARGO_BIN_EXE_gems-fight");

#[test]
fn plain() {
    insta::glob!("../../fixtures/gems-fight", "*.in", |path| {
        let file = relative_to_root(path);
        insta::assert_snapshot!(run(GEMS_FIGHT, &[&file], b"").transcript());
    });
}

#[test]
fn explain() {
    insta::glob!("../../fixtures/gems-fight", "*.in", |path| {
        let file = relative_to_root(path);
        insta::assert_snapshot!(run(GEMS_FIGHT, &["explain", &file], b"").transcript());
    });
}
