//! The saved strategy table under attack: special files at the path (directory, FIFO,
//! socket, devices made in a temporary folder), symbolic links, a link planted at the old
//! fixed temporary name, huge and forged files, two writers at once, the default folder
//! (XDG rules, a folder every user may write to), and a standard error that cannot be
//! written. Nothing here touches the system's `/dev` or the user's own cache folder.
//!
//! Device nodes need root (`mknod`): when the tests do not run as root, those few checks
//! say so on standard error and are skipped; everything else always runs.

use std::fs;
use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt, symlink};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use dp_testing::{Outcome, assert_contains};
use yahtzee_optimal::cache::{self, Rejected};
use yahtzee_optimal::scoring::Rules;

use super::YAHTZEE;

/// The UVa answer, printed whatever happens to the table.
const UVA: &str = "251.0945\n";
/// Bytes before the values in a UVa table: magic, name, count, 13 layer counts.
const UVA_HEADER: usize = 8 + 1 + 3 + 8 + 13 * 8;
/// Why a table with every value possible, and the checksum fixed, is still refused.
const FORGED: &str = "not the table this program computes: its SHA-256 differs";

/// Runs the binary in `dir` with `env` (and XDG_CACHE_HOME and HOME as given, never the
/// user's), failing the test if it takes more than 60 seconds (a FIFO that blocks).
fn run_in(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Outcome {
    let mut child = Command::new(YAHTZEE)
        .args(args)
        .env("XDG_CACHE_HOME", dir.join("xdg-cache"))
        .envs(env.iter().copied())
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let start = Instant::now();
    while child
        .try_wait()
        .expect("the child can be waited for")
        .is_none()
    {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("{args:?} did not finish within 60 s");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let output = child.wait_with_output().expect("the output is read");
    Outcome {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

fn uva_at(dir: &Path, cache: &Path) -> Outcome {
    run_in(
        dir,
        &[
            "optimal",
            "--rules",
            "uva",
            "--cache",
            &cache.display().to_string(),
        ],
        &[],
    )
}

fn text(path: &Path) -> String {
    path.display().to_string()
}

/// Whether this process runs as root, which `mknod` needs.
fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|output| String::from_utf8_lossy(&output.stdout).trim() == "0")
}

/// Makes a device node at `path` (`kind` "c" or "b") in a temporary folder; `None`, with
/// the reason printed, when that is not possible here.
fn device(path: &Path, kind: &str, major: u32, minor: u32) -> Option<PathBuf> {
    if !is_root() {
        eprintln!(
            "skipped: the {kind} device case needs root (mknod); the test runs as another user"
        );
        return None;
    }
    let made = Command::new("mknod")
        .arg(path)
        .arg(kind)
        .arg(major.to_string())
        .arg(minor.to_string())
        .status()
        .expect("mknod runs");
    assert!(made.success(), "mknod {} as root", path.display());
    Some(path.to_owned())
}

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
}

#[test]
fn special_files_are_refused_before_any_work_and_left_alone() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = dir.path();
    let folder = root.join("a-directory");
    fs::create_dir(&folder).expect("a folder");
    let fifo = root.join("a-fifo");
    mkfifo(&fifo);
    let socket = root.join("a-socket");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).expect("a socket");
    let mut cases: Vec<(PathBuf, &str)> = vec![
        (folder.clone(), "a directory"),
        (fifo.clone(), "a FIFO"),
        (socket.clone(), "a socket"),
    ];
    // Nodes like /dev/zero, /dev/null and /dev/urandom, and a block device, made here.
    for (name, kind, major, minor) in [
        ("zero", "c", 1, 5),
        ("null", "c", 1, 3),
        ("urandom", "c", 1, 9),
        ("block", "b", 7, 250),
    ] {
        if let Some(node) = device(&root.join(name), kind, major, minor) {
            let described = if kind == "c" {
                "a character device"
            } else {
                "a block device"
            };
            cases.push((node, described));
        }
    }
    // A link to a device is judged by what it leads to.
    if let Some((node, _)) = cases
        .iter()
        .find(|(path, _)| path.ends_with("zero"))
        .cloned()
    {
        let link = root.join("link-to-zero");
        symlink(&node, &link).expect("a link");
        cases.push((link, "a character device"));
    }
    for (path, kind) in &cases {
        let before = fs::symlink_metadata(path).expect("made above");
        for command in [
            vec!["optimal", "--rules", "uva"],
            vec![
                "advise",
                "--rules",
                "uva",
                "--dice",
                "12345",
                "--rerolls-left",
                "1",
            ],
        ] {
            let mut args = command.clone();
            let path_text = text(path);
            args.extend(["--cache", &path_text]);
            let outcome = run_in(root, &args, &[]);
            assert_eq!(
                (
                    outcome.code,
                    outcome.stdout.as_str(),
                    outcome.stderr.as_str()
                ),
                (
                    2,
                    "",
                    format!(
                        "error: {path_text} is {kind}: the strategy table is kept only in a \
                         regular file\n"
                    )
                    .as_str()
                ),
                "{args:?}"
            );
        }
        let after = fs::symlink_metadata(path).expect("still there");
        assert_eq!(
            (after.file_type(), after.ino(), after.rdev(), after.len()),
            (
                before.file_type(),
                before.ino(),
                before.rdev(),
                before.len()
            ),
            "{} was changed",
            path.display()
        );
    }
}

