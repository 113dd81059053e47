//! Test support (feature `testing`): run a solver's built binary the way a user does and
//! capture everything it says. Every solver's command-line and snapshot tests use it.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

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
