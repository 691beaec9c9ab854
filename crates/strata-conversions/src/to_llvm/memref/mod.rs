//! `finalize-memref-to-llvm` (upstream's
//! `FinalizeMemRefToLLVMConversionPass` and
//! `populateFinalizeMemRefToLLVMConversionPatterns`). This file has the
//! pass and the ops that allocate, free, read and write memory and read
//! sizes: `memref.alloc` (`malloc`, `aligned_alloc` with
//! `use-aligned-alloc`, or the generic `_mlir_memref_to_llvm_alloc`),
//! `memref.alloca` (`llvm.alloca`), `memref.dealloc` (`free`),
//! `memref.load` and `memref.store` (through the element's address), and
//! `memref.dim`; [`views`] the ops that view the same buffer or read its
//! metadata, [`copy`] `memref.copy`, [`global`] globals, [`atomic`]
//! `atomic_rmw` and `prefetch`, [`scope`] `alloca_scope`.
//!
//! An allocation builds its descriptor from the sizes and the identity
//! layout's strides (upstream's `getMemRefDescriptorSizes`: strides from
//! the innermost dimension out, a static one as a constant, a dynamic one
//! multiplied in); an element's address is the aligned pointer, moved by
//! the layout's offset, then by the sum of each index times its stride
//! (`inbounds|nuw`, the products `nsw, nuw`).
//!
//! Invariant: ops are created in upstream's order, so the output is
//! `mlir-opt-22`'s. An op these files do not lower (the other memref ops,
//! unranked memrefs, layouts that are not the identity where one is
//! needed) stays, its operands and results bridged by casts.

use strata_dialect_llvm::build as llvm_build;
use strata_dialect_llvm::types::{ArrayType, PointerType};
use strata_dialect_llvm::{
    AddOp, AddrSpaceCastOp, AllocaOp as LlvmAllocaOp, GEPOp, IntToPtrOp, MulOp, PtrToIntOp, SubOp, URemOp, ZeroOp,
};
use strata_dialect_memref::{AllocOp, AllocaOp, DeallocOp, DimOp, LoadOp, StoreOp};
use strata_interfaces::layout::{memref_parts, strides_and_offset};
use strata_ir::op_checks::{constant_int_value, inherent_attr};
use strata_ir::{Attribute, Body, Context, Location, OpBuilder, OpClass, OpId, Type, TypeKind, Value, DYNAMIC};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};
use strata_rewrite::conversion::{ConversionPatternSet, ConversionRewriter, OpAdaptor};

mod atomic;
mod copy;
mod global;
mod scope;
mod views;

use super::descriptor::{address_space, index_constant, MemRefDescriptor, UnrankedMemRefDescriptor};
use super::runtime::{enclosing_module, lookup_or_create_fn, lookup_or_create_fn_returning};
use super::{
    convert_type, llvm_conversion_target, llvm_type_converter, LowerToLlvmOptions, Lowering, LoweringPattern, RootName,
};

