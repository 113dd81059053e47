//! solitaire: any bytes parse to deals or to an error inside the input; every deal solves,
//! renders in every view, its winning line clears the table, and the exact value matches
//! the f64.
#![no_main]

use dp_cli::ReadCase;
use dp_testing::{answer_all, assert_points_into};
use libfuzzer_sys::fuzz_target;
use solitaire::{Options, Solitaire, parse, solve::solve};

fuzz_target!(|data: &[u8]| {
    for deal in dp_cli::scan::read_all(data, parse::Deal::read_case) {
        match deal {
            Ok(deal) => {
                let solution = solve(&deal);
                let mut piles: Vec<Vec<_>> = deal.piles.iter().map(|pile| pile.to_vec()).collect();
                match solution.winning_line() {
                    Some(line) => {
                        for step in line {
                            let (a, b) = step.piles;
                            let (top_a, top_b) = (piles[a].pop(), piles[b].pop());
                            assert!(top_a.is_some() && top_a.map(|c| c.rank) == top_b.map(|c| c.rank));
                        }
                        assert!(piles.iter().all(Vec::is_empty));
                    }
                    None => assert_eq!(solution.probability(), 0.0),
                }
                let exact = solution.exact();
                let approx = exact.numer().to_string().parse::<f64>().unwrap_or(f64::NAN)
                    / exact.denom().to_string().parse::<f64>().unwrap_or(f64::NAN);
                assert!((approx - solution.probability()).abs() < 1e-12);
            }
            Err(error) => assert_points_into(data, &error),
        }
    }
    // Every view of every deal, as the binary renders them, with and without --exact.
    for exact in [false, true] {
        answer_all::<Solitaire>(data, &Options { exact }, |_| true);
    }
});
