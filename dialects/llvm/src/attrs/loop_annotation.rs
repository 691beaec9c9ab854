//! The llvm dialect's loop annotations (upstream's `LoopAnnotationAttr` and
//! its parts of `LLVMAttrDefs.td`): what `llvm.br`/`llvm.cond_br` carry in
//! `loop_annotation` and translation turns into `!llvm.loop` metadata.
//! `#llvm.loop_annotation<...>` groups the hints (`vectorize =
//! #llvm.loop_vectorize<...>`, `unroll`, `licm`, ...), the loop's start
//! and end locations and its parallel access groups; every part is
//! written `<struct(params)>`.
//!
//! Invariant: each parameter holds the class its C++ type names (a
//! `BoolAttr`, an `IntegerAttr`, a `FusedLoc`, a part of the right kind):
//! the parsers check it.

use strata_ir::constraints as c;
use strata_ir::{AttrKind, Attribute, Context, LocationKind};

use super::struct_params::{opt, struct_attrs, Kind};

fn is_bool_attr(ctx: &Context, a: Attribute) -> bool {
    c::is_integer_attr_of_width(ctx, a, 1)
}

fn is_fused_loc(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Location(l) if matches!(*ctx.location_kind(*l), LocationKind::Fused { .. }))
}

const BOOL: Kind = Kind::Attr(is_bool_attr);
const INT: Kind = Kind::Attr(c::is_any_integer_attr);
const FUSED_LOC: Kind = Kind::Attr(is_fused_loc);
const FOLLOWUP: Kind = Kind::Own("loop_annotation");
const ANNOTATION: &str = "LoopAnnotationAttr";

struct_attrs! {
    fn attr_defs;
    /// `#llvm.loop_vectorize`: `llvm.loop.vectorize.*` hints.
    LoopVectorizeAttr "loop_vectorize" "LoopVectorizeAttr" classes(0) alias(true) [
        opt("disable", BOOL, "BoolAttr"),
        opt("predicateEnable", BOOL, "BoolAttr"),
        opt("scalableEnable", BOOL, "BoolAttr"),
        opt("width", INT, "IntegerAttr"),
        opt("followupVectorized", FOLLOWUP, ANNOTATION),
        opt("followupEpilogue", FOLLOWUP, ANNOTATION),
        opt("followupAll", FOLLOWUP, ANNOTATION),
    ]
    /// `#llvm.loop_interleave`: the interleave count.
    LoopInterleaveAttr "loop_interleave" "LoopInterleaveAttr" classes(0) alias(true) [
        opt("count", INT, "IntegerAttr"),
    ]
    /// `#llvm.loop_unroll`: `llvm.loop.unroll.*` hints.
    LoopUnrollAttr "loop_unroll" "LoopUnrollAttr" classes(0) alias(true) [
        opt("disable", BOOL, "BoolAttr"),
        opt("count", INT, "IntegerAttr"),
        opt("runtimeDisable", BOOL, "BoolAttr"),
        opt("full", BOOL, "BoolAttr"),
        opt("followupUnrolled", FOLLOWUP, ANNOTATION),
        opt("followupRemainder", FOLLOWUP, ANNOTATION),
        opt("followupAll", FOLLOWUP, ANNOTATION),
    ]
    /// `#llvm.loop_unroll_and_jam`.
    LoopUnrollAndJamAttr "loop_unroll_and_jam" "LoopUnrollAndJamAttr" classes(0) alias(true) [
        opt("disable", BOOL, "BoolAttr"),
        opt("count", INT, "IntegerAttr"),
        opt("followupOuter", FOLLOWUP, ANNOTATION),
        opt("followupInner", FOLLOWUP, ANNOTATION),
        opt("followupRemainderOuter", FOLLOWUP, ANNOTATION),
        opt("followupRemainderInner", FOLLOWUP, ANNOTATION),
        opt("followupAll", FOLLOWUP, ANNOTATION),
    ]
    /// `#llvm.loop_licm`.
    LoopLICMAttr "loop_licm" "LoopLICMAttr" classes(0) alias(true) [
        opt("disable", BOOL, "BoolAttr"),
        opt("versioningDisable", BOOL, "BoolAttr"),
    ]
    /// `#llvm.loop_distribute`.
    LoopDistributeAttr "loop_distribute" "LoopDistributeAttr" classes(0) alias(true) [
        opt("disable", BOOL, "BoolAttr"),
        opt("followupCoincident", FOLLOWUP, ANNOTATION),
        opt("followupSequential", FOLLOWUP, ANNOTATION),
        opt("followupFallback", FOLLOWUP, ANNOTATION),
        opt("followupAll", FOLLOWUP, ANNOTATION),
    ]
    /// `#llvm.loop_pipeline`.
    LoopPipelineAttr "loop_pipeline" "LoopPipelineAttr" classes(0) alias(true) [
        opt("disable", BOOL, "BoolAttr"),
        opt("initiationinterval", INT, "IntegerAttr"),
    ]
    /// `#llvm.loop_peeled`.
    LoopPeeledAttr "loop_peeled" "LoopPeeledAttr" classes(0) alias(true) [
        opt("count", INT, "IntegerAttr"),
    ]
    /// `#llvm.loop_unswitch`.
    LoopUnswitchAttr "loop_unswitch" "LoopUnswitchAttr" classes(0) alias(true) [
        opt("partialDisable", BOOL, "BoolAttr"),
    ]
    /// `#llvm.loop_annotation`: a loop's hints, locations and parallel
    /// access groups.
    LoopAnnotationAttr "loop_annotation" "LoopAnnotationAttr" classes(0) alias(true) [
        opt("disableNonforced", BOOL, "BoolAttr"),
        opt("vectorize", Kind::Own("loop_vectorize"), "LoopVectorizeAttr"),
        opt("interleave", Kind::Own("loop_interleave"), "LoopInterleaveAttr"),
        opt("unroll", Kind::Own("loop_unroll"), "LoopUnrollAttr"),
        opt("unrollAndJam", Kind::Own("loop_unroll_and_jam"), "LoopUnrollAndJamAttr"),
        opt("licm", Kind::Own("loop_licm"), "LoopLICMAttr"),
        opt("distribute", Kind::Own("loop_distribute"), "LoopDistributeAttr"),
        opt("pipeline", Kind::Own("loop_pipeline"), "LoopPipelineAttr"),
        opt("peeled", Kind::Own("loop_peeled"), "LoopPeeledAttr"),
        opt("unswitch", Kind::Own("loop_unswitch"), "LoopUnswitchAttr"),
        opt("mustProgress", BOOL, "BoolAttr"),
        opt("isVectorized", BOOL, "BoolAttr"),
        opt("startLoc", FUSED_LOC, "FusedLoc"),
        opt("endLoc", FUSED_LOC, "FusedLoc"),
        opt("parallelAccesses", Kind::OwnList("access_group"), "::llvm::ArrayRef<AccessGroupAttr>"),
    ]
}
