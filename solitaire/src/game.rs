//! The game's mechanics, shared by the exact DP ([`crate::solve`]) and the random play of
//! `simulate`: a position as a number, and the legal pairs of a position.

use crate::parse::{Deal, PILE_HEIGHT, PILES};

/// A position: how many cards are left on each pile, 3 bits a pile (pile `p` in bits
/// `3p..3p+3`). Which cards those are follows from the deal: always the bottom ones.
pub type Position = u32;

/// The opening position: 4 cards on each of the 9 piles.
pub const START: Position = {
    let mut position = 0;
    let mut pile = 0;
    while pile < PILES {
        position |= (PILE_HEIGHT as u32) << (3 * pile);
        pile += 1;
    }
    position
};

/// The cleared table.
pub const EMPTY: Position = 0;

/// The most legal pairs a position can have: tops of ranks 4 + 4 + 1 give 6 + 6.
pub const MAX_PAIRS: usize = 12;

/// Cards left on `pile`.
pub fn cards_on(position: Position, pile: usize) -> usize {
    (position >> (3 * pile) & 7) as usize
}

/// Cards left on the whole table.
pub fn cards_left(position: Position) -> usize {
    (0..PILES).map(|pile| cards_on(position, pile)).sum()
}

/// The position after removing the top cards of piles `a` and `b`.
pub fn after_pair(position: Position, a: usize, b: usize) -> Position {
    position - (1 << (3 * a)) - (1 << (3 * b))
}

/// A deal reduced to what the game looks at: the rank at every height of every pile.
#[derive(Clone, Debug)]
pub struct Ranks {
    /// `at[p][c]`: the rank on top of pile `p` when it has `c` cards (`c` from 1).
    at: [[u8; PILE_HEIGHT + 1]; PILES],
}

impl Ranks {
    /// The ranks of `deal`; suits never matter.
    pub fn of(deal: &Deal) -> Self {
        let mut at = [[0; PILE_HEIGHT + 1]; PILES];
        for (pile, cards) in deal.piles.iter().enumerate() {
            for (height, card) in cards.iter().enumerate() {
                at[pile][height + 1] = card.rank;
            }
        }
        Self { at }
    }

    /// The rank on top of `pile` when it has `count` cards (`count` from 1 to 4).
    pub fn top(&self, pile: usize, count: usize) -> u8 {
        self.at[pile][count]
    }

    /// The legal pairs of `position`, `(a, b)` with `a < b` in increasing order, written to
    /// `pairs`; returns how many there are.
    pub fn pairs(&self, position: Position, pairs: &mut [(u8, u8); MAX_PAIRS]) -> usize {
        const NO_CARD: u8 = u8::MAX;
        let tops: [u8; PILES] = std::array::from_fn(|pile| match cards_on(position, pile) {
            0 => NO_CARD,
            count => self.at[pile][count],
        });
        let mut found = 0;
        for a in 0..PILES {
            if tops[a] == NO_CARD {
                continue;
            }
            for b in a + 1..PILES {
                if tops[b] == tops[a] {
                    pairs[found] = (a as u8, b as u8);
                    found += 1;
                }
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dp_problem::{ReadCase, Scanner};

    fn deal(text: &str) -> Deal {
        Deal::read_case(&mut Scanner::from_bytes(text.as_bytes()), 1)
            .expect("valid")
            .expect("a deal")
    }

    #[test]
    fn positions_count_cards() {
        assert_eq!(cards_left(START), 36);
        assert_eq!(cards_on(START, 8), 4);
        let after = after_pair(START, 0, 8);
        assert_eq!(
            (cards_on(after, 0), cards_on(after, 4), cards_on(after, 8)),
            (3, 4, 3)
        );
        assert_eq!(cards_left(EMPTY), 0);
    }

    #[test]
    fn pairs_of_the_sample_opening() {
        let sample = "AS 9S 6C KS JC QH AC KH 7S QD JD KD QS TS JS 9H 6D TD AD 8S \
                      QC TH KC 8D 8C 9D TC 7C 9C 7H JH 7D 8H 6S AH 6H";
        let deal = deal(sample);
        let mut pairs = [(0, 0); MAX_PAIRS];
        let found = Ranks::of(&deal).pairs(START, &mut pairs);
        // Tops: KS KH KD 9H 8S 8D 7C 7D 6H: three kings, two eights, two sevens.
        assert_eq!(pairs[..found], [(0, 1), (0, 2), (1, 2), (4, 5), (6, 7)]);
    }
}
