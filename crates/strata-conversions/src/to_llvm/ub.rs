//! `convert-ub-to-llvm` (upstream's `UBToLLVMConversionPass` and
//! `populateUBToLLVMConversionPatterns`): `ub.poison` as `llvm.mlir.poison`
//! of the converted type and `ub.unreachable` as `llvm.unreachable`, on
//! the conversion framework with the LLVM type converter ([`super`]).
//!
//! Invariant: a poison whose value is not `#ub.poison` (another dialect's
//! poison attribute) or whose type does not convert (a tensor's) is left
//! as it is, as upstream's pattern declines it; the target is
//! `LLVMConversionTarget`, so nothing else is converted.

use strata_dialect_ub::{PoisonAttr, PoisonOp, UnreachableOp};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{ConversionPatternSet, ConversionRewriter, OpAdaptor};

use strata_ir::{Body, OpBuilder, OpId};

use super::{llvm_conversion_target, llvm_type_converter, LowerToLlvmOptions};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "convert-ub-to-llvm",
        name: "UBToLLVMConversionPass",
        description: "Convert UB dialect to LLVM dialect",
        options: super::arith::OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(UbToLlvm { options: super::arith::options_of(options) })),
    }
}

/// The pass.
pub struct UbToLlvm {
    options: LowerToLlvmOptions,
}

impl Pass for UbToLlvm {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let target = llvm_conversion_target();
        let mut patterns = ConversionPatternSet::new();
        populate_ub_to_llvm_patterns(&mut patterns);
        let patterns = patterns.freeze(run.ctx);
        let converter = llvm_type_converter(self.options);
        crate::run_partial_conversion_with(run, body, op, &target, &patterns, &converter)
    }
}

/// Upstream's `populateUBToLLVMConversionPatterns`.
pub fn populate_ub_to_llvm_patterns(set: &mut ConversionPatternSet) {
    set.add_fns::<PoisonOp>(&[("PoisonOpLowering", lower_poison)]);
    set.add_fns::<UnreachableOp>(&[("UnreachableOpLowering", lower_unreachable)]);
}

/// `ub.poison`: `llvm.mlir.poison` of the converted type.
fn lower_poison(op: PoisonOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    // An unset value is the default, `#ub.poison`.
    if op.value(ctx, rw.body()).is_some_and(|v| ctx.attr_storage::<PoisonAttr>(v).is_none()) {
        return false;
    }
    let ty = rw.body().value_type(op.result(rw.body()));
    let Some(ty) = rw.type_converter().convert_type_1to1(ctx, ty) else { return false };
    let loc = rw.body().op_loc(op);
    let poison = strata_dialect_llvm::PoisonOp::build(rw, loc, ty).res(rw.body());
    rw.replace_op(op, &[poison]);
    true
}

/// `ub.unreachable`: `llvm.unreachable`.
fn lower_unreachable(op: UnreachableOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let loc = rw.body().op_loc(op);
    strata_dialect_llvm::UnreachableOp::build(rw, loc);
    rw.replace_op(op, &[]);
    true
}
