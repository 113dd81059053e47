//! `NAME judge INPUT OUTPUT [ANSWER]`: a special judge, by the problem's own rule of a
//! right answer ([`Check::judge`]), which `check` uses too.
//!
//! testlib's exit statuses: 0 accepted, 1 wrong answer, 2 presentation error (a token
//! missing or not what the format has there, output after the last answer, more output
//! than the judge reads), 3 a failure of the judge itself (an INPUT that is not a valid
//! instance, a file that cannot be read, a command line it cannot run: whatever the
//! contestant wrote is never the judge's failure); one line on standard error says why,
//! naming the case and the token, with file names shown as the run loop shows them. ANSWER,
//! the jury's answer file, is not needed: the answer is computed from INPUT (it is
//! accepted, so that a contest system may pass it).
//!
//! With `--icpc`, the ICPC / Kattis output-validator protocol instead:
//! `NAME judge --icpc INPUT ANSWER FEEDBACK_DIR < OUTPUT`, exit 42 accepted, 43 wrong
//! answer (a presentation error is a wrong answer there), the reason, in the same words as
//! testlib's mode, in `FEEDBACK_DIR/judgemessage.txt`; a failure of the judge exits 3 (any status but 42 and
//! 43 says so in that protocol). Extra arguments that the protocol may pass
//! (`case_sensitive`, `space_change_sensitive`) are accepted and change nothing: tokens
//! are compared as they are, with any whitespace between them.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use crate::problem::{Check, ReadCase, solve_for_judging};
use crate::scan::{ReadFailure, Scanner, quote};
use crate::verdict::Verdict;

/// testlib: accepted.
pub const ACCEPTED: u8 = 0;
/// testlib: wrong answer.
pub const WRONG_ANSWER: u8 = 1;
/// testlib: presentation error.
pub const PRESENTATION_ERROR: u8 = 2;
/// testlib: the judge failed.
pub const JUDGE_FAILURE: u8 = 3;
/// ICPC / Kattis: accepted.
pub const ICPC_ACCEPTED: u8 = 42;
/// ICPC / Kattis: wrong answer.
pub const ICPC_WRONG_ANSWER: u8 = 43;

/// The files of one `judge` run.
#[derive(Clone, Debug)]
pub struct Files {
    /// The judge's input.
    pub input: PathBuf,
    /// testlib: the contestant's OUTPUT; `--icpc`: the jury's ANSWER (not read).
    pub second: PathBuf,
    /// testlib: the jury's ANSWER (not read), if given; `--icpc`: FEEDBACK_DIR.
    pub third: Option<PathBuf>,
    /// `--icpc`.
    pub icpc: bool,
}

/// The outcome of judging, before it becomes an exit status.
enum Outcome {
    Accepted(usize),
    Refused(Verdict),
    Failed(String),
}

/// Runs the judge; returns the exit status of its protocol (the reason is on standard
/// error, and with `--icpc` in the feedback folder too).
pub fn run<P: Check>(files: &Files, options: &P::Options) -> u8 {
    let outcome = if files.icpc {
        match &files.third {
            None => Outcome::Failed(
                "--icpc takes INPUT ANSWER FEEDBACK_DIR, with the output on standard input".into(),
            ),
            Some(_) => judge::<P>(&files.input, Box::new(io::stdin()), "<stdin>", options),
        }
    } else {
        match File::open(&files.second) {
            Ok(output) => judge::<P>(
                &files.input,
                Box::new(output),
                &shown(&files.second),
                options,
            ),
            Err(error) => Outcome::Failed(format!(
                "{}: {}",
                shown(&files.second),
                crate::error::describe(&error)
            )),
        }
    };
    // The same line in both protocols (testlib's words); only the status differs.
    let (status, line) = match (&outcome, files.icpc) {
        (Outcome::Accepted(cases), false) => (ACCEPTED, format!("ok {}", cases_word(*cases))),
        (Outcome::Accepted(cases), true) => (ICPC_ACCEPTED, format!("ok {}", cases_word(*cases))),
        (Outcome::Refused(verdict), icpc) => {
            let (status, words) = match verdict {
                Verdict::Wrong(_) => (WRONG_ANSWER, "wrong answer"),
                Verdict::Malformed(_) => (PRESENTATION_ERROR, "wrong output format"),
            };
            let status = if icpc { ICPC_WRONG_ANSWER } else { status };
            (status, format!("{words} {}", verdict.reason()))
        }
        (Outcome::Failed(why), _) => (JUDGE_FAILURE, format!("FAIL {why}")),
    };
    let _ = writeln!(io::stderr(), "{line}");
    if files.icpc
        && let Some(folder) = &files.third
    {
        let written = std::fs::write(folder.join("judgemessage.txt"), format!("{line}\n"));
        if let Err(error) = written {
            let _ = writeln!(
                io::stderr(),
                "FAIL {}: {}",
                shown(folder),
                crate::error::describe(&error)
            );
            return JUDGE_FAILURE;
        }
    }
    status
}

