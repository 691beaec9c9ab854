//! The `graph-to-loops` pass: lowers the elementwise `graph` ops
//! (`graph.relu`, `graph.add_n`, `graph.cast`, splat `graph.constant`) of a
//! `func.func` over static tensors to `scf.for` nests on memrefs. Only the
//! innermost loop of each nest carries the unit attribute
//! `vectorize.vectorized`, for `vectorize-loops`.
//!
//! Function boundary (destination-passing style): every tensor argument
//! becomes a memref argument of the same shape and element type; every
//! tensor result becomes an extra trailing memref out-parameter and is no
//! longer returned. Out-parameters must not alias the inputs. An op whose
//! result is only returned writes straight into its out-parameter; other
//! results get a `memref.alloc`, freed by a `memref.dealloc` before the
//! return.
//!
//! Invariants: the pass changes a function entirely or not at all. It
//! first checks every op; a tensor it cannot lower (a dynamic shape, an
//! element type other than a float or a signless integer, a non-splat
//! constant, a non-elementwise op such as `graph.matmul`, a tensor inside a
//! nested region or in a function of several blocks, or a tensor used by any other op) leaves the function
//! untouched with a remark naming the op. Functions without tensors are
//! untouched and silent. Callers of a converted function are not rewritten
//! (the pass runs on one function at a time).
//!
//! Semantics: `relu(x) = arith.maximumf(x, 0)`, which propagates NaN (as
//! TOSA's `clamp` in its default NaN mode and PyTorch's `relu`) and maps
//! `-0.0` to `+0.0`; `add_n` adds left to right (`addf`/`addi`); `cast`
//! converts by element type (see [`convert`]).

use strata_dialect_arith as arith;
use strata_dialect_func as func;
use strata_dialect_memref as memref;
use strata_dialect_scf as scf;
use strata_dialect_vectorize::VECTORIZED;
use strata_ir::{
    AttrKind, Body, Builder, Context, Diagnostic, FloatKind, InsertPoint, Location, OpId, Type, TypeKind, Value,
    WalkOrder,
};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "graph-to-loops",
        name: "GraphToLoops",
        description: "Lower elementwise graph ops on static tensors to marked scf.for loops on memrefs",
        options: &[] as &[OptionSpec],
        anchor: Some("func.func"),
        create: |_| Box::new(GraphToLoops),
    }
}

/// The pass.
pub struct GraphToLoops;

impl Pass for GraphToLoops {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        match check(ctx, body, op) {
            Check::NoTensors => {}
            Check::Unsupported(at, why) => {
                let name = func_name(ctx, body, op);
                run.diagnostics.push(Diagnostic::remark(
                    body.op_loc(at),
                    format!("graph-to-loops: function @{name} left unchanged: {why}"),
                ));
            }
            Check::Convertible(block) => lower(ctx, body, op, block),
        }
        Ok(())
    }
}

/// The verdict on one function.
enum Check {
    NoTensors,
    /// The op at fault and why.
    Unsupported(OpId, String),
    /// Convertible; its entry block.
    Convertible(strata_ir::BlockId),
}

fn func_name(ctx: &Context, body: &Body, f: OpId) -> String {
    func::FuncOp::cast(ctx, body, f)
        .and_then(|f| f.sym_name(ctx, body))
        .and_then(|a| ctx.string_value(a).map(|s| String::from_utf8_lossy(s).into_owned()))
        .unwrap_or_default()
}

fn is_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
}

/// Why `ty` (a tensor) cannot be lowered, if it cannot.
fn unsupported_tensor(ctx: &Context, ty: Type) -> Option<&'static str> {
    let TypeKind::RankedTensor { shape, element, encoding } = ctx.type_kind(ty) else {
        return Some("unranked tensor");
    };
    if encoding.is_some() {
        return Some("tensor with an encoding");
    }
    if shape.iter().any(|&d| d < 0) {
        return Some("dynamic shape");
    }
    if scalar_kind(ctx, *element).is_none() {
        return Some("element type is neither a float nor a signless integer");
    }
    None
}

