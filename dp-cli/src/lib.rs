//! The platform every solver binary of this workspace runs on, over `dp-problem` (the
//! problem traits, scanner, errors and `Decisions`, re-exported here): a solver crate
//! implements [`Cli`] beside its [`Problem`] under its `cli` feature, and this crate does
//! the rest — the one command line ([`cli`], with [`main`], the whole of every solver's
//! `main.rs`), reading FILE or standard input as it streams and answering cases on all the
//! cores ([`run`]), the progress line of a slow case ([`progress`]), `NAME play` (the loop
//! that lets a student play a solved case against the optimum, [`play`], and the same game
//! written out for the lesson page's play mode, [`graph`]); and, to check a contestant's
//! own solution, the stress tester that shrinks ([`check`], running the program with
//! [`child`]) and the special judge ([`judge`]), which judge answers by the problem's own
//! rule ([`verdict`]) and shrink cases with [`shrink`]'s helpers; the live lesson's server
//! ([`serve`]) and the man page ([`man`]). The modules depend on each other one way only:
//! `cli` → `check`, `judge`, `serve` → `problem` → `play`, `graph`, `run` → `progress`,
//! `verdict`, `child`, `shrink`. The lesson page is `dp-lesson`'s; nothing here knows a
//! problem.

pub use dp_problem::{decide, error, scan, text};

pub mod check;
pub mod child;
pub mod cli;
pub mod graph;
pub mod judge;
pub mod man;
pub mod play;
pub mod problem;
pub mod progress;
pub mod run;
pub mod serve;
pub mod shrink;
pub mod verdict;

pub use cli::main;
pub use decide::{Decisions, Outcome, Priced, Turn};
pub use error::Error;
pub use problem::{
    Check, Cli, Context, Draw, Generate, NoCommands, NoOptions, Play, Problem, ReadCase,
    RunCommand, Session, View, Views,
};
pub use scan::{Line, ParseError, Pos, Scanner};
pub use verdict::{Scale, Verdict};
