//! The scoring rules of UVa 10149: the 13 categories, what a roll scores in each, the bonus;
//! and the categories only Scandinavian Yatzy (one pair, two pairs) and Maxi Yatzy (three
//! pairs, full straight, super house, tower, Maxi-Yatzy) have, which the full game's rule
//! sets use and UVa 10149 never sees.

use serde::Serialize;

/// One roll: five dice, each 1 to 6.
pub type Dice = [u8; 5];

/// The number of rolls in a game, which is also the number of categories.
pub const ROLLS: usize = 13;

/// The bonus for an upper section (ones .. sixes) summing to [`BONUS_THRESHOLD`] or more.
pub const UPPER_BONUS: u32 = 35;

/// The upper-section sum that earns [`UPPER_BONUS`].
pub const BONUS_THRESHOLD: u32 = 63;

/// The bonus an upper section with this sum earns. Non-decreasing in the sum, which is
/// what lets the solver forget the sum (see the `yahtzee` crate's `solve`).
pub fn bonus(upper_section_sum: u32) -> u32 {
    if upper_section_sum >= BONUS_THRESHOLD {
        UPPER_BONUS
    } else {
        0
    }
}

/// The categories, in the judge's output order; the first six are the upper section. Those
/// from [`Category::OnePair`] on are Scandinavian Yatzy's and Maxi Yatzy's only: they are
/// not in [`Category::ALL`], UVa 10149's 13. How each scores under each rule set of the full
/// game is in that rule set's table ([`crate::scoring::RuleSet`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)] // the names say it; the scores are in `score`
pub enum Category {
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    Chance,
    ThreeOfAKind,
    FourOfAKind,
    FiveOfAKind,
    ShortStraight,
    LongStraight,
    FullHouse,
    OnePair,
    TwoPairs,
    ThreePairs,
    FullStraight,
    SuperHouse,
    Tower,
    MaxiYatzy,
}

impl Category {
    /// All categories of UVa 10149 (and of the 13-box rule sets of the full game), in output
    /// order.
    pub const ALL: [Category; ROLLS] = [
        Category::Ones,
        Category::Twos,
        Category::Threes,
        Category::Fours,
        Category::Fives,
        Category::Sixes,
        Category::Chance,
        Category::ThreeOfAKind,
        Category::FourOfAKind,
        Category::FiveOfAKind,
        Category::ShortStraight,
        Category::LongStraight,
        Category::FullHouse,
    ];

    /// The number of upper-section categories (ones .. sixes).
    pub const UPPER: usize = 6;

    /// The category's name as `--json` writes it.
    pub fn name(self) -> &'static str {
        match self {
            Category::Ones => "ones",
            Category::Twos => "twos",
            Category::Threes => "threes",
            Category::Fours => "fours",
            Category::Fives => "fives",
            Category::Sixes => "sixes",
            Category::Chance => "chance",
            Category::ThreeOfAKind => "three_of_a_kind",
            Category::FourOfAKind => "four_of_a_kind",
            Category::FiveOfAKind => "five_of_a_kind",
            Category::ShortStraight => "short_straight",
            Category::LongStraight => "long_straight",
            Category::FullHouse => "full_house",
            Category::OnePair => "one_pair",
            Category::TwoPairs => "two_pairs",
            Category::ThreePairs => "three_pairs",
            Category::FullStraight => "full_straight",
            Category::SuperHouse => "super_house",
            Category::Tower => "tower",
            Category::MaxiYatzy => "maxi_yatzy",
        }
    }

    /// Whether the category is in the upper section, whose sum decides the bonus.
    pub fn is_upper(self) -> bool {
        (self as usize) < Self::UPPER
    }
}

/// Whether five equal dice count as a full house.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FullHouse {
    /// Five equal dice are a full house: the original write-up's solution's reading and
    /// that of most accepted solutions.
    #[default]
    FiveOfAKindCounts,
    /// Only three of one face and two of another.
    Strict,
}

/// What `dice` score in `category`.
pub fn score(dice: &Dice, category: Category, full_house: FullHouse) -> u32 {
    Roll::of(dice).score(category, full_house)
}

/// What every category needs to know about a roll, counted once.
struct Roll {
    /// How many dice show each face (index 0 unused).
    face_counts: [u32; 7],
    /// The five dice summed.
    sum: u32,
    /// The largest of the face counts.
    most_of_one_face: u32,
}

impl Roll {
    fn of(dice: &Dice) -> Roll {
        let mut face_counts = [0u32; 7];
        for &die in dice {
            face_counts[usize::from(die)] += 1;
        }
        Roll {
            face_counts,
            sum: dice.iter().map(|&die| u32::from(die)).sum(),
            most_of_one_face: face_counts.iter().copied().max().unwrap_or(0),
        }
    }

