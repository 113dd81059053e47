//! The DP: the chance that the first player wins a game of Pig when both play optimally.
//!
//! # The game
//! Two players take turns, both starting at 0 points. On a turn the player rolls a die of
//! `S` faces as often as they like: each face `f ≥ 2` adds `f` to the turn total, a 1 ends
//! the turn and loses the turn total. After any roll that did not show 1 the player may
//! hold instead: the turn total is added to their score and the turn passes. The first
//! player whose score (with the turn total) reaches GOAL wins at once.
//!
//! # State
//! `(i, j, k)`: the score `i` of the player to move, the opponent's score `j`, and the
//! turn total `k` at stake, with `i, j < GOAL` and `i + k < GOAL`. A turn total that
//! reaches the goal wins at once, so such positions are not states. (Were a player made to
//! hold to win, they would: holding then wins for sure, rolling on could only lose; the
//! values are the same.) GOAL · GOAL(GOAL + 1)/2 states, 505,000 at GOAL = 100.
//!
//! # Value
//! `P(i, j, k)`: the chance that the player to move wins from there, both playing
//! optimally. The game is the same for both players, so the opponent's chance after the
//! turn passes is `P` with the roles swapped.
//!
//! # Recurrence
//! With `S` faces, `P = 1` when `i + k ≥ GOAL`, and otherwise
//!
//! ```text
//! hold = 1 − P(j, i + k, 0)                            (allowed when k ≥ 1)
//! roll = (1/S)(1 − P(j, i, 0)) + (1/S) Σ_{f=2..S} P(i, j, k + f)
//! P(i, j, k) = max(roll, hold),   P(i, j, 0) = roll   (a turn starts with a roll)
//! ```
//!
//! # Order
//! There is none. A 1 passes the turn with both scores unchanged: `P(i, j, 0)` needs
//! `P(j, i, 0)`, which needs `P(i, j, 0)`. The values are the *fixed point* of the
//! recurrence, found by iteration, not computed once each in some order. What replaces the
//! order:
//!
//! - *Layers.* Scores never fall, so a state with score sum `s = i + j` needs only states of
//!   sum `s` and larger (holding `k ≥ 1` moves to sum `s + k`). Layers are solved from
//!   `s = 2·GOAL − 2` down to 0, each to its fixed point, with the larger sums final.
//! - *Pairs.* Inside a layer, `(i, j)` is tied only to `(j, i)`: the unknowns are the two
//!   numbers `x = P(i, j, 0)` and `y = P(j, i, 0)`. Given a guess of `y`, one pass down
//!   the turn totals `k = GOAL − i − 1, …, 0` computes every `P(i, j, k)` (each needs only
//!   larger `k`, the sum of the next `S − 1` kept as a sliding window), ending in
//!   `x = F(y)`; likewise `y = G(x)`.
//! - *Newton rounds instead of plain sweeps.* Plain value iteration repeats those passes;
//!   each shrinks the error by the factor `q·q'`, where `q = −dF/dy` is the chance that the
//!   turn ends with a 1 (`q·q' = 0.69` for some pairs of the standard game, worse for a
//!   two-sided die: thousands of sweeps). For fixed hold decisions `F` is a straight line,
//!   so each pass also carries the slope, and the round jumps to where the two lines meet:
//!   exact once the decisions stop changing, after two or three rounds.
//! - *A proof, not a tolerance.* Every number is kept as a lower and an upper bound,
//!   computed with every rounding error pushed outward: each state moves by
//!   `(GOAL + 8)·ε`, more than the `(1.5·GOAL + 6)·ε/2` its float operations can err (the
//!   sliding window gains at most `(S + 1)·ε/2` an update, over at most GOAL updates, then
//!   divided by S). Around the Newton point a small box `[x₋, x₊] × [y₋, y₊]` is taken, and one pass gives bounds of
//!   `F` and `G` over all of it (`F` falls as `y` rises and rises with the holds, so the
//!   lower bound takes `y₊` and the lowest holds). When those bounds lie inside the box,
//!   the map sends the box into itself, so it has a fixed point there (Brouwer), and the
//!   fixed point is unique (the map is a contraction: each turn ends with a 1 with a
//!   chance below 1): the true values lie within the bounds. When the box is too small,
//!   it grows and the round repeats; after [`MAX_ROUNDS`], the pair falls back to plain
//!   value iteration of the bounds from `[0, 1]`, slow but sure.
//!
//! # Answer
//! `P(0, 0, 0)`, as bounds `[low, high]`: 5.5·10⁻¹² apart for `100 6`, 2·10⁻⁹ for the
//! slowest case of the limits, `500 2`. The 6 digits printed are
//! certain when `low` and `high` round to the same digits: every number between them does
//! then, the true value included. (Were the two to straddle a rounding boundary, no more
//! iteration could help — the bounds are at the floor `f64` allows — and the solution says
//! so: [`Solution::rounded`] is `None`. In GOAL 1 to 200 × SIDES 2 to 20 no case does:
//! the closest, `153 7`, lies 3.5·10⁻¹⁰ from a boundary, with bounds 1.1·10⁻¹¹ apart.)
//! The hold decisions recorded are those of the lower bound's pass: hold when holding is
//! worth at least as much as rolling.
//!
//! # Complexity
//! A pass over the turn totals of `(i, j)` costs `O(GOAL − i + S)`; a pair takes at most
//! [`MAX_ROUNDS`] rounds, in practice 1 to 9 (for `100 6` at most 5, 7.1 passes a pair on
//! average), so time is `O(GOAL³ + GOAL²·S)`, against `O(GOAL³ · sweeps)` for value
//! iteration over all states (0.013 s against about 0.7 s for `100 6`).
//! Memory `O(GOAL² + S)`: the two bounds of every `P(i, j, 0)` and one pass's scratch.

