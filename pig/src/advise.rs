//! `pig advise`: roll or hold in one position of a game, with the chance to win after
//! each move when both players play on optimally.

#[cfg(feature = "cli")]
use dp_cli::cli::whole_number;

use crate::parse::Case;
#[cfg(feature = "cli")]
use crate::parse::{MAX_GOAL, MAX_SIDES, MIN_SIDES};
use crate::solve::{self, Moves};

/// A position, as `advise` takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct Position {
    /// GOAL, the score that wins
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 100, value_parser = whole_number(1, MAX_GOAL)))]
    pub goal: u32,
    /// SIDES, the faces of the die
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 6, value_parser = whole_number(MIN_SIDES, MAX_SIDES)))]
    pub sides: u32,
    /// The score of the player to move
    #[cfg_attr(feature = "cli", arg(long))]
    pub me: u32,
    /// The opponent's score
    #[cfg_attr(feature = "cli", arg(long))]
    pub them: u32,
    /// The turn total so far (0: the turn has not rolled yet)
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 0))]
    pub turn: u32,
}

impl Position {
    /// Whether the position is a state of a game still going: both scores below the goal,
    /// and the turn total not yet reaching it (that turn has won). The message says why not.
    pub fn check(&self) -> Result<(), String> {
        let goal = self.goal;
        for (flag, score) in [("--me", self.me), ("--them", self.them)] {
            if score >= goal {
                return Err(format!(
                    "{flag} {score} is not a score of a game still going: scores stay below \
                     --goal {goal}, which wins at once"
                ));
            }
        }
        if u64::from(self.me) + u64::from(self.turn) >= u64::from(goal) {
            return Err(format!(
                "--me {} with --turn {} reaches --goal {goal}: that turn has already won",
                self.me, self.turn
            ));
        }
        Ok(())
    }
}

/// Solves the position's game and weighs its two moves.
pub fn advise(position: &Position) -> Result<Moves, String> {
    position.check()?;
    let solution = solve::solve(&Case {
        goal: position.goal,
        sides: position.sides,
    });
    Ok(solve::moves(
        &solution,
        position.me,
        position.them,
        position.turn,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(me: u32, them: u32, turn: u32) -> Position {
        Position {
            goal: 10,
            sides: 6,
            me,
            them,
            turn,
        }
    }

    #[test]
    fn positions_past_the_goal_are_refused() {
        assert!(at(9, 9, 0).check().is_ok());
        assert!(at(2, 0, 7).check().is_ok());
        assert_eq!(
            at(10, 0, 0).check(),
            Err(
                "--me 10 is not a score of a game still going: scores stay below --goal 10, \
                 which wins at once"
                    .to_owned()
            )
        );
        assert!(
            at(0, 12, 0)
                .check()
                .is_err_and(|e| e.starts_with("--them 12"))
        );
        assert_eq!(
            at(4, 0, 6).check(),
            Err("--me 4 with --turn 6 reaches --goal 10: that turn has already won".to_owned())
        );
        assert!(at(4, 0, u32::MAX).check().is_err());
    }

    #[test]
    fn a_player_one_roll_from_the_goal_rolls() {
        // 8 points and 1 at stake, goal 10: any face but 1 wins, 5/6 + (1/6)(1 − P(j, 8, 0)),
        // while holding hands the opponent the move at 9 points against their 0.
        let moves = advise(&at(8, 0, 1)).expect("a valid position");
        let hold = moves.hold.expect("k ≥ 1");
        assert!(moves.roll.low > hold.high, "{moves:?}");
    }
}
