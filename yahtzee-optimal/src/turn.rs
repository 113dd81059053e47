//! One turn as a DP over hands: throw, keep, throw, keep, throw, score.
//!
//! With `scored[r]` the value of scoring the final roll `r` at its best (points now plus
//! the game's value afterwards), the turn is evaluated backwards:
//!
//! ```text
//! best0(r)  = scored(r)                                  no rerolls left: score it
//! keep1(h)  = mean over the next die f of keep1(h + f)   hold h, reroll the rest;
//!             = best0(h) when h has five dice            one die at a time
//! best1(h)  = max(keep1(h), best1(h − f) for each face f in h)
//!                                                        the best hand to hold inside h
//! keep2, best2 likewise from best1
//! turn      = Σ over rolls r of P(r) · best2(r)
//! ```
//!
//! Adding one die at a time makes `keep` cost 6 steps a hand instead of enumerating every
//! outcome of the dice thrown, and `best` is found by removing one die at a time (one step
//! for each face a hand shows): with five dice 210 × 6 additions and about 1,300
//! comparisons a level, with six 462 × 6 additions and about 3,000 comparisons; two levels
//! a turn. The same code serves both: the number of dice is in [`Hands`], and only the
//! lengths of the loops change with it.
//!
//! **Layout.** One table of 462 entries (924 with six dice) serves every step, in place:
//! the keep pass writes the hands of fewer dice from larger ones (largest first), the best
//! pass then replaces each entry by the best inside it (smallest first), and the full-roll
//! entries left by one level are the rolls the next level starts from. Each entry is `W` numbers, one for each
//! of `W` states evaluated side by side ("lanes"): the moves between hands are the same for
//! every state, so a step is the same arithmetic on `W` independent numbers, which the
//! compiler turns into vector instructions. Every lane does exactly the arithmetic a lone
//! state would, so a value never depends on its neighbours.

use super::dice::{FACES, Hands};

/// States evaluated side by side in the strategy's DP.
pub const LANES: usize = 16;

/// One value for each of `W` states, aligned to a cache line: a vector instruction then
/// takes them straight from memory as the operand of an addition or a maximum (SSE2 must
/// load an unaligned one first), and a group of 8 or 16 states never straddles more cache
/// lines than it fills.
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(C, align(64))]
pub struct Lanes<const W: usize>(pub [f64; W]);

impl<const W: usize> Lanes<W> {
    /// The same value in every lane.
    pub const fn splat(value: f64) -> Self {
        Self([value; W])
    }
}

impl<const W: usize> std::ops::Deref for Lanes<W> {
    type Target = [f64; W];

    #[inline(always)]
    fn deref(&self) -> &[f64; W] {
        &self.0
    }
}

impl<const W: usize> std::ops::DerefMut for Lanes<W> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [f64; W] {
        &mut self.0
    }
}

/// The larger of two numbers, as one `maxpd` (no NaN reaches here).
#[inline(always)]
pub fn max(a: f64, b: f64) -> f64 {
    if a > b { a } else { b }
}

/// Lanes of a mean whose sum is divided by 6 with a division, when the CPU has no fused
/// multiply-adds; those past it take [`sixth`]. The divider, one unit that takes about 2
/// cycles for each number whatever the vector's width, holds the keep pass back. Without
/// fused multiply-adds [`sixth`] is ten instructions for 2 numbers, and only 2 lanes of 16
/// take it, to keep the other ports busy while the divider works (4% less CPU time on one
/// thread; 4 lanes of 16 gained 2%, all 16 lost 24%). With them (this machine's CPU,
/// `target-cpu=native` in `.cargo/config.toml`) it is three instructions for 8 numbers,
/// and every lane takes it: uva's solve took 25% less CPU time than with the divider.
const DIVIDED_LANES: usize = 14;

/// `x / 6.0`, the same number to the last bit, without a division, for every finite `x`
/// of magnitude at least 2^-1000 (and 0); the DP's numbers are 0 or above 10^-12. With
/// fused multiply-adds in the instruction set [`sixth_by_fma`], else [`sixth_by_sums`].
#[inline(always)]
pub fn sixth(x: f64) -> f64 {
    if cfg!(target_feature = "fma") {
        sixth_by_fma(x)
    } else {
        sixth_by_sums(x)
    }
}

const ONE_SIXTH: f64 = 1.0 / 6.0;

/// [`sixth`] with two fused multiply-adds (where the CPU has none, `mul_add` is a call
/// to the C library's `fma`: right, but slow).
///
/// Let `u` be the unit in the last place of `x`. `q = x · fl(1/6)` is within 1.5 units
/// in the last place of `x / 6`, whose unit is `u / 8` or `u / 4`. The remainder
/// `r = x − 6q` is a multiple of `u / 4` of magnitude at most `2.25 u` (both `x` and `6q`
/// are multiples of `u / 4`), so the fused `−6 · q + x` gives it exactly. So
/// `x / 6 = q + r / 6` exactly, and the fused `r · fl(1/6) + q` rounds a number within
/// `2.25 u · 2^-55` of it. No rounding boundary lies that close: `x / 6 = k · u / 6` for
/// an integer `k`, and the midpoints between neighbouring numbers there are
/// `(2j + 1) · u / 16` or `(2j + 1) · u / 8`, at least `u / 48` away since
/// `8k − 3(2j + 1)` and `4k − 3(2j + 1)` are odd. So the result is the correctly rounded
/// quotient. Among subnormal numbers the quotient's unit is `u` itself, a quotient can be
/// a midpoint, and this fails (the test checks both sides of that).
#[inline(always)]
pub fn sixth_by_fma(x: f64) -> f64 {
    let q = x * ONE_SIXTH;
    let r = (-6.0f64).mul_add(q, x);
    r.mul_add(ONE_SIXTH, q)
}

