//! [`Error`]: why a run failed, with the exit status it ends with. Every binary prints its
//! errors in one place, dp-cli's `main`, as one line: `error: ...`.
//!
//! Exit statuses, the same in every binary:
//!
//! | status | meaning |
//! |---|---|
//! | 0 | success (also when the reader of the output closed it early: `| head -1`) |
//! | 1 | bad input data: `error: FILE:LINE:COL: ...`, after the answers before it |
//! | 2 | bad command line: an unknown flag, a FILE that cannot be read (clap's convention) |
//! | 3 | the output could not be written (a full disk, a device error) |

use std::fmt;
use std::io::{self, Write};

use crate::scan::{ParseError, ReadFailure};

/// Exit status for input data that is not a valid instance.
pub const EXIT_BAD_INPUT: u8 = 1;
/// Exit status for a bad command line, clap's own convention; a FILE that cannot be read
/// is one.
pub const EXIT_USAGE: u8 = 2;
/// Exit status when the answers could not be written.
pub const EXIT_OUTPUT: u8 = 3;

/// What kind of failure, which decides the exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The input is not a valid instance (exit 1).
    BadInput,
    /// The command line asks for something that cannot be done (exit 2).
    Usage,
    /// The output could not be written (exit 3).
    Output,
    /// The reader of the output closed it early (`| head -1`): the run stops quietly,
    /// with status 0, and prints nothing.
    ReaderGone,
}

/// A failed run: what to say, and how to exit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    message: String,
}

impl Error {
    /// An error of `kind` saying `message` (without the `error: ` in front).
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Self {
            kind,
            message: message.into(),
        }
    }

    /// Bad input at a place in the input named `source`: `SOURCE:LINE:COL: message`.
    pub fn parse(source: &str, error: &ParseError) -> Self {
        Self::new(ErrorKind::BadInput, format!("{source}:{error}"))
    }

    /// A bad command line.
    pub fn usage(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Usage, message)
    }

    /// The input named `source` could not be read to its end.
    pub fn read(source: &str, failure: &ReadFailure) -> Self {
        match failure {
            ReadFailure::Io(error) => {
                Self::new(ErrorKind::Usage, format!("{source}: {}", describe(error)))
            }
            ReadFailure::OutOfMemory(held) => Self::new(
                ErrorKind::BadInput,
                format!(
                    "{source}: not enough memory for a token or line longer than {} bytes (the \
                     most one run reads is {})",
                    crate::text::thousands(*held as u64),
                    bytes(crate::scan::MAX_INPUT_BYTES)
                ),
            ),
            ReadFailure::TooLarge(limit) => Self::new(
                ErrorKind::BadInput,
                format!(
                    "{source}: the input is larger than {}, the most one run reads",
                    bytes(*limit)
                ),
            ),
        }
    }

    /// The output could not be written; or, when `error` carries an [`Error`] (a case
    /// refused while its answer was being written: the run loop's `BigCases`), that one.
    pub fn output(error: &io::Error) -> Self {
        if let Some(carried) = error
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<Error>())
        {
            return carried.clone();
        }
        let kind = if error.kind() == io::ErrorKind::BrokenPipe {
            ErrorKind::ReaderGone
        } else {
            ErrorKind::Output
        };
        Self::new(kind, format!("<stdout>: {}", describe(error)))
    }

    /// The kind of failure.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The exit status for this error.
    pub fn exit_code(&self) -> u8 {
        match self.kind {
            ErrorKind::BadInput => EXIT_BAD_INPUT,
            ErrorKind::Usage => EXIT_USAGE,
            ErrorKind::Output => EXIT_OUTPUT,
            ErrorKind::ReaderGone => 0,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// Writes `label: text` on standard error. A standard error that cannot be written
/// (`2>/dev/full`) loses the line; it never turns into a panic.
pub fn say(label: &str, text: &str) {
    let mut stderr = io::stderr().lock();
    let _ = writeln!(stderr, "{label}: {text}");
}

/// An I/O error as a sentence without Rust's `(os error N)` suffix.
pub fn describe(error: &io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(cut) => text[..cut].to_owned(),
        None => text,
    }
}

/// A byte count in words, rounded up to a whole unit: `256 MiB`, `1 GiB`, `3 KiB`.
pub fn bytes_rounded(count: u64) -> String {
    const UNITS: [(u64, &str); 3] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")];
    for (size, unit) in UNITS {
        if count >= size {
            return format!("{} {unit}", count.div_ceil(size));
        }
    }
    format!("{count} bytes")
}

/// A byte count in words: `1 GiB`, `64 MiB`, `512 bytes`.
pub fn bytes(count: u64) -> String {
    const UNITS: [(u64, &str); 3] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")];
    for (size, unit) in UNITS {
        if count >= size && count.is_multiple_of(size) {
            return format!("{} {unit}", count / size);
        }
    }
    format!("{count} bytes")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::Pos;

    #[test]
    fn each_kind_has_its_exit_status_and_message() {
        let parse = Error::parse("a.in", &ParseError::new(Pos { line: 2, col: 5 }, "found x"));
        assert_eq!(
            (parse.exit_code(), parse.to_string()),
            (1, "a.in:2:5: found x".into())
        );
        let missing = Error::read("b.in", &ReadFailure::Io(io::Error::from_raw_os_error(2)));
        assert_eq!(
            (missing.exit_code(), missing.to_string()),
            (2, "b.in: No such file or directory".into())
        );
        let huge = Error::read("<stdin>", &ReadFailure::TooLarge(1 << 30));
        assert_eq!(
            (huge.exit_code(), huge.to_string()),
            (
                1,
                "<stdin>: the input is larger than 1 GiB, the most one run reads".into()
            )
        );
        let full = Error::output(&io::Error::from_raw_os_error(28));
        assert_eq!(
            (full.exit_code(), full.to_string()),
            (3, "<stdout>: No space left on device".into())
        );
    }

    #[test]
    fn byte_counts_read_as_words() {
        assert_eq!(bytes(1 << 30), "1 GiB");
        assert_eq!(bytes(256 << 20), "256 MiB");
        assert_eq!(bytes(1000), "1000 bytes");
    }
}
