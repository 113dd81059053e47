//! What the built `gems-fight` binary says beyond dp-testing's shared suite: the JSON
//! fields, the lesson page's data, the limits in `--help`. The message of every kind of bad
//! data is pinned by the snapshots of `fixtures/gems-fight/error-*.in`.

use dp_testing::{
    assert_contains, help_in_one_line, json_lines, lesson_islands, lesson_page_data, run,
};

use super::{GEMS_FIGHT, SAMPLE};

#[test]
fn json_gives_the_whole_line_of_play() {
    let cases = json_lines(GEMS_FIGHT, &["--json", SAMPLE]);
    assert_eq!(cases.len(), 2);
    let first = &cases[0];
    assert_eq!(
        (first["case"].as_u64(), first["difference"].as_i64()),
        (Some(1), Some(3))
    );
    assert_eq!(
        (first["alice"].as_u64(), first["bob"].as_u64()),
        (Some(3), Some(0))
    );
    let line = first["line"].as_array().expect("a list");
    assert_eq!(line.len(), 4);
    let mut bags: Vec<u64> = line
        .iter()
        .filter_map(|turn| turn["bag"].as_u64())
        .collect();
    bags.sort_unstable();
    assert_eq!(bags, [1, 2, 3, 4]);
    assert_eq!(line[0]["player"], "Alice");
    let stones: u64 = line.iter().filter_map(|turn| turn["stones"].as_u64()).sum();
    assert_eq!(stones, 3);
}

#[test]
fn the_bag_limit_is_stated_and_enforced_everywhere() {
    let help = help_in_one_line(GEMS_FIGHT);
    assert_contains(
        &help,
        "B 0 to 26 (the judge's limit is 21; B = 26 takes 256 MiB)",
    );
    let too_many = run(GEMS_FIGHT, &["gen", "--seed", "1", "--bags", "27"], b"");
    assert_eq!(
        (too_many.code, too_many.stderr.lines().next()),
        (
            2,
            Some(
                "error: invalid value '27' for '--bags <BAGS>': expected a whole number from \
                 0 to 26"
            )
        )
    );
    assert_eq!(
        run(
            GEMS_FIGHT,
            &["gen", "--seed", "1", "--bags", "26", "--count", "0"],
            b""
        )
        .stdout,
        "0 0 0\n"
    );
}

#[test]
fn the_lesson_page_data_is_the_text_explains_table() {
    let cases = lesson_page_data(GEMS_FIGHT, SAMPLE);
    assert_eq!(cases.len(), 2);
    let pretty = serde_json::to_string_pretty(&cases).expect("JSON");
    dp_testing::insta::assert_snapshot!(pretty);

    // Every set of the whole table, as the text explain prints it: P, cooker, stones, f
    // and the pour taken, in brackets.
    let explain = run(GEMS_FIGHT, &["explain", SAMPLE], b"").stdout;
    let texts: Vec<&str> = explain.split("\ncase ").skip(1).collect();
    for (data, text) in cases.iter().zip(&texts) {
        let sets = data["sets"].as_array().expect("sets");
        assert_eq!(data["whole"], true);
        assert_eq!(
            sets.len(),
            1 << data["bags"].as_array().expect("bags").len()
        );
        let rows: Vec<&str> = text
            .lines()
            .filter(|line| line.starts_with("  {"))
            .collect();
        assert_eq!(rows.len(), sets.len());
        for row in rows {
            let words: Vec<&str> = row.split_whitespace().collect();
            let bags: Vec<u32> = words[0]
                .trim_matches(|c| c == '{' || c == '}')
                .split(',')
                .filter(|bag| !bag.is_empty())
                .map(|bag| bag.parse().expect("a bag"))
                .collect();
            let mask: u64 = bags.iter().map(|bag| 1u64 << (bag - 1)).sum();
            let set = sets
                .iter()
                .find(|set| set["set"] == mask)
                .unwrap_or_else(|| panic!("{row}: no set {mask} in the page"));
            let colors = data["colors"].as_u64().expect("G") as usize;
            let cooker: Vec<u64> = words[1..=colors]
                .iter()
                .map(|n| n.parse().expect("a count"))
                .collect();
            assert_eq!(set["cooker"], serde_json::json!(cooker), "{row}");
            assert_eq!(set["stones"].to_string(), words[colors + 1], "{row}");
            assert_eq!(set["f"].to_string(), words[colors + 2], "{row}");
            let chosen = row
                .split('[')
                .nth(1)
                .map(|taken| taken.split(['*', ':']).next().expect("a bag").to_owned());
            assert_eq!(
                set["chosen"].as_u64().map(|bag| bag.to_string()),
                chosen,
                "{row}"
            );
        }
        // The line of play: player, bag and stones of each turn.
        let turns: Vec<Vec<&str>> = text
            .lines()
            .skip_while(|line| !line.starts_with("  turn  player"))
            .skip(1)
            .take_while(|line| !line.starts_with("  Alice "))
            .map(|line| line.split_whitespace().collect())
            .collect();
        let line = data["line"].as_array().expect("the line of play");
        assert_eq!(turns.len(), line.len());
        for (turn, words) in line.iter().zip(&turns) {
            assert_eq!(turn["player"], words[1]);
            assert_eq!(turn["bag"].to_string(), words[2]);
            assert_eq!(turn["stones"].to_string(), words[3]);
        }
    }
}

