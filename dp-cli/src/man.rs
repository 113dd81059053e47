//! The manual page of a solver (`cargo xtask man` writes it from the hidden `manpage`
//! subcommand of feature `man`), written here from the clap command: one page with every
//! subcommand in it. clap_mangen's page showed the hidden second FILE in the synopsis
//! (`[FILE] [FILE]`), referred to a page a subcommand (`yahtzee-explain(1)`) that nothing
//! writes, and put the input format and the examples, reflowed into one paragraph, under a
//! heading `EXTRA`.

use std::io::{self, Write};

/// Writes the manual page (roff, section 1) of `command`, the command `--help` shows.
pub fn render(command: &clap::Command, out: &mut dyn Write) -> io::Result<()> {
    let mut command = command.clone();
    command.build();
    let name = command.get_name().to_owned();
    let version = command.get_version().unwrap_or_default().to_owned();
    let about = command
        .get_about()
        .map(ToString::to_string)
        .unwrap_or_default();
    writeln!(
        out,
        ".TH {} 1 \"\" \"{name} {version}\" \"User Commands\"",
        name.to_uppercase()
    )?;
    writeln!(
        out,
        ".SH NAME\n{} \\- {}",
        escape(&name),
        escape(first_sentence(&about))
    )?;

    writeln!(out, ".SH SYNOPSIS\n.nf")?;
    for usage in usages(&mut command) {
        writeln!(out, "{}", escape(&usage))?;
    }
    writeln!(out, ".fi")?;

    writeln!(out, ".SH DESCRIPTION\n{}", escape(&about))?;

    writeln!(out, ".SH OPTIONS")?;
    for arg in command.get_arguments().filter(|arg| !arg.is_hide_set()) {
        item(out, arg)?;
    }

    writeln!(out, ".SH COMMANDS")?;
    let top: Vec<clap::Id> = command
        .get_arguments()
        .map(|arg| arg.get_id().clone())
        .collect();
    for sub in command.get_subcommands().filter(|sub| shown(sub)) {
        subcommand(out, &name, sub, &top)?;
    }

    if let Some(after) = command.get_after_help().map(ToString::to_string) {
        let (text, examples) = after
            .split_once("Examples:")
            .map_or((after.as_str(), ""), |(text, examples)| (text, examples));
        writeln!(out, ".SH INPUT, OUTPUT AND LIMITS")?;
        for line in text.lines().filter(|line| !line.trim().is_empty()) {
            writeln!(out, ".PP\n{}", escape(line.trim()))?;
        }
        if !examples.trim().is_empty() {
            // As written, one a line, not reflowed: they are commands to copy.
            writeln!(out, ".SH EXAMPLES\n.nf")?;
            for line in examples.lines().filter(|line| !line.trim().is_empty()) {
                writeln!(out, "{}", escape(line.trim_start()))?;
            }
            writeln!(out, ".fi")?;
        }
    }
    writeln!(out, ".SH VERSION\n{}", escape(&version))
}

/// The usage of the command and of every visible subcommand (and theirs), one a line,
/// as `--help` writes them: hidden arguments left out.
fn usages(command: &mut clap::Command) -> Vec<String> {
    let mut lines = vec![usage(command).replace(" [COMMAND]", "")];
    for sub in command.get_subcommands_mut().filter(|sub| shown(sub)) {
        lines.push(usage(sub).replace(" [COMMAND]", ""));
        for inner in sub.get_subcommands_mut().filter(|inner| shown(inner)) {
            lines.push(usage(inner));
        }
    }
    lines
}

/// Whether a subcommand is on the page: not hidden, and not clap's `help`, which `--help`
/// does better.
fn shown(command: &clap::Command) -> bool {
    !command.is_hide_set() && command.get_name() != "help"
}

fn usage(command: &mut clap::Command) -> String {
    let text = command.render_usage().to_string();
    text.trim_start_matches("Usage:").trim().to_owned()
}

/// One subcommand: its name, what it does, and its own flags (not those of the whole
/// command, `top`, listed under OPTIONS).
fn subcommand(
    out: &mut dyn Write,
    name: &str,
    sub: &clap::Command,
    top: &[clap::Id],
) -> io::Result<()> {
    let about = sub.get_about().map(ToString::to_string).unwrap_or_default();
    writeln!(
        out,
        ".TP\n\\fB{} {}\\fR\n{}",
        escape(name),
        escape(sub.get_name()),
        escape(&about)
    )?;
    let own: Vec<&clap::Arg> = sub
        .get_arguments()
        .filter(|arg| !arg.is_hide_set() && !arg.is_positional() && !top.contains(arg.get_id()))
        .filter(|arg| !matches!(arg.get_id().as_str(), "help" | "version"))
        .collect();
    if !own.is_empty() {
        writeln!(out, ".RS")?;
        for arg in own {
            item(out, arg)?;
        }
        writeln!(out, ".RE")?;
    }
    for inner in sub.get_subcommands().filter(|inner| shown(inner)) {
        let inner_about = inner
            .get_about()
            .map(ToString::to_string)
            .unwrap_or_default();
        writeln!(
            out,
            ".RS\n.TP\n\\fB{} {} {}\\fR\n{}\n.RE",
            escape(name),
            escape(sub.get_name()),
            escape(inner.get_name()),
            escape(&inner_about)
        )?;
    }
    Ok(())
}

/// One argument as a tagged paragraph: `--long VALUE`, or `FILE`, then its help.
fn item(out: &mut dyn Write, arg: &clap::Arg) -> io::Result<()> {
    let value = arg
        .get_value_names()
        .map(|names| {
            names
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|_| arg.get_num_args().is_none_or(|range| range.takes_values()))
        .unwrap_or_default();
    let tag = match (arg.get_short(), arg.get_long()) {
        _ if arg.is_positional() => format!("\\fI{}\\fR", escape(&value)),
        (Some(short), Some(long)) => format!("\\fB\\-{short}\\fR, \\fB\\-\\-{}\\fR", escape(long)),
        (None, Some(long)) => format!("\\fB\\-\\-{}\\fR", escape(long)),
        (Some(short), None) => format!("\\fB\\-{short}\\fR"),
        (None, None) => escape(arg.get_id().as_str()),
    };
    let tag = if value.is_empty() || arg.is_positional() {
        tag
    } else {
        format!("{tag} \\fI{}\\fR", escape(&value))
    };
    let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
    writeln!(out, ".TP\n{tag}\n{}", escape(&help))
}

/// The text up to the first `:`, `;` or `.` that ends a clause, for the NAME line.
fn first_sentence(about: &str) -> &str {
    let end = [": ", "; ", ". "]
        .iter()
        .filter_map(|mark| about.find(mark))
        .min()
        .unwrap_or(about.len());
    about[..end].trim_end_matches('.')
}

/// `text` safe in roff: backslashes escaped, a line that would start with a control
/// character (`.` or `'`) guarded, hyphens as hyphens.
fn escape(text: &str) -> String {
    let text = text.replace('\\', "\\e").replace('-', "\\-");
    let mut escaped = String::with_capacity(text.len());
    for (index, line) in text.split('\n').enumerate() {
        if index > 0 {
            escaped.push('\n');
        }
        if line.starts_with(['.', '\'']) {
            escaped.push_str("\\&");
        }
        escaped.push_str(line);
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_for_roff() {
        assert_eq!(
            escape(".start\n'quote a-b \\x"),
            "\\&.start\n\\&'quote a\\-b \\ex"
        );
    }
}
