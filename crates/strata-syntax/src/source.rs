//! Source buffers and the mapping from byte offsets to line:column, used
//! to build `file:line:col` locations and to show the offending source
//! line under a diagnostic.
//!
//! Columns count bytes from 1, as upstream's `SourceMgr` does.

use std::borrow::Cow;

/// One input buffer and its line index.
pub struct SourceFile {
    pub name: String,
    pub text: Vec<u8>,
    /// Byte offset of the first character of each line.
    line_starts: Vec<usize>,
    /// Line number of the buffer's first line (for `--split-input-file`
    /// chunks, which keep their line numbers in the original file).
    pub first_line: u32,
    /// Column of the buffer's first byte (chunks may start mid-line):
    /// one past the length of `line_before`.
    pub first_col: u32,
    /// The file's text on the first line before the buffer, and on the
    /// last line after it: a diagnostic shows the whole line of the file,
    /// as upstream's chunks are views of the original buffer.
    line_before: Vec<u8>,
    line_after: Vec<u8>,
    /// Where the implicit module is located: `None` for `file:0:0`, else
    /// the chunk's start in the original file (upstream's split behaviour).
    pub start_loc: Option<(u32, u32)>,
    /// Line index of the last `line_col` answer (a search hint only).
    line_hint: std::sync::atomic::AtomicUsize,
}

/// Where a buffer cut from a larger file (a `--split-input-file` chunk)
/// sits in that file.
#[derive(Clone, Debug)]
pub struct Placement {
    /// Line of the buffer's first byte in the file (1-based).
    pub first_line: u32,
    /// The file's bytes on that line before the buffer.
    pub line_before: Vec<u8>,
    /// The file's bytes after the buffer, to the end of its last line.
    pub line_after: Vec<u8>,
}

impl Default for Placement {
    fn default() -> Placement {
        Placement { first_line: 1, line_before: Vec::new(), line_after: Vec::new() }
    }
}

impl SourceFile {
    pub fn new(name: &str, text: Vec<u8>) -> SourceFile {
        SourceFile::placed(name, text, Placement::default())
    }

    /// A buffer that is part of the file `name`, placed as `at` says.
    pub fn placed(name: &str, text: Vec<u8>, at: Placement) -> SourceFile {
        let line_starts = line_starts(&text);
        SourceFile {
            name: name.to_string(),
            text,
            line_starts,
            first_line: at.first_line,
            first_col: at.line_before.len() as u32 + 1,
            line_before: at.line_before,
            line_after: at.line_after,
            start_loc: None,
            line_hint: Default::default(),
        }
    }

    /// (line, column), both 1-based; line counts from `first_line`.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let hint = std::cell::Cell::new(self.line_hint.load(std::sync::atomic::Ordering::Relaxed));
        let lc = self.line_col_hinted(offset, &hint);
        self.line_hint.store(hint.get(), std::sync::atomic::Ordering::Relaxed);
        lc
    }

    /// [`Self::line_col`] with a caller-owned hint: each parser thread asks
    /// about its own part of the file, so a shared hint would only thrash.
    pub fn line_col_hinted(&self, offset: usize, line_hint: &std::cell::Cell<usize>) -> (u32, u32) {
        // The parser asks in increasing order: try the last answer's line
        // and the next one before a binary search.
        let hint = line_hint.get();
        let in_line = |l: usize| {
            self.line_starts.get(l).is_some_and(|&s| s <= offset)
                && self.line_starts.get(l + 1).is_none_or(|&e| offset < e)
        };
        let line = if in_line(hint) {
            hint
        } else if in_line(hint + 1) {
            hint + 1
        } else {
            self.line_starts.partition_point(|&s| s <= offset).saturating_sub(1)
        };
        line_hint.set(line);
        let mut col = offset - self.line_starts[line] + 1;
        if line == 0 {
            col += self.first_col as usize - 1;
        }
        (line as u32 + self.first_line, col as u32)
    }

    /// Number of lines in the buffer.
    pub fn num_lines(&self) -> usize {
        self.line_starts.len()
    }

    /// The text of a line (1-based, counted from `first_line`), without the
    /// newline; the first and last lines with the file's text around the
    /// buffer.
    pub fn line_text(&self, line: u32) -> Option<Cow<'_, [u8]>> {
        let idx = line.checked_sub(self.first_line)? as usize;
        let start = *self.line_starts.get(idx)?;
        let last = idx + 1 == self.line_starts.len();
        let end = self.line_starts.get(idx + 1).map(|e| e - 1).unwrap_or(self.text.len());
        let own = &self.text[start..end.max(start)];
        let before: &[u8] = if idx == 0 { &self.line_before } else { &[] };
        let after: &[u8] = if last { &self.line_after } else { &[] };
        if before.is_empty() && after.is_empty() {
            return Some(Cow::Borrowed(own.strip_suffix(b"\r").unwrap_or(own)));
        }
        let mut whole = [before, own, after].concat();
        if whole.last() == Some(&b'\r') {
            whole.pop();
        }
        Some(Cow::Owned(whole))
    }
}

/// The offset where each line starts. The scan reads eight bytes at a time
/// (a word's newline bytes found with the exact zero-byte test, no false
/// positives): it runs over the whole file before parsing starts, on one
/// thread, so a byte-at-a-time search was a visible share of a threaded
/// parse.
fn line_starts(text: &[u8]) -> Vec<usize> {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const NEWLINES: u64 = u64::from_le_bytes([b'\n'; 8]);
    let mut starts = Vec::with_capacity(text.len() / 32 + 1);
    starts.push(0);
    let mut chunks = text.chunks_exact(8);
    let mut base = 0;
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        // Zero bytes of `x` are the newlines; the high bit of each byte of
        // `zero` is set exactly for them.
        let x = u64::from_le_bytes(word) ^ NEWLINES;
        let mut zero = !(((x & LOW7) + LOW7) | x | LOW7);
        while zero != 0 {
            starts.push(base + zero.trailing_zeros() as usize / 8 + 1);
            zero &= zero - 1;
        }
        base += 8;
    }
    for (i, &c) in chunks.remainder().iter().enumerate() {
        if c == b'\n' {
            starts.push(base + i + 1);
        }
    }
    starts
}

#[cfg(test)]
mod line_start_tests {
    /// The word-at-a-time scan finds exactly the newlines a byte scan does,
    /// next to every byte value and at every alignment.
    #[test]
    fn word_scan_matches_a_byte_scan() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for len in 0..200usize {
            let text: Vec<u8> = (0..len)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    // Newlines often, and the bytes around them in value.
                    match seed % 4 {
                        0 => b'\n',
                        1 => (seed >> 8) as u8,
                        2 => b'\n' ^ (1 << ((seed >> 8) % 8)),
                        _ => 0x80 | b'\n',
                    }
                })
                .collect();
            let mut expect = vec![0];
            expect.extend(text.iter().enumerate().filter(|(_, &c)| c == b'\n').map(|(i, _)| i + 1));
            assert_eq!(super::line_starts(&text), expect, "{text:?}");
        }
    }
}
