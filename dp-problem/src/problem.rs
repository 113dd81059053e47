//! [`Problem`]: what a solver crate writes to be solved, and all the solver's core needs.
//!
//! A solver implements the trait in its `lib.rs` by naming its own types, each of which
//! carries its part: the case reads itself ([`ReadCase`], in `parse.rs`), the solution
//! renders itself and names its JSON ([`Views`], in `render.rs`), the `gen` knobs write
//! cases ([`Generate`], in `generate.rs`); `lib.rs` adds the constants and the call of the
//! DP in `solve.rs` (a plain function a student reads without opening the platform). What
//! the command line needs beyond this (its flags, help text, subcommands, `play`, `check`)
//! is dp-cli's, which builds on these traits; nothing here knows of it.

use std::io::{self, Write};

use serde::Serialize;

use crate::decide::Decisions;
use crate::error::Error;
use crate::scan::{ParseError, Scanner};
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

    /// Options of the whole run (`--take K`, `--strict-full-house`, `--exact`); the
    /// command line's flags when the solver's `cli` feature derives `clap::Args` on them.
    type Options: Clone + Default + Sync;
    /// One instance, as read from the input ([`ReadCase`], in the crate's `parse.rs`);
    /// cases are answered on several cores.
    type Case: Send + ReadCase;
    /// What the DP found for one case: everything every view needs, and the views
    /// themselves ([`Views`], in the crate's `render.rs`).
    type Solution: Send + Views<Self>;

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

    /// The lesson page's own script (`explain --html`): it calls
    /// `DPLesson.register({steps, draw})` to draw one step of one case from the data of
    /// [`Views::lesson_data`]; see the `dp-lesson` crate. Empty: the page shows the text
    /// explain of each case.
    const LESSON_SCRIPT: &'static str = "";
    /// The lesson page's own style.
    const LESSON_STYLE: &'static str = "";

    /// About how many bytes solving `case` takes, when that may be a lot (gems-fight's
    /// tables of 2^B entries: 256 MiB at B = 26). A caller that solves many cases at once
    /// solves the large ones one at a time and first makes sure that much memory can be
    /// had (dp-cli's run loop does: a case too large for the memory there is ends the run
    /// with an error line after the answers before it, never an abort). 0, the default:
    /// nothing to speak of.
    fn solve_memory(case: &Self::Case) -> u64 {
        let _ = case;
        0
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
    /// The problem's own fields of a `--json` line; the platform puts `"case"` in front
    /// ([`Numbered`]).
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

/// A problem whose solved case is a game a student plays ([`Decisions`]): implemented in a
/// solver's `play.rs`. `NAME play` and the lesson page's play mode both call [`game`] and
/// play what it builds, so the terminal and the page price every choice the same.
///
/// [`game`]: Playable::game
pub trait Playable: Problem {
    /// The game of one case, built from the solve's own table.
    type Game: Decisions;

    /// Solves `case` keeping what the game needs, and builds the game; an error when the
    /// game of this case cannot be played (a case too large to keep every position of).
    fn game(case: &Self::Case, options: &Self::Options) -> Result<Self::Game, Error>;
}

/// Writing random cases for `gen`: implemented in a solver's `generate.rs` on its knobs.
/// The caller seeds one generator for the run and asks for the cases in turn, so the same
/// seed gives the same cases.
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

/// For a problem with no options of its own.
#[derive(Clone, Copy, Debug, Default)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
pub struct NoOptions {}

/// For a problem with no subcommands of its own.
#[derive(Clone, Copy, Debug)]
#[cfg_attr(feature = "clap", derive(clap::Subcommand))]
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
