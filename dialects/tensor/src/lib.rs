//! The tensor dialect: creating tensors (`tensor.empty`, `tensor.splat`,
//! `tensor.from_elements`, `tensor.generate`), element access
//! (`tensor.extract`, `tensor.insert`), slices (`tensor.extract_slice`,
//! `tensor.insert_slice`, `tensor.parallel_insert_slice`), reshapes
//! (`tensor.expand_shape`, `tensor.collapse_shape`, `tensor.reshape`),
//! `tensor.pad`, `tensor.concat`, `tensor.gather`/`tensor.scatter` and
//! casts, generated from upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`syntax`]: `tensor.from_elements`' custom form, the `custom<...>`
//!   directives of the declarative formats and the result names
//!   (`%expanded`, `%extracted_slice`, `%padded`, ...);
//! - [`verify`], [`reshape`], [`slice`]: the verifiers upstream writes in
//!   C++ (`TensorOps.cpp`, `ReshapeOpsUtils`, `ViewLikeInterface`), with its
//!   messages;
//! - [`fold`], [`canonicalize`]: upstream's folders and canonicalization
//!   patterns;
//! - [`constraints`]: the dialect's own ODS constraint checks the
//!   generated code calls.

pub mod canonicalize;
pub mod constraints;
pub mod fold;
#[rustfmt::skip]
mod generated;
pub mod reshape;
pub mod slice;
pub mod subset;
pub mod syntax;

pub mod verify;

pub use generated::*;

#[cfg(test)]
mod tests;
