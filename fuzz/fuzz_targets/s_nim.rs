//! s-nim: any bytes parse to cases or to an error inside the input; every case with heaps
//! up to 20,000 solves and renders in every view (larger ones are only read: they are
//! correct but slow, 10^8 steps for a heap of a million).
#![no_main]

use dp_testing::answer_all;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    answer_all::<s_nim::SNim>(data, &Default::default(), |case| case.largest_heap() <= 20_000);
});
