//! strata-filecheck: a re-implementation of LLVM's FileCheck plus a small
//! `lit`-style test runner and a `cargo test` harness.
//!
//! * [`check`] — FileCheck proper ([`FileCheck`], [`run_filecheck`]).
//! * [`lit`] — parsing and executing `RUN:` lines without a shell.
//! * [`harness`] — a libtest-compatible driver for `harness = false` tests.

pub mod check;
pub mod harness;
pub mod lit;

pub use check::{parse_args, run_filecheck, run_filecheck_in, CheckOutcome, DumpInput, FileCheck, Options, ToolOutput};
