//! Chapter 5: partial lowering of Toy to `affine`, `arith` and `memref`
//! (upstream's `LowerToAffineLoops.cpp`), on strata's conversion
//! framework: a `ConversionTarget` stating what is legal afterwards, one
//! `OpConversionPattern` per Toy op, reading its operands from the
//! generated typed adaptor.
//!
//! - Every tensor value becomes a `memref.alloc` of its shape, allocated
//!   at the start of the function and freed before its `return` (Toy
//!   functions have no control flow); the type converter gives each
//!   ranked tensor that memref type, so the adaptors hand patterns the
//!   buffers that replaced their operands.
//! - `toy.constant` stores each element (an `affine.store` of an
//!   `arith.constant`); `toy.add`, `toy.mul` and `toy.transpose` are
//!   `affine.for` nests loading their operands (transposed indices for
//!   the transpose) and storing the result.
//! - `toy.func @main` becomes a `func.func`, `toy.return` a `func.return`;
//!   other functions are expected to be inlined already.
//! - `toy.print` stays (the target keeps it legal once its operand is a
//!   memref): chapter 6 lowers it.
//!
//! The conversion is partial: ops of other dialects stay. It fails with
//! upstream's diagnostics when a Toy op cannot be lowered (a function
//! other than `main`, an unranked tensor left by failed shape inference).

use strata_dialect_affine::{AffineForOp, AffineLoadOp, AffineStoreOp, AffineYieldOp};
use strata_dialect_arith::{AddFOp, ConstantOp as ArithConstantOp, MulFOp};
use strata_dialect_memref::{AllocOp, DeallocOp};
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{AttrKind, Body, Context, DenseValue, InsertPoint, Location, OpId, Type, TypeKind, Value};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionPatternSet, ConversionRewriter, ConversionTarget, OpAdaptor, TypeConversion,
    TypeConverter,
};

use crate::{
    AddOp, AddOpAdaptor, ConstantOp, FuncOp, MulOp, MulOpAdaptor, PrintOp, ReturnOp, TransposeOp, TransposeOpAdaptor,
};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "toy-lower-to-affine",
        name: "ToyToAffineLoweringPass",
        description: "Lower Toy operations to a combination of affine, arith, func and memref operations",
        options: &[],
        anchor: Some("builtin.module"),
        create: |_, _| Ok(Box::new(LowerToAffine)),
    }
}

pub struct LowerToAffine;

impl Pass for LowerToAffine {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, module: OpId) -> Result<(), PassFailed> {
        let mut target = ConversionTarget::new();
        target
            .add_legal_dialect("affine")
            .add_legal_dialect("builtin")
            .add_legal_dialect("arith")
            .add_legal_dialect("func")
            .add_legal_dialect("memref")
            .add_illegal_dialect("toy")
            .add_dynamically_legal_op::<PrintOp>(|ctx, body, op| {
                !body.operands(op).any(|v| strata_ir::constraints::is_tensor(ctx, body.value_type(v)))
            });
        let mut patterns = ConversionPatternSet::new();
        populate_toy_to_affine_patterns(&mut patterns);
        let patterns = patterns.freeze(run.ctx);
        apply_partial_conversion(run.ctx, body, module, &target, &patterns, &tensors_to_memrefs()).map_err(|d| {
            run.diagnostics.push(d);
            PassFailed
        })
    }
}

/// A ranked tensor becomes the memref of its shape; other types stay.
pub fn tensors_to_memrefs() -> TypeConverter {
    let mut converter = TypeConverter::identity();
    converter.add_conversion(|ctx, ty| match memref_of(ctx, ty) {
        Some(memref) => TypeConversion::one(memref),
        None => TypeConversion::Pass,
    });
    converter
}

/// The memref of a ranked tensor's shape and element type.
fn memref_of(ctx: &Context, ty: Type) -> Option<Type> {
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else { return None };
    Some(ctx.memref_type(shape.clone(), *element))
}

/// The Toy lowering patterns, one per op.
pub fn populate_toy_to_affine_patterns(set: &mut ConversionPatternSet) {
    set.add_fns::<ConstantOp>(&[("ConstantOpLowering", lower_constant)]);
    set.add_fns::<FuncOp>(&[("FuncOpLowering", lower_func)]);
    set.add_fns::<PrintOp>(&[("PrintOpLowering", lower_print)]);
    set.add_fns::<ReturnOp>(&[("ReturnOpLowering", lower_return)]);
    set.add_fns::<AddOp>(&[("AddOpLowering", lower_add)]);
    set.add_fns::<MulOp>(&[("MulOpLowering", lower_mul)]);
    set.add_fns::<TransposeOp>(&[("TransposeOpLowering", lower_transpose)]);
}

