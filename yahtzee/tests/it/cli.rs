//! What the built `yahtzee` binary says beyond dp-testing's shared suite: the JSON fields,
//! the full-house option, the error message of every kind of bad data, and how `advise`
//! takes `--json` and refuses a position no score card can show.

use dp_testing::{
    assert_bad_after_good, assert_contains, explain_with_option, json_lines, lesson_page_data, run,
};

use super::{SAMPLE, YAHTZEE};

#[test]
fn empty_input_prints_nothing_and_succeeds() {
    let outcome = run(YAHTZEE, &[], b"\n \n");
    assert_eq!(
        (
            outcome.code,
            outcome.stdout.as_str(),
            outcome.stderr.as_str()
        ),
        (0, "", "")
    );
}

#[test]
fn json_has_one_object_per_game_with_the_assignment() {
    let lines = json_lines(YAHTZEE, &["--json", SAMPLE]);
    assert_eq!(lines.len(), 2);
    let game = &lines[1];
    assert_eq!(game["case"], 2);
    assert_eq!(game["total"], 327);
    assert_eq!(game["bonus"], 35);
    assert_eq!(
        game["scores"],
        serde_json::json!([3, 6, 9, 12, 15, 30, 21, 20, 26, 50, 25, 35, 40])
    );
    let assignment = game["assignment"].as_array().expect("assignment is a list");
    assert_eq!(assignment.len(), 13);
    let rolls: Vec<_> = assignment.iter().map(|a| a["roll"].as_u64()).collect();
    assert_eq!(rolls, (1..=13).map(Some).collect::<Vec<_>>());
    assert_eq!(assignment[0]["dice"], serde_json::json!([1, 1, 1, 1, 1]));
    assert_eq!(assignment[0]["category"], "five_of_a_kind");
    assert_eq!(assignment[0]["score"], 50);
    let score_sum: u64 = assignment
        .iter()
        .map(|a| a["score"].as_u64().unwrap_or(0))
        .sum();
    assert_eq!(score_sum + 35, 327);
}

#[test]
fn strict_full_house_refuses_five_equal_dice() {
    let file = "fixtures/yahtzee/five-equal-full-house.in";
    let lenient = run(YAHTZEE, &[file], b"");
    let strict = run(YAHTZEE, &["--strict-full-house", file], b"");
    assert_eq!(lenient.stdout, "2 4 6 4 5 6 20 0 0 50 25 35 40 0 197\n");
    // Without the five-equal full house, the 2-2-2-2-2 roll is worth most as five of a
    // kind, and 3-3-3-3-3 moves to four of a kind.
    assert_eq!(strict.stdout, "2 4 6 4 5 6 20 0 15 50 25 35 0 0 172\n");
    // The option means the same before or after the subcommand.
    let explain = explain_with_option(YAHTZEE, &["--strict-full-house"], &[file], b"");
    assert_contains(&explain, "f(all 13 rolls) = 172");
}

#[test]
fn bad_data_exits_1_after_the_good_games() {
    let good_game = "1 2 3 4 5\n".repeat(13);
    let cases = [
        (
            format!("{good_game}1 2 x 4 5\n"),
            "error: <stdin>:14:5: found \"x\", expected a die (1 to 6)\n",
        ),
        (
            format!("{good_game}1 2 3 4 7\n"),
            "error: <stdin>:14:9: found \"7\", expected a die (1 to 6)\n",
        ),
        (
            format!("{good_game}1 2 3 4 -1\n"),
            "error: <stdin>:14:9: found \"-1\", expected a die (1 to 6)\n",
        ),
        (
            format!("{good_game}{}", "6 6 6 6 6\n".repeat(12)),
            "error: <stdin>:25:10: input ended inside game 2: roll 13 of 13 has 0 of its 5 dice, \
             expected 5 dice for each of 13 rolls\n",
        ),
    ];
    for (input, message) in cases {
        assert_bad_after_good(
            YAHTZEE,
            &input,
            "1 2 3 4 5 0 15 0 0 0 25 35 0 0 90\n",
            message,
        );
    }
}

