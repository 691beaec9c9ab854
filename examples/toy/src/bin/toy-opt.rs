//! `toy-opt`: strata's opt driver ([`strata_opt::main`]) over the
//! dialects Toy programs are lowered through (`toy::dialects`), strata's
//! passes (`--canonicalize`, `--inline`, ...) and Toy's own
//! (`--toy-shape-inference`, `--toy-lower-to-affine`,
//! `--toy-lower-to-llvm`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let tool =
        strata_opt::Tool::new("toy-opt", toy::dialects(), toy::passes()).with_overview("Toy tutorial optimizer driver");
    strata_opt::main(tool)
}
