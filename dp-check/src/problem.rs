//! What `NAME check` and `NAME judge` need of a problem beyond solving it: [`Check`],
//! implemented in a solver's `check.rs`, the case it is asked to draw ([`Draw`]), and the
//! one place each calls the DP and the plain view.

use std::io::{self, Write};

use dp_command::Cli;
use dp_core::rng::SplitMix64;
use dp_problem::scan::Scanner;
pub use dp_problem::{Generate, ReadCase};
use dp_problem::{View, Views};

use crate::verdict::{Scale, Verdict};

/// One case `check` asks a problem to draw ([`Check::sized`]): where to write it, the
/// run's generator, the case's number in the run (from 0) and how large it may be.
pub struct Draw<'a> {
    /// Where the case goes, in the input format.
    pub out: &'a mut dyn Write,
    /// The run's generator: the same seed gives the same cases.
    pub rng: &'a mut SplitMix64,
    /// The case's number in the run, from 0 ([`Generate::case`]'s `index`).
    pub index: u64,
    /// How large the case may be.
    pub scale: Scale,
}

/// What `NAME check` and `NAME judge` need of a problem beyond solving it: implemented on
/// the problem type in the solver's `check.rs`, whose module doc states the sizes, the edge
/// families and how a case shrinks. Every method has a default: a problem whose plain
/// output is its one right answer gets both commands as it is, and writes
/// [`write`](Check::write) and [`shrink`](Check::shrink) for `check` to shrink a failing
/// case.
pub trait Check: Cli {
    /// Judges the contestant's answer to one case, read from `output` (a scanner over
    /// everything the contestant printed, standing where this case's answer starts),
    /// against our `solution`; `Ok` when it is right. The default: exactly the tokens of
    /// our plain output ([`crate::verdict::same_tokens`]). A problem with many right
    /// answers, or answers in decimals, reads the answer itself and names the token that is
    /// wrong.
    fn judge(
        case: &Self::Case,
        options: &Self::Options,
        solution: &Self::Solution,
        output: &mut Scanner<'_>,
    ) -> Result<(), Verdict> {
        crate::verdict::same_tokens(&plain_answer::<Self>(solution, case, options), output)
    }

    /// Writes `case` in the input format, as one case of a file (without the format's
    /// terminator, which is [`Generate::end`]'s). `check` writes the smaller cases it tries
    /// with it. The default cannot: `check` then reports a failing case as generated.
    fn write(case: &Self::Case, out: &mut dyn Write) -> io::Result<()> {
        let _ = (case, out);
        Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "this problem cannot write a case back",
        ))
    }

    /// Cases a little smaller than `case`, the boldest cuts first (half the piles, one pile
    /// fewer, a value nearer zero), each valid within the limits: `check` keeps the first
    /// one on which the program still fails and asks again, until none fails. Each step must
    /// make a case strictly smaller by some measure, so that shrinking ends. The default:
    /// none.
    fn shrink(case: &Self::Case) -> Vec<Self::Case> {
        let _ = case;
        Vec::new()
    }

    /// The size of `case` in the problem's own words, for `check`'s summary and its
    /// report of a shrunk case: `(21, "bags")`. The default: none (the summary then gives
    /// the case's bytes of input).
    fn size(case: &Self::Case) -> Option<(u64, &'static str)> {
        let _ = case;
        None
    }

    /// The judge's largest case in [`size`](Check::size)'s measure and unit
    /// (`(100, "numbers")`), against which `check` reports the largest case it tried. The
    /// default: none, for a problem with no single size to bound (yahtzee's and solitaire's
    /// cases all have the same size); the report then names the largest case without a
    /// limit.
    fn limit() -> Option<(u64, &'static str)> {
        None
    }

    /// The knobs of a case at the judge's largest sizes (`check --at-limit`): `knobs` with
    /// each size the user left free fixed at the judge's limit, for [`sized`](Check::sized)
    /// to draw the rest. The default: none, for a problem whose cases have one size;
    /// `check` then draws the case with the knobs as they are at [`Scale::LIMITS`].
    fn at_limit(knobs: &Self::GenOptions) -> Option<Self::GenOptions> {
        let _ = knobs;
        None
    }

    /// What the generated cases leave out with these `knobs`, in a few words, for the end
    /// of `check`'s report (stone-game's values stay within LeetCode's ±1000 unless
    /// `--max-value` asks for more). The default: nothing to say.
    fn not_covered(knobs: &Self::GenOptions) -> Option<String> {
        let _ = knobs;
        None
    }

    /// Writes the case `draw` asks for, no larger than its scale: sizes go from the
    /// smallest case up to the judge's limits (see [`Scale`]). Knobs the user fixed are
    /// kept. The default: [`Generate::case`], for a problem with nothing to size.
    fn sized(knobs: &Self::GenOptions, draw: Draw<'_>) -> io::Result<()> {
        knobs.case(draw.out, draw.rng, draw.index)
    }

    /// Writes a case of one of the problem's edge families (chosen with `rng`), which
    /// `check` mixes in among the random ones. The default writes nothing: the problem has
    /// none, and `check` writes a sized case instead.
    fn edge(knobs: &Self::GenOptions, out: &mut dyn Write, rng: &mut SplitMix64) -> io::Result<()> {
        let _ = (knobs, out, rng);
        Ok(())
    }
}

/// The one place where the platform's `check` and `judge` call the DP: a change of
/// [`Problem::solve`](dp_problem::Problem::solve)'s signature is adapted here.
pub fn solve_for_judging<P: Cli>(
    case: &P::Case,
    options: &P::Options,
    run: &P::RunState,
) -> P::Solution {
    P::solve(case, options, View::Plain, run)
}

/// Our plain output of one solved case, as bytes: the one place where `check` and `judge`
/// call [`Views::plain`].
pub fn plain_answer<P: Cli>(
    solution: &P::Solution,
    case: &P::Case,
    options: &P::Options,
) -> Vec<u8> {
    let mut out = Vec::new();
    // Writing to a Vec does not fail.
    let _ = (case, options);
    let _ = solution.plain(&mut out);
    out
}
