//! Test support (feature `testing`): the test suite every solver shares, and running a
//! solver's built binary the way a user does to capture everything it says.
//!
//! A solver's one integration-test binary (`tests/it/main.rs`) calls [`solver_tests!`]
//! once; that gives it the command-line contract (FILE, standard input and `-` agree, exit
//! statuses, `--version`, `gen` reproducible, a closed pipe, the input limit, an answer
//! while the input is still open), snapshots of the plain and the explain output of every
//! `fixtures/NAME/*.in` and of `--help`, and the robustness checks (arbitrary and mutated
//! inputs never panic and every error points into the input; CRLF, tabs, a byte-order
//! mark and blank lines change no answer). What a solver still writes: its oracle property
//! test and its own assertions.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use proptest::prelude::*;

pub mod practice;
pub mod serve;

pub use dp_cli;
pub use insta;
pub use proptest;

use dp_cli::problem::{Check, Cli, Draw, Numbered, Problem, ReadCase, View, Views};
use dp_cli::scan::{ParseError, Scanner};
use dp_cli::verdict::Scale;
use dp_core::rng::SplitMix64;

/// What a run of a binary produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The exit status; -1 when a signal ended the process.
    pub code: i32,
    /// Standard output, lossily decoded.
    pub stdout: String,
    /// Standard error, lossily decoded.
    pub stderr: String,
}

impl Outcome {
    /// The whole outcome as one text, for snapshots: exit status, then stdout, then stderr.
    pub fn transcript(&self) -> String {
        let mut text = format!("exit status: {}\n--- stdout\n{}", self.code, self.stdout);
        if !self.stderr.is_empty() {
            text.push_str("--- stderr\n");
            text.push_str(&self.stderr);
        }
        text
    }
}

/// The workspace's root folder, where `fixtures/` is; binaries run there, so that the
/// file names in their messages are the short relative ones a user would type.
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("dp-testing sits one level below the workspace root")
        .to_path_buf()
}

/// `path` relative to the workspace root, as a string for a command line.
pub fn relative_to_root(path: &Path) -> String {
    path.strip_prefix(workspace_root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Runs `each` on every `*.in` file of `folder`, in name order, under insta's settings for
/// it as `insta::glob!(folder, "*.in", each)` sets them — the snapshot named after the file
/// (`NAME@file.in.snap`), the file recorded as its input — and fails after all of them
/// when any failed (naming them), or when there is none. `glob!` does the same through
/// the `glob` feature, whose pattern matching compiles a regex engine into every test
/// build; a folder of `*.in` files needs none.
pub fn for_each_fixture(folder: &Path, mut each: impl FnMut(&Path)) {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap_or_else(|error| panic!("{}: {error}", folder.display()))
        .map(|entry| entry.expect("a readable folder").path())
        .filter(|path| path.is_file() && path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no *.in file in {}", folder.display());
    let mut failed = Vec::new();
    for path in &files {
        let name = path.file_name().expect("a file").to_string_lossy();
        let mut settings = insta::Settings::clone_current();
        settings.set_input_file(path);
        settings.set_snapshot_suffix(name.as_ref());
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            settings.bind(|| each(path));
        }));
        if outcome.is_err() {
            failed.push(name.into_owned());
        }
    }
    assert!(failed.is_empty(), "failed on {failed:?}");
}

/// Runs `binary` with `args` in the workspace root, feeding it `stdin`.
pub fn run(binary: &str, args: &[&str], stdin: &[u8]) -> Outcome {
    run_with_env(binary, args, &[], stdin)
}

/// [`run`] with environment variables set.
pub fn run_with_env(binary: &str, args: &[&str], env: &[(&str, &str)], stdin: &[u8]) -> Outcome {
    let mut child = Command::new(binary)
        .args(args)
        .envs(env.iter().copied())
        .current_dir(workspace_root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("cannot start {binary}: {error}"));
    let mut child_stdin = child.stdin.take().expect("stdin was piped");
    let stdin = stdin.to_vec();
    // Feed stdin from a thread: a binary that answers before reading everything would
    // otherwise deadlock against a full pipe.
    let feeder = std::thread::spawn(move || {
        // The binary may exit without reading it all (a usage error): not the test's concern.
        let _ = child_stdin.write_all(&stdin);
    });
    let output = child
        .wait_with_output()
        .expect("the binary runs to its end");
    feeder.join().expect("the stdin feeder does not panic");
    Outcome {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The pseudo-terminal driver of [`run_in_terminal`]: runs the command in its arguments on
/// a new terminal, types each line of `TYPED` once the program waits for it (its output
/// ends with the prompt `> `, or is quiet for a while), then reads to the end; prints all
/// the terminal showed and exits with the program's status.
const PTY_DRIVER: &str = r#"
import os, pty, select, sys, time
lines = os.environ["TYPED"].split("\n") if os.environ["TYPED"] else []
pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[1], sys.argv[1:])
shown = b""
def read(until_prompt, limit):
    global shown
    end = time.time() + limit
    while time.time() < end:
        if until_prompt and shown.endswith(b"> "):
            return True
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                data = os.read(fd, 4096)
            except OSError:
                return False
            if not data:
                return False
            shown += data
    return True
for line in lines:
    read(True, 10)
    shown_before = len(shown)
    os.write(fd, line.encode() + b"\n")
    # The terminal echoes the line; wait for it so the next prompt is a new one.
    end = time.time() + 5
    while len(shown) == shown_before and time.time() < end:
        read(False, 0.05)
read(False, 20)
_, status = os.waitpid(pid, 0)
sys.stdout.buffer.write(shown)
sys.exit(os.waitstatus_to_exitcode(status))
"#;

/// The Python interpreter the tests run programs with: `python3` as the `PATH` finds it,
/// named by its own path (`sys.executable`), found once. A version manager's `python3`
/// on the `PATH` may be a shim that costs 0.1 s a start, and `check`'s tests start
/// Python hundreds of times; the interpreter itself starts in a fraction of that. Falls
/// back to `python3` when it cannot tell.
pub fn python() -> &'static str {
    static PYTHON: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    PYTHON.get_or_init(|| {
        Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .ok()
            .filter(|output| output.status.success())
            .and_then(|output| String::from_utf8(output.stdout).ok())
            .map(|path| path.trim().to_owned())
            .filter(|path| !path.is_empty())
            .unwrap_or_else(|| "python3".to_owned())
    })
}

