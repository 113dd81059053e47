//! What a final roll may score, and where, under each rule set of the full game. A rule set
//! is data ([`RuleSet`]): the number of dice, the boxes of its card and how each scores
//! ([`Points`]), the upper bonus and its threshold, and the joker rules. The solver reads
//! only these tables: adding a house variant (a bonus at another threshold, a box worth
//! other points) is a new table, as the tests show with Danish-style Maxi Yatzy.

use crate::rules::Category;

use super::dice::Hands;

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
    /// Maxi Yatzy (Finnish rules): six dice, 20 boxes, upper bonus 50 at 75, no joker
    Maxi,
    /// Any other rule set, given as a table (a house variant); not on the command line.
    #[cfg_attr(feature = "cli", value(skip))]
    Table(&'static RuleSet),
}

/// How a box scores a final roll, from the number of dice showing each face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Points {
    /// The dice showing this face (1 to 6), summed: the upper boxes.
    Face(u8),
    /// Every die, summed: chance.
    Sum,
    /// `n` dice of one face (the highest face that has them): `pay`.
    OfAKind {
        /// Dice alike.
        n: u8,
        /// What they earn.
        pay: Pay,
    },
    /// `n` pairs of different faces (the highest faces that have them): their dice summed.
    Pairs(u8),
    /// `big` dice of one face and `small` of another (the two faces that pay most): `pay`.
    House {
        /// Dice of the first face.
        big: u8,
        /// Dice of the second face.
        small: u8,
        /// What they earn.
        pay: Pay,
    },
    /// Every face of `faces` (bit `f − 1` for face `f`) at least once: `points`.
    Straight {
        /// The faces needed.
        faces: u8,
        /// What they earn.
        points: u32,
    },
    /// The most any of these ways scores (a small straight is any of three runs).
    Best(&'static [Points]),
}

/// What the dice of a pattern ([`Points::OfAKind`], [`Points::House`]) earn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pay {
    /// The dice of the pattern, summed (Yatzy's three of a kind: three dice).
    Pattern,
    /// Every die of the roll, summed (Yahtzee's three of a kind).
    AllDice,
    /// These points.
    Fixed(u32),
}

impl Points {
    /// The points of a roll whose dice show face `f` `counts[f − 1]` times.
    pub fn of(self, counts: &[u8; 6]) -> u32 {
        let count = |face: usize| u32::from(counts[face - 1]);
        let all_dice: u32 = (1..=6).map(|face| face as u32 * count(face)).sum();
        let pay = |pay: Pay, pattern: u32| match pay {
            Pay::Pattern => pattern,
            Pay::AllDice => all_dice,
            Pay::Fixed(points) => points,
        };
        match self {
            Points::Face(face) => u32::from(face) * count(usize::from(face)),
            Points::Sum => all_dice,
            Points::OfAKind { n, pay: how } => (1..=6usize)
                .rev()
                .find(|&face| count(face) >= u32::from(n))
                .map_or(0, |face| pay(how, u32::from(n) * face as u32)),
            Points::Pairs(n) => {
                let faces: Vec<u32> = (1..=6usize)
                    .rev()
                    .filter(|&face| count(face) >= 2)
                    .take(usize::from(n))
                    .map(|face| face as u32)
                    .collect();
                if faces.len() == usize::from(n) {
                    2 * faces.iter().sum::<u32>()
                } else {
                    0
                }
            }
            Points::House {
                big,
                small,
                pay: how,
            } => {
                let mut best = 0;
                for first in (1..=6usize).filter(|&f| count(f) >= u32::from(big)) {
                    for second in
                        (1..=6usize).filter(|&f| f != first && count(f) >= u32::from(small))
                    {
                        let pattern =
                            u32::from(big) * first as u32 + u32::from(small) * second as u32;
                        best = best.max(pay(how, pattern));
                    }
                }
                best
            }
            Points::Straight { faces, points } => {
                if (1..=6).all(|face| faces >> (face - 1) & 1 == 0 || count(face) > 0) {
                    points
                } else {
                    0
                }
            }
            Points::Best(ways) => ways.iter().map(|way| way.of(counts)).max().unwrap_or(0),
        }
    }
}

