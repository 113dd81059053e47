//! The workspace's automation, run as `cargo xtask COMMAND` (the alias is in
//! `.cargo/config.toml`):
//!
//! - `new-problem NAME "TITLE"`: a new solver crate that builds, passes its tests and
//!   clippy, registered wherever it must be (the workspace, `fixtures/NAME/`, the fuzz
//!   targets). See CONTRIBUTING.md for what to write next.
//! - `install`: `cargo install --path` for every solver, so that they are on the PATH.
//! - `man`: a manual page for every solver, in `target/man/NAME.1`, from its own
//!   command line (`NAME manpage`, written by dp-cli's `man.rs`): one page each.
//! - `site [FOLDER]`: the lesson pages as a static site, `target/site/index.html` and
//!   `NAME.html` for every solver (`site.rs`).
//!
//! Files are created only where nothing stands (`new-problem` never overwrites), and the
//! manifests it edits are replaced through a temporary file and a rename.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The scaffold: (path in the new crate, template). `fixtures/` and `fuzz/` paths are
/// relative to the workspace root instead.
const TEMPLATES: [(&str, &str); 17] = [
    (
        "{{name}}/Cargo.toml",
        include_str!("../templates/Cargo.toml.tmpl"),
    ),
    (
        "{{name}}/README.md",
        include_str!("../templates/README.md.tmpl"),
    ),
    (
        "{{name}}/src/main.rs",
        include_str!("../templates/src/main.rs.tmpl"),
    ),
    (
        "{{name}}/src/lib.rs",
        include_str!("../templates/src/lib.rs.tmpl"),
    ),
    (
        "{{name}}/src/cli.rs",
        include_str!("../templates/src/cli.rs.tmpl"),
    ),
    (
        "{{name}}/src/parse.rs",
        include_str!("../templates/src/parse.rs.tmpl"),
    ),
    (
        "{{name}}/src/solve.rs",
        include_str!("../templates/src/solve.rs.tmpl"),
    ),
    (
        "{{name}}/src/render.rs",
        include_str!("../templates/src/render.rs.tmpl"),
    ),
    (
        "{{name}}/src/play.rs",
        include_str!("../templates/src/play.rs.tmpl"),
    ),
    (
        "{{name}}/src/generate.rs",
        include_str!("../templates/src/generate.rs.tmpl"),
    ),
    (
        "{{name}}/src/check.rs",
        include_str!("../templates/src/check.rs.tmpl"),
    ),
    (
        "{{name}}/tests/it/main.rs",
        include_str!("../templates/tests/it/main.rs.tmpl"),
    ),
    (
        "{{name}}/tests/it/oracle.rs",
        include_str!("../templates/tests/it/oracle.rs.tmpl"),
    ),
    (
        "{{name}}/benches/solve.rs",
        include_str!("../templates/benches/solve.rs.tmpl"),
    ),
    (
        "fuzz/fuzz_targets/{{crate}}.rs",
        include_str!("../templates/fuzz_target.rs.tmpl"),
    ),
    ("fixtures/{{name}}/sample.in", "1\n4\n5\n"),
    // A second fixture from the start: insta names a glob's snapshots after their file
    // (`plain@sample.in`) only when the glob matches more than one, so a lone sample's first
    // snapshots would be orphaned by the next fixture.
    ("fixtures/{{name}}/error-not-a-number.in", "4\nfive\n"),
];

/// What the placeholder problem answers for `fixtures/NAME/sample.in`.
const SAMPLE_ANSWER: &str = "true\\nfalse\\ntrue\\n";

const USAGE: &str = "usage: cargo xtask new-problem NAME \"TITLE\"\n       cargo xtask install\n       cargo xtask man\n       cargo xtask site [FOLDER]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let outcome = match args.as_slice() {
        ["new-problem", name, title] => new_problem(name, title),
        ["install"] => install(),
        ["man"] => man_pages(),
        ["site"] => solvers(&root()).and_then(|solvers| site::site(&root(), &solvers, None)),
        ["site", folder] => {
            solvers(&root()).and_then(|solvers| site::site(&root(), &solvers, Some(folder)))
        }
        _ => Err(USAGE.to_owned()),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            let _ = writeln!(std::io::stderr(), "error: {message}");
            ExitCode::from(2)
        }
    }
}

