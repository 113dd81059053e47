//! `yahtzee optimal --target`, `--curve` and `advise --target` through the binary: the
//! uva target table computed once and saved, then read back (whole for `optimal`, in part
//! for `advise`); the answers agree with each other; bad requests are usage errors.

use dp_testing::{assert_contains, run};

use super::YAHTZEE;

fn json(stdout: &str) -> serde_json::Value {
    serde_json::from_str(stdout).expect("one JSON object")
}

#[test]
fn target_curve_and_advice_from_one_saved_table() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let cache = folder.path().join("uva-target.bin").display().to_string();
    let reach = |target: &str| {
        let outcome = run(
            YAHTZEE,
            &[
                "optimal", "--rules", "uva", "--target", target, "--json", "--cache", &cache,
            ],
            b"",
        );
        assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
        json(&outcome.stdout)
    };
    let first = reach("250");
    assert_eq!(first["target"], 250);
    let p250 = first["probability"].as_f64().expect("a number");
    assert!(0.5 < p250 && p250 < 0.7, "{p250}");
    let size = std::fs::metadata(&cache)
        .expect("the table was saved")
        .len();
    assert_eq!(first["table_bytes"], size);
    // Read back: the same chance, and the curve through it.
    assert_eq!(reach("250"), first);
    let curve = run(
        YAHTZEE,
        &[
            "optimal", "--rules", "uva", "--curve", "--json", "--cache", &cache,
        ],
        b"",
    );
    assert_eq!((curve.code, curve.stderr.as_str()), (0, ""));
    let points: Vec<(u64, f64)> = json(&curve.stdout)["curve"]
        .as_array()
        .expect("the curve")
        .iter()
        .map(|pair| {
            (
                pair[0].as_u64().expect("a target"),
                pair[1].as_f64().expect("a chance"),
            )
        })
        .collect();
    assert_eq!(points[0], (0, 1.0));
    assert_eq!(points[250], (250, p250));
    assert!(points.windows(2).all(|pair| pair[1].1 <= pair[0].1));
    assert_eq!(points.last().expect("a last target").1, 0.0);
    // The text says the same chance, with the expected-score policy's beside it.
    let text = run(
        YAHTZEE,
        &[
            "optimal",
            "--rules",
            "uva",
            "--target",
            "250",
            "--distribution",
            "--cache",
            &cache,
        ],
        b"",
    );
    assert_eq!((text.code, text.stderr.as_str()), (0, ""));
    assert_contains(
        &text.stdout,
        &format!("{p250:.4} = the largest chance of a final score of at least 250, uva rules"),
    );
    assert_contains(&text.stdout, "= the chance of the expected-score policy (+");
    // advise after the first throw: the choices by their chance, best first, and the
    // expected-score choice no better than the first.
    let advice = run(
        YAHTZEE,
        &[
            "advise",
            "--rules",
            "uva",
            "--target",
            "250",
            "--dice",
            "3",
            "3",
            "3",
            "5",
            "6",
            "--rerolls-left",
            "2",
            "--json",
            "--cache",
            &cache,
        ],
        b"",
    );
    assert_eq!((advice.code, advice.stderr.as_str()), (0, ""));
    let advice = json(&advice.stdout);
    let chances: Vec<f64> = advice["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| c["chance"].as_f64().expect("a chance"))
        .collect();
    assert_eq!(chances.len(), 5);
    assert!(chances.windows(2).all(|pair| pair[1] <= pair[0]));
    assert!(advice["expected_score_choice"]["chance"].as_f64() <= Some(chances[0]));
    // With no rerolls left and the last box open, a choice's chance is read straight from
    // the curve of the game's end: sure when the points reach the target, else none.
    let last = |target: &str| {
        let outcome = run(
            YAHTZEE,
            &[
                "advise",
                "--rules",
                "uva",
                "--target",
                target,
                "--scored",
                "ones=3",
                "twos=6",
                "threes=9",
                "fours=12",
                "fives=15",
                "sixes=18",
                "3k=20",
                "4k=20",
                "fh=40",
                "ss=25",
                "ls=35",
                "5k=0",
                "--dice",
                "6",
                "6",
                "6",
                "5",
                "5",
                "--rerolls-left",
                "0",
                "--json",
                "--cache",
                &cache,
            ],
            b"",
        );
        assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
        json(&outcome.stdout)["choices"][0]["chance"].clone()
    };
    // 238 on the card, and chance takes 28: 266 is reached, 267 is not.
    assert_eq!(last("266"), 1.0);
    assert_eq!(last("267"), 0.0);
}

#[test]
fn target_requests_that_cannot_be_answered_are_usage_errors() {
    let maxi = run(YAHTZEE, &["optimal", "--rules", "maxi", "--curve"], b"");
    assert_eq!(maxi.code, 2, "{}", maxi.stderr);
    assert_contains(&maxi.stderr, "not for maxi rules");
    let negative = run(YAHTZEE, &["optimal", "--target", "-5", "--no-cache"], b"");
    assert_eq!(negative.code, 2, "{}", negative.stderr);
    let both = run(
        YAHTZEE,
        &["optimal", "--target", "5", "--curve", "--no-cache"],
        b"",
    );
    assert_eq!(both.code, 2, "{}", both.stderr);
}
