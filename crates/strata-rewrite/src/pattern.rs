//! Rewrite patterns and pattern sets (upstream's `RewritePattern`,
//! `RewritePatternSet`, `FrozenRewritePatternSet` and the ordering of its
//! `PatternApplicator`).
//!
//! A frozen set lists, for each op name, the patterns rooted at it and the
//! patterns that match any op, each list by decreasing benefit with ties in
//! insertion order; [`FrozenPatternSet::patterns_for`] interleaves the two,
//! an op-specific pattern first on equal benefit. Disabling or enabling by
//! debug name or label (`canonicalize{disable-patterns=... enable-patterns=...}`)
//! happens when freezing.

use strata_ir::{Body, Context, FxHashMap, OpId, OpName};

use strata_ir::OpClass;

use crate::canonicalization::{OpPattern, OpRewrite};
use crate::rewriter::Rewriter;

/// How good a rewrite is, compared with others that match the same op
/// (higher first). [`PatternBenefit::IMPOSSIBLE`] never applies.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct PatternBenefit(pub u16);

impl PatternBenefit {
    pub const IMPOSSIBLE: PatternBenefit = PatternBenefit(u16::MAX);
}

impl Default for PatternBenefit {
    fn default() -> Self {
        PatternBenefit(1)
    }
}

/// A rewrite of one op: matches it and, when it applies, changes the IR
/// through the rewriter only. Returning `false` must leave the IR as it
/// was.
pub trait RewritePattern: Send + Sync {
    /// The op name this pattern is rooted at, interned in `ctx`; `None`
    /// matches any op.
    fn root(&self, ctx: &Context) -> Option<OpName>;
    fn benefit(&self) -> PatternBenefit {
        PatternBenefit::default()
    }
    /// A name for traces, `disable-patterns` and `enable-patterns`.
    fn debug_name(&self) -> &str;
    /// More names the pattern answers to in `disable-patterns`/`enable-patterns`.
    fn debug_labels(&self) -> &[&str] {
        &[]
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool;
    /// Whether the pattern can never apply to `op`, whatever rewrites
    /// inside `op`'s regions do (the default, `false`, claims nothing).
    /// The greedy driver asks it of the ops at the root of a run when it
    /// decides whether the run may go one IsolatedFromAbove child at a
    /// time ([`crate::parallel`]): a pattern that matches any op would
    /// otherwise keep every such run whole.
    fn never_applies_to(&self, _ctx: &Context, _body: &Body, _op: OpId) -> bool {
        false
    }
}

/// Patterns being collected (upstream's `RewritePatternSet`).
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl PatternSet {
    pub fn new() -> PatternSet {
        PatternSet::default()
    }
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }
    /// Adds a pattern per `(debug name, rewrite)`, each rooted at the op
    /// class `Op` ([`OpPattern`]), in order:
    /// `set.add_fns::<IfOp>(&[("CombineIfs", combine_ifs), ...])`.
    pub fn add_fns<Op: OpClass>(&mut self, patterns: &[(&'static str, OpRewrite<Op>)]) -> &mut Self {
        for &(name, rewrite) in patterns {
            self.add(OpPattern::<Op>::new(name, rewrite));
        }
        self
    }
    pub fn len(&self) -> usize {
        self.patterns.len()
    }
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
    /// The patterns, in the order they were added.
    pub fn into_patterns(self) -> Vec<Box<dyn RewritePattern>> {
        self.patterns
    }
}

/// Which patterns a frozen set keeps, by debug name or label.
#[derive(Clone, Debug, Default)]
pub struct PatternFilter {
    /// Dropped when the name or a label is listed.
    pub disabled: Vec<String>,
    /// When not empty, only patterns whose name or a label is listed stay.
    pub enabled: Vec<String>,
}

impl PatternFilter {
    fn keeps(&self, p: &dyn RewritePattern) -> bool {
        let names = || std::iter::once(p.debug_name()).chain(p.debug_labels().iter().copied());
        let listed = |list: &[String]| names().any(|n| list.iter().any(|l| l == n));
        !listed(&self.disabled) && (self.enabled.is_empty() || listed(&self.enabled))
    }
}

/// An immutable, indexed pattern set, cheap to share between threads.
pub struct FrozenPatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    /// Per root, the patterns to try in order: the root's own and the
    /// any-op ones merged by benefit once, at freeze time, so a visit
    /// costs one lookup and no benefit comparisons.
    by_op: FxHashMap<OpName, Box<[usize]>>,
    any_op: Vec<usize>,
}

/// Per root op, the indices of the patterns to try on it, best first: the
/// root's own and the any-op ones (`root` gives `None`) merged by benefit
/// once, ties in insertion order and a root's own pattern first among
/// equal benefits; and the any-op list alone, for other ops. Shared by
/// every kind of frozen pattern set.
pub(crate) fn index_by_root<P: ?Sized>(
    patterns: &[Box<P>],
    root: impl Fn(&P) -> Option<OpName>,
    benefit: impl Fn(&P) -> PatternBenefit,
) -> (FxHashMap<OpName, Box<[usize]>>, Vec<usize>) {
    let mut rooted: FxHashMap<OpName, Vec<usize>> = FxHashMap::default();
    let mut any_op = Vec::new();
    for (i, p) in patterns.iter().enumerate() {
        match root(p) {
            Some(name) => rooted.entry(name).or_default().push(i),
            None => any_op.push(i),
        }
    }
    // Stable: equal benefits keep insertion order.
    let by_benefit = |list: &mut Vec<usize>| list.sort_by_key(|&i| std::cmp::Reverse(benefit(&patterns[i])));
    rooted.values_mut().for_each(by_benefit);
    by_benefit(&mut any_op);
    let by_op = rooted
        .into_iter()
        .map(|(name, specific)| {
            let mut merged = Vec::with_capacity(specific.len() + any_op.len());
            let (mut a, mut b) = (specific.iter().peekable(), any_op.iter().peekable());
            loop {
                let take_specific = match (a.peek(), b.peek()) {
                    (Some(&&i), Some(&&j)) => benefit(&patterns[i]) >= benefit(&patterns[j]),
                    (Some(_), None) => true,
                    (None, Some(_)) => false,
                    (None, None) => break,
                };
                merged.extend(if take_specific { a.next() } else { b.next() });
            }
            (name, merged.into_boxed_slice())
        })
        .collect();
    (by_op, any_op)
}

/// A pattern rooted at an op name its dialect does not register: it could
/// never fire, which is almost always a misspelt name, so freezing refuses
/// it. (A pattern rooted at an op of a dialect the context has not loaded
/// is dropped instead, as upstream's never matches: a dialect's patterns
/// may name ops of dialects a tool does not load, as `scf.forall`'s name
/// `tensor.dim`.)
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("pattern '{pattern}' is rooted at '{root}', which is not a registered operation")]
pub struct UnknownPatternRoot {
    pub pattern: String,
    pub root: String,
}

