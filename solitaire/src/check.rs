//! What `solitaire check` and `solitaire judge` need of this problem: the judge's rule for
//! a probability in decimals, the edge families, how a deal is written back and how it
//! gets simpler.
//!
//! - The rule (`judge`): the answer must be a decimal number within 10⁻⁶ of the exact
//!   probability (one unit of the sixth decimal). The judge prints 6 decimals, and a right
//!   solution in `double` prints the exact value's rounding except when the probability
//!   lies within about 10⁻¹² of a rounding boundary, where it may print the neighbouring
//!   digit: 10⁻⁶ accepts that, and no more. With `--exact` the fraction must be ours,
//!   token for token.
//! - Edge families, one deal in eight: certain losses (nine different ranks on top, or
//!   every pile of one rank), deals in deck order (every pile a run of ranks), and deals
//!   whose piles come in mirrored pairs (high chances).
//! - A deal is always 36 cards, so shrinking makes it more ordered rather than smaller:
//!   one card swapped with the one that stands where it would in deck order.

use std::io::{self, Write};

use dp_cli::verdict::next;
use dp_cli::{Check, Verdict};
use dp_core::rng::SplitMix64;
use dp_problem::scan::Scanner;
use itertools::Itertools;

use crate::Options;
use crate::Solitaire;
use crate::generate::Knobs;
use crate::parse::{CARDS, Card, Deal, PILE_HEIGHT, PILES};
use crate::solve::Solution;

/// The tolerance of `judge`: one unit of the sixth decimal.
pub const TOLERANCE: f64 = 1e-6;

fn write_piles(piles: &[Vec<Card>], out: &mut dyn Write) -> io::Result<()> {
    for pile in piles {
        writeln!(out, "{}", pile.iter().format(" "))?;
    }
    writeln!(out)
}

impl Check for Solitaire {
    /// Judges one deal's answer: see the module's comment.
    fn judge(
        deal: &Deal,
        options: &Options,
        solution: &Solution,
        output: &mut Scanner<'_>,
    ) -> Result<(), Verdict> {
        if options.exact {
            let exact = solution.exact();
            let expected = format!("{}/{}", exact.numer(), exact.denom());
            return dp_cli::verdict::same_tokens(expected.as_bytes(), output);
        }
        let _ = deal;
        let token = next(output, "the probability, 6 decimals")?;
        let text = std::str::from_utf8(token.text()).unwrap_or("");
        let value = text.parse::<f64>().ok().filter(|value| {
            value.is_finite()
                && text
                    .bytes()
                    .all(|b| b.is_ascii_digit() || b == b'.' || b == b'-')
        });
        let Some(value) = value else {
            return Err(Verdict::Malformed(format!(
                "found {} at {} of the output, expected the probability, 6 decimals",
                token.quoted(),
                token.pos()
            )));
        };
        if (value - solution.probability()).abs() > TOLERANCE + 1e-12 {
            return Err(Verdict::Wrong(format!(
                "token 1 at {} of the output: expected {} (within {TOLERANCE:e}), found {text}",
                token.pos(),
                solution.rounded()
            )));
        }
        Ok(())
    }

    /// Writes a deal of one of the edge families.
    fn edge(_: &Knobs, out: &mut dyn Write, rng: &mut SplitMix64) -> io::Result<()> {
        let deck = Card::deck();
        let mut piles: Vec<Vec<Card>> = match rng.below(4) {
            0 => {
                // Nine different ranks on top: no move at all.
                let mut rest: Vec<Card> =
                    deck.iter().copied().filter(|card| card.suit != 0).collect();
                rng.shuffle(&mut rest);
                (0..PILES)
                    .map(|pile| {
                        let mut cards: Vec<Card> = rest.drain(..PILE_HEIGHT - 1).collect();
                        cards.push(deck[pile * 4]);
                        cards
                    })
                    .collect()
            }
            1 => {
                // Every pile one rank: nothing pairs across piles.
                let mut piles: Vec<Vec<Card>> =
                    deck.chunks(PILE_HEIGHT).map(<[Card]>::to_vec).collect();
                rng.shuffle(&mut piles);
                piles
            }
            2 => {
                // Deck order by suit: every pile a run of ranks.
                let mut cards = deck.clone();
                cards.sort_by_key(|card| (card.suit, card.rank));
                cards.chunks(PILE_HEIGHT).map(<[Card]>::to_vec).collect()
            }
            _ => {
                // Piles in mirrored pairs: two suits of the same ranks, in the same order.
                let mut ranks: Vec<u8> = (0..9).collect();
                rng.shuffle(&mut ranks);
                let mut piles = Vec::new();
                for pair in 0..4 {
                    let run = &ranks[(pair * 2)..(pair * 2 + 2)];
                    for suits in [[0u8, 1], [2, 3]] {
                        let pile = run
                            .iter()
                            .flat_map(|&rank| suits.map(|suit| Card { rank, suit }))
                            .collect::<Vec<_>>();
                        piles.push(pile);
                    }
                }
                piles.push(
                    (0..4)
                        .map(|suit| Card {
                            rank: ranks[8],
                            suit,
                        })
                        .collect(),
                );
                rng.shuffle(&mut piles);
                piles
            }
        };
        piles.truncate(PILES);
        write_piles(&piles, out)
    }

    /// The deal, nine lines of four cards, bottom to top, then a blank line.
    fn write(deal: &Deal, out: &mut dyn Write) -> io::Result<()> {
        let piles: Vec<Vec<Card>> = deal.piles.iter().map(|pile| pile.to_vec()).collect();
        write_piles(&piles, out)
    }

    /// More ordered deals: a card swapped with the one standing where it would in deck order.
    fn shrink(deal: &Deal) -> Vec<Deal> {
        let deck = Card::deck();
        let cards: Vec<Card> = deal.piles.iter().flatten().copied().collect();
        let mut simpler = Vec::new();
        for (position, wanted) in deck.iter().enumerate().take(CARDS) {
            if cards[position] == *wanted {
                continue;
            }
            let Some(from) = cards.iter().position(|card| card == wanted) else {
                continue;
            };
            let mut swapped = cards.clone();
            swapped.swap(position, from);
            let mut piles = deal.piles;
            for (index, card) in swapped.into_iter().enumerate() {
                piles[index / PILE_HEIGHT][index % PILE_HEIGHT] = card;
            }
            simpler.push(Deal { piles });
        }
        simpler
    }
}
