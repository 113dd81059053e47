//! `NAME check [OPTIONS] -- PROGRAM [ARGS...]`: a stress tester that shrinks. It checks a
//! contestant's own solution against this binary's, on cases from the problem's own
//! generator, and reports the smallest case it can find on which the solution is wrong.
//!
//! - Cases: [`Check::sized`] from the smallest case up to the judge's limits (the cap
//!   rises over the first half of the run; below it most cases are small, see
//!   [`Scale`]), one case in eight from the problem's edge families ([`Check::edge`]).
//!   The same `--seed`, knobs and `--cases` give the same cases, whatever the batching.
//! - Runs: PROGRAM is run with no shell ([`crate::child`]), fed a batch of cases in the
//!   judge's input format (up to `--batch` cases or 1 MiB, then the format's terminator),
//!   within `--timeout` seconds a run; a batch that takes more than a quarter of that is
//!   followed by smaller ones, a quick one by larger ones. Every answer is judged by the
//!   problem's own rule ([`Check::judge`]); a crash, a non-zero exit, a time-out, too
//!   much output, output that does not read and output after the last answer are failures
//!   too, each named as such.
//! - A failing batch is narrowed to one case: the case whose answer is wrong or missing is
//!   run alone first; otherwise the batch is cut in halves until one case fails alone. A
//!   batch that timed out but whose halves pass was only slow (the run goes on, with
//!   smaller batches); one that fails otherwise only as a whole is reported as it is (the
//!   program keeps something from one case to the next).
//! - Shrinking: the problem's [`Check::shrink`] proposes smaller cases, boldest first;
//!   they run in groups of growing size, and if one fails, the first of the group that
//!   fails alone replaces the case, until none fails (at most [`SHRINK_RUNS`] runs). Then
//!   the report: the input, our answer, the program's, and why they differ; then
//!   `--save FILE` keeps the input, `--save-test DIR` the input and our answer as a test
//!   (`DIR/check-SEED.in`, `.out`). Exit 1 (3 when a save fails, after the report).
//! - Cases at the limit: `--at-limit PERCENT` (5 by default) of the second half of the
//!   run, or every case at 100, are drawn with the problem's [`Check::at_limit`] knobs.
//! - All agree: one line (cases, runs, time, seed), exit 0. Both reports end with what
//!   the run covered: the largest case tried against the judge's [`Check::limit`], the
//!   slowest run, and what the problem says the cases leave out ([`Check::not_covered`]).
//!   A PROGRAM that is missing or cannot be run, or cases too big for the memory: exit 2.

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::child::{self, Ended, Limits, Program, Run, RunError};
use crate::error::{Error, ErrorKind};
use crate::problem::{Check, Draw, Generate, ReadCase, plain_answer, solve_for_judging};
use crate::scan::Scanner;
use crate::text::thousands;
use crate::verdict::{Scale, Verdict};
use dp_core::rng::SplitMix64;

/// The exit status when the program fails a case.
pub const EXIT_FAILED: u8 = 1;
/// The most runs of PROGRAM that shrinking one failure may take.
pub const SHRINK_RUNS: usize = 2_000;
/// The most bytes of input one run is fed (besides a single case larger than that).
const BATCH_BYTES: usize = 1 << 20;
/// One case in this many is from the problem's edge families.
const EDGE_EVERY: u64 = 8;
/// The most candidates of one shrinking step that are tried.
const MAX_CANDIDATES: usize = 200;

/// The settings of one `check` run, from its command line.
#[derive(Clone, Debug)]
pub struct Settings {
    /// How many cases to generate.
    pub cases: u64,
    /// The seed; `None`: one from the clock, which the report names.
    pub seed: Option<u64>,
    /// The time limit of one run of PROGRAM.
    pub timeout: Duration,
    /// Where to save the smallest failing input.
    pub save: Option<PathBuf>,
    /// A folder where the smallest failing input and our answer are saved as a test
    /// (`check-SEED.in`, `check-SEED.out`, as online-judge-tools keeps tests).
    pub save_test: Option<PathBuf>,
    /// The most cases one run is fed.
    pub batch: usize,
    /// The share of the cases, in percent, drawn at the judge's largest sizes
    /// ([`Check::at_limit`]): spread evenly over the second half of the run, or every
    /// case of the run at 100.
    pub at_limit: u64,
    /// PROGRAM and its arguments.
    pub program: Vec<OsString>,
}

