//! The `convert-vector-to-scf` pass (upstream's `ConvertVectorToSCF`):
//! vector transfers of a rank above `target-rank` as loops of transfers
//! of lower rank, 1-D transfers memory cannot serve with one vector access
//! as loops of scalar loads and stores, and n-D `vector.print`s as loops
//! of scalar prints. Two runs of the greedy driver, as upstream's: first
//! the permutation-map lowering (transfers with minor identity maps plus
//! transposes and broadcasts), then the patterns of
//! [`populate_vector_to_scf_conversion_patterns`]:
//!
//! - [`progressive`]: by default, a transfer is staged through a buffer
//!   (`memref.alloca` of its vector type at the start of the nearest
//!   automatic allocation scope), labeled `__vector_to_scf_lowering__`,
//!   and unpacked one dim per step into an `scf.for` over a
//!   `vector.type_cast` of the buffer (`Prepare*Conversion`,
//!   `TransferOpConversion`);
//! - [`unrolled`]: with `full-unroll`, the same without buffers or loops,
//!   through `vector.insert`/`vector.extract`;
//! - [`one_d`]: with `target-rank=1`, `TransferOp1dConversion`;
//! - [`print`](mod@print): `DecomposePrintOpConversion`.
//!
//! Every unpacked dim that may be out of bounds (or is masked by a 1-D
//! mask) gets an `scf.if` guard ([`in_bounds_check`]).
//!
//! Invariants: a pattern decides it applies before it creates anything;
//! ops are created in upstream's order, bodies of new `scf.for`/`scf.if`
//! ops before the ops themselves (so the driver meets them on its next
//! sweep, as upstream's does); a transfer outside any automatic allocation
//! scope is not staged (upstream's `mlir-opt-22` crashes there).

mod one_d;
mod print;
mod progressive;
mod unrolled;

use strata_dialect_affine::build::composed_apply;
use strata_dialect_arith::build::index_constant;
use strata_dialect_arith::CmpIPredicate;
use strata_dialect_memref as memref;
use strata_dialect_scf::build::if_op;
use strata_dialect_scf::YieldOp;
use strata_dialect_tensor as tensor;
use strata_dialect_vector::build::{extract, vector_rank, without_leading_dims, Position};
use strata_dialect_vector::fold::transfer::is_ranked_tensor;
use strata_dialect_vector::transforms::populate_vector_transfer_permutation_map_lowering_patterns;
use strata_dialect_vector::Transfer;
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{Body, Context, Location, OpClass, OpId, OpName, Type, TypeKind, Value};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use crate::emit::Emit;

pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "full-unroll",
        description: "Perform full unrolling when converting vector transfers to SCF",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
    OptionSpec {
        name: "lower-scalable",
        description: "Add scalable vector specific lowerings (that introduce loops)",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
    OptionSpec {
        name: "lower-tensors",
        description: "Lower transfer ops that operate on tensors",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
    OptionSpec {
        name: "target-rank",
        description: "Target vector rank to which transfer ops should be lowered",
        kind: OptionKind::UInt,
        default: "1",
        extension: false,
    },
];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "convert-vector-to-scf",
        name: "ConvertVectorToSCF",
        description: "Lower the operations from the vector dialect into the SCF dialect",
        options: OPTIONS,
        anchor: None,
        create: |options, _| {
            Ok(Box::new(ConvertVectorToScf { options: VectorTransferToScfOptions::from_pass(options) }))
        },
    }
}

/// Upstream's `VectorTransferToSCFOptions`.
#[derive(Copy, Clone, Debug)]
pub struct VectorTransferToScfOptions {
    /// Unroll instead of generating loops (`full-unroll`).
    pub unroll: bool,
    /// The rank down to which transfers are lowered.
    pub target_rank: usize,
    /// Also lower transfers on tensors.
    pub lower_tensors: bool,
    /// Also lower `transfer_write`s of transposed scalable vectors.
    pub lower_scalable: bool,
}

impl Default for VectorTransferToScfOptions {
    fn default() -> Self {
        VectorTransferToScfOptions { unroll: false, target_rank: 1, lower_tensors: false, lower_scalable: false }
    }
}