use crate::parse::Case;

/// Newton rounds a pair may take before it falls back to plain value iteration.
pub const MAX_ROUNDS: u32 = 40;
/// The most sweeps of the fallback; it stops earlier, as soon as a sweep shrinks nothing.
const MAX_FALLBACK_SWEEPS: u32 = 1_000_000;
/// A Newton round that moved a guess by more than this is followed by another before any
/// proof is tried: the hold decisions are still changing.
const STILL_MOVING: f64 = 1e-9;

/// A lower and an upper bound of one probability.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    /// At most the true value.
    pub low: f64,
    /// At least the true value.
    pub high: f64,
}

impl Bounds {
    /// Nothing known yet: a probability.
    const ANY: Bounds = Bounds {
        low: 0.0,
        high: 1.0,
    };

    /// The middle, the best single guess.
    pub fn mid(self) -> f64 {
        0.5 * (self.low + self.high)
    }

    /// How far apart the bounds are; the true value is within half of it of [`Self::mid`].
    pub fn width(self) -> f64 {
        self.high - self.low
    }

    /// Clamped to [0, 1], where every probability lies.
    fn clamped(self) -> Bounds {
        Bounds {
            low: self.low.max(0.0),
            high: self.high.min(1.0),
        }
    }

    /// The interval from `a` to `b` (either order) widened by `margin`, within [0, 1].
    fn around(a: f64, b: f64, margin: f64) -> Bounds {
        Bounds {
            low: a.min(b) - margin,
            high: a.max(b) + margin,
        }
        .clamped()
    }

    fn contains(self, inner: Bounds) -> bool {
        self.low <= inner.low && inner.high <= self.high
    }

    fn intersect(self, other: Bounds) -> Bounds {
        Bounds {
            low: self.low.max(other.low),
            high: self.high.min(other.high),
        }
    }
}

/// The game's constants, as the passes use them.
#[derive(Clone, Copy, Debug)]
struct Game {
    goal: usize,
    sides: usize,
    /// 1/S, rounded.
    per_face: f64,
    /// How far each computed bound is moved outward: more than its rounding error.
    nudge: f64,
}

impl Game {
    fn new(case: &Case) -> Game {
        let goal = case.goal as usize;
        Game {
            goal,
            sides: case.sides as usize,
            per_face: 1.0 / f64::from(case.sides),
            nudge: (goal as f64 + 8.0) * f64::EPSILON,
        }
    }

    /// Whether a turn can reach total `k ≥ 1`: it adds faces of 2 or more, so never 1, and
    /// with a 2-sided die only even totals.
    fn reachable(&self, k: usize) -> bool {
        k >= 2 && (self.sides > 2 || k.is_multiple_of(2))
    }
}

