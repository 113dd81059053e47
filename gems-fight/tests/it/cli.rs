//! What the built `gems-fight` binary says beyond dp-core's shared contract: the JSON
//! fields, the error message of every kind of bad data, the limits in `--help`.

use dp_core::testing::{assert_bad_after_good, run};

use super::{GEMS_FIGHT, SAMPLE};

#[test]
fn json_gives_the_whole_line_of_play() {
    let outcome = run(GEMS_FIGHT, &["--json", SAMPLE], b"");
    assert_eq!(outcome.code, 0);
    let cases: Vec<serde_json::Value> = outcome
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("JSON"))
        .collect();
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
    let help = run(GEMS_FIGHT, &["--help"], b"").stdout.replace('\n', " ");
    assert!(
        help.contains("B 0 to 26 (the judge's limit is 21; B = 26 takes 256 MiB)"),
        "{help}"
    );
    assert_eq!(
        run(GEMS_FIGHT, &["gen", "--seed", "1", "--bags", "27"], b"").code,
        2
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
fn bad_data_exits_1_after_the_good_cases() {
    let good = "2 1 2 2 1 1\n";
    let cases = [
        (
            format!("{good}2 2 2\n1 1\n2 1 3\n0 0 0\n"),
            "error: <stdin>:4:5: found \"3\", expected a gem's color (1 to G = 2)\n",
        ),
        (
            format!("{good}2 1 0 1 1\n"),
            "error: <stdin>:2:5: found \"0\", expected S, the gems that make a stone (1 to 4294967295)\n",
        ),
        (
            format!("{good}2 1 4294967296 1 1\n"),
            "error: <stdin>:2:5: found \"4294967296\", expected S, the gems that make a stone (1 to 4294967295)\n",
        ),
        (
            format!("{good}9 1 2 1 1\n"),
            "error: <stdin>:2:1: found \"9\", expected G, the number of colors (0 to 8)\n",
        ),
        (
            format!("{good}2 1 2 1 x\n"),
            "error: <stdin>:2:9: found \"x\", expected a gem's color (1 to G = 2)\n",
        ),
        (
            format!("{good}2 1 2 101 1\n"),
            "error: <stdin>:2:7: found \"101\", expected n, the number of gems in the bag (1 to 100)\n",
        ),
        (
            format!("{good}2 1000000 2\n"),
            "error: <stdin>:2:3: B = 1000000 bags is more than this solver's limit of 26 (the judge's is 21): \
             the DP table takes 4 x 2^B bytes, 256 MiB at B = 26\n",
        ),
        (
            format!("{good}2 3 2\n1 1\n"),
            "error: <stdin>:3:4: input ended inside case 2: bag 2 of 3, expected n, the number of gems in the bag\n",
        ),
    ];
    for (input, message) in cases {
        assert_bad_after_good(GEMS_FIGHT, &input, "1\n", message);
    }
}
