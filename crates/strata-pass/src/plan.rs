//! How a manager's entries execute (upstream's adaptor coalescing): a run
//! of adjacent nested managers becomes one *adaptor* that visits the
//! children of the op once, running on each child the one manager that
//! matches it; nested managers of the same anchor are merged into one
//! whose entries are theirs in order.
//!
//! Merging changes no result: the nested managers run on disjoint
//! IsolatedFromAbove children, so running `func.func(a),func.func(b)` as
//! `func.func(a,b)` (a and b on one function, then the next) is the same
//! IR. It does fix the order IR dumps, timing and statistics appear in,
//! which is upstream's. `any` managers are kept apart from op-specific
//! ones: a child may match both, and each must run on it.
//!
//! Invariants: a plan borrows the pipeline (nothing is copied); steps are
//! in pipeline order; the groups of an adaptor are sorted by anchor, as
//! upstream sorts them.

use crate::manager::{OpPassManager, PassEntry};
use crate::registry::PassInstance;

/// One step of a manager run on an op.
pub(crate) enum Step<'p> {
    /// A pass, and the entry that holds it.
    Pass(&'p PassInstance, &'p PassEntry),
    Adaptor(Vec<Group<'p>>),
}

/// The merged nested managers of one anchor within an adaptor.
pub(crate) struct Group<'p> {
    pub anchor: &'p str,
    pub entries: Vec<&'p PassEntry>,
}

/// The steps of `entries` (see the module doc).
pub(crate) fn plan<'p>(entries: &[&'p PassEntry]) -> Vec<Step<'p>> {
    let mut steps: Vec<Step<'p>> = Vec::new();
    let mut pending: Vec<&'p OpPassManager> = Vec::new();
    for &entry in entries {
        match entry {
            PassEntry::Pass(pass) => {
                flush(&mut pending, &mut steps);
                steps.push(Step::Pass(pass, entry));
            }
            PassEntry::Nested(nested) => {
                let generic = |pm: &OpPassManager| pm.anchor == "any";
                if pending.last().is_some_and(|last| generic(last) != generic(nested)) {
                    flush(&mut pending, &mut steps);
                }
                pending.push(nested);
            }
        }
    }
    flush(&mut pending, &mut steps);
    steps
}

fn flush<'p>(pending: &mut Vec<&'p OpPassManager>, steps: &mut Vec<Step<'p>>) {
    if pending.is_empty() {
        return;
    }
    let mut groups: Vec<Group<'p>> = Vec::new();
    for pm in pending.drain(..) {
        match groups.iter_mut().find(|g| g.anchor == pm.anchor) {
            Some(group) => group.entries.extend(pm.entries.iter()),
            None => groups.push(Group { anchor: &pm.anchor, entries: pm.entries.iter().collect() }),
        }
    }
    groups.sort_by_key(|g| g.anchor);
    steps.push(Step::Adaptor(groups));
}

impl Group<'_> {
    /// The adaptor's or group's title in timing and statistics.
    pub(crate) fn title(&self) -> String {
        format!("'{}' Pipeline", self.anchor)
    }
}

/// An adaptor of several groups is titled by their anchors.
pub(crate) fn collection_title(groups: &[Group<'_>]) -> String {
    let names: Vec<String> = groups.iter().map(|g| format!("'{}'", g.anchor)).collect();
    format!("Pipeline Collection : [{}]", names.join(", "))
}