/// The bounds of every `P(i, j, 0)`, at `i · GOAL + j`. The row of `j` holds every
/// `P(j, i + k, 0)` that holding at `k` hands the opponent, side by side.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    goal: usize,
    low: Vec<f64>,
    high: Vec<f64>,
}

impl Table {
    fn new(goal: usize) -> Table {
        Table {
            goal,
            low: vec![0.0; goal * goal],
            high: vec![1.0; goal * goal],
        }
    }

    /// The bounds of `P(me, them, 0)`.
    pub fn start(&self, me: usize, them: usize) -> Bounds {
        let at = me * self.goal + them;
        Bounds {
            low: self.low[at],
            high: self.high[at],
        }
    }

    /// Narrows the bounds of `P(me, them, 0)` to what they have in common with `bounds`.
    fn narrow(&mut self, me: usize, them: usize, bounds: Bounds) {
        let at = me * self.goal + them;
        let narrowed = self.start(me, them).intersect(bounds.clamped());
        (self.low[at], self.high[at]) = (narrowed.low, narrowed.high);
    }
}

/// What one pass down the turn totals of `(me, them)` found.
#[derive(Clone, Copy, Debug)]
struct Pass {
    /// Bounds of `P(me, them, 0)`.
    start: Bounds,
    /// `dP(me, them, 0) / d(1 − P(them, me, 0))` along each bound, for the hold decisions
    /// taken: the chance that the turn ends with a 1. Newton's slope; no bound relies on it.
    slopes: [f64; 2],
    /// The smallest turn total a turn can reach at which the lower bound's pass holds.
    hold_at: Option<u32>,
    /// The smallest reachable turn total above `hold_at` at which it rolls again.
    rolls_again: Option<u32>,
    /// Whether at some reachable turn total the bounds of rolling and of holding overlap:
    /// the two moves are within the error bound of each other.
    ties: bool,
}

/// One pass down `k = GOAL − me − 1, …, 0` for both bounds of `P(me, them, k)` at once,
/// when the opponent's chance after a 1 lies in `after_one`. Holding is not allowed at
/// `k = roll_only` (0 in the game: a turn starts with a roll). Leaves in `scratch[k]` the
/// bounds of `P(me, them, k)` and their slopes: `[low, high, low slope, high slope]`.
fn pass(
    game: &Game,
    table: &Table,
    (me, them): (usize, usize),
    after_one: Bounds,
    roll_only: usize,
    scratch: &mut [[f64; 4]],
) -> Pass {
    let (per_face, nudge, sides) = (game.per_face, game.nudge, game.sides);
    let n = game.goal - me;
    // Holding at k hands the opponent P(them, me + k, 0): the lower bound of holding
    // comes from its upper bound, and the other way round.
    let row = them * game.goal + me;
    let (opponent_high, opponent_low) = (&table.high[row..row + n], &table.low[row..row + n]);
    // Every total from n on has reached the goal: won, whatever is chosen.
    scratch[n..n + sides].fill([1.0, 1.0, 0.0, 0.0]);
    // A 1 (chance 1/S) hands the opponent P(them, me, 0): the lower bound takes its upper.
    let after_one_low = (1.0 - after_one.high) * per_face - nudge;
    let after_one_high = (1.0 - after_one.low) * per_face + nudge;
    // window = Σ_{f=2..S} of P(k + f) (and of the slopes); next = P(k + 1).
    let scoring_faces = (sides - 1) as f64;
    let mut window = [scoring_faces, scoring_faces, 0.0, 0.0];
    let mut next = [1.0, 1.0, 0.0, 0.0];
    let (mut hold_at, mut rolls_again, mut last_roll, mut ties) = (None, None, None, false);
    for k in (0..n).rev() {
        let roll = [
            window[0] * per_face + after_one_low,
            window[1] * per_face + after_one_high,
        ];
        let hold = if k == roll_only {
            [f64::NEG_INFINITY; 2]
        } else {
            [
                1.0 - opponent_high[k] - nudge,
                1.0 - opponent_low[k] + nudge,
            ]
        };
        let holds = [hold[0] >= roll[0], hold[1] >= roll[1]];
        let slope = |lane: usize| {
            if holds[lane] {
                0.0
            } else {
                (1.0 + window[2 + lane]) * per_face
            }
        };
        let here = [
            if holds[0] { hold[0] } else { roll[0] },
            if holds[1] { hold[1] } else { roll[1] },
            slope(0),
            slope(1),
        ];
        // The decisions at turn totals a turn can reach; going down, the last roll seen
        // is the smallest above this k.
        if game.reachable(k) {
            ties |= hold[0] <= roll[1] && roll[0] <= hold[1];
            if holds[0] {
                (hold_at, rolls_again) = (Some(k as u32), last_roll);
            } else {
                last_roll = Some(k as u32);
            }
        }
        scratch[k] = here;
        // Slide the window from k to k − 1: P(k + 1) comes in, P(k + S) leaves.
        let leaving = scratch[k + sides];
        for lane in 0..4 {
            window[lane] += next[lane] - leaving[lane];
        }
        next = here;
    }
    Pass {
        start: Bounds {
            low: next[0],
            high: next[1],
        }
        .clamped(),
        slopes: [next[2], next[3]],
        hold_at,
        rolls_again,
        ties,
    }
}

