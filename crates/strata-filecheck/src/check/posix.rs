//! Translation of POSIX extended regular expressions (the dialect LLVM's
//! `Regex` class, and thus FileCheck's `{{...}}` blocks, accept) into the
//! syntax of the `regex` crate, used in bytes mode with Unicode disabled.
//!
//! Invariants of the output: it is a self-contained expression (safe to wrap
//! in `(?:...)`), contains no capturing groups, only ASCII, and matches the
//! same language as the input except that POSIX leftmost-longest selection is
//! approximated by leftmost-first. Differences handled explicitly:
//! * a backslash always makes the next character literal (`\d` is `d`);
//! * inside brackets a backslash is literal and negated brackets never match a
//!   newline (LLVM compiles with `REG_NEWLINE`);
//! * stacked repetition (`a*?`) means repeat-of-repeat, never laziness;
//! * empty (sub)expressions such as `{{}}`, `()` or `a|` are errors.

/// Append the regex-crate spelling of literal byte `b` to `out`.
pub fn push_literal_byte(out: &mut String, b: u8) {
    if b.is_ascii_alphanumeric() || b == b'_' {
        out.push(b as char);
    } else if b.is_ascii_graphic() || b == b' ' {
        out.push_str(&regex::escape(&(b as char).to_string()));
    } else {
        out.push_str(&format!("\\x{b:02X}"));
    }
}

/// Escape a literal byte string.
pub fn escape_bytes(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for &b in bytes {
        push_literal_byte(&mut s, b);
    }
    s
}

const CLASSES: &[&str] =
    &["alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space", "upper", "xdigit"];

struct Frame {
    /// Whether the current alternative has at least one atom.
    branch_has_atom: bool,
}

/// Translate a POSIX ERE into regex-crate syntax, or return an LLVM-style
/// error message (without the `invalid regex: ` prefix).
pub fn translate(re: &[u8]) -> Result<String, String> {
    let mut out = String::new();
    let mut stack = vec![Frame { branch_has_atom: false }];
    // Output offset where the most recent atom starts, and whether it has
    // already been given a repetition operator.
    let mut atom_start: Option<usize> = None;
    let mut repeated = false;
    let mut i = 0;
    while i < re.len() {
        let c = re[i];
        match c {
            b'\\' => {
                let Some(&n) = re.get(i + 1) else {
                    return Err("trailing backslash (\\)".into());
                };
                atom_start = Some(out.len());
                repeated = false;
                push_literal_byte(&mut out, n);
                mark_atom(&mut stack);
                i += 2;
            }
            b'[' => {
                atom_start = Some(out.len());
                repeated = false;
                i = translate_bracket(re, i, &mut out)?;
                mark_atom(&mut stack);
            }
            b'(' => {
                stack.push(Frame { branch_has_atom: false });
                out.push_str("(?:");
                atom_start = None;
                i += 1;
            }
            b')' => {
                if stack.len() <= 1 {
                    return Err("parentheses not balanced".into());
                }
                let frame = stack.pop().unwrap_or(Frame { branch_has_atom: false });
                if !frame.branch_has_atom {
                    return Err("empty (sub)expression".into());
                }
                // The whole group is now the current atom.
                let open = find_group_open(&out);
                out.push(')');
                atom_start = Some(open);
                repeated = false;
                mark_atom(&mut stack);
                i += 1;
            }
            b'|' => {
                if !stack.last().is_some_and(|f| f.branch_has_atom) {
                    return Err("empty (sub)expression".into());
                }
                if let Some(f) = stack.last_mut() {
                    f.branch_has_atom = false;
                }
                out.push('|');
                atom_start = None;
                i += 1;
            }
            b'*' | b'+' | b'?' | b'{' => {
                let Some(start) = atom_start else {
                    return Err("repetition-operator operand invalid".into());
                };
                if repeated {
                    out.insert_str(start, "(?:");
                    out.push(')');
                }
                if c == b'{' {
                    let (text, next) = parse_bound(re, i)?;
                    out.push_str(&text);
                    i = next;
                } else {
                    out.push(c as char);
                    i += 1;
                }
                repeated = true;
            }
            b'^' | b'$' => {
                out.push(c as char);
                atom_start = None;
                mark_atom(&mut stack);
                i += 1;
            }
            b'.' => {
                atom_start = Some(out.len());
                repeated = false;
                out.push('.');
                mark_atom(&mut stack);
                i += 1;
            }
            _ => {
                atom_start = Some(out.len());
                repeated = false;
                push_literal_byte(&mut out, c);
                mark_atom(&mut stack);
                i += 1;
            }
        }
    }
    if stack.len() != 1 {
        return Err("parentheses not balanced".into());
    }
    if !stack[0].branch_has_atom {
        return Err("empty (sub)expression".into());
    }
    Ok(out)
}

fn mark_atom(stack: &mut [Frame]) {
    if let Some(f) = stack.last_mut() {
        f.branch_has_atom = true;
    }
}

/// Find the offset of the `(?:` matching the `)` about to be appended.
fn find_group_open(out: &str) -> usize {
    let b = out.as_bytes();
    let mut depth = 0usize;
    let mut i = b.len();
    while i > 0 {
        i -= 1;
        // Skip escaped characters: a byte preceded by an odd run of '\'.
        let mut bs = 0;
        while i > bs && b[i - bs - 1] == b'\\' {
            bs += 1;
        }
        if bs % 2 == 1 {
            continue;
        }
        match b[i] {
            b')' => depth += 1,
            b'(' => {
                if depth == 0 {
                    return i;
                }
                depth -= 1;
            }
            _ => {}
        }
    }
    0
}

