//! What a dynamic program itself needs, shared by the solvers of this workspace: the set
//! bits of a mask ([`bits`]), a dense table with one entry per subset
//! ([`memo::MaskTable`]), how much of its work a solve keeps ([`Record`]), and a tiny
//! seeded generator ([`rng::SplitMix64`]) so that `gen --seed S` prints the same instances
//! on every platform and every version. Nothing else: no command line, no input format, no
//! output; a solver's `solve.rs` needs this crate and nothing of the platform's (the
//! problem traits and the scanner are `dp-problem`, the command line and the run loop
//! `dp-cli`, the lesson page `dp-lesson`, the shared tests `dp-testing`). dp-core knows no
//! problem: no dice, piles, gems or cards appear here, and it depends on no other crate.

pub mod bits;
pub mod memo;
pub mod record;
pub mod rng;

pub use record::Record;
