//! The cf dialect's inliner interface (upstream's
//! `ControlFlowInlinerInterface`): its calls and ops may be inlined, and
//! an inlined branch needs no rewriting (it already branches within the
//! inlined blocks).

use strata_ir::inliner::{keep_terminator, DialectInlinerInterface};

/// The interface registered with the dialect.
pub fn interface() -> DialectInlinerInterface {
    DialectInlinerInterface {
        is_legal_to_inline_call: |_, _, _, _, _| true,
        handle_terminator_with_block: Some(keep_terminator),
        ..DialectInlinerInterface::OPS_LEGAL
    }
}
