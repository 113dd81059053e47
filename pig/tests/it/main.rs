//! pig's one integration-test binary: dp-testing's shared suite (command line, snapshots of
//! every fixture, robustness), the oracle, and this solver's own assertions.

mod check;
mod cli;
mod oracle;
mod page;
mod play;

dp_testing::solver_tests! {
    problem: pig::Pig,
    binary: env!("CARGO_BIN_EXE_pig"),
    sample: "fixtures/pig/sample.in" => "0.530593\n0.857143\n0.571429\n",
    // A goal of 60 solves in about 3 ms; the limit's 500 takes a second.
    solve_when: |case: &pig::parse::Case| case.goal <= 60,
}
