//! The `gems-fight` command: dp-core's command line over [`gems_fight::GemsFight`].

fn main() -> std::process::ExitCode {
    dp_cli::main::<gems_fight::GemsFight>()
}
