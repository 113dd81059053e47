//! The `yahtzee` command: dp-cli's command line over [`yahtzee::Yahtzee`], with the
//! real game's own subcommands, `optimal` and `advise` (see `yahtzee_optimal::command`).

fn main() -> std::process::ExitCode {
    dp_cli::main::<yahtzee::Yahtzee>()
}
