//! The builtin dialect: `builtin.module` and
//! `builtin.unrealized_conversion_cast` (the builtin types and attributes
//! live in strata-ir and strata-syntax).
//!
//! [`register`] adds the dialect and its ops to a context.

mod module;
mod unrealized_cast;

pub use unrealized_cast::UnrealizedConversionCastOp;

use strata_ir::{Context, DialectInfo};

/// Registers the builtin dialect in `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect(DialectInfo::new("builtin"));
    ctx.register_op(module::op_info());
    ctx.register_op(unrealized_cast::op_info());
}
