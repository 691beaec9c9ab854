//! Dialect knowledge that several dialects share but the core IR does not
//! need: what upstream keeps in `mlir/Interfaces` and `mlir/Dialect/Utils`
//! rather than in `mlir/IR`.
//!
//! - [`view_like`]: upstream's `ViewLikeInterface` checks and slice
//!   utilities (`tensor.extract_slice`/`insert_slice`, `memref.subview`,
//!   `memref.reinterpret_cast`, `scf.forall`);
//! - [`reshape`]: reassociations and reshape shape operands
//!   (`ReshapeOpsUtils`; tensor and memref);
//! - [`elements`]: the element at an index of a constant elements
//!   attribute (tensor and affine folds);
//! - [`layout`]: memref strided layouts (`getStridesAndOffset`,
//!   `canonicalizeStridedLayout`; memref and vector).
//!
//! Everything here is read-only over the IR and reports upstream's
//! messages as [`strata_ir::Diagnostic`]s; nothing panics on malformed ops.

#![forbid(unsafe_code)]

pub mod elements;
pub mod layout;
pub mod reshape;
pub mod view_like;
