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
use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Read, Stdout, Write};
use std::os::fd::AsFd;
use std::path::Path;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant};

use crate::error::{Error, ErrorKind};
use crate::progress::Progress;
use crate::scan::{MAX_INPUT_BYTES, ParseError, Pos, ReadFailure, Scanner};

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

/// The most bytes of lines one hand-off carries (see [`Job::Line`]): with the tickets,
/// this bounds the lines read ahead when cases that solve quickly have long lines.
const MAX_BATCH_BYTES: usize = 256 << 10;
/// The longest line the reading thread takes whole for a worker to read
/// ([`ReadCase::LINE_A_CASE`](dp_problem::ReadCase::LINE_A_CASE)); a longer one is read on the
/// reading thread, streaming (stone-game's lines of 50 million piles are 220 MB). Not
/// more: the run of one long line pays for the look at this much before it streams, and a
/// longer look slows stone-game's line of 10 million piles (MEASUREMENTS.md).
const MAX_LINE_BYTES: usize = 256 << 10;

/// How much a read asks for when lines are taken whole: several lines a read, so that the
/// hand-overs before each read (see [`HandOverBeforeRead`]) carry batches, not a line or
/// two.
const LINE_READS: usize = 256 << 10;

/// The largest memory of a line that is kept for the next lines
/// ([`Scanner::take_line`]): the lines in flight are many only when they are short.
const SPARE_BYTES: usize = 128 << 10;

/// One case on its way to the workers.
enum Job<C> {
    /// Read on the reading thread.
    Read(C),
    /// The rest of its line, from its first byte that is not whitespace, at `Pos`: a
    /// worker reads it ([`Scanner::over_line`]).
    Line(Pos, Vec<u8>),
}

/// What became of one case on a worker: solved, or where the answers stop, because the
/// line a worker read is bad (`Some`) or is a terminator (`None`).
type Outcome<C, S> = Result<(C, S), Option<ParseError>>;

/// Cases read and not yet handed to the workers.
struct Pending<'a, C> {
    cases: Vec<(usize, Job<C>)>,
    /// The bytes of the lines among `cases`.
    bytes: usize,
    /// The bytes of input `cases` were read from.
    input: usize,
    jobs: mpsc::SyncSender<Batch<C>>,
    /// A ticket a batch in flight: taken when a batch is handed over, given back by the
    /// writer when the batch's last answer is out. This bounds the read-ahead.
    tickets: mpsc::Receiver<()>,
    /// What quick batches let go without a ticket hold (see [`Allowance::Extra`]).
    extra: &'a Extra,
    mean_nanos: &'a AtomicU64,
    stop: &'a AtomicBool,
    closed: bool,
}

/// Cases on their way to a worker, and what let them go.
type Batch<C> = (Vec<(usize, Job<C>)>, Allowance);

/// What let a batch go to the workers, given back when its last answer is out.
#[derive(Clone, Copy, Debug)]
enum Allowance {
    /// One of the tickets, two a worker: any batch may take one.
    Ticket,
    /// A batch of quick cases, of this many bytes of input, that found no ticket free: it
    /// goes on [`Extra`]'s allowance instead, so that the reading thread reads on rather
    /// than waking for every batch that is answered (each wake-up takes a core from a
    /// worker; MEASUREMENTS.md has what that costs solitaire's 2,000 deals).
    Extra(usize),
}

/// The read-ahead of quick cases beyond the tickets: at most `EXTRA_BATCHES` batches and
/// `EXTRA_BYTES` of input. Quick cases are small cases: a case solved in
/// [`QUICK_NANOS`] has no time to build much, so this bounds the memory in flight as the
/// tickets do, by the input's bytes.
#[derive(Default)]
struct Extra {
    batches: AtomicUsize,
    bytes: AtomicUsize,
}

const EXTRA_BATCHES: usize = 64;
/// Solitaire's 2,000 deals (213 KiB) are read at once. Not more: a larger allowance costs
/// CPU time on long lines that solve quickly (stone-game's 1,000 lines of 10,000 piles, 44
/// KB a line; MEASUREMENTS.md).
const EXTRA_BYTES: usize = 256 << 10;
/// The mean solving time, at most, of the cases that may go on [`Extra`]'s allowance.
const QUICK_NANOS: u64 = 50_000;