pub const OPTIONS: &[OptionSpec] = &[
    super::arith::INDEX_BITWIDTH,
    OptionSpec {
        name: "use-aligned-alloc",
        description: "Use aligned_alloc in place of malloc for heap allocations",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
    OptionSpec {
        name: "use-generic-functions",
        description: "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "finalize-memref-to-llvm",
        name: "FinalizeMemRefToLLVMConversionPass",
        description: "Finalize MemRef dialect to LLVM dialect conversion",
        options: OPTIONS,
        anchor: Some("builtin.module"),
        create: |options, _| Ok(Box::new(MemRefToLlvm { options: memref_options_of(options) })),
    }
}

/// What the memref lowering is asked for.
#[derive(Copy, Clone, Debug, Default)]
pub struct MemRefToLlvmOptions {
    pub lowering: LowerToLlvmOptions,
    /// `aligned_alloc` rather than `malloc` (and manual alignment).
    pub use_aligned_alloc: bool,
    /// `_mlir_memref_to_llvm_alloc`/`_free` rather than the C functions.
    pub use_generic_functions: bool,
}

fn memref_options_of(options: &PassOptions) -> MemRefToLlvmOptions {
    MemRefToLlvmOptions {
        lowering: super::arith::options_of(options),
        use_aligned_alloc: options.bool("use-aligned-alloc"),
        use_generic_functions: options.bool("use-generic-functions"),
    }
}

/// The pass.
pub struct MemRefToLlvm {
    options: MemRefToLlvmOptions,
}

impl Pass for MemRefToLlvm {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let mut target = llvm_conversion_target();
        target.add_legal_op::<strata_dialect_func::FuncOp>();
        let mut patterns = ConversionPatternSet::new();
        populate_memref_to_llvm_patterns(&mut patterns, self.options);
        let patterns = patterns.freeze(run.ctx);
        let converter = llvm_type_converter(self.options.lowering);
        crate::run_partial_conversion_with(run, body, op, &target, &patterns, &converter)
    }
}

/// Upstream's `populateFinalizeMemRefToLLVMConversionPatterns`, for the
/// ops this file lowers.
pub fn populate_memref_to_llvm_patterns(set: &mut ConversionPatternSet, options: MemRefToLlvmOptions) {
    use strata_dialect_memref as m;
    let patterns: [(RootName, Lowering<MemRefToLlvmOptions>); 24] = [
        (AllocOp::op_name, lower_alloc),
        (AllocaOp::op_name, lower_alloca),
        (m::AllocaScopeOp::op_name, scope::lower_alloca_scope),
        (m::AtomicRMWOp::op_name, atomic::lower_atomic_rmw),
        (m::AssumeAlignmentOp::op_name, views::lower_assume_alignment),
        (m::CastOp::op_name, views::lower_cast),
        (m::CopyOp::op_name, copy::lower_copy),
        (DeallocOp::op_name, lower_dealloc),
        (DimOp::op_name, lower_dim),
        (m::DistinctObjectsOp::op_name, views::lower_distinct_objects),
        (m::ExtractAlignedPointerAsIndexOp::op_name, views::lower_extract_aligned_pointer),
        (m::ExtractStridedMetadataOp::op_name, views::lower_extract_strided_metadata),
        (m::GenericAtomicRMWOp::op_name, atomic::lower_generic_atomic_rmw),
        (m::GetGlobalOp::op_name, global::lower_get_global),
        (m::GlobalOp::op_name, global::lower_global),
        (LoadOp::op_name, lower_load),
        (m::MemorySpaceCastOp::op_name, views::lower_memory_space_cast),
        (m::PrefetchOp::op_name, atomic::lower_prefetch),
        (m::RankOp::op_name, views::lower_rank),
        (m::ReinterpretCastOp::op_name, views::lower_reinterpret_cast),
        (m::ReshapeOp::op_name, views::lower_reshape),
        (StoreOp::op_name, lower_store),
        (m::TransposeOp::op_name, views::lower_transpose),
        (m::ViewOp::op_name, views::lower_view),
    ];
    for (root, rewrite) in patterns {
        set.add(LoweringPattern { root, rewrite, options, debug_name: "MemRefToLLVM" });
    }
}

fn index_type(ctx: &Context, options: LowerToLlvmOptions) -> Type {
    ctx.integer_type(options.index_bitwidth)
}

/// `inbounds|nuw`, the flags of a loaded or stored element's address.
const INBOUNDS_NUW: i64 = 7;

/// The overflow flags of the address arithmetic under GEP `flags`
/// (upstream: `nusw` gives `nsw`, `nuw` gives `nuw`); none without flags.
fn overflow_of(ctx: &Context, flags: Option<i64>) -> Option<Attribute> {
    let flags = flags?;
    let bits = i64::from(flags & 2 != 0) | (i64::from(flags & 4 != 0) << 1);
    Some(ctx.integer_attr(ctx.integer_type(32), bits))
}

