//! `pig check` of the binary itself passes (its cases read back and agree).

#[test]
fn the_binary_checks_itself() {
    dp_testing::assert_checks_itself(env!("CARGO_BIN_EXE_pig"), 200, 1);
}
