//! `s-nim check`: its sizes and edge families (`s_nim::check`), each test case read back
//! by the crate's parser as `check` reads it, and programs written for the test
//! (`tests/programs`): a solution that ignores moves of more than 5 beads is caught and
//! shrunk to one move of 6 and one heap of 6; one that keeps Grundy values in a 64-bit
//! word passes every `gen` case and is caught on S = {1, ..., k}; a right program passes.

use dp_cli::Scale;
use s_nim::SNim;
use s_nim::generate::Knobs;
use s_nim::parse::Case;

use crate::S_NIM;

#[test]
fn moves_of_more_than_five_ignored_are_caught_and_shrunk() {
    let input =
        dp_testing::assert_check_catches(S_NIM, "s-nim", "small-moves-only.py", 300, 7, |input| {
            input.split_whitespace().count() <= 8
        });
    // S = {6}, one position of one heap of 6: take all six, a win; without the move, a loss.
    assert_eq!(input, "1 6\n1\n1 6\n0\n");
}

#[test]
fn a_right_program_passes() {
    dp_testing::assert_check_passes(S_NIM, "s-nim", "right.py", 300, 7);
}

// ---- Sizes and edge families (`s_nim::check`), read back as `check` reads them.

/// Within the judge's limits: 1 to 100 moves of 1 to 10,000, 1 to 100 positions of 1 to
/// 100 heaps of 0 to 10,000.
fn within_the_judges_limits(case: &Case) -> bool {
    (1..=100).contains(&case.moves.len())
        && case.moves.iter().all(|s| (1..=10_000).contains(s))
        && (1..=100).contains(&case.ends.len())
        && case.positions().all(|p| (1..=100).contains(&p.len()))
        && case.largest_heap() <= 10_000
}

#[test]
fn every_edge_family_comes_up_and_reads_back() {
    let cases = dp_testing::edge_cases::<SNim>(&Knobs::default(), 1, 600);
    assert!(cases.iter().all(within_the_judges_limits));
    let count = |family: &dyn Fn(&Case) -> bool| cases.iter().filter(|c| family(c)).count();
    let distinct = |case: &Case| {
        let mut moves = case.moves.clone();
        moves.sort_unstable();
        moves.dedup();
        moves.len()
    };
    // Heaps of 0: a position of zeros only, with more than one heap.
    let zeros = count(&|c| {
        c.positions()
            .any(|p| p.len() > 1 && p.iter().all(|&h| h == 0))
    });
    assert!(zeros > 30, "{zeros} test cases with a position of zeros");
    // Every move larger than every heap: every position L.
    let too_large =
        count(&|c| c.moves.iter().all(|&s| s > c.largest_heap()) && c.largest_heap() > 0);
    assert!(too_large > 20, "{too_large} test cases where no move fits");
    // S = {1, ..., k} with k and a heap past 64: Grundy values past one word.
    let past_64 = count(&|c| distinct(c) > 64 && c.largest_heap() > 64);
    assert!(past_64 > 30, "{past_64} test cases with values past 64");
    // S containing 1: 1 and up to 3 other moves of 1 to 10, no duplicate (the next
    // family's), heaps up to 20 (the first family's go to 10), more than one a position
    // (the single heaps' family has one).
    let with_one = count(&|c| {
        c.moves.contains(&1)
            && distinct(c) == c.moves.len()
            && c.moves.len() <= 4
            && c.moves.iter().all(|&s| s <= 10)
            && (11..=20).contains(&c.largest_heap())
            && c.positions().any(|p| p.len() > 1)
    });
    assert!(with_one > 40, "{with_one} test cases of S with 1");
    // Duplicates: 5 or more moves of 1 to 3 beads.
    let duplicates =
        count(&|c| (5..=10).contains(&c.moves.len()) && c.moves.iter().all(|&s| s <= 3));
    assert!(duplicates > 30, "{duplicates} test cases with moves twice");
    // One heap a position, in more than one position (else the other families' 1 to 4).
    let single = count(&|c| c.ends.len() > 1 && c.positions().all(|p| p.len() == 1));
    assert!(single > 40, "{single} test cases of one heap a position");
    let limit = count(&|c| c.largest_heap() == 10_000);
    assert!(limit > 60, "{limit} test cases with a heap of 10,000");
}