#[test]
fn the_library_reads_and_writes_no_special_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = dir.path();
    let fifo = root.join("fifo");
    mkfifo(&fifo);
    // Run where a blocked open would hang, and give up waiting after 20 seconds.
    let (sender, receiver) = std::sync::mpsc::channel();
    let fifo_path = fifo.clone();
    std::thread::spawn(move || {
        let _ = sender.send(cache::load(&fifo_path, Rules::Uva).map(|_| ()));
    });
    let read = receiver
        .recv_timeout(Duration::from_secs(20))
        .expect("reading a FIFO does not block");
    assert_eq!(read, Err(Rejected::Invalid("it is a FIFO".into())));
    // A 6 GiB file (sparse) is refused by its size, before a byte is read.
    let huge = root.join("huge.bin");
    fs::File::create(&huge)
        .and_then(|file| file.set_len(6 << 30))
        .expect("a sparse file");
    let started = Instant::now();
    let refused = cache::load(&huge, Rules::Uva).map(|_| ());
    let size = cache::table_size(Rules::Uva, 207_104);
    assert_eq!(
        refused,
        Err(Rejected::Invalid(format!(
            "6442450944 bytes, where a table for uva rules has {size}"
        )))
    );
    assert!(started.elapsed() < Duration::from_secs(5));
    if let Some(zero) = device(&root.join("zero"), "c", 1, 5) {
        let read = cache::load(&zero, Rules::Uva).map(|_| ());
        assert_eq!(
            read,
            Err(Rejected::Invalid("it is a character device".into()))
        );
    }
    assert_eq!(
        cache::load(&root.join("missing.bin"), Rules::Uva).map(|_| ()),
        Err(Rejected::Missing)
    );
    assert!(fs::metadata(&fifo).expect("kept").file_type().is_fifo());
}

/// The table's checksum, written here from its definition (the bytes as little-endian
/// 64-bit words, the last padded with zeros; each word: xor, multiply, rotate), so that a
/// forgery can fix it.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.chunks(8).fold(0xcbf2_9ce4_8422_2325, |hash, word| {
        let mut padded = [0u8; 8];
        padded[..word.len()].copy_from_slice(word);
        (hash ^ u64::from_le_bytes(padded))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(29)
    })
}

/// Flips a byte of the values, or rewrites values and fixes the checksum (a forgery).
fn forge(table: &[u8], edit: impl FnOnce(&mut Vec<u8>)) -> Vec<u8> {
    let mut body = table[..table.len() - 8].to_vec();
    edit(&mut body);
    let fixed = checksum(&body);
    body.extend_from_slice(&fixed.to_le_bytes());
    body
}

fn set_value(body: &mut [u8], index: usize, value: f64) {
    let at = UVA_HEADER + 8 * index;
    body[at..at + 8].copy_from_slice(&value.to_le_bytes());
}

fn value(body: &[u8], index: usize) -> f64 {
    let at = UVA_HEADER + 8 * index;
    f64::from_le_bytes(body[at..at + 8].try_into().expect("8 bytes"))
}

