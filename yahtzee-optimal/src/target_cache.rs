//! The target table on disk ([`Curves`]), so that `optimal --target` and `advise --target`
//! answer from it rather than solve again. Written and read as the expected-score table
//! is ([`cache`]: a regular file only, through a temporary file renamed over
//! the path, never through a link, stale temporaries removed).
//!
//! **Format** (`DPGYTGT1`): the magic, the rules' name (a length byte, then the bytes),
//! the number of states (u64), the number of stored probabilities (u64), each state's
//! curve length (u16, in [`Layout`] order), the SHA-256 of each set of
//! used boxes' probabilities (32 bytes each, the sets in layout order), the SHA-256 of
//! everything before it (32 bytes), then the probabilities (f32, the sets in layout order,
//! each set's curves one after the other); integers and floats little-endian. A digest a
//! set lets `advise --target` read the few sets it needs (the head, under 1 MiB, then a
//! seek to each) and still check every byte it uses.
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
use super::sha256::Sha256;
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

/// The bytes before the probabilities: the header, the lengths, the digests.
fn head_size(rules: Rules, states: usize) -> u64 {
    header_size(rules) + 2 * states as u64 + 32 * (1u64 << rules.categories()) + 32
}

/// The size in bytes of a table for `rules` with `states` curves and `entries`
/// probabilities.
pub fn table_size(rules: Rules, states: usize, entries: usize) -> u64 {
    head_size(rules, states) + 4 * entries as u64
}

/// The bytes of a set's probabilities.
fn set_bytes(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|p| p.to_le_bytes()).collect()
}

/// The SHA-256 of `bytes`.
fn digest_of(bytes: &[u8]) -> [u8; 32] {
    let mut sha = Sha256::new();
    sha.update(bytes);
    sha.finish()
}

/// Writes the table in the format above.
pub fn write_table(out: &mut (impl Write + ?Sized), curves: &Curves) -> io::Result<()> {
    let name = curves.rules.name().as_bytes();
    let mut head = Vec::new();
    head.extend_from_slice(MAGIC);
    head.push(name.len() as u8);
    head.extend_from_slice(name);
    head.extend_from_slice(&(curves.lengths().len() as u64).to_le_bytes());
    head.extend_from_slice(&(curves.entries() as u64).to_le_bytes());
    head.extend(
        curves
            .lengths()
            .iter()
            .flat_map(|length| length.to_le_bytes()),
    );
    for used in sets_in_order(&curves.layout) {
        head.extend_from_slice(&digest_of(&set_bytes(&curves.set_values()[used as usize])));
    }
    let digest = digest_of(&head);
    out.write_all(&head)?;
    out.write_all(&digest)?;
    for used in sets_in_order(&curves.layout) {
        out.write_all(&set_bytes(&curves.set_values()[used as usize]))?;
    }
    Ok(())
}

/// The sets of used boxes in layout order.
fn sets_in_order(layout: &Layout) -> impl Iterator<Item = u32> + '_ {
    (0..=layout.categories()).flat_map(|layer| layout.sets(layer).iter().copied())
}

fn invalid(reason: impl Into<String>) -> Rejected {
    Rejected::Invalid(reason.into())
}

/// Reads exactly `bytes.len()` bytes into `bytes`.
fn read_all(input: &mut impl Read, bytes: &mut [u8]) -> Result<(), Rejected> {
    input
        .read_exact(bytes)
        .map_err(|_| invalid("it ends too soon"))
}

/// The head of a table: the curve lengths and each set's digest (by the set as a
/// number), checked against the head's digest.
struct Head {
    lengths: Vec<u16>,
    digests: Vec<[u8; 32]>,
}

/// Reads and checks the head of a table for `rules` from a file of `size` bytes.
fn read_head(
    input: &mut impl Read,
    layout: &Layout,
    rules: Rules,
    size: u64,
) -> Result<Head, Rejected> {
    let name = rules.name().as_bytes();
    let mut head = vec![0u8; head_size(rules, layout.len()) as usize - 32];
    if size < head.len() as u64 + 32 {
        return Err(invalid(format!("{size} bytes, too few for a target table")));
    }
    read_all(input, &mut head)?;
    let mut digest = [0u8; 32];
    read_all(input, &mut digest)?;
    let (magic, rest) = head.split_at(MAGIC.len());
    if magic != MAGIC {
        return Err(invalid("not a target table of this version"));
    }
    if rest[0] as usize != name.len() || &rest[1..=name.len()] != name {
        return Err(invalid(format!("not a table for {} rules", rules.name())));
    }
    if digest != digest_of(&head) {
        return Err(invalid("its head is not the one its SHA-256 was taken of"));
    }
    let rest = &rest[1 + name.len()..];
    let states = u64::from_le_bytes(rest[..8].try_into().expect("8 bytes"));
    let entries = u64::from_le_bytes(rest[8..16].try_into().expect("8 bytes"));
    if states != layout.len() as u64 {
        return Err(invalid(format!(
            "{states} states, where {} rules have {}",
            rules.name(),
            layout.len()
        )));
    }
    let rest = &rest[16..];
    let (lengths, digests) = rest.split_at(2 * layout.len());
    let lengths: Vec<u16> = lengths
        .chunks_exact(2)
        .map(|pair| u16::from_le_bytes([pair[0], pair[1]]))
        .collect();
    if lengths.iter().map(|&l| u64::from(l)).sum::<u64>() != entries
        || table_size(rules, layout.len(), entries as usize) != size
    {
        return Err(invalid(format!(
            "{size} bytes, not the size its head announces"
        )));
    }
    let mut by_set = vec![[0u8; 32]; 1 << rules.categories()];
    for (used, digest) in sets_in_order(layout).zip(digests.chunks_exact(32)) {
        by_set[used as usize].copy_from_slice(digest);
    }
    Ok(Head {
        lengths,
        digests: by_set,
    })
}

