//! No input hurts the solver: arbitrary bytes and mutated fixtures give answers or an error
//! that points into the input, never a panic; real-file quirks change nothing.

use dp_core::testing::{
    arbitrary_and_mutated, assert_points_into, fixture_inputs, fixtures, real_file_variants,
};
use gems_fight::{Format, parse, write_answer};
use proptest::prelude::*;

/// Bags beyond which a case is only parsed here, not solved: 2^14 states keep a case fast.
const SOLVED_UP_TO_BAGS: usize = 14;

/// Every view of every good case, then the error if there is one.
fn answer_all(input: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for (index, case) in parse::cases(input).enumerate() {
        match case {
            Ok(case) if case.bags.len() <= SOLVED_UP_TO_BAGS => {
                for format in [Format::Plain, Format::Json, Format::Explain] {
                    write_answer(&mut out, format, index + 1, &case).expect("a Vec takes it");
                }
            }
            Ok(case) => out.extend(format!("{} bags\n", case.bags.len()).bytes()),
            Err(error) => {
                assert_points_into(input, &error);
                out.extend(format!("error: {}", error.message).bytes());
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn any_input_gives_answers_or_an_error_inside_it(input in arbitrary_and_mutated(fixture_inputs("gems-fight"))) {
        answer_all(&input);
    }
}

#[test]
fn real_file_quirks_change_nothing() {
    for (name, input) in fixtures("gems-fight") {
        let expected = answer_all(&input);
        for (quirk, variant) in real_file_variants(&input) {
            assert!(answer_all(&variant) == expected, "{name} with {quirk}");
        }
    }
}
