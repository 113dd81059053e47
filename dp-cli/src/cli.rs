//! The one command line every binary shares, written once:
//!
//! ```text
//! NAME [OPTIONS] [FILE]           the judge's exact output for every case
//! NAME --json [FILE]              one JSON object a case, a line each
//! NAME explain [FILE]             the teaching view of every case
//! NAME gen --seed S [--count N]   random valid cases, the same for the same seed
//! NAME play [FILE]                play a case against the optimum, each choice priced
//! NAME serve [FILE] [--port P]    the live lesson on 127.0.0.1 (crate::serve)
//! NAME <problem's own commands>   yahtzee optimal, solitaire simulate, ...
//! ```
//!
//! The problem's options and `--json` are accepted before or after a subcommand. FILE is
//! read as it streams; `-` or no FILE means standard input. Errors are printed here and
//! nowhere else, as one line `error: ...`, and end the run with the status of
//! [`crate::error`].

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;
use std::str::FromStr;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::error::Error;
use crate::error::say;
use crate::play::PlayArgs;
use crate::problem::{
    Check, Cli, Context, Generate, Numbered, Play, Problem, ReadCase, RunCommand, Session, View,
    Views,
};
use crate::progress::Progress;
use crate::run::{self, BigCases, Output, Source, wait_note};
use crate::text::similar;
use dp_lesson::{Page, PageWriter};

#[derive(Parser)]
// Help wraps at 80 columns on a terminal and in a pipe alike (clap's width is 100 when
// it finds no terminal): the width a contestant's man page and mail reader expect.
#[command(version, max_term_width = 80)]
struct CommandLine<O: Args, G: Args, C: Subcommand, Y: Args> {
    #[command(subcommand)]
    command: Option<Command<G, C, Y>>,
    #[command(flatten)]
    options: O,
    /// One JSON object per case, one a line: the answer and the decisions that reach it
    // Global, so shown in every subcommand's help: after the subcommand's own flags.
    #[arg(long, display_order = 100)]
    json: bool,
    /// Input file; standard input when absent or "-"
    #[arg(value_name = "FILE")]
    file: Option<PathBuf>,
    /// More than one FILE, which is refused with a message that says so.
    #[arg(value_name = "FILE", hide = true, num_args = 0.., trailing_var_arg = false)]
    more: Vec<PathBuf>,
}

