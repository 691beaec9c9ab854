//! [`RewriteTrace`]: a [`Listener`] that writes one line per successful
//! pattern application or fold and one per IR change it made (the
//! `--debug-rewrites` output), for dialect authors chasing a rewrite.
//!
//! Lines name ops and their source locations (`file:line:col`), never
//! addresses or ids, so a trace is the same on every run. A pattern's
//! header line is written only once it changes something, so failed
//! attempts cost nothing in the output.

use std::fmt::Write as _;

use strata_ir::{BlockId, Body, Context, Location, OpId, Value};
use strata_rewrite::Listener;

/// Writes the trace of one rewrite run into `out`.
pub struct RewriteTrace<'a> {
    ctx: &'a Context,
    out: &'a mut String,
    /// The pattern being tried and the op it was tried on, until it changes
    /// something.
    pending: Option<String>,
}

impl<'a> RewriteTrace<'a> {
    pub fn new(ctx: &'a Context, out: &'a mut String) -> RewriteTrace<'a> {
        RewriteTrace { ctx, out, pending: None }
    }

    fn describe(&self, body: &Body, op: OpId) -> String {
        let name = self.ctx.op_name_str(body.op_name(op));
        format!("'{name}' at {}", self.loc(body.op_loc(op)))
    }

    fn loc(&self, loc: Location) -> String {
        match self.ctx.file_line_col(loc) {
            Some((file, line, col)) => format!("{file}:{line}:{col}"),
            None => "unknown".to_string(),
        }
    }

    fn change(&mut self, what: std::fmt::Arguments<'_>) {
        if let Some(header) = self.pending.take() {
            self.out.push_str(&header);
        }
        let _ = writeln!(self.out, "[rewrite]   {what}");
    }
}

impl Listener for RewriteTrace<'_> {
    fn notify_pattern_begin(&mut self, body: &Body, pattern: &str, op: OpId) {
        self.pending = Some(format!("[rewrite] {pattern} on {}\n", self.describe(body, op)));
    }
    fn notify_pattern_end(&mut self, _body: &Body, _pattern: &str, _applied: bool) {
        self.pending = None;
    }
    fn notify_operation_inserted(&mut self, body: &Body, op: OpId, moved: bool) {
        let d = self.describe(body, op);
        self.change(format_args!("{} {d}", if moved { "moved" } else { "inserted" }));
    }
    fn notify_operation_modified(&mut self, body: &Body, op: OpId) {
        let d = self.describe(body, op);
        self.change(format_args!("modified {d}"));
    }
    fn notify_operation_replaced(&mut self, body: &Body, op: OpId, values: &[Value]) {
        let d = self.describe(body, op);
        self.change(format_args!("replaced {d} ({} values)", values.len()));
    }
    fn notify_operation_erased(&mut self, body: &Body, op: OpId) {
        let d = self.describe(body, op);
        self.change(format_args!("erased {d}"));
    }
    fn notify_block_inserted(&mut self, _body: &Body, _block: BlockId) {
        self.change(format_args!("inserted a block"));
    }
    fn notify_block_erased(&mut self, _body: &Body, _block: BlockId) {
        self.change(format_args!("erased a block"));
    }
    fn notify_match_failure(&mut self, loc: Location, reason: &str) {
        let l = self.loc(loc);
        let _ = writeln!(self.out, "[rewrite]   no match at {l}: {reason}");
    }
}
