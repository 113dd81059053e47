//! `stone-game check` on programs written for the test (`tests/programs`): a wrong one is
//! caught and shrunk to a small case, a right one passes, and a missing one is exit 2.

use crate::STONE_GAME;

#[test]
fn a_player_allowed_too_few_moves_is_caught_and_shrunk() {
    let input = dp_testing::assert_check_catches(
        STONE_GAME,
        "stone-game",
        "too-few-moves.py",
        2000,
        7,
        |input| input.lines().count() == 1 && input.matches(',').count() < 8,
    );
    assert_eq!(input, "[0,0,1]\n");
}

#[test]
fn a_right_program_passes() {
    dp_testing::assert_check_passes(STONE_GAME, "stone-game", "right.py", 300, 7);
}

#[test]
fn the_binary_checks_itself_and_a_missing_program_is_exit_2() {
    dp_testing::assert_checks_itself(STONE_GAME, 500, 1);
    let missing = dp_testing::run(STONE_GAME, &["check", "--", "./no/such/program"], b"");
    assert_eq!(
        (missing.code, missing.stderr.as_str()),
        (2, "error: ./no/such/program: No such file or directory\n")
    );
    let not_runnable = dp_testing::run(STONE_GAME, &["check", "--", "README.md"], b"");
    assert_eq!(not_runnable.code, 2, "{}", not_runnable.transcript());
}

#[test]
fn crashes_time_outs_and_silence_are_named() {
    // Five cases of seed 1, checked against a shell command.
    let check =
        |command: &str| dp_testing::run_check(STONE_GAME, 5, 1, &[], &["sh", "-c", command]);
    let crash = check("kill -SEGV $$");
    assert_eq!(crash.code, 1);
    dp_testing::assert_contains(&crash.stdout, "crash: the program was killed by SIGSEGV");
    let slow = dp_testing::run_check(STONE_GAME, 5, 1, &["--timeout", "0.3"], &["sleep", "5"]);
    assert_eq!(slow.code, 1);
    dp_testing::assert_contains(&slow.stdout, "time-out");
    let silent = dp_testing::run_check(STONE_GAME, 5, 1, &[], &["true"]);
    assert_eq!(silent.code, 1);
    dp_testing::assert_contains(
        &silent.stdout,
        "malformed output: case 1, the output is empty",
    );
    let status = check("cat >/dev/null; exit 4");
    assert_eq!(status.code, 1);
    dp_testing::assert_contains(&status.stdout, "non-zero exit");
}

#[test]
fn the_judge_uses_testlib_and_icpc_exit_codes() {
    let folder = std::env::temp_dir().join(format!("stone-judge-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let write = |name: &str, text: &str| {
        let path = folder.join(name);
        std::fs::write(&path, text).expect("a temporary file");
        path.display().to_string()
    };
    let input = write("in", "[1,2,3,7]\n[1,2,3,-9]\n");
    let judge = |output: &str| dp_testing::judge(STONE_GAME, &input, output);
    assert_eq!(judge("Bob\nAlice\n").code, 0);
    let wrong = judge("Bob\nBob\n");
    assert_eq!(
        (wrong.code, wrong.stderr.as_str()),
        (
            1,
            "wrong answer case 2: token 1 at 2:1 of the output: expected \"Alice\", found \"Bob\"\n"
        )
    );
    assert_eq!(judge("Bob\n").code, 2);
    assert_eq!(judge("Bob Alice extra").code, 2);
    let feedback = folder.join("feedback");
    std::fs::create_dir_all(&feedback).expect("a temporary folder");
    let icpc = |output: &str| {
        dp_testing::run(
            STONE_GAME,
            &[
                "judge",
                "--icpc",
                &input,
                &input,
                &feedback.display().to_string(),
            ],
            output.as_bytes(),
        )
    };
    assert_eq!(icpc("Bob Alice").code, 42);
    assert_eq!(icpc("Bob Tie").code, 43);
    let message = std::fs::read_to_string(feedback.join("judgemessage.txt")).expect("written");
    dp_testing::assert_contains(&message, "case 2");
    let broken = write("bad", "[1,2,\n");
    let failed = dp_testing::run(STONE_GAME, &["judge", &broken, &input], b"");
    assert_eq!(failed.code, 3, "{}", failed.transcript());
    let _ = std::fs::remove_dir_all(&folder);
}

/// A safety net for runs that must end: far above what they take on a loaded machine.
const NO_HANG: std::time::Duration = std::time::Duration::from_secs(180);

#[test]
fn what_the_program_leaves_running_is_killed_and_holds_nothing_open() {
    let folder = dp_testing::temporary_folder("leaky");
    let pids = folder.join("pids").display().to_string();
    let right = dp_testing::programs_folder("stone-game")
        .join("right.py")
        .display()
        .to_string();
    // Two processes in sessions of their own, out of the program's group: one holds the
    // program's output open, one holds nothing. The program answers once both are up.
    let script = format!(
        "touch '{pids}'; \
         setsid sh -c 'echo $$ >> \"$0\"; exec sleep 600' '{pids}' & \
         setsid sh -c 'echo $$ >> \"$0\"; exec sleep 600' '{pids}' </dev/null >/dev/null 2>&1 & \
         while [ \"$(wc -l < '{pids}')\" -lt 2 ]; do sleep 0.01; done; \
         exec '{python}' '{right}'",
        python = dp_testing::python()
    );
    let args = [
        "check",
        "--cases",
        "5",
        "--seed",
        "1",
        "--timeout",
        "5",
        "--",
        "sh",
        "-c",
        &script,
    ];
    let outcome = dp_testing::run_signalled(STONE_GAME, &args, None, NO_HANG);
    let left: Vec<u32> = std::fs::read_to_string(&pids)
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|pid| pid.parse().ok())
        .collect();
    let alive: Vec<u32> = left
        .iter()
        .copied()
        .filter(|&pid| dp_testing::process_exists(pid))
        .collect();
    for pid in &alive {
        let _ = std::process::Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
    let _ = std::fs::remove_dir_all(&folder);
    let outcome = outcome.expect("check ends although a process it did not start holds the pipe");
    assert_eq!(outcome.code, 0, "{}", outcome.transcript());
    dp_testing::assert_contains(&outcome.stdout, "all 5 cases agree");
    assert_eq!(left.len(), 2, "both sleepers started");
    assert!(alive.is_empty(), "left running: {alive:?}");
}

#[test]
fn an_interrupted_check_stops_its_program_and_exits_as_the_signal_says() {
    for (signal, status, name) in [("INT", 130, "SIGINT"), ("TERM", 143, "SIGTERM")] {
        let folder = dp_testing::temporary_folder("interrupted");
        let started = folder.join("started");
        let script = format!("touch '{}'; exec sleep 600", started.display());
        let args = [
            "check",
            "--cases",
            "5",
            "--seed",
            "1",
            "--timeout",
            "900",
            "--",
            "sh",
            "-c",
            &script,
        ];
        let ready = |_pid: u32| started.exists();
        let outcome = dp_testing::run_signalled(STONE_GAME, &args, Some((signal, &ready)), NO_HANG);
        let _ = std::fs::remove_dir_all(&folder);
        let outcome = outcome.expect("the signal ends check");
        assert_eq!(
            (outcome.code, outcome.stderr.as_str()),
            (
                status,
                format!("error: interrupted by {name}; the program was stopped\n").as_str()
            ),
            "{}",
            outcome.transcript()
        );
    }
}
