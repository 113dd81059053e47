//! The dice of one turn as multisets: every hand of 0 to 5 dice (462 of them, 252 of five),
//! or of 0 to 6 dice for Maxi Yatzy (924 of them, 462 of six), with the moves between them,
//! so that a turn's DP never looks at a die's order.

/// Faces of a die.
pub const FACES: usize = 6;
/// Dice in a full roll of the five-dice games ([`Hands::dice`] for any).
pub const DICE: usize = 5;
/// Hands of 0 to 5 dice: C(6 + 5, 5) ([`Hands::len`] for any number of dice).
pub const HANDS: usize = 462;
/// Hands of exactly 5 dice: C(6 + 4, 5) ([`Hands::rolls`] for any number of dice).
pub const ROLLS: usize = 252;
/// Hands are numbered by size: those of five dice are the last [`ROLLS`]
/// ([`Hands::first_roll`] for any number of dice).
pub const FIRST_ROLL: usize = HANDS - ROLLS;
/// The most dice a rule set throws (Maxi Yatzy's six).
pub const MAX_DICE: usize = 6;
/// Hands of 0 to 6 dice: C(6 + 6, 6), the most a turn's table needs.
pub const MAX_HANDS: usize = 924;
/// Hands of exactly 6 dice: C(6 + 5, 6), the most final rolls a rule set has.
pub const MAX_ROLLS: usize = 462;
/// Marks a move that does not exist (adding to a full hand, removing a missing face).
pub const NONE: u16 = u16::MAX;

/// All hands of 0 to [`Hands::dice`] dice and the moves between them.
#[derive(Clone, Debug)]
pub struct Hands {
    /// Dice in a full roll: 5, or 6 for Maxi Yatzy.
    dice: usize,
    /// The hands of fewer dice come first: the full rolls are `first_roll..len`.
    first_roll: usize,
    /// `counts[h][f]`: dice showing face `f + 1` in hand `h`.
    pub counts: Vec<[u8; FACES]>,
    /// `add[h][f]`: the hand with one more die showing `f + 1`.
    pub add: Vec<[u16; FACES]>,
    /// `remove[h][f]`: the hand with one die showing `f + 1` less.
    pub remove: Vec<[u16; FACES]>,
    /// For each roll (a full hand, `h − first_roll`), its chance when all the dice are thrown.
    pub roll_chance: Vec<f64>,
    /// The hands one die smaller than hand `h` (one per face it shows), flattened:
    /// `smaller[smaller_start[h]..smaller_start[h + 1]]`.
    smaller: Vec<u16>,
    smaller_start: Vec<u16>,
    /// The best pass's order ([`crate::turn::best_pass`]): the hands of 1 to `dice` dice by
    /// size, and inside a size by how many faces they show (1 to 6), each as the hand
    /// followed by the hands one die smaller, so that a group's steps are all alike.
    pub best_order: Vec<BestGroup>,
}

/// Hands of one size that show the same number of faces, for the best pass.
#[derive(Clone, Debug)]
pub struct BestGroup {
    /// The faces each hand shows: the hands one die smaller than it.
    pub faces: usize,
    /// Each hand, then the `faces` hands one die smaller (the rest of the row unused).
    pub rows: Vec<[u16; FACES + 1]>,
}

impl Hands {
    /// The hands of the five-dice games, smallest first.
    pub fn new() -> Self {
        Self::with_dice(DICE)
    }