/// What an element is, for picking arith ops.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Scalar {
    Float(FloatKind),
    /// A signless integer of this width.
    Int(u32),
}

fn scalar_kind(ctx: &Context, ty: Type) -> Option<Scalar> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(Scalar::Float(*k)),
        TypeKind::Integer { width, .. } if ctx.is_signless_integer(ty, *width) => Some(Scalar::Int(*width)),
        _ => None,
    }
}

/// Checks every op of `f` (see the module invariants).
fn check(ctx: &Context, body: &Body, f: OpId) -> Check {
    let Some(&region) = body.regions(f).first() else { return Check::NoTensors };
    let Some(entry) = body.entry_block(region) else { return Check::NoTensors };
    let mut any = body.block_args(entry).iter().any(|&a| is_tensor(ctx, body.value_type(a)));
    let single_block = body.region_blocks(region).nth(1).is_none();
    for op in body.collect_ops(f, WalkOrder::PreOrder).into_iter().skip(1) {
        let types: Vec<Type> = body
            .operands(op)
            .chain(body.results(op).iter().copied())
            .map(|v| body.value_type(v))
            .filter(|&t| is_tensor(ctx, t))
            .collect();
        if types.is_empty() {
            continue;
        }
        any = true;
        let name = ctx.op_name_str(body.op_name(op));
        if body.op_block(op) != Some(entry) || !single_block {
            return Check::Unsupported(op, format!("'{name}' on tensors inside a nested region or another block"));
        }
        if let Some(why) = types.iter().find_map(|&t| unsupported_tensor(ctx, t)) {
            return Check::Unsupported(op, format!("'{name}': {why}"));
        }
        let why = match name {
            "graph.relu" | "graph.add_n" | "func.return" => None,
            "graph.cast" => {
                let (from, to) =
                    (elem(ctx, body.value_type(body.operand(op, 0))), elem(ctx, body.value_type(body.result(op, 0))));
                (from != to && !matches!((scalar_kind(ctx, from), scalar_kind(ctx, to)), (Some(_), Some(_))))
                    .then(|| "unsupported element types".to_string())
            }
            "graph.constant" => {
                splat_scalar(ctx, body, op).is_none().then(|| "only splat constants are supported".to_string())
            }
            _ => Some("not an elementwise graph op".to_string()),
        };
        if let Some(why) = why {
            return Check::Unsupported(op, format!("'{name}': {why}"));
        }
    }
    if body.block_args(entry).iter().any(|&a| {
        let t = body.value_type(a);
        is_tensor(ctx, t) && unsupported_tensor(ctx, t).is_some()
    }) {
        return Check::Unsupported(f, "a tensor argument has a dynamic shape or an unsupported element type".into());
    }
    if func::FuncOp::cast(ctx, body, f)
        .is_some_and(|f| f.arg_attrs(ctx, body).is_some() || f.res_attrs(ctx, body).is_some())
    {
        return Check::Unsupported(f, "argument or result attributes are not supported".into());
    }
    if any && !single_block {
        return Check::Unsupported(f, "tensors in a function of more than one block".into());
    }
    let ends_in_return = body.last_op(entry).is_some_and(|last| ctx.op_name_str(body.op_name(last)) == "func.return");
    if any && !ends_in_return {
        return Check::Unsupported(f, "the body does not end in func.return".into());
    }
    if any {
        Check::Convertible(entry)
    } else {
        Check::NoTensors
    }
}

fn elem(ctx: &Context, ty: Type) -> Type {
    ctx.element_type_or_self(ty)
}

/// The scalar attribute of a splat `graph.constant`.
fn splat_scalar(ctx: &Context, body: &Body, op: OpId) -> Option<strata_ir::Attribute> {
    let AttrKind::DenseElements { ty, elements } = ctx.attr_kind(graph_value(ctx, body, op)?) else { return None };
    if !elements.is_splat() {
        return None;
    }
    let element = elem(ctx, *ty);
    Some(match &elements.values[0] {
        strata_ir::DenseValue::Int(v) => ctx.intern_attr(AttrKind::Integer { ty: element, value: v.clone() }),
        strata_ir::DenseValue::Float(bits) => ctx.intern_attr(AttrKind::Float { ty: element, bits: *bits }),
        _ => return None,
    })
}

