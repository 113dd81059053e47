//! `pig check` of the binary itself passes (its cases read back and agree).

#[test]
fn the_binary_checks_itself() {
    let pig = env!("CARGO_BIN_EXE_pig");
    let outcome = dp_testing::run(
        pig,
        &["check", "--cases", "200", "--seed", "1", "--", pig],
        b"",
    );
    assert_eq!(outcome.code, 0, "{}", outcome.transcript());
}
