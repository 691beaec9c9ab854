//! The vector dialect: n-D vector values, their construction and
//! rearrangement, reductions and contractions, memory transfers and masks,
//! generated from upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`syntax`], [`transfer`]: the custom forms upstream writes in C++
//!   (`vector.contract`, `vector.mask`, `vector.outerproduct`,
//!   `vector.transfer_read`, `vector.transfer_write`), the `custom<...>`
//!   directives of the declarative formats and the result names;
//! - [`fold`], [`verify`]: the hooks upstream writes in C++;
//! - [`constraints`]: the dialect's own ODS constraint checks the
//!   generated code calls;
//! - [`build`]: extract/insert builders with inferred types, for other
//!   dialects' patterns;
//! - `masking.rs`: `vector.mask` as upstream's `MaskingOpInterface` (the
//!   masked op);
//! - [`layout`]: whether vectors and memrefs of an element type agree
//!   in memory;
//! - [`transforms`]: pattern groups that rewrite vector ops into simpler
//!   ones, for the lowerings.
//!
//! Enum attributes (`#vector.kind<add>`, `#vector.iterator_type<parallel>`,
//! `#vector.punctuation<comma>`) are kept as dialect attributes.

pub mod build;
pub mod canonicalize;
pub mod constraints;
pub mod fold;
#[rustfmt::skip]
mod generated;
pub mod layout;
mod masking;
pub mod subset;
pub mod syntax;

pub mod transfer;
pub mod transforms;
pub mod verify;

pub use fold::transfer::Transfer;
pub use generated::*;

#[cfg(test)]
mod tests;
