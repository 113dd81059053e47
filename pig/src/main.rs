//! The `pig` command: dp-core's command line over [`pig::Pig`].

fn main() -> std::process::ExitCode {
    dp_cli::main::<pig::Pig>()
}
