//! [`Play`] and [`Session`]: how `NAME play` starts. A problem without flags of its own
//! for `play` gets [`Play`] on `NoOptions` from its [`Playable::game`]: the case asked for
//! ([`Session::case`]), its game, played ([`Session::play`]). A problem with flags
//! (yahtzee's `--rules`) implements [`Play`] on them in its `cli.rs`. The lesson page's
//! play mode writes out the same [`Playable::game`] of each case it shows
//! ([`page_game`]).

use dp_problem::error::{Error, ErrorKind};
use dp_problem::scan::Scanner;
use dp_problem::{Decisions, NoOptions, Playable, Problem, ReadCase};

use crate::graph::GameGraph;
use crate::play::{Choices, PlayArgs};

/// `NAME play` on the problem's own flags of it (the command line's `Cli::PlayFlags`):
/// it reads the case asked for ([`Session::case`]), builds the game, a [`Decisions`], and
/// hands it to [`Session::play`]. `NoOptions` has it for every [`Playable`] problem.
pub trait Play<P: Problem>: clap::Args {
    /// Plays one game.
    fn play(self, session: Session<'_, P>) -> Result<(), Error>;
}

/// What a problem's `play` uses: the run's options, the shared flags of `play`, the case
/// asked for, and the loop that plays a game ([`crate::play`]).
pub struct Session<'a, P: Problem> {
    /// The problem's options.
    pub options: &'a P::Options,
    /// `--case`, `--second`, `--seed`, `--test` and FILE.
    pub args: &'a PlayArgs,
    json: bool,
    commands: &'a [&'a str],
    /// Standard input after the case, when the case came from it: the choices follow.
    stdin: Option<Scanner<'static>>,
}

impl<'a, P: Problem> Session<'a, P> {
    /// A session of `NAME play` with the run's options, `play`'s shared flags, whether
    /// `--json` was given and every subcommand name (for "did you mean" hints).
    pub fn new(
        options: &'a P::Options,
        args: &'a PlayArgs,
        json: bool,
        commands: &'a [&'a str],
    ) -> Self {
        Self {
            options,
            args,
            json,
            commands,
            stdin: None,
        }
    }

    /// Reads case `--case N` (from 1) of FILE or standard input; from standard input, the
    /// choices are the lines after it. An input with fewer cases is bad input.
    pub fn case(&mut self) -> Result<P::Case, Error> {
        let source = dp_run::run::Source::open(self.args.file.as_deref(), self.commands)?;
        if source.is_terminal() {
            dp_problem::error::say(
                "note",
                "reading the case from standard input, then your choices, one a line",
            );
        }
        let stdin = self
            .args
            .file
            .as_deref()
            .is_none_or(|file| file == std::path::Path::new("-"));
        let (name, mut scanner) = source.into_scanner();
        let wanted = self.args.case;
        let mut read = 0;
        let found = loop {
            if scanner.at_end() {
                break None;
            }
            match P::Case::read_case(&mut scanner, read + 1) {
                Ok(Some(case)) if read + 1 == wanted => break Some(case),
                Ok(Some(_)) => read += 1,
                Ok(None) => break None,
                Err(error) => {
                    return Err(match scanner.take_failure() {
                        Some(failure) => Error::read(&name, &failure),
                        None => Error::parse(&name, &error),
                    });
                }
            }
        };
        if let Some(failure) = scanner.take_failure() {
            return Err(Error::read(&name, &failure));
        }
        let Some(case) = found else {
            return Err(Error::new(
                ErrorKind::BadInput,
                format!(
                    "{name}: --case {wanted}: the input has {}",
                    dp_problem::text::plural(read as u64, "case", "cases")
                ),
            ));
        };
        if stdin {
            self.stdin = Some(scanner);
        }
        Ok(case)
    }

    /// Says `text` on standard error as `note: text`.
    pub fn note(&self, text: &str) {
        dp_problem::error::say("note", text);
    }

    /// Plays `game`, the student's choices read from standard input.
    pub fn play<G: Decisions>(self, game: &G) -> Result<(), Error> {
        let choices = match self.stdin {
            Some(scanner) => Choices::from_stdin(scanner),
            None => Choices::stdin(),
        };
        crate::play::play(game, self.args, self.json, choices)
    }
}

/// The game of `case` as the lesson page's play mode holds it ([`crate::graph`]): the one
/// `NAME play` plays; `None` when the problem cannot play the case.
pub fn page_game<P: Playable>(case: &P::Case, options: &P::Options) -> Option<GameGraph> {
    let game = P::game(case, options).ok()?;
    crate::graph::game_graph(&game, crate::graph::GAME_BYTES)
}

impl<P: Playable> Play<P> for NoOptions {
    fn play(self, mut session: Session<'_, P>) -> Result<(), Error> {
        let case = session.case()?;
        let game = P::game(&case, session.options)?;
        session.play(&game)
    }
}
