//! What the built `cat-and-mouse` binary says beyond dp-testing's shared suite: the JSON
//! fields, the message of every kind of bad graph, the limits in `--help` and `gen`.

use dp_testing::{assert_bad_after_good, assert_contains, help_in_one_line, run};

use super::BINARY;

fn json_lines(input: &[u8]) -> Vec<serde_json::Value> {
    let outcome = run(BINARY, &["--json"], input);
    assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
    let parse = |line: &str| serde_json::from_str(line).expect("one JSON object a line");
    outcome.stdout.lines().map(parse).collect()
}

#[test]
fn json_names_the_winner_the_line_and_the_first_moves() {
    let cases = json_lines(
        b"[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n[[1,3],[0],[3],[0,2]]\n[[3],[3],[3],[0,1,2]]\n",
    );
    let draw = &cases[0];
    assert_eq!(
        (draw["answer"].as_u64(), draw["winner"].as_str()),
        (Some(0), Some("draw"))
    );
    assert!(draw.get("moves").is_none());
    assert_eq!(draw["line"], serde_json::json!([]));
    assert_eq!(
        draw["first_moves"],
        serde_json::json!([{"to": 3, "outcome": "draw"}])
    );
    // 6 nodes: 6 x 5 x 2 = 60 positions with the cat off the hole.
    let counts = &draw["positions"];
    let total: u64 = ["mouse", "cat", "draw"]
        .iter()
        .map(|k| counts[k].as_u64().unwrap_or(0))
        .sum();
    assert_eq!(total, 60);

    let mouse = &cases[1];
    assert_eq!(
        (mouse["answer"].as_u64(), mouse["moves"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(
        mouse["line"],
        serde_json::json!([{"player": "mouse", "from": 1, "to": 0}])
    );

    // 0 - 3 - 1 and 2 - 3: the mouse must step onto 3, next to the cat.
    let cat = &cases[2];
    assert_eq!(
        (cat["answer"].as_u64(), cat["moves"].as_u64()),
        (Some(2), Some(2))
    );
    assert_eq!(
        cat["line"],
        serde_json::json!([
            {"player": "mouse", "from": 1, "to": 3},
            {"player": "cat", "from": 2, "to": 3}
        ])
    );
    assert_eq!(
        cat["first_moves"],
        serde_json::json!([{"to": 3, "outcome": "cat", "moves": 1}])
    );
}

#[test]
fn bad_graphs_exit_1_after_the_good_cases() {
    let cases = [
        (
            "{1}",
            "2:1: found \"{1}\", expected \"[\" to open the graph, a list of adjacency lists: [[1,2],[0],[0]]",
        ),
        (
            "[[1],[0,2],[1]",
            "2:15: the line ended inside the graph, expected \",\" and the next list, or \"]\" to close the graph",
        ),
        (
            "[[1] [0]]",
            "2:6: found \"[\", expected \",\" and the next list, or \"]\" to close the graph",
        ),
        (
            "[[1],[0,2],[1]]]",
            "2:16: found \"]\", expected the end of the line after the graph's \"]\"",
        ),
        (
            "[[1],[0,x],[1]]",
            "2:9: found \"x\", expected a neighbour of node 1",
        ),
        (
            "[[1],[0,2.5],[1]]",
            "2:10: found \".5\", expected \",\" or \"]\" to close node 1's list",
        ),
        (
            "[[1],[0,1],[1]]",
            "2:9: node 1 lists itself: an edge joins two different nodes",
        ),
        ("[[1],[0,2,2],[1]]", "2:11: node 1 lists 2 twice"),
        (
            "[[1],[0,3],[1]]",
            "2:9: node 1 lists 3, but the graph has 3 nodes, 0 to 2",
        ),
        (
            "[[1,2],[0,2],[1]]",
            "2:5: node 0 lists 2, but node 2 does not list 0: the graph is undirected, an edge is in both lists",
        ),
        (
            "[[1],[0]]",
            "2:1: the graph has 2 nodes, expected at least 3: the hole 0, the mouse's node 1 and the cat's node 2",
        ),
        (
            "[]",
            "2:1: the graph has 0 nodes, expected at least 3: the hole 0, the mouse's node 1 and the cat's node 2",
        ),
        (
            "[[2],[],[0]]",
            "2:6: the mouse cannot move: node 1's list is empty (the judge promises the mouse and the cat a move)",
        ),
        (
            "[[1,2],[0],[0]]",
            "2:12: the cat cannot move: node 2's only neighbour is the hole 0, where the cat may not go (the judge promises the mouse and the cat a move)",
        ),
        (
            "[[1],[0],[99999999999999999999]]",
            "2:11: found \"99999999999999999999\", expected a node number, 0 to 999 (this solver's limit is 1000 nodes (the judge's is 50): the positions take 7 bytes each, 2 x n^2 of them, 14 MB at n = 1000)",
        ),
    ];
    for (bad, message) in cases {
        let input = format!("[[1,3],[0],[3],[0,2]]\n{bad}\n");
        assert_bad_after_good(
            BINARY,
            &input,
            "1\n",
            &format!("error: <stdin>:{message}\n"),
        );
    }
}

#[test]
fn the_limits_are_stated_and_1000_nodes_are_solved() {
    let help = help_in_one_line(BINARY);
    assert_contains(
        &help,
        "Limits: 3 to 1000 nodes (the judge's limit is 50; the 2 x n^2 positions take 7 bytes each, 14 MB at n = 1000)",
    );
    let big = dp_testing::gen_output(BINARY, 3, 1, &["--nodes", "1000", "--density", "1"]);
    let answer = run(BINARY, &[], big.as_bytes());
    assert_eq!(answer.code, 0, "{}", answer.stderr);
    assert!(
        ["0\n", "1\n", "2\n"].contains(&answer.stdout.as_str()),
        "{}",
        answer.stdout
    );
    // One list too many: refused at its "[", before anything is solved.
    let line = format!("[{}]\n", vec!["[]"; 1001].join(","));
    let refused = run(BINARY, &[], line.as_bytes());
    assert_eq!(refused.code, 1);
    assert_contains(
        &refused.stderr,
        "error: <stdin>:1:3002: more than 1000 nodes: this solver's limit is 1000 nodes",
    );
}

#[test]
fn gen_takes_values_and_ranges_within_the_limits() {
    let graphs = dp_testing::gen_output(BINARY, 1, 100, &["--nodes", "5-7", "--density", "0-30"]);
    let answers = run(BINARY, &[], graphs.as_bytes());
    assert_eq!((answers.code, answers.stdout.lines().count()), (0, 100));
    for line in graphs.lines() {
        let lists = line.matches('[').count() - 1;
        assert!((5..=7).contains(&lists), "{line}");
    }
    dp_testing::assert_gen_refuses(
        BINARY,
        &[
            ["--nodes", "2"],
            ["--nodes", "1001"],
            ["--density", "101"],
            ["--nodes", "9-3"],
        ],
    );
}

#[test]
fn explain_keeps_to_80_columns() {
    let explained = dp_testing::explain_of_fixtures(BINARY, "cat-and-mouse");
    for line in explained.lines() {
        assert!(line.chars().count() <= 80, "{line}");
    }
}

#[test]
fn every_fixtures_page_data_round_trips_through_its_type() {
    dp_testing::assert_lesson_data_round_trips::<cat_and_mouse::page::Data>(
        crate::BINARY,
        "cat-and-mouse",
    );
}
