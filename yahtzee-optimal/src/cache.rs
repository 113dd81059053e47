//! The strategy table on disk, so that `advise` and `optimal` answer in milliseconds.
//!
//! **Format** (`DPGYAHT4`; `DPGYAHT3` had a byte-wise FNV-1a checksum, `DPGYAHT2` an
//! entry for more upper sums): the magic, the rules' name (a length byte, then the bytes),
//! the number of values (u64), the states by layer (one u64 for each box of the rules: 13,
//! 15 for yatzy, 20 for maxi), the values (f64, one per
//! reachable state in [`Layout`](super::Layout) order), then a checksum (u64) of
//! everything before it, read as little-endian 64-bit words (the last padded with zeros),
//! each mixed in by a xor, a multiplication by 0x9e3779b97f4a7c15 and a rotation left by
//! 29 bits, from FNV's offset basis; integers and floats little-endian. 2.4 MiB for hasbro and
//! verhoeff, 1.6 MiB for uva, 245 MiB for maxi. A table names its rules and has the size of theirs, so one
//! rule set's table is never read as another's.
//!
//! **Reading** never trusts the file: the path must lead to a regular file (a FIFO, a
//! device, a socket or a directory is refused before it is opened, so a FIFO never blocks
//! and a device never fills memory) of exactly the size a table for these rules has (so a
//! 6 GiB file is refused without reading a byte); the file opened must still be that file;
//! then the header, the checksum, and the values: each finite, at least 0 and at most the
//! most the open boxes can still score, and a sample of states (the opening among them)
//! recomputed from the table must agree with it. A table that fails any check is rebuilt.
//!
//! **Writing** never replaces anything but a regular file: a path that is (or leads to) a
//! device, FIFO, socket or directory is refused, and so is a symbolic link — a link is read
//! through when it leads to a valid table, but never written through, since the write would
//! replace whatever it points to. The table goes to a new file with a unique name created
//! exclusively in the same folder (mode 0600) and is renamed over the path in one step: a
//! reader sees the old table or the new one, never half of one, two runs writing at once
//! leave one valid table, and a link planted at a predictable name is never followed. It
//! is not synced to disk: it is a cache, rebuilt in a fraction of a second (under a minute
//! of CPU for maxi's 245 MiB), and a table
//! that a crash of the machine cut short fails its size or digest check and is rebuilt;
//! the two syncs would cost a noticeable share of the solve they guard (MEASUREMENTS.md).
//! A run killed while saving leaves its temporary file behind; a later run
//! removes such files once they are ten minutes old (a save takes well under a second, so
//! a run saving at that moment keeps its own).
//!
//! **The default folder** is the user's cache folder (`$XDG_CACHE_HOME` when it is an
//! absolute path, else `~/.cache`, as the XDG specification says; the `dirs` crate) with
//! `dp-games/` in it, created private (0700). It is never a folder another user could
//! tamper with: it, and every folder above it, must belong to this user or root; it and
//! the one above it may not be writable by every user, and the folders further up only if
//! they are sticky (as `/tmp` is). Otherwise, or with no cache folder at all, the table is
//! computed and not saved, and a note says why.

use std::fs;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::os::unix::fs::{DirBuilderExt, FileTypeExt, MetadataExt};
use std::path::{Path, PathBuf};
use std::time::Duration;

use dp_problem::error::describe;

use super::scoring::{MAX_CATEGORIES, Rules, YAHTZEE_BONUS};
use super::sha256::{self, Sha256};
use super::{Evaluator, State, Strategy};
use crate::rules::Category;

/// A path as a message shows it: quoted and escaped when it holds a control character or
/// bytes that are not UTF-8, as dp-cli shows file names, so that a note stays one line of
/// plain text.
fn shown(path: &Path) -> String {
    dp_problem::text::shown_name(path.as_os_str())
}

const MAGIC: &[u8; 8] = b"DPGYAHT4";

