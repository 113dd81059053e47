//! The loop every binary runs, written once: open FILE or standard input, read case after
//! case as the input streams in, write each answer as soon as its case is solved, and stop
//! at the first bad case, after the answers before it.
//!
//! Answers are buffered, and the buffer is flushed whenever the run is about to wait for
//! more input, and after every case when standard output is a terminal: a case typed (or
//! piped) in is answered before the next one is read, yet a large file costs one write a
//! buffer, not one a line. A reader that closes the output early (`NAME big.in | head -1`)
//! ends the run quietly with status 0; a standard output that is open is written, whatever
//! it is (see [`check_stdout`]).

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
use std::time::{Duration, Instant};

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
        // Quoted and escaped when it holds a newline or a terminal's escape (see
        // `shown_name`), so that the error line stays one line of plain text.
        let name = crate::text::shown_name(path.as_os_str());
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

/// An error when standard output cannot be written to at all: a descriptor 1 that is not
/// open (where the platform leaves it so). Any standard output that is open is written,
/// whatever it is: a file, a pipe, a terminal, `/dev/null` opened for writing or for
/// reading and writing (`1<>/dev/null`, Python's `subprocess.DEVNULL`, systemd's
/// `StandardOutput=null`). On Linux, Rust's runtime opens `/dev/null` (read-write) on a
/// descriptor 0, 1 or 2 that is closed when the program starts, before any code of ours
/// runs; so `NAME FILE >&-` cannot be told from `NAME FILE 1<>/dev/null` and is treated as
/// it: the answers go to `/dev/null`.
pub fn check_stdout() -> Result<(), Error> {
    if let Err(error) = io::stdout().as_fd().try_clone_to_owned() {
        return Err(Error::new(
            ErrorKind::Output,
            format!(
                "<stdout>: standard output is closed, so the answers would be lost ({})",
                crate::error::describe(&error)
            ),
        ));
    }
    Ok(())
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
const BATCH_NANOS: u64 = 1_000_000;
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
    let (done_sender, done_receiver) = mpsc::channel::<Solved<C, S>>();
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
                    let (last_part, count) = solve_batch(batch, solve, stop, |part| {
                        let _ = done_sender.send((part, false));
                    });
                    let count = count as u64;
                    let per_case = u64::try_from(started.elapsed().as_nanos()).unwrap_or(u64::MAX)
                        / count.max(1);
                    // A running mean; a lost update between workers only delays the next.
                    let mean = match mean_nanos.load(Ordering::Relaxed) {
                        UNKNOWN => per_case,
                        mean => (3 * (mean / 4)).saturating_add(per_case / 4),
                    };
                    mean_nanos.store(mean.min(UNKNOWN - 1), Ordering::Relaxed);
                    if done_sender.send((last_part, true)).is_err() {
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

/// Solved cases on their way to the writer, and whether they end their batch.
type Solved<C, S> = (Vec<(usize, C, S)>, bool);

/// How long a batch may hold solved cases back: a batch that takes longer than this (its
/// cases were slower than the mean said) hands what it has to the writer, so that answers
/// come out as they are solved, and a reader that has gone (`| head -1`) is seen by the
/// writer's next write rather than at the end of the batch.
const PART_AFTER: Duration = Duration::from_millis(10);

/// Solves the cases of one batch in order, stopping before the next case once `stop` is
/// set (the output is gone: `| head -1`), so that a run whose reader has left ends after
/// the case each worker is on, not after its whole batch. Every [`PART_AFTER`], the cases
/// solved so far go to `send_part` while at least one case is left; the rest, the batch's
/// last part, and how many cases were solved in all are returned.
fn solve_batch<C, S>(
    batch: Vec<(usize, C)>,
    solve: impl Fn(&C) -> S,
    stop: &AtomicBool,
    mut send_part: impl FnMut(Vec<(usize, C, S)>),
) -> (Vec<(usize, C, S)>, usize) {
    let total = batch.len();
    let mut solved = Vec::with_capacity(total);
    let mut count = 0;
    let mut since = Instant::now();
    for (number, case) in batch {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let solution = solve(&case);
        solved.push((number, case, solution));
        count += 1;
        if count < total && since.elapsed() >= PART_AFTER {
            send_part(std::mem::take(&mut solved));
            since = Instant::now();
        }
    }
    (solved, count)
}

/// The writer of [`cases_in_parallel`]: batches of solutions arrive in any order and are
/// rendered in input order; the output is flushed whenever nothing more is ready (and
/// after every case on a terminal), and a batch's ticket goes back when its last answer is
/// out. A write error stops the run.
fn write_in_order<C, S>(
    done: mpsc::Receiver<Solved<C, S>>,
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
            let (batch, ends_batch) = match done.try_recv() {
                Ok(solved) => solved,
                Err(mpsc::TryRecvError::Empty) => {
                    out.flush()?;
                    match done.recv() {
                        Ok(solved) => solved,
                        Err(_) => break,
                    }
                }
                Err(mpsc::TryRecvError::Disconnected) => break,
            };
            if let Some(&(last, _, _)) = batch.last().filter(|_| ends_batch) {
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

/// A case whose solve takes more than this (as its problem's `solve_memory` says) is a
/// big case: big cases are solved one at a time, each after a check that its memory can
/// be had.
pub const BIG_CASE_BYTES: u64 = 64 << 20;

/// The gate of big cases: at most one is solved at a time, so that the memory of a run is
/// that of its largest case, not of one a worker (two B = 26 gems-fight cases on two cores
/// took 512 MiB and aborted under a 700 MB cap); and before one is solved, its memory
/// (with a quarter more for what the solve adds) is reserved and let go, so that a case
/// the memory cannot hold is refused in words instead of aborting the run. The check
/// reserves address space: it sees a cap such as `ulimit -v`, not memory that the system
/// overcommits and cannot later provide.
#[derive(Debug, Default)]
pub struct BigCases {
    one_at_a_time: Mutex<()>,
}

impl BigCases {
    /// Runs `solve` for a case that takes `bytes`: at once for a small case; for a big one
    /// alone among big ones, and only when its memory can be had (else `Err(bytes)`).
    pub fn solve<S>(&self, bytes: u64, solve: impl FnOnce() -> S) -> Result<S, u64> {
        if bytes <= BIG_CASE_BYTES {
            return Ok(solve());
        }
        let _alone = self
            .one_at_a_time
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let wanted = usize::try_from(bytes.saturating_add(bytes / 4)).map_err(|_| bytes)?;
        let mut probe: Vec<u8> = Vec::new();
        if probe.try_reserve_exact(wanted).is_err() {
            return Err(bytes);
        }
        drop(probe);
        Ok(solve())
    }

    /// The error for case `number` of `source`, whose solve needs `bytes` that could not
    /// be had, carried out of a render as an I/O error ([`Error::output`] gives it back).
    pub fn refusal(source: &str, number: usize, bytes: u64) -> io::Error {
        io::Error::other(Error::new(
            ErrorKind::BadInput,
            format!(
                "{source}: case {number} needs about {} to solve, more memory than this run \
                 can have",
                crate::error::bytes_rounded(bytes)
            ),
        ))
    }
}

/// Whether an error only says that the reader of the output has gone (`| head -1`): the
/// run stops, quietly and successfully.
pub fn reader_gone(error: &Error) -> bool {
    error.kind() == ErrorKind::ReaderGone
}

/// The note for a person at a terminal who is to type the cases: within 80 columns with
/// its `note: `. (The workspace builds on Unix only, where Ctrl-D ends the input.)
const WAIT_NOTE: &str = "reading cases from standard input; end them with Ctrl-D";

/// When a person at a terminal is to type the cases, says so and how to end them.
pub(crate) fn wait_note(source: &Source) {
    if source.is_terminal() {
        crate::error::say("note", WAIT_NOTE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_batch_stops_at_the_case_where_the_output_went_away() {
        let stop = AtomicBool::new(false);
        let batch: Vec<(usize, u32)> = (1..=64).map(|number| (number, 0)).collect();
        let (solved, count) = solve_batch(
            batch,
            |_| {
                // The writer's failure arrives while the third case is being solved.
                let seen = SOLVED.fetch_add(1, Ordering::Relaxed) + 1;
                if seen == 3 {
                    stop.store(true, Ordering::Relaxed);
                }
            },
            &stop,
            |_| panic!("quick cases make no part"),
        );
        static SOLVED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        assert_eq!(
            (solved.len(), count, SOLVED.load(Ordering::Relaxed)),
            (3, 3, 3)
        );
        let (none, _) = solve_batch(vec![(1, 0)], |_| (), &stop, |_| {});
        assert!(none.is_empty());
    }

    #[test]
    fn a_slow_batch_hands_over_its_answers_as_they_come() {
        let stop = AtomicBool::new(false);
        let batch: Vec<(usize, u32)> = (1..=4).map(|number| (number, 0)).collect();
        let mut parts = Vec::new();
        let (last, count) = solve_batch(
            batch,
            |_| thread::sleep(PART_AFTER),
            &stop,
            |part| {
                parts.push(
                    part.iter()
                        .map(|&(number, _, ())| number)
                        .collect::<Vec<_>>(),
                )
            },
        );
        // Each case took the whole allowance: each went alone, the last one with the end.
        assert_eq!(parts, [vec![1], vec![2], vec![3]]);
        assert_eq!((last.len(), last[0].0, count), (1, 4, 4));
    }

    #[test]
    fn a_big_case_is_solved_only_when_its_memory_can_be_had() {
        let gate = BigCases::default();
        assert_eq!(gate.solve(BIG_CASE_BYTES, || 7), Ok(7));
        assert_eq!(gate.solve(BIG_CASE_BYTES + 1, || 8), Ok(8));
        // More than any machine has: refused, and the solve never runs.
        assert_eq!(
            gate.solve(1 << 62, || panic!("solved")),
            Err::<(), _>(1 << 62)
        );
        let refusal = Error::output(&BigCases::refusal("big.in", 2, 256 << 20));
        assert_eq!(
            (refusal.exit_code(), refusal.to_string()),
            (
                1,
                "big.in: case 2 needs about 256 MiB to solve, more memory than this run can \
                 have"
                    .to_owned()
            )
        );
    }

    #[test]
    fn the_note_for_a_terminal_fits_80_columns() {
        let line = format!("note: {WAIT_NOTE}");
        assert!(line.chars().count() <= 80, "{} columns", line.len());
    }

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