/// The workspace root: the folder above this crate.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// The names that the placeholders stand for.
struct Names {
    name: String,
    crate_name: String,
    type_name: String,
    title: String,
}

impl Names {
    fn new(name: &str, title: &str) -> Result<Self, String> {
        let valid = name.split('-').all(|part| {
            part.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                && part
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        });
        if !valid {
            return Err(format!(
                "{name:?} is not a crate name this workspace uses: lowercase words of letters \
                 and digits joined by '-', such as coin-toss"
            ));
        }
        if title.trim().is_empty() || title.contains(['"', '\\', '\n']) {
            return Err("the TITLE must be one line without quotes or backslashes".to_owned());
        }
        let type_name = name
            .split('-')
            .map(|part| part[..1].to_ascii_uppercase() + &part[1..])
            .collect();
        Ok(Self {
            name: name.to_owned(),
            crate_name: name.replace('-', "_"),
            type_name,
            title: title.trim().to_owned(),
        })
    }

    fn fill(&self, template: &str) -> String {
        template
            .replace("{{name}}", &self.name)
            .replace("{{crate}}", &self.crate_name)
            .replace("{{Type}}", &self.type_name)
            .replace("{{title}}", &self.title)
            .replace("{{sample_answer}}", SAMPLE_ANSWER)
    }
}

fn new_problem(name: &str, title: &str) -> Result<(), String> {
    let names = Names::new(name, title)?;
    let root = root();
    let files: Vec<(PathBuf, String)> = TEMPLATES
        .iter()
        .map(|(path, template)| (root.join(names.fill(path)), names.fill(template)))
        .collect();
    if let Some((taken, _)) = files.iter().find(|(path, _)| path.exists()) {
        return Err(format!(
            "{} already exists: nothing was written",
            taken.display()
        ));
    }
    let manifest = root.join("Cargo.toml");
    let members = add_member(&read(&manifest)?, name)?;
    let fuzz_manifest = root.join("fuzz/Cargo.toml");
    let fuzz = add_fuzz_target(&read(&fuzz_manifest)?, &names);
    for (path, text) in &files {
        write_new(path, text)?;
    }
    replace(&manifest, &members)?;
    replace(&fuzz_manifest, &fuzz)?;
    println!(
        "created {name}/, fixtures/{name}/sample.in, fixtures/{name}/error-not-a-number.in and \
         fuzz/fuzz_targets/{}.rs",
        names.crate_name
    );
    // The templates are short lines; rustfmt gives them the workspace's one style.
    cargo(&root, &["fmt", "-p", name], None)?;
    println!("running its tests once to write the first snapshots ...");
    cargo(
        &root,
        &["test", "-q", "-p", name],
        Some(("INSTA_UPDATE", "always")),
    )?;
    println!(
        "done. Read every snapshot in {name}/tests/it/snapshots/ before you commit, then follow \
         CONTRIBUTING.md: replace the placeholder game in parse.rs, solve.rs, render.rs, \
         generate.rs, the oracle and the manual, README.md."
    );
    Ok(())
}

