//! pig: any bytes parse to cases or to an error inside the input; every case solves to
//! bounds that lie in [0, 1] and are tight, and renders in every view. Goals above 40 are
//! read but not solved, to keep an execution short (GOAL 500 takes a second).
#![no_main]

use dp_testing::answer_all;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    answer_all::<pig::Pig>(data, &Default::default(), |case| {
        if case.goal > 40 {
            return false;
        }
        let answer = pig::solve::solve(case).answer();
        assert!(0.0 <= answer.low && answer.low <= answer.high && answer.high <= 1.0);
        assert!(answer.width() < 1e-9, "{case:?}: {answer:?}");
        true
    });
});
