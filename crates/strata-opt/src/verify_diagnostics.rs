//! `--verify-diagnostics`: match emitted diagnostics against
//! `expected-error`/`-warning`/`-remark`/`-note` comments, upstream style.
//!
//! A directive is `expected-<kind>[-re][@+N|@-N|@above|@below|@unknown] {{message}}`.
//! It expects a diagnostic of that kind on the designated line whose
//! message contains `message` (with `-re`, `{{regex}}` parts are regular
//! expressions and the rest is literal). `@above` targets the closest
//! preceding line without a directive, `@below` the next one. Each
//! directive matches one diagnostic.

use regex::Regex;
use strata_ir::{Context, Diagnostic, Severity};
use strata_syntax::SourceFile;

use crate::cli::VerifyLevel;

pub struct Expected {
    pub severity: Severity,
    /// None for `@unknown`.
    pub line: Option<u32>,
    pub message: String,
    pub regex: Option<Regex>,
    /// Line and column of the directive (for "was not produced").
    pub at: (u32, u32),
    matched: bool,
}

/// Collects the directives of a chunk (lines counted from `src.first_line`).
pub fn collect(src: &SourceFile) -> Result<Vec<Expected>, String> {
    let re =
        Regex::new(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}")
            .expect("valid regex");
    let mut out = Vec::new();
    let mut last_plain_line: Option<u32> = None;
    let mut pending_below: Vec<usize> = Vec::new();
    let text = String::from_utf8_lossy(&src.text).into_owned();
    for (i, line_text) in text.split('\n').enumerate() {
        let line = src.first_line + i as u32;
        let Some(c) = re.captures(line_text) else {
            last_plain_line = Some(line);
            for k in pending_below.drain(..) {
                let e: &mut Expected = &mut out[k];
                e.line = Some(line);
            }
            continue;
        };
        let severity = match &c[1] {
            "error" => Severity::Error,
            "note" => Severity::Note,
            "remark" => Severity::Remark,
            _ => Severity::Warning,
        };
        let message = c[5].to_string();
        let regex = if c.get(2).is_some() { Some(build_regex(&message)?) } else { None };
        let col = c.get(0).map(|m| m.start()).unwrap_or(0) as u32 + 1;
        let col = if i == 0 { col + src.first_col - 1 } else { col };
        let mut e = Expected { severity, line: Some(line), message, regex, at: (line, col), matched: false };
        match c.get(4).map(|m| m.as_str()) {
            None => {}
            Some("unknown") => e.line = None,
            Some("above") => e.line = last_plain_line,
            Some("below") => {
                pending_below.push(out.len());
                e.line = None;
            }
            Some(off) => {
                let n: i64 = off.parse().map_err(|_| format!("invalid line offset '{off}'"))?;
                e.line = Some((line as i64 + n).max(0) as u32);
            }
        }
        out.push(e);
    }
    Ok(out)
}

/// `foo {{a+}} bar` → literal `foo `, regex `a+`, literal ` bar`.
fn build_regex(message: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = message;
    while let Some(start) = rest.find("{{") {
        pattern.push_str(&regex::escape(&rest[..start]));
        let after = &rest[start + 2..];
        let end = after.find("}}").ok_or_else(|| "found start of regex with no end '}}'".to_string())?;
        pattern.push('(');
        pattern.push_str(&after[..end]);
        pattern.push(')');
        rest = &after[end + 2..];
    }
    pattern.push_str(&regex::escape(rest));
    Regex::new(&pattern).map_err(|e| format!("invalid regular expression '{message}': {e}"))
}

fn kind_name(s: Severity) -> &'static str {
    s.as_str()
}

/// Matches `diags` (and their notes) against `expected`; returns the
/// rendered failures (empty when everything matched). Under
/// [`VerifyLevel::OnlyExpected`] a diagnostic no directive expects is
/// not a failure.
pub fn check(
    ctx: &Context,
    src: &SourceFile,
    diags: &[Diagnostic],
    mut expected: Vec<Expected>,
    level: VerifyLevel,
) -> String {
    let mut failures = String::new();
    let mut flat: Vec<&Diagnostic> = Vec::new();
    let mut stack: Vec<&Diagnostic> = diags.iter().rev().collect();
    while let Some(d) = stack.pop() {
        flat.push(d);
        flat.extend(d.notes.iter());
        stack.extend(d.followed_by.iter().rev());
    }
    for d in flat {
        let line = ctx.file_line_col(d.loc).filter(|(f, _, _)| *f == src.name).map(|(_, l, _)| l);
        let found = expected.iter_mut().find(|e| {
            !e.matched
                && e.severity == d.severity
                && e.line == line
                && match &e.regex {
                    Some(r) => r.is_match(&d.message),
                    None => d.message.contains(&e.message),
                }
        });
        match found {
            Some(e) => e.matched = true,
            None if level == VerifyLevel::OnlyExpected => {}
            None => {
                let mut unexpected = d.clone();
                unexpected.notes.clear();
                unexpected.followed_by.clear();
                unexpected.severity = Severity::Error;
                unexpected.message = format!("unexpected {}: {}", kind_name(d.severity), d.message);
                failures.push_str(&strata_syntax::render_diagnostic(ctx, &[src], &unexpected));
            }
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        let (line, col) = e.at;
        failures.push_str(&format!(
            "{}:{line}:{col}: error: expected {} \"{}\" was not produced\n",
            src.name,
            kind_name(e.severity),
            e.message
        ));
        if let Some(text) = src.line_text(line) {
            failures.push_str(&strata_syntax::source_snippet(&text, col, e.message.len()));
        }
    }
    failures
}
