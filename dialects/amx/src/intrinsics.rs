//! The x86 LLVM intrinsic each amx op stands for (upstream's
//! `AMXIntrinsicOpInterface`: `getIntrinsicName` and
//! `getIntrinsicOperands`). The `.internal` intrinsics take the tile
//! shape as two `i16` sizes, rows and bytes per row; the lowering
//! (`convert-vector-to-llvm` with `enable-amx`) builds the operands from
//! the plan.

use strata_ir::{Body, Context, OpId};

use crate::TileType;

/// How an op's operands become the intrinsic's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntrinsicOperands {
    /// The result tile's sizes.
    Zero,
    /// The result tile's sizes, the address of the first element, the
    /// stride of a row in bytes.
    Load,
    /// The stored tile's sizes, the address, the stride, the tile.
    Store,
    /// The left tile's rows, the right tile's and the left tile's bytes
    /// per row, then the accumulator, left and right tiles.
    Multiply,
}

/// An op's intrinsic: its name and operand plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Intrinsic {
    pub name: String,
    pub operands: IntrinsicOperands,
}

/// The two `i16` sizes of a tile: rows, and bytes per row (upstream's
/// `getTileSizes`).
pub fn tile_sizes(ctx: &Context, tile: &TileType) -> (i64, i64) {
    let bytes = strata_ir::op_checks::bit_width(ctx, tile.element).map_or(0, |w| w as i64 >> 3);
    let (rows, columns) = tile.rows_and_columns();
    (rows, columns * bytes)
}

/// The intrinsic `op` stands for; `None` for an op of another dialect.
pub fn intrinsic_of(ctx: &Context, body: &Body, op: OpId) -> Option<Intrinsic> {
    let lhs_element = || TileType::of(ctx, body.value_type(body.operand(op, 0))).map(|t| t.element);
    let (name, operands) = match ctx.op_name_str(body.op_name(op)) {
        "amx.tile_zero" => ("llvm.x86.tilezero.internal".to_string(), IntrinsicOperands::Zero),
        "amx.tile_load" => ("llvm.x86.tileloadd64.internal".to_string(), IntrinsicOperands::Load),
        "amx.tile_store" => ("llvm.x86.tilestored64.internal".to_string(), IntrinsicOperands::Store),
        "amx.tile_mulf" => {
            let kind = if strata_ir::constraints::is_f16(ctx, lhs_element()?) { "fp16" } else { "bf16" };
            (format!("llvm.x86.tdp{kind}ps.internal"), IntrinsicOperands::Multiply)
        }
        "amx.tile_muli" => {
            let extended = |name: &str| {
                let present = body.properties(op).is_some_and(|p| ctx.dict_get(p, name).is_some());
                if present {
                    "u"
                } else {
                    "s"
                }
            };
            (
                format!("llvm.x86.tdpb{}{}d.internal", extended("isZextLhs"), extended("isZextRhs")),
                IntrinsicOperands::Multiply,
            )
        }
        _ => return None,
    };
    Some(Intrinsic { name, operands })
}
