//! The run loop every solver binary runs, over dp-problem: FILE or standard input read as
//! it streams, each case read, solved and answered in input order, on all the cores when
//! there are several ([`run`]), and the progress line a slow case shows on a terminal
//! ([`progress`]). It knows no command line: dp-cli drives it, and a problem's own
//! subcommands reach it through dp-command's `Context`.

pub mod progress;
pub mod run;

use dp_problem::{error, scan, text};
