//! The three views of one solved game — the probability, `--json`, `explain` — and the two
//! of `advise`. All read the same [`Solution`]; none solves anything.

use std::io::{self, Write};

use dp_cli::{NoOptions, Views};
use serde::Serialize;

use crate::Pig;
use crate::advise::Position;
use crate::parse::Case;
use crate::solve::{self, Bounds, MAX_ROUNDS, Moves, Solution};

impl Views<Pig> for Solution {
    type Json = CaseJson;

    /// The answer: the first player's chance to win, 6 digits after the point. When the bounds
    /// straddle a rounding boundary (never within GOAL ≤ 200, SIDES ≤ 20), the middle's digits.
    fn plain(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", shown(self))
    }

    /// The answer, its bound, the work, and the opening decisions.
    fn json(&self) -> CaseJson {
        let answer = self.answer();
        CaseJson {
            probability: answer.mid(),
            rounded: shown(self),
            error_bound: answer.width() / 2.0,
            certain: self.rounded().is_some(),
            rounds: self.work.layers.iter().map(|layer| layer.rounds).sum(),
            sweeps: self.passes(),
            roll: answer.mid(),
            hold: None,
            hold_at: self.policy.hold_at(0, 0),
        }
    }

    /// The teaching view of one case: its size, the work layer by layer and round by round,
    /// one roll-or-hold decision worked with its numbers, the policy, the answer and its
    /// bound. The game's rules and the DP are the lesson, printed once before.
    fn explain(&self, out: &mut dyn Write, number: usize) -> io::Result<()> {
        let Case { goal, sides } = self.case;
        writeln!(
            out,
            "case {number}: GOAL = {goal}, a {sides}-sided die: the first player's chance to win"
        )?;
        writeln!(
            out,
            "  {} (i, j, k), i, j < {goal} and i + k < {goal};\n  \
             layers s = i + j from {} down to 0; a pass goes down k = {}..0\n",
            counted(self.states(), "state"),
            2 * goal - 2,
            goal - 1,
        )?;
        layers(out, self)?;
        opening(out, self)?;
        decision(out, self)?;
        policy(out, self)?;
        let answer = self.answer();
        writeln!(
            out,
            "answer: P(0, 0, 0) = {:.13} +- {:.1e}",
            answer.mid(),
            answer.width() / 2.0
        )?;
        match self.rounded() {
            Some(rounded) => writeln!(
                out,
                "  every number in [{:.15}, {:.15}] rounds to {rounded}",
                answer.low, answer.high
            )?,
            None => writeln!(
                out,
                "  [{:.15}, {:.15}] straddles a rounding boundary: the sixth digit is\n  \
                 not certain; printed: the middle's, {}",
                answer.low,
                answer.high,
                shown(self)
            )?,
        }
        writeln!(out)
    }

    /// The lesson, printed once a run before the cases: the rules of the game, then the DP
    /// (state, value, recurrence, order, what replaces the order, answer, complexity).
    fn lesson(out: &mut dyn Write, _: &NoOptions) -> io::Result<()> {
        out.write_all(LESSON.as_bytes())
    }

    /// The lesson page's data ([`crate::page`]): the policy as a heat map of hold thresholds
    /// over (my score, their score), filled layer by layer of score sum as the solver does.
    fn lesson_data(&self) -> serde_json::Value {
        serde_json::to_value(crate::page::data(&self.case, self)).expect("page data serializes")
    }
}

fn shown(solution: &Solution) -> String {
    solution
        .rounded()
        .unwrap_or_else(|| format!("{:.6}", solution.answer().mid()))
}

/// The fields of one `--json` line (dp-cli puts `case` in front).
#[derive(Serialize)]
pub struct CaseJson {
    /// The middle of the bounds of P(0, 0, 0).
    probability: f64,
    /// The 6 digits printed.
    rounded: String,
    /// The true value lies within this of `probability`.
    error_bound: f64,
    /// Whether every number within the bound rounds to `rounded`.
    certain: bool,
    /// Newton rounds, over all pairs.
    rounds: u64,
    /// Passes down the turn totals, over all pairs.
    sweeps: u64,
    /// The opening move's chances: a turn starts with a roll, so `hold` is null.
    roll: f64,
    hold: Option<f64>,
    /// The opening player's threshold: hold at this turn total or more.
    hold_at: Option<u32>,
}

/// The rules of the game and the DP, for [`Views::lesson`].
const LESSON: &str = "Pig, the game (each case gives GOAL and S, the faces of the die)
  Two players take turns; both start at 0 points. On a turn the player
  rolls the die, again and again, as long as they like. Each face f of 2
  or more adds f to the turn total; a 1 ends the turn and loses the turn
  total. After any roll that did not show 1 the player may hold instead:
  the turn total is added to their score and the turn passes. The first
  player whose score (with the turn total) reaches GOAL wins at once.

