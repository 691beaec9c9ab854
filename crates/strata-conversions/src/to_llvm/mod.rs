//! Lowerings to the `llvm` dialect (upstream's `LLVMCommon`: the
//! `LLVMTypeConverter`, the `LLVMConversionTarget` and the one-to-one
//! rewrite patterns built on them) and the passes that use them:
//!
//! - [`arith`], `convert-arith-to-llvm`;
//! - [`index`], `convert-index-to-llvm`;
//! - [`math`], `convert-math-to-llvm`;
//! - [`memref`], `finalize-memref-to-llvm`;
//! - [`ub`], `convert-ub-to-llvm`;
//! - [`cf`], `convert-cf-to-llvm`;
//! - [`func`], `convert-func-to-llvm`;
//! - [`vector`], `convert-vector-to-llvm`;
//! - [`interface`], `convert-to-llvm` and the dialect interface driving it;
//! - [`runtime`], the runtime functions lowerings call (`puts`, `abort`).
//!
//! Types convert as upstream's `LLVMTypeConverter` converts them
//! ([`convert_type`]): `index` to the index bit width's integer, integers
//! to signless ones, floats LLVM has to themselves (the small formats to
//! integers of their width), a vector to a 1-D vector of its last
//! dimension nested in `!llvm.array`s of the others, a memref to its
//! descriptor struct ([`descriptor`]), a function type to `!llvm.ptr`, a
//! complex number to a struct of its parts, and every type LLVM already
//! understands to itself. Values whose producers and users
//! convert at different times are bridged by
//! `builtin.unrealized_conversion_cast`.
//!
//! Invariant: a pattern creates its ops in upstream's order, so the output
//! is `mlir-opt-22`'s; n-D vector ops are unrolled over the leading
//! dimensions in row-major order, from an `llvm.mlir.poison` aggregate.

pub mod amx;
pub mod arith;
pub mod arm_sve;
pub mod cf;
pub mod descriptor;
pub mod func;
pub mod index;
pub mod interface;
pub mod intrinsic;
pub mod math;
pub mod memref;
pub mod request_c_wrappers;
pub mod runtime;
pub mod ub;
pub mod vector;
pub mod x86vector;

use strata_dialect_builtin::UnrealizedConversionCastOp;
use strata_dialect_llvm::types::{is_compatible, is_compatible_float, ArrayType, PointerType, StructType};
use strata_dialect_llvm::{ExtractValueOp, FastmathFlags, InsertValueOp, PoisonOp};
use strata_ir::{
    Attribute, Body, Context, Ident, OpBuilder, OpClassKey, OpId, OpName, OperationState, SmallVec, Type, TypeKind,
    Value,
};
use strata_rewrite::conversion::{
    ConversionPattern, ConversionRewriter, ConversionTarget, OpAdaptor, TypeConversion, TypeConverter,
};

/// Upstream's `LowerToLLVMOptions`, as far as the lowerings here read it.
#[derive(Copy, Clone, Debug)]
pub struct LowerToLlvmOptions {
    /// The width `index` converts to (upstream derives 64 from the default
    /// data layout).
    pub index_bitwidth: u32,
    /// Whether statically shaped memrefs cross function boundaries as
    /// bare pointers (upstream's `useBarePtrCallConv`).
    pub use_bare_ptr_call_conv: bool,
}

impl Default for LowerToLlvmOptions {
    fn default() -> Self {
        LowerToLlvmOptions { index_bitwidth: 64, use_bare_ptr_call_conv: false }
    }
}

impl LowerToLlvmOptions {
    /// The options a pass's `index-bitwidth` option gives (0: derive it
    /// from the data layout, 64 bits).
    pub fn with_index_bitwidth(index_bitwidth: u32) -> Self {
        LowerToLlvmOptions {
            index_bitwidth: if index_bitwidth == 0 { 64 } else { index_bitwidth },
            use_bare_ptr_call_conv: false,
        }
    }
}