    fn score(&self, category: Category, full_house: FullHouse) -> u32 {
        let Roll {
            face_counts,
            sum,
            most_of_one_face,
        } = *self;
        let has_run =
            |first: usize, len: usize| (first..first + len).all(|face| face_counts[face] > 0);
        let points_if = |condition: bool, points: u32| if condition { points } else { 0 };
        match category {
            Category::Ones
            | Category::Twos
            | Category::Threes
            | Category::Fours
            | Category::Fives
            | Category::Sixes => {
                let face = category as usize + 1;
                face as u32 * face_counts[face]
            }
            Category::Chance => sum,
            Category::ThreeOfAKind => points_if(most_of_one_face >= 3, sum),
            Category::FourOfAKind => points_if(most_of_one_face >= 4, sum),
            Category::FiveOfAKind => points_if(most_of_one_face == 5, 50),
            Category::ShortStraight => points_if((1..=3).any(|first| has_run(first, 4)), 25),
            Category::LongStraight => points_if((1..=2).any(|first| has_run(first, 5)), 35),
            Category::FullHouse => {
                let three_and_two = face_counts.contains(&3) && face_counts.contains(&2);
                let five_counts =
                    full_house == FullHouse::FiveOfAKindCounts && most_of_one_face == 5;
                points_if(three_and_two || five_counts, 40)
            }
            // Scandinavian Yatzy: the highest pair, or two pairs of different faces.
            Category::OnePair => (1..=6)
                .rev()
                .find(|&face| face_counts[face] >= 2)
                .map_or(0, |face| 2 * face as u32),
            Category::TwoPairs => {
                let pairs: Vec<u32> = (1..=6)
                    .filter(|&face| face_counts[face] >= 2)
                    .map(|face| face as u32)
                    .collect();
                if pairs.len() >= 2 {
                    2 * pairs.iter().sum::<u32>()
                } else {
                    0
                }
            }
            // Maxi Yatzy's boxes need six dice (three pairs, all six faces, two triples,
            // four and two, six alike): five never make them.
            Category::ThreePairs
            | Category::FullStraight
            | Category::SuperHouse
            | Category::Tower
            | Category::MaxiYatzy => 0,
        }
    }
}

/// What each roll of a game scores in each category: `table[roll][category]`.
pub type ScoreTable = [[u32; ROLLS]; ROLLS];

/// The score table of a game's rolls; each roll's dice are counted once for all 13
/// categories.
pub fn score_table(rolls: &[Dice; ROLLS], full_house: FullHouse) -> ScoreTable {
    rolls.map(|dice| {
        let roll = Roll::of(&dice);
        Category::ALL.map(|category| roll.score(category, full_house))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scores(dice: Dice, full_house: FullHouse) -> [u32; ROLLS] {
        Category::ALL.map(|category| score(&dice, category, full_house))
    }

    #[test]
    fn every_category_on_examples_from_the_statement() {
        let lenient = FullHouse::FiveOfAKindCounts;
        //                                      1  2  3  4  5   6  ch 3k  4k  5k  ss  ls  fh
        assert_eq!(
            scores([1, 2, 3, 4, 5], lenient),
            [1, 2, 3, 4, 5, 0, 15, 0, 0, 0, 25, 35, 0]
        );
        assert_eq!(
            scores([1, 1, 1, 2, 2], lenient),
            [3, 4, 0, 0, 0, 0, 7, 7, 0, 0, 0, 0, 40]
        );
        assert_eq!(
            scores([5, 5, 5, 5, 6], lenient),
            [0, 0, 0, 0, 20, 6, 26, 26, 26, 0, 0, 0, 0]
        );
        assert_eq!(
            scores([1, 2, 2, 3, 4], lenient),
            [1, 4, 3, 4, 0, 0, 12, 0, 0, 0, 25, 0, 0]
        );
        assert_eq!(
            scores([6, 5, 4, 3, 2], lenient),
            [0, 2, 3, 4, 5, 6, 20, 0, 0, 0, 25, 35, 0]
        );
        assert_eq!(scores([3, 4, 5, 6, 6], lenient)[10], 25);
        assert_eq!(scores([1, 2, 4, 5, 6], lenient)[10], 0);
    }

    #[test]
    fn five_equal_dice_and_the_full_house_reading() {
        let five_sixes = [6; 5];
        assert_eq!(
            scores(five_sixes, FullHouse::FiveOfAKindCounts),
            [0, 0, 0, 0, 0, 30, 30, 30, 30, 50, 0, 0, 40]
        );
        assert_eq!(
            score(&five_sixes, Category::FullHouse, FullHouse::Strict),
            0
        );
        assert_eq!(
            score(&[2, 2, 6, 6, 6], Category::FullHouse, FullHouse::Strict),
            40
        );
    }

    #[test]
    fn bonus_starts_at_sixty_three() {
        assert_eq!(bonus(62), 0);
        assert_eq!(bonus(63), 35);
        assert_eq!(bonus(105), 35);
    }
}