/// The SHA-256 of the whole table file this program computes for `rules`, in hexadecimal.
/// The table is a function of the rules alone, computed in the same order of `f64`
/// operations on every machine, so a table on disk is used only when it is this one, bit
/// for bit: a forged table never is, whatever its checksum. A change to the DP that
/// changes a value changes the table: the test
/// `the_expected_digests_are_those_of_the_computed_tables` then fails and prints the new
/// digests to put here. The digests changed once without a value changing: `DPGYAHT3`
/// keeps one entry for each class of upper sums that earn the bonus alike
/// ([`Layout`](super::Layout)), where `DPGYAHT2` kept more; every value of the old table
/// was checked to equal, bit for bit, the value of its state's entry in the new one. They
/// changed again with `DPGYAHT4`, whose magic and checksum differ (every other byte of
/// the four tables the same, compared with `cmp`). A rule set given only as a table
/// ([`Rules::Table`]) has no digest here, so no file is ever taken for its table.
pub fn expected_digest(rules: Rules) -> &'static str {
    match rules {
        Rules::Hasbro => "b6f34f0434f86d89807eddd69c90201a499e989e047247772657b74fb819c551",
        Rules::Verhoeff => "7a6cda179fd73e4f2c976c513311c7db3e91d5bf8084a15bd7dc79ed53e0ec11",
        Rules::Uva => "3aedffc5f6170b995cde3c6901d1065c7c8a12f2eb08d92b0082dec187adec8f",
        Rules::Yatzy => "f624488236cc40dc105bf9efbe35cd04d4a923e07723f69557aacdc64446f6ae",
        Rules::Maxi => "c37622c51ced6d3a15af9c2fd0c12770414746686a89764c185b281fc968d628",
        Rules::Table(_) => "",
    }
}

/// The folder where tables are kept unless `--cache` says otherwise, or why there is none.
pub fn default_folder() -> Result<PathBuf, String> {
    let base = dirs::cache_dir()
        .filter(|path| path.is_absolute())
        .ok_or_else(|| {
            "no cache folder (XDG_CACHE_HOME is not an absolute path and there is no home \
             folder)"
                .to_owned()
        })?;
    Ok(base.join("dp-games"))
}

/// The file of the table for `rules` in `folder`.
pub fn file_in(folder: &Path, rules: Rules) -> PathBuf {
    folder.join(format!("yahtzee-optimal-{}.bin", rules.name()))
}

/// The user this process runs as: the owner of `/proc/self` (Linux); `None` elsewhere.
fn current_user() -> Option<u32> {
    fs::metadata("/proc/self")
        .ok()
        .map(|metadata| metadata.uid())
}

/// Checks the folders from `folder` up to the root that exist: each belongs to this user
/// or to root; the folder and the one above it may not be written by every user, the
/// folders further up only when they are sticky (as `/tmp` is, where no user may replace
/// another's entries).
fn check_folders(folder: &Path) -> Result<(), String> {
    let user = current_user();
    for (depth, dir) in folder.ancestors().enumerate() {
        if dir.as_os_str().is_empty() {
            continue;
        }
        let Ok(metadata) = fs::metadata(dir) else {
            continue;
        };
        if !metadata.is_dir() {
            return Err(format!("{} is not a folder", shown(dir)));
        }
        if user.is_some_and(|user| metadata.uid() != user && metadata.uid() != 0) {
            return Err(format!(
                "{} belongs to another user, and another user's folder is never used for \
                 the table",
                shown(dir)
            ));
        }
        let everyone = metadata.mode() & 0o002 != 0;
        let sticky = metadata.mode() & 0o1000 != 0;
        if everyone && (depth <= 1 || !sticky) {
            return Err(format!(
                "{} may be written by every user, and a shared folder is never used for \
                 the table",
                shown(dir)
            ));
        }
    }
    Ok(())
}

/// Prepares the default folder: refuses one that another user could tamper with (see
/// `check_folders`), creates it private (0700) when it is missing, and checks again.
pub fn prepare_default_folder(folder: &Path) -> Result<(), String> {
    check_folders(folder)?;
    fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(folder)
        .map_err(|error| format!("cannot create {}: {}", shown(folder), describe(&error)))?;
    check_folders(folder)
}