/// The LLVM type `ty` converts to, if it converts (upstream's
/// `LLVMTypeConverter::convertType`).
pub fn convert_type(ctx: &Context, options: LowerToLlvmOptions, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Index => Some(ctx.integer_type(options.index_bitwidth)),
        TypeKind::Integer { width, .. } => Some(ctx.integer_type(*width)),
        TypeKind::Float(kind) => {
            if is_compatible_float(ctx, ty) {
                Some(ty)
            } else if kind.width() <= 8 {
                // F4, F6 and F8 formats travel as integers of their width.
                Some(ctx.integer_type(kind.width()))
            } else {
                None
            }
        }
        TypeKind::Vector { shape, scalable, element } => {
            let element = convert_type(ctx, options, *element)?;
            let Some((&last, leading)) = shape.split_last() else {
                return Some(ctx.vector_type(vec![1], element));
            };
            // Only the trailing dimension of an n-D vector may be scalable.
            let (&last_scalable, leading_scalable) = scalable.split_last()?;
            if leading_scalable.iter().any(|&s| s) {
                return None;
            }
            let mut converted =
                ctx.intern_type(TypeKind::Vector { shape: vec![last], scalable: vec![last_scalable], element });
            for &n in leading.iter().rev() {
                converted = ArrayType::get(ctx, converted, u64::try_from(n).ok()?);
            }
            Some(converted)
        }
        TypeKind::MemRef { .. } => descriptor::memref_descriptor_type(ctx, options, ty),
        TypeKind::UnrankedMemRef { element, .. } => {
            convert_type(ctx, options, *element)?;
            Some(StructType::literal(ctx, descriptor::unranked_descriptor_fields(ctx, options), false))
        }
        TypeKind::Function { .. } => Some(ctx.dialect_type(PointerType { address_space: 0 })),
        TypeKind::Complex(element) => {
            let part = convert_type(ctx, options, *element)?;
            Some(StructType::literal(ctx, vec![part, part], false))
        }
        _ => is_compatible(ctx, ty).then_some(ty),
    }
}

/// The LLVM type converter (upstream's `LLVMTypeConverter`), with
/// `unrealized_conversion_cast` materializations, except for memrefs
/// passed as their descriptor's fields (or a bare pointer), which are
/// packed into their descriptor first.
pub fn llvm_type_converter(options: LowerToLlvmOptions) -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(move |ctx, ty| match convert_type(ctx, options, ty) {
        Some(t) => TypeConversion::one(t),
        None => TypeConversion::Fail,
    });
    converter.add_source_materialization(move |rw, ty, inputs, loc| {
        let packed = pack_memref(rw, options, ty, inputs, loc)?;
        Some(strata_rewrite::conversion::unrealized_cast(rw, ty, &[packed], loc))
    });
    converter.add_target_materialization(move |rw, types, inputs, loc, original| {
        let original = original?;
        if types.len() != 1 || convert_type(rw.ctx(), options, original) != Some(types[0]) {
            return None;
        }
        pack_memref(rw, options, original, inputs, loc).map(|v| SmallVec::from_elem(v, 1))
    });
    converter
}

/// The descriptor of a memref of type `ty` from the values it travels as
/// (upstream's `packRankedMemRefDesc` and `packUnrankedMemRefDesc`): a
/// bare pointer (a statically shaped memref), or the descriptor's fields.
fn pack_memref(
    rw: &mut strata_rewrite::Rewriter<'_>,
    options: LowerToLlvmOptions,
    ty: Type,
    inputs: &[Value],
    loc: strata_ir::Location,
) -> Option<Value> {
    let ctx = rw.ctx();
    let types: Vec<Type> = inputs.iter().map(|&v| rw.body().value_type(v)).collect();
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => {
            let rank = shape.len();
            if let [one] = types.as_slice() {
                if ctx.type_storage::<PointerType>(*one).is_some() {
                    return descriptor::MemRefDescriptor::from_static_shape(rw, loc, options, ty, inputs[0]);
                }
            }
            if descriptor::memref_descriptor_fields(ctx, options, ty, true)? != types {
                return None;
            }
            let desc = descriptor::memref_descriptor_type(ctx, options, ty)?;
            Some(descriptor::MemRefDescriptor::pack(rw, loc, desc, rank, inputs))
        }
        TypeKind::UnrankedMemRef { .. } => {
            if descriptor::unranked_descriptor_fields(ctx, options) != types {
                return None;
            }
            let desc = convert_type(ctx, options, ty)?;
            Some(descriptor::UnrankedMemRefDescriptor::pack(rw, loc, desc, inputs))
        }
        _ => None,
    }
}

/// Upstream's `LLVMConversionTarget`: the llvm dialect and the casts
/// bridging unconverted values are legal.
pub fn llvm_conversion_target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("llvm").add_legal_op::<UnrealizedConversionCastOp>();
    target
}

