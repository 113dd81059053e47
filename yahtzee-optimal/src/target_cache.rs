//! The target table on disk ([`Curves`]), so that `optimal --target` and `advise --target`
//! answer from it rather than solve again. Written and read as the expected-score table
//! is ([`cache`](super::cache): a regular file only, through a temporary file renamed over
//! the path, never through a link, stale temporaries removed).
//!
//! **Format** (`DPGYTGT1`): the magic, the rules' name (a length byte, then the bytes),
//! the number of states (u64), the number of stored probabilities (u64), each state's
//! curve length (u16, in [`Layout`](super::Layout) order), the probabilities (f32, the
//! sets of used boxes in layout order, each set's curves one after the other), then the
//! SHA-256 of everything before it (32 bytes); integers and floats little-endian.
//!
//! **Reading** never trusts the file: the size the header announces must be the file's,
//! and no more than the rules' states could hold (so a huge file is refused before it is
//! read); then the digest, and the curves: each starts at 1, never rises, stays in
//! `[FLOOR, 1]`, and ends where the rest of the game could not score more; the curve of
//! the opening is computed again from the table's later curves and must be the stored
//! one to the last bit. A table that fails a check is rebuilt.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use super::cache::{self, Place, Rejected};
use super::scoring::Rules;
use super::sha256::{self, Sha256};
use super::target::{self, Curves, FLOOR};
use super::{Layout, State};

const MAGIC: &[u8; 8] = b"DPGYTGT1";

/// The file of the target table for `rules` in `folder`.
pub fn file_in(folder: &Path, rules: Rules) -> PathBuf {
    folder.join(format!("yahtzee-target-{}.bin", rules.name()))
}

/// The bytes before the lengths.
fn header_size(rules: Rules) -> u64 {
    (MAGIC.len() + 1 + rules.name().len() + 16) as u64
}

/// The size in bytes of a table for `rules` with `states` curves and `entries`
/// probabilities.
pub fn table_size(rules: Rules, states: usize, entries: usize) -> u64 {
    header_size(rules) + 2 * states as u64 + 4 * entries as u64 + 32
}

/// A writer that also feeds the digest.
struct Digesting<'a, W: Write + ?Sized> {
    out: &'a mut W,
    sha: Sha256,
}

impl<W: Write + ?Sized> Write for Digesting<'_, W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let written = self.out.write(bytes)?;
        self.sha.update(&bytes[..written]);
        Ok(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// Writes the table in the format above.
pub fn write_table(out: &mut (impl Write + ?Sized), curves: &Curves) -> io::Result<()> {
    let mut out = Digesting {
        out,
        sha: Sha256::new(),
    };
    let name = curves.rules.name().as_bytes();
    out.write_all(MAGIC)?;
    out.write_all(&[name.len() as u8])?;
    out.write_all(name)?;
    out.write_all(&(curves.lengths().len() as u64).to_le_bytes())?;
    out.write_all(&(curves.entries() as u64).to_le_bytes())?;
    let mut buffer = Vec::with_capacity(64 * 1024);
    for chunk in curves.lengths().chunks(16 * 1024) {
        buffer.clear();
        buffer.extend(chunk.iter().flat_map(|length| length.to_le_bytes()));
        out.write_all(&buffer)?;
    }
    for used in sets_in_order(&curves.layout) {
        for chunk in curves.set_values()[usize::from(used)].chunks(16 * 1024) {
            buffer.clear();
            buffer.extend(chunk.iter().flat_map(|p| p.to_le_bytes()));
            out.write_all(&buffer)?;
        }
    }
    let digest = out.sha.finish();
    out.out.write_all(&digest)
}

/// The sets of used boxes in layout order.
fn sets_in_order(layout: &Layout) -> impl Iterator<Item = u16> + '_ {
    (0..=layout.categories()).flat_map(|layer| layout.sets(layer).iter().copied())
}

fn invalid(reason: impl Into<String>) -> Rejected {
    Rejected::Invalid(reason.into())
}

/// Reads exactly `bytes.len()` bytes into `bytes`, feeding the digest.
fn read_digested(
    input: &mut impl Read,
    sha: &mut Sha256,
    bytes: &mut [u8],
) -> Result<(), Rejected> {
    input
        .read_exact(bytes)
        .map_err(|_| invalid("it ends too soon"))?;
    sha.update(bytes);
    Ok(())
}

