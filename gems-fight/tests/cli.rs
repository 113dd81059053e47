//! The built `gems-fight` binary as a user meets it: FILE, stdin and `-`, every output
//! mode, every error class with its exit code, `gen`, and an early-closing reader.

use dp_core::testing::{
    assert_file_stdin_and_dash_agree, assert_refuses_huge_input, first_line_then_close, run,
};

const GEMS_FIGHT: &str = env!("CARGO_BIN_EXE_gems-fight");
const SAMPLE: &str = "fixtures/gems-fight/judge-sample.in";

#[test]
fn file_stdin_and_dash_give_the_judges_answer() {
    assert_file_stdin_and_dash_agree(GEMS_FIGHT, SAMPLE, "3\n-3\n");
}

#[test]
fn json_gives_the_whole_line_of_play() {
    let outcome = run(GEMS_FIGHT, &["--json", SAMPLE], b"");
    assert_eq!(outcome.code, 0);
    let cases: Vec<serde_json::Value> = outcome
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("JSON"))
        .collect();
    assert_eq!(cases.len(), 2);
    let first = &cases[0];
    assert_eq!(
        (first["case"].as_u64(), first["difference"].as_i64()),
        (Some(1), Some(3))
    );
    assert_eq!(
        (first["alice"].as_u64(), first["bob"].as_u64()),
        (Some(3), Some(0))
    );
    let line = first["line"].as_array().expect("a list");
    assert_eq!(line.len(), 4);
    let mut bags: Vec<u64> = line
        .iter()
        .filter_map(|turn| turn["bag"].as_u64())
        .collect();
    bags.sort_unstable();
    assert_eq!(bags, [1, 2, 3, 4]);
    assert_eq!(line[0]["player"], "Alice");
    let stones: u64 = line.iter().filter_map(|turn| turn["stones"].as_u64()).sum();
    assert_eq!(stones, 3);
}

#[test]
fn bad_data_exits_1_after_the_good_cases() {
    let good = "2 1 2 2 1 1\n";
    let cases = [
        (
            format!("{good}2 2 2\n1 1\n2 1 3\n0 0 0\n"),
            "error: <stdin>:4:5: found \"3\", expected a gem's color (1 to G = 2)\n",
        ),
        (
            format!("{good}2 1 0 1 1\n"),
            "error: <stdin>:2:5: found \"0\", expected S, the gems that make a stone (at least 1)\n",
        ),
        (
            format!("{good}9 1 2 1 1\n"),
            "error: <stdin>:2:1: found \"9\", expected G, the number of colors (0 to 8)\n",
        ),
        (
            format!("{good}2 1 2 1 x\n"),
            "error: <stdin>:2:9: found \"x\", expected a gem's color (1 to G = 2)\n",
        ),
        (
            format!("{good}2 1 2 101 1\n"),
            "error: <stdin>:2:7: found \"101\", expected n, the number of gems in the bag (1 to 100)\n",
        ),
        (
            format!("{good}2 1000000 2\n"),
            "error: <stdin>:2:3: B = 1000000 bags is more than this solver's limit of 26 (the judge's is 21): \
             the DP table takes 4 x 2^B bytes, 256 MiB at B = 26\n",
        ),
        (
            format!("{good}2 3 2\n1 1\n"),
            "error: <stdin>:3:4: input ended inside case 2: bag 2 of 3, expected n, the number of gems in the bag\n",
        ),
    ];
    for (input, message) in cases {
        let outcome = run(GEMS_FIGHT, &[], input.as_bytes());
        assert_eq!(
            (
                outcome.code,
                outcome.stdout.as_str(),
                outcome.stderr.as_str()
            ),
            (1, "1\n", message),
            "{input}"
        );
    }
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(run(GEMS_FIGHT, &["--bogus"], b"").code, 2);
    assert_eq!(
        run(GEMS_FIGHT, &["gen", "--seed", "1", "--bags", "27"], b"").code,
        2
    );
    let missing = run(GEMS_FIGHT, &["no/such.in"], b"");
    assert_eq!(
        (missing.code, missing.stderr.as_str()),
        (2, "error: no/such.in: No such file or directory\n")
    );
}

#[test]
fn help_states_the_limits_and_version_works() {
    let help = run(GEMS_FIGHT, &["--help"], b"");
    assert!(
        help.stdout
            .contains("B 0 to 26 (the judge's limit is 21; B = 26 takes\n256 MiB)"),
        "{}",
        help.stdout
    );
    assert_eq!(
        run(GEMS_FIGHT, &["--version"], b"").stdout,
        format!("gems-fight {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn gen_is_reproducible_and_solvable() {
    let args = ["gen", "--seed", "9", "--count", "5", "--bags", "6"];
    let first = run(GEMS_FIGHT, &args, b"");
    assert_eq!(first.stdout, run(GEMS_FIGHT, &args, b"").stdout);
    assert_ne!(
        first.stdout,
        run(GEMS_FIGHT, &["gen", "--seed", "10", "--count", "5"], b"").stdout
    );
    assert!(first.stdout.ends_with("0 0 0\n"));
    let solved = run(GEMS_FIGHT, &[], first.stdout.as_bytes());
    assert_eq!((solved.code, solved.stdout.lines().count()), (0, 5));
}

#[test]
fn a_reader_that_stops_early_ends_the_run_quietly() {
    let input = run(
        GEMS_FIGHT,
        &["gen", "--seed", "1", "--count", "20000", "--bags", "3"],
        b"",
    )
    .stdout;
    let (first_line, outcome) = first_line_then_close(GEMS_FIGHT, &[], input.into_bytes());
    assert!(first_line.trim().parse::<i32>().is_ok(), "{first_line}");
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
}

#[test]
fn input_beyond_one_gibibyte_is_refused_unread() {
    assert_refuses_huge_input(GEMS_FIGHT);
}
