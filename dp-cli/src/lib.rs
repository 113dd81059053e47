//! The command line of every solver binary of this workspace, which wires the products
//! together: a solver crate implements [`Cli`] beside its [`Problem`] under its `cli`
//! feature, and [`main`] (the whole of every solver's `main.rs`) parses the command line
//! ([`cli`]) and hands it to the run loop (dp-run), `play` (dp-play), `check` and `judge`
//! (dp-check), `serve` (dp-serve) or the man page ([`man`]). It re-exports those crates'
//! modules and dp-problem's under one roof, and [`problem`] names every trait a solver
//! implements, so that a solver's binary half depends on this crate alone; nothing here
//! knows a problem.

pub use dp_check::{check, child, judge, shrink, verdict};
pub use dp_play::{graph, play};
pub use dp_problem::{decide, error, scan, text};
pub use dp_run::{progress, run};
pub use dp_serve::serve;

pub mod cli;
pub mod man;
pub mod problem;

pub use cli::main;
pub use decide::{Decisions, Outcome, Priced, Turn};
pub use error::Error;
pub use problem::{
    Check, Cli, Context, Draw, Generate, NoCommands, NoOptions, Play, Playable, Problem, ReadCase,
    RunCommand, Session, View, Views,
};
pub use scan::{Line, ParseError, Pos, Scanner};
pub use verdict::{Scale, Verdict};
