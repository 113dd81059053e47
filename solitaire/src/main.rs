//! The `solitaire` command: dp-cli's command line over [`solitaire::Solitaire`], with
//! `--exact` and the `simulate` subcommand of its own.

fn main() -> std::process::ExitCode {
    dp_cli::main::<solitaire::Solitaire>()
}
