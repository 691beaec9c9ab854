//! The rule for what the rewrite drivers keep per thread between runs.
//!
//! A pipeline nested on functions runs the greedy driver, region DCE and
//! CSE once per function; on small functions, allocating their work lists
//! and tables afresh costs as much as the rewriting. Each keeps them in a
//! thread-local from one run to the next (a run nested in another finds
//! them taken and allocates its own), but only while they are small:
//! emptying a hash map costs its capacity, and a large function's buffers
//! would stay allocated through whatever runs after it.

/// Entries above which a run's buffers are dropped, not kept.
const REUSED_MAX: usize = 4096;

/// Are buffers of these capacities small enough to keep for the next run?
pub(crate) fn worth_keeping(capacities: &[usize]) -> bool {
    capacities.iter().all(|&c| c <= REUSED_MAX)
}
