//! What two or more of the workspace's solvers share, and nothing else.
//!
//! - [`bits`]: the set bits of a mask (a subset of at most 32 items).
//! - [`memo`]: [`MaskTable`](memo::MaskTable), a dense table with one entry per subset.
//! - [`scan`]: the whitespace-token scanner every judge format needs, with line and column.
//! - [`run`]: the loop every binary runs: read FILE or stdin, answer case by case, stop at
//!   the first bad case with `error: FILE:LINE:COL: ...`, map the outcome to an exit code.
//! - [`rng`]: a tiny seeded generator, so that `gen --seed S` prints the same instances on
//!   every platform and every version of this workspace.
//!
//! - [`testing`] (feature `testing`, for the solvers' tests): run a built binary and capture
//!   what it says.
//!
//! dp-core knows no problem: no dice, piles, gems or cards appear here.

pub mod bits;
pub mod memo;
pub mod rng;
pub mod run;
pub mod scan;
#[cfg(feature = "testing")]
pub mod testing;
