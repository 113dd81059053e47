//! The `pig` command: dp-cli's command line over [`pig::Pig`].

fn main() -> std::process::ExitCode {
    dp_cli::main::<pig::Pig>()
}
