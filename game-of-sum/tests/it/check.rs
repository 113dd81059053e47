//! `game-of-sum check`: its sizes and edge families (`game_of_sum::check`), each case read
//! back by the crate's parser as `check` reads it, and programs written for the test
//! (`tests/programs`): a player who takes only from the left is caught and shrunk to two
//! numbers, 32-bit sums that `gen`'s cases never overflow are caught on the extremes, and
//! a right program passes.

use dp_cli::Scale;
use game_of_sum::GameOfSum;
use game_of_sum::generate::Shape;

use crate::GAME_OF_SUM;

const MIN: i64 = i32::MIN as i64;
const MAX: i64 = i32::MAX as i64;

#[test]
fn every_edge_family_comes_up_and_reads_back() {
    let cases = dp_testing::edge_cases::<GameOfSum>(&Shape::default(), 1, 400);
    let count =
        |family: &dyn Fn(&[i64]) -> bool| cases.iter().filter(|case| family(&case.values)).count();
    assert!(
        cases
            .iter()
            .all(|case| (1..=10).contains(&case.values.len()))
    );
    // n = 1 is a family of its own (a quarter of the cases); the others draw 1 to 10.
    let single = count(&|row| row.len() == 1);
    assert!(single > 400 / 6, "{single} rows of one number");
    let negative = count(&|row| row.len() > 1 && row.iter().all(|&v| v < 0) && row[0] != row[1]);
    assert!(negative > 20, "{negative} rows of negative numbers");
    // Every sum of two or more extremes is beyond 32 bits.
    let extremes = count(&|row| row.len() > 1 && row.iter().all(|&v| v == MIN || v == MAX));
    assert!(extremes > 40, "{extremes} rows of extremes");
    let mixed = count(&|row| row.contains(&MIN) && row.contains(&MAX));
    assert!(mixed > 15, "{mixed} rows of both extremes");
    let equal =
        count(&|row| row.len() > 1 && row.iter().all(|&v| v == row[0]) && row[0].abs() <= 20);
    assert!(equal > 20, "{equal} rows of one small number repeated");
}

#[test]
fn sizes_reach_the_judges_limits_and_most_stay_small() {
    let cases = dp_testing::sized_cases::<GameOfSum>(&Shape::default(), 2, 100_000, Scale::LIMITS);
    let lens: Vec<usize> = cases.iter().map(|case| case.values.len()).collect();
    assert!(lens.iter().all(|&n| (1..=100).contains(&n)));
    // A row of n about once in n² cases: n = 100 once in 10,000.
    assert_eq!(lens.iter().max(), Some(&100));
    let short = lens.iter().filter(|&&n| n <= 3).count();
    assert!(short > 85_000, "{short} rows of 3 numbers or fewer");
    let values = || cases.iter().flat_map(|case| case.values.iter().copied());
    assert!(values().all(|v| (MIN..=MAX).contains(&v)));
    assert!(values().min() < Some(-(1 << 30)) && values().max() > Some(1 << 30));
    let small = values().filter(|v| v.abs() <= 1_000).count();
    assert!(small > values().count() / 2, "{small} values within 1,000");
}

#[test]
fn low_scales_give_small_cases() {
    let tiny =
        dp_testing::sized_cases::<GameOfSum>(&Shape::default(), 3, 1_000, Scale { top: 0.0 });
    assert!(
        tiny.iter()
            .all(|case| case.values.len() == 1 && (-2..=1).contains(&case.values[0]))
    );
    // Halfway: n at most 100^(1/2) = 10, values within 2^(31^(1/2)) = 2^5.
    let half =
        dp_testing::sized_cases::<GameOfSum>(&Shape::default(), 4, 10_000, Scale { top: 0.5 });
    assert!(half.iter().all(|case| case.values.len() <= 10));
    assert!(
        half.iter()
            .flat_map(|case| &case.values)
            .all(|v| (-32..=31).contains(v))
    );
    assert!(half.iter().any(|case| case.values.len() == 10));
}

