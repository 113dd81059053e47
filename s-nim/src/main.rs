//! The `s-nim` command: dp-cli's command line over [`s_nim::SNim`].

fn main() -> std::process::ExitCode {
    dp_cli::main::<s_nim::SNim>()
}
