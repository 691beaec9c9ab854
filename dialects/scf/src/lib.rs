//! The scf dialect: structured control flow (`scf.for`, `scf.if`,
//! `scf.while`, `scf.parallel`, `scf.forall`, `scf.index_switch`, ...),
//! generated from upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`syntax`]: the custom forms upstream parses in C++ and the
//!   `custom<SwitchCases>` directive;
//! - [`fold`], [`verify`]: the hooks upstream writes in C++;
//! - [`build`]: `scf.for` and `scf.if` built with their bodies, for other
//!   dialects' patterns;
//! - [`region_branch`]: the region ops' `RegionBranchOpInterface` and
//!   their terminators' (how values flow between an op and its regions);

pub mod build;
pub mod canonicalize;
pub mod fold;
pub mod inliner;
pub mod loop_like;
#[rustfmt::skip]
mod generated;
pub mod region_branch;
pub mod syntax;
pub mod value_bounds;

pub mod verify;

pub use generated::*;