/// Where the two lines `x = fx − qx·(y − y0)` and `y = fy − qy·(x − x0)` meet: the fixed
/// point of the pair when the hold decisions taken at `(x0, y0)` hold all the way.
fn newton((x0, y0): (f64, f64), (fx, qx): (f64, f64), (fy, qy): (f64, f64)) -> (f64, f64) {
    let x = (fx - qx * (fy - y0) - qx * qy * x0) / (1.0 - qx * qy);
    let y = fy - qy * (x - x0);
    if x.is_finite() && y.is_finite() {
        (x.clamp(0.0, 1.0), y.clamp(0.0, 1.0))
    } else {
        (x0, y0)
    }
}

/// One Newton round of the pair (0, 0), for `explain`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Round {
    /// The guesses of `P(0, 0, 0)` of the two bound systems after the round.
    pub guess: Bounds,
    /// The largest move of a guess in the round.
    pub change: f64,
}

/// How a pair was solved.
#[derive(Clone, Copy, Debug, Default)]
struct PairWork {
    rounds: u32,
    passes: u64,
    fell_back: bool,
}

/// What the solve carries from pair to pair: the game, the bounds and decisions found so
/// far, and one pass's scratch.
struct Solver {
    game: Game,
    table: Table,
    policy: Policy,
    scratch: Vec<[f64; 4]>,
}

impl Solver {
    fn new(case: &Case) -> Solver {
        let game = Game::new(case);
        Solver {
            game,
            table: Table::new(game.goal),
            policy: Policy::new(game.goal),
            scratch: vec![[0.0; 4]; game.goal + game.sides],
        }
    }

    /// One pass down the turn totals of `pair` with the current table.
    fn pass(&mut self, pair: (usize, usize), after_one: Bounds) -> Pass {
        pass(
            &self.game,
            &self.table,
            pair,
            after_one,
            0,
            &mut self.scratch,
        )
    }

    /// Keeps what the passes `[of (i, j), of (j, i)]` proved, and their hold decisions.
    fn settle(&mut self, (i, j): (usize, usize), passes: [Pass; 2]) {
        for ((me, them), found) in [(i, j), (j, i)].into_iter().zip(passes) {
            self.table.narrow(me, them, found.start);
            self.policy.record(me, them, &found);
        }
    }