/// What a later Yahtzee may do when the Yahtzee box is used (the joker rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Joker {
    /// Nothing: it scores like any roll.
    None,
    /// The official forced joker: its own upper box, else any open lower box at full value,
    /// else zero in an open upper box.
    Forced,
    /// Any open box; joker values only once its own upper box is filled.
    Free,
}

/// One rule set of the full game, all data: what the solver, the cache and the reports
/// know of a rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleSet {
    /// The name on the command line and in the cache.
    pub name: &'static str,
    /// Dice thrown: 5, or 6 for Maxi Yatzy.
    pub dice: usize,
    /// The boxes of the score card, in its order; the first six are ones to sixes.
    pub boxes: &'static [Category],
    /// How each box scores (`points[c]` for `boxes[c]`).
    pub points: &'static [Points],
    /// The upper-section sum that earns the bonus.
    pub bonus_threshold: u32,
    /// The upper-section bonus.
    pub upper_bonus: u32,
    /// The box of all dice alike (the Yahtzee, Yatzy or Maxi-Yatzy box), which the joker
    /// and the Yahtzee bonus look at.
    pub yahtzee_box: usize,
    /// Whether later Yahtzees earn [`YAHTZEE_BONUS`] while the Yahtzee box holds 50.
    pub yahtzee_bonus: bool,
    /// The joker rules.
    pub joker: Joker,
}

impl RuleSet {
    /// Why the table cannot be solved, if it cannot: the solver assumes its boxes are ones
    /// to sixes first, at most [`MAX_CATEGORIES`] boxes, 5 or 6 dice, an upper threshold
    /// the progress fits in, and a joker only with five dice and the Yahtzee bonus.
    pub fn check(&self) -> Result<(), String> {
        let name = self.name;
        if self.boxes.len() != self.points.len() {
            return Err(format!(
                "{name}: {} boxes but {} scores",
                self.boxes.len(),
                self.points.len()
            ));
        }
        if !(Category::UPPER..=MAX_CATEGORIES).contains(&self.boxes.len()) {
            return Err(format!("{name}: 6 to {MAX_CATEGORIES} boxes"));
        }
        for face in 1..=6u8 {
            let c = usize::from(face) - 1;
            if self.points[c] != Points::Face(face) || self.boxes[c] != Category::ALL[c] {
                return Err(format!("{name}: box {c} is not the upper box of {face}s"));
            }
        }
        if !(5..=crate::dice::MAX_DICE).contains(&self.dice) {
            return Err(format!("{name}: 5 or 6 dice"));
        }
        if !(1..=MAX_THRESHOLD).contains(&self.bonus_threshold) {
            return Err(format!(
                "{name}: an upper threshold of 1 to {MAX_THRESHOLD}"
            ));
        }
        if self.yahtzee_box >= self.boxes.len() {
            return Err(format!("{name}: no Yahtzee box"));
        }
        if (self.joker != Joker::None || self.yahtzee_bonus)
            && (self.dice != 5 || self.joker == Joker::None || !self.yahtzee_bonus)
        {
            return Err(format!(
                "{name}: a joker and a Yahtzee bonus go together, with five dice"
            ));
        }
        Ok(())
    }
}

/// The most an upper threshold may be: the progress 0 to it fits the layout's 128 sums.
pub const MAX_THRESHOLD: u32 = 126;

const ONES_TO_SIXES: [Points; 6] = [
    Points::Face(1),
    Points::Face(2),
    Points::Face(3),
    Points::Face(4),
    Points::Face(5),
    Points::Face(6),
];

/// Four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6), worth `points`.
const fn four_in_a_row(points: u32) -> [Points; 3] {
    [
        Points::Straight {
            faces: 0b001111,
            points,
        },
        Points::Straight {
            faces: 0b011110,
            points,
        },
        Points::Straight {
            faces: 0b111100,
            points,
        },
    ]
}

