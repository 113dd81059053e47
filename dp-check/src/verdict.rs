//! Judging a contestant's answer to one case, for `NAME check` and `NAME judge`: the
//! [`Verdict`] of a wrong or malformed answer, the default rule (the same tokens as our
//! plain output, [`same_tokens`]), and [`Scale`], how large `check` asks a generated case
//! to be.
//!
//! One rule in every problem: an answer that does not read — a token missing, output after
//! the last answer, or a token that is not a number where a number is due
//! ([`is_number`]) — is [`Verdict::Malformed`] (testlib's presentation error); one that
//! reads and is not right is [`Verdict::Wrong`].
//!
//! A problem with one right answer per case gets the default rule for free; a problem
//! with many right answers (yahtzee's assignments) or answers in decimals (solitaire)
//! reads the answer itself in its [`Check::judge`](crate::Check::judge), from a
//! [`Scanner`] over the contestant's output, and says what is wrong in one line.

use std::fmt;

use crate::scan::{Scanner, Token, is_space, quote};
use dp_core::rng::SplitMix64;

/// Why an answer to one case is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The answer reads, and is wrong (testlib's WA).
    Wrong(String),
    /// The answer does not read: a token is missing or is not what the format has there
    /// (testlib's PE).
    Malformed(String),
}

impl Verdict {
    /// The one-line reason.
    pub fn reason(&self) -> &str {
        match self {
            Verdict::Wrong(reason) | Verdict::Malformed(reason) => reason,
        }
    }

    /// "wrong answer" or "malformed output".
    pub fn kind(&self) -> &'static str {
        match self {
            Verdict::Wrong(_) => "wrong answer",
            Verdict::Malformed(_) => "malformed output",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind(), self.reason())
    }
}

/// The next token of the contestant's output, or [`Verdict::Malformed`] saying that the
/// output ended where `expected` was due.
pub fn next<'s>(output: &'s mut Scanner<'_>, expected: &str) -> Result<Token<'s>, Verdict> {
    let end = output.end_of_last_token();
    let ended = || {
        Verdict::Malformed(if end == crate::scan::Pos::START {
            format!("the output is empty, expected {expected}")
        } else {
            format!("the output ended (after {end}), expected {expected}")
        })
    };
    if output.at_end() {
        return Err(ended());
    }
    output.next_token().ok_or_else(ended)
}

/// The next token as a whole number, or [`Verdict::Malformed`].
pub fn number<T: std::str::FromStr>(
    output: &mut Scanner<'_>,
    expected: &str,
) -> Result<T, Verdict> {
    let token = next(output, expected)?;
    token.parse::<T>().ok_or_else(|| {
        Verdict::Malformed(format!(
            "found {} at {} of the output, expected {expected}",
            token.quoted(),
            token.pos()
        ))
    })
}

/// The default rule: the contestant's next tokens are exactly the tokens of `expected`
/// (our plain output of the case), compared as bytes; whitespace between them is free, as
/// judges' token checkers read it. A missing token is [`Verdict::Malformed`], a different
/// one [`Verdict::Wrong`], both naming the token (from 1 within the case) and where it is
/// in the output.
pub fn same_tokens(expected: &[u8], output: &mut Scanner<'_>) -> Result<(), Verdict> {
    let words = expected
        .split(|&byte| is_space(byte))
        .filter(|word| !word.is_empty());
    for (index, word) in words.enumerate() {
        let want = quote(word);
        let token = next(output, &format!("token {} {want}", index + 1))?;
        if is_number(word) && !is_number(token.text()) {
            return Err(Verdict::Malformed(format!(
                "found {} at {} of the output, expected token {}, a number ({want})",
                token.quoted(),
                token.pos(),
                index + 1
            )));
        }
        if token.text() != word {
            return Err(Verdict::Wrong(format!(
                "token {} at {} of the output: expected {want}, found {}",
                index + 1,
                token.pos(),
                token.quoted()
            )));
        }
    }
    Ok(())
}

/// Whether `token` is written as a number: an optional `-` or `+`, digits, and optionally
/// `.` or `/` and more digits (`-12`, `0.530593`, `3/7`). Where a number is due, a token
/// that is none does not read (testlib's reading of an integer or a double fails there):
/// a presentation error in every problem, as yahtzee's and solitaire's own rules have it;
/// a number that is not the answer, or a word where a word is due, is a wrong answer.
pub fn is_number(token: &[u8]) -> bool {
    let digits = |part: &[u8]| !part.is_empty() && part.iter().all(u8::is_ascii_digit);
    let unsigned = token
        .strip_prefix(b"-")
        .or_else(|| token.strip_prefix(b"+"))
        .unwrap_or(token);
    match unsigned
        .iter()
        .position(|&byte| byte == b'.' || byte == b'/')
    {
        Some(at) => digits(&unsigned[..at]) && digits(&unsigned[at + 1..]),
        None => digits(unsigned),
    }
}

