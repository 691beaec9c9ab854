//! [`OpPassManager`]: a list of passes and nested managers anchored on an
//! op name (upstream's `OpPassManager`), how passes are added to one, and
//! how it prints (`--dump-pass-pipeline`).
//!
//! Invariants: a manager anchored on an op name only holds passes that may
//! run on that op (an anchored pass added to another manager is nested
//! into a manager of its anchor, as upstream's implicit nesting, or refused
//! when nesting is explicit); `any` holds op-agnostic passes only. Deep
//! pipelines are printed and dropped with explicit stacks.

use crate::registry::PassInstance;

/// One element of a pipeline.
pub enum PassEntry {
    Pass(PassInstance),
    Nested(OpPassManager),
}

/// Passes anchored on one op name.
pub struct OpPassManager {
    /// An op name, or `any`.
    pub anchor: String,
    pub entries: Vec<PassEntry>,
}

impl OpPassManager {
    pub fn new(anchor: &str) -> OpPassManager {
        OpPassManager { anchor: anchor.to_string(), entries: Vec::new() }
    }

    /// Adds `pass` with upstream's implicit nesting: a pass anchored on
    /// another op goes into a manager of that op nested here (the last
    /// entry's, when it is one).
    pub fn add(&mut self, pass: PassInstance) {
        match pass.info.anchor {
            Some(anchor) if anchor != self.anchor => {
                if let Some(PassEntry::Nested(last)) = self.entries.last_mut() {
                    if last.anchor == anchor {
                        last.entries.push(PassEntry::Pass(pass));
                        return;
                    }
                }
                let mut nested = OpPassManager::new(anchor);
                nested.entries.push(PassEntry::Pass(pass));
                self.entries.push(PassEntry::Nested(nested));
            }
            _ => self.entries.push(PassEntry::Pass(pass)),
        }
    }

    /// Adds `pass` as a textual pipeline does (explicit nesting): an
    /// anchored pass must be on a manager of its anchor.
    pub fn add_explicit(&mut self, pass: PassInstance) -> Result<(), String> {
        if let Some(anchor) = pass.info.anchor {
            if anchor != self.anchor {
                return Err(format!(
                    "Can't add pass '{}' restricted to '{anchor}' on a PassManager intended to run on '{}', did you intend to nest?",
                    pass.info.name, self.anchor
                ));
            }
        }
        self.entries.push(PassEntry::Pass(pass));
        Ok(())
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Upstream's `--dump-pass-pipeline` text: a count of the top-level
    /// entries, then the pipeline one element per line.
    pub fn dump(&self) -> String {
        format!("Pass Manager with {} passes:\n{}\n\n", self.entries.len(), self.to_pretty_string())
    }

    /// The pipeline with one element per line, nested ones indented.
    pub fn to_pretty_string(&self) -> String {
        let mut out = format!("{}(", self.anchor);
        // Managers being printed, with their next entry.
        let mut stack: Vec<(&OpPassManager, usize)> = vec![(self, 0)];
        while let Some(&(pm, next)) = stack.last() {
            let depth = stack.len();
            let Some(entry) = pm.entries.get(next) else {
                stack.pop();
                out.push('\n');
                out.push_str(&"  ".repeat(depth - 1));
                out.push(')');
                continue;
            };
            stack[depth - 1].1 += 1;
            out.push_str(if next > 0 { ",\n" } else { "\n" });
            out.push_str(&"  ".repeat(depth));
            match entry {
                PassEntry::Pass(pass) => out.push_str(&pass.pipeline_element()),
                PassEntry::Nested(nested) => {
                    out.push_str(&nested.anchor);
                    out.push('(');
                    stack.push((nested, 0));
                }
            }
        }
        out
    }
}

impl Drop for OpPassManager {
    /// Dropped with a work stack: a pipeline may nest deeper than the
    /// native stack allows recursive drops.
    fn drop(&mut self) {
        let mut stack = std::mem::take(&mut self.entries);
        while let Some(entry) = stack.pop() {
            if let PassEntry::Nested(mut nested) = entry {
                stack.append(&mut nested.entries);
            }
        }
    }
}