#[derive(Subcommand)]
enum Command<G: Args, C: Subcommand, Y: Args> {
    /// Teach the DP on every case: state, recurrence, order, the table, the reconstruction
    Explain {
        /// Write one self-contained HTML page for all the cases, to open in a browser
        #[arg(long)]
        html: bool,
        /// Input file; standard input when absent or "-"
        #[arg(value_name = "FILE")]
        file: Option<PathBuf>,
    },
    /// Print random valid cases in the input format
    Gen {
        /// Seed of the random generator: the same seed gives the same cases
        #[arg(long)]
        seed: u64,
        /// How many cases
        #[arg(long, default_value_t = 1)]
        count: u64,
        #[command(flatten)]
        options: G,
    },
    /// Play a case against the optimal player; see what each choice cost
    Play {
        #[command(flatten)]
        args: PlayArgs,
        #[command(flatten)]
        own: Y,
    },
    /// Check your own solution: run PROGRAM on generated cases, judge every answer, and
    /// shrink the first failure to the smallest case that still fails
    Check {
        /// How many cases to generate
        #[arg(long, default_value_t = 1000, value_parser = whole_number(1u64, 100_000_000))]
        cases: u64,
        /// Seed of the cases: the same seed gives the same cases, so a failure is reproduced
        /// [default: one from the clock, printed in the report]
        #[arg(long)]
        seed: Option<u64>,
        /// Time limit of one run of PROGRAM, in seconds
        #[arg(long, value_name = "SECS", default_value_t = 10.0, value_parser = positive_seconds)]
        timeout: f64,
        /// Save the smallest failing input to FILE
        #[arg(long, value_name = "FILE")]
        save: Option<PathBuf>,
        /// Save the smallest failing input and our answer as a test in DIR:
        /// DIR/check-SEED.in and DIR/check-SEED.out, which oj t and CPH pick up
        #[arg(long, value_name = "DIR")]
        save_test: Option<PathBuf>,
        /// The most cases one run of PROGRAM is fed
        #[arg(long, value_name = "N", default_value_t = 100, value_parser = whole_number(1usize, 10_000))]
        batch: usize,
        /// The percent of the cases drawn at the judge's largest sizes, spread over the
        /// second half of the run; --at-limit alone: every case
        #[arg(long, value_name = "PERCENT", default_value_t = 5, num_args = 0..=1,
              default_missing_value = "100", value_parser = whole_number(0u64, 100))]
        at_limit: u64,
        #[command(flatten)]
        options: G,
        /// The program to check and its arguments, after `--` (run with no shell)
        #[arg(last = true, required = true, value_name = "PROGRAM")]
        program: Vec<OsString>,
    },
    /// Special judge: check OUTPUT, a contestant's answers to INPUT (testlib's exit
    /// statuses: 0 accepted, 1 wrong answer, 2 presentation error, 3 judge failure)
    Judge {
        /// The ICPC / Kattis output-validator protocol: judge --icpc INPUT ANSWER
        /// FEEDBACK_DIR < OUTPUT; exit 42 accepted, 43 wrong answer
        #[arg(long)]
        icpc: bool,
        /// The judge's input
        #[arg(value_name = "INPUT")]
        input: PathBuf,
        /// The contestant's output (with --icpc: the jury's answer, not read)
        #[arg(value_name = "OUTPUT")]
        second: PathBuf,
        /// The jury's answer, not read: the answer is computed from INPUT (with --icpc:
        /// FEEDBACK_DIR, where judgemessage.txt is written)
        #[arg(value_name = "ANSWER")]
        third: Option<PathBuf>,
        /// Flags of the ICPC protocol (case_sensitive, space_change_sensitive): ignored
        #[arg(value_name = "FLAGS", hide = true, num_args = 0..)]
        flags: Vec<String>,
    },
    /// Serve the live lesson on 127.0.0.1: edit the input, see the solver's new answer
    Serve {
        /// Port to listen on; 0 picks a free one
        #[arg(long, default_value_t = 0)]
        port: u16,
        /// Seconds a solve may take before it is stopped
        #[arg(long, value_name = "SECONDS", default_value_t = crate::serve::SOLVE_SECONDS,
              value_parser = whole_number(1u64, 600))]
        time_limit: u64,
        /// The first input; the first case of `gen --seed 1` when absent, stdin for "-"
        #[arg(value_name = "FILE")]
        file: Option<PathBuf>,
        /// Write the lesson page of standard input (how each solve of the server runs)
        #[arg(long, hide = true)]
        page_from_stdin: bool,
    },
    /// Print a completion script for a shell (bash, zsh, fish, elvish, powershell)
    Completions {
        /// The shell
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff), as `cargo xtask man` collects it (feature `man`)
    #[cfg(feature = "man")]
    #[command(hide = true)]
    Manpage,
    #[command(flatten)]
    Own(C),
}

const CHECK_AFTER_HELP: &str = "Cases go from the smallest up to the judge's limits (most of \
    them small, 5% of the second half at the limits), with the problem's edge cases mixed \
    in; gen's knobs fix a size. Many cases are fed to one run of PROGRAM. The report ends \
    with the largest case tried, against the judge's limit, and the slowest run. A wrong answer, a crash, a non-zero exit, a time-out and \
    output that does not read are failures. Exit status: 0 all agree, 1 a failure (the \
    smallest failing input, our answer, the program's, and why), 2 a PROGRAM that cannot \
    be run or cases too big for the memory, 3 the report or a save could not be written \
    (the report comes first), 130, 143 or 129 after Ctrl-C, SIGTERM or SIGHUP. --json is \
    for the answers and is refused here.\n\nExample:\n  NAME check --cases 20000 --seed 7 --save small.in -- python3 mine.py";