impl Extra {
    /// Takes the allowance for a batch of `bytes`, if there is room.
    fn take(&self, bytes: usize) -> bool {
        // Only the reading thread takes: the room it sees can only grow meanwhile.
        let room = self.batches.load(Ordering::Acquire) < EXTRA_BATCHES
            && self.bytes.load(Ordering::Acquire) + bytes <= EXTRA_BYTES;
        if room {
            self.batches.fetch_add(1, Ordering::AcqRel);
            self.bytes.fetch_add(bytes, Ordering::AcqRel);
        }
        room
    }

    fn give_back(&self, bytes: usize) {
        self.bytes.fetch_sub(bytes, Ordering::AcqRel);
        self.batches.fetch_sub(1, Ordering::AcqRel);
    }
}

impl<C> Pending<'_, C> {
    /// Hands the pending cases, if any, to the workers as one batch; `false` once the run
    /// is stopping (a write error, a bad line a worker read) and nothing more will be taken.
    fn hand_over(&mut self) -> bool {
        if !self.cases.is_empty() && !self.closed {
            let input = std::mem::take(&mut self.input);
            self.bytes = 0;
            let quick = self.mean_nanos.load(Ordering::Relaxed) <= QUICK_NANOS;
            let allowance = match self.tickets.try_recv() {
                Ok(()) => Ok(Allowance::Ticket),
                Err(mpsc::TryRecvError::Empty) if quick && self.extra.take(input) => {
                    Ok(Allowance::Extra(input))
                }
                Err(mpsc::TryRecvError::Empty) => self.tickets.recv().map(|()| Allowance::Ticket),
                Err(mpsc::TryRecvError::Disconnected) => Err(mpsc::RecvError),
            };
            let sent = allowance.is_ok_and(|allowance| {
                !self.stop.load(Ordering::Relaxed)
                    && self
                        .jobs
                        .send((std::mem::take(&mut self.cases), allowance))
                        .is_ok()
            });
            if !sent {
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
/// before the reader may wait for input. At most two batches a worker are in flight, and
/// beyond them batches of quick cases up to 256 KiB of input (`Extra`), so memory
/// stays bounded by the largest cases, not the input. The answers are the same
/// bytes [`cases`] writes.
///
/// With `line_a_case` (the problem's [`ReadCase::LINE_A_CASE`](dp_problem::ReadCase::LINE_A_CASE)),
/// more than one thread and an input that is not a terminal, the reading thread only
/// finds lines: it skips the whitespace before a case as [`cases`] does, takes the rest
/// of the line whole ([`Scanner::take_line`], up to `MAX_LINE_BYTES`; a longer line is
/// read here, streaming), numbers it and hands it over; the worker reads it with
/// `read_case` ([`Scanner::over_line`]), then solves it. A bad line a worker read (or a
/// terminator) travels as that case's outcome: the writer writes every answer before it
/// and stops, and the run ends with the error [`cases`] gives. A read failure still comes
/// first, unless a worker's bad line came before where it happened (where [`cases`] would
/// have stopped). One difference remains, in time only: when a worker finds a bad line
/// while the reading thread waits for more input from a pipe, the error comes when that
/// input (or its end) does; a terminal's lines are read on the reading thread, so a bad
/// line typed in is answered at once.
pub fn cases_in_parallel<C: Send, S: Send>(
    source: Source,
    threads: usize,
    progress: &Progress,
    line_a_case: bool,
    read_case: impl Fn(&mut Scanner<'_>, usize) -> Result<Option<C>, ParseError> + Sync,
    solve: impl Fn(&C) -> S + Sync,
    render: impl FnMut(&mut dyn Write, usize, C, S) -> io::Result<()> + Send,
) -> Result<(), Error> {
    let stdout = io::stdout();
    let terminal = stdout.is_terminal();
    let lines = line_a_case && threads > 1 && !source.is_terminal();
    let plan = Plan {
        threads,
        progress,
        take_lines: lines.then_some(MAX_LINE_BYTES),
        output: (stdout, terminal),
    };
    in_parallel(source, plan, read_case, solve, render)
}

/// How [`in_parallel`] runs: on how many threads, told to which progress line, its lines
/// taken whole when `take_lines` says up to how many bytes, its answers written to
/// `output` (and flushed after each when the `bool` says it is a terminal).
struct Plan<'a, W> {
    threads: usize,
    progress: &'a Progress,
    take_lines: Option<usize>,
    output: (W, bool),
}

/// [`cases_in_parallel`], run as `plan` says.
fn in_parallel<C: Send, S: Send, W: Write + Send>(
    source: Source,
    plan: Plan<'_, W>,
    read_case: impl Fn(&mut Scanner<'_>, usize) -> Result<Option<C>, ParseError> + Sync,
    solve: impl Fn(&C) -> S + Sync,
    render: impl FnMut(&mut dyn Write, usize, C, S) -> io::Result<()> + Send,
) -> Result<(), Error> {
    let Plan {
        threads,
        progress,
        take_lines,
        output,
    } = plan;
    let name = source.name;
    let threads = threads.max(1);
    let read_ahead = 2 * threads;
    let stop = AtomicBool::new(false);
    let mean_nanos = AtomicU64::new(UNKNOWN);
    let extra = Extra::default();
    // Room for every batch in flight: the reading thread waits for a ticket, never here.
    let (job_sender, job_receiver) = mpsc::sync_channel::<Batch<C>>(read_ahead + EXTRA_BATCHES);
    let job_receiver = Mutex::new(job_receiver);
    let (done_sender, done_receiver) = mpsc::channel::<Solved<C, S>>();
    let (ticket_sender, ticket_receiver) = mpsc::sync_channel::<()>(read_ahead);
    for _ in 0..read_ahead {
        let _ = ticket_sender.send(());
    }
    let pending = Rc::new(RefCell::new(Pending {
        cases: Vec::new(),
        bytes: 0,
        input: 0,
        jobs: job_sender,
        tickets: ticket_receiver,
        extra: &extra,
        mean_nanos: &mean_nanos,
        stop: &stop,
        closed: false,
    }));
    let mut scanner = Scanner::new(HandOverBeforeRead {
        inner: source.reader,
        pending: Rc::clone(&pending),
    });
    // The case being read when the input failed, if it was a line taken whole: a bad line
    // a worker read before it comes first, as in [`cases`]; one read at or after it is
    // read from what the input gave, and the failure is reported instead.
    let mut failed_at = None;
    // A line too long to take whole is read in the usual reads, as `cases` reads it.
    let usual_reads = scanner.read_size();
    if take_lines.is_some() {
        scanner.read_in(LINE_READS);
    }
    let mut kept_freed_memory = false;
    // The memory of lines read, given back by the workers for the next lines.
    let (spare_sender, spare_receiver) = mpsc::channel::<Vec<u8>>();
    let (stopped, written, number) = thread::scope(|scope| {
        for _ in 0..threads {
            let (job_receiver, done_sender, spare_sender, read_case, solve, stop, mean_nanos) = (
                &job_receiver,
                done_sender.clone(),
                spare_sender.clone(),
                &read_case,
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
                    let Ok((batch, allowance)) = job else { return };
                    // Once the run stops, batches are taken and dropped until the reading
                    // thread closes the channel, so that it never waits on a full one.
                    if stop.load(Ordering::Relaxed) {
                        continue;
                    }
                    let started = Instant::now();
                    let (last_part, count) = solve_batch(
                        batch,
                        |number, job| {
                            let (outcome, bytes) = outcome(job, number, read_case, solve);
                            if let Some(bytes) =
                                bytes.filter(|bytes| bytes.capacity() <= SPARE_BYTES)
                            {
                                let _ = spare_sender.send(bytes);
                            }
                            outcome
                        },
                        stop,
                        |part| {
                            let _ = done_sender.send((part, None));
                        },
                    );
                    let count = count as u64;
                    let per_case = u64::try_from(started.elapsed().as_nanos()).unwrap_or(u64::MAX)
                        / count.max(1);
                    // A running mean; a lost update between workers only delays the next.
                    let mean = match mean_nanos.load(Ordering::Relaxed) {
                        UNKNOWN => per_case,
                        mean => (3 * (mean / 4)).saturating_add(per_case / 4),
                    };
                    mean_nanos.store(mean.min(UNKNOWN - 1), Ordering::Relaxed);
                    let _ = done_sender.send((last_part, Some(allowance)));
                }
            });
        }
        drop(done_sender);
        let (stop_ref, extra_ref) = (&stop, &extra);
        let writer = scope.spawn(move || {
            write_in_order(
                done_receiver,
                render,
                progress,
                output,
                (&ticket_sender, extra_ref),
                stop_ref,
            )
        });
        let read_here = |scanner: &mut Scanner<'_>, number| {
            if take_lines.is_none() {
                return read_case(scanner, number);
            }
            scanner.read_in(usual_reads);
            let read = read_case(scanner, number);
            scanner.read_in(LINE_READS);
            read
        };
        let mut number = 0;
        let stopped = loop {
            if stop.load(Ordering::Relaxed) || scanner.at_end() {
                break None;
            }
            number += 1;
            let before = scanner.consumed();
            let mut bytes = spare_receiver.try_recv().unwrap_or_default();
            let line = take_lines.and_then(|most| scanner.take_line(most, &mut bytes));
            let (job, bytes) = match line {
                Some(pos) => {
                    if !kept_freed_memory {
                        keep_freed_memory();
                        kept_freed_memory = true;
                    }
                    if scanner.has_failed() {
                        failed_at.get_or_insert(number);
                    }
                    let length = bytes.len();
                    (Job::Line(pos, bytes), length)
                }
                None => match read_here(&mut scanner, number) {
                    Ok(Some(case)) => (Job::Read(case), 0),
                    Ok(None) => break None,
                    Err(error) => break Some(error),
                },
            };
            progress.read(number);
            let mut pending = pending.borrow_mut();
            pending.cases.push((number, job));
            pending.bytes += bytes;
            pending.input += usize::try_from(scanner.consumed() - before).unwrap_or(usize::MAX);
            let limit = batch_limit(mean_nanos.load(Ordering::Relaxed));
            if (pending.cases.len() >= limit || pending.bytes >= MAX_BATCH_BYTES)
                && !pending.hand_over()
            {
                break None;
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
        (stopped, written, number)
    });
    let halted = written.map_err(|error| Error::output(&error))?;
    if let Some(failure) = scanner.take_failure() {
        // A failure met after the last case read happened where `cases` would still read.
        let failed_at = failed_at.unwrap_or(number + 1);
        if halted.as_ref().is_none_or(|(halt, _)| *halt >= failed_at) {
            return Err(Error::read(&name, &failure));
        }
    }
    // A worker's bad line comes before anything the reading thread read after it.
    let stopped = match halted {
        Some((_, halt)) => halt,
        None => stopped,
    };
    match stopped {
        Some(error) => Err(Error::parse(&name, &error)),
        None => Ok(()),
    }
}

/// Asks the allocator to keep the memory the cases free, for the cases after them: with
/// lines read on the workers, each case's memory (its line, its values) is had and let go
/// on two threads at once, and glibc's allocator gives the top of its heap back to the
/// system whenever 128 KiB of it is free, so that the next cases take every page again
/// (stone-game's sg1000: 5,900 page faults, against 2,700 when the memory is kept). A
/// block of 2 MiB had from the system and given back raises glibc's thresholds for the
/// run (blocks up to 2 MiB come from the heap, and the heap is trimmed only past 4 MiB
/// free); it touches no page. Elsewhere it is one allocation, nothing more. Done once a
/// line is taken whole, not before: a run of one long line (stone-game's 10 million piles)
/// keeps growing its vectors by remapping, not by copying on the heap.
fn keep_freed_memory() {
    drop(std::hint::black_box(Vec::<u8>::with_capacity(2 << 20)));
}

/// One case on a worker: read from its line when the reading thread did not, then solved;
/// and the line's memory, once read.
fn outcome<C, S>(
    job: Job<C>,
    number: usize,
    read_case: impl Fn(&mut Scanner<'_>, usize) -> Result<Option<C>, ParseError>,
    solve: impl Fn(&C) -> S,
) -> (Outcome<C, S>, Option<Vec<u8>>) {
    let (read, bytes) = match job {
        Job::Read(case) => (Ok(Some(case)), None),
        Job::Line(pos, bytes) => {
            let mut scanner = Scanner::over_line(bytes, pos);
            let read = read_case(&mut scanner, number);
            (read, Some(scanner.into_bytes()))
        }
    };
    let outcome = match read {
        Ok(Some(case)) => {
            let solution = solve(&case);
            Ok((case, solution))
        }
        Ok(None) => Err(None),
        Err(error) => Err(Some(error)),
    };
    (outcome, bytes)
}

/// Outcomes on their way to the writer, and what let their batch go when they end it.
type Solved<C, S> = (Vec<(usize, Outcome<C, S>)>, Option<Allowance>);

/// How long a batch may hold solved cases back: a batch that takes longer than this (its
/// cases were slower than the mean said) hands what it has to the writer, so that answers
/// come out as they are solved, and a reader that has gone (`| head -1`) is seen by the
/// writer's next write rather than at the end of the batch.
const PART_AFTER: Duration = Duration::from_millis(10);

/// Works through the cases of one batch in order with `work`, stopping before the next
/// case once `stop` is set (the output is gone: `| head -1`), so that a run whose reader
/// has left ends after the case each worker is on, not after its whole batch. Every
/// [`PART_AFTER`], the outcomes so far go to `send_part` while at least one case is left;
/// the rest, the batch's last part, and how many cases were worked in all are returned.
fn solve_batch<J, R>(
    batch: Vec<(usize, J)>,
    work: impl Fn(usize, J) -> R,
    stop: &AtomicBool,
    mut send_part: impl FnMut(Vec<(usize, R)>),
) -> (Vec<(usize, R)>, usize) {
    let total = batch.len();
    let mut solved = Vec::with_capacity(total);
    let mut count = 0;
    let mut since = Instant::now();
    for (number, job) in batch {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        solved.push((number, work(number, job)));
        count += 1;
        if count < total && since.elapsed() >= PART_AFTER {
            send_part(std::mem::take(&mut solved));
            since = Instant::now();
        }
    }
    (solved, count)
}

/// The writer of [`cases_in_parallel`]: batches of outcomes arrive in any order and are
/// rendered in input order; the output is flushed whenever nothing more is ready (and
/// after every case on a terminal), and a batch's ticket goes back when its last answer is
/// out. A write error stops the run; so does a case whose line a worker could not read
/// (or read as a terminator), after the answers before it: its number and error are
/// returned.
fn write_in_order<C, S, W: Write>(
    done: mpsc::Receiver<Solved<C, S>>,
    mut render: impl FnMut(&mut dyn Write, usize, C, S) -> io::Result<()>,
    progress: &Progress,
    (output, terminal): (W, bool),
    (tickets, extra): (&mpsc::SyncSender<()>, &Extra),
    stop: &AtomicBool,
) -> io::Result<Option<(usize, Option<ParseError>)>> {
    let mut out = BufWriter::with_capacity(64 * 1024, output);
    let mut waiting = BTreeMap::new();
    // The last case of each batch in flight, and what let the batch go.
    let mut batch_ends = BTreeMap::new();
    let mut next = 1;
    let mut outcome = || -> io::Result<Option<(usize, Option<ParseError>)>> {
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
            if let (Some(&(last, _)), Some(allowance)) = (batch.last(), ends_batch) {
                batch_ends.insert(last, allowance);
            }
            waiting.extend(batch);
            while let Some(outcome) = waiting.remove(&next) {
                let (case, solution) = match outcome {
                    Ok(solved) => solved,
                    Err(halt) => {
                        out.flush()?;
                        return Ok(Some((next, halt)));
                    }
                };
                progress.answer(|| -> io::Result<()> {
                    render(&mut out, next, case, solution)?;
                    if terminal {
                        out.flush()?;
                    }
                    Ok(())
                })?;
                match batch_ends.remove(&next) {
                    Some(Allowance::Ticket) => {
                        let _ = tickets.try_send(());
                    }
                    Some(Allowance::Extra(bytes)) => extra.give_back(bytes),
                    None => {}
                }
                next += 1;
            }
        }
        out.flush()?;
        Ok(None)
    };
    let outcome = outcome();
    if !matches!(outcome, Ok(None)) {
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
pub fn wait_note(source: &Source) {
    if source.is_terminal() {
        crate::error::say("note", WAIT_NOTE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extra_read_ahead_holds_its_batches_and_bytes_and_no_more() {
        let extra = Extra::default();
        assert!(extra.take(EXTRA_BYTES - 10));
        assert!(!extra.take(11), "past the bytes");
        assert!(extra.take(10));
        extra.give_back(EXTRA_BYTES - 10);
        extra.give_back(10);
        for _ in 0..EXTRA_BATCHES {
            assert!(extra.take(1));
        }
        assert!(!extra.take(0), "past the batches");
        extra.give_back(1);
        assert!(extra.take(1), "a batch given back makes room");
    }

    #[test]
    fn a_batch_stops_at_the_case_where_the_output_went_away() {
        let stop = AtomicBool::new(false);
        let batch: Vec<(usize, u32)> = (1..=64).map(|number| (number, 0)).collect();
        let (solved, count) = solve_batch(
            batch,
            |_, _| {
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
        let (none, _) = solve_batch(vec![(1, 0)], |_, _| (), &stop, |_| {});
        assert!(none.is_empty());
    }

    #[test]
    fn a_slow_batch_hands_over_its_answers_as_they_come() {
        let stop = AtomicBool::new(false);
        let batch: Vec<(usize, u32)> = (1..=4).map(|number| (number, 0)).collect();
        let mut parts = Vec::new();
        let (last, count) = solve_batch(
            batch,
            |_, _| thread::sleep(PART_AFTER),
            &stop,
            |part| parts.push(part.iter().map(|&(number, ())| number).collect::<Vec<_>>()),
        );
        // Each case took the whole allowance: each went alone, the last one with the end.
        assert_eq!(parts, [vec![1], vec![2], vec![3]]);
        assert_eq!((last.len(), last[0].0, count), (1, 4, 4));
    }

    /// A toy format with one case a line: whole numbers from -99 to 99 between
    /// whitespace, the case their sum; a line whose first word is `end` ends the input; a
    /// `\r` left inside a line is an error. Blank lines are skipped.
    fn read_toy(
        scanner: &mut Scanner<'_>,
        number: usize,
    ) -> Result<Option<(usize, u32, i64)>, ParseError> {
        loop {
            let Some(line) = scanner.next_line() else {
                return Ok(None);
            };
            if let Some(at) = line.text.iter().position(|&byte| byte == b'\r') {
                return Err(crate::scan::lone_carriage_return(line.pos(at)));
            }
            let mut words = line.words().peekable();
            match words.peek() {
                None => continue,
                Some(word) if word.text() == b"end" => return Ok(None),
                Some(_) => {}
            }
            let mut sum = 0;
            for word in words {
                sum += word.value_in(-99..=99, "a number from -99 to 99")?;
            }
            return Ok(Some((number, line.number, sum)));
        }
    }

    /// The toy's answers and error, read and solved by [`in_parallel`].
    fn run_toy(input: &[u8], threads: usize, take_lines: Option<usize>) -> (String, String) {
        let mut out = Vec::new();
        let plan = Plan {
            threads,
            progress: &Progress::inert(),
            take_lines,
            output: (&mut out, false),
        };
        let result = in_parallel(
            Source::from_bytes("toy.in", input.to_vec()),
            plan,
            read_toy,
            |&(_, _, sum)| 2 * sum,
            |out, number, (read_as, line, sum), doubled| {
                writeln!(
                    out,
                    "case {number} ({read_as}) line {line}: {sum} {doubled}"
                )
            },
        );
        let error = result.err().map(|error| error.to_string());
        (String::from_utf8(out).unwrap(), error.unwrap_or_default())
    }

    /// The toy's answers and error as the serial loop reads them ([`read_all`]).
    fn serial_toy(input: &[u8]) -> (String, String) {
        let mut out = String::new();
        let mut error = String::new();
        for (index, case) in crate::scan::read_all(input, read_toy)
            .into_iter()
            .enumerate()
        {
            match case {
                Ok((read_as, line, sum)) => out.push_str(&format!(
                    "case {} ({read_as}) line {line}: {sum} {}\n",
                    index + 1,
                    2 * sum
                )),
                Err(bad) => error = Error::parse("toy.in", &bad).to_string(),
            }
        }
        (out, error)
    }

    /// A random input of the toy format: good lines mostly, blank lines of every kind,
    /// now and then a bad token, a `\r` alone, a number out of range, a terminator, a line
    /// too long to take whole; CRLF or LF, a byte-order mark or not, a last newline or not.
    fn random_toy(rng: &mut dp_core::rng::SplitMix64) -> Vec<u8> {
        const SPACE: [&[u8]; 7] = [b" ", b"\t", b"  ", b"\x0B", b"\x0C", b"\r", b" \r "];
        let mut input = Vec::new();
        if rng.below(4) == 0 {
            input.extend_from_slice(b"\xEF\xBB\xBF");
        }
        let crlf = rng.below(3) == 0;
        let lines = 1 + rng.below(60);
        for _ in 0..lines {
            const BLANK: [&[u8]; 7] = [
                b"",
                b" \t ",
                b"\x0B",
                b"\x0C ",
                b"\r",
                b" \r \t",
                b"\t\x0B\r",
            ];
            let line: Vec<u8> = match rng.below(100) {
                0..=11 => BLANK[rng.below(BLANK.len() as u64) as usize].to_vec(),
                12 if rng.below(2) == 0 => b"3 x 4".to_vec(),
                13 if rng.below(2) == 0 => b"5\r6".to_vec(),
                14 if rng.below(2) == 0 => b"  7 100".to_vec(),
                15 if rng.below(2) == 0 => b"end".to_vec(),
                16 if rng.below(2) == 0 => b"1 \xFF\xFE".to_vec(),
                _ => {
                    let mut line = Vec::new();
                    let count = if rng.below(8) == 0 {
                        30
                    } else {
                        1 + rng.below(5)
                    };
                    for index in 0..count {
                        // Mostly a space; now and then other whitespace, a `\r` too,
                        // which is an error inside a line and only whitespace before it.
                        if index == 0 && rng.below(3) == 0 || rng.below(25) == 0 {
                            line.extend_from_slice(SPACE[rng.below(SPACE.len() as u64) as usize]);
                        } else if index > 0 {
                            line.push(b' ');
                        }
                        line.extend_from_slice(rng.between(-99, 99).to_string().as_bytes());
                    }
                    if rng.below(4) == 0 {
                        line.extend_from_slice(b" \t");
                    }
                    line
                }
            };
            input.extend_from_slice(&line);
            input.extend_from_slice(if crlf { b"\r\n" } else { b"\n" });
        }
        if rng.below(3) == 0 {
            let cut = input.len() - if crlf { 2 } else { 1 };
            input.truncate(cut);
        }
        input
    }

    #[test]
    fn lines_read_on_the_workers_give_the_serial_answers_and_error() {
        let mut rng = dp_core::rng::SplitMix64::new(7);
        let (mut errors, mut cases) = (0, 0);
        for round in 0..300 {
            let input = random_toy(&mut rng);
            let expected = serial_toy(&input);
            let threads = 2 + round % 3;
            // A bound of 40 bytes sends the long lines down the streaming path.
            let most = if round % 2 == 0 { 40 } else { MAX_LINE_BYTES };
            let shown = String::from_utf8_lossy(&input);
            assert_eq!(
                run_toy(&input, 1, None),
                expected,
                "serial loop, input {shown:?}"
            );
            assert_eq!(
                run_toy(&input, threads, Some(most)),
                expected,
                "{threads} threads, lines up to {most} bytes, input {shown:?}"
            );
            errors += usize::from(!expected.1.is_empty());
            cases += expected.0.lines().count();
        }
        // The inputs are varied enough to test something: many cases, many errors.
        assert!(
            errors > 50 && cases > 1000,
            "{errors} errors, {cases} cases"
        );
    }

    #[test]
    fn a_line_is_taken_whole_at_its_position_and_read_there() {
        let input = b"\xEF\xBB\xBF 1 2\r\n\n \x0B\r 3\r4\nend";
        let (expected_out, expected_error) = serial_toy(input);
        assert_eq!(expected_out, "case 1 (1) line 1: 3 6\n");
        assert_eq!(
            expected_error,
            "toy.in:3:6: found a carriage return alone (\"\\r\", an old Mac line end), \
             expected lines that end with \"\\n\" or \"\\r\\n\""
        );
        assert_eq!(
            run_toy(input, 2, Some(MAX_LINE_BYTES)),
            (expected_out, expected_error)
        );
        let mut scanner = Scanner::from_bytes(input);
        assert!(!scanner.at_end());
        // What the memory held is replaced.
        let mut bytes = b"what the memory held".to_vec();
        let pos = scanner.take_line(100, &mut bytes);
        let line_one = (Some(Pos { line: 1, col: 2 }), &b"1 2\r\n"[..]);
        assert_eq!((pos, &bytes[..]), line_one);
        assert!(!scanner.at_end());
        let pos = scanner.take_line(100, &mut bytes);
        let line_three = (Some(Pos { line: 3, col: 5 }), &b"3\r4\n"[..]);
        assert_eq!((pos, &bytes[..]), line_three);
        assert!(!scanner.at_end());
        // Longer than allowed: left where it is.
        assert_eq!(scanner.take_line(2, &mut bytes), None);
        // The last line, without a newline.
        let pos = scanner.take_line(3, &mut bytes);
        let line_four = (Some(Pos { line: 4, col: 1 }), &b"end"[..]);
        assert_eq!((pos, &bytes[..]), line_four);
        assert!(scanner.at_end());
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
