//! `solitaire check` of the binary itself passes, and the judge takes a probability
//! within 10^-6.

use crate::{SAMPLE, SOLITAIRE};

#[test]
fn the_binary_checks_itself() {
    let outcome = dp_testing::run(
        SOLITAIRE,
        &["check", "--cases", "200", "--seed", "1", "--", SOLITAIRE],
        b"",
    );
    assert_eq!(outcome.code, 0, "{}", outcome.transcript());
}

#[test]
fn the_judge_takes_one_unit_of_the_sixth_decimal() {
    let folder = std::env::temp_dir().join(format!("solitaire-judge-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let judge = |output: &str| {
        let path = folder.join("out");
        std::fs::write(&path, output).expect("a temporary file");
        dp_testing::run(
            SOLITAIRE,
            &["judge", SAMPLE, &path.display().to_string()],
            b"",
        )
        .code
    };
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
    let _ = std::fs::remove_dir_all(&folder);
}
