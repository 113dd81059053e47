//! `gen`: random cases `M T`, one a line, the same for the same seed. Each knob takes one
//! value or a range `LOW-HIGH` to draw from; by default both are drawn within the judge's
//! limits (M 1 to 20, T 0 to 300).

use std::io::{self, Write};

use dp_cli::cli::{Span, span_within};
use dp_core::rng::SplitMix64;
use dp_problem::Generate;
use dp_problem::text::thousands;

use crate::parse::{JUDGE_MAX_NUMBER, JUDGE_MAX_TARGET, MAX_NUMBER, MAX_TARGET};

fn number_span(text: &str) -> Result<Span, String> {
    span_within(text, 1..=u64::from(MAX_NUMBER))
}

fn target_span(text: &str) -> Result<Span, String> {
    span_within(text, 0..=MAX_TARGET)
}

/// The knobs of `gen`: M and T, each fixed or drawn from a range.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Knobs {
    /// M, the largest number, or a range LOW-HIGH to draw it from.
    #[arg(long, value_name = "M|LOW-HIGH", value_parser = number_span, help = format!(
        "M, the largest number, or a range LOW-HIGH to draw it from (1 to {MAX_NUMBER}) \
         [default: 1-{JUDGE_MAX_NUMBER}, the judge's limits]"
    ))]
    pub max_number: Option<Span>,
    /// T, the total to reach, or a range LOW-HIGH to draw it from.
    #[arg(long, value_name = "T|LOW-HIGH", value_parser = target_span, help = format!(
        "T, the total to reach, or a range LOW-HIGH to draw it from (0 to {}) \
         [default: 0-{JUDGE_MAX_TARGET}, the judge's limits]",
        thousands(MAX_TARGET)
    ))]
    pub target: Option<Span>,
}

impl Generate for Knobs {
    /// One case, a line "M T": M drawn first, then T.
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, _: u64) -> io::Result<()> {
        let numbers = self
            .max_number
            .unwrap_or(Span::new(1, u64::from(JUDGE_MAX_NUMBER)));
        let targets = self.target.unwrap_or(Span::new(0, JUDGE_MAX_TARGET));
        let m = numbers.draw(rng);
        writeln!(out, "{m} {}", targets.draw(rng))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cases `gen` writes, as (M, T).
    fn drawn(seed: u64, count: u64, knobs: Knobs) -> Vec<(u32, u64)> {
        let cases = dp_testing::generated::<crate::CanIWin>(&knobs, seed, count);
        cases
            .into_iter()
            .map(|case| (case.max_number, case.target))
            .collect()
    }

    #[test]
    fn defaults_stay_in_the_judges_limits() {
        let all = drawn(4, 300, Knobs::default());
        assert_eq!(all, drawn(4, 300, Knobs::default()));
        assert_ne!(all, drawn(5, 300, Knobs::default()));
        assert_eq!(all.len(), 300);
        assert!(all.iter().all(|&(m, t)| (1..=20).contains(&m) && t <= 300));
    }

    #[test]
    fn ranges_are_kept() {
        let knobs = Knobs {
            max_number: Some(Span::new(20, 20)),
            target: Some(Span::new(150, 210)),
        };
        let all = drawn(1, 200, knobs);
        assert!(
            all.iter()
                .all(|&(m, t)| m == 20 && (150..=210).contains(&t))
        );
        let targets: Vec<u64> = all.iter().map(|&(_, t)| t).collect();
        assert!(targets.contains(&150) && targets.contains(&210));
    }

    #[test]
    fn spans_are_read_and_checked() {
        assert_eq!(number_span("7"), Ok(Span::new(7, 7)));
        assert_eq!(target_span("150-210"), Ok(Span::new(150, 210)));
        assert_eq!(
            target_span("9-3"),
            Err("the range 9-3 is empty: LOW comes first".into())
        );
        assert_eq!(
            number_span("26"),
            Err("expected a whole number or a range LOW-HIGH, from 1 to 25".into())
        );
        let whole = Span::new(0, u64::MAX);
        assert_eq!(target_span("0-18446744073709551615"), Ok(whole));
        whole.draw(&mut SplitMix64::new(1));
    }
}