/// `llvm.getelementptr base[dynamic] : elem` with `flags`.
pub(super) fn gep<'a>(
    b: &mut impl OpBuilder<'a>,
    loc: Location,
    result: Type,
    elem: Type,
    base: Value,
    indices: &[GepIndex],
    flags: Option<i64>,
) -> Value {
    let ctx = b.ctx();
    let raw: Vec<i64> = indices
        .iter()
        .map(|i| match i {
            GepIndex::Constant(c) => *c,
            GepIndex::Value(_) => i64::from(i32::MIN),
        })
        .collect();
    let dynamic: Vec<Value> =
        indices.iter().filter_map(|i| if let GepIndex::Value(v) = i { Some(*v) } else { None }).collect();
    let flags = flags.map(|f| ctx.integer_attr(ctx.integer_type(32), f));
    GEPOp::build(b, loc, base, &dynamic, result, ctx.dense_i32_array(&raw), ctx.type_attr(elem), flags).res(b.body())
}

/// A GEP index: a constant or a value.
pub(super) enum GepIndex {
    Constant(i64),
    Value(Value),
}

/// The address of the element at `indices` of a memref of type `ty`
/// whose descriptor is `desc` (upstream's `getStridedElementPtr` with
/// `inbounds|nuw`); `None` when its layout is not strided.
pub(crate) fn strided_element_ptr(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    options: LowerToLlvmOptions,
    ty: Type,
    desc: Value,
    indices: &[Value],
    flags: Option<i64>,
) -> Option<Value> {
    let ctx = rw.ctx();
    let (shape, element, layout, memory_space) = memref_parts(ctx, ty)?;
    let (strides, offset) = strides_and_offset(ctx, shape, layout)?;
    let element = convert_type(ctx, options, element)?;
    let ptr = ctx.dialect_type(PointerType { address_space: address_space(ctx, memory_space)? });
    let d = MemRefDescriptor { value: desc };
    let base = buffer_ptr(rw, loc, options, d, offset, ptr, element);
    let index_ty = index_type(ctx, options);
    let overflow = overflow_of(ctx, flags);
    let mut index: Option<Value> = None;
    for (i, (&idx, &stride)) in indices.iter().zip(&strides).enumerate() {
        let mut increment = idx;
        if stride != 1 {
            let stride =
                if stride == DYNAMIC { d.stride(rw, loc, i) } else { index_constant(rw, loc, options, stride) };
            increment = MulOp::build(rw, loc, increment, stride, index_ty, overflow).res(rw.body());
        }
        index = Some(match index {
            Some(sum) => AddOp::build(rw, loc, sum, increment, index_ty, overflow).res(rw.body()),
            None => increment,
        });
    }
    Some(match index {
        Some(index) => gep(rw, loc, ptr, element, base, &[GepIndex::Value(index)], flags),
        None => base,
    })
}

/// The alignment (an `i64`) and nontemporal mark (a unit attribute, when
/// true) of a load or store `op`, for its llvm op.
fn access_attrs(ctx: &Context, body: &Body, op: OpId) -> (Option<Attribute>, Option<Attribute>) {
    let alignment =
        inherent_attr(ctx, body, op, "alignment").map(|a| ctx.integer_attr(ctx.integer_type(64), int_of(ctx, a)));
    (alignment, nontemporal_attr(ctx, body, op))
}

/// The `nontemporal` unit attribute of the llvm load or store when the
/// `nontemporal` of `op` (a memref or vector load or store) is true.
pub(super) fn nontemporal_attr(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    inherent_attr(ctx, body, op, "nontemporal")
        .filter(|&a| strata_ir::control_flow::bool_value(ctx, a) == Some(true))
        .map(|_| ctx.unit_attr())
}

/// What a load or store lowers to: the element's address and type, the
/// op's alignment and nontemporal mark, and its location.
struct Access {
    address: Value,
    element: Type,
    alignment: Option<Attribute>,
    nontemporal: Option<Attribute>,
    loc: Location,
}

