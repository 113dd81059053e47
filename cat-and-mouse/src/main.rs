//! The `cat-and-mouse` command: dp-cli's command line over [`cat_and_mouse::CatAndMouse`].

fn main() -> std::process::ExitCode {
    dp_cli::main::<cat_and_mouse::CatAndMouse>()
}