/// Five faces in a row (1 to 5 or 2 to 6), worth `points`.
const fn five_in_a_row(points: u32) -> [Points; 2] {
    [
        Points::Straight {
            faces: 0b011111,
            points,
        },
        Points::Straight {
            faces: 0b111110,
            points,
        },
    ]
}

const FOUR_IN_A_ROW_30: [Points; 3] = four_in_a_row(30);
const FIVE_IN_A_ROW_40: [Points; 2] = five_in_a_row(40);
const FOUR_IN_A_ROW_25: [Points; 3] = four_in_a_row(25);
const FIVE_IN_A_ROW_35: [Points; 2] = five_in_a_row(35);

/// The six upper boxes, then the lower ones.
const fn card(lower: [Points; 7]) -> [Points; 13] {
    let mut all = [Points::Sum; 13];
    let mut c = 0;
    while c < 13 {
        all[c] = if c < 6 {
            ONES_TO_SIXES[c]
        } else {
            lower[c - 6]
        };
        c += 1;
    }
    all
}

/// The official scores of the 13 boxes (in [`Category::ALL`] order), hasbro's and
/// verhoeff's: three and four of a kind the sum of all dice, Yahtzee 50, small straight
/// (four in a row) 30, large straight (five in a row) 40, full house (three and two) 25.
pub const OFFICIAL_POINTS: [Points; 13] = card([
    Points::Sum,
    Points::OfAKind {
        n: 3,
        pay: Pay::AllDice,
    },
    Points::OfAKind {
        n: 4,
        pay: Pay::AllDice,
    },
    Points::OfAKind {
        n: 5,
        pay: Pay::Fixed(50),
    },
    Points::Best(&FOUR_IN_A_ROW_30),
    Points::Best(&FIVE_IN_A_ROW_40),
    Points::House {
        big: 3,
        small: 2,
        pay: Pay::Fixed(25),
    },
]);

/// UVa 10149's scores: straights 25 and 35, full house 40, which five equal dice also make.
pub const UVA_POINTS: [Points; 13] = card([
    Points::Sum,
    Points::OfAKind {
        n: 3,
        pay: Pay::AllDice,
    },
    Points::OfAKind {
        n: 4,
        pay: Pay::AllDice,
    },
    Points::OfAKind {
        n: 5,
        pay: Pay::Fixed(50),
    },
    Points::Best(&FOUR_IN_A_ROW_25),
    Points::Best(&FIVE_IN_A_ROW_35),
    Points::Best(&[
        Points::House {
            big: 3,
            small: 2,
            pay: Pay::Fixed(40),
        },
        Points::OfAKind {
            n: 5,
            pay: Pay::Fixed(40),
        },
    ]),
]);

/// The official rules.
pub const HASBRO: RuleSet = RuleSet {
    name: "hasbro",
    dice: 5,
    boxes: &Category::ALL,
    points: &OFFICIAL_POINTS,
    bonus_threshold: 63,
    upper_bonus: 35,
    yahtzee_box: Category::FiveOfAKind as usize,
    yahtzee_bonus: true,
    joker: Joker::Forced,
};

/// The published analyses' convention: the official scores, the free joker.
pub const VERHOEFF: RuleSet = RuleSet {
    name: "verhoeff",
    joker: Joker::Free,
    ..HASBRO
};

/// UVa 10149's scoring, no Yahtzee bonus, no joker.
pub const UVA: RuleSet = RuleSet {
    name: "uva",
    points: &UVA_POINTS,
    yahtzee_bonus: false,
    joker: Joker::None,
    ..HASBRO
};

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

/// How [`YATZY_BOXES`] score.
pub const YATZY_POINTS: [Points; 15] = [
    Points::Face(1),
    Points::Face(2),
    Points::Face(3),
    Points::Face(4),
    Points::Face(5),
    Points::Face(6),
    Points::Pairs(1),
    Points::Pairs(2),
    Points::OfAKind {
        n: 3,
        pay: Pay::Pattern,
    },
    Points::OfAKind {
        n: 4,
        pay: Pay::Pattern,
    },
    Points::Straight {
        faces: 0b011111,
        points: 15,
    },
    Points::Straight {
        faces: 0b111110,
        points: 20,
    },
    Points::House {
        big: 3,
        small: 2,
        pay: Pay::Pattern,
    },
    Points::Sum,
    Points::OfAKind {
        n: 5,
        pay: Pay::Fixed(50),
    },
];

