//! Check patterns: parsing of a directive's text into pieces (literal text,
//! `{{regex}}`, `[[VAR:regex]]`, `[[VAR]]`, `[[#...]]`, `[[@LINE]]`) and
//! matching them against the input.
//!
//! A pattern is compiled to one regex (bytes mode, Unicode off, multi-line) at
//! match time, after substituting variable values. Variables defined earlier
//! in the same pattern are emulated (the `regex` crate has no back-references)
//! by re-matching the definition's regex and requiring the captured texts to
//! be equal; candidate matches are retried at every later start position.
//! Patterns without substitutions are compiled once, at parse time. No input
//! can make matching panic: every failure is a [`MatchError`].

use std::collections::{HashMap, HashSet};

use regex::bytes::{Regex, RegexBuilder};

use super::numeric::{self, EvalError, Expr, NumFormat, NumValue};
use super::posix;

/// The directive kind of a pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckKind {
    /// `CHECK:`
    Plain,
    /// `CHECK-NEXT:`
    Next,
    /// `CHECK-SAME:`
    Same,
    /// `CHECK-NOT:`
    Not,
    /// `CHECK-DAG:`
    Dag,
    /// `CHECK-LABEL:`
    Label,
    /// `CHECK-EMPTY:`
    Empty,
    /// `CHECK-COUNT-n:`
    Count(usize),
    /// Implicit end-of-file pseudo check carrying trailing NOT/DAG patterns.
    Eof,
}

impl CheckKind {
    /// Directive suffix as written after the prefix (`-NEXT`, ...).
    pub fn suffix(&self) -> String {
        match self {
            CheckKind::Plain | CheckKind::Eof => String::new(),
            CheckKind::Next => "-NEXT".into(),
            CheckKind::Same => "-SAME".into(),
            CheckKind::Not => "-NOT".into(),
            CheckKind::Dag => "-DAG".into(),
            CheckKind::Label => "-LABEL".into(),
            CheckKind::Empty => "-EMPTY".into(),
            CheckKind::Count(n) => format!("-COUNT-{n}"),
        }
    }

    /// Short label used in the input dump (`check`, `next`, ...).
    pub fn dump_label(&self) -> &'static str {
        match self {
            CheckKind::Plain => "check",
            CheckKind::Next => "next",
            CheckKind::Same => "same",
            CheckKind::Not => "not",
            CheckKind::Dag => "dag",
            CheckKind::Label => "label",
            CheckKind::Empty => "empty",
            CheckKind::Count(_) => "count",
            CheckKind::Eof => "eof",
        }
    }
}

/// Pattern-wide settings coming from the command line.
#[derive(Debug, Clone, Copy, Default)]
pub struct PatternConfig {
    /// `--match-full-lines`.
    pub match_full_lines: bool,
    /// `--strict-whitespace`.
    pub strict_whitespace: bool,
    /// `--ignore-case`.
    pub ignore_case: bool,
}

#[derive(Debug, Clone)]
enum Piece {
    Lit(Vec<u8>),
    Re(String),
    StrDef {
        name: String,
        re: String,
    },
    /// `def_index` is set when the variable was defined earlier in this
    /// pattern (index into the list of string definitions).
    StrUse {
        name: String,
        def_index: Option<usize>,
    },
    NumDef {
        name: String,
        format: Option<NumFormat>,
        expr: Option<Expr>,
    },
    NumUse {
        format: Option<NumFormat>,
        expr: Option<Expr>,
    },
}

/// Variable tables.
#[derive(Debug, Clone, Default)]
pub struct Vars {
    /// String variables.
    pub strs: HashMap<String, Vec<u8>>,
    /// Numeric variables.
    pub nums: HashMap<String, NumValue>,
}

impl Vars {
    /// Drop every variable whose name does not start with `$`.
    pub fn clear_locals(&mut self) {
        self.strs.retain(|k, _| k.starts_with('$'));
        self.nums.retain(|k, _| k.starts_with('$'));
    }
}

/// A variable definition produced by a successful match.
#[derive(Debug, Clone)]
pub enum Def {
    /// String variable.
    Str(String, Vec<u8>),
    /// Numeric variable.
    Num(String, NumValue),
}

/// A successful match: byte range in the searched buffer plus definitions.
#[derive(Debug, Clone)]
pub struct Match {
    /// Start offset.
    pub start: usize,
    /// End offset (exclusive).
    pub end: usize,
    /// Variable definitions to commit.
    pub defs: Vec<Def>,
}

