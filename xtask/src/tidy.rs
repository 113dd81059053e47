//! Tidy tests: the house stays as ARCHITECTURE.md draws it. Each test reads the files
//! themselves, so a change that makes a doc untrue fails here, not in a reader's head.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use crate::{root, solvers};

fn text(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

fn rust_files(folder: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(folder).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            files.push(path);
        }
    }
    files
}

/// Every file or folder the codemap names exists (`<solver>` stands for each solver).
#[test]
fn the_codemap_names_files_that_exist() {
    let root = root();
    let solvers = solvers(&root).expect("the members");
    let map = text(&root.join("ARCHITECTURE.md"));
    let mut named = BTreeSet::new();
    for quoted in map.split('`').skip(1).step_by(2) {
        let looks_like_a_path = quoted.contains('/')
            && !quoted.contains(' ')
            && !quoted.contains('{')
            && !quoted.starts_with("..")
            && (quoted.ends_with(".rs") || quoted.ends_with('/') || quoted.ends_with(".md"));
        if looks_like_a_path {
            named.insert(quoted.to_owned());
        }
    }
    assert!(named.len() > 20, "the codemap names only {named:?}");
    for path in named {
        let paths: Vec<String> = if path.contains("<solver>") {
            solvers
                .iter()
                .map(|solver| path.replace("<solver>", solver))
                .collect()
        } else {
            vec![path]
        };
        for path in paths {
            // `<solver>/src/page.rs` holds for every solver; optional files say so in words.
            assert!(
                root.join(&path).exists(),
                "ARCHITECTURE.md names {path}, which is not there"
            );
        }
    }
}

/// dp-core is the design card's "tiny shared crate for bitmask utilities and memo tables":
/// at most 800 lines and no dependency at all.
#[test]
fn dp_core_stays_tiny() {
    let root = root();
    let lines: usize = rust_files(&root.join("dp-core/src"))
        .iter()
        .map(|file| text(file).lines().count())
        .sum();
    assert!(
        lines <= 800,
        "dp-core/src has {lines} lines; the platform belongs in dp-cli"
    );
    let manifest = text(&root.join("dp-core/Cargo.toml"));
    let dependencies = manifest
        .split("[dependencies]")
        .nth(1)
        .and_then(|rest| rest.split("\n[").next())
        .unwrap_or_default();
    assert!(
        dependencies
            .lines()
            .all(|line| line.trim().is_empty() || line.starts_with('#')),
        "dp-core depends on nothing, but lists:{dependencies}"
    );
}

/// dp-cli's modules import one way (`cli` → `problem` → `run` → the rest): no circle.
#[test]
fn dp_cli_modules_import_one_way() {
    let folder = root().join("dp-cli/src");
    let mut imports: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in rust_files(&folder) {
        let module = file
            .file_stem()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        let source = text(&file);
        let used = source
            .split("crate::")
            .skip(1)
            .filter_map(|rest| {
                rest.split(|c: char| !c.is_alphanumeric() && c != '_')
                    .next()
            })
            .filter(|name| *name != module && folder.join(format!("{name}.rs")).exists())
            .map(str::to_owned)
            .collect();
        imports.insert(module, used);
    }
    // Depth-first search for a cycle.
    fn visit(
        module: &str,
        imports: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) {
        if let Some(start) = path.iter().position(|seen| seen == module) {
            panic!("dp-cli's modules import in a circle: {:?}", &path[start..]);
        }
        if !done.insert(module.to_owned()) {
            return;
        }
        path.push(module.to_owned());
        for next in imports.get(module).into_iter().flatten() {
            visit(next, imports, path, done);
        }
        path.pop();
    }
    let mut done = BTreeSet::new();
    for module in imports.keys() {
        visit(module, &imports, &mut Vec::new(), &mut BTreeSet::new());
        done.insert(module.clone());
    }
    assert!(done.contains("cli") && done.contains("run"), "{imports:?}");
}

/// No solver keeps state in a global: per-run state is `Problem::RunState`.
#[test]
fn no_solver_keeps_state_in_a_global() {
    let root = root();
    for solver in solvers(&root).expect("the members") {
        for file in rust_files(&root.join(&solver).join("src")) {
            for line in text(&file).lines() {
                let line = line.trim_start();
                assert!(
                    !(line.starts_with("static ") || line.starts_with("pub static "))
                        || !(line.contains("Mutex")
                            || line.contains("RwLock")
                            || line.contains("Cell")),
                    "{}: a global with state: {line}",
                    file.display()
                );
            }
        }
    }
}

/// Every crate of the workspace says what it is for in its crate doc (`//!`).
#[test]
fn every_crate_says_what_it_is_for() {
    let root = root();
    let manifest = text(&root.join("Cargo.toml"));
    let start = manifest.find("members = [").expect("members") + "members = [".len();
    let end = start + manifest[start..].find(']').expect("members closed");
    for member in manifest[start..end].split(',') {
        let member = member.trim().trim_matches('"');
        let lib = root.join(member).join("src/lib.rs");
        let main = root.join(member).join("src/main.rs");
        let file = if lib.exists() { lib } else { main };
        let doc = text(&file);
        assert!(
            doc.lines()
                .take_while(|line| line.starts_with("//!"))
                .count()
                >= 2,
            "{member}: its crate doc (//! at the top of {}) should say what it is for",
            file.display()
        );
    }
}

/// Every snapshot of a fixture (`*@NAME.in.snap`) has its fixture: a fixture deleted without
/// its snapshots leaves them orphaned, and insta never says so.
#[test]
fn every_fixture_snapshot_has_its_fixture() {
    let root = root();
    for solver in solvers(&root).expect("the members") {
        let folder = root.join(&solver).join("tests/it/snapshots");
        let Ok(entries) = fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let Some(fixture) = name
                .split_once('@')
                .and_then(|(_, rest)| rest.strip_suffix(".snap"))
            else {
                continue;
            };
            assert!(
                root.join("fixtures").join(&solver).join(fixture).exists(),
                "{}: its fixture fixtures/{solver}/{fixture} is gone; delete the snapshot",
                folder.join(&name).display()
            );
        }
    }
}
