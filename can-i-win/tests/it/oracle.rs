//! The solver against a plain game-tree search written from the statement, not from the
//! solver: TODO(new problem) an oracle that does not share the solver's shape (no table,
//! no recurrence in the same form; try every line of play).

use can_i_win::parse::Case;
use can_i_win::solve::solve;
use proptest::prelude::*;

/// Whether the player to move wins with `left` stones, trying every take.
fn first_player_wins(left: u64) -> bool {
    (1..=3u64)
        .filter(|&take| take <= left)
        .any(|take| take == left || !first_player_wins(left - take))
}

proptest! {
    #[test]
    fn the_solver_agrees_with_a_plain_search(stones in 0u64..=18) {
        let solution = solve(&Case { stones });
        prop_assert_eq!(solution.first_player_wins(), first_player_wins(stones));
        prop_assert_eq!(solution.line.iter().sum::<u64>(), stones);
    }
}