impl VectorTransferToScfOptions {
    fn from_pass(options: &PassOptions) -> Self {
        VectorTransferToScfOptions {
            unroll: options.bool("full-unroll"),
            target_rank: usize::try_from(options.int("target-rank")).unwrap_or(1),
            lower_tensors: options.bool("lower-tensors"),
            lower_scalable: options.bool("lower-scalable"),
        }
    }
}

/// The pass.
pub struct ConvertVectorToScf {
    options: VectorTransferToScfOptions,
}

impl Pass for ConvertVectorToScf {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        // Upstream ignores whether either run converges.
        let mut set = PatternSet::new();
        populate_vector_transfer_permutation_map_lowering_patterns(&mut set);
        crate::apply_patterns_greedily(run, body, op, set)?;
        let mut set = PatternSet::new();
        populate_vector_to_scf_conversion_patterns(&mut set, self.options);
        crate::apply_patterns_greedily(run, body, op, set)?;
        Ok(())
    }
}

/// Upstream's `populateVectorToSCFConversionPatterns`.
pub fn populate_vector_to_scf_conversion_patterns(set: &mut PatternSet, options: VectorTransferToScfOptions) {
    use strata_dialect_vector::{PrintOp, TransferReadOp, TransferWriteOp};
    if options.unroll {
        set.add(XferPattern::<TransferReadOp>::new("UnrollTransferReadConversion", options, unrolled::unroll_read));
        set.add(XferPattern::<TransferWriteOp>::new("UnrollTransferWriteConversion", options, unrolled::unroll_write));
    } else {
        set.add(XferPattern::<TransferReadOp>::new(
            "PrepareTransferReadConversion",
            options,
            progressive::prepare_read,
        ));
        set.add(XferPattern::<TransferWriteOp>::new(
            "PrepareTransferWriteConversion",
            options,
            progressive::prepare_write,
        ));
        set.add(XferPattern::<TransferReadOp>::new("TransferOpConversion", options, progressive::unpack_read));
        set.add(XferPattern::<TransferWriteOp>::new("TransferOpConversion", options, progressive::unpack_write));
    }
    if options.lower_scalable {
        set.add(XferPattern::<TransferWriteOp>::new(
            "ScalableTransposeTransferWriteConversion",
            options,
            progressive::scalable_transpose_write,
        ));
    }
    if options.target_rank == 1 {
        set.add(XferPattern::<TransferReadOp>::new("TransferOp1dConversion", options, one_d::lower_read));
        set.add(XferPattern::<TransferWriteOp>::new("TransferOp1dConversion", options, one_d::lower_write));
    }
    set.add(XferPattern::<PrintOp>::new("DecomposePrintOpConversion", options, print::decompose));
}

/// A pattern function of the op class `Op` that reads the options
/// (upstream's `VectorToSCFPattern`).
type XferRewrite<Op> = fn(Op, &mut Rewriter<'_>, &VectorTransferToScfOptions) -> bool;

struct XferPattern<Op> {
    name: &'static str,
    options: VectorTransferToScfOptions,
    rewrite: XferRewrite<Op>,
}

impl<Op: OpClass> XferPattern<Op> {
    fn new(name: &'static str, options: VectorTransferToScfOptions, rewrite: XferRewrite<Op>) -> Self {
        XferPattern { name, options, rewrite }
    }
}

impl<Op: OpClass + 'static> RewritePattern for XferPattern<Op> {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(Op::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        match Op::cast(rw.ctx(), rw.body(), op) {
            Some(op) => (self.rewrite)(op, rw, &self.options),
            None => false,
        }
    }
}

/// The label of transfers in the middle of the progressive lowering.
const PASS_LABEL: &str = "__vector_to_scf_lowering__";

fn has_label(rw: &Rewriter<'_>, op: impl Into<OpId>) -> bool {
    let ctx = rw.ctx();
    ctx.dict_get(rw.body().attrs(op), PASS_LABEL).is_some()
}

/// Sets the label on `op` (a new op: nobody is told, as upstream's
/// `setDiscardableAttr`).
fn set_label(rw: &mut Rewriter<'_>, op: OpId) {
    let ctx = rw.ctx();
    rw.with_body(|b| {
        let attrs = ctx.dict_with(b.attrs(op), ctx.ident(PASS_LABEL), Some(ctx.unit_attr()));
        b.set_attrs(op, attrs);
    });
}

