//! The progress line of a run: when standard error is a terminal and the answer the output
//! waits for has been in the works for more than a second, a line on standard error says
//! which case it is (`gems-fight: case 4, 12 s so far (3 answered)`), updated four times a
//! second. It is cleared before every answer is written, so that answers on the same
//! terminal never run into it, and at the end of the run; it never passes 80 columns.
//! When standard error is not a terminal (a file, a pipe, CI) nothing is drawn at all.
//! `DP_GAMES_PROGRESS_AFTER_MS` sets the wait in milliseconds (the tests use it so that a
//! slow case need not take a second on a fast machine).

use std::io::{self, IsTerminal, Write};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// How long the awaited answer may take before the line appears, unless
/// [`QUIET_FOR_VARIABLE`] says otherwise.
const QUIET_FOR: Duration = Duration::from_secs(1);
/// The environment variable that sets that wait, in milliseconds.
pub const QUIET_FOR_VARIABLE: &str = "DP_GAMES_PROGRESS_AFTER_MS";
/// How often the line is redrawn.
const EVERY: Duration = Duration::from_millis(250);
/// The widest line: one column short of 80, so that no terminal wraps it.
pub const MAX_COLUMNS: usize = 79;

/// The progress line of one run; inert when standard error is not a terminal.
pub struct Progress {
    shared: Option<Arc<Shared>>,
    ticker: Option<JoinHandle<()>>,
}

struct Shared {
    name: &'static str,
    quiet_for: Duration,
    state: Mutex<State>,
    wake: Condvar,
}

struct State {
    /// Cases read so far, and cases whose answer is out.
    read: usize,
    answered: usize,
    /// Since when the output has waited for case `answered + 1`.
    since: Instant,
    /// The line on the screen, if any.
    shown: Option<String>,
    done: bool,
    out: Box<dyn Write + Send>,
}

impl Progress {
    /// The progress line of binary `name`, drawn on standard error if it is a terminal.
    pub fn on_terminal(name: &'static str) -> Self {
        if io::stderr().is_terminal() {
            Self::drawn_on(Box::new(io::stderr()), name, quiet_for(), EVERY)
        } else {
            Self::inert()
        }
    }

    /// A progress line that draws nothing.
    pub fn inert() -> Self {
        Self {
            shared: None,
            ticker: None,
        }
    }

    /// A progress line drawn on `out` once an answer has been awaited for `quiet_for`,
    /// redrawn every `every`.
    fn drawn_on(
        out: Box<dyn Write + Send>,
        name: &'static str,
        quiet_for: Duration,
        every: Duration,
    ) -> Self {
        let shared = Arc::new(Shared {
            name,
            quiet_for,
            state: Mutex::new(State {
                read: 0,
                answered: 0,
                since: Instant::now(),
                shown: None,
                done: false,
                out,
            }),
            wake: Condvar::new(),
        });
        let ticker = {
            let shared = Arc::clone(&shared);
            thread::spawn(move || shared.tick(every))
        };
        Self {
            shared: Some(shared),
            ticker: Some(ticker),
        }
    }

    /// Case `number` has been read and is being solved.
    pub fn read(&self, number: usize) {
        if let Some(shared) = &self.shared {
            let mut state = shared.lock();
            if state.read == state.answered {
                // The output waited for input, not for work: the clock starts now.
                state.since = Instant::now();
            }
            state.read = state.read.max(number);
        }
    }

