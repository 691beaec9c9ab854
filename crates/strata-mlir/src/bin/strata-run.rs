//! The `strata-run` binary (feature `llvm`): [`strata_mlir::run::run`]
//! with every dialect and pass strata ships, on a worker thread with the
//! driver's large stack.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let worker = std::thread::Builder::new().stack_size(strata_ir::WORKER_STACK).spawn(move || {
        let tool = strata_opt::Tool::new("strata-run", strata_init::all_dialects(), strata_init::all_passes())
            .with_overview("strata runner: strata passes, upstream MLIR lowering, JIT");
        strata_mlir::run::run(&tool, &args)
    });
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => {
            eprintln!("strata-run: internal error");
            ExitCode::from(2)
        }
    }
}