/// One case of the run: its text in the input format, as read back, and our answer.
struct Item<P: Check> {
    /// Its number in the run, from 1 (0 for a case made by shrinking).
    number: u64,
    text: Vec<u8>,
    case: P::Case,
    solution: P::Solution,
}

/// Why a run of PROGRAM failed.
#[derive(Clone, Debug)]
enum Failure {
    Answer(Verdict),
    Exit(i32),
    Crash(i32),
    TimedOut(Duration),
    TooMuchOutput(usize),
    Extra(String),
}

impl Failure {
    fn describe(&self) -> String {
        match self {
            Failure::Answer(verdict) => verdict.to_string(),
            Failure::Exit(code) => format!("non-zero exit: the program exited with status {code}"),
            Failure::Crash(signal) => format!(
                "crash: the program was killed by {}",
                child::signal_name(*signal)
            ),
            Failure::TimedOut(limit) => format!(
                "time-out: the program ran past the limit of {} s and was killed",
                seconds(*limit)
            ),
            Failure::TooMuchOutput(cap) => format!(
                "too much output: the program printed more than {} and was killed",
                crate::error::bytes(*cap as u64)
            ),
            Failure::Extra(what) => format!("malformed output: {what}"),
        }
    }
}

/// A failed run: why, which case (index in the batch) is the suspect, and the run.
struct Failed {
    failure: Failure,
    suspect: Option<usize>,
    run: Run,
}

/// The checker of problem `P` with its options, knobs and settings.
struct Checker<'a, P: Check> {
    options: &'a P::Options,
    knobs: &'a P::GenOptions,
    run_state: P::RunState,
    program: Program,
    limits: Limits,
    /// Runs of PROGRAM so far.
    runs: u64,
    /// The gate of big cases, as in the run loop.
    big_cases: dp_run::run::BigCases,
    /// The memory of the last case refused by the gate, if one was.
    refused: std::cell::Cell<Option<u64>>,
    /// [`Settings::at_limit`].
    at_limit: u64,
}

/// Runs `check` for problem `P`; the exit status: 0 all agree, 1 a failure was found.
pub fn run<P: Check>(
    settings: &Settings,
    options: &P::Options,
    knobs: &P::GenOptions,
) -> Result<u8, Error> {
    let program = Program::new(&settings.program).map_err(Error::usage)?;
    child::catch_interrupts();
    let seed = settings.seed.unwrap_or_else(clock_seed);
    let mut checker = Checker::<P> {
        options,
        knobs,
        run_state: P::RunState::default(),
        program,
        limits: Limits {
            time: settings.timeout,
            stdout: 64 << 20,
        },
        runs: 0,
        big_cases: dp_run::run::BigCases::default(),
        refused: std::cell::Cell::new(None),
        at_limit: settings.at_limit.min(100),
    };
    let started = Instant::now();
    let progress = Line::on_terminal();
    let mut rng = SplitMix64::new(seed);
    let mut batch_size = settings.batch.clamp(1, 10_000);
    // The largest case run so far: its measure and its size in words.
    let mut largest: Option<((u64, usize), String)> = None;
    let mut slowest = Duration::ZERO;
    let mut next = 0u64;
    let mut batch: Vec<Item<P>> = Vec::new();
    while next < settings.cases || !batch.is_empty() {
        let bytes: usize = batch.iter().map(|item| item.text.len()).sum();
        if next < settings.cases && batch.len() < batch_size && bytes < BATCH_BYTES {
            let item = checker.generate(&mut rng, next, settings.cases)?;
            next += 1;
            batch.push(item);
            continue;
        }
        progress.show(&format!(
            "{} check: {} of {} cases, {} s",
            P::NAME,
            thousands(next),
            thousands(settings.cases),
            started.elapsed().as_secs()
        ));
        let done = std::mem::take(&mut batch);
        for item in &done {
            if largest
                .as_ref()
                .is_none_or(|(best, _)| measure::<P>(item) > *best)
            {
                largest = Some((measure::<P>(item), size_words::<P>(item)));
            }
        }
        let elapsed = match checker.evaluate(&done)? {
            Ok(elapsed) => elapsed,
            Err(failed) => {
                let timed_out = matches!(failed.failure, Failure::TimedOut(_));
                slowest = slowest.max(failed.run.elapsed);
                match checker.locate(done, failed)? {
                    Some((items, failed)) => {
                        progress.clear();
                        let covered = covered::<P>(knobs, largest.as_ref(), slowest);
                        return checker.report(settings, seed, items, failed, next, &covered);
                    }
                    // Only slow together: go on with smaller batches.
                    None if timed_out => {
                        batch_size = (batch_size / 4).max(1);
                        continue;
                    }
                    None => continue,
                }
            }
        };
        slowest = slowest.max(elapsed);
        // Keep a run under a quarter of the limit, and make quick runs larger.
        if elapsed > settings.timeout / 4 {
            batch_size = (batch_size / 2).max(1);
        } else if elapsed < settings.timeout / 40 {
            batch_size = (batch_size * 2).min(settings.batch.max(1));
        }
    }
    progress.clear();
    say_out(&format!(
        "{} check: all {} cases agree ({} of {}, {:.1} s, seed {seed}); {}\n",
        P::NAME,
        thousands(settings.cases),
        runs_word(checker.runs),
        checker.program.shown(),
        started.elapsed().as_secs_f64(),
        covered::<P>(knobs, largest.as_ref(), slowest)
    ))?;
    Ok(0)
}