    /// Solves the pair `(i, j)`, `(j, i)` of one layer, all larger sums being final:
    /// Newton rounds on the two bound systems, then a proof pass around where they meet.
    fn solve_pair(
        &mut self,
        (i, j): (usize, usize),
        mut record: Option<&mut Vec<Round>>,
    ) -> PairWork {
        let mut work = PairWork::default();
        // Start from the neighbours one point up, already final.
        let table = &self.table;
        let (mut x, mut y) = if j + 1 < self.game.goal {
            (table.start(i, j + 1), table.start(j + 1, i))
        } else if i + 1 < self.game.goal {
            (table.start(i + 1, j), table.start(j, i + 1))
        } else {
            (Bounds::ANY, Bounds::ANY)
        };
        let mut margin = 4.0 * self.game.nudge;
        while work.rounds < MAX_ROUNDS {
            work.rounds += 1;
            work.passes += 2;
            let (px, py) = (self.pass((i, j), y), self.pass((j, i), x));
            // The lower bound of x goes with the upper bound of y, and the other way round.
            let (x_low, y_high) = newton(
                (x.low, y.high),
                (px.start.low, px.slopes[0]),
                (py.start.high, py.slopes[1]),
            );
            let (x_high, y_low) = newton(
                (x.high, y.low),
                (px.start.high, px.slopes[1]),
                (py.start.low, py.slopes[0]),
            );
            let change = [
                x_low - x.low,
                x_high - x.high,
                y_low - y.low,
                y_high - y.high,
            ]
            .into_iter()
            .fold(0.0, |most: f64, moved| most.max(moved.abs()));
            x = Bounds {
                low: x_low,
                high: x_high,
            };
            y = Bounds {
                low: y_low,
                high: y_high,
            };
            if let Some(rounds) = record.as_deref_mut() {
                rounds.push(Round { guess: x, change });
            }
            if change > STILL_MOVING {
                continue;
            }
            // The proof: a box around the guesses that the pair's map sends into itself.
            let contraction = (px.slopes[0] * py.slopes[1]).max(px.slopes[1] * py.slopes[0]);
            let spread = margin / (1.0 - contraction).max(f64::MIN_POSITIVE);
            let box_x = Bounds::around(x.low, x.high, spread);
            let box_y = Bounds::around(y.low, y.high, spread);
            work.passes += 2;
            let (fx, fy) = (self.pass((i, j), box_y), self.pass((j, i), box_x));
            if box_x.contains(fx.start) && box_y.contains(fy.start) {
                self.settle((i, j), [fx, fy]);
                return work;
            }
            if change <= 1e-12 {
                // The guesses stand still: the box was too tight for the rounding.
                margin *= 8.0;
            }
        }
        work.fell_back = true;
        work.passes += 2 * u64::from(self.iterate_pair((i, j)));
        work
    }

    /// Plain value iteration of the pair's bounds from `[0, 1]` (Gauss–Seidel: `x` from
    /// `y`, then `y` from the new `x`), until a sweep shrinks neither; returns the sweeps
    /// taken. Each sweep keeps the bounds true, so stopping anywhere is safe.
    fn iterate_pair(&mut self, (i, j): (usize, usize)) -> u32 {
        let mut sweeps = 0;
        loop {
            sweeps += 1;
            let before = self.table.start(i, j).width() + self.table.start(j, i).width();
            let fx = self.pass((i, j), self.table.start(j, i));
            self.table.narrow(i, j, fx.start);
            let fy = self.pass((j, i), self.table.start(i, j));
            self.settle((i, j), [fx, fy]);
            let after = self.table.start(i, j).width() + self.table.start(j, i).width();
            if after >= before || sweeps == MAX_FALLBACK_SWEEPS {
                return sweeps;
            }
        }
    }
}

/// The hold decisions: for each pair of scores, the smallest turn total to hold at, and
/// the smallest above it at which the player rolls again (as the goal comes near); only
/// turn totals a turn can reach count (not 1, and only even ones with a 2-sided die).
#[derive(Clone, Debug, PartialEq)]
pub struct Policy {
    goal: usize,
    hold_at: Vec<Option<u32>>,
    rolls_again: Vec<Option<u32>>,
    ties: Vec<bool>,
}

impl Policy {
    fn new(goal: usize) -> Policy {
        Policy {
            goal,
            hold_at: vec![None; goal * goal],
            rolls_again: vec![None; goal * goal],
            ties: vec![false; goal * goal],
        }
    }

    fn record(&mut self, me: usize, them: usize, pass: &Pass) {
        let at = me * self.goal + them;
        (self.hold_at[at], self.rolls_again[at]) = (pass.hold_at, pass.rolls_again);
        self.ties[at] = pass.ties;
    }

    /// The smallest turn total at which the player with `me` points against `them` holds;
    /// `None`: they roll on until the goal or a 1.
    pub fn hold_at(&self, me: u32, them: u32) -> Option<u32> {
        self.hold_at[me as usize * self.goal + them as usize]
    }

    /// The smallest turn total above [`Self::hold_at`] at which the player rolls again.
    pub fn rolls_again(&self, me: u32, them: u32) -> Option<u32> {
        self.rolls_again[me as usize * self.goal + them as usize]
    }

