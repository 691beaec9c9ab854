//! The math dialect: elementary functions (`math.sin`, `math.exp`, ...),
//! rounding, bit counting and classification, generated from upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format, typed wrapper and, for
//!   `math.sincos`, upstream's generated result names (`%sin, %cos`);
//! - [`fold`]: the fold hooks upstream writes in C++ (not folding yet);
//!
//! The `fastmath` attribute is arith's `#arith.fastmath<...>`, kept as a
//! dialect attribute.

pub mod fold;
#[rustfmt::skip]
mod generated;

pub use generated::*;