/// Reads a table for `rules` from a file of `size` bytes, checking everything the module
/// doc lists.
pub fn read_table(input: &mut impl Read, rules: Rules, size: u64) -> Result<Curves, Rejected> {
    let layout = Layout::new(rules);
    let mut sha = Sha256::new();
    let name = rules.name().as_bytes();
    let mut header = vec![0u8; header_size(rules) as usize];
    read_digested(input, &mut sha, &mut header)?;
    let (magic, rest) = header.split_at(MAGIC.len());
    if magic != MAGIC {
        return Err(invalid("not a target table of this version"));
    }
    if rest[0] as usize != name.len() || &rest[1..=name.len()] != name {
        return Err(invalid(format!("not a table for {} rules", rules.name())));
    }
    let counts = &rest[1 + name.len()..];
    let states = u64::from_le_bytes(counts[..8].try_into().expect("8 bytes"));
    let entries = u64::from_le_bytes(counts[8..16].try_into().expect("8 bytes"));
    if states != layout.len() as u64 {
        return Err(invalid(format!(
            "{states} states, where {} rules have {}",
            rules.name(),
            layout.len()
        )));
    }
    if entries > states * u64::from(u16::MAX)
        || table_size(rules, layout.len(), entries as usize) != size
    {
        return Err(invalid(format!(
            "{size} bytes, not the size its header announces"
        )));
    }
    let mut bytes = vec![0u8; 2 * layout.len()];
    read_digested(input, &mut sha, &mut bytes)?;
    let lengths: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|pair| u16::from_le_bytes([pair[0], pair[1]]))
        .collect();
    if lengths.iter().map(|&l| l as u64).sum::<u64>() != entries {
        return Err(invalid("its curve lengths do not add up to its entries"));
    }
    let mut sets = vec![Vec::new(); 1 << rules.categories()];
    for used in sets_in_order(&layout) {
        let first = layout.index(State {
            used,
            upper: 0,
            yahtzee_50: false,
        });
        let count: usize = lengths[first..first + layout.states_of_set(used)]
            .iter()
            .map(|&l| usize::from(l))
            .sum();
        let mut bytes = vec![0u8; 4 * count];
        read_digested(input, &mut sha, &mut bytes)?;
        sets[usize::from(used)] = bytes
            .chunks_exact(4)
            .map(|word| f32::from_le_bytes([word[0], word[1], word[2], word[3]]))
            .collect();
    }
    let mut digest = [0u8; 32];
    input
        .read_exact(&mut digest)
        .map_err(|_| invalid("it ends too soon"))?;
    let more = input
        .read(&mut [0u8])
        .map_err(|error| invalid(dp_cli::error::describe(&error)))?;
    if more != 0 {
        return Err(invalid("it goes on past its digest"));
    }
    if digest != sha.finish() {
        return Err(invalid(format!(
            "its SHA-256 is not {}",
            sha256::hex(&digest)
        )));
    }
    let curves = Curves::from_parts(rules, lengths, sets)
        .ok_or_else(|| invalid("its curves do not fit the states"))?;
    check_curves(&curves)?;
    Ok(curves)
}

/// The checks on the values of a table read from disk.
fn check_curves(curves: &Curves) -> Result<(), Rejected> {
    let layout = &curves.layout;
    for layer in 0..=layout.categories() {
        for &used in layout.sets(layer) {
            for state in layout.states(used) {
                let curve = curves.curve(state);
                let ok = curve.first() == Some(&1.0)
                    && curve.windows(2).all(|pair| pair[1] <= pair[0])
                    && curve.iter().all(|&p| f64::from(p) >= FLOOR && p <= 1.0);
                if !ok {
                    return Err(invalid(format!(
                        "the curve of {state:?} is not a probability that falls with the target"
                    )));
                }
            }
        }
    }
    let last = State {
        used: (1u16 << layout.categories()) - 1,
        upper: 0,
        yahtzee_50: false,
    };
    if curves.curve(last) != [1.0] {
        return Err(invalid("the game's end is not worth exactly 0 points"));
    }
    if target::curve_from_table(curves, State::START) != curves.curve(State::START) {
        return Err(invalid(
            "the opening's curve is not the one its later curves give",
        ));
    }
    Ok(())
}

/// The table saved at `path`, if it is there, a regular file, and intact.
pub fn load(path: &Path, rules: Rules) -> Result<Curves, Rejected> {
    let states = Layout::new(rules).len();
    let most = table_size(rules, states, states * usize::from(u16::MAX));
    let mut size = 0;
    let mut input = cache::open_table(path, |bytes| {
        size = bytes;
        if bytes > most || bytes < table_size(rules, states, states) {
            Err(format!(
                "{bytes} bytes, where a target table for {} rules has {} to {most}",
                rules.name(),
                table_size(rules, states, states)
            ))
        } else {
            Ok(())
        }
    })?;
    read_table(&mut input, rules, size)
}

/// Saves the table at `path` as [`cache::save`] saves the expected-score table.
pub fn save(path: &Path, curves: &Curves) -> Result<(), String> {
    cache::save_with(path, |out| write_table(out, curves))
}

/// The target table for `rules`: the one at `place` when it is intact, else computed
/// (with `progress`) and saved there. Returns the notes for the user.
pub fn load_or_build(
    rules: Rules,
    place: &Place,
    progress: impl Fn(u64, u64) + Sync,
) -> (Curves, Vec<String>) {
    let mut notes = Vec::new();
    let path = match place {
        Place::At(path) => path,
        Place::Nowhere(reason) => {
            notes.extend(
                reason
                    .iter()
                    .map(|reason| format!("{reason}: the table is computed and not saved")),
            );
            return (target::solve(rules, progress), notes);
        }
    };
    cache::remove_stale_temporaries(path);
    match load(path, rules) {
        Ok(curves) => return (curves, notes),
        Err(Rejected::Missing) => {}
        Err(Rejected::Invalid(reason)) => notes.push(format!(
            "the target table at {} was not used ({reason}); rebuilt it",
            dp_cli::text::shown_name(path.as_os_str())
        )),
    }
    let curves = target::solve(rules, progress);
    if let Err(reason) = save(path, &curves) {
        notes.push(format!("the target table was not saved: {reason}"));
    }
    (curves, notes)
}
