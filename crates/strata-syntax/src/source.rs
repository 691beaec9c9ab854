//! Source buffers and the mapping from byte offsets to line:column, used
//! to build `file:line:col` locations and to show the offending source
//! line under a diagnostic.
//!
//! Columns count bytes from 1, as upstream's `SourceMgr` does.
//!
//! Once parsed, a whole file's text is needed only to show source lines
//! under diagnostics, which are rare: [`SourceFile::release_text`] drops it
//! (on a large input, the largest single allocation after the IR) and the
//! first source line asked for afterwards reads the file again. A file
//! whose length changed since is not shown (no source line, the diagnostic
//! itself unchanged).

use std::borrow::Cow;
use std::path::PathBuf;
use std::sync::OnceLock;

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
    /// Set by [`SourceFile::release_text`]: where to read the text again.
    released: Option<Released>,
}

/// A released text: the file it came from, its length then, and the text
/// read again (with its line starts) once needed; `None` if that failed.
struct Released {
    path: PathBuf,
    len: usize,
    reloaded: OnceLock<Option<(Vec<u8>, Vec<usize>)>>,
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
            released: None,
        }
    }

    /// Drops the text and its line index, to be read again from `path`
    /// (which the text must be the whole of) if a source line is asked
    /// for. Only after parsing: `text` is empty from then on. A buffer cut
    /// from a larger file keeps its text.
    pub fn release_text(&mut self, path: impl Into<PathBuf>) {
        let whole = self.first_line == 1 && self.line_before.is_empty() && self.line_after.is_empty();
        if !whole || self.released.is_some() {
            return;
        }
        let len = self.text.len();
        self.text = Vec::new();
        self.line_starts = Vec::new();
        self.released = Some(Released { path: path.into(), len, reloaded: OnceLock::new() });
    }

    /// The text and its line starts: the buffer's own, or the file read
    /// again after [`SourceFile::release_text`] (`None` if it cannot be).
    fn indexed(&self) -> Option<(&[u8], &[usize])> {
        let Some(r) = &self.released else { return Some((&self.text, &self.line_starts)) };
        let reloaded = r.reloaded.get_or_init(|| {
            let text = std::fs::read(&r.path).ok().filter(|t| t.len() == r.len)?;
            let starts = line_starts(&text);
            Some((text, starts))
        });
        reloaded.as_ref().map(|(t, s)| (t.as_slice(), s.as_slice()))
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
        let starts: &[usize] = match &self.released {
            None => &self.line_starts,
            Some(_) => self.indexed().map_or(&[0], |(_, s)| s),
        };
        let in_line =
            |l: usize| starts.get(l).is_some_and(|&s| s <= offset) && starts.get(l + 1).is_none_or(|&e| offset < e);
        let line = if in_line(hint) {
            hint
        } else if in_line(hint + 1) {
            hint + 1
        } else {
            starts.partition_point(|&s| s <= offset).saturating_sub(1)
        };
        line_hint.set(line);
        let mut col = offset.saturating_sub(starts[line]) + 1;
        if line == 0 {
            col += self.first_col as usize - 1;
        }
        (line as u32 + self.first_line, col as u32)
    }

    /// Number of lines in the buffer.
    pub fn num_lines(&self) -> usize {
        self.indexed().map_or(0, |(_, s)| s.len())
    }

    /// The text of a line (1-based, counted from `first_line`), without the
    /// newline; the first and last lines with the file's text around the
    /// buffer.
    pub fn line_text(&self, line: u32) -> Option<Cow<'_, [u8]>> {
        let (text, starts) = self.indexed()?;
        let idx = line.checked_sub(self.first_line)? as usize;
        let start = *starts.get(idx)?;
        let last = idx + 1 == starts.len();
        let end = starts.get(idx + 1).map(|e| e - 1).unwrap_or(text.len());
        let own = &text[start..end.max(start)];
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

/// The offset where each line starts. The scan reads 32 bytes at a time,
/// as four words whose newline bytes are found with the exact zero-byte
/// test (no false positives), and walks a block's words only when one has
/// a newline: it runs over the whole file before parsing starts, on one
/// thread, so a byte-at-a-time search was a visible share of a threaded
/// parse (`tir-1M`: 119 M instructions a word at a time, 87 M four).
fn line_starts(text: &[u8]) -> Vec<usize> {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const NEWLINES: u64 = u64::from_le_bytes([b'\n'; 8]);
    // The high bit of each byte of the result is set exactly for the
    // newlines of the word (the zero bytes of `x`).
    let newlines = |chunk: &[u8]| {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let x = u64::from_le_bytes(word) ^ NEWLINES;
        !(((x & LOW7) + LOW7) | x | LOW7)
    };
    let mut starts = Vec::with_capacity(text.len() / 32 + 1);
    starts.push(0);
    let mut base = 0;
    // Lines run to tens of bytes: most 32-byte blocks hold at most one
    // newline, and the four words' masks are found before any is walked.
    let mut blocks = text.chunks_exact(32);
    for block in &mut blocks {
        let masks = [newlines(&block[..8]), newlines(&block[8..16]), newlines(&block[16..24]), newlines(&block[24..])];
        if masks.iter().any(|&m| m != 0) {
            for (k, &mask) in masks.iter().enumerate() {
                let mut zero = mask;
                while zero != 0 {
                    starts.push(base + 8 * k + zero.trailing_zeros() as usize / 8 + 1);
                    zero &= zero - 1;
                }
            }
        }
        base += 32;
    }
    let rest = blocks.remainder();
    let mut chunks = rest.chunks_exact(8);
    for chunk in &mut chunks {
        let mut zero = newlines(chunk);
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

#[cfg(test)]
mod release_tests {
    use super::SourceFile;

    /// A released text is read again for the first source line asked for;
    /// a file whose length changed since shows no line; a chunk cut from a
    /// larger file keeps its text.
    #[test]
    fn released_text_is_read_again_on_demand() {
        let dir = std::env::temp_dir().join(format!("strata-release-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("a.mlir");
        let text = b"first line\nsecond line\nthird\n".to_vec();
        std::fs::write(&path, &text).unwrap();

        let mut src = SourceFile::new("a.mlir", text.clone());
        src.release_text(&path);
        assert!(src.text.is_empty());
        assert_eq!(src.line_text(2).as_deref(), Some(&b"second line"[..]));
        assert_eq!(src.line_col(11), (2, 1));
        assert_eq!(src.num_lines(), 4);

        let mut changed = SourceFile::new("a.mlir", text.clone());
        changed.release_text(&path);
        std::fs::write(&path, b"first line\n").unwrap();
        assert_eq!(changed.line_text(1), None);

        let at = super::Placement { first_line: 3, ..super::Placement::default() };
        let mut chunk = SourceFile::placed("a.mlir", b"third\n".to_vec(), at);
        chunk.release_text(&path);
        assert_eq!(chunk.line_text(3).as_deref(), Some(&b"third"[..]));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
