//! The command line's half of yahtzee (its `cli` feature): the flags, the help text,
//! `gen`'s knobs, the problem's own subcommands and how `play` starts, for dp-cli's
//! products; the solver itself is the rest of the crate, which builds without it.

use crate::Yahtzee;
use crate::generate;
use crate::parse::{DICE_PER_ROLL, FACES};
use dp_cli::{Play, Session};
use dp_problem::{Error, Playable};
use std::path::PathBuf;
use yahtzee_optimal::command::{CacheArgs, load_strategy};
use yahtzee_optimal::play::FullGame;
use yahtzee_optimal::rules::{BONUS_THRESHOLD, ROLLS, UPPER_BONUS};
use yahtzee_optimal::scoring::Rules;

impl dp_cli::Cli for Yahtzee {
    type GenOptions = generate::Knobs;
    type Commands = yahtzee_optimal::command::Command;
    type PlayFlags = PlayFlags;
    fn after_help() -> String {
        format!(
            "Input: games of {ROLLS} rolls of {DICE_PER_ROLL} dice (numbers 1 to {FACES}), any \
             whitespace between them (the judge's files have one roll a line).\n\
             Output: one line a game: the {ROLLS} category scores (ones to sixes, chance, three, \
             four and five of a kind, short and long straight, full house), the bonus \
             ({UPPER_BONUS} at {BONUS_THRESHOLD}) and the total, separated by single spaces.\n\
             Limits: any number of games; at most {} of input.\n\n\
             Examples:\n  \
             yes '1 2 3 4 5' | head -n {ROLLS} | yahtzee  # 1 2 3 4 5 0 15 0 0 0 25 35 0 0 90\n  \
             yahtzee gen --seed 1 --count 1000 | yahtzee --json\n  \
             yahtzee gen --seed 7 | yahtzee explain\n  \
             yahtzee optimal explain --rules uva  # the real game, rolls not known ahead",
            dp_problem::error::bytes(dp_problem::scan::MAX_INPUT_BYTES)
        )
    }
}

/// `yahtzee play`'s own flags: the full game instead of UVa 10149's.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct PlayFlags {
    /// Play the full game with rerolls under these rules instead (a round a box: 13, 15
    /// for yatzy, 20 for maxi; the dice thrown as you go, no FILE), priced by the saved
    /// strategy table
    #[arg(long, value_enum, value_name = "RULES")]
    pub rules: Option<Rules>,
    /// With --rules: where the strategy table is read and saved, as for `yahtzee optimal`
    #[arg(long, value_name = "PATH", requires = "rules")]
    cache: Option<PathBuf>,
    /// With --rules: compute the strategy afresh, read no saved table, save none
    #[arg(long, requires = "rules", conflicts_with = "cache")]
    no_cache: bool,
}

impl Play<Yahtzee> for PlayFlags {
    fn play(self, mut session: Session<'_, Yahtzee>) -> Result<(), Error> {
        let Some(rules) = self.rules else {
            let rolls = session.case()?;
            let game = Yahtzee::game(&rolls, session.options)?;
            return session.play(&game);
        };
        if session.args.file.is_some() {
            return Err(Error::usage(
                "--rules plays the full game, whose dice are thrown as it goes: it reads no FILE",
            ));
        }
        let cache = CacheArgs::new(self.cache, self.no_cache);
        let strategy = load_strategy(rules, &cache, |note| session.note(note))?;
        session.play(&FullGame::new(&strategy))
    }
}
