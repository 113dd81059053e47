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

/// The largest input one run reads: 1 GiB. Larger input is refused before it is read, so
/// that no file can make a solver allocate without bound; every judge's input is far
/// smaller, and stone-game's longest line (50 million piles) fits.
pub const MAX_INPUT_BYTES: u64 = 1 << 30;

/// Why an input could not be taken.
enum ReadFailure {
    /// The operating system's error: a usage problem (no such file, a folder, ...).
    Io(io::Error),
    /// More than [`MAX_INPUT_BYTES`]: bad data.
    TooLarge,
}

/// Reads all of `reader`, refusing more than `limit` bytes.
fn read_limited(reader: impl Read, limit: u64) -> Result<Vec<u8>, ReadFailure> {
    let mut bytes = Vec::new();
    reader
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadFailure::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadFailure::TooLarge);
    }
    Ok(bytes)
}

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
    /// `error: FILE: reason` and gives the exit code to return: 2 when the file cannot be
    /// read, 1 when it is larger than [`MAX_INPUT_BYTES`].
    pub fn read(path: Option<&Path>) -> Result<Self, ExitCode> {
        let (name, result) = match path {
            Some(path) if path != Path::new("-") => {
                let name = path.display().to_string();
                let bytes = fs::File::open(path)
                    .map_err(ReadFailure::Io)
                    .and_then(|file| {
                        // A regular file says its size: refuse it before reading a byte.
                        let size = file.metadata().map_or(0, |metadata| metadata.len());
                        if size > MAX_INPUT_BYTES {
                            return Err(ReadFailure::TooLarge);
                        }
                        read_limited(file, MAX_INPUT_BYTES)
                    });
                (name, bytes)
            }
            _ => (
                "<stdin>".to_owned(),
                read_limited(io::stdin().lock(), MAX_INPUT_BYTES),
            ),
        };
        match result {
            Ok(bytes) => Ok(Self::from_bytes(name, bytes)),
            Err(ReadFailure::Io(error)) => {
                eprintln!("error: {name}: {}", describe(&error));
                Err(ExitCode::from(EXIT_USAGE))
            }
            Err(ReadFailure::TooLarge) => {
                eprintln!("error: {name}: the input is larger than 1 GiB, the most one run reads");
                Err(ExitCode::from(EXIT_BAD_INPUT))
            }
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
    fn input_beyond_the_limit_is_refused() {
        assert!(matches!(read_limited(&b"12345"[..], 5), Ok(bytes) if bytes == b"12345"));
        assert!(matches!(
            read_limited(&b"123456"[..], 5),
            Err(ReadFailure::TooLarge)
        ));
    }

    #[test]
    fn describe_drops_the_os_error_suffix() {
        let error = io::Error::from_raw_os_error(2);
        assert_eq!(describe(&error), "No such file or directory");
    }
}
