//! stone-game's one integration-test binary: dp-testing's shared suite (command line,
//! snapshots of every fixture, robustness), the oracle, and this solver's own assertions.

mod check;
mod cli;
mod oracle;
mod page;
mod play;
mod serve;

const STONE_GAME: &str = env!("CARGO_BIN_EXE_stone-game");

dp_testing::solver_tests! {
    problem: stone_game::StoneGame,
    binary: STONE_GAME,
    sample: EXAMPLES => "Bob\nAlice\nTie\nAlice\nTie\n",
}

/// LeetCode's examples, answered by the shared suite and used by `cli.rs`.
const EXAMPLES: &str = "fixtures/stone-game/leetcode-examples.in";
