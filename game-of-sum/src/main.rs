//! The `game-of-sum` command: dp-core's command line over [`game_of_sum::GameOfSum`].

fn main() -> std::process::ExitCode {
    dp_core::main::<game_of_sum::GameOfSum>()
}
