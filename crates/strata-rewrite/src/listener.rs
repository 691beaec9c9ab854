//! [`Listener`]: what a [`crate::Rewriter`] reports (upstream's
//! `RewriterBase::Listener`). Every method has an empty default, so a
//! listener implements only what it needs.

use strata_ir::{BlockId, Body, Location, OpId, Value};

/// Observes the changes a rewriter makes. `body` is the IR at the moment
/// of the notification.
pub trait Listener {
    /// `op` was inserted (created, cloned or moved). For a move, `moved` is
    /// true; ops nested in a newly created op are not reported one by one.
    fn notify_operation_inserted(&mut self, _body: &Body, _op: OpId, _moved: bool) {}
    /// `block` was inserted (created by a split, or moved between regions).
    fn notify_block_inserted(&mut self, _body: &Body, _block: BlockId) {}
    /// `op` was changed in place (operands, attributes, successors).
    fn notify_operation_modified(&mut self, _body: &Body, _op: OpId) {}
    /// `op` is about to be replaced by `values` (one per result); its
    /// erasure is reported next.
    fn notify_operation_replaced(&mut self, _body: &Body, _op: OpId, _values: &[Value]) {}
    /// `op` is about to be erased (its nested ops were reported first).
    fn notify_operation_erased(&mut self, _body: &Body, _op: OpId) {}
    /// `block` is about to be erased (its ops were reported first).
    fn notify_block_erased(&mut self, _body: &Body, _block: BlockId) {}
    /// A pattern gave up on an op, with a reason (for traces).
    fn notify_match_failure(&mut self, _loc: Location, _reason: &str) {}
    /// The driver is about to try `pattern` (a pattern's debug name, or
    /// `fold`) on `op`; the changes it makes are reported next.
    fn notify_pattern_begin(&mut self, _body: &Body, _pattern: &str, _op: OpId) {}
    /// The attempt announced last ended; `applied` says whether it changed
    /// the IR.
    fn notify_pattern_end(&mut self, _body: &Body, _pattern: &str, _applied: bool) {}
}
