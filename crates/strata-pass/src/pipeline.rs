//! The textual pipeline parser (upstream's `parsePassPipeline`):
//! `anchor(elem, elem, ...)`, where an element is a registered pass with
//! optional options `pass{k=v ...}` or a nested manager `op.name(...)`.
//!
//! Errors carry upstream's texts; positions (line:col, with the line and a
//! caret) are relative to the text inside the outer anchor, as upstream
//! reports them. Nesting is bounded by the text's length and parsed with
//! an explicit stack, so no input can overflow the stack.

use crate::manager::{OpPassManager, PassEntry};
use crate::registry::PassRegistry;

/// Parses a full pipeline `anchor(...)`; an empty text is an error, as
/// upstream's (it has no anchor).
pub fn parse_pipeline(registry: &PassRegistry, text: &str) -> Result<OpPassManager, String> {
    let text = text.trim();
    let (anchor, inner) = match text.split_once('(') {
        Some((anchor, rest)) if text.ends_with(')') && !anchor.trim().is_empty() => {
            (anchor.trim(), &rest[..rest.len() - 1])
        }
        _ => {
            return Err(
                "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
                    .to_string(),
            )
        }
    };
    let mut pm = OpPassManager::new(anchor);
    parse_elements(registry, inner, &mut pm)?;
    Ok(pm)
}

/// Parses the elements of a pipeline without its anchor (`canonicalize,cse`,
/// as upstream's `parsePassPipeline(text, pm)` into an existing manager)
/// into a manager anchored on `anchor`.
pub fn parse_pipeline_elements(registry: &PassRegistry, anchor: &str, text: &str) -> Result<OpPassManager, String> {
    let mut pm = OpPassManager::new(anchor);
    parse_elements(registry, text, &mut pm)?;
    Ok(pm)
}

/// Parses the comma-separated elements of `text` into `root`.
pub(crate) fn parse_elements(registry: &PassRegistry, text: &str, root: &mut OpPassManager) -> Result<(), String> {
    let bytes = text.as_bytes();
    let err = |pos: usize, msg: &str| located(text, pos, msg);
    // Open nested managers, innermost last, with the position of their '('.
    let mut stack: Vec<(OpPassManager, usize)> = Vec::new();
    let mut i = 0;
    let mut expect_element = true;
    loop {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        match bytes[i] {
            b',' if !expect_element => {
                expect_element = true;
                i += 1;
                continue;
            }
            b')' => {
                let Some((done, _)) = stack.pop() else {
                    return Err(err(
                        i,
                        "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                    ));
                };
                current(root, &mut stack).entries.push(PassEntry::Nested(done));
                expect_element = false;
                i += 1;
                continue;
            }
            _ if !expect_element => return Err(err(i, "expected ',' after parsing pipeline")),
            _ => {}
        }
        let start = i;
        while i < bytes.len()
            && !matches!(bytes[i], b',' | b'{' | b'}' | b'(' | b')')
            && !bytes[i].is_ascii_whitespace()
        {
            i += 1;
        }
        let name = &text[start..i];
        if name.is_empty() {
            return Err(err(start, "'' does not refer to a registered pass or pass pipeline"));
        }
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i < bytes.len() && bytes[i] == b'(' {
            stack.push((OpPassManager::new(name), i));
            i += 1;
            continue;
        }
        let mut options = "";
        if i < bytes.len() && bytes[i] == b'{' {
            let open = i;
            let mut depth = 0usize;
            let mut end = None;
            for (j, &c) in bytes.iter().enumerate().skip(open) {
                match c {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = Some(j);
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let Some(end) = end else {
                return Err(err(open, "missing closing '}' while processing pass options"));
            };
            options = &text[open + 1..end];
            i = end + 1;
        }
        let pass = match registry.get(name) {
            None => return Err(err(start, &format!("'{name}' does not refer to a registered pass or pass pipeline"))),
            Some(_) => registry
                .create(name, options)
                .map_err(|e| format!("{e}\n\nfailed to add `{name}` with options `{options}`\n"))?,
        };
        current(root, &mut stack).add_explicit(pass)?;
        expect_element = false;
    }
    if let Some((_, open)) = stack.last() {
        return Err(err(*open, "encountered unbalanced parentheses while parsing pipeline"));
    }
    Ok(())
}

fn current<'a>(root: &'a mut OpPassManager, stack: &'a mut [(OpPassManager, usize)]) -> &'a mut OpPassManager {
    match stack.last_mut() {
        Some((pm, _)) => pm,
        None => root,
    }
}

/// Upstream's located parser error: position, the line, and a caret.
fn located(text: &str, pos: usize, msg: &str) -> String {
    let line_start = text[..pos].rfind('\n').map_or(0, |p| p + 1);
    let line_no = text[..pos].matches('\n').count() + 1;
    let line_end = text[pos..].find('\n').map_or(text.len(), |p| pos + p);
    let col = pos - line_start + 1;
    format!(
        "MLIR Textual PassPipeline Parser:{line_no}:{col}: error: {msg}\n{}\n{}^\n",
        &text[line_start..line_end],
        " ".repeat(col - 1)
    )
}
