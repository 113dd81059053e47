//! The `stone-game` command: dp-cli's command line over [`stone_game::StoneGame`].

fn main() -> std::process::ExitCode {
    dp_cli::main::<stone_game::StoneGame>()
}
