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
    dp_testing::assert_check_passes(GEMS_FIGHT, "gems-fight", "right.py", 300, 7);
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
