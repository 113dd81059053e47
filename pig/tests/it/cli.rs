//! What the built `pig` binary says beyond dp-testing's shared contract: the JSON fields,
//! `advise` and its refusals, the error message of every kind of bad data, the limits.

use dp_testing::{assert_bad_after_good, run};

/// The binary under test.
const PIG: &str = env!("CARGO_BIN_EXE_pig");

fn json_lines(stdout: &str) -> Vec<serde_json::Value> {
    stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("JSON"))
        .collect()
}

#[test]
fn json_gives_the_bounds_and_the_opening_decisions() {
    let outcome = run(PIG, &["--json"], b"100 6\n3 2\n");
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
    let cases = json_lines(&outcome.stdout);
    let standard = &cases[0];
    assert_eq!(standard["case"], 1);
    assert_eq!(standard["rounded"], "0.530593");
    assert_eq!(standard["certain"], true);
    let probability = standard["probability"].as_f64().expect("a number");
    assert!((probability - 0.530_592_725_27).abs() < 1e-10);
    assert!(standard["error_bound"].as_f64().expect("a number") < 1e-10);
    assert_eq!(standard["roll"], standard["probability"]);
    assert!(standard["hold"].is_null());
    assert_eq!(standard["hold_at"], 21);
    assert!(
        standard["sweeps"].as_u64().expect("a count")
            > standard["rounds"].as_u64().expect("a count")
    );
    // With a coin and goal 3 the opening player never holds: 4/7.
    assert_eq!(cases[1]["rounded"], "0.571429");
    assert!(cases[1]["hold_at"].is_null());
}

#[test]
fn advise_weighs_roll_and_hold() {
    let start = run(PIG, &["advise", "--me", "0", "--them", "0"], b"");
    assert_eq!(
        (start.code, start.stdout.as_str(), start.stderr.as_str()),
        (
            0,
            "best: roll\nroll  0.530593\nhold  -  (a turn starts with a roll)\n",
            ""
        )
    );
    let args = [
        "advise", "--goal", "100", "--sides", "6", "--me", "0", "--them", "0",
    ];
    let at = |turn: &str| {
        let outcome = run(PIG, &[&args[..], &["--turn", turn]].concat(), b"");
        assert_eq!(outcome.code, 0, "{}", outcome.stderr);
        outcome.stdout
    };
    // The opening threshold of `--json`: roll at 20, hold at 21.
    assert!(at("20").starts_with("best: roll\n"));
    assert!(at("21").starts_with("best: hold\n"));
    let json = run(
        PIG,
        &[
            "--json", "advise", "--me", "54", "--them", "70", "--turn", "26",
        ],
        b"",
    );
    let advice = &json_lines(&json.stdout)[0];
    assert_eq!(
        (
            &advice["goal"],
            &advice["sides"],
            &advice["turn"],
            &advice["best"]
        ),
        (&100.into(), &6.into(), &26.into(), &"roll".into())
    );
    let (roll, hold) = (advice["roll"].as_f64(), advice["hold"].as_f64());
    assert!(roll > hold, "{advice}");
}

#[test]
fn advise_refuses_positions_not_in_a_game() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["--me", "100", "--them", "0"],
            "error: --me 100 is not a score of a game still going: scores stay below --goal \
             100, which wins at once\n",
        ),
        (
            &["--goal", "10", "--me", "0", "--them", "10"],
            "error: --them 10 is not a score of a game still going: scores stay below --goal \
             10, which wins at once\n",
        ),
        (
            &["--me", "90", "--them", "0", "--turn", "10"],
            "error: --me 90 with --turn 10 reaches --goal 100: that turn has already won\n",
        ),
        (
            &["--me", "0", "--them", "0", "--sides", "1"],
            "error: invalid value '1' for '--sides <SIDES>': expected a whole number from 2 to 100\n\n\
             For more information, try '--help'.\n",
        ),
    ];
    for (args, message) in cases {
        let outcome = run(PIG, &[&["advise"][..], args].concat(), b"");
        assert_eq!(
            (
                outcome.code,
                outcome.stdout.as_str(),
                outcome.stderr.as_str()
            ),
            (2, "", message),
            "{args:?}"
        );
    }
}

