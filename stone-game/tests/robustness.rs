//! No input hurts the solver: arbitrary bytes and mutated fixtures give answers or an error
//! that points into the input, never a panic; real-file quirks change nothing.

use dp_core::testing::{
    arbitrary_and_mutated, assert_points_into, fixture_inputs, fixtures, real_file_variants,
};
use proptest::prelude::*;
use stone_game::{Format, parse, write_answer};

/// Every view of every good case for K = 1, 3 and beyond any line, then the error if any.
fn answer_all(input: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for (index, case) in parse::cases(input).enumerate() {
        match case {
            Ok(case) => {
                for max_take in [1, 3, usize::MAX] {
                    for format in [Format::Plain, Format::Json, Format::Explain] {
                        write_answer(&mut out, format, max_take, index + 1, &case)
                            .expect("a Vec takes it");
                    }
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
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn any_input_gives_answers_or_an_error_inside_it(input in arbitrary_and_mutated(fixture_inputs("stone-game"))) {
        answer_all(&input);
    }
}

/// The case lines the explain view names move with the quirks, so compare the answers only.
fn answers(input: &[u8]) -> Vec<String> {
    let mut out = Vec::new();
    for case in parse::cases(input) {
        match case {
            Ok(case) => {
                let mut line = Vec::new();
                write_answer(&mut line, Format::Json, 3, 1, &case).expect("a Vec takes it");
                out.push(String::from_utf8_lossy(&line).into_owned());
            }
            Err(error) => out.push(error.message),
        }
    }
    out
}

#[test]
fn real_file_quirks_change_nothing() {
    for (name, input) in fixtures("stone-game") {
        let expected = answers(&input);
        for (quirk, variant) in real_file_variants(&input) {
            assert_eq!(answers(&variant), expected, "{name} with {quirk}");
        }
    }
}