    /// Writes one answer with `write`, the progress line cleared first, and counts it.
    pub fn answer<T>(&self, write: impl FnOnce() -> T) -> T {
        let Some(shared) = &self.shared else {
            return write();
        };
        let mut state = shared.lock();
        state.clear();
        let written = write();
        state.answered += 1;
        state.since = Instant::now();
        written
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(shared) = &self.shared {
            shared.lock().done = true;
            shared.wake.notify_all();
        }
        if let Some(ticker) = self.ticker.take() {
            let _ = ticker.join();
        }
        if let Some(shared) = &self.shared {
            shared.lock().clear();
        }
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn tick(&self, every: Duration) {
        let mut state = self.lock();
        loop {
            state = self
                .wake
                .wait_timeout(state, every)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
            if state.done {
                return;
            }
            let waited = state.since.elapsed();
            if state.read > state.answered && waited >= self.quiet_for {
                let line = line(self.name, state.answered + 1, waited, state.answered);
                state.draw(line);
            } else {
                state.clear();
            }
        }
    }
}

impl State {
    /// Puts `line` on the screen, unless it is there already.
    fn draw(&mut self, line: String) {
        if self.shown.as_ref() != Some(&line) {
            // A terminal that cannot be written to only loses the progress line.
            let _ = write!(self.out, "\r{line}\x1b[K").and_then(|()| self.out.flush());
            self.shown = Some(line);
        }
    }

    fn clear(&mut self) {
        if self.shown.take().is_some() {
            let _ = write!(self.out, "\r\x1b[K").and_then(|()| self.out.flush());
        }
    }
}

/// The wait before the line appears: [`QUIET_FOR`], or [`QUIET_FOR_VARIABLE`] when it holds
/// a whole number of milliseconds.
fn quiet_for() -> Duration {
    std::env::var(QUIET_FOR_VARIABLE)
        .ok()
        .and_then(|value| value.trim().parse().ok())
        .map_or(QUIET_FOR, Duration::from_millis)
}

/// The progress line: `NAME: case N, S s so far (A answered)`, cut to [`MAX_COLUMNS`].
fn line(name: &str, case: usize, waited: Duration, answered: usize) -> String {
    use crate::text::thousands;
    let mut line = format!(
        "{name}: case {}, {} s so far ({} answered)",
        thousands(case as u64),
        thousands(waited.as_secs()),
        thousands(answered as u64)
    );
    if line.chars().count() > MAX_COLUMNS {
        line = line.chars().take(MAX_COLUMNS - 1).collect::<String>() + "…";
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the progress line wrote, shared with the test.
    #[derive(Clone, Default)]
    struct Screen(Arc<Mutex<Vec<u8>>>);

    impl Write for Screen {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Screen {
        fn text(&self) -> String {
            String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
        }
    }

    #[test]
    fn a_slow_case_is_named_then_cleared_before_its_answer_and_at_the_end() {
        let screen = Screen::default();
        let progress = Progress::drawn_on(
            Box::new(screen.clone()),
            "gems-fight",
            Duration::from_millis(30),
            Duration::from_millis(5),
        );
        progress.read(1);
        thread::sleep(Duration::from_millis(150));
        let drawn = screen.text();
        assert_eq!(
            drawn, "\rgems-fight: case 1, 0 s so far (0 answered)\x1b[K",
            "drawn once, not redrawn while it says the same"
        );
        let before_answer = progress.answer(|| screen.text());
        assert!(before_answer.ends_with("\r\x1b[K"), "cleared first");
        drop(progress);
        assert!(screen.text().ends_with("\r\x1b[K"), "cleared at the end");
    }

    #[test]
    fn quick_cases_and_waiting_for_input_draw_nothing() {
        let screen = Screen::default();
        let progress = Progress::drawn_on(
            Box::new(screen.clone()),
            "stone-game",
            Duration::from_millis(200),
            Duration::from_millis(5),
        );
        for number in 1..=20 {
            progress.read(number);
            progress.answer(|| ());
        }
        // All read cases are answered: the run waits for input, which is no work.
        thread::sleep(Duration::from_millis(300));
        drop(progress);
        assert_eq!(screen.text(), "");
    }

    #[test]
    fn the_line_fits_80_columns() {
        let long = line(
            "a-very-long-solver-name",
            usize::MAX,
            Duration::MAX,
            usize::MAX,
        );
        assert!(long.chars().count() <= MAX_COLUMNS, "{long}");
        assert!(long.ends_with('…'));
        assert_eq!(
            line("yahtzee", 1_234, Duration::from_secs(75), 1_233),
            "yahtzee: case 1,234, 75 s so far (1,233 answered)"
        );
    }
}
