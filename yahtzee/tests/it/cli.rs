//! The built `yahtzee` binary as a user meets it: FILE, stdin and `-`, every output mode,
//! every error class with its exit code, `gen`, and a reader that stops early.

use dp_core::testing::{
    assert_file_stdin_and_dash_agree, assert_refuses_huge_input, first_line_then_close, run,
};

const YAHTZEE: &str = env!("CARGO_BIN_EXE_yahtzee");
const SAMPLE: &str = "fixtures/yahtzee/judge-sample.in";
const SAMPLE_ANSWER: &str = "1 2 3 4 5 0 15 0 0 0 25 35 0 0 90\n\
                             3 6 9 12 15 30 21 20 26 50 25 35 40 35 327\n";

#[test]
fn file_stdin_and_dash_give_the_judges_answer() {
    assert_file_stdin_and_dash_agree(YAHTZEE, SAMPLE, SAMPLE_ANSWER);
}

#[test]
fn empty_input_prints_nothing_and_succeeds() {
    let outcome = run(YAHTZEE, &[], b"\n \n");
    assert_eq!(
        (
            outcome.code,
            outcome.stdout.as_str(),
            outcome.stderr.as_str()
        ),
        (0, "", "")
    );
}

#[test]
fn json_has_one_object_per_game_with_the_assignment() {
    let outcome = run(YAHTZEE, &["--json", SAMPLE], b"");
    assert_eq!(outcome.code, 0);
    let lines: Vec<serde_json::Value> = outcome
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect();
    assert_eq!(lines.len(), 2);
    let game = &lines[1];
    assert_eq!(game["game"], 2);
    assert_eq!(game["total"], 327);
    assert_eq!(game["bonus"], 35);
    assert_eq!(
        game["scores"],
        serde_json::json!([3, 6, 9, 12, 15, 30, 21, 20, 26, 50, 25, 35, 40])
    );
    let assignment = game["assignment"].as_array().expect("assignment is a list");
    assert_eq!(assignment.len(), 13);
    let rolls: Vec<_> = assignment.iter().map(|a| a["roll"].as_u64()).collect();
    assert_eq!(rolls, (1..=13).map(Some).collect::<Vec<_>>());
    assert_eq!(assignment[0]["dice"], serde_json::json!([1, 1, 1, 1, 1]));
    assert_eq!(assignment[0]["category"], "five_of_a_kind");
    assert_eq!(assignment[0]["score"], 50);
    let score_sum: u64 = assignment
        .iter()
        .map(|a| a["score"].as_u64().unwrap_or(0))
        .sum();
    assert_eq!(score_sum + 35, 327);
}

#[test]
fn strict_full_house_refuses_five_equal_dice() {
    let file = "fixtures/yahtzee/five-equal-full-house.in";
    let lenient = run(YAHTZEE, &[file], b"");
    let strict = run(YAHTZEE, &["--strict-full-house", file], b"");
    assert_eq!(lenient.stdout, "2 4 6 4 5 6 20 0 0 50 25 35 40 0 197\n");
    // Without the five-equal full house, the 2-2-2-2-2 roll is worth most as five of a
    // kind, and 3-3-3-3-3 moves to four of a kind.
    assert_eq!(strict.stdout, "2 4 6 4 5 6 20 0 15 50 25 35 0 0 172\n");
    let explain = run(YAHTZEE, &["explain", "--strict-full-house", file], b"");
    assert!(
        explain.stdout.contains("f(all 13 rolls) = 172"),
        "{}",
        explain.stdout
    );
}

#[test]
fn bad_data_exits_1_after_the_good_games() {
    let good_game = "1 2 3 4 5\n".repeat(13);
    let cases = [
        (
            format!("{good_game}1 2 x 4 5\n"),
            "error: <stdin>:14:5: found \"x\", expected a die (1 to 6)\n",
        ),
        (
            format!("{good_game}1 2 3 4 7\n"),
            "error: <stdin>:14:9: found \"7\", expected a die (1 to 6)\n",
        ),
        (
            format!("{good_game}1 2 3 4 -1\n"),
            "error: <stdin>:14:9: found \"-1\", expected a die (1 to 6)\n",
        ),
        (
            format!("{good_game}{}", "6 6 6 6 6\n".repeat(12)),
            "error: <stdin>:25:10: input ended inside game 2: roll 13 of 13 has 0 of its 5 dice, \
             expected 5 dice for each of 13 rolls\n",
        ),
    ];
    for (input, message) in cases {
        let outcome = run(YAHTZEE, &[], input.as_bytes());
        assert_eq!(outcome.code, 1, "{input}");
        assert_eq!(outcome.stdout, "1 2 3 4 5 0 15 0 0 0 25 35 0 0 90\n");
        assert_eq!(outcome.stderr, message);
    }
}

#[test]
fn usage_errors_exit_2() {
    let unknown = run(YAHTZEE, &["--no-such-flag"], b"");
    assert_eq!(unknown.code, 2);
    assert!(
        unknown
            .stderr
            .starts_with("error: unexpected argument '--no-such-flag'"),
        "{}",
        unknown.stderr
    );
    let missing = run(YAHTZEE, &["no/such/file.in"], b"");
    assert_eq!(
        (missing.code, missing.stderr.as_str()),
        (2, "error: no/such/file.in: No such file or directory\n")
    );
    let no_seed = run(YAHTZEE, &["gen"], b"");
    assert_eq!(no_seed.code, 2);
}

#[test]
fn help_and_version() {
    let help = run(YAHTZEE, &["--help"], b"");
    assert_eq!(help.code, 0);
    assert!(
        help.stdout
            .contains("Examples:\n  yahtzee fixtures/yahtzee/judge-sample.in")
    );
    let version = run(YAHTZEE, &["--version"], b"");
    assert_eq!(
        version.stdout,
        format!("yahtzee {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn gen_is_reproducible_and_solvable() {
    let first = run(YAHTZEE, &["gen", "--seed", "5", "--count", "4"], b"");
    let again = run(YAHTZEE, &["gen", "--seed", "5", "--count", "4"], b"");
    let other = run(YAHTZEE, &["gen", "--seed", "6", "--count", "4"], b"");
    assert_eq!(first.code, 0);
    assert_eq!(first.stdout, again.stdout);
    assert_ne!(first.stdout, other.stdout);
    assert_eq!(first.stdout.lines().count(), 4 * 13);
    let solved = run(YAHTZEE, &[], first.stdout.as_bytes());
    assert_eq!((solved.code, solved.stdout.lines().count()), (0, 4));
}

#[test]
fn a_reader_that_stops_early_ends_the_run_quietly() {
    let input = run(YAHTZEE, &["gen", "--seed", "1", "--count", "20000"], b"").stdout;
    let (first_line, outcome) = first_line_then_close(YAHTZEE, &[], input.into_bytes());
    assert_eq!(first_line.split(' ').count(), 15);
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
}

#[test]
fn input_beyond_one_gibibyte_is_refused_unread() {
    assert_refuses_huge_input(YAHTZEE);
}
