//! Verifiers of the memory ops: `llvm.alloca`, `llvm.load`, `llvm.store`,
//! `llvm.atomicrmw`, `llvm.cmpxchg`, `llvm.fence`, `llvm.getelementptr`,
//! and the `dereferenceable` promise of a load or `inttoptr`.
//!
//! Atomic accesses are checked against upstream's default data layout
//! (pointers 64 bits, integers and floats their width): strata has no
//! `DataLayout` query yet, so a module's `dlti` specification is not
//! consulted. Orderings are the `i64` cases of `AtomicOrdering`.

use strata_ir::op_checks::{inherent_attr, op_error};
use strata_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind};

use super::{int_attr_of, operand_type, result_type, ty, type_attr_of};
use crate::{AllocaOp, AtomicCmpXchgOp, AtomicOrdering, AtomicRMWOp, FenceOp, GEPOp, LoadOp, StoreOp};

/// `llvm.alloca`: a target extension element type must support memory
/// operations.
pub fn alloca(ctx: &Context, body: &Body, op: AllocaOp) -> Result<(), Diagnostic> {
    let elem = type_attr_of(ctx, body, op, "elem_type");
    if elem.and_then(|t| ctx.type_storage::<crate::types::TargetExtType>(t)).is_some_and(|t| !t.is_spirv()) {
        return Err(strata_ir::op_checks::op_error(
            ctx,
            body,
            op,
            "this target extension type cannot be used in alloca",
        ));
    }
    Ok(())
}

/// Size in bits under the default data layout of a type an atomic op may
/// access (upstream's `isTypeCompatibleWithAtomicOp` preconditions):
/// integers, LLVM's floats and pointers.
fn atomic_bits(ctx: &Context, t: Type) -> Option<u64> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        TypeKind::Float(k) if crate::types::is_compatible_float(ctx, t) => Some(u64::from(k.width())),
        _ if crate::types::is_pointer(ctx, t) => Some(64),
        _ if crate::types::is_compatible_float(ctx, t) => Some(128), // ppc_fp128
        _ => None,
    }
}

/// Upstream's `isTypeCompatibleWithAtomicOp`: at least 8 bits, a power of two.
fn is_atomic_compatible(ctx: &Context, t: Type) -> bool {
    atomic_bits(ctx, t).is_some_and(|b| b >= 8 && b.is_power_of_two())
}

