//! [`Decisions`]: a solved case as a game a student plays, one decision at a time. A
//! position, whose move it is (a player's, chance's, or nobody's: the game is over), the
//! options there, each with its value under optimal play from then on and the position it
//! leads to, and, at a chance position, the outcomes with their weights.
//!
//! A solver crate implements it in its `play.rs` on a type built from its own solve: the
//! values are the DP's table, read, never recomputed by a second method. `NAME play`
//! (the `play` module) plays it on the terminal; the types are `serde::Serialize`, so a page
//! or a test can use the same decisions as data.
//!
//! Values are always the mover's: the player to move at a position picks the option of
//! the largest value, and the cost of a choice is the best value less the chosen one, in
//! the problem's own unit (stones, points, the chance to win).

use serde::Serialize;

/// Whose move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Turn {
    /// Player 0 (who moves first) or player 1 chooses among the options.
    Player(usize),
    /// Chance decides among the outcomes: dice, a random pick.
    Chance,
    /// The game is over.
    Over,
}

/// One option at a position: the choice, its value for the player who makes it under
/// optimal play from then on, and the position it leads to.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Priced<C, P, V> {
    /// What the player does.
    pub choice: C,
    /// What it is worth to the player who makes it, both sides playing optimally after it.
    pub value: V,
    /// The position it leads to.
    pub leads_to: P,
}

/// One outcome of chance, with its weight among the others (the chance of an outcome is
/// its weight over the sum of the weights: whole numbers, so a seeded draw is exact).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome<P> {
    /// How often it happens, relative to the other outcomes.
    pub weight: u64,
    /// What happened, in words: `rolls 4`.
    pub what: String,
    /// The position it leads to.
    pub leads_to: P,
}

/// A value or a cost in a game's unit: whole numbers where the game counts (stones,
/// points, won games), `f64` where it weighs chances.
pub trait Amount: Copy + PartialOrd + Serialize {
    /// Nothing.
    const ZERO: Self;
    /// `self − other`.
    fn minus(self, other: Self) -> Self;
    /// `self + other`.
    fn plus(self, other: Self) -> Self;
    /// As a float, for a mean.
    fn as_f64(self) -> f64;
}

macro_rules! amount {
    ($($type:ty: $zero:expr),*) => {$(
        impl Amount for $type {
            const ZERO: Self = $zero;
            fn minus(self, other: Self) -> Self {
                self - other
            }
            fn plus(self, other: Self) -> Self {
                self + other
            }
            fn as_f64(self) -> f64 {
                self as f64
            }
        }
    )*};
}

amount!(i32: 0, i64: 0, i128: 0, f64: 0.0);

/// A solved case as a game to play: what `NAME play` asks of a problem (see the module
/// doc). The text methods say positions and choices in the problem's own words.
pub trait Decisions {
    /// A position of the game: what the player to move sees.
    type Position: Clone + Serialize;
    /// What a player does at a position.
    type Choice: Clone + PartialEq + Serialize;
    /// What an option is worth ([`Amount`]).
    type Value: Amount;