const JUDGE_AFTER_HELP: &str = "The answer of every case is computed from INPUT and the \
    contestant's is judged by the problem's own rule (any right answer where there are \
    several). One line on standard error says why, naming the case and the token. \
    Exit status (testlib's): 0 accepted, 1 wrong answer, 2 presentation error (output that \
    does not read, or more than the judge reads), 3 the judge's own failure (a bad INPUT, a \
    file it cannot read, wrong arguments). With --icpc: NAME judge --icpc INPUT ANSWER \
    FEEDBACK_DIR < OUTPUT, exit 42 or 43 (3 for its own failure), the same line in \
    FEEDBACK_DIR/judgemessage.txt. --json is for the answers and is refused here.";

/// `--timeout`: a positive number of seconds, at most a day.
fn positive_seconds(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|seconds| seconds.is_finite() && *seconds > 0.0 && *seconds <= 86_400.0)
        .ok_or_else(|| "expected a number of seconds above 0, at most 86400".to_owned())
}

type CliOf<P> = CommandLine<
    <P as Problem>::Options,
    <P as Cli>::GenOptions,
    <P as Cli>::Commands,
    <P as Cli>::PlayFlags,
>;

/// The clap command of problem `P`, as `--help` shows it.
pub fn command<P: Cli>() -> clap::Command {
    let mut command = CliOf::<P>::command()
        .name(P::NAME)
        .bin_name(P::NAME)
        .about(P::ABOUT)
        .after_help(P::after_help())
        .mut_subcommand("check", |check| {
            check.after_help(CHECK_AFTER_HELP.replace("NAME", P::NAME))
        })
        .mut_subcommand("judge", |judge| {
            judge.after_help(JUDGE_AFTER_HELP.replace("NAME", P::NAME))
        })
        // Options before or after a subcommand mean the same.
        .mut_args(|arg| {
            if arg.is_positional() {
                arg
            } else {
                arg.global(true)
            }
        });
    // Global flags reach every subcommand that has no flag of the same id: a subcommand
    // that does not use one gets a hidden copy of its own, kept out of its help, that
    // `main` refuses when it is given (`refuse_unused`).
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_owned())
        .collect();
    for name in names {
        let unused = unused_flags::<P>(&name);
        if unused.is_empty() {
            continue;
        }
        let copies: Vec<clap::Arg> = command
            .get_arguments()
            .filter(|arg| unused.contains(arg.get_id()))
            .map(|arg| arg.clone().global(false).hide(true))
            .collect();
        command = command.mut_subcommand(&name, |sub| {
            let copies: Vec<clap::Arg> = copies
                .into_iter()
                .filter(|copy| sub.get_arguments().all(|arg| arg.get_id() != copy.get_id()))
                .collect();
            sub.args(copies)
        });
    }
    command
}

/// dp-cli's subcommands that take neither the problem's options nor `--json`: they print
/// cases in the input format, a shell script, a manual page. The problem's own subcommands
/// (`yahtzee optimal`, `solitaire simulate`) take `--json` but not the options of the
/// answers; `explain`, and any subcommand not named here, take them all.
const PLAIN_COMMANDS: [&str; 3] = ["gen", "completions", "manpage"];

/// The global flags that subcommand `name` does not use, by id: the problem's options,
/// and `--json` for the plain commands.
fn unused_flags<P: Cli>(name: &str) -> Vec<clap::Id> {
    let plain = PLAIN_COMMANDS.contains(&name);
    if !plain && !P::command_names().iter().any(|own| own == name) {
        return Vec::new();
    }
    let mut ids = option_flags::<P>()
        .into_iter()
        .map(|(id, _)| id)
        .collect::<Vec<_>>();
    if plain {
        ids.push(clap::Id::from("json"));
    }
    ids
}

