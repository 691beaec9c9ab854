//! Conversion patterns (upstream's `ConversionPattern` and
//! `OpConversionPattern<Op>`): a pattern that rewrites an illegal op given
//! an [`OpAdaptor`], the op's operands as the conversion has remapped them
//! (the values that replaced converted producers, in converted types), and
//! a [`ConversionRewriter`].
//!
//! A plain rewrite pattern (a hand-written [`OpPattern`](crate::OpPattern)
//! or a DRR rule, `patterns/*.td`) takes part in a conversion too
//! ([`ConversionPatternSet::add_rewrites`]), as upstream's conversion
//! driver accepts any `RewritePattern`: it sees the op's operands as they
//! are in the IR (the values that replaced converted producers of the same
//! type; a type-changing conversion needs a conversion pattern, which
//! reads them from its adaptor), and what it creates is legalized in turn.
//!
//! Invariant (no rollback): a pattern changes the IR only once it knows it
//! succeeds; returning `false` after a change is a bug the driver reports
//! naming the pattern (in debug builds), since there is nothing to undo
//! the change with.

pub use strata_ir::OpAdaptor;
use strata_ir::{Context, FxHashMap, OpClass, OpId, OpName};

use crate::pattern::{index_by_root, PatternBenefit, PatternSet, RewritePattern};
use crate::Rewriter;

use super::ConversionRewriter;

/// A rewrite of one illegal op.
pub trait ConversionPattern: Send + Sync {
    /// The op name this pattern converts, interned in `ctx`; `None`: any op.
    fn root(&self, ctx: &Context) -> Option<OpName>;
    fn benefit(&self) -> PatternBenefit {
        PatternBenefit::default()
    }
    fn debug_name(&self) -> &str;
    /// Whether the pattern reads its adaptor, so it cannot apply when an
    /// operand's type does not convert (a plain rewrite pattern reads the
    /// IR instead).
    fn needs_converted_operands(&self) -> bool {
        true
    }
    /// Whether the pattern's adaptor holds the operands converted by the
    /// type converter (materialized where needed). `false`: upstream's
    /// `OpConversionPattern` built without a type converter, whose adaptor
    /// holds what the operands were replaced by, as they are, and for which
    /// nothing is materialized.
    fn uses_type_converter(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rewriter: &mut ConversionRewriter<'_, '_>) -> bool;
}

/// A conversion pattern function of the op class `Op`.
pub type OpConversion<Op> = fn(Op, &OpAdaptor, &mut ConversionRewriter<'_, '_>) -> bool;

/// A conversion pattern rooted at the op class `Op`, made of a function.
pub struct OpConversionPattern<Op: OpClass> {
    pub debug_name: &'static str,
    pub benefit: PatternBenefit,
    pub rewrite: OpConversion<Op>,
}

impl<Op: OpClass> OpConversionPattern<Op> {
    pub fn new(debug_name: &'static str, rewrite: OpConversion<Op>) -> OpConversionPattern<Op> {
        OpConversionPattern { debug_name, benefit: PatternBenefit::default(), rewrite }
    }
    pub fn with_benefit(mut self, benefit: u16) -> OpConversionPattern<Op> {
        self.benefit = PatternBenefit(benefit);
        self
    }
}

impl<Op: OpClass> ConversionPattern for OpConversionPattern<Op> {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(Op::op_name(ctx))
    }
    fn benefit(&self) -> PatternBenefit {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        self.debug_name
    }
    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rewriter: &mut ConversionRewriter<'_, '_>) -> bool {
        match Op::cast(rewriter.ctx(), rewriter.body(), op) {
            Some(op) => (self.rewrite)(op, adaptor, rewriter),
            None => false,
        }
    }
}

/// A plain rewrite pattern in a conversion (see the module doc).
struct RewriteAsConversion(Box<dyn RewritePattern>);

impl ConversionPattern for RewriteAsConversion {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        self.0.root(ctx)
    }
    fn benefit(&self) -> PatternBenefit {
        self.0.benefit()
    }
    fn debug_name(&self) -> &str {
        self.0.debug_name()
    }
    fn needs_converted_operands(&self) -> bool {
        false
    }
    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rewriter: &mut ConversionRewriter<'_, '_>) -> bool {
        self.0.match_and_rewrite(op, rewriter)
    }
}

/// Conversion patterns being collected, then frozen against a context.
#[derive(Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Box<dyn ConversionPattern>>,
}

impl ConversionPatternSet {
    pub fn new() -> ConversionPatternSet {
        ConversionPatternSet::default()
    }
    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }
    /// Adds a pattern per `(debug name, rewrite)` of the op class `Op`.
    pub fn add_fns<Op: OpClass>(&mut self, patterns: &[(&'static str, OpConversion<Op>)]) -> &mut Self {
        for &(name, rewrite) in patterns {
            self.add(OpConversionPattern::<Op>::new(name, rewrite));
        }
        self
    }
    /// Adds plain rewrite patterns (hand-written, or DRR rules through
    /// their generated `populate` functions), in order; see the module doc.
    pub fn add_rewrites(&mut self, set: PatternSet) -> &mut Self {
        for p in set.into_patterns() {
            self.patterns.push(Box::new(RewriteAsConversion(p)));
        }
        self
    }
    /// The patterns indexed by root for `ctx`, best first.
    pub fn freeze(self, ctx: &Context) -> FrozenConversionPatternSet {
        let (by_op, any_op) = index_by_root(&self.patterns, |p| p.root(ctx), |p| p.benefit());
        FrozenConversionPatternSet { patterns: self.patterns, by_op, any_op }
    }
}

/// Conversion patterns indexed by root op.
pub struct FrozenConversionPatternSet {
    patterns: Vec<Box<dyn ConversionPattern>>,
    by_op: FxHashMap<OpName, Box<[usize]>>,
    any_op: Vec<usize>,
}

impl FrozenConversionPatternSet {
    /// The patterns to try on an op named `name`, best first.
    pub fn patterns_for(&self, name: OpName) -> impl Iterator<Item = &dyn ConversionPattern> + '_ {
        let list: &[usize] = self.by_op.get(&name).map_or(&self.any_op, |v| v);
        list.iter().map(|&i| self.patterns[i].as_ref())
    }
}

/// Lets generated `XOp::build` functions take a conversion rewriter.
impl<'a> strata_ir::OpBuilder<'a> for ConversionRewriter<'_, 'a> {
    fn ctx(&self) -> &'a Context {
        Rewriter::ctx(self)
    }
    fn body(&self) -> &strata_ir::Body {
        Rewriter::body(self)
    }
    fn create(&mut self, state: strata_ir::OperationState) -> OpId {
        Rewriter::create(self, state)
    }
}
