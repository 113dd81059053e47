//! The `game-of-sum` command: dp-cli's command line over [`game_of_sum::GameOfSum`].

fn main() -> std::process::ExitCode {
    dp_cli::main::<game_of_sum::GameOfSum>()
}
