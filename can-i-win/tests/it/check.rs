//! `can-i-win check` on programs written for the test: an off-by-one in the win test is
//! caught on a small M; a right program passes.

use crate::CAN_I_WIN;

#[test]
fn an_off_by_one_in_the_win_test_is_caught_on_a_small_m() {
    dp_testing::assert_check_catches(CAN_I_WIN, "can-i-win", "off-by-one.py", 300, 7, |input| {
        dp_testing::number_at(input, 0).is_some_and(|m| m <= 8)
    });
}

#[test]
fn a_right_program_passes() {
    dp_testing::assert_check_passes(CAN_I_WIN, "can-i-win", "right.py", 300, 7);
}