/// What a run covered, for the end of its report: the largest case tried against the
/// judge's limit ([`Check::limit`]), the program's slowest run, and what the cases leave
/// out ([`Check::not_covered`]).
fn covered<P: Check>(
    knobs: &P::GenOptions,
    largest: Option<&((u64, usize), String)>,
    slowest: Duration,
) -> String {
    let largest = largest.map_or("none", |(_, words)| words.as_str());
    let limit = P::limit().map_or_else(String::new, |(limit, unit)| {
        format!(" (the judge allows {} {unit})", thousands(limit))
    });
    let mut text = format!(
        "largest case: {largest}{limit}; the slowest run {:.2} s",
        slowest.as_secs_f64()
    );
    if let Some(note) = P::not_covered(knobs) {
        text.push_str("; ");
        text.push_str(&note);
    }
    text
}

impl<P: Check> Checker<'_, P> {
    /// Case `index` (from 0) of a run of `total`: every [`EDGE_EVERY`]th from the edge
    /// families, the others from the generator at the run's scale.
    fn generate(&self, rng: &mut SplitMix64, index: u64, total: u64) -> Result<Item<P>, Error> {
        let mut text = Vec::new();
        if at_limit(self.at_limit, index, total) {
            let draw = Draw {
                out: &mut text,
                rng,
                index,
                scale: Scale::LIMITS,
            };
            match P::at_limit(self.knobs) {
                Some(knobs) => P::sized(&knobs, draw),
                None => P::sized(self.knobs, draw),
            }
            .map_err(internal)?;
        } else if index % EDGE_EVERY == EDGE_EVERY - 1 {
            P::edge(self.knobs, &mut text, rng).map_err(internal)?;
        }
        if text.is_empty() {
            // The cap reaches the limits halfway through the run.
            let top = ((index + 1) as f64 / (total as f64 / 2.0).max(1.0)).min(1.0);
            let draw = Draw {
                out: &mut text,
                rng,
                index,
                scale: Scale { top },
            };
            P::sized(self.knobs, draw).map_err(internal)?;
        }
        let item = self.item(index + 1, text);
        if let Some(bytes) = self.refused.take() {
            return Err(Error::usage(format!(
                "case {} needs about {} to solve, more memory than this run can have; \
                 gen's knobs choose smaller cases",
                thousands(index + 1),
                crate::error::bytes_rounded(bytes)
            )));
        }
        item.ok_or_else(|| internal_message("gen wrote a case that does not read back"))
    }

    /// The case of `text` (exactly one case), solved; `None` when `text` is no one case.
    fn item(&self, number: u64, text: Vec<u8>) -> Option<Item<P>> {
        let mut scanner = Scanner::from_bytes(&text);
        let case = P::Case::read_case(&mut scanner, 1).ok()??;
        if !scanner.at_end() {
            return None;
        }
        drop(scanner);
        // The run loop's gate: a case whose memory cannot be had is refused in words (and
        // a shrinking candidate skipped), never an abort.
        let solved = self.big_cases.solve(P::solve_memory(&case), || {
            solve_for_judging::<P>(&case, self.options, &self.run_state)
        });
        let solution = match solved {
            Ok(solution) => solution,
            Err(bytes) => {
                self.refused.set(Some(bytes));
                return None;
            }
        };
        Some(Item {
            number,
            text,
            case,
            solution,
        })
    }

    /// Runs PROGRAM on `items` and judges its answers: how long it took, or why it failed.
    fn evaluate(&mut self, items: &[Item<P>]) -> Result<Result<Duration, Failed>, Error> {
        let mut input = Vec::new();
        for item in items {
            input.extend_from_slice(&item.text);
        }
        self.knobs.end(&mut input).map_err(internal)?;
        self.runs += 1;
        let run = match child::run(&self.program, input, self.limits) {
            Ok(run) => run,
            Err(RunError::Start(error)) => {
                return Err(Error::usage(start_failure_words(&self.program, &error)));
            }
            Err(RunError::Interrupted) => {
                let signal = child::interrupting_signal().unwrap_or(2);
                return Err(Error::new(
                    ErrorKind::Usage,
                    format!(
                        "interrupted by {}; the program was stopped",
                        child::signal_name(signal)
                    ),
                ));
            }
        };
        // Judge what there is: the first case whose answer is wrong or missing.
        let mut output = Scanner::from_bytes(&run.stdout);
        let mut first_bad = None;
        for (index, item) in items.iter().enumerate() {
            if let Err(verdict) = P::judge(&item.case, self.options, &item.solution, &mut output) {
                first_bad = Some((index, verdict));
                break;
            }
        }
        let extra = if first_bad.is_none() && !output.at_end() {
            output.next_token().map(|token| {
                format!(
                    "output after the last answer: found {} at {}",
                    token.quoted(),
                    token.pos()
                )
            })
        } else {
            None
        };
        drop(output);
        let suspect = first_bad.as_ref().map(|(index, _)| *index);
        let failure = match run.ended {
            Ended::Exited(0) => match (first_bad, extra) {
                (Some((index, verdict)), _) => Some(Failure::Answer(numbered(index, verdict))),
                (None, Some(extra)) => Some(Failure::Extra(extra)),
                (None, None) => None,
            },
            // A wrong answer is wrong whatever happened after it.
            _ if matches!(first_bad, Some((_, Verdict::Wrong(_)))) => {
                first_bad.map(|(index, verdict)| Failure::Answer(numbered(index, verdict)))
            }
            Ended::Exited(code) => Some(Failure::Exit(code)),
            Ended::Signal(signal) => Some(Failure::Crash(signal)),
            Ended::TimedOut => Some(Failure::TimedOut(self.limits.time)),
            Ended::TooMuchOutput => Some(Failure::TooMuchOutput(self.limits.stdout)),
        };
        Ok(match failure {
            None => Ok(run.elapsed),
            Some(failure) => Err(Failed {
                failure,
                suspect,
                run,
            }),
        })
    }

    /// Narrows a failing batch to the fewest cases that fail: one case when one fails
    /// alone. `None` when the batch only timed out, and no part of it does.
    #[allow(clippy::type_complexity)]
    fn locate(
        &mut self,
        mut items: Vec<Item<P>>,
        failed: Failed,
    ) -> Result<Option<(Vec<Item<P>>, Failed)>, Error> {
        if items.len() == 1 {
            return Ok(Some((items, failed)));
        }
        if let Some(suspect) = failed.suspect.filter(|&suspect| suspect < items.len())
            && let Err(alone) = self.evaluate(std::slice::from_ref(&items[suspect]))?
        {
            let item = items.swap_remove(suspect);
            return Ok(Some((vec![item], alone)));
        }
        let middle = items.len() / 2;
        if let Err(half) = self.evaluate(&items[..middle])? {
            items.truncate(middle);
            return self.locate(items, half);
        }
        if let Err(half) = self.evaluate(&items[middle..])? {
            items.drain(..middle);
            return self.locate(items, half);
        }
        if matches!(failed.failure, Failure::TimedOut(_)) {
            return Ok(None);
        }
        // Fails only as a whole: the program keeps something from one case to the next.
        Ok(Some((items, failed)))
    }

    /// Shrinks a case that fails alone: the problem's smaller cases, as long as one fails.
    fn shrink(
        &mut self,
        mut item: Item<P>,
        mut failed: Failed,
    ) -> Result<(Item<P>, Failed, usize), Error> {
        let mut steps = 0;
        let budget = self.runs + SHRINK_RUNS as u64;
        let mut seen = std::collections::HashSet::new();
        seen.insert(fingerprint(&item.text));
        'shrinking: while self.runs < budget {
            let mut candidates: Vec<Item<P>> = Vec::new();
            for case in P::shrink(&item.case) {
                let mut text = Vec::new();
                if P::write(&case, &mut text).is_err() {
                    break 'shrinking;
                }
                if !seen.insert(fingerprint(&text)) {
                    continue;
                }
                match self.item(0, text) {
                    Some(candidate) => candidates.push(candidate),
                    // Too big for the memory there is: not tried.
                    None => drop(self.refused.take()),
                }
                if candidates.len() == MAX_CANDIDATES {
                    break;
                }
            }
            if candidates.is_empty() {
                break;
            }
            // In groups (of up to a batch's bytes), each run at once first: when they all
            // pass, none fails alone either; else the first that fails alone is taken.
            let mut start = 0;
            // The first candidates, the boldest, fail most often: small groups first, larger
            // ones while they pass.
            let mut group_size = 2;
            while start < candidates.len() {
                let mut end = start + 1;
                let mut bytes = candidates[start].text.len();
                while end < candidates.len()
                    && end - start < group_size
                    && bytes + candidates[end].text.len() <= BATCH_BYTES
                {
                    bytes += candidates[end].text.len();
                    end += 1;
                }
                let group = &candidates[start..end];
                let suspect = match self.evaluate(group)? {
                    Ok(_) => {
                        start = end;
                        group_size = (group_size * 2).min(MAX_CANDIDATES);
                        continue;
                    }
                    Err(together) if group.len() == 1 => {
                        failed = together;
                        item = candidates.swap_remove(start);
                        steps += 1;
                        continue 'shrinking;
                    }
                    Err(together) => together.suspect,
                };
                let mut order: Vec<usize> = (start..end).collect();
                if let Some(suspect) = suspect {
                    order.retain(|&index| index != start + suspect);
                    order.insert(0, start + suspect);
                }
                for index in order {
                    if self.runs >= budget {
                        break 'shrinking;
                    }
                    let alone = std::slice::from_ref(&candidates[index]);
                    if let Err(alone_failed) = self.evaluate(alone)? {
                        failed = alone_failed;
                        item = candidates.swap_remove(index);
                        steps += 1;
                        continue 'shrinking;
                    }
                }
                start = end;
            }
            break;
        }
        Ok((item, failed, steps))
    }

    /// Shrinks the failure, prints the report and saves the input: exit 1.
    fn report(
        &mut self,
        settings: &Settings,
        seed: u64,
        mut items: Vec<Item<P>>,
        failed: Failed,
        tried: u64,
        covered: &str,
    ) -> Result<u8, Error> {
        let first = items.first().map_or(0, |item| item.number);
        let (items, failed, steps) = if items.len() == 1 {
            let item = items.remove(0);
            let (item, failed, steps) = self.shrink(item, failed)?;
            (vec![item], failed, steps)
        } else {
            (items, failed, 0)
        };
        let mut input = Vec::new();
        let mut expected = Vec::new();
        for item in &items {
            input.extend_from_slice(&item.text);
            expected.extend(plain_answer::<P>(&item.solution, &item.case, self.options));
        }
        self.knobs.end(&mut input).map_err(internal)?;
        let mut text = String::new();
        let shrunk = match steps {
            0 if items.len() == 1 => {
                ", not shrunk (no smaller case that the problem proposes fails)".to_owned()
            }
            0 => String::new(),
            1 => ", shrunk in 1 step".to_owned(),
            steps => format!(", shrunk in {steps} steps"),
        };
        let size = if items.len() == 1 {
            format!(" ({})", size_words::<P>(&items[0]))
        } else {
            format!(" ({} cases that fail only together)", items.len())
        };
        text.push_str(&format!(
            "{} check: FAILED — {} on case {} of seed {seed}{shrunk}.\n",
            P::NAME,
            failure_kind(&failed.failure),
            thousands(first),
        ));
        text.push_str(&format!("--- input{size}\n"));
        text.push_str(&String::from_utf8_lossy(&input));
        text.push_str("--- expected\n");
        text.push_str(&String::from_utf8_lossy(&expected));
        text.push_str(&format!("--- got ({})\n", ended_words(&failed.run)));
        let got = &failed.run.stdout;
        let shown = &got[..got.len().min(4096)];
        text.push_str(&String::from_utf8_lossy(shown));
        if got.len() > shown.len() {
            text.push_str(&format!("\n[... {} more bytes]", got.len() - shown.len()));
        }
        if !shown.is_empty() && !shown.ends_with(b"\n") {
            text.push('\n');
        }
        if !failed.run.stderr.is_empty() {
            text.push_str("--- its standard error (the end)\n");
            text.push_str(&String::from_utf8_lossy(&failed.run.stderr));
            if !failed.run.stderr.ends_with(b"\n") {
                text.push('\n');
            }
        }
        text.push_str("--- why\n");
        text.push_str(&failed.failure.describe());
        text.push('\n');
        text.push_str(&format!(
            "--- tried\n{} {}; {covered}\n",
            thousands(tried),
            if tried == 1 { "case" } else { "cases" }
        ));
        // The report first: a save that fails loses nothing of it.
        say_out(&text)?;
        if let Some(save) = &settings.save {
            let name = crate::text::shown_name(save.as_os_str());
            save_input(save, &input).map_err(|why| {
                Error::new(
                    ErrorKind::Output,
                    format!("{name}: {why}; the input was not saved (it is in the report above)"),
                )
            })?;
            say_out(&format!("saved the input to {name}\n"))?;
        }
        if let Some(folder) = &settings.save_test {
            let stem = format!("check-{seed}");
            let written = [("in", &input), ("out", &expected)]
                .into_iter()
                .map(|(extension, bytes)| {
                    let path = folder.join(format!("{stem}.{extension}"));
                    let name = crate::text::shown_name(path.as_os_str());
                    save_input(&path, bytes).map(|()| name.clone()).map_err(|why| {
                        Error::new(
                            ErrorKind::Output,
                            format!("{name}: {why}; the test was not saved (it is in the report above)"),
                        )
                    })
                })
                .collect::<Result<Vec<String>, Error>>()?;
            say_out(&format!(
                "saved the test as {} (oj t and CPH take a folder of NAME.in and NAME.out)\n",
                written.join(" and ")
            ))?;
        }
        Ok(EXIT_FAILED)
    }
}