/// Runs `cargo ARGS` in the workspace root; an error when it fails.
fn cargo(root: &Path, args: &[&str], env: Option<(&str, &str)>) -> Result<(), String> {
    let mut command = Command::new(env!("CARGO"));
    command.args(args).current_dir(root);
    if let Some((key, value)) = env {
        command.env(key, value);
    }
    let status = command
        .status()
        .map_err(|error| format!("cannot run cargo: {error}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("cargo {} failed ({status})", args.join(" ")))
    }
}

/// The root manifest with `name` added to `members`, kept in order.
fn add_member(manifest: &str, name: &str) -> Result<String, String> {
    let start = manifest
        .find("members = [")
        .ok_or("the root Cargo.toml has no `members = [` line")?;
    let list_start = start + "members = [".len();
    let list_end = list_start
        + manifest[list_start..]
            .find(']')
            .ok_or("the root Cargo.toml's members list is not closed")?;
    let mut members: Vec<String> = manifest[list_start..list_end]
        .split(',')
        .map(|member| member.trim().trim_matches('"').to_owned())
        .filter(|member| !member.is_empty())
        .collect();
    if members.iter().any(|member| member == name) {
        return Err(format!("{name} is already a member of the workspace"));
    }
    members.push(name.to_owned());
    members.sort();
    let list = members
        .iter()
        .map(|member| format!("\"{member}\""))
        .collect::<Vec<_>>()
        .join(", ");
    Ok(format!(
        "{}{list}{}",
        &manifest[..list_start],
        &manifest[list_end..]
    ))
}

/// The fuzz manifest with the new crate as a dependency and its target.
fn add_fuzz_target(manifest: &str, names: &Names) -> String {
    let name = &names.name;
    let dependency = format!("{name} = {{ path = \"../{name}\" }}\n");
    let with_dependency = match manifest.find("\n[workspace]") {
        Some(at) => format!("{}{dependency}{}", &manifest[..at], &manifest[at..]),
        None => format!("{manifest}{dependency}"),
    };
    format!(
        "{}\n\n[[bin]]\nname = \"{name}\"\npath = \"fuzz_targets/{}.rs\"\ntest = false\ndoc = false\nbench = false\n",
        with_dependency.trim_end(),
        names.crate_name
    )
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|error| format!("cannot read {}: {error}", path.display()))
}

/// Creates `path` with `text`; fails if anything stands there.
fn write_new(path: &Path, text: &str) -> Result<(), String> {
    let failed = |error: std::io::Error| format!("cannot write {}: {error}", path.display());
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder).map_err(failed)?;
    }
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(failed)?;
    file.write_all(text.as_bytes()).map_err(failed)
}

/// Replaces the regular file `path` with `text` through a temporary file and a rename.
fn replace(path: &Path, text: &str) -> Result<(), String> {
    let failed = |error: std::io::Error| format!("cannot write {}: {error}", path.display());
    let metadata = fs::symlink_metadata(path).map_err(failed)?;
    if !metadata.file_type().is_file() {
        return Err(format!(
            "{} is not a regular file: left alone",
            path.display()
        ));
    }
    let temporary = path.with_extension(format!("xtask-{}.tmp", std::process::id()));
    write_new(&temporary, text)?;
    fs::rename(&temporary, path).map_err(failed)
}

/// `cargo install --path` for every solver crate of the workspace.
fn install() -> Result<(), String> {
    let root = root();
    for solver in solvers(&root)? {
        println!("installing {solver}");
        cargo(&root, &["install", "--locked", "--path", &solver], None)?;
    }
    Ok(())
}

/// `target/man/NAME.1` for every solver, from its release binary's `manpage` command.
fn man_pages() -> Result<(), String> {
    let root = root();
    cargo(
        &root,
        &["build", "--release", "--bins", "--features", "dp-cli/man"],
        None,
    )?;
    // Where cargo put the binaries: CARGO_TARGET_DIR when set (relative to the root, as
    // cargo reads it), target/ otherwise.
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| root.join("target"), |folder| root.join(folder));
    let folder = root.join("target/man");
    fs::create_dir_all(&folder).map_err(|error| format!("cannot make target/man: {error}"))?;
    for solver in solvers(&root)? {
        let binary = target.join("release").join(&solver);
        let output = Command::new(&binary)
            .arg("manpage")
            .output()
            .map_err(|error| format!("cannot run {}: {error}", binary.display()))?;
        if !output.status.success() {
            return Err(format!("{solver} manpage failed ({})", output.status));
        }
        let page = folder.join(format!("{solver}.1"));
        let temporary = folder.join(format!(".{solver}.1.{}.tmp", std::process::id()));
        write_new(&temporary, &String::from_utf8_lossy(&output.stdout))?;
        fs::rename(&temporary, &page)
            .map_err(|error| format!("cannot write {}: {error}", page.display()))?;
        println!("wrote {}", page.display());
    }
    Ok(())
}

