//! What a final roll may score, and where, under each rule set of the full game: the boxes
//! of each rule set ([`Rules::boxes`], 13 or 15), their points, the bonuses and the joker.

use crate::rules::{Category, FullHouse, UPPER_BONUS, score};

use super::dice::{FIRST_ROLL, Hands, ROLLS};

/// The rule sets of `yahtzee optimal`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Rules {
    /// The official rules: full house 25, straights 30 and 40, Yahtzee 50, 100 for each
    /// later Yahtzee while the Yahtzee box holds 50, and the forced joker.
    Hasbro,
    /// The published analyses' convention: a later Yahtzee may go to any open box, with
    /// joker values in full house and the straights only when its own upper box is filled.
    Verhoeff,
    /// UVa 10149's scoring: no Yahtzee bonus, no joker.
    Uva,
    /// Scandinavian Yatzy: 15 boxes (one pair and two pairs), upper bonus 50, no Yatzy
    /// bonus, no joker
    Yatzy,
}

/// The boxes of Scandinavian Yatzy, in the order of its score card: ones to sixes (the
/// sum of that face), one pair (the highest pair's two dice), two pairs (two pairs of
/// different faces: those four dice), three and four of a kind (the matched dice only),
/// small straight 1-2-3-4-5 = 15, large straight 2-3-4-5-6 = 20, full house (three of one
/// face and two of another, five equal do not count: the sum), chance (the sum), Yatzy
/// (five equal) = 50. The upper bonus is 50 at 63; there is no Yatzy bonus and no joker.
pub const YATZY_BOXES: [Category; 15] = [
    Category::Ones,
    Category::Twos,
    Category::Threes,
    Category::Fours,
    Category::Fives,
    Category::Sixes,
    Category::OnePair,
    Category::TwoPairs,
    Category::ThreeOfAKind,
    Category::FourOfAKind,
    Category::ShortStraight,
    Category::LongStraight,
    Category::FullHouse,
    Category::Chance,
    Category::FiveOfAKind,
];

impl Rules {
    /// The name on the command line and in the cache.
    pub fn name(self) -> &'static str {
        match self {
            Rules::Hasbro => "hasbro",
            Rules::Verhoeff => "verhoeff",
            Rules::Uva => "uva",
            Rules::Yatzy => "yatzy",
        }
    }

    /// Whether later Yahtzees earn 100 while the Yahtzee box holds 50 (and so whether the
    /// state needs that flag).
    pub fn has_yahtzee_bonus(self) -> bool {
        matches!(self, Rules::Hasbro | Rules::Verhoeff)
    }

    /// Whether a later Yahtzee is a joker (scored by the joker rules of [`Scoring::options`]).
    pub fn has_joker(self) -> bool {
        matches!(self, Rules::Hasbro | Rules::Verhoeff)
    }

    /// The boxes of the score card, in its order: box `c` of a state's used set is
    /// `boxes()[c]`. The first six are the upper section in every rule set.
    pub fn boxes(self) -> &'static [Category] {
        match self {
            Rules::Yatzy => &YATZY_BOXES,
            Rules::Hasbro | Rules::Verhoeff | Rules::Uva => &Category::ALL,
        }
    }

    /// The number of boxes: 13, or 15 for Yatzy.
    pub fn categories(self) -> usize {
        self.boxes().len()
    }

    /// The box of `category` under these rules, if the card has it.
    pub fn box_of(self, category: Category) -> Option<usize> {
        self.boxes().iter().position(|&c| c == category)
    }

    /// The Yahtzee (Yatzy) box: five of a kind.
    #[inline]
    pub fn yahtzee_box(self) -> usize {
        match self {
            Rules::Yatzy => 14,
            Rules::Hasbro | Rules::Verhoeff | Rules::Uva => YAHTZEE_BOX,
        }
    }

    /// The upper-section bonus at 63: 35, or 50 for Yatzy.
    pub fn upper_bonus(self) -> u32 {
        match self {
            Rules::Yatzy => 50,
            Rules::Hasbro | Rules::Verhoeff | Rules::Uva => UPPER_BONUS,
        }
    }
}

/// The Yahtzee box (five of a kind) of the 13-box rule sets; [`Rules::yahtzee_box`] for any.
pub const YAHTZEE_BOX: usize = Category::FiveOfAKind as usize;
/// Points for each later Yahtzee while the Yahtzee box holds 50.
pub const YAHTZEE_BONUS: u32 = 100;
/// The most boxes a rule set has (Yatzy's 15); [`Rules::categories`] for one rule set.
pub const MAX_CATEGORIES: usize = 15;

/// Points of every roll in every category, and the joker rules around them.
#[derive(Clone, Debug)]
pub struct Scoring {
    rules: Rules,
    /// `normal[roll][category]`: the points without any joker.
    normal: Vec<[u32; MAX_CATEGORIES]>,
    /// The Yahtzee box.
    yahtzee_box: usize,
    /// For a roll of five equal dice, the face (1 to 6); 0 otherwise.
    yahtzee_face: Vec<u8>,
}