/// `--json` given to `gen` or `completions`.
fn json_refused() -> Error {
    Error::usage(
        "--json is for answers: gen prints cases in the input format, completions a shell script",
    )
}

/// The problem's options: each flag's id and its long name.
fn option_flags<P: Cli>() -> Vec<(clap::Id, String)> {
    <P::Options as Args>::augment_args(clap::Command::new("options"))
        .get_arguments()
        .map(|arg| {
            let long = arg
                .get_long()
                .map_or_else(|| arg.get_id().to_string(), |long| format!("--{long}"));
            (arg.get_id().clone(), long)
        })
        .collect()
}

/// Refuses a flag given to a subcommand that does not use it (`yahtzee gen
/// --strict-full-house`, `solitaire simulate --exact`, `gen --json`), before or after the
/// subcommand's name: a flag that is accepted must do something.
fn refuse_unused<P: Cli>(matches: &clap::ArgMatches) -> Result<(), Error> {
    let Some((name, sub)) = matches.subcommand() else {
        return Ok(());
    };
    let unused = unused_flags::<P>(name);
    let given = |id: &clap::Id| {
        [matches, sub].iter().any(|matches| {
            matches.try_contains_id(id.as_str()).unwrap_or(false)
                && matches.value_source(id.as_str()) == Some(clap::parser::ValueSource::CommandLine)
        })
    };
    let json = clap::Id::from("json");
    if unused.contains(&json) && given(&json) {
        return Err(json_refused());
    }
    for (id, long) in option_flags::<P>() {
        if given(&id) && unused.contains(&id) {
            return Err(Error::usage(format!(
                "{name} does not take {long}: it is an option of the answers ({} [FILE] and \
                 {} explain)",
                P::NAME,
                P::NAME
            )));
        }
    }
    Ok(())
}

/// The whole program of a solver binary: `fn main() -> ExitCode { dp_cli::main::<P>() }`.
pub fn main<P: Check>() -> ExitCode {
    let matches = match command::<P>().try_get_matches() {
        Ok(matches) => matches,
        Err(error) => {
            // `yahtzee advice --dice 33356`: clap reads the slip as FILE and then stumbles
            // on the subcommand's flags; the slip is the real problem, so say that.
            let names = command_names::<P>();
            let commands: Vec<&str> = names.iter().map(String::as_str).collect();
            if let Some((typed, command)) = slipped_command(error.use_stderr(), &commands) {
                let typed = crate::text::shown_name(typed.as_ref());
                say(
                    "error",
                    &format!("{typed}: not a command; did you mean '{command}'?"),
                );
                return ExitCode::from(crate::error::EXIT_USAGE);
            }
            if error.use_stderr() && judging(&commands) {
                // testlib's 2 is the contestant's presentation error: a judge run with the
                // wrong arguments is the judge's own failure.
                let _ = error.print();
                return ExitCode::from(crate::judge::JUDGE_FAILURE);
            }
            error.exit()
        }
    };
    use_the_cores(P::SOLVES_ON_THE_POOL);
    let cli = match CliOf::<P>::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(error) => error.exit(),
    };
    // Before anything opens a file, which would take descriptor 1 if it were closed.
    let outcome = run::check_stdout()
        .and_then(|()| refuse_unused::<P>(&matches))
        .and_then(|()| execute::<P>(cli));
    match outcome {
        Ok(status) => ExitCode::from(status),
        Err(error) if run::reader_gone(&error) => ExitCode::SUCCESS,
        Err(error) => {
            say("error", &error.to_string());
            let names = command_names::<P>();
            let commands: Vec<&str> = names.iter().map(String::as_str).collect();
            if error.kind() == crate::error::ErrorKind::Usage && judging(&commands) {
                return ExitCode::from(crate::judge::JUDGE_FAILURE);
            }
            ExitCode::from(error.exit_code())
        }
    }
}