/// Scandinavian Yatzy.
pub const YATZY: RuleSet = RuleSet {
    name: "yatzy",
    dice: 5,
    boxes: &YATZY_BOXES,
    points: &YATZY_POINTS,
    bonus_threshold: 63,
    upper_bonus: 50,
    yahtzee_box: 14,
    yahtzee_bonus: false,
    joker: Joker::None,
};

/// The boxes of Maxi Yatzy (the Finnish rules of jokkebk/maxiyatzy's `docs/rules.md`), in
/// the order of its score card: ones to sixes, one, two and three pairs, three, four and
/// five of a kind, small straight (1 to 5), large straight (2 to 6), full straight (1 to
/// 6), full house (three and two), super house (three and three), tower (four and two),
/// chance, Maxi-Yatzy (six alike).
pub const MAXI_BOXES: [Category; 20] = [
    Category::Ones,
    Category::Twos,
    Category::Threes,
    Category::Fours,
    Category::Fives,
    Category::Sixes,
    Category::OnePair,
    Category::TwoPairs,
    Category::ThreePairs,
    Category::ThreeOfAKind,
    Category::FourOfAKind,
    Category::FiveOfAKind,
    Category::ShortStraight,
    Category::LongStraight,
    Category::FullStraight,
    Category::FullHouse,
    Category::SuperHouse,
    Category::Tower,
    Category::Chance,
    Category::MaxiYatzy,
];

/// How [`MAXI_BOXES`] score: the pairs and "of a kind" the highest faces that make them,
/// their dice summed (four sixes make three of a kind 18); the straights 15, 20 and 21
/// (the sixth die ignored by the first two); full house the best three and two of two
/// faces, their five dice (3-3-3-5-5-5 makes 21); super house and tower all six dice;
/// Maxi-Yatzy 100.
pub const MAXI_POINTS: [Points; 20] = [
    Points::Face(1),
    Points::Face(2),
    Points::Face(3),
    Points::Face(4),
    Points::Face(5),
    Points::Face(6),
    Points::Pairs(1),
    Points::Pairs(2),
    Points::Pairs(3),
    Points::OfAKind {
        n: 3,
        pay: Pay::Pattern,
    },
    Points::OfAKind {
        n: 4,
        pay: Pay::Pattern,
    },
    Points::OfAKind {
        n: 5,
        pay: Pay::Pattern,
    },
    Points::Straight {
        faces: 0b011111,
        points: 15,
    },
    Points::Straight {
        faces: 0b111110,
        points: 20,
    },
    Points::Straight {
        faces: 0b111111,
        points: 21,
    },
    Points::House {
        big: 3,
        small: 2,
        pay: Pay::Pattern,
    },
    Points::House {
        big: 3,
        small: 3,
        pay: Pay::Pattern,
    },
    Points::House {
        big: 4,
        small: 2,
        pay: Pay::Pattern,
    },
    Points::Sum,
    Points::OfAKind {
        n: 6,
        pay: Pay::Fixed(100),
    },
];

/// Maxi Yatzy under the Finnish rules: 50 at 75 in the upper section, any box may take a
/// zero, no joker, no bonus for a second Maxi-Yatzy.
pub const MAXI: RuleSet = RuleSet {
    name: "maxi",
    dice: 6,
    boxes: &MAXI_BOXES,
    points: &MAXI_POINTS,
    bonus_threshold: 75,
    upper_bonus: 50,
    yahtzee_box: 19,
    yahtzee_bonus: false,
    joker: Joker::None,
};

