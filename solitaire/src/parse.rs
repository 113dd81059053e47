//! Reading deals: each deal is 9 piles of 4 cards, listed bottom to top, 36 tokens in all;
//! a card is a rank `6 7 8 9 T J Q K A` and a suit `S C D H`, in capitals. The judge puts
//! one pile on a line; any whitespace is accepted, since the order of the cards is what
//! matters. A deal must hold 36 distinct cards: the 36-card deck, each card once.

use std::fmt;

use dp_problem::ReadCase;
use dp_problem::scan::{ParseError, Pos, Scanner};

/// Piles on the table.
pub const PILES: usize = 9;
/// Cards a pile starts with.
pub const PILE_HEIGHT: usize = 4;
/// Cards in a deal: the whole 36-card deck.
pub const CARDS: usize = PILES * PILE_HEIGHT;

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

/// What a card is, for messages.
const CARD_EXPECTED: &str = "a card: a rank 6 7 8 9 T J Q K A and a suit S C D H";

impl ReadCase for Deal {
    /// Reads deal `deal_number` (from 1): 36 cards, each in O(1). The input has no
    /// terminator, so this never returns `Ok(None)`.
    fn read_case(
        scanner: &mut Scanner<'_>,
        deal_number: usize,
    ) -> Result<Option<Self>, ParseError> {
        if let Some((deal, length)) = plain_deal(scanner.buffered()) {
            scanner.take_buffered(length);
            return Ok(Some(deal));
        }
        let mut piles = [[Card { rank: 0, suit: 0 }; PILE_HEIGHT]; PILES];
        // Where each card of the deck was dealt, to name the first place of a duplicate.
        let mut seen: [[Option<Pos>; SUITS.len()]; RANKS.len()] = [[None; 4]; 9];
        for (pile_index, pile) in piles.iter_mut().enumerate() {
            for (height, slot) in pile.iter_mut().enumerate() {
                // `next_token` rather than `expect_token`: one pass over the whitespace, and
                // the same error where the input ends (a token not found leaves the end of
                // the last one where it was).
                let Some(token) = scanner.next_token() else {
                    let dealt = pile_index * PILE_HEIGHT + height;
                    return Err(ParseError::new(
                        scanner.end_of_last_token(),
                        format!(
                            "input ended inside deal {deal_number} after {dealt} of its {CARDS} \
                             cards, expected {PILES} piles of {PILE_HEIGHT} cards"
                        ),
                    ));
                };
                let Some(card) = card(token.text()) else {
                    return Err(ParseError::unexpected(&token, CARD_EXPECTED));
                };
                let pos = token.pos();
                let first = &mut seen[usize::from(card.rank)][usize::from(card.suit)];
                if let Some(first) = first {
                    return Err(ParseError::new(
                        pos,
                        format!(
                            "found {card} a second time (first at {first}), expected {CARDS} \
                             distinct cards"
                        ),
                    ));
                }
                *first = Some(pos);
                *slot = card;
            }
        }
        Ok(Some(Deal { piles }))
    }
}

/// `CARD_PART[byte]`: the rank (0 to 8) a byte names in bits 0 to 3, or 15 when it names
/// none; the suit (0 to 3) in bits 4 to 6, or 7 when it names none. One lookup a byte
/// rather than a chain of comparisons.
const CARD_PART: [u8; 256] = {
    let mut table = [0xFF; 256];
    let mut i = 0;
    while i < RANKS.len() {
        table[RANKS[i] as usize] = 0xF0 | i as u8;
        i += 1;
    }
    let mut i = 0;
    while i < SUITS.len() {
        table[SUITS[i] as usize] = (i as u8) << 4 | 0x8F;
        i += 1;
    }
    table
};

/// The deal at the start of `bytes` when it is written the plain way and is valid: after
/// up to 7 spaces and newlines, 36 cards of the deck, each once, each followed by one
/// space or newline, all in `bytes`. The deal, and how many bytes lead up to the end of
/// its last card. Anything else is `None`, and [`Deal::read_case`] reads the deal token by
/// token, finding the error if there is one: in a plain deal every token is a card and
/// no card is dealt twice, so the token-by-token reading would find no error and make
/// the same deal. A deal costs this about a tenth of what the tokens cost.
fn plain_deal(bytes: &[u8]) -> Option<(Deal, usize)> {
    let lead = bytes
        .iter()
        .take(8)
        .position(|&byte| byte != b' ' && byte != b'\n')?;
    let text: &[u8; 3 * CARDS] = bytes.get(lead..)?.first_chunk()?;
    let mut piles = [[Card { rank: 0, suit: 0 }; PILE_HEIGHT]; PILES];
    let (mut dealt, mut plain) = (0u64, true);
    for (index, written) in text.chunks_exact(3).enumerate() {
        let read = card(&written[..2]);
        plain &= read.is_some() && matches!(written[2], b' ' | b'\n');
        let Card { rank, suit } = read.unwrap_or(Card { rank: 0, suit: 0 });
        dealt |= 1 << (4 * rank + suit);
        piles[index / PILE_HEIGHT][index % PILE_HEIGHT] = Card { rank, suit };
    }
    (plain && dealt == (1 << CARDS) - 1).then_some((Deal { piles }, lead + 3 * CARDS - 1))
}

