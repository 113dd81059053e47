//! [`Problem`]: what a solver crate writes, and all it writes. dp-cli does the rest: the
//! command line, reading FILE or standard input as it streams, numbering the cases,
//! solving each once, rendering the one solution in the view asked for, errors and exit
//! statuses, and dp-testing the shared tests.
//!
//! A solver implements the trait in its `lib.rs` by naming its own types, each of which
//! carries its part: the case reads itself ([`ReadCase`], in `parse.rs`), the solution
//! renders itself and names its JSON ([`Views`], in `render.rs`), the `gen` knobs write
//! cases ([`Generate`], in `generate.rs`), the problem's own subcommands run themselves
//! ([`RunCommand`], beside their code); `lib.rs` adds the constants, the help text and the
//! call of the DP in `solve.rs` (a plain function a student reads without opening
//! dp-cli). Its `main.rs` is one call: `dp_cli::main::<Problem>()`.

use std::io::{self, Write};

use serde::Serialize;

use crate::decide::Decisions;
use crate::error::{Error, ErrorKind};
use crate::graph::GameGraph;
use crate::play::{Choices, PlayArgs};
use crate::scan::{ParseError, Scanner};
use crate::verdict::{Scale, Verdict};
use dp_core::Record;
use dp_core::rng::SplitMix64;

/// Which view of a case is being asked for; a solver may record less when only the answer
/// is wanted (stone-game keeps O(K) memory for the plain answer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The judge's exact output.
    Plain,
    /// One JSON object a line.
    Json,
    /// The teaching view.
    Explain,
}

impl View {
    /// Whether the view shows more than the answer: the line of play, the table.
    pub fn wants_detail(self) -> bool {
        self != View::Plain
    }

    /// How much of its work a solve keeps for this view.
    pub fn record(self) -> Record {
        match self {
            View::Plain => Record::Answer,
            View::Json => Record::Line,
            View::Explain => Record::Table,
        }
    }
}

/// One judge problem, solved by dynamic programming.
pub trait Problem: Sized + 'static {
    /// The binary's name, also the folder of its fixtures: `gems-fight`.
    const NAME: &'static str;
    /// One paragraph for `--help`: the problem and the question answered.
    const ABOUT: &'static str;

    /// Options of the whole run, flattened into the command line and accepted before or
    /// after a subcommand (`--take K`, `--strict-full-house`, `--exact`).
    type Options: clap::Args + Clone + Default + Sync;
    /// The knobs of `gen` beyond `--seed` and `--count`, which write the cases
    /// ([`Generate`], in the crate's `generate.rs`).
    type GenOptions: clap::Args + Default + Generate;
    /// Subcommands of the problem's own (`yahtzee optimal`), which run themselves
    /// ([`RunCommand`]); [`NoCommands`] for none.
    type Commands: RunCommand<Self>;
    /// One instance, as read from the input ([`ReadCase`], in the crate's `parse.rs`);
    /// cases are answered on several cores.
    type Case: Send + ReadCase;
    /// What the DP found for one case: everything every view needs, and the views
    /// themselves ([`Views`], in the crate's `render.rs`).
    type Solution: Send + Views<Self>;

    /// The help's text after the options: the input format, the limits (built from the
    /// constants that enforce them) and examples that work from any folder.
    fn after_help() -> String;

    /// The problem's own flags of `NAME play` (`yahtzee play --rules R`), which play the
    /// game themselves ([`Play`], in the crate's `play.rs`); [`NoOptions`] for none.
    type PlayFlags: Play<Self>;

    /// What solves keep for the later cases of the same run, shared by the threads that
    /// answer them (can-i-win's sweeps, each answering many targets); `()` for none. The
    /// run loop makes one with `Default` per run: a solver keeps no state in a global.
    type RunState: Default + Sync;

    /// Runs the DP on one case, once for every view.
    fn solve(
        case: &Self::Case,
        options: &Self::Options,
        view: View,
        run: &Self::RunState,
    ) -> Self::Solution;

    /// Whether [`Problem::solve`] puts work on rayon's pool inside one case (gems-fight's
    /// chunks of sets): the pool then starts with the run, before the first case is read,
    /// rather than when the first solve asks for it, which took gems-fight's six cases 8%
    /// longer. The solvers that never use the pool leave it unstarted.
    const SOLVES_ON_THE_POOL: bool = false;

    /// The lesson page's own script (`explain --html`): it calls
    /// `DPLesson.register({steps, draw})` to draw one step of one case from the data of
    /// [`Views::lesson_data`]; see the `dp-lesson` crate. Empty: the page shows the text
    /// explain of each case.
    const LESSON_SCRIPT: &'static str = "";
    /// The lesson page's own style.
    const LESSON_STYLE: &'static str = "";

    /// About how many bytes solving `case` takes, when that may be a lot (gems-fight's
    /// tables of 2^B entries: 256 MiB at B = 26). The run solves the cases of more than
    /// [`BIG_CASE_BYTES`](crate::run::BIG_CASE_BYTES) one at a time, and first makes sure
    /// that much memory can be had: a case too large for the memory there is ends the run
    /// with an error line after the answers before it, never an abort. 0, the default:
    /// nothing to speak of.
    fn solve_memory(case: &Self::Case) -> u64 {
        let _ = case;
        0
    }

    /// The names of the problem's own subcommands, for "did you mean" hints.
    fn command_names() -> Vec<String> {
        <Self::Commands as clap::Subcommand>::augment_subcommands(clap::Command::new("x"))
            .get_subcommands()
            .map(|command| command.get_name().to_owned())
            .collect()
    }
}

