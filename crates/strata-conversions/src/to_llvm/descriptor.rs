//! Memref descriptors (upstream's `MemRefDescriptor` and
//! `UnrankedMemRefDescriptor`, `MemRefBuilder.cpp`): the LLVM structs a
//! memref lowers to, and the ops that build and take them apart.
//!
//! A ranked memref is `!llvm.struct<(ptr, ptr, iN, array<R x iN>,
//! array<R x iN>)>`: the allocated pointer, the aligned pointer, the
//! offset, the sizes and the strides (`iN` the index type; no arrays for
//! rank 0). An unranked memref is `!llvm.struct<(iN, ptr)>`: the rank and
//! a pointer to a ranked descriptor. In a function signature a descriptor
//! travels as its fields, the arrays unpacked.
//!
//! Invariant: ops are created in upstream's order (packing sets each
//! dimension's size then stride; unpacking reads every size, then every
//! stride), so lowered output is `mlir-opt-22`'s.

use strata_dialect_llvm::types::{ArrayType, PointerType, StructType};
use strata_dialect_llvm::{ConstantOp, ExtractValueOp, InsertValueOp, PoisonOp};
use strata_interfaces::layout::{memref_parts, strides_and_offset};
use strata_ir::{AttrKind, Attribute, Context, Location, OpBuilder, Type, TypeKind, Value, DYNAMIC};

use super::{convert_type, LowerToLlvmOptions};

/// The LLVM address space of a memref memory space (upstream's
/// `getMemRefAddressSpace`): none is 0, an integer (signless or index) is
/// itself; any other attribute has none.
pub fn address_space(ctx: &Context, memory_space: Option<Attribute>) -> Option<u32> {
    let Some(space) = memory_space else { return Some(0) };
    match ctx.attr_kind(space) {
        AttrKind::Integer { ty, value }
            if matches!(
                ctx.type_kind(*ty),
                TypeKind::Index | TypeKind::Integer { signedness: strata_ir::Signedness::Signless, .. }
            ) =>
        {
            value.to_i64().and_then(|v| u32::try_from(v).ok())
        }
        _ => None,
    }
}

/// The fields of the descriptor of the ranked memref `ty` (upstream's
/// `getMemRefDescriptorFields`), the sizes and strides as one index each
/// when `unpack`, else as two arrays; `None` when the layout is not
/// strided, the element type does not convert or the memory space is not
/// an address space.
pub fn memref_descriptor_fields(
    ctx: &Context,
    options: LowerToLlvmOptions,
    ty: Type,
    unpack: bool,
) -> Option<Vec<Type>> {
    let (shape, element, layout, memory_space) = memref_parts(ctx, ty)?;
    strides_and_offset(ctx, shape, layout)?;
    convert_type(ctx, options, element)?;
    let ptr = ctx.dialect_type(PointerType { address_space: address_space(ctx, memory_space)? });
    let index = ctx.integer_type(options.index_bitwidth);
    let mut fields = vec![ptr, ptr, index];
    let rank = shape.len();
    if rank > 0 {
        if unpack {
            fields.extend(std::iter::repeat_n(index, 2 * rank));
        } else {
            let array = ArrayType::get(ctx, index, rank as u64);
            fields.extend([array, array]);
        }
    }
    Some(fields)
}

/// The descriptor struct of the ranked memref `ty` (upstream's
/// `convertMemRefType`).
pub fn memref_descriptor_type(ctx: &Context, options: LowerToLlvmOptions, ty: Type) -> Option<Type> {
    Some(StructType::literal(ctx, memref_descriptor_fields(ctx, options, ty, false)?, false))
}

/// The fields of an unranked memref descriptor: the rank and an opaque
/// pointer.
pub fn unranked_descriptor_fields(ctx: &Context, options: LowerToLlvmOptions) -> Vec<Type> {
    vec![ctx.integer_type(options.index_bitwidth), ctx.dialect_type(PointerType { address_space: 0 })]
}

/// How many values a ranked memref of rank `rank` is passed as.
pub fn num_unpacked_values(rank: usize) -> usize {
    3 + 2 * rank
}

/// The rank of a ranked memref type (0 for any other type).
pub fn rank_of(ctx: &Context, ty: Type) -> usize {
    memref_parts(ctx, ty).map_or(0, |(shape, ..)| shape.len())
}

/// A ranked memref descriptor value (upstream's `MemRefDescriptor`).
#[derive(Copy, Clone)]
pub struct MemRefDescriptor {
    pub value: Value,
}