/// The card a token names, if it names one.
fn card(text: &[u8]) -> Option<Card> {
    let &[rank, suit] = text else {
        return None;
    };
    let (rank, suit) = (
        CARD_PART[usize::from(rank)] & 15,
        CARD_PART[usize::from(suit)] >> 4 & 7,
    );
    if usize::from(rank) >= RANKS.len() || usize::from(suit) >= SUITS.len() {
        return None;
    }
    Some(Card { rank, suit })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deals(input: &[u8]) -> Vec<Result<Deal, ParseError>> {
        dp_problem::scan::read_all(input, Deal::read_case)
    }

    const SAMPLE: &str = "AS 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\n\
                          QC TH KC 8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n";

    #[test]
    fn reads_the_sample() {
        let deals = deals(SAMPLE.as_bytes());
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
            .pop()
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
            let all: Vec<_> = deals(input.as_bytes())
                .into_iter()
                .map(|deal| deal.map_err(|e| e.to_string()))
                .collect();
            assert_eq!(all, [Err(message.to_owned())], "{input}");
        }
    }

    /// Each way of writing deals must read as the plain way does, deal for deal and error
    /// for error: the plain deals go through `plain_deal`, the rest token by token.
    #[test]
    fn plain_deals_read_as_deals_written_any_other_way() {
        let mut rng = dp_core::rng::SplitMix64::new(7);
        let mut deck = Card::deck();
        let mut written: [String; 5] = Default::default();
        let mut expected = Vec::new();
        for _ in 0..200 {
            rng.shuffle(&mut deck);
            let cards: Vec<String> = deck.iter().map(Card::to_string).collect();
            let piles: Vec<String> = cards
                .chunks(PILE_HEIGHT)
                .map(|pile| pile.join(" "))
                .collect();
            written[0] += &format!("{}\n\n", piles.join("\n"));
            written[1] += &format!("{}\r\n", piles.join("\r\n"));
            written[2] += &format!("\t{}  ", cards.join(" \t"));
            written[3] += &format!("{} ", cards.join(" "));
            written[4] += &format!("        {}\n", cards.join("\n"));
            expected.push(Ok(Deal {
                piles: std::array::from_fn(|pile| std::array::from_fn(|h| deck[4 * pile + h])),
            }));
        }
        for (way, text) in written.iter().enumerate() {
            // Without its last byte, the last deal ends at the end of the input.
            for text in [text.as_str(), text.trim_end()] {
                assert!(deals(text.as_bytes()) == expected, "way {way}");
            }
        }
        // An error after plain deals, and one inside a deal written the plain way: the
        // positions of the token-by-token reading.
        let plain = &written[0];
        let first_error = |text: &str| {
            deals(text.as_bytes())
                .into_iter()
                .find_map(Result::err)
                .map(|error| error.to_string())
        };
        assert_eq!(
            first_error(&format!("{plain}AS QX")),
            Some(format!(
                "{}:4: found \"QX\", expected a card: a rank 6 7 8 9 T J Q K A and a suit S C \
                 D H",
                plain.lines().count() + 1
            ))
        );
        // The second deal, written the plain way, with its last card (line 19, column 10)
        // its first card (line 11) again.
        let mut lines: Vec<&str> = plain.split('\n').take(20).collect();
        let (first_card, last) = (&lines[10][..2], lines[18].len() - 2);
        let twice = format!("{}{first_card}", &lines[18][..last]);
        lines[18] = &twice;
        assert_eq!(
            first_error(&format!("{}\n", lines.join("\n"))),
            Some(format!(
                "19:10: found {first_card} a second time (first at 11:1), expected 36 distinct \
                 cards"
            ))
        );
    }

    #[test]
    fn thousands_of_deals_on_one_line_keep_their_columns() {
        // Every card is placed in O(1): a long line costs no rescans (10,000 deals on one
        // line once took a minute), and the columns stay exact.
        let deal = SAMPLE.split_whitespace().collect::<Vec<_>>().join(" ");
        let count = 10_000;
        let line = format!("{} AS KX", vec![deal.as_str(); count].join(" "));
        let deals = deals(line.as_bytes());
        assert_eq!(deals.len(), count + 1);
        assert!(deals[..count].iter().all(Result::is_ok));
        let column = count * (deal.len() + 1) + 4;
        assert_eq!(
            deals[count]
                .as_ref()
                .map(|_| ())
                .map_err(ToString::to_string),
            Err(format!(
                "1:{column}: found \"KX\", expected a card: a rank 6 7 8 9 T J Q K A and a suit \
                 S C D H"
            ))
        );
    }
}
