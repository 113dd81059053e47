//! `yahtzee check` and `yahtzee judge`: a greedy bonus is caught on one game, a right
//! program (with its own ties) passes, and the judge accepts any optimal assignment.

use crate::{SAMPLE, YAHTZEE};

#[test]
fn a_bonus_added_greedily_is_caught_on_one_game() {
    dp_testing::assert_check_catches(YAHTZEE, "yahtzee", "greedy-bonus.py", 300, 7, |input| {
        input.split_whitespace().count() == 65
    });
}

#[test]
fn a_right_program_with_other_ties_passes() {
    dp_testing::assert_check_passes(YAHTZEE, "yahtzee", "right.py", 40, 7);
}

#[test]
fn the_judge_accepts_any_optimal_assignment_and_nothing_else() {
    let judge = |output: &str| dp_testing::judge(YAHTZEE, SAMPLE, output);
    let first = "1 2 3 4 5 0 15 0 0 0 25 35 0 0 90\n";
    // Ours gives chance 21 and three of a kind 20; this is the other optimal assignment.
    let other = "3 6 9 12 15 30 20 21 26 50 25 35 40 35 327\n";
    let accepted = judge(&format!("{first}{other}"));
    assert_eq!(
        (accepted.code, accepted.stderr.as_str()),
        (0, "ok 2 cases\n")
    );
    let short = judge(&format!(
        "{first}3 6 9 12 15 30 20 21 26 50 25 35 40 35 326\n"
    ));
    assert_eq!(short.code, 1, "{}", short.transcript());
    dp_testing::assert_contains(&short.stderr, "case 2: token 15");
    let impossible = judge(&format!(
        "{first}4 6 9 12 15 30 20 21 26 50 25 35 40 35 328\n"
    ));
    assert_eq!(
        (impossible.code, impossible.stderr.as_str()),
        (
            1,
            "wrong answer case 2: token 1: no roll scores 4 in ones\n"
        )
    );
    let not_together = judge(&format!(
        "{first}3 6 9 12 15 30 21 21 26 50 25 35 40 35 328\n"
    ));
    assert_eq!(not_together.code, 1, "{}", not_together.transcript());
    dp_testing::assert_contains(&not_together.stderr, "no assignment of the 13 rolls");
    let missing = judge(first);
    assert_eq!(missing.code, 2, "{}", missing.transcript());
}