    /// The hands of 0 to `dice` dice (1 to [`MAX_DICE`]), smallest first.
    pub fn with_dice(dice: usize) -> Self {
        assert!((1..=MAX_DICE).contains(&dice), "1 to {MAX_DICE} dice");
        let mut counts: Vec<[u8; FACES]> = Vec::new();
        for size in 0..=dice {
            let mut hand = [0u8; FACES];
            push_hands(&mut counts, &mut hand, 0, size);
        }
        let hands = counts.len();
        // Each hand by its counts read as a number in base `dice + 1` (a count is at most
        // `dice`): one lookup a move, where searching the hands made this the slowest part
        // of starting a solve (4.8 M instructions).
        let base = dice + 1;
        let code = |hand: &[u8; FACES]| {
            hand.iter()
                .rev()
                .fold(0, |code, &c| code * base + usize::from(c))
        };
        let mut by_code = vec![NONE; base.pow(FACES as u32)];
        for (index, hand) in counts.iter().enumerate() {
            by_code[code(hand)] = index as u16;
        }
        let index_of = |hand: &[u8; FACES]| -> u16 {
            if hand.iter().any(|&c| usize::from(c) > dice) {
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
                    if hand.iter().sum::<u8>() as usize == dice {
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
        for size in 1..=dice {
            for faces in 1..=size.min(FACES) {
                let rows: Vec<[u16; FACES + 1]> = (0..hands)
                    .filter(|&hand| {
                        counts[hand].iter().map(|&c| usize::from(c)).sum::<usize>() == size
                            && counts[hand].iter().filter(|&&c| c > 0).count() == faces
                    })
                    .map(|hand| {
                        let mut row = [0u16; FACES + 1];
                        row[0] = hand as u16;
                        let start = usize::from(smaller_start[hand]);
                        row[1..=faces].copy_from_slice(&smaller[start..start + faces]);
                        row
                    })
                    .collect();
                best_order.push(BestGroup { faces, rows });
            }
        }
        let first_roll = hands - rolls_of(dice);
        let factorial = |n: u8| (1..=u32::from(n)).product::<u32>() as f64;
        let throws = 6f64.powi(dice as i32);
        let roll_chance = counts[first_roll..]
            .iter()
            .map(|hand| {
                factorial(dice as u8) / hand.iter().map(|&c| factorial(c)).product::<f64>() / throws
            })
            .collect();
        Self {
            dice,
            first_roll,
            counts,
            add,
            remove,
            roll_chance,
            smaller,
            smaller_start,
            best_order,
        }
    }

    /// Dice in a full roll.
    #[inline]
    pub fn dice(&self) -> usize {
        self.dice
    }

    /// Hands of 0 to [`Hands::dice`] dice: the size of a turn's table.
    #[inline]
    pub fn len(&self) -> usize {
        self.counts.len()
    }

    /// Never: there is always the empty hand.
    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// Full rolls: hands of exactly [`Hands::dice`] dice.
    #[inline]
    pub fn rolls(&self) -> usize {
        self.counts.len() - self.first_roll
    }

    /// The first full roll: hand `first_roll() + r` is roll `r`.
    #[inline]
    pub fn first_roll(&self) -> usize {
        self.first_roll
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

    /// The hand holding these dice (faces 1 to 6, at most [`Hands::dice`]).
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

/// Hands of exactly `dice` dice: C(dice + 5, 5).
fn rolls_of(dice: usize) -> usize {
    (1..FACES).fold(1, |n, k| n * (dice + k) / k)
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
        for hands in [Hands::new(), Hands::with_dice(6)] {
            best_order_has_every_hand_once_after_its_smaller_hands(&hands);
        }
    }

    fn best_order_has_every_hand_once_after_its_smaller_hands(hands: &Hands) {
        let mut seen = vec![false; hands.len()];
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
    fn six_dice() {
        let hands = Hands::with_dice(6);
        assert_eq!(
            (hands.len(), hands.rolls(), hands.first_roll()),
            (MAX_HANDS, MAX_ROLLS, 462)
        );
        assert!(hands.counts[..462].iter().all(|h| h.iter().sum::<u8>() < 6));
        assert!(
            hands.counts[462..]
                .iter()
                .all(|h| h.iter().sum::<u8>() == 6)
        );
        let total: f64 = hands.roll_chance.iter().sum();
        assert!((total - 1.0).abs() < 1e-12);
        let chance = |faces: &[u8]| hands.roll_chance[hands.hand_of(faces).expect("a hand") - 462];
        assert!((chance(&[6; 6]) - 1.0 / 46_656.0).abs() < 1e-16);
        assert!((chance(&[1, 2, 3, 4, 5, 6]) - 720.0 / 46_656.0).abs() < 1e-16);
        assert!((chance(&[1, 1, 2, 2, 3, 3]) - 90.0 / 46_656.0).abs() < 1e-16);
        let five = Hands::new();
        assert_eq!(
            (five.len(), five.rolls(), five.first_roll()),
            (HANDS, ROLLS, FIRST_ROLL)
        );
    }

    #[test]
    fn moves_are_inverse() {
        let hands = Hands::with_dice(6);
        for hand in 0..hands.len() {
            for face in 0..FACES {
                let bigger = hands.add[hand][face];
                if bigger != NONE {
                    assert_eq!(hands.remove[usize::from(bigger)][face] as usize, hand);
                }
            }
        }
    }
}
