//! `NAME serve`, the live lesson ([`serve`]): a small HTTP server on the loopback address
//! that serves the lesson page of `explain --html` with the input in a box above it, and
//! solves each edited input by running the binary again in a child process.

pub mod serve;

use dp_command as problem;
use dp_problem::{error, text};
use dp_run::run;