fn ordering(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> Option<AtomicOrdering> {
    AtomicOrdering::from_value(int_attr_of(ctx, body, op, name)?)
}

/// Upstream's `verifyAtomicMemOp` for loads and stores.
fn verify_atomic_mem_op(
    ctx: &Context,
    body: &Body,
    op: OpId,
    value_type: Option<Type>,
    unsupported: &[AtomicOrdering],
) -> Result<(), Diagnostic> {
    let order = ordering(ctx, body, op, "ordering").unwrap_or(AtomicOrdering::NotAtomic);
    if order != AtomicOrdering::NotAtomic {
        if let Some(t) = value_type.filter(|&t| !is_atomic_compatible(ctx, t)) {
            return Err(op_error(ctx, body, op, format!("unsupported type {} for atomic access", ty(ctx, t))));
        }
        if unsupported.contains(&order) {
            return Err(op_error(ctx, body, op, format!("unsupported ordering '{}'", order.keyword())));
        }
        if inherent_attr(ctx, body, op, "alignment").is_none() {
            return Err(op_error(ctx, body, op, "expected alignment for atomic access"));
        }
        return Ok(());
    }
    if inherent_attr(ctx, body, op, "syncscope").is_some() {
        return Err(op_error(ctx, body, op, "expected syncscope to be null for non-atomic access"));
    }
    Ok(())
}

/// `llvm.load`: atomic loads need a suitable type, an ordering other than
/// release/acq_rel, and an alignment; only atomic loads take a syncscope.
pub fn load(ctx: &Context, body: &Body, op: LoadOp) -> Result<(), Diagnostic> {
    let value = result_type(body, op, 0);
    verify_atomic_mem_op(ctx, body, op.into(), value, &[AtomicOrdering::Release, AtomicOrdering::AcqRel])
}

/// Upstream's `DereferenceableOpInterface` verifier (`llvm.load`,
/// `llvm.inttoptr`): an op carrying `dereferenceable` yields one pointer.
pub fn dereferenceable_op_interface(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if inherent_attr(ctx, body, op, "dereferenceable").is_none() {
        return Ok(());
    }
    let results = body.results(op);
    if results.len() != 1 || !crate::types::is_pointer(ctx, body.value_type(results[0])) {
        return Err(op_error(ctx, body, op, "expected op to return a single LLVM pointer type"));
    }
    Ok(())
}

/// `llvm.store`: as `llvm.load`, with acquire/acq_rel the unsupported orderings.
pub fn store(ctx: &Context, body: &Body, op: StoreOp) -> Result<(), Diagnostic> {
    let value = operand_type(body, op, 0);
    verify_atomic_mem_op(ctx, body, op.into(), value, &[AtomicOrdering::Acquire, AtomicOrdering::AcqRel])
}

/// `llvm.atomicrmw`: the value type fits the operation (floats for the
/// float operations, power-of-two integers of 8 to 64 bits for the integer
/// ones), and the ordering is at least monotonic.
pub fn atomicrmw(ctx: &Context, body: &Body, op: AtomicRMWOp) -> Result<(), Diagnostic> {
    let Some(val) = operand_type(body, op, 1) else { return Ok(()) };
    let bin_op = int_attr_of(ctx, body, op, "bin_op").and_then(crate::AtomicBinOp::from_value);
    let keyword = bin_op.map_or("", |b| b.keyword());
    let is_float_op =
        matches!(keyword, "fadd" | "fsub" | "fmin" | "fmax" | "fminimum" | "fmaximum" | "fminimumnum" | "fmaximumnum");
    if is_float_op {
        if crate::types::is_compatible_vector(ctx, val) {
            if strata_ir::constraints::is_scalable_vector(ctx, val) {
                return Err(op_error(ctx, body, op, "expected LLVM IR fixed vector type"));
            }
            if !crate::types::is_compatible_float(ctx, ctx.element_type_or_self(val)) {
                return Err(op_error(ctx, body, op, "expected LLVM IR floating point type for vector element"));
            }
        } else if !crate::types::is_compatible_float(ctx, val) {
            return Err(op_error(ctx, body, op, "expected LLVM IR floating point type"));
        }
    } else if keyword == "xchg" {
        if !is_atomic_compatible(ctx, val) {
            return Err(op_error(ctx, body, op, "unexpected LLVM IR type for 'xchg' bin_op"));
        }
    } else {
        let width = match ctx.type_kind(val) {
            TypeKind::Integer { width, .. } => *width,
            _ => 0,
        };
        if !matches!(width, 8 | 16 | 32 | 64) {
            return Err(op_error(ctx, body, op, "expected LLVM IR integer type"));
        }
    }
    let order = int_attr_of(ctx, body, op, "ordering").unwrap_or(0);
    if order < AtomicOrdering::Monotonic.value() {
        return Err(op_error(ctx, body, op, "expected at least 'monotonic' ordering"));
    }
    Ok(())
}

/// `llvm.cmpxchg`: an atomic-compatible value type; both orderings at least
/// monotonic, the failure one neither release nor acq_rel.
pub fn cmpxchg(ctx: &Context, body: &Body, op: AtomicCmpXchgOp) -> Result<(), Diagnostic> {
    let Some(val) = operand_type(body, op, 2) else { return Ok(()) };
    if !is_atomic_compatible(ctx, val) {
        return Err(op_error(ctx, body, op, "unexpected LLVM IR type"));
    }
    let success = int_attr_of(ctx, body, op, "success_ordering").unwrap_or(0);
    let failure = int_attr_of(ctx, body, op, "failure_ordering").unwrap_or(0);
    let monotonic = AtomicOrdering::Monotonic.value();
    if success < monotonic || failure < monotonic {
        return Err(op_error(ctx, body, op, "ordering must be at least 'monotonic'"));
    }
    if failure == AtomicOrdering::Release.value() || failure == AtomicOrdering::AcqRel.value() {
        return Err(op_error(ctx, body, op, "failure ordering cannot be 'release' or 'acq_rel'"));
    }
    Ok(())
}

/// `llvm.fence`: acquire, release, acq_rel or seq_cst.
pub fn fence(ctx: &Context, body: &Body, op: FenceOp) -> Result<(), Diagnostic> {
    let order = ordering(ctx, body, op, "ordering");
    if matches!(order, Some(AtomicOrdering::NotAtomic | AtomicOrdering::Unordered | AtomicOrdering::Monotonic)) {
        return Err(op_error(ctx, body, op, "can be given only acquire, release, acq_rel, and seq_cst orderings"));
    }
    Ok(())
}

/// `GEPOp::kDynamicIndex`: the raw constant index standing for the next
/// dynamic index operand.
const DYNAMIC_INDEX: i64 = i32::MIN as i64;

/// `GEPNoWrapFlags::inboundsFlag`, the bit `inbounds` is made of.
const INBOUNDS_FLAG: i64 = 1;

/// `llvm.getelementptr`: one dynamic index operand per dynamic raw index,
/// no bare `inbounds_flag`, and indices that walk the element type (struct
/// members by in-bounds constants).
pub fn getelementptr(ctx: &Context, body: &Body, op: GEPOp) -> Result<(), Diagnostic> {
    let raw = inherent_attr(ctx, body, op, "rawConstantIndices")
        .map(|a| strata_ir::op_checks::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let dynamic = body.num_operands(op).saturating_sub(1);
    if raw.iter().filter(|&&i| i == DYNAMIC_INDEX).count() != dynamic {
        return Err(op_error(ctx, body, op, "expected as many dynamic indices as specified in 'rawConstantIndices'"));
    }
    if int_attr_of(ctx, body, op, "noWrapFlags") == Some(INBOUNDS_FLAG) {
        return Err(op_error(ctx, body, op, "'inbounds_flag' cannot be used directly."));
    }
    let Some(mut current) = type_attr_of(ctx, body, op, "elem_type") else { return Ok(()) };
    // The first index offsets the pointer; the others index into `current`
    // (upstream's `verifyStructIndices`).
    for (pos, &index) in raw.iter().enumerate().skip(1) {
        if let Some(s) = ctx.type_storage::<crate::types::StructType>(current) {
            if index == DYNAMIC_INDEX {
                return Err(op_error(ctx, body, op, format!("expected index {pos} indexing a struct to be constant")));
            }
            let fields = s.body.as_ref().map_or(&[][..], |b| &b.fields[..]);
            let Some(&field) = usize::try_from(index).ok().and_then(|i| fields.get(i)) else {
                return Err(op_error(ctx, body, op, format!("index {pos} indexing a struct is out of bounds")));
            };
            current = field;
        } else if let Some(a) = ctx.type_storage::<crate::types::ArrayType>(current) {
            current = a.element;
        } else if let TypeKind::Vector { element, .. } = ctx.type_kind(current) {
            current = *element;
        } else {
            return Err(op_error(ctx, body, op, format!("type {} cannot be indexed (index #{pos})", ty(ctx, current))));
        }
    }
    Ok(())
}
