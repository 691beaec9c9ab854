//! `test-decompose-call-graph-types` (upstream's test pass of the same
//! name): every `tuple` type at a call graph boundary (function
//! signatures, `func.call`, `func.return`) is decomposed into its
//! elements, recursively (`tuple<i1, tuple<i32>>` becomes `i1, i32`;
//! `tuple<>` disappears). Users that are not converted see a value
//! rebuilt by `test.make_tuple`; converted users of an unconverted tuple
//! take it apart with `test.get_tuple_element`.
//!
//! It exists to check the conversion framework's signature conversion, its
//! 1:N materializations and the func call/return patterns against
//! `mlir-opt-22` running the same pass.

use std::sync::Arc;

use strata_dialect_func::conversions::{
    populate_call_op_type_conversion_pattern, populate_return_op_type_conversion_pattern,
};
use strata_dialect_func::{CallOp, FuncOp, ReturnOp};
use strata_ir::op_checks::function_type;
use strata_ir::{Body, Context, Location, OpId, SmallVec, Type, TypeKind, Value};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{
    apply_partial_conversion, populate_function_op_interface_type_conversion_pattern, ConversionPatternSet,
    ConversionTarget, TypeConversion, TypeConverter,
};
use strata_rewrite::Rewriter;

use crate::{GetTupleElementOp, MakeTupleOp};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "test-decompose-call-graph-types",
        name: "TestDecomposeCallGraphTypes",
        description: "Decomposes types at call graph boundaries.",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_, _| Ok(Box::new(DecomposeCallGraphTypes)),
    }
}

pub struct DecomposeCallGraphTypes;

impl Pass for DecomposeCallGraphTypes {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let converter = Arc::new(tuple_decomposition());
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("test");
        let c = converter.clone();
        target.add_dynamically_legal_op::<ReturnOp>(move |ctx, body, op| {
            c.are_legal(ctx, body.operands(op).map(|v| body.value_type(v)))
        });
        let c = converter.clone();
        target.add_dynamically_legal_op::<CallOp>(move |ctx, body, op| c.is_legal_op(ctx, body, op));
        let c = converter.clone();
        target.add_dynamically_legal_op::<FuncOp>(move |ctx, body, op| {
            function_type(ctx, body, op).is_some_and(|ty| c.is_signature_legal(ctx, ty))
        });
        let mut patterns = ConversionPatternSet::new();
        populate_function_op_interface_type_conversion_pattern::<FuncOp>(&mut patterns);
        populate_return_op_type_conversion_pattern(&mut patterns);
        populate_call_op_type_conversion_pattern(&mut patterns);
        let patterns = patterns.freeze(run.ctx);
        apply_partial_conversion(run.ctx, body, op, &target, &patterns, &converter).map_err(|d| {
            run.diagnostics.push(d);
            PassFailed
        })
    }
}

/// Keeps every type but tuples, which become their flattened elements;
/// materializes with `test.make_tuple` and `test.get_tuple_element`.
fn tuple_decomposition() -> TypeConverter {
    let mut converter = TypeConverter::identity();
    converter.add_conversion(|ctx, ty| match ctx.type_kind(ty) {
        TypeKind::Tuple(_) => TypeConversion::Types(flattened(ctx, ty).into_iter().collect()),
        _ => TypeConversion::Pass,
    });
    converter.add_source_materialization(make_tuple);
    converter.add_target_materialization(decompose_tuple);
    converter
}

/// The leaves of `ty`, a tuple's elements flattened in order (`ty` itself
/// when it is not a tuple).
fn flattened(ctx: &Context, ty: Type) -> Vec<Type> {
    let mut leaves = Vec::new();
    let mut stack = vec![ty];
    while let Some(t) = stack.pop() {
        match ctx.type_kind(t) {
            TypeKind::Tuple(elements) => stack.extend(elements.iter().rev()),
            _ => leaves.push(t),
        }
    }
    leaves
}

/// A value of tuple type `ty` from its flattened leaves `inputs`, nested
/// tuples built first (innermost first, left to right).
fn make_tuple(rw: &mut Rewriter<'_>, ty: Type, inputs: &[Value], loc: Location) -> Option<Value> {
    let ctx = rw.ctx();
    if !matches!(ctx.type_kind(ty), TypeKind::Tuple(_)) || flattened(ctx, ty).len() != inputs.len() {
        return None;
    }
    let mut next = 0;
    Some(build_tuple(rw, ty, inputs, &mut next, loc))
}

/// Builds tuple `ty` from `inputs[*next..]`. Recursion is bounded by the
/// nesting of the type, which the parser bounds.
fn build_tuple(rw: &mut Rewriter<'_>, ty: Type, inputs: &[Value], next: &mut usize, loc: Location) -> Value {
    let ctx = rw.ctx();
    let TypeKind::Tuple(elements) = ctx.type_kind(ty) else {
        *next += 1;
        return inputs[*next - 1];
    };
    let elements: Vec<Value> = elements.clone().into_iter().map(|e| build_tuple(rw, e, inputs, next, loc)).collect();
    let op = MakeTupleOp::build(rw, loc, &elements, ty);
    rw.body().result(op, 0)
}

/// The leaves of the tuple `input`, of `types`, each element extracted
/// with `test.get_tuple_element` (depth first).
fn decompose_tuple(
    rw: &mut Rewriter<'_>,
    types: &[Type],
    inputs: &[Value],
    loc: Location,
    _: Option<Type>,
) -> Option<SmallVec<[Value; 1]>> {
    let ctx = rw.ctx();
    let &[input] = inputs else { return None };
    let ty = rw.body().value_type(input);
    if !matches!(ctx.type_kind(ty), TypeKind::Tuple(_)) || flattened(ctx, ty) != types {
        return None;
    }
    let mut leaves = SmallVec::new();
    // (tuple, next element to extract): each element is taken apart
    // before the next one is extracted, as upstream's recursion does.
    let mut stack = vec![(input, 0usize)];
    while let Some(&mut (tuple, ref mut next)) = stack.last_mut() {
        let TypeKind::Tuple(elements) = ctx.type_kind(rw.body().value_type(tuple)) else { break };
        let Some(&element_ty) = elements.get(*next) else {
            stack.pop();
            continue;
        };
        let index = ctx.integer_attr(ctx.integer_type(32), *next as i64);
        *next += 1;
        let op = GetTupleElementOp::build(rw, loc, tuple, element_ty, index);
        let element = rw.body().result(op, 0);
        if matches!(ctx.type_kind(element_ty), TypeKind::Tuple(_)) {
            stack.push((element, 0));
        } else {
            leaves.push(element);
        }
    }
    Some(leaves)
}
