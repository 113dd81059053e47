//! can-i-win's one integration-test binary: dp-testing's shared suite (command line,
//! snapshots of every fixture, robustness, the lesson pages in a browser), the oracle, the
//! lesson page's data, and this solver's own assertions.

mod check;
mod cli;
mod oracle;
mod page;
mod play;

const CAN_I_WIN: &str = env!("CARGO_BIN_EXE_can-i-win");

dp_testing::solver_tests! {
    problem: can_i_win::CanIWin,
    binary: CAN_I_WIN,
    sample: "fixtures/can-i-win/leetcode-examples.in" => "false\ntrue\ntrue\n",
    // Mutated fixtures may ask for M up to 25: 2^25 sets is a second and more a case.
    solve_when: |case: &can_i_win::parse::Case| case.max_number <= 14,
}
