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
        if path.contains("<solver>") {
            // A solver's optional files (a lesson page's page.rs, a problem's own
            // subcommands) need only stand somewhere: a new crate may not have them yet.
            assert!(
                solvers
                    .iter()
                    .any(|solver| root.join(path.replace("<solver>", solver)).exists()),
                "ARCHITECTURE.md names {path}, which no solver has"
            );
        } else {
            assert!(
                root.join(&path).exists(),
                "ARCHITECTURE.md names {path}, which is not there"
            );
        }
    }
}

/// The paths ARCHITECTURE.md's codemap quotes, with `{a,b}` spelled out: `x.{css,js}` is
/// `x.css` and `x.js`.
fn codemap_paths(map: &str) -> BTreeSet<String> {
    let mut named = BTreeSet::new();
    for quoted in map.split('`').skip(1).step_by(2) {
        if !quoted.contains('/') || quoted.contains(' ') || quoted.starts_with("..") {
            continue;
        }
        match (quoted.find('{'), quoted.find('}')) {
            (Some(open), Some(close)) if open < close => {
                for choice in quoted[open + 1..close].split(',') {
                    named.insert(format!(
                        "{}{choice}{}",
                        &quoted[..open],
                        &quoted[close + 1..]
                    ));
                }
            }
            _ => {
                named.insert(quoted.to_owned());
            }
        }
    }
    named
}

/// Every source file of the workspace (`.rs`, `.js`, `.css`, `.tmpl` under a member's
/// `src/`, `tests/`, `benches/` or `templates/`) is named by ARCHITECTURE.md's codemap:
/// itself, as `<solver>/...` for a file of a solver, or a folder above it (`xtask/`).
#[test]
fn the_codemap_names_every_file() {
    let root = root();
    let solvers = solvers(&root).expect("the members");
    let named = codemap_paths(&text(&root.join("ARCHITECTURE.md")));
    let manifest = text(&root.join("Cargo.toml"));
    let members = manifest
        .split("members = [")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("a members list");
    let mut files = Vec::new();
    for member in members.split(',').map(|name| name.trim().trim_matches('"')) {
        for folder in ["src", "tests", "benches", "templates"] {
            let folder = root.join(member).join(folder);
            if folder.is_dir() {
                files.extend(source_files(&folder));
            }
        }
    }
    let mut unnamed = Vec::new();
    for file in files {
        let path = file
            .strip_prefix(&root)
            .expect("inside the workspace")
            .to_string_lossy()
            .into_owned();
        let mut spellings = vec![path.clone()];
        for solver in &solvers {
            if let Some(rest) = path.strip_prefix(&format!("{solver}/")) {
                spellings.push(format!("<solver>/{rest}"));
            }
        }
        let is_named = spellings.iter().any(|spelling| {
            named.iter().any(|name| {
                name == spelling || (name.ends_with('/') && spelling.starts_with(name.as_str()))
            })
        });
        if !is_named {
            unnamed.push(path);
        }
    }
    assert!(
        unnamed.is_empty(),
        "ARCHITECTURE.md's codemap does not name {unnamed:#?}"
    );
}

fn source_files(folder: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(folder).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(source_files(&path));
        } else if path
            .extension()
            .is_some_and(|extension| ["rs", "js", "css", "tmpl"].iter().any(|e| extension == *e))
        {
            files.push(path);
        }
    }
    files
}

/// What the platform does that is not dp-core's: a line that says "dp-core" beside one of
/// these, and names no other crate of the platform, gives dp-core another crate's work.
const PLATFORM_WORDS: [&str; 14] = [
    "command line",
    "run loop",
    "scanner",
    "reader",
    "shared",
    "puts",
    "contract",
    "names their types",
    "ties them",
    "problem trait",
    "suite",
    "does the rest",
    "exit status",
    "errors",
];

