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

/// `check --save FILE -- python3 too-few-moves.py` (2,000 cases of seed 7, which it fails).
fn check_saving_to(save: &str) -> Option<dp_testing::Outcome> {
    let script = dp_testing::programs_folder("stone-game")
        .join("too-few-moves.py")
        .display()
        .to_string();
    let args = [
        "check",
        "--cases",
        "2000",
        "--seed",
        "7",
        "--save",
        save,
        "--",
        dp_testing::python(),
        &script,
    ];
    dp_testing::run_signalled(STONE_GAME, &args, None, NO_HANG)
}

#[test]
fn a_save_that_fails_comes_after_the_whole_report() {
    let outcome = check_saving_to("no/such/dir/x.in").expect("check ends");
    assert_eq!(outcome.code, 3, "{}", outcome.transcript());
    dp_testing::assert_contains(&outcome.stdout, "FAILED");
    dp_testing::assert_contains(&outcome.stdout, "--- why\n");
    assert_eq!(
        outcome.stderr,
        "error: no/such/dir/x.in: No such file or directory; the input was not saved (it is \
         in the report above)\n"
    );
}

#[test]
fn save_refuses_links_and_fifos_and_replaces_a_regular_file_whole() {
    let folder = dp_testing::temporary_folder("save");
    let target = folder.join("target");
    std::fs::write(&target, "kept\n").expect("a file");
    let link = folder.join("link");
    std::os::unix::fs::symlink(&target, &link).expect("a link");
    let linked = check_saving_to(&link.display().to_string()).expect("check ends");
    let fifo = folder.join("fifo");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    // Before, the save opened the FIFO and waited for a reader for ever.
    let piped = check_saving_to(&fifo.display().to_string());
    let replaced = check_saving_to(&target.display().to_string()).expect("check ends");
    let saved = std::fs::read_to_string(&target).expect("the saved file");
    let names: Vec<String> = std::fs::read_dir(&folder)
        .expect("the folder")
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    let _ = std::fs::remove_dir_all(&folder);
    assert_eq!(linked.code, 3, "{}", linked.transcript());
    dp_testing::assert_contains(&linked.stderr, "a symbolic link; --save writes only");
    let piped = piped.expect("a save to a FIFO ends");
    assert_eq!(piped.code, 3, "{}", piped.transcript());
    dp_testing::assert_contains(&piped.stderr, "not a regular file");
    assert_eq!(replaced.code, 1, "{}", replaced.transcript());
    assert_eq!(saved, "[0,0,1]\n", "the regular file holds the saved input");
    let mut names = names;
    names.sort();
    assert_eq!(
        names,
        ["fifo", "link", "target"],
        "no temporary file is left"
    );
}

#[test]
fn judge_failures_are_its_own_and_contestant_output_never_is() {
    let folder = dp_testing::temporary_folder("judge-misuse");
    let input = folder.join("in");
    std::fs::write(&input, "[1,2,3,7]\n").expect("a file");
    let input = input.display().to_string();
    // Missing or extra words: the judge's own failure (3), not testlib's presentation error.
    let missing = dp_testing::run(STONE_GAME, &["judge", &input], b"");
    assert_eq!(missing.code, 3, "{}", missing.transcript());
    let json = dp_testing::run(STONE_GAME, &["--json", "judge", &input, &input], b"");
    assert_eq!(json.code, 3, "{}", json.transcript());
    // More output than the judge reads (a sparse file): a presentation error, in both
    // protocols.
    let huge = folder.join("out");
    std::fs::File::create(&huge)
        .and_then(|file| file.set_len(1200 << 20))
        .expect("a sparse file");
    let judged = dp_testing::run(
        STONE_GAME,
        &["judge", &input, &huge.display().to_string()],
        b"",
    );
    let feedback = folder.join("feedback");
    std::fs::create_dir_all(&feedback).expect("a folder");
    let icpc = std::process::Command::new(STONE_GAME)
        .args(["judge", "--icpc", &input, &input])
        .arg(&feedback)
        .stdin(std::fs::File::open(&huge).expect("the file"))
        .output()
        .expect("judge runs");
    // Names are shown as the run loop shows them; an unreadable INPUT in plain words.
    let odd = folder.join("a\nb");
    let unnamed = dp_testing::run(
        STONE_GAME,
        &["judge", &odd.display().to_string(), &input],
        b"",
    );
    let folder_input = dp_testing::run(
        STONE_GAME,
        &["judge", &folder.display().to_string(), &input],
        b"",
    );
    let _ = std::fs::remove_dir_all(&folder);
    assert_eq!(judged.code, 2, "{}", judged.transcript());
    dp_testing::assert_contains(&judged.stderr, "wrong output format ");
    dp_testing::assert_contains(&judged.stderr, "more than any answer takes");
    assert_eq!(icpc.status.code(), Some(43), "{icpc:?}");
    assert_eq!(unnamed.code, 3);
    dp_testing::assert_contains(&unnamed.stderr, "a\\nb\": No such file or directory");
    assert!(
        !unnamed.stderr.trim_end().contains('\n'),
        "{}",
        unnamed.stderr
    );
    assert_eq!(folder_input.code, 3);
    assert!(
        folder_input.stderr.ends_with(": Is a directory\n"),
        "{}",
        folder_input.stderr
    );
}

