//! Running the program under test for `check`: no shell, its input written by a thread
//! into a pipe, its output read with a cap, a time limit enforced by killing it, and never
//! a process left behind.
//!
//! The program runs in a process group of its own (`process_group(0)`), so that a time-out
//! kills it and whatever it started (`sh -c`, a Python interpreter's helpers) at once:
//! rustix's safe `kill_process_group`. Its exit is always waited for, so no zombie remains.
//! Whatever leaves the group (`setsid sleep 40 &`) is found too: the checker is a child
//! subreaper (Linux), so a process the program leaves behind becomes the checker's child
//! when its parent ends, and is killed and reaped after the run; and no pipe is waited on
//! past `PIPE_GRACE` after that, so nothing can hold a run open. Ctrl-C, `kill` and a
//! closed terminal reach only the checker (the program is in another group): the checker
//! catches SIGINT, SIGTERM and SIGHUP (signal-hook); during a run it kills the program's
//! group and ends, between runs (solving its own cases) it ends at once, either way with
//! the shell's status for the signal (130 for Ctrl-C); a checker whose output is closed
//! stops its program too. At most [`Limits::stdout`] bytes of the program's output are
//! kept (a program that prints more is killed and its run named as such) and the last
//! [`STDERR_TAIL`] bytes of its standard
//! error, so memory stays bounded whatever it prints.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock, mpsc};
use std::thread;
use std::time::{Duration, Instant};

/// How much of the program's standard error is kept: its end, where the error usually is.
pub const STDERR_TAIL: usize = 4096;

/// The program under test and its arguments.
#[derive(Clone, Debug)]
pub struct Program {
    /// As given on the command line: a path, or a name looked up on `PATH`.
    pub path: PathBuf,
    /// Its arguments.
    pub args: Vec<OsString>,
}

impl Program {
    /// The program `words[0]` with the rest as its arguments, after checking that it
    /// exists and may be run: `Err` says why not, in words.
    pub fn new(words: &[OsString]) -> Result<Self, String> {
        let Some((first, args)) = words.split_first() else {
            return Err("no PROGRAM given: write it after --, as in `check -- ./a.out`".into());
        };
        let path = PathBuf::from(first);
        let shown = crate::text::shown_name(first);
        let found = if first.to_string_lossy().contains('/') {
            Some(path.clone())
        } else {
            find_on_path(&path)
        };
        let Some(found) = found else {
            return Err(format!("{shown}: no such program on PATH"));
        };
        let metadata = std::fs::metadata(&found)
            .map_err(|error| format!("{shown}: {}", crate::error::describe(&error)))?;
        if !metadata.is_file() {
            return Err(format!("{shown}: not a file"));
        }
        if !is_executable(&metadata) {
            return Err(format!(
                "{shown}: not executable (chmod +x it, or name its interpreter: -- python3 {shown})"
            ));
        }
        Ok(Self {
            path,
            args: args.to_vec(),
        })
    }

    /// The command line as a person would type it, for messages.
    pub fn shown(&self) -> String {
        let mut words = vec![crate::text::shown_name(self.path.as_os_str())];
        words.extend(self.args.iter().map(|arg| crate::text::shown_name(arg)));
        words.join(" ")
    }
}

/// Where `name` is on `PATH`: the first folder that holds an executable file of that
/// name, as a shell looks (a file there that may not be run is passed over); else the
/// first that holds a file of that name, so that the refusal can say why.
pub fn find_on_path(name: &std::path::Path) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    let candidates: Vec<PathBuf> = std::env::split_paths(&paths)
        .map(|folder| folder.join(name))
        .filter(|candidate| candidate.is_file())
        .collect();
    candidates
        .iter()
        .find(|candidate| {
            std::fs::metadata(candidate).is_ok_and(|metadata| is_executable(&metadata))
        })
        .or(candidates.first())
        .cloned()
}

fn is_executable(metadata: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    metadata.permissions().mode() & 0o111 != 0
}

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Wall-clock time before the program is killed.
    pub time: Duration,
    /// The most bytes of standard output kept; beyond, the program is killed.
    pub stdout: usize,
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// It exited with this status.
    Exited(i32),
    /// A signal ended it (a crash: 11 is a segmentation fault, 6 an abort).
    Signal(i32),
    /// It ran past the time limit and was killed.
    TimedOut,
    /// It printed more than the output limit and was killed.
    TooMuchOutput,
}

/// What one run of the program did.
#[derive(Clone, Debug)]
pub struct Run {
    /// How it ended.
    pub ended: Ended,
    /// Its standard output, at most the limit.
    pub stdout: Vec<u8>,
    /// The end of its standard error.
    pub stderr: Vec<u8>,
    /// How long it ran.
    pub elapsed: Duration,
}