/// The access of the load or store `op` whose memref is operand
/// `memref`, its indices the operands after it.
fn access(
    options: MemRefToLlvmOptions,
    op: OpId,
    memref: usize,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<Access> {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.operand(op, memref));
    let (alignment, nontemporal) = access_attrs(ctx, body, op);
    let loc = body.op_loc(op);
    let element = memref_parts(ctx, ty).and_then(|p| convert_type(ctx, options.lowering, p.1))?;
    let indices: Vec<Value> = (memref + 1..adaptor.len()).map(|i| adaptor.operand(i)).collect();
    let address =
        strided_element_ptr(rw, loc, options.lowering, ty, adaptor.operand(memref), &indices, Some(INBOUNDS_NUW))?;
    Some(Access { address, element, alignment, nontemporal, loc })
}

/// The start of the buffer a descriptor views: its aligned pointer moved
/// by the offset (upstream's `MemRefDescriptor::bufferPtr`).
fn buffer_ptr(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    options: LowerToLlvmOptions,
    d: MemRefDescriptor,
    offset: i64,
    ptr: Type,
    element: Type,
) -> Value {
    let base = d.aligned_ptr(rw, loc);
    if offset == 0 {
        return base;
    }
    let offset = if offset == DYNAMIC { d.offset(rw, loc) } else { index_constant(rw, loc, options, offset) };
    gep(rw, loc, ptr, element, base, &[GepIndex::Value(offset)], None)
}

/// The start of the buffer the descriptor `desc` of a memref of type `ty`
/// views; `None` when its layout is not strided.
pub(crate) fn element_ptr_base(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    options: LowerToLlvmOptions,
    ty: Type,
    desc: Value,
) -> Option<Value> {
    strided_element_ptr(rw, loc, options, ty, desc, &[], None)
}

/// `memref.load`: `llvm.load` of the element's address, with the op's
/// alignment and nontemporal mark.
fn lower_load(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(a) = access(options, op, 0, adaptor, rw) else { return false };
    let value = llvm_build::load(rw, a.loc, a.address, a.element, a.alignment, a.nontemporal).res(rw.body());
    rw.replace_op(op, &[value]);
    true
}

/// `memref.store`: `llvm.store` to the element's address.
fn lower_store(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(a) = access(options, op, 1, adaptor, rw) else { return false };
    llvm_build::store(rw, a.loc, adaptor.operand(0), a.address, a.alignment, a.nontemporal);
    rw.replace_op(op, &[]);
    true
}

/// The integer of an integer attribute (0 for another).
pub(super) fn int_of(ctx: &Context, a: Attribute) -> i64 {
    match ctx.attr_kind(a) {
        strata_ir::AttrKind::Integer { value, .. } => value.to_i64().unwrap_or(0),
        _ => 0,
    }
}

/// `memref.dim`: a static size as a constant, a dynamic one at a constant
/// index read from the descriptor, at an index known only at run time
/// loaded from a stack copy of the sizes.
fn lower_dim(options: MemRefToLlvmOptions, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(dim) = DimOp::cast(ctx, body, op) else { return false };
    let ty = body.value_type(dim.source(body));
    if let TypeKind::UnrankedMemRef { element, memory_space } = ctx.type_kind(ty) {
        let (element, memory_space) = (*element, *memory_space);
        return lower_unranked_dim(options, op, adaptor, rw, element, memory_space);
    }
    let Some((shape, ..)) = memref_parts(ctx, ty) else { return false };
    let shape = shape.to_vec();
    let loc = body.op_loc(op);
    let constant = constant_int_value(ctx, body, dim.index(body));
    let d = MemRefDescriptor { value: adaptor.operand(0) };
    let value = match constant.and_then(|i| usize::try_from(i).ok()).filter(|&i| i < shape.len()) {
        Some(i) if shape[i] == DYNAMIC => d.size(rw, loc, i),
        Some(i) => index_constant(rw, loc, options.lowering, shape[i]),
        None => {
            let index_ty = index_type(ctx, options.lowering);
            let array = ArrayType::get(ctx, index_ty, shape.len() as u64);
            let ptr = ctx.dialect_type(PointerType { address_space: 0 });
            let one = index_constant(rw, loc, options.lowering, 1);
            let sizes = d.sizes(rw, loc);
            let copy = LlvmAllocaOp::build(rw, loc, one, ptr, None, ctx.type_attr(array), None).res(rw.body());
            llvm_build::store(rw, loc, sizes, copy, None, None);
            let at =
                gep(rw, loc, ptr, array, copy, &[GepIndex::Constant(0), GepIndex::Value(adaptor.operand(1))], None);
            llvm_build::load(rw, loc, at, index_ty, None, None).res(rw.body())
        }
    };
    rw.replace_op(op, &[value]);
    true
}

