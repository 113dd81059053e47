//! The `can-i-win` command: dp-cli's command line over [`can_i_win::CanIWin`].

fn main() -> std::process::ExitCode {
    dp_cli::main::<can_i_win::CanIWin>()
}
