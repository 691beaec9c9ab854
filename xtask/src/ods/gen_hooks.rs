//! The control-flow interfaces the code generator ([`super::gen`]) wires:
//! which of an op's ODS interfaces get a table from the dialect's
//! `crate::branch`, `crate::region_branch`, `crate::loop_like` or `crate::call`
//! module. Hooks whose names do
//! not follow the generator's conventions are listed per dialect
//! ([`super::tables`]).

use super::model::{OdsOp, OdsTraitKind};

/// The control-flow interfaces an op's ODS declares, as the module of the
/// dialect providing their tables (`crate::<module>::<op>()`) and the
/// interface: `BranchOpInterface` from `branch`, `RegionBranchOpInterface`
/// and `RegionBranchTerminatorOpInterface` from `region_branch`,
/// `LoopLikeOpInterface` from `loop_like`, `CallOpInterface` and
/// `CallableOpInterface` from `call`, the memory-slot interfaces of
/// `mem2reg` from `mem2reg` and those of `sroa` from `sroa`. The
/// terminator interface that `ReturnLike` brings in is left out: strata
/// derives it from the `RETURN_LIKE` trait.
pub fn control_flow_interfaces(op: &OdsOp) -> Vec<(&'static str, &'static str)> {
    const INTERFACES: &[(&str, &str)] = &[
        ("::mlir::BranchOpInterface", "branch"),
        ("::mlir::RegionBranchOpInterface", "region_branch"),
        ("::mlir::RegionBranchTerminatorOpInterface", "region_branch"),
        ("::mlir::LoopLikeOpInterface", "loop_like"),
        ("::mlir::CallOpInterface", "call"),
        ("::mlir::CallableOpInterface", "call"),
        ("::mlir::PromotableAllocationOpInterface", "mem2reg"),
        ("::mlir::PromotableMemOpInterface", "mem2reg"),
        ("::mlir::DestructurableAllocationOpInterface", "sroa"),
        ("::mlir::DestructurableAccessorOpInterface", "sroa"),
    ];
    let mut out = Vec::new();
    for t in &op.traits {
        let OdsTraitKind::Interface { cpp_name, .. } = &t.kind else { continue };
        if t.via.iter().any(|v| v == "ReturnLike") {
            continue;
        }
        if let Some(&(iface, module)) = INTERFACES.iter().find(|(i, _)| i == cpp_name) {
            if !out.contains(&(module, iface)) {
                out.push((module, iface));
            }
        }
    }
    out
}