/// Why a pattern could not be matched at all (as opposed to "not found").
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    /// Uses of undefined variables.
    #[error("undefined variable: {}", .0.join(", "))]
    Undefined(Vec<String>),
    /// Any other failure (overflow, unrepresentable value, regex too big).
    #[error("{0}")]
    Other(String),
}

/// A parse error with a byte offset relative to the pattern text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{msg}")]
pub struct PatternError {
    /// Offset into the pattern text.
    pub offset: usize,
    /// Message (without `error: `).
    pub msg: String,
}

/// A parsed check pattern.
#[derive(Debug, Clone)]
pub struct Pattern {
    /// Directive kind.
    pub kind: CheckKind,
    /// The pattern's text (for diagnostics and fuzzy matching).
    pub text: Vec<u8>,
    /// 1-based line in the check file (for `@LINE` and dump labels).
    pub line: usize,
    pieces: Vec<Piece>,
    cfg: PatternConfig,
    fixed: Option<Regex>,
    /// Literal text when the pattern is entirely literal.
    pub literal: Option<Vec<u8>>,
}

fn err(offset: usize, msg: impl Into<String>) -> PatternError {
    PatternError { offset, msg: msg.into() }
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() {
        return None;
    }
    hay[from..].windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

/// Offset (relative to `s`) of the `]]` closing a substitution block whose
/// body starts at `s[0]`, tracking nested `[...]` in the regex part.
fn find_block_end(s: &[u8]) -> Result<Option<usize>, &'static str> {
    let mut depth = 0usize;
    let mut i = 0;
    while i < s.len() {
        if depth == 0 && s[i..].starts_with(b"]]") {
            return Ok(Some(i));
        }
        match s[i] {
            b'\\' => {
                i += 2;
                continue;
            }
            b'[' => depth += 1,
            b']' => {
                if depth == 0 {
                    return Err("missing closing \"]\" for regex variable");
                }
                depth -= 1;
            }
            _ => {}
        }
        i += 1;
    }
    Ok(None)
}

impl Pattern {
    /// Parse pattern text. `literal` is the `{LITERAL}` modifier.
    pub fn parse(
        kind: CheckKind,
        text: &[u8],
        line: usize,
        literal: bool,
        cfg: PatternConfig,
        num_formats: &mut HashMap<String, NumFormat>,
    ) -> Result<Pattern, PatternError> {
        let mut pieces = Vec::new();
        if kind == CheckKind::Eof || kind == CheckKind::Empty {
            // No pieces: handled specially at match time.
        } else if literal {
            pieces.push(Piece::Lit(text.to_vec()));
        } else {
            parse_pieces(text, line, &mut pieces, num_formats)?;
        }
        let mut p = Pattern { kind, text: text.to_vec(), line, pieces, cfg, fixed: None, literal: None };
        if p.pieces.iter().all(|x| matches!(x, Piece::Lit(_))) {
            p.literal = Some(p.pieces.iter().fold(Vec::new(), |mut acc, x| {
                if let Piece::Lit(l) = x {
                    acc.extend_from_slice(l);
                }
                acc
            }));
        }
        let needs_vars = p.pieces.iter().any(|x| {
            matches!(
                x,
                Piece::StrUse { .. } | Piece::NumUse { expr: Some(_), .. } | Piece::NumDef { expr: Some(_), .. }
            )
        });
        // Validate the assembled regex (with dummy substitutions).
        let (src, _) = p.build(&Vars::default(), true).map_err(|e| match e {
            MatchError::Undefined(_) => err(0, "internal error"),
            MatchError::Other(m) => err(0, m),
        })?;
        let re = compile(&src).map_err(|m| err(0, m))?;
        if !needs_vars {
            p.fixed = Some(re);
        }
        Ok(p)
    }

    /// Whether the pattern uses a variable or defines a string variable
    /// (forbidden in CHECK-LABEL; bare numeric captures are allowed).
    pub fn has_variables(&self) -> bool {
        self.pieces.iter().any(|x| {
            matches!(
                x,
                Piece::StrDef { .. }
                    | Piece::StrUse { .. }
                    | Piece::NumUse { expr: Some(_), .. }
                    | Piece::NumDef { expr: Some(_), .. }
            )
        })
    }

    /// Names of numeric/string variables this pattern defines.
    pub fn defined_names(&self) -> Vec<String> {
        self.pieces
            .iter()
            .filter_map(|x| match x {
                Piece::StrDef { name, .. } | Piece::NumDef { name, .. } => Some(name.clone()),
                _ => None,
            })
            .collect()
    }

