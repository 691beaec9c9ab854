//! Upstream's `LLVM::detail::intrinsicRewrite`: an op as one
//! `llvm.call_intrinsic`, the lowering of the target dialects whose ops
//! each stand for one LLVM intrinsic (x86vector, amx).
//!
//! The call takes the given (converted) operands and returns what
//! [`super::one_to_one`] makes of the op's results (a literal struct when
//! there are several); every attribute of the op but its segment sizes is
//! copied onto the call.

use strata_dialect_llvm::types::is_compatible;
use strata_ir::{OpId, SmallVec, Value};
use strata_rewrite::conversion::{ConversionPatternSet, ConversionRewriter, OpAdaptor};

use super::{all_attrs, one_to_one, LowerToLlvmOptions, LoweringPattern, RootName};

/// A target dialect's answer for one op: the intrinsic's name and its
/// operands (built from the converted ones, constants created before the
/// call), or `None` to decline.
pub type IntrinsicOf =
    fn(LowerToLlvmOptions, OpId, &OpAdaptor, &mut ConversionRewriter<'_, '_>) -> Option<(String, SmallVec<[Value; 6]>)>;

/// Adds one conversion per op of `roots` to the call its dialect's
/// [`IntrinsicOf`] describes (upstream's `OpInterfaceConversionPattern`
/// over the dialect's intrinsic op interface, one pattern per op here).
pub fn add_intrinsic_patterns(
    set: &mut ConversionPatternSet,
    roots: &[RootName],
    intrinsic: IntrinsicOf,
    options: LowerToLlvmOptions,
    debug_name: &'static str,
) {
    for &root in roots {
        set.add(LoweringPattern { root, rewrite: lower_intrinsic_op, options: (options, intrinsic), debug_name });
    }
}

/// `op` as the call `intrinsic` describes.
fn lower_intrinsic_op(
    (options, intrinsic): (LowerToLlvmOptions, IntrinsicOf),
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    match intrinsic(options, op, adaptor, rw) {
        Some((name, operands)) => intrinsic_rewrite(rw, op, &name, &operands),
        None => false,
    }
}

/// Replaces `op` by a call of intrinsic `name` on `operands`; false, with
/// nothing changed, when an operand is not of an LLVM type or a result
/// type does not convert.
pub fn intrinsic_rewrite(rw: &mut ConversionRewriter<'_, '_>, op: OpId, name: &str, operands: &[Value]) -> bool {
    let ctx = rw.ctx();
    if !operands.iter().all(|&v| is_compatible(ctx, rw.body().value_type(v))) {
        return false;
    }
    let mut attrs = vec![
        (ctx.ident("intrin"), ctx.string_attr(name)),
        (ctx.ident("fastmathFlags"), ctx.dialect_attr(strata_dialect_llvm::FastmathFlags(0))),
        (ctx.ident("op_bundle_sizes"), ctx.dense_i32_array(&[])),
        (ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[operands.len() as i64, 0])),
    ];
    // Segment sizes are the op's own bookkeeping, not attributes upstream
    // copies (its properties keep them apart).
    let segments = [ctx.ident("operandSegmentSizes"), ctx.ident("resultSegmentSizes")];
    attrs.extend(all_attrs(ctx, rw.body(), op).into_iter().filter(|(k, _)| !segments.contains(k)));
    one_to_one(rw, op, "llvm.call_intrinsic", operands, attrs)
}
