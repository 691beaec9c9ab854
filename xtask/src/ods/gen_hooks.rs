//! Per-op and per-dialect wiring of hand-written hooks for the code
//! generator ([`super::gen`]), where upstream's names do not follow the
//! `crate::syntax::parse_<op>` convention or where upstream verifies an op
//! through an interface it has no generic check for
//! (`SymbolUserOpInterface`) rather than `hasVerifier`, and the
//! control-flow interfaces an op's tables come from.
//!
//! Each table is explicit; an op with `hasCustomAssemblyFormat` that is in
//! neither [`CUSTOM_SYNTAX`] nor [`GENERIC_ONLY`] gets the default
//! `crate::syntax::parse_<op>`/`print_<op>` names (a compile error if they
//! do not exist).

use super::model::{OdsOp, OdsTraitKind};

/// A hand-written custom form: `(op, parse fn, print fn, default dialect of its regions)`.
pub const CUSTOM_SYNTAX: &[(&str, &str, &str, Option<&str>)] = &[
    ("func.func", "crate::syntax::parse_func", "crate::syntax::print_func", Some("func")),
    ("scf.forall.in_parallel", "crate::syntax::parse_in_parallel", "crate::syntax::print_in_parallel", None),
    // Declarative upstream, but over variadic-of-variadic operands the format
    // engine does not model: hand-written.
    ("cf.switch", "crate::syntax::parse_switch", "crate::syntax::print_switch", None),
    // Declarative upstream, but its operand types come from the callee's
    // function type (a type-list relation): hand-written.
    ("func.call_indirect", "crate::syntax::parse_call_indirect", "crate::syntax::print_call_indirect", None),
    // Declarative upstream, with result types from `InferTypeOpInterface`: hand-written.
    ("memref.distinct_objects", "crate::syntax::parse_distinct_objects", "crate::syntax::print_distinct_objects", None),
    // Declarative upstream, with the element types (or count) of a value
    // group from a shaped type (`ShapedTypeMatchesElementCountAndTypes`): hand-written.
    ("vector.from_elements", "crate::syntax::parse_from_elements", "crate::syntax::print_from_elements", None),
    ("vector.to_elements", "crate::syntax::parse_to_elements", "crate::syntax::print_to_elements", None),
    // Declarative upstream, with the result type from `InferTypeOpInterface`: hand-written.
    ("vector.shuffle", "crate::syntax::parse_shuffle", "crate::syntax::print_shuffle", None),
    // Declarative upstream, with the operand types (one per element) from
    // the result type, a type list the format engine does not infer: hand-written.
    ("tensor.from_elements", "crate::syntax::parse_from_elements", "crate::syntax::print_from_elements", None),
];

/// Ops whose custom form upstream writes in C++ and strata does not have
/// yet: they parse and print in the generic form only.
pub const GENERIC_ONLY: &[&str] = &[];

/// Dialects whose `getAsmResultNames` hooks are one hand-written function
/// dispatching on the op name (instead of `crate::syntax::<op>_result_names`).
pub const RESULT_NAMES: &[(&str, &str)] = &[
    ("func", "crate::syntax::result_names"),
    ("memref", "crate::syntax::result_names"),
    ("tensor", "crate::syntax::result_names"),
];

/// Ops without `hasVerifier` whose upstream checks live in an interface or
/// in `verifySymbolUses`: generated code calls `crate::verify::<op>` too.
pub const EXTRA_VERIFIERS: &[&str] = &["func.func", "func.call"];

/// The control-flow interfaces an op's ODS declares, as the module of the
/// dialect providing their tables (`crate::<module>::<op>()`) and the
/// interface: `BranchOpInterface` from `branch`, `RegionBranchOpInterface`
/// and `RegionBranchTerminatorOpInterface` from `region_branch`. The
/// terminator interface that `ReturnLike` brings in is left out: strata
/// derives it from the `RETURN_LIKE` trait.
pub fn control_flow_interfaces(op: &OdsOp) -> Vec<(&'static str, &'static str)> {
    const INTERFACES: &[(&str, &str)] = &[
        ("::mlir::BranchOpInterface", "branch"),
        ("::mlir::RegionBranchOpInterface", "region_branch"),
        ("::mlir::RegionBranchTerminatorOpInterface", "region_branch"),
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

/// The hand-written custom form of `op`, if it has one: `(parse, print, default dialect)`.
pub fn custom_syntax(op: &str, f: &str) -> Option<(String, String, Option<&'static str>)> {
    if GENERIC_ONLY.contains(&op) {
        return None;
    }
    match CUSTOM_SYNTAX.iter().find(|(n, ..)| *n == op) {
        Some((_, parse, print, dialect)) => Some((parse.to_string(), print.to_string(), *dialect)),
        None => Some((format!("crate::syntax::parse_{f}"), format!("crate::syntax::print_{f}"), None)),
    }
}

/// Whether `op` has a hand-written custom form overriding its declarative one.
pub fn overrides_format(op: &str) -> bool {
    CUSTOM_SYNTAX.iter().any(|(n, ..)| *n == op)
}

/// The result-name hook of ops declaring `getAsmResultNames` in `dialect`.
pub fn result_names_hook(dialect: &str, f: &str) -> String {
    match RESULT_NAMES.iter().find(|(d, _)| *d == dialect) {
        Some((_, hook)) => hook.to_string(),
        None => format!("crate::syntax::{f}_result_names"),
    }
}