/// Runs `binary` with `args` on a pseudo-terminal (standard input, output and error all
/// the terminal), typing `typed` a line at a time, each when the program prompts `> `:
/// what a person at a terminal sees, with the exit status. `env` is added to the
/// environment. Needs `python3` (its `pty` module), which the workspace's machines have.
pub fn run_in_terminal(
    binary: &str,
    args: &[&str],
    env: &[(&str, &str)],
    typed: &[&str],
) -> Outcome {
    let output = Command::new(python())
        .arg("-c")
        .arg(PTY_DRIVER)
        .arg(binary)
        .args(args)
        .env("TYPED", typed.join("\n"))
        .envs(env.iter().copied())
        .current_dir(workspace_root())
        .output()
        .unwrap_or_else(|error| panic!("cannot start python3 for a terminal: {error}"));
    Outcome {
        code: output.status.code().unwrap_or(-1),
        // A terminal ends lines with \r\n.
        stdout: String::from_utf8_lossy(&output.stdout).replace("\r\n", "\n"),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Asserts that `binary` gives `expected` on stdout, nothing on stderr and status 0 for
/// the fixture at `file` (relative to the workspace root) read as FILE, from standard
/// input, and from standard input named `-`.
pub fn assert_file_stdin_and_dash_agree(binary: &str, file: &str, expected: &str) {
    let bytes = std::fs::read(workspace_root().join(file)).expect("the fixture exists");
    for (args, stdin) in [
        (vec![file], &[][..]),
        (vec![], &bytes[..]),
        (vec!["-"], &bytes[..]),
    ] {
        let outcome = run(binary, &args, stdin);
        assert_eq!(
            (
                outcome.code,
                outcome.stdout.as_str(),
                outcome.stderr.as_str()
            ),
            (0, expected, ""),
            "{binary} {args:?}"
        );
    }
}

/// Every `fixtures/<problem>/*.in` as (file name, contents), in name order.
pub fn fixtures(problem: &str) -> Vec<(String, Vec<u8>)> {
    let folder = workspace_root().join("fixtures").join(problem);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap_or_else(|error| panic!("cannot list {}: {error}", folder.display()))
        .map(|entry| entry.expect("a readable folder entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| {
            let name = path
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            (name, std::fs::read(path).expect("a readable fixture"))
        })
        .collect()
}

/// `NAME explain` of every fixture of `problem` but the bad ones (`error-*.in`), in one run
/// in file order: its standard output, asserted to end with status 0.
pub fn explain_of_fixtures(binary: &str, problem: &str) -> String {
    let mut input = Vec::new();
    for (name, bytes) in fixtures(problem) {
        if !name.starts_with("error-") {
            input.extend_from_slice(&bytes);
        }
    }
    let outcome = run(binary, &["explain"], &input);
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    outcome.stdout
}

/// The contents of every `fixtures/<problem>/*.in`, in name order.
pub fn fixture_inputs(problem: &str) -> Vec<Vec<u8>> {
    fixtures(problem)
        .into_iter()
        .map(|(_, bytes)| bytes)
        .collect()
}

/// `input` as real files also come: CRLF line endings, tabs for spaces, no final newline,
/// a UTF-8 byte-order mark, trailing blank lines, and all of these at once. Each variant
/// must give the answers `input` gives wherever the format allows whitespace.
pub fn real_file_variants(input: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let tabs = |bytes: &[u8]| -> Vec<u8> {
        bytes
            .iter()
            .map(|&b| if b == b' ' { b'\t' } else { b })
            .collect()
    };
    let no_final_newline = |bytes: &[u8]| -> Vec<u8> {
        let mut bytes = bytes.to_vec();
        while bytes.last().is_some_and(|&b| b == b'\n' || b == b'\r') {
            bytes.pop();
        }
        bytes
    };
    let bom = |bytes: &[u8]| -> Vec<u8> {
        let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        [&b"\xEF\xBB\xBF"[..], bytes].concat()
    };
    let blank_lines = |bytes: &[u8]| -> Vec<u8> { [bytes, &b"\n\n \n\n"[..]].concat() };
    vec![
        ("CRLF line endings", crlf(input)),
        ("tabs", tabs(input)),
        ("no final newline", no_final_newline(input)),
        ("byte-order mark", bom(input)),
        ("trailing blank lines", blank_lines(input)),
        ("all at once", bom(&crlf(&tabs(&blank_lines(input))))),
    ]
}

/// Inputs for robustness tests: arbitrary bytes, and `fixtures` with a few random edits
/// (bytes replaced, inserted or deleted, a slice repeated or cut, line endings changed) —
/// near-valid inputs that reach deep into a parser.
pub fn arbitrary_and_mutated(fixtures: Vec<Vec<u8>>) -> impl Strategy<Value = Vec<u8>> {
    let edit = (
        any::<prop::sample::Index>(),
        any::<prop::sample::Index>(),
        any::<u8>(),
        0..6u8,
    );
    let mutated = (
        prop::sample::select(fixtures),
        prop::collection::vec(edit, 1..4),
    )
        .prop_map(|(mut bytes, edits)| {
            for (at, to, byte, kind) in edits {
                let len = bytes.len();
                let (i, j) = if len == 0 {
                    (0, 0)
                } else {
                    (at.index(len), to.index(len))
                };
                let (low, high) = (i.min(j), i.max(j));
                match kind {
                    0 if len > 0 => bytes[i] = byte,
                    1 => bytes.insert(i, byte),
                    2 if len > 0 => drop(bytes.remove(i)),
                    3 => {
                        let slice = bytes[low..high.min(low + 64)].to_vec();
                        bytes.splice(high..high, slice);
                    }
                    4 => drop(bytes.drain(low..high)),
                    _ => bytes = crlf(&bytes),
                }
            }
            bytes
        });
    prop_oneof![prop::collection::vec(any::<u8>(), 0..200), mutated]
}

/// `bytes` with every `\n` made `\r\n`.
fn crlf(bytes: &[u8]) -> Vec<u8> {
    bytes
        .iter()
        .flat_map(|&b| {
            if b == b'\n' {
                vec![b'\r', b'\n']
            } else {
                vec![b]
            }
        })
        .collect()
}

/// Asserts that `error` points into `input`: its line exists, and its column is on that
/// line or just after its last character.
pub fn assert_points_into(input: &[u8], error: &ParseError) {
    let lines = text_lines(input);
    let line_count = lines.len().max(1);
    let line = usize::try_from(error.pos.line).expect("a line fits usize");
    assert!(
        (1..=line_count).contains(&line),
        "{error} points past the {line_count} lines of the input"
    );
    let text = lines.get(line - 1).map_or(&b""[..], |text| &text[..]);
    let characters = text.iter().filter(|&&byte| byte & 0xC0 != 0x80).count();
    let col = usize::try_from(error.pos.col).expect("a column fits usize");
    assert!(
        (1..=characters + 1).contains(&col),
        "{error} points past the {characters} characters of line {line}"
    );
}

/// The lines of `input` as the scanner numbers them.
fn text_lines(input: &[u8]) -> Vec<Vec<u8>> {
    let mut scanner = Scanner::from_bytes(input);
    let mut lines = Vec::new();
    while let Some(line) = scanner.next_line() {
        lines.push(line.text.to_vec());
    }
    lines
}

/// Asserts that `binary` refuses a file larger than the input limit before reading it:
/// exit status 1, one line naming the limit, nothing on stdout. The file is sparse, so the
/// test costs no disk space.
pub fn assert_refuses_huge_input(binary: &str) {
    let path = std::env::temp_dir().join(format!("dp-games-huge-{}.in", std::process::id()));
    let file = std::fs::File::create(&path).expect("a temporary file");
    file.set_len(dp_cli::scan::MAX_INPUT_BYTES + 1)
        .expect("a sparse file");
    let path_text = path.display().to_string();
    let outcome = run(binary, &[&path_text], b"");
    std::fs::remove_file(&path).expect("the temporary file goes");
    assert_eq!(
        (outcome.code, outcome.stdout.as_str(), outcome.stderr),
        (
            1,
            "",
            format!("error: {path_text}: the input is larger than 1 GiB, the most one run reads\n")
        )
    );
}

/// Runs `binary` with `args` on `stdin`, reads the first line it prints, then closes the
/// pipe as `| head -1` does and waits for it: the line, and how the run ended.
pub fn first_line_then_close(binary: &str, args: &[&str], stdin: Vec<u8>) -> (String, Outcome) {
    let mut child = Command::new(binary)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("cannot start {binary}: {error}"));
    let mut child_stdin = child.stdin.take().expect("stdin was piped");
    // A binary that stops at a closed output need not read the rest: no check of the feeder.
    let feeder = std::thread::spawn(move || drop(child_stdin.write_all(&stdin)));
    let mut first_line = String::new();
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout was piped"));
    stdout.read_line(&mut first_line).expect("one line arrives");
    drop(stdout);
    let output = child
        .wait_with_output()
        .expect("the binary runs to its end");
    feeder.join().expect("the stdin feeder does not panic");
    let outcome = Outcome {
        code: output.status.code().unwrap_or(-1),
        stdout: String::new(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    (first_line, outcome)
}

/// Feeds `input` to `binary` without closing its standard input, and asserts that the first line of the answer arrives within a
/// minute anyway: cases are answered as they arrive, not when the input ends.
pub fn assert_answers_while_input_is_open(binary: &str, input: &[u8]) {
    let mut child = Command::new(binary)
        .current_dir(workspace_root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|error| panic!("cannot start {binary}: {error}"));
    let mut stdin = child.stdin.take().expect("stdin was piped");
    stdin.write_all(input).expect("the binary reads its input");
    stdin.flush().expect("a pipe flushes");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout was piped"));
    let (sender, receiver) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut line = String::new();
        let _ = stdout.read_line(&mut line);
        let _ = sender.send(line);
        // Drain the rest so that the binary never blocks on a full pipe.
        let _ = stdout.read_to_end(&mut Vec::new());
    });
    let first = receiver.recv_timeout(Duration::from_secs(60));
    drop(stdin);
    let status = child
        .wait()
        .expect("the binary ends once its input is closed");
    reader.join().expect("the reader does not panic");
    let first = first.expect("an answer arrives while the input is still open");
    assert!(
        !first.is_empty(),
        "{binary} answered nothing before its input closed"
    );
    assert!(status.success(), "{binary} ended with {status}");
}

/// The lesson page's data and the text explain of one case (numbered 1), from one solve,
/// as `explain --html` writes them: for a problem's tests of its page data.
pub fn lesson_data_and_explain<P: Problem>(
    case: &P::Case,
    options: &P::Options,
) -> (serde_json::Value, String) {
    let solution = P::solve(case, options, View::Explain, &P::RunState::default());
    let data = solution.lesson_data();
    let mut text = Vec::new();
    solution.explain(&mut text, 1).expect("a Vec takes it");
    (data, String::from_utf8(text).expect("UTF-8"))
}

/// Every view of every good case of `input`, as the library renders them, then the error
/// if there is one (which must point into the input). Cases for which `solve_when` is
/// false are read but not solved (to keep a property test fast).
pub fn answer_all<P: Problem>(
    input: &[u8],
    options: &P::Options,
    solve_when: impl Fn(&P::Case) -> bool,
) -> Vec<u8> {
    let mut out = Vec::new();
    let run_state = P::RunState::default();
    P::Solution::lesson(&mut out, options).expect("a Vec takes it");
    let mut scanner = Scanner::from_bytes(input);
    let mut number = 0;
    while !scanner.at_end() {
        number += 1;
        match P::Case::read_case(&mut scanner, number) {
            Ok(Some(case)) if solve_when(&case) => {
                for view in [View::Plain, View::Json, View::Explain] {
                    let solution = P::solve(&case, options, view, &run_state);
                    let written = match view {
                        View::Plain => solution.plain(&mut out),
                        View::Json => serde_json::to_writer(
                            &mut out,
                            &Numbered {
                                case: number,
                                fields: solution.json(),
                            },
                        )
                        .map_err(std::io::Error::other),
                        View::Explain => solution.explain(&mut out, number),
                    };
                    written.expect("a Vec takes it");
                }
            }
            Ok(Some(_)) => out.extend(format!("case {number} read\n").bytes()),
            Ok(None) => break,
            Err(error) => {
                assert_points_into(input, &error);
                out.extend(format!("error: {}", error.message).bytes());
                break;
            }
        }
    }
    out
}

/// The `count` cases that `knobs` write from `seed`, read back: every one must be valid,
/// and the same seed must write the same text again (a problem's own `gen` tests check
/// what its knobs promise on these).
pub fn generated<P: Cli>(knobs: &P::GenOptions, seed: u64, count: u64) -> Vec<P::Case> {
    let write = || {
        let mut text = Vec::new();
        dp_cli::Generate::generate(knobs, &mut text, seed, count).expect("a Vec takes it");
        text
    };
    let text = write();
    assert_eq!(text, write(), "seed {seed} wrote other cases a second time");
    let cases: Vec<P::Case> = dp_cli::scan::read_all(&text, P::Case::read_case)
        .into_iter()
        .map(|case| case.unwrap_or_else(|error| panic!("gen wrote a bad case: {}", error.message)))
        .collect();
    assert_eq!(
        cases.len() as u64,
        count,
        "gen wrote another number of cases"
    );
    cases
}

/// `text` read as `check` reads a case a problem drew: exactly one valid case, nothing
/// after it.
pub fn read_one<P: Problem>(text: &[u8]) -> P::Case {
    let shown = String::from_utf8_lossy(text);
    let mut scanner = Scanner::from_bytes(text);
    let case = match P::Case::read_case(&mut scanner, 1) {
        Ok(Some(case)) => case,
        Ok(None) => panic!("no case in {shown:?}"),
        Err(error) => panic!("not a valid case: {}: {shown:?}", error.message),
    };
    assert!(scanner.at_end(), "more than one case in {shown:?}");
    case
}

/// Tokens on which a solver's own integer reader must agree with `str::parse` (its unit
/// tests compare the two on each): signs alone and doubled, `+`, leading zeros, the
/// limits of 32 and 64 bits and one past them, decimals, exponents, separators inside,
/// letters and non-ASCII characters after or instead of digits, the empty token; then
/// `random` tokens drawn from `seed`, an optional sign before 1 to 20 digits, a third of
/// them with leading zeros.
pub fn integer_tokens(seed: u64, random: usize) -> Vec<String> {
    let tricky = [
        "0",
        "-0",
        "+0",
        "+7",
        "-",
        "+",
        "",
        "+-1",
        "--1",
        "12a",
        "a1",
        "1_000",
        "1/",
        "1:",
        "/",
        ":",
        "00012",
        "99999999",
        "123456789",
        "2147483647",
        "2147483648",
        "-2147483648",
        "-2147483649",
        "4294967295",
        "4294967296",
        "9223372036854775807",
        "9223372036854775808",
        "-9223372036854775808",
        "-9223372036854775809",
        "18446744073709551615",
        "18446744073709551616",
        "99999999999999999999999",
        "-0000000000000000000000000000009",
        "00000000000000000002147483648",
        "1e3",
        "2.5",
        "12345678x",
        "\u{e9}",
        "1\u{e9}",
        "\u{663}",
        " 1",
        "1 ",
    ];
    let mut rng = SplitMix64::new(seed);
    let mut tokens: Vec<String> = tricky.map(str::to_owned).to_vec();
    for _ in 0..random {
        let sign = ["", "-", "+"][rng.below(3) as usize];
        let digits = 1 + rng.below(20) as usize;
        let mut token = sign.to_owned();
        let zeros = if rng.below(3) == 0 {
            1 + rng.below(digits as u64)
        } else {
            0
        };
        for place in 0..digits {
            let digit = if (place as u64) < zeros {
                0
            } else {
                rng.below(10)
            };
            token.push(char::from(b'0' + digit as u8));
        }
        tokens.push(token);
    }
    tokens
}

/// `count` cases of the problem's edge families (`Check::edge`) drawn from `seed`, each
/// read back as `check` reads it.
pub fn edge_cases<P: Check>(knobs: &P::GenOptions, seed: u64, count: usize) -> Vec<P::Case> {
    let mut rng = SplitMix64::new(seed);
    let mut one = || {
        let mut text = Vec::new();
        P::edge(knobs, &mut text, &mut rng).expect("a Vec takes it");
        read_one::<P>(&text)
    };
    (0..count).map(|_| one()).collect()
}

/// The case `check` draws at `scale` with `rng` (`Check::sized`), read back as `check`
/// reads it.
pub fn sized_case<P: Check>(knobs: &P::GenOptions, rng: &mut SplitMix64, scale: Scale) -> P::Case {
    let mut text = Vec::new();
    let draw = Draw {
        out: &mut text,
        rng,
        index: 0,
        scale,
    };
    P::sized(knobs, draw).expect("a Vec takes it");
    read_one::<P>(&text)
}

/// `count` cases `check` draws at `scale`, from `seed`.
pub fn sized_cases<P: Check>(
    knobs: &P::GenOptions,
    seed: u64,
    count: usize,
    scale: Scale,
) -> Vec<P::Case> {
    let mut rng = SplitMix64::new(seed);
    (0..count)
        .map(|_| sized_case::<P>(knobs, &mut rng, scale))
        .collect()
}

/// The smaller cases the problem's shrinker proposes for `case` (`Check::shrink`), each
/// asserted to be what `check` needs: written by `Check::write` as one valid case
/// that reads back as itself, and not `case` again.
pub fn shrunk<P: Check>(case: &P::Case) -> Vec<P::Case>
where
    P::Case: PartialEq + std::fmt::Debug,
{
    let smaller = P::shrink(case);
    for small in &smaller {
        let mut text = Vec::new();
        P::write(small, &mut text).expect("the case is written");
        let shown = String::from_utf8_lossy(&text);
        assert_eq!(
            &read_one::<P>(&text),
            small,
            "not read back as itself: {shown}"
        );
        assert_ne!(small, case, "not smaller: {shown}");
    }
    smaller
}

/// What the built `NAME gen --seed SEED --count COUNT KNOBS...` writes, asserted to end
/// with status 0.
pub fn gen_output(binary: &str, seed: u64, count: u64, knobs: &[&str]) -> String {
    let (seed, count) = (seed.to_string(), count.to_string());
    let mut args = vec!["gen", "--seed", &seed, "--count", &count];
    args.extend_from_slice(knobs);
    let outcome = run(binary, &args, b"");
    assert_eq!(outcome.code, 0, "{}", outcome.transcript());
    outcome.stdout
}

/// Asserts that `NAME gen --seed 1 KNOB VALUE` is a usage error (exit 2) for each
/// `[KNOB, VALUE]` of `bad`: a value out of its range, a range `LOW-HIGH` backwards.
pub fn assert_gen_refuses(binary: &str, bad: &[[&str; 2]]) {
    for [knob, value] in bad {
        let outcome = run(binary, &["gen", "--seed", "1", knob, value], b"");
        assert_eq!(outcome.code, 2, "{knob} {value}: {}", outcome.transcript());
    }
}

/// Asserts what every `gen` must do: the same seed gives the same cases, another seed
/// others, and the binary answers each case it printed with one line.
pub fn assert_gen_is_reproducible_and_solvable(binary: &str) {
    let args = ["gen", "--seed", "9", "--count", "5"];
    let first = run(binary, &args, b"");
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert_eq!(first.stdout, run(binary, &args, b"").stdout);
    assert_ne!(
        first.stdout,
        run(binary, &["gen", "--seed", "10", "--count", "5"], b"").stdout
    );
    let solved = run(binary, &[], first.stdout.as_bytes());
    assert_eq!(
        (
            solved.code,
            solved.stdout.lines().count(),
            solved.stderr.as_str()
        ),
        (0, 5, "")
    );
    // --json is global, but gen has no JSON to print: refused, not ignored.
    let json = run(binary, &["gen", "--seed", "9", "--json"], b"");
    assert_eq!(
        (json.code, json.stdout.as_str(), json.stderr.as_str()),
        (
            2,
            "",
            "error: --json is for answers: gen prints cases in the input format, completions \
             a shell script\n"
        )
    );
}

/// Asserts the usage errors every binary shares: an unknown flag, a missing FILE, a slip
/// for a subcommand; and that `--version` names the binary.
pub fn assert_usage_errors_and_version(binary: &str, name: &str) {
    let bogus = run(binary, &["--bogus"], b"");
    assert_eq!(bogus.code, 2, "{}", bogus.stderr);
    let missing = run(binary, &["no/such.in"], b"");
    assert_eq!(
        (
            missing.code,
            missing.stdout.as_str(),
            missing.stderr.as_str()
        ),
        (2, "", "error: no/such.in: No such file or directory\n")
    );
    // A name with a newline and a terminal's escape stays on the one error line, escaped.
    let odd = run(binary, &["no/such\n\u{1b}[2J.in"], b"");
    assert_eq!(
        (odd.code, odd.stderr.as_str()),
        (
            2,
            "error: \"no/such\\n\\u{1b}[2J.in\": No such file or directory\n"
        )
    );
    let slip = run(binary, &["explian"], b"");
    assert_eq!(
        (slip.code, slip.stderr.as_str()),
        (
            2,
            "error: explian: No such file or directory; did you mean the command 'explain'?\n"
        )
    );
    let slip_then_file = run(binary, &["explian", "a.in"], b"");
    assert_eq!(
        (slip_then_file.code, slip_then_file.stderr.as_str()),
        (
            2,
            "error: explian: not a command; did you mean 'explain'?\n"
        )
    );
    // A slip followed by the subcommand's own flags, which clap refuses first.
    let slip_then_flags = run(binary, &["explian", "--no-such-flag"], b"");
    assert_eq!(
        (slip_then_flags.code, slip_then_flags.stderr.as_str()),
        (
            2,
            "error: explian: not a command; did you mean 'explain'?\n"
        )
    );
    // A FILE named in bytes that are not UTF-8, beside a flag clap refuses: clap's message,
    // not a panic of the slip check.
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let output = Command::new(binary)
            .arg("--no-such-flag")
            .arg(std::ffi::OsStr::from_bytes(b"caf\xe9.in"))
            .output()
            .expect("the binary runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert_contains(&stderr, "error: unexpected argument '--no-such-flag'");
    }
    let page_json = run(binary, &["explain", "--html", "--json"], b"");
    assert_eq!(
        (
            page_json.code,
            page_json.stdout.as_str(),
            page_json.stderr.as_str()
        ),
        (
            2,
            "",
            "error: explain --html writes one page, not JSON (the page holds each case's data; \
             for JSON lines, leave out --html)\n"
        )
    );
    let two = run(binary, &["a.in", "b.in"], b"");
    assert_eq!(
        (two.code, two.stderr),
        (
            2,
            format!("error: one FILE at a time, not 2; to answer several: cat FILE... | {name}\n")
        )
    );
    assert_eq!(
        run(binary, &["--version"], b"").stdout,
        format!("{name} {}\n", env!("CARGO_PKG_VERSION"))
    );
    // A subcommand lists only the flags it takes: gen prints cases, never JSON.
    let gen_help = run(binary, &["gen", "--help"], b"");
    assert!(!gen_help.stdout.contains("--json"), "{}", gen_help.stdout);
    let completions = run(binary, &["completions", "bash"], b"");
    assert_eq!(completions.code, 0);
    assert_contains(&completions.stdout, "explain");
    // The manual page is `cargo xtask man`'s (dp-cli's feature `man`), not the binary's.
    assert_ne!(run(binary, &["manpage"], b"").code, 0);
}

/// Asserts that the manual page of `P` (what `cargo xtask man` writes) is one whole page:
/// a synopsis with one FILE a form (the hidden second FILE left out), no reference to a
/// page of a subcommand (none is written: every subcommand is on this page), and the
/// examples of `--help` each on a line of its own under EXAMPLES, not reflowed under a
/// heading EXTRA. The help's text after the options gives the statement as every solver
/// does, in one order: `Input:`, `Output:`, `Limits:`, then `Examples:`.
pub fn assert_man_page<P: Cli>() {
    let help = P::after_help();
    let order: Vec<Option<usize>> = ["Input", "Output:", "Limits:", "Examples:"]
        .iter()
        .map(|heading| help.lines().position(|line| line.starts_with(heading)))
        .collect();
    assert!(
        order.iter().all(Option::is_some) && order.is_sorted(),
        "the help should give Input, Output, Limits and Examples, in that order, each \
         at the start of a line:\n{help}"
    );
    // Help wraps at 80 columns, and an example wrapped is a command cut in two: every
    // example, of the command and of each subcommand, fits on its line.
    let whole = dp_cli::cli::command::<P>();
    let mut pending = vec![&whole];
    while let Some(command) = pending.pop() {
        let after = command
            .get_after_help()
            .map(ToString::to_string)
            .unwrap_or_default();
        let examples = after
            .lines()
            .skip_while(|line| !line.starts_with("Example"))
            .skip(1)
            .take_while(|line| line.starts_with("  "));
        for example in examples {
            assert!(
                example.chars().count() <= 80,
                "{}: an example of {} columns, which the help's 80 cut in two: {example}",
                command.get_name(),
                example.chars().count()
            );
        }
        pending.extend(command.get_subcommands());
    }
    let command = dp_cli::cli::command::<P>();
    let mut page = Vec::new();
    dp_cli::man::render(&command, &mut page).expect("a Vec takes it");
    let page = String::from_utf8(page).expect("UTF-8");
    let section = |heading: &str| -> String {
        let start = page
            .find(&format!(".SH {heading}\n"))
            .unwrap_or_else(|| panic!("no {heading} in\n{page}"));
        let rest = &page[start + 5 + heading.len()..];
        rest[..rest.find("\n.SH ").unwrap_or(rest.len())].to_owned()
    };
    let synopsis = section("SYNOPSIS");
    for line in synopsis.lines().filter(|line| !line.starts_with('.')) {
        assert!(line.matches("FILE").count() <= 1, "{line}");
    }
    let name = P::NAME.replace('-', "\\-");
    assert!(
        synopsis.contains(&format!("{name} explain")) && !synopsis.contains(" help"),
        "{synopsis}"
    );
    assert!(!page.contains("(1)") && !page.contains("EXTRA"), "{page}");
    for heading in [
        "NAME",
        "DESCRIPTION",
        "OPTIONS",
        "COMMANDS",
        "INPUT, OUTPUT AND LIMITS",
    ] {
        section(heading);
    }
    let examples = section("EXAMPLES");
    assert!(examples.starts_with(".nf\n") && examples.trim_end().ends_with(".fi"));
    let help = P::after_help();
    let expected = help
        .split_once("Examples:")
        .expect("the help has examples")
        .1;
    for line in expected.lines().filter(|line| !line.trim().is_empty()) {
        let shown = line.trim_start().replace('\\', "\\e").replace('-', "\\-");
        assert!(
            examples.lines().any(|example| example == shown),
            "{shown} in\n{examples}"
        );
    }
}

/// Asserts what every binary does with hostile surroundings: a standard output that is
/// open is written whatever it is — `/dev/null` opened read-write (`1<>/dev/null`, what
/// `Stdio::null()`, Python's `subprocess.DEVNULL` and systemd's `StandardOutput=null` give)
/// as well as write-only, and a closed one, which Rust's runtime turns into that
/// `/dev/null` before the program runs — exit 0 and not a word on standard error; a full
/// one (`>/dev/full`) is an error (exit 3), not a silent success; a standard error that
/// cannot be written (`2>/dev/full`) costs the message but never a panic; an absurd
/// `RAYON_NUM_THREADS` changes no answer.
pub fn assert_streams_and_threads(binary: &str, sample: &str, answer: &str) {
    let threads = run_with_env(binary, &[sample], &[("RAYON_NUM_THREADS", "100000")], b"");
    assert_eq!((threads.code, threads.stdout.as_str()), (0, answer));
    for redirect in [">/dev/null", "1<>/dev/null", ">&-"] {
        let run = shell(binary, sample, redirect);
        assert_eq!(
            (run.code, run.stderr.as_str()),
            (0, ""),
            "{binary} {sample} {redirect}"
        );
    }
    let null = Command::new(binary)
        .arg(sample)
        .current_dir(workspace_root())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .expect("the binary runs");
    assert_eq!(
        (
            null.status.code(),
            String::from_utf8_lossy(&null.stderr).as_ref()
        ),
        (Some(0), ""),
        "{binary} {sample} with Stdio::null() as standard output"
    );
    if Path::new("/dev/full").exists() {
        assert_eq!(shell(binary, "no/such.in", "2>/dev/full").code, 2);
        let full = shell(binary, sample, ">/dev/full");
        assert_eq!(
            (full.code, full.stderr.as_str()),
            (3, "error: <stdout>: No space left on device\n")
        );
    }
}

/// Runs `binary FILE` through `sh` with the redirection `redirect` (`>&-`, `2>/dev/full`).
fn shell(binary: &str, file: &str, redirect: &str) -> Outcome {
    let output = Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" \"$1\" {redirect}"))
        .arg(binary)
        .arg(file)
        .current_dir(workspace_root())
        .output()
        .expect("sh runs");
    Outcome {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The headless browser of the lesson-page tests: `$DP_GAMES_CHROMIUM`, else `chromium`,
/// `chromium-browser` or `google-chrome` on the PATH. `None` only when the tests are told
/// to go without one (`DP_GAMES_SKIP_BROWSER=1`, which CI never sets); with no browser and
/// no such word, the tests fail and say how to install one.
pub fn browser() -> Option<PathBuf> {
    let candidates = std::env::var_os("DP_GAMES_CHROMIUM")
        .map(PathBuf::from)
        .into_iter()
        .chain(
            ["chromium", "chromium-browser", "google-chrome"]
                .iter()
                .filter_map(|name| find_on_path(name)),
        );
    for candidate in candidates {
        if candidate.is_file() {
            return Some(candidate);
        }
    }
    if std::env::var("DP_GAMES_SKIP_BROWSER").is_ok_and(|value| value == "1") {
        eprintln!("lesson pages: no browser, and DP_GAMES_SKIP_BROWSER=1: browser checks skipped");
        return None;
    }
    panic!(
        "the lesson-page tests need headless Chromium: install Debian's package `chromium` \
         (.ci/run does), or point DP_GAMES_CHROMIUM at a Chromium binary"
    );
}

fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|folder| folder.join(name))
        .find(|candidate| candidate.is_file())
}

