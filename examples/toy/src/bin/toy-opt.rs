//! `toy-opt`: strata's opt driver ([`strata_opt::main`]) over the `toy`
//! and `func` dialects and strata's passes (`--canonicalize`, `--cse`, ...).

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut passes = strata_pass::PassRegistry::new();
    strata_transforms::register_passes(&mut passes);
    let tool = strata_opt::Tool::new("toy-opt", toy::dialects(), passes).with_overview("Toy tutorial optimizer driver");
    strata_opt::main(tool)
}