/// Whether the command line asks for `judge`: its first command word (before any `--`).
fn judging(commands: &[&str]) -> bool {
    std::env::args_os()
        .skip(1)
        .take_while(|word| word != "--")
        .find(|word| word.to_str().is_some_and(|word| commands.contains(&word)))
        .is_some_and(|word| word == "judge")
}

/// The subcommands of `P`'s binary, dp-cli's and the problem's own.
fn command_names<P: Cli>() -> Vec<String> {
    let mut names = vec![
        "explain".to_owned(),
        "gen".to_owned(),
        "play".to_owned(),
        "check".to_owned(),
        "judge".to_owned(),
        "serve".to_owned(),
        "completions".to_owned(),
    ];
    names.extend(P::command_names());
    names
}

/// When clap refused the command line (`refused`), the first word that is no flag, no
/// file and spelled like one of `commands`, with that command.
fn slipped_command<'a>(refused: bool, commands: &[&'a str]) -> Option<(String, &'a str)> {
    if !refused {
        return None;
    }
    // Raw words: a FILE named in bytes that are not UTF-8 is no slip (and must not panic).
    let typed = std::env::args_os()
        .skip(1)
        .find(|word| !word.as_encoded_bytes().starts_with(b"-"))?
        .into_string()
        .ok()?;
    if commands.contains(&typed.as_str()) || std::path::Path::new(&typed).exists() {
        return None;
    }
    similar(&typed, commands).map(|command| (typed, command))
}

/// Runs the command line; the exit status (`check` and `judge` have their own).
fn execute<P: Check>(mut cli: CliOf<P>) -> Result<u8, Error> {
    let command = cli.command.take();
    if cli.json && matches!(command, Some(Command::Check { .. } | Command::Judge { .. })) {
        return Err(Error::usage(
            "--json is for answers: check and judge print a report and a verdict",
        ));
    }
    match command {
        Some(Command::Check {
            cases,
            seed,
            timeout,
            save,
            save_test,
            batch,
            at_limit,
            options,
            program,
        }) => {
            if !cli.more.is_empty() || cli.file.is_some() {
                return Err(Error::usage("check reads no FILE: write PROGRAM after --"));
            }
            let settings = crate::check::Settings {
                cases,
                seed,
                timeout: std::time::Duration::from_secs_f64(timeout),
                save,
                save_test,
                batch,
                at_limit,
                program,
            };
            crate::check::run::<P>(&settings, &cli.options, &options)
                .or_else(crate::check::interrupted_status)
        }
        Some(Command::Judge {
            icpc,
            input,
            second,
            third,
            flags: _,
        }) => {
            let files = crate::judge::Files {
                input,
                second,
                third,
                icpc,
            };
            Ok(crate::judge::run::<P>(&files, &cli.options))
        }
        command => {
            cli.command = command;
            answer::<P>(cli).map(|()| 0)
        }
    }
}

