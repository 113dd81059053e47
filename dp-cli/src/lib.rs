//! The platform every solver binary of this workspace runs on: a solver crate implements
//! [`Problem`] (solve a case once) by naming its own types, and this crate does the rest —
//! the one command line ([`cli`], with [`main`], the whole of every solver's `main.rs`),
//! reading FILE or standard input as it streams and answering cases on all the cores
//! ([`run`]), the input scanner with exact line and column ([`scan`]), the one error type
//! and its exit statuses, printed in one place ([`error`]), the progress line of a slow
//! case ([`progress`]), the prose helpers of the explains ([`text`]), `NAME play` (a
//! solved case as a game of decisions, [`decide`], and the loop that lets a student
//! play it against the optimum, [`play`], and the same game written out for the lesson
//! page's play mode, [`graph`]); and, to check a
//! contestant's own solution, the stress tester that shrinks ([`check`], running the
//! program with [`child`]) and the special judge ([`judge`]), which judge answers by the
//! problem's own rule ([`verdict`]) and shrink cases with [`shrink`]'s helpers; the live
//! lesson's server ([`serve`]). The modules depend on each other one way only: `cli` →
//! `check`, `judge`, `serve` → `problem` → `play`, `graph` → `decide`, `run` → `scan`, `error`,
//! `progress`, `text`, `verdict`, `child`, `shrink`. The lesson page is `dp-lesson`'s, the
//! DP's own helpers (bitmasks, memo tables, the seeded generator) are `dp-core`'s; nothing
//! here knows a problem.

pub mod check;
pub mod child;
pub mod cli;
pub mod decide;
pub mod error;
pub mod graph;
pub mod judge;
pub mod man;
pub mod play;
pub mod problem;
pub mod progress;
pub mod run;
pub mod scan;
pub mod serve;
pub mod shrink;
pub mod text;
pub mod verdict;

pub use cli::main;
pub use decide::{Decisions, Outcome, Priced, Turn};
pub use error::Error;
pub use problem::{
    Check, Context, Draw, Generate, NoCommands, NoOptions, Play, Problem, ReadCase, RunCommand,
    Session, View, Views,
};
pub use scan::{Line, ParseError, Pos, Scanner};
pub use verdict::{Scale, Verdict};
