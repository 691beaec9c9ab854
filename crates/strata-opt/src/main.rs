//! The `strata-opt` binary: runs [`strata_opt::real_main`] on a thread
//! with a large stack (the parser bounds nesting depth; the printer walks
//! nested regions recursively within that bound).

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let worker = std::thread::Builder::new().stack_size(512 << 20).spawn(move || strata_opt::real_main(&args));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => {
            eprintln!("strata-opt: internal error");
            ExitCode::from(2)
        }
    }
}
