//! `yahtzee advise`: the best action in a position of the real game, from the strategy.
//!
//! A position is what a player sees at the table: the boxes already scored (hence the used
//! categories, the upper-section sum and what the Yahtzee box holds), the Yahtzee bonuses
//! already earned, the dice showing (five, six for Maxi Yatzy), and how many rerolls are
//! left. With rerolls left the choices are the hands to keep (keeping all covers scoring
//! now); with none, the
//! boxes the roll may be scored in (the joker rules decide which). Each choice is valued as
//! the expected final score: the points on the card plus the strategy's expected score
//! still to come.

use super::dice::{FACES, Hands};
use super::scoring::{Rules, Scoring, YAHTZEE_BONUS};
use super::turn::{Turn, turn_tables};
use super::{Evaluator, State, Strategy, after_scoring};
use crate::rules::Category;

/// A position at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// Used categories, upper sum (capped) and Yahtzee flag: the DP's state.
    pub state: State,
    /// The real upper-section sum (not capped).
    pub upper_sum: u32,
    /// What the Yahtzee box holds, once scored.
    pub yahtzee_box: Option<u32>,
    /// Yahtzee bonuses already earned (100 each).
    pub bonuses: u32,
    /// Points already on the card: the boxes, the upper bonus once earned, the Yahtzee
    /// bonuses.
    pub points_so_far: u32,
    /// The dice showing (as many as the rules throw).
    pub dice: Vec<u8>,
    /// Rerolls left this turn: 2 after the first throw, 0 after the third.
    pub rerolls_left: u8,
}

/// What to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Keep these dice (lowest first) and reroll the others.
    Keep(Vec<u8>),
    /// Score the roll in this category for these points (the Yahtzee bonus not included).
    Score {
        /// The box, numbered as the rules' card ([`Rules::boxes`]).
        category: usize,
        /// Its points.
        points: u32,
    },
}

/// One choice and its value.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The action.
    pub action: Action,
    /// The expected final score after taking it and playing on optimally.
    pub expected: f64,
}

/// The hand numbers of the holds inside `roll` (a full roll), smallest first.
pub fn holds(evaluator: &Evaluator, roll: usize) -> Vec<usize> {
    let hands = &evaluator.hands;
    let showing = hands.counts[hands.first_roll() + roll];
    (0..hands.len())
        .filter(|&hand| (0..FACES).all(|face| hands.counts[hand][face] <= showing[face]))
        .collect()
}

/// The tables of the turn in `state`, from the strategy.
pub fn turn_in(evaluator: &Evaluator, strategy: &Strategy, state: State) -> Turn {
    let scored = evaluator.scored(&strategy.values, state);
    turn_tables(&evaluator.hands, &scored)
}

/// Every choice in `position`, best first (ties: keep more dice first, then lower dice;
/// scores in category order).
pub fn advise(strategy: &Strategy, position: &Position) -> Vec<Choice> {
    let evaluator = Evaluator::new(strategy.rules);
    let hands = &evaluator.hands;
    let scoring = &evaluator.scoring;
    let roll = hands
        .hand_of(&position.dice)
        .expect("as many dice as the rules throw, 1 to 6")
        - hands.first_roll();
    let so_far = f64::from(position.points_so_far);
    let mut choices = Vec::new();
    let state = position.state;
    if position.rerolls_left == 0 {
        let extra = scoring.yahtzee_bonus(roll, state.used, state.yahtzee_50);
        scoring.options(roll, state.used, |category, points| {
            let (next, bonus) = after_scoring(strategy.rules, state, category, points);
            let expected = so_far + f64::from(points + bonus + extra) + strategy.value(next);
            choices.push(Choice {
                action: Action::Score { category, points },
                expected,
            });
        });
    } else {
        let turn = turn_in(&evaluator, strategy, state);
        for hand in holds(&evaluator, roll) {
            let expected = so_far + turn.keep[usize::from(position.rerolls_left)][hand];
            choices.push(Choice {
                action: Action::Keep(hands.faces(hand)),
                expected,
            });
        }
        choices.sort_by_key(|choice| match &choice.action {
            Action::Keep(dice) => (std::cmp::Reverse(dice.len()), dice.clone()),
            Action::Score { .. } => (std::cmp::Reverse(0), Vec::new()),
        });
    }
    // Stable: among equal values the order above stands.
    choices.sort_by(|a, b| b.expected.total_cmp(&a.expected));
    choices
}