/// `memref.dim` of an unranked memref (upstream's
/// `extractSizeOfUnrankedMemRef`): the ranked descriptor behind its
/// pointer read as a 0-D one, whose offset field the sizes follow; size
/// `i` is the `i + 1`-th index after the offset.
fn lower_unranked_dim(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
    element: Type,
    memory_space: Option<Attribute>,
) -> bool {
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let Some(space) = address_space(ctx, memory_space) else { return false };
    let scalar = ctx.memref_type(Vec::new(), element);
    let Some(scalar_descriptor) = convert_type(ctx, options.lowering, scalar) else { return false };
    let index_ty = index_type(ctx, options.lowering);
    let ptr = ctx.dialect_type(PointerType { address_space: space });
    let ranked = UnrankedMemRefDescriptor::descriptor_ptr(rw, loc, adaptor.operand(0));
    let offset = gep(rw, loc, ptr, scalar_descriptor, ranked, &[GepIndex::Constant(0), GepIndex::Constant(2)], None);
    let one = index_constant(rw, loc, options.lowering, 1);
    let index = AddOp::build(rw, loc, one, adaptor.operand(1), index_ty, None).res(rw.body());
    let size = gep(rw, loc, ptr, index_ty, offset, &[GepIndex::Value(index)], None);
    let value = llvm_build::load(rw, loc, size, index_ty, None, None).res(rw.body());
    rw.replace_op(op, &[value]);
    true
}

/// The sizes, strides and element count (or byte size) of a new memref
/// of type `ty` with the identity layout (upstream's
/// `getMemRefDescriptorSizes`); `None` for another layout.
pub(super) fn descriptor_sizes(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    options: LowerToLlvmOptions,
    ty: Type,
    dynamic_sizes: &[Value],
    in_bytes: bool,
) -> Option<(Vec<Value>, Vec<Value>, Value)> {
    let ctx = rw.ctx();
    let (shape, element, layout, _) = memref_parts(ctx, ty)?;
    if !strata_interfaces::layout::is_identity_layout(ctx, layout) {
        return None;
    }
    let shape = shape.to_vec();
    let element = convert_type(ctx, options, element)?;
    let index_ty = index_type(ctx, options);
    let mut dynamic = dynamic_sizes.iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &s in &shape {
        sizes.push(if s == DYNAMIC { *dynamic.next()? } else { index_constant(rw, loc, options, s) });
    }
    let mut stride: i64 = 1;
    let mut running = index_constant(rw, loc, options, 1);
    let mut strides = vec![running; shape.len()];
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        let use_size_as_stride = stride == 1;
        if shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride = stride.checked_mul(shape[i])?;
        }
        running = if use_size_as_stride {
            sizes[i]
        } else if stride == DYNAMIC {
            MulOp::build(rw, loc, running, sizes[i], index_ty, None).res(rw.body())
        } else {
            index_constant(rw, loc, options, stride)
        };
    }
    let size = if in_bytes { size_in_bytes(rw, loc, options, element, running) } else { running };
    Some((sizes, strides, size))
}

