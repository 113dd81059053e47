//! [`GameGraph`]: a problem's [`Decisions`] written out as data, for the play mode of the
//! lesson page (`explain --html`, and so `serve`): the positions a student can reach
//! against the optimal player, breadth first from the start, each with its options (their values and costs from the solve,
//! the position each leads to) or chance's outcomes (their weights), within [`GAME_BYTES`] of
//! JSON. The page plays it with no solver behind it, so every number the student
//! sees is the one `NAME play` shows on the terminal: both read the same `Decisions`.
//!
//! A game larger than the limit (pig to 100, a deal of 52 cards) is written in part: the
//! positions nearest the start, breadth first, so that its opening can be played on the
//! page; an option that leads beyond them has no `next`, and the page says where the
//! rest is played (`NAME play --case N`).

use std::collections::{HashMap, HashSet, VecDeque};

use serde::{Deserialize, Serialize};

use crate::decide::{self, Amount, Decisions, Turn};

/// The most bytes of JSON a page gives one game, so that a page of several cases stays
/// well under its 2 MB: some 500 positions.
pub const GAME_BYTES: usize = 160_000;

/// A game as the page's play mode reads it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameGraph {
    /// The players, the first mover first.
    pub players: Vec<String>,
    /// What values and costs count: `stones`, `chance to win`.
    pub unit: String,
    /// Whether costs read as percentages (the game writes its mean cost so).
    pub percent: bool,
    /// Whether every position reachable from the start is here.
    pub whole: bool,
    /// The positions; the start is the first.
    pub nodes: Vec<Node>,
}

/// One position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Node {
    /// The position in one line, for the log of moves.
    pub show: String,
    /// The position as the player to move sees it, when it says more than `show`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// `player` (with `mover`), `chance` or `over`.
    pub turn: String,
    /// The player to move, from 0, at a player's position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mover: Option<usize>,
    /// What the player is asked: `take 1 to 3 piles`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ask: Option<String>,
    /// The options, in the order the game lists them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<Choice>,
    /// The option the optimal player takes (the first of the largest value).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<usize>,
    /// Chance's outcomes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chances: Vec<Chance>,
    /// How the game ended, at its end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
}

/// One option at a position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    /// The choice in words: `take 3 piles (12)`.
    pub name: String,
    /// What one types for it in `NAME play`.
    pub key: String,
    /// Its value to the mover, as a number (for sums).
    pub value: f64,
    /// Its value in words: `-11`, `53.062%`, `win`.
    pub worth: String,
    /// The best value less this one, as a number.
    pub cost: f64,
    /// The same in words.
    pub cost_text: String,
    /// The position it leads to; absent when that is beyond the positions written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<usize>,
}

/// One outcome of chance.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chance {
    /// Its weight among the outcomes.
    pub weight: u64,
    /// What happened: `rolls 4`.
    pub what: String,
    /// The position it leads to; absent when beyond the positions written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<usize>,
}