/// What kind of file a file type is, in words, when it is not a regular file.
fn not_regular(file_type: fs::FileType) -> Option<&'static str> {
    if file_type.is_file() {
        None
    } else if file_type.is_dir() {
        Some("a directory")
    } else if file_type.is_fifo() {
        Some("a FIFO")
    } else if file_type.is_socket() {
        Some("a socket")
    } else if file_type.is_char_device() {
        Some("a character device")
    } else if file_type.is_block_device() {
        Some("a block device")
    } else if file_type.is_symlink() {
        Some("a symbolic link")
    } else {
        Some("not a regular file")
    }
}

/// Checks a `--cache` PATH before any work: it may be missing, a regular file, or a link
/// to one; what it leads to must not be a device, FIFO, socket or directory.
pub fn check_path(path: &Path) -> Result<(), String> {
    refuse_special(path, fs::metadata(path))
}

/// `Ok` when `metadata` (of `path`) says missing or a regular file; the refusal otherwise.
fn refuse_special(path: &Path, metadata: io::Result<fs::Metadata>) -> Result<(), String> {
    match metadata {
        Ok(metadata) => match not_regular(metadata.file_type()) {
            None => Ok(()),
            Some(kind) => Err(format!(
                "{} is {kind}: the strategy table is kept only in a regular file",
                shown(path)
            )),
        },
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(error) => Err(format!("{}: {}", shown(path), describe(&error))),
    }
}

/// The size in bytes of a table for `rules`.
pub fn table_size(rules: Rules, values: usize) -> u64 {
    (MAGIC.len() + 1 + rules.name().len() + 8 * (1 + rules.categories() + values + 1)) as u64
}

/// The table's checksum: its bytes read as little-endian 64-bit words (the last one padded
/// with zeros), each mixed in by a xor, a multiplication and a rotation. One step a word
/// rather than FNV-1a's one a byte: each step waits for the last, so a byte at a time
/// makes the checksum a serial stretch after the solve, eight times longer (the figures
/// are in MEASUREMENTS.md). The rotation brings each word's
/// high bits down to where the next multiplications spread them, so two changes to the
/// same bit of two values do not cancel out.
#[derive(Clone, Copy, Debug)]
struct Checksum {
    hash: u64,
    /// The bytes of a word not yet complete.
    pending: [u8; 8],
    filled: usize,
}

impl Checksum {
    fn new() -> Self {
        Self {
            hash: CHECKSUM_SEED,
            pending: [0; 8],
            filled: 0,
        }
    }

    fn mix(&mut self, word: [u8; 8]) {
        self.hash = checksum_step(self.hash, u64::from_le_bytes(word));
    }

    fn update(&mut self, mut bytes: &[u8]) {
        if self.filled > 0 {
            let taken = bytes.len().min(8 - self.filled);
            self.pending[self.filled..self.filled + taken].copy_from_slice(&bytes[..taken]);
            self.filled += taken;
            bytes = &bytes[taken..];
            if self.filled < 8 {
                return;
            }
            self.mix(self.pending);
            self.filled = 0;
        }
        let words = bytes.chunks_exact(8);
        let rest = words.remainder();
        for word in words {
            self.mix(word.try_into().unwrap_or([0; 8]));
        }
        self.pending[..rest.len()].copy_from_slice(rest);
        self.filled = rest.len();
    }

    fn finish(mut self) -> u64 {
        if self.filled > 0 {
            self.pending[self.filled..].fill(0);
            self.mix(self.pending);
        }
        self.hash
    }
}

/// Where the checksum starts (FNV-1a's offset basis).
const CHECKSUM_SEED: u64 = 0xcbf2_9ce4_8422_2325;

/// One word into the checksum.
#[inline]
fn checksum_step(hash: u64, word: u64) -> u64 {
    (hash ^ word)
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .rotate_left(29)
}

