//! The Rust examples of the README and `docs/`, compiled and run as
//! doctests (`cargo test -p strata-opt --doc`), so that they cannot drift
//! from the API they show. Each item's doc is one whole Markdown file:
//! its ```` ```rust ```` blocks are the tests; every other block carries a
//! language (`sh`, `mlir`, `text`, ...) and is not compiled.
//!
//! This crate is the host because it sits on top of the others: its
//! dependencies and dev-dependencies are what the examples use.

#[doc = include_str!("../../../README.md")]
pub struct Readme;

#[doc = include_str!("../../../docs/passes.md")]
pub struct Passes;

#[doc = include_str!("../../../docs/rewriting.md")]
pub struct Rewriting;

#[doc = include_str!("../../../docs/dialect-authors.md")]
pub struct DialectAuthors;
