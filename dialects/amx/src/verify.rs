//! The checks upstream writes in C++ (`hasVerifier`), which the generated
//! verifiers call after the ODS constraints: tile sizes the hardware has
//! (at most 16 rows of at most 64 bytes, a whole number of 4-byte words),
//! the memory a tile moves from or to, and the shapes and element types a
//! multiplication takes.

use strata_ir::op_checks::op_error;
use strata_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind, Value};

use crate::{TileLoadOp, TileMulFOp, TileMulIOp, TileStoreOp, TileType, TileZeroOp};

/// The tile `v` holds (the ODS constraints made it one).
fn tile<'c>(ctx: &'c Context, body: &Body, v: Value) -> Option<&'c TileType> {
    TileType::of(ctx, body.value_type(v))
}

/// Element width in bits.
fn width(ctx: &Context, t: Type) -> i64 {
    strata_ir::op_checks::bit_width(ctx, t).map_or(0, |w| w as i64)
}

/// Upstream's `verifyTileSize`.
fn tile_size(ctx: &Context, body: &Body, op: OpId, v: Value) -> Result<(), Diagnostic> {
    let Some(t) = tile(ctx, body, v) else { return Ok(()) };
    let (rows, columns) = t.rows_and_columns();
    let bits = columns * width(ctx, t.element);
    if rows > 16 {
        return Err(op_error(ctx, body, op, format!("bad row height: {rows}")));
    }
    if bits > 512 || bits & 0x1f != 0 {
        return Err(op_error(ctx, body, op, format!("bad column width: {}", bits >> 3)));
    }
    Ok(())
}

/// Upstream's `verifyMultShape`: `lhs` is `m x k`, `rhs` `k x n` and the
/// accumulator `m x n`, `k` and `n` counted in 32-bit words (`scale` is the
/// log2 of the elements per word).
fn mult_shape(ctx: &Context, body: &Body, op: OpId, [a, b, c]: [Value; 3], scale: u32) -> Result<(), Diagnostic> {
    let (Some(a), Some(b), Some(c)) = (tile(ctx, body, a), tile(ctx, body, b), tile(ctx, body, c)) else {
        return Ok(());
    };
    let (am, ak) = a.rows_and_columns();
    let (bk, bn) = b.rows_and_columns();
    let (cm, cn) = c.rows_and_columns();
    let (ak, bn) = (ak >> scale, bn >> scale);
    if cm != am || cn != bn || ak != bk {
        return Err(op_error(ctx, body, op, format!("bad mult shape: {cm} x {cn} x {ak}")));
    }
    Ok(())
}

pub fn tile_zero(ctx: &Context, body: &Body, op: TileZeroOp) -> Result<(), Diagnostic> {
    tile_size(ctx, body, op.into(), op.res(body))
}

/// `tile_load` and `tile_store`: a memref of rank 2 or more, one index per
/// dimension, unit innermost stride.
fn memory_access(ctx: &Context, body: &Body, op: OpId, tile_value: Value) -> Result<(), Diagnostic> {
    let memref = body.value_type(body.operand(op, 0));
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(memref) else { return Ok(()) };
    let rank = shape.len();
    if rank < 2 {
        return Err(op_error(ctx, body, op, "requires at least 2D memref"));
    }
    let indices = strata_ir::segments::segment_counts(ctx, body, op, "operandSegmentSizes").get(1).copied();
    if indices != Some(rank) {
        return Err(op_error(ctx, body, op, format!("requires {rank} indices")));
    }
    let unit = strata_interfaces::layout::strides_and_offset(ctx, shape, *layout)
        .is_some_and(|(strides, _)| strides.last() == Some(&1));
    if !unit {
        return Err(op_error(ctx, body, op, "requires memref with unit innermost stride"));
    }
    tile_size(ctx, body, op, tile_value)
}

pub fn tile_load(ctx: &Context, body: &Body, op: TileLoadOp) -> Result<(), Diagnostic> {
    memory_access(ctx, body, op.into(), op.res(body))
}

pub fn tile_store(ctx: &Context, body: &Body, op: TileStoreOp) -> Result<(), Diagnostic> {
    let id: OpId = op.into();
    let indices = strata_ir::segments::segment_counts(ctx, body, id, "operandSegmentSizes");
    let val = body.operand(id, 1 + indices.get(1).copied().unwrap_or(0));
    memory_access(ctx, body, id, val)
}

/// The operands of a multiplication, after its size and shape checks.
fn multiplication(ctx: &Context, body: &Body, op: OpId, scale: u32) -> Result<[Type; 3], Diagnostic> {
    let operands = [body.operand(op, 0), body.operand(op, 1), body.operand(op, 2)];
    for v in operands {
        tile_size(ctx, body, op, v)?;
    }
    mult_shape(ctx, body, op, operands, scale)?;
    Ok(operands.map(|v| tile(ctx, body, v).map_or(body.value_type(v), |t| t.element)))
}

pub fn tile_mulf(ctx: &Context, body: &Body, op: TileMulFOp) -> Result<(), Diagnostic> {
    use strata_ir::constraints as c;
    let [a, b, acc] = multiplication(ctx, body, op.into(), 1)?;
    if !(c::is_bf16(ctx, a) || c::is_f16(ctx, a)) || a != b || !c::is_f32(ctx, acc) {
        return Err(op_error(ctx, body, op, "unsupported type combination"));
    }
    Ok(())
}

pub fn tile_muli(ctx: &Context, body: &Body, op: TileMulIOp) -> Result<(), Diagnostic> {
    let [a, b, acc] = multiplication(ctx, body, op.into(), 2)?;
    if !ctx.is_signless_integer(a, 8) || !ctx.is_signless_integer(b, 8) || !ctx.is_signless_integer(acc, 32) {
        return Err(op_error(ctx, body, op, "unsupported type combination"));
    }
    Ok(())
}
