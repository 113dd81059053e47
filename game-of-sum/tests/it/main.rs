//! game-of-sum's one integration-test binary: dp-testing's shared suite (command line,
//! snapshots of every fixture, robustness, the lesson pages in a browser), the oracle, the
//! lesson page's data, and this solver's own assertions.

mod check;
mod cli;
mod oracle;
#[allow(dead_code, unreachable_pub)]
mod oracle_reference;
mod page;
mod play;

const GAME_OF_SUM: &str = env!("CARGO_BIN_EXE_game-of-sum");

dp_testing::solver_tests! {
    problem: game_of_sum::GameOfSum,
    binary: GAME_OF_SUM,
    sample: "fixtures/game-of-sum/judge-sample.in" => "7\n10\n",
    // Mutated fixtures may ask for up to 20,000 numbers; `--json` and explain then keep
    // 400 MB. Every case is still read.
    solve_when: |case: &game_of_sum::parse::Case| case.values.len() <= 2_000,
}