/// Reading one case of the input format: implemented in a solver's `parse.rs` on its
/// case type.
pub trait ReadCase: Sized {
    /// Reads case `number` (from 1) from `scanner`, which is not at the end of the input;
    /// `Ok(None)` at a terminator that ends the input (gems-fight's `0 0 0`), and when only
    /// blank lines remain. A format where a line is a case reads lines
    /// ([`Scanner::next_line`]) and skips blank ones itself, as can-i-win's does: the run
    /// loop skips blank lines between cases, but other callers
    /// ([`read_all`](crate::scan::read_all)) may not.
    fn read_case(scanner: &mut Scanner<'_>, number: usize) -> Result<Option<Self>, ParseError>;

    /// Whether each case is exactly one line that is not blank: `read_case`, called where
    /// the run loop stands after skipping the whitespace before a case (so on a byte that
    /// is not whitespace), reads the rest of that line and nothing beyond its newline,
    /// whatever the line holds; its case and its error depend only on those bytes, their
    /// positions and the case's number (not on what was read before: no
    /// [`Scanner::end_of_last_token`] of an earlier line). Then the run loop may have a
    /// worker thread read the case, from a copy of the line
    /// ([`Scanner::take_line`], [`Scanner::over_line`]) with the same positions, so the
    /// same case and the same error: the reading thread only finds lines, and the cores
    /// parse them (stone-game's parse is four fifths of its work). A line longer than the
    /// loop holds at once (256 KiB) is read by `read_case` on the reading thread, streaming,
    /// as are the lines typed at a terminal. `false`, the default: every case is read on
    /// the reading thread.
    const LINE_A_CASE: bool = false;
}

/// The views of one solved case of problem `P`: implemented in a solver's `render.rs` on
/// its solution type. Every view reads the one solution; none re-runs the DP. A view takes
/// only what it uses: the solution carries what its views need of the case and the options
/// (copied by `solve`, or only for the views that show it, as stone-game keeps its piles
/// only for `explain`), so no method is handed an argument that most of them ignore.
pub trait Views<P: Problem> {
    /// The problem's own fields of a `--json` line; dp-cli puts `"case"` in front.
    type Json: Serialize;

    /// The judge's exact output for one case.
    fn plain(&self, out: &mut dyn Write) -> io::Result<()>;

    /// The problem's fields of one `--json` line: the answer and the decisions that reach it.
    fn json(&self) -> Self::Json;

    /// The teaching view of case `number`.
    fn explain(&self, out: &mut dyn Write, number: usize) -> io::Result<()>;

    /// The lesson of `explain`, printed once per run before the first case: the state, the
    /// recurrence, the order of evaluation, the complexity, under the run's options. Each
    /// case's `explain` then shows that case's own numbers.
    fn lesson(out: &mut dyn Write, options: &P::Options) -> io::Result<()> {
        let _ = (out, options);
        Ok(())
    }