/// `graph.constant`'s `value` (a property, or an attribute in generic form).
fn graph_value(ctx: &Context, body: &Body, op: OpId) -> Option<strata_ir::Attribute> {
    body.properties(op).and_then(|p| ctx.dict_get(p, "value")).or_else(|| ctx.dict_get(body.attrs(op), "value"))
}

fn memref_of(ctx: &Context, tensor: Type) -> Type {
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(tensor) else { unreachable!("checked") };
    ctx.intern_type(TypeKind::MemRef { shape: shape.clone(), element: *element, layout: None, memory_space: None })
}

/// Where the elements of a lowered tensor are.
#[derive(Copy, Clone)]
enum Source {
    Buffer(Value),
    /// Every element is this scalar.
    Splat(Value),
}

/// Rewrites a function `check` found convertible.
fn lower(ctx: &Context, body: &mut Body, f: OpId, entry: strata_ir::BlockId) {
    let mut sources: std::collections::HashMap<Value, Source> = Default::default();
    let ret = body.last_op(entry).expect("func.func's body ends with func.return");
    let ret_operands: Vec<Value> = body.operands(ret).collect();
    // The returned types before any argument is retyped.
    let ret_types: Vec<Type> = ret_operands.iter().map(|&v| body.value_type(v)).collect();
    // Signature: tensor arguments become memrefs in place, tensor results
    // trailing out-parameters.
    for a in body.block_args(entry).to_vec() {
        let t = body.value_type(a);
        if is_tensor(ctx, t) {
            body.set_value_type(a, memref_of(ctx, t));
            sources.insert(a, Source::Buffer(a));
        }
    }
    let out_params: Vec<Option<Value>> = ret_types
        .iter()
        .map(|&t| is_tensor(ctx, t).then(|| body.add_block_arg(entry, memref_of(ctx, t), None)))
        .collect();
    let inputs: Vec<Type> = body.block_args(entry).iter().map(|&a| body.value_type(a)).collect();
    let results: Vec<Type> = ret_types.iter().copied().filter(|&t| !is_tensor(ctx, t)).collect();
    set_function_type(ctx, body, f, ctx.function_type(inputs, results));

    // Which out-parameter each op writes directly: its result's only use
    // is that return operand.
    let mut claimed = vec![false; ret_operands.len()];
    let mut graph_ops = Vec::new();
    let mut allocs = Vec::new();
    for op in body.block_ops(entry).collect::<Vec<_>>() {
        let name = ctx.op_name_str(body.op_name(op)).to_string();
        if !name.starts_with("graph.") {
            continue;
        }
        graph_ops.push(op);
        let loc = body.op_loc(op);
        let result = body.result(op, 0);
        let mut b = Builder::at(ctx, body, InsertPoint::Before(op));
        if name == "graph.constant" {
            let attr = splat_scalar(ctx, b.body, op).expect("checked");
            let ty = elem(ctx, b.body.value_type(result));
            let c = arith::ConstantOp::build(&mut b, loc, ty, attr);
            sources.insert(result, Source::Splat(b.body.result(c, 0)));
            continue;
        }
        let dest = match direct_out(b.body, result, ret, &claimed) {
            Some(i) => {
                claimed[i] = true;
                out_params[i].expect("a tensor result")
            }
            None => {
                let ty = memref_of(ctx, b.body.value_type(result));
                let alloc = memref::AllocOp::build(&mut b, loc, &[], &[], ty, None);
                allocs.push(alloc);
                b.body.result(alloc, 0)
            }
        };
        let inputs: Vec<Source> = b.body.operands(op).map(|v| sources[&v]).collect();
        let from = elem(ctx, b.body.value_type(b.body.operand(op, 0)));
        let to = elem(ctx, b.body.value_type(result));
        let shape = ctx.shape(b.body.value_type(result)).expect("ranked").to_vec();
        let zero = (name == "graph.relu").then(|| {
            let z = ctx.intern_attr(AttrKind::Float { ty: to, bits: 0 });
            let c = arith::ConstantOp::build(&mut b, loc, to, z);
            b.body.result(c, 0)
        });
        emit_nest(&mut b, loc, &shape, |b, ivs| {
            let mut vals = inputs.iter().map(|&s| load(b, loc, s, ivs, from)).collect::<Vec<_>>().into_iter();
            let first = vals.next().expect("at least one input");
            let value = match name.as_str() {
                "graph.relu" => {
                    let m = arith::MaximumFOp::build(b, loc, first, zero.expect("relu"), to, None);
                    b.body.result(m, 0)
                }
                "graph.add_n" => vals.fold(first, |acc, v| add(b, loc, acc, v, to)),
                _ => convert(b, loc, first, from, to),
            };
            memref::StoreOp::build(b, loc, value, dest, ivs, None, None);
        });
        sources.insert(result, Source::Buffer(dest));
    }

    // The new return: copy what no op wrote in place, free the temporaries.
    let loc = body.op_loc(ret);
    let mut b = Builder::at(ctx, body, InsertPoint::Before(ret));
    let mut kept = Vec::new();
    for (i, &v) in ret_operands.iter().enumerate() {
        let Some(out) = out_params[i] else {
            kept.push(v);
            continue;
        };
        if claimed[i] {
            continue;
        }
        match sources[&v] {
            Source::Buffer(m) => {
                memref::CopyOp::build(&mut b, loc, m, out);
            }
            Source::Splat(s) => {
                let shape = ctx.shape(b.body.value_type(out)).expect("ranked").to_vec();
                emit_nest(&mut b, loc, &shape, |b, ivs| {
                    memref::StoreOp::build(b, loc, s, out, ivs, None, None);
                });
            }
        }
    }
    for alloc in allocs {
        let m = b.body.result(alloc, 0);
        memref::DeallocOp::build(&mut b, loc, m);
    }
    func::ReturnOp::build(&mut b, loc, &kept);
    body.erase_op(ret);
    for op in graph_ops.into_iter().rev() {
        body.erase_op(op);
    }
}

