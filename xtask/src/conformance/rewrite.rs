//! Rewrite cases of `cargo xtask conformance`: both tools run the same pass
//! flags (`--canonicalize`, ...) on the same input and print generic IR;
//! the outputs are compared one top-level op (function) at a time.
//!
//! Cases come from lit files whose first `strata-opt %s` RUN line runs a
//! pass (strict: every function must be identical, as the issue requires
//! 100% on our lit inputs) and from generated files (`cargo xtask gen`;
//! counted: the run fails only if fewer than [`MIN_IDENTICAL_PERCENT`] of
//! all functions are identical). A lit file may name a knowing difference with
//! `// conformance: rewrite-differs (why)`; it then counts as skipped. A lit
//! file where strata knowingly does better in one run than upstream does in
//! one names the flags upstream needs for the same result with
//! `// conformance: mlir-opt-flags --cse --cse` (strata's ops left dead by
//! DCE are erased in the same `cse` run); mlir-opt then runs those.
//! A lit file whose flags use a strata extension option
//! ([`EXTENSION_OPTIONS`], e.g. `cse{ignore-attrs=...}`,
//! `canonicalize{cse=true}`) has no mlir-opt-22 counterpart: it is
//! skipped, unless it names upstream's equivalent flags as above.
//!
//! Invariants: functions are paired by position in the output; a case
//! mlir-opt rejects or times out on is skipped, never failed.

use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::{describe, run_to_files, Ctx, Outcome};
use crate::util::{self, Result};

/// The least share of identical functions over all rewrite cases.
pub const MIN_IDENTICAL_PERCENT: f64 = 95.0;

/// The passes whose presence makes a lit RUN line a rewrite case.
const PASS_FLAGS: &[&str] = &[
    "--canonicalize",
    "-canonicalize",
    "canonicalize{",
    "canonicalize)",
    "--cse",
    "-cse",
    "cse{",
    "(cse)",
    "(cse,",
    ",cse)",
    ",cse,",
    "--arith-expand",
    "arith-expand{",
    "--math-expand-ops",
    "math-expand-ops{",
    "--convert-vector-to-scf",
    "convert-vector-to-scf{",
    "convert-vector-to-scf)",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--reconcile-unrealized-casts",
    "--sccp",
    "(sccp)",
    "--int-range-optimizations",
];

/// Function counts over all rewrite cases: (strict) lit cases and all.
#[derive(Default)]
pub struct Tally {
    pub lit_total: AtomicUsize,
    pub lit_same: AtomicUsize,
    pub total: AtomicUsize,
    pub same: AtomicUsize,
}

impl Tally {
    fn add(&self, strict: bool, total: usize, same: usize) {
        self.total.fetch_add(total, Ordering::SeqCst);
        self.same.fetch_add(same, Ordering::SeqCst);
        if strict {
            self.lit_total.fetch_add(total, Ordering::SeqCst);
            self.lit_same.fetch_add(same, Ordering::SeqCst);
        }
    }

    /// The summary line, and whether the targets were met.
    pub fn summary(&self) -> (String, bool) {
        let get = |a: &AtomicUsize| a.load(Ordering::SeqCst);
        let (lt, ls, t, s) = (get(&self.lit_total), get(&self.lit_same), get(&self.total), get(&self.same));
        let pct = if t == 0 { 100.0 } else { 100.0 * s as f64 / t as f64 };
        let ok = ls == lt && pct >= MIN_IDENTICAL_PERCENT;
        (format!("rewrite functions: lit {ls}/{lt} identical; all {s}/{t} identical ({pct:.1}%)"), ok)
    }
}

/// The pass flags of a lit file's first `strata-opt %s` RUN line, if it
/// runs a pass and is not negated; `None` for other files.
pub fn lit_flags(text: &str) -> Option<Vec<String>> {
    let args = super::first_run_args(text)?;
    if !PASS_FLAGS.iter().any(|p| args.contains(p)) {
        return None;
    }
    Some(split_shell_words(args).into_iter().filter(|a| !is_ignored_flag(a)).collect())
}

/// Options strata adds to upstream's passes (docs/differences.md), by pass.
const EXTENSION_OPTIONS: &[(&str, &[&str])] =
    &[("cse", &["ignore-attrs", "ignore-all-discardable"]), ("canonicalize", &["cse"])];

