//! Scanning a check file for directives.
//!
//! Mirrors FileCheck's lexing: the earliest occurrence of any check or
//! comment prefix is taken (longest prefix on ties); an occurrence preceded by
//! a word character (alphanumeric, `-`, `_`) is ignored; a comment directive
//! (`COM:`, `RUN:` by default) hides the rest of its line; an occurrence not
//! followed by a valid suffix (`:`, `-NEXT:`, `-COUNT-3:`, `{LITERAL}:`...)
//! is skipped. The pattern text runs from after the colon (leading blanks
//! dropped) to the end of the line, trailing blanks dropped.

use super::pattern::CheckKind;

/// One directive found in the check buffer.
#[derive(Debug, Clone)]
pub struct Directive {
    /// Kind.
    pub kind: CheckKind,
    /// Which check prefix introduced it.
    pub prefix: String,
    /// `{LITERAL}` modifier.
    pub literal: bool,
    /// Offset of the prefix.
    pub prefix_pos: usize,
    /// Offset of the pattern text.
    pub pat_start: usize,
    /// End offset of the pattern text.
    pub pat_end: usize,
}

/// A scanning error at a byte offset.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{msg}")]
pub struct ScanError {
    /// Offset in the check buffer.
    pub pos: usize,
    /// Message.
    pub msg: String,
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'-' || c == b'_'
}

enum Suffix {
    None,
    Kind(CheckKind, bool, usize),
    BadNot,
    BadCount,
}

/// Parse what follows a prefix; the `usize` is the length consumed,
/// including the colon.
fn parse_suffix(rest: &[u8]) -> Suffix {
    let modifiers = |r: &[u8], kind: CheckKind, used: usize| -> Suffix {
        if r.starts_with(b":") {
            return Suffix::Kind(kind, false, used + 1);
        }
        if r.starts_with(b"{LITERAL}:") {
            return Suffix::Kind(kind, true, used + 10);
        }
        Suffix::None
    };
    if rest.starts_with(b":") || rest.starts_with(b"{") {
        return modifiers(rest, CheckKind::Plain, 0);
    }
    let Some(r) = rest.strip_prefix(b"-") else {
        return Suffix::None;
    };
    const BAD: &[&[u8]] = &[
        b"DAG-NOT:",
        b"NOT-DAG:",
        b"NEXT-NOT:",
        b"NOT-NEXT:",
        b"SAME-NOT:",
        b"NOT-SAME:",
        b"EMPTY-NOT:",
        b"NOT-EMPTY:",
    ];
    if BAD.iter().any(|b| r.starts_with(b)) {
        return Suffix::BadNot;
    }
    if let Some(c) = r.strip_prefix(b"COUNT-") {
        let n = c.iter().take_while(|b| b.is_ascii_digit()).count();
        if n == 0 {
            return Suffix::BadCount;
        }
        let count = std::str::from_utf8(&c[..n]).ok().and_then(|s| s.parse::<usize>().ok());
        return match count {
            Some(k) if k > 0 => modifiers(&c[n..], CheckKind::Count(k), 1 + 6 + n),
            _ => Suffix::BadCount,
        };
    }
    let names: [(&[u8], CheckKind); 6] = [
        (b"NEXT", CheckKind::Next),
        (b"SAME", CheckKind::Same),
        (b"NOT", CheckKind::Not),
        (b"DAG", CheckKind::Dag),
        (b"LABEL", CheckKind::Label),
        (b"EMPTY", CheckKind::Empty),
    ];
    for (name, kind) in names {
        if let Some(after) = r.strip_prefix(name) {
            return modifiers(after, kind, 1 + name.len());
        }
    }
    Suffix::None
}

/// Scan `text` for directives. `keep_leading_ws` is true when both
/// `--strict-whitespace` and `--match-full-lines` are given.
pub fn scan(
    text: &[u8],
    check_prefixes: &[String],
    comment_prefixes: &[String],
    keep_ws: bool,
) -> Result<Vec<Directive>, ScanError> {
    let mut out = Vec::new();
    let mut pos = 0;
    loop {
        // Earliest (then longest) prefix occurrence at or after `pos`.
        let mut best: Option<(usize, &str, bool)> = None;
        for (p, is_comment) in
            check_prefixes.iter().map(|p| (p, false)).chain(comment_prefixes.iter().map(|p| (p, true)))
        {
            if p.is_empty() || pos > text.len() {
                continue;
            }
            if let Some(at) = text[pos..].windows(p.len()).position(|w| w == p.as_bytes()) {
                let at = at + pos;
                let better = match best {
                    None => true,
                    Some((b, bp, _)) => at < b || (at == b && p.len() > bp.len()),
                };
                if better {
                    best = Some((at, p.as_str(), is_comment));
                }
            }
        }
        let Some((at, prefix, is_comment)) = best else {
            return Ok(out);
        };
        if at > 0 && is_word(text[at - 1]) {
            pos = at + 1;
            continue;
        }
        let after = at + prefix.len();
        let line_end = text[after..].iter().position(|&b| b == b'\n' || b == b'\r').map_or(text.len(), |p| after + p);
        if is_comment {
            if text.get(after) == Some(&b':') {
                pos = line_end;
            } else {
                pos = after;
            }
            continue;
        }
        let (kind, literal, used) = match parse_suffix(&text[after..]) {
            Suffix::None => {
                pos = after;
                continue;
            }
            Suffix::BadNot => {
                return Err(ScanError { pos: after + 1, msg: format!("unsupported -NOT combo on prefix '{prefix}'") })
            }
            Suffix::BadCount => {
                return Err(ScanError {
                    pos: after + 1,
                    msg: format!("invalid count in -COUNT specification on prefix '{prefix}'"),
                })
            }
            Suffix::Kind(k, l, u) => (k, l, u),
        };
        let mut start = after + used;
        if !keep_ws {
            while start < line_end && (text[start] == b' ' || text[start] == b'\t') {
                start += 1;
            }
        }
        let mut end = line_end.max(start);
        if !keep_ws {
            while end > start && (text[end - 1] == b' ' || text[end - 1] == b'\t') {
                end -= 1;
            }
        }
        out.push(Directive {
            kind,
            prefix: prefix.to_string(),
            literal,
            prefix_pos: at,
            pat_start: start,
            pat_end: end,
        });
        pos = line_end.max(start);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(CheckKind, String)> {
        let t = src.as_bytes();
        scan(t, &["CHECK".to_string()], &["COM".to_string(), "RUN".to_string()], false)
            .unwrap()
            .into_iter()
            .map(|d| (d.kind, String::from_utf8_lossy(&t[d.pat_start..d.pat_end]).to_string()))
            .collect()
    }

    #[test]
    fn finds_directives() {
        let k = kinds("// RUN: x | FileCheck %s\n// CHECK: a \n// CHECK-NEXT:b\n// MYCHECK: no\nCHECKS: no\n// CHECK-COUNT-2: c\n// COM: CHECK: no\n// CHECK-NOT{LITERAL}: [[x]]\n");
        assert_eq!(
            k,
            vec![
                (CheckKind::Plain, "a".into()),
                (CheckKind::Next, "b".into()),
                (CheckKind::Count(2), "c".into()),
                (CheckKind::Not, "[[x]]".into()),
            ]
        );
    }

    #[test]
    fn bad_suffixes() {
        let p = ["CHECK".to_string()];
        assert!(scan(b"CHECK-DAG-NOT: x", &p, &[], false).is_err());
        assert!(scan(b"CHECK-COUNT-0: x", &p, &[], false).is_err());
    }
}
