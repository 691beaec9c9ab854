//! The cf dialect. `syntax.rs` holds the hand-written custom form of
//! `cf.switch` (its case list is variadic-of-variadic, which upstream also
//! handles with C++); the op registrations come from ODS codegen.

pub mod syntax;