The DP: P(0, 0, 0), the first player's chance to win, both playing best
  state       (i, j, k): my score i, the opponent's score j, my turn total
              k, with i, j < GOAL and i + k < GOAL: GOAL * GOAL(GOAL+1)/2
              states (505,000 for GOAL = 100)
  value       P(i, j, k): the chance that the player to move wins, both
              optimal; after the turn passes, the opponent's chance is P
              with the roles swapped
  recurrence  hold = 1 - P(j, i + k, 0)                (allowed when k >= 1)
              roll = (1/S) (1 - P(j, i, 0))            a 1 passes the turn
                   + (1/S) sum of P(i, j, k + f), f = 2..S
              P(i, j, k) = max(roll, hold); P(i, j, 0) = roll (a turn starts
              with a roll); P(i, j, k + f) = 1 once i + k + f >= GOAL
  order       none: a 1 passes the turn with both scores unchanged, so
              P(i, j, 0) needs P(j, i, 0), which needs P(i, j, 0) again. The
              values are a fixed point, found by iteration, not a recursion
              in some order. What replaces the order:
              layers: scores never fall, so the states of sum s = i + j need
              only their own layer and larger sums: s from 2 GOAL - 2 down
              to 0.
              pairs: in a layer, (i, j) is tied only to (j, i); given a guess
              of P(j, i, 0), one pass down k = GOAL-1..0 gives every
              P(i, j, k) (each needs only larger k).
              rounds: a pass also gives the slope of P(i, j, 0) in P(j, i, 0)
              under its hold decisions; a Newton round moves to where the two
              straight lines meet, exact once the decisions stop changing.
              proof: every value is a lower and an upper bound, with rounding
              pushed outward; a box around the guesses that the passes send
              into itself holds the true values (the map has one fixed point).
  answer      P(0, 0, 0), as a lower and an upper bound; the 6 digits are
              certain when both bounds round to them
  complexity  a pass over the turn totals of (i, j) costs O(GOAL + S); a pair
              takes a few Newton rounds (1 to 9 in practice), so
              O(GOAL^3 + GOAL^2 * S) time, O(GOAL^2 + S) memory: the bounds
              of every P(i, j, 0) and one pass's scratch. (Plain value
              iteration over all states: O(GOAL^3) a sweep, times the sweeps.)

";

/// Layers shown at each end of the table when there are more than twice as many.
const LAYERS_SHOWN: usize = 4;
/// The policy table is shown whole up to this goal, else every `GOAL / 10`-th score.
const WHOLE_POLICY: u32 = 20;

/// The work layer by layer: all of it for a small goal, the ends for a large one.
fn layers(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    writeln!(
        out,
        "the layers, largest sum first (a pass: both bounds of P(i, j, k), all k)"
    )?;
    writeln!(
        out,
        "  {:>5}  {:>5}  {:>6}  {:>6}  widest bounds",
        "s", "pairs", "rounds", "passes"
    )?;
    let count = solution.work.layers.len();
    for (index, layer) in solution.work.layers.iter().enumerate() {
        let shown = index < LAYERS_SHOWN || index + LAYERS_SHOWN >= count;
        if !shown {
            if index == LAYERS_SHOWN {
                writeln!(out, "  {:>5}", "...")?;
            }
            continue;
        }
        writeln!(
            out,
            "  {:>5}  {:>5}  {:>6}  {:>6}  {:.1e}",
            layer.sum, layer.pairs, layer.most_rounds, layer.passes, layer.widest
        )?;
    }
    let pairs: u32 = solution.work.layers.iter().map(|layer| layer.pairs).sum();
    let passes = solution.passes();
    writeln!(
        out,
        "  all {}: {}, {passes} passes ({:.2} a pair)",
        counted(count as u64, "layer"),
        counted(u64::from(pairs), "pair"),
        passes as f64 / f64::from(pairs)
    )?;
    let most_rounds = solution
        .work
        .layers
        .iter()
        .map(|layer| layer.most_rounds)
        .max();
    let fallbacks: u32 = solution
        .work
        .layers
        .iter()
        .map(|layer| layer.fallbacks)
        .sum();
    writeln!(
        out,
        "  at most {} rounds a pair; pairs that fell back to plain iteration after\n  \
         {MAX_ROUNDS} rounds: {fallbacks}",
        most_rounds.unwrap_or(0)
    )?;
    writeln!(out)
}