    /// Build the regex source. With `dummy`, uses are replaced by an empty
    /// group instead of being looked up.
    fn build(&self, vars: &Vars, dummy: bool) -> Result<(String, Vec<Group>), MatchError> {
        let mut s = String::from("(?m)");
        if self.cfg.ignore_case {
            s.push_str("(?i)");
        }
        if self.kind == CheckKind::Empty {
            s.push_str("\\n$");
            return Ok((s, Vec::new()));
        }
        let full = self.cfg.match_full_lines && self.kind != CheckKind::Not;
        if full {
            s.push('^');
            if !self.cfg.strict_whitespace {
                s.push_str(" *");
            }
        }
        let mut groups = Vec::new();
        let mut str_def_groups = Vec::new();
        let mut undefined = Vec::new();
        for piece in &self.pieces {
            match piece {
                Piece::Lit(l) => s.push_str(&posix::escape_bytes(l)),
                Piece::Re(r) => {
                    s.push_str("(?:");
                    s.push_str(r);
                    s.push(')');
                }
                Piece::StrDef { name, re } => {
                    s.push_str(&format!("(?P<g{}>{})", groups.len(), re));
                    str_def_groups.push(groups.len());
                    groups.push(Group::Str(name.clone()));
                }
                Piece::StrUse { name, def_index } => {
                    if let Some(di) = def_index {
                        let gi = str_def_groups.get(*di).copied().unwrap_or(0);
                        let re = match self.pieces.iter().filter(|p| matches!(p, Piece::StrDef { .. })).nth(*di) {
                            Some(Piece::StrDef { re, .. }) => re.clone(),
                            _ => String::new(),
                        };
                        s.push_str(&format!("(?P<g{}>{})", groups.len(), re));
                        groups.push(Group::Backref(gi));
                    } else if dummy {
                        s.push_str("(?:)");
                    } else {
                        match vars.strs.get(name) {
                            Some(v) => s.push_str(&posix::escape_bytes(v)),
                            None => undefined.push(name.clone()),
                        }
                    }
                }
                Piece::NumDef { name, format, expr } => {
                    let (inner, fmt) = match (expr, dummy) {
                        (Some(_), true) => ("(?:)".to_string(), format.unwrap_or_default()),
                        (Some(e), false) => match eval_formatted(e, *format, vars) {
                            Ok((txt, f)) => (posix::escape_bytes(txt.as_bytes()), f),
                            Err(EvalError::Undefined(u)) => {
                                undefined.extend(u);
                                continue;
                            }
                            Err(EvalError::Other(m)) => return Err(MatchError::Other(m)),
                        },
                        (None, _) => {
                            let f = format.unwrap_or_default();
                            (f.regex(), f)
                        }
                    };
                    s.push_str(&format!("(?P<g{}>{})", groups.len(), inner));
                    groups.push(Group::Num(name.clone(), fmt));
                }
                Piece::NumUse { format, expr } => match (expr, dummy) {
                    (None, _) => {
                        s.push_str("(?:");
                        s.push_str(&format.unwrap_or_default().regex());
                        s.push(')');
                    }
                    (Some(_), true) => s.push_str("(?:)"),
                    (Some(e), false) => match eval_formatted(e, *format, vars) {
                        Ok((txt, _)) => s.push_str(&posix::escape_bytes(txt.as_bytes())),
                        Err(EvalError::Undefined(u)) => undefined.extend(u),
                        Err(EvalError::Other(m)) => return Err(MatchError::Other(m)),
                    },
                },
            }
        }
        if !undefined.is_empty() {
            let mut seen = HashSet::new();
            undefined.retain(|n| seen.insert(n.clone()));
            return Err(MatchError::Undefined(undefined));
        }
        if full {
            if !self.cfg.strict_whitespace {
                s.push_str(" *");
            }
            s.push('$');
        }
        Ok((s, groups))
    }

