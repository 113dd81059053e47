//! The data of the lesson page (`explain --html`), read from the one solution: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain` prints.
//!
//! What the lesson page's script (`lesson.js`) reads for one case, from the one solution:
//! the bags, the answer and the line of play, the kept sets of the table (every set when
//! B ≤ [`LATTICE_BAGS`], else those along the line of play) and, beyond, each layer
//! summarised. A set is a bitmask, bit `b - 1` for bag `b`; bags count from 1.

use crate::render::PLAYERS;
use crate::solve::{LATTICE_BAGS, Layer, Solution};

/// The page's data for one case.
pub fn data(solution: &Solution) -> serde_json::Value {
    let case = &solution.case;
    let colors = case.colors;
    let sets: Vec<serde_json::Value> = solution
        .entries
        .iter()
        .flatten()
        .map(|entry| {
            serde_json::json!({
                "set": entry.set,
                "cooker": &entry.cooker[..colors],
                "stones": entry.stones,
                "f": entry.value,
                "chosen": entry.chosen.map(|bag| bag + 1),
                "pours": entry.pours.iter().map(|pour| serde_json::json!({
                    "bag": pour.bag + 1,
                    "gain": pour.gain,
                    "after": pour.after,
                    "value": pour.value,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let mut data = serde_json::json!({
        "colors": colors,
        "need": case.stones_need,
        "bags": case.bags.iter().map(|bag| &bag[..colors]).collect::<Vec<_>>(),
        "difference": solution.difference,
        "alice": solution.alice,
        "bob": solution.bob,
        "states": solution.states,
        "transitions": solution.transitions,
        "line": solution.line.iter().map(|turn| serde_json::json!({
            "player": PLAYERS[turn.player],
            "bag": turn.bag + 1,
            "stones": turn.stones,
        })).collect::<Vec<_>>(),
        "whole": case.bags.len() <= LATTICE_BAGS,
        "sets": sets,
    });
    if let Some(layers) = &solution.layers {
        data["layers"] = layers.iter().map(layer_summary).collect();
    }
    data
}

/// One layer for the page: how many sets, the range of `f`, how many sets leave the
/// player to move ahead, even or behind, and a histogram of `f` in at most
/// [`HISTOGRAM_BINS`] bins of equal width from `low`.
fn layer_summary(layer: &Layer) -> serde_json::Value {
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
    serde_json::json!({
        "sets": count(|_| true),
        "low": low,
        "high": high,
        "ahead": count(|f| f > 0),
        "even": count(|f| f == 0),
        "behind": count(|f| f < 0),
        "width": width,
        "bins": bins,
    })
}

/// Up to how many bins the lesson page's histogram of a layer's values has.
const HISTOGRAM_BINS: i32 = 24;
