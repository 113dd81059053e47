//! The loop every binary runs, written once: open FILE or standard input, read case after
//! case as the input streams in, write each answer as soon as its case is solved, and stop
//! at the first bad case, after the answers before it.
//!
//! Answers are buffered, and the buffer is flushed whenever the run is about to wait for
//! more input, and after every case when standard output is a terminal: a case typed (or
//! piped) in is answered before the next one is read, yet a large file costs one write a
//! buffer, not one a line. A reader that closes the output early (`NAME big.in | head -1`)
//! ends the run quietly with status 0; a standard output that is closed before the run
//! starts (`NAME FILE >&-`) is an error.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Read, Stdout, Write};
use std::os::fd::AsFd;
use std::path::Path;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, mpsc};
use std::thread;
use std::time::Instant;

use crate::error::{Error, ErrorKind};
use crate::progress::Progress;
use crate::scan::{MAX_INPUT_BYTES, ParseError, ReadFailure, Scanner};

/// Where the cases come from, and the name errors use (`<stdin>` for standard input).
pub struct Source {
    name: String,
    reader: Box<dyn Read + Send>,
}

impl Source {
    /// FILE, or standard input when `path` is `None` or `-`. A FILE that cannot be opened
    /// is a usage error; one larger than [`MAX_INPUT_BYTES`] is refused before a byte is
    /// read. `commands` are the binary's subcommands: a FILE that does not exist but is
    /// spelled like one of them is reported as the slip it probably is.
    pub fn open(path: Option<&Path>, commands: &[&str]) -> Result<Self, Error> {
        let Some(path) = path.filter(|path| *path != Path::new("-")) else {
            return Ok(Self::stdin());
        };
        let name = path.display().to_string();
        let file = File::open(path).map_err(|error| {
            let mut failure = Error::read(&name, &ReadFailure::Io(error));
            if let Some(command) = crate::text::similar(&name, commands) {
                failure = Error::usage(format!("{failure}; did you mean the command '{command}'?"));
            }
            failure
        })?;
        // A regular file says its size: refuse it before reading a byte.
        let size = file.metadata().map_or(0, |metadata| metadata.len());
        if size > MAX_INPUT_BYTES {
            return Err(Error::read(&name, &ReadFailure::TooLarge(MAX_INPUT_BYTES)));
        }
        Ok(Self {
            name,
            reader: Box::new(file),
        })
    }

    /// Standard input.
    pub fn stdin() -> Self {
        Self {
            name: "<stdin>".to_owned(),
            reader: Box::new(io::stdin()),
        }
    }

    /// Input given directly, for tests.
    pub fn from_bytes(name: impl Into<String>, bytes: Vec<u8>) -> Self {
        Self {
            name: name.into(),
            reader: Box::new(io::Cursor::new(bytes)),
        }
    }

    /// The name errors use.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// A scanner over the source, and its name: for a reader that takes cases and then
    /// more (`NAME play` reads the choices after the case).
    pub fn into_scanner(self) -> (String, Scanner<'static>) {
        (self.name, Scanner::new(self.reader))
    }

    /// Whether this is standard input and a person is typing it.
    pub fn is_terminal(&self) -> bool {
        self.name == "<stdin>" && io::stdin().is_terminal()
    }
}

/// Standard output, buffered, shared with the reader that flushes it before it waits.
#[derive(Clone)]
pub struct Output {
    writer: Rc<RefCell<BufWriter<Stdout>>>,
    terminal: bool,
}

impl Output {
    /// Standard output; an error when it is closed (a run whose answers would go nowhere
    /// must not report success).
    pub fn stdout() -> Result<Self, Error> {
        check_stdout()?;
        let stdout = io::stdout();
        let terminal = stdout.is_terminal();
        Ok(Self {
            writer: Rc::new(RefCell::new(BufWriter::with_capacity(64 * 1024, stdout))),
            terminal,
        })
    }

    /// Whether standard output is a terminal (a person reads it as it comes).
    pub fn is_terminal(&self) -> bool {
        self.terminal
    }