/// The exit status of a `check` that a signal stopped while PROGRAM ran: 128 + the
/// signal's number, as a shell reports a command the signal ended (130 for Ctrl-C), after
/// the error line; any other error is returned as it is.
pub fn interrupted_status(error: Error) -> Result<u8, Error> {
    match child::interrupting_signal().and_then(|signal| u8::try_from(128 + signal).ok()) {
        Some(status) => {
            crate::error::say("error", &error.to_string());
            Ok(status)
        }
        None => Err(error),
    }
}

/// Writes `bytes` to `path` (`--save`) through a temporary file in the same folder and a
/// rename, so that a reader never sees half of it: `path` must be new or a regular file
/// (which is replaced); a link, a FIFO, a folder or a device is refused, never followed,
/// waited on or written into. `Err` says why in words.
fn save_input(path: &std::path::Path, bytes: &[u8]) -> Result<(), String> {
    match std::fs::symlink_metadata(path) {
        Ok(metadata) if metadata.file_type().is_symlink() => {
            return Err("a symbolic link; --save writes only a new file or a regular one".into());
        }
        Ok(metadata) if !metadata.is_file() => {
            return Err(
                "not a regular file; --save writes only a new file or a regular one".into(),
            );
        }
        Ok(_) => {}
        Err(error) if error.kind() == io::ErrorKind::NotFound => {}
        Err(error) => return Err(crate::error::describe(&error)),
    }
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path.file_name().ok_or("not a file name")?;
    let mut temporary_name = std::ffi::OsString::from(".");
    temporary_name.push(name);
    temporary_name.push(format!(".{}.tmp", std::process::id()));
    let temporary = folder.join(temporary_name);
    // A file of that name that is not ours stays as it is: the save fails instead.
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temporary)
        .map_err(|error| crate::error::describe(&error))?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .and_then(|()| std::fs::rename(&temporary, path));
    written.map_err(|error| {
        let _ = std::fs::remove_file(&temporary);
        crate::error::describe(&error)
    })
}

