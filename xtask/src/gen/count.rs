//! Counts the operations in MLIR text (custom or generic form) without
//! parsing it: `cargo xtask gen --count FILES` and the `ops` column of
//! `cargo xtask bench`.
//!
//! Works on what mlir-opt and strata-opt print and on what [`super::generate`]
//! writes: one op per line.
//! - generic form: every line holding `"dialect.op"(` is one op;
//! - custom form: every line that is not blank, a comment, a closing brace,
//!   a block label (`^bb..`) or an alias definition (`#x = `, `!x = `) is one
//!   op. Terminators the custom printer may elide (`scf.yield` of `scf.for`
//!   and `scf.if`, `affine.yield` of `affine.for`) count once per region
//!   those ops open, whether printed or not, so a file and its round trip
//!   through a printer count the same.
//!
//! Invariant: the count equals [`super::Summary::ops`] for generated files of
//! either form (a unit test checks it).

use crate::util::Result;
use std::collections::BTreeMap;
use std::io::BufRead;
use std::path::Path;

/// Ops whose regions end in a possibly elided terminator, and its name.
const REGION_TERMINATED: &[(&str, &str)] =
    &[("scf.for", "scf.yield"), ("scf.if", "scf.yield"), ("affine.for", "affine.yield")];

/// Op counts of one text.
#[derive(Default, Debug)]
pub struct Counts {
    pub total: u64,
    /// By op name (`?` for a line whose name was not recognised).
    pub by_name: BTreeMap<String, u64>,
}

impl Counts {
    fn add(&mut self, name: &str) {
        self.total += 1;
        match self.by_name.get_mut(name) {
            Some(n) => *n += 1,
            None => {
                self.by_name.insert(name.to_string(), 1);
            }
        }
    }

    /// Counts one line.
    pub fn line(&mut self, raw: &str) {
        let s = raw.trim();
        if s.is_empty()
            || s.starts_with(['}', '^', '#', '!'])
            || s.starts_with("//")
            || s.starts_with("{-#")
            || s == "{"
        {
            // `} else {` opens an scf.if's else region: one (possibly elided) yield.
            if s.starts_with("} else {") {
                self.add("scf.yield");
            }
            return;
        }
        let rest = after_results(s);
        if let Some(name) = generic_name(rest) {
            self.add(name);
            return;
        }
        let name = custom_name(rest).unwrap_or("?");
        if REGION_TERMINATED.iter().any(|&(_, t)| t == name) {
            return; // counted with the region that owns it
        }
        self.add(name);
        if let Some(&(_, terminator)) = REGION_TERMINATED.iter().find(|&&(op, _)| op == name) {
            if s.ends_with('{') {
                self.add(terminator);
            }
        }
    }

    /// `(count, name)` by decreasing count, then name.
    pub fn histogram(&self) -> Vec<(u64, &str)> {
        let mut h: Vec<(u64, &str)> = self.by_name.iter().map(|(k, v)| (*v, k.as_str())).collect();
        h.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
        h
    }
}

/// Counts the ops of MLIR text.
#[cfg(test)]
pub fn count_text(text: &str) -> Counts {
    let mut c = Counts::default();
    text.lines().for_each(|l| c.line(l));
    c
}

/// Counts the ops of a file, reading it a line at a time.
pub fn count_file(path: &Path) -> Result<Counts> {
    let file = std::fs::File::open(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut reader = std::io::BufReader::with_capacity(1 << 20, file);
    let mut c = Counts::default();
    let mut line = Vec::new();
    loop {
        line.clear();
        let n = reader.read_until(b'\n', &mut line).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        if n == 0 {
            return Ok(c);
        }
        c.line(&String::from_utf8_lossy(&line));
    }
}

/// The text after a leading `%results =`, if any.
fn after_results(s: &str) -> &str {
    match (s.starts_with('%'), s.find('=')) {
        (true, Some(eq)) => s[eq + 1..].trim_start(),
        _ => s,
    }
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `"dialect.op"(` at the start of `s`.
fn generic_name(s: &str) -> Option<&str> {
    let body = s.strip_prefix('"')?;
    let end = body.find(|c: char| !(is_word(c) || matches!(c, '.' | '$' | '-')))?;
    (end > 0 && body[end..].starts_with("\"(")).then(|| &body[..end])
}

/// A dotted op name (`arith.addi`), or `module` / `return`, at the start of `s`.
fn custom_name(s: &str) -> Option<&str> {
    let ident = |from: usize| s[from..].find(|c: char| !(is_word(c) || c == '$')).map_or(s.len(), |k| from + k);
    if s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        let mut end = ident(0);
        let mut dotted = false;
        while s[end..].starts_with('.') && ident(end + 1) > end + 1 {
            end = ident(end + 1);
            dotted = true;
        }
        if dotted {
            return Some(&s[..end]);
        }
    }
    ["module", "return"].into_iter().find(|kw| s.starts_with(kw) && !s[kw.len()..].starts_with(is_word))
}

#[cfg(test)]
mod tests {
    use super::count_text;

    #[test]
    fn counts_custom_and_generic_forms() {
        let custom = "// c\nmodule {\n  func.func @f(%a: i32) -> i32 {\n    %0 = scf.if %c -> (i32) {\n      \
                      scf.yield %a : i32\n    } else {\n      scf.yield %a : i32\n    }\n    return %0 : i32\n  }\n}\n";
        let c = count_text(custom);
        assert_eq!(c.total, 6, "{:?}", c.by_name);
        assert_eq!(c.by_name.get("scf.yield"), Some(&2));
        assert_eq!(c.by_name.get("return"), Some(&1));
        let generic = "\"builtin.module\"() ({\n  %0:2 = \"test.op\"() : () -> (i32, i32)\n^bb0:\n}) : () -> ()\n";
        let g = count_text(generic);
        assert_eq!(g.total, 2);
        assert_eq!(g.histogram(), vec![(1, "builtin.module"), (1, "test.op")]);
        assert_eq!(count_text("#map = affine_map<(d0) -> (d0)>\n%x = ??\n").by_name.get("?"), Some(&1));
    }
}
