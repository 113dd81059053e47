//! cat-and-mouse's one integration-test binary: dp-testing's shared suite (command line,
//! snapshots of every fixture, robustness, the lesson pages in a browser), the oracle, and
//! this solver's own assertions.

mod check;
mod cli;
mod oracle;
// The independent oracle, copied verbatim from the file its author wrote from the
// statement (a fixed-point iteration over nested vectors, no queue): its own style, so
// the workspace's lints are not asked of it.
#[allow(unreachable_pub, dead_code, clippy::all)]
mod oracle_reference;
mod play;

const BINARY: &str = env!("CARGO_BIN_EXE_cat-and-mouse");

dp_testing::solver_tests! {
    problem: cat_and_mouse::CatAndMouse,
    binary: BINARY,
    sample: "fixtures/cat-and-mouse/sample.in" => "0\n1\n",
    // Mutated fixtures may hold graphs up to 1,000 nodes; a few hundred keep each input
    // quick to solve in every view.
    solve_when: |case: &cat_and_mouse::parse::Case| case.nodes() <= 200,
}
