//! The `print-op-stats` pass (upstream's `PrintOpStatsPass`): counts the
//! ops under (and including) the op it runs on by name and reports the
//! counts on stderr, sorted by name: a table aligned on the dialect
//! prefix, or with `json` a JSON object. The IR is left as it is.
//!
//! Invariant: the order is the names' byte order, never a hash map's.

use std::collections::BTreeMap;
use std::fmt::Write;

use strata_ir::{Body, OpId, WalkOrder, WalkResult};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassRun};

pub const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "json",
    description: "print the stats as JSON",
    kind: OptionKind::Bool,
    default: "false",
    extension: false,
}];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "print-op-stats",
        name: "PrintOpStats",
        description: "Print statistics of operations",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(PrintOpStats { json: options.bool("json") })),
    }
}

/// The pass.
pub struct PrintOpStats {
    json: bool,
}

impl Pass for PrintOpStats {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
        body.walk(op, WalkOrder::PreOrder, |b, o| {
            *counts.entry(ctx.op_name_str(b.op_name(o))).or_default() += 1;
            WalkResult::Advance
        });
        run.report = if self.json { json(&counts) } else { table(&counts) };
        run.preserved_all = true;
        Ok(())
    }
}

/// `dialect.op` as `(dialect, op)`; a name without a dot as `("", name)`.
fn split(name: &str) -> (&str, &str) {
    name.split_once('.').unwrap_or(("", name))
}

/// Upstream's `printSummary`: dialects right-aligned, op names
/// left-aligned, then ` , count`.
fn table(counts: &BTreeMap<&str, u64>) -> String {
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    let max_dialect = counts.keys().map(|k| split(k).0.len()).max().unwrap_or(0);
    let max_op = counts.keys().map(|k| split(k).1.len()).max().unwrap_or(0);
    for (name, count) in counts {
        let (dialect, op) = split(name);
        if dialect.is_empty() {
            out.push_str(&" ".repeat(max_dialect + 3));
        } else {
            let _ = write!(out, "{dialect:>width$}.", width = max_dialect + 2);
        }
        let _ = writeln!(out, "{op:<max_op$} , {count}");
    }
    out
}

/// Upstream's `printSummaryInJSON`.
fn json(counts: &BTreeMap<&str, u64>) -> String {
    let mut out = String::from("{\n");
    let n = counts.len();
    for (i, (name, count)) in counts.iter().enumerate() {
        let _ = write!(out, "  \"{name}\" : {count}");
        out.push_str(if i + 1 == n { "\n" } else { ",\n" });
    }
    out.push_str("}\n");
    out
}
