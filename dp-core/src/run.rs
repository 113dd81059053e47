//! The loop every binary runs, written once.
//!
//! [`Input::read`] takes FILE, or standard input when FILE is absent or `-`. [`cases`] then
//! answers case by case: each good case is written as soon as it is solved; the first bad
//! one stops the run with `error: FILE:LINE:COL: ...` on stderr, after the answers before
//! it. Exit codes: 0 success, 1 bad input data, 2 a FILE that cannot be read (a usage error,
//! like clap's own). A closed pipe (`solver big.in | head -1`) ends quietly with 0.

use std::fs;
use std::io::{self, BufWriter, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::scan::ParseError;

/// Exit status for input data that is not a valid instance.
pub const EXIT_BAD_INPUT: u8 = 1;
/// Exit status for a bad command line, clap's own convention; a FILE that cannot be read
/// is one.
pub const EXIT_USAGE: u8 = 2;

/// The whole input of one run and the name its errors use (`<stdin>` for standard input).
#[derive(Clone, Debug)]
pub struct Input {
    name: String,
    bytes: Vec<u8>,
}

impl Input {
    /// Input given directly, for tests and benchmarks.
    pub fn from_bytes(name: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Self {
        Self {
            name: name.into(),
            bytes: bytes.into(),
        }
    }

    /// Reads FILE, or standard input when `path` is `None` or `-`. On failure prints
    /// `error: FILE: reason` and gives the exit code to return.
    pub fn read(path: Option<&Path>) -> Result<Self, ExitCode> {
        let result = match path {
            None => Self::read_stdin(),
            Some(path) if path == Path::new("-") => Self::read_stdin(),
            Some(path) => fs::read(path)
                .map(|bytes| Self::from_bytes(path.display().to_string(), bytes))
                .map_err(|error| (path.display().to_string(), error)),
        };
        result.map_err(|(name, error)| {
            eprintln!("error: {name}: {}", describe(&error));
            ExitCode::from(EXIT_USAGE)
        })
    }

    fn read_stdin() -> Result<Self, (String, io::Error)> {
        let mut bytes = Vec::new();
        match io::stdin().lock().read_to_end(&mut bytes) {
            Ok(_) => Ok(Self::from_bytes("<stdin>", bytes)),
            Err(error) => Err(("<stdin>".to_owned(), error)),
        }
    }

    /// The name errors use.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The input's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }
}

/// Answers every case to standard output with `write_case(out, case_number, case)`, case
/// numbers counting from 1, until the cases run out or one is bad; returns the exit code.
pub fn cases<C>(
    input: &Input,
    cases: impl IntoIterator<Item = Result<C, ParseError>>,
    write_case: impl FnMut(&mut dyn Write, usize, C) -> io::Result<()>,
) -> ExitCode {
    let stdout = io::stdout().lock();
    let mut out = BufWriter::new(stdout);
    let outcome = write_cases(&mut out, cases, write_case);
    let flushed = out.flush();
    match (outcome, flushed) {
        (Err(error), _) | (Ok(_), Err(error)) => output_failed(&error),
        (Ok(None), Ok(())) => ExitCode::SUCCESS,
        (Ok(Some(error)), Ok(())) => {
            eprintln!("error: {}:{error}", input.name());
            ExitCode::from(EXIT_BAD_INPUT)
        }
    }
}

/// Writes the answers of the good cases; `Ok(Some(error))` when a bad case stopped the run.
fn write_cases<C>(
    out: &mut dyn Write,
    cases: impl IntoIterator<Item = Result<C, ParseError>>,
    mut write_case: impl FnMut(&mut dyn Write, usize, C) -> io::Result<()>,
) -> io::Result<Option<ParseError>> {
    for (index, case) in cases.into_iter().enumerate() {
        match case {
            Ok(case) => write_case(out, index + 1, case)?,
            Err(error) => return Ok(Some(error)),
        }
    }
    Ok(None)
}

/// Writes everything `write` writes to standard output, for subcommands that have no cases
/// to read (`gen`); a closed pipe ends quietly.
pub fn output(write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> ExitCode {
    let mut out = BufWriter::new(io::stdout().lock());
    match write(&mut out).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => output_failed(&error),
    }
}

fn output_failed(error: &io::Error) -> ExitCode {
    if error.kind() == io::ErrorKind::BrokenPipe {
        // The reader has all it wanted (`| head -1`): not a failure.
        return ExitCode::SUCCESS;
    }
    eprintln!("error: <stdout>: {}", describe(error));
    ExitCode::from(EXIT_BAD_INPUT)
}

/// An I/O error as a sentence without Rust's `(os error N)` suffix.
fn describe(error: &io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(cut) => text[..cut].to_owned(),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::Pos;

    #[test]
    fn answers_before_the_bad_case_are_written() {
        let mut out = Vec::new();
        let error = ParseError::new(Pos { line: 3, col: 2 }, "found \"x\", expected a number");
        let cases = vec![Ok(1), Ok(2), Err(error.clone()), Ok(4)];
        let stopped = write_cases(&mut out, cases, |out, number, n| {
            writeln!(out, "{number}:{n}")
        })
        .expect("writing to a Vec succeeds");
        assert_eq!(stopped, Some(error));
        assert_eq!(out, b"1:1\n2:2\n");
    }

    #[test]
    fn describe_drops_the_os_error_suffix() {
        let error = io::Error::from_raw_os_error(2);
        assert_eq!(describe(&error), "No such file or directory");
    }
}