#[test]
fn damaged_and_forged_tables_are_rebuilt() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = dir.path();
    let cache = root.join("uva.bin");
    let made = uva_at(root, &cache);
    assert_eq!((made.stdout.as_str(), made.stderr.as_str()), (UVA, ""));
    let table = fs::read(&cache).expect("saved");
    assert_eq!(table.len() as u64, cache::table_size(Rules::Uva, 207_104));
    assert_eq!(fs::metadata(&cache).expect("saved").mode() & 0o777, 0o600);
    let opening = value(&table, 0);
    let last = (table.len() - UVA_HEADER - 8) / 8 - 1;
    let cases: Vec<(&str, Vec<u8>, String)> = vec![
        (
            "flipped byte",
            {
                let mut bytes = table.clone();
                bytes[5000] ^= 0x40;
                bytes
            },
            "checksum mismatch".into(),
        ),
        (
            "cut short",
            table[..table.len() - 9].to_vec(),
            format!(
                "{} bytes, where a table for uva rules has {}",
                table.len() - 9,
                table.len()
            ),
        ),
        (
            "other magic",
            forge(&table, |body| body[7] = b'9'),
            "not a strategy table of this version".into(),
        ),
        (
            "not a number",
            forge(&table, |body| set_value(body, 0, f64::NAN)),
            "impossible values".into(),
        ),
        (
            "infinite",
            forge(&table, |body| set_value(body, 10, f64::INFINITY)),
            "impossible values".into(),
        ),
        (
            "negative",
            forge(&table, |body| set_value(body, 1000, -1.0)),
            "impossible values".into(),
        ),
        (
            "too large",
            forge(&table, |body| set_value(body, 0, 1e6)),
            "impossible values".into(),
        ),
        (
            "final layer not 0",
            forge(&table, |body| set_value(body, last, 5.0)),
            "impossible values".into(),
        ),
        (
            "plausible but wrong",
            forge(&table, |body| set_value(body, 0, opening + 1.0)),
            FORGED.into(),
        ),
    ];
    for (name, bytes, reason) in cases {
        fs::write(&cache, &bytes).expect("the table can be replaced");
        let outcome = uva_at(root, &cache);
        assert_eq!(
            (outcome.code, outcome.stdout.as_str(), outcome.stderr),
            (
                0,
                UVA,
                format!(
                    "note: the table at {} was not used ({reason}); rebuilt it\n",
                    cache.display()
                )
            ),
            "{name}"
        );
        assert_eq!(
            fs::read(&cache).expect("rebuilt"),
            table,
            "{name}: rebuilt as it was"
        );
    }
    // A table made for other rules is told by its size, then by its header.
    let other = run_in(
        root,
        &[
            "optimal",
            "--rules",
            "hasbro",
            "--no-cache",
            "--digits",
            "4",
        ],
        &[],
    );
    assert_eq!(other.stdout, "254.5877\n");
    let as_hasbro = cache::load(&cache, Rules::Hasbro).map(|_| ());
    assert!(
        matches!(&as_hasbro, Err(Rejected::Invalid(reason)) if reason.contains("where a table for hasbro rules has")),
        "{as_hasbro:?}"
    );
}

#[test]
fn links_are_read_through_but_never_written_through() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = dir.path();
    let real = root.join("real.bin");
    assert_eq!(uva_at(root, &real).stdout, UVA);
    let link = root.join("link.bin");
    symlink(&real, &link).expect("a link");
    let inode = fs::metadata(&real).expect("saved").ino();
    // A link to a valid table: read through, silently.
    let through = uva_at(root, &link);
    assert_eq!(
        (through.stdout.as_str(), through.stderr.as_str()),
        (UVA, "")
    );
    // A link to a damaged table: rebuilt, but not written through the link.
    let mut damaged = fs::read(&real).expect("saved");
    damaged[4000] ^= 1;
    fs::write(&real, &damaged).expect("damaged");
    let rebuilt = uva_at(root, &link);
    assert_eq!(rebuilt.stdout, UVA);
    assert_eq!(
        rebuilt.stderr,
        format!(
            "note: the table at {0} was not used (checksum mismatch); rebuilt it\n\
             note: the table was not saved: {0} is a symbolic link, and the table is never \
             written through one (that would replace the file it points to); give the file's \
             own path\n",
            link.display()
        )
    );
    assert_eq!(fs::read(&real).expect("kept"), damaged);
    assert_eq!(fs::metadata(&real).expect("kept").ino(), inode);
    assert!(
        fs::symlink_metadata(&link)
            .expect("kept")
            .file_type()
            .is_symlink()
    );
    // A dangling link creates nothing where it points.
    let dangling = root.join("dangling.bin");
    symlink(root.join("nowhere.bin"), &dangling).expect("a link");
    let outcome = uva_at(root, &dangling);
    assert_eq!(outcome.stdout, UVA);
    assert_contains(&outcome.stderr, "is a symbolic link");
    assert!(!root.join("nowhere.bin").exists());
    // A link planted at the old fixed temporary name PATH.partial overwrites nothing.
    let victim = root.join("victim.txt");
    fs::write(&victim, "precious").expect("a file");
    let cache = root.join("fresh.bin");
    symlink(&victim, root.join("fresh.bin.partial")).expect("a planted link");
    symlink(&victim, root.join("fresh.partial")).expect("a planted link");
    let outcome = uva_at(root, &cache);
    assert_eq!(
        (outcome.stdout.as_str(), outcome.stderr.as_str()),
        (UVA, "")
    );
    assert_eq!(fs::read_to_string(&victim).expect("kept"), "precious");
    assert!(fs::symlink_metadata(&cache).expect("saved").is_file());
}