fn official_points(dice: &[u8; 5], category: Category) -> u32 {
    let mut counts = [0u32; 7];
    for &die in dice {
        counts[usize::from(die)] += 1;
    }
    let sum: u32 = dice.iter().map(|&d| u32::from(d)).sum();
    let most = counts.iter().copied().max().unwrap_or(0);
    let run = |first: usize, len: usize| (first..first + len).all(|face| counts[face] > 0);
    match category {
        Category::FullHouse => {
            if counts.contains(&3) && counts.contains(&2) {
                25
            } else {
                0
            }
        }
        Category::ShortStraight => {
            if (1..=3).any(|first| run(first, 4)) {
                30
            } else {
                0
            }
        }
        Category::LongStraight => {
            if (1..=2).any(|first| run(first, 5)) {
                40
            } else {
                0
            }
        }
        Category::FiveOfAKind => {
            if most == 5 {
                50
            } else {
                0
            }
        }
        Category::ThreeOfAKind if most >= 3 => sum,
        Category::FourOfAKind if most >= 4 => sum,
        Category::ThreeOfAKind | Category::FourOfAKind => 0,
        _ => score(dice, category, FullHouse::FiveOfAKindCounts),
    }
}

/// What `dice` score in `category` in Scandinavian Yatzy.
pub fn yatzy_points(dice: &[u8; 5], category: Category) -> u32 {
    let mut counts = [0u32; 7];
    for &die in dice {
        counts[usize::from(die)] += 1;
    }
    let sum: u32 = dice.iter().map(|&d| u32::from(d)).sum();
    let of_a_kind = |n: u32| {
        (1..=6)
            .find(|&face| counts[face] >= n)
            .map_or(0, |face| n * face as u32)
    };
    let exactly = |faces: [usize; 5]| faces.iter().all(|&face| counts[face] == 1);
    match category {
        Category::ThreeOfAKind => of_a_kind(3),
        Category::FourOfAKind => of_a_kind(4),
        Category::ShortStraight => {
            if exactly([1, 2, 3, 4, 5]) {
                15
            } else {
                0
            }
        }
        Category::LongStraight => {
            if exactly([2, 3, 4, 5, 6]) {
                20
            } else {
                0
            }
        }
        Category::FullHouse => {
            if counts.contains(&3) && counts.contains(&2) {
                sum
            } else {
                0
            }
        }
        Category::FiveOfAKind => {
            if counts.contains(&5) {
                50
            } else {
                0
            }
        }
        // The upper boxes, chance, one pair and two pairs.
        _ => score(dice, category, FullHouse::Strict),
    }
}

impl Scoring {
    /// The points of every roll of `hands` under `rules`.
    pub fn new(rules: Rules, hands: &Hands) -> Self {
        let mut normal = Vec::with_capacity(ROLLS);
        let mut yahtzee_face = Vec::with_capacity(ROLLS);
        for roll in 0..ROLLS {
            let faces = hands.faces(FIRST_ROLL + roll);
            let dice: [u8; 5] = std::array::from_fn(|i| faces[i]);
            let mut points = [0; MAX_CATEGORIES];
            for (slot, &category) in points.iter_mut().zip(rules.boxes()) {
                *slot = match rules {
                    Rules::Uva => score(&dice, category, FullHouse::FiveOfAKindCounts),
                    Rules::Hasbro | Rules::Verhoeff => official_points(&dice, category),
                    Rules::Yatzy => yatzy_points(&dice, category),
                };
            }
            normal.push(points);
            yahtzee_face.push(if dice.iter().all(|&d| d == dice[0]) {
                dice[0]
            } else {
                0
            });
        }
        Self {
            rules,
            normal,
            yahtzee_box: rules.yahtzee_box(),
            yahtzee_face,
        }
    }

    /// The rules these points follow.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The points of `roll` in `category` without any joker.
    #[inline]
    pub fn points(&self, roll: usize, category: usize) -> u32 {
        self.normal[roll][category]
    }

    /// Whether `roll` is five equal dice.
    pub fn is_yahtzee(&self, roll: usize) -> bool {
        self.yahtzee_face[roll] != 0
    }

    /// The Yahtzee bonus this roll earns wherever it is scored.
    pub fn yahtzee_bonus(&self, roll: usize, used: u16, yahtzee_box_holds_50: bool) -> u32 {
        let is_bonus = self.rules.has_yahtzee_bonus()
            && self.yahtzee_face[roll] != 0
            && used >> self.yahtzee_box & 1 == 1
            && yahtzee_box_holds_50;
        if is_bonus { YAHTZEE_BONUS } else { 0 }
    }