/// Whether `points` can be scored in `category` under `rules` by some roll (joker values
/// included), to check a position typed by a player.
pub fn possible_points(scoring: &Scoring, category: usize, points: u32) -> bool {
    let yahtzee_used = 1 << scoring.rules().yahtzee_box();
    (0..scoring.rolls()).any(|roll| {
        let mut found = false;
        for used in [0, yahtzee_used, yahtzee_used | 0x3F] {
            if used >> category & 1 == 0 {
                scoring.options(roll, used, |c, p| found |= c == category && p == points);
            }
        }
        found
    })
}

/// One `--scored` entry: a box and its points, or Yahtzee bonuses already earned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scored {
    /// A box and its points (whether the rules' card has that box is checked by
    /// [`Position::from_card`]).
    Box(Category, u32),
    /// `yahtzee_bonus=POINTS`: the Yahtzee bonuses earned, in points (100 each).
    Bonus(u32),
}

/// The short names of the score table, in the order of [`NAMED`].
pub const SHORT_NAMES: [&str; 20] = [
    "1s", "2s", "3s", "4s", "5s", "6s", "ch", "3k", "4k", "5k", "ss", "ls", "fh", "1p", "2p", "3p",
    "fs", "sh", "tw", "my",
];

/// Every box of every rule set: UVa 10149's 13 ([`Category::ALL`]), then Yatzy's one pair
/// and two pairs, then Maxi Yatzy's three pairs, full straight, super house, tower and
/// Maxi-Yatzy.
pub const NAMED: [Category; 20] = {
    let mut named = [Category::OnePair; 20];
    let mut index = 0;
    while index < Category::ALL.len() {
        named[index] = Category::ALL[index];
        index += 1;
    }
    named[index] = Category::OnePair;
    named[index + 1] = Category::TwoPairs;
    named[index + 2] = Category::ThreePairs;
    named[index + 3] = Category::FullStraight;
    named[index + 4] = Category::SuperHouse;
    named[index + 5] = Category::Tower;
    named[index + 6] = Category::MaxiYatzy;
    named
};

/// The category a name stands for: the `--json` name (`three_of_a_kind`), the official
/// cards' (`yahtzee`, `yatzy`, `small_straight`, `large_straight`), or the short name of
/// the score table (`3k`, `fh`, `1p`); any case, `-` for `_`.
pub fn category_named(name: &str) -> Option<Category> {
    let name = name.trim().to_ascii_lowercase().replace('-', "_");
    let official = match name.as_str() {
        "yahtzee" | "yatzy" => Some(Category::FiveOfAKind),
        "small_straight" => Some(Category::ShortStraight),
        "large_straight" => Some(Category::LongStraight),
        _ => None,
    };
    NAMED
        .iter()
        .zip(SHORT_NAMES)
        .find(|&(&c, short)| c.name() == name || Some(c) == official || short == name)
        .map(|(&c, _)| c)
}

/// Parses `NAME=POINTS` as typed at the table (see [`category_named`]), or
/// `yahtzee_bonus=POINTS`.
pub fn parse_scored(text: &str) -> Result<Scored, String> {
    let (name, points) = text
        .split_once('=')
        .ok_or_else(|| format!("'{text}' is not NAME=POINTS"))?;
    let points: u32 = points
        .trim()
        .parse()
        .map_err(|_| format!("'{points}' is not a number of points"))?;
    let key = name.trim().to_ascii_lowercase().replace('-', "_");
    if key == "yahtzee_bonus" {
        if !points.is_multiple_of(YAHTZEE_BONUS) {
            return Err(format!(
                "yahtzee_bonus={points}: the Yahtzee bonus comes in {YAHTZEE_BONUS}s"
            ));
        }
        return Ok(Scored::Bonus(points));
    }
    let category = category_named(name).ok_or_else(|| {
        let names = NAMED.map(Category::name).join(", ");
        format!(
            "'{}' is not a box: {names}; or yahtzee (yatzy), small_straight, large_straight; \
             or {}; or yahtzee_bonus",
            name.trim(),
            SHORT_NAMES.join(", ")
        )
    })?;
    Ok(Scored::Box(category, points))
}