/// The bytes `count` elements of `element` take (upstream's `getSizeInBytes`
/// idiom: the address of element `count` past a null pointer).
fn size_in_bytes(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    options: LowerToLlvmOptions,
    element: Type,
    count: Value,
) -> Value {
    let ctx = rw.ctx();
    let ptr = ctx.dialect_type(PointerType { address_space: 0 });
    let null = ZeroOp::build(rw, loc, ptr).res(rw.body());
    let address = gep(rw, loc, ptr, element, null, &[GepIndex::Value(count)], None);
    PtrToIntOp::build(rw, loc, address, index_type(ctx, options)).res(rw.body())
}

/// The bytes one `element` takes (upstream's `getSizeInBytes`: the address
/// of element 1 past a null pointer).
pub(super) fn size_of(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    options: LowerToLlvmOptions,
    element: Type,
) -> Value {
    let ctx = rw.ctx();
    let ptr = ctx.dialect_type(PointerType { address_space: 0 });
    let null = ZeroOp::build(rw, loc, ptr).res(rw.body());
    let address = gep(rw, loc, ptr, element, null, &[GepIndex::Constant(1)], None);
    PtrToIntOp::build(rw, loc, address, index_type(ctx, options)).res(rw.body())
}

/// A new descriptor of type `ty` over `allocated` and `aligned` with
/// offset 0 and the given sizes and strides (upstream's
/// `createMemRefDescriptor`).
pub(super) fn new_descriptor(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    options: LowerToLlvmOptions,
    desc_ty: Type,
    (allocated, aligned): (Value, Value),
    sizes: &[Value],
    strides: &[Value],
) -> Value {
    let mut d = MemRefDescriptor::poison(rw, loc, desc_ty);
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    let zero = index_constant(rw, loc, options, 0);
    d.set_offset(rw, loc, zero);
    for (i, &s) in sizes.iter().enumerate() {
        d.set_size(rw, loc, i, s);
    }
    for (i, &s) in strides.iter().enumerate() {
        d.set_stride(rw, loc, i, s);
    }
    d.value
}

/// `input` rounded up to a multiple of `alignment` (upstream's
/// `createAligned`).
fn create_aligned(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    options: LowerToLlvmOptions,
    input: Value,
    alignment: Value,
) -> Value {
    let ctx = rw.ctx();
    let index_ty = index_type(ctx, options);
    let one = index_constant(rw, loc, options, 1);
    let bump = SubOp::build(rw, loc, alignment, one, index_ty, None).res(rw.body());
    let bumped = AddOp::build(rw, loc, input, bump, index_ty, None).res(rw.body());
    let rem = URemOp::build(rw, loc, bumped, alignment, index_ty).res(rw.body());
    SubOp::build(rw, loc, bumped, rem, index_ty, None).res(rw.body())
}

/// The byte size of an element type under the default data layout
/// (MLIR's default type sizes: an integer or float its width in whole
/// bytes, a vector its leading dimensions times the power of two at least
/// its last dimension's bytes); `None` for other types.
fn element_size_in_bytes(ctx: &Context, options: LowerToLlvmOptions, ty: Type) -> Option<u64> {
    match ctx.type_kind(ty) {
        TypeKind::Index => Some(u64::from(options.index_bitwidth.div_ceil(8))),
        TypeKind::Integer { width, .. } => Some(u64::from(width.div_ceil(8))),
        TypeKind::Float(kind) => Some(u64::from(kind.width().div_ceil(8))),
        TypeKind::Vector { shape, element, .. } => {
            let (&last, leading) = shape.split_last()?;
            let bits = u64::try_from(last).ok()?.checked_mul(element_size_in_bytes(ctx, options, *element)? * 8)?;
            let leading: u64 = leading.iter().map(|&d| u64::try_from(d).ok()).product::<Option<u64>>()?;
            leading.checked_mul(bits.checked_next_power_of_two()? / 8)
        }
        _ => None,
    }
}

