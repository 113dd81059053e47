//! What a final roll may score, and where, under each rule set of the full game.

use crate::rules::{Category, FullHouse, score};

use super::dice::{FIRST_ROLL, Hands, ROLLS};

/// The rule sets of `yahtzee optimal`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Rules {
    /// The official rules: full house 25, straights 30 and 40, Yahtzee 50, 100 for each
    /// later Yahtzee while the Yahtzee box holds 50, and the forced joker.
    Hasbro,
    /// The published analyses' convention: a later Yahtzee may go to any open box, with
    /// joker values in full house and the straights only when its own upper box is filled.
    Verhoeff,
    /// UVa 10149's scoring: no Yahtzee bonus, no joker.
    Uva,
}

impl Rules {
    /// The name on the command line and in the cache.
    pub fn name(self) -> &'static str {
        match self {
            Rules::Hasbro => "hasbro",
            Rules::Verhoeff => "verhoeff",
            Rules::Uva => "uva",
        }
    }

    /// Whether later Yahtzees earn 100 while the Yahtzee box holds 50 (and so whether the
    /// state needs that flag).
    pub fn has_yahtzee_bonus(self) -> bool {
        self != Rules::Uva
    }
}

/// The Yahtzee box (five of a kind).
pub const YAHTZEE_BOX: usize = Category::FiveOfAKind as usize;
/// Points for each later Yahtzee while the Yahtzee box holds 50.
pub const YAHTZEE_BONUS: u32 = 100;
/// Categories.
pub const CATEGORIES: usize = 13;

/// Points of every roll in every category, and the joker rules around them.
#[derive(Clone, Debug)]
pub struct Scoring {
    rules: Rules,
    /// `normal[roll][category]`: the points without any joker.
    normal: Vec<[u32; CATEGORIES]>,
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

impl Scoring {
    /// The points of every roll of `hands` under `rules`.
    pub fn new(rules: Rules, hands: &Hands) -> Self {
        let mut normal = Vec::with_capacity(ROLLS);
        let mut yahtzee_face = Vec::with_capacity(ROLLS);
        for roll in 0..ROLLS {
            let faces = hands.faces(FIRST_ROLL + roll);
            let dice: [u8; 5] = std::array::from_fn(|i| faces[i]);
            normal.push(Category::ALL.map(|category| match rules {
                Rules::Uva => score(&dice, category, FullHouse::FiveOfAKindCounts),
                Rules::Hasbro | Rules::Verhoeff => official_points(&dice, category),
            }));
            yahtzee_face.push(if dice.iter().all(|&d| d == dice[0]) {
                dice[0]
            } else {
                0
            });
        }
        Self {
            rules,
            normal,
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
            && used >> YAHTZEE_BOX & 1 == 1
            && yahtzee_box_holds_50;
        if is_bonus { YAHTZEE_BONUS } else { 0 }
    }

    /// Calls `option(category, points)` for every category `roll` may be scored in, with
    /// the points it earns there (the Yahtzee bonus not included).
    pub fn options(&self, roll: usize, used: u16, mut option: impl FnMut(usize, u32)) {
        let open = |category: usize| used >> category & 1 == 0;
        let face = usize::from(self.yahtzee_face[roll]);
        let joker = face != 0 && !open(YAHTZEE_BOX) && self.rules != Rules::Uva;
        if !joker {
            for category in (0..CATEGORIES).filter(|&c| open(c)) {
                option(category, self.normal[roll][category]);
            }
            return;
        }
        let joker_points = |category: usize| match Category::ALL[category] {
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
                } else if (Category::UPPER..CATEGORIES).any(open) {
                    for category in (Category::UPPER..CATEGORIES).filter(|&c| open(c)) {
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
                for category in (0..CATEGORIES).filter(|&c| open(c)) {
                    let points = if open(own_upper_box) {
                        self.normal[roll][category]
                    } else {
                        joker_points(category)
                    };
                    option(category, points);
                }
            }
            Rules::Uva => unreachable!("no joker under UVa rules"),
        }
    }
}
