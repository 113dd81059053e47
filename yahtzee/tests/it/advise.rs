//! `yahtzee advise` as a player types it: the position shown as the card says (what the
//! Yahtzee box holds, the real upper sum, the Yahtzee bonuses), the dice in every spelling,
//! the short box names, and range errors in words.

use dp_testing::{assert_contains, run};

use super::YAHTZEE;

/// Runs `advise` with a saved table in `folder` and `args`.
fn advise(folder: &tempfile::TempDir, args: &[&str]) -> dp_testing::Outcome {
    let cache = folder.path().join("table.bin").display().to_string();
    let mut all = vec!["advise", "--cache", &cache];
    all.extend_from_slice(args);
    run(YAHTZEE, &all, b"")
}

#[test]
fn the_position_reads_as_the_card_says() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    // Under UVa rules 50 in the Yahtzee box is 50, though it earns no bonus.
    let uva = advise(
        &folder,
        &[
            "--rules",
            "uva",
            "--scored",
            "yahtzee=50",
            "--dice",
            "33356",
            "--rerolls-left",
            "1",
            "--top",
            "1",
        ],
    );
    assert_eq!((uva.code, uva.stderr.as_str()), (0, ""));
    assert_contains(&uva.stdout, "Yahtzee box holds 50");
    // An upper sum past 63 shows as itself, with the bonus.
    let upper = advise(
        &folder,
        &[
            "--rules",
            "uva",
            "--scored",
            "1s=5",
            "2s=10",
            "3s=15",
            "4s=20",
            "5s=25",
            "--dice",
            "33356",
            "--rerolls-left",
            "0",
            "--top",
            "1",
        ],
    );
    assert_eq!(upper.code, 0, "{}", upper.stderr);
    let header: Vec<&str> = upper.stdout.lines().take(2).collect();
    assert_eq!(
        header,
        [
            "uva rules; 8 boxes open; 110 points so far",
            "upper section 75, bonus earned; Yahtzee box open"
        ]
    );
    for line in uva.stdout.lines().chain(upper.stdout.lines()) {
        assert!(line.chars().count() <= 80, "too long: {line}");
    }
}

#[test]
fn yahtzee_bonuses_already_earned_count_in_the_expected_score() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let position = [
        "--scored",
        "yahtzee=50",
        "fh=25",
        "ss=30",
        "--dice",
        "12346",
        "--rerolls-left",
        "1",
        "--json",
    ];
    let best = |extra: &[&str]| -> f64 {
        let outcome = advise(&folder, &[&position[..], extra].concat());
        assert_eq!(
            (outcome.code, outcome.stderr.as_str()),
            (0, ""),
            "{extra:?}"
        );
        let advice: serde_json::Value = serde_json::from_str(&outcome.stdout).expect("JSON");
        advice["choices"][0]["expected"].as_f64().expect("a number")
    };
    let none = best(&[]);
    let one = best(&["--bonuses", "1"]);
    let two = best(&["--scored", "yahtzee_bonus=200"]);
    assert!((one - none - 100.0).abs() < 1e-9, "{none} {one}");
    assert!((two - none - 200.0).abs() < 1e-9, "{none} {two}");
    let text = advise(
        &folder,
        &[
            "--scored",
            "yahtzee=50",
            "fh=25",
            "--bonuses",
            "1",
            "--dice",
            "12346",
            "--rerolls-left",
            "1",
        ],
    );
    assert_contains(&text.stdout, "Yahtzee box holds 50, 1 Yahtzee bonus (+100)");
    // A bonus the card cannot hold is refused.
    let refused = [
        (
            vec![
                "--rules",
                "uva",
                "--scored",
                "yahtzee=50",
                "ones=3",
                "--bonuses",
                "1",
            ],
            "error: uva rules have no Yahtzee bonus\n",
        ),
        (
            vec!["--scored", "yahtzee=0", "ones=3", "--bonuses", "1"],
            "error: a Yahtzee bonus is earned only with 50 in the Yahtzee box\n",
        ),
        (
            vec!["--scored", "yahtzee=50", "ones=3", "--bonuses", "2"],
            "error: 2 Yahtzee bonuses need 2 boxes scored besides the Yahtzee box, and the \
             card has 1\n",
        ),
        (
            vec!["--scored", "yahtzee=50", "ones=5", "yahtzee_bonus=150"],
            "error: invalid value 'yahtzee_bonus=150' for '--scored [<NAME=POINTS>...]': \
             yahtzee_bonus=150: the Yahtzee bonus comes in 100s\n\n\
             For more information, try '--help'.\n",
        ),
    ];
    for (args, message) in refused {
        let outcome = advise(
            &folder,
            &[&args[..], &["--dice", "12346", "--rerolls-left", "1"]].concat(),
        );
        assert_eq!(
            (outcome.code, outcome.stderr.as_str()),
            (2, message),
            "{args:?}"
        );
    }
}

