//! `--split-input-file`: cut the input at marker lines into chunks that
//! keep their line numbers in the original file.

/// One chunk: its text and where it starts in the original buffer.
pub struct Chunk {
    pub text: Vec<u8>,
    /// 1-based line of the chunk's first byte in the original file.
    pub first_line: u32,
    /// Byte offset of the chunk in the original file.
    pub offset: usize,
}

/// Splits at lines that start with `marker`; the marker text itself is
/// dropped, the rest of its line (its newline) stays with the next chunk,
/// as upstream does.
pub fn split_chunks(text: &[u8], marker: &str) -> Vec<Chunk> {
    let m = marker.as_bytes();
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut start_line = 1u32;
    let mut line = 1u32;
    let mut pos = 0;
    while pos <= text.len() {
        let line_end = text[pos..].iter().position(|&c| c == b'\n').map(|p| pos + p).unwrap_or(text.len());
        if text[pos..line_end].starts_with(m) {
            chunks.push(Chunk { text: text[start..pos].to_vec(), first_line: start_line, offset: start });
            start = pos + m.len();
            start_line = line;
        }
        if line_end >= text.len() {
            break;
        }
        pos = line_end + 1;
        line += 1;
    }
    chunks.push(Chunk { text: text[start..].to_vec(), first_line: start_line, offset: start });
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_line_numbers() {
        let c = split_chunks(b"a\n// -----\nb\nc\n// -----\nd", "// -----");
        assert_eq!(c.len(), 3);
        assert_eq!(c[0].text, b"a\n");
        assert_eq!((c[1].first_line, c[1].text.as_slice()), (2, &b"\nb\nc\n"[..]));
        assert_eq!(c[2].first_line, 5);
    }
}
