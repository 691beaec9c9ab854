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
#[rustfmt::skip]
mod generated;


pub use generated::*;

/// The unit attribute marking an `scf.for` for vectorization.
pub const VECTORIZED: &str = "vectorize.vectorized";
