//! `stone-game play`: piped scripts with known costs, the proficiency report, the JSON
//! lines, refusals, and a game at a terminal (a pseudo-terminal), where a bad choice is
//! asked again and colour is on.

use dp_testing::{assert_contains, run, run_in_terminal};

use super::{EXAMPLES, STONE_GAME};

#[test]
fn taking_one_pile_of_the_first_example_costs_ten() {
    // [1, 2, 3, 7]: taking 1 is worth −11, the best (taking 3) −1.
    let outcome = run(STONE_GAME, &["play", EXAMPLES, "--json"], b"1\n");
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
    let lines: Vec<serde_json::Value> = outcome
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("JSON"))
        .collect();
    assert_eq!(lines.len(), 2, "{}", outcome.stdout);
    let decision = &lines[0];
    assert_eq!(decision["chosen"], 1);
    assert_eq!(decision["best"], 3);
    assert_eq!(decision["cost"], 10);
    let values: Vec<i64> = decision["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|option| option["value"].as_i64().expect("a value"))
        .collect();
    assert_eq!(values, [-11, -7, -1]);
    let summary = &lines[1];
    assert_eq!(
        (
            &summary["decisions"],
            &summary["total_cost"],
            &summary["mean_cost"]
        ),
        (
            &serde_json::json!(1),
            &serde_json::json!(10),
            &serde_json::json!(10.0)
        )
    );
}

#[test]
fn a_coached_game_and_a_proficiency_test_read_as_they_should() {
    // The fourth example, [1, 2, 3, −1, −2, −3, 7], a take of 1 pile each time.
    let coached = run(STONE_GAME, &["play", EXAMPLES, "--case", "4"], b"1\n1\n1\n");
    insta::assert_snapshot!("coached", coached.transcript());
    let test = run(
        STONE_GAME,
        &["play", EXAMPLES, "--case", "4", "--test"],
        b"1\n1\n1\n",
    );
    insta::assert_snapshot!("proficiency-test", test.transcript());
    // Playing second, with the case and the choices both on standard input.
    let second = run(
        STONE_GAME,
        &["play", "--second"],
        b"[1,2,3,-1,-2,-3,7]\n# Bob's takes\n\n1\n",
    );
    insta::assert_snapshot!("second-from-stdin", second.transcript());
}

#[test]
fn a_bad_choice_from_a_pipe_is_an_error_at_its_line() {
    let outcome = run(STONE_GAME, &["play", EXAMPLES], b"\n4\n");
    assert_eq!(outcome.code, 1);
    assert_contains(
        &outcome.stderr,
        "error: <stdin>:2:1: \"4\" is not a choice here (how many piles to take, 1 to 3): 1, 2, 3",
    );
    let ended = run(STONE_GAME, &["play", EXAMPLES, "--case", "4"], b"1\n");
    assert_eq!(ended.code, 1);
    assert_contains(&ended.stderr, "the input ended before the game did");
    let missing = run(STONE_GAME, &["play", EXAMPLES, "--case", "9"], b"");
    assert_eq!(
        (missing.code, missing.stderr.as_str()),
        (
            1,
            "error: fixtures/stone-game/leetcode-examples.in: --case 9: the input has 5 cases\n"
        )
    );
    let zero = run(STONE_GAME, &["play", "--case", "0"], b"");
    assert_eq!(zero.code, 2);
}

#[test]
fn at_a_terminal_a_bad_choice_is_asked_again_in_colour() {
    let outcome = run_in_terminal(STONE_GAME, &["play", EXAMPLES], &[], &["9", "1"]);
    assert_eq!(outcome.code, 0, "{}", outcome.stdout);
    // Asked again, in red; then priced, the chosen take's cost in red, the best in green.
    assert_contains(&outcome.stdout, "\x1b[31m\"9\" is not a choice here");
    assert_contains(&outcome.stdout, "\x1b[32mbest\x1b[0m");
    assert_contains(&outcome.stdout, "\x1b[31myours: costs 10\x1b[0m");
    assert_contains(&outcome.stdout, "Your 1 decision: total cost 10 stones");
    let plain = run_in_terminal(
        STONE_GAME,
        &["play", EXAMPLES],
        &[("NO_COLOR", "1")],
        &["3"],
    );
    assert!(!plain.stdout.contains('\x1b'), "{}", plain.stdout);
    assert_contains(&plain.stdout, "best, yours");
}

#[test]
fn a_choice_line_beyond_its_limit_is_refused_where_it_starts() {
    // A 32 MiB line where a choice is due: one error line, at the line's start; its bytes
    // are read as they stream, never held.
    let mut choices = b"# a comment\n".to_vec();
    choices.extend(std::iter::repeat_n(b'1', 32 << 20));
    choices.push(b'\n');
    let outcome = run(STONE_GAME, &["play", EXAMPLES], &choices);
    assert_eq!(outcome.code, 1, "{}", outcome.stderr);
    assert_eq!(
        outcome.stderr,
        "error: <stdin>:2:1: a line longer than 4,096 bytes; a choice is a word or two (how \
         many piles to take, 1 to 3)\n"
    );
    // A line within the limit is read as before.
    let fine = run(STONE_GAME, &["play", EXAMPLES], b"  3  \n");
    assert_eq!(fine.code, 0, "{}", fine.stderr);
}
