//! No input hurts the solver: arbitrary bytes and mutated fixtures give answers or an error
//! that points into the input, never a panic; real-file quirks change nothing.

use dp_core::testing::{
    arbitrary_and_mutated, assert_points_into, fixture_inputs, fixtures, real_file_variants,
};
use proptest::prelude::*;
use solitaire::{Format, parse, write_answer};

/// Every view of every good deal, then the error if there is one.
fn answer_all(input: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for (index, deal) in parse::deals(input).enumerate() {
        match deal {
            Ok(deal) => {
                for format in [Format::Plain, Format::Exact, Format::Json, Format::Explain] {
                    write_answer(&mut out, format, index + 1, &deal).expect("a Vec takes it");
                }
            }
            Err(error) => {
                assert_points_into(input, &error);
                out.extend(format!("error: {}", error.message).bytes());
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn any_input_gives_answers_or_an_error_inside_it(input in arbitrary_and_mutated(fixture_inputs("solitaire"))) {
        answer_all(&input);
    }
}

#[test]
fn real_file_quirks_change_nothing() {
    for (name, input) in fixtures("solitaire") {
        let expected = answer_all(&input);
        for (quirk, variant) in real_file_variants(&input) {
            assert!(answer_all(&variant) == expected, "{name} with {quirk}");
        }
    }
}