/// [`sixth`] with multiplications and additions only.
///
/// With `u`, `q` as for [`sixth_by_fma`], the remainder `r = x − 6q` is found exactly:
/// `2q` and `4q` are exact, `s + e = 4q + 2q` exactly (Dekker's sum, as `|4q| ≥ |2q|`),
/// `x − s` is exact (Sterbenz: `s` is within a factor 2 of `x`), and `r = (x − s) − e` is
/// a multiple of `u / 4` of magnitude at most `2.25 u`, so that subtraction is exact too.
/// So `x / 6 = q + r / 6` exactly, and `q + r · fl(1/6)` is within `2^-52 · u` of it
/// before its rounding, closer than any rounding boundary (as for [`sixth_by_fma`]). Below
/// 2^-1000 the steps reach subnormal numbers, where this no longer holds (the test checks
/// both sides of that).
#[inline(always)]
pub fn sixth_by_sums(x: f64) -> f64 {
    let q = x * ONE_SIXTH;
    let two_q = q + q;
    let four_q = two_q + two_q;
    let s = four_q + two_q;
    let e = two_q - (s - four_q);
    let r = (x - s) - e;
    q + r * ONE_SIXTH
}

/// The keep pass: `t[h]` for the hands short of a full roll, from the full rolls (the
/// rolls after the reroll) upwards.
#[inline(always)]
pub fn keep_pass<const W: usize>(hands: &Hands, t: &mut [Lanes<W>]) {
    let t = &mut t[..hands.len()];
    for hand in (0..hands.first_roll()).rev() {
        let add = hands.add[hand].map(usize::from);
        let [a, b, c, d, e, f] = add.map(|bigger| t[bigger]);
        let mut mean = Lanes::splat(0.0);
        let divided = if cfg!(target_feature = "fma") {
            0
        } else {
            W.min(DIVIDED_LANES)
        };
        for lane in 0..divided {
            mean[lane] = (((a[lane] + b[lane]) + (c[lane] + d[lane])) + (e[lane] + f[lane])) / 6.0;
        }
        for lane in divided..W {
            mean[lane] = sixth(((a[lane] + b[lane]) + (c[lane] + d[lane])) + (e[lane] + f[lane]));
        }
        t[hand] = mean;
    }
}

/// The best pass: each `t[h]` becomes the best value of a hand held inside `h`. The hands
/// go by size, and inside a size in groups that show as many faces (so that every step of
/// a group is the same straight-line code, with no loop whose length changes from hand to
/// hand); a hand's maximum is the same in any order, since max is exact.
#[inline(always)]
pub fn best_pass<const W: usize>(hands: &Hands, t: &mut [Lanes<W>]) {
    let t = &mut t[..hands.len()];
    for group in &hands.best_order {
        match group.faces {
            1 => best_group::<W, 1>(t, &group.rows),
            2 => best_group::<W, 2>(t, &group.rows),
            3 => best_group::<W, 3>(t, &group.rows),
            4 => best_group::<W, 4>(t, &group.rows),
            5 => best_group::<W, 5>(t, &group.rows),
            _ => best_group::<W, 6>(t, &group.rows),
        }
    }
}

/// One group of the best pass: hands showing `K` faces.
#[inline(always)]
fn best_group<const W: usize, const K: usize>(t: &mut [Lanes<W>], rows: &[[u16; FACES + 1]]) {
    for row in rows {
        let mut best = t[usize::from(row[0])];
        for &smaller in &row[1..=K] {
            let other = t[usize::from(smaller)];
            for lane in 0..W {
                best[lane] = max(best[lane], other[lane]);
            }
        }
        t[usize::from(row[0])] = best;
    }
}

/// The best pass, also recording in `hold[h]` the hand held for the best value inside `h`:
/// `h` itself unless a smaller hand is strictly better (so a tie keeps more dice), else
/// the first such in face order.
#[inline(always)]
pub fn best_pass_holds<const W: usize>(hands: &Hands, t: &mut [Lanes<W>], hold: &mut [[u16; W]]) {
    let t = &mut t[..hands.len()];
    let hold = &mut hold[..hands.len()];
    for hand in 0..hands.len() {
        let mut best = t[hand];
        let mut arg = [hand as u16; W];
        for &smaller in hands.smaller(hand) {
            let other = t[usize::from(smaller)];
            let other_arg = hold[usize::from(smaller)];
            for lane in 0..W {
                if other[lane] > best[lane] {
                    best[lane] = other[lane];
                    arg[lane] = other_arg[lane];
                }
            }
        }
        t[hand] = best;
        hold[hand] = arg;
    }
}

