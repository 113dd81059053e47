//! What the built `solitaire` binary says beyond dp-testing's shared suite: `--exact`
//! (with a snapshot of every fixture), the JSON fields, `simulate`, the limits in `--help`.
//! The message of every kind of bad data is pinned by the snapshots of
//! `fixtures/solitaire/error-*.in`.

use dp_testing::{self as testing, assert_contains, help_in_one_line, insta, run, workspace_root};

use super::{SAMPLE, SOLITAIRE};

const SAMPLE_EXACT: &str = "14259369055191929/24196548096000000\n";

#[test]
fn exact_prints_the_reduced_fraction() {
    let exact = run(SOLITAIRE, &["--exact", SAMPLE], b"");
    assert_eq!((exact.code, exact.stdout.as_str()), (0, SAMPLE_EXACT));
    // An option of the run is taken after FILE too.
    assert_eq!(
        run(SOLITAIRE, &[SAMPLE, "--exact"], b"").stdout,
        SAMPLE_EXACT
    );
}

#[test]
fn exact_of_every_fixture() {
    let folder = workspace_root().join("fixtures/solitaire");
    testing::for_each_fixture(&folder, |path| {
        let file = testing::relative_to_root(path);
        insta::assert_snapshot!(run(SOLITAIRE, &["--exact", &file], b"").transcript());
    });
}

#[test]
fn json_carries_every_form_of_the_probability() {
    let json = run(SOLITAIRE, &["--json", SAMPLE], b"");
    assert_eq!(json.code, 0, "{}", json.stderr);
    let mut value: serde_json::Value = serde_json::from_str(json.stdout.trim_end()).expect("JSON");
    let line = value["line"].take();
    assert_eq!(
        value,
        serde_json::json!({"case": 1, "probability": 0.5893141864127796, "rounded": "0.589314",
            "exact": "14259369055191929/24196548096000000", "reachable_states": 1905,
            "winnable": true, "line": null})
    );
    let sample = std::fs::read_to_string(workspace_root().join(SAMPLE)).expect("the sample");
    replay_clears_the_table(&sample, &line);
    // JSON carries "exact" already: --exact changes nothing in it, nor in explain.
    assert_eq!(run(SOLITAIRE, &["--exact", "--json", SAMPLE], b""), json);
    assert_eq!(
        run(SOLITAIRE, &["explain", "--exact", SAMPLE], b""),
        run(SOLITAIRE, &["explain", SAMPLE], b"")
    );
}

/// Plays `line` (the `--json` winning line) on `deal` as the statement's rules say, from
/// the cards alone: each move takes the top cards of two different piles, of equal rank;
/// `choices` is the number of such pairs before the move; the table ends clear.
fn replay_clears_the_table(deal: &str, line: &serde_json::Value) {
    let mut piles: Vec<Vec<&str>> = deal
        .lines()
        .filter(|row| !row.trim().is_empty())
        .map(|row| row.split_whitespace().collect())
        .collect();
    assert_eq!(piles.len(), 9);
    let moves = line.as_array().expect("line is a list");
    assert_eq!(moves.len(), 18, "36 cards, two a move");
    for step in moves {
        let tops: Vec<&str> = piles
            .iter()
            .filter_map(|pile| pile.last().copied())
            .collect();
        let pairs = (0..tops.len())
            .flat_map(|i| (i + 1..tops.len()).map(move |j| (i, j)))
            .filter(|&(i, j)| tops[i][..1] == tops[j][..1])
            .count();
        assert_eq!(step["choices"].as_u64(), Some(pairs as u64), "{step}");
        let pile = |k: usize| step["piles"][k].as_u64().expect("a pile") as usize - 1;
        let (a, b) = (pile(0), pile(1));
        assert!(a < b, "{step}");
        let (card_a, card_b) = (
            piles[a].pop().expect("a card"),
            piles[b].pop().expect("a card"),
        );
        assert_eq!(
            [card_a, card_b],
            [&step["cards"][0], &step["cards"][1]].map(|c| c.as_str().expect("a card"))
        );
        assert_eq!(card_a[..1], card_b[..1], "equal ranks: {step}");
        let left: String = piles.iter().map(|pile| pile.len().to_string()).collect();
        assert_eq!(step["after"].as_str(), Some(left.as_str()));
    }
    assert!(piles.iter().all(Vec::is_empty));
}

#[test]
fn a_deal_that_cannot_be_cleared_has_no_line() {
    for deal in testing::json_lines(
        SOLITAIRE,
        &["--json", "fixtures/solitaire/four-of-a-rank-in-one-pile.in"],
    ) {
        assert_eq!(deal["winnable"], false, "{deal}");
        assert_eq!(deal["line"], serde_json::json!([]));
    }
}

#[test]
fn simulate_reports_an_interval_beside_the_exact_value() {
    let args = ["simulate", "--games", "20000", "--seed", "3", SAMPLE];
    let first = run(SOLITAIRE, &args, b"");
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert_eq!(
        first.stdout,
        run(SOLITAIRE, &args, b"").stdout,
        "the same seed plays the same games"
    );
    let line = first.stdout.trim_end();
    assert!(line.starts_with("deal 1: won "), "{line}");
    assert_contains(line, " of 20000 random games, ");
    assert!(
        line.ends_with("exact 0.589314 (inside the interval)"),
        "{line}"
    );
    let sample = std::fs::read(workspace_root().join(SAMPLE)).expect("the sample exists");
    let from_stdin = run(SOLITAIRE, &args[..5], &sample);
    assert_eq!(from_stdin, first);
}