/// Why a run could not be made: the program could not be started, or the checker was
/// interrupted (then the program was killed).
#[derive(Debug)]
pub enum RunError {
    /// Starting the program failed.
    Start(io::Error),
    /// Ctrl-C, SIGTERM or SIGHUP reached the checker.
    Interrupted,
}

/// The signal that reached the checker (SIGINT, SIGTERM or SIGHUP), 0 while none has; the
/// handlers are registered once.
fn interrupted() -> &'static Arc<AtomicUsize> {
    static FLAG: OnceLock<Arc<AtomicUsize>> = OnceLock::new();
    FLAG.get_or_init(|| {
        let flag = Arc::new(AtomicUsize::new(0));
        for signal in [
            signal_hook::consts::SIGINT,
            signal_hook::consts::SIGTERM,
            signal_hook::consts::SIGHUP,
        ] {
            // Without the handler a signal ends the checker as before; the program, in its
            // own group, would then finish its run alone (and still get end of input).
            if let Ok(number) = usize::try_from(signal) {
                let _ = signal_hook::flag::register_usize(signal, Arc::clone(&flag), number);
            }
            // While no program runs (the checker generating and solving its own cases,
            // shrinking, reporting), nothing needs stopping first: the checker ends at
            // once, with the shell's status for the signal.
            let _ = signal_hook::flag::register_conditional_shutdown(
                signal,
                128 + signal,
                Arc::clone(idle()),
            );
        }
        flag
    })
}

/// Whether no program is running: a signal may then end the checker at once.
fn idle() -> &'static Arc<AtomicBool> {
    static IDLE: OnceLock<Arc<AtomicBool>> = OnceLock::new();
    IDLE.get_or_init(|| Arc::new(AtomicBool::new(true)))
}

/// A program being run, from before it starts until everything it left is killed: a
/// signal then only sets the flag, and the run loop stops the program before the checker
/// ends.
struct Running;

/// How many runs are in progress (more than one only in this crate's own tests).
static RUNNING: Mutex<usize> = Mutex::new(0);

impl Running {
    fn start() -> Self {
        let mut running = RUNNING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        *running += 1;
        idle().store(false, Ordering::SeqCst);
        Running
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let mut running = RUNNING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        *running = running.saturating_sub(1);
        if *running == 0 {
            idle().store(true, Ordering::SeqCst);
        }
    }
}

/// Catches Ctrl-C (and SIGTERM, SIGHUP) from now on: between runs the checker ends at
/// once with status 128 + the signal's number; during a run the program is killed first
/// ([`run`] returns [`RunError::Interrupted`], and [`interrupting_signal`] says which).
pub fn catch_interrupts() {
    interrupted();
}

/// Whether Ctrl-C (SIGINT, SIGTERM, SIGHUP) has reached the checker.
pub fn was_interrupted() -> bool {
    interrupting_signal().is_some()
}

/// The signal that reached the checker, if one has: SIGINT 2, SIGTERM 15, SIGHUP 1.
pub fn interrupting_signal() -> Option<i32> {
    match interrupted().load(Ordering::SeqCst) {
        0 => None,
        signal => i32::try_from(signal).ok(),
    }
}

/// Kills the process group `pid` leads; an error only means that it is gone.
fn kill_group(pid: u32) {
    if let Some(pid) = i32::try_from(pid)
        .ok()
        .and_then(rustix::process::Pid::from_raw)
    {
        let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
    }
}

