//! What the built `game-of-sum` binary says beyond dp-testing's shared suite: the JSON
//! fields, the message of every kind of bad input, the limits in `--help` and `gen`'s
//! knobs.

use dp_testing::{assert_bad_after_good, assert_contains, help_in_one_line, run};

use super::GAME_OF_SUM;

fn json_lines(input: &[u8]) -> Vec<serde_json::Value> {
    let outcome = run(GAME_OF_SUM, &["--json"], input);
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
    let parse = |line: &str| serde_json::from_str(line).expect("one JSON object a line");
    outcome.stdout.lines().map(parse).collect()
}

#[test]
fn json_carries_the_scores_and_the_line_of_play() {
    let cases = json_lines(b"4\n4 -10 -20 7\n4\n1 2 3 4\n0\n");
    let first = &cases[0];
    assert_eq!(
        (
            first["case"].as_u64(),
            first["difference"].as_i64(),
            first["a_score"].as_i64(),
            first["b_score"].as_i64()
        ),
        (Some(1), Some(7), Some(-6), Some(-13))
    );
    // A takes 4; from -10 -20 7, B's best is to take 7 or to take -20 7 (both leave B 3
    // behind in the end; the tie goes to fewer numbers); A takes -10, B is left -20.
    let moves: Vec<(String, String, u64, u64, i64)> = first["line"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|step| {
            (
                step["player"].as_str().unwrap_or("").to_owned(),
                step["side"].as_str().unwrap_or("").to_owned(),
                step["first"].as_u64().unwrap_or(0),
                step["last"].as_u64().unwrap_or(0),
                step["gain"].as_i64().unwrap_or(0),
            )
        })
        .collect();
    let expected = [
        ("A", "left", 1, 1, 4),
        ("B", "right", 4, 4, 7),
        ("A", "left", 2, 2, -10),
        ("B", "left", 3, 3, -20),
    ];
    assert_eq!(
        moves,
        expected.map(|(p, s, f, l, g)| (p.to_owned(), s.to_owned(), f, l, g))
    );
    assert_eq!(first["line"][0]["lead"].as_i64(), Some(7));
    assert_eq!(first["line"][0]["score"].as_i64(), Some(-6));
    assert_eq!(
        (
            first["line"][3]["a_score"].as_i64(),
            first["line"][3]["b_score"].as_i64()
        ),
        (Some(-6), Some(-13))
    );
    let second = &cases[1];
    assert_eq!(second["difference"].as_i64(), Some(10));
    assert_eq!(second["line"].as_array().map(Vec::len), Some(1));
    assert_eq!(second["line"][0]["take"].as_u64(), Some(4));
}

#[test]
fn bad_input_exits_1_after_the_good_cases() {
    let cases = [
        (
            "x\n",
            "2:1: found \"x\", expected n, how many numbers (0 to 20,000; 0 ends the input)",
        ),
        (
            "-1\n",
            "2:1: found \"-1\", expected n, how many numbers (0 to 20,000; 0 ends the input)",
        ),
        (
            "3 1 2",
            "2:6: input ended inside case 2: number 3 of 3 is missing",
        ),
        (
            "2 1 1e3",
            "2:5: found \"1e3\", expected a number of the row (an integer from -2147483648 to 2147483647)",
        ),
        (
            "1 -2147483649",
            "2:3: found \"-2147483649\", expected a number of the row (an integer from -2147483648 to 2147483647)",
        ),
    ];
    for (bad, message) in cases {
        let input = format!("1 5\n{bad}");
        assert_bad_after_good(
            GAME_OF_SUM,
            &input,
            "5\n",
            &format!("error: <stdin>:{message}\n"),
        );
    }
}

#[test]
fn a_row_beyond_the_limit_is_refused_naming_it() {
    let outcome = run(GAME_OF_SUM, &[], b"20001\n");
    assert_eq!(outcome.code, 1);
    assert_contains(
        &outcome.stderr,
        "n = 20,001 numbers is more than this solver's limit of 20,000",
    );
    assert_contains(&outcome.stderr, "(the judge's is 100)");
    // At the limit: answered (the plain answer in O(n) memory).
    let mut input = String::from("20000\n");
    for index in 0..20_000 {
        input.push_str(if index % 2 == 0 { "1 " } else { "-1 " });
    }
    let outcome = run(GAME_OF_SUM, &[], input.as_bytes());
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
    assert_eq!(outcome.stdout.lines().count(), 1);
}

#[test]
fn help_states_the_format_and_the_limits() {
    let help = help_in_one_line(GAME_OF_SUM);
    for phrase in [
        "n = 0 ends the input",
        "n 1 to 20,000",
        "the judge's limit is 100",
        "A's score minus B's",
    ] {
        assert_contains(&help, phrase);
    }
    let gen_help = run(GAME_OF_SUM, &["gen", "--help"], b"")
        .stdout
        .replace('\n', " ");
    assert_contains(&gen_help, "--len");
    assert_contains(&gen_help, "--values");
}

#[test]
fn gen_knobs_make_rows_of_the_asked_shape() {
    let outcome = run(
        GAME_OF_SUM,
        &[
            "gen", "--seed", "4", "--count", "3", "--len", "100", "--values", "7",
        ],
        b"",
    );
    assert_eq!(outcome.code, 0);
    let tokens: Vec<i64> = outcome
        .stdout
        .split_whitespace()
        .map(|word| word.parse().expect("a number"))
        .collect();
    assert_eq!(tokens.len(), 3 * 101 + 1);
    assert_eq!(
        (tokens[0], tokens[101], tokens[202], tokens[303]),
        (100, 100, 100, 0)
    );
    assert!(
        tokens
            .iter()
            .enumerate()
            .all(|(index, value)| index % 101 == 0 || value.abs() <= 7)
    );
    let refused = run(GAME_OF_SUM, &["gen", "--seed", "1", "--len", "20001"], b"");
    assert_eq!(refused.code, 2);
    assert_contains(&refused.stderr, "expected a whole number from 1 to 20,000");
}

#[test]
fn explain_shows_the_table_and_the_line() {
    let explain = run(GAME_OF_SUM, &["explain"], b"4\n4 -10 -20 7\n0\n").stdout;
    assert_contains(&explain, "recurrence");
    // [2..4] = -10 -20 7: the best take from the right leaves [2..3] (d = 10): 7 - 10 = -3.
    assert_contains(&explain, "answer: A -6 - B -13 = 7");
    let long = run(GAME_OF_SUM, &["explain"], b"9\n1 2 3 4 5 6 7 8 9\n").stdout;
    assert_contains(&long, "the table has 45 intervals");
}
