//! Equality saturation: rounds of matching every rule (and commutativity
//! of every `Commutative` op) against the e-graph, then adding every
//! right-hand side and merging it with its match, then restoring the
//! e-graph's invariants, until nothing changes or a limit is hit.
//!
//! Invariants: matches are collected before any is applied (a round sees
//! one e-graph), classes are visited in id order and rules in table order,
//! so the result does not depend on hashing; hitting a limit ends the run
//! with the e-graph as it is, which is always a correct (if less
//! saturated) one; the matcher recurses over a pattern (a few nodes), never
//! over the e-graph. A rule with more matches in one round than its limit
//! is skipped for a few rounds (egg's backoff scheduler), so associative-
//! commutative blow-ups cost bounded work per round.

use std::time::{Duration, Instant};

use egg::{EGraph, Id};
use strata_ir::{AllowsReassociation, AttrKind, Attribute, FxHashMap, OpName, SmallVec, Traits, Type, TypeKind};

use crate::analysis::Facts;
use crate::lang::{ENode, OpKey};
use crate::rule::{Check, ConstFn, PNode, Pattern, Rule, MAX_LABELS, MAX_VARS};

/// When to stop.
#[derive(Copy, Clone, Debug)]
pub struct Limits {
    /// E-nodes ever added (`EGraph::nodes`, O(1) to read; merged
    /// duplicates included, so it bounds the work done).
    pub max_nodes: usize,
    pub max_iterations: usize,
    pub time_limit: Option<Duration>,
}

/// Why saturation stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    Saturated,
    Iterations,
    Nodes,
    Time,
}

/// What one saturation did.
#[derive(Copy, Clone, Debug)]
pub struct Report {
    pub iterations: u64,
    pub applied: u64,
    pub stop: Stop,
}

/// Matches a rule may have in one iteration before it is banned (at
/// least; the initial e-graph's size if larger), doubled per ban.
const MATCH_LIMIT: usize = 1000;
/// Iterations a first ban lasts, doubled per ban.
const BAN_LENGTH: u64 = 2;

/// A rule's ban state.
#[derive(Copy, Clone, Default)]
struct Backoff {
    times_banned: u32,
    banned_until: u64,
}

/// One match's bindings: variables to classes, labels to op keys.
#[derive(Copy, Clone)]
struct Binding {
    vars: [Option<Id>; MAX_VARS],
    labels: [u32; MAX_LABELS],
    /// The key of the op the lhs root matched.
    root: u32,
}

type Graph<'c> = EGraph<ENode, Facts<'c>>;

