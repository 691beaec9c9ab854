//! strata's `vectorize` dialect: TVM's vector expressions as MLIR ops, for
//! loop vectorization (`docs/vectorize.md`).
//!
//! - `vectorize.ramp %base, %stride : vector<N x T>`: lane `i` is
//!   `base + i * stride` (TVM's `Ramp`), for `index` and signless integer
//!   `T`, with wrap-around at `T`'s width;
//! - a loop is marked for vectorization with the discardable unit attribute
//!   [`VECTORIZED`] on `scf.for` (TVM's `ForKind::kVectorized`).
//!
//! Described by `ods/VectorizeOps.td`; `generated.rs` is written from it by
//! `cargo xtask codegen`. Hand-written:
//! [`fold`] (a ramp of constants is a dense constant), [`canonicalize`]
//! (TVM's ramp rules as rewrite patterns) and [`access`] (gathers and
//! scatters at ramps as contiguous accesses).

pub mod access;
pub mod canonicalize;
pub mod fold;
// Its `register` is superseded by [`register`] below, which adds the
// dialect's canonicalization patterns; everything else is re-exported.
#[allow(dead_code)]
#[rustfmt::skip]
mod generated;
pub mod traits;

pub use generated::*;

use strata_ir::{Context, DialectInfo, MaterializeConstant};
use strata_rewrite::CanonicalizationPatterns;

/// The unit attribute marking an `scf.for` for vectorization.
pub const VECTORIZED: &str = "vectorize.vectorized";

/// Registers the `vectorize` dialect and its ops, with the dialect's own
/// canonicalization patterns (upstream's `Dialect::getCanonicalizationPatterns`:
/// TVM's rules, rooted at arith and vector ops that take ramps), which the
/// generated `register` cannot wire.
pub fn register(ctx: &Context) {
    let mut dialect = DialectInfo::new("vectorize");
    dialect.interfaces.insert(MaterializeConstant(fold::materialize_constant));
    dialect.interfaces.insert(CanonicalizationPatterns(canonicalize::dialect));
    ctx.register_dialect(dialect);
    for info in ops() {
        ctx.register_op(info);
    }
}