    /// What the lesson page's script ([`Problem::LESSON_SCRIPT`]) reads for one case, from
    /// the one solution; `Null` for a problem whose page shows the text explain.
    fn lesson_data(&self) -> serde_json::Value {
        serde_json::Value::Null
    }
}

/// Writing random cases for `gen`: implemented in a solver's `generate.rs` on its knobs
/// (the problem's [`Problem::GenOptions`]). dp-cli seeds one generator for the run and
/// asks for the cases in turn, so the same seed gives the same cases.
pub trait Generate {
    /// Writes case `index` (from 0) of the run, a random valid case in the input format,
    /// drawn from `rng`.
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, index: u64) -> io::Result<()>;

    /// Writes what follows the last case: a terminator such as gems-fight's `0 0 0`.
    fn end(&self, out: &mut dyn Write) -> io::Result<()> {
        let _ = out;
        Ok(())
    }

    /// Writes `count` cases from `seed`, then the end.
    fn generate(&self, out: &mut dyn Write, seed: u64, count: u64) -> io::Result<()> {
        let mut rng = SplitMix64::new(seed);
        for index in 0..count {
            self.case(out, &mut rng, index)?;
        }
        self.end(out)
    }
}

/// One case `check` asks a problem to draw ([`Check::sized`]): where to write it, the
/// run's generator, the case's number in the run (from 0) and how large it may be.
pub struct Draw<'a> {
    /// Where the case goes, in the input format.
    pub out: &'a mut dyn Write,
    /// The run's generator: the same seed gives the same cases.
    pub rng: &'a mut SplitMix64,
    /// The case's number in the run, from 0 ([`Generate::case`]'s `index`).
    pub index: u64,
    /// How large the case may be.
    pub scale: Scale,
}

/// What `NAME check` and `NAME judge` need of a problem beyond solving it: implemented on
/// the problem type in the solver's `check.rs`, whose module doc states the sizes, the edge
/// families and how a case shrinks. Every method has a default: a problem whose plain
/// output is its one right answer gets both commands as it is, and writes
/// [`write`](Check::write) and [`shrink`](Check::shrink) for `check` to shrink a failing
/// case.
pub trait Check: Problem {
    /// Judges the contestant's answer to one case, read from `output` (a scanner over
    /// everything the contestant printed, standing where this case's answer starts),
    /// against our `solution`; `Ok` when it is right. The default: exactly the tokens of
    /// our plain output ([`crate::verdict::same_tokens`]). A problem with many right
    /// answers, or answers in decimals, reads the answer itself and names the token that is
    /// wrong.
    fn judge(
        case: &Self::Case,
        options: &Self::Options,
        solution: &Self::Solution,
        output: &mut Scanner<'_>,
    ) -> Result<(), Verdict> {
        crate::verdict::same_tokens(&plain_answer::<Self>(solution, case, options), output)
    }

    /// Writes `case` in the input format, as one case of a file (without the format's
    /// terminator, which is [`Generate::end`]'s). `check` writes the smaller cases it tries
    /// with it. The default cannot: `check` then reports a failing case as generated.
    fn write(case: &Self::Case, out: &mut dyn Write) -> io::Result<()> {
        let _ = (case, out);
        Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "this problem cannot write a case back",
        ))
    }

    /// Cases a little smaller than `case`, the boldest cuts first (half the piles, one pile
    /// fewer, a value nearer zero), each valid within the limits: `check` keeps the first
    /// one on which the program still fails and asks again, until none fails. Each step must
    /// make a case strictly smaller by some measure, so that shrinking ends. The default:
    /// none.
    fn shrink(case: &Self::Case) -> Vec<Self::Case> {
        let _ = case;
        Vec::new()
    }

    /// The size of `case` in the problem's own words, for `check`'s summary and its
    /// report of a shrunk case: `(21, "bags")`. The default: none (the summary then gives
    /// the case's bytes of input).
    fn size(case: &Self::Case) -> Option<(u64, &'static str)> {
        let _ = case;
        None
    }

    /// Writes the case `draw` asks for, no larger than its scale: sizes go from the
    /// smallest case up to the judge's limits (see [`Scale`]). Knobs the user fixed are
    /// kept. The default: [`Generate::case`], for a problem with nothing to size.
    fn sized(knobs: &Self::GenOptions, draw: Draw<'_>) -> io::Result<()> {
        knobs.case(draw.out, draw.rng, draw.index)
    }

    /// Writes a case of one of the problem's edge families (chosen with `rng`), which
    /// `check` mixes in among the random ones. The default writes nothing: the problem has
    /// none, and `check` writes a sized case instead.
    fn edge(knobs: &Self::GenOptions, out: &mut dyn Write, rng: &mut SplitMix64) -> io::Result<()> {
        let _ = (knobs, out, rng);
        Ok(())
    }
}