/// The return operand `result` alone feeds, if it is its only use and that
/// out-parameter is still free.
fn direct_out(body: &Body, result: Value, ret: OpId, claimed: &[bool]) -> Option<usize> {
    let uses = body.uses(result);
    let [u] = uses else { return None };
    (u.op == ret && !claimed[u.index as usize]).then_some(u.index as usize)
}

fn set_function_type(ctx: &Context, body: &mut Body, f: OpId, ty: Type) {
    let (name, value) = (ctx.ident("function_type"), Some(ctx.type_attr(ty)));
    match body.properties(f) {
        Some(p) if ctx.dict_get(p, "function_type").is_some() => {
            body.set_properties(f, Some(ctx.dict_with(p, name, value)));
        }
        _ => {
            let attrs = ctx.dict_with(body.attrs(f), name, value);
            body.set_attrs(f, attrs);
        }
    }
}

/// Emits `for i0 in 0..shape[0] { for i1 ... { body(ivs) } }` at the
/// builder's point (which it leaves after the nest); the innermost loop is
/// marked [`VECTORIZED`]. A rank-0 shape runs `body` once, unlooped.
fn emit_nest(b: &mut Builder<'_>, loc: Location, shape: &[i64], body: impl FnOnce(&mut Builder<'_>, &[Value])) {
    let ctx = b.ctx;
    let index = ctx.index_type();
    let index_const = |b: &mut Builder<'_>, v: i64| {
        let c = arith::ConstantOp::build(b, loc, index, ctx.integer_attr(index, v));
        b.body.result(c, 0)
    };
    if shape.is_empty() {
        body(b, &[]);
        return;
    }
    // Every bound before the nest, so each loop's extent is a constant
    // defined outside it.
    let (c0, c1) = (index_const(b, 0), index_const(b, 1));
    let bounds: Vec<Value> = shape.iter().map(|&d| index_const(b, d)).collect();
    let mut ivs = Vec::with_capacity(shape.len());
    let mut after_nest = b.point;
    for (depth, &ub) in bounds.iter().enumerate() {
        let region = b.body.create_region();
        let block = b.body.create_block();
        b.body.append_block(region, block);
        ivs.push(b.body.add_block_arg(block, index, None));
        let for_op = scf::ForOp::build(b, loc, c0, ub, c1, &[], &[], None, vec![region]);
        if depth == 0 {
            after_nest = b.point;
        }
        if depth + 1 == shape.len() {
            let attrs = ctx.dict_with(b.body.attrs(for_op), ctx.ident(VECTORIZED), Some(ctx.unit_attr()));
            b.body.set_attrs(for_op, attrs);
        }
        b.set_insertion_point(InsertPoint::BlockEnd(block));
        let yield_op = scf::YieldOp::build(b, loc, &[]);
        b.set_insertion_point(InsertPoint::Before(yield_op.into()));
    }
    body(b, &ivs);
    b.set_insertion_point(after_nest);
}