impl Rules {
    /// The rule set's table.
    pub fn table(self) -> &'static RuleSet {
        match self {
            Rules::Hasbro => &HASBRO,
            Rules::Verhoeff => &VERHOEFF,
            Rules::Uva => &UVA,
            Rules::Yatzy => &YATZY,
            Rules::Maxi => &MAXI,
            Rules::Table(table) => table,
        }
    }

    /// The name on the command line and in the cache.
    pub fn name(self) -> &'static str {
        self.table().name
    }

    /// Dice thrown: 5, or 6 for Maxi Yatzy.
    pub fn dice(self) -> usize {
        self.table().dice
    }

    /// Whether later Yahtzees earn 100 while the Yahtzee box holds 50 (and so whether the
    /// state needs that flag).
    pub fn has_yahtzee_bonus(self) -> bool {
        self.table().yahtzee_bonus
    }

    /// Whether a later Yahtzee is a joker (scored by the joker rules of [`Scoring::options`]).
    pub fn has_joker(self) -> bool {
        self.table().joker != Joker::None
    }

    /// The boxes of the score card, in its order: box `c` of a state's used set is
    /// `boxes()[c]`. The first six are the upper section in every rule set.
    pub fn boxes(self) -> &'static [Category] {
        self.table().boxes
    }

    /// The number of boxes: 13, 15 for Yatzy, 20 for Maxi Yatzy.
    pub fn categories(self) -> usize {
        self.boxes().len()
    }

    /// The box of `category` under these rules, if the card has it.
    pub fn box_of(self, category: Category) -> Option<usize> {
        self.boxes().iter().position(|&c| c == category)
    }

    /// The Yahtzee (Yatzy, Maxi-Yatzy) box: all dice alike.
    #[inline]
    pub fn yahtzee_box(self) -> usize {
        self.table().yahtzee_box
    }

    /// The upper-section bonus: 35, or 50 for Yatzy and Maxi Yatzy.
    pub fn upper_bonus(self) -> u32 {
        self.table().upper_bonus
    }

    /// The upper-section sum that earns the bonus: 63, or 75 for Maxi Yatzy.
    pub fn bonus_threshold(self) -> u32 {
        self.table().bonus_threshold
    }
}

/// The Yahtzee box (five of a kind) of the 13-box rule sets; [`Rules::yahtzee_box`] for any.
pub const YAHTZEE_BOX: usize = Category::FiveOfAKind as usize;
/// Points for each later Yahtzee while the Yahtzee box holds 50.
pub const YAHTZEE_BONUS: u32 = 100;
/// The most boxes a rule set has (Maxi Yatzy's 20); [`Rules::categories`] for one rule set.
pub const MAX_CATEGORIES: usize = 20;

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