/// How large `check` asks a generated case to be ([`Check::sized`](crate::Check::sized)).
/// The run goes from tiny cases up to the judge's limits: [`Scale::top`] rises from 0 to 1
/// over the first half of the cases and stays at 1, and below that cap most cases are
/// small (about one case in x is x times the smallest), so that a bug is met first on a
/// small case, and the whole run costs the program little more than its small cases.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scale {
    /// How far toward the limits the sizes may go: 0 the smallest case, 1 the limits.
    pub top: f64,
}

impl Scale {
    /// The cap at the limits: sizes up to the judge's.
    pub const LIMITS: Scale = Scale { top: 1.0 };

    /// A size from `least` to `most` for a dimension whose cost grows as `size^power`
    /// (1 for a list read once, 3 for a cubic DP): the cost is drawn so that a cost of at
    /// least x comes about once in x cases, and the size never passes the cap, which is
    /// `most` at [`Scale::LIMITS`] (geometrically between `least` and `most` below).
    pub fn size(&self, rng: &mut SplitMix64, least: u64, most: u64, power: u32) -> u64 {
        if most <= least {
            return least;
        }
        let span = (most - least + 1) as f64;
        let cap = least + (span.powf(self.top.clamp(0.0, 1.0)) as u64).saturating_sub(1);
        // u in (0, 1]: a cost of at least x with probability 1/x.
        let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        let cost = 1.0 / u.max(f64::MIN_POSITIVE);
        let extra = (cost.powf(1.0 / f64::from(power.max(1))) - 1.0).max(0.0);
        (least.saturating_add(extra as u64)).min(cap.min(most))
    }

    /// A size from `least` to `most` for a dimension whose cost doubles with each step
    /// (bags of gems-fight, numbers of can-i-win): each step up is about half as frequent.
    pub fn exponent(&self, rng: &mut SplitMix64, least: u64, most: u64) -> u64 {
        if most <= least {
            return least;
        }
        let steps = (most - least).min(62);
        let work = self.size(rng, 1, 1 << steps, 1);
        least + u64::from(63 - work.leading_zeros()).min(steps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(expected: &str, output: &str) -> Result<(), Verdict> {
        same_tokens(
            expected.as_bytes(),
            &mut Scanner::from_bytes(output.as_bytes()),
        )
    }

    #[test]
    fn tokens_compare_exactly_with_any_whitespace() {
        assert_eq!(verdict("1 2 3\n", "1\n2   3"), Ok(()));
        assert_eq!(
            verdict("Alice\n", "Bob\n"),
            Err(Verdict::Wrong(
                "token 1 at 1:1 of the output: expected \"Alice\", found \"Bob\"".into()
            ))
        );
        assert_eq!(
            verdict("1 2\n", " 1"),
            Err(Verdict::Malformed(
                "the output ended (after 1:3), expected token 2 \"2\"".into()
            ))
        );
    }

    #[test]
    fn garbage_where_a_number_is_due_does_not_read() {
        assert!(matches!(verdict("42\n", "xyz"), Err(Verdict::Malformed(_))));
        assert!(matches!(
            verdict("0.530593\n", "0.5x"),
            Err(Verdict::Malformed(_))
        ));
        assert!(matches!(verdict("3/7\n", "3/"), Err(Verdict::Malformed(_))));
        assert!(matches!(verdict("42\n", "41"), Err(Verdict::Wrong(_))));
        assert!(matches!(verdict("-1\n", "+1"), Err(Verdict::Wrong(_))));
        assert!(matches!(verdict("Alice\n", "xyz"), Err(Verdict::Wrong(_))));
        for number in ["0", "-12", "+3", "0.5", "3/7"] {
            assert!(is_number(number.as_bytes()), "{number}");
        }
        for word in ["", "-", "1.", ".5", "1e5", "Alice", "1/2/3", "--1"] {
            assert!(!is_number(word.as_bytes()), "{word}");
        }
    }

    #[test]
    fn sizes_stay_within_the_cap_and_are_mostly_small() {
        let mut rng = SplitMix64::new(1);
        let small = Scale { top: 0.0 };
        assert!((0..100).all(|_| small.size(&mut rng, 1, 50_000, 1) == 1));
        let sizes: Vec<u64> = (0..10_000)
            .map(|_| Scale::LIMITS.size(&mut rng, 1, 50_000, 1))
            .collect();
        assert!(sizes.iter().all(|&size| (1..=50_000).contains(&size)));
        let below_ten = sizes.iter().filter(|&&size| size < 10).count();
        assert!(below_ten > 8_000, "{below_ten}");
        assert!(sizes.iter().any(|&size| size > 1_000));
        let exponents: Vec<u64> = (0..10_000)
            .map(|_| Scale::LIMITS.exponent(&mut rng, 1, 20))
            .collect();
        assert!(exponents.iter().all(|&m| (1..=20).contains(&m)));
        assert!(exponents.iter().filter(|&&m| m >= 12).count() < 20);
    }
}
