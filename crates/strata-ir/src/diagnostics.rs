//! Diagnostics: an error, warning, remark or note attached to a location,
//! with attached notes (upstream's `InFlightDiagnostic`).
//!
//! Rendering to text (`file:line:col: error: message` plus the source line
//! and a caret) lives in strata-syntax, which knows the source buffers.

use crate::Location;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Severity {
    Note,
    Remark,
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// `Display` is `severity: message` (no location: rendering with the
/// source line is strata-syntax's `render_diagnostic`).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{}: {}", .severity.as_str(), .message)]
pub struct Diagnostic {
    pub severity: Severity,
    pub loc: Location,
    pub message: String,
    pub notes: Vec<Diagnostic>,
    /// The op the diagnostic is about, when there is one (drivers print it
    /// as upstream's "see current operation" note).
    pub op: Option<crate::OpId>,
    /// Errors reported right after this one, for one failure that upstream
    /// reports twice (a dialect parameter: the reason, then which
    /// parameter failed). Rendered and matched like separate diagnostics.
    pub followed_by: Vec<Diagnostic>,
    /// An error a pass reported and recovered from (upstream's `emitError`
    /// in a pattern that then leaves the op as it is): printed, but the run
    /// does not fail for it, as `mlir-opt` exits 0 there.
    pub recovered: bool,
}

impl Diagnostic {
    pub fn error(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
            op: None,
            followed_by: Vec::new(),
            recovered: false,
        }
    }
    pub fn warning(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            loc,
            message: message.into(),
            notes: Vec::new(),
            op: None,
            followed_by: Vec::new(),
            recovered: false,
        }
    }
    pub fn remark(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Remark,
            loc,
            message: message.into(),
            notes: Vec::new(),
            op: None,
            followed_by: Vec::new(),
            recovered: false,
        }
    }
    pub fn on_op(mut self, op: impl Into<crate::OpId>) -> Diagnostic {
        self.op = Some(op.into());
        self
    }
    /// Appends an error reported right after this one.
    pub fn followed_by(mut self, next: Diagnostic) -> Diagnostic {
        self.followed_by.push(next);
        self
    }
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
            op: None,
            followed_by: Vec::new(),
            recovered: false,
        });
        self
    }
}