/// `game` as the page plays it, within about `budget` bytes of JSON: every position
/// reachable from the start when the student plays one side (either, in a game of two)
/// and the optimal player the other, breadth first. At the optimal player's positions
/// only its own choice is followed (the other options keep their values but no `next`),
/// which keeps a game of two within reach of a page. Positions are told apart by their
/// serialised form. A game whose first position alone is over the budget (thousands of
/// options) has no graph at all.
pub fn game_graph<G: Decisions>(game: &G, budget: usize) -> Option<GameGraph> {
    let players = G::PLAYERS;
    let roles = players.len().clamp(1, 2);
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut positions: Vec<G::Position> = Vec::new();
    let mut nodes: Vec<Node> = Vec::new();
    let mut leads: Vec<Vec<G::Position>> = Vec::new();
    let mut seen: HashSet<(usize, usize)> = HashSet::new();
    let mut queue: VecDeque<(usize, usize)> = (0..roles).map(|role| (0, role)).collect();
    let mut bytes = 0;
    let mut whole = true;
    positions.push(game.start());
    index.insert(key_of(&positions[0]), 0);
    while let Some((at, role)) = queue.pop_front() {
        if !seen.insert((at, role)) {
            continue;
        }
        if at == nodes.len() {
            let (node, next) = node_of(game, &positions[at]);
            bytes += serde_json::to_string(&node).map_or(0, |text| text.len()) + 16;
            if bytes > budget && at > 0 {
                // Past the budget: this position and every later one stay out.
                whole = false;
                break;
            }
            if bytes > budget {
                return None;
            }
            nodes.push(node);
            leads.push(next);
        }
        let node = &nodes[at];
        let follow: Vec<usize> = match (node.turn.as_str(), node.mover) {
            ("player", Some(mover)) if roles == 2 && mover != role => {
                node.best.into_iter().collect()
            }
            ("player", _) | ("chance", _) => (0..leads[at].len()).collect(),
            _ => Vec::new(),
        };
        for k in follow {
            let name = key_of(&leads[at][k]);
            let next = *index.entry(name).or_insert_with(|| {
                positions.push(leads[at][k].clone());
                positions.len() - 1
            });
            let node = &mut nodes[at];
            match node.turn.as_str() {
                "chance" => node.chances[k].next = Some(next),
                _ => node.options[k].next = Some(next),
            }
            queue.push_back((next, role));
        }
    }
    // Nexts that point past the positions written lead beyond the page.
    let written = nodes.len();
    for node in &mut nodes {
        for next in node
            .options
            .iter_mut()
            .map(|option| &mut option.next)
            .chain(node.chances.iter_mut().map(|chance| &mut chance.next))
        {
            if next.is_some_and(|next| next >= written) {
                *next = None;
                whole = false;
            }
        }
    }
    Some(GameGraph {
        players: players.iter().map(|&name| name.to_owned()).collect(),
        unit: G::UNIT.to_owned(),
        percent: game.per_decision(0.5).ends_with('%'),
        whole,
        nodes,
    })
}

/// A position's identity: its serialised form.
fn key_of<P: Serialize>(at: &P) -> String {
    serde_json::to_string(at).unwrap_or_default()
}

