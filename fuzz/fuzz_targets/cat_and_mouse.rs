//! cat-and-mouse: any bytes parse to cases or to an error inside the input; every case solves
//! and renders in every view.
#![no_main]

use dp_testing::answer_all;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    answer_all::<cat_and_mouse::CatAndMouse>(data, &Default::default(), |case| case.nodes() <= 200);
});
