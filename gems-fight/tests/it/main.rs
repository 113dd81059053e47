//! gems-fight's one integration-test binary: dp-testing's shared suite (command line,
//! snapshots of every fixture, robustness), the oracle, and this solver's own assertions.

mod check;
mod cli;
mod oracle;
mod play;
mod serve;

const GEMS_FIGHT: &str = env!("CARGO_BIN_EXE_gems-fight");

dp_testing::solver_tests! {
    problem: gems_fight::GemsFight,
    binary: GEMS_FIGHT,
    sample: SAMPLE => "3\n-3\n",
    // 2^14 states keep a case of the property test fast.
    solve_when: |case: &gems_fight::parse::Case| case.bags.len() <= 14,
}

/// The judge's sample, answered by the shared suite and used by `cli.rs`.
const SAMPLE: &str = "fixtures/gems-fight/judge-sample.in";