/// `1 run`, `2,000 runs`.
fn runs_word(runs: u64) -> String {
    if runs == 1 {
        "1 run".to_owned()
    } else {
        format!("{} runs", thousands(runs))
    }
}

/// Why PROGRAM could not be started, in words: a script whose `#!` interpreter is missing
/// is named as such (the system says only "No such file or directory", as if the script
/// itself were missing).
fn start_failure_words(program: &Program, error: &io::Error) -> String {
    let name = crate::text::shown_name(program.path.as_os_str());
    if error.kind() == io::ErrorKind::NotFound
        && let Some(interpreter) = missing_interpreter(program)
    {
        return format!(
            "{name}: cannot be run: its interpreter {} (on its #! line) is not there",
            crate::text::shown_name(interpreter.as_os_str())
        );
    }
    format!("{name}: cannot be run: {}", crate::error::describe(error))
}

/// The interpreter that the `#!` line of `program` names, when the program is a script
/// and the interpreter does not exist.
fn missing_interpreter(program: &Program) -> Option<PathBuf> {
    use std::io::Read;
    let path = if program.path.as_os_str().as_encoded_bytes().contains(&b'/') {
        program.path.clone()
    } else {
        child::find_on_path(&program.path)?
    };
    let mut head = [0u8; 256];
    let count = std::fs::File::open(&path).ok()?.read(&mut head).ok()?;
    let line = head[..count].strip_prefix(b"#!")?;
    let line = line.split(|&byte| byte == b'\n').next()?;
    let interpreter = line
        .split(|&byte| byte == b' ' || byte == b'\t')
        .find(|word| !word.is_empty())?;
    let interpreter = PathBuf::from(std::ffi::OsStr::from_bytes(interpreter));
    (!interpreter.exists()).then_some(interpreter)
}