/// Runs `program` on `input` within `limits`.
pub fn run(program: &Program, input: Vec<u8>, limits: Limits) -> Result<Run, RunError> {
    use std::os::unix::process::CommandExt;
    become_subreaper();
    // While the program runs, a signal sets the flag that the loop below reads; between
    // runs it ends the checker at once (see `catch_interrupts`).
    let _running = Running::start();
    if was_interrupted() {
        return Err(RunError::Interrupted);
    }
    let started = Instant::now();
    let spawned = {
        // Held until the program is on the list, so that no other run's clean-up takes it
        // for an orphan.
        let mut live = live_programs();
        let spawned = Command::new(&program.path)
            .args(&program.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn();
        if let Ok(child) = &spawned {
            live.push(child.id());
        }
        spawned
    };
    let mut child = spawned.map_err(RunError::Start)?;
    let pid = child.id();
    let (Some(mut stdin), Some(mut stdout), Some(mut stderr)) =
        (child.stdin.take(), child.stdout.take(), child.stderr.take())
    else {
        kill_group(pid);
        let _ = child.wait();
        forget_program(pid);
        return Err(RunError::Start(io::Error::other("no pipes to the program")));
    };
    let (events, event) = mpsc::channel::<Event>();
    let (finished, pipes_done) = mpsc::channel::<()>();
    let fed = finished.clone();
    let feeder = thread::spawn(move || {
        // A program that exits without reading all of its input is judged by its output.
        let _ = stdin.write_all(&input);
        drop(stdin);
        let _ = fed.send(());
    });
    let cap = limits.stdout;
    let overflow = events.clone();
    let kept = Arc::new(Mutex::new(Vec::new()));
    let read_done = finished.clone();
    let reader = {
        let kept = Arc::clone(&kept);
        thread::spawn(move || {
            let mut chunk = vec![0; 64 * 1024];
            loop {
                match stdout.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(count) => {
                        let mut kept = lock(&kept);
                        if kept.len() + count > cap {
                            let _ = overflow.send(Event::TooMuchOutput);
                            break;
                        }
                        kept.extend_from_slice(&chunk[..count]);
                    }
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = read_done.send(());
        })
    };
    let tail = Arc::new(Mutex::new(Vec::new()));
    let errors = {
        let tail = Arc::clone(&tail);
        thread::spawn(move || {
            let mut chunk = vec![0; 16 * 1024];
            loop {
                match stderr.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(count) => {
                        let mut tail = lock(&tail);
                        tail.extend_from_slice(&chunk[..count]);
                        if tail.len() > STDERR_TAIL {
                            let cut = tail.len() - STDERR_TAIL;
                            tail.drain(..cut);
                        }
                    }
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = finished.send(());
        })
    };
    let waiter = thread::spawn(move || {
        let status = child.wait();
        let _ = events.send(Event::Exited(status));
    });
    let deadline = started + limits.time;
    let mut ended = None;
    let mut interrupted = false;
    while ended.is_none() {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            ended = Some(Ended::TimedOut);
            break;
        }
        match event.recv_timeout(left.min(Duration::from_millis(50))) {
            Ok(Event::Exited(Ok(status))) => ended = Some(how_it_ended(status)),
            Ok(Event::Exited(Err(_))) => ended = Some(Ended::Signal(0)),
            Ok(Event::TooMuchOutput) => ended = Some(Ended::TooMuchOutput),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if was_interrupted() {
                    interrupted = true;
                    break;
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => ended = Some(Ended::Signal(0)),
        }
    }
    let elapsed = started.elapsed();
    // Whatever happened, nothing the program started outlives its run: its group is
    // killed, then whatever left the group and was orphaned (re-parented to the checker,
    // a child subreaper): such a process would hold the pipes open, and the readers with
    // them.
    kill_group(pid);
    let _ = waiter.join();
    forget_program(pid);
    kill_orphans();
    // The pipes close when the last process holding them is gone; one that escaped the
    // subreaper (or a system without one) costs a moment, never a hang.
    wait_for_pipes(&pipes_done, 3, Instant::now() + PIPE_GRACE);
    for thread in [feeder, reader, errors] {
        if thread.is_finished() {
            let _ = thread.join();
        }
    }
    let stdout = std::mem::take(&mut *lock(&kept));
    let stderr = std::mem::take(&mut *lock(&tail));
    if interrupted {
        return Err(RunError::Interrupted);
    }
    Ok(Run {
        ended: ended.unwrap_or(Ended::TimedOut),
        stdout,
        stderr,
        elapsed,
    })
}

/// How long the pipes may stay open after the program and every process it left behind
/// were killed: what is still in them is read in far less.
const PIPE_GRACE: Duration = Duration::from_secs(2);

/// Waits for `count` threads to say on `done` that their pipe is finished, until
/// `deadline`.
fn wait_for_pipes(done: &mpsc::Receiver<()>, count: usize, deadline: Instant) {
    for _ in 0..count {
        let left = deadline.saturating_duration_since(Instant::now());
        if done.recv_timeout(left).is_err() {
            return;
        }
    }
}

/// Locks `buffer`, even one that a panicking thread held (its bytes are still good).
fn lock(buffer: &Mutex<Vec<u8>>) -> std::sync::MutexGuard<'_, Vec<u8>> {
    buffer
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The programs being run now (their process IDs): children of the checker that are no
/// orphans.
fn live_programs() -> std::sync::MutexGuard<'static, Vec<u32>> {
    static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());
    LIVE.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Takes the program `pid`, waited for, off the list of live programs.
fn forget_program(pid: u32) {
    live_programs().retain(|&live| live != pid);
}

/// Makes the checker a child subreaper (Linux): a process that a program starts and
/// leaves behind, in a session of its own (`setsid sleep 40 &`) or orphaned, becomes the
/// checker's child instead of init's, so that [`kill_orphans`] finds and ends it. Once.
fn become_subreaper() {
    static DONE: OnceLock<()> = OnceLock::new();
    DONE.get_or_init(|| {
        #[cfg(any(target_os = "linux", target_os = "android"))]
        {
            // Without it (an old kernel, a sandbox that refuses), what leaves the group is
            // not found; the pipes' deadline still bounds the run.
            let _ = rustix::process::set_child_subreaper(Some(rustix::process::getpid()));
        }
    });
}

/// Kills and reaps every child of the checker that is not a program being run: what the
/// programs left behind, re-parented to the checker. Killing one may orphan its own
/// children, so it goes on until none is left (a bounded number of rounds).
fn kill_orphans() {
    for _ in 0..1_000 {
        let live = live_programs();
        let orphans: Vec<u32> = children_of_self()
            .into_iter()
            .filter(|pid| !live.contains(pid))
            .collect();
        if orphans.is_empty() {
            return;
        }
        for orphan in orphans {
            let Some(pid) = i32::try_from(orphan)
                .ok()
                .and_then(rustix::process::Pid::from_raw)
            else {
                continue;
            };
            // A zombie takes no signal and needs none; the wait reaps it either way.
            let _ = rustix::process::kill_process(pid, rustix::process::Signal::KILL);
            let _ = rustix::process::waitpid(Some(pid), rustix::process::WaitOptions::empty());
        }
    }
}

/// The process IDs of the checker's children: each of its threads' `children` in
/// `/proc` (a child belongs to the thread that started or adopted it); none where there
/// is no such file.
fn children_of_self() -> Vec<u32> {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return Vec::new();
    };
    let mut children = Vec::new();
    for task in tasks.flatten() {
        let Ok(list) = std::fs::read_to_string(task.path().join("children")) else {
            continue;
        };
        children.extend(
            list.split_whitespace()
                .filter_map(|pid| pid.parse::<u32>().ok()),
        );
    }
    children.sort_unstable();
    children.dedup();
    children
}

enum Event {
    Exited(io::Result<ExitStatus>),
    TooMuchOutput,
}

fn how_it_ended(status: ExitStatus) -> Ended {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(code), _) => Ended::Exited(code),
        (None, Some(signal)) => Ended::Signal(signal),
        (None, None) => Ended::Signal(0),
    }
}