#[test]
fn sizes_reach_the_judges_limits_and_most_stay_small() {
    let cases = dp_testing::sized_cases::<SNim>(&Knobs::default(), 2, 100_000, Scale::LIMITS);
    assert!(cases.iter().all(within_the_judges_limits));
    let largest = |size: &dyn Fn(&Case) -> u32| cases.iter().map(size).max().unwrap_or(0);
    let count = |c: &[u32]| c.len() as u32;
    // The counts reach 100 about once in 100 test cases.
    assert_eq!(largest(&|c| count(&c.moves)), 100);
    assert_eq!(largest(&|c| count(&c.ends)), 100);
    assert_eq!(
        largest(&|c| c.positions().map(count).max().unwrap_or(0)),
        100
    );
    // A cap of beads of at least x once in x test cases; the beads are drawn below it.
    let beads = largest(&|c| c.moves.iter().copied().max().unwrap_or(0));
    assert!(beads >= 9_000, "the largest move {beads}");
    let heap = largest(&Case::largest_heap);
    assert!(heap >= 9_000, "the largest heap {heap}");
    let small = cases
        .iter()
        .filter(|c| c.moves.len() <= 10 && c.ends.len() <= 10 && c.largest_heap() <= 100)
        .count();
    assert!(small > 75_000, "{small} small test cases");
}

#[test]
fn low_scales_give_small_test_cases() {
    let tiny = dp_testing::sized_cases::<SNim>(&Knobs::default(), 3, 1_000, Scale { top: 0.0 });
    assert!(tiny.iter().all(|c| c.moves == [1] && c.heaps == [0]));
    // A quarter of the way: at most 100^(1/4) = 3 moves, positions and heaps, moves and
    // heaps of 10,000^(1/4) = 10.
    let quarter =
        dp_testing::sized_cases::<SNim>(&Knobs::default(), 4, 10_000, Scale { top: 0.25 });
    assert!(quarter.iter().all(|c| c.moves.len() <= 3
        && c.ends.len() <= 3
        && c.positions().all(|p| p.len() <= 3)
        && c.moves.iter().all(|&s| s <= 10)
        && c.largest_heap() <= 9));
    assert!(
        quarter
            .iter()
            .any(|c| c.moves.len() == 3 && c.largest_heap() == 9)
    );
}

#[test]
fn fixed_knobs_are_kept() {
    let knobs = Knobs {
        moves: Some(5),
        max_move: Some(7),
        positions: Some(2),
        heaps: Some(3),
        max_heap: Some(40),
    };
    let cases = dp_testing::sized_cases::<SNim>(&knobs, 5, 300, Scale::LIMITS)
        .into_iter()
        .chain(dp_testing::edge_cases::<SNim>(&knobs, 5, 600));
    for case in cases {
        assert_eq!(case.moves.len(), 5);
        assert!(case.moves.iter().all(|&s| (1..=7).contains(&s)));
        assert_eq!(case.ends, [3, 6]);
        assert!(case.largest_heap() <= 40);
    }
    // The least the knobs allow: one move of 1 bead, no position, heaps of 0.
    let least = Knobs {
        moves: Some(1),
        max_move: Some(1),
        positions: Some(0),
        heaps: Some(0),
        max_heap: Some(0),
    };
    let cases = dp_testing::sized_cases::<SNim>(&least, 6, 100, Scale::LIMITS)
        .into_iter()
        .chain(dp_testing::edge_cases::<SNim>(&least, 6, 300));
    assert!(
        cases
            .into_iter()
            .all(|c| c.moves == [1] && c.ends.is_empty())
    );
    let one_heap = Knobs {
        positions: Some(1),
        heaps: Some(1),
        max_heap: Some(0),
        ..least
    };
    let cases = dp_testing::edge_cases::<SNim>(&one_heap, 7, 300);
    assert!(cases.into_iter().all(|c| c.moves == [1] && c.heaps == [0]));
}

/// `gen`'s test cases have at most 4 moves, so Grundy values of at most 4: a program that
/// keeps them in a 64-bit word passes them all. `check` catches it on a run 1, ..., k of
/// more than 64 moves (about one in five test cases of that family shows it: hence 1,000
/// cases, some 18 of them of the family).
#[test]
fn grundy_values_in_one_word_pass_gen_but_not_check() {
    let cases = dp_testing::gen_output(S_NIM, 7, 2_000, &[]);
    let script = dp_testing::programs_folder("s-nim").join("grundy-in-a-word.py");
    let script = script.display().to_string();
    let theirs = dp_testing::run(dp_testing::python(), &[&script], cases.as_bytes());
    let ours = dp_testing::run(S_NIM, &[], cases.as_bytes());
    assert_eq!((theirs.code, ours.code), (0, 0), "{}", theirs.stderr);
    assert_eq!(theirs.stdout, ours.stdout);

    let input = dp_testing::assert_check_catches(
        S_NIM,
        "s-nim",
        "grundy-in-a-word.py",
        1_000,
        7,
        |input| input.lines().count() <= 5,
    );
    let case = dp_testing::read_one::<SNim>(input.strip_suffix("0\n").unwrap_or(&input).as_bytes());
    // A Grundy value of 64 or more needs 64 distinct moves and a heap of 64 beads.
    let mut moves = case.moves.clone();
    moves.sort_unstable();
    moves.dedup();
    assert!(moves.len() >= 64 && case.largest_heap() >= 64, "{input}");
}