/// The workspace members that are solvers: every one with a `src/main.rs` but xtask.
fn solvers(root: &Path) -> Result<Vec<String>, String> {
    let manifest = read(&root.join("Cargo.toml"))?;
    let start = manifest.find("members = [").ok_or("no members list")? + "members = [".len();
    let end = start
        + manifest[start..]
            .find(']')
            .ok_or("members list not closed")?;
    Ok(manifest[start..end]
        .split(',')
        .map(|member| member.trim().trim_matches('"').to_owned())
        .filter(|member| member != "xtask" && root.join(member).join("src/main.rs").exists())
        .collect())
}

mod site;

#[cfg(test)]
mod tidy;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked_and_derived() {
        let names = Names::new("coin-toss", "Coin toss").expect("a good name");
        assert_eq!(
            (names.crate_name.as_str(), names.type_name.as_str()),
            ("coin_toss", "CoinToss")
        );
        assert!(Names::new("Coin", "x").is_err());
        assert!(Names::new("coin--toss", "x").is_err());
        assert!(Names::new("2coin", "x").is_err());
        assert!(Names::new("coin", "a \"quote\"").is_err());
    }

    #[test]
    fn members_stay_sorted_and_unique() {
        let manifest = "[workspace]\nmembers = [\"b\", \"d\"]\nexclude = [\"fuzz\"]\n";
        assert_eq!(
            add_member(manifest, "c").expect("added"),
            "[workspace]\nmembers = [\"b\", \"c\", \"d\"]\nexclude = [\"fuzz\"]\n"
        );
        assert!(add_member(manifest, "b").is_err());
    }

    /// The workspace's `rust-version` is what it really needs: no package it builds,
    /// tests and benches included, asks for a newer Rust.
    #[test]
    fn rust_version_covers_every_dependency() {
        // Only the packages built for this machine: the crates of other platforms
        // (Windows consoles) are never downloaded here, and --offline refuses to fetch them.
        let rustc = Command::new("rustc")
            .arg("-vV")
            .output()
            .expect("rustc -vV runs");
        let host = String::from_utf8_lossy(&rustc.stdout)
            .lines()
            .find_map(|line| line.strip_prefix("host: ").map(str::to_owned))
            .expect("rustc -vV names the host");
        let output = Command::new(env!("CARGO"))
            .args(["metadata", "--format-version", "1", "--offline"])
            .args(["--filter-platform", &host])
            .current_dir(root())
            .output()
            .expect("cargo metadata runs");
        let metadata = String::from_utf8_lossy(&output.stdout);
        let version = |text: &str| -> Vec<u32> {
            text.split('.')
                .filter_map(|part| part.parse().ok())
                .collect()
        };
        let versions: Vec<Vec<u32>> = metadata
            .split("\"rust_version\":\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .map(version)
            .collect();
        assert!(
            versions.len() > 10,
            "cargo metadata said: {metadata:.200}{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let manifest = read(&root().join("Cargo.toml")).expect("the root manifest");
        let declared = manifest
            .split("rust-version = \"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .map(version)
            .expect("the workspace declares rust-version");
        let needed = versions.iter().max().expect("some versions");
        assert!(
            &declared >= needed,
            "rust-version {declared:?} but a dependency needs {needed:?}"
        );
    }

    #[test]
    fn every_template_is_filled() {
        let names = Names::new("coin-toss", "Coin toss").expect("a good name");
        for (path, template) in TEMPLATES {
            let filled = names.fill(template);
            assert!(!filled.contains("{{"), "{path} keeps a placeholder");
        }
    }
}
