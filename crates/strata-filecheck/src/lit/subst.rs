//! lit substitutions: `%s`, `%S`, `%p`, `%t`, `%T`, `%%` and caller-defined
//! ones, applied in a single left-to-right pass so that substituted text is
//! never rescanned. Caller substitutions are matched first, longest key
//! first; a `%` followed by anything unknown is kept verbatim.

use std::path::Path;

/// Paths a test's substitutions expand to.
#[derive(Debug, Clone)]
pub struct SubstContext {
    /// `%s`: the test file.
    pub source: String,
    /// `%S` / `%p`: the test file's directory.
    pub source_dir: String,
    /// `%t`: a temp file path unique to the test.
    pub tmp_file: String,
    /// `%T`: the temp directory of the test.
    pub tmp_dir: String,
    /// Extra `(key, value)` pairs; keys include their `%`.
    pub extra: Vec<(String, String)>,
}

impl SubstContext {
    /// Build from paths.
    pub fn new(source: &Path, tmp_dir: &Path, tmp_file: &Path, extra: &[(String, String)]) -> Self {
        let dir = source.parent().unwrap_or(Path::new("."));
        let mut extra = extra.to_vec();
        extra.sort_by_key(|b| std::cmp::Reverse(b.0.len()));
        SubstContext {
            source: source.display().to_string(),
            source_dir: dir.display().to_string(),
            tmp_file: tmp_file.display().to_string(),
            tmp_dir: tmp_dir.display().to_string(),
            extra,
        }
    }

    /// Apply all substitutions to `cmd`.
    pub fn apply(&self, cmd: &str) -> String {
        let mut out = String::with_capacity(cmd.len());
        let mut rest = cmd;
        'outer: while let Some(c) = rest.chars().next() {
            for (k, v) in &self.extra {
                if !k.is_empty() && rest.starts_with(k.as_str()) {
                    out.push_str(v);
                    rest = &rest[k.len()..];
                    continue 'outer;
                }
            }
            if c == '%' {
                let rep = match rest[1..].chars().next() {
                    Some('%') => Some("%"),
                    Some('s') => Some(self.source.as_str()),
                    Some('S') | Some('p') => Some(self.source_dir.as_str()),
                    Some('t') => Some(self.tmp_file.as_str()),
                    Some('T') => Some(self.tmp_dir.as_str()),
                    _ => None,
                };
                if let Some(r) = rep {
                    out.push_str(r);
                    rest = &rest[2..];
                    continue;
                }
            }
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn substitutes() {
        let c = SubstContext::new(
            Path::new("/r/a/t.mlir"),
            Path::new("/tmp/x"),
            Path::new("/tmp/x/t.mlir.tmp"),
            &[("%opt".to_string(), "strata-opt".to_string())],
        );
        assert_eq!(
            c.apply("%opt %s -o %t && ls %S %p %T | grep 100%% %q"),
            "strata-opt /r/a/t.mlir -o /tmp/x/t.mlir.tmp && ls /r/a /r/a /tmp/x | grep 100% %q"
        );
    }
}
