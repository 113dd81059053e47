//! can-i-win: any bytes parse to cases or to an error inside the input; every case with
//! M up to 16 solves in every view (the answer alone by the 64-target sweep, the others by
//! the detailed pass, which must agree) and renders.
#![no_main]

use can_i_win::parse::Case;
use can_i_win::solve::{Sweeps, solve};
use dp_cli::ReadCase;
use dp_testing::answer_all;
use libfuzzer_sys::fuzz_target;

/// 2^16 sets keep an execution within milliseconds; M = 25 would take seconds.
fn small(case: &Case) -> bool {
    case.max_number <= 16
}

fuzz_target!(|data: &[u8]| {
    answer_all::<can_i_win::CanIWin>(data, &Default::default(), small);
    for case in dp_cli::scan::read_all(data, Case::read_case).into_iter().flatten() {
        if small(&case) {
            let detailed = solve(&case, true, &Default::default());
            let alone = Sweeps::default().first_player_wins(case.max_number, case.target);
            assert_eq!(detailed.wins, alone, "{case:?}");
        }
    }
});
