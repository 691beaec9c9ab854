//! Rendering diagnostics as mlir-opt prints them:
//! `file:line:col: error: message`, then the source line and a caret
//! under the column; notes follow in the same form.

use strata_ir::{Context, Diagnostic, LocationKind};

use crate::source::SourceFile;

/// Renders `diag` (and its notes). `sources` are the buffers whose lines
/// can be shown; a location in another file prints without a source line.
pub fn render_diagnostic(ctx: &Context, sources: &[&SourceFile], diag: &Diagnostic) -> String {
    let mut out = String::new();
    render_one(ctx, sources, diag, true, &mut out);
    // As upstream, a note shows its source line only when its location
    // differs from the previous one.
    let mut previous = diag.loc;
    for n in &diag.notes {
        render_one(ctx, sources, n, n.loc != previous, &mut out);
        previous = n.loc;
    }
    for next in &diag.followed_by {
        out.push_str(&render_diagnostic(ctx, sources, next));
    }
    out
}

fn render_one(ctx: &Context, sources: &[&SourceFile], diag: &Diagnostic, show_source: bool, out: &mut String) {
    let sev = diag.severity.as_str();
    match ctx.file_line_col(diag.loc) {
        Some((file, line, col)) => {
            out.push_str(&format!("{file}:{line}:{col}: {sev}: {}\n", diag.message));
            let src = sources.iter().find(|s| s.name == file).filter(|_| show_source);
            if let Some(text) = src.and_then(|s| s.line_text(line)) {
                out.push_str(&source_snippet(&text, col, 1));
            }
        }
        // As upstream's source manager handler: no file position, so
        // `<unknown>:0`, then the location itself unless it is unknown.
        None => {
            let mut at = String::new();
            if !matches!(&*ctx.location_kind(diag.loc), LocationKind::Unknown) {
                at.push_str("loc(");
                crate::printer::attrs::write_location(ctx, &mut at, diag.loc, &crate::printer::attrs::NoAliases);
                at.push_str("): ");
            }
            out.push_str(&format!("<unknown>:0: {sev}: {at}{}\n", diag.message));
        }
    }
}

/// The source line and the caret line under it, each ending in a newline,
/// as LLVM's `SMDiagnostic::print` writes them: tabs expand to the next
/// multiple of 8 columns in both lines; the caret goes under column `col`
/// (one past the line's end if it is beyond), with `~` under the rest of
/// the `underline` columns that start there; a line holding a non-ASCII
/// byte is shown without a caret line, since LLVM cannot place one there.
pub fn source_snippet(line: &[u8], col: u32, underline: usize) -> String {
    const TAB_STOP: usize = 8;
    // Each byte of `line` as `with` gives it, a tab widened to the next stop.
    let expand = |with: &dyn Fn(usize) -> u8, len: usize| -> Vec<u8> {
        let mut out = Vec::with_capacity(len);
        for i in 0..len {
            let c = with(i);
            if line.get(i) != Some(&b'\t') {
                out.push(c);
                continue;
            }
            out.push(c);
            while out.len() % TAB_STOP != 0 {
                out.push(c);
            }
        }
        out
    };
    let mut out =
        String::from_utf8_lossy(&expand(&|i| if line[i] == b'\t' { b' ' } else { line[i] }, line.len())).into_owned();
    out.push('\n');
    if !line.is_ascii() {
        return out;
    }
    let n = line.len();
    let mut caret = vec![b' '; n + 1];
    let at = (col as usize).saturating_sub(1).min(n);
    for c in &mut caret[at..(at + underline).min(n + 1)] {
        *c = b'~';
    }
    caret[at] = b'^';
    // Trailing spaces go; the caret always stays.
    caret.truncate(caret.iter().rposition(|&c| c != b' ').map_or(0, |last| last + 1));
    out.push_str(&String::from_utf8_lossy(&expand(&|i| caret[i], caret.len())));
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::source_snippet;

    #[test]
    fn snippets_expand_tabs_as_llvm() {
        assert_eq!(source_snippet(b"ab %", 4, 1), "ab %\n   ^\n");
        assert_eq!(source_snippet(b"\tx %", 4, 1), "        x %\n          ^\n");
        assert_eq!(source_snippet(b"ab\t\t%", 5, 1), "ab              %\n                ^\n");
        // A caret on a tab repeats to the tab stop; past the end it sits one past it.
        assert_eq!(source_snippet(b"a\tb", 2, 1), "a       b\n ^^^^^^^\n");
        assert_eq!(source_snippet(b"ab", 9, 1), "ab\n  ^\n");
        assert_eq!(source_snippet(b"ab cd", 4, 3), "ab cd\n   ^~~\n");
        assert_eq!(source_snippet("é %".as_bytes(), 4, 1), "é %\n");
    }
}