#[test]
fn two_runs_writing_at_once_leave_a_valid_table() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = dir.path();
    let folder = root.join("tables");
    let cache = folder.join("uva.bin");
    let cache_text = text(&cache);
    let children: Vec<_> = (0..3)
        .map(|_| {
            Command::new(YAHTZEE)
                .args(["optimal", "--rules", "uva", "--cache", &cache_text])
                .env("XDG_CACHE_HOME", root.join("xdg-cache"))
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("the binary starts")
        })
        .collect();
    for child in children {
        let output = child.wait_with_output().expect("it ends");
        assert_eq!(
            (
                String::from_utf8_lossy(&output.stdout).as_ref(),
                String::from_utf8_lossy(&output.stderr).as_ref()
            ),
            (UVA, "")
        );
    }
    assert!(cache::load(&cache, Rules::Uva).is_ok(), "a valid table");
    let names: Vec<String> = fs::read_dir(&folder)
        .expect("the folder")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert_eq!(names, ["uva.bin"], "no temporary file is left");
}

#[test]
fn the_default_folder_follows_xdg_and_is_private() {
    // Under the build folder, not /tmp: every user may write to /tmp, and the folders above
    // the default one are checked too.
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temporary folder");
    let root = dir.path();
    let home = root.join("home");
    fs::create_dir(&home).expect("a home");
    let home_text = text(&home);
    let xdg = root.join("xdg");
    let xdg_text = text(&xdg);
    let optimal = ["optimal", "--rules", "uva"];
    // An absolute XDG_CACHE_HOME.
    let outcome = run_in(
        root,
        &optimal,
        &[("XDG_CACHE_HOME", &xdg_text), ("HOME", &home_text)],
    );
    assert_eq!(
        (outcome.stdout.as_str(), outcome.stderr.as_str()),
        (UVA, "")
    );
    let table = xdg.join("dp-games/yahtzee-optimal-uva.bin");
    assert!(cache::load(&table, Rules::Uva).is_ok());
    assert_eq!(
        fs::metadata(xdg.join("dp-games")).expect("made").mode() & 0o777,
        0o700
    );
    assert_eq!(fs::metadata(&table).expect("saved").mode() & 0o777, 0o600);
    // An empty or relative XDG_CACHE_HOME is ignored: ~/.cache, and nothing made in the
    // working folder.
    for ignored in ["", "relative/cache"] {
        let outcome = run_in(
            root,
            &optimal,
            &[("XDG_CACHE_HOME", ignored), ("HOME", &home_text)],
        );
        assert_eq!(
            (outcome.stdout.as_str(), outcome.stderr.as_str()),
            (UVA, ""),
            "{ignored:?}"
        );
        assert!(
            home.join(".cache/dp-games/yahtzee-optimal-uva.bin")
                .is_file()
        );
        assert!(!root.join("relative").exists());
    }
    // A cache folder every user may write to is never used.
    let shared_home = root.join("shared-home");
    fs::create_dir_all(shared_home.join(".cache")).expect("folders");
    fs::set_permissions(
        shared_home.join(".cache"),
        fs::Permissions::from_mode(0o1777),
    )
    .expect("world-writable");
    let outcome = run_in(
        root,
        &optimal,
        &[("XDG_CACHE_HOME", ""), ("HOME", &text(&shared_home))],
    );
    assert_eq!(outcome.stdout, UVA);
    assert_eq!(
        outcome.stderr,
        format!(
            "note: {}/.cache may be written by every user, and a shared folder is never used \
             for the table: the table is computed and not saved\n",
            shared_home.display()
        )
    );
    assert!(!shared_home.join(".cache/dp-games").exists());
    // Nor one that belongs to another user (root can give it away; others skip this).
    if is_root() {
        let other_home = root.join("other-home");
        fs::create_dir_all(other_home.join(".cache")).expect("folders");
        let given = Command::new("chown")
            .arg("12345")
            .arg(other_home.join(".cache"))
            .status()
            .expect("chown runs");
        assert!(given.success());
        let outcome = run_in(
            root,
            &optimal,
            &[("XDG_CACHE_HOME", ""), ("HOME", &text(&other_home))],
        );
        assert_eq!(outcome.stdout, UVA);
        assert_contains(&outcome.stderr, "belongs to another user");
        assert!(!other_home.join(".cache/dp-games").exists());
    } else {
        eprintln!("skipped: giving a folder to another user needs root (chown)");
    }
}

