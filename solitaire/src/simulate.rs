//! `simulate`: George's random strategy played for real, to set an observed win rate beside
//! the exact probability.

use dp_core::rng::SplitMix64;

use crate::game::{EMPTY, MAX_PAIRS, Ranks, START, after_pair};
use crate::parse::Deal;

/// The outcome of `games` random games on one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Simulation {
    /// Games played.
    pub games: u64,
    /// Games that cleared the table.
    pub wins: u64,
}

/// z for a two-sided 95% interval.
const Z_95: f64 = 1.959_963_984_540_054;

impl Simulation {
    /// The observed win rate (0 for no games).
    pub fn rate(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.wins as f64 / self.games as f64
        }
    }

    /// The 95% Wilson score interval of the win rate: unlike the normal approximation it
    /// stays inside [0, 1] and is sound for rates near 0 or 1. `(0, 1)` for no games.
    pub fn interval_95(&self) -> (f64, f64) {
        if self.games == 0 {
            return (0.0, 1.0);
        }
        let n = self.games as f64;
        let p = self.rate();
        let z2 = Z_95 * Z_95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half_width = Z_95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        (
            (centre - half_width).max(0.0),
            (centre + half_width).min(1.0),
        )
    }
}

/// Plays `games` games on `deal`, each move a legal pair drawn uniformly by `rng`.
pub fn simulate(deal: &Deal, games: u64, rng: &mut SplitMix64) -> Simulation {
    let ranks = Ranks::of(deal);
    let mut pairs = [(0, 0); MAX_PAIRS];
    let mut wins = 0;
    for _ in 0..games {
        let mut position = START;
        loop {
            let count = ranks.pairs(position, &mut pairs);
            if count == 0 {
                break;
            }
            let (a, b) = pairs[rng.below(count as u64) as usize];
            position = after_pair(position, usize::from(a), usize::from(b));
        }
        wins += u64::from(position == EMPTY);
    }
    Simulation { games, wins }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate_and_stays_in_range() {
        let half = Simulation {
            games: 100,
            wins: 50,
        };
        let (low, high) = half.interval_95();
        assert!(low < 0.5 && 0.5 < high);
        assert!(
            (low - 0.4038).abs() < 1e-4 && (high - 0.5962).abs() < 1e-4,
            "{low} {high}"
        );
        let none = Simulation { games: 20, wins: 0 };
        let (low, high) = none.interval_95();
        assert_eq!(low, 0.0);
        assert!(high > 0.0 && high < 0.2);
    }
}