/// The opening pair round by round, against what plain value iteration would take.
fn opening(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    writeln!(
        out,
        "the last layer, the pair (0, 0) with itself, round by round"
    )?;
    writeln!(
        out,
        "  {:>5}  {:<17}  {:<17}  largest change",
        "round", "lower system", "upper system"
    )?;
    for (index, round) in solution.work.opening.iter().enumerate() {
        writeln!(
            out,
            "  {:>5}  {:<17.15}  {:<17.15}  {:.1e}",
            index + 1,
            round.guess.low,
            round.guess.high,
            round.change
        )?;
    }
    let contraction = solution.work.opening_contraction;
    let answer = solution.answer();
    writeln!(
        out,
        "  then a proof pass: P(0, 0, 0) lies in [{:.15}, {:.15}]",
        answer.low, answer.high
    )?;
    let sweeps = if contraction > 0.0 && contraction < 1.0 {
        format!("{:.0}", (1e-12f64.ln() / contraction.ln()).ceil())
    } else {
        "a few".to_owned()
    };
    let contraction = if contraction >= 1e-3 {
        format!("{contraction:.3}")
    } else {
        format!("{contraction:.1e}")
    };
    writeln!(
        out,
        "  (plain value iteration shrinks this pair's error by q^2 = {contraction} a \
         sweep:\n  {sweeps} sweeps to reach 1e-12)"
    )?;
    writeln!(out)
}

/// Faces shown one a line in the worked decision; a larger die shows its first and last.
const FACES_SHOWN: u32 = 10;

/// One roll-or-hold decision worked with the solve's numbers: the opening player at
/// `(0, 0, k)`, `k` their hold threshold (else the largest turn total a turn can reach).
fn decision(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    let Case { goal, sides } = solution.case;
    let reachable = |k: u32| k >= 2 && (sides > 2 || k.is_multiple_of(2));
    let threshold = solution.policy.hold_at(0, 0);
    let turn = threshold
        .or_else(|| (1..goal).rev().find(|&k| reachable(k)))
        .unwrap_or(0);
    // P(0, 0, k) of the solved game: the better of the two moves there.
    let value = |k: u32| {
        if k >= goal {
            return 1.0;
        }
        let moves = solve::moves(solution, 0, 0, k);
        moves
            .hold
            .map_or(moves.roll.mid(), |hold| hold.mid().max(moves.roll.mid()))
    };
    writeln!(
        out,
        "one decision, worked: the first player at (i, j, k) = (0, 0, {turn})"
    )?;
    let why = match threshold {
        Some(_) => "the smallest turn total at which the policy holds there",
        None if turn > 0 => "the largest a turn reaches; the policy never holds there",
        None => "no turn total of 1 or more below the goal can be reached",
    };
    writeln!(out, "  k = {turn}: {why}")?;
    writeln!(out, "  roll: each face f with chance 1/{sides}")?;
    writeln!(out, "  {:>5}  {:<34}  chance to win", "f", "leads to")?;
    let after_one = solution.table.start(0, 0).mid();
    writeln!(
        out,
        "  {:>5}  {:<34}  1 - {after_one:.6} = {:.6}",
        1,
        "the turn passes: 1 - P(0, 0, 0)",
        1.0 - after_one
    )?;
    let mut sum = 1.0 - after_one;
    for face in 2..=sides {
        let total = turn + face;
        let chance = value(total);
        sum += chance;
        let shown = face <= FACES_SHOWN / 2 + 1 || face + FACES_SHOWN / 2 > sides;
        if !shown {
            if face == FACES_SHOWN / 2 + 2 {
                writeln!(out, "  {:>5}", "...")?;
            }
            continue;
        }
        let leads_to = if total >= goal {
            format!("turn total {total}: the goal, won")
        } else {
            format!("P(0, 0, {total})")
        };
        writeln!(out, "  {face:>5}  {leads_to:<34}  {chance:.6}")?;
    }
    let roll = sum / f64::from(sides);
    writeln!(
        out,
        "  roll = (the {sides} chances added: {sum:.6}) / {sides} = {roll:.6}"
    )?;
    if turn == 0 {
        writeln!(
            out,
            "  hold: not allowed, a turn starts with a roll (and no turn total a turn\n  \
             can reach lies below the goal): P(0, 0, 0) = roll\n"
        )?;
        return Ok(());
    }
    let handed = solution.table.start(0, turn as usize).mid();
    let hold = 1.0 - handed;
    writeln!(
        out,
        "  hold = 1 - P(0, {turn}, 0), the opponent to move against my {turn}\n       \
         = 1 - {handed:.6} = {hold:.6}"
    )?;
    let moves = solve::moves(solution, 0, 0, turn);
    let chosen = match best(&moves) {
        "hold" => format!("hold ({hold:.6} > {roll:.6})"),
        "roll" => format!("roll ({roll:.6} > {hold:.6})"),
        _ => "either: the two are within the error bound".to_owned(),
    };
    writeln!(out, "  chosen: {chosen}")?;
    writeln!(out)
}