    /// Whether at some turn total of `(me, them)` rolling and holding are within the error
    /// bound of each other, so that the decision recorded there may not be the better one.
    pub fn ties(&self, me: u32, them: u32) -> bool {
        self.ties[me as usize * self.goal + them as usize]
    }

    /// Every pair of scores `(me, them)`, in order of `me`, then `them`.
    pub fn pairs(&self) -> impl Iterator<Item = (u32, u32)> {
        let goal = self.goal as u32;
        (0..goal).flat_map(move |me| (0..goal).map(move |them| (me, them)))
    }
}

/// The work on one layer of equal score sum.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layer {
    /// The score sum `i + j`.
    pub sum: u32,
    /// Pairs `(i, j)` with `i ≤ j` in the layer.
    pub pairs: u32,
    /// Newton rounds, over the pairs of the layer.
    pub rounds: u64,
    /// The most Newton rounds a pair took.
    pub most_rounds: u32,
    /// Passes down the turn totals (each gives both bounds of one `(i, j)`).
    pub passes: u64,
    /// Pairs that fell back to plain value iteration.
    pub fallbacks: u32,
    /// The widest bounds left on a `P(i, j, 0)` of the layer.
    pub widest: f64,
}

/// What the DP found for one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// The game.
    pub case: Case,
    /// Bounds of every `P(i, j, 0)`.
    pub table: Table,
    /// The hold decisions.
    pub policy: Policy,
    /// How the fixed point was reached.
    pub work: Work,
}

/// How the fixed point was reached, for `explain` and `--json`.
#[derive(Clone, Debug, PartialEq)]
pub struct Work {
    /// The layers, from the largest score sum down to 0.
    pub layers: Vec<Layer>,
    /// The Newton rounds of the opening pair (0, 0).
    pub opening: Vec<Round>,
    /// `q²` at the opening (0, 0): how much one plain value-iteration sweep shrinks its error.
    pub opening_contraction: f64,
}

impl Solution {
    /// The bounds of the answer, `P(0, 0, 0)`.
    pub fn answer(&self) -> Bounds {
        self.table.start(0, 0)
    }

    /// The answer with 6 digits after the point, when both bounds give the same digits
    /// (then the true value does too); `None` when they straddle a rounding boundary.
    pub fn rounded(&self) -> Option<String> {
        let Bounds { low, high } = self.answer();
        let (low, high) = (format!("{low:.6}"), format!("{high:.6}"));
        (low == high).then_some(low)
    }

    /// All passes down the turn totals, over every layer.
    pub fn passes(&self) -> u64 {
        self.work.layers.iter().map(|layer| layer.passes).sum()
    }

    /// The number of states `(i, j, k)`: GOAL · GOAL(GOAL + 1)/2.
    pub fn states(&self) -> u64 {
        let goal = u64::from(self.case.goal);
        goal * goal * (goal + 1) / 2
    }
}

/// Solves one game: every layer of score sum from `2·GOAL − 2` down to 0.
pub fn solve(case: &Case) -> Solution {
    let mut solver = Solver::new(case);
    let goal = solver.game.goal;
    let mut layers = Vec::with_capacity(2 * goal - 1);
    let mut opening = Vec::new();
    for sum in (0..2 * goal - 1).rev() {
        let mut layer = Layer {
            sum: sum as u32,
            pairs: 0,
            rounds: 0,
            most_rounds: 0,
            passes: 0,
            fallbacks: 0,
            widest: 0.0,
        };
        // Pairs (i, j) with i ≤ j and both below the goal.
        for i in sum.saturating_sub(goal - 1)..=sum / 2 {
            let j = sum - i;
            let work = solver.solve_pair((i, j), (sum == 0).then_some(&mut opening));
            layer.pairs += 1;
            layer.rounds += u64::from(work.rounds);
            layer.most_rounds = layer.most_rounds.max(work.rounds);
            layer.passes += work.passes;
            layer.fallbacks += u32::from(work.fell_back);
            let table = &solver.table;
            let widest = table.start(i, j).width().max(table.start(j, i).width());
            layer.widest = layer.widest.max(widest);
        }
        layers.push(layer);
    }
    let opening_slope = solver.pass((0, 0), solver.table.start(0, 0)).slopes[0];
    Solution {
        case: *case,
        table: solver.table,
        policy: solver.policy,
        work: Work {
            layers,
            opening,
            opening_contraction: opening_slope * opening_slope,
        },
    }
}