/// `maybeApplyPassLabel`: labels `op` if its vector's rank is still above
/// the target rank.
fn maybe_label(rw: &mut Rewriter<'_>, op: OpId, vector_type: Type, options: &VectorTransferToScfOptions) {
    if vector_rank(rw.ctx(), vector_type) > options.target_rank {
        set_label(rw, op);
    }
}

/// Sets `op`'s mask operand (the last operand group of a transfer) to
/// `mask`, silently (the caller reports the change if upstream does).
fn set_mask(rw: &mut Rewriter<'_>, op: OpId, mask: Value) {
    let ctx = rw.ctx();
    rw.with_body(|b| {
        let mut operands: Vec<Value> = b.operands(op).collect();
        let segments = strata_ir::op_checks::inherent_attr(ctx, b, op, "operandSegmentSizes")
            .map(|a| strata_ir::op_checks::dense_i64_values(ctx, a))
            .unwrap_or_default();
        let Some((&has_mask, rest)) = segments.split_last() else { return };
        if has_mask > 0 {
            *operands.last_mut().expect("a mask operand") = mask;
        } else {
            operands.push(mask);
        }
        b.set_operands(op, &operands);
        let mut sizes = rest.to_vec();
        sizes.push(1);
        strata_ir::op_checks::set_inherent_attr(ctx, b, op, "operandSegmentSizes", ctx.dense_i32_array(&sizes));
    });
}

/// `isTensorOp`: the transfer works on a ranked tensor.
fn is_tensor_op(rw: &Rewriter<'_>, t: &Transfer) -> bool {
    is_ranked_tensor(rw.ctx(), rw.body().value_type(t.base))
}

/// The shaped type of the transfer's base.
fn shaped_type(rw: &Rewriter<'_>, t: &Transfer) -> Type {
    rw.body().value_type(t.base)
}

/// Whether the vector's element type is the base's (upstream does not
/// lower transfers that change it).
fn same_element_type(rw: &Rewriter<'_>, t: &Transfer) -> bool {
    let ctx = rw.ctx();
    let base = shaped_type(rw, t);
    let element = match ctx.type_kind(base) {
        TypeKind::MemRef { element, .. } | TypeKind::RankedTensor { element, .. } => *element,
        _ => return false,
    };
    ctx.element_type_or_self(t.vector_type) == element
}

fn leading_dim_scalable(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.first() == Some(&true))
}

/// `unpackedDim`: the base dim the vector's first dim runs along; `None`
/// for a broadcast.
fn unpacked_dim(t: &Transfer) -> Option<usize> {
    match t.map.results.first() {
        Some(AffineExpr::Dim(d)) => Some(*d as usize),
        _ => None,
    }
}

/// `unpackedPermutationMap`: the map without its first result.
fn unpacked_map(t: &Transfer) -> AffineMap {
    AffineMap::new(t.map.num_dims, 0, t.map.results[1..].to_vec())
}

/// `dropFirstElem` of `in_bounds`.
fn unpacked_in_bounds(ctx: &Context, t: &Transfer) -> strata_ir::Attribute {
    strata_dialect_vector::fold::transfer::bool_array(ctx, &t.in_bounds[1..])
}

/// `base + iv` as a composed `affine.apply` (upstream builds `d0 + d1`).
fn offset_by(rw: &mut Rewriter<'_>, loc: Location, base: Value, iv: Value) -> Value {
    let sum = AffineExpr::Dim(0).add(AffineExpr::Dim(1));
    composed_apply(rw, loc, AffineMap::new(2, 0, vec![sum]), &[base, iv])
}

/// `getXferIndices`: the transfer's indices, the unpacked dim's offset by
/// `iv`.
fn xfer_indices(rw: &mut Rewriter<'_>, loc: Location, t: &Transfer, iv: Value) -> Vec<Value> {
    let mut indices = t.indices.to_vec();
    if let Some(dim) = unpacked_dim(t) {
        indices[dim] = offset_by(rw, loc, indices[dim], iv);
    }
    indices
}

/// `vector::createOrFoldDimOp`: the size of dim `dim` of the memref or
/// tensor `source`, folded to a constant when it is static (the dim op
/// then goes; its index constant stays, as upstream's builder leaves it).
pub(crate) fn create_or_fold_dim(rw: &mut Rewriter<'_>, loc: Location, source: Value, dim: usize) -> Value {
    let ctx = rw.ctx();
    let index = index_constant(rw, loc, dim as i64);
    let tensor = is_ranked_tensor(ctx, rw.body().value_type(source));
    strata_rewrite::create_or_fold(rw, |b| match tensor {
        true => tensor::DimOp::build(b, loc, source, index, ctx.index_type()).into(),
        false => memref::DimOp::build(b, loc, source, index, ctx.index_type()).into(),
    })[0]
}