/// The commands that answer cases (and gen, completions, the problem's own).
fn answer<P: Cli>(cli: CliOf<P>) -> Result<(), Error> {
    let names = command_names::<P>();
    let commands: Vec<&str> = names.iter().map(String::as_str).collect();
    if !cli.more.is_empty() {
        // `yahtzee explian FILE`: the first "FILE" is a slipped subcommand, not a file.
        let first = cli.file.as_deref().and_then(|file| file.to_str());
        if let Some(command) = first.and_then(|first| similar(first, &commands)) {
            return Err(Error::usage(format!(
                "{}: not a command; did you mean '{command}'?",
                crate::text::shown_name(first.unwrap_or_default().as_ref())
            )));
        }
        return Err(Error::usage(format!(
            "one FILE at a time, not {}; to answer several: cat FILE... | {}",
            cli.more.len() + 1,
            P::NAME
        )));
    }
    if cli.json
        && matches!(
            cli.command,
            Some(Command::Gen { .. } | Command::Completions { .. })
        )
    {
        // --json is global (accepted before or after any subcommand), but these two print
        // an input file and a shell script: there is no JSON of them to give.
        return Err(json_refused());
    }
    let (view, file) = match cli.command {
        Some(Command::Gen {
            seed,
            count,
            options,
        }) => {
            let output = Output::stdout()?;
            output.write(|out| options.generate(out, seed, count))?;
            return output.flush();
        }
        Some(Command::Completions { shell }) => {
            let output = Output::stdout()?;
            output.write(|out| {
                clap_complete::generate(shell, &mut command::<P>(), P::NAME, out);
                Ok(())
            })?;
            return output.flush();
        }
        #[cfg(feature = "man")]
        Some(Command::Manpage) => {
            let output = Output::stdout()?;
            output.write(|out| crate::man::render(&command::<P>(), out))?;
            return output.flush();
        }
        Some(Command::Serve { .. }) if cli.json => {
            return Err(Error::usage("--json is for answers: serve serves a page"));
        }
        Some(Command::Serve {
            page_from_stdin: true,
            ..
        }) => {
            crate::serve::die_with_server();
            return lesson_page::<P>(None, &cli.options, &commands);
        }
        Some(Command::Serve {
            port,
            time_limit,
            file,
            ..
        }) => {
            let args = std::env::args_os().skip(1).collect();
            return crate::serve::serve::<P>(file.as_deref(), port, time_limit, args);
        }
        Some(Command::Play { args, own }) => {
            return own.play(Session::new(&cli.options, &args, cli.json, &commands));
        }
        Some(Command::Check { .. } | Command::Judge { .. }) => {
            return Err(Error::usage("check and judge are run by execute"));
        }
        Some(Command::Own(command)) => {
            let context = Context::<P> {
                options: &cli.options,
                json: cli.json,
                commands: &commands,
            };
            return command.run(&context);
        }
        Some(Command::Explain { html: true, .. }) if cli.json => {
            return Err(Error::usage(
                "explain --html writes one page, not JSON (the page holds each case's data; for JSON \
                 lines, leave out --html)",
            ));
        }
        Some(Command::Explain { html: true, file }) => {
            return lesson_page::<P>(file, &cli.options, &commands);
        }
        Some(Command::Explain { file, .. }) if !cli.json => (View::Explain, file),
        Some(Command::Explain { file, .. }) => (View::Json, file),
        None if cli.json => (View::Json, cli.file),
        None => (View::Plain, cli.file),
    };
    let source = Source::open(file.as_deref(), &commands)?;
    wait_note(&source);
    let name = source.name().to_owned();
    let options = cli.options;
    let run_state = P::RunState::default();
    let big_cases = BigCases::default();
    if view == View::Explain {
        let output = Output::stdout()?;
        output.write(|out| P::Solution::lesson(out, &options))?;
        output.flush()?;
    }
    run::cases_in_parallel(
        source,
        threads(),
        &Progress::on_terminal(P::NAME),
        P::Case::LINE_A_CASE,
        P::Case::read_case,
        |case| {
            big_cases.solve(P::solve_memory(case), || {
                P::solve(case, &options, view, &run_state)
            })
        },
        // The solution carries what its views need; the case goes as it is written.
        |out, number, _case, solution| {
            let solution = solution.map_err(|bytes| BigCases::refusal(&name, number, bytes))?;
            match view {
                View::Plain => solution.plain(out),
                View::Json => {
                    let line = Numbered {
                        case: number,
                        fields: solution.json(),
                    };
                    serde_json::to_writer(&mut *out, &line)?;
                    writeln!(out)
                }
                View::Explain => solution.explain(out, number),
            }
        },
    )
}

