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
//! It is a conversion (`strata_rewrite::conversion`, docs/conversion.md):
//! - the type converter maps a ranked static tensor without an encoding to
//!   the memref of its shape and element type and keeps every other type;
//! - the target makes the four lowered `graph` ops illegal, `func.func`
//!   legal once its signature and `func.return` once its operands are of
//!   legal types, the `arith`, `memref` and `scf` ops the lowering makes
//!   legal, and leaves every other op alone;
//! - the patterns: one per graph op (allocate or reuse the destination,
//!   emit the marked nest, replace the op by the destination buffer, or a
//!   splat constant by its scalar), and the destination-passing boundary,
//!   the function's signature (its arguments through the framework's
//!   signature conversion, its converted results as out-parameters) and
//!   its return (copies into out-parameters not written in place, then the
//!   temporaries freed). The patterns of one function share the
//!   out-parameters and where the frees start (`Boundary`).
//!
//! The conversion is partial and never folds: ops the target does not
//! name stay as they are, and an illegal op always goes through its
//! pattern. The casts the framework puts between converted producers and
//! users not converted yet are all dead at the end (every tensor user is
//! converted) and go.
//!
//! Invariants: the pass changes a function entirely or not at all. It
//! first checks every op; a tensor it cannot lower (a dynamic shape, an
//! element type other than a float or a signless integer, a non-splat
//! constant, a non-elementwise op such as `graph.matmul`, a tensor inside a
//! nested region or in a function of several blocks, or a tensor used by
//! any other op) leaves the function untouched with a remark naming the
//! op, and the conversion runs only on a function that passed. Ops are
//! converted in order, the function first and its return last, so a graph
//! op sees its out-parameter and the return sees every buffer. Functions
//! without tensors are untouched and silent. Callers of a converted
//! function are not rewritten (the pass runs on one function at a time).
//!
//! Semantics: `relu(x) = arith.maximumf(x, 0)`, which propagates NaN (as
//! TOSA's `clamp` in its default NaN mode and PyTorch's `relu`) and maps
//! `-0.0` to `+0.0`; `add_n` adds left to right (`addf`/`addi`); `cast`
//! converts by element type (see `convert`).

use std::sync::{Arc, Mutex, PoisonError};

use strata_dialect_arith as arith;
use strata_dialect_func as func;
use strata_dialect_graph as graph;
use strata_dialect_memref as memref;
use strata_dialect_scf as scf;
use strata_dialect_vectorize::VECTORIZED;
use strata_ir::op_checks::{function_type, set_inherent_attr};
use strata_ir::{
    AttrKind, Body, Context, Diagnostic, FloatKind, InsertPoint, Location, OpClass, OpId, Type, TypeKind, Value,
    WalkOrder,
};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{
    apply_partial_conversion_with_config, ConversionConfig, ConversionPattern, ConversionPatternSet,
    ConversionRewriter, ConversionTarget, DialectConversionFoldingMode, OpAdaptor, TypeConversion, TypeConverter,
};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "graph-to-loops",
        name: "GraphToLoops",
        description: "Lower elementwise graph ops on static tensors to marked scf.for loops on memrefs",
        options: &[] as &[OptionSpec],
        anchor: Some("func.func"),
        create: |_, _| Ok(Box::new(GraphToLoops)),
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
            Check::Convertible => {
                let converter = Arc::new(tensor_to_memref_converter());
                let target = graph_to_loops_target(&converter);
                let mut patterns = ConversionPatternSet::new();
                populate_graph_to_loops_patterns(&mut patterns);
                let patterns = patterns.freeze(ctx);
                let config =
                    ConversionConfig { folding_mode: DialectConversionFoldingMode::Never, ..Default::default() };
                apply_partial_conversion_with_config(ctx, body, op, &target, &patterns, &converter, config).map_err(
                    |d| {
                        run.diagnostics.push(d);
                        PassFailed
                    },
                )?;
            }
        }
        Ok(())
    }
}