impl FrozenPatternSet {
    /// Freezes `set`: drops what `filter` disables, and patterns rooted at
    /// ops of dialects the context has not loaded, and indexes the rest by
    /// root. Every other root must be a registered op.
    pub fn new(ctx: &Context, set: PatternSet, filter: &PatternFilter) -> Result<FrozenPatternSet, UnknownPatternRoot> {
        // `Some(true)`: a root of a dialect not loaded; `Some(false)`: a
        // root its loaded dialect does not know.
        let unregistered =
            |root: OpName| (!ctx.is_registered(root)).then(|| ctx.dialect(ctx.op_dialect(root)).is_none());
        if let Some((p, root)) =
            set.patterns.iter().find_map(|p| p.root(ctx).filter(|&r| unregistered(r) == Some(false)).map(|r| (p, r)))
        {
            let root = ctx.op_name_str(root).to_string();
            return Err(UnknownPatternRoot { pattern: p.debug_name().to_string(), root });
        }
        let patterns: Vec<Box<dyn RewritePattern>> = set
            .patterns
            .into_iter()
            .filter(|p| filter.keeps(p.as_ref()) && p.benefit() != PatternBenefit::IMPOSSIBLE)
            .filter(|p| p.root(ctx).is_none_or(|r| unregistered(r).is_none()))
            .collect();
        let (by_op, any_op) = index_by_root(&patterns, |p| p.root(ctx), |p| p.benefit());
        Ok(FrozenPatternSet { patterns, by_op, any_op })
    }

    pub fn len(&self) -> usize {
        self.patterns.len()
    }
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns to try on an op named `name`, best first.
    pub fn patterns_for(&self, name: OpName) -> impl Iterator<Item = &dyn RewritePattern> + '_ {
        let list: &[usize] = self.by_op.get(&name).map_or(&self.any_op, |v| v);
        list.iter().map(|&i| self.patterns[i].as_ref())
    }
}