/// The memref type of `op`'s result, if it is a ranked tensor.
fn result_memref(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Option<Type> {
    let result = *rw.body().results(op).first()?;
    memref_of(rw.ctx(), rw.body().value_type(result))
}

/// A `memref.alloc` at the start of `op`'s block and its `memref.dealloc`
/// before the block's terminator (upstream's `insertAllocAndDealloc`).
fn insert_alloc_and_dealloc(rw: &mut ConversionRewriter<'_, '_>, op: OpId, ty: Type, loc: Location) -> Value {
    let block = rw.body().op_block(op).expect("a Toy op in a block");
    let alloc: OpId = AllocOp::build(&mut **rw, loc, &[], &[], ty, None).into();
    let first = rw.body().block_ops(block).next().expect("the alloc at least");
    if first != alloc {
        rw.move_op_before(alloc, first);
    }
    let memref = rw.body().results(alloc)[0];
    let dealloc: OpId = DeallocOp::build(&mut **rw, loc, memref).into();
    let last = rw.body().block_ops(block).last().expect("the block's terminator");
    if last != dealloc {
        rw.move_op_before(dealloc, last);
    }
    memref
}

/// `affine_map<(d0, ..) -> (d0, ..)>` of `n` dimensions.
fn identity_map(n: usize) -> AffineMap {
    AffineMap::new(n as u32, 0, (0..n as u32).map(AffineExpr::Dim).collect())
}

/// An `affine.for %iv = 0 to upper` nest (upstream's
/// `affine::buildAffineLoopNest` with constant bounds and unit steps)
/// around what `body` builds from the induction variables; the insertion
/// point ends after the nest.
fn build_loop_nest(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    uppers: &[i64],
    body: impl FnOnce(&mut ConversionRewriter<'_, '_>, &[Value]),
) {
    let ctx = rw.ctx();
    let mut ivs = Vec::with_capacity(uppers.len());
    let mut after_nest = None;
    for &upper in uppers {
        let (region, block) = rw.with_body(|b| {
            let region = b.create_region();
            let block = b.create_block();
            b.append_block(region, block);
            (region, block)
        });
        ivs.push(rw.with_body(|b| b.add_block_arg(block, ctx.index_type(), Some(loc))));
        let lower = ctx.affine_map_attr(AffineMap::constant(0));
        let upper = ctx.affine_map_attr(AffineMap::constant(upper));
        let step = ctx.integer_attr(ctx.index_type(), 1);
        AffineForOp::build(&mut **rw, loc, &[], &[], &[], &[], lower, upper, step, vec![region]);
        if after_nest.is_none() {
            after_nest = Some(rw.insertion_point());
        }
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        let yield_op: OpId = AffineYieldOp::build(&mut **rw, loc, &[]).into();
        rw.set_insertion_point_before(yield_op);
    }
    body(rw, &ivs);
    if let Some(point) = after_nest {
        rw.set_insertion_point(point);
    }
}

/// Lowers `op` (whose result is a ranked tensor) to a loop nest over its
/// shape storing what `element` computes from the induction variables
/// into a new buffer, which replaces the op (upstream's `lowerOpToLoops`).
fn lower_to_loops(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    element: impl FnOnce(&mut ConversionRewriter<'_, '_>, Location, &[Value]) -> Value,
) -> bool {
    let Some(ty) = result_memref(rw, op) else { return false };
    let loc = rw.body().op_loc(op);
    let alloc = insert_alloc_and_dealloc(rw, op, ty, loc);
    let shape = rw.ctx().shape(ty).unwrap_or_default().to_vec();
    let map = rw.ctx().affine_map_attr(identity_map(shape.len()));
    build_loop_nest(rw, loc, &shape, |rw, ivs| {
        let value = element(rw, loc, ivs);
        AffineStoreOp::build(&mut **rw, loc, value, alloc, ivs, map);
    });
    rw.replace_op(op, &[alloc]);
    true
}

/// `affine.load %memref[ivs]` of an `f64`-like element.
fn load(rw: &mut ConversionRewriter<'_, '_>, loc: Location, memref: Value, ivs: &[Value]) -> Value {
    let ctx = rw.ctx();
    let element = ctx.element_type_or_self(rw.body().value_type(memref));
    let map = ctx.affine_map_attr(identity_map(ivs.len()));
    AffineLoadOp::build(&mut **rw, loc, memref, ivs, element, map).result(rw.body())
}

fn lower_binary(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    lhs: Value,
    rhs: Value,
    build: fn(&mut ConversionRewriter<'_, '_>, Location, Value, Value, Type) -> Value,
) -> bool {
    lower_to_loops(rw, op, |rw, loc, ivs| {
        let l = load(rw, loc, lhs, ivs);
        let r = load(rw, loc, rhs, ivs);
        let ty = rw.body().value_type(l);
        build(rw, loc, l, r, ty)
    })
}

fn lower_add(op: AddOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operands = AddOpAdaptor::new(adaptor);
    lower_binary(rw, op.into(), operands.lhs(), operands.rhs(), |rw, loc, l, r, ty| {
        AddFOp::build(&mut **rw, loc, l, r, ty, None).result(rw.body())
    })
}

fn lower_mul(op: MulOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operands = MulOpAdaptor::new(adaptor);
    lower_binary(rw, op.into(), operands.lhs(), operands.rhs(), |rw, loc, l, r, ty| {
        MulFOp::build(&mut **rw, loc, l, r, ty, None).result(rw.body())
    })
}

/// Element `[i, j]` of the result is element `[j, i]` of the input.
fn lower_transpose(op: TransposeOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let input = TransposeOpAdaptor::new(adaptor).input();
    lower_to_loops(rw, op.into(), |rw, loc, ivs| {
        let reversed: Vec<Value> = ivs.iter().rev().copied().collect();
        load(rw, loc, input, &reversed)
    })
}

/// One store per element (none for a value with a zero dimension), of
/// index constants created up front up to the largest dimension.
fn lower_constant(op: ConstantOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let op_id: OpId = op.into();
    let Some(value) = op.value(ctx, rw.body()) else { return false };
    let AttrKind::DenseElements { ty: value_type, elements } = ctx.attr_kind(value).clone() else { return false };
    let Some(ty) = result_memref(rw, op_id) else { return false };
    let loc = rw.body().op_loc(op_id);
    let shape = ctx.shape(ty).unwrap_or_default().to_vec();
    // Every element's bits (a splat holds one value for all), checked
    // before any IR is built: a pattern that changed the IR must succeed.
    let count: i64 = shape.iter().product();
    let bits: Option<Vec<u128>> = (0..count as usize)
        .map(|i| match elements.values.get(if elements.values.len() == 1 { 0 } else { i }) {
            Some(DenseValue::Float(bits)) => Some(*bits),
            _ => None,
        })
        .collect();
    let Some(bits) = bits else { return false };
    let alloc = insert_alloc_and_dealloc(rw, op_id, ty, loc);
    // Index constants up to the largest dimension (one for a 0-D value).
    let largest = if shape.is_empty() { 1 } else { shape.iter().copied().max().unwrap_or(0) };
    let indices: Vec<Value> =
        (0..largest).map(|i| strata_dialect_arith::build::index_constant(&mut **rw, loc, i)).collect();
    let element = ctx.element_type_or_self(value_type);
    let map = ctx.affine_map_attr(identity_map(shape.len()));
    // Row-major order: the last index runs fastest.
    let mut position = vec![0i64; shape.len()];
    for bits in bits {
        let attr = ctx.intern_attr(AttrKind::Float { ty: element, bits });
        let constant = ArithConstantOp::build(&mut **rw, loc, element, attr).result(rw.body());
        let ivs: Vec<Value> = position.iter().map(|&p| indices[p as usize]).collect();
        AffineStoreOp::build(&mut **rw, loc, constant, alloc, &ivs, map);
        for d in (0..shape.len()).rev() {
            position[d] += 1;
            if position[d] < shape[d] {
                break;
            }
            position[d] = 0;
        }
    }
    rw.replace_op(op_id, &[alloc]);
    true
}

/// `toy.func @main` becomes `func.func @main` with the same body; other
/// functions should have been inlined.
fn lower_func(op: FuncOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let op_id: OpId = op.into();
    let body = rw.body();
    let name = op.sym_name(ctx, body);
    if name.and_then(|n| ctx.string_value(n)) != Some(b"main".as_slice()) {
        return false;
    }
    let fn_type = op.function_type(ctx, body);
    let signature_empty = match fn_type.map(|t| ctx.attr_kind(t)) {
        Some(AttrKind::Type(t)) => {
            matches!(ctx.type_kind(*t), TypeKind::Function { inputs, results } if inputs.is_empty() && results.is_empty())
        }
        _ => false,
    };
    if !signature_empty {
        return rw.notify_match_failure(op_id, "expected 'main' to have 0 inputs and 0 results");
    }
    let (Some(name), Some(fn_type)) = (name, fn_type) else { return false };
    let loc = body.op_loc(op_id);
    let old_region = body.regions(op_id)[0];
    let region = rw.with_body(|b| b.create_region());
    strata_dialect_func::FuncOp::build(&mut **rw, loc, name, fn_type, None, None, None, None, vec![region]);
    rw.inline_region_before(old_region, region, None);
    rw.erase_op(op_id);
    true
}

/// `toy.print` stays; its operand becomes the buffer.
fn lower_print(op: PrintOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let op_id: OpId = op.into();
    let operands = adaptor.operands();
    rw.modify_op_in_place(op_id, |b| b.set_operands(op_id, &operands));
    true
}

/// `toy.return` (of nothing: everything was inlined into `main`) becomes
/// `func.return`.
fn lower_return(op: ReturnOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let op_id: OpId = op.into();
    if rw.body().num_operands(op_id) > 0 {
        return false;
    }
    let loc = rw.body().op_loc(op_id);
    rw.set_insertion_point_before(op_id);
    strata_dialect_func::ReturnOp::build(&mut **rw, loc, &[]);
    rw.erase_op(op_id);
    true
}
