//! The `gems-fight` command: dp-cli's command line over [`gems_fight::GemsFight`].

fn main() -> std::process::ExitCode {
    dp_cli::main::<gems_fight::GemsFight>()
}
