//! Failure presentation helpers: the fuzzy "possible intended match" search
//! and the annotated `Input was:` dump printed by `--dump-input`.
//!
//! Both are purely presentational: they never influence pass/fail. The dump
//! shows every input line within `CONTEXT` lines of an annotation (all lines
//! when there are no annotations) and elides the rest with `.` rows.

use super::source::SourceBuf;

/// Lines of context shown around annotations (LLVM's default is 5).
pub const CONTEXT: usize = 5;

/// One annotation under an input line.
#[derive(Debug, Clone)]
pub struct Annotation {
    /// Start offset in the input.
    pub start: usize,
    /// Length of the marked range (at least 1 column is drawn).
    pub len: usize,
    /// Label such as `check:3` or `not:imp1`.
    pub label: String,
    /// Marker character: `X` (no match), `!` (bad match), `?` (fuzzy).
    pub marker: char,
    /// Trailing message.
    pub msg: String,
}

/// Levenshtein distance (with replacements).
fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, &ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// Best fuzzy candidate for `example` in `buf[start..]`, scanning at most
/// 4096 bytes; returns an absolute offset, never `start` itself.
pub fn fuzzy_match(buf: &[u8], start: usize, example: &[u8]) -> Option<usize> {
    if example.is_empty() {
        return None;
    }
    let hay = &buf[start.min(buf.len())..];
    let mut best: Option<(usize, f64)> = None;
    let mut lines = 0usize;
    for i in 0..hay.len().min(4096) {
        if hay[i] == b'\n' {
            lines += 1;
        }
        if hay[i] == b' ' || hay[i] == b'\t' {
            continue;
        }
        let window = &hay[i..(i + example.len()).min(hay.len())];
        let window = window.split(|&b| b == b'\n').next().unwrap_or(b"");
        let q = edit_distance(window, example) as f64 + lines as f64 / 100.0;
        let better = match best {
            None => true,
            Some((_, bq)) => q < bq,
        };
        if better {
            best = Some((i, q));
        }
    }
    match best {
        Some((i, q)) if i != 0 && q < 50.0 => Some(start + i),
        _ => None,
    }
}

/// Render the `Input was:` block.
pub fn render(input: &SourceBuf, annots: &[Annotation]) -> String {
    let nlines = input.num_lines().max(1);
    let mut by_line: Vec<Vec<&Annotation>> = vec![Vec::new(); nlines];
    for a in annots {
        let li = input.line_index(a.start).min(nlines - 1);
        by_line[li].push(a);
    }
    let mut show = vec![annots.is_empty(); nlines];
    for (li, v) in by_line.iter().enumerate() {
        if !v.is_empty() {
            let lo = li.saturating_sub(CONTEXT);
            let hi = (li + CONTEXT).min(nlines - 1);
            for s in show.iter_mut().take(hi + 1).skip(lo) {
                *s = true;
            }
        }
    }
    let label_w = annots.iter().map(|a| a.label.len()).max().unwrap_or(0);
    let w = label_w.max(nlines.to_string().len()) + 2;
    let mut out = String::from("<<<<<<\n");
    let mut eliding = false;
    for li in 0..nlines {
        if !show[li] {
            if !eliding {
                for _ in 0..3 {
                    out.push_str(&format!("{:>w$}\n", "."));
                }
                eliding = true;
            }
            continue;
        }
        eliding = false;
        let text = input.line_bytes(li);
        out.push_str(&format!("{:>w$}: {}\n", li + 1, String::from_utf8_lossy(text)));
        let line_start = input.line_start(li);
        for a in &by_line[li] {
            let col = a.start.saturating_sub(line_start);
            let avail = text.len().saturating_sub(col).max(1);
            let tildes = a.len.clamp(1, avail) - 1;
            out.push_str(&format!(
                "{:<w$}  {}{}{} {}\n",
                a.label,
                " ".repeat(col),
                a.marker,
                "~".repeat(tildes),
                a.msg
            ));
        }
    }
    out.push_str(">>>>>>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance() {
        assert_eq!(edit_distance(b"kitten", b"sitting"), 3);
        assert_eq!(edit_distance(b"", b"abc"), 3);
    }

    #[test]
    fn fuzzy_finds_close_line() {
        let buf = b"foo\nbaz\nqux\n";
        assert_eq!(fuzzy_match(buf, 3, b"bar"), Some(4));
    }

    #[test]
    fn dump_elides() {
        let text: String = (1..=20).map(|i| format!("l{i}\n")).collect();
        let b = SourceBuf::new("<stdin>", text.into_bytes());
        let a = Annotation {
            start: b.line_start(15),
            len: 2,
            label: "check:1".into(),
            marker: 'X',
            msg: "error: no match found".into(),
        };
        let r = render(&b, &[a]);
        assert!(r.contains("16: l16"));
        assert!(!r.contains(" 3: l3\n"));
        assert!(r.contains("X~ error"));
    }
}
