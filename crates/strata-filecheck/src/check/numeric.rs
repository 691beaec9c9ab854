//! Numeric substitution blocks: `[[#%fmt,VAR:EXPR]]`, `[[#EXPR]]`,
//! `[[@LINE+N]]`.
//!
//! This module parses the block body into a [`NumBlock`] (format, optional
//! definition, optional expression), evaluates expressions against the
//! numeric variable table, formats values for matching and gives the regex
//! accepting a number in a given format. Values are `i128`; any arithmetic
//! overflow is an error, never a panic. `@LINE` is folded to a literal at
//! parse time.

use std::collections::HashMap;

/// Conversion kind of a numeric format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumKind {
    /// `%u` — unsigned decimal (the default).
    Unsigned,
    /// `%d` — signed decimal.
    Signed,
    /// `%x` — lowercase hex.
    HexLower,
    /// `%X` — uppercase hex.
    HexUpper,
}

/// A numeric matching format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumFormat {
    /// Conversion kind.
    pub kind: NumKind,
    /// Minimum number of digits (leading zeros), 0 = none.
    pub precision: usize,
    /// `#` alternate form: hex values carry a `0x` prefix.
    pub alt: bool,
}

impl Default for NumFormat {
    fn default() -> Self {
        NumFormat { kind: NumKind::Unsigned, precision: 0, alt: false }
    }
}

impl NumFormat {
    /// Regex (regex-crate syntax) accepting any number in this format.
    pub fn regex(&self) -> String {
        let digits = match self.kind {
            NumKind::Unsigned | NumKind::Signed => "[0-9]",
            NumKind::HexLower => "[0-9a-f]",
            NumKind::HexUpper => "[0-9A-F]",
        };
        let count = if self.precision > 0 { format!("{{{},}}", self.precision) } else { "+".to_string() };
        let sign = if self.kind == NumKind::Signed { "-?" } else { "" };
        let prefix = if self.alt { "0x" } else { "" };
        format!("{sign}{prefix}{digits}{count}")
    }

    /// Textual form of `v` in this format.
    pub fn format(&self, v: i128) -> Result<String, String> {
        if v < 0 && self.kind != NumKind::Signed {
            return Err(format!("value {v} cannot be represented in an unsigned format"));
        }
        let mag = v.unsigned_abs();
        let digits = match self.kind {
            NumKind::Unsigned | NumKind::Signed => mag.to_string(),
            NumKind::HexLower => format!("{mag:x}"),
            NumKind::HexUpper => format!("{mag:X}"),
        };
        let pad = self.precision.saturating_sub(digits.len());
        let sign = if v < 0 { "-" } else { "" };
        let prefix = if self.alt { "0x" } else { "" };
        Ok(format!("{sign}{prefix}{}{digits}", "0".repeat(pad)))
    }

    /// Parse text previously matched by [`NumFormat::regex`].
    pub fn parse_value(&self, text: &str) -> Result<i128, String> {
        let (neg, rest) = match text.strip_prefix('-') {
            Some(r) => (true, r),
            None => (false, text),
        };
        let rest = if self.alt { rest.strip_prefix("0x").unwrap_or(rest) } else { rest };
        let radix = match self.kind {
            NumKind::HexLower | NumKind::HexUpper => 16,
            _ => 10,
        };
        let mag =
            i128::from_str_radix(rest, radix).map_err(|_| format!("unable to represent numeric value '{text}'"))?;
        Ok(if neg { -mag } else { mag })
    }
}

/// Binary operations and functions of numeric expressions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// Addition.
    Add,
    /// Subtraction.
    Sub,
    /// Multiplication.
    Mul,
    /// Division.
    Div,
    /// Maximum.
    Max,
    /// Minimum.
    Min,
}

/// A numeric expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// A literal (also `@LINE`, folded).
    Lit(i128),
    /// A numeric variable use.
    Var(String),
    /// A binary operation or function call.
    Bin(Op, Box<Expr>, Box<Expr>),
}