    /// Calls `option(category, points)` for every category `roll` may be scored in, with
    /// the points it earns there (the Yahtzee bonus not included).
    pub fn options(&self, roll: usize, used: u16, mut option: impl FnMut(usize, u32)) {
        let open = |category: usize| used >> category & 1 == 0;
        let categories = self.rules.categories();
        let face = usize::from(self.yahtzee_face[roll]);
        let joker = face != 0 && !open(self.yahtzee_box) && self.rules.has_joker();
        if !joker {
            for category in (0..categories).filter(|&c| open(c)) {
                option(category, self.normal[roll][category]);
            }
            return;
        }
        let joker_points = |category: usize| match self.rules.boxes()[category] {
            Category::FullHouse => 25,
            Category::ShortStraight => 30,
            Category::LongStraight => 40,
            _ => self.normal[roll][category],
        };
        let own_upper_box = face - 1;
        match self.rules {
            Rules::Hasbro => {
                // The forced joker: own upper box, else any open lower box at full value,
                // else zero in an open upper box.
                if open(own_upper_box) {
                    option(own_upper_box, self.normal[roll][own_upper_box]);
                } else if (Category::UPPER..categories).any(open) {
                    for category in (Category::UPPER..categories).filter(|&c| open(c)) {
                        option(category, joker_points(category));
                    }
                } else {
                    for category in (0..Category::UPPER).filter(|&c| open(c)) {
                        option(category, 0);
                    }
                }
            }
            Rules::Verhoeff => {
                // Free choice; joker values only once the own upper box is filled.
                for category in (0..categories).filter(|&c| open(c)) {
                    let points = if open(own_upper_box) {
                        self.normal[roll][category]
                    } else {
                        joker_points(category)
                    };
                    option(category, points);
                }
            }
            Rules::Uva | Rules::Yatzy => unreachable!("no joker under these rules"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The points of `dice` in each of Yatzy's boxes, in card order.
    fn yatzy(dice: [u8; 5]) -> Vec<u32> {
        YATZY_BOXES
            .iter()
            .map(|&category| yatzy_points(&dice, category))
            .collect()
    }

    #[test]
    fn yatzy_scores_every_box() {
        //                              1  2  3  4  5  6 1p 2p 3k 4k ss ls  fh  ch  y
        assert_eq!(
            yatzy([1, 2, 3, 4, 5]),
            [1, 2, 3, 4, 5, 0, 0, 0, 0, 0, 15, 0, 0, 15, 0]
        );
        assert_eq!(
            yatzy([2, 3, 4, 5, 6]),
            [0, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 20, 0, 20, 0]
        );
        // A full house is also two pairs and three of a kind (the matched dice only).
        assert_eq!(
            yatzy([2, 2, 5, 5, 5]),
            [0, 4, 0, 0, 15, 0, 10, 14, 15, 0, 0, 0, 19, 19, 0]
        );
        // Four of a kind: one pair of that face, not two pairs.
        assert_eq!(
            yatzy([3, 3, 3, 3, 6]),
            [0, 0, 12, 0, 0, 6, 6, 0, 9, 12, 0, 0, 0, 18, 0]
        );
        // Five equal: every "of a kind", not two pairs, not a full house.
        assert_eq!(
            yatzy([6; 5]),
            [0, 0, 0, 0, 0, 30, 12, 0, 18, 24, 0, 0, 0, 30, 50]
        );
        // The highest pair; two pairs of different faces.
        assert_eq!(yatzy([1, 1, 4, 4, 6])[6..8], [8, 10]);
        assert_eq!(yatzy([1, 1, 2, 3, 4])[6..8], [2, 0]);
        // Four to a straight scores nothing; a straight needs exactly its five faces.
        assert_eq!(yatzy([1, 2, 3, 4, 4])[10..12], [0, 0]);
        assert_eq!(yatzy([1, 3, 4, 5, 6])[10..12], [0, 0]);
    }

    #[test]
    fn yatzy_rules_have_fifteen_boxes_and_no_joker() {
        let rules = Rules::Yatzy;
        assert_eq!((rules.categories(), rules.yahtzee_box()), (15, 14));
        for rules in [Rules::Hasbro, Rules::Verhoeff, Rules::Uva, Rules::Yatzy] {
            assert_eq!(
                rules.box_of(Category::FiveOfAKind),
                Some(rules.yahtzee_box())
            );
        }
        assert_eq!(rules.upper_bonus(), 50);
        assert!(!rules.has_yahtzee_bonus() && !rules.has_joker());
        assert_eq!(
            rules.boxes()[..Category::UPPER],
            Category::ALL[..Category::UPPER]
        );
        assert_eq!(Rules::Hasbro.yahtzee_box(), YAHTZEE_BOX);
        assert_eq!(Rules::Uva.box_of(Category::OnePair), None);
        let hands = Hands::new();
        let scoring = Scoring::new(rules, &hands);
        let sixes = hands.hand_of(&[6; 5]).expect("a hand") - FIRST_ROLL;
        // Five sixes with the Yatzy box used: only the open boxes, at their own points.
        let used = 1 << 14 | 1 << 5;
        let mut options = Vec::new();
        scoring.options(sixes, used, |category, points| {
            options.push((category, points))
        });
        assert_eq!(
            options,
            [
                (0, 0),
                (1, 0),
                (2, 0),
                (3, 0),
                (4, 0),
                (6, 12),
                (7, 0),
                (8, 18),
                (9, 24),
                (10, 0),
                (11, 0),
                (12, 0),
                (13, 30)
            ]
        );
        assert_eq!(scoring.yahtzee_bonus(sixes, used, true), 0);
    }
}