#[test]
fn judge_says_the_same_words_in_both_protocols() {
    let folder = dp_testing::temporary_folder("judge-words");
    let input = folder.join("in");
    std::fs::write(&input, "[1,2,3,7]\n[1,2,3,-9]\n").expect("a file");
    let input = input.display().to_string();
    let plain = dp_testing::judge(STONE_GAME, &input, "Bob Bob");
    let feedback = folder.join("feedback");
    std::fs::create_dir_all(&feedback).expect("a folder");
    let icpc = dp_testing::run(
        STONE_GAME,
        &[
            "judge",
            "--icpc",
            &input,
            &input,
            &feedback.display().to_string(),
        ],
        b"Bob Bob",
    );
    let message = std::fs::read_to_string(feedback.join("judgemessage.txt")).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&folder);
    assert_eq!((plain.code, icpc.code), (1, 43));
    assert_eq!(plain.stderr, icpc.stderr);
    assert_eq!(message, icpc.stderr);
}

#[test]
fn check_shows_an_odd_program_name_quoted() {
    let missing = dp_testing::run(STONE_GAME, &["check", "--", "./no\nsuch"], b"");
    assert_eq!(
        (missing.code, missing.stderr.as_str()),
        (2, "error: \"./no\\nsuch\": No such file or directory\n")
    );
}