#[test]
fn dice_and_box_names_in_every_spelling() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let position = |dice: &[&str], scored: &[&str]| {
        let mut args = vec!["--rules", "uva", "--rerolls-left", "1", "--scored"];
        args.extend_from_slice(scored);
        args.push("--dice");
        args.extend_from_slice(dice);
        advise(&folder, &args)
    };
    let full = [
        "ones=3",
        "three_of_a_kind=20",
        "full_house=40",
        "short_straight=25",
    ];
    let reference = position(&["33356"], &full);
    assert_eq!((reference.code, reference.stderr.as_str()), (0, ""));
    let short = ["1s=3", "3k=20", "FH=40", "ss=25"];
    for dice in [
        &["33356"][..],
        &["3,3,3,5,6"],
        &["3 3 3 5 6"],
        &["3", "3", "3", "5", "6"],
        &["33", "3", "56"],
    ] {
        for scored in [&full, &short] {
            let outcome = position(dice, scored);
            assert_eq!(
                (outcome.stdout.as_str(), outcome.stderr.as_str()),
                (reference.stdout.as_str(), ""),
                "{dice:?} {scored:?}"
            );
        }
    }
    let official = position(&["33356"], &["small-straight=25", "YAHTZEE=0"]);
    assert_eq!(official.code, 0, "{}", official.stderr);
    let six = position(&["3", "3", "3", "5", "6", "6"], &full);
    assert_eq!(
        (six.code, six.stderr.as_str()),
        (2, "error: --dice: 6 dice given, expected 5\n")
    );
    let unknown = position(&["33356"], &["xx=3"]);
    assert_contains(&unknown.stderr, "'xx' is not a box");
    assert_contains(&unknown.stderr, "3k");
}

#[test]
fn range_errors_are_in_words() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let cases = [
        (
            vec!["--rerolls-left", "3"],
            "'3' for '--rerolls-left <REROLLS_LEFT>': expected a whole number from 0 to 2",
        ),
        (
            vec!["--rerolls-left=-1"],
            "expected a whole number from 0 to 2",
        ),
        (
            vec!["--rerolls-left", "1", "--top", "0"],
            "'0' for '--top <TOP>': expected a whole number, at least 1",
        ),
        (
            vec!["--rerolls-left", "1", "--bonuses", "13"],
            "expected a whole number from 0 to 12",
        ),
    ];
    for (args, message) in cases {
        let outcome = advise(&folder, &[&["--dice", "12345"], &args[..]].concat());
        assert_eq!(outcome.code, 2, "{args:?}");
        assert!(
            outcome.stderr.contains(message),
            "{args:?}: {}",
            outcome.stderr
        );
        assert!(
            !outcome.stderr.contains("..") && !outcome.stderr.contains("18446744073709551615"),
            "{}",
            outcome.stderr
        );
    }
}

/// `advice` for `advise`, with advise's own flags after it: the slip is what is reported,
/// not the flags that clap cannot place.
#[test]
fn a_slip_for_advise_is_named() {
    let slip = run(
        YAHTZEE,
        &["advice", "--dice", "33356", "--rerolls-left", "1"],
        b"",
    );
    assert_eq!(
        (slip.code, slip.stdout.as_str(), slip.stderr.as_str()),
        (
            2,
            "",
            "error: advice: not a command; did you mean 'advise'?\n"
        )
    );
}

/// The real game's card calls the five-of-a-kind box "Yahtzee", and so does the advice.
#[test]
fn the_yahtzee_box_is_called_yahtzee() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let outcome = advise(
        &folder,
        &[
            "--rules",
            "uva",
            "--dice",
            "33356",
            "--rerolls-left",
            "0",
            "--top",
            "13",
        ],
    );
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
    assert_contains(&outcome.stdout, "score 0 in Yahtzee ");
    assert!(
        !outcome.stdout.contains("five of a kind"),
        "{}",
        outcome.stdout
    );
}