/// Positions of the fields in a ranked descriptor.
const ALLOCATED: i64 = 0;
const ALIGNED: i64 = 1;
const OFFSET: i64 = 2;
const SIZES: i64 = 3;
const STRIDES: i64 = 4;

impl MemRefDescriptor {
    /// A poison descriptor of type `ty` (upstream's `MemRefDescriptor::poison`).
    pub fn poison<'a>(b: &mut impl OpBuilder<'a>, loc: Location, ty: Type) -> MemRefDescriptor {
        MemRefDescriptor { value: PoisonOp::build(b, loc, ty).res(b.body()) }
    }

    fn extract<'a>(&self, b: &mut impl OpBuilder<'a>, loc: Location, position: &[i64]) -> Value {
        let ctx = b.ctx();
        let mut ty = b.body().value_type(self.value);
        for &p in position {
            ty = aggregate_element(ctx, ty, p).unwrap_or(ty);
        }
        ExtractValueOp::build(b, loc, self.value, ty, ctx.dense_i64_array(position)).res(b.body())
    }

    /// Sets the field at `position` (`[0]` the first, `[3, i]` size `i`) to
    /// `v`: the descriptor becomes the `llvm.insertvalue`'s result.
    pub fn insert<'a>(&mut self, b: &mut impl OpBuilder<'a>, loc: Location, position: &[i64], v: Value) {
        let ctx = b.ctx();
        let ty = b.body().value_type(self.value);
        self.value = InsertValueOp::build(b, loc, self.value, v, ty, ctx.dense_i64_array(position)).res(b.body());
    }

    pub fn allocated_ptr<'a>(&self, b: &mut impl OpBuilder<'a>, loc: Location) -> Value {
        self.extract(b, loc, &[ALLOCATED])
    }
    pub fn aligned_ptr<'a>(&self, b: &mut impl OpBuilder<'a>, loc: Location) -> Value {
        self.extract(b, loc, &[ALIGNED])
    }
    pub fn offset<'a>(&self, b: &mut impl OpBuilder<'a>, loc: Location) -> Value {
        self.extract(b, loc, &[OFFSET])
    }
    pub fn size<'a>(&self, b: &mut impl OpBuilder<'a>, loc: Location, dim: usize) -> Value {
        self.extract(b, loc, &[SIZES, dim as i64])
    }
    /// The array of sizes.
    pub fn sizes<'a>(&self, b: &mut impl OpBuilder<'a>, loc: Location) -> Value {
        self.extract(b, loc, &[SIZES])
    }
    pub fn stride<'a>(&self, b: &mut impl OpBuilder<'a>, loc: Location, dim: usize) -> Value {
        self.extract(b, loc, &[STRIDES, dim as i64])
    }
    pub fn set_allocated_ptr<'a>(&mut self, b: &mut impl OpBuilder<'a>, loc: Location, v: Value) {
        self.insert(b, loc, &[ALLOCATED], v);
    }
    pub fn set_aligned_ptr<'a>(&mut self, b: &mut impl OpBuilder<'a>, loc: Location, v: Value) {
        self.insert(b, loc, &[ALIGNED], v);
    }
    pub fn set_offset<'a>(&mut self, b: &mut impl OpBuilder<'a>, loc: Location, v: Value) {
        self.insert(b, loc, &[OFFSET], v);
    }
    pub fn set_size<'a>(&mut self, b: &mut impl OpBuilder<'a>, loc: Location, dim: usize, v: Value) {
        self.insert(b, loc, &[SIZES, dim as i64], v);
    }
    pub fn set_stride<'a>(&mut self, b: &mut impl OpBuilder<'a>, loc: Location, dim: usize, v: Value) {
        self.insert(b, loc, &[STRIDES, dim as i64], v);
    }

    /// A descriptor of the memref type `memref` (descriptor type `ty`) from
    /// its unpacked fields (upstream's `MemRefDescriptor::pack`).
    pub fn pack<'a>(b: &mut impl OpBuilder<'a>, loc: Location, ty: Type, rank: usize, fields: &[Value]) -> Value {
        let mut d = MemRefDescriptor::poison(b, loc, ty);
        d.set_allocated_ptr(b, loc, fields[0]);
        d.set_aligned_ptr(b, loc, fields[1]);
        d.set_offset(b, loc, fields[2]);
        for dim in 0..rank {
            d.set_size(b, loc, dim, fields[3 + dim]);
            d.set_stride(b, loc, dim, fields[3 + rank + dim]);
        }
        d.value
    }

    /// The fields of a descriptor of rank `rank`, appended to `out`
    /// (upstream's `MemRefDescriptor::unpack`).
    pub fn unpack<'a>(b: &mut impl OpBuilder<'a>, loc: Location, packed: Value, rank: usize, out: &mut Vec<Value>) {
        let d = MemRefDescriptor { value: packed };
        out.push(d.allocated_ptr(b, loc));
        out.push(d.aligned_ptr(b, loc));
        out.push(d.offset(b, loc));
        for dim in 0..rank {
            out.push(d.size(b, loc, dim));
        }
        for dim in 0..rank {
            out.push(d.stride(b, loc, dim));
        }
    }

    /// The descriptor of the statically shaped, strided memref `memref`
    /// whose data starts at `ptr` (upstream's `fromStaticShape`): both
    /// pointers `ptr`, the offset, sizes and strides constants.
    pub fn from_static_shape<'a>(
        b: &mut impl OpBuilder<'a>,
        loc: Location,
        options: LowerToLlvmOptions,
        memref: Type,
        ptr: Value,
    ) -> Option<Value> {
        let ctx = b.ctx();
        let (shape, _, layout, _) = memref_parts(ctx, memref)?;
        let shape = shape.to_vec();
        let (strides, offset) = strides_and_offset(ctx, &shape, layout)?;
        if offset == DYNAMIC || strides.contains(&DYNAMIC) || shape.contains(&DYNAMIC) {
            return None;
        }
        let ty = memref_descriptor_type(ctx, options, memref)?;
        let mut d = MemRefDescriptor::poison(b, loc, ty);
        d.set_allocated_ptr(b, loc, ptr);
        d.set_aligned_ptr(b, loc, ptr);
        let c = index_constant(b, loc, options, offset);
        d.set_offset(b, loc, c);
        for (dim, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
            let c = index_constant(b, loc, options, size);
            d.set_size(b, loc, dim, c);
            let c = index_constant(b, loc, options, stride);
            d.set_stride(b, loc, dim, c);
        }
        Some(d.value)
    }
}

