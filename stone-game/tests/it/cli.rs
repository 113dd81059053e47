//! What the built `stone-game` binary says beyond dp-testing's shared suite: `--take`, the
//! JSON fields, sums beyond 64 bits, the error message of every kind of bad data, and the
//! limits in `--help` and `gen`.

use dp_testing::{
    self as testing, assert_bad_after_good, assert_contains, explain_with_option, help_in_one_line,
    relative_to_root, run, workspace_root,
};

use super::{EXAMPLES, STONE_GAME};

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
    assert_contains(&all.stdout, "\"winner\":\"Alice\",\"alice\":13,\"bob\":0");
    // --take is accepted before or after the subcommand.
    let explain = explain_with_option(STONE_GAME, &["--take", "2"], &[], b"[1,2,3,7]\n");
    assert_contains(&explain, "(here K = 2)");
}

/// The plain answers of every fixture for K = 1, 2, 3 (LeetCode's) and 5, in one snapshot
/// a fixture (dp-testing's shared snapshots run K = 3 only).
#[test]
fn every_fixture_for_several_k() {
    let folder = workspace_root().join("fixtures").join("stone-game");
    testing::for_each_fixture(&folder, |path| {
        let file = relative_to_root(path);
        let transcripts: Vec<String> = ["1", "2", "3", "5"]
            .iter()
            .map(|k| {
                format!(
                    "--take {k}\n{}",
                    run(STONE_GAME, &["--take", k, &file], b"").transcript()
                )
            })
            .collect();
        insta::assert_snapshot!(transcripts.join("\n"));
    });
}

#[test]
fn json_lists_the_whole_line_of_play() {
    let outcome = run(STONE_GAME, &["--json", EXAMPLES], b"");
    assert_eq!(outcome.code, 0);
    let first_line = outcome.stdout.lines().next().expect("a line");
    assert!(
        first_line.starts_with("{\"case\":1,\"winner\":\"Bob\","),
        "{first_line}"
    );
    let first: serde_json::Value = serde_json::from_str(first_line).expect("JSON");
    assert_eq!(
        first,
        serde_json::json!({"case": 1, "winner": "Bob", "alice": 6, "bob": 7, "line": [
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
    let explain = run(
        STONE_GAME,
        &["explain", "--take", "1"],
        b"-9223372036854775808 -9223372036854775808 -9223372036854775808\n",
    );
    assert!(
        explain
            .stdout
            .contains("Bob wins: Alice -18446744073709551616, Bob -9223372036854775808"),
        "{}",
        explain.stdout
    );
}

#[test]
fn bad_data_exits_1_after_the_good_lines() {
    let cases = [
        (
            "[1,2,3,7]\n[1,,2]\n",
            "error: <stdin>:2:4: found \",\", expected a pile value\n",
        ),
        (
            "[1,2,3,7]\n1 2 3 99999999999999999999\n",
            "error: <stdin>:2:7: found \"99999999999999999999\", expected a pile value (an integer from -2^63 to 2^63-1)\n",
        ),
        (
            "[1,2,3,7]\n[1,2,3\n",
            "error: <stdin>:2:7: the line ended, expected \"]\" to close the \"[\"\n",
        ),
        (
            "[1,2,3,7]\n\n  1,2,\n",
            "error: <stdin>:3:7: the line ended after a comma, expected a pile value\n",
        ),
        (
            "[1,2,3,7]\n,1\n",
            "error: <stdin>:2:1: found \",\", expected a pile value\n",
        ),
        (
            "[1,2,3,7]\n [1,2] 3\n",
            "error: <stdin>:2:8: found \"3\", expected the end of the line after \"]\"\n",
        ),
        (
            "[1,2,3,7]\n1 2]\n",
            "error: <stdin>:2:4: found \"]\", expected a comma or another value\n",
        ),
        (
            "[1,2,3,7]\n[1,[2]]\n",
            "error: <stdin>:2:4: found \"[\", expected a pile value\n",
        ),
    ];
    for (input, message) in cases {
        assert_bad_after_good(STONE_GAME, input, "Bob\n", message);
    }
    // Bytes that are not UTF-8 are shown escaped.
    let outcome = run(STONE_GAME, &[], b"[1,2,3,7]\n\xff\n");
    assert_eq!(
        (
            outcome.code,
            outcome.stdout.as_str(),
            outcome.stderr.as_str()
        ),
        (
            1,
            "Bob\n",
            "error: <stdin>:2:1: found \"\\xff\", expected a pile value (an integer from -2^63 to 2^63-1)\n"
        )
    );
}

#[test]
fn the_limits_are_stated_and_enforced() {
    let help = help_in_one_line(STONE_GAME);
    assert_contains(&help, "at most 50,000,000 piles a line");
    let zero = run(STONE_GAME, &["--take", "0"], b"1 2 3\n");
    assert_eq!(zero.code, 2);
    assert_contains(&zero.stderr, "invalid value '0' for '--take <K>'");
    assert_eq!(run(STONE_GAME, &["--take", "x"], b"").code, 2);
    assert_eq!(
        run(
            STONE_GAME,
            &["gen", "--seed", "1", "--len", "50000001"],
            b""
        )
        .code,
        2
    );
    assert_eq!(
        run(
            STONE_GAME,
            &["gen", "--seed", "1", "--len", "50000000", "--count", "0"],
            b""
        )
        .stdout,
        ""
    );
}

#[test]
fn gen_len_fixes_the_piles_of_every_case() {
    let cases = run(
        STONE_GAME,
        &["gen", "--seed", "3", "--count", "20", "--len", "9"],
        b"",
    );
    assert_eq!(cases.code, 0);
    assert_eq!(cases.stdout.lines().count(), 20);
    assert!(
        cases
            .stdout
            .lines()
            .all(|line| line.starts_with('[') && line.matches(',').count() == 8)
    );
    let empty = run(
        STONE_GAME,
        &["gen", "--seed", "3", "--count", "2", "--len", "0"],
        b"",
    );
    assert_eq!(empty.stdout, "[]\n[]\n");
}

/// Old Mac line endings (a `\r` alone) are an error, not every case merged into one
/// answer; and a FILE whose name holds a newline and a terminal's escape is named on the
/// one error line, quoted and escaped.
#[test]
fn old_mac_line_endings_are_refused_and_odd_file_names_escaped() {
    let folder = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stone-game-cr-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let file = folder.join("old\nmac\u{1b}[31m.in");
    std::fs::write(&file, "[1,2,3,7]\r[1,2,3,-9]\r").expect("the file is written");
    let outcome = run(STONE_GAME, &[file.to_str().expect("UTF-8")], b"");
    std::fs::remove_dir_all(&folder).expect("the folder goes");
    assert_eq!(
        (outcome.code, outcome.stdout.as_str(), outcome.stderr),
        (
            1,
            "",
            format!(
                "error: \"{}/old\\nmac\\u{{1b}}[31m.in\":1:10: found a carriage return alone \
                 (\"\\r\", an old Mac line end), expected lines that end with \"\\n\" or \
                 \"\\r\\n\"\n",
                folder.display()
            )
        )
    );
    let crlf = run(STONE_GAME, &[], b"[1,2,3,7]\r\n[1,2,3,-9]\r\n");
    assert_eq!((crlf.code, crlf.stdout.as_str()), (0, "Bob\nAlice\n"));
}