/// `explain --html`: the lesson page of every case, written case by case.
fn lesson_page<P: Cli>(
    file: Option<PathBuf>,
    options: &P::Options,
    commands: &[&str],
) -> Result<(), Error> {
    let run_state = P::RunState::default();
    let source = Source::open(file.as_deref(), commands)?;
    wait_note(&source);
    let name = source.name().to_owned();
    let big_cases = BigCases::default();
    let output = Output::stdout()?;
    let mut page = PageWriter::new(Page {
        name: P::NAME,
        about: P::ABOUT,
        style: P::LESSON_STYLE,
        script: P::LESSON_SCRIPT,
    });
    let mut lesson = Vec::new();
    P::Solution::lesson(&mut lesson, options).map_err(|error| Error::output(&error))?;
    output.write(|out| page.head(out, &lesson))?;
    let progress = Progress::on_terminal(P::NAME);
    let read = run::cases(
        source,
        &output,
        &progress,
        P::Case::read_case,
        |out, number, case| {
            // Once a case is left out, so is every later one: read, but not solved.
            if page.is_full() {
                page.omit(number);
                return Ok(());
            }
            let memory = P::solve_memory(&case);
            let solution = big_cases
                .solve(memory, || {
                    P::solve(&case, options, View::Explain, &run_state)
                })
                .map_err(|bytes| BigCases::refusal(&name, number, bytes))?;
            let mut explain = Vec::new();
            solution.explain(&mut explain, number)?;
            let data = solution.lesson_data();
            // The play mode's game solves the case again, as `NAME play` does: one solve
            // in memory at a time.
            drop(solution);
            let game = big_cases
                .solve(memory, || crate::problem::page_game::<P>(&case, options))
                .ok()
                .flatten()
                .and_then(|game| serde_json::to_value(game).ok());
            page.case(out, number, &data, game.as_ref(), &explain)
        },
    );
    drop(progress);
    // The page is closed even after a bad case, so that the good ones can be read.
    output.write(|out| page.foot(out))?;
    output.flush()?;
    if page.omitted() > 0 {
        say(
            "note",
            &format!(
                "{} left out of the page to keep it under 2 MB; explain them alone",
                crate::text::plural(page.omitted() as u64, "case", "cases")
            ),
        );
    }
    read
}

/// Sizes the thread pool of the solvers that use both cores (rayon): `RAYON_NUM_THREADS`
/// is honoured up to the number of cores there are, never beyond — more threads than
/// cores never speed up a DP that is all computation, and an absurd request
/// (`RAYON_NUM_THREADS=100000`) must not exhaust the machine or panic. Without the
/// variable, rayon's own pool already has one thread a core, and is started here only
/// for a problem that solves on it (`Problem::SOLVES_ON_THE_POOL`); elsewhere it is left
/// to start if something asks for it (`yahtzee optimal`): starting two idle threads, and
/// reading the cgroup limits for their count, cost every run of the others half a
/// millisecond before its first read (solitaire's 2,000 deals take 17 ms in all).
fn use_the_cores(solves_on_the_pool: bool) {
    // rayon's lazy pool also reads the older RAYON_RS_NUM_CPUS.
    let asked = ["RAYON_NUM_THREADS", "RAYON_RS_NUM_CPUS"]
        .iter()
        .any(|name| std::env::var_os(name).is_some());
    if !asked && !solves_on_the_pool {
        return;
    }
    // Fails only when a pool already exists (never here), or no thread could be started:
    // then rayon runs the work on the calling thread.
    let _ = rayon::ThreadPoolBuilder::new()
        .num_threads(threads())
        .build_global();
}

pub use dp_problem::threads;

