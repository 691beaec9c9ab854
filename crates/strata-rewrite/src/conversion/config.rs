//! [`ConversionConfig`]: how a conversion runs, apart from what it
//! converts (upstream's `ConversionConfig`): whether illegal ops are folded
//! before their patterns ([`DialectConversionFoldingMode`]) and in which
//! order sibling ops are legalized ([`ConversionOrder`]).
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

/// In which order the driver legalizes the ops it collected. Parents
/// always come before the ops nested in them.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum ConversionOrder {
    /// Program order, as upstream's driver walks (the default).
    #[default]
    Forward,
    /// The ops nested in an op last to first. For a lowering that splits
    /// its op's block and moves what follows the op into a new block
    /// (`scf.for` to a CFG): lowered first to last, each split would move
    /// the rest of the block again, later siblings included, which is
    /// quadratic in a block's ops; last to first, each op moves at most
    /// once per split. The blocks end up in the same order either way, as
    /// each lowering puts its blocks right after its own.
    LastSiblingFirst,
}

/// Options of one conversion run.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct ConversionConfig {
    pub folding_mode: DialectConversionFoldingMode,
    pub order: ConversionOrder,
}
