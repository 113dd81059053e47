//! Reading deals: each deal is 9 piles of 4 cards, listed bottom to top, 36 tokens in all;
//! a card is a rank `6 7 8 9 T J Q K A` and a suit `S C D H`, in capitals. The judge puts
//! one pile on a line; any whitespace is accepted, since the order of the cards is what
//! matters. A deal must hold 36 distinct cards: the 36-card deck, each card once.

use std::fmt;

use dp_core::scan::{ParseError, Pos, Scanner, cases};

/// Piles on the table.
pub const PILES: usize = 9;
/// Cards a pile starts with.
pub const PILE_HEIGHT: usize = 4;

const RANKS: &[u8; 9] = b"6789TJQKA";
const SUITS: &[u8; 4] = b"SCDH";

/// One card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Card {
    /// 0 for `6` up to 8 for `A`.
    pub rank: u8,
    /// 0 to 3 for `S C D H`.
    pub suit: u8,
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rank, suit) = (RANKS[usize::from(self.rank)], SUITS[usize::from(self.suit)]);
        write!(f, "{}{}", char::from(rank), char::from(suit))
    }
}

impl Card {
    /// All 36 cards, by rank then suit.
    pub fn deck() -> Vec<Card> {
        (0..9u8)
            .flat_map(|rank| (0..4u8).map(move |suit| Card { rank, suit }))
            .collect()
    }
}

/// One deal: `piles[p][h]` is the card at height `h` (0 = bottom) of pile `p`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The piles, each bottom to top.
    pub piles: [[Card; PILE_HEIGHT]; PILES],
}

/// The deals in `input`, each `Ok` until the first error, which ends the iteration.
pub fn deals(input: &[u8]) -> impl Iterator<Item = Result<Deal, ParseError>> + '_ {
    cases(input, |scanner, deal_number| {
        read_deal(scanner, deal_number).map(Some)
    })
}

fn read_deal(scanner: &mut Scanner<'_>, deal_number: usize) -> Result<Deal, ParseError> {
    let mut piles = [[Card { rank: 0, suit: 0 }; PILE_HEIGHT]; PILES];
    // Where each card of the deck was dealt, to name the first place of a duplicate.
    let mut seen: [[Option<Pos>; 4]; 9] = [[None; 4]; 9];
    for (pile_index, pile) in piles.iter_mut().enumerate() {
        for (height, slot) in pile.iter_mut().enumerate() {
            let Some(token) = scanner.next_token() else {
                let dealt = pile_index * PILE_HEIGHT + height;
                return Err(ParseError::new(
                    scanner.end_of_last_token(),
                    format!(
                        "input ended inside deal {deal_number} after {dealt} of its 36 cards, \
                         expected 9 piles of 4 cards"
                    ),
                ));
            };
            let card = match token.text() {
                &[rank, suit] => RANKS
                    .iter()
                    .position(|&r| r == rank)
                    .zip(SUITS.iter().position(|&s| s == suit))
                    .map(|(rank, suit)| Card {
                        rank: rank as u8,
                        suit: suit as u8,
                    }),
                _ => None,
            };
            let Some(card) = card else {
                return Err(ParseError::unexpected(
                    &token,
                    "a card: a rank 6 7 8 9 T J Q K A and a suit S C D H",
                ));
            };
            let first = &mut seen[usize::from(card.rank)][usize::from(card.suit)];
            if let Some(first) = first {
                return Err(ParseError::new(
                    token.pos(),
                    format!(
                        "found {card} a second time (first at {first}), expected 36 distinct cards"
                    ),
                ));
            }
            *first = Some(token.pos());
            *slot = card;
        }
    }
    Ok(Deal { piles })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "AS 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\n\
                          QC TH KC 8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n";

    #[test]
    fn reads_the_sample() {
        let deals: Vec<_> = deals(SAMPLE.as_bytes()).collect();
        assert_eq!(deals.len(), 1);
        let deal = deals[0].as_ref().expect("valid");
        assert_eq!(
            deal.piles[0].map(|c| c.to_string()),
            ["AS", "9S", "6C", "KS"]
        );
        assert_eq!(deal.piles[8][3].to_string(), "6H");
    }

    #[test]
    fn every_card_of_the_deck_round_trips() {
        let deck = Card::deck();
        assert_eq!(deck.len(), 36);
        let text = deck
            .iter()
            .map(Card::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        let deal = deals(text.as_bytes())
            .next()
            .expect("a deal")
            .expect("valid");
        assert_eq!(deal.piles.as_flattened(), &deck[..]);
    }

    #[test]
    fn errors_name_the_problem() {
        let cases = [
            (
                "AS 1S",
                "1:4: found \"1S\", expected a card: a rank 6 7 8 9 T J Q K A and a suit S C D H",
            ),
            (
                "AS AX",
                "1:4: found \"AX\", expected a card: a rank 6 7 8 9 T J Q K A and a suit S C D H",
            ),
            (
                "as",
                "1:1: found \"as\", expected a card: a rank 6 7 8 9 T J Q K A and a suit S C D H",
            ),
            (
                "AS 10S",
                "1:4: found \"10S\", expected a card: a rank 6 7 8 9 T J Q K A and a suit S C D H",
            ),
            (
                "AS KD\nAS",
                "2:1: found AS a second time (first at 1:1), expected 36 distinct cards",
            ),
            (
                "AS KD",
                "1:6: input ended inside deal 1 after 2 of its 36 cards, expected 9 piles of 4 cards",
            ),
        ];
        for (input, message) in cases {
            let first = deals(input.as_bytes()).next().expect("one result");
            assert_eq!(
                first.map_err(|e| e.to_string()),
                Err(message.to_owned()),
                "{input}"
            );
        }
    }
}