/// The value of a turn whose final rolls are worth `t[first roll..]` (one roll each, lane
/// by lane); `t` is used as the table of the turn's DP.
#[inline(always)]
pub fn turn_value<const W: usize>(hands: &Hands, t: &mut [Lanes<W>]) -> [f64; W] {
    for _rerolls in 1..=2 {
        keep_pass(hands, t);
        best_pass(hands, t);
    }
    let mut value = [0.0; W];
    for (roll, chance) in t[hands.first_roll()..hands.len()]
        .iter()
        .zip(&hands.roll_chance)
    {
        for lane in 0..W {
            value[lane] += chance * roll[lane];
        }
    }
    value
}

/// The tables of one turn; kept whole only for `advise` and the worked turn of `explain`.
#[derive(Clone, Debug)]
pub struct Turn {
    /// `keep[k][h]`: the value of holding hand `h` and rerolling the rest, `k` rerolls left
    /// before that reroll (k = 1, 2; index 0 is the scored value of the full rolls).
    pub keep: [Vec<f64>; 3],
    /// `best[k][h]`: the value of the best hand to hold inside `h`, `k` rerolls left.
    pub best: [Vec<f64>; 3],
    /// The value of the turn before the first throw.
    pub value: f64,
}

/// The whole turn, every table kept, with the same arithmetic as [`turn_value`].
pub fn turn_tables(hands: &Hands, scored: &[f64]) -> Turn {
    assert_eq!(scored.len(), hands.rolls(), "one value a roll");
    let mut t = vec![Lanes([0.0]); hands.len()];
    for (entry, &value) in t[hands.first_roll()..].iter_mut().zip(scored) {
        *entry = Lanes([value]);
    }
    let column = |t: &[Lanes<1>]| t.iter().map(|v| v[0]).collect::<Vec<f64>>();
    let mut keep = [column(&t), Vec::new(), Vec::new()];
    let mut best = [column(&t), Vec::new(), Vec::new()];
    for rerolls in 1..=2 {
        keep_pass(hands, &mut t);
        keep[rerolls] = column(&t);
        best_pass(hands, &mut t);
        best[rerolls] = column(&t);
    }
    let value = best[2][hands.first_roll()..]
        .iter()
        .zip(&hands.roll_chance)
        .fold(0.0, |sum, (value, chance)| sum + chance * value);
    Turn { keep, best, value }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A way to divide by 6.
    type Method = fn(f64) -> f64;

    /// Both methods, whatever the build: `mul_add` is exact on any CPU.
    fn methods() -> [(&'static str, Method); 2] {
        [("fma", sixth_by_fma), ("sums", sixth_by_sums)]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(20_000))]

        /// Any finite number from 2^-1000 up, of either sign, by its bits.
        #[test]
        fn sixth_is_the_division_to_the_last_bit(bits in any::<u64>()) {
            let x = f64::from_bits(bits);
            prop_assume!(x.is_finite() && x.abs() >= 2f64.powi(-1000));
            for (name, method) in methods() {
                prop_assert_eq!(method(x).to_bits(), (x / 6.0).to_bits(), "{}", name);
            }
        }

        /// The sums the keep pass divides: six values of the DP's size.
        #[test]
        fn sixth_divides_sums_of_scores(values in proptest::array::uniform6(0.0..2000.0f64)) {
            let [a, b, c, d, e, f] = values;
            let sum = ((a + b) + (c + d)) + (e + f);
            for (name, method) in methods() {
                prop_assert_eq!(method(sum).to_bits(), (sum / 6.0).to_bits(), "{}", name);
            }
        }
    }

    #[test]
    fn sixth_of_whole_and_tiny_numbers() {
        for (name, method) in methods() {
            for k in 0..100_000u32 {
                let x = f64::from(k) / 64.0;
                assert_eq!(method(x).to_bits(), (x / 6.0).to_bits(), "{name} {x}");
            }
            assert_eq!(
                method(f64::MAX).to_bits(),
                (f64::MAX / 6.0).to_bits(),
                "{name}"
            );
        }
        // Far below the DP's numbers each method fails: the bounds above are real ones.
        let wrong = |method: Method, bits: &mut dyn Iterator<Item = u64>| {
            bits.map(f64::from_bits)
                .filter(|&x| method(x).to_bits() != (x / 6.0).to_bits())
                .count()
        };
        let below_2_to_the_minus_1000 =
            || (0..100_000u64).map(|k| 0x0001_0000_0000_0000 + k * 0x0000_0123_4567_89ab);
        assert!(wrong(sixth_by_sums, &mut below_2_to_the_minus_1000()) > 0);
        // The fused method holds there, and fails only where the quotient of a subnormal
        // number is a midpoint: 3, 9, 15, … units of the smallest one.
        assert_eq!(wrong(sixth_by_fma, &mut below_2_to_the_minus_1000()), 0);
        assert!(wrong(sixth_by_fma, &mut (0..1_000u64).map(|k| 3 * (2 * k + 1))) > 0);
    }
}