/// The hold thresholds for each pair of scores: whole for a small goal, else an excerpt.
fn policy(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    let goal = solution.case.goal;
    let step = if goal <= WHOLE_POLICY {
        1
    } else {
        goal.div_ceil(10)
    };
    let scores: Vec<u32> = (0..goal).step_by(step as usize).collect();
    let width = goal.to_string().len().max(2) + 1;
    let shown = match step {
        1 => String::from("every score"),
        _ => format!("scores 0, {step}, {}, ...", 2 * step),
    };
    writeln!(
        out,
        "the policy: the smallest turn total at which to hold, for my score i (rows)\n\
         and the opponent's score j (columns), {shown};\n\
         -: never hold, roll on to the goal or a 1"
    )?;
    if solution.case.sides == 2 {
        writeln!(
            out,
            "(a 2-sided die scores only 2s: odd scores are never reached, but are shown)"
        )?;
    }
    write!(out, "  {:>5}", "i\\j")?;
    for &them in &scores {
        write!(out, "{them:>width$}")?;
    }
    writeln!(out)?;
    for &me in &scores {
        write!(out, "  {me:>5}")?;
        for &them in &scores {
            let cell = solution
                .policy
                .hold_at(me, them)
                .map_or_else(|| "-".to_owned(), |at| at.to_string());
            write!(out, "{cell:>width$}")?;
        }
        writeln!(out)?;
    }
    let policy = &solution.policy;
    let ties = policy
        .pairs()
        .filter(|&(me, them)| policy.ties(me, them))
        .count();
    let rolling_again: Vec<(u32, u32)> = policy
        .pairs()
        .filter(|&(me, them)| policy.rolls_again(me, them).is_some() && !policy.ties(me, them))
        .collect();
    let holds_somewhere = policy
        .pairs()
        .any(|(me, them)| policy.hold_at(me, them).is_some());
    match rolling_again.first() {
        None if !holds_somewhere => writeln!(
            out,
            "  nobody ever holds: at every score the player rolls on to the goal or a 1"
        )?,
        None => writeln!(
            out,
            "  wherever the moves are told apart, a player who holds at t holds at every\n  \
             larger total"
        )?,
        Some(&(me, them)) => writeln!(
            out,
            "  at {} pairs of scores the player rolls again at a larger total, as the\n  \
             goal comes near: at (i, j) = ({me}, {them}), hold from {}, but roll again at {}",
            rolling_again.len(),
            policy.hold_at(me, them).unwrap_or(0),
            policy.rolls_again(me, them).unwrap_or(0)
        )?,
    }
    if ties > 0 {
        writeln!(
            out,
            "  at {ties} pairs of scores, at some turn total, the two moves are within the\n  \
             error bound of each other (nearly tied, or both all but 0): the decision\n  \
             shown there is the lower bounds' and may not be the better one"
        )?;
    }
    writeln!(out)
}

/// `count` and `noun`, in the plural unless the count is 1.
fn counted(count: u64, noun: &str) -> String {
    let plural = if count == 1 { "" } else { "s" };
    format!("{count} {noun}{plural}")
}

/// `advise`'s lines: the better move, then the chance to win after each.
pub fn advice(out: &mut dyn Write, moves: &Moves) -> io::Result<()> {
    writeln!(out, "best: {}", best(moves))?;
    writeln!(out, "roll  {:.6}", moves.roll.mid())?;
    match moves.hold {
        Some(hold) => writeln!(out, "hold  {:.6}", hold.mid()),
        None => writeln!(out, "hold  -  (a turn starts with a roll)"),
    }
}

/// `roll` or `hold`, the one with the higher chance; `either` when their bounds overlap.
fn best(moves: &Moves) -> &'static str {
    match moves.hold {
        None => "roll",
        Some(hold) if hold.low > moves.roll.high => "hold",
        Some(hold) if moves.roll.low > hold.high => "roll",
        Some(_) => "either",
    }
}

/// `advise --json`: the position, the better move and the chance after each.
#[derive(Serialize)]
pub struct AdviceJson {
    goal: u32,
    sides: u32,
    me: u32,
    them: u32,
    turn: u32,
    best: &'static str,
    roll: f64,
    hold: Option<f64>,
    /// The true chances lie within this of `roll` and `hold`.
    error_bound: f64,
}

/// The JSON object of `advise`.
pub fn advice_json(position: &Position, moves: &Moves) -> AdviceJson {
    let widest = moves
        .hold
        .map_or(0.0, Bounds::width)
        .max(moves.roll.width());
    AdviceJson {
        goal: position.goal,
        sides: position.sides,
        me: position.me,
        them: position.them,
        turn: position.turn,
        best: best(moves),
        roll: moves.roll.mid(),
        hold: moves.hold.map(Bounds::mid),
        error_bound: widest / 2.0,
    }
}