/// A signal's name for messages: "SIGSEGV", or its number.
pub fn signal_name(signal: i32) -> String {
    let name = match signal {
        1 => "SIGHUP",
        2 => "SIGINT",
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        15 => "SIGTERM",
        _ => return format!("signal {signal}"),
    };
    name.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program(words: &[&str]) -> Program {
        let words: Vec<OsString> = words.iter().map(OsString::from).collect();
        Program::new(&words).expect("the program exists")
    }

    fn limits(millis: u64) -> Limits {
        Limits {
            time: Duration::from_millis(millis),
            stdout: 1 << 20,
        }
    }

    #[test]
    fn a_missing_or_unrunnable_program_is_refused_in_words() {
        let refused = |words: &[&str]| {
            let words: Vec<OsString> = words.iter().map(OsString::from).collect();
            Program::new(&words).expect_err("refused")
        };
        assert!(refused(&[]).contains("no PROGRAM"));
        assert_eq!(
            refused(&["no-such-program-anywhere"]),
            "no-such-program-anywhere: no such program on PATH"
        );
        assert_eq!(
            refused(&["./no/such"]),
            "./no/such: No such file or directory"
        );
        assert!(refused(&["/etc/passwd"]).contains("not executable"));
    }

    #[test]
    fn output_exit_status_and_stderr_are_captured() {
        let run = run(
            &program(&["sh", "-c", "cat; echo oops >&2; exit 3"]),
            b"hello\n".to_vec(),
            limits(5_000),
        )
        .expect("runs");
        assert_eq!(run.ended, Ended::Exited(3));
        assert_eq!(run.stdout, b"hello\n");
        assert_eq!(run.stderr, b"oops\n");
    }

    #[test]
    fn a_time_out_kills_the_whole_group() {
        let started = Instant::now();
        // The shell starts a sleep in the background that holds the output pipe: killing
        // the shell alone would leave the reader waiting for it.
        let run = run(
            &program(&["sh", "-c", "sleep 30 & sleep 30"]),
            Vec::new(),
            limits(200),
        )
        .expect("runs");
        assert_eq!(run.ended, Ended::TimedOut);
        assert!(started.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn endless_output_is_cut_and_named() {
        let run = run(&program(&["yes"]), Vec::new(), limits(10_000)).expect("runs");
        assert_eq!(run.ended, Ended::TooMuchOutput);
        assert!(run.stdout.len() <= 1 << 20);
    }

    #[test]
    fn a_crash_is_a_signal() {
        let run = run(
            &program(&["sh", "-c", "kill -SEGV $$"]),
            Vec::new(),
            limits(5_000),
        )
        .expect("runs");
        assert_eq!(run.ended, Ended::Signal(11));
        assert_eq!(signal_name(11), "SIGSEGV");
    }
}