/// The two moves in one position, for `advise`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Moves {
    /// The chance to win by rolling.
    pub roll: Bounds,
    /// The chance to win by holding; `None` at turn total 0, where a turn must roll.
    pub hold: Option<Bounds>,
}

/// The win chances of rolling and of holding at `(me, them, turn)`, a state of the solved
/// game (`me, them < GOAL`, `me + turn < GOAL`).
pub fn moves(solution: &Solution, me: u32, them: u32, turn: u32) -> Moves {
    let game = Game::new(&solution.case);
    let (me, them, turn) = (me as usize, them as usize, turn as usize);
    let mut scratch = vec![[0.0; 4]; game.goal + game.sides];
    let after_one = solution.table.start(them, me);
    // With holding ruled out at `turn`, the pass's bounds there are those of rolling.
    pass(
        &game,
        &solution.table,
        (me, them),
        after_one,
        turn,
        &mut scratch,
    );
    let roll = Bounds {
        low: scratch[turn][0],
        high: scratch[turn][1],
    }
    .clamped();
    let hold = (turn > 0).then(|| {
        let handed = solution.table.start(them, me + turn);
        Bounds {
            low: 1.0 - handed.high - game.nudge,
            high: 1.0 - handed.low + game.nudge,
        }
        .clamped()
    });
    Moves { roll, hold }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(goal: u32, sides: u32) -> Solution {
        solve(&Case { goal, sides })
    }

    fn assert_near(bounds: Bounds, exact: f64) {
        assert!(
            bounds.low <= exact && exact <= bounds.high && bounds.width() < 1e-12,
            "{bounds:?} against {exact}"
        );
    }

    #[test]
    fn goals_one_and_two_are_won_by_any_face_but_one() {
        // P = (S − 1)/S + (1/S)(1 − P): P = S/(S + 1).
        for sides in [2, 3, 6, 20, 100] {
            let exact = f64::from(sides) / f64::from(sides + 1);
            assert_near(answer(1, sides).answer(), exact);
            assert_near(answer(2, sides).answer(), exact);
        }
    }

    #[test]
    fn the_standard_game_matches_neller_and_presser() {
        let solution = answer(100, 6);
        assert_eq!(solution.rounded().as_deref(), Some("0.530593"));
        assert_eq!(solution.work.layers.len(), 199);
        assert_eq!(
            solution
                .work
                .layers
                .iter()
                .map(|l| l.fallbacks)
                .sum::<u32>(),
            0
        );
    }

    #[test]
    fn the_fallback_reaches_the_same_bounds() {
        let case = Case { goal: 12, sides: 3 };
        let newton = solve(&case);
        let mut solver = Solver::new(&case);
        for sum in (0..23usize).rev() {
            for i in sum.saturating_sub(11)..=sum / 2 {
                solver.iterate_pair((i, sum - i));
            }
        }
        for (fallback, newton) in solver.table.low.iter().zip(&newton.table.low) {
            assert!((fallback - newton).abs() < 1e-12);
        }
        assert_eq!(solver.policy, newton.policy);
    }

    #[test]
    fn moves_agree_with_the_table() {
        let solution = answer(100, 6);
        // At turn total 0 rolling is all there is: P(i, j, 0) itself.
        let start = moves(&solution, 20, 30, 0);
        assert_eq!(start.hold, None);
        let table = solution.table.start(20, 30);
        assert!((start.roll.mid() - table.mid()).abs() < 1e-12);
        // Holding hands the opponent P(j, i + k, 0).
        let later = moves(&solution, 20, 30, 10);
        let handed = solution.table.start(30, 30).mid();
        let hold = later.hold.expect("holding is allowed at k = 10");
        assert!((hold.mid() - (1.0 - handed)).abs() < 1e-12);
        // The recorded threshold is where holding starts to be worth as much as rolling.
        let at = solution
            .policy
            .hold_at(20, 30)
            .expect("the player holds at some k");
        assert_eq!(at, 23);
        let before = moves(&solution, 20, 30, at - 1);
        let here = moves(&solution, 20, 30, at);
        assert!(before.roll.mid() > before.hold.map_or(0.0, Bounds::mid));
        assert!(here.hold.expect("k ≥ 1").mid() >= here.roll.mid());
    }
}