/// Every attribute of `op`, inherent (properties) then discardable, as
/// upstream's `op->getAttrs()` lists them for a rewrite that copies them.
pub fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<(Ident, Attribute)> {
    let mut out: Vec<(Ident, Attribute)> =
        body.properties(op).map(|p| ctx.dict_entries(p).to_vec()).unwrap_or_default();
    out.extend(ctx.dict_entries(body.attrs(op)).iter().copied());
    out
}

/// The name of the op a lowering creates: a string, interned on use, or
/// a name interned once by the pattern (the one-to-one patterns, which
/// run on most ops of a lowering).
pub trait TargetName: Copy {
    fn op_name(self, ctx: &Context) -> OpName;
}

impl TargetName for &str {
    fn op_name(self, ctx: &Context) -> OpName {
        ctx.op_name(self)
    }
}

impl TargetName for OpName {
    fn op_name(self, _: &Context) -> OpName {
        self
    }
}

/// Creates the op `name` with `operands`, `results` and the attributes
/// `attrs` (inherent ones as its properties), at the rewriter's insertion
/// point and `op`'s location (upstream's `rewriter.create` from an
/// `OperationState`).
fn create(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    name: impl TargetName,
    operands: &[Value],
    results: &[Type],
    attrs: Vec<(Ident, Attribute)>,
) -> OpId {
    let ctx = rw.ctx();
    let mut state = OperationState::new(name.op_name(ctx), rw.body().op_loc(op));
    state.operands.extend_from_slice(operands);
    state.result_types.extend_from_slice(results);
    state.set_attributes(ctx, attrs);
    rw.create(state)
}

/// Upstream's `LLVM::detail::oneToOneRewrite`: `op` as one op `name`
/// taking `operands` and carrying `attrs`, of the converted result type;
/// several results are packed into a literal struct (upstream's
/// `packOperationResults`) and taken apart with `llvm.extractvalue`.
pub fn one_to_one(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    name: impl TargetName,
    operands: &[Value],
    attrs: Vec<(Ident, Attribute)>,
) -> bool {
    let ctx = rw.ctx();
    let mut converted: SmallVec<[Type; 2]> = SmallVec::new();
    for &r in rw.body().results(op) {
        match rw.type_converter().convert_type_1to1(ctx, rw.body().value_type(r)) {
            Some(t) => converted.push(t),
            None => return false,
        }
    }
    let packed = match converted.len() {
        0 | 1 => converted.clone(),
        _ => strata_ir::smallvec![StructType::literal(ctx, converted.to_vec(), false)],
    };
    let new = create(rw, op, name, operands, &packed, attrs);
    let results: SmallVec<[Value; 2]> = rw.body().results(new).iter().copied().collect();
    if converted.len() <= 1 {
        rw.replace_op(op, &results);
        return true;
    }
    let loc = rw.body().op_loc(op);
    let values: SmallVec<[Value; 4]> = converted
        .iter()
        .enumerate()
        .map(|(i, &ty)| ExtractValueOp::build(rw, loc, results[0], ty, ctx.dense_i64_array(&[i as i64])).res(rw.body()))
        .collect();
    rw.replace_op(op, &values);
    true
}

/// Upstream's `LLVM::detail::vectorOneToOneRewrite`: a one-to-one rewrite
/// whose operands are LLVM types, unrolled over the leading dimensions
/// when they are n-D vectors (arrays of 1-D vectors).
pub fn vector_one_to_one(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    name: impl TargetName,
    operands: &[Value],
    attrs: Vec<(Ident, Attribute)>,
) -> bool {
    let ctx = rw.ctx();
    if operands.is_empty() || !operands.iter().all(|&v| is_compatible(ctx, rw.body().value_type(v))) {
        return false;
    }
    if ctx.type_storage::<ArrayType>(rw.body().value_type(operands[0])).is_none() {
        return one_to_one(rw, op, name, operands, attrs);
    }
    let name = name.op_name(ctx);
    handle_multidimensional_vectors(rw, op, operands, |rw, ty, parts| {
        let new = create(rw, op, name, parts, &[ty], attrs.clone());
        rw.body().results(new)[0]
    })
}