/// A clap value parser (`value_parser = whole_number(1, MAX_BAGS)`) for a whole number
/// from `least` to `most`. Its error says the range in words, with the limit's own
/// constant: `invalid value '27' for '--bags <BAGS>': expected a whole number from 0 to 26`
/// (clap's own `range` says `27 is not in 0..=26`). Give literal bounds the field's own
/// type (`whole_number(0u8, 2)`): a bare `0` is an `i32`, and clap's derive would panic
/// when it reads the value back as another type.
pub fn whole_number<T>(
    least: T,
    most: T,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync
where
    T: FromStr + PartialOrd + Copy + TryInto<u64> + Send + Sync,
{
    move |text: &str| {
        number_within(text, least, Some(most)).ok_or_else(|| {
            format!(
                "expected a whole number from {} to {}",
                grouped(least),
                grouped(most)
            )
        })
    }
}

/// [`whole_number`] with no upper limit but the type's: `expected a whole number, at
/// least 1` rather than a range ending in 18446744073709551615.
pub fn whole_number_at_least<T>(
    least: T,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync
where
    T: FromStr + PartialOrd + Copy + TryInto<u64> + Send + Sync,
{
    move |text: &str| {
        number_within(text, least, None)
            .ok_or_else(|| format!("expected a whole number, at least {}", grouped(least)))
    }
}

fn number_within<T: FromStr + PartialOrd>(text: &str, least: T, most: Option<T>) -> Option<T> {
    text.trim()
        .parse::<T>()
        .ok()
        .filter(|value| *value >= least && most.as_ref().is_none_or(|most| value <= most))
}

/// A bound with thousands separators (100,000,000), as the help texts write them.
fn grouped<T: TryInto<u64>>(bound: T) -> String {
    bound
        .try_into()
        .map_or_else(|_| "?".to_owned(), crate::text::thousands)
}

/// The values a `gen` knob draws from, both ends included: `N` or `LOW-HIGH` on the
/// command line, read by [`span_within`] (can-i-win's M and T, cat-and-mouse's nodes and
/// density).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// The smallest value.
    pub low: u64,
    /// The largest value.
    pub high: u64,
}

impl Span {
    /// `low` to `high`.
    pub const fn new(low: u64, high: u64) -> Self {
        Self { low, high }
    }

    /// A uniform draw from the span.
    pub fn draw(self, rng: &mut dp_core::rng::SplitMix64) -> u64 {
        match self.high - self.low {
            u64::MAX => rng.next_u64(),
            width => self.low + rng.below(width + 1),
        }
    }
}

/// Reads `N` or `LOW-HIGH` within `allowed`, its error in words with the limits.
pub fn span_within(text: &str, allowed: std::ops::RangeInclusive<u64>) -> Result<Span, String> {
    let (low, high) = text.split_once('-').unwrap_or((text, text));
    let bound = |word: &str| word.trim().parse::<u64>().ok();
    match (bound(low), bound(high)) {
        (Some(low), Some(high)) if allowed.contains(&low) && allowed.contains(&high) => {
            if low <= high {
                Ok(Span::new(low, high))
            } else {
                Err(format!("the range {low}-{high} is empty: LOW comes first"))
            }
        }
        _ => Err(format!(
            "expected a whole number or a range LOW-HIGH, from {} to {}",
            crate::text::thousands(*allowed.start()),
            crate::text::thousands(*allowed.end())
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_are_checked_and_refused_in_words() {
        let bags = whole_number(0u32, 26);
        assert_eq!(bags("26"), Ok(26));
        assert_eq!(bags(" 0 "), Ok(0));
        for bad in ["27", "-1", "2.5", "", "ten", "99999999999999999999"] {
            assert_eq!(
                bags(bad),
                Err("expected a whole number from 0 to 26".to_owned()),
                "{bad:?}"
            );
        }
        let games = whole_number(1u64, 100_000_000);
        assert_eq!(
            games("0"),
            Err("expected a whole number from 1 to 100,000,000".to_owned())
        );
        let take = whole_number_at_least(1u64);
        assert_eq!(take("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(
            take("0"),
            Err("expected a whole number, at least 1".to_owned())
        );
    }
}