/// The first strata extension option `flags` use, as `pass{option}`.
pub fn strata_extension(flags: &[String]) -> Option<String> {
    for flag in flags {
        for &(pass, options) in EXTENSION_OPTIONS {
            let mut texts: Vec<&str> = Vec::new();
            if let Some(t) = flag.strip_prefix(&format!("--{pass}=")) {
                texts.push(t);
            }
            // `pass{...}` in a pipeline, not the tail of a longer name.
            let open = format!("{pass}{{");
            for (at, _) in flag.match_indices(&open) {
                let before = flag[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.')) {
                    continue;
                }
                let rest = &flag[at + open.len()..];
                let mut depth = 0usize;
                let end = rest
                    .char_indices()
                    .find(|&(_, c)| match c {
                        '{' => {
                            depth += 1;
                            false
                        }
                        '}' if depth == 0 => true,
                        '}' => {
                            depth -= 1;
                            false
                        }
                        _ => false,
                    })
                    .map_or(rest.len(), |(i, _)| i);
                texts.push(&rest[..end]);
            }
            for text in texts {
                for word in text.split_whitespace() {
                    let key = word.split('=').next().unwrap_or(word);
                    if options.contains(&key) {
                        return Some(format!("{pass}{{{key}}}"));
                    }
                }
            }
        }
    }
    None
}

/// The flags of a `// conformance: mlir-opt-flags ...` line, if any.
pub fn upstream_flags(text: &str) -> Option<Vec<String>> {
    let line = text.lines().find_map(|l| l.trim_start().strip_prefix("// conformance: mlir-opt-flags"))?;
    Some(split_shell_words(line))
}

/// Flags that do not change the printed IR, or that the case runner adds.
fn is_ignored_flag(a: &str) -> bool {
    let redirect = a.starts_with('>') || a.starts_with('<') || a.starts_with("2>");
    redirect
        || matches!(
            a,
            "%s" | "--split-input-file" | "-split-input-file" | "--debug-rewrites" | "--mlir-print-op-generic"
        )
}

