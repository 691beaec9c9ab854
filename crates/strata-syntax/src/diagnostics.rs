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
    out
}

fn render_one(ctx: &Context, sources: &[&SourceFile], diag: &Diagnostic, show_source: bool, out: &mut String) {
    let sev = diag.severity.as_str();
    match ctx.file_line_col(diag.loc) {
        Some((file, line, col)) => {
            out.push_str(&format!("{file}:{line}:{col}: {sev}: {}\n", diag.message));
            let src = sources.iter().find(|s| s.name == file).filter(|_| show_source);
            if let Some(text) = src.and_then(|s| s.line_text(line)) {
                let text = &*text;
                out.push_str(&String::from_utf8_lossy(text));
                out.push('\n');
                let caret_col = (col as usize).saturating_sub(1);
                // Keep tabs so the caret lines up under the source text.
                let pad: String = text.iter().take(caret_col).map(|&c| if c == b'\t' { '\t' } else { ' ' }).collect();
                out.push_str(&pad);
                out.push_str("^\n");
            }
        }
        None => {
            let prefix = match &*ctx.location_kind(diag.loc) {
                LocationKind::Name { name, .. } => format!("{}: ", ctx.ident_str(*name)),
                _ => "loc(unknown): ".to_string(),
            };
            out.push_str(&format!("{prefix}{sev}: {}\n", diag.message));
        }
    }
}
