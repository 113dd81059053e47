//! can-i-win's one integration-test binary: dp-core's shared suite (command line,
//! snapshots of every fixture, robustness), the oracle, and this solver's own assertions.

mod oracle;

const BINARY: &str = env!("CARGO_BIN_EXE_can-i-win");

dp_core::solver_tests! {
    problem: can_i_win::CanIWin,
    binary: BINARY,
    sample: "fixtures/can-i-win/sample.in" => "true\nfalse\ntrue\n",
}

#[test]
fn json_carries_the_line_of_play() {
    let outcome = dp_core::testing::run(BINARY, &["--json"], b"5\n");
    let line: serde_json::Value = serde_json::from_str(outcome.stdout.trim()).expect("JSON");
    assert_eq!(
        (line["case"].as_u64(), line["wins"].as_bool()),
        (Some(1), Some(true))
    );
    assert_eq!(line["line"][0]["take"].as_u64(), Some(1));
}
