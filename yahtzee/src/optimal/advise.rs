//! `yahtzee advise`: the best action in a position of the real game, from the strategy.
//!
//! A position is what a player sees at the table: the boxes already scored (hence the used
//! categories, the upper-section sum and whether the Yahtzee box holds 50), the five dice
//! showing, and how many rerolls are left. With rerolls left the choices are the hands to
//! keep; with none, the boxes the roll may be scored in (the joker rules decide which).
//! Each choice is valued as the expected final score: the points on the card plus the
//! strategy's expected score still to come.

use super::dice::{FACES, FIRST_ROLL, HANDS, Hands};
use super::scoring::{Rules, Scoring};
use super::turn::turn_tables;
use super::{State, Strategy, after_scoring, scored_values};
use crate::rules::{BONUS_THRESHOLD, Category, UPPER_BONUS};

/// A position at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// Used categories, upper sum and Yahtzee flag.
    pub state: State,
    /// Points already on the card, the upper bonus included once earned.
    pub points_so_far: u32,
    /// The five dice showing.
    pub dice: [u8; 5],
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
        /// The category, numbered as [`crate::rules::Category`].
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

/// Every choice in `position`, best first (ties: keep more dice first, then lower dice;
/// scores in category order).
pub fn advise(strategy: &Strategy, position: &Position) -> Vec<Choice> {
    let hands = Hands::new();
    let scoring = Scoring::new(strategy.rules, &hands);
    let roll = hands
        .hand_of(&position.dice)
        .expect("five dice from 1 to 6")
        - FIRST_ROLL;
    let so_far = f64::from(position.points_so_far);
    let mut choices = Vec::new();
    if position.rerolls_left == 0 {
        let state = position.state;
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
        let mut scored = vec![0.0; super::dice::ROLLS];
        scored_values(&scoring, &strategy.values, position.state, &mut scored);
        let turn = turn_tables(&hands, &scored);
        let showing = hands.counts[FIRST_ROLL + roll];
        for hand in 0..HANDS {
            let inside = (0..FACES).all(|face| hands.counts[hand][face] <= showing[face]);
            if inside {
                let expected = so_far + turn.keep[usize::from(position.rerolls_left)][hand];
                choices.push(Choice {
                    action: Action::Keep(hands.faces(hand)),
                    expected,
                });
            }
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
pub fn possible_points(rules: Rules, category: usize, points: u32) -> bool {
    let hands = Hands::new();
    let scoring = Scoring::new(rules, &hands);
    let yahtzee_used = 1 << super::scoring::YAHTZEE_BOX;
    (0..super::dice::ROLLS).any(|roll| {
        let mut found = false;
        for used in [0, yahtzee_used, yahtzee_used | 0x3F] {
            if used >> category & 1 == 0 {
                scoring.options(roll, used, |c, p| found |= c == category && p == points);
            }
        }
        found
    })
}

/// Parses `NAME=POINTS` as typed at the table: a category named as in `--json`
/// (`three_of_a_kind`, `full_house`, ...), or as the official card names it (`yahtzee`,
/// `small_straight`, `large_straight`); `-` may stand for `_`.
pub fn parse_scored(text: &str) -> Result<(usize, u32), String> {
    let (name, points) = text
        .split_once('=')
        .ok_or_else(|| format!("'{text}' is not NAME=POINTS"))?;
    let name = name.trim().to_ascii_lowercase().replace('-', "_");
    let official = match name.as_str() {
        "yahtzee" => Some(Category::FiveOfAKind),
        "small_straight" => Some(Category::ShortStraight),
        "large_straight" => Some(Category::LongStraight),
        _ => None,
    };
    let category = Category::ALL
        .iter()
        .position(|&c| c.name() == name || Some(c) == official)
        .ok_or_else(|| {
            let names = Category::ALL.map(Category::name).join(", ");
            format!(
                "'{name}' is not a category: {names}, yahtzee, small_straight or large_straight"
            )
        })?;
    let points = points
        .trim()
        .parse()
        .map_err(|_| format!("'{points}' is not a number of points"))?;
    Ok((category, points))
}

/// Parses five dice typed as `33356`, `3,3,3,5,6` or `3 3 3 5 6`.
pub fn parse_dice(text: &str) -> Result<[u8; 5], String> {
    let faces: Vec<u8> = text
        .chars()
        .filter(|c| !matches!(c, ',' | ' ' | '\t'))
        .map(|c| match c {
            '1'..='6' => Ok(c as u8 - b'0'),
            _ => Err(format!("'{c}' is not a die (1 to 6)")),
        })
        .collect::<Result<_, _>>()?;
    faces
        .try_into()
        .map_err(|faces: Vec<u8>| format!("{} dice given, expected 5", faces.len()))
}

impl Position {
    /// The position of a score card with `scored` boxes, `dice` showing and
    /// `rerolls_left`; an error names what no real card can show.
    pub fn from_card(
        rules: Rules,
        scored: &[(usize, u32)],
        dice: [u8; 5],
        rerolls_left: u8,
    ) -> Result<Self, String> {
        let mut state = State::START;
        let mut upper_sum = 0;
        let mut points_so_far = 0;
        for &(category, points) in scored {
            let name = Category::ALL[category].name();
            if state.used >> category & 1 == 1 {
                return Err(format!("{name} is scored twice"));
            }
            if !possible_points(rules, category, points) {
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
            if category == super::scoring::YAHTZEE_BOX {
                state.yahtzee_50 = points == 50 && rules.has_yahtzee_bonus();
            }
        }
        if state.used.count_ones() as usize == super::scoring::CATEGORIES {
            return Err("every box is scored: the game is over".to_owned());
        }
        state.upper = upper_sum.min(BONUS_THRESHOLD) as u8;
        if upper_sum >= BONUS_THRESHOLD {
            points_so_far += UPPER_BONUS;
        }
        Ok(Self {
            state,
            points_so_far,
            dice,
            rerolls_left,
        })
    }
}
