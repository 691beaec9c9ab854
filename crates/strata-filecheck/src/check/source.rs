//! Source buffers and upstream-style diagnostics.
//!
//! A [`SourceBuf`] owns the (already canonicalized) bytes of one named buffer
//! — the check file, the input, or a synthetic "command line" buffer — plus a
//! table of line starts so that byte offsets can be turned into 1-based
//! `line:col` locations. Invariant: `line_starts[0] == 0` and every other entry
//! is one past a `\n` byte; offsets up to and including `text.len()` are valid.

/// Canonicalize a buffer the way FileCheck does before matching: `\r\n`
/// becomes `\n`, and (unless `strict_whitespace`) every run of spaces and tabs
/// becomes a single space.
pub fn canonicalize(bytes: &[u8], strict_whitespace: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
            i += 1;
            continue;
        }
        if strict_whitespace || (c != b' ' && c != b'\t') {
            out.push(c);
            i += 1;
            continue;
        }
        out.push(b' ');
        while i < bytes.len() && (bytes[i] == b' ' || bytes[i] == b'\t') {
            i += 1;
        }
    }
    out
}

/// A named buffer with a line table.
#[derive(Debug, Clone)]
pub struct SourceBuf {
    /// Display name (`<stdin>`, a path, or `command line`).
    pub name: String,
    /// Buffer contents.
    pub text: Vec<u8>,
    line_starts: Vec<usize>,
}

impl SourceBuf {
    /// Build a buffer and its line table.
    pub fn new(name: impl Into<String>, text: Vec<u8>) -> Self {
        let mut line_starts = vec![0];
        for (i, &b) in text.iter().enumerate() {
            if b == b'\n' {
                line_starts.push(i + 1);
            }
        }
        SourceBuf { name: name.into(), text, line_starts }
    }

    /// 0-based line index containing byte offset `pos`.
    pub fn line_index(&self, pos: usize) -> usize {
        match self.line_starts.binary_search(&pos) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        }
    }

    /// 1-based (line, column) for a byte offset.
    pub fn line_col(&self, pos: usize) -> (usize, usize) {
        let pos = pos.min(self.text.len());
        let li = self.line_index(pos);
        (li + 1, pos - self.line_starts[li] + 1)
    }

    /// Number of lines (a trailing newline does not start a new line).
    pub fn num_lines(&self) -> usize {
        if self.text.last() == Some(&b'\n') {
            self.line_starts.len() - 1
        } else {
            self.line_starts.len()
        }
    }

    /// Start offset of 0-based line `li`.
    pub fn line_start(&self, li: usize) -> usize {
        self.line_starts.get(li).copied().unwrap_or(self.text.len())
    }

    /// Bytes of 0-based line `li`, without its newline.
    pub fn line_bytes(&self, li: usize) -> &[u8] {
        let start = self.line_start(li);
        let end = self.text[start..].iter().position(|&b| b == b'\n').map_or(self.text.len(), |p| start + p);
        &self.text[start..end]
    }

    /// Render an LLVM-style diagnostic: `name:line:col: kind: msg`, the source
    /// line, and a caret line (with `~` covering `range_len - 1` more bytes
    /// within the line).
    pub fn diag(&self, pos: usize, kind: &str, msg: &str, range_len: usize) -> String {
        let pos = pos.min(self.text.len());
        let (line, col) = self.line_col(pos);
        let text = self.line_bytes(line - 1);
        let mut s = format!("{}:{}:{}: {}: {}\n", self.name, line, col, kind, msg);
        s.push_str(&String::from_utf8_lossy(text));
        s.push('\n');
        for &b in text.iter().take(col - 1) {
            s.push(if b == b'\t' { '\t' } else { ' ' });
        }
        s.push('^');
        let avail = text.len().saturating_sub(col);
        for _ in 1..range_len.min(avail + 1) {
            s.push('~');
        }
        s.push('\n');
        s
    }
}

/// A location-less error message in FileCheck's style.
pub fn plain_error(msg: &str) -> String {
    format!("error: {msg}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonicalizes_whitespace_and_crlf() {
        assert_eq!(canonicalize(b"a \t b\r\nc", false), b"a b\nc");
        assert_eq!(canonicalize(b"a \t b\r\nc", true), b"a \t b\nc");
    }

    #[test]
    fn line_col_and_diag() {
        let b = SourceBuf::new("f", b"ab\ncd\n".to_vec());
        assert_eq!(b.line_col(0), (1, 1));
        assert_eq!(b.line_col(3), (2, 1));
        assert_eq!(b.line_col(6), (3, 1));
        assert_eq!(b.num_lines(), 2);
        assert_eq!(b.diag(4, "error", "x", 1), "f:2:2: error: x\ncd\n ^\n");
    }
}
