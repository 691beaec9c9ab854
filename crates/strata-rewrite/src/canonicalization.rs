//! Where canonicalization patterns come from (upstream's
//! `getCanonicalizationPatterns` on ops and dialects), and
//! [`OpPattern`], a pattern made of a plain function of a typed op, the
//! form hand-written canonicalizations take.
//!
//! Ops with `hasCanonicalizer` or `hasCanonicalizeMethod` in ODS get a
//! [`CanonicalizationPatterns`] interface from codegen, pointing at the
//! dialect's `crate::canonicalize::<op>`; a dialect may register one more
//! on its `DialectInfo`. [`collect_canonicalization_patterns`] gathers all
//! of them in a fixed order — dialects by name, then ops by name, as
//! upstream's canonicalizer does — so pattern ties break the same way on
//! every run.

use strata_ir::{Context, OpClass, OpId, OpName};

use crate::pattern::{PatternBenefit, PatternSet, RewritePattern};
use crate::rewriter::Rewriter;

/// Adds an op's (or a dialect's) canonicalization patterns to a set.
#[derive(Copy, Clone)]
pub struct CanonicalizationPatterns(pub fn(&Context, &mut PatternSet));

/// Every registered dialect's and op's canonicalization patterns.
pub fn collect_canonicalization_patterns(ctx: &Context) -> PatternSet {
    let mut set = PatternSet::new();
    for name in ctx.dialect_names() {
        if let Some(hook) = ctx.dialect(&name).and_then(|d| d.interfaces.get::<CanonicalizationPatterns>().copied()) {
            (hook.0)(ctx, &mut set);
        }
    }
    for op in ctx.registered_ops() {
        if let Some(hook) = ctx.op_info(op).and_then(|i| i.interface::<CanonicalizationPatterns>()) {
            (hook.0)(ctx, &mut set);
        }
    }
    set
}

/// A pattern function of the op class `Op`: rewrite `op` through the
/// rewriter and return true, or leave the IR untouched and return false.
pub type OpRewrite<Op> = fn(Op, &mut Rewriter<'_>) -> bool;

/// A pattern rooted at the op class `Op`, made of a function of the typed
/// op: `OpPattern::<TransposeOp>::new("TransposeOfTranspose", f)` with
/// `fn f(op: TransposeOp, rw: &mut Rewriter<'_>) -> bool`.
pub struct OpPattern<Op: OpClass> {
    pub debug_name: &'static str,
    pub benefit: PatternBenefit,
    pub rewrite: OpRewrite<Op>,
}

impl<Op: OpClass> OpPattern<Op> {
    /// A pattern of benefit 1.
    pub fn new(debug_name: &'static str, rewrite: OpRewrite<Op>) -> OpPattern<Op> {
        OpPattern { debug_name, benefit: PatternBenefit::default(), rewrite }
    }

    pub fn with_benefit(mut self, benefit: u16) -> OpPattern<Op> {
        self.benefit = PatternBenefit(benefit);
        self
    }
}

impl<Op: OpClass> RewritePattern for OpPattern<Op> {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(Op::op_name(ctx))
    }
    fn benefit(&self) -> PatternBenefit {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        self.debug_name
    }
    /// The driver offers a pattern only the ops of its root, so the cast
    /// succeeds; it costs one comparison of interned names.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        match Op::cast(rewriter.ctx(), rewriter.body(), op) {
            Some(op) => (self.rewrite)(op, rewriter),
            None => false,
        }
    }
}

/// Declares `crate::canonicalize::<op>` hooks of ops whose upstream
/// patterns strata does not have yet: each adds no pattern, which is always
/// correct (canonicalization is an optimization).
#[macro_export]
macro_rules! no_canonicalization_patterns_yet {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`", stringify!($name), "`: no canonicalization patterns yet.")]
            pub fn $name(_: &strata_ir::Context, _: &mut $crate::PatternSet) {}
        )*
    };
}