    /// Find the first match in `buf[start..]` (offsets returned are absolute
    /// in `buf`). `Ok(None)` means "not found".
    pub fn find(&self, buf: &[u8], start: usize, vars: &Vars) -> Result<Option<Match>, MatchError> {
        let start = start.min(buf.len());
        if self.kind == CheckKind::Eof {
            return Ok(Some(Match { start: buf.len(), end: buf.len(), defs: Vec::new() }));
        }
        let (src, groups) = self.build(vars, false)?;
        let owned;
        let re = match &self.fixed {
            Some(r) => r,
            None => {
                owned = compile(&src).map_err(MatchError::Other)?;
                &owned
            }
        };
        let mut pos = start;
        while pos <= buf.len() {
            let Some(caps) = re.captures_at(buf, pos) else {
                return Ok(None);
            };
            let Some(m) = caps.get(0) else {
                return Ok(None);
            };
            let text = |i: usize| caps.name(&format!("g{i}")).map(|g| g.as_bytes()).unwrap_or(b"");
            let ok = groups.iter().enumerate().all(|(i, g)| match g {
                Group::Backref(d) => text(i) == text(*d),
                _ => true,
            });
            if !ok {
                pos = m.start() + 1;
                continue;
            }
            let mut defs = Vec::new();
            for (i, g) in groups.iter().enumerate() {
                match g {
                    Group::Str(name) => defs.push(Def::Str(name.clone(), text(i).to_vec())),
                    Group::Num(name, fmt) => {
                        let t = String::from_utf8_lossy(text(i)).to_string();
                        let value = fmt.parse_value(&t).map_err(MatchError::Other)?;
                        defs.push(Def::Num(name.clone(), NumValue { value, format: *fmt }));
                    }
                    Group::Backref(_) => {}
                }
            }
            let skip = usize::from(self.kind == CheckKind::Empty);
            return Ok(Some(Match { start: (m.start() + skip).min(m.end()), end: m.end(), defs }));
        }
        Ok(None)
    }
}

#[derive(Debug, Clone)]
enum Group {
    Str(String),
    Num(String, NumFormat),
    Backref(usize),
}

fn eval_formatted(e: &Expr, format: Option<NumFormat>, vars: &Vars) -> Result<(String, NumFormat), EvalError> {
    let v = e.eval(&vars.nums)?;
    let f = format.unwrap_or_else(|| e.implicit_format(&vars.nums));
    let t = f.format(v).map_err(EvalError::Other)?;
    Ok((t, f))
}

fn compile(src: &str) -> Result<Regex, String> {
    RegexBuilder::new(src).unicode(false).size_limit(1 << 24).build().map_err(|e| {
        let m = e.to_string();
        let last = m.lines().rev().find(|l| l.starts_with("error:")).unwrap_or("regex too complex");
        format!("invalid regex: {}", last.trim_start_matches("error:").trim())
    })
}

