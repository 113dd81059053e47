//! [`Play`] and [`Session`]: how `NAME play` starts. A problem implements [`Play`] on its
//! own flags of `play` (`NoOptions` for none), in its `cli.rs`: it reads the case asked for
//! ([`Session::case`]), builds the game from its solve and hands it, a `Decisions`, to
//! [`Session::play`]; the lesson page's play mode asks the same for each case it shows
//! ([`page_game`]).

use dp_problem::error::{Error, ErrorKind};
use dp_problem::scan::Scanner;
use dp_problem::{Decisions, Problem, ReadCase};

use crate::graph::GameGraph;
use crate::play::{Choices, PlayArgs};

/// `NAME play`: implemented in a solver's `play.rs` on the problem's own flags of it
/// (the command line's `Cli::PlayFlags`; `NoOptions` for none). It reads the case asked for
/// ([`Session::case`]), solves it keeping what the game needs, and hands the game, a
/// [`Decisions`], to [`Session::play`].
///
/// Its `Default` is a plain `NAME play`: the lesson page's play mode asks it for the game
/// of each case it shows ([`page_game`]).
pub trait Play<P: Problem>: clap::Args + Default {
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
    /// For the lesson page: the case to play, and where the game is written instead of
    /// played ([`crate::graph`]).
    page: Option<(Option<P::Case>, &'a mut Option<GameGraph>)>,
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
            page: None,
        }
    }

    /// A session that writes the game of `case` into `graph` instead of playing it: the
    /// play mode of the lesson page.
    pub fn for_page(
        options: &'a P::Options,
        args: &'a PlayArgs,
        case: P::Case,
        graph: &'a mut Option<GameGraph>,
    ) -> Self {
        Self {
            options,
            args,
            json: false,
            commands: &[],
            stdin: None,
            page: Some((Some(case), graph)),
        }
    }

    /// Reads case `--case N` (from 1) of FILE or standard input; from standard input, the
    /// choices are the lines after it. An input with fewer cases is bad input.
    pub fn case(&mut self) -> Result<P::Case, Error> {
        if let Some((case, _)) = &mut self.page {
            return case
                .take()
                .ok_or_else(|| Error::usage("the page's case is read once"));
        }
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
        if let Some((_, graph)) = self.page {
            *graph = crate::graph::game_graph(game, crate::graph::GAME_BYTES);
            return Ok(());
        }
        let choices = match self.stdin {
            Some(scanner) => Choices::from_stdin(scanner),
            None => Choices::stdin(),
        };
        crate::play::play(game, self.args, self.json, choices)
    }

    /// Reads the case asked for ([`Session::case`]) and plays the game `game` builds from
    /// it: the whole of a [`Play`] whose game needs nothing but the case.
    pub fn play_case<G: Decisions>(
        mut self,
        game: impl FnOnce(&P::Case) -> G,
    ) -> Result<(), Error> {
        let case = self.case()?;
        self.play(&game(&case))
    }
}

/// The game of `case` as the lesson page's play mode holds it ([`crate::graph`]): what a
/// plain `NAME play` of it would play; `None` when the problem's play refuses the case.
pub fn page_game<P: Problem, F: Play<P>>(case: P::Case, options: &P::Options) -> Option<GameGraph> {
    let args = PlayArgs::default();
    let mut graph = None;
    let session = Session::for_page(options, &args, case, &mut graph);
    F::default().play(session).ok()?;
    graph
}
