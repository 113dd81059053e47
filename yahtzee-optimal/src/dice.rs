//! The dice of one turn as multisets: every hand of 0 to 5 dice (462 of them, 252 of five),
//! with the moves between them, so that a turn's DP never looks at a die's order.

/// Faces of a die.
pub const FACES: usize = 6;
/// Dice in a full roll.
pub const DICE: usize = 5;
/// Hands of 0 to 5 dice: C(6 + 5, 5).
pub const HANDS: usize = 462;
/// Hands of exactly 5 dice: C(6 + 4, 5).
pub const ROLLS: usize = 252;
/// Hands are numbered by size: those of five dice are the last [`ROLLS`].
pub const FIRST_ROLL: usize = HANDS - ROLLS;
/// Marks a move that does not exist (adding to a full hand, removing a missing face).
pub const NONE: u16 = u16::MAX;

/// All hands and the moves between them.
#[derive(Clone, Debug)]
pub struct Hands {
    /// `counts[h][f]`: dice showing face `f + 1` in hand `h`.
    pub counts: Vec<[u8; FACES]>,
    /// `add[h][f]`: the hand with one more die showing `f + 1`.
    pub add: Vec<[u16; FACES]>,
    /// `remove[h][f]`: the hand with one die showing `f + 1` less.
    pub remove: Vec<[u16; FACES]>,
    /// For each roll (a hand of five, `h − FIRST_ROLL`), its chance when five dice are thrown.
    pub roll_chance: Vec<f64>,
    /// The hands one die smaller than hand `h` (one per face it shows), flattened:
    /// `smaller[smaller_start[h]..smaller_start[h + 1]]`.
    smaller: Vec<u16>,
    smaller_start: Vec<u16>,
    /// The best pass's order ([`crate::turn::best_pass`]): the hands of 1 to 5 dice by
    /// size, and inside a size by how many faces they show (1 to 5), each as the hand
    /// followed by the hands one die smaller, so that a group's steps are all alike.
    pub best_order: Vec<BestGroup>,
}

/// Hands of one size that show the same number of faces, for the best pass.
#[derive(Clone, Debug)]
pub struct BestGroup {
    /// The faces each hand shows: the hands one die smaller than it.
    pub faces: usize,
    /// Each hand, then the `faces` hands one die smaller (the rest of the row unused).
    pub rows: Vec<[u16; FACES]>,
}

impl Hands {
    /// Enumerates the hands, smallest first.
    pub fn new() -> Self {
        let mut counts: Vec<[u8; FACES]> = Vec::with_capacity(HANDS);
        for size in 0..=DICE {
            let mut hand = [0u8; FACES];
            push_hands(&mut counts, &mut hand, 0, size);
        }
        // Each hand by its counts read as a number in base 6 (a count is at most 5): one
        // lookup a move, where searching the hands made this the slowest part of starting
        // a solve (4.8 M instructions).
        let code = |hand: &[u8; FACES]| {
            hand.iter()
                .rev()
                .fold(0, |code, &c| code * 6 + usize::from(c))
        };
        let mut by_code = vec![NONE; 6usize.pow(FACES as u32)];
        for (index, hand) in counts.iter().enumerate() {
            by_code[code(hand)] = index as u16;
        }
        let index_of = |hand: &[u8; FACES]| -> u16 {
            if hand.iter().any(|&c| usize::from(c) > DICE) {
                NONE
            } else {
                by_code[code(hand)]
            }
        };
        let add: Vec<[u16; FACES]> = counts
            .iter()
            .map(|hand| {
                std::array::from_fn(|face| {
                    let mut bigger = *hand;
                    bigger[face] += 1;
                    if hand.iter().sum::<u8>() as usize == DICE {
                        NONE
                    } else {
                        index_of(&bigger)
                    }
                })
            })
            .collect();
        let remove: Vec<[u16; FACES]> = counts
            .iter()
            .map(|hand| {
                std::array::from_fn(|face| {
                    if hand[face] == 0 {
                        return NONE;
                    }
                    let mut smaller = *hand;
                    smaller[face] -= 1;
                    index_of(&smaller)
                })
            })
            .collect();
        let mut smaller = Vec::new();
        let mut smaller_start = vec![0u16];
        for moves in &remove {
            smaller.extend(moves.iter().copied().filter(|&hand| hand != NONE));
            smaller_start.push(smaller.len() as u16);
        }
        let mut best_order = Vec::new();
        for size in 1..=DICE {
            for faces in 1..=size {
                let rows: Vec<[u16; FACES]> = (0..HANDS)
                    .filter(|&hand| {
                        counts[hand].iter().map(|&c| usize::from(c)).sum::<usize>() == size
                            && counts[hand].iter().filter(|&&c| c > 0).count() == faces
                    })
                    .map(|hand| {
                        let mut row = [0u16; FACES];
                        row[0] = hand as u16;
                        let start = usize::from(smaller_start[hand]);
                        row[1..=faces].copy_from_slice(&smaller[start..start + faces]);
                        row
                    })
                    .collect();
                best_order.push(BestGroup { faces, rows });
            }
        }
        let factorial = |n: u8| (1..=u32::from(n)).product::<u32>() as f64;
        let roll_chance = counts[FIRST_ROLL..]
            .iter()
            .map(|hand| factorial(5) / hand.iter().map(|&c| factorial(c)).product::<f64>() / 7776.0)
            .collect();
        Self {
            counts,
            add,
            remove,
            roll_chance,
            smaller,
            smaller_start,
            best_order,
        }
    }

