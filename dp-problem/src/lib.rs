//! What a solver's library builds on, and nothing else: the problem traits a solver
//! implements ([`problem`]: [`Problem`], [`ReadCase`], [`Views`], [`Generate`],
//! [`Playable`]), the input
//! scanner with exact line and column ([`scan`]), the one error type and its exit statuses
//! ([`error`]), a solved case as a game of decisions ([`decide`]) and the prose helpers of
//! the explains ([`text`]). It has no command line, no threads and no processes (those are
//! dp-cli's and its products', which build on it), so a solver's library without its `cli`
//! feature builds for WebAssembly.

pub mod decide;
pub mod error;
pub mod problem;
pub mod scan;
pub mod text;

pub use decide::{Decisions, Outcome, Priced, Turn};
pub use error::Error;
pub use problem::{
    Generate, NoCommands, NoOptions, Numbered, Playable, Problem, ReadCase, View, Views,
};
pub use scan::{Line, ParseError, Pos, Scanner};

/// How many threads may answer cases at once: the cores there are, or fewer when
/// `RAYON_NUM_THREADS` asks for fewer; 1 where the platform cannot say (WebAssembly). A
/// solver asks it before it starts a helper thread of its own (stone-game's long lines).
pub fn threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let requested = std::env::var("RAYON_NUM_THREADS")
        .ok()
        .and_then(|value| value.trim().parse::<usize>().ok())
        .filter(|&threads| threads > 0);
    requested.map_or(cores, |threads| threads.min(cores))
}
