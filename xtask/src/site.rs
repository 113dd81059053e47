//! `cargo xtask site`: the lesson pages as a static site, `target/site/index.html` and one
//! `NAME.html` a solver, each the `explain --html` page of the problem's chosen fixture
//! (its judge's sample, or the examples it ships). The links are relative and the pages
//! self-contained, so the folder is publishable as it is.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The fixture a problem's page shows: the first of these it has, else its first fixture
/// that is not bad data.
const PREFERRED: [&str; 3] = ["judge-sample.in", "sample.in", "leetcode-examples.in"];

/// The fixture of `solver`'s page.
pub(crate) fn chosen_fixture(root: &Path, solver: &str) -> Result<PathBuf, String> {
    let folder = root.join("fixtures").join(solver);
    if let Some(path) = PREFERRED
        .iter()
        .map(|name| folder.join(name))
        .find(|path| path.is_file())
    {
        return Ok(path);
    }
    let mut good: Vec<PathBuf> = fs::read_dir(&folder)
        .map_err(|error| format!("{}: {error}", folder.display()))?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| {
            path.extension().is_some_and(|extension| extension == "in")
                && !path
                    .file_name()
                    .is_some_and(|name| name.to_string_lossy().starts_with("error-"))
        })
        .collect();
    good.sort();
    good.into_iter()
        .next()
        .ok_or_else(|| format!("{solver}: no fixture to show in {}", folder.display()))
}

/// One problem of the site.
pub(crate) struct Entry {
    pub(crate) solver: String,
    pub(crate) title: String,
    pub(crate) fixture: String,
}

/// Writes the site to `out`: `page(solver, fixture)` gives each solver's page, then the
/// index. Returns what the index lists.
pub(crate) fn write_site(
    root: &Path,
    solvers: &[String],
    out: &Path,
    page: impl Fn(&str, &Path) -> Result<Vec<u8>, String>,
) -> Result<Vec<Entry>, String> {
    fs::create_dir_all(out).map_err(|error| format!("cannot make {}: {error}", out.display()))?;
    let mut entries = Vec::new();
    for solver in solvers {
        let fixture = chosen_fixture(root, solver)?;
        let html = page(solver, &fixture)?;
        write(&out.join(format!("{solver}.html")), &html)?;
        entries.push(Entry {
            solver: solver.clone(),
            title: description(root, solver)?,
            fixture: fixture
                .strip_prefix(root)
                .unwrap_or(&fixture)
                .display()
                .to_string(),
        });
    }
    write(&out.join("index.html"), index(&entries).as_bytes())?;
    Ok(entries)
}

