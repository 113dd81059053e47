//! What the built `s-nim` binary says beyond dp-testing's shared suite: the JSON fields,
//! the message of every kind of bad input, the limits in `--help` and `gen`'s knobs.

use dp_testing::{assert_bad_after_good, assert_contains, help_in_one_line, run};
use serde_json::json;

use super::{S_NIM, SAMPLE};

fn json_lines(args: &[&str], input: &[u8]) -> Vec<serde_json::Value> {
    let outcome = run(S_NIM, args, input);
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
    let parse = |line: &str| serde_json::from_str(line).expect("one JSON object a line");
    outcome.stdout.lines().map(parse).collect()
}

#[test]
fn json_gives_the_letters_the_values_and_the_winning_moves() {
    let cases = json_lines(&["--json", SAMPLE], b"");
    assert_eq!(cases.len(), 2);
    let first = &cases[0];
    assert_eq!(
        (first["case"].as_u64(), &first["letters"]),
        (Some(1), &json!("LWW"))
    );
    // S = {2, 5}: g(5) = g(12) = 2, XOR 0.
    assert_eq!(
        first["positions"][0],
        json!({"wins": false, "grundy": [2, 2], "xor": 0, "move": null})
    );
    // (2, 4, 7): values 1, 0, 0; take 2 from heap 1 (2 -> 0).
    assert_eq!(
        first["positions"][1]["move"],
        json!({"heap": 1, "take": 2, "from": 2, "to": 0, "grundy_after": 0})
    );
    // (2, 3, 7, 12): values 1, 1, 0, 2, XOR 2: heap 4 to value 0, 12 - 5 = 7.
    assert_eq!(
        first["positions"][2]["move"],
        json!({"heap": 4, "take": 5, "from": 12, "to": 7, "grundy_after": 0})
    );
    // S = {1, ..., 5}: g(n) = n mod 6.
    assert_eq!(cases[1]["letters"], "WWL");
    assert_eq!(cases[1]["positions"][2]["grundy"], json!([2, 3, 1, 0]));
}

#[test]
fn no_positions_is_an_empty_line_and_no_heaps_is_lost() {
    let outcome = run(S_NIM, &[], b"1 1 0\n1 1 1 1 1\n1 1 2\n0\n2 0 1\n0\n");
    assert_eq!((outcome.code, outcome.stdout.as_str()), (0, "\nW\nLW\n"));
}

#[test]
fn bad_input_exits_1_after_the_good_cases() {
    let good = "1 1 1 1 1\n";
    let cases = [
        (
            "0x",
            "2:1: found \"0x\", expected k, the number of moves (1 to 100; 0 ends the input)",
        ),
        (
            "101",
            "2:1: k = 101 moves is beyond the limit of 100 (the judge's): a Grundy value is \
             at most k, kept in a byte, and the values a heap sees in a 128-bit set",
        ),
        (
            "1 0",
            "2:3: found \"0\", expected s, the beads a move takes (1 to 1,000,000): a move of \
             no beads would never end the game",
        ),
        (
            "1 1 1 1 1000001",
            "2:9: a heap of 1,000,001 beads is beyond this solver's limit of 1,000,000 beads \
             for a heap's size (the judge's is 10,000): the Grundy table takes up to k steps and 9 bytes \
             a bead",
        ),
        (
            "1 1 2 1 1",
            "2:10: input ended inside test case 2: position 2 of 2, expected l, the number of \
             heaps",
        ),
    ];
    for (bad, message) in cases {
        assert_bad_after_good(
            S_NIM,
            &format!("{good}{bad}"),
            "W\n",
            &format!("error: <stdin>:{message}\n"),
        );
    }
}

#[test]
fn the_zero_ends_the_input_and_nothing_after_it_is_read() {
    let outcome = run(S_NIM, &[], b"1 1 1 1 1\n0\nnot read\n");
    assert_eq!((outcome.code, outcome.stdout.as_str()), (0, "W\n"));
}

#[test]
fn help_states_the_format_and_the_limits() {
    let help = help_in_one_line(S_NIM);
    for phrase in [
        "a `0` for k ends the input",
        "k from 1 to 100",
        "up to 1,000,000 beads",
        "m up to 1,000 positions and l up to 1,000 heaps",
        "W when the player to move wins",
    ] {
        assert_contains(&help, phrase);
    }
}

#[test]
fn gen_at_the_judges_limits_is_read_back_whole() {
    let knobs = [
        "--moves",
        "100",
        "--max-move",
        "10000",
        "--positions",
        "100",
        "--heaps",
        "100",
        "--max-heap",
        "10000",
    ];
    let input = dp_testing::gen_output(S_NIM, 4, 2, &knobs);
    assert!(input.ends_with("\n0\n"));
    let answers = run(S_NIM, &[], input.as_bytes());
    let lines: Vec<&str> = answers.stdout.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines.iter().all(|line| line.len() == 100));
    let refused = run(S_NIM, &["gen", "--seed", "1", "--moves", "101"], b"");
    assert_eq!(refused.code, 2);
    assert_contains(&refused.stderr, "expected a whole number from 1 to 100");
}

#[test]
fn explain_works_out_the_mex_table_and_each_winning_move() {
    let explain = run(S_NIM, &["explain", SAMPLE], b"");
    assert_eq!(explain.code, 0);
    let text = explain
        .stdout
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert_contains(&text, "g(5) = mex {g(3)=1, g(0)=0} = 2");
    assert_contains(&text, "why the XOR (the Sprague-Grundy theorem)");
    assert_contains(&text, "Take 5 beads from heap 4 (12 -> 7 beads)");
}
