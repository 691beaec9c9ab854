//! Parsing of lit test files: `RUN:`, `REQUIRES:`, `UNSUPPORTED:` and
//! `XFAIL:` lines, whatever comment syntax precedes them.
//!
//! A keyword counts only when not preceded by a word character. A `RUN:`
//! line ending in `\` continues onto the next `RUN:` line. Feature lists are
//! comma-separated boolean expressions over feature names (`&&`, `||`, `!`,
//! parentheses, `true`, `false`; `*` in XFAIL matches everything).

use std::collections::HashSet;

/// One logical RUN command (after joining continuations).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    /// 1-based line number where it starts.
    pub line: usize,
    /// Command text (before substitution).
    pub command: String,
}

/// Everything lit needs from a test file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TestScript {
    /// RUN commands in order.
    pub run: Vec<RunLine>,
    /// REQUIRES expressions.
    pub requires: Vec<String>,
    /// UNSUPPORTED expressions.
    pub unsupported: Vec<String>,
    /// XFAIL expressions.
    pub xfail: Vec<String>,
}

fn find_keyword<'a>(line: &'a str, kw: &str) -> Option<&'a str> {
    let mut from = 0;
    while let Some(p) = line[from..].find(kw) {
        let at = from + p;
        let ok =
            at == 0 || !line[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-');
        if ok {
            return Some(&line[at + kw.len()..]);
        }
        from = at + kw.len();
    }
    None
}

/// Parse a test file's text. Errors describe malformed scripts (e.g. a
/// continuation at end of file).
pub fn parse_script(text: &str) -> Result<TestScript, String> {
    let mut s = TestScript::default();
    let mut pending: Option<RunLine> = None;
    for (i, line) in text.lines().enumerate() {
        let lineno = i + 1;
        if let Some(rest) = find_keyword(line, "RUN:") {
            let rest = rest.trim();
            let (body, cont) = match rest.strip_suffix('\\') {
                Some(b) => (b, true),
                None => (rest, false),
            };
            let cur = match pending.take() {
                Some(mut p) => {
                    p.command.push(' ');
                    p.command.push_str(body.trim());
                    p
                }
                None => RunLine { line: lineno, command: body.trim().to_string() },
            };
            if cont {
                pending = Some(cur);
            } else {
                s.run.push(cur);
            }
            continue;
        }
        if let Some(p) = &pending {
            return Err(format!("line {}: RUN line continuation not followed by a RUN line", p.line));
        }
        for (kw, list) in
            [("REQUIRES:", &mut s.requires), ("UNSUPPORTED:", &mut s.unsupported), ("XFAIL:", &mut s.xfail)]
        {
            if let Some(rest) = find_keyword(line, kw) {
                list.extend(rest.split(',').map(str::trim).filter(|e| !e.is_empty()).map(str::to_string));
            }
        }
    }
    if let Some(p) = pending {
        return Err(format!("line {}: RUN line ends with a continuation at end of file", p.line));
    }
    Ok(s)
}

/// Evaluate a feature expression against `features`.
pub fn eval_features(expr: &str, features: &HashSet<String>) -> Result<bool, String> {
    let toks = tokenize(expr);
    let mut p = BoolParser { toks, i: 0, features };
    let v = p.or()?;
    if p.i != p.toks.len() {
        return Err(format!("unexpected '{}' in feature expression '{expr}'", p.toks[p.i]));
    }
    Ok(v)
}

fn tokenize(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let cs: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        let two: String = cs[i..(i + 2).min(cs.len())].iter().collect();
        if c.is_whitespace() || c == '(' || c == ')' || c == '!' || two == "&&" || two == "||" {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            if two == "&&" || two == "||" {
                out.push(two);
                i += 2;
                continue;
            }
            if !c.is_whitespace() {
                out.push(c.to_string());
            }
        } else {
            cur.push(c);
        }
        i += 1;
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

struct BoolParser<'a> {
    toks: Vec<String>,
    i: usize,
    features: &'a HashSet<String>,
}

impl BoolParser<'_> {
    fn peek(&self) -> Option<&str> {
        self.toks.get(self.i).map(String::as_str)
    }

    fn or(&mut self) -> Result<bool, String> {
        let mut v = self.and()?;
        while self.peek() == Some("||") {
            self.i += 1;
            let r = self.and()?;
            v = v || r;
        }
        Ok(v)
    }

    fn and(&mut self) -> Result<bool, String> {
        let mut v = self.not()?;
        while self.peek() == Some("&&") {
            self.i += 1;
            let r = self.not()?;
            v = v && r;
        }
        Ok(v)
    }

    fn not(&mut self) -> Result<bool, String> {
        match self.peek() {
            Some("!") => {
                self.i += 1;
                Ok(!self.not()?)
            }
            Some("(") => {
                self.i += 1;
                let v = self.or()?;
                if self.peek() != Some(")") {
                    return Err("missing ')' in feature expression".into());
                }
                self.i += 1;
                Ok(v)
            }
            Some(t) if t != ")" && t != "&&" && t != "||" => {
                let v = match t {
                    "true" | "*" => true,
                    "false" => false,
                    _ => self.features.contains(t),
                };
                self.i += 1;
                Ok(v)
            }
            _ => Err("expected a feature name".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_run_lines_and_features() {
        let t = "// RUN: strata-opt %s \\\n// RUN:   | FileCheck %s\n# RUN: echo hi\n; REQUIRES: a, b\n// UNSUPPORTED: c\n// XFAIL: *\n// CHECK-RUN: no\n";
        let s = parse_script(t).unwrap();
        assert_eq!(s.run.len(), 2);
        assert_eq!(s.run[0].command, "strata-opt %s | FileCheck %s");
        assert_eq!(s.run[0].line, 1);
        assert_eq!(s.run[1].command, "echo hi");
        assert_eq!(s.requires, vec!["a", "b"]);
        assert_eq!(s.unsupported, vec!["c"]);
        assert_eq!(s.xfail, vec!["*"]);
        assert!(parse_script("// RUN: x \\\n").is_err());
    }

    #[test]
    fn feature_expressions() {
        let f: HashSet<String> = ["a".to_string(), "b".to_string()].into_iter().collect();
        assert!(eval_features("a && b", &f).unwrap());
        assert!(!eval_features("a && !b", &f).unwrap());
        assert!(eval_features("c || (a && !c)", &f).unwrap());
        assert!(eval_features("a &&", &f).is_err());
    }
}
