//! `--split-input-file`: cut the input into chunks at the split marker,
//! as upstream's `splitAndProcessBuffer` (`mlir/lib/Support/ToolUtilities.cpp`)
//! does.
//!
//! The marker splits wherever it occurs, not only at the start of a line:
//! the text before it on its line ends the chunk before, the text after it
//! begins the next chunk, and every chunk keeps its lines and columns in
//! the original file. Upstream finds the marker without its last two bytes
//! first and then checks them, so a near miss (`// ----`, `// -----0`) is
//! reported with a warning and does not split. Its quirks are kept, since
//! they decide what each chunk holds: a file that starts with the marker
//! gives a first chunk holding the marker's last two bytes, an empty last
//! chunk is dropped, and the check refuses a `0` (not a `-`) after the
//! marker.

use std::ops::Range;

use strata_syntax::{Placement, SourceFile};

/// How many of the marker's last bytes upstream checks after finding the
/// rest (`checkLen`).
const CHECK_LEN: usize = 2;

/// The chunks of an input and the near misses found on the way.
#[derive(Debug, Default, PartialEq)]
pub struct Split {
    /// Byte ranges of the chunks in the input, in order.
    pub chunks: Vec<Range<usize>>,
    /// Offsets right after each found marker prefix whose last bytes did
    /// not follow (upstream's warning location).
    pub near_misses: Vec<usize>,
}