/// Parses one `--dice` word: faces 1 to 6, possibly several (`33356`, `3,3,3,5,6`).
pub fn parse_dice_word(text: &str) -> Result<Vec<u8>, String> {
    text.chars()
        .filter(|c| !matches!(c, ',' | ' ' | '\t'))
        .map(|c| match c {
            '1'..='6' => Ok(c as u8 - b'0'),
            _ => Err(format!("'{c}' is not a die (1 to 6)")),
        })
        .collect()
}

/// `count` dice (the rules' five or six) from the words of `--dice`: `33356`,
/// `3,3,3,5,6`, `"3 3 3 5 6"` or `3 3 3 5 6`.
pub fn dice_of(words: &[Vec<u8>], count: usize) -> Result<Vec<u8>, String> {
    let faces: Vec<u8> = words.concat();
    if faces.len() == count {
        Ok(faces)
    } else {
        Err(format!(
            "--dice: {} dice given, expected {count}",
            faces.len()
        ))
    }
}

impl Position {
    /// The position of a score card with `scored` boxes (and Yahtzee bonuses), `bonuses`
    /// more Yahtzee bonuses, `dice` showing and `rerolls_left`; an error names what no
    /// real card can show.
    pub fn from_card(
        rules: Rules,
        scored: &[Scored],
        bonuses: u32,
        dice: Vec<u8>,
        rerolls_left: u8,
    ) -> Result<Self, String> {
        if dice.len() != rules.dice() || dice.iter().any(|die| !(1..=6).contains(die)) {
            return Err(format!(
                "--dice: {} dice given, expected {} from 1 to 6",
                dice.len(),
                rules.dice()
            ));
        }
        let scoring = Scoring::new(rules, &Hands::with_dice(rules.dice()));
        let mut state = State::START;
        let mut upper_sum = 0;
        let mut points_so_far = 0;
        let mut yahtzee_box = None;
        let mut bonus_points = None;
        for &entry in scored {
            let (category, points) = match entry {
                Scored::Box(category, points) => (category, points),
                Scored::Bonus(points) => {
                    if bonus_points.is_some() {
                        return Err("yahtzee_bonus is given twice".to_owned());
                    }
                    bonus_points = Some(points);
                    continue;
                }
            };
            let name = category.name();
            let Some(category) = rules.box_of(category) else {
                return Err(format!("{} rules have no {name} box", rules.name()));
            };
            if state.used >> category & 1 == 1 {
                return Err(format!("{name} is scored twice"));
            }
            if !possible_points(&scoring, category, points) {
                return Err(format!(
                    "no roll scores {points} in {name} under {} rules",
                    rules.name()
                ));
            }
            state.used |= 1 << category;
            points_so_far += points;
            if category < Category::UPPER {
                upper_sum += points;
            }
            if category == rules.yahtzee_box() {
                yahtzee_box = Some(points);
                state.yahtzee_50 = points == 50 && rules.has_yahtzee_bonus();
            }
        }
        if state.used_count() == rules.categories() {
            return Err("every box is scored: the game is over".to_owned());
        }
        let bonuses = match bonus_points {
            Some(points) if bonuses > 0 => {
                return Err(format!(
                    "Yahtzee bonuses are given twice: --bonuses {bonuses} and \
                     yahtzee_bonus={points}"
                ));
            }
            Some(points) => points / YAHTZEE_BONUS,
            None => bonuses,
        };
        if bonuses > 0 {
            if !rules.has_yahtzee_bonus() {
                return Err(format!("{} rules have no Yahtzee bonus", rules.name()));
            }
            if yahtzee_box != Some(50) {
                return Err("a Yahtzee bonus is earned only with 50 in the Yahtzee box".to_owned());
            }
            // Each bonus Yahtzee was scored in a box of its own besides the Yahtzee box.
            let others = state.used_count() as u32 - 1;
            if bonuses > others {
                let boxes = if bonuses == 1 { "box" } else { "boxes" };
                return Err(format!(
                    "{bonuses} Yahtzee {} need {bonuses} {boxes} scored besides the \
                     Yahtzee box, and the card has {others}",
                    if bonuses == 1 { "bonus" } else { "bonuses" },
                ));
            }
        }
        state.upper = upper_sum.min(rules.bonus_threshold()) as u8;
        if upper_sum >= rules.bonus_threshold() {
            points_so_far += rules.upper_bonus();
        }
        points_so_far += bonuses * YAHTZEE_BONUS;
        Ok(Self {
            state,
            upper_sum,
            yahtzee_box,
            bonuses,
            points_so_far,
            dice,
            rerolls_left,
        })
    }
}
