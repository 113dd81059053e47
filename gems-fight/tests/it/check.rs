//! `gems-fight check` on programs written for the test: a missing bonus turn is caught
//! and shrunk to a few bags; a right program passes.

use crate::GEMS_FIGHT;

#[test]
fn a_missing_bonus_turn_is_caught_on_a_few_bags() {
    dp_testing::assert_check_catches(
        GEMS_FIGHT,
        "gems-fight",
        "no-bonus-turn.py",
        300,
        7,
        |input| dp_testing::number_at(input, 1).is_some_and(|bags| bags <= 4),
    );
}

#[test]
fn a_right_program_passes() {
    // right.py, in Python, takes some 20 s a case at the judge's 21 bags, past the time
    // limit of a run: the run leaves the cases at the limit out, and says how far it went.
    let right = dp_testing::programs_folder("gems-fight")
        .join("right.py")
        .display()
        .to_string();
    let outcome = dp_testing::run_check(
        GEMS_FIGHT,
        300,
        7,
        &["--at-limit", "0"],
        &[dp_testing::python(), &right],
    );
    assert_eq!(outcome.code, 0, "{}", outcome.transcript());
    dp_testing::assert_contains(&outcome.stdout, "all 300 cases agree");
    dp_testing::assert_contains(
        &outcome.stdout,
        " (the judge allows 21 bags); the slowest run ",
    );
}

#[test]
fn ctrl_c_stops_check_while_it_solves_its_own_cases() {
    // Cases of 22 bags take the checker seconds each to solve before PROGRAM runs at all;
    // Ctrl-C, once the checker catches it, must end it at once, not after the solve.
    let args = [
        "check", "--cases", "50", "--bags", "22", "--seed", "1", "--", "true",
    ];
    let ready = |pid: u32| dp_testing::catches_signal(pid, 2);
    let outcome = dp_testing::run_signalled(
        GEMS_FIGHT,
        &args,
        Some(("INT", &ready)),
        std::time::Duration::from_secs(600),
    )
    .expect("Ctrl-C ends check");
    assert_eq!(outcome.code, 130, "{}", outcome.transcript());
    assert_eq!(outcome.stdout, "");
}

#[test]
fn a_case_too_big_for_the_memory_is_refused_in_words() {
    // Under a 300 MB address-space cap, a case of 26 bags (about 256 MiB to solve, and a
    // quarter more) cannot be had: check and judge say so, as the run loop does.
    let folder = dp_testing::temporary_folder("big-case");
    let input = folder.join("big.in");
    let case = dp_testing::run(
        GEMS_FIGHT,
        &["gen", "--seed", "1", "--count", "1", "--bags", "26"],
        b"",
    );
    std::fs::write(&input, case.stdout).expect("a file");
    let capped = |words: &str| {
        dp_testing::run(
            "sh",
            &[
                "-c",
                &format!("ulimit -v 300000 && exec \"$0\" {words}"),
                GEMS_FIGHT,
            ],
            b"",
        )
    };
    let check = capped("check --cases 3 --bags 26 --seed 1 -- true");
    let judge = capped(&format!("judge '{}' /dev/null", input.display()));
    let _ = std::fs::remove_dir_all(&folder);
    assert_eq!(
        (check.code, check.stderr.as_str()),
        (
            2,
            "error: case 1 needs about 256 MiB to solve, more memory than this run can have; \
             gen's knobs choose smaller cases\n"
        )
    );
    assert_eq!(judge.code, 3, "{}", judge.transcript());
    dp_testing::assert_contains(&judge.stderr, "case 1 needs about 256 MiB to solve");
}