/// A hash of a case's text, to try no candidate twice.
fn fingerprint(text: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

/// A verdict of the case at `index` of a run, named as case `index + 1` of that input.
fn numbered(index: usize, verdict: Verdict) -> Verdict {
    let name = |reason: &str| format!("case {}, {reason}", index + 1);
    match verdict {
        Verdict::Wrong(reason) => Verdict::Wrong(name(&reason)),
        Verdict::Malformed(reason) => Verdict::Malformed(name(&reason)),
    }
}

fn failure_kind(failure: &Failure) -> &'static str {
    match failure {
        Failure::Answer(verdict) => verdict.kind(),
        Failure::Exit(_) => "non-zero exit",
        Failure::Crash(_) => "crash",
        Failure::TimedOut(_) => "time-out",
        Failure::TooMuchOutput(_) => "too much output",
        Failure::Extra(_) => "malformed output",
    }
}

fn ended_words(run: &Run) -> String {
    let how = match &run.ended {
        Ended::Exited(code) => format!("exit status {code}"),
        Ended::Signal(signal) => format!("killed by {}", child::signal_name(*signal)),
        Ended::TimedOut => "killed at the time limit".to_owned(),
        Ended::TooMuchOutput => "killed for too much output".to_owned(),
    };
    format!("{how}, {:.2} s", run.elapsed.as_secs_f64())
}