/// `generateMaskCheck`: bit `iv` of a 1-D mask, unless the unpacked dim is
/// a broadcast.
fn mask_check(rw: &mut Rewriter<'_>, loc: Location, t: &Transfer, iv: Value) -> Option<Value> {
    let mask = t.mask?;
    if vector_rank(rw.ctx(), rw.body().value_type(mask)) != 1 || t.is_broadcast_dim(0) {
        return None;
    }
    Some(extract(rw, loc, mask, &[Position::Dynamic(iv)]))
}

/// A case of [`in_bounds_check`]: builds its ops and gives the value the
/// `scf.if` yields (if it yields one).
type Case<'c> = &'c mut dyn FnMut(&mut Rewriter<'_>) -> Option<Value>;

/// The two cases of [`in_bounds_check`] and the types they yield.
struct Cases<'c> {
    result_types: &'c [Type],
    in_bounds: Case<'c>,
    /// Absent: the out-of-bounds block yields nothing.
    out_of_bounds: Option<Case<'c>>,
}

/// `generateInBoundsCheck`: when the unpacked dim (`dim`, `None` for a
/// broadcast) may be out of bounds at `base index + iv` or a 1-D mask
/// may mask the element out, an `scf.if` of the condition whose blocks
/// the two cases build (yielding their values when there are result
/// types); else the in-bounds case's ops, unguarded. The value the check
/// gives.
fn in_bounds_check(
    rw: &mut Rewriter<'_>,
    (loc, t, iv): (Location, &Transfer, Value),
    dim: Option<usize>,
    cases: Cases<'_>,
) -> Option<Value> {
    let Cases { result_types, in_bounds, mut out_of_bounds } = cases;
    let has_result = !result_types.is_empty();
    let mut cond = None;
    if let Some(dim) = dim.filter(|_| !t.is_dim_in_bounds(0)) {
        let size = create_or_fold_dim(rw, loc, t.base, dim);
        let index = offset_by(rw, loc, t.indices[dim], iv);
        cond = Some(Emit::new(rw, loc).cmpi(CmpIPredicate::Sgt, size, index));
    }
    if let Some(masked_in) = mask_check(rw, loc, t, iv) {
        cond = Some(match cond {
            Some(c) => Emit::new(rw, loc).andi(c, masked_in),
            None => masked_in,
        });
    }
    let Some(cond) = cond else { return in_bounds(rw) };
    let yield_value = |rw: &mut Rewriter<'_>, v: Option<Value>| {
        let values: Vec<Value> = if has_result { v.into_iter().collect() } else { Vec::new() };
        YieldOp::build(rw, loc, &values);
    };
    let mut otherwise = |rw: &mut Rewriter<'_>| match out_of_bounds.as_deref_mut() {
        Some(case) => {
            let v = case(rw);
            yield_value(rw, v);
        }
        None => {
            YieldOp::build(rw, loc, &[]);
        }
    };
    let check = if_op(
        rw,
        loc,
        cond,
        |rw| {
            let v = in_bounds(rw);
            yield_value(rw, v);
        },
        Some(&mut otherwise),
    );
    if has_result {
        rw.body().results(check).first().copied()
    } else {
        None
    }
}

/// `unpackOneDim`: `memref<S x vector<a x R>>` as `memref<S x a x
/// vector<R>>`; `None` for a leading scalable dim or another type.
fn unpack_one_dim(ctx: &Context, ty: Type) -> Option<Type> {
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(ty) else { return None };
    let TypeKind::Vector { shape: vshape, scalable, .. } = ctx.type_kind(*element) else { return None };
    if scalable.first().copied().unwrap_or(true) {
        return None;
    }
    let mut new_shape = shape.clone();
    new_shape.push(vshape[0]);
    let inner = without_leading_dims(ctx, *element, 1);
    Some(ctx.intern_type(TypeKind::MemRef { shape: new_shape, element: inner, layout: None, memory_space: None }))
}