/// Numeric variable table entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumValue {
    /// The value.
    pub value: i128,
    /// The format it was defined with (used as implicit format of uses).
    pub format: NumFormat,
}

impl Expr {
    /// Evaluate; `Err` lists undefined variables or describes an overflow.
    pub fn eval(&self, vars: &HashMap<String, NumValue>) -> Result<i128, EvalError> {
        match self {
            Expr::Lit(v) => Ok(*v),
            Expr::Var(n) => vars.get(n).map(|v| v.value).ok_or_else(|| EvalError::Undefined(vec![n.clone()])),
            Expr::Bin(op, a, b) => {
                let (x, y) = match (a.eval(vars), b.eval(vars)) {
                    (Ok(x), Ok(y)) => (x, y),
                    (Err(EvalError::Undefined(mut u1)), Err(EvalError::Undefined(u2))) => {
                        u1.extend(u2);
                        return Err(EvalError::Undefined(u1));
                    }
                    (Err(e), _) | (_, Err(e)) => return Err(e),
                };
                let r = match op {
                    Op::Add => x.checked_add(y),
                    Op::Sub => x.checked_sub(y),
                    Op::Mul => x.checked_mul(y),
                    Op::Div => {
                        if y == 0 {
                            return Err(EvalError::Other("division by zero".into()));
                        }
                        x.checked_div(y)
                    }
                    Op::Max => Some(x.max(y)),
                    Op::Min => Some(x.min(y)),
                };
                r.ok_or_else(|| EvalError::Other("overflow error".into()))
            }
        }
    }

    /// Implicit format: that of the first variable used, else `%u`.
    pub fn implicit_format(&self, vars: &HashMap<String, NumValue>) -> NumFormat {
        match self {
            Expr::Lit(_) => NumFormat::default(),
            Expr::Var(n) => vars.get(n).map(|v| v.format).unwrap_or_default(),
            Expr::Bin(_, a, b) => {
                if a.has_var() {
                    a.implicit_format(vars)
                } else {
                    b.implicit_format(vars)
                }
            }
        }
    }

    fn has_var(&self) -> bool {
        match self {
            Expr::Lit(_) => false,
            Expr::Var(_) => true,
            Expr::Bin(_, a, b) => a.has_var() || b.has_var(),
        }
    }

    /// All variable names used.
    pub fn vars(&self, out: &mut Vec<String>) {
        match self {
            Expr::Lit(_) => {}
            Expr::Var(n) => out.push(n.clone()),
            Expr::Bin(_, a, b) => {
                a.vars(out);
                b.vars(out);
            }
        }
    }
}

/// Expression evaluation failure.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    /// These variables are undefined.
    #[error("undefined variable: {}", .0.join(", "))]
    Undefined(Vec<String>),
    /// Overflow, division by zero, unrepresentable value.
    #[error("{0}")]
    Other(String),
}

/// A parsed numeric substitution block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumBlock {
    /// Explicit format, if given.
    pub format: Option<NumFormat>,
    /// Variable defined by the block.
    pub def: Option<String>,
    /// Expression whose value must be matched.
    pub expr: Option<Expr>,
}

/// Is `c` valid inside a variable name?
pub fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Validate a (possibly `$`-global) variable name.
pub fn valid_var_name(s: &str) -> bool {
    let s = s.strip_prefix('$').unwrap_or(s);
    let b = s.as_bytes();
    !b.is_empty() && (b[0].is_ascii_alphabetic() || b[0] == b'_') && b.iter().all(|&c| is_name_char(c))
}