    /// The hands one die smaller than `hand`, one for each face it shows.
    #[inline]
    pub fn smaller(&self, hand: usize) -> &[u16] {
        let start = usize::from(self.smaller_start[hand]);
        let end = usize::from(self.smaller_start[hand + 1]);
        &self.smaller[start..end]
    }

    /// The faces of a hand, lowest first, as a player reads them.
    pub fn faces(&self, hand: usize) -> Vec<u8> {
        let mut faces = Vec::with_capacity(DICE);
        for (face, &count) in self.counts[hand].iter().enumerate() {
            faces.extend(std::iter::repeat_n(face as u8 + 1, usize::from(count)));
        }
        faces
    }

    /// The hand holding these dice (faces 1 to 6, at most five).
    pub fn hand_of(&self, faces: &[u8]) -> Option<usize> {
        let mut hand = [0u8; FACES];
        for &face in faces {
            *hand.get_mut(usize::from(face).checked_sub(1)?)? += 1;
        }
        self.counts.iter().position(|other| *other == hand)
    }
}

impl Default for Hands {
    fn default() -> Self {
        Self::new()
    }
}

/// Pushes every hand of `left` more dice with faces from `face` up, lexicographically.
fn push_hands(out: &mut Vec<[u8; FACES]>, hand: &mut [u8; FACES], face: usize, left: usize) {
    if face == FACES - 1 {
        hand[face] = left as u8;
        out.push(*hand);
        hand[face] = 0;
        return;
    }
    for count in (0..=left).rev() {
        hand[face] = count as u8;
        push_hands(out, hand, face + 1, left - count);
    }
    hand[face] = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_chances() {
        let hands = Hands::new();
        assert_eq!(hands.counts.len(), HANDS);
        assert!(
            hands.counts[..FIRST_ROLL]
                .iter()
                .all(|h| h.iter().sum::<u8>() < 5)
        );
        assert!(
            hands.counts[FIRST_ROLL..]
                .iter()
                .all(|h| h.iter().sum::<u8>() == 5)
        );
        let total: f64 = hands.roll_chance.iter().sum();
        assert!((total - 1.0).abs() < 1e-12);
        let yahtzee_of_sixes = hands.hand_of(&[6; 5]).expect("a hand") - FIRST_ROLL;
        assert!((hands.roll_chance[yahtzee_of_sixes] - 1.0 / 7776.0).abs() < 1e-15);
        let straight = hands.hand_of(&[1, 2, 3, 4, 5]).expect("a hand") - FIRST_ROLL;
        assert!((hands.roll_chance[straight] - 120.0 / 7776.0).abs() < 1e-15);
        assert_eq!(
            hands.faces(hands.hand_of(&[3, 1, 3]).expect("a hand")),
            [1, 3, 3]
        );
        assert_eq!(hands.hand_of(&[7]), None);
    }

    #[test]
    fn the_best_order_has_every_hand_once_after_its_smaller_hands() {
        let hands = Hands::new();
        let mut seen = vec![false; HANDS];
        seen[0] = true;
        for group in &hands.best_order {
            for row in &group.rows {
                let hand = usize::from(row[0]);
                assert!(!seen[hand], "hand {hand} twice");
                let smaller: Vec<u16> = row[1..=group.faces].to_vec();
                assert_eq!(smaller, hands.smaller(hand));
                assert!(smaller.iter().all(|&s| seen[usize::from(s)]));
                seen[hand] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn moves_are_inverse() {
        let hands = Hands::new();
        for hand in 0..HANDS {
            for face in 0..FACES {
                let bigger = hands.add[hand][face];
                if bigger != NONE {
                    assert_eq!(hands.remove[usize::from(bigger)][face] as usize, hand);
                }
            }
        }
    }
}
