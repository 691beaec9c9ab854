//! The func dialect. `syntax.rs` holds the hand-written custom form of
//! `func.func` (upstream parses it in C++: `function_interface_impl`);
//! the op registrations come from ODS codegen.

pub mod syntax;
