//! The DP. TODO(new problem): replace the placeholder (a subtraction game) with the
//! problem's own, keeping the headings: they are the lesson `explain` teaches.
//!
//! # State
//! n, the stones left; the player to move is the only other thing that matters, and the
//! game is the same for both players, so it needs no place in the state.
//!
//! # Value
//! win(n): whether the player to move can force taking the last stone.
//!
//! # Recurrence
//! win(0) = false (the other player took the last stone); win(n) = true when some take t
//! from 1 to min(3, n) leaves the other player a losing pile: not win(n - t).
//!
//! # Order
//! n from 0 up: win(n) reads only smaller piles.
//!
//! # Answer
//! win(N); the line of play follows the first winning take at each step (the smallest).
//!
//! # Complexity
//! O(N) time and O(N) memory (one byte a pile size).

use crate::parse::Case;

/// The most stones one move takes.
pub const MAX_TAKE: u64 = 3;

/// What the DP found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// win(n) for every n from 0 to N.
    pub wins: Vec<bool>,
    /// The takes of the line of play, first move first.
    pub line: Vec<u64>,
}

impl Solution {
    /// Whether the first player wins.
    pub fn first_player_wins(&self) -> bool {
        self.wins.last().copied().unwrap_or(false)
    }
}

/// Fills win(n) for every pile size up to N, then follows the line of play.
pub fn solve(case: &Case) -> Solution {
    let size = usize::try_from(case.stones).unwrap_or(usize::MAX);
    let mut wins = vec![false; size + 1];
    for n in 1..=size {
        wins[n] = (1..=MAX_TAKE.min(n as u64)).any(|take| !wins[n - take as usize]);
    }
    let mut line = Vec::new();
    let mut left = size;
    while left > 0 {
        // The smallest winning take, or, when there is none, the smallest take.
        let take = (1..=MAX_TAKE.min(left as u64))
            .find(|&take| !wins[left - take as usize])
            .unwrap_or(1);
        line.push(take);
        left -= take as usize;
    }
    Solution { wins, line }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multiples_of_four_lose() {
        let solution = solve(&Case { stones: 8 });
        assert_eq!(
            solution.wins,
            [false, true, true, true, false, true, true, true, false]
        );
        assert_eq!(solution.line.iter().sum::<u64>(), 8);
    }
}