/// No comment or guide says "dp-core" for what dp-problem, dp-cli or dp-testing does (the
/// problem traits and the scanner are dp-problem's, the command line dp-cli's, the shared
/// tests dp-testing's): dp-core is only the DP's own helpers.
#[test]
fn crate_names_say_where_the_code_is() {
    let root = root();
    let mut files = vec![root.join("ARCHITECTURE.md"), root.join("CONTRIBUTING.md")];
    for entry in fs::read_dir(&root).expect("the workspace").flatten() {
        let path = entry.path();
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if path.is_dir() && !name.starts_with('.') && name != "target" && name != "fixtures" {
            files.extend(source_files(&path));
        }
    }
    let mut stale = Vec::new();
    for file in files {
        let markdown = file.extension().is_some_and(|extension| extension == "md");
        if file.ends_with("xtask/src/tidy.rs")
            || file.components().any(|part| part.as_os_str() == "target")
        {
            continue;
        }
        for (number, line) in text(&file).lines().enumerate() {
            let lower = line.to_lowercase();
            let prose = markdown || lower.trim_start().starts_with("//");
            let names_another = ["dp-cli", "dp-problem", "dp-testing", "dp-lesson"]
                .iter()
                .any(|other| lower.contains(other));
            if prose
                && lower.contains("dp-core")
                && !names_another
                && PLATFORM_WORDS.iter().any(|word| lower.contains(word))
            {
                stale.push(format!("{}:{}: {line}", file.display(), number + 1));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "\"dp-core\" for another crate's work:\n{}",
        stale.join("\n")
    );
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

/// The crates a solver's library must not pull without its `cli` feature: the command line,
/// threads and processes are dp-cli's and its products', and a solver's core builds for
/// WebAssembly (`cargo build -p NAME --lib --no-default-features --target wasm32-unknown-unknown`).
const NOT_IN_THE_CORE: [&str; 9] = [
    "clap",
    "clap_complete",
    "rayon",
    "rayon-core",
    "rustix",
    "signal-hook",
    "indicatif",
    "dp-cli",
    "dp-testing",
];

/// The crates `cargo tree` finds under `package` with `arguments`, by name.
fn dependency_names(package: &str, arguments: &[&str]) -> BTreeSet<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let output = std::process::Command::new(cargo)
        .current_dir(root())
        .args([
            "tree",
            "--offline",
            "--edges",
            "normal",
            "--prefix",
            "none",
            "-p",
            package,
        ])
        .args(arguments)
        .output()
        .expect("cargo tree runs");
    assert!(
        output.status.success(),
        "cargo tree -p {package} {arguments:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_owned)
        .collect()
}

/// Every solver's library, and dp-problem, build on the core alone with default features
/// off: none of [`NOT_IN_THE_CORE`] in their tree; and with them on (the binary), the tree
/// does hold dp-cli, so the check looks at the right switch.
#[test]
fn a_solver_without_its_cli_feature_pulls_no_command_line_threads_or_processes() {
    let solvers = solvers(&root()).expect("the solvers");
    assert_eq!(solvers.len(), 9, "{solvers:?}");
    for package in solvers.iter().map(String::as_str).chain(["dp-problem"]) {
        let core = dependency_names(package, &["--no-default-features"]);
        let pulled: Vec<&str> = NOT_IN_THE_CORE
            .into_iter()
            .filter(|name| core.contains(*name))
            .collect();
        assert!(
            pulled.is_empty(),
            "{package} --no-default-features pulls {pulled:?}"
        );
        assert!(core.contains("dp-problem"), "{package}: {core:?}");
    }
    for package in &solvers {
        let whole = dependency_names(package, &[]);
        assert!(
            whole.contains("dp-cli"),
            "{package}'s default build has no dp-cli"
        );
    }
}

/// The core and the products, each a crate: dp-core, dp-problem (what a solver's library
/// builds on), the run loop, play, the command line's contract, check and judge, serve,
/// and the command line that wires them.
const PLATFORM: [&str; 8] = [
    "dp-core",
    "dp-problem",
    "dp-run",
    "dp-play",
    "dp-command",
    "dp-check",
    "dp-serve",
    "dp-cli",
];

/// Each platform crate holds at most 2,500 lines of code (not blank, not a comment; its
/// tests included) and says what it is for in one paragraph, its `lib.rs`'s `//!` block.
#[test]
fn platform_crates_are_small_and_say_their_purpose_in_one_paragraph() {
    for platform in PLATFORM {
        let folder = root().join(platform).join("src");
        let code: usize = rust_files(&folder)
            .iter()
            .map(|file| {
                text(file)
                    .lines()
                    .map(str::trim)
                    .filter(|line| !line.is_empty() && !line.starts_with("//"))
                    .count()
            })
            .sum();
        assert!(code <= 2_500, "{platform} has {code} lines of code");
        let lib = text(&folder.join("lib.rs"));
        let doc: Vec<&str> = lib
            .lines()
            .take_while(|line| line.starts_with("//!"))
            .collect();
        assert!(
            !doc.is_empty(),
            "{platform}'s lib.rs says nothing of its purpose"
        );
        assert!(
            doc.iter().all(|line| line.trim() != "//!"),
            "{platform}'s lib.rs doc is more than one paragraph"
        );
    }
}

/// The platform's crates import one way (cargo refuses a circle between crates), and so
/// do the modules inside each: no circle of `crate::` paths.
#[test]
fn platform_modules_import_one_way() {
    for platform in PLATFORM {
        modules_import_one_way(platform);
    }
}

fn modules_import_one_way(platform: &str) {
    let folder = root().join(platform).join("src");
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
            panic!("modules import in a circle: {:?}", &path[start..]);
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
    assert!(done.contains("lib"), "{platform}: {imports:?}");
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

/// Every script of the house's pages (`*.js` outside `target/`), including the templates.
fn page_scripts(folder: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(folder).expect("a folder").flatten() {
        let path = entry.path();
        let name = entry.file_name();
        if path.is_dir() {
            if !(name.to_string_lossy().starts_with('.') || name == "target") {
                files.extend(page_scripts(&path));
            }
        } else if path.extension().is_some_and(|extension| extension == "js") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// `node --check FILE`: whether Node parses the file, and what it said when it did not.
fn node_check(file: &Path) -> Result<(), String> {
    let output = std::process::Command::new("node")
        .arg("--check")
        .arg(file)
        .output()
        .unwrap_or_else(|error| {
            panic!(
                "the page scripts are checked with Node ({error}): install Debian's package \
                 `nodejs` (.ci/run does)"
            )
        });
    if output.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&output.stderr).into_owned())
    }
}

/// Every page script parses (`node --check`): the frame, each solver's `lesson.js`, the
/// live page's script. A browser test opens only some pages; a syntax error anywhere
/// fails here, by name and line. (No linter: none comes with Debian's `nodejs`, and one
/// from the npm registry would be the only npm package the house installs.)
#[test]
fn every_page_script_parses() {
    let root = root();
    let scripts = page_scripts(&root);
    let names: Vec<String> = scripts
        .iter()
        .map(|file| {
            file.strip_prefix(&root)
                .unwrap_or(file)
                .display()
                .to_string()
        })
        .collect();
    for expected in ["dp-lesson/src/html/shell.js", "stone-game/src/lesson.js"] {
        assert!(names.iter().any(|name| name == expected), "{names:?}");
    }
    // The check itself catches a slip.
    let broken = std::env::temp_dir().join(format!("dp-games-broken-{}.js", std::process::id()));
    fs::write(&broken, "function f( {\n").expect("a temporary file");
    let caught = node_check(&broken);
    let _ = fs::remove_file(&broken);
    assert!(
        caught.is_err(),
        "node --check passed a script that does not parse"
    );
    let failures: Vec<String> = scripts
        .iter()
        .zip(&names)
        .filter_map(|(file, name)| {
            node_check(file)
                .err()
                .map(|error| format!("{name}:\n{error}"))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "scripts that do not parse:\n{}",
        failures.join("\n")
    );
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

/// README.md stays a page a newcomer reads through: what it is, install, the two commands,
/// the command table, the solvers; the rest is linked.
#[test]
fn the_readme_stays_short() {
    let readme = text(&root().join("README.md"));
    let lines = readme.lines().count();
    assert!(
        lines <= 250,
        "README.md has {lines} lines, more than 250: move details to a solver's manual \
         (NAME/README.md), docs/commands.md or MEASUREMENTS.md"
    );
}

/// Where `text` holds a date written `20YY-MM-DD`, its byte offset.
fn date_in(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let digit = |at: usize| bytes.get(at).is_some_and(u8::is_ascii_digit);
    (0..bytes.len()).find(|&at| {
        bytes[at..].starts_with(b"20")
            && digit(at + 2)
            && digit(at + 3)
            && bytes.get(at + 4) == Some(&b'-')
            && digit(at + 5)
            && digit(at + 6)
            && bytes.get(at + 7) == Some(&b'-')
            && digit(at + 8)
            && digit(at + 9)
            && !(at > 0 && bytes[at - 1].is_ascii_digit())
    })
}

/// The part of `line` that is a comment, for a file of this extension: all of it in a
/// Markdown page, from `#` in TOML and shell, from `//` or `/*` (or a block comment's
/// leading `*`) in Rust, JavaScript and CSS.
fn comment_of<'a>(line: &'a str, extension: &str) -> Option<&'a str> {
    match extension {
        "md" => Some(line),
        "toml" | "sh" => line.find('#').map(|at| &line[at..]),
        _ => {
            let trimmed = line.trim_start();
            if trimmed.starts_with('*') {
                return Some(trimmed);
            }
            [line.find("//"), line.find("/*")]
                .into_iter()
                .flatten()
                .min()
                .map(|at| &line[at..])
        }
    }
}

/// The workspace's text files whose comments are checked: Rust, TOML, JavaScript, CSS,
/// Markdown and the scaffold's templates (by the extension they are filled into), with
/// `.ci/run` as shell; not `target/`, `.git/` or the fuzzers' corpora.
fn commented_files(folder: &Path, files: &mut Vec<(std::path::PathBuf, String)>) {
    for entry in fs::read_dir(folder).expect("a folder").flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !matches!(
                name.as_str(),
                "target" | ".git" | "corpus" | "artifacts" | "node_modules"
            ) {
                commented_files(&path, files);
            }
            continue;
        }
        let name = name.strip_suffix(".tmpl").unwrap_or(&name);
        let extension = match name.rsplit_once('.') {
            Some((_, extension)) => extension,
            None if name == "run" => "sh",
            None => continue,
        };
        if ["rs", "toml", "js", "css", "md", "sh"].contains(&extension) {
            files.push((path, extension.to_owned()));
        }
    }
}

/// No comment or doc line carries a date: docs and comments say what is true now, dated
/// figures go to MEASUREMENTS.md (the one page allowed dates) and stories to `git log`.
#[test]
fn no_comment_or_doc_carries_a_date() {
    // The check itself catches a date, and only in a comment (the samples are built
    // here, so that this file's own lines hold none).
    let day = ["2026", "11", "26"].join("-");
    let found = |line: String, extension: &str| comment_of(&line, extension).and_then(date_in);
    assert!(found(format!("let x = 1; // measured {day}"), "rs").is_some());
    assert!(found(format!(" * on {day}"), "js").is_some());
    assert!(found(format!("# {day}, load 3"), "toml").is_some());
    assert!(found(format!("On {day}, load 3"), "md").is_some());
    assert!(found(format!("let day = \"{day}\";"), "rs").is_none());
    assert!(date_in(&format!("version 1{day}")).is_none());
    let root = root();
    let mut files = Vec::new();
    commented_files(&root, &mut files);
    assert!(files.len() > 50, "only {} files found", files.len());
    let mut dated = Vec::new();
    for (file, extension) in &files {
        if file == &root.join("MEASUREMENTS.md") {
            continue;
        }
        for (number, line) in text(file).lines().enumerate() {
            if comment_of(line, extension).and_then(date_in).is_some() {
                let shown = file.strip_prefix(&root).unwrap_or(file).display();
                dated.push(format!("{shown}:{}: {line}", number + 1));
            }
        }
    }
    assert!(
        dated.is_empty(),
        "dated lines (the figure and its command go to MEASUREMENTS.md, the story to the \
         commit message):\n{}",
        dated.join("\n")
    );
}

/// Every solver has its manual, `NAME/README.md`, named as the crate's `readme`, and the
/// manual gives the statement's input, output and limits, as `--help` does.
#[test]
fn every_solver_has_its_manual() {
    let root = root();
    for solver in solvers(&root).expect("the members") {
        let manifest = text(&root.join(&solver).join("Cargo.toml"));
        assert!(
            manifest
                .lines()
                .any(|line| line == "readme = \"README.md\""),
            "{solver}/Cargo.toml should name its manual: readme = \"README.md\""
        );
        let manual = text(&root.join(&solver).join("README.md"));
        for heading in ["Input:", "Output:", "Limits:"] {
            assert!(
                manual.lines().any(|line| line.starts_with(heading)),
                "{solver}/README.md should give the statement's {heading} at the start of a line"
            );
        }
    }
}

/// Every relative link of the Markdown pages (`[text](path)` and `[text](path#anchor)`)
/// leads to a file that is there, so that moving a page cannot strand its readers.
#[test]
fn every_link_of_the_docs_leads_somewhere() {
    let root = root();
    let mut files = Vec::new();
    commented_files(&root, &mut files);
    let pages: Vec<_> = files
        .iter()
        .filter(|(file, extension)| extension == "md" && !file.to_string_lossy().ends_with(".tmpl"))
        .collect();
    assert!(pages.len() >= 10, "{pages:?}");
    let mut broken = Vec::new();
    for (page, _) in pages {
        let folder = page.parent().expect("a folder");
        for target in text(page).split("](").skip(1) {
            let Some(end) = target.find(')') else {
                continue;
            };
            let target = &target[..end];
            let path = target.split('#').next().unwrap_or_default();
            // `crate::Layout` and the like are rustdoc's links (a page included as a crate's
            // doc), which `cargo doc -D warnings` checks.
            if path.is_empty() || path.contains("://") || path.contains(' ') || path.contains("::")
            {
                continue;
            }
            if !folder.join(path).exists() {
                let shown = page.strip_prefix(&root).unwrap_or(page).display();
                broken.push(format!("{shown}: ({target})"));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "links to nothing:\n{}",
        broken.join("\n")
    );
}
