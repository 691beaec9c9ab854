//! The amx dialect (upstream's `AMX`): Intel Advanced Matrix Extensions,
//! 2-D tiles in tile registers (`!amx.tile<16x32xbf16>`) and the ops that
//! zero, load, store and multiply them.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper, from
//!   upstream's `AMX.td`;
//! - [`types`]: `!amx.tile` and its syntax;
//! - [`verify`]: the tile-size and multiplication-shape checks upstream
//!   writes in C++;
//! - [`intrinsics`]: the intrinsic each op stands for and its operands
//!   (upstream's `AMXIntrinsicOpInterface`), which
//!   `convert-vector-to-llvm=enable-amx` lowers to `llvm.call_intrinsic`
//!   on `!llvm.x86_amx` values.

#[rustfmt::skip]
mod generated;
pub mod intrinsics;
pub mod types;
pub mod verify;

pub use generated::*;
pub use types::TileType;

/// Registers the `amx` dialect: its ops and `!amx.tile`.
pub fn register(ctx: &strata_ir::Context) {
    generated::register(ctx);
    ctx.register_type_def(types::tile_type_def());
}