    /// Runs `write` on the buffered output.
    pub fn write(&self, write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> Result<(), Error> {
        let mut writer = self.writer.borrow_mut();
        write(&mut *writer).map_err(|error| Error::output(&error))
    }

    /// The end of one case's answer: shown at once on a terminal.
    pub fn end_case(&self) -> Result<(), Error> {
        if self.terminal {
            self.flush()?;
        }
        Ok(())
    }

    /// Writes out what is buffered.
    pub fn flush(&self) -> Result<(), Error> {
        self.writer
            .borrow_mut()
            .flush()
            .map_err(|error| Error::output(&error))
    }
}

/// An error when standard output is closed (`NAME FILE >&-`): answers that go nowhere
/// must not end in success. Rust's runtime reopens a closed descriptor 0, 1 or 2 on
/// `/dev/null` before `main`, read-write; a shell's `>/dev/null` opens it write-only. So on
/// Linux a standard output that is `/dev/null` open for reading and writing was closed
/// when the run started. Elsewhere, a descriptor that cannot be duplicated is closed.
pub fn check_stdout() -> Result<(), Error> {
    if let Err(error) = io::stdout().as_fd().try_clone_to_owned() {
        return Err(Error::output(&error));
    }
    if stdout_was_closed_at_start() {
        return Err(Error::new(
            ErrorKind::Output,
            "<stdout>: standard output is closed, so the answers would be lost",
        ));
    }
    Ok(())
}

/// Whether descriptor 1 is the `/dev/null` that Rust's runtime opened for a closed one.
fn stdout_was_closed_at_start() -> bool {
    let Ok(target) = std::fs::read_link("/proc/self/fd/1") else {
        return false;
    };
    if target != Path::new("/dev/null") {
        return false;
    }
    let Ok(info) = std::fs::read_to_string("/proc/self/fdinfo/1") else {
        return false;
    };
    const ACCESS_MODE: u32 = 0o3;
    const READ_WRITE: u32 = 0o2;
    info.lines()
        .find_map(|line| line.strip_prefix("flags:"))
        .and_then(|flags| u32::from_str_radix(flags.trim(), 8).ok())
        .is_some_and(|flags| flags & ACCESS_MODE == READ_WRITE)
}

/// A reader that flushes the output before every read, which is when the run may wait.
struct FlushBeforeRead {
    inner: Box<dyn Read>,
    output: Output,
}

impl Read for FlushBeforeRead {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        // A failed flush is not this reader's to report: the next write or the final flush
        // meets the same error and reports it.
        let _ = self.output.writer.borrow_mut().flush();
        self.inner.read(buf)
    }
}

/// Reads the cases of `source` one at a time with `read_case(scanner, number)` (numbers
/// from 1; `Ok(None)` is a terminator that ends the input) and hands each good one to
/// `answer`, which writes to `output`. Stops at the end of the input, a terminator, or the
/// first bad case; a reader failure (an I/O error, the size limit) is reported rather
/// than the "input ended" error it caused. `progress` is told of every case read and
/// clears its line before each answer reaches a terminal.
pub fn cases<C>(
    source: Source,
    output: &Output,
    progress: &Progress,
    mut read_case: impl FnMut(&mut Scanner<'_>, usize) -> Result<Option<C>, ParseError>,
    mut answer: impl FnMut(&mut dyn Write, usize, C) -> io::Result<()>,
) -> Result<(), Error> {
    let name = source.name;
    let reader = FlushBeforeRead {
        inner: source.reader,
        output: output.clone(),
    };
    let mut scanner = Scanner::new(reader);
    let mut number = 0;
    let stopped = loop {
        if scanner.at_end() {
            break None;
        }
        number += 1;
        match read_case(&mut scanner, number) {
            Ok(Some(case)) => {
                progress.read(number);
                output.write(|out| answer(out, number, case))?;
                progress.answer(|| output.end_case())?;
            }
            Ok(None) => break None,
            Err(error) => break Some(error),
        }
    };
    if let Some(failure) = scanner.take_failure() {
        return Err(Error::read(&name, &failure));
    }
    match stopped {
        Some(error) => Err(Error::parse(&name, &error)),
        None => Ok(()),
    }
}

/// The most cases one hand-off to the workers carries.
const MAX_BATCH: usize = 64;
/// About how much solving time a batch carries, judged from the cases solved so far: quick
/// cases travel in batches, so that the hand-offs between threads (a message and often a
/// wake-up each) cost less than the cases; slow cases travel alone, so that the cores
/// share them.
const BATCH_NANOS: u64 = 200_000;
/// The mean solving time before any case is solved: unknown, so cases travel alone.
const UNKNOWN: u64 = u64::MAX;

/// How many cases the next batch may hold, from the mean solving time so far.
fn batch_limit(mean_nanos: u64) -> usize {
    if mean_nanos == UNKNOWN {
        1
    } else {
        usize::try_from(BATCH_NANOS / mean_nanos.max(1))
            .map_or(MAX_BATCH, |limit| limit.clamp(1, MAX_BATCH))
    }
}

/// Cases read and not yet handed to the workers.
struct Pending<'a, C> {
    cases: Vec<(usize, C)>,
    jobs: mpsc::SyncSender<Vec<(usize, C)>>,
    /// A ticket a batch in flight: taken when a batch is handed over, given back by the
    /// writer when the batch's last answer is out. This bounds the read-ahead.
    tickets: mpsc::Receiver<()>,
    stop: &'a AtomicBool,
    closed: bool,
}

