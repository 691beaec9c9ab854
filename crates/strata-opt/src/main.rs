//! The `strata-opt` binary: the driver ([`strata_opt::main`]) over every
//! dialect and pass strata ships.

use std::process::ExitCode;

fn main() -> ExitCode {
    let tool = strata_opt::Tool::new("strata-opt", strata_init::all_dialects(), strata_init::all_passes())
        .with_overview("strata modular optimizer driver");
    strata_opt::main(tool)
}
