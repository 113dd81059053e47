//! The platform every solver of this workspace stands on, and what two or more of them
//! share; nothing problem-specific.
//!
//! - [`problem`]: the [`Problem`] trait, all a solver crate implements: solve a case once;
//!   and the traits its types implement: [`ReadCase`] (read a case), [`Views`] (render the
//!   solution: plain, `--json`, `explain`), [`Generate`] (generate cases), [`RunCommand`]
//!   (a problem's own subcommands).
//! - [`cli`]: the one command line, generic over a problem's options, `gen` knobs and own
//!   subcommands; [`main`] is the whole of every solver's `main.rs`.
//! - [`run`]: the streaming run loop: FILE or standard input read as it arrives, answers
//!   written as each case is solved, the first bad case stops the run.
//! - [`progress`]: the progress line a slow case shows on a terminal (standard error).
//! - [`error`]: the one error type, its exit statuses, printed in one place.
//! - [`html`]: the lesson page of `explain --html`: the frame every problem shares.
//! - [`scan`]: the input scanner every judge format needs: tokens or lines with their line
//!   and column, tracked in O(1) a byte.
//! - [`bits`]: the set bits of a mask; [`memo`]: [`MaskTable`](memo::MaskTable), a dense
//!   table with one entry per subset.
//! - [`text`]: prose wrapped to 80 columns, thousands separators, plurals, for explains.
//! - [`rng`]: a tiny seeded generator, so that `gen --seed S` prints the same instances on
//!   every platform and every version of this workspace.
//! - [`testing`] (feature `testing`, for the solvers' tests): the shared test suite
//!   ([`solver_tests!`]), and running a built binary to capture what it says.
//!
//! dp-core knows no problem: no dice, piles, gems or cards appear here.

pub mod bits;
pub mod cli;
pub mod error;
pub mod html;
pub mod memo;
pub mod problem;
pub mod progress;
pub mod rng;
pub mod run;
pub mod scan;
#[cfg(feature = "testing")]
pub mod testing;
pub mod text;

pub use cli::main;
pub use error::Error;
pub use problem::{
    Context, Generate, NoCommands, NoOptions, Problem, ReadCase, RunCommand, View, Views,
};
pub use scan::{Line, ParseError, Pos, Scanner};
