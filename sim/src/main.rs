//! The `warpsim` binary: the command line of `warpsim::cli`.

fn main() -> std::process::ExitCode {
    warpsim::cli::main()
}