#[test]
fn with_no_place_to_save_the_table_is_computed_and_the_run_says_so() {
    let (strategy, notes) = cache::load_or_build(
        Rules::Uva,
        &cache::Place::Nowhere(Some("no cache folder".into())),
        |_, _| {},
    );
    assert_eq!(format!("{:.4}", strategy.expected_score()), "251.0945");
    assert_eq!(
        notes,
        ["no cache folder: the table is computed and not saved"]
    );
}

#[test]
fn the_answer_is_printed_when_notes_cannot_be_written() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = dir.path();
    let real = root.join("real.bin");
    assert_eq!(uva_at(root, &real).stdout, UVA);
    let link = root.join("link.bin");
    symlink(&real, &link).expect("a link");
    let mut damaged = fs::read(&real).expect("saved");
    damaged[4000] ^= 1;
    fs::write(&real, &damaged).expect("damaged");
    let link_text = text(&link);
    // Two notes are due (the table refused, not saved through the link); standard error is
    // a pipe whose reader has gone.
    for args in [
        vec!["optimal", "--rules", "uva", "--cache", &link_text],
        vec![
            "advise",
            "--rules",
            "uva",
            "--cache",
            &link_text,
            "--dice",
            "12345",
            "--rerolls-left",
            "0",
            "--top",
            "1",
        ],
    ] {
        let mut child = Command::new(YAHTZEE)
            .args(&args)
            .env("XDG_CACHE_HOME", root.join("xdg-cache"))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        drop(child.stderr.take());
        let output = child.wait_with_output().expect("it ends");
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            stdout.starts_with("251.0945") || stdout.contains("best: score"),
            "{args:?}: {stdout}"
        );
    }
}

/// A standard output on `/dev/null` opened read-write (`Stdio::null()`, as Python's
/// `subprocess.DEVNULL` and systemd's `StandardOutput=null` give it) is an output like
/// any other: the run succeeds and saves its table.
#[test]
fn a_standard_output_on_dev_null_read_write_still_saves_the_table() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let cache = dir.path().join("uva.bin");
    let run = Command::new(YAHTZEE)
        .args(["optimal", "--rules", "uva", "--cache", &text(&cache)])
        .env("XDG_CACHE_HOME", dir.path().join("xdg-cache"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .expect("the binary runs");
    assert_eq!(
        (
            run.status.code(),
            String::from_utf8_lossy(&run.stderr).as_ref()
        ),
        (Some(0), "")
    );
    assert!(
        cache::load(&cache, Rules::Uva).is_ok(),
        "the table is saved"
    );
}

/// A run killed while saving leaves `.NAME.XXXXXX.tmp` behind; a later run removes such
/// files once they are old, and leaves a young one (a run saving now), other names, and
/// links alone.
#[test]
fn temporary_files_of_killed_runs_are_removed_later() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = dir.path();
    let cache = root.join("uva.bin");
    let old = std::time::SystemTime::now() - Duration::from_secs(3600);
    let make = |name: &str, aged: bool| -> PathBuf {
        let path = root.join(name);
        let file = fs::File::create(&path).expect("a file");
        file.set_len(2_000_000).expect("a size");
        if aged {
            file.set_modified(old).expect("an old time");
        }
        path
    };
    let stale = make(".uva.bin.AbC123.tmp", true);
    let young = make(".uva.bin.XyZ789.tmp", false);
    let others = [
        make(".uva.bin.AbC123.tmp.keep", true),
        make(".hasbro.bin.AbC123.tmp", true),
        make("uva.bin.AbC123.tmp", true),
        make(".uva.bin.AbC12.tmp", true),
    ];
    let stale_link = root.join(".uva.bin.LnK456.tmp");
    symlink(&others[0], &stale_link).expect("a link");
    let made = uva_at(root, &cache);
    assert_eq!(
        (made.code, made.stdout.as_str(), made.stderr.as_str()),
        (0, UVA, "")
    );
    assert!(!stale.exists(), "the stale temporary file is removed");
    assert!(young.exists(), "a young one may be a run saving now");
    for other in others.iter().chain([&stale_link]) {
        assert!(
            fs::symlink_metadata(other).is_ok(),
            "{} stays",
            other.display()
        );
    }
    // Also when the table is read rather than built.
    let again = make(".uva.bin.Old999.tmp", true);
    assert_eq!(uva_at(root, &cache).stdout, UVA);
    assert!(!again.exists());
}

