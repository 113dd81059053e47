//! Snapshots of every fixture in fixtures/stone-game through the built binary: the plain
//! answers for K = 1, 2, 3 (LeetCode's) and 5, and the explain view for K = 3.

use dp_core::testing::{relative_to_root, run};

const STONE_GAME: &str = env!("CARGO_BIN_EXE_stone-game");

#[test]
fn plain() {
    insta::glob!("../../fixtures/stone-game", "*.in", |path| {
        let file = relative_to_root(path);
        let transcripts: Vec<String> = ["1", "2", "3", "5"]
            .iter()
            .map(|k| {
                format!(
                    "--take {k}\n{}",
                    run(STONE_GAME, &["--take", k, &file], b"").transcript()
                )
            })
            .collect();
        insta::assert_snapshot!(transcripts.join("\n"));
    });
}

#[test]
fn explain() {
    insta::glob!("../../fixtures/stone-game", "*.in", |path| {
        let file = relative_to_root(path);
        insta::assert_snapshot!(run(STONE_GAME, &["explain", &file], b"").transcript());
    });
}
