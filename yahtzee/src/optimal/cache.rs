//! The strategy table on disk, so that `advise` answers in milliseconds.
//!
//! Format: the magic `DPGYAHT1`, the rules' name (a length byte, then the bytes), the number
//! of values (u64, little-endian), the states by layer (13 × u64), the values (f64), and an
//! FNV-1a checksum (u64) of everything before it. A file that is short, long, of another
//! format, for other rules, or whose checksum does not match is never trusted: the table is
//! rebuilt and the file rewritten.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::scoring::{CATEGORIES, Rules};
use super::{CATEGORY_SETS, Strategy, UPPER_PROGRESS};

const MAGIC: &[u8; 8] = b"DPGYAHT1";
const VALUES: usize = CATEGORY_SETS * UPPER_PROGRESS * 2;

/// Where the table for `rules` is kept unless `--cache` says otherwise:
/// `$XDG_CACHE_HOME/dp-games/`, else `$HOME/.cache/dp-games/`, else the temporary folder.
pub fn default_path(rules: Rules) -> PathBuf {
    let folder = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))
        .unwrap_or_else(std::env::temp_dir)
        .join("dp-games");
    folder.join(format!("yahtzee-optimal-{}.bin", rules.name()))
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x100_0000_01b3)
    })
}

fn encode(strategy: &Strategy) -> Vec<u8> {
    let name = strategy.rules.name().as_bytes();
    let mut bytes = Vec::with_capacity(8 + 1 + name.len() + 8 + 8 * CATEGORIES + 8 * VALUES + 8);
    bytes.extend_from_slice(MAGIC);
    bytes.push(name.len() as u8);
    bytes.extend_from_slice(name);
    bytes.extend_from_slice(&(strategy.values.len() as u64).to_le_bytes());
    for count in strategy.states_by_layer {
        bytes.extend_from_slice(&count.to_le_bytes());
    }
    for value in &strategy.values {
        bytes.extend_from_slice(&value.to_le_bytes());
    }
    let checksum = fnv1a(&bytes);
    bytes.extend_from_slice(&checksum.to_le_bytes());
    bytes
}

/// Why a cache file was not used.
#[derive(Debug, PartialEq, Eq)]
pub enum Rejected {
    /// There is no file.
    Missing,
    /// The file is not a table of this format, for these rules, intact.
    Invalid(&'static str),
}

fn decode(bytes: &[u8], rules: Rules) -> Result<Strategy, Rejected> {
    let (body, checksum) = bytes
        .split_at_checked(bytes.len().wrapping_sub(8))
        .ok_or(Rejected::Invalid("too short"))?;
    if fnv1a(body).to_le_bytes() != checksum {
        return Err(Rejected::Invalid("checksum mismatch"));
    }
    let rest = body
        .strip_prefix(MAGIC)
        .ok_or(Rejected::Invalid("not a strategy table"))?;
    let name = rules.name().as_bytes();
    let rest = rest
        .strip_prefix(&[name.len() as u8][..])
        .and_then(|rest| rest.strip_prefix(name))
        .ok_or(Rejected::Invalid("made for other rules"))?;
    let mut words = rest
        .chunks_exact(8)
        .map(|chunk| u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])));
    if rest.len() != 8 * (1 + CATEGORIES + VALUES) || words.next() != Some(VALUES as u64) {
        return Err(Rejected::Invalid("wrong size"));
    }
    let states_by_layer = std::array::from_fn(|_| words.next().unwrap_or(0));
    let values = words.map(f64::from_bits).collect();
    Ok(Strategy {
        rules,
        values,
        states_by_layer,
    })
}

/// The table saved at `path`, if it is there and intact.
pub fn load(path: &Path, rules: Rules) -> Result<Strategy, Rejected> {
    let bytes = fs::read(path).map_err(|_| Rejected::Missing)?;
    decode(&bytes, rules)
}

/// Saves the table at `path` (through a temporary file, so that a reader never sees half).
pub fn save(path: &Path, strategy: &Strategy) -> io::Result<()> {
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder)?;
    }
    let partial = path.with_extension("partial");
    fs::File::create(&partial)?.write_all(&encode(strategy))?;
    fs::rename(&partial, path)
}

/// The strategy for `rules`: the table at `path` when it is intact, else computed (with
/// `progress`) and saved there. Returns a note for the user when a file was refused or
/// could not be written.
pub fn load_or_build(
    rules: Rules,
    path: &Path,
    progress: impl Fn(u64, u64) + Sync,
) -> (Strategy, Option<String>) {
    let refused = match load(path, rules) {
        Ok(strategy) => return (strategy, None),
        Err(Rejected::Missing) => None,
        Err(Rejected::Invalid(reason)) => Some(format!(
            "the table at {} was not used ({reason}); rebuilt it",
            path.display()
        )),
    };
    let strategy = super::solve(rules, progress);
    let note = match save(path, &strategy) {
        Ok(()) => refused,
        Err(error) => Some(format!(
            "could not save the table at {}: {error}",
            path.display()
        )),
    };
    (strategy, note)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small_strategy() -> Strategy {
        let mut values = vec![0.0; VALUES];
        values[7] = 12.5;
        values[VALUES - 1] = -3.25;
        Strategy {
            rules: Rules::Verhoeff,
            values,
            states_by_layer: [4; CATEGORIES],
        }
    }

    #[test]
    fn round_trip() {
        let strategy = small_strategy();
        let decoded = decode(&encode(&strategy), Rules::Verhoeff).expect("intact");
        assert_eq!(decoded.values, strategy.values);
        assert_eq!(decoded.states_by_layer, strategy.states_by_layer);
    }

    #[test]
    fn damaged_or_foreign_tables_are_refused() {
        let bytes = encode(&small_strategy());
        assert_eq!(
            decode(&bytes, Rules::Hasbro).err(),
            Some(Rejected::Invalid("made for other rules"))
        );
        let mut flipped = bytes.clone();
        flipped[100] ^= 1;
        assert_eq!(
            decode(&flipped, Rules::Verhoeff).err(),
            Some(Rejected::Invalid("checksum mismatch"))
        );
        assert_eq!(
            decode(&bytes[..bytes.len() - 9], Rules::Verhoeff).err(),
            Some(Rejected::Invalid("checksum mismatch"))
        );
        assert_eq!(
            decode(b"short", Rules::Verhoeff).err(),
            Some(Rejected::Invalid("too short"))
        );
        assert_eq!(
            decode(&[], Rules::Verhoeff).err(),
            Some(Rejected::Invalid("too short"))
        );
    }
}