/// The verdict on one function.
enum Check {
    NoTensors,
    /// The op at fault and why.
    Unsupported(OpId, String),
    /// Every op can be converted.
    Convertible,
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
        Check::Convertible
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

/// The memref of `tensor`'s shape and element type, for a ranked static
/// tensor without an encoding.
fn memref_of(ctx: &Context, tensor: Type) -> Option<Type> {
    let TypeKind::RankedTensor { shape, element, encoding: None } = ctx.type_kind(tensor) else { return None };
    if shape.iter().any(|&d| d < 0) {
        return None;
    }
    Some(ctx.memref_type(shape.clone(), *element))
}

/// The pass's type converter: a ranked static tensor (no encoding) becomes
/// the memref of its shape and element type (identity layout, default
/// memory space); every other type is kept. A tensor replaced by a splat's
/// scalar stays that scalar for its users (no regrouping).
pub fn tensor_to_memref_converter() -> TypeConverter {
    let mut converter = TypeConverter::identity().without_regrouping();
    converter.add_conversion(|ctx, ty| match memref_of(ctx, ty) {
        Some(memref) => TypeConversion::one(memref),
        None => TypeConversion::Pass,
    });
    converter
}

/// What is legal after the pass: no lowered graph op, functions and
/// returns of converted types, the ops the lowering makes; other ops are
/// left alone.
pub fn graph_to_loops_target(converter: &Arc<TypeConverter>) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    let (signature, operands) = (Arc::clone(converter), Arc::clone(converter));
    target
        .add_illegal_op::<graph::ReluOp>()
        .add_illegal_op::<graph::AddNOp>()
        .add_illegal_op::<graph::CastOp>()
        .add_illegal_op::<graph::ConstantOp>()
        .add_dynamically_legal_op::<func::FuncOp>(move |ctx, body, f| {
            function_type(ctx, body, f).is_some_and(|ty| signature.is_signature_legal(ctx, ty))
        })
        .add_dynamically_legal_op::<func::ReturnOp>(move |ctx, body, r| operands.is_legal_op(ctx, body, r))
        .add_legal_dialect("arith")
        .add_legal_dialect("memref")
        .add_legal_dialect("scf")
        .mark_unknown_op_dynamically_legal(|_, _, _| true);
    target
}

/// The pass's patterns, sharing one `Boundary` (so one set converts one
/// function).
pub fn populate_graph_to_loops_patterns(set: &mut ConversionPatternSet) {
    let shared = Arc::new(Mutex::new(Boundary::default()));
    set.add(Lowering::<func::FuncOp>::new("FuncOpDestinationPassing", &shared, lower_func));
    set.add(Lowering::<func::ReturnOp>::new("ReturnOpDestinationPassing", &shared, lower_return));
    set.add(Lowering::<graph::ReluOp>::new("ReluLowering", &shared, lower_relu));
    set.add(Lowering::<graph::AddNOp>::new("AddNLowering", &shared, lower_add_n));
    set.add(Lowering::<graph::CastOp>::new("CastLowering", &shared, lower_cast));
    set.add_fns::<graph::ConstantOp>(&[("SplatConstantLowering", lower_constant)]);
}

/// What the patterns converting one function share: the destination-passing
/// boundary.
#[derive(Default)]
struct Boundary {
    /// Per function result (so per return operand): its out-parameter, or
    /// `None` for a result that stays a result. Set by the function's
    /// pattern, which runs before any op of its body.
    out_params: Vec<Option<Value>>,
    /// The first `memref.dealloc` a lowering put before the return: the
    /// return's copies go before it, so no temporary is freed before it is
    /// copied out.
    first_dealloc: Option<OpId>,
}

type Shared = Arc<Mutex<Boundary>>;

/// A pattern of the op class `Op` that reads and updates the function's
/// [`Boundary`].
struct Lowering<Op: OpClass> {
    debug_name: &'static str,
    shared: Shared,
    rewrite: fn(Op, &OpAdaptor, &mut ConversionRewriter<'_, '_>, &mut Boundary) -> bool,
}

impl<Op: OpClass> Lowering<Op> {
    fn new(
        debug_name: &'static str,
        shared: &Shared,
        rewrite: fn(Op, &OpAdaptor, &mut ConversionRewriter<'_, '_>, &mut Boundary) -> bool,
    ) -> Self {
        Lowering { debug_name, shared: Arc::clone(shared), rewrite }
    }
}

impl<Op: OpClass> ConversionPattern for Lowering<Op> {
    fn root(&self, ctx: &Context) -> Option<strata_ir::OpName> {
        Some(Op::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        self.debug_name
    }
    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let Some(op) = Op::cast(rw.ctx(), rw.body(), op) else { return false };
        let mut boundary = self.shared.lock().unwrap_or_else(PoisonError::into_inner);
        (self.rewrite)(op, adaptor, rw, &mut boundary)
    }
}

