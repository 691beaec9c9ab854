//! Lowering cases of `cargo xtask conformance`: every lit chunk that
//! `mlir-opt-22`'s execution pipeline ([`PIPELINE`], what `strata-run`
//! and the execution tests lower with) takes to the `llvm` dialect must
//! lower to the same bytes through strata-opt.
//!
//! A chunk mlir-opt rejects, or leaves ops of other dialects in (it does
//! not lower them either), is skipped. A chunk may name a knowing
//! difference or a gap with `// conformance: lowering-differs (why)`, and a
//! file's `// conformance: rewrite-differs (why)` (a fold strata knowingly
//! does not make, docs/differences.md) holds for its lowering too; such
//! chunks count as skipped.
//!
//! Invariant: strict: one differing chunk fails the run.

use std::path::Path;
use std::process::Command;

use super::{describe, run_to_files, Case, Check, Ctx, Input, Outcome};
use crate::util::{self, Result};

/// The lowering to the `llvm` dialect upstream's execution tests use.
pub const PIPELINE: &[&str] = util::execution_lowering!("--allow-unregistered-dialect");

/// The knowing difference or gap `text` names for its lowering, if any.
fn marked(text: &str, marker: &str) -> Option<String> {
    text.lines()
        .find_map(|l| l.trim_start().strip_prefix(marker))
        .map(|why| format!("knowing difference: {}", why.trim()))
}

/// One lowering case per chunk of the lit file `text` (the file itself
/// when it is not split), named `name#k` when there are several.
pub(super) fn push_cases(cases: &mut Vec<Case>, name: &str, text: &str, chunks: Vec<String>) {
    let file_wide = marked(text, "// conformance: rewrite-differs");
    let several = chunks.len() > 1;
    for (k, chunk) in chunks.into_iter().enumerate() {
        let check = match file_wide.clone().or_else(|| marked(&chunk, "// conformance: lowering-differs")) {
            Some(why) => Check::Known(why),
            None => Check::Lowering,
        };
        let name = if several { format!("{name}#{}", k + 1) } else { name.to_string() };
        cases.push(Case { name, input: Input::Text(chunk), check });
    }
}

/// Whether `printed` (custom form) still holds an op of a dialect other
/// than `llvm` and `builtin`: an op name at the start of a line or after
/// `= `, in custom (`vector.print`) or generic (`"vector.print"`) form.
fn has_unlowered_ops(printed: &str) -> bool {
    printed.lines().any(|line| {
        let line = line.trim_start();
        let op = match line.find(" = ") {
            Some(at) if line.starts_with('%') => &line[at + 3..],
            _ => line,
        };
        let op = op.trim_start_matches('"');
        let Some(dot) = op.find('.') else { return false };
        let dialect = &op[..dot];
        !dialect.is_empty()
            && dialect.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
            && !matches!(dialect, "llvm" | "builtin")
    })
}

pub fn lowering_case(ctx: &Ctx, dir: &Path, input: &Path) -> Result<Outcome> {
    let mut cmd = Command::new(&ctx.mlir_opt);
    cmd.args(PIPELINE).arg(input).current_dir(dir);
    let expected = run_to_files(&mut cmd, dir, "mlir-opt.lower")?;
    if expected.timed_out {
        return Ok(Outcome::Skip("mlir-opt timed out".into()));
    }
    if !expected.status.success() {
        return Ok(Outcome::Skip("not lowered by mlir-opt".into()));
    }
    let expected = String::from_utf8_lossy(&expected.stdout).into_owned();
    if has_unlowered_ops(&expected) {
        return Ok(Outcome::Skip("not lowered by mlir-opt: ops of other dialects stay".into()));
    }
    let mut cmd = Command::new(&ctx.strata);
    cmd.args(PIPELINE).arg(input).current_dir(dir);
    let actual = run_to_files(&mut cmd, dir, "strata.lower")?;
    if actual.timed_out || !actual.status.success() {
        return Ok(Outcome::Fail(format!(
            "  strata-opt (lowering pipeline) failed ({})\n{}",
            if actual.timed_out { "timed out".to_string() } else { describe(actual.status) },
            util::excerpt(&actual.stderr, 12)
        )));
    }
    let actual = String::from_utf8_lossy(&actual.stdout);
    if actual == expected {
        return Ok(Outcome::Pass);
    }
    Ok(Outcome::Fail(format!(
        "  lowering differs (- mlir-opt, + strata-opt)\n{}",
        util::line_diff(&expected, &actual, 30)
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unlowered_ops_are_found_in_both_forms() {
        assert!(!has_unlowered_ops("module {\n  llvm.func @f() {\n    %0 = llvm.mlir.constant(1 : i32) : i32\n"));
        assert!(has_unlowered_ops("    %0 = vector.shape_cast %1 : vector<4xi32> to vector<2x2xi32>\n"));
        assert!(has_unlowered_ops("    \"vector.print\"() : () -> ()\n"));
        assert!(has_unlowered_ops("    memref.store %a, %b[] : memref<f32>\n"));
        assert!(!has_unlowered_ops("    %1 = builtin.unrealized_conversion_cast %0 : i64 to index\n"));
        assert!(!has_unlowered_ops("    llvm.return %0 : f32\n  }\n}\n"));
    }
}
