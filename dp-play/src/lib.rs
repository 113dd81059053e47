//! `NAME play`, over dp-problem's [`Decisions`](dp_problem::Decisions): the loop that lets
//! a student play a solved case against the optimum on the terminal ([`play`]), the same
//! game written out as data for the lesson page's play mode ([`graph`]), and how a problem
//! starts it ([`session`]: [`Play`] on its flags of `play`, given a [`Session`]).

pub mod graph;
pub mod play;
pub mod session;

pub use session::{Play, Session, page_game};

use dp_problem::{decide, error, scan, text};
use dp_run::run;