impl<C> Pending<'_, C> {
    /// Hands the pending cases, if any, to the workers as one batch; `false` once the run
    /// is stopping (a write error) and nothing more will be taken.
    fn hand_over(&mut self) -> bool {
        if !self.cases.is_empty() && !self.closed {
            let ticket = self.tickets.recv();
            if ticket.is_err()
                || self.stop.load(Ordering::Relaxed)
                || self.jobs.send(std::mem::take(&mut self.cases)).is_err()
            {
                self.closed = true;
            }
        }
        !self.closed
    }
}

/// The input of [`cases_in_parallel`]: hands the pending batch to the workers before every
/// read, which is when the run may wait for input, so that a case typed in is solved
/// before the next is read.
struct HandOverBeforeRead<'a, C> {
    inner: Box<dyn Read + Send>,
    pending: Rc<RefCell<Pending<'a, C>>>,
}

impl<C> Read for HandOverBeforeRead<'_, C> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.pending.borrow_mut().hand_over();
        self.inner.read(buf)
    }
}

/// [`cases`] on several cores: the cases are still read in order on this thread, solved by
/// `threads` workers, and a writer thread renders the solutions in input order straight
/// into the buffered output as soon as each one's predecessors are out, flushing whenever
/// it has nothing more to write — so a case typed in is answered before the next is read,
/// a file of slow cases shows each answer as it comes, and an answer of gigabytes
/// (stone-game's line of play on 50 million piles) streams out instead of being held.
/// Quick cases are handed to the workers in batches of up to `MAX_BATCH` (about
/// `BATCH_NANOS` of solving each), slow ones alone, and every batch is handed over
/// before the reader may wait for input. At most two batches a worker are in flight, so
/// memory stays bounded by the largest cases, not the input. The answers are the same
/// bytes [`cases`] writes.
pub fn cases_in_parallel<C: Send, S: Send>(
    source: Source,
    threads: usize,
    progress: &Progress,
    mut read_case: impl FnMut(&mut Scanner<'_>, usize) -> Result<Option<C>, ParseError>,
    solve: impl Fn(&C) -> S + Sync,
    render: impl FnMut(&mut dyn Write, usize, C, S) -> io::Result<()> + Send,
) -> Result<(), Error> {
    let name = source.name;
    let threads = threads.max(1);
    let read_ahead = 2 * threads;
    let stop = AtomicBool::new(false);
    let mean_nanos = AtomicU64::new(UNKNOWN);
    let (job_sender, job_receiver) = mpsc::sync_channel::<Vec<(usize, C)>>(threads);
    let job_receiver = Mutex::new(job_receiver);
    let (done_sender, done_receiver) = mpsc::channel::<Vec<(usize, C, S)>>();
    let (ticket_sender, ticket_receiver) = mpsc::sync_channel::<()>(read_ahead);
    for _ in 0..read_ahead {
        let _ = ticket_sender.send(());
    }
    let pending = Rc::new(RefCell::new(Pending {
        cases: Vec::new(),
        jobs: job_sender,
        tickets: ticket_receiver,
        stop: &stop,
        closed: false,
    }));
    let mut scanner = Scanner::new(HandOverBeforeRead {
        inner: source.reader,
        pending: Rc::clone(&pending),
    });
    let (stopped, written) = thread::scope(|scope| {
        for _ in 0..threads {
            let (job_receiver, done_sender, solve, stop, mean_nanos) = (
                &job_receiver,
                done_sender.clone(),
                &solve,
                &stop,
                &mean_nanos,
            );
            scope.spawn(move || {
                loop {
                    let job = match job_receiver.lock() {
                        Ok(receiver) => receiver.recv(),
                        Err(_) => return,
                    };
                    let Ok(batch) = job else { return };
                    if stop.load(Ordering::Relaxed) {
                        continue;
                    }
                    let started = Instant::now();
                    let count = batch.len() as u64;
                    let solved: Vec<(usize, C, S)> = batch
                        .into_iter()
                        .map(|(number, case)| {
                            let solution = solve(&case);
                            (number, case, solution)
                        })
                        .collect();
                    let per_case = u64::try_from(started.elapsed().as_nanos()).unwrap_or(u64::MAX)
                        / count.max(1);
                    // A running mean; a lost update between workers only delays the next.
                    let mean = match mean_nanos.load(Ordering::Relaxed) {
                        UNKNOWN => per_case,
                        mean => (3 * (mean / 4)).saturating_add(per_case / 4),
                    };
                    mean_nanos.store(mean.min(UNKNOWN - 1), Ordering::Relaxed);
                    if done_sender.send(solved).is_err() {
                        return;
                    }
                }
            });
        }
        drop(done_sender);
        let stop_ref = &stop;
        let writer = scope.spawn(move || {
            write_in_order(done_receiver, render, progress, &ticket_sender, stop_ref)
        });
        let mut number = 0;
        let stopped = loop {
            if stop.load(Ordering::Relaxed) || scanner.at_end() {
                break None;
            }
            number += 1;
            match read_case(&mut scanner, number) {
                Ok(Some(case)) => {
                    progress.read(number);
                    let mut pending = pending.borrow_mut();
                    pending.cases.push((number, case));
                    let limit = batch_limit(mean_nanos.load(Ordering::Relaxed));
                    if pending.cases.len() >= limit && !pending.hand_over() {
                        break None;
                    }
                }
                Ok(None) => break None,
                Err(error) => break Some(error),
            }
        };
        // The good cases before the end or a bad case are answered first.
        let mut pending = pending.borrow_mut();
        pending.hand_over();
        // Closing the jobs channel lets the workers, then the writer, finish.
        let (closed, _) = mpsc::sync_channel(0);
        drop(std::mem::replace(&mut pending.jobs, closed));
        drop(pending);
        let written = writer
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the writer thread failed")));
        (stopped, written)
    });
    written.map_err(|error| Error::output(&error))?;
    if let Some(failure) = scanner.take_failure() {
        return Err(Error::read(&name, &failure));
    }
    match stopped {
        Some(error) => Err(Error::parse(&name, &error)),
        None => Ok(()),
    }
}

/// The writer of [`cases_in_parallel`]: batches of solutions arrive in any order and are
/// rendered in input order; the output is flushed whenever nothing more is ready (and
/// after every case on a terminal), and a batch's ticket goes back when its last answer is
/// out. A write error stops the run.
fn write_in_order<C, S>(
    done: mpsc::Receiver<Vec<(usize, C, S)>>,
    mut render: impl FnMut(&mut dyn Write, usize, C, S) -> io::Result<()>,
    progress: &Progress,
    tickets: &mpsc::SyncSender<()>,
    stop: &AtomicBool,
) -> io::Result<()> {
    let stdout = io::stdout();
    let terminal = stdout.is_terminal();
    let mut out = BufWriter::with_capacity(64 * 1024, stdout);
    let mut waiting = BTreeMap::new();
    // The last case of each batch in flight.
    let mut batch_ends = BTreeSet::new();
    let mut next = 1;
    let mut outcome = || -> io::Result<()> {
        loop {
            let batch = match done.try_recv() {
                Ok(batch) => batch,
                Err(mpsc::TryRecvError::Empty) => {
                    out.flush()?;
                    match done.recv() {
                        Ok(batch) => batch,
                        Err(_) => break,
                    }
                }
                Err(mpsc::TryRecvError::Disconnected) => break,
            };
            if let Some(&(last, _, _)) = batch.last() {
                batch_ends.insert(last);
            }
            for (number, case, solution) in batch {
                waiting.insert(number, (case, solution));
            }
            while let Some((case, solution)) = waiting.remove(&next) {
                progress.answer(|| -> io::Result<()> {
                    render(&mut out, next, case, solution)?;
                    if terminal {
                        out.flush()?;
                    }
                    Ok(())
                })?;
                if batch_ends.remove(&next) {
                    let _ = tickets.try_send(());
                }
                next += 1;
            }
        }
        out.flush()
    };
    let outcome = outcome();
    if outcome.is_err() {
        stop.store(true, Ordering::Relaxed);
        // Wake the reader if it waits for a ticket.
        let _ = tickets.try_send(());
    }
    outcome
}

/// Whether an error only says that the reader of the output has gone (`| head -1`): the
/// run stops, quietly and successfully.
pub fn reader_gone(error: &Error) -> bool {
    error.kind() == ErrorKind::ReaderGone
}

/// When a person at a terminal is to type the cases, says so and how to end them.
pub(crate) fn wait_note(source: &Source) {
    if source.is_terminal() {
        crate::error::say(
            "note",
            "reading cases from standard input; end with Ctrl-D (Ctrl-Z, Enter on Windows)",
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_is_not_there_is_a_usage_error_with_a_hint_for_slips() {
        let missing = Source::open(Some(Path::new("no/such.in")), &["explain"])
            .map(|_| ())
            .expect_err("no such file");
        assert_eq!(
            (missing.exit_code(), missing.to_string()),
            (2, "no/such.in: No such file or directory".into())
        );
        let slip = Source::open(Some(Path::new("explian")), &["explain", "gen"])
            .map(|_| ())
            .expect_err("no such file");
        assert_eq!(
            slip.to_string(),
            "explian: No such file or directory; did you mean the command 'explain'?"
        );
    }
}