#[test]
fn the_lesson_page_summarises_a_large_case() {
    let file = "fixtures/gems-fight/worst-case.in";
    let page = run(GEMS_FIGHT, &["explain", "--html", file], b"");
    assert_eq!(page.code, 0, "{}", page.stderr);
    // The summary stays small; the play mode's game adds at most its budget.
    let limit = 200_000 + dp_cli::graph::GAME_BYTES;
    assert!(page.stdout.len() < limit, "{} bytes", page.stdout.len());
    let cases = lesson_islands(&page.stdout);
    let data = &cases[0];
    let bags = data["bags"].as_array().expect("bags").len();
    assert_eq!((bags, &data["whole"]), (21, &serde_json::json!(false)));
    // The sets along the line of play, and one summary a layer counting all its sets.
    assert_eq!(data["sets"].as_array().expect("sets").len(), bags + 1);
    let layers = data["layers"].as_array().expect("layers");
    let sets: Vec<u64> = layers
        .iter()
        .map(|layer| layer["sets"].as_u64().expect("a count"))
        .collect();
    assert_eq!(sets.iter().sum::<u64>(), 1 << bags);
    for layer in layers {
        let bins: u64 = layer["bins"]
            .as_array()
            .expect("bins")
            .iter()
            .filter_map(serde_json::Value::as_u64)
            .sum();
        let split = ["ahead", "even", "behind"]
            .iter()
            .filter_map(|part| layer[*part].as_u64())
            .sum::<u64>();
        assert_eq!((bins, split), (layer["sets"].as_u64().expect("sets"), bins));
    }
    assert_eq!(layers[0]["low"], data["difference"]);
}

/// Runs `gems-fight` on `input` under a cap on its address space (`ulimit -v`, in KiB).
/// glibc reserves 64 MiB of address space for each malloc arena, and how many arenas a run
/// opens depends on how its threads happen to contend, that is on the machine's load: the
/// cap would measure the load, not the program (this test failed once so, on a loaded
/// machine). `MALLOC_ARENA_MAX=2` keeps the reservations fixed.
fn under_cap(cap_kib: u64, input: &str) -> dp_testing::Outcome {
    let output = std::process::Command::new("sh")
        .env("MALLOC_ARENA_MAX", "2")
        .arg("-c")
        .arg(format!("ulimit -v {cap_kib} && exec \"$0\" \"$1\""))
        .arg(GEMS_FIGHT)
        .arg(input)
        .output()
        .expect("sh runs");
    dp_testing::Outcome {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Two B = 26 cases (256 MiB of tables each) under a 700 MB cap: solved one at a time,
/// both are answered, where solving them at once aborted; under a cap too small for one,
/// the answers before it come out, then one error line, exit 1, never an abort.
#[test]
fn big_cases_are_solved_one_at_a_time_and_refused_in_words() {
    let folder = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gems-fight-big-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let two_big = folder.join("two-big.in");
    let big = run(
        GEMS_FIGHT,
        &["gen", "--seed", "5", "--count", "2", "--bags", "26"],
        b"",
    );
    std::fs::write(&two_big, &big.stdout).expect("written");
    let uncapped = run(GEMS_FIGHT, &[two_big.to_str().expect("UTF-8")], b"");
    assert_eq!((uncapped.code, uncapped.stdout.lines().count()), (0, 2));
    let capped = under_cap(700_000, two_big.to_str().expect("UTF-8"));
    assert_eq!(
        (capped.code, capped.stdout.as_str(), capped.stderr.as_str()),
        (0, uncapped.stdout.as_str(), "")
    );
    // A small case, then a big one, under a cap that holds the small one only.
    let small_then_big = folder.join("small-then-big.in");
    let small = run(
        GEMS_FIGHT,
        &["gen", "--seed", "5", "--count", "1", "--bags", "3"],
        b"",
    );
    let small_case = small.stdout.trim_end().trim_end_matches("0 0 0");
    std::fs::write(&small_then_big, format!("{small_case}{}", big.stdout)).expect("written");
    let path = small_then_big.to_str().expect("UTF-8");
    let refused = under_cap(200_000, path);
    std::fs::remove_dir_all(&folder).expect("the folder goes");
    assert_eq!(
        (refused.code, refused.stdout.lines().count(), refused.stderr),
        (
            1,
            1,
            format!(
                "error: {path}: case 2 needs about 256 MiB to solve, more memory than this run \
                 can have\n"
            )
        )
    );
}

#[test]
fn every_fixtures_page_data_round_trips_through_its_type() {
    dp_testing::assert_lesson_data_round_trips::<gems_fight::page::Data>(GEMS_FIGHT, "gems-fight");
}