/// The `description` of `solver`'s Cargo.toml: the problem in one line.
fn description(root: &Path, solver: &str) -> Result<String, String> {
    let manifest = root.join(solver).join("Cargo.toml");
    let text = fs::read_to_string(&manifest)
        .map_err(|error| format!("{}: {error}", manifest.display()))?;
    Ok(text
        .lines()
        .find_map(|line| line.strip_prefix("description = \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .unwrap_or(solver)
        .replace("\\\"", "\""))
}

/// Writes `bytes` to `path` through a temporary file in the same folder.
fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let temporary = path.with_extension(format!("{}.tmp", std::process::id()));
    fs::write(&temporary, bytes)
        .and_then(|()| fs::rename(&temporary, path))
        .map_err(|error| format!("cannot write {}: {error}", path.display()))
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The index page: one link a problem, relative, with what it is and the input it shows.
pub(crate) fn index(entries: &[Entry]) -> String {
    let items: String = entries
        .iter()
        .map(|entry| {
            format!(
                "<li><a href=\"{solver}.html\">{solver}</a> — {title} <small>(input: \
                 <code>{fixture}</code>)</small></li>\n",
                solver = escape(&entry.solver),
                title = escape(&entry.title),
                fixture = escape(&entry.fixture),
            )
        })
        .collect();
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>dp-games: the lessons</title>\n<style>\nbody {{ font: 1rem/1.5 system-ui, \
         sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; }}\n\
         li {{ margin: 0.4rem 0; }}\n</style>\n</head>\n<body>\n<h1>dp-games: the lessons</h1>\n\
         <p>Dynamic programs for game problems, each shown on a judge's sample: step through \
         the table, click an entry for what it reads. Each page is what <code>NAME explain \
         --html</code> writes; <code>NAME serve</code> gives the same page with the input to \
         edit.</p>\n<ul>\n{items}</ul>\n</body>\n</html>\n"
    )
}

/// `cargo xtask site [FOLDER]`: builds the release binaries and writes the site to FOLDER
/// (`target/site` by default).
pub(crate) fn site(root: &Path, solvers: &[String], out: Option<&str>) -> Result<(), String> {
    crate::cargo(root, &["build", "--release", "--bins"], None)?;
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| root.join("target"), |folder| root.join(folder));
    let out = out.map_or_else(|| root.join("target/site"), |out| root.join(out));
    let entries = write_site(root, solvers, &out, |solver, fixture| {
        let binary = target.join("release").join(solver);
        let output = Command::new(&binary)
            .args(["explain", "--html"])
            .arg(fixture)
            .output()
            .map_err(|error| format!("cannot run {}: {error}", binary.display()))?;
        if !output.status.success() {
            return Err(format!(
                "{solver} explain --html {}: {}",
                fixture.display(),
                String::from_utf8_lossy(&output.stderr).trim_end()
            ));
        }
        Ok(output.stdout)
    })?;
    println!(
        "wrote {} ({} lesson pages and index.html)",
        out.display(),
        entries.len()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_solver_has_a_page_and_the_index_links_each_one() {
        let root = crate::root();
        let solvers = crate::solvers(&root).expect("the members");
        let out = std::env::temp_dir().join(format!("dp-games-site-{}", std::process::id()));
        // The pages themselves are `explain --html`, tested by each solver's suite; here a
        // stand-in that names the fixture it was given.
        let entries = write_site(&root, &solvers, &out, |solver, fixture| {
            Ok(format!("<!DOCTYPE html>{solver} {}", fixture.display()).into_bytes())
        })
        .expect("the site is written");
        let index = fs::read_to_string(out.join("index.html")).expect("an index");
        assert_eq!(entries.len(), solvers.len());
        for entry in &entries {
            let page = fs::read_to_string(out.join(format!("{}.html", entry.solver)))
                .expect("a page a solver");
            assert!(page.ends_with(&root.join(&entry.fixture).display().to_string()));
            assert!(!entry.fixture.contains("error-"), "{}", entry.fixture);
            assert!(
                index.contains(&format!("<a href=\"{}.html\">", entry.solver)),
                "{index}"
            );
            assert!(
                !entry.title.is_empty() && entry.title != entry.solver,
                "{}",
                entry.solver
            );
        }
        let yahtzee = entries
            .iter()
            .find(|entry| entry.solver == "yahtzee")
            .expect("yahtzee");
        assert_eq!(yahtzee.fixture, "fixtures/yahtzee/judge-sample.in");
        // Relative links only: the folder is published as it is.
        assert!(
            !index.contains("href=\"/") && !index.contains("http"),
            "{index}"
        );
        assert_eq!(
            fs::read_dir(&out).expect("the folder").count(),
            solvers.len() + 1,
            "no temporary file is left"
        );
        let _ = fs::remove_dir_all(&out);
    }

    #[test]
    fn the_index_escapes_what_it_shows() {
        let index = index(&[Entry {
            solver: "a<b".into(),
            title: "x & \"y\"".into(),
            fixture: "f>g".into(),
        }]);
        assert!(index.contains("<a href=\"a&lt;b.html\">a&lt;b</a> — x &amp; &quot;y&quot;"));
        assert!(index.contains("<code>f&gt;g</code>"));
    }

    #[test]
    fn a_problem_without_a_sample_shows_its_first_good_fixture() {
        let root = std::env::temp_dir().join(format!("dp-games-fixtures-{}", std::process::id()));
        let folder = root.join("fixtures/coin");
        fs::create_dir_all(&folder).expect("a folder");
        for name in ["error-a.in", "zeta.in", "beta.in", "notes.txt"] {
            fs::write(folder.join(name), "1\n").expect("a file");
        }
        assert_eq!(chosen_fixture(&root, "coin"), Ok(folder.join("beta.in")));
        fs::write(folder.join("sample.in"), "1\n").expect("a file");
        assert_eq!(chosen_fixture(&root, "coin"), Ok(folder.join("sample.in")));
        let _ = fs::remove_dir_all(&root);
    }
}