/// The function's signature: its arguments converted in place (the
/// framework's signature conversion), then each result whose type the
/// converter changes becomes a trailing out-parameter of the converted
/// type; the other results stay.
fn lower_func(op: func::FuncOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>, boundary: &mut Boundary) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = function_type(ctx, rw.body(), op) else { return false };
    let TypeKind::Function { inputs, results } = ctx.type_kind(ty) else { return false };
    let converter = rw.type_converter();
    let Some(conversion) = converter.convert_signature_args(ctx, inputs) else { return false };
    let mut out_types = Vec::with_capacity(results.len());
    let mut kept = Vec::new();
    for &result in results.iter() {
        match converter.convert_type_1to1(ctx, result) {
            Some(converted) if converted != result => out_types.push(Some(converted)),
            Some(_) => {
                out_types.push(None);
                kept.push(result);
            }
            None => return false,
        }
    }
    let Some(entry) = rw.body().regions(op).first().and_then(|&r| rw.body().entry_block(r)) else { return false };
    if rw.body().block_args(entry).len() != inputs.len() {
        return false;
    }
    rw.apply_signature_conversion(entry, &conversion);
    let mut new_inputs = conversion.converted_types().to_vec();
    new_inputs.extend(out_types.iter().flatten());
    boundary.out_params =
        out_types.iter().map(|t| t.map(|t| rw.with_body(|body| body.add_block_arg(entry, t, None)))).collect();
    let new_type = ctx.type_attr(ctx.function_type(new_inputs, kept));
    rw.modify_op_in_place(op, |body| set_inherent_attr(ctx, body, op, "function_type", new_type));
    true
}

/// The return: each returned value goes into its out-parameter unless an op
/// already wrote it there (a buffer is copied, a splat fills it with a
/// loop), before the temporaries are freed; the other values are still
/// returned.
fn lower_return(
    op: func::ReturnOp,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
    boundary: &mut Boundary,
) -> bool {
    let operands = adaptor.operands();
    if operands.len() != boundary.out_params.len() {
        return false;
    }
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(boundary.first_dealloc.unwrap_or(op.into()));
    let mut kept = Vec::new();
    for (&value, &out) in operands.iter().zip(&boundary.out_params) {
        let Some(out) = out else {
            kept.push(value);
            continue;
        };
        if value == out {
            continue;
        }
        match source(rw.ctx(), rw.body(), value) {
            Source::Buffer(m) => {
                memref::CopyOp::build(rw, loc, m, out);
            }
            Source::Splat(s) => {
                let shape = rw.ctx().shape(rw.body().value_type(out)).expect("a memref").to_vec();
                emit_nest(rw, loc, &shape, |rw, ivs| {
                    memref::StoreOp::build(rw, loc, s, out, ivs, None, None);
                });
            }
        }
    }
    rw.set_insertion_point_before(op);
    func::ReturnOp::build(rw, loc, &kept);
    rw.erase_op(op);
    true
}

fn lower_relu(op: graph::ReluOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>, b: &mut Boundary) -> bool {
    let input = graph::ReluOpAdaptor::new(adaptor).input();
    lower_elementwise(op.into(), &[input], Elementwise::Relu, rw, b)
}

fn lower_add_n(op: graph::AddNOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>, b: &mut Boundary) -> bool {
    let inputs = graph::AddNOpAdaptor::new(adaptor).inputs();
    lower_elementwise(op.into(), &inputs, Elementwise::AddN, rw, b)
}

fn lower_cast(op: graph::CastOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>, b: &mut Boundary) -> bool {
    let input = graph::CastOpAdaptor::new(adaptor).input();
    lower_elementwise(op.into(), &[input], Elementwise::Cast, rw, b)
}

/// A splat `graph.constant` is its scalar (an `arith.constant`): users
/// read it from their adaptor and use it for every element; no buffer.
fn lower_constant(op: graph::ConstantOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let Some(attr) = splat_scalar(ctx, rw.body(), op.into()) else { return false };
    let (result, loc) = (rw.body().result(op, 0), rw.body().op_loc(op));
    let ty = elem(ctx, rw.body().value_type(result));
    let scalar = arith::ConstantOp::build(rw, loc, ty, attr).result(rw.body());
    rw.replace_op(op, &[scalar]);
    true
}

/// What one element of a lowered op is.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Elementwise {
    Relu,
    AddN,
    Cast,
}

