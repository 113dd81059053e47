//! The data of the lesson page (`explain --html`), read from the one solution: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain` prints.
//!
//! The page's data (read by `lesson.js`), all from the one solve: the rolls, the score
//! matrix `scores[roll][category]`, the assignment (`roll` from 1 for each category),
//! `f` along the path (`f[k]` for the rolls of the first `k` categories), and the
//! candidates of each step, `[roll, f(S - roll), score]`: a few KB a game.

use yahtzee_optimal::rules::{BONUS_THRESHOLD, UPPER_BONUS};

use crate::Solved;

/// The page's data for one case.
pub fn data(solution: &Solved) -> serde_json::Value {
    let (game, options, best) = (&solution.game, &solution.options, &solution.best);
    let sets = best.reconstruction();
    let (Some(f), Some(candidates)) = (
        sets.iter()
            .map(|&set| best.value(set))
            .collect::<Option<Vec<u32>>>(),
        sets[1..]
            .iter()
            .map(|&set| best.candidates(&solution.table, set))
            .collect::<Option<Vec<_>>>(),
    ) else {
        // Without the table of f (never for explain) the page shows the text.
        return serde_json::Value::Null;
    };
    serde_json::json!({
        "rolls": game.rolls,
        "scores": solution.table,
        "assignment": best.roll_of_category.map(|roll| roll + 1),
        "f": f,
        "candidates": candidates
            .iter()
            .map(|step| step
                .iter()
                .map(|c| [c.roll as u32 + 1, c.before, c.score])
                .collect::<Vec<_>>())
            .collect::<Vec<_>>(),
        "upper": best.upper_section_sum,
        "bonus": best.bonus,
        "total": best.total,
        "threshold": BONUS_THRESHOLD,
        "bonus_points": UPPER_BONUS,
        "strict_full_house": options.strict_full_house,
        "states": best.states,
        "transitions": best.transitions,
    })
}