/// Splits `text` at `marker`. A marker of at most two bytes is looked for
/// whole, with no near misses: upstream's search for its empty prefix
/// never ends.
pub fn split_input(text: &[u8], marker: &[u8]) -> Split {
    let short = marker.len() <= CHECK_LEN;
    let (head, tail) = if short { (marker, &[][..]) } else { marker.split_at(marker.len() - CHECK_LEN) };
    let mut split = Split::default();
    // The pending chunk; empty until the first piece that is not.
    let mut prev: Range<usize> = 0..0;
    let mut piece_start = 0;
    loop {
        let found = if head.is_empty() { None } else { find(&text[piece_start..], head) };
        let piece = piece_start..found.map_or(text.len(), |at| piece_start + at);
        if prev.is_empty() {
            prev = piece.clone();
        } else if short {
            split.chunks.push(prev);
            prev = piece.clone();
        } else {
            let bytes = &text[piece.clone()];
            if bytes.starts_with(tail) && bytes.len() > CHECK_LEN && bytes[CHECK_LEN] != b'0' {
                split.chunks.push(prev);
                prev = piece.start + CHECK_LEN..piece.end;
            } else {
                split.near_misses.push(piece.start);
                prev = prev.start..piece.end;
            }
        }
        match found {
            Some(_) => piece_start = piece.end + head.len(),
            None => break,
        }
    }
    if !prev.is_empty() {
        split.chunks.push(prev);
    }
    split
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The sources of `chunks` of the file `name`, in order, each cut from
/// `text` when it is asked for.
pub fn chunk_sources(name: String, text: Vec<u8>, chunks: Vec<Range<usize>>) -> impl Iterator<Item = SourceFile> {
    let mut lines = LineCounter::new();
    chunks.into_iter().map(move |range| {
        let at = lines.advance(&text, range.start);
        chunk_source(&name, &text, range, at)
    })
}

/// Line (1-based) and column (1-based, in bytes) of offsets asked in
/// increasing order: chunks come in order, so the input is walked once.
struct LineCounter {
    offset: usize,
    line: u32,
    line_start: usize,
}

impl LineCounter {
    fn new() -> LineCounter {
        LineCounter { offset: 0, line: 1, line_start: 0 }
    }

    /// (line, column) of `offset`, which must not be before the last one asked.
    fn advance(&mut self, text: &[u8], offset: usize) -> (u32, u32) {
        for (i, &c) in text[self.offset..offset].iter().enumerate() {
            if c == b'\n' {
                self.line += 1;
                self.line_start = self.offset + i + 1;
            }
        }
        self.offset = offset;
        (self.line, (offset - self.line_start) as u32 + 1)
    }
}

/// The source of the chunk `range` of the file `name`: its lines and
/// columns are the file's, and its diagnostics show the file's whole
/// lines. `at` is the chunk start's (line, column).
fn chunk_source(name: &str, text: &[u8], range: Range<usize>, at: (u32, u32)) -> SourceFile {
    let line_start = range.start - (at.1 as usize - 1);
    let line_end = text[range.end..].iter().position(|&c| c == b'\n').map_or(text.len(), |p| range.end + p);
    let placement = Placement {
        first_line: at.0,
        line_before: text[line_start..range.start].to_vec(),
        line_after: text[range.end..line_end].to_vec(),
    };
    let mut src = SourceFile::placed(name, text[range.clone()].to_vec(), placement);
    // Upstream locates the implicit module of a chunk at the chunk's start,
    // except for a chunk at the file's start (`file:0:0`, as unsplit input).
    if range.start > 0 {
        src.start_loc = Some(at);
    }
    src
}

#[cfg(test)]
mod tests {
    use super::*;

    const M: &[u8] = b"// -----";

    fn texts<'a>(text: &'a [u8], split: &Split) -> Vec<&'a [u8]> {
        split.chunks.iter().map(|r| &text[r.clone()]).collect()
    }

    #[test]
    fn splits_at_line_starts() {
        let t = b"a\n// -----\nb\nc\n// -----\nd";
        let s = split_input(t, M);
        assert_eq!(texts(t, &s), [&b"a\n"[..], b"\nb\nc\n", b"\nd"]);
        assert!(s.near_misses.is_empty());
        let mut lines = LineCounter::new();
        let at: Vec<_> = s.chunks.iter().map(|r| lines.advance(t, r.start)).collect();
        assert_eq!(at, [(1, 1), (2, 9), (5, 9)]);
    }

    #[test]
    fn splits_inside_lines() {
        let t = b"a // ----- b\n  // ----- c // -----d";
        let s = split_input(t, M);
        assert_eq!(texts(t, &s), [&b"a "[..], b" b\n  ", b" c ", b"d"]);
        let src = chunk_source("f", t, s.chunks[1].clone(), (1, 11));
        assert_eq!((src.first_line, src.first_col, src.start_loc), (1, 11, Some((1, 11))));
        assert_eq!(src.line_text(1).as_deref(), Some(&b"a // ----- b"[..]));
        assert_eq!(src.line_text(2).as_deref(), Some(&b"  // ----- c // -----d"[..]));
    }

    #[test]
    fn near_misses_warn_and_join() {
        let t = b"a\n// ----\nb\n// -----0\nc\n// ------\nd";
        let s = split_input(t, M);
        assert_eq!(s.near_misses, [8, 18]);
        assert_eq!(texts(t, &s), [&b"a\n// ----\nb\n// -----0\nc\n"[..], b"-\nd"]);
    }

    #[test]
    fn upstream_edges() {
        // Empty input: no chunk at all.
        assert_eq!(split_input(b"", M), Split::default());
        // A leading marker: the first chunk keeps the marker's last bytes.
        let t = b"// -----\nx";
        assert_eq!(texts(t, &split_input(t, M)), [&b"--\nx"[..]]);
        // A trailing marker without a newline is a near miss.
        let t = b"x\n// -----";
        let s = split_input(t, M);
        assert_eq!((texts(t, &s), s.near_misses), (vec![&t[..]], vec![8]));
        // Two markers in a row give an empty-looking chunk between them.
        let t = b"x\n// -----\n// -----\ny";
        assert_eq!(texts(t, &split_input(t, M)), [&b"x\n"[..], b"\n", b"\ny"]);
    }

    #[test]
    fn short_markers_split_whole() {
        // An empty piece is dropped, as upstream drops an empty first one.
        let t = b"a;b;;c";
        assert_eq!(texts(t, &split_input(t, b";")), [&b"a"[..], b"b", b"c"]);
        let t = b"xabyab";
        assert_eq!(texts(t, &split_input(t, b"ab")), [&b"x"[..], b"y"]);
    }
}