/// Parse a format spec `%[#][.N](u|d|x|X)` (without the trailing comma).
pub fn parse_format(s: &str) -> Result<NumFormat, String> {
    let mut rest =
        s.strip_prefix('%').ok_or_else(|| "invalid matching format specification in expression".to_string())?;
    let mut f = NumFormat::default();
    if let Some(r) = rest.strip_prefix('#') {
        f.alt = true;
        rest = r;
    }
    if let Some(r) = rest.strip_prefix('.') {
        let n = r.bytes().take_while(u8::is_ascii_digit).count();
        if n == 0 {
            return Err("invalid precision in format specifier".into());
        }
        f.precision = r[..n].parse().map_err(|_| "invalid precision in format specifier".to_string())?;
        rest = &r[n..];
    }
    f.kind = match rest.trim() {
        "u" => NumKind::Unsigned,
        "d" => NumKind::Signed,
        "x" => NumKind::HexLower,
        "X" => NumKind::HexUpper,
        _ => return Err("invalid format specifier in expression".into()),
    };
    if f.alt && !matches!(f.kind, NumKind::HexLower | NumKind::HexUpper) {
        return Err("alternate form only supported for hex values".into());
    }
    Ok(f)
}

/// Parse the body of a `[[#...]]` block (after `#`). `line` is the check
/// line number, for `@LINE`.
pub fn parse_block(body: &str, line: usize) -> Result<NumBlock, String> {
    let mut rest = body.trim();
    let mut format = None;
    if rest.starts_with('%') {
        let comma = rest.find(',').ok_or_else(|| "invalid matching format specification in expression".to_string())?;
        format = Some(parse_format(&rest[..comma])?);
        rest = rest[comma + 1..].trim();
    }
    let mut def = None;
    if let Some(colon) = rest.find(':') {
        let name = rest[..colon].trim();
        if !valid_var_name(name) || name.starts_with('@') {
            return Err(format!("invalid variable name '{name}'"));
        }
        def = Some(name.to_string());
        rest = rest[colon + 1..].trim();
    } else if let Some(r) = rest.strip_prefix("==") {
        rest = r.trim();
    }
    let expr = if rest.is_empty() { None } else { Some(parse_expr(rest, line)?) };
    Ok(NumBlock { format, def, expr })
}

/// Parse a numeric expression.
pub fn parse_expr(s: &str, line: usize) -> Result<Expr, String> {
    let mut p = Parser { s: s.as_bytes(), i: 0, line };
    let e = p.expr()?;
    p.ws();
    if p.i != p.s.len() {
        return Err(format!("unexpected characters at end of expression '{}'", String::from_utf8_lossy(&p.s[p.i..])));
    }
    Ok(e)
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    line: usize,
}