fn load(b: &mut Builder<'_>, loc: Location, source: Source, ivs: &[Value], element: Type) -> Value {
    match source {
        Source::Splat(s) => s,
        Source::Buffer(m) => {
            let l = memref::LoadOp::build(b, loc, m, ivs, element, None, None);
            b.body.result(l, 0)
        }
    }
}

fn add(b: &mut Builder<'_>, loc: Location, l: Value, r: Value, ty: Type) -> Value {
    match scalar_kind(b.ctx, ty) {
        Some(Scalar::Float(_)) => arith::AddFOp::build(b, loc, l, r, ty, None).result(b.body),
        _ => arith::AddIOp::build(b, loc, l, r, ty, None).result(b.body),
    }
}

/// `graph.cast` of one element from `from` to `to`: floats widen with
/// `extf` and narrow with `truncf` (round to nearest even; two formats of
/// one width go through `f32`); integers sign-extend (`extsi`) or truncate
/// (`trunci`); integer to float is `sitofp`, float to integer `fptosi`
/// (out of range: poison, as arith's). `i1` is a boolean: it zero-extends
/// (`extui`, `uitofp`), so true is 1.
fn convert(b: &mut Builder<'_>, loc: Location, v: Value, from: Type, to: Type) -> Value {
    let ctx = b.ctx;
    let (Some(f), Some(t)) = (scalar_kind(ctx, from), scalar_kind(ctx, to)) else { return v };
    let op: OpId = match (f, t) {
        _ if from == to => return v,
        (Scalar::Float(a), Scalar::Float(c)) if a.width() < c.width() => {
            arith::ExtFOp::build(b, loc, v, to, None).into()
        }
        (Scalar::Float(a), Scalar::Float(c)) if a.width() > c.width() => {
            arith::TruncFOp::build(b, loc, v, to, None, None).into()
        }
        (Scalar::Float(_), Scalar::Float(_)) => {
            let f32 = ctx.float_type(FloatKind::F32);
            let wide = arith::ExtFOp::build(b, loc, v, f32, None);
            let wide = b.body.result(wide, 0);
            arith::TruncFOp::build(b, loc, wide, to, None, None).into()
        }
        (Scalar::Int(1), Scalar::Int(_)) => arith::ExtUIOp::build(b, loc, v, to).into(),
        (Scalar::Int(a), Scalar::Int(c)) if a < c => arith::ExtSIOp::build(b, loc, v, to).into(),
        (Scalar::Int(_), Scalar::Int(_)) => arith::TruncIOp::build(b, loc, v, to, None).into(),
        (Scalar::Int(1), Scalar::Float(_)) => arith::UIToFPOp::build(b, loc, v, to).into(),
        (Scalar::Int(_), Scalar::Float(_)) => arith::SIToFPOp::build(b, loc, v, to).into(),
        (Scalar::Float(_), Scalar::Int(_)) => arith::FPToSIOp::build(b, loc, v, to).into(),
    };
    b.body.result(op, 0)
}