#[test]
fn bad_data_exits_1_after_the_good_cases() {
    // After a good game, a bad second line, and where its error points.
    let goal = "expected GOAL, the score that wins (1 to 500)";
    let sides = "expected SIDES, the faces of the die (2 to 100)";
    for (line, error) in [
        ("0 6", format!("2:1: found \"0\", {goal}")),
        ("501 6", format!("2:1: found \"501\", {goal}")),
        ("10 1", format!("2:4: found \"1\", {sides}")),
        ("10 6.5", format!("2:4: found \"6.5\", {sides}")),
        (
            "10",
            "2:3: input ended inside case 2, expected SIDES, the faces of the die".into(),
        ),
    ] {
        let input = format!("3 2\n{line}\n");
        assert_bad_after_good(
            PIG,
            &input,
            "0.571429\n",
            &format!("error: <stdin>:{error}\n"),
        );
    }
}

#[test]
fn the_limits_are_stated_and_enforced_everywhere() {
    let help = dp_testing::help_in_one_line(PIG);
    dp_testing::assert_contains(
        &help,
        " Limits: GOAL 1 to 500 (the time grows as GOAL^3: about 1 s at 500), SIDES 2 to 100. ",
    );
    let gen_beyond = |knob: &str, value: &str| run(PIG, &["gen", "--seed", "1", knob, value], b"");
    assert_eq!(gen_beyond("--goal", "501").code, 2);
    assert_eq!(gen_beyond("--sides", "101").code, 2);
    let largest = run(
        PIG,
        &["gen", "--seed", "1", "--goal", "500", "--sides", "100"],
        b"",
    );
    assert_eq!(largest.stdout, "500 100\n");
}

/// The help says what is read: numbers in pairs across any whitespace, not a game a line;
/// so `100 6 7` is a game, then a second one cut short, as the help warns.
#[test]
fn the_help_says_numbers_are_read_in_pairs() {
    let help = dp_testing::help_in_one_line(PIG);
    dp_testing::assert_contains(&help, "Numbers are read in pairs across any whitespace");
    assert!(!help.contains("one game a line,"), "{help}");
    assert_bad_after_good(
        PIG,
        "100 6 7\n",
        "0.530593\n",
        "error: <stdin>:1:8: input ended inside case 2, expected SIDES, the faces of the die\n",
    );
}

/// Runs `pig` under a cap on its address space (`ulimit -v`, in KiB) on a stream of more
/// than 1 GiB that is one token: how it ended, and what it said.
fn huge_stream_under_cap(cap_kib: u64) -> (Option<i32>, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {cap_kib} && exec \"$0\""))
        .arg(PIG)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let feeder = std::thread::spawn(move || {
        let chunk = vec![b'1'; 1 << 20];
        // The binary stops reading once it has failed: a broken pipe is no concern here.
        for _ in 0..(1 << 10) + 64 {
            if stdin.write_all(&chunk).is_err() {
                break;
            }
        }
    });
    let output = child.wait_with_output().expect("the run ends");
    feeder.join().expect("the feeder does not panic");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The 1 GiB limit holds under a cap on memory: within 1.5 GB the run reads to the limit
/// and says so; within 600 MB the memory for the token runs out first, and the run says
/// that in one line. Never an abort with a backtrace (exit 134).
#[test]
fn more_than_a_gibibyte_of_input_under_a_memory_cap_is_an_error_line() {
    assert_eq!(
        huge_stream_under_cap(1_500_000),
        (
            Some(1),
            "error: <stdin>: the input is larger than 1 GiB, the most one run reads\n".to_owned()
        )
    );
    let (code, stderr) = huge_stream_under_cap(600_000);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stderr.starts_with("error: <stdin>: not enough memory for a token or line longer than ")
            && stderr.ends_with(" bytes (the most one run reads is 1 GiB)\n")
            && stderr.lines().count() == 1,
        "{stderr}"
    );
}
