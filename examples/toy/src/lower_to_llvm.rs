//! Chapter 6: the rest of the way to the `llvm` dialect (upstream's
//! `LowerToLLVM.cpp`). One full conversion, on strata's framework, with
//! strata's own lowerings (`strata_conversions`) of what chapter 5 left:
//! `affine` to `arith`/`scf`, `scf` to `cf`, then `arith`, `memref`, `cf`
//! and `func` to `llvm`, and one Toy pattern: `toy.print` becomes loops
//! over the buffer calling C's `printf` for each element (`"%f "`) and
//! after each row (`"\n"`).
//!
//! Everything must end in the `llvm` dialect (`builtin.module` aside): an
//! op no pattern lowers fails the pass with the framework's diagnostic.

use strata_conversions::to_llvm::memref::{populate_memref_to_llvm_patterns, MemRefToLlvmOptions};
use strata_conversions::to_llvm::{
    arith::populate_arith_to_llvm_patterns,
    cf::populate_cf_to_llvm_patterns,
    func::populate_func_to_llvm_patterns,
    llvm_conversion_target, llvm_type_converter,
    runtime::{create_constant_global, enclosing_module, lookup_or_create_fn_of_type},
    LowerToLlvmOptions,
};
use strata_conversions::{lower_affine::populate_affine_to_std_patterns, scf_to_cf::populate_scf_to_cf_patterns};
use strata_dialect_arith::build::index_constant;
use strata_dialect_llvm::attrs::Linkage;
use strata_dialect_llvm::build::{call_vararg, gep_dynamic};
use strata_dialect_llvm::types::{ArrayType, FunctionType, PointerType};
use strata_dialect_llvm::{AddressOfOp, ConstantOp as LlvmConstantOp};
use strata_dialect_memref::LoadOp;
use strata_dialect_scf::{ForOp, YieldOp};
use strata_ir::symbols::lookup_symbol_in;
use strata_ir::{Attribute, Body, InsertPoint, Location, OpId, Type, Value};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{
    apply_full_conversion, ConversionPatternSet, ConversionRewriter, LegalizationAction, OpAdaptor,
};

use crate::PrintOp;

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "toy-lower-to-llvm",
        name: "ToyToLLVMLoweringPass",
        description: "Lower the Toy program, already lowered to affine, to the LLVM dialect",
        options: &[],
        anchor: Some("builtin.module"),
        create: |_, _| Ok(Box::new(LowerToLlvm)),
    }
}

pub struct LowerToLlvm;

impl Pass for LowerToLlvm {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, module: OpId) -> Result<(), PassFailed> {
        let options = LowerToLlvmOptions::default();
        let mut target = llvm_conversion_target();
        target.set_op("builtin.module", LegalizationAction::Legal);
        let mut patterns = ConversionPatternSet::new();
        populate_affine_to_std_patterns(&mut patterns);
        populate_scf_to_cf_patterns(&mut patterns);
        populate_arith_to_llvm_patterns(&mut patterns);
        populate_memref_to_llvm_patterns(
            &mut patterns,
            MemRefToLlvmOptions { lowering: options, ..Default::default() },
        );
        populate_cf_to_llvm_patterns(&mut patterns);
        populate_func_to_llvm_patterns(&mut patterns, options);
        patterns.add_fns::<PrintOp>(&[("PrintOpLowering", lower_print)]);
        let patterns = patterns.freeze(run.ctx);
        // Runtime functions are looked up by name once per lowered op.
        let _symbols = strata_ir::symbols::cache_scope();
        apply_full_conversion(run.ctx, body, module, &target, &patterns, &llvm_type_converter(options)).map_err(|d| {
            run.diagnostics.push(d);
            PassFailed
        })
    }
}

/// `printf`'s type: `i32 (ptr, ...)`.
fn printf_type(rw: &ConversionRewriter<'_, '_>) -> Type {
    let ctx = rw.ctx();
    FunctionType::get(ctx, ctx.integer_type(32), vec![ctx.dialect_type(PointerType { address_space: 0 })], true)
}

