//! The built `stone-game` binary as a user meets it: FILE, stdin and `-`, every output
//! mode, `--take`, every error class with its exit code, `gen`, and an early-closing reader.

use dp_core::testing::{
    assert_file_stdin_and_dash_agree, assert_refuses_huge_input, first_line_then_close, run,
};

const STONE_GAME: &str = env!("CARGO_BIN_EXE_stone-game");
const EXAMPLES: &str = "fixtures/stone-game/leetcode-examples.in";

#[test]
fn file_stdin_and_dash_give_leetcodes_answers() {
    assert_file_stdin_and_dash_agree(STONE_GAME, EXAMPLES, "Bob\nAlice\nTie\nAlice\nTie\n");
}

#[test]
fn take_k_changes_the_game() {
    // With one pile a move the players alternate: Alice 1 + 3, Bob 2 + 7.
    let one = run(STONE_GAME, &["--take", "1"], b"[1,2,3,7]\n");
    assert_eq!(one.stdout, "Bob\n");
    // Taking everything at once is allowed when K >= n.
    let all = run(
        STONE_GAME,
        &["--take", "18446744073709551615", "--json"],
        b"1 2 3 7\n",
    );
    assert_eq!(all.code, 0);
    assert!(
        all.stdout
            .contains("\"winner\":\"Alice\",\"alice\":13,\"bob\":0"),
        "{}",
        all.stdout
    );
    let explain = run(STONE_GAME, &["explain", "--take", "2"], b"[1,2,3,7]\n");
    assert!(
        explain.stdout.contains("f(i) = max over t in 1..=2"),
        "{}",
        explain.stdout
    );
}

#[test]
fn json_lists_the_whole_line_of_play() {
    let outcome = run(STONE_GAME, &["--json", EXAMPLES], b"");
    let first: serde_json::Value =
        serde_json::from_str(outcome.stdout.lines().next().expect("a line")).expect("JSON");
    assert_eq!(
        first,
        serde_json::json!({"case": 1, "winner": "Bob", "alice": 6, "bob": 7, "moves": [
            {"player": "Alice", "take": 3, "gain": 6}, {"player": "Bob", "take": 1, "gain": 7}]})
    );
    assert_eq!(outcome.stdout.lines().count(), 5);
}

#[test]
fn sums_beyond_64_bits_are_exact() {
    let outcome = run(
        STONE_GAME,
        &["--json", "--take", "1"],
        b"9223372036854775807 9223372036854775807 9223372036854775807\n",
    );
    assert!(
        outcome
            .stdout
            .contains("\"alice\":18446744073709551614,\"bob\":9223372036854775807"),
        "{}",
        outcome.stdout
    );
}

#[test]
fn bad_data_exits_1_after_the_good_lines() {
    let cases: [(&[u8], &str); 4] = [
        (
            b"[1,2,3,7]\n[1,,2]\n",
            "error: <stdin>:2:4: found \",\", expected a pile value\n",
        ),
        (
            b"[1,2,3,7]\n1 2 3 99999999999999999999\n",
            "error: <stdin>:2:7: found \"99999999999999999999\", expected a pile value (an integer from -2^63 to 2^63-1)\n",
        ),
        (
            b"[1,2,3,7]\n[1,2,3\n",
            "error: <stdin>:2:7: the line ended, expected \"]\" to close the \"[\"\n",
        ),
        (
            b"[1,2,3,7]\n\xff\n",
            "error: <stdin>:2:1: found \"\\xff\", expected a pile value (an integer from -2^63 to 2^63-1)\n",
        ),
    ];
    for (input, message) in cases {
        let outcome = run(STONE_GAME, &[], input);
        assert_eq!(
            (
                outcome.code,
                outcome.stdout.as_str(),
                outcome.stderr.as_str()
            ),
            (1, "Bob\n", message)
        );
    }
}

#[test]
fn usage_errors_exit_2() {
    let zero = run(STONE_GAME, &["--take", "0"], b"1 2 3\n");
    assert_eq!(zero.code, 2);
    assert!(
        zero.stderr.contains("invalid value '0' for '--take <K>'"),
        "{}",
        zero.stderr
    );
    assert_eq!(run(STONE_GAME, &["--take", "x"], b"").code, 2);
    let missing = run(STONE_GAME, &["no/such.in"], b"");
    assert_eq!(
        (missing.code, missing.stderr.as_str()),
        (2, "error: no/such.in: No such file or directory\n")
    );
}

#[test]
fn help_and_version() {
    let help = run(STONE_GAME, &["--help"], b"");
    assert!(
        help.stdout.contains("echo '[1,2,3,7]' | stone-game"),
        "{}",
        help.stdout
    );
    assert!(help.stdout.contains("at most 50,000,000"));
    assert_eq!(
        run(STONE_GAME, &["--version"], b"").stdout,
        format!("stone-game {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn gen_is_reproducible_and_solvable() {
    let first = run(
        STONE_GAME,
        &["gen", "--seed", "3", "--count", "20", "--len", "9"],
        b"",
    );
    assert_eq!(
        first.stdout,
        run(
            STONE_GAME,
            &["gen", "--seed", "3", "--count", "20", "--len", "9"],
            b""
        )
        .stdout
    );
    assert_ne!(
        first.stdout,
        run(
            STONE_GAME,
            &["gen", "--seed", "4", "--count", "20", "--len", "9"],
            b""
        )
        .stdout
    );
    assert!(
        first
            .stdout
            .lines()
            .all(|line| line.starts_with('[') && line.matches(',').count() == 8)
    );
    let solved = run(STONE_GAME, &[], first.stdout.as_bytes());
    assert_eq!((solved.code, solved.stdout.lines().count()), (0, 20));
}

#[test]
fn a_reader_that_stops_early_ends_the_run_quietly() {
    let input = run(
        STONE_GAME,
        &["gen", "--seed", "1", "--count", "200000"],
        b"",
    )
    .stdout;
    let (first_line, outcome) = first_line_then_close(STONE_GAME, &[], input.into_bytes());
    assert!(["Alice\n", "Bob\n", "Tie\n"].contains(&first_line.as_str()));
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
}

#[test]
fn input_beyond_one_gibibyte_is_refused_unread() {
    assert_refuses_huge_input(STONE_GAME);
}
