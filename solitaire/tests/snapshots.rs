//! Snapshots of the plain, the exact and the explain output of every fixture in
//! fixtures/solitaire, produced by the built binary exactly as a user runs it.

use dp_core::testing::{relative_to_root, run};

const SOLITAIRE: &str = env!("CARGO_BIN_EXE_solitaire");

#[test]
fn plain_and_exact() {
    insta::glob!("../../fixtures/solitaire", "*.in", |path| {
        let file = relative_to_root(path);
        let plain = run(SOLITAIRE, &[&file], b"").transcript();
        let exact = run(SOLITAIRE, &["--exact", &file], b"").transcript();
        insta::assert_snapshot!(format!("plain\n{plain}\n--exact\n{exact}"));
    });
}

#[test]
fn explain() {
    insta::glob!("../../fixtures/solitaire", "*.in", |path| {
        let file = relative_to_root(path);
        insta::assert_snapshot!(run(SOLITAIRE, &["explain", &file], b"").transcript());
    });
}