/// Opens `url` in headless Chromium and returns the DOM once its scripts have run.
pub fn dump_dom(browser: &Path, url: &str) -> String {
    let profile = tempfile_dir("chromium-profile");
    let output = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--virtual-time-budget=5000",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("--dump-dom")
        .arg(url)
        .stderr(Stdio::null())
        .output()
        .unwrap_or_else(|error| panic!("cannot start {}: {error}", browser.display()));
    let _ = std::fs::remove_dir_all(&profile);
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A fresh folder under the temporary folder, named for this process and `what`.
fn tempfile_dir(what: &str) -> PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let folder = std::env::temp_dir().join(format!(
        "dp-games-{what}-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    folder
}

/// The lesson page of every fixture of `problem`: whole, self-contained, under 2 MB, one
/// section a case; and, in a real browser, for up to `in_browser` fixtures with cases:
/// drawn (`data-ready`), a deep link to case 2 (or 1) step 2 selects them, and when the
/// problem draws clickable entries (`data-entry`), a link that clicks one fills the detail
/// panel.
pub fn assert_lesson_pages(binary: &str, problem: &str, has_script: bool, in_browser: usize) {
    let browser = browser();
    let mut opened = 0;
    for (name, _) in fixtures(problem) {
        let file = format!("fixtures/{problem}/{name}");
        let page = run(binary, &["explain", "--html", &file], b"");
        let html = &page.stdout;
        assert!(
            html.starts_with("<!DOCTYPE html>") && html.ends_with("</html>\n"),
            "{file}"
        );
        assert!(
            html.len() < dp_lesson::MAX_PAGE_BYTES,
            "{file}: {} bytes",
            html.len()
        );
        for outside in [
            "src=\"http",
            "href=\"http",
            "@import",
            "url(http",
            "src=\"//",
        ] {
            assert!(!html.contains(outside), "{file} reaches outside: {outside}");
        }
        let answers = run(binary, &[&file], b"");
        assert_eq!(page.code, answers.code, "{file}");
        let cases = answers.stdout.lines().count();
        assert_eq!(
            html.matches("<section class=\"case\"").count(),
            cases,
            "{file}"
        );
        let Some(browser) = &browser else { continue };
        if cases == 0 || opened == in_browser {
            continue;
        }
        opened += 1;
        let folder = tempfile_dir("lesson");
        let path = folder.join("lesson.html");
        std::fs::write(&path, html).expect("the page is written");
        let url = format!("file://{}", path.display());
        let case = cases.min(2);
        // The keys: one ArrowRight on the focused slider moves one step (its own default
        // move cancelled, or the page would move two), and every entry is a Tab stop.
        let probed = path.with_file_name("probed.html");
        std::fs::write(&probed, html.replace("</body>", KEY_PROBE)).expect("the page is written");
        let keys = dump_dom(
            browser,
            &format!("file://{}#case={case}&step=1", probed.display()),
        );
        let probe = keys
            .split("data-key-probe=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap_or_else(|| panic!("{file}: the key probe did not run"));
        let [from, to, prevented, steps, untabbed] = probe
            .split(' ')
            .map(|word| word.parse::<usize>().expect("a number"))
            .collect::<Vec<_>>()[..]
        else {
            panic!("{file}: key probe {probe}")
        };
        assert_eq!(from, 1, "{file}: the probe starts on step 1");
        assert_eq!(
            to,
            2.min(steps),
            "{file}: one ArrowRight on the slider: {probe}"
        );
        assert_eq!(
            prevented, 1,
            "{file}: the slider's own move is not cancelled"
        );
        assert_eq!(untabbed, 0, "{file}: entries that Tab does not reach");
        let dom = dump_dom(browser, &format!("{url}#case={case}&step=2"));
        assert!(
            dom.contains("data-ready=\"true\""),
            "{file}: the page did not mark itself drawn"
        );
        assert!(
            dom.contains(&format!("data-current-case=\"{case}\"")),
            "{file}: deep link"
        );
        assert!(
            dom.contains("data-current-step=\""),
            "{file}: no step shown"
        );
        if has_script {
            let entry = dom
                .split("data-entry=\"")
                .nth(1)
                .and_then(|rest| rest.split('"').next())
                .unwrap_or_else(|| panic!("{file}: the drawing has no clickable entry"))
                .to_owned();
            let clicked = dump_dom(browser, &format!("{url}#case={case}&step=2&entry={entry}"));
            let panel = clicked
                .split("<aside id=\"detail\"")
                .nth(1)
                .and_then(|rest| rest.split("</aside>").next())
                .unwrap_or("");
            assert!(
                panel.trim_start_matches(|c| c != '>').len() > 1,
                "{file}: clicking entry {entry} left the detail panel empty"
            );
        }
        let _ = std::fs::remove_dir_all(&folder);
    }
}

/// Put before `</body>` of a lesson page: once the page is drawn, focuses the step slider,
/// sends it one ArrowRight, and writes on the root element the step before and after, 1
/// when the slider's own move was cancelled, the number of steps, and how many entries
/// (`data-entry`) Tab does not reach.
const KEY_PROBE: &str = r#"<script>
window.addEventListener("DOMContentLoaded", () => {
  const root = document.documentElement, slider = document.getElementById("step");
  const from = root.dataset.currentStep;
  slider.focus();
  const event = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true });
  const prevented = slider.dispatchEvent(event) ? 0 : 1;
  const untabbed = Array.from(document.querySelectorAll("[data-entry]")).filter((node) => node.tabIndex < 0).length;
  root.dataset.keyProbe = [from, root.dataset.currentStep, prevented, Number(slider.max) + 1, untabbed].join(" ");
});
</script>
</body>"#;

/// Asserts that `text` holds `needle`, showing the whole text when it does not.
#[track_caller]
pub fn assert_contains(text: &str, needle: &str) {
    assert!(text.contains(needle), "expected {needle:?} in:\n{text}");
}

/// `binary --help`, which must succeed, with its lines joined by spaces (so that a phrase
/// that the help wraps is still found whole).
pub fn help_in_one_line(binary: &str) -> String {
    let help = run(binary, &["--help"], b"");
    assert_eq!(help.code, 0, "{}", help.stderr);
    help.stdout.replace('\n', " ")
}

/// The lesson page of `file` (`explain --html FILE`), which must be written: the JSON
/// island of each case, in order.
pub fn lesson_page_data(binary: &str, file: &str) -> Vec<serde_json::Value> {
    let page = run(binary, &["explain", "--html", file], b"");
    assert_eq!(page.code, 0, "{}", page.stderr);
    lesson_islands(&page.stdout)
}

/// What `explain` prints with the problem's `option` (`["--take", "2"]`) for `file` (or
/// `stdin`): the same whether the option stands after the subcommand or before it.
pub fn explain_with_option(binary: &str, option: &[&str], file: &[&str], stdin: &[u8]) -> String {
    let after: Vec<&str> = ["explain"]
        .iter()
        .chain(option)
        .chain(file)
        .copied()
        .collect();
    let before: Vec<&str> = option
        .iter()
        .chain(&["explain"])
        .chain(file)
        .copied()
        .collect();
    let explain = run(binary, &after, stdin);
    assert_eq!(explain.code, 0, "{after:?}: {}", explain.stderr);
    assert_eq!(
        run(binary, &before, stdin),
        explain,
        "{before:?} against {after:?}"
    );
    explain.stdout
}

/// The page data of every case of every fixture of `problem`, read back into the
/// problem's typed page data `T` and written again, gives the same JSON: the type is the
/// whole schema (no field is dropped, renamed or retyped on the way). Fails when no
/// fixture has a case with data.
pub fn assert_lesson_data_round_trips<T>(binary: &str, problem: &str)
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    let mut checked = 0;
    for (name, _) in fixtures(problem) {
        let file = format!("fixtures/{problem}/{name}");
        let page = run(binary, &["explain", "--html", &file], b"");
        for (index, island) in lesson_islands(&page.stdout).into_iter().enumerate() {
            let typed: T = serde_json::from_value(island.clone())
                .unwrap_or_else(|error| panic!("{file} case {}: {error}", index + 1));
            let again = serde_json::to_value(&typed).expect("page data serializes");
            assert_eq!(again, island, "{file} case {}", index + 1);
            checked += 1;
        }
    }
    assert!(checked > 0, "{problem}: no fixture has page data");
}