/// Upstream's `LLVM::detail::handleMultidimensionalVectors`: `op`, whose
/// result is an n-D vector, as `create` applied to the 1-D vectors of its
/// operands at each position of the leading dimensions, inserted into a
/// poison aggregate in row-major order.
pub fn handle_multidimensional_vectors(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[Value],
    mut create: impl FnMut(&mut ConversionRewriter<'_, '_>, Type, &[Value]) -> Value,
) -> bool {
    let ctx = rw.ctx();
    let result_ty = rw.body().value_type(rw.body().results(op)[0]);
    let TypeKind::Vector { shape, .. } = ctx.type_kind(result_ty) else { return false };
    let leading: Vec<i64> = shape[..shape.len().saturating_sub(1)].to_vec();
    let Some(nd_ty) = rw.type_converter().convert_type_1to1(ctx, result_ty) else { return false };
    let one_d = innermost(ctx, nd_ty, leading.len());
    let loc = rw.body().op_loc(op);
    let mut desc = PoisonOp::build(rw, loc, nd_ty).res(rw.body());
    let count: i64 = leading.iter().product();
    let mut position = vec![0i64; leading.len()];
    for _ in 0..count {
        let pos_attr = ctx.dense_i64_array(&position);
        let mut parts = Vec::with_capacity(operands.len());
        for &operand in operands {
            let ty = innermost(ctx, rw.body().value_type(operand), leading.len());
            parts.push(ExtractValueOp::build(rw, loc, operand, ty, pos_attr).res(rw.body()));
        }
        let value = create(rw, one_d, &parts);
        desc = InsertValueOp::build(rw, loc, desc, value, nd_ty, pos_attr).res(rw.body());
        // The next position, the last dimension fastest.
        for d in (0..position.len()).rev() {
            position[d] += 1;
            if position[d] < leading[d] {
                break;
            }
            position[d] = 0;
        }
    }
    rw.replace_op(op, &[desc]);
    true
}

/// How a one-to-one lowering carries the source op's attributes over
/// (upstream's `AttrConvert*` classes).
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Attrs {
    /// Every attribute as it is.
    PassThrough,
    /// `fastmath` as the llvm op's `fastmathFlags`.
    FastMath,
    /// `overflowFlags` as the llvm op's `overflowFlags` property.
    Overflow,
}

/// A one-to-one lowering of the op `source` to the llvm op `target`
/// (upstream's `VectorConvertToLLVMPattern`).
pub struct VectorConvert {
    source: &'static str,
    target: OpClassKey,
    attrs: Attrs,
    /// Leave the op alone when one of its float types has no LLVM
    /// equivalent (upstream's `FailOnUnsupportedFP`).
    fail_on_unsupported_fp: bool,
}

impl VectorConvert {
    pub fn new(source: &'static str, target: &'static str, attrs: Attrs, fail_on_unsupported_fp: bool) -> Self {
        VectorConvert { source, target: OpClassKey::new(target), attrs, fail_on_unsupported_fp }
    }
}

impl ConversionPattern for VectorConvert {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ctx.op_name(self.source))
    }
    fn debug_name(&self) -> &str {
        self.source
    }
    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        if self.fail_on_unsupported_fp && has_unsupported_float(rw, op) {
            return false;
        }
        let target = rw.ctx().class_op_name(&self.target);
        let attrs = converted_attrs(rw.ctx(), rw.body(), op, self.attrs, target);
        vector_one_to_one(rw, op, target, &adaptor.operands(), attrs)
    }
}

/// A lowering function rooted at an op, given the pass's options `O`
/// (the memref and vector lowerings' patterns).
pub type Lowering<O> = fn(O, OpId, &OpAdaptor, &mut ConversionRewriter<'_, '_>) -> bool;

/// The op name a lowering is rooted at.
pub type RootName = fn(&Context) -> OpName;

/// A conversion pattern made of a [`Lowering`] and the options it reads.
pub struct LoweringPattern<O> {
    pub root: RootName,
    pub rewrite: Lowering<O>,
    pub options: O,
    pub debug_name: &'static str,
}

impl<O: Copy + Send + Sync> ConversionPattern for LoweringPattern<O> {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some((self.root)(ctx))
    }
    fn debug_name(&self) -> &str {
        self.debug_name
    }
    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        (self.rewrite)(self.options, op, adaptor, rw)
    }
}