/// Lowers the elementwise `op` whose converted operands are `inputs`: its
/// destination is its out-parameter when the return is its only use,
/// else a new buffer (freed right before the return); one nest computes
/// every element into it, and the destination replaces `op`.
fn lower_elementwise(
    op: OpId,
    inputs: &[Value],
    kind: Elementwise,
    rw: &mut ConversionRewriter<'_, '_>,
    boundary: &mut Boundary,
) -> bool {
    let ctx = rw.ctx();
    let (result, loc) = (rw.body().result(op, 0), rw.body().op_loc(op));
    let result_type = rw.body().value_type(result);
    let Some(memref_type) = rw.type_converter().convert_type_1to1(ctx, result_type) else { return false };
    let Some(shape) = ctx.shape(memref_type).map(<[i64]>::to_vec) else { return false };
    let from = elem(ctx, rw.body().value_type(rw.body().operand(op, 0)));
    let to = elem(ctx, result_type);
    let dest = match out_param(ctx, rw.body(), result, boundary) {
        Some(out) => out,
        None => allocate(rw, loc, memref_type, op, boundary),
    };
    let sources: Vec<Source> = inputs.iter().map(|&v| source(ctx, rw.body(), v)).collect();
    let zero = (kind == Elementwise::Relu).then(|| {
        let z = ctx.intern_attr(AttrKind::Float { ty: to, bits: 0 });
        arith::ConstantOp::build(rw, loc, to, z).result(rw.body())
    });
    emit_nest(rw, loc, &shape, |rw, ivs| {
        let mut vals = sources.iter().map(|&s| load(rw, loc, s, ivs, from)).collect::<Vec<_>>().into_iter();
        let first = vals.next().expect("at least one input");
        let value = match kind {
            Elementwise::Relu => {
                arith::MaximumFOp::build(rw, loc, first, zero.expect("relu"), to, None).result(rw.body())
            }
            Elementwise::AddN => vals.fold(first, |acc, v| add(rw, loc, acc, v, to)),
            Elementwise::Cast => convert(rw, loc, first, from, to),
        };
        memref::StoreOp::build(rw, loc, value, dest, ivs, None, None);
    });
    rw.replace_op(op, &[dest]);
    true
}

/// The out-parameter `result` is written to: the one of the return operand
/// that is its only use.
fn out_param(ctx: &Context, body: &Body, result: Value, boundary: &Boundary) -> Option<Value> {
    let [u] = body.uses(result) else { return None };
    func::ReturnOp::cast(ctx, body, u.op)?;
    boundary.out_params.get(u.index as usize).copied().flatten()
}

/// A new buffer of `ty` before `op`, freed right before the return of
/// `op`'s block (after the frees already there).
fn allocate(rw: &mut ConversionRewriter<'_, '_>, loc: Location, ty: Type, op: OpId, boundary: &mut Boundary) -> Value {
    let alloc = memref::AllocOp::build(rw, loc, &[], &[], ty, None);
    let buffer = rw.body().result(alloc, 0);
    let block = rw.body().op_block(op).expect("an op in a block");
    let ret = rw.body().last_op(block).expect("the block ends in func.return");
    let ret_loc = rw.body().op_loc(ret);
    let here = rw.insertion_point();
    rw.set_insertion_point_before(ret);
    let dealloc = memref::DeallocOp::build(rw, ret_loc, buffer);
    boundary.first_dealloc.get_or_insert(dealloc.into());
    rw.set_insertion_point(here);
    buffer
}

/// Where the elements of a lowered tensor are.
#[derive(Copy, Clone)]
enum Source {
    Buffer(Value),
    /// Every element is this scalar.
    Splat(Value),
}

/// A converted value: a buffer (a memref), or the scalar a splat
/// constant lowered to.
fn source(ctx: &Context, body: &Body, value: Value) -> Source {
    match ctx.type_kind(body.value_type(value)) {
        TypeKind::MemRef { .. } => Source::Buffer(value),
        _ => Source::Splat(value),
    }
}