/// The JSON islands of a lesson page (`explain --html`), one a case, in order.
pub fn lesson_islands(html: &str) -> Vec<serde_json::Value> {
    html.split("<script type=\"application/json\" class=\"case-data\">")
        .skip(1)
        .map(|rest| {
            let json = rest.split("</script>").next().expect("a closed island");
            serde_json::from_str(json).expect("an island is JSON")
        })
        .collect()
}

/// Runs `binary` with `args` (which should hold `--json`) and parses each line of its
/// standard output as one JSON object; the run must succeed.
pub fn json_lines(binary: &str, args: &[&str]) -> Vec<serde_json::Value> {
    let outcome = run(binary, args, b"");
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    outcome
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|error| panic!("{error}: {line}")))
        .collect()
}

/// Asserts that bad data after good data is answered as the contract says: the good
/// cases' answers on stdout, one line `error: <stdin>:LINE:COL: ...` and status 1.
pub fn assert_bad_after_good(binary: &str, input: &str, answers: &str, error: &str) {
    let outcome = run(binary, &[], input.as_bytes());
    assert_eq!(
        (
            outcome.code,
            outcome.stdout.as_str(),
            outcome.stderr.as_str()
        ),
        (1, answers, error),
        "{input}"
    );
}

/// The shared test suite of a solver: call it once in the crate's integration-test binary,
/// as `gems-fight/tests/it/main.rs` does (where this runs; a doctest has no solver crate):
///
/// ```text
/// dp_testing::solver_tests! {
///     problem: gems_fight::GemsFight,
///     binary: env!("CARGO_BIN_EXE_gems-fight"),
///     sample: "fixtures/gems-fight/judge-sample.in" => "3\n-3\n",
///     solve_when: |case| case.bags.len() <= 14,
/// }
/// ```
///
/// `solve_when` (optional) limits which cases the robustness property test solves.
#[macro_export]
macro_rules! solver_tests {
    (
        problem: $problem:ty,
        binary: $binary:expr,
        sample: $sample:expr => $answer:expr
        $(, solve_when: $solve_when:expr)?
        $(,)?
    ) => {
        /// The tests every solver shares, from dp-testing.
        mod platform {
            use super::*;
            use $crate::{self as testing, proptest::prelude::*};
            use $crate::dp_cli::Problem as _;

            type P = $problem;

            /// The binary under test (a function, so that `$binary` may name a constant of
            /// the calling module, whatever its name).
            fn solver_binary() -> &'static str {
                $binary
            }

            fn solve_when(_case: &<P as $crate::dp_cli::Problem>::Case) -> bool {
                true $(&& ($solve_when)(_case))?
            }

            fn answer_all(input: &[u8]) -> Vec<u8> {
                let options = <<P as $crate::dp_cli::Problem>::Options as Default>::default();
                testing::answer_all::<P>(input, &options, solve_when)
            }

            fn fixtures_folder() -> std::path::PathBuf {
                testing::workspace_root().join("fixtures").join(P::NAME)
            }

            #[test]
            fn file_stdin_and_dash_give_the_sample_answer() {
                testing::assert_file_stdin_and_dash_agree(solver_binary(), $sample, $answer);
            }

            #[test]
            fn usage_errors_exit_2_and_version_works() {
                testing::assert_usage_errors_and_version(solver_binary(), P::NAME);
            }

            #[test]
            fn gen_is_reproducible_and_solvable() {
                testing::assert_gen_is_reproducible_and_solvable(solver_binary());
                let knobs = <<P as $crate::dp_cli::Cli>::GenOptions as Default>::default();
                testing::generated::<P>(&knobs, 7, 20);
            }

            #[test]
            fn streams_that_fail_and_absurd_thread_counts_are_handled() {
                testing::assert_streams_and_threads(solver_binary(), $sample, $answer);
            }

            #[test]
            fn a_reader_that_stops_early_ends_the_run_quietly() {
                let input = testing::run(solver_binary(), &["gen", "--seed", "1", "--count", "20000"], b"");
                let (first, outcome) =
                    testing::first_line_then_close(solver_binary(), &[], input.stdout.into_bytes());
                assert!(!first.trim().is_empty());
                assert_eq!((outcome.code, outcome.stderr.as_str()), (0, ""));
            }

            #[test]
            fn input_beyond_one_gibibyte_is_refused_unread() {
                testing::assert_refuses_huge_input(solver_binary());
            }

            #[test]
            fn a_case_is_answered_while_the_input_is_still_open() {
                let sample = std::fs::read(testing::workspace_root().join($sample))
                    .expect("the sample exists");
                testing::assert_answers_while_input_is_open(solver_binary(), &sample);
            }

            #[test]
            fn lesson_pages_are_whole_and_work_in_a_browser() {
                testing::assert_lesson_pages(
                    solver_binary(),
                    P::NAME,
                    !<P as $crate::dp_cli::Problem>::LESSON_SCRIPT.is_empty(),
                    2,
                );
            }

            #[test]
            fn the_page_quizzes_the_table_and_plays_the_game() {
                testing::practice::assert_practice(
                    solver_binary(),
                    $sample,
                    !<P as $crate::dp_cli::Problem>::LESSON_SCRIPT.is_empty(),
                );
            }

            #[test]
            fn the_live_lesson_serves_edits_and_refuses_the_uninvited() {
                let edited =
                    testing::run(solver_binary(), &["gen", "--seed", "2", "--count", "2"], b"");
                let (_, bad) = testing::fixtures(P::NAME)
                    .into_iter()
                    .find(|(name, _)| name.starts_with("error-"))
                    .expect("a fixture of bad data, fixtures/NAME/error-*.in");
                testing::serve::assert_live_lesson(
                    solver_binary(),
                    $sample,
                    &edited.stdout,
                    &String::from_utf8_lossy(&bad),
                );
            }

            #[test]
            fn man_page_is_one_whole_page() {
                testing::assert_man_page::<P>();
            }

            #[test]
            fn help() {
                let help = testing::run(solver_binary(), &["--help"], b"");
                assert_eq!(help.code, 0);
                testing::insta::assert_snapshot!(help.stdout);
            }

            /// `NAME COMMAND --help` of every visible subcommand, dp-cli's and the
            /// problem's own, and of theirs (`yahtzee optimal explain`): one snapshot each.
            #[test]
            fn help_of_every_command() {
                let top = $crate::dp_cli::cli::command::<$problem>();
                let mut paths: Vec<Vec<String>> = Vec::new();
                for command in top.get_subcommands().filter(|command| !command.is_hide_set()) {
                    let name = command.get_name().to_owned();
                    for inner in command.get_subcommands().filter(|inner| !inner.is_hide_set()) {
                        paths.push(vec![name.clone(), inner.get_name().to_owned()]);
                    }
                    paths.push(vec![name]);
                }
                assert!(paths.iter().any(|path| path == &["gen"]), "{paths:?}");
                for path in paths {
                    let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
                    args.push("--help");
                    let help = testing::run(solver_binary(), &args, b"");
                    assert_eq!((help.code, help.stderr.as_str()), (0, ""), "{args:?}");
                    testing::insta::assert_snapshot!(format!("help-{}", path.join("-")), help.stdout);
                }
            }

            #[test]
            fn plain() {
                testing::for_each_fixture(&fixtures_folder(), |path| {
                    let file = testing::relative_to_root(path);
                    testing::insta::assert_snapshot!(testing::run(solver_binary(), &[&file], b"").transcript());
                });
            }

            #[test]
            fn explain() {
                testing::for_each_fixture(&fixtures_folder(), |path| {
                    let file = testing::relative_to_root(path);
                    testing::insta::assert_snapshot!(
                        testing::run(solver_binary(), &["explain", &file], b"").transcript()
                    );
                });
            }

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(2000))]

                #[test]
                fn any_input_gives_answers_or_an_error_inside_it(
                    input in testing::arbitrary_and_mutated(testing::fixture_inputs(P::NAME))
                ) {
                    answer_all(&input);
                }
            }

            #[test]
            fn real_file_quirks_change_nothing() {
                for (name, input) in testing::fixtures(P::NAME) {
                    let expected = answer_all(&input);
                    for (quirk, variant) in testing::real_file_variants(&input) {
                        assert!(answer_all(&variant) == expected, "{name} with {quirk}");
                    }
                }
            }
        }
    };
}