/// Does an operand or result of `op` have a float element type the LLVM
/// type converter changes (upstream's `isUnsupportedFloatingPointType`)?
pub fn has_unsupported_float(rw: &ConversionRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let types =
        body.operands(op).map(|v| body.value_type(v)).chain(body.results(op).iter().map(|&r| body.value_type(r)));
    types.map(|t| ctx.element_type_or_self(t)).any(|e| {
        matches!(ctx.type_kind(e), TypeKind::Float(_)) && rw.type_converter().convert_type_1to1(ctx, e) != Some(e)
    })
}

/// The attributes of `op` for its llvm replacement `target`, as `kind`
/// converts them. An inherent attribute at its default value counts as
/// unset, as upstream's properties leave an unwritten default out of
/// `getAttrs()`.
pub fn converted_attrs(
    ctx: &Context,
    body: &Body,
    op: OpId,
    kind: Attrs,
    target: impl TargetName,
) -> Vec<(Ident, Attribute)> {
    let info = ctx.op_info(body.op_name(op));
    let is_default = |k: Ident, v: Attribute| {
        info.is_some_and(|i| i.attr_idents().iter().zip(i.attr_defaults(ctx)).any(|(&n, &d)| n == k && d == Some(v)))
    };
    let mut attrs: Vec<(Ident, Attribute)> = all_attrs(ctx, body, op);
    let mut extra = Vec::new();
    match kind {
        Attrs::PassThrough => {}
        Attrs::FastMath => {
            let fastmath = strata_ir::static_ident!(ctx, "fastmath");
            if let Some(&(_, flags)) = attrs.iter().find(|(k, _)| *k == fastmath) {
                if let Some(bits) = arith_fastmath_bits(ctx, flags) {
                    let name = strata_ir::static_ident!(ctx, "fastmathFlags");
                    extra.push((name, ctx.dialect_attr(llvm_fastmath(bits))));
                }
            }
            attrs.retain(|(k, _)| *k != fastmath);
        }
        Attrs::Overflow => {
            let name = strata_ir::static_ident!(ctx, "overflowFlags");
            let bits =
                attrs.iter().find(|(k, _)| *k == name).and_then(|&(_, a)| arith_overflow_bits(ctx, a)).unwrap_or(0);
            attrs.retain(|(k, _)| *k != name);
            if ctx.op_info(target.op_name(ctx)).is_some_and(|i| i.is_inherent_ident(ctx, name)) {
                extra.push((name, ctx.integer_attr(ctx.integer_type(32), bits)));
            }
        }
    }
    attrs.retain(|&(k, v)| !is_default(k, v));
    attrs.extend(extra);
    attrs
}

/// The bits of an `#arith.fastmath<...>` attribute.
pub fn arith_fastmath_bits(ctx: &Context, a: Attribute) -> Option<u32> {
    ctx.attr_storage::<strata_dialect_arith::FastMathFlags>(a).map(|f| f.0)
}

/// The bits of an `#arith.overflow<...>` attribute.
fn arith_overflow_bits(ctx: &Context, a: Attribute) -> Option<i64> {
    ctx.attr_storage::<strata_dialect_arith::IntegerOverflowFlags>(a).map(|f| i64::from(f.0))
}

/// arith's fast-math flags as LLVM's (upstream's
/// `convertArithFastMathFlagsToLLVM`): the same flags, numbered apart.
pub fn llvm_fastmath(arith: u32) -> FastmathFlags {
    use strata_dialect_arith::FastMathFlags as A;
    let pairs = [
        (A::NNAN, FastmathFlags::NNAN),
        (A::NINF, FastmathFlags::NINF),
        (A::NSZ, FastmathFlags::NSZ),
        (A::ARCP, FastmathFlags::ARCP),
        (A::CONTRACT, FastmathFlags::CONTRACT),
        (A::AFN, FastmathFlags::AFN),
        (A::REASSOC, FastmathFlags::REASSOC),
    ];
    pairs.iter().filter(|(a, _)| arith & a.0 == a.0).fold(FastmathFlags::NONE, |acc, (_, l)| acc | *l)
}

/// The type `depth` levels of `!llvm.array` inside `ty`.
fn innermost(ctx: &Context, mut ty: Type, depth: usize) -> Type {
    for _ in 0..depth {
        match ctx.type_storage::<ArrayType>(ty) {
            Some(a) => ty = a.element,
            None => break,
        }
    }
    ty
}