/// Splits a RUN line's arguments as the shell would for the quoting lit
/// tests use ('...' and "..." around whole or partial words).
pub(crate) fn split_shell_words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (mut cur, mut quote, mut any) = (String::new(), None, false);
    for c in s.chars() {
        match (c, quote) {
            ('\'' | '"', None) => {
                quote = Some(c);
                any = true;
            }
            (c, Some(q)) if c == q => quote = None,
            (c, None) if c.is_whitespace() => {
                if any {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            (c, _) => {
                cur.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(cur);
    }
    out
}

/// One rewrite case: runs both tools and compares function by function.
pub fn rewrite_case(
    ctx: &Ctx,
    dir: &Path,
    input: &Path,
    flags: &[String],
    upstream: &[String],
    strict: bool,
) -> Result<Outcome> {
    let common = ["--mlir-print-op-generic".to_string(), "--allow-unregistered-dialect".to_string()];
    let mut args: Vec<String> = flags.to_vec();
    args.extend(common.iter().cloned());
    let mut cmd = Command::new(&ctx.mlir_opt);
    cmd.args(upstream).args(&common).arg(input).current_dir(dir);
    let expected = run_to_files(&mut cmd, dir, "mlir-opt.rewrite")?;
    if expected.timed_out {
        return Ok(Outcome::Skip("mlir-opt timed out".into()));
    }
    if !expected.status.success() {
        let first = String::from_utf8_lossy(&expected.stderr).lines().next().unwrap_or("").to_string();
        return Ok(Outcome::Skip(format!("rejected by mlir-opt: {first}")));
    }
    let mut cmd = Command::new(&ctx.strata);
    cmd.args(&args).arg(input).current_dir(dir);
    let actual = run_to_files(&mut cmd, dir, "strata.rewrite")?;
    let flags_text = flags.join(" ");
    if actual.timed_out || !actual.status.success() {
        return Ok(Outcome::Fail(format!(
            "  strata-opt {flags_text} failed ({})\n{}",
            if actual.timed_out { "timed out".to_string() } else { describe(actual.status) },
            util::excerpt(&actual.stderr, 12)
        )));
    }
    let (e, a) = (String::from_utf8_lossy(&expected.stdout), String::from_utf8_lossy(&actual.stdout));
    let (ef, af) = (util::top_level_ops(&e), util::top_level_ops(&a));
    let (ef, af): (Vec<String>, Vec<String>) =
        (ef.iter().map(|f| renumber(f)).collect(), af.iter().map(|f| renumber(f)).collect());
    let total = ef.len().max(af.len());
    let mut detail = String::new();
    let mut same = 0;
    for i in 0..total {
        match (ef.get(i), af.get(i)) {
            (Some(x), Some(y)) if x == y => same += 1,
            (x, y) => {
                if detail.lines().count() < 60 {
                    let name = x.or(y).map_or("?".to_string(), |f| symbol(f));
                    detail
                        .push_str(&format!("  function {name} differs (- mlir-opt, + strata-opt) for {flags_text}\n"));
                    detail.push_str(&util::line_diff(x.map_or("", |s| s), y.map_or("", |s| s), 20));
                }
            }
        }
    }
    ctx.rewrite.add(strict, total, same);
    Ok(if same == total {
        Outcome::Pass
    } else if strict {
        Outcome::Fail(detail)
    } else {
        Outcome::Differs(format!("{} of {total} functions differ", total - same), detail)
    })
}

/// `f` with its value and block names renumbered from zero in order of
/// appearance, so a difference in one function does not shift the names
/// (numbered across the module in generic form) of the ones after it.
fn renumber(f: &str) -> String {
    let mut names: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let mut out = String::with_capacity(f.len());
    let mut chars = f.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c != '%' && c != '^' {
            out.push(c);
            continue;
        }
        let mut end = i + 1;
        while let Some(&(j, d)) = chars.peek() {
            if d.is_ascii_alphanumeric() || d == '_' {
                end = j + d.len_utf8();
                chars.next();
            } else {
                break;
            }
        }
        let token = &f[i..end];
        if token.len() == 1 {
            out.push(c);
            continue;
        }
        let next = names.len();
        let k = *names.entry(token.to_string()).or_insert(next);
        out.push_str(&format!("{c}{}{k}", if c == '%' { "v" } else { "bb" }));
    }
    out
}

/// The `sym_name` of a printed function, for reports.
fn symbol(f: &str) -> String {
    let first = f.lines().next().unwrap_or("");
    match first.split_once("sym_name = \"") {
        Some((_, rest)) => format!("@{}", rest.split('"').next().unwrap_or("")),
        None => first.trim().chars().take(40).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lit_flags_keep_pass_options_and_drop_the_rest() {
        let t = "// RUN: strata-opt %s --split-input-file --canonicalize=\"max-iterations=3 top-down=false\" | FileCheck %s\n";
        assert_eq!(lit_flags(t), Some(vec!["--canonicalize=max-iterations=3 top-down=false".to_string()]));
        assert_eq!(lit_flags("// RUN: not strata-opt %s --canonicalize | FileCheck %s\n"), None);
        assert_eq!(lit_flags("// RUN: strata-opt %s | FileCheck %s\n"), None);
        let p = "// RUN: strata-opt %s --pass-pipeline='builtin.module(canonicalize{top-down=false})'\n";
        assert_eq!(
            lit_flags(p),
            Some(vec!["--pass-pipeline=builtin.module(canonicalize{top-down=false})".to_string()])
        );
    }

    #[test]
    fn extension_options_are_found_in_flags_and_pipelines() {
        let f = |s: &str| strata_extension(&[s.to_string()]);
        assert_eq!(
            f("--pass-pipeline=builtin.module(cse{ignore-attrs=op_name,scope_symbol_id})"),
            Some("cse{ignore-attrs}".to_string())
        );
        assert_eq!(f("--canonicalize=top-down=false cse=true"), Some("canonicalize{cse}".to_string()));
        assert_eq!(
            f("--pass-pipeline=builtin.module(func.func(canonicalize{cse}))"),
            Some("canonicalize{cse}".to_string())
        );
        assert_eq!(f("--pass-pipeline=builtin.module(canonicalize{top-down=false},cse)"), None);
        assert_eq!(f("--pass-pipeline=builtin.module(my-cse{ignore-attrs=a})"), None);
        assert_eq!(f("--cse"), None);
    }

    #[test]
    fn functions_split_on_top_level_ops() {
        let m = "\"builtin.module\"() ({\n  \"func.func\"() <{sym_name = \"a\"}> ({\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n  \"func.func\"() <{sym_name = \"b\"}> ({\n  ^bb0:\n  }) : () -> ()\n}) : () -> ()\n";
        let f = util::top_level_ops(m);
        assert_eq!(f.len(), 2);
        assert_eq!(symbol(&f[0]), "@a");
        assert!(f[1].contains("^bb0"));
    }

    #[test]
    fn renumbering_ignores_module_wide_numbering() {
        let a = "  %7 = \"t.a\"(%arg3) : (i32) -> i32\n  \"t.b\"(%7)[^bb4] : (i32) -> ()\n";
        let b = "  %2 = \"t.a\"(%arg0) : (i32) -> i32\n  \"t.b\"(%2)[^bb1] : (i32) -> ()\n";
        assert_eq!(renumber(a), renumber(b));
        assert_ne!(renumber(a), renumber(&b.replace("(%2)", "(%arg0)")));
    }
}
