//! yahtzee's one integration-test binary: dp-testing's shared suite (command line, snapshots
//! of every fixture, robustness), the oracle of the UVa problem, the real game's tests
//! (`optimal` and `advise`), and this solver's own command-line assertions.

mod advise;
mod cache;
mod check;
mod cli;
mod maxi;
mod optimal;
mod oracle;
mod play;
mod target;

const YAHTZEE: &str = env!("CARGO_BIN_EXE_yahtzee");

dp_testing::solver_tests! {
    problem: yahtzee::Yahtzee,
    binary: YAHTZEE,
    sample: SAMPLE => "1 2 3 4 5 0 15 0 0 0 25 35 0 0 90\n\
                       3 6 9 12 15 30 21 20 26 50 25 35 40 35 327\n",
}

/// The judge's sample, answered by the shared suite and used by `cli.rs`.
const SAMPLE: &str = "fixtures/yahtzee/judge-sample.in";
