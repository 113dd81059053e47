//! s-nim's one integration-test binary: dp-testing's shared suite (command line, snapshots
//! of every fixture, robustness, the lesson pages in a browser), the oracle, the lesson
//! page's data, and this solver's own assertions.

mod check;
mod cli;
mod oracle;
#[allow(unreachable_pub, missing_docs)]
mod oracle_reference;
mod page;
mod play;

const S_NIM: &str = env!("CARGO_BIN_EXE_s-nim");

/// The judge's sample, answered by the shared suite and used by `cli.rs`.
const SAMPLE: &str = "fixtures/s-nim/judge-sample.in";

dp_testing::solver_tests! {
    problem: s_nim::SNim,
    binary: S_NIM,
    sample: SAMPLE => "LWW\nWWL\n",
    // Mutated fixtures may ask for heaps up to a million: 10^8 steps a case.
    solve_when: |case: &s_nim::parse::Case| case.largest_heap() <= 20_000,
}