impl Scoring {
    /// The points of every full roll of `hands` (as many dice as the rules throw) under
    /// `rules`.
    pub fn new(rules: Rules, hands: &Hands) -> Self {
        assert_eq!(hands.dice(), rules.dice(), "the rules' number of dice");
        let table = rules.table();
        let mut normal = Vec::with_capacity(hands.rolls());
        let mut yahtzee_face = Vec::with_capacity(hands.rolls());
        for roll in 0..hands.rolls() {
            let counts = hands.counts[hands.first_roll() + roll];
            let mut points = [0; MAX_CATEGORIES];
            for (slot, way) in points.iter_mut().zip(table.points) {
                *slot = way.of(&counts);
            }
            normal.push(points);
            let alike = counts.iter().position(|&c| usize::from(c) == hands.dice());
            yahtzee_face.push(alike.map_or(0, |face| face as u8 + 1));
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

    /// The full rolls: as many as the rules' dice make.
    pub fn rolls(&self) -> usize {
        self.normal.len()
    }

    /// The points of `roll` in `category` without any joker.
    #[inline]
    pub fn points(&self, roll: usize, category: usize) -> u32 {
        self.normal[roll][category]
    }

    /// Whether `roll` is all dice alike.
    pub fn is_yahtzee(&self, roll: usize) -> bool {
        self.yahtzee_face[roll] != 0
    }

    /// The Yahtzee bonus this roll earns wherever it is scored.
    pub fn yahtzee_bonus(&self, roll: usize, used: u32, yahtzee_box_holds_50: bool) -> u32 {
        let is_bonus = self.rules.has_yahtzee_bonus()
            && self.yahtzee_face[roll] != 0
            && used >> self.yahtzee_box & 1 == 1
            && yahtzee_box_holds_50;
        if is_bonus { YAHTZEE_BONUS } else { 0 }
    }

    /// Calls `option(category, points)` for every category `roll` may be scored in, with
    /// the points it earns there (the Yahtzee bonus not included).
    pub fn options(&self, roll: usize, used: u32, mut option: impl FnMut(usize, u32)) {
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
        match self.rules.table().joker {
            Joker::Forced => {
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
            Joker::Free => {
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
            Joker::None => unreachable!("no joker under these rules"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{FullHouse, score};

    /// The official scores as the rule book states them, box by box (the oracle for
    /// [`OFFICIAL_POINTS`]).
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

    /// What `dice` score in `category` in Scandinavian Yatzy (the oracle for [`YATZY_POINTS`]).
    fn yatzy_points(dice: &[u8; 5], category: Category) -> u32 {
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

    /// Maxi Yatzy's scores as `docs/rules.md` of jokkebk/maxiyatzy states them, box by box,
    /// from the six dice themselves (the oracle for [`MAXI_POINTS`]).
    fn maxi_points(dice: &[u8; 6], category: Category) -> u32 {
        let count = |face: u32| dice.iter().filter(|&&d| u32::from(d) == face).count() as u32;
        let sum: u32 = dice.iter().map(|&d| u32::from(d)).sum();
        // Faces with at least `n` dice, highest first.
        let with = |n: u32| (1..=6u32).rev().filter(move |&f| count(f) >= n);
        let pairs = |n: usize| {
            let faces: Vec<u32> = with(2).take(n).collect();
            if faces.len() == n {
                2 * faces.iter().sum::<u32>()
            } else {
                0
            }
        };
        let kind = |n: u32| with(n).next().map_or(0, |f| n * f);
        let house = |big: u32, small: u32| {
            with(big)
                .flat_map(|a| {
                    with(small)
                        .filter(move |&b| b != a)
                        .map(move |b| big * a + small * b)
                })
                .max()
                .unwrap_or(0)
        };
        let has = |faces: &[u32]| faces.iter().all(|&f| count(f) >= 1);
        match category {
            Category::Ones => count(1),
            Category::Twos => 2 * count(2),
            Category::Threes => 3 * count(3),
            Category::Fours => 4 * count(4),
            Category::Fives => 5 * count(5),
            Category::Sixes => 6 * count(6),
            Category::OnePair => pairs(1),
            Category::TwoPairs => pairs(2),
            Category::ThreePairs => pairs(3),
            Category::ThreeOfAKind => kind(3),
            Category::FourOfAKind => kind(4),
            Category::FiveOfAKind => kind(5),
            Category::ShortStraight => {
                if has(&[1, 2, 3, 4, 5]) {
                    15
                } else {
                    0
                }
            }
            Category::LongStraight => {
                if has(&[2, 3, 4, 5, 6]) {
                    20
                } else {
                    0
                }
            }
            Category::FullStraight => {
                if (1..=6).all(|f| count(f) == 1) {
                    21
                } else {
                    0
                }
            }
            Category::FullHouse => house(3, 2),
            Category::SuperHouse => house(3, 3),
            Category::Tower => house(4, 2),
            Category::Chance => sum,
            Category::MaxiYatzy => {
                if count(u32::from(dice[0])) == 6 {
                    100
                } else {
                    0
                }
            }
        }
    }

    /// Every roll's points from the rule set's table, box by box.
    fn table_points(rules: Rules, faces: &[u8]) -> Vec<u32> {
        let mut counts = [0u8; 6];
        for &face in faces {
            counts[usize::from(face) - 1] += 1;
        }
        rules
            .table()
            .points
            .iter()
            .map(|way| way.of(&counts))
            .collect()
    }

    /// The points of `dice` in each of Yatzy's boxes, in card order, from the table.
    fn yatzy(dice: [u8; 5]) -> Vec<u32> {
        table_points(Rules::Yatzy, &dice)
    }

    /// The points of `dice` in each of Maxi Yatzy's boxes, in card order, from the table.
    fn maxi(dice: [u8; 6]) -> Vec<u32> {
        table_points(Rules::Maxi, &dice)
    }

    #[test]
    fn every_table_is_solvable() {
        for rules in [
            Rules::Hasbro,
            Rules::Verhoeff,
            Rules::Uva,
            Rules::Yatzy,
            Rules::Maxi,
        ] {
            assert_eq!(rules.table().check(), Ok(()), "{}", rules.name());
        }
        let broken = RuleSet {
            points: &YATZY_POINTS,
            ..MAXI
        };
        assert!(broken.check().is_err());
        let no_upper = RuleSet {
            bonus_threshold: 127,
            ..MAXI
        };
        assert!(no_upper.check().is_err());
    }

    #[test]
    fn the_tables_score_every_roll_as_the_rule_books_say() {
        let five = Hands::new();
        for roll in five.first_roll()..five.len() {
            let faces = five.faces(roll);
            let dice: [u8; 5] = std::array::from_fn(|i| faces[i]);
            let by_book = |points: &dyn Fn(Category) -> u32, rules: Rules| {
                let expected: Vec<u32> = rules.boxes().iter().map(|&c| points(c)).collect();
                assert_eq!(
                    table_points(rules, &faces),
                    expected,
                    "{} {faces:?}",
                    rules.name()
                );
            };
            by_book(&|c| official_points(&dice, c), Rules::Hasbro);
            by_book(&|c| official_points(&dice, c), Rules::Verhoeff);
            by_book(
                &|c| score(&dice, c, FullHouse::FiveOfAKindCounts),
                Rules::Uva,
            );
            by_book(&|c| yatzy_points(&dice, c), Rules::Yatzy);
        }
        let six = Hands::with_dice(6);
        for roll in six.first_roll()..six.len() {
            let faces = six.faces(roll);
            let dice: [u8; 6] = std::array::from_fn(|i| faces[i]);
            let expected: Vec<u32> = MAXI_BOXES.iter().map(|&c| maxi_points(&dice, c)).collect();
            assert_eq!(maxi(dice), expected, "{faces:?}");
        }
    }

    #[test]
    fn maxi_scores_every_box() {
        //                              1  2  3  4  5  6 1p 2p 3p 3k 4k 5k ss ls fs  fh  sh  tw  ch   my
        assert_eq!(
            maxi([1, 2, 3, 4, 5, 6]),
            [
                1, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 0, 15, 20, 21, 0, 0, 0, 21, 0
            ]
        );
        // Three and three: three pairs, super house, and the best full house (5-5-5 3-3).
        assert_eq!(
            maxi([3, 3, 3, 5, 5, 5]),
            [
                0, 0, 9, 0, 15, 0, 10, 16, 0, 15, 0, 0, 0, 0, 0, 21, 24, 0, 24, 0
            ]
        );
        // Four and two: a tower, a full house from three of the four, two pairs.
        assert_eq!(
            maxi([4, 4, 4, 4, 2, 2]),
            [
                0, 4, 0, 16, 0, 0, 8, 12, 0, 12, 16, 0, 0, 0, 0, 16, 0, 20, 20, 0
            ]
        );
        // Three pairs; the sixth die ignored by a small straight.
        assert_eq!(maxi([1, 1, 2, 2, 6, 6])[6..9], [12, 16, 18]);
        assert_eq!(maxi([1, 2, 3, 4, 5, 5])[12..15], [15, 0, 0]);
        // Six alike: every "of a kind", one pair, no two pairs, the Maxi-Yatzy.
        assert_eq!(
            maxi([6; 6]),
            [
                0, 0, 0, 0, 0, 36, 12, 0, 0, 18, 24, 30, 0, 0, 0, 0, 0, 0, 36, 100
            ]
        );
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
        let sixes = hands.hand_of(&[6; 5]).expect("a hand") - hands.first_roll();
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
