//! Type conversion patterns of `func.call` and `func.return` (upstream's
//! `populateCallOpTypeConversionPattern` and
//! `populateReturnOpTypeConversionPattern`, `FuncConversions.h`), used with
//! `strata_rewrite::conversion::populate_function_op_interface_type_conversion_pattern::<FuncOp>`
//! to change types across a call graph.
//!
//! Invariants: operands are the adaptor's, flattened, so a 1:N converted
//! value passes as its N values; a call's result converted 1:N is
//! replaced by N results of the new call; patterns decide before they
//! change anything.

use strata_ir::SmallVec;
use strata_rewrite::conversion::{ConversionPatternSet, ConversionRewriter, OpAdaptor};

use crate::{CallOp, ReturnOp};

/// Adds the conversion of `func.call`'s operand and result types. Make
/// `func.call` dynamically legal with `TypeConverter::is_legal_op`.
pub fn populate_call_op_type_conversion_pattern(patterns: &mut ConversionPatternSet) {
    patterns.add_fns::<CallOp>(&[("CallOpSignatureConversion", convert_call)]);
}

/// Adds the conversion of `func.return`'s operand types. Make
/// `func.return` dynamically legal when its operand types are legal.
pub fn populate_return_op_type_conversion_pattern(patterns: &mut ConversionPatternSet) {
    patterns.add_fns::<ReturnOp>(&[("ReturnOpTypeConversion", convert_return)]);
}

fn convert_call(op: CallOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let Some(callee) = op.callee(ctx, rw.body()) else { return false };
    let mut counts = Vec::new();
    let mut types = Vec::new();
    for &result in rw.body().results(op) {
        let Some(converted) = rw.type_converter().convert_type(ctx, rw.body().value_type(result)) else {
            return false;
        };
        counts.push(converted.len());
        types.extend(converted);
    }
    let loc = rw.body().op_loc(op);
    let call = CallOp::build(rw, loc, &adaptor.flat(), &types, callee, None, None, None);
    let results = rw.body().results(call).to_vec();
    let mut next = 0;
    let replacements: Vec<SmallVec<[_; 1]>> = counts
        .iter()
        .map(|&n| {
            next += n;
            results[next - n..next].iter().copied().collect()
        })
        .collect();
    rw.replace_op_with_multiple(op, &replacements);
    true
}

fn convert_return(op: ReturnOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operands = adaptor.flat();
    rw.modify_op_in_place(op, |body| body.set_operands(op, &operands));
    true
}
