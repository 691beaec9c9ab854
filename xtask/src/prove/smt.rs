//! SMT-LIB 2 text and the solver process: literals, and one query run by
//! an external solver (`z3 -in` by default) with a time limit.
//!
//! Invariant: a query is a complete script ending in `(check-sat)` and a
//! `(get-value ...)` of the counterexample's terms; the solver's first
//! line is its answer.

use std::io::Write;
use std::process::{Command, Stdio};

use super::types::Ty;

/// `(_ bvV W)`, `v` taken modulo 2^W.
pub fn bv_lit(w: u32, v: u64) -> String {
    let v = if w >= 64 { v } else { v & ((1u64 << w) - 1) };
    format!("(_ bv{v} {w})")
}

/// The integer `v` (two's complement) in type `t`.
pub fn int_const(t: Ty, v: i64) -> String {
    bv_lit(t.width(), v as u64)
}

/// The unsigned integer `v` in type `t` (all ones where it does not fit).
pub fn int_const_u(t: Ty, v: u64) -> String {
    let w = t.width();
    if w < 64 && v >> w != 0 {
        return bv_lit(w, u64::MAX);
    }
    bv_lit(w, v)
}

/// The disjunction of `terms` (`false` for none), dropping `false`s.
pub fn or(terms: impl IntoIterator<Item = String>) -> String {
    let terms: Vec<String> = terms.into_iter().filter(|t| t != "false").collect();
    match terms.len() {
        0 => "false".into(),
        1 => terms.into_iter().next().unwrap_or_default(),
        _ => format!("(or {})", terms.join(" ")),
    }
}

/// What the solver said of a query.
#[derive(Debug)]
pub enum Answer {
    /// No counterexample: the rule holds.
    Unsat,
    /// A counterexample: the `(get-value ...)` pairs, `(term value)`.
    Sat(Vec<(String, String)>),
    /// Out of time or undecided.
    Unknown(String),
}

/// Runs `script` with `solver` and a time limit of `timeout_ms` per check.
pub fn check(solver: &str, script: &str, timeout_ms: u64) -> Result<Answer, String> {
    let mut child = Command::new(solver)
        .args(["-in", "-smt2", &format!("-t:{timeout_ms}")])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {solver}: {e} (install the Debian package z3, or pass --solver)"))?;
    child
        .stdin
        .take()
        .ok_or("no solver stdin")?
        .write_all(script.as_bytes())
        .map_err(|e| format!("writing to {solver}: {e}"))?;
    let out = child.wait_with_output().map_err(|e| format!("waiting for {solver}: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = text.lines();
    match lines.next().map(str::trim) {
        Some("unsat") => Ok(Answer::Unsat),
        Some("sat") => Ok(Answer::Sat(parse_values(&lines.collect::<Vec<_>>().join(" ")))),
        Some("unknown") | Some("timeout") => Ok(Answer::Unknown("the solver gave up (time limit)".into())),
        other => Err(format!(
            "{solver} answered {:?}: {}{}",
            other.unwrap_or(""),
            text.chars().take(400).collect::<String>(),
            String::from_utf8_lossy(&out.stderr).chars().take(400).collect::<String>()
        )),
    }
}

/// The pairs of a `(get-value ...)` answer: `((a #x01) (b true))`.
fn parse_values(text: &str) -> Vec<(String, String)> {
    // Split the outer list into its top-level parenthesised pairs, then
    // each pair into its first s-expression and the rest.
    let mut pairs = Vec::new();
    let inner = text.trim().strip_prefix('(').and_then(|t| t.strip_suffix(')')).unwrap_or(text);
    let mut depth = 0;
    let mut start = None;
    for (i, ch) in inner.char_indices() {
        match ch {
            '(' => {
                if depth == 0 {
                    start = Some(i + 1);
                }
                depth += 1;
            }
            ')' => {
                depth -= 1;
                if depth == 0 {
                    if let Some(s) = start.take() {
                        pairs.push(split_first(inner[s..i].trim()));
                    }
                }
            }
            _ => {}
        }
    }
    pairs
}

fn split_first(pair: &str) -> (String, String) {
    let mut depth = 0;
    for (i, ch) in pair.char_indices() {
        match ch {
            '(' => depth += 1,
            ')' => depth -= 1,
            c if c.is_whitespace() && depth == 0 => {
                return (pair[..i].to_string(), pair[i..].trim().to_string());
            }
            _ => {}
        }
    }
    (pair.to_string(), String::new())
}

/// A bit-vector value as the solver prints it (`#x0f`, `#b1`, `(_ bv15 8)`)
/// as a signed and unsigned decimal pair.
pub fn describe_bv(value: &str) -> String {
    let (bits, width) = if let Some(hex) = value.strip_prefix("#x") {
        (u128::from_str_radix(hex, 16).ok(), hex.len() as u32 * 4)
    } else if let Some(bin) = value.strip_prefix("#b") {
        (u128::from_str_radix(bin, 2).ok(), bin.len() as u32)
    } else {
        return value.to_string();
    };
    let Some(u) = bits else { return value.to_string() };
    let signed =
        if width > 0 && width < 128 && u >> (width - 1) & 1 == 1 { u as i128 - (1i128 << width) } else { u as i128 };
    if signed == u as i128 {
        format!("{u}")
    } else {
        format!("{signed} (unsigned {u})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_wrap_to_their_width() {
        assert_eq!(int_const(Ty::Int(8), -1), "(_ bv255 8)");
        assert_eq!(int_const(Ty::Int(1), 1), "(_ bv1 1)");
        assert_eq!(int_const(Ty::Index(64), -1), format!("(_ bv{} 64)", u64::MAX));
        assert_eq!(int_const_u(Ty::Int(1), 1), "(_ bv1 1)");
        assert_eq!(int_const_u(Ty::Int(1), 2), "(_ bv1 1)");
    }

    #[test]
    fn values_parse_and_describe() {
        let v = parse_values("((x_v #xff) (x_p false) ((bvadd a b) #b1))");
        assert_eq!(v[0], ("x_v".into(), "#xff".into()));
        assert_eq!(v[2], ("(bvadd a b)".into(), "#b1".into()));
        assert_eq!(describe_bv("#xff"), "-1 (unsigned 255)");
        assert_eq!(describe_bv("#x7f"), "127");
    }
}