/// `@printf`, declared at the start of the module unless it is.
fn get_or_insert_printf(rw: &mut ConversionRewriter<'_, '_>, module: OpId) -> Attribute {
    let (fn_type, loc) = (printf_type(rw), rw.body().op_loc(module));
    lookup_or_create_fn_of_type(rw, module, "printf", fn_type, loc)
}

/// A pointer to the first character of the internal constant global
/// `@name` holding `value` (created at the start of the module unless it
/// exists): `llvm.mlir.addressof` and a `getelementptr [0, 0]`.
fn get_or_create_global_string(
    rw: &mut ConversionRewriter<'_, '_>,
    module: OpId,
    loc: Location,
    name: &str,
    value: &str,
) -> Value {
    let ctx = rw.ctx();
    let array = ArrayType::get(ctx, ctx.integer_type(8), value.len() as u64);
    if lookup_symbol_in(ctx, rw.body(), module, name.as_bytes()).is_none() {
        create_constant_global(rw, module, loc, name, array, Linkage::INTERNAL, ctx.string_attr(value));
    }
    let ptr = ctx.dialect_type(PointerType { address_space: 0 });
    let address = AddressOfOp::build(&mut **rw, loc, ptr, ctx.symbol_ref_attr(name)).res(rw.body());
    let i64_type = ctx.integer_type(64);
    let zero = LlvmConstantOp::build(&mut **rw, loc, i64_type, ctx.integer_attr(ctx.index_type(), 0)).res(rw.body());
    gep_dynamic(&mut **rw, loc, ptr, array, address, &[zero, zero]).res(rw.body())
}

/// `toy.print %buffer`: a `scf.for` per dimension, `printf("%f ", x)` of
/// each element, `printf("\n")` after each inner dimension.
fn lower_print(op: PrintOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let op_id: OpId = op.into();
    let input = op.input(rw.body());
    let Some(shape) = ctx.shape(rw.body().value_type(input)).map(<[i64]>::to_vec) else { return false };
    let Some(module) = enclosing_module(ctx, rw.body(), op_id) else { return false };
    let loc = rw.body().op_loc(op_id);
    rw.set_insertion_point_before(op_id);
    let printf = get_or_insert_printf(rw, module);
    let format = get_or_create_global_string(rw, module, loc, "frmt_spec", "%f \0");
    let newline = get_or_create_global_string(rw, module, loc, "nl", "\n\0");
    let printf_type = printf_type(rw);
    let i32_type = ctx.integer_type(32);
    let mut ivs = Vec::with_capacity(shape.len());
    for (i, &extent) in shape.iter().enumerate() {
        let lower = index_constant(&mut **rw, loc, 0);
        let upper = index_constant(&mut **rw, loc, extent);
        let step = index_constant(&mut **rw, loc, 1);
        let (region, block) = rw.with_body(|b| {
            let region = b.create_region();
            let block = b.create_block();
            b.append_block(region, block);
            (region, block)
        });
        ivs.push(rw.with_body(|b| b.add_block_arg(block, ctx.index_type(), Some(loc))));
        ForOp::build(&mut **rw, loc, lower, upper, step, &[], &[], None, vec![region]);
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        if i + 1 != shape.len() {
            call_vararg(&mut **rw, loc, printf, &[newline], Some(i32_type), printf_type);
        }
        YieldOp::build(&mut **rw, loc, &[]);
        rw.set_insertion_point(InsertPoint::BlockStart(block));
    }
    let element = ctx.element_type_or_self(rw.body().value_type(input));
    let value = LoadOp::build(&mut **rw, loc, input, &ivs, element, None, None).result(rw.body());
    call_vararg(&mut **rw, loc, printf, &[format, value], Some(i32_type), printf_type);
    rw.erase_op(op_id);
    true
}