/// The folder of a solver crate's programs for `check`'s tests (`NAME/tests/programs`).
pub fn programs_folder(problem: &str) -> PathBuf {
    workspace_root()
        .join(problem)
        .join("tests")
        .join("programs")
}

/// The whole number that is the `index`-th whitespace-separated token of `input` (from
/// 0), if it is one: what a `small` test of [`assert_check_catches`] reads of a case.
pub fn number_at(input: &str, index: usize) -> Option<u64> {
    input.split_whitespace().nth(index)?.parse().ok()
}

/// `NAME check --cases CASES --seed SEED [OPTIONS...] -- PROGRAM [ARGS...]`, `program`
/// being PROGRAM and its arguments.
pub fn run_check(
    binary: &str,
    cases: u64,
    seed: u64,
    options: &[&str],
    program: &[&str],
) -> Outcome {
    let (cases, seed) = (cases.to_string(), seed.to_string());
    let mut args = vec!["check", "--cases", &cases, "--seed", &seed];
    args.extend_from_slice(options);
    args.push("--");
    args.extend_from_slice(program);
    run(binary, &args, b"")
}

/// Runs `binary` with `args` in the workspace root with no input, as [`run`] does, but
/// sends it `signal` (`"INT"`, `"TERM"`) once `ready(pid)` holds, and gives up `limit`
/// after it started: `None` when it had not ended by then (it is killed). `limit` is a
/// safety net for a run that must not hang, far above what it takes, never a measure.
pub fn run_signalled(
    binary: &str,
    args: &[&str],
    signal: Option<(&str, &dyn Fn(u32) -> bool)>,
    limit: Duration,
) -> Option<Outcome> {
    let started = std::time::Instant::now();
    let mut child = Command::new(binary)
        .args(args)
        .current_dir(workspace_root())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("cannot start {binary}: {error}"));
    let pid = child.id();
    let collect = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = collect(Box::new(child.stdout.take().expect("stdout was piped")));
    let stderr = collect(Box::new(child.stderr.take().expect("stderr was piped")));
    let (sender, ended) = mpsc::channel();
    let waiter = std::thread::spawn(move || {
        let status = child.wait().expect("the binary is waited for");
        let _ = sender.send(status);
    });
    let kill = |signal: &str| {
        let _ = Command::new("kill")
            .args([format!("-{signal}"), pid.to_string()])
            .status();
    };
    if let Some((signal, ready)) = signal {
        while !ready(pid) {
            if started.elapsed() > limit || waiter.is_finished() {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        kill(signal);
    }
    let left = limit.saturating_sub(started.elapsed());
    let status = match ended.recv_timeout(left) {
        Ok(status) => status,
        Err(_) => {
            kill("KILL");
            let _ = waiter.join();
            return None;
        }
    };
    let _ = waiter.join();
    Some(Outcome {
        code: status.code().unwrap_or(-1),
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    })
}

/// Whether process `pid` catches `signal` (its number): its handler is in place, as
/// `/proc/PID/status` says.
pub fn catches_signal(pid: u32, signal: u32) -> bool {
    let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else {
        return false;
    };
    status
        .lines()
        .find_map(|line| line.strip_prefix("SigCgt:"))
        .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
        .is_some_and(|mask| mask & (1 << (signal - 1)) != 0)
}

/// Whether process `pid` exists (a zombie too: one not yet reaped).
pub fn process_exists(pid: u32) -> bool {
    Path::new(&format!("/proc/{pid}")).exists()
}

/// Whether process `pid` is running: it exists and is not a zombie (an orphan's zombie
/// may wait for a parent that never reaps it).
pub fn process_running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        stat.rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .is_some_and(|state| state != "Z" && state != "X")
    })
}

