//! The solver against the statement itself: a search over every order of picks, with no
//! memo and no sets, carrying the running total and the numbers taken as a list; and the
//! solver's line of play replayed as a real game.

use can_i_win::parse::Case;
use can_i_win::solve::{self, Sweeps};
use proptest::prelude::*;

/// What the player to move achieves with `taken` already chosen and `total` reached:
/// whether they force reaching `target`, and how many moves the game then lasts when the
/// winner hurries and the loser stalls. `None` when no one can reach it any more.
fn play(max_number: u32, target: u32, taken: &mut Vec<u32>, total: u32) -> Option<(bool, u32)> {
    let mut results = Vec::new();
    for number in 1..=max_number {
        if taken.contains(&number) {
            continue;
        }
        if total + number >= target {
            results.push((true, 1));
            continue;
        }
        taken.push(number);
        let reply = play(max_number, target, taken, total + number);
        taken.pop();
        if let Some((other_wins, moves)) = reply {
            results.push((!other_wins, moves + 1));
        }
    }
    let fastest_win = results.iter().filter(|r| r.0).map(|r| r.1).min();
    let slowest_loss = results.iter().map(|r| r.1).max()?;
    Some(fastest_win.map_or((false, slowest_loss), |moves| (true, moves)))
}

/// The first moves that win outright or leave the other player no way to force a win.
fn winning_first_moves(max_number: u32, target: u32) -> Vec<u32> {
    (1..=max_number)
        .filter(|&number| {
            number >= target
                || play(max_number, target, &mut vec![number], number)
                    .is_some_and(|(other_wins, _)| !other_wins)
        })
        .collect()
}

fn case() -> impl Strategy<Value = Case> {
    (1u32..=8).prop_flat_map(|max_number| {
        let most = u64::from(max_number * (max_number + 1) / 2) + 2;
        (Just(max_number), 0..=most).prop_map(|(max_number, target)| Case { max_number, target })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn the_solver_agrees_with_a_search_over_every_order_of_picks(case in case()) {
        let (m, t) = (case.max_number, case.target as u32);
        // T = 0 is reached before any move; T beyond 1 + ... + M never.
        let expected = if t == 0 { Some((true, 0)) } else { play(m, t, &mut Vec::new(), 0) };
        let wins = expected.is_some_and(|(wins, _)| wins);
        let detailed = solve::solve(&case, true, &Default::default());
        prop_assert_eq!(detailed.wins, wins);
        prop_assert_eq!(solve::solve(&case, false, &Default::default()).wins, wins);
        prop_assert_eq!(Sweeps::default().first_player_wins(m, case.target), wins);
        let expected_moves = match expected {
            Some(_) if t > 0 => winning_first_moves(m, t),
            _ => Vec::new(),
        };
        prop_assert_eq!(&detailed.winning_first_moves, &expected_moves);

        // The line of play is a real game of the length the search finds, each move the
        // smallest of the best for its player.
        let length = expected.map_or(0, |(_, moves)| moves);
        prop_assert_eq!(detailed.line.len() as u32, length);
        let (mut taken, mut total) = (Vec::new(), 0);
        for step in &detailed.line {
            prop_assert!(total < t && (1..=m).contains(&step.number));
            prop_assert!(!taken.contains(&step.number));
            let here = play(m, t, &mut taken, total).expect("T is still in reach");
            // The first free number whose result for the mover is the state's own.
            let mut best = None;
            for x in (1..=m).filter(|x| !taken.contains(x)).collect::<Vec<_>>() {
                let result = if total + x >= t {
                    (true, 1)
                } else {
                    taken.push(x);
                    let (other_wins, moves) = play(m, t, &mut taken, total + x).expect("in reach");
                    taken.pop();
                    (!other_wins, moves + 1)
                };
                if result == here {
                    best = Some(x);
                    break;
                }
            }
            prop_assert_eq!(Some(step.number), best);
            taken.push(step.number);
            total += step.number;
            prop_assert_eq!(step.total, total);
        }
        if let Some(index) = detailed.line.len().checked_sub(1) {
            prop_assert!(total >= t);
            // The first player moves at even indices, and reaches T exactly when they win.
            prop_assert_eq!(index % 2, usize::from(!wins));
        }
    }
}
