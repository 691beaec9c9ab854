//! `toy-opt`: strata's opt driver ([`strata_opt::main`]) over the `toy`
//! and `func` dialects, strata's passes (`--canonicalize`, `--inline`,
//! ...) and Toy's `--toy-shape-inference`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let tool =
        strata_opt::Tool::new("toy-opt", toy::dialects(), toy::passes()).with_overview("Toy tutorial optimizer driver");
    strata_opt::main(tool)
}