/// `memref.alloc`: the heap buffer, aligned by hand with `malloc` (when the
/// op asks for an alignment, or the element is not a scalar) or by
/// `aligned_alloc`, and its descriptor.
fn lower_alloc(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let lowering = options.lowering;
    let body = rw.body();
    let ty = body.value_type(body.results(op)[0]);
    let Some((shape, element, _, memory_space)) = memref_parts(ctx, ty) else { return false };
    let dynamic_count = shape.iter().filter(|&&s| s == DYNAMIC).count();
    let alignment_attr = inherent_attr(ctx, body, op, "alignment").map(|a| int_of(ctx, a));
    let scalar = matches!(
        ctx.type_kind(element),
        TypeKind::Index | TypeKind::Integer { signedness: strata_ir::Signedness::Signless, .. } | TypeKind::Float(_)
    );
    let Some(space) = address_space(ctx, memory_space) else { return false };
    let Some(desc_ty) = convert_type(ctx, lowering, ty) else { return false };
    let Some(llvm_element) = convert_type(ctx, lowering, element) else { return false };
    let aligned_alloc_alignment = if options.use_aligned_alloc {
        match alignment_attr {
            Some(a) => Some(a),
            None => match element_size_in_bytes(ctx, lowering, element) {
                Some(size) => Some(16.max(size.next_power_of_two() as i64)),
                None => return false,
            },
        }
    } else {
        None
    };
    let Some(module) = enclosing_module(ctx, body, op) else { return false };
    if !strata_interfaces::layout::is_identity_layout(ctx, memref_parts(ctx, ty).and_then(|p| p.2)) {
        return false;
    }
    let loc = body.op_loc(op);
    let dynamic: Vec<Value> = (0..dynamic_count).map(|i| adaptor.operand(i)).collect();
    let Some((sizes, strides, mut size_bytes)) = descriptor_sizes(rw, loc, lowering, ty, &dynamic, true) else {
        return false;
    };
    let index_ty = index_type(ctx, lowering);
    let ptr0 = ctx.dialect_type(PointerType { address_space: 0 });
    let ptr = ctx.dialect_type(PointerType { address_space: space });
    let (allocated, aligned) = if let Some(alignment) = aligned_alloc_alignment {
        let align = index_constant(rw, loc, lowering, alignment);
        let element_size = element_size_in_bytes(ctx, lowering, element).unwrap_or(1) as i64;
        let static_bytes = shape.iter().filter(|&&s| s != DYNAMIC).fold(element_size, |acc, &s| acc.saturating_mul(s));
        if static_bytes % alignment != 0 {
            size_bytes = create_aligned(rw, loc, lowering, size_bytes, align);
        }
        let name = if options.use_generic_functions { "_mlir_memref_to_llvm_aligned_alloc" } else { "aligned_alloc" };
        let module_loc = rw.body().op_loc(module);
        let callee = lookup_or_create_fn_returning(rw, module, name, &[index_ty, index_ty], Some(ptr0), module_loc);
        let result = call_value(rw, loc, callee, &[align, size_bytes], ptr0);
        let result = cast_alloc_result(rw, loc, result, space, ptr);
        (result, result)
    } else {
        let alignment = match alignment_attr {
            Some(a) => Some(index_constant(rw, loc, lowering, a)),
            None if !scalar => Some(size_of(rw, loc, lowering, llvm_element)),
            None => None,
        };
        if let Some(alignment) = alignment {
            size_bytes = AddOp::build(rw, loc, size_bytes, alignment, index_ty, None).res(rw.body());
        }
        let name = if options.use_generic_functions { "_mlir_memref_to_llvm_alloc" } else { "malloc" };
        let module_loc = rw.body().op_loc(module);
        let callee = lookup_or_create_fn_returning(rw, module, name, &[index_ty], Some(ptr0), module_loc);
        let result = call_value(rw, loc, callee, &[size_bytes], ptr0);
        let allocated = cast_alloc_result(rw, loc, result, space, ptr);
        let aligned = match alignment {
            Some(alignment) => {
                let as_int = PtrToIntOp::build(rw, loc, allocated, index_ty).res(rw.body());
                let rounded = create_aligned(rw, loc, lowering, as_int, alignment);
                IntToPtrOp::build(rw, loc, rounded, ptr, None).res(rw.body())
            }
            None => allocated,
        };
        (allocated, aligned)
    };
    let desc = new_descriptor(rw, loc, lowering, desc_ty, (allocated, aligned), &sizes, &strides);
    rw.replace_op(op, &[desc]);
    true
}