#[test]
fn advise_takes_the_global_json_flag_before_or_after_it() {
    let folder = std::env::temp_dir().join(format!("dp-games-advise-json-{}", std::process::id()));
    let cache = folder.join("uva.bin").display().to_string();
    let position = [
        "--rules",
        "uva",
        "--cache",
        &cache,
        "--dice",
        "22256",
        "--rerolls-left",
        "0",
        "--top",
        "2",
    ];
    let after = run(
        YAHTZEE,
        &[&["advise"], &position[..], &["--json"]].concat(),
        b"",
    );
    let before = run(
        YAHTZEE,
        &[&["--json", "advise"], &position[..]].concat(),
        b"",
    );
    std::fs::remove_dir_all(&folder).expect("the temporary folder goes");
    assert_eq!((after.code, after.stderr.as_str()), (0, ""));
    assert_eq!(after.stdout, before.stdout);
    let advice: serde_json::Value = serde_json::from_str(&after.stdout).expect("one JSON object");
    assert_eq!(advice["rules"], "uva");
    assert_eq!(advice["dice"], serde_json::json!([2, 2, 2, 5, 6]));
    assert_eq!(advice["rerolls_left"], 0);
    let choices = advice["choices"].as_array().expect("a list of choices");
    assert_eq!(choices.len(), 2);
    assert!(choices.iter().all(|choice| choice["score"].is_string()
        && choice["points"].is_u64()
        && choice["expected"].is_f64()));
}

#[test]
fn advise_refuses_impossible_cards() {
    let cases: [(&[&str], &str); 3] = [
        (
            &[
                "--scored",
                "ones=7",
                "--dice",
                "11111",
                "--rerolls-left",
                "0",
            ],
            "error: no roll scores 7 in ones under hasbro rules\n",
        ),
        (
            &[
                "--scored",
                "ones=1",
                "ones=2",
                "--dice",
                "11111",
                "--rerolls-left",
                "0",
            ],
            "error: ones is scored twice\n",
        ),
        (
            &[
                "--scored",
                "full-house=40",
                "--dice",
                "11111",
                "--rerolls-left",
                "0",
            ],
            "error: no roll scores 40 in full_house under hasbro rules\n",
        ),
    ];
    for (args, message) in cases {
        let mut all = vec!["advise", "--cache", "/nonexistent/never-written.bin"];
        all.extend_from_slice(args);
        let outcome = run(YAHTZEE, &all, b"");
        assert_eq!(
            (outcome.code, outcome.stderr.as_str()),
            (2, message),
            "{args:?}"
        );
    }
    let bad_dice = run(
        YAHTZEE,
        &["advise", "--dice", "1234", "--rerolls-left", "0"],
        b"",
    );
    assert_eq!(bad_dice.code, 2);
    assert_contains(&bad_dice.stderr, "4 dice given, expected 5");
}

/// The numbers of a row of the text explain, from its `index`-th word on.
fn numbers(words: &[&str]) -> Vec<u64> {
    words
        .iter()
        .map(|word| word.parse().expect("a number"))
        .collect()
}