/// A problem's own subcommands (`yahtzee optimal`, `solitaire simulate`): implemented
/// beside the code they run, on the problem's [`Problem::Commands`].
pub trait RunCommand<P: Problem>: clap::Subcommand {
    /// Runs the subcommand with the run's options and standard output.
    fn run(self, context: &Context<'_, P>) -> Result<(), Error>;
}

impl<P: Problem> RunCommand<P> for NoCommands {
    fn run(self, _: &Context<'_, P>) -> Result<(), Error> {
        match self {}
    }
}

/// What a problem's own subcommand may use: the run's options, whether `--json` was
/// given, and the run loop.
pub struct Context<'a, P: Problem> {
    /// The problem's options.
    pub options: &'a P::Options,
    /// Whether `--json` was given.
    pub json: bool,
    /// Every subcommand name, for "did you mean" hints on a FILE that is not there.
    pub(crate) commands: &'a [&'a str],
}

impl<P: Problem> Context<'_, P> {
    /// Reads the cases of FILE (or standard input) as the main run does, and hands each to
    /// `answer` with its number; the first bad case stops the run with its error.
    pub fn cases(
        &self,
        file: Option<&std::path::Path>,
        answer: impl FnMut(&mut dyn Write, usize, P::Case) -> io::Result<()>,
    ) -> Result<(), Error> {
        let source = crate::run::Source::open(file, self.commands)?;
        crate::run::wait_note(&source);
        let output = crate::run::Output::stdout()?;
        let progress = crate::progress::Progress::on_terminal(P::NAME);
        crate::run::cases(source, &output, &progress, P::Case::read_case, answer)?;
        output.flush()
    }

    /// Writes what `write` writes to standard output.
    pub fn output(
        &self,
        write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> Result<(), Error> {
        let output = crate::run::Output::stdout()?;
        output.write(write)?;
        output.flush()
    }

    /// Says `text` on standard error as `note: text`; a standard error that cannot be
    /// written loses the note, never the answer.
    pub fn note(&self, text: &str) {
        crate::error::say("note", text);
    }
}

/// `NAME play`: implemented in a solver's `play.rs` on the problem's own flags of it
/// ([`Problem::PlayFlags`]; [`NoOptions`] for none). It reads the case asked for
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
    pub(crate) fn new(
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
    pub(crate) fn for_page(
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
        let source = crate::run::Source::open(self.args.file.as_deref(), self.commands)?;
        if source.is_terminal() {
            crate::error::say(
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
                    crate::text::plural(read as u64, "case", "cases")
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
        crate::error::say("note", text);
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
pub fn page_game<P: Problem>(case: P::Case, options: &P::Options) -> Option<GameGraph> {
    let args = PlayArgs::default();
    let mut graph = None;
    let session = Session::for_page(options, &args, case, &mut graph);
    P::PlayFlags::default().play(session).ok()?;
    graph
}

/// The one place where the platform's `check` and `judge` call the DP: a change of
/// [`Problem::solve`]'s signature is adapted here.
pub fn solve_for_judging<P: Problem>(
    case: &P::Case,
    options: &P::Options,
    run: &P::RunState,
) -> P::Solution {
    P::solve(case, options, View::Plain, run)
}

/// Our plain output of one solved case, as bytes: the one place where `check` and `judge`
/// call [`Views::plain`].
pub fn plain_answer<P: Problem>(
    solution: &P::Solution,
    case: &P::Case,
    options: &P::Options,
) -> Vec<u8> {
    let mut out = Vec::new();
    // Writing to a Vec does not fail.
    let _ = (case, options);
    let _ = solution.plain(&mut out);
    out
}

/// For a problem with no options of its own.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct NoOptions {}

/// For a problem with no subcommands of its own.
#[derive(clap::Subcommand, Clone, Copy, Debug)]
pub enum NoCommands {}

/// One `--json` line: the case number, then the problem's own fields (the shared tests
/// build the same lines to compare with the binary's).
#[derive(Serialize)]
pub struct Numbered<T> {
    /// The case's number, from 1.
    pub case: usize,
    /// The problem's own fields ([`Views::Json`]).
    #[serde(flatten)]
    pub fields: T,
}