/// The result of a call of `callee` returning `ty`.
fn call_value(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    callee: Attribute,
    args: &[Value],
    ty: Type,
) -> Value {
    let call: OpId = strata_dialect_llvm::build::call(rw, loc, callee, args, Some(ty)).into();
    rw.body().results(call)[0]
}

/// An allocation function's pointer in the memref's address space
/// (upstream's `castAllocFuncResult`).
fn cast_alloc_result(rw: &mut ConversionRewriter<'_, '_>, loc: Location, ptr: Value, space: u32, ty: Type) -> Value {
    if space == 0 {
        return ptr;
    }
    AddrSpaceCastOp::build(rw, loc, ptr, ty).res(rw.body())
}

/// `memref.alloca`: `llvm.alloca` of the element count, and its
/// descriptor.
fn lower_alloca(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let lowering = options.lowering;
    let body = rw.body();
    let ty = body.value_type(body.results(op)[0]);
    let Some((shape, element, _, memory_space)) = memref_parts(ctx, ty) else { return false };
    let dynamic_count = shape.iter().filter(|&&s| s == DYNAMIC).count();
    let Some(space) = address_space(ctx, memory_space) else { return false };
    let Some(desc_ty) = convert_type(ctx, lowering, ty) else { return false };
    let Some(llvm_element) = convert_type(ctx, lowering, element) else { return false };
    let alignment = inherent_attr(ctx, body, op, "alignment").map(|a| int_of(ctx, a)).filter(|&a| a != 0);
    let loc = body.op_loc(op);
    let dynamic: Vec<Value> = (0..dynamic_count).map(|i| adaptor.operand(i)).collect();
    let Some((sizes, strides, count)) = descriptor_sizes(rw, loc, lowering, ty, &dynamic, false) else {
        return false;
    };
    let ptr = ctx.dialect_type(PointerType { address_space: space });
    let alignment = alignment.map(|a| ctx.integer_attr(ctx.integer_type(64), a));
    let buffer = LlvmAllocaOp::build(rw, loc, count, ptr, alignment, ctx.type_attr(llvm_element), None).res(rw.body());
    let desc = new_descriptor(rw, loc, lowering, desc_ty, (buffer, buffer), &sizes, &strides);
    rw.replace_op(op, &[desc]);
    true
}

/// `memref.dealloc`: `free` of the allocated pointer.
fn lower_dealloc(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    if !matches!(ctx.type_kind(body.value_type(body.operand(op, 0))), TypeKind::MemRef { .. }) {
        return false;
    }
    let Some(module) = enclosing_module(ctx, body, op) else { return false };
    let loc = body.op_loc(op);
    let ptr = ctx.dialect_type(PointerType { address_space: 0 });
    let name = if options.use_generic_functions { "_mlir_memref_to_llvm_free" } else { "free" };
    let callee = lookup_or_create_fn(rw, module, name, &[ptr], body.op_loc(module));
    let allocated = MemRefDescriptor { value: adaptor.operand(0) }.allocated_ptr(rw, loc);
    strata_dialect_llvm::build::call(rw, loc, callee, &[allocated], None);
    rw.replace_op(op, &[]);
    true
}
