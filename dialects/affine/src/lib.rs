//! The affine dialect: loops (`affine.for`, `affine.parallel`), conditionals
//! (`affine.if`) and memory accesses (`affine.load`/`store`,
//! `affine.vector_load`/`vector_store`, `affine.prefetch`) whose bounds,
//! conditions and subscripts are affine maps and integer sets over
//! dimension and symbol operands, plus `affine.apply`/`min`/`max`, the
//! index (de)linearization ops and the DMA ops (`affine.dma_start`,
//! `affine.dma_wait`); generated from upstream ODS but for the DMA ops,
//! which upstream defines in C++ only.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every ODS op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper, and the
//!   registration of all ops;
//! - [`dma`]: the DMA ops' `OpInfo`s, typed handles and memory effects,
//!   written by hand (listed in `ods/tables.txt`);
//! - [`syntax`]: the custom forms upstream parses in C++ (maps applied to
//!   operands, `%i = 0 to 10`, `affine.load %m[%i + 1]`);
//! - [`scope`]: what may be a dimension and what a symbol (upstream's
//!   `isValidDim`/`isValidSymbol`);
//! - [`map_operands`]: maps and sets with their operands (composition
//!   with the `affine.apply`s feeding them, canonicalization, bounds from
//!   enclosing loops), which the folds and patterns share;
//! - [`linearization`]: delinearized indices relinearized inside a map;
//! - [`build`]: composed `affine.apply`s for other dialects' patterns;
//! - [`fold`], [`canonicalize`], [`verify`]: the hooks upstream writes in C++;
//! - [`region_branch`]: how values flow through `affine.for`/`affine.if`;

pub mod build;
pub mod canonicalize;
pub mod dma;
pub mod fold;
pub mod inliner;
pub mod linearization;
pub mod loop_like;
pub mod map_operands;
#[rustfmt::skip]
mod generated;
pub mod region_branch;
pub mod scope;
pub mod syntax;
pub mod value_bounds;

pub mod verify;

pub use dma::{AffineDmaStartOp, AffineDmaWaitOp};
pub use generated::*;
