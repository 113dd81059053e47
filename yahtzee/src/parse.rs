//! Reading games: 13 rolls of 5 dice each, as 65 whitespace-separated numbers 1 to 6.
//!
//! The judge's files put one roll on a line; any whitespace is accepted, since the dice are
//! what matters. Games are read one at a time as the input streams in, so that the answers
//! of the good games are printed before an error in a later one stops the run.

use dp_problem::ReadCase;
use dp_problem::scan::{ParseError, Scanner};

use yahtzee_optimal::rules::{Dice, ROLLS};

/// One game: the 13 rolls in input order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The rolls, in input order.
    pub rolls: [Dice; ROLLS],
}

/// The dice of one roll.
pub const DICE_PER_ROLL: usize = 5;
/// The faces of a die: 1 to this.
pub const FACES: u8 = 6;

impl ReadCase for Game {
    /// Reads game `game_number` (from 1); the input has no terminator, so never `Ok(None)`.
    fn read_case(
        scanner: &mut Scanner<'_>,
        game_number: usize,
    ) -> Result<Option<Self>, ParseError> {
        let mut rolls = [[0; DICE_PER_ROLL]; ROLLS];
        // The judge's files, single digits 1 to 6 apart, in one pass over the buffer (a
        // tenth of the instructions a token each takes); the first die it leaves, and
        // every one after, is read a token at a time below, which words any error.
        let mut dice = rolls.as_flattened_mut().iter_mut();
        let fast = scanner.integers_in(1..=i64::from(FACES), ROLLS * DICE_PER_ROLL, |value| {
            if let Some(die) = dice.next() {
                // 1 to 6: the range asked for.
                *die = value as u8;
            }
        });
        for (roll_index, roll) in rolls.iter_mut().enumerate() {
            for (die_index, die) in roll.iter_mut().enumerate() {
                if roll_index * DICE_PER_ROLL + die_index < fast {
                    continue;
                }
                let token = scanner.expect_token(|| {
                    format!(
                        "input ended inside game {game_number}: roll {} of {ROLLS} has \
                         {die_index} of its {DICE_PER_ROLL} dice, expected {DICE_PER_ROLL} dice \
                         for each of {ROLLS} rolls",
                        roll_index + 1
                    )
                })?;
                *die = match token.text() {
                    // The judge's files: one digit. Anything else ("03", "+3", "7", "x") takes
                    // the general path, which also words the error.
                    &[digit @ b'1'..=b'6'] => digit - b'0',
                    _ => token.value_in(1..=FACES, &format!("a die (1 to {FACES})"))?,
                };
            }
        }
        Ok(Some(Game { rolls }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roll_lines(count: usize) -> String {
        "1 2 3 4 5\n".repeat(count)
    }

    fn games(input: &[u8]) -> Vec<Result<Game, ParseError>> {
        dp_problem::scan::read_all(input, Game::read_case)
    }

    #[test]
    fn reads_games_with_any_whitespace() {
        let input = format!("{}\n\n{}", roll_lines(13), "6 6 6 6 6 ".repeat(13));
        let games = games(input.as_bytes());
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].as_ref().map(|g| g.rolls[12]), Ok([1, 2, 3, 4, 5]));
        assert_eq!(games[1].as_ref().map(|g| g.rolls[0]), Ok([6; 5]));
    }

    #[test]
    fn empty_input_has_no_games() {
        assert_eq!(games(b" \n\r\n").len(), 0);
    }

    #[test]
    fn truncated_game_is_named_and_located() {
        let input = format!("{}{}1 2", roll_lines(13), roll_lines(4));
        let results = games(input.as_bytes());
        assert!(results[0].is_ok());
        let error = results[1]
            .clone()
            .expect_err("the second game is cut short");
        assert_eq!(
            error.to_string(),
            "18:4: input ended inside game 2: roll 5 of 13 has 2 of its 5 dice, \
             expected 5 dice for each of 13 rolls"
        );
        assert_eq!(results.len(), 2);
    }

    #[test]
    fn bad_die_is_located() {
        let input = format!("{}1 2 7 4 5\n", roll_lines(2));
        let error = games(input.as_bytes())
            .into_iter()
            .next()
            .expect("one game")
            .expect_err("7 is not a die");
        assert_eq!(
            error.to_string(),
            "3:5: found \"7\", expected a die (1 to 6)"
        );
    }

    /// Dice the one-pass read leaves ("03", "+3", a die right before the end of the input)
    /// are read a token at a time, as the same numbers, from where it stopped.
    #[test]
    fn dice_past_the_fast_read_are_read_a_token_at_a_time() {
        let plain = format!("{}6 5 4 3 2", roll_lines(12));
        let odd = format!("{}6 05 +4 3 2", roll_lines(12));
        for input in [plain, odd] {
            let games = games(input.as_bytes());
            assert_eq!(games.len(), 1, "{input}");
            let game = games[0].as_ref().expect("a whole game");
            assert_eq!(game.rolls[11], [1, 2, 3, 4, 5]);
            assert_eq!(game.rolls[12], [6, 5, 4, 3, 2], "{input}");
        }
    }
}
