//! `solitaire check` of the binary itself passes, and the judge takes a probability
//! within 10^-6.

use crate::{SAMPLE, SOLITAIRE};

#[test]
fn the_binary_checks_itself() {
    dp_testing::assert_checks_itself(SOLITAIRE, 200, 1);
}

#[test]
fn the_judge_takes_one_unit_of_the_sixth_decimal() {
    let judge = |output: &str| dp_testing::judge(SOLITAIRE, SAMPLE, output).code;
    let ours = dp_testing::run(SOLITAIRE, &[SAMPLE], b"").stdout;
    assert_eq!(judge(&ours), 0);
    let first: f64 = ours
        .split_whitespace()
        .next()
        .and_then(|p| p.parse().ok())
        .expect("a probability");
    let rest: String = ours
        .lines()
        .skip(1)
        .map(|line| format!("{line}\n"))
        .collect();
    assert_eq!(judge(&format!("{:.6}\n{rest}", first + 1e-6)), 0);
    assert_eq!(judge(&format!("{:.6}\n{rest}", first + 3e-6)), 1);
    assert_eq!(judge(&format!("x\n{rest}")), 2);
}
