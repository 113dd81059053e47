//! The data of the lesson page (`explain --html`), read from the one solution: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain` prints.
//! The schema is the types below, one field a line: `lesson.js` reads exactly these names.
//!
//! For one case: the bags, the answer and the line of play, the kept sets of the table
//! (every set when B ≤ [`LATTICE_BAGS`], else those along the line of play) and, beyond,
//! each layer summarised. A set is a bitmask, bit `b - 1` for bag `b`; bags count from 1.
//! The page's entries are keyed by the set's mask in decimal, or `L` and a layer's size.

use serde::{Deserialize, Serialize};

use crate::render::PLAYERS;
use crate::solve::{LATTICE_BAGS, Layer, Solution};

/// One case's page.
#[derive(Debug, Serialize, Deserialize)]
pub struct Data {
    /// How many colors of gem.
    pub colors: usize,
    /// S: how many gems of a color make a stone.
    pub need: u32,
    /// Each bag's gems, one count a color.
    pub bags: Vec<Vec<u32>>,
    /// f({}): how far Alice finishes ahead.
    pub difference: i32,
    /// Alice's stones.
    pub alice: u32,
    /// Bob's stones.
    pub bob: u32,
    /// How many sets the table has.
    pub states: u64,
    /// How many pours it reads.
    pub transitions: u64,
    /// The line of play, turn by turn.
    pub line: Vec<Turn>,
    /// Whether `sets` is the whole table (B ≤ 5), else the sets along the line of play.
    pub whole: bool,
    /// The kept sets.
    pub sets: Vec<Set>,
    /// Beyond 5 bags: each layer (k bags poured, index k) summarised.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layers: Option<Vec<LayerSummary>>,
}

/// One turn of the line of play.
#[derive(Debug, Serialize, Deserialize)]
pub struct Turn {
    /// "Alice" or "Bob".
    pub player: String,
    /// The bag poured, from 1.
    pub bag: usize,
    /// The stones it melts (more than 0: a bonus turn).
    pub stones: u32,
}

/// One set of poured bags.
#[derive(Debug, Serialize, Deserialize)]
pub struct Set {
    /// Its mask.
    pub set: u32,
    /// The gems left in the cooker, one count a color.
    pub cooker: Vec<u32>,
    /// stones(P): the stones made so far.
    pub stones: u32,
    /// f(P): how far the player to move finishes ahead.
    pub f: i32,
    /// The bag poured by the best pour (the lowest-numbered among equals); null when all
    /// are poured.
    pub chosen: Option<usize>,
    /// Every pour of a bag not yet poured.
    pub pours: Vec<Pour>,
}

/// Pouring one bag into a set.
#[derive(Debug, Serialize, Deserialize)]
pub struct Pour {
    /// The bag, from 1.
    pub bag: usize,
    /// The stones it melts.
    pub gain: u32,
    /// f(P + b).
    pub after: i32,
    /// What it is worth to the player pouring: gain + f(P + b) with a stone, else −f(P + b).
    pub value: i32,
}

/// One layer of the table, summarised.
#[derive(Debug, Serialize, Deserialize)]
pub struct LayerSummary {
    /// How many sets.
    pub sets: u64,
    /// The least f.
    pub low: i32,
    /// The greatest f.
    pub high: i32,
    /// How many leave the player to move ahead (f > 0)…
    pub ahead: u64,
    /// …even…
    pub even: u64,
    /// …behind.
    pub behind: u64,
    /// How many values of f a bin holds.
    pub width: i32,
    /// How many sets in each bin, from `low` up (at most `HISTOGRAM_BINS`).
    pub bins: Vec<u64>,
}

/// The page's data for one case.
pub fn data(solution: &Solution) -> Data {
    let case = &solution.case;
    let colors = case.colors;
    let sets = solution
        .entries
        .iter()
        .flatten()
        .map(|entry| Set {
            set: entry.set,
            cooker: entry.cooker[..colors].to_vec(),
            stones: entry.stones,
            f: entry.value,
            chosen: entry.chosen.map(|bag| bag + 1),
            pours: entry
                .pours
                .iter()
                .map(|pour| Pour {
                    bag: pour.bag + 1,
                    gain: pour.gain,
                    after: pour.after,
                    value: pour.value,
                })
                .collect(),
        })
        .collect();
    Data {
        colors,
        need: case.stones_need,
        bags: case.bags.iter().map(|bag| bag[..colors].to_vec()).collect(),
        difference: solution.difference,
        alice: solution.alice,
        bob: solution.bob,
        states: solution.states,
        transitions: solution.transitions,
        line: solution
            .line
            .iter()
            .map(|turn| Turn {
                player: PLAYERS[turn.player].to_owned(),
                bag: turn.bag + 1,
                stones: turn.stones,
            })
            .collect(),
        whole: case.bags.len() <= LATTICE_BAGS,
        sets,
        layers: solution
            .layers
            .as_ref()
            .map(|layers| layers.iter().map(layer_summary).collect()),
    }
}

/// One layer for the page: how many sets, the range of `f`, how many sets leave the
/// player to move ahead, even or behind, and a histogram of `f` in at most
/// [`HISTOGRAM_BINS`] bins of equal width from `low`.
fn layer_summary(layer: &Layer) -> LayerSummary {
    let count = |keep: fn(i32) -> bool| -> u64 {
        layer
            .values
            .iter()
            .filter(|&&(f, _)| keep(f))
            .map(|&(_, sets)| sets)
            .sum()
    };
    let low = layer.values.first().map_or(0, |&(f, _)| f);
    let high = layer.values.last().map_or(0, |&(f, _)| f);
    let width = (high - low + HISTOGRAM_BINS) / HISTOGRAM_BINS;
    let mut bins = vec![0u64; ((high - low) / width + 1) as usize];
    for &(f, sets) in &layer.values {
        bins[((f - low) / width) as usize] += sets;
    }
    LayerSummary {
        sets: count(|_| true),
        low,
        high,
        ahead: count(|f| f > 0),
        even: count(|f| f == 0),
        behind: count(|f| f < 0),
        width,
        bins,
    }
}

/// Up to how many bins the lesson page's histogram of a layer's values has.
const HISTOGRAM_BINS: i32 = 24;