/// Whether case `index` (from 0) of a run of `total` is drawn at the judge's largest sizes:
/// `percent` of the cases of the second half, spread evenly (the first half is left to the
/// small cases, on which a bug shows small), or every case at 100.
fn at_limit(percent: u64, index: u64, total: u64) -> bool {
    if percent >= 100 {
        return true;
    }
    let Some(place) = index.checked_sub(total / 2) else {
        return false;
    };
    (place + 1) * percent / 100 > place * percent / 100
}

/// How large a case is, to find the largest: the problem's measure, else its bytes.
fn measure<P: Check>(item: &Item<P>) -> (u64, usize) {
    (
        P::size(&item.case).map_or(0, |(size, _)| size),
        item.text.len(),
    )
}

fn size_words<P: Check>(item: &Item<P>) -> String {
    let bytes = crate::text::plural(item.text.len() as u64, "byte", "bytes");
    match P::size(&item.case) {
        Some((1, unit)) => format!("1 {}, {bytes} of input", singular(unit)),
        Some((size, unit)) => format!("{} {unit}, {bytes} of input", thousands(size)),
        None => format!("{bytes} of input"),
    }
}

/// A unit of [`Check::size`] for one: its first word without the plural's `s`
/// (`heaps` -> `heap`, `points to the goal` -> `point to the goal`).
fn singular(unit: &str) -> String {
    let (first, rest) = unit.split_once(' ').unwrap_or((unit, ""));
    let first = first.strip_suffix('s').unwrap_or(first);
    if rest.is_empty() {
        first.to_owned()
    } else {
        format!("{first} {rest}")
    }
}

