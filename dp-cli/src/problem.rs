//! Every trait and handle a solver's `cli.rs` and `check.rs` name, in one place: the
//! problem itself (dp-problem's), what the command line needs of it (dp-command's [`Cli`],
//! [`RunCommand`], [`Context`]), how `play` starts (dp-play's [`Play`], [`Session`]) and
//! what `check` and `judge` need (dp-check's [`Check`], [`Draw`]).

pub use dp_check::problem::{Check, Draw, plain_answer, solve_for_judging};
pub use dp_command::{Cli, Context, RunCommand};
pub use dp_play::session::{Play, Session, page_game};
pub use dp_problem::problem::{
    Generate, NoCommands, NoOptions, Numbered, Playable, Problem, ReadCase, View, Views,
};