/// Forgeries that keep every value possible and fix the checksum, in several layers: the
/// last real layer's states set to 0 (117 of its 131 states passed the old sampled check),
/// one state of a middle layer nudged, and the opening's last bit flipped. Each is
/// refused and rebuilt; `advise` never answers from one.
#[test]
fn tables_forged_in_any_layer_are_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = dir.path();
    let cache = root.join("uva.bin");
    assert_eq!(uva_at(root, &cache).stdout, UVA);
    let table = fs::read(&cache).expect("saved");
    let layout = yahtzee_optimal::Layout::new(Rules::Uva);
    let last_real = layout.layer_offset(12)..layout.layer_offset(13);
    let middle = layout.layer_offset(6) + 17;
    let forgeries: Vec<(&str, Vec<u8>)> = vec![
        (
            "layer 12 set to 0",
            forge(&table, |body| {
                for index in last_real.clone() {
                    set_value(body, index, 0.0);
                }
            }),
        ),
        (
            "one state of layer 6 nudged",
            forge(&table, |body| {
                let value = value(body, middle);
                set_value(body, middle, value * 0.999);
            }),
        ),
        (
            "the opening's last bit",
            forge(&table, |body| {
                let opening = value(body, 0);
                set_value(body, 0, f64::from_bits(opening.to_bits() ^ 1));
            }),
        ),
    ];
    for (name, bytes) in forgeries {
        assert_ne!(bytes, table, "{name}");
        fs::write(&cache, &bytes).expect("the table can be replaced");
        assert_eq!(
            cache::load(&cache, Rules::Uva).map(|_| ()),
            Err(Rejected::Invalid(FORGED.to_owned())),
            "{name}"
        );
        let advice = run_in(
            root,
            &[
                "advise",
                "--rules",
                "uva",
                "--cache",
                &text(&cache),
                "--dice",
                "33356",
                "--rerolls-left",
                "0",
            ],
            &[],
        );
        assert_eq!(advice.code, 0, "{name}: {}", advice.stderr);
        assert_eq!(
            advice.stderr,
            format!(
                "note: the table at {} was not used ({FORGED}); rebuilt it\n",
                text(&cache)
            ),
            "{name}"
        );
        assert_eq!(
            fs::read(&cache).expect("rebuilt"),
            table,
            "{name}: rebuilt as it was"
        );
    }
}

/// A `--cache` path with a newline and a terminal's escape in its name is shown quoted
/// and escaped: the message stays one line of plain text.
#[test]
fn odd_cache_paths_are_shown_escaped() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = dir.path();
    let fifo = root.join("a\nfifo\u{1b}[2J");
    mkfifo(&fifo);
    let outcome = run_in(
        root,
        &["optimal", "--rules", "uva", "--cache", &text(&fifo)],
        &[],
    );
    assert_eq!(
        (outcome.code, outcome.stderr),
        (
            2,
            format!(
                "error: \"{}/a\\nfifo\\u{{1b}}[2J\" is a FIFO: the strategy table is kept only \
                 in a regular file\n",
                root.display()
            )
        )
    );
}