fn seconds(duration: Duration) -> String {
    let text = format!("{:.3}", duration.as_secs_f64());
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |since| since.as_nanos() as u64 % 1_000_000_000)
}

fn internal(error: io::Error) -> Error {
    internal_message(&crate::error::describe(&error))
}

fn internal_message(message: &str) -> Error {
    Error::new(
        ErrorKind::Output,
        format!("check: internal failure: {message}"),
    )
}

/// Writes `text` to standard output and flushes it: a closed output is an error (the run
/// ends; no program is running then).
fn say_out(text: &str) -> Result<(), Error> {
    let mut stdout = io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|error| Error::output(&error))
}

/// The progress line of `check` on a terminal (standard error): redrawn at most four
/// times a second, cleared before the report.
struct Line {
    terminal: bool,
    shown: std::cell::Cell<Option<Instant>>,
}

impl Line {
    fn on_terminal() -> Self {
        Self {
            terminal: io::stderr().is_terminal(),
            shown: std::cell::Cell::new(None),
        }
    }

    fn show(&self, text: &str) {
        if !self.terminal {
            return;
        }
        if self
            .shown
            .get()
            .is_some_and(|at| at.elapsed() < Duration::from_millis(250))
        {
            return;
        }
        let text: String = text.chars().take(crate::progress::MAX_COLUMNS).collect();
        let _ = write!(io::stderr(), "\r{text}\x1b[K");
        self.shown.set(Some(Instant::now()));
    }

    fn clear(&self) {
        if self.terminal && self.shown.take().is_some() {
            let _ = write!(io::stderr(), "\r\x1b[K");
        }
    }
}

impl Drop for Line {
    fn drop(&mut self) {
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::{at_limit, singular};

    #[test]
    fn cases_at_the_limit_are_the_share_asked_of_the_second_half() {
        let at = |percent| {
            (0..1_000)
                .filter(|&index| at_limit(percent, index, 1_000))
                .collect::<Vec<u64>>()
        };
        let five = at(5);
        assert_eq!(five.len(), 25);
        assert_eq!((five[0], five[1]), (519, 539));
        assert!(at(0).is_empty());
        assert_eq!(at(100).len(), 1_000);
        assert_eq!(at(50).first(), Some(&501));
    }

    #[test]
    fn one_of_a_unit_is_singular() {
        assert_eq!(singular("heaps"), "heap");
        assert_eq!(singular("points to the goal"), "point to the goal");
        assert_eq!(singular("nodes"), "node");
    }
}
