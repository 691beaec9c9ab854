//! The type conversion of function-like ops (upstream's
//! `populateFunctionOpInterfaceTypeConversionPattern`): a function's
//! `function_type` and its entry block's arguments converted with the type
//! converter. Calls and returns are the dialect's own patterns (for
//! `func`: `strata_dialect_func::conversions`).
//!
//! Invariant: a function-like op is one whose inherent `function_type`
//! attribute is a function type and whose body is its first region (what
//! upstream's `FunctionOpInterface` promises by default); the pattern
//! decides before it changes anything, and a declaration (no body) only
//! changes its type.

use strata_ir::op_checks::{function_type, set_inherent_attr};
use strata_ir::{OpClass, TypeKind};

use super::{ConversionPatternSet, ConversionRewriter, OpAdaptor, OpConversionPattern};

/// Adds the signature conversion of the function-like op class `Op`.
/// Make `Op` dynamically legal with
/// [`TypeConverter::is_signature_legal`](super::TypeConverter::is_signature_legal)
/// so converted functions are left alone.
pub fn populate_function_op_interface_type_conversion_pattern<Op: OpClass>(patterns: &mut ConversionPatternSet) {
    patterns.add(OpConversionPattern::<Op>::new("FunctionOpInterfaceSignatureConversion", convert_function::<Op>));
}

fn convert_function<Op: OpClass>(op: Op, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = function_type(ctx, rw.body(), op) else { return false };
    let TypeKind::Function { inputs, results } = ctx.type_kind(ty) else { return false };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    let converter = rw.type_converter();
    let Some(conversion) = converter.convert_signature_args(ctx, &inputs) else { return false };
    let Some(new_results) = converter.convert_types(ctx, results) else { return false };
    let entry = rw.body().regions(op).first().and_then(|&r| rw.body().entry_block(r));
    if let Some(entry) = entry {
        if rw.body().block_args(entry).len() != inputs.len() {
            return false;
        }
        rw.apply_signature_conversion(entry, &conversion);
    }
    let new_type = ctx.type_attr(ctx.function_type(conversion.converted_types().to_vec(), new_results));
    rw.modify_op_in_place(op, |body| set_inherent_attr(ctx, body, op, "function_type", new_type));
    true
}