/// The CPU time process `pid` has used so far, in clock ticks (user and system, from
/// `/proc/PID/stat`); 0 when it is gone.
pub fn cpu_ticks(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).map_or(0, |stat| {
        let fields: Vec<&str> = stat
            .rsplit_once(')')
            .map(|(_, rest)| rest.split_whitespace().collect())
            .unwrap_or_default();
        // After the name: state is field 3, utime 14 and stime 15 (from 1).
        [11, 12]
            .iter()
            .filter_map(|&at| fields.get(at).and_then(|field| field.parse::<u64>().ok()))
            .sum()
    })
}

/// The children of process `pid`, from `/proc` (each of its threads' `children`).
pub fn children_of(pid: u32) -> Vec<u32> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    tasks
        .flatten()
        .filter_map(|task| std::fs::read_to_string(task.path().join("children")).ok())
        .flat_map(|list| {
            list.split_whitespace()
                .filter_map(|child| child.parse().ok())
                .collect::<Vec<u32>>()
        })
        .collect()
}

/// Waits until `done()` holds, looking every 10 ms, for at most `limit` (a safety net,
/// never a measure); whether it came.
pub fn wait_until(limit: Duration, done: impl Fn() -> bool) -> bool {
    let started = std::time::Instant::now();
    while !done() {
        if started.elapsed() > limit {
            return false;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    true
}

/// A new empty temporary folder for a test, named after `what`.
pub fn temporary_folder(what: &str) -> PathBuf {
    tempfile_dir(what)
}

/// `NAME judge INPUT OUTPUT`, with the text `output` as OUTPUT (a temporary file).
pub fn judge(binary: &str, input: &str, output: &str) -> Outcome {
    let folder = tempfile_dir("judge");
    let path = folder.join("out");
    std::fs::write(&path, output).expect("a temporary file");
    let judged = run(binary, &["judge", input, &path.display().to_string()], b"");
    let _ = std::fs::remove_dir_all(&folder);
    judged
}

/// Asserts that `NAME check --cases CASES --seed SEED -- NAME`, the binary checking itself,
/// passes: every case it generates reads back, and its answers agree with its own.
pub fn assert_checks_itself(binary: &str, cases: u64, seed: u64) {
    let outcome = run_check(binary, cases, seed, &[], &[binary]);
    assert_eq!(outcome.code, 0, "{}", outcome.transcript());
}

/// Asserts that `NAME check --cases CASES --seed SEED --save FILE -- python3 PROGRAM` (a
/// program of `NAME/tests/programs`) exits 1 and saves one case that `small` accepts
/// (given the saved input), on which the program's output really differs from the
/// binary's, as `NAME judge` says too (exit 1 or 2). Returns the saved input.
pub fn assert_check_catches(
    binary: &str,
    problem: &str,
    program: &str,
    cases: u64,
    seed: u64,
    small: impl Fn(&str) -> bool,
) -> String {
    let folder = tempfile_dir("check");
    let saved = folder.join("small.in").display().to_string();
    let script = programs_folder(problem).join(program).display().to_string();
    let outcome = run_check(
        binary,
        cases,
        seed,
        &["--save", &saved],
        &[python(), &script],
    );
    assert_eq!(outcome.code, 1, "{}", outcome.transcript());
    assert!(
        outcome.stdout.contains("FAILED") && outcome.stdout.contains("--- why"),
        "{}",
        outcome.stdout
    );
    let input = std::fs::read_to_string(&saved).expect("check saved the input");
    assert!(small(&input), "not small enough:\n{input}");
    // The program really is wrong on it: the judge refuses its answer.
    let theirs = run(python(), &[&script], input.as_bytes());
    let judged = judge(binary, &saved, &theirs.stdout);
    assert!(
        judged.code == 1 || judged.code == 2,
        "the judge accepts the program's answer on the saved case: {}",
        judged.transcript()
    );
    let ours = run(binary, &[&saved], b"");
    assert_ne!(ours.stdout, theirs.stdout);
    let _ = std::fs::remove_dir_all(&folder);
    input
}

/// Asserts that `NAME check --cases CASES --seed SEED -- python3 PROGRAM` passes: exit 0
/// and the one summary line.
pub fn assert_check_passes(binary: &str, problem: &str, program: &str, cases: u64, seed: u64) {
    let script = programs_folder(problem).join(program).display().to_string();
    let outcome = run_check(binary, cases, seed, &[], &[python(), &script]);
    assert_eq!(outcome.code, 0, "{}", outcome.transcript());
    assert!(
        outcome.stdout.contains(&format!("all {cases} cases agree")),
        "{}",
        outcome.stdout
    );
}
