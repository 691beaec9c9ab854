//! The memref dialect. `syntax.rs` holds the `custom<...>` directives its
//! declarative assembly formats name; the op registrations come from ODS
//! codegen.

pub mod syntax;