/// The node of `at`, its `next`s not yet numbered, and the positions its options (or
/// outcomes) lead to, in order.
fn node_of<G: Decisions>(game: &G, at: &G::Position) -> (Node, Vec<G::Position>) {
    let show = game.show(at);
    let board = Some(game.board(at)).filter(|board| *board != show);
    let mut node = Node {
        show,
        board,
        turn: String::new(),
        mover: None,
        ask: None,
        options: Vec::new(),
        best: None,
        chances: Vec::new(),
        result: None,
    };
    let mut leads = Vec::new();
    match game.turn(at) {
        Turn::Player(mover) => {
            let options = game.options(at);
            let best = decide::best(&options);
            let top = best.map(|best| options[best].value);
            node.turn = "player".to_owned();
            node.mover = Some(mover);
            node.ask = Some(game.ask(at));
            node.best = best;
            for option in options {
                let cost = top.map_or(G::Value::ZERO, |top| top.minus(option.value));
                node.options.push(Choice {
                    name: game.name(at, &option.choice),
                    key: game.key(&option.choice),
                    value: option.value.as_f64(),
                    worth: game.worth(option.value),
                    cost: cost.as_f64(),
                    cost_text: game.cost(cost),
                    next: None,
                });
                leads.push(option.leads_to);
            }
        }
        Turn::Chance => {
            node.turn = "chance".to_owned();
            for outcome in game.chances(at) {
                node.chances.push(Chance {
                    weight: outcome.weight,
                    what: outcome.what,
                    next: None,
                });
                leads.push(outcome.leads_to);
            }
        }
        Turn::Over => {
            node.turn = "over".to_owned();
            node.result = Some(game.result(at));
        }
    }
    (node, leads)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decide::{Outcome, Priced};
    use serde::Serialize;

    /// Nim on one heap, take 1 or 2, the last to take wins; a coin before each move
    /// (heads or tails, the same position) to try chance.
    struct Nim {
        heap: u8,
    }

    #[derive(Clone, Serialize)]
    struct At {
        heap: u8,
        mover: usize,
        coin: bool,
    }

    impl Decisions for Nim {
        type Position = At;
        type Choice = u8;
        type Value = i64;
        const PLAYERS: &'static [&'static str] = &["A", "B"];
        const UNIT: &'static str = "games won";
        fn start(&self) -> At {
            At {
                heap: self.heap,
                mover: 0,
                coin: true,
            }
        }
        fn turn(&self, at: &At) -> Turn {
            match (at.heap, at.coin) {
                (0, _) => Turn::Over,
                (_, true) => Turn::Chance,
                _ => Turn::Player(at.mover),
            }
        }
        fn options(&self, at: &At) -> Vec<Priced<u8, At, i64>> {
            (1..=at.heap.min(2))
                .map(|take| Priced {
                    choice: take,
                    // Losing positions are the multiples of 3.
                    value: i64::from((at.heap - take).is_multiple_of(3)),
                    leads_to: At {
                        heap: at.heap - take,
                        mover: 1 - at.mover,
                        coin: true,
                    },
                })
                .collect()
        }
        fn chances(&self, at: &At) -> Vec<Outcome<At>> {
            ["heads", "tails"]
                .map(|what| Outcome {
                    weight: 1,
                    what: what.to_owned(),
                    leads_to: At { coin: false, ..*at },
                })
                .into()
        }
        fn show(&self, at: &At) -> String {
            format!("heap {}", at.heap)
        }
        fn ask(&self, _: &At) -> String {
            "take 1 or 2".into()
        }
        fn key(&self, take: &u8) -> String {
            take.to_string()
        }
        fn worth(&self, value: i64) -> String {
            value.to_string()
        }
        fn result(&self, _: &At) -> String {
            "over".into()
        }
    }

    #[test]
    fn every_reachable_position_once_with_costs_from_the_values() {
        let graph = game_graph(&Nim { heap: 4 }, GAME_BYTES).expect("a small game");
        assert!(graph.whole);
        // Heaps 4 to 0, each with A or B to move and the coin tossed or not: at most 20
        // positions, each once.
        assert!(graph.nodes.len() <= 20, "{}", graph.nodes.len());
        let start = &graph.nodes[0];
        assert_eq!(start.turn, "chance");
        assert_eq!(start.chances.len(), 2);
        assert_eq!(start.chances[0].next, start.chances[1].next);
        let four = &graph.nodes[start.chances[0].next.expect("written")];
        assert_eq!(four.turn, "player");
        // From 4, taking 1 leaves 3 (a loss for the other): value 1, cost 0; taking 2 costs 1.
        assert_eq!(four.best, Some(0));
        let costs: Vec<f64> = four.options.iter().map(|option| option.cost).collect();
        assert_eq!(costs, [0.0, 1.0]);
        assert_eq!(four.options[1].cost_text, "1");
        assert!(graph.nodes.iter().any(|node| node.result.is_some()));
    }

    #[test]
    fn a_game_beyond_the_limit_is_written_from_its_start() {
        let graph = game_graph(&Nim { heap: 200 }, 1_000).expect("the start fits");
        assert!(!graph.whole);
        assert!(graph.nodes.len() > 3, "{}", graph.nodes.len());
        let bytes = serde_json::to_string(&graph).expect("JSON").len();
        assert!(bytes < 1_400, "{bytes} bytes");
        let beyond = graph
            .nodes
            .iter()
            .flat_map(|node| node.options.iter().map(|option| option.next))
            .chain(
                graph
                    .nodes
                    .iter()
                    .flat_map(|node| node.chances.iter().map(|chance| chance.next)),
            )
            .filter(Option::is_none)
            .count();
        assert!(beyond > 0);
        assert_eq!(game_graph(&Nim { heap: 200 }, 10), None);
    }

    #[test]
    fn the_optimal_player_follows_its_own_choice_only() {
        // Every player's position follows at least the optimal choice, and a student's all.
        let graph = game_graph(&Nim { heap: 30 }, GAME_BYTES).expect("a small game");
        let mut pruned = 0;
        for node in &graph.nodes {
            if node.turn == "player" {
                let best = node.best.expect("a best option");
                assert!(node.options[best].next.is_some());
                pruned += node
                    .options
                    .iter()
                    .filter(|option| option.next.is_none())
                    .count();
            }
        }
        assert!(graph.whole);
        // Heap 30, either side the student: 31 heaps x 2 movers x coin or not at most.
        assert!(graph.nodes.len() <= 124);
        // Positions that only a student's mistakes reach are not followed for the optimal
        // player beyond its own choice.
        assert!(pruned > 0);
    }
}
