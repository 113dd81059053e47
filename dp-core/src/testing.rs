//! Test support (feature `testing`): run a solver's built binary the way a user does and
//! capture everything it says. Every solver's command-line and snapshot tests use it.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use proptest::prelude::*;

use crate::scan::{ParseError, lines};

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
        .expect("dp-core sits one level below the workspace root")
        .to_path_buf()
}

/// `path` relative to the workspace root, as a string for a command line.
pub fn relative_to_root(path: &Path) -> String {
    path.strip_prefix(workspace_root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Runs `binary` with `args` in the workspace root, feeding it `stdin`.
pub fn run(binary: &str, args: &[&str], stdin: &[u8]) -> Outcome {
    let mut child = Command::new(binary)
        .args(args)
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
    let line_count = lines(input).count().max(1);
    let line = usize::try_from(error.pos.line).expect("a line fits usize");
    assert!(
        (1..=line_count).contains(&line),
        "{error} points past the {line_count} lines of the input"
    );
    let text = lines(input)
        .nth(line - 1)
        .map_or(&b""[..], |(_, text)| text);
    let characters = text.iter().filter(|&&byte| byte & 0xC0 != 0x80).count();
    let col = usize::try_from(error.pos.col).expect("a column fits usize");
    assert!(
        (1..=characters + 1).contains(&col),
        "{error} points past the {characters} characters of line {line}"
    );
}

/// Asserts that `binary` refuses a file larger than the input limit before reading it:
/// exit status 1, one line naming the limit, nothing on stdout. The file is sparse, so the
/// test costs no disk space.
pub fn assert_refuses_huge_input(binary: &str) {
    let path = std::env::temp_dir().join(format!("dp-games-huge-{}.in", std::process::id()));
    let file = std::fs::File::create(&path).expect("a temporary file");
    file.set_len(crate::run::MAX_INPUT_BYTES + 1)
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
    let feeder = std::thread::spawn(move || child_stdin.write_all(&stdin));
    let mut first_line = String::new();
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout was piped"));
    stdout.read_line(&mut first_line).expect("one line arrives");
    drop(stdout);
    let output = child
        .wait_with_output()
        .expect("the binary runs to its end");
    feeder
        .join()
        .expect("the stdin feeder does not panic")
        .expect("the binary read all its input");
    let outcome = Outcome {
        code: output.status.code().unwrap_or(-1),
        stdout: String::new(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    (first_line, outcome)
}
