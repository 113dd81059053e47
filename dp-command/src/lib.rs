//! What the command line needs of a problem beyond solving it: [`Cli`] (the options as
//! flags, the help text, `gen`'s knobs, the problem's own subcommands and `play` flags),
//! and [`RunCommand`] with the handle it is given ([`Context`]: the run's options, the run
//! loop, standard output). A solver implements them in its `cli.rs`, under its `cli`
//! feature; the products (`check`, `serve`, the command line) take a problem through them.

use std::io::{self, Write};

use dp_play::Play;
pub use dp_problem::Generate;
use dp_problem::error::Error;
use dp_problem::{NoCommands, Playable, Problem, ReadCase};

/// What the command line needs of a problem beyond solving it: implemented in a solver's
/// `lib.rs` under its `cli` feature, beside its [`Problem`], whose options it turns into
/// flags (`#[derive(clap::Args)]` on them).
pub trait Cli: Problem<Options: clap::Args> + Playable {
    /// The knobs of `gen` beyond `--seed` and `--count`, which write the cases
    /// ([`Generate`], in the crate's `generate.rs`).
    type GenOptions: clap::Args + Default + Generate;
    /// Subcommands of the problem's own (`yahtzee optimal`), which run themselves
    /// ([`RunCommand`]); [`NoCommands`] for none.
    type Commands: RunCommand<Self>;
    /// The problem's own flags of `NAME play` (`yahtzee play --rules R`), which play the
    /// game themselves ([`Play`], in the crate's `cli.rs`); `NoOptions` for none, which
    /// plays [`Playable::game`].
    type PlayFlags: Play<Self>;

    /// The help's text after the options: the input format, the limits (built from the
    /// constants that enforce them) and examples that work from any folder.
    fn after_help() -> String;

    /// Whether [`Problem::solve`] puts work on rayon's pool inside one case (gems-fight's
    /// chunks of sets): the pool then starts with the run, before the first case is read,
    /// rather than when the first solve asks for it, which took gems-fight's six cases 8%
    /// longer. The solvers that never use the pool leave it unstarted.
    const SOLVES_ON_THE_POOL: bool = false;

    /// The names of the problem's own subcommands, for "did you mean" hints.
    fn command_names() -> Vec<String> {
        <Self::Commands as clap::Subcommand>::augment_subcommands(clap::Command::new("x"))
            .get_subcommands()
            .map(|command| command.get_name().to_owned())
            .collect()
    }
}

/// A problem's own subcommands (`yahtzee optimal`, `solitaire simulate`): implemented
/// beside the code they run, on the problem's [`Cli::Commands`].
pub trait RunCommand<P: Cli>: clap::Subcommand {
    /// Runs the subcommand with the run's options and standard output.
    fn run(self, context: &Context<'_, P>) -> Result<(), Error>;
}

impl<P: Cli> RunCommand<P> for NoCommands {
    fn run(self, _: &Context<'_, P>) -> Result<(), Error> {
        match self {}
    }
}

/// What a problem's own subcommand may use: the run's options, whether `--json` was
/// given, and the run loop.
pub struct Context<'a, P: Cli> {
    /// The problem's options.
    pub options: &'a P::Options,
    /// Whether `--json` was given.
    pub json: bool,
    /// Every subcommand name, for "did you mean" hints on a FILE that is not there.
    pub commands: &'a [&'a str],
}

impl<P: Cli> Context<'_, P> {
    /// Reads the cases of FILE (or standard input) as the main run does, and hands each to
    /// `answer` with its number; the first bad case stops the run with its error.
    pub fn cases(
        &self,
        file: Option<&std::path::Path>,
        answer: impl FnMut(&mut dyn Write, usize, P::Case) -> io::Result<()>,
    ) -> Result<(), Error> {
        let source = dp_run::run::Source::open(file, self.commands)?;
        dp_run::run::wait_note(&source);
        let output = dp_run::run::Output::stdout()?;
        let progress = dp_run::progress::Progress::on_terminal(P::NAME);
        dp_run::run::cases(source, &output, &progress, P::Case::read_case, answer)?;
        output.flush()
    }

    /// Writes what `write` writes to standard output.
    pub fn output(
        &self,
        write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> Result<(), Error> {
        let output = dp_run::run::Output::stdout()?;
        output.write(write)?;
        output.flush()
    }

    /// Says `text` on standard error as `note: text`; a standard error that cannot be
    /// written loses the note, never the answer.
    pub fn note(&self, text: &str) {
        dp_problem::error::say("note", text);
    }
}
