//! What the built `can-i-win` binary says beyond dp-testing's shared suite: the JSON
//! fields, the message of every kind of bad line, the limits in `--help` and `gen`.

use dp_testing::{assert_bad_after_good, assert_contains, help_in_one_line, run};

use super::CAN_I_WIN;

fn json_lines(input: &[u8]) -> Vec<serde_json::Value> {
    let outcome = run(CAN_I_WIN, &["--json"], input);
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
    let parse = |line: &str| serde_json::from_str(line).expect("one JSON object a line");
    outcome.stdout.lines().map(parse).collect()
}

#[test]
fn json_names_the_winning_first_moves_and_the_line() {
    let cases = json_lines(b"4 6\n10 11\n10 0\n5 16\n");
    let won = &cases[0];
    assert_eq!(
        (won["case"].as_u64(), won["wins"].as_bool()),
        (Some(1), Some(true))
    );
    assert_eq!(won["winning_first_moves"], serde_json::json!([1]));
    let line: Vec<(String, u64, u64)> = won["line"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|step| {
            let player = step["player"].as_str().expect("a player").to_owned();
            (
                player,
                step["number"].as_u64().unwrap_or(0),
                step["total"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    let expected = [("first", 1, 1), ("second", 2, 3), ("first", 3, 6)];
    assert_eq!(line, expected.map(|(p, n, t)| (p.to_owned(), n, t)));
    // Every first move of M = 10, T = 11 hands the other player 11 - x.
    let lost = &cases[1];
    assert_eq!(lost["wins"].as_bool(), Some(false));
    assert_eq!(lost["winning_first_moves"], serde_json::json!([]));
    assert_eq!(lost["line"][1]["total"].as_u64(), Some(11));
    assert_eq!(lost["line"][1]["player"], "second");
    // No game: T = 0 is won before a move, T = 16 > 1 + ... + 5 is out of reach.
    for (settled, wins) in [(&cases[2], true), (&cases[3], false)] {
        assert_eq!(settled["wins"].as_bool(), Some(wins));
        assert_eq!(settled["line"], serde_json::json!([]));
    }
}

#[test]
fn bad_lines_exit_1_after_the_good_cases() {
    let cases = [
        (
            "10 11 12\n",
            "2:7: found \"12\", expected the end of the line: a case is \"M T\"",
        ),
        (
            "10\n",
            "2:3: the line ended inside case 2, expected T, the total to reach",
        ),
        (
            "10 x\n",
            "2:4: found \"x\", expected T, the total to reach (0 to 18446744073709551615)",
        ),
        (
            "0 5\n",
            "2:1: found \"0\", expected M, the largest number (1 to 25)",
        ),
        (
            "  1e3 5\n",
            "2:3: found \"1e3\", expected M, the largest number (1 to 25)",
        ),
        (
            "99999999999999999999 5\n",
            "2:1: found \"99999999999999999999\", expected M, the largest number (1 to 25)",
        ),
        (
            "26 5\n",
            "2:1: M = 26 is too large: this solver's limit is 25 (the judge's is 20): a sweep \
             takes 8 x 2^M bytes, 256 MiB at M = 25",
        ),
        (
            "3 99999999999999999999\n",
            "2:3: found \"99999999999999999999\", expected T, the total to reach (0 to \
             18446744073709551615)",
        ),
    ];
    for (bad, message) in cases {
        let input = format!("10 1\n{bad}");
        assert_bad_after_good(
            CAN_I_WIN,
            &input,
            "true\n",
            &format!("error: <stdin>:{message}\n"),
        );
    }
}

#[test]
fn the_limits_are_stated_and_m_25_is_solved() {
    let help = help_in_one_line(CAN_I_WIN);
    assert_contains(
        &help,
        "M 1 to 25 (the judge's limit is 20; a sweep takes 8 x 2^M bytes, 256 MiB at M = 25)",
    );
    // The largest M, T in its middle window of slacks, and a T far beyond every sum.
    let outcome = run(CAN_I_WIN, &[], b"25 200\n25 18446744073709551615\n");
    assert_eq!(
        (outcome.code, outcome.stdout.as_str()),
        (0, "true\nfalse\n")
    );
}

#[test]
fn gen_takes_values_and_ranges_within_the_limits() {
    let knobs = ["--max-number", "20", "--target", "150-210"];
    let targets: Vec<u64> = dp_testing::gen_output(CAN_I_WIN, 1, 200, &knobs)
        .lines()
        .map(|line| {
            let (m, t) = line.split_once(' ').expect("M T");
            assert_eq!(m, "20");
            t.parse().expect("a number")
        })
        .collect();
    assert_eq!(targets.len(), 200);
    assert!(targets.iter().all(|t| (150..=210).contains(t)));
    dp_testing::assert_gen_refuses(
        CAN_I_WIN,
        &[
            ["--max-number", "26"],
            ["--max-number", "0-3"],
            ["--target", "9-3"],
        ],
    );
}

#[test]
fn explain_keeps_to_80_columns_and_its_tables_to_100() {
    let explained = dp_testing::explain_of_fixtures(CAN_I_WIN, "can-i-win");
    for line in explained.lines() {
        // Table rows start with four spaces; everything else is prose.
        let most = if line.starts_with("    ") { 100 } else { 80 };
        assert!(line.chars().count() <= most, "{line}");
    }
}