/// On a terminal, a case that takes more than a second names itself on standard error, and
/// the line is cleared before the answer is written. `script` (util-linux) gives the binary
/// a terminal; a long `simulate` is a slow case whose input is all there. The wait is cut
/// to 50 ms so that the case is slow enough on any machine.
#[test]
fn a_slow_case_shows_a_progress_line_on_a_terminal() {
    let command = format!("{SOLITAIRE} simulate --games 1500000 --seed 1 {SAMPLE}");
    let output = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env(dp_cli::progress::QUIET_FOR_VARIABLE, "50")
        .current_dir(workspace_root())
        .output()
        .expect("script (util-linux) runs");
    let screen = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{screen:?}");
    assert!(
        screen.starts_with("\rsolitaire: case 1, 0 s so far (0 answered)\x1b[K"),
        "{screen:?}"
    );
    assert!(
        screen.contains("\x1b[K\r\x1b[Kdeal 1: won "),
        "cleared before the answer: {screen:?}"
    );
    assert!(
        screen.trim_end().ends_with(" the interval)"),
        "nothing after the answer: {screen:?}"
    );
}

/// `simulate --json`: one object a deal with the text line's numbers, before or after the
/// subcommand.
#[test]
fn simulate_prints_json_with_the_same_numbers() {
    let text = run(
        SOLITAIRE,
        &["simulate", "--games", "20000", "--seed", "3", SAMPLE],
        b"",
    );
    for args in [
        [
            "simulate", "--json", "--games", "20000", "--seed", "3", SAMPLE,
        ],
        [
            "--json", "simulate", "--games", "20000", "--seed", "3", SAMPLE,
        ],
    ] {
        let lines = testing::json_lines(SOLITAIRE, &args);
        let [deal] = &lines[..] else {
            panic!("one line a deal: {lines:?}")
        };
        let (games, wins) = (deal["games"].as_u64(), deal["wins"].as_u64());
        assert_eq!((deal["case"].as_u64(), games), (Some(1), Some(20000)));
        let wins = wins.expect("wins");
        assert!(
            text.stdout
                .starts_with(&format!("deal 1: won {wins} of 20000 random games, ")),
            "{}",
            text.stdout
        );
        let [low, high] = [0, 1].map(|i| deal["interval_95"][i].as_f64().expect("a bound"));
        let probability = deal["probability"].as_f64().expect("p");
        assert!(low < high && (0.0..=1.0).contains(&low) && high <= 1.0);
        assert_eq!(deal["rounded"], "0.589314");
        assert_eq!(
            deal["inside"].as_bool(),
            Some((low..=high).contains(&probability))
        );
        assert_eq!(
            text.stdout.contains("(inside the interval)"),
            deal["inside"].as_bool().expect("inside")
        );
    }
}

#[test]
fn simulate_refuses_what_it_cannot_do() {
    assert_eq!(run(SOLITAIRE, &["simulate", "--seed", "1"], b"").code, 2);
    let outcome = run(
        SOLITAIRE,
        &["simulate", "--games", "1", "--seed", "1", "--exact", SAMPLE],
        b"",
    );
    assert_eq!(
        (
            outcome.code,
            outcome.stdout.as_str(),
            outcome.stderr.as_str()
        ),
        (
            2,
            "",
            "error: simulate does not take --exact: it is an option of the answers \
             (solitaire [FILE] and solitaire explain)\n"
        ),
    );
    // Before the subcommand's name too; and its help does not list it.
    let before = run(
        SOLITAIRE,
        &["--exact", "simulate", "--games", "1", "--seed", "1", SAMPLE],
        b"",
    );
    assert_eq!(before.code, 2, "{}", before.stderr);
    let help = run(SOLITAIRE, &["simulate", "--help"], b"").stdout;
    assert!(!help.contains("--exact"), "{help}");
    assert!(help.contains("--json"), "{help}");
    let games = run(
        SOLITAIRE,
        &["simulate", "--games", "0", "--seed", "1", SAMPLE],
        b"",
    );
    assert_eq!(
        (games.code, games.stderr.lines().next()),
        (
            2,
            Some(
                "error: invalid value '0' for '--games <GAMES>': expected a whole number from \
                 1 to 100,000,000"
            )
        )
    );
    let bad = run(
        SOLITAIRE,
        &["simulate", "--games", "10", "--seed", "1"],
        b"AS 9S\n",
    );
    assert_eq!(
        (bad.code, bad.stderr.as_str()),
        (
            1,
            "error: <stdin>:1:6: input ended inside deal 1 after 2 of its 36 cards, expected 9 \
             piles of 4 cards\n"
        )
    );
}

#[test]
fn help_states_the_format_and_the_limit() {
    let help = help_in_one_line(SOLITAIRE);
    assert_contains(&help, "each deal holds the 36 cards once each");
    assert_contains(&help, "at most 1 GiB of input");
    assert_contains(&help, "--exact");
    assert_contains(&help, "simulate");
}

#[test]
fn every_fixtures_page_data_round_trips_through_its_type() {
    dp_testing::assert_lesson_data_round_trips::<solitaire::page::Data>(
        crate::SOLITAIRE,
        "solitaire",
    );
}