#[test]
fn fixed_knobs_are_kept() {
    let shape = Shape {
        len: Some(7),
        values: Some(5),
    };
    let cases = dp_testing::sized_cases::<GameOfSum>(&shape, 5, 200, Scale::LIMITS)
        .into_iter()
        .chain(dp_testing::edge_cases::<GameOfSum>(&shape, 5, 200));
    let mut seen = Vec::new();
    for case in cases {
        assert_eq!(case.values.len(), 7);
        assert!(case.values.iter().all(|v| (-5..=5).contains(v)));
        seen.extend(case.values);
    }
    assert!(seen.contains(&-5) && seen.contains(&5));
    // `--values 0`: every family still writes a valid row, of zeros.
    let zeros = Shape {
        len: None,
        values: Some(0),
    };
    let cases = dp_testing::edge_cases::<GameOfSum>(&zeros, 6, 200);
    assert!(cases.iter().flat_map(|case| &case.values).all(|&v| v == 0));
}

#[test]
fn a_player_who_takes_only_from_the_left_is_caught_and_shrunk() {
    let input = dp_testing::assert_check_catches(
        GAME_OF_SUM,
        "game-of-sum",
        "only-left.py",
        300,
        7,
        |input| input.split_whitespace().count() <= 4,
    );
    // Taking the 0 from the right leaves B the -1: 1. From the left only: -1.
    assert_eq!(input, "2\n-1 0\n0\n");
}

/// `gen`'s cases (numbers of -20 to 20) never overflow 32 bits: a program with `int` sums
/// passes them all. `check` finds the overflow, and shrinks it to two numbers whose sum
/// does not fit.
#[test]
fn sums_in_32_bits_pass_gen_but_not_check() {
    let cases = dp_testing::gen_output(GAME_OF_SUM, 7, 2_000, &[]);
    let script = dp_testing::programs_folder("game-of-sum").join("int-sums.py");
    let script = script.display().to_string();
    let theirs = dp_testing::run(dp_testing::python(), &[&script], cases.as_bytes());
    let ours = dp_testing::run(GAME_OF_SUM, &[], cases.as_bytes());
    assert_eq!((theirs.code, ours.code), (0, 0), "{}", theirs.stderr);
    assert_eq!(theirs.stdout, ours.stdout);

    let input = dp_testing::assert_check_catches(
        GAME_OF_SUM,
        "game-of-sum",
        "int-sums.py",
        300,
        7,
        |input| input.split_whitespace().count() <= 4,
    );
    let case =
        dp_testing::read_one::<GameOfSum>(input.strip_suffix("0\n").unwrap_or(&input).as_bytes());
    let sum: i64 = case.values.iter().sum();
    assert!(i32::try_from(sum).is_err(), "{input}");
}

#[test]
fn a_right_program_passes() {
    dp_testing::assert_check_passes(GAME_OF_SUM, "game-of-sum", "right.py", 300, 7);
}

#[test]
fn garbage_where_a_number_is_due_is_a_presentation_error_a_wrong_number_a_wrong_answer() {
    // The one rule of every problem (yahtzee's and solitaire's too): output that does not
    // read is testlib's presentation error (2), a number that is not the answer is wrong (1).
    let input = "fixtures/game-of-sum/judge-sample.in";
    let cases = dp_testing::run(GAME_OF_SUM, &[input], b"")
        .stdout
        .lines()
        .count();
    assert!(cases >= 1);
    let garbage = dp_testing::judge(GAME_OF_SUM, input, "xyz\n");
    assert_eq!(garbage.code, 2, "{}", garbage.transcript());
    dp_testing::assert_contains(&garbage.stderr, "wrong output format case 1: found \"xyz\"");
    let wrong = dp_testing::judge(GAME_OF_SUM, input, "123456789\n");
    assert_eq!(wrong.code, 1, "{}", wrong.transcript());
}
