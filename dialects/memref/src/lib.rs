//! The memref dialect: buffers, loads, stores, allocation, views and
//! globals, generated from upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`syntax`]: the custom forms upstream writes in C++, the
//!   `custom<...>` directives of its formats and result-name hints;
//! - [`fold`], [`verify`]: the hooks upstream writes in C++;
//! - [`build`]: loads and stores as upstream's hand-written builders make
//!   them, for other dialects' patterns;
//! - [`subview`]: the slice lists and types the subview folds share;
//! - [`region_branch`]: `memref.alloca_scope`'s `RegionBranchOpInterface`;
//! - [`mem2reg`], [`sroa`]: the memory-slot interfaces of `alloca`, `load`
//!   and `store`;

pub mod build;
pub mod canonicalize;
pub mod fold;
pub mod mem2reg;
#[rustfmt::skip]
mod generated;
pub mod region_branch;
pub mod sroa;
pub mod subview;
pub mod syntax;

pub mod verify;

pub use generated::*;