impl Parser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && (self.s[self.i] == b' ' || self.s[self.i] == b'\t') {
            self.i += 1;
        }
    }

    fn expr(&mut self) -> Result<Expr, String> {
        let mut lhs = self.operand()?;
        loop {
            self.ws();
            let op = match self.s.get(self.i) {
                Some(b'+') => Op::Add,
                Some(b'-') => Op::Sub,
                _ => return Ok(lhs),
            };
            self.i += 1;
            let rhs = self.operand()?;
            lhs = Expr::Bin(op, Box::new(lhs), Box::new(rhs));
        }
    }

    fn operand(&mut self) -> Result<Expr, String> {
        self.ws();
        let start = self.i;
        match self.s.get(self.i) {
            None => Err("missing operand in expression".into()),
            Some(b'(') => {
                self.i += 1;
                let e = self.expr()?;
                self.ws();
                if self.s.get(self.i) != Some(&b')') {
                    return Err("missing ')' at end of nested expression".into());
                }
                self.i += 1;
                Ok(e)
            }
            Some(b'@') => {
                self.i += 1;
                let n = self.name();
                if n != "LINE" {
                    return Err(format!("invalid pseudo numeric variable '@{n}'"));
                }
                i128::try_from(self.line).map(Expr::Lit).map_err(|_| "overflow error".to_string())
            }
            Some(b'-') => {
                self.i += 1;
                match self.operand()? {
                    Expr::Lit(v) => Ok(Expr::Lit(-v)),
                    e => Ok(Expr::Bin(Op::Sub, Box::new(Expr::Lit(0)), Box::new(e))),
                }
            }
            Some(c) if c.is_ascii_digit() => {
                let (radix, skip) = if self.s[self.i..].starts_with(b"0x") { (16, 2) } else { (10, 0) };
                self.i += skip;
                let ds = self.i;
                while self.i < self.s.len() && self.s[self.i].is_ascii_hexdigit() {
                    if radix == 10 && !self.s[self.i].is_ascii_digit() {
                        break;
                    }
                    self.i += 1;
                }
                let txt = String::from_utf8_lossy(&self.s[ds..self.i]).to_string();
                i128::from_str_radix(&txt, radix)
                    .map(Expr::Lit)
                    .map_err(|_| format!("invalid literal '{}'", String::from_utf8_lossy(&self.s[start..self.i])))
            }
            Some(c) if c.is_ascii_alphabetic() || *c == b'_' || *c == b'$' => {
                if *c == b'$' {
                    self.i += 1;
                }
                let n = self.name();
                let name = String::from_utf8_lossy(&self.s[start..self.i]).to_string();
                self.ws();
                if self.s.get(self.i) == Some(&b'(') {
                    let op = match n.as_str() {
                        "add" => Op::Add,
                        "sub" => Op::Sub,
                        "mul" => Op::Mul,
                        "div" => Op::Div,
                        "max" => Op::Max,
                        "min" => Op::Min,
                        _ => return Err(format!("call to undefined function '{n}'")),
                    };
                    self.i += 1;
                    let a = self.expr()?;
                    self.ws();
                    if self.s.get(self.i) != Some(&b',') {
                        return Err(format!("function '{n}' takes 2 arguments"));
                    }
                    self.i += 1;
                    let b = self.expr()?;
                    self.ws();
                    if self.s.get(self.i) != Some(&b')') {
                        return Err("missing ')' at end of call expression".into());
                    }
                    self.i += 1;
                    return Ok(Expr::Bin(op, Box::new(a), Box::new(b)));
                }
                Ok(Expr::Var(name))
            }
            Some(_) => Err(format!("invalid operand format '{}'", String::from_utf8_lossy(&self.s[start..]))),
        }
    }

    fn name(&mut self) -> String {
        let st = self.i;
        while self.i < self.s.len() && is_name_char(self.s[self.i]) {
            self.i += 1;
        }
        String::from_utf8_lossy(&self.s[st..self.i]).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_blocks() {
        let b = parse_block("VAR:", 1).unwrap();
        assert_eq!(b.def.as_deref(), Some("VAR"));
        assert!(b.expr.is_none());
        let b = parse_block("%x,V:", 1).unwrap();
        assert_eq!(b.format.unwrap().kind, NumKind::HexLower);
        let b = parse_block("@LINE+1", 7).unwrap();
        assert_eq!(b.expr.unwrap().eval(&HashMap::new()), Ok(8));
        assert!(parse_block("V+", 1).is_err());
        assert!(parse_block("%q,V:", 1).is_err());
    }

    #[test]
    fn evaluates_and_formats() {
        let mut vars = HashMap::new();
        vars.insert("N".to_string(), NumValue { value: 10, format: NumFormat::default() });
        let e = parse_expr("add(N, 5) - 1", 1).unwrap();
        assert_eq!(e.eval(&vars), Ok(14));
        let e = parse_expr("M+1", 1).unwrap();
        assert_eq!(e.eval(&vars), Err(EvalError::Undefined(vec!["M".into()])));
        // The error's text is FileCheck's (`std::error::Error`, for callers).
        let undefined = EvalError::Undefined(vec!["M".into(), "K".into()]);
        assert_eq!(undefined.to_string(), "undefined variable: M, K");
        let f = NumFormat { kind: NumKind::HexUpper, precision: 4, alt: true };
        assert_eq!(f.format(255).unwrap(), "0x00FF");
        assert_eq!(f.parse_value("0x00FF").unwrap(), 255);
        assert!(NumFormat::default().format(-1).is_err());
    }
}
