//! The built `solitaire` binary as a user meets it: FILE, stdin and `-`, every output mode,
//! `simulate`, every error class with its exit code, `gen`, and an early-closing reader.

use dp_core::testing::{
    assert_file_stdin_and_dash_agree, assert_refuses_huge_input, first_line_then_close, run,
    workspace_root,
};

const SOLITAIRE: &str = env!("CARGO_BIN_EXE_solitaire");
const SAMPLE: &str = "fixtures/solitaire/judge-sample.in";

fn sample_bytes() -> Vec<u8> {
    std::fs::read(workspace_root().join(SAMPLE)).expect("the sample fixture exists")
}

#[test]
fn file_stdin_and_dash_give_the_judges_answer() {
    assert_file_stdin_and_dash_agree(SOLITAIRE, SAMPLE, "0.589314\n");
}

#[test]
fn exact_and_json() {
    let exact = run(SOLITAIRE, &["--exact", SAMPLE], b"");
    assert_eq!(exact.stdout, "14259369055191929/24196548096000000\n");
    let json = run(SOLITAIRE, &["--json", SAMPLE], b"");
    let value: serde_json::Value = serde_json::from_str(json.stdout.trim_end()).expect("JSON");
    assert_eq!(
        value,
        serde_json::json!({"deal": 1, "probability": 0.5893141864127796, "rounded": "0.589314",
            "exact": "14259369055191929/24196548096000000", "reachable_states": 1905, "winnable": true})
    );
    assert_eq!(run(SOLITAIRE, &["--exact", "--json", SAMPLE], b"").code, 2);
}

#[test]
fn simulate_reports_an_interval_beside_the_exact_value() {
    let args = ["simulate", "--games", "20000", "--seed", "3", SAMPLE];
    let first = run(SOLITAIRE, &args, b"");
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert_eq!(
        first.stdout,
        run(SOLITAIRE, &args, b"").stdout,
        "the same seed plays the same games"
    );
    let line = first.stdout.trim_end();
    assert!(line.starts_with("deal 1: won "), "{line}");
    assert!(line.contains(" of 20000 random games, "), "{line}");
    assert!(
        line.ends_with("exact 0.589314 (inside the interval)"),
        "{line}"
    );
}

#[test]
fn bad_data_exits_1_after_the_good_deals() {
    let sample = String::from_utf8(sample_bytes()).expect("ASCII");
    let cases = [
        (
            format!("{sample}AS 9S 6C KX\n"),
            "error: <stdin>:10:10: found \"KX\", expected a card: a rank 6 7 8 9 T J Q K A and a suit S C D H\n",
        ),
        (
            format!("{sample}AS AS\n"),
            "error: <stdin>:10:4: found AS a second time (first at 10:1), expected 36 distinct cards\n",
        ),
        (
            format!("{sample}AS 9S\n"),
            "error: <stdin>:10:6: input ended inside deal 2 after 2 of its 36 cards, expected 9 piles of 4 cards\n",
        ),
    ];
    for (input, message) in cases {
        let outcome = run(SOLITAIRE, &[], input.as_bytes());
        assert_eq!(
            (
                outcome.code,
                outcome.stdout.as_str(),
                outcome.stderr.as_str()
            ),
            (1, "0.589314\n", message)
        );
    }
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(run(SOLITAIRE, &["--bogus"], b"").code, 2);
    assert_eq!(run(SOLITAIRE, &["simulate", "--seed", "1"], b"").code, 2);
    let missing = run(SOLITAIRE, &["no/such.in"], b"");
    assert_eq!(
        (missing.code, missing.stderr.as_str()),
        (2, "error: no/such.in: No such file or directory\n")
    );
}

#[test]
fn help_and_version() {
    let help = run(SOLITAIRE, &["--help"], b"");
    assert!(
        help.stdout
            .contains("solitaire fixtures/solitaire/judge-sample.in          # 0.589314"),
        "{}",
        help.stdout
    );
    assert_eq!(
        run(SOLITAIRE, &["--version"], b"").stdout,
        format!("solitaire {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn gen_is_reproducible_and_solvable() {
    let first = run(SOLITAIRE, &["gen", "--seed", "4", "--count", "5"], b"");
    assert_eq!(
        first.stdout,
        run(SOLITAIRE, &["gen", "--seed", "4", "--count", "5"], b"").stdout
    );
    assert_ne!(
        first.stdout,
        run(SOLITAIRE, &["gen", "--seed", "5", "--count", "5"], b"").stdout
    );
    assert_eq!(
        first.stdout.lines().filter(|line| !line.is_empty()).count(),
        45
    );
    let solved = run(SOLITAIRE, &[], first.stdout.as_bytes());
    assert_eq!((solved.code, solved.stdout.lines().count()), (0, 5));
}

#[test]
fn a_reader_that_stops_early_ends_the_run_quietly() {
    let input = run(SOLITAIRE, &["gen", "--seed", "1", "--count", "20000"], b"").stdout;
    let (first_line, outcome) = first_line_then_close(SOLITAIRE, &[], input.into_bytes());
    assert_eq!(first_line.len(), "0.000000\n".len(), "{first_line}");
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
}

#[test]
fn input_beyond_one_gibibyte_is_refused_unread() {
    assert_refuses_huge_input(SOLITAIRE);
}