/// Writes the table to `out`.
pub fn write_table(out: &mut impl Write, strategy: &Strategy) -> io::Result<()> {
    let mut hash = Checksum::new();
    let mut put = |out: &mut dyn Write, bytes: &[u8]| -> io::Result<()> {
        hash.update(bytes);
        out.write_all(bytes)
    };
    let name = strategy.rules.name().as_bytes();
    put(out, MAGIC)?;
    put(out, &[name.len() as u8])?;
    put(out, name)?;
    put(out, &(strategy.values.len() as u64).to_le_bytes())?;
    for &count in &strategy.states_by_layer {
        put(out, &count.to_le_bytes())?;
    }
    let mut chunk = Vec::with_capacity(8 * 1024);
    for values in strategy.values.chunks(1024) {
        chunk.clear();
        for value in values {
            chunk.extend_from_slice(&value.to_le_bytes());
        }
        put(out, &chunk)?;
    }
    let checksum = hash.finish().to_le_bytes();
    out.write_all(&checksum)
}

/// Why a table on disk was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejected {
    /// There is no file.
    Missing,
    /// The file is not an intact table of this format for these rules; the reason.
    Invalid(String),
}

fn invalid(reason: impl Into<String>) -> Rejected {
    Rejected::Invalid(reason.into())
}

/// Reads a table for `rules` from `input`, which holds exactly `size` bytes.
pub fn read_table(input: &mut impl Read, rules: Rules) -> Result<Strategy, Rejected> {
    let evaluator = Evaluator::new(rules);
    let count = evaluator.layout.len();
    let mut hash = Checksum::new();
    let mut sha = Sha256::new();
    let mut take = |input: &mut dyn Read, buffer: &mut [u8]| -> Result<(), Rejected> {
        input.read_exact(buffer).map_err(|error| {
            if error.kind() == io::ErrorKind::UnexpectedEof {
                invalid("too short")
            } else {
                invalid(describe(&error))
            }
        })?;
        hash.update(buffer);
        sha.update(buffer);
        Ok(())
    };
    let mut magic = [0u8; 8];
    take(input, &mut magic)?;
    if &magic != MAGIC {
        return Err(invalid("not a strategy table of this version"));
    }
    let name = rules.name().as_bytes();
    let mut stored_name = vec![0u8; 1 + name.len()];
    take(input, &mut stored_name)?;
    if stored_name[0] as usize != name.len() || &stored_name[1..] != name {
        return Err(invalid("made for other rules"));
    }
    let mut word = [0u8; 8];
    take(input, &mut word)?;
    if u64::from_le_bytes(word) != count as u64 {
        return Err(invalid("wrong number of values"));
    }
    let mut states_by_layer = vec![0u64; rules.categories()];
    for entry in &mut states_by_layer {
        take(input, &mut word)?;
        *entry = u64::from_le_bytes(word);
    }
    let mut values = Vec::with_capacity(count);
    let mut chunk = vec![0u8; 8 * 1024];
    while values.len() < count {
        let n = (count - values.len()).min(1024);
        take(input, &mut chunk[..8 * n])?;
        values.extend(
            chunk[..8 * n]
                .chunks_exact(8)
                .map(|bytes| f64::from_le_bytes(bytes.try_into().unwrap_or([0; 8]))),
        );
    }
    let expected = hash.finish();
    let mut checksum = [0u8; 8];
    input
        .read_exact(&mut checksum)
        .map_err(|_| invalid("too short"))?;
    if u64::from_le_bytes(checksum) != expected {
        return Err(invalid("checksum mismatch"));
    }
    if input
        .read(&mut [0u8; 1])
        .map_err(|e| invalid(describe(&e)))?
        != 0
    {
        return Err(invalid("too long"));
    }
    let layout = &evaluator.layout;
    let counts_expected: Vec<u64> = (0..rules.categories())
        .map(|layer| (layout.layer_offset(layer + 1) - layout.layer_offset(layer)) as u64)
        .collect();
    if states_by_layer != counts_expected {
        return Err(invalid("wrong counts of states"));
    }
    check_values(&evaluator, &values)?;
    // Every value, bit for bit: the table this program computes, and no other.
    sha.update(&checksum);
    if sha256::hex(&sha.finish()) != expected_digest(rules) {
        return Err(invalid(
            "not the table this program computes: its SHA-256 differs",
        ));
    }
    Ok(Strategy {
        rules,
        layout: evaluator.layout,
        values,
        states_by_layer,
    })
}

