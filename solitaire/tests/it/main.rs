//! solitaire's one integration-test binary: dp-testing's shared suite (command line,
//! snapshots of every fixture, robustness), the oracle, and this solver's own assertions.

mod check;
mod cli;
mod oracle;
mod play;

const SOLITAIRE: &str = env!("CARGO_BIN_EXE_solitaire");

dp_testing::solver_tests! {
    problem: solitaire::Solitaire,
    binary: SOLITAIRE,
    sample: SAMPLE => "0.589314\n",
}

/// The judge's sample, answered by the shared suite and used by `cli.rs`.
const SAMPLE: &str = "fixtures/solitaire/judge-sample.in";