/// Runs the rules to saturation or a limit.
pub fn saturate(eg: &mut Graph<'_>, rules: &[Rule], limits: &Limits) -> Report {
    let start = Instant::now();
    let out_of_time = || limits.time_limit.is_some_and(|t| start.elapsed() >= t);
    let mut report = Report { iterations: 0, applied: 0, stop: Stop::Saturated };
    let mut commutative: FxHashMap<u32, bool> = FxHashMap::default();
    let mut backoff = vec![Backoff::default(); rules.len()];
    let match_limit = MATCH_LIMIT.max(eg.nodes().len());
    loop {
        if report.iterations >= limits.max_iterations as u64 {
            report.stop = Stop::Iterations;
            return report;
        }
        if eg.nodes().len() >= limits.max_nodes {
            report.stop = Stop::Nodes;
            return report;
        }
        let mut ids: Vec<Id> = eg.classes().map(|c| c.id).collect();
        ids.sort_unstable();
        let mut by_name: FxHashMap<OpName, Vec<Id>> = FxHashMap::default();
        let mut swaps: Vec<(Id, ENode)> = Vec::new();
        for &id in &ids {
            for node in &eg[id].nodes {
                let ENode::Op(k, children) = node else { continue };
                let name = eg.analysis.keys.get(*k).name;
                let list = by_name.entry(name).or_default();
                if list.last() != Some(&id) {
                    list.push(id);
                }
                let comm = *commutative
                    .entry(*k)
                    .or_insert_with(|| eg.analysis.ctx.op_info(name).is_some_and(|i| i.has_trait(Traits::COMMUTATIVE)));
                // Two operands: the swapped node. More: the node with sorted
                // operands, which permutations of one multiset share.
                if comm && children.len() >= 2 {
                    let mut other = children.clone();
                    if other.len() == 2 {
                        other.swap(0, 1);
                    } else {
                        other.sort_unstable();
                    }
                    let other = ENode::Op(*k, other);
                    if other != *node && eg.lookup(other.clone()).is_none_or(|c| eg.find(c) != id) {
                        swaps.push((id, other));
                    }
                }
            }
        }
        let mut matches: Vec<(usize, Id, Binding)> = Vec::new();
        for (r, rule) in rules.iter().enumerate() {
            if out_of_time() {
                report.stop = Stop::Time;
                return report;
            }
            let state = &mut backoff[r];
            if state.banned_until > report.iterations {
                continue;
            }
            let limit = match_limit << state.times_banned.min(16);
            let PNode::Op { name, .. } = rule.lhs.nodes[rule.lhs.root()] else { continue };
            let start = matches.len();
            for &class in by_name.get(&name).map_or(&[][..], Vec::as_slice) {
                let empty = Binding { vars: [None; MAX_VARS], labels: [u32::MAX; MAX_LABELS], root: u32::MAX };
                let mut seen = 0usize;
                match_node(eg, &rule.lhs, rule.lhs.root(), class, empty, &mut |b| {
                    seen += 1;
                    if rule.checks.iter().all(|c| check(eg, c, &b)) {
                        matches.push((r, class, b));
                    }
                    matches.len() - start <= limit && seen <= 4 * limit
                });
                if matches.len() - start > limit {
                    break;
                }
            }
            // Too many matches (an associative-commutative blow-up): skip
            // the rule for a while, longer each time (egg's backoff).
            if matches.len() - start > limit {
                matches.truncate(start);
                state.times_banned += 1;
                state.banned_until = report.iterations + (BAN_LENGTH << state.times_banned.min(16));
            }
        }
        let nodes_before = eg.nodes().len();
        let mut changed = false;
        for (class, node) in swaps {
            eg.analysis.depth = eg[class].data.depth;
            let id = eg.add(node);
            changed |= eg.union(class, id);
            report.applied += 1;
        }
        for (r, class, b) in matches {
            if eg.nodes().len() >= limits.max_nodes {
                break;
            }
            let Some(id) = instantiate(eg, &rules[r], &b, class) else { continue };
            if eg.union(class, id) {
                changed = true;
                report.applied += 1;
            }
        }
        eg.rebuild();
        report.iterations += 1;
        if !changed && eg.nodes().len() == nodes_before {
            report.stop = Stop::Saturated;
            return report;
        }
    }
}

/// Calls `out` with every extension of `b` by which pattern node `p`
/// matches class `class`, until `out` returns false (continuation style:
/// no vector of partial matches is built).
fn match_node(
    eg: &Graph<'_>,
    pat: &Pattern,
    p: usize,
    class: Id,
    b: Binding,
    out: &mut dyn FnMut(Binding) -> bool,
) -> bool {
    let class = eg.find(class);
    match &pat.nodes[p] {
        PNode::Var(v) => match b.vars[*v] {
            Some(x) if eg.find(x) != class => true,
            Some(_) => out(b),
            None => {
                let mut b = b;
                b.vars[*v] = Some(class);
                out(b)
            }
        },
        PNode::Lit(n) => {
            let hit = literal(eg, eg[class].data.ty, *n).is_some_and(|a| eg[class].data.constant == Some(a));
            !hit || out(b)
        }
        PNode::Fn(..) => true,
        PNode::Op { name, label, children } => {
            for node in &eg[class].nodes {
                let ENode::Op(k, kids) = node else { continue };
                if eg.analysis.keys.get(*k).name != *name || kids.len() != children.len() {
                    continue;
                }
                let mut b = b;
                if let Some(l) = label {
                    b.labels[*l] = *k;
                }
                if p == pat.root() {
                    b.root = *k;
                }
                if !match_children(eg, pat, children, kids, b, out) {
                    return false;
                }
            }
            true
        }
    }
}

/// Matches `pats[i]` against `kids[i]` for every `i`, left to right.
fn match_children(
    eg: &Graph<'_>,
    pat: &Pattern,
    pats: &[usize],
    kids: &[Id],
    b: Binding,
    out: &mut dyn FnMut(Binding) -> bool,
) -> bool {
    match (pats.split_first(), kids.split_first()) {
        (Some((&p, pats)), Some((&kid, kids))) => {
            match_node(eg, pat, p, kid, b, &mut |nb| match_children(eg, pat, pats, kids, nb, out))
        }
        _ => out(b),
    }
}

/// The integer literal `n` of type `ty` (integer or index types only).
fn literal(eg: &Graph<'_>, ty: Type, n: i64) -> Option<Attribute> {
    let ctx = eg.analysis.ctx;
    matches!(ctx.type_kind(ty), TypeKind::Integer { .. } | TypeKind::Index).then(|| ctx.integer_attr(ty, n))
}

