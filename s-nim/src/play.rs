//! `s-nim play`: the student plays the first position of a test case against the optimal
//! player, a move taking s beads (s in S) from one heap, and each move is priced by the
//! DP's own Grundy numbers ([`grundy_table`]): a move wins exactly when it leaves the XOR
//! of the heaps' numbers at 0. Values are games: 1 a win, 0 a loss.

use serde::Serialize;

use crate::SNim;
use dp_problem::{Decisions, Priced, Turn};
use dp_problem::{Error, Playable};

use crate::parse::Case;
use crate::solve::{grundy_table, usable_moves};

/// One position of S-Nim, solved for play.
#[derive(Debug)]
pub struct Game {
    heaps: Vec<u32>,
    /// S, sorted, without duplicates or moves beyond the largest heap.
    moves: Vec<u32>,
    /// g(n) for every heap size up to the largest.
    grundy: Vec<u8>,
}

/// A position: the heaps, and who moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// The beads in each heap, in input order.
    pub heaps: Vec<u32>,
    /// Who moves: 0 the first player, 1 the second.
    pub mover: usize,
}

/// Take `beads` from heap `heap` (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Take {
    /// The heap, from 0.
    pub heap: usize,
    /// How many beads: one of S.
    pub beads: u32,
}

impl Game {
    /// The game on the first position of `case` (none: no heaps).
    pub fn new(case: &Case) -> Game {
        let heaps = case.positions().next().unwrap_or_default().to_vec();
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let moves = usable_moves(&case.moves, largest);
        let grundy = grundy_table(&moves, largest);
        Game {
            heaps,
            moves,
            grundy,
        }
    }

    fn xor(&self, heaps: &[u32]) -> u8 {
        heaps
            .iter()
            .fold(0, |xor, &heap| xor ^ self.grundy[heap as usize])
    }
}

impl Decisions for Game {
    type Position = Position;
    type Choice = Take;
    type Value = i64;

    const PLAYERS: &'static [&'static str] = &["Player 1", "Player 2"];
    const UNIT: &'static str = "games won";

    fn start(&self) -> Position {
        Position {
            heaps: self.heaps.clone(),
            mover: 0,
        }
    }

    fn turn(&self, at: &Position) -> Turn {
        let can_move = at
            .heaps
            .iter()
            .any(|&heap| self.moves.first().is_some_and(|&s| s <= heap));
        if can_move {
            Turn::Player(at.mover)
        } else {
            Turn::Over
        }
    }

    fn options(&self, at: &Position) -> Vec<Priced<Take, Position, i64>> {
        let mut options = Vec::new();
        for (heap, &beads) in at.heaps.iter().enumerate() {
            for &take in self.moves.iter().take_while(|&&take| take <= beads) {
                let mut heaps = at.heaps.clone();
                heaps[heap] -= take;
                options.push(Priced {
                    choice: Take { heap, beads: take },
                    // XOR 0 after the move: the opponent is to move in a lost position.
                    value: i64::from(self.xor(&heaps) == 0),
                    leads_to: Position {
                        heaps,
                        mover: 1 - at.mover,
                    },
                });
            }
        }
        options
    }

    fn show(&self, at: &Position) -> String {
        let heaps: Vec<String> = at.heaps.iter().map(u32::to_string).collect();
        format!("heaps {}", heaps.join(" "))
    }

    fn board(&self, at: &Position) -> String {
        let moves: Vec<String> = self.moves.iter().map(u32::to_string).collect();
        format!("{}; a move takes {} beads", self.show(at), moves.join(", "))
    }

    fn ask(&self, _: &Position) -> String {
        "HEAP:BEADS (1:3 takes 3 beads from heap 1)".to_owned()
    }

    fn key(&self, take: &Take) -> String {
        format!("{}:{}", take.heap + 1, take.beads)
    }

    fn name(&self, _: &Position, take: &Take) -> String {
        format!("take {} from heap {}", take.beads, take.heap + 1)
    }

    fn worth(&self, value: i64) -> String {
        dp_problem::decide::win_or_loss(value)
    }

    fn cost(&self, cost: i64) -> String {
        cost.to_string()
    }

    fn result(&self, end: &Position) -> String {
        format!(
            "Game over: Player {} cannot move, and Player {} wins.",
            end.mover + 1,
            2 - end.mover
        )
    }
}

impl Playable for SNim {
    type Game = Game;

    fn game(case: &Self::Case, _: &Self::Options) -> Result<Game, Error> {
        Ok(Game::new(case))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::solve;
    use dp_problem::decide::best;

    #[test]
    fn the_values_are_the_solves_letters() {
        // The judge's move set S = {2, 5}: the best move wins exactly when the solve says W.
        for heaps in [vec![5, 12], vec![2, 4, 7], vec![2, 3, 7, 12]] {
            let case = Case::new(&[2, 5], std::slice::from_ref(&heaps));
            let game = Game::new(&case);
            let wins = solve(&case, false).wins[0];
            let options = game.options(&game.start());
            let best_value = best(&options).map_or(0, |best| options[best].value);
            assert_eq!(best_value == 1, wins, "{heaps:?}");
        }
    }
}