fn parse_bound(re: &[u8], start: usize) -> Result<(String, usize), String> {
    let close = re[start..]
        .iter()
        .position(|&b| b == b'}')
        .map(|p| start + p)
        .ok_or_else(|| "braces not balanced".to_string())?;
    let inner = std::str::from_utf8(&re[start + 1..close]).map_err(|_| "invalid repetition count(s)")?;
    let (lo, hi) = match inner.split_once(',') {
        Some((lo, hi)) => (lo, Some(hi)),
        None => (inner, None),
    };
    let parse = |s: &str| -> Result<u32, String> {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err("invalid repetition count(s)".into());
        }
        s.parse::<u32>().ok().filter(|&n| n <= 255).ok_or_else(|| "invalid repetition count(s)".to_string())
    };
    let lo_n = parse(lo)?;
    let text = match hi {
        None => format!("{{{lo_n}}}"),
        Some("") => format!("{{{lo_n},}}"),
        Some(h) => {
            let hi_n = parse(h)?;
            if hi_n < lo_n {
                return Err("invalid repetition count(s)".into());
            }
            format!("{{{lo_n},{hi_n}}}")
        }
    };
    Ok((text, close + 1))
}

/// Translate the bracket expression starting at `re[start] == b'['`; returns
/// the index just past its closing `]`.
fn translate_bracket(re: &[u8], start: usize, out: &mut String) -> Result<usize, String> {
    let unbalanced = || "brackets ([ ]) not balanced".to_string();
    let mut i = start + 1;
    let negated = re.get(i) == Some(&b'^');
    if negated {
        i += 1;
    }
    let mut items = String::new();
    let mut first = true;
    loop {
        let Some(&c) = re.get(i) else {
            return Err(unbalanced());
        };
        if c == b']' && !first {
            i += 1;
            break;
        }
        first = false;
        // Character class / equivalence class / collating element.
        let lo = if c == b'[' && matches!(re.get(i + 1), Some(b':' | b'=' | b'.')) {
            let kind = re[i + 1];
            let body_start = i + 2;
            let end = re[body_start..]
                .windows(2)
                .position(|w| w[0] == kind && w[1] == b']')
                .map(|p| body_start + p)
                .ok_or_else(unbalanced)?;
            let body = &re[body_start..end];
            i = end + 2;
            if kind == b':' {
                let name = String::from_utf8_lossy(body).to_string();
                if !CLASSES.contains(&name.as_str()) {
                    return Err("invalid character class".into());
                }
                items.push_str(&format!("[:{name}:]"));
                continue;
            }
            if body.len() != 1 {
                return Err("invalid collating element".into());
            }
            body[0]
        } else {
            i += 1;
            c
        };
        // Range?
        if re.get(i) == Some(&b'-') && re.get(i + 1).is_some_and(|&n| n != b']') {
            let mut hi = re[i + 1];
            i += 2;
            if hi == b'[' && re.get(i) == Some(&b'.') {
                let end = re[i + 1..].windows(2).position(|w| w == b".]").map(|p| i + 1 + p).ok_or_else(unbalanced)?;
                if end != i + 2 {
                    return Err("invalid collating element".into());
                }
                hi = re[i + 1];
                i = end + 2;
            }
            if hi < lo {
                return Err("invalid character range".into());
            }
            items.push_str(&format!("\\x{lo:02X}-\\x{hi:02X}"));
        } else {
            items.push_str(&format!("\\x{lo:02X}"));
        }
    }
    out.push('[');
    if negated {
        out.push('^');
        items.push_str("\\n");
    }
    out.push_str(&items);
    out.push(']');
    Ok(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tr(s: &str) -> Result<String, String> {
        translate(s.as_bytes())
    }

    fn matches(re: &str, hay: &str) -> bool {
        let t = tr(re).unwrap();
        regex::bytes::RegexBuilder::new(&format!("(?m){t}")).unicode(false).build().unwrap().is_match(hay.as_bytes())
    }

    #[test]
    fn basic_constructs() {
        assert!(matches("a.*b", "axxb"));
        assert!(matches("[0-9]+", "x42"));
        assert!(!matches("^[0-9]+$", "x42"));
        assert!(matches("a|b", "b"));
        assert!(matches("(ab){2}", "abab"));
        assert!(matches("[[:digit:]]", "5"));
        assert!(matches("[]x]", "]"));
        assert!(matches("[^]x]", "a"));
        assert!(matches("[a\\]", "\\"));
    }

    #[test]
    fn backslash_is_literal() {
        assert!(matches("a\\d", "ad"));
        assert!(!matches("a\\d", "a1"));
        assert!(matches("\\[\\[", "[["));
    }

    #[test]
    fn negated_bracket_excludes_newline() {
        assert!(!matches("a[^x]b", "a\nb"));
    }

    #[test]
    fn stacked_repetition_is_not_lazy() {
        let t = tr("a*?").unwrap();
        assert_eq!(t, "(?:a*)?");
    }

    #[test]
    fn errors() {
        assert!(tr("").is_err());
        assert!(tr("()").is_err());
        assert!(tr("a|").is_err());
        assert!(tr("a(").is_err());
        assert!(tr("a)").is_err());
        assert!(tr("[a").is_err());
        assert!(tr("*a").is_err());
        assert!(tr("a\\").is_err());
        assert!(tr("[z-a]").is_err());
        assert!(tr("[[:bogus:]]").is_err());
    }
}
