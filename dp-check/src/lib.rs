//! A contestant's own solution checked against a solver: `NAME check`, the stress tester
//! that shrinks ([`check`], running the program with [`child`]), and `NAME judge`, the
//! special judge ([`judge`]), which judge answers by the problem's own rule ([`verdict`])
//! and shrink a failing case with [`shrink`]'s helpers; what they need of a problem is
//! [`Check`] ([`problem`]).

pub mod check;
pub mod child;
pub mod judge;
pub mod problem;
pub mod shrink;
pub mod verdict;

pub use problem::{Check, Draw};

use dp_problem::{error, scan, text};
use dp_run::progress;