#[test]
fn the_lesson_page_data_is_the_text_explains_path() {
    let file = "fixtures/yahtzee/upper-sum-63.in";
    let games = lesson_page_data(YAHTZEE, file);
    assert_eq!(games.len(), 1);
    let data = &games[0];
    dp_testing::insta::assert_snapshot!(serde_json::to_string_pretty(data).expect("JSON"));
    let explain = run(YAHTZEE, &["explain", file], b"").stdout;
    let as_u64 = |value: &serde_json::Value| value.as_u64().expect("a number");
    let f: Vec<u64> = data["f"]
        .as_array()
        .expect("f")
        .iter()
        .map(as_u64)
        .collect();
    assert_eq!(f.len(), 14);
    // f along the reconstruction: |S|, S, category, r, f(S) = f(S - r) + score.
    let mut rows = 0;
    for line in explain.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(equals) = words.iter().position(|&word| word == "=") else {
            continue;
        };
        if words.len() < 2 || words[1].len() != 13 || words[0].parse::<usize>().is_err() {
            continue;
        }
        let size: usize = words[0].parse().expect("|S|");
        let [roll, value] =
            [words[equals - 2], words[equals - 1]].map(|w| w.parse::<u64>().expect("a number"));
        let [before, score] =
            [words[equals + 1], words[equals + 3]].map(|w| w.parse::<u64>().expect("a number"));
        assert_eq!((f[size], f[size - 1]), (value, before), "{line}");
        assert_eq!(as_u64(&data["assignment"][size - 1]), roll, "{line}");
        assert_eq!(
            as_u64(&data["scores"][roll as usize - 1][size - 1]),
            score,
            "{line}"
        );
        rows += 1;
    }
    assert_eq!(rows, 13);
    // The candidates of the last step and of the step that lands the bonus.
    for (heading, step) in [
        ("the candidates of the last step", 13),
        ("the candidates of the step that fills", 6),
    ] {
        let table: Vec<Vec<u64>> = explain
            .lines()
            .skip_while(|line| !line.starts_with(heading))
            .skip_while(|line| !line.trim_start().starts_with("r  dice"))
            .skip(1)
            .take_while(|line| !line.is_empty())
            .map(|line| {
                let words: Vec<&str> = line.split_whitespace().collect();
                let mut row = numbers(&words[..1]);
                row.extend(numbers(&words[6..8]));
                row
            })
            .collect();
        let page: Vec<Vec<u64>> = data["candidates"][step - 1]
            .as_array()
            .expect("candidates")
            .iter()
            .map(|candidate| {
                candidate
                    .as_array()
                    .expect("a triple")
                    .iter()
                    .map(as_u64)
                    .collect()
            })
            .collect();
        assert_eq!(page, table, "{heading}");
    }
    assert_eq!(
        (
            as_u64(&data["upper"]),
            as_u64(&data["bonus"]),
            as_u64(&data["total"])
        ),
        (63, 35, f[13])
    );
    assert!(explain.contains(&format!("total {}", f[13])));
}

/// A subcommand lists and accepts only the flags it uses: `--strict-full-house` is for
/// the UVa answers, not for `gen` or the full game of `optimal` and `advise`.
#[test]
fn options_of_the_answers_are_refused_where_they_do_nothing() {
    for args in [
        &["gen", "--seed", "1", "--strict-full-house"][..],
        &["--strict-full-house", "gen", "--seed", "1"],
        &["optimal", "--strict-full-house", "--no-cache"],
        &[
            "advise",
            "--strict-full-house",
            "--dice",
            "11111",
            "--rerolls-left",
            "0",
        ],
    ] {
        let outcome = run(YAHTZEE, args, b"");
        let name = args
            .iter()
            .find(|arg| !arg.starts_with("--"))
            .expect("a subcommand");
        assert_eq!(
            (outcome.code, outcome.stdout.as_str(), outcome.stderr),
            (
                2,
                "",
                format!(
                    "error: {name} does not take --strict-full-house: it is an option of the \
                     answers (yahtzee [FILE] and yahtzee explain)\n"
                )
            ),
            "{args:?}"
        );
    }
    for command in ["gen", "optimal", "advise", "optimal explain"] {
        let mut args: Vec<&str> = command.split(' ').collect();
        args.push("--help");
        let help = run(YAHTZEE, &args, b"").stdout;
        assert!(!help.contains("--strict-full-house"), "{command}: {help}");
    }
    let explain = run(YAHTZEE, &["explain", "--help"], b"").stdout;
    assert!(explain.contains("--strict-full-house"), "{explain}");
}

#[test]
fn every_fixtures_page_data_round_trips_through_its_type() {
    dp_testing::assert_lesson_data_round_trips::<yahtzee::page::Data>(crate::YAHTZEE, "yahtzee");
}