#[test]
fn check_finds_programs_as_a_shell_does_and_names_what_is_missing() {
    let folder = dp_testing::temporary_folder("path");
    let (first, second) = (folder.join("first"), folder.join("second"));
    std::fs::create_dir_all(&first).expect("a folder");
    std::fs::create_dir_all(&second).expect("a folder");
    // The same name twice on PATH: not executable first, executable second (this binary,
    // checking itself).
    std::fs::write(first.join("solution"), "not a program\n").expect("a file");
    let script = second.join("solution");
    std::fs::write(&script, format!("#!/bin/sh\nexec '{STONE_GAME}' \"$@\"\n")).expect("a file");
    let orphan = folder.join("orphan.sh");
    std::fs::write(&orphan, "#!/no/such/interpreter\necho Bob\n").expect("a file");
    let executable = |path: &std::path::Path| {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    };
    executable(&script);
    executable(&orphan);
    let path = format!(
        "{}:{}:{}",
        first.display(),
        second.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let found = dp_testing::run_with_env(
        STONE_GAME,
        &["check", "--cases", "5", "--seed", "1", "--", "solution"],
        &[("PATH", &path)],
        b"",
    );
    let orphan_name = orphan.display().to_string();
    let interpreter = dp_testing::run(
        STONE_GAME,
        &["check", "--cases", "5", "--seed", "1", "--", &orphan_name],
        b"",
    );
    let _ = std::fs::remove_dir_all(&folder);
    assert_eq!(found.code, 0, "{}", found.transcript());
    // Five cases are one run, and the summary says so in the singular.
    dp_testing::assert_contains(&found.stdout, "all 5 cases agree (1 run of solution, ");
    assert_eq!(
        (interpreter.code, interpreter.stderr.as_str()),
        (
            2,
            format!(
                "error: {orphan_name}: cannot be run: its interpreter /no/such/interpreter (on \
                 its #! line) is not there\n"
            )
            .as_str()
        )
    );
}

#[test]
fn save_test_keeps_the_case_as_online_judge_tools_keeps_tests() {
    let folder = dp_testing::temporary_folder("save-test");
    let script = dp_testing::programs_folder("stone-game")
        .join("too-few-moves.py")
        .display()
        .to_string();
    let outcome = dp_testing::run_check(
        STONE_GAME,
        2000,
        7,
        &["--save-test", &folder.display().to_string()],
        &[dp_testing::python(), &script],
    );
    let input = std::fs::read_to_string(folder.join("check-7.in"));
    let answer = std::fs::read_to_string(folder.join("check-7.out"));
    let _ = std::fs::remove_dir_all(&folder);
    assert_eq!(outcome.code, 1, "{}", outcome.transcript());
    dp_testing::assert_contains(&outcome.stdout, "check-7.out (oj t and CPH take");
    assert_eq!(input.expect("the input saved"), "[0,0,1]\n");
    assert_eq!(answer.expect("our answer saved"), "Alice\n");
}

#[test]
fn a_failure_that_could_not_be_shrunk_says_so() {
    // Every case is [0], the smallest there is: nothing smaller to try.
    let silent = dp_testing::run_check(
        STONE_GAME,
        5,
        1,
        &["--len", "1", "--max-value", "0"],
        &["true"],
    );
    assert_eq!(silent.code, 1, "{}", silent.transcript());
    dp_testing::assert_contains(
        &silent.stdout,
        "on case 1 of seed 1, not shrunk (no smaller case that the problem proposes fails).\n",
    );
}

/// `check --cases 40 --seed 1` of `right.py` with `extra` options.
fn right_checked(extra: &[&str]) -> dp_testing::Outcome {
    let right = dp_testing::programs_folder("stone-game")
        .join("right.py")
        .display()
        .to_string();
    let outcome = dp_testing::run_check(STONE_GAME, 40, 1, extra, &[dp_testing::python(), &right]);
    assert_eq!(outcome.code, 0, "{}", outcome.transcript());
    outcome
}

#[test]
fn the_summary_ends_with_the_largest_case_against_the_limit_and_the_slowest_run() {
    // A share of the second half of the run is at LeetCode's 50,000 piles by default.
    let default = right_checked(&[]);
    dp_testing::assert_contains(&default.stdout, "; largest case: 50,000 piles, ");
    dp_testing::assert_contains(
        &default.stdout,
        " (the judge allows 50,000 piles); the slowest run ",
    );
    assert!(
        default
            .stdout
            .ends_with(" s; values within LeetCode's ±1000 (--max-value V asks for more)\n"),
        "{}",
        default.stdout
    );
    // Without cases at the limit, 40 cases stay small, and the summary says so.
    let small = right_checked(&["--at-limit", "0"]);
    assert!(
        !small.stdout.contains("largest case: 50,000 piles"),
        "{}",
        small.stdout
    );
    dp_testing::assert_contains(&small.stdout, " (the judge allows 50,000 piles); ");
    // Values past LeetCode's asked for: nothing left out to say.
    let wide = right_checked(&["--max-value", "5000000000"]);
    assert!(!wide.stdout.contains("±1000"), "{}", wide.stdout);
}

#[test]
fn at_limit_alone_draws_every_case_at_the_judge_limit() {
    let right = dp_testing::programs_folder("stone-game")
        .join("right.py")
        .display()
        .to_string();
    let args = [
        "check",
        "--cases",
        "2",
        "--seed",
        "3",
        "--at-limit",
        "--",
        dp_testing::python(),
        &right,
    ];
    let outcome = dp_testing::run(STONE_GAME, &args, b"");
    assert_eq!(outcome.code, 0, "{}", outcome.transcript());
    dp_testing::assert_contains(&outcome.stdout, "; largest case: 50,000 piles, ");
    // Cases at the limit are made with gen's knobs: a fixed --len is kept.
    let fixed = dp_testing::run(
        STONE_GAME,
        &[
            "check",
            "--cases",
            "2",
            "--seed",
            "3",
            "--at-limit",
            "--len",
            "7",
            "--",
            dp_testing::python(),
            &right,
        ],
        b"",
    );
    assert_eq!(fixed.code, 0, "{}", fixed.transcript());
    dp_testing::assert_contains(&fixed.stdout, "; largest case: 7 piles, ");
}

#[test]
fn a_failure_report_ends_with_what_was_tried() {
    let silent = dp_testing::run_check(STONE_GAME, 5, 1, &[], &["true"]);
    assert_eq!(silent.code, 1, "{}", silent.transcript());
    let tried = silent
        .stdout
        .split_once("--- tried\n")
        .map(|(_, tail)| tail)
        .unwrap_or_else(|| panic!("no tried section: {}", silent.stdout));
    assert!(tried.starts_with("5 cases; largest case: "), "{tried}");
    dp_testing::assert_contains(tried, " (the judge allows 50,000 piles); the slowest run ");
    assert!(
        tried.ends_with("; values within LeetCode's ±1000 (--max-value V asks for more)\n"),
        "{tried}"
    );
}