/// The width shifts and powers of two may use: the type's, 32 for index.
fn shift_width(eg: &Graph<'_>, ty: Type) -> Option<u32> {
    match eg.analysis.ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(32),
        _ => None,
    }
}

/// The class's constant as an unsigned value, if it fits 64 bits.
fn constant_u64(eg: &Graph<'_>, class: Id) -> Option<u64> {
    let a = eg[class].data.constant?;
    match eg.analysis.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_u64(),
        _ => None,
    }
}

fn check(eg: &Graph<'_>, c: &Check, b: &Binding) -> bool {
    let var = |v: usize| b.vars[v].map(|x| eg.find(x));
    match *c {
        Check::IntegerLike(v) => var(v).is_some_and(|x| {
            matches!(eg.analysis.ctx.type_kind(eg[x].data.ty), TypeKind::Integer { .. } | TypeKind::Index)
        }),
        Check::Constant(v) => var(v).is_some_and(|x| eg[x].data.constant.is_some()),
        Check::PowerOfTwo(v) => var(v).is_some_and(|x| {
            let (Some(c), Some(w)) = (constant_u64(eg, x), shift_width(eg, eg[x].data.ty)) else { return false };
            c >= 2 && c.is_power_of_two() && c.trailing_zeros() < w
        }),
        Check::ShiftAmount(v) => var(v).is_some_and(|x| {
            let (Some(k), Some(w)) = (constant_u64(eg, x), shift_width(eg, eg[x].data.ty)) else { return false };
            k > 0 && k < u64::from(w)
        }),
        Check::FastmathReassoc(l) => {
            let k = b.labels[l];
            if k == u32::MAX {
                return false;
            }
            // The op's dialect answers from the op's properties (arith: its
            // `fastmath` flags).
            let ctx = eg.analysis.ctx;
            let key = eg.analysis.keys.get(k);
            let hook = ctx.op_dialect_interface::<AllowsReassociation>(key.name);
            hook.is_some_and(|h| (h.0)(ctx, key.name, key.properties))
        }
    }
}

/// Adds the rule's right-hand side for match `b` at `root`; every op and
/// literal gets the root's type. `None` when a constant cannot be built.
fn instantiate(eg: &mut Graph<'_>, rule: &Rule, b: &Binding, root: Id) -> Option<Id> {
    let root = eg.find(root);
    let ty = eg[root].data.ty;
    let PNode::Op { name: root_name, .. } = rule.lhs.nodes[rule.lhs.root()] else { return None };
    eg.analysis.depth = eg[root].data.depth;
    let root_attrs = eg.analysis.keys.get(b.root).attrs;
    let mut ids: Vec<Id> = Vec::with_capacity(rule.rhs.nodes.len());
    for node in &rule.rhs.nodes {
        let id = match node {
            PNode::Var(v) => b.vars[*v]?,
            PNode::Lit(n) => constant(eg, literal(eg, ty, *n)?, ty, root_name)?,
            PNode::Fn(f, arg) => {
                let c = constant_u64(eg, eg.find(ids[*arg]))?;
                let value = match f {
                    ConstFn::Log2 => i64::from(c.trailing_zeros()),
                    ConstFn::Pow2 => 1i64.checked_shl(u32::try_from(c).ok()?)?,
                };
                constant(eg, literal(eg, ty, value)?, ty, root_name)?
            }
            PNode::Op { name, label, children } => {
                // A labeled op copies its lhs op; others get default
                // properties and the root's kept discardable attributes, so
                // attributes that tell ops apart still do.
                let (properties, attrs) = match label {
                    Some(l) if b.labels[*l] != u32::MAX => {
                        let k = eg.analysis.keys.get(b.labels[*l]);
                        (k.properties, k.attrs)
                    }
                    _ => (None, root_attrs),
                };
                let key = OpKey { name: *name, result_type: ty, properties, attrs, constant: None };
                let key = eg.analysis.keys.intern(key);
                let kids: SmallVec<[Id; 2]> = children.iter().map(|&c| ids[c]).collect();
                eg.add(ENode::Op(key, kids))
            }
        };
        ids.push(id);
    }
    ids.last().copied()
}

/// The class of the constant `value : ty`, materialized by `dialect_op`'s
/// dialect.
fn constant(eg: &mut Graph<'_>, value: Attribute, ty: Type, dialect_op: OpName) -> Option<Id> {
    let key = eg.analysis.constant_key(value, ty, dialect_op)?;
    Some(eg.add(ENode::Op(key, SmallVec::new())))
}