/// An unranked memref descriptor value (upstream's
/// `UnrankedMemRefDescriptor`).
pub struct UnrankedMemRefDescriptor;

impl UnrankedMemRefDescriptor {
    /// A descriptor of type `ty` from its rank and pointer.
    pub fn pack<'a>(b: &mut impl OpBuilder<'a>, loc: Location, ty: Type, fields: &[Value]) -> Value {
        let mut d = MemRefDescriptor::poison(b, loc, ty);
        d.insert(b, loc, &[0], fields[0]);
        d.insert(b, loc, &[1], fields[1]);
        d.value
    }

    /// The rank of the unranked descriptor `packed`.
    pub fn rank<'a>(b: &mut impl OpBuilder<'a>, loc: Location, packed: Value) -> Value {
        MemRefDescriptor { value: packed }.extract(b, loc, &[0])
    }

    /// The pointer to the ranked descriptor of the unranked `packed`.
    pub fn descriptor_ptr<'a>(b: &mut impl OpBuilder<'a>, loc: Location, packed: Value) -> Value {
        MemRefDescriptor { value: packed }.extract(b, loc, &[1])
    }

    /// The rank and pointer of `packed`, appended to `out`.
    pub fn unpack<'a>(b: &mut impl OpBuilder<'a>, loc: Location, packed: Value, out: &mut Vec<Value>) {
        let d = MemRefDescriptor { value: packed };
        out.push(d.extract(b, loc, &[0]));
        out.push(d.extract(b, loc, &[1]));
    }
}

/// `llvm.mlir.constant(value : index) : iN` (upstream's
/// `createIndexAttrConstant`).
pub fn index_constant<'a>(b: &mut impl OpBuilder<'a>, loc: Location, options: LowerToLlvmOptions, value: i64) -> Value {
    let ctx = b.ctx();
    let attr = ctx.integer_attr(ctx.index_type(), value);
    ConstantOp::build(b, loc, ctx.integer_type(options.index_bitwidth), attr).res(b.body())
}

/// The type at `position` in the struct or array `ty`.
fn aggregate_element(ctx: &Context, ty: Type, position: i64) -> Option<Type> {
    if let Some(s) = ctx.type_storage::<StructType>(ty) {
        return s.body.as_ref()?.fields.get(usize::try_from(position).ok()?).copied();
    }
    ctx.type_storage::<ArrayType>(ty).map(|a| a.element)
}