    /// The players, the one who moves first first: `["Alice", "Bob"]`; one name for a
    /// game of one player.
    const PLAYERS: &'static [&'static str];

    /// What values and costs count, in the plural: `stones`, `points`.
    const UNIT: &'static str;

    /// The position the game starts from.
    fn start(&self) -> Self::Position;

    /// Whose move it is at `at`.
    fn turn(&self, at: &Self::Position) -> Turn;

    /// The options of the player to move at `at`, each with its value and the position it
    /// leads to, in the order they are shown; the optimal player takes the first of the
    /// largest value, so the solve's own tie rule puts its choice first among equals.
    fn options(
        &self,
        at: &Self::Position,
    ) -> Vec<Priced<Self::Choice, Self::Position, Self::Value>>;

    /// The outcomes at a chance position (none elsewhere).
    fn chances(&self, at: &Self::Position) -> Vec<Outcome<Self::Position>> {
        let _ = at;
        Vec::new()
    }

    /// The position in one line, for the reports: `piles 1 to 4 left, Alice 0, Bob 0`.
    fn show(&self, at: &Self::Position) -> String;

    /// The position as the player to move sees it before choosing (several lines are
    /// fine); the one-line [`show`](Self::show) unless the game draws more.
    fn board(&self, at: &Self::Position) -> String {
        self.show(at)
    }

    /// What to type at `at`: `take 1 to 3 piles`.
    fn ask(&self, at: &Self::Position) -> String;

    /// What one types for `choice`; [`read`](Self::read) takes it back.
    fn key(&self, choice: &Self::Choice) -> String;

    /// `choice` in words, for the reports: `take 3 (2 + 3 + 7 = 12)`; its key unless the
    /// game says more.
    fn name(&self, at: &Self::Position, choice: &Self::Choice) -> String {
        let _ = at;
        self.key(choice)
    }

    /// The choice a typed line means, among `options`: by default the one whose
    /// [`key`](Self::key) it is (ignoring case, spaces and commas); an error says what was
    /// expected.
    fn read(
        &self,
        at: &Self::Position,
        text: &str,
        options: &[Self::Choice],
    ) -> Result<Self::Choice, String> {
        let typed = normalise(text);
        options
            .iter()
            .find(|choice| normalise(&self.key(choice)) == typed)
            .cloned()
            .ok_or_else(|| {
                let keys: Vec<String> = options.iter().map(|choice| self.key(choice)).collect();
                format!(
                    "{} is not a choice here ({}): {}",
                    quote(text),
                    self.ask(at),
                    keys.join(", ")
                )
            })
    }

    /// A value (or a cost) in words: `-11`, `53.06%`, `win`.
    fn worth(&self, value: Self::Value) -> String;

    /// A cost in words: [`worth`](Self::worth) unless values read as outcomes (`win`),
    /// which a cost is not.
    fn cost(&self, cost: Self::Value) -> String {
        self.worth(cost)
    }

    /// A mean cost a decision in words: two decimals, without trailing zeros, unless the
    /// game says otherwise (a chance as a percentage).
    fn per_decision(&self, mean: f64) -> String {
        let text = format!("{mean:.2}");
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    }

    /// How the game ended, at a position where it is over: `Alice 1, Bob 12: Bob wins`.
    fn result(&self, end: &Self::Position) -> String;
}

/// A value of a game that is won (1) or lost (0), in words: `win`, `loss`; anything else
/// (a cost, a difference) as the number.
pub fn win_or_loss(value: i64) -> String {
    match value {
        1 => "win".to_owned(),
        0 => "loss".to_owned(),
        other => other.to_string(),
    }
}

/// A typed choice made comparable: lowercase, without whitespace and commas.
pub fn normalise(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && *c != ',')
        .flat_map(char::to_lowercase)
        .collect()
}

/// `text` in double quotes, as input errors quote what was found.
fn quote(text: &str) -> String {
    crate::scan::quote(text.trim().as_bytes())
}

/// The first option of the largest value: the optimal player's choice.
pub fn best<C, P, V: Amount>(options: &[Priced<C, P, V>]) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (index, option) in options.iter().enumerate() {
        if best.is_none_or(|at| option.value > options[at].value) {
            best = Some(index);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_of_the_largest_is_best() {
        let priced = |value: i64| Priced {
            choice: (),
            value,
            leads_to: (),
        };
        assert_eq!(
            best(&[priced(-3), priced(5), priced(5), priced(1)]),
            Some(1)
        );
        assert_eq!(best::<(), (), i64>(&[]), None);
    }

    #[test]
    fn typed_choices_ignore_case_spaces_and_commas() {
        assert_eq!(normalise(" 3, 3 5\t"), "335");
        assert_eq!(normalise("Roll"), "roll");
    }
}