/// The probabilities stored for the set `used`: how many.
fn set_entries(layout: &Layout, lengths: &[u16], used: u32) -> usize {
    let first = set_first(layout, used);
    lengths[first..first + layout.states_of_set(used)]
        .iter()
        .map(|&l| usize::from(l))
        .sum()
}

/// The index of the first state of the set `used`.
fn set_first(layout: &Layout, used: u32) -> usize {
    layout.index(State {
        used,
        upper: 0,
        yahtzee_50: false,
    })
}

/// Reads the probabilities of the set `used` and checks them against its digest.
fn read_set(
    input: &mut impl Read,
    head: &Head,
    layout: &Layout,
    used: u32,
) -> Result<Vec<f32>, Rejected> {
    let mut bytes = vec![0u8; 4 * set_entries(layout, &head.lengths, used)];
    read_all(input, &mut bytes)?;
    if digest_of(&bytes) != head.digests[used as usize] {
        return Err(invalid(format!(
            "the probabilities of the boxes {used:#b} are not the ones its SHA-256 was taken of"
        )));
    }
    Ok(bytes
        .chunks_exact(4)
        .map(|word| f32::from_le_bytes([word[0], word[1], word[2], word[3]]))
        .collect())
}

/// Reads a table for `rules` from a file of `size` bytes, checking everything the module
/// doc lists.
pub fn read_table(input: &mut impl Read, rules: Rules, size: u64) -> Result<Curves, Rejected> {
    let layout = Layout::new(rules);
    let head = read_head(input, &layout, rules, size)?;
    let mut sets = vec![Vec::new(); 1 << rules.categories()];
    for used in sets_in_order(&layout) {
        sets[used as usize] = read_set(input, &head, &layout, used)?;
    }
    let more = input
        .read(&mut [0u8])
        .map_err(|error| invalid(dp_cli::error::describe(&error)))?;
    if more != 0 {
        return Err(invalid("it goes on past its probabilities"));
    }
    let curves = Curves::from_parts(rules, head.lengths, sets, None)
        .ok_or_else(|| invalid("its curves do not fit the states"))?;
    check_curves(&curves, true)?;
    Ok(curves)
}

/// Reads from a table for `rules` only the sets of used boxes `wanted` (each checked
/// against its digest), seeking past the others: the part of the table `advise --target`
/// needs, in a few milliseconds where the whole takes seconds.
pub fn read_sets(
    input: &mut (impl Read + io::Seek),
    rules: Rules,
    size: u64,
    wanted: &[u32],
) -> Result<Curves, Rejected> {
    let layout = Layout::new(rules);
    let head = read_head(input, &layout, rules, size)?;
    let mut offset = head_size(rules, layout.len());
    let mut sets = vec![Vec::new(); 1 << rules.categories()];
    let mut loaded = vec![false; 1 << rules.categories()];
    for used in sets_in_order(&layout) {
        let bytes = 4 * set_entries(&layout, &head.lengths, used) as u64;
        if wanted.contains(&used) {
            input
                .seek(io::SeekFrom::Start(offset))
                .map_err(|error| invalid(dp_cli::error::describe(&error)))?;
            sets[used as usize] = read_set(input, &head, &layout, used)?;
            loaded[used as usize] = true;
        }
        offset += bytes;
    }
    let curves = Curves::from_parts(rules, head.lengths, sets, Some(loaded))
        .ok_or_else(|| invalid("its curves do not fit the states"))?;
    check_curves(&curves, false)?;
    Ok(curves)
}

/// The checks on the values of a table read from disk (of the sets read; `whole`: the
/// checks of the whole table too).
fn check_curves(curves: &Curves, whole: bool) -> Result<(), Rejected> {
    let layout = &curves.layout;
    for layer in 0..=layout.categories() {
        for &used in layout.sets(layer) {
            if !curves.has_set(used) {
                continue;
            }
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
    if !whole {
        return Ok(());
    }
    let last = State {
        used: (1u32 << layout.categories()) - 1,
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

/// The sets of used boxes `wanted` of the table saved at `path` (see [`read_sets`]).
pub fn load_sets(path: &Path, rules: Rules, wanted: &[u32]) -> Result<Curves, Rejected> {
    let mut size = 0;
    let input = cache::open_table(path, |bytes| {
        size = bytes;
        Ok(())
    })?;
    let mut file = input.into_inner().into_inner();
    read_sets(&mut io::BufReader::new(&mut file), rules, size, wanted)
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
    cache::load_or_build_with(
        place,
        "the target table",
        |path| load(path, rules),
        || target::solve(rules, progress),
        save,
    )
}