/// Emits `for i0 in 0..shape[0] { for i1 ... { body(ivs) } }` at the
/// rewriter's point (which it leaves after the nest); the innermost loop is
/// marked [`VECTORIZED`]. A rank-0 shape runs `body` once, unlooped.
fn emit_nest(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    shape: &[i64],
    body: impl FnOnce(&mut ConversionRewriter<'_, '_>, &[Value]),
) {
    let ctx = rw.ctx();
    let index = ctx.index_type();
    let index_const = |rw: &mut ConversionRewriter<'_, '_>, v: i64| arith::build::index_constant(rw, loc, v);
    if shape.is_empty() {
        body(rw, &[]);
        return;
    }
    // Every bound before the nest, so each loop's extent is a constant
    // defined outside it.
    let (c0, c1) = (index_const(rw, 0), index_const(rw, 1));
    let bounds: Vec<Value> = shape.iter().map(|&d| index_const(rw, d)).collect();
    let mut ivs = Vec::with_capacity(shape.len());
    let mut after_nest = rw.insertion_point();
    for (depth, &ub) in bounds.iter().enumerate() {
        let region = rw.with_body(|b| b.create_region());
        let block = rw.create_block(region, &[index], None);
        ivs.push(rw.body().block_args(block)[0]);
        let for_op = scf::ForOp::build(rw, loc, c0, ub, c1, &[], &[], None, vec![region]);
        if depth == 0 {
            after_nest = rw.insertion_point();
        }
        if depth + 1 == shape.len() {
            let for_op: OpId = for_op.into();
            rw.modify_op_in_place(for_op, |b| {
                let attrs = ctx.dict_with(b.attrs(for_op), ctx.ident(VECTORIZED), Some(ctx.unit_attr()));
                b.set_attrs(for_op, attrs);
            });
        }
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        let yield_op = scf::YieldOp::build(rw, loc, &[]);
        rw.set_insertion_point_before(yield_op);
    }
    body(rw, &ivs);
    rw.set_insertion_point(after_nest);
}

fn load(rw: &mut ConversionRewriter<'_, '_>, loc: Location, source: Source, ivs: &[Value], element: Type) -> Value {
    match source {
        Source::Splat(s) => s,
        Source::Buffer(m) => memref::LoadOp::build(rw, loc, m, ivs, element, None, None).result(rw.body()),
    }
}

fn add(rw: &mut ConversionRewriter<'_, '_>, loc: Location, l: Value, r: Value, ty: Type) -> Value {
    match scalar_kind(rw.ctx(), ty) {
        Some(Scalar::Float(_)) => arith::AddFOp::build(rw, loc, l, r, ty, None).result(rw.body()),
        _ => arith::AddIOp::build(rw, loc, l, r, ty, None).result(rw.body()),
    }
}

/// `graph.cast` of one element from `from` to `to`: floats widen with
/// `extf` and narrow with `truncf` (round to nearest even; two formats of
/// one width go through `f32`); integers sign-extend (`extsi`) or truncate
/// (`trunci`); integer to float is `sitofp`, float to integer `fptosi`
/// (out of range: poison, as arith's). `i1` is a boolean: it zero-extends
/// (`extui`, `uitofp`), so true is 1.
fn convert(rw: &mut ConversionRewriter<'_, '_>, loc: Location, v: Value, from: Type, to: Type) -> Value {
    let ctx = rw.ctx();
    let (Some(f), Some(t)) = (scalar_kind(ctx, from), scalar_kind(ctx, to)) else { return v };
    let op: OpId = match (f, t) {
        _ if from == to => return v,
        (Scalar::Float(a), Scalar::Float(c)) if a.width() < c.width() => {
            arith::ExtFOp::build(rw, loc, v, to, None).into()
        }
        (Scalar::Float(a), Scalar::Float(c)) if a.width() > c.width() => {
            arith::TruncFOp::build(rw, loc, v, to, None, None).into()
        }
        (Scalar::Float(_), Scalar::Float(_)) => {
            let f32 = ctx.float_type(FloatKind::F32);
            let wide = arith::ExtFOp::build(rw, loc, v, f32, None);
            let wide = rw.body().result(wide, 0);
            arith::TruncFOp::build(rw, loc, wide, to, None, None).into()
        }
        (Scalar::Int(1), Scalar::Int(_)) => arith::ExtUIOp::build(rw, loc, v, to).into(),
        (Scalar::Int(a), Scalar::Int(c)) if a < c => arith::ExtSIOp::build(rw, loc, v, to).into(),
        (Scalar::Int(_), Scalar::Int(_)) => arith::TruncIOp::build(rw, loc, v, to, None).into(),
        (Scalar::Int(1), Scalar::Float(_)) => arith::UIToFPOp::build(rw, loc, v, to).into(),
        (Scalar::Int(_), Scalar::Float(_)) => arith::SIToFPOp::build(rw, loc, v, to).into(),
        (Scalar::Float(_), Scalar::Int(_)) => arith::FPToSIOp::build(rw, loc, v, to).into(),
    };
    rw.body().result(op, 0)
}
