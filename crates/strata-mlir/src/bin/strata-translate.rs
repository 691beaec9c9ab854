//! The `strata-translate` binary (feature `llvm`):
//! [`strata_mlir::translate::translate`] with every dialect strata ships,
//! on a worker thread with the driver's large stack.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let worker = std::thread::Builder::new().stack_size(strata_ir::WORKER_STACK).spawn(move || {
        let tool = strata_opt::Tool::new("strata-translate", strata_init::all_dialects(), strata_init::all_passes());
        strata_mlir::translate::translate(&tool, &args)
    });
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => {
            eprintln!("strata-translate: internal error");
            ExitCode::from(2)
        }
    }
}