fn cases_word(cases: usize) -> String {
    crate::text::plural(cases as u64, "case", "cases")
}

/// Judges every case of `input` against the answers in `output`.
fn judge<P: Check>(
    input: &Path,
    output: Box<dyn Read>,
    output_name: &str,
    options: &P::Options,
) -> Outcome {
    let file = match File::open(input) {
        Ok(file) => file,
        Err(error) => {
            return Outcome::Failed(format!(
                "{}: {}",
                shown(input),
                crate::error::describe(&error)
            ));
        }
    };
    let run_state = P::RunState::default();
    let big_cases = dp_run::run::BigCases::default();
    let mut cases = Scanner::new(file);
    let mut answers = Scanner::new(output);
    let mut number = 0;
    let mut judged = 0;
    while !cases.at_end() {
        number += 1;
        let case = match P::Case::read_case(&mut cases, number) {
            Ok(Some(case)) => case,
            Ok(None) => break,
            Err(error) => {
                return Outcome::Failed(format!("{}:{error}", shown(input)));
            }
        };
        let solved = big_cases.solve(P::solve_memory(&case), || {
            solve_for_judging::<P>(&case, options, &run_state)
        });
        let solution = match solved {
            Ok(solution) => solution,
            Err(bytes) => {
                return Outcome::Failed(format!(
                    "{}: case {number} needs about {} to solve, more memory than this run can have",
                    shown(input),
                    crate::error::bytes_rounded(bytes)
                ));
            }
        };
        if let Err(verdict) = P::judge(&case, options, &solution, &mut answers) {
            if let Some(failure) = answers.take_failure() {
                return output_failure(output_name, failure);
            }
            let named = |reason: &str| format!("case {number}: {reason}");
            return Outcome::Refused(match verdict {
                Verdict::Wrong(reason) => Verdict::Wrong(named(&reason)),
                Verdict::Malformed(reason) => Verdict::Malformed(named(&reason)),
            });
        }
        judged += 1;
    }
    if let Some(failure) = cases.take_failure() {
        return Outcome::Failed(crate::error::Error::read(&shown(input), &failure).to_string());
    }
    if !answers.at_end()
        && let Some(token) = answers.next_token()
    {
        return Outcome::Refused(Verdict::Malformed(format!(
            "output after the last answer (case {judged}): found {} at {}",
            quote(token.text()),
            token.pos()
        )));
    }
    if let Some(failure) = answers.take_failure() {
        return output_failure(output_name, failure);
    }
    Outcome::Accepted(judged)
}

/// The contestant's output stopped being read early: past the most one run reads, or a
/// token longer than the memory there is, is the contestant's doing, a presentation error
/// (the format has no such thing); a file that cannot be read is the judge's failure.
fn output_failure(output_name: &str, failure: ReadFailure) -> Outcome {
    let words = crate::error::Error::read(output_name, &failure).to_string();
    match failure {
        ReadFailure::Io(_) => Outcome::Failed(words),
        ReadFailure::TooLarge(limit) => Outcome::Refused(Verdict::Malformed(format!(
            "{output_name}: the output is larger than {}, more than any answer takes",
            crate::error::bytes(limit)
        ))),
        ReadFailure::OutOfMemory(held) => Outcome::Refused(Verdict::Malformed(format!(
            "{output_name}: a token longer than {} bytes, more than any answer takes",
            crate::text::thousands(held as u64)
        ))),
    }
}

/// A file's name as the run loop shows it: quoted when it needs quoting.
fn shown(path: &Path) -> String {
    crate::text::shown_name(path.as_os_str())
}