/// The most each category can score under the evaluator's rules, joker values included.
fn most_by_category(evaluator: &Evaluator) -> [u32; MAX_CATEGORIES] {
    let boxes = evaluator.rules().boxes();
    std::array::from_fn(|category| {
        if category >= boxes.len() {
            return 0;
        }
        let normal = (0..evaluator.scoring.rolls())
            .map(|roll| evaluator.scoring.points(roll, category))
            .max()
            .unwrap_or(0);
        let joker = match boxes[category] {
            Category::FullHouse => 25,
            Category::ShortStraight => 30,
            Category::LongStraight => 40,
            _ => 0,
        };
        if !evaluator.rules().has_joker() {
            normal
        } else {
            normal.max(joker)
        }
    })
}

/// The most a state can still score: the best of every open box, the upper bonus while
/// it is not earned, and 100 for each later Yahtzee while one can still earn it.
fn most_to_come(rules: Rules, most: &[u32; MAX_CATEGORIES], state: State) -> f64 {
    let open = (0..rules.categories()).filter(|&c| state.used >> c & 1 == 0);
    let mut total: u32 = open.clone().map(|c| most[c]).sum();
    if u32::from(state.upper) < rules.bonus_threshold() {
        total += rules.upper_bonus();
    }
    let yahtzee_open = state.used >> rules.yahtzee_box() & 1 == 0;
    if rules.has_yahtzee_bonus() && (state.yahtzee_50 || yahtzee_open) {
        total += YAHTZEE_BONUS * (open.count() - usize::from(yahtzee_open)) as u32;
    }
    f64::from(total)
}

/// The values must be possible: finite, within what the open boxes can still score, 0
/// when every box is used. (That they are the right ones is the digest's to say.)
fn check_values(evaluator: &Evaluator, values: &[f64]) -> Result<(), Rejected> {
    let layout = &evaluator.layout;
    let most = most_by_category(evaluator);
    let categories = evaluator.rules().categories();
    for layer in 0..=categories {
        for &used in layout.sets(layer) {
            for state in layout.states(used) {
                let value = values[layout.index(state)];
                let within = if layer == categories {
                    value == 0.0
                } else {
                    value.is_finite()
                        && value >= 0.0
                        && value <= most_to_come(evaluator.rules(), &most, state)
                };
                if !within {
                    return Err(invalid("impossible values"));
                }
            }
        }
    }
    Ok(())
}

/// The table saved at `path`, if it is there, a regular file of the right size, and
/// intact. Nothing is read from a path that is not a regular file.
pub fn load(path: &Path, rules: Rules) -> Result<Strategy, Rejected> {
    let size = table_size(rules, super::Layout::new(rules).len());
    let mut input = open_table(path, |bytes| {
        if bytes == size {
            Ok(())
        } else {
            Err(format!(
                "{bytes} bytes, where a table for {} rules has {size}",
                rules.name()
            ))
        }
    })?;
    read_table(&mut input, rules)
}

/// The file at `path` opened for reading, when it is a regular file whose size `size_ok`
/// accepts (before a byte is read) and still the same file once opened; reading stops one
/// byte past that size.
pub(crate) fn open_table(
    path: &Path,
    size_ok: impl FnOnce(u64) -> Result<(), String>,
) -> Result<BufReader<io::Take<fs::File>>, Rejected> {
    let metadata = match fs::metadata(path) {
        Ok(metadata) => metadata,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Err(Rejected::Missing),
        Err(error) => return Err(invalid(describe(&error))),
    };
    if let Some(kind) = not_regular(metadata.file_type()) {
        return Err(invalid(format!("it is {kind}")));
    }
    let size = metadata.len();
    size_ok(size).map_err(invalid)?;
    let file = fs::File::open(path).map_err(|error| invalid(describe(&error)))?;
    let opened = file.metadata().map_err(|error| invalid(describe(&error)))?;
    if (opened.dev(), opened.ino()) != (metadata.dev(), metadata.ino())
        || !opened.is_file()
        || opened.len() != size
    {
        return Err(invalid("it changed while it was opened"));
    }
    Ok(BufReader::with_capacity(64 * 1024, file.take(size + 1)))
}