fn parse_pieces(
    text: &[u8],
    line: usize,
    pieces: &mut Vec<Piece>,
    num_formats: &mut HashMap<String, NumFormat>,
) -> Result<(), PatternError> {
    let mut i = 0;
    let mut str_defs: Vec<String> = Vec::new();
    let mut num_defs: Vec<String> = Vec::new();
    while i < text.len() {
        let rest = &text[i..];
        if rest.starts_with(b"{{") {
            let end = find(text, b"}}", i + 2).ok_or_else(|| err(i, "found start of regex string with no end '}}'"))?;
            let re = posix::translate(&text[i + 2..end]).map_err(|m| err(i + 2, format!("invalid regex: {m}")))?;
            pieces.push(Piece::Re(re));
            i = end + 2;
            continue;
        }
        if rest.starts_with(b"[[") {
            let body_start = i + 2;
            let rel_end = find_block_end(&text[body_start..])
                .map_err(|m| err(body_start, m))?
                .ok_or_else(|| err(i, "Invalid substitution block, no ]] found"))?;
            let body = &text[body_start..body_start + rel_end];
            if let Some(nb) = body.strip_prefix(b"#") {
                let s = std::str::from_utf8(nb).map_err(|_| err(body_start, "invalid numeric expression"))?;
                let b = numeric::parse_block(s, line).map_err(|m| err(body_start + 1, m))?;
                if let Some(e) = &b.expr {
                    let mut used = Vec::new();
                    e.vars(&mut used);
                    for u in &used {
                        num_formats.entry(u.clone()).or_default();
                    }
                    if let Some(u) = used.iter().find(|u| num_defs.contains(u)) {
                        return Err(err(
                            body_start + 1,
                            format!("numeric variable '{u}' defined earlier in the same CHECK directive"),
                        ));
                    }
                }
                match b.def {
                    Some(name) => {
                        if str_defs.contains(&name) {
                            return Err(err(
                                body_start + 1,
                                format!("string variable with name '{name}' already exists"),
                            ));
                        }
                        let fmt = b.format.unwrap_or_default();
                        if num_formats.get(&name).is_some_and(|f| *f != fmt) {
                            return Err(err(body_start + 1, "format different from previous variable definition"));
                        }
                        num_formats.insert(name.clone(), fmt);
                        num_defs.push(name.clone());
                        pieces.push(Piece::NumDef { name, format: b.format, expr: b.expr });
                    }
                    None => pieces.push(Piece::NumUse { format: b.format, expr: b.expr }),
                }
            } else if body.starts_with(b"@") {
                let s = std::str::from_utf8(body).map_err(|_| err(body_start, "invalid pseudo variable"))?;
                let e = numeric::parse_expr(s, line).map_err(|m| err(body_start, m))?;
                pieces.push(Piece::NumUse { format: None, expr: Some(e) });
            } else {
                let colon = body.iter().position(|&b| b == b':');
                let name_bytes = &body[..colon.unwrap_or(body.len())];
                if name_bytes.iter().any(|&b| b == b' ' || b == b'\t') {
                    return Err(err(body_start, "unexpected whitespace"));
                }
                let name = String::from_utf8_lossy(name_bytes).to_string();
                if !numeric::valid_var_name(&name) {
                    let what = if colon.is_some() { "definition" } else { "use" };
                    return Err(err(body_start, format!("invalid name in string variable {what}")));
                }
                match colon {
                    Some(c) => {
                        if num_defs.contains(&name) {
                            return Err(err(body_start, format!("numeric variable with name '{name}' already exists")));
                        }
                        let re_text = &body[c + 1..];
                        let re = if re_text.is_empty() {
                            String::new()
                        } else {
                            posix::translate(re_text)
                                .map_err(|m| err(body_start + c + 1, format!("invalid regex: {m}")))?
                        };
                        str_defs.push(name.clone());
                        pieces.push(Piece::StrDef { name, re });
                    }
                    None => {
                        let def_index = str_defs.iter().rposition(|d| *d == name);
                        pieces.push(Piece::StrUse { name, def_index });
                    }
                }
            }
            i = body_start + rel_end + 2;
            continue;
        }
        let next =
            [find(text, b"{{", i + 1), find(text, b"[[", i + 1)].into_iter().flatten().min().unwrap_or(text.len());
        pieces.push(Piece::Lit(text[i..next].to_vec()));
        i = next;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pat(s: &str) -> Pattern {
        Pattern::parse(CheckKind::Plain, s.as_bytes(), 1, false, PatternConfig::default(), &mut HashMap::new()).unwrap()
    }

    fn find_in(p: &Pattern, hay: &str, vars: &Vars) -> Option<(usize, usize)> {
        p.find(hay.as_bytes(), 0, vars).unwrap().map(|m| (m.start, m.end))
    }

    #[test]
    fn literal_special_chars_are_escaped() {
        let p = pat("a.b(c)*");
        assert_eq!(find_in(&p, "xa.b(c)*", &Vars::default()), Some((1, 8)));
        assert_eq!(find_in(&p, "axb(c)", &Vars::default()), None);
    }

    #[test]
    fn regex_block_and_defs() {
        let p = pat("%[[V:[0-9]+]] = {{.*}}add");
        let m = p.find(b"  %12 = arith.add", 0, &Vars::default()).unwrap().unwrap();
        assert_eq!(m.start, 2);
        match &m.defs[0] {
            Def::Str(n, v) => {
                assert_eq!(n, "V");
                assert_eq!(v, b"12");
            }
            Def::Num(..) => panic!("expected string def"),
        }
    }

    #[test]
    fn same_line_backref() {
        let p = pat("[[X:[a-z]+]] = [[X]]");
        assert_eq!(find_in(&p, "ab = cd\nfoo = foo", &Vars::default()), Some((8, 17)));
    }

    #[test]
    fn undefined_use_is_error() {
        let p = pat("[[X]]");
        assert_eq!(p.find(b"x", 0, &Vars::default()).unwrap_err(), MatchError::Undefined(vec!["X".into()]));
    }

    #[test]
    fn numeric_use() {
        let p = pat("r[[#N+1]]");
        let mut v = Vars::default();
        v.nums.insert("N".into(), NumValue { value: 4, format: NumFormat::default() });
        assert_eq!(find_in(&p, "r4 r5", &v), Some((3, 5)));
    }

    #[test]
    fn parse_errors() {
        let bad = ["{{a", "[[X", "[[1X]]", "{{(}}", "[[#X:]] [[#X+1]]"];
        for b in bad {
            assert!(
                Pattern::parse(CheckKind::Plain, b.as_bytes(), 1, false, PatternConfig::default(), &mut HashMap::new())
                    .is_err(),
                "{b}"
            );
        }
    }
}
