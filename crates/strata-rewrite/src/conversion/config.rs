//! [`ConversionConfig`]: how a conversion runs, apart from what it
//! converts (upstream's `ConversionConfig`). Today it says only whether
//! illegal ops are folded before their patterns
//! ([`DialectConversionFoldingMode`]).
//!
//! Invariant: [`ConversionConfig::default`] is what the drivers without a
//! config do, so a pass that passes the default behaves as before.

/// Whether the driver folds an illegal op before trying its patterns
/// (upstream's `DialectConversionFoldingMode`; its `AfterPatterns`, a fold
/// only when no pattern applies, is not built).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum DialectConversionFoldingMode {
    /// Never fold: every illegal op goes through its patterns. For a
    /// lowering whose output must not depend on which operands happen to
    /// be constants (a folded op would leave a constant instead).
    Never,
    /// Fold first, as upstream's `legalizeWithFold` does (the default).
    #[default]
    BeforePatterns,
}

/// Options of one conversion run.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct ConversionConfig {
    pub folding_mode: DialectConversionFoldingMode,
}