/// Saves the table at `path`: through a new file in the same folder, renamed over `path`
/// (not synced: see the module's comment). Refuses a path that is not a regular file or a missing one.
pub fn save(path: &Path, strategy: &Strategy) -> Result<(), String> {
    save_with(path, |mut out| write_table(&mut out, strategy))
}

/// Writes a table at `path` as [`save`] does, its bytes from `write`.
pub(crate) fn save_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), String> {
    let refuse_target = || -> Result<(), String> {
        match fs::symlink_metadata(path) {
            Ok(metadata) if metadata.file_type().is_symlink() => Err(format!(
                "{} is a symbolic link, and the table is never written through one (that \
                 would replace the file it points to); give the file's own path",
                shown(path)
            )),
            metadata => refuse_special(path, metadata),
        }
    };
    refuse_target()?;
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| format!("{} does not name a file", shown(path)))?;
    let failed = |error: io::Error| format!("{}: {}", shown(path), describe(&error));
    fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(folder)
        .map_err(failed)?;
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(name);
    prefix.push(".");
    let temporary = tempfile::Builder::new()
        .prefix(&prefix)
        .suffix(".tmp")
        .tempfile_in(folder)
        .map_err(failed)?;
    {
        let mut out = BufWriter::with_capacity(64 * 1024, temporary.as_file());
        write(&mut out).map_err(failed)?;
        out.flush().map_err(failed)?;
    }
    // Checked again just before the rename, which replaces the directory entry only.
    refuse_target()?;
    temporary
        .persist(path)
        .map_err(|error| failed(error.error))?;
    Ok(())
}

/// How old a temporary file of ours must be to be taken for one that a run killed while
/// saving left behind: a save takes well under a second from the temporary's creation to
/// its rename, so a run saving now never has one this old.
const STALE_TEMPORARY: Duration = Duration::from_secs(600);

/// Whether `name` is one [`save`] gives its temporary files for the table named `table`:
/// `.TABLE.XXXXXX.tmp`, six letters or digits in the middle.
fn is_temporary_of(name: &[u8], table: &[u8]) -> bool {
    let middle = name
        .strip_prefix(b".")
        .and_then(|rest| rest.strip_prefix(table))
        .and_then(|rest| rest.strip_prefix(b"."))
        .and_then(|rest| rest.strip_suffix(b".tmp"));
    middle.is_some_and(|middle| middle.len() == 6 && middle.iter().all(u8::is_ascii_alphanumeric))
}