/// The bytes the ranked descriptor behind the unranked descriptor `desc`
/// takes, as densely packed: `2 * sizeof(ptr) + (1 + 2 * rank) *
/// sizeof(index)` (upstream's `UnrankedMemRefDescriptor::computeSizes` of
/// one descriptor, which is how mlir-opt-22 calls it: each size is built
/// right before its use, constants included).
pub fn unranked_descriptor_size<'a>(
    b: &mut impl OpBuilder<'a>,
    loc: Location,
    options: LowerToLlvmOptions,
    desc: Value,
) -> Value {
    use strata_dialect_llvm::{AddOp, MulOp};
    let index = b.ctx().integer_type(options.index_bitwidth);
    let one = index_constant(b, loc, options, 1);
    let two = index_constant(b, loc, options, 2);
    let index_size = index_constant(b, loc, options, i64::from(options.index_bitwidth.div_ceil(8)));
    // Pointers are 64 bits in every address space of the default data
    // layout.
    let pointer_size = index_constant(b, loc, options, 8);
    let double_pointer = MulOp::build(b, loc, two, pointer_size, index, None).res(b.body());
    let rank = MemRefDescriptor { value: desc }.extract(b, loc, &[0]);
    let double_rank = MulOp::build(b, loc, two, rank, index, None).res(b.body());
    let incremented = AddOp::build(b, loc, double_rank, one, index, None).res(b.body());
    let rank_size = MulOp::build(b, loc, incremented, index_size, index, None).res(b.body());
    AddOp::build(b, loc, double_pointer, rank_size, index, None).res(b.body())
}

/// Copies the unranked memref descriptors among `values` (of the original
/// types `types`) to new memory (upstream's `copyUnrankedDescriptors`):
/// to the heap (`malloc`) when `to_dynamic`, for a descriptor that
/// outlives the function returning it, else to the stack, freeing the
/// heap copy a callee returned; `anchor` is the op being lowered, in the
/// module that declares the runtime function. Each such value is replaced by a new
/// descriptor of the same rank pointing at the copy. `None` when a memory
/// space is not an address space.
pub fn copy_unranked_descriptors(
    rw: &mut strata_rewrite::conversion::ConversionRewriter<'_, '_>,
    anchor: strata_ir::OpId,
    loc: Location,
    options: LowerToLlvmOptions,
    types: &[Type],
    values: &mut [Value],
    to_dynamic: bool,
) -> Option<()> {
    use strata_dialect_llvm::{AllocaOp, MemcpyOp};
    let ctx = rw.ctx();
    let mut unranked = Vec::new();
    for (i, &ty) in types.iter().enumerate() {
        if let TypeKind::UnrankedMemRef { memory_space, .. } = ctx.type_kind(ty) {
            unranked.push((i, address_space(ctx, *memory_space)?));
        }
    }
    if unranked.is_empty() {
        return Some(());
    }
    let index = ctx.integer_type(options.index_bitwidth);
    let module = super::runtime::enclosing_module(ctx, rw.body(), anchor)?;
    let ptr = ctx.dialect_type(PointerType { address_space: 0 });
    // Upstream's `lookupOrCreateFn` declares at the module's location.
    let module_loc = rw.body().op_loc(module);
    let runtime_fn = if to_dynamic {
        super::runtime::lookup_or_create_fn_returning(rw, module, "malloc", &[index], Some(ptr), module_loc)
    } else {
        super::runtime::lookup_or_create_fn(rw, module, "free", &[ptr], module_loc)
    };
    for &(i, _) in &unranked {
        let size = unranked_descriptor_size(rw, loc, options, values[i]);
        let desc = MemRefDescriptor { value: values[i] };
        let memory = if to_dynamic {
            strata_dialect_llvm::build::call(rw, loc, runtime_fn, &[size], Some(ptr)).result(rw.body())?
        } else {
            let i8 = ctx.integer_type(8);
            AllocaOp::build(rw, loc, size, ptr, None, ctx.type_attr(i8), None).res(rw.body())
        };
        let source = desc.extract(rw, loc, &[1]);
        let no = ctx.bool_attr(false);
        MemcpyOp::build(rw, loc, memory, source, size, no, None, None, None, None, None, None);
        if !to_dynamic {
            strata_dialect_llvm::build::call(rw, loc, runtime_fn, &[source], None);
        }
        let ty = rw.body().value_type(values[i]);
        let mut updated = MemRefDescriptor::poison(rw, loc, ty);
        let rank = desc.extract(rw, loc, &[0]);
        updated.insert(rw, loc, &[0], rank);
        updated.insert(rw, loc, &[1], memory);
        values[i] = updated.value;
    }
    Some(())
}