/// Removes the temporary files that runs killed while saving the table at `path` left in
/// its folder: named as [`save`] names them, regular files of this user, and older than
/// ten minutes (a run saving now has a younger one, which stays). Anything else in
/// the folder is left alone; a file that cannot be removed stays, silently.
pub fn remove_stale_temporaries(path: &Path) {
    let Some(table) = path.file_name() else {
        return;
    };
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    let user = current_user();
    for entry in entries.flatten() {
        let name = entry.file_name();
        if !is_temporary_of(name.as_encoded_bytes(), table.as_encoded_bytes()) {
            continue;
        }
        let Ok(metadata) = fs::symlink_metadata(entry.path()) else {
            continue;
        };
        let age = metadata
            .modified()
            .ok()
            .and_then(|modified| modified.elapsed().ok());
        if metadata.is_file()
            && user.is_none_or(|user| metadata.uid() == user)
            && age.is_some_and(|age| age >= STALE_TEMPORARY)
        {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Where the table is read and saved, as the command line asks.
#[derive(Clone, Debug)]
pub enum Place {
    /// At this path.
    At(PathBuf),
    /// Nowhere (`--no-cache`, or no cache folder: the reason, said once as a note).
    Nowhere(Option<String>),
}

/// The strategy for `rules`: the table at `place` when it is intact, else computed (with
/// `progress`) and saved there. Returns the notes for the user: a table refused, a table
/// that could not be saved, no place to save it.
pub fn load_or_build(
    rules: Rules,
    place: &Place,
    progress: impl Fn(u64, u64) + Sync,
) -> (Strategy, Vec<String>) {
    load_or_build_with(
        place,
        "the table",
        |path| load(path, rules),
        || super::solve(rules, progress),
        save,
    )
}

/// A saved table at `place` (`what` names it in the notes): read with `load` when it is
/// there and intact, else made with `build` and written with `save`. The expected-score
/// table and the target table are kept this one way.
pub(crate) fn load_or_build_with<T>(
    place: &Place,
    what: &str,
    load: impl FnOnce(&Path) -> Result<T, Rejected>,
    build: impl FnOnce() -> T,
    save: impl FnOnce(&Path, &T) -> Result<(), String>,
) -> (T, Vec<String>) {
    let mut notes = Vec::new();
    let path = match place {
        Place::At(path) => path,
        Place::Nowhere(reason) => {
            notes.extend(
                reason
                    .iter()
                    .map(|reason| format!("{reason}: {what} is computed and not saved")),
            );
            return (build(), notes);
        }
    };
    remove_stale_temporaries(path);
    match load(path) {
        Ok(table) => return (table, notes),
        Err(Rejected::Missing) => {}
        Err(Rejected::Invalid(reason)) => notes.push(format!(
            "{what} at {} was not used ({reason}); rebuilt it",
            shown(path)
        )),
    }
    let table = build();
    if let Err(reason) = save(path, &table) {
        notes.push(format!("{what} was not saved: {reason}"));
    }
    (table, notes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The checksum of `bytes` in one piece, as its definition says.
    fn checksum_whole(bytes: &[u8]) -> u64 {
        bytes.chunks(8).fold(CHECKSUM_SEED, |hash, word| {
            let mut padded = [0u8; 8];
            padded[..word.len()].copy_from_slice(word);
            checksum_step(hash, u64::from_le_bytes(padded))
        })
    }

    proptest! {
        /// Fed in pieces of any lengths (as reading and writing do: a header of odd
        /// length, then chunks), the checksum is that of the bytes in one piece.
        #[test]
        fn the_checksum_does_not_depend_on_the_pieces(
            bytes in proptest::collection::vec(any::<u8>(), 0..100),
            cuts in proptest::collection::vec(0..100usize, 0..6),
        ) {
            let mut cuts: Vec<usize> = cuts.into_iter().map(|cut| cut.min(bytes.len())).collect();
            cuts.sort_unstable();
            let mut checksum = Checksum::new();
            let mut from = 0;
            for cut in cuts.into_iter().chain([bytes.len()]) {
                checksum.update(&bytes[from..cut]);
                from = cut;
            }
            prop_assert_eq!(checksum.finish(), checksum_whole(&bytes));
        }
    }

    #[test]
    fn the_checksum_reads_words_little_endian_and_pads_the_last() {
        let step = |hash, word| checksum_step(hash, word);
        assert_eq!(checksum_whole(&[]), CHECKSUM_SEED);
        assert_eq!(
            checksum_whole(&[1, 0, 0, 0, 0, 0, 0, 0, 2]),
            step(step(CHECKSUM_SEED, 1), 2)
        );
        // The same bit flipped in two words is still seen.
        let mut table = vec![0u8; 64];
        let clean = checksum_whole(&table);
        table[7] ^= 0x80;
        table[15] ^= 0x80;
        assert_ne!(checksum_whole(&table), clean);
    }

    #[test]
    fn the_expected_digests_are_those_of_the_computed_tables() {
        let mut found = Vec::new();
        for rules in [Rules::Hasbro, Rules::Verhoeff, Rules::Uva, Rules::Yatzy] {
            let mut table = Vec::new();
            write_table(&mut table, &super::super::solve(rules, |_, _| {}))
                .expect("a Vec takes it");
            let mut sha = Sha256::new();
            sha.update(&table);
            found.push((rules, sha256::hex(&sha.finish())));
        }
        let expected: Vec<_> = found
            .iter()
            .map(|&(rules, _)| (rules, expected_digest(rules).to_owned()))
            .collect();
        assert_eq!(
            found, expected,
            "the tables changed: put the new digests in expected_digest"
        );
    }
}
