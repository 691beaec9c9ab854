//! SSA value and block names for printing (upstream's `SSANameState`).
//!
//! Values are numbered region by region with an explicit stack: a region's
//! values get the next numbers after everything in its parent region, and
//! sibling regions restart from the same counters — except in generic
//! form, where numbering never restarts, so every name is unique (as
//! upstream's `shouldPrintUniqueSSAIDs`). Entry block arguments are
//! `%argN`; an op with several results gets one number (`%0:2`, uses
//! `%0#1`). Blocks are `^bbN`, counted per region. Name hints (`%c0`)
//! are uniqued with a `_N` suffix from one counter per naming scope.

use std::borrow::Cow;
use std::hash::Hasher;

use strata_ir::{BlockId, Body, Context, FxHashMap, FxHasher, KeyMap, OpId, RegionId, SmallVec, Value, ValueDef};

use super::hooks::CustomForms;

/// A value's name: a number, or a hinted name, in the text of the state
/// that chose it. Eight bytes (a hinted name is never empty, so a length
/// of 0 marks a number): the printer keeps one for each op of the module.
#[derive(Clone, Copy)]
struct Name {
    /// The number, or where the hinted name starts.
    word: u32,
    /// The hinted name's length; 0 for a number.
    len: u32,
}

impl Name {
    fn id(number: u32) -> Name {
        Name { word: number, len: 0 }
    }

    fn named(span: Span) -> Name {
        debug_assert!(span.len > 0, "a hinted name is never empty");
        Name { word: span.start, len: span.len }
    }
}

/// Where a hinted name's text is in [`UsedNames::text`] (and, once the
/// naming is done, in [`NameState::text`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Span {
    start: u32,
    len: u32,
}

/// A name as printed after `%`: a number, or a hinted name's text.
enum Printed<'a> {
    Id(u32),
    Text(&'a str),
}

/// Names by IR key: dense for a whole-tree state, adaptive for a state
/// covering a few subtrees, whose keys may be spread over the whole arena.
fn slots<K: slotmap::Key + std::hash::Hash, V>(sparse: bool) -> KeyMap<K, V> {
    if sparse {
        KeyMap::new()
    } else {
        KeyMap::dense()
    }
}

pub struct NameState<'o> {
    /// Name of result 0 of each op that has results.
    op_names: KeyMap<OpId, Name>,
    /// Names of block arguments, and of results named by hints beyond #0.
    value_names: KeyMap<Value, Name>,
    block_names: KeyMap<BlockId, u32>,
    /// Start indices of the result groups of ops whose name hints named a
    /// result other than #0 (always starting with 0); absent otherwise.
    result_groups: KeyMap<OpId, Vec<u32>>,
    /// A subtree state looks up what it does not name in its shallow state.
    outer: Option<&'o NameState<'o>>,
    /// A shallow state: where the naming of the top-level ops' regions
    /// starts (see [`NameState::new_shallow`]).
    deferred: Option<Deferred>,
    /// The custom form of each op name met (for its result-name hook).
    custom_forms: CustomForms,
    /// The text of the hinted names in `op_names` and `value_names`, one
    /// after the other: one buffer instead of an allocation per name.
    text: String,
}

/// The naming state at the regions of the top-level ops.
struct Deferred {
    counters: Counters,
    used: UsedNames,
}

#[derive(Clone, Copy, Default)]
struct Counters {
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
}

/// A region to number: (region, counters at push, depth of the used-name
/// scope of its parent).
type Pending = (RegionId, Counters, usize);

impl<'o> NameState<'o> {
    fn empty(sparse: bool, outer: Option<&'o NameState<'o>>) -> NameState<'o> {
        NameState {
            op_names: slots(sparse),
            value_names: slots(sparse),
            block_names: slots(sparse),
            result_groups: slots(sparse),
            outer,
            deferred: None,
            custom_forms: CustomForms::default(),
            text: String::new(),
        }
    }

    /// A state that names nothing: every value and block prints as
    /// unknown. For a pass over the IR whose text is thrown away.
    pub fn unnamed() -> NameState<'o> {
        NameState::empty(true, None)
    }

    /// Names every value and block below `root`.
    pub fn new(ctx: &Context, body: &Body, root: OpId, generic: bool) -> NameState<'o> {
        // A top-level op's tree is most of the arena; a nested op's (a
        // function printed into a diagnostic or an IR dump) may be a sliver.
        let mut st = NameState::empty(body.parent_op(root).is_some(), None);
        let mut used = UsedNames::with_one_scope();
        let mut c = Counters::default();
        let mut stack: Vec<Pending> = body.regions(root).iter().map(|&r| (r, c, 1)).collect();
        st.number_op(ctx, body, root, generic, &mut c, &mut used);
        st.run(ctx, body, (generic, c), &mut stack, &mut used, None);
        st.text = used.text;
        st
    }

    /// Custom form only: names `root` and the ops of its regions' blocks
    /// (the top level), but not the regions of those ops. In the custom
    /// form each of those regions is numbered from the same starting state,
    /// so [`Self::for_subtrees`] can name them in batches, on any thread.
    pub fn new_shallow(ctx: &Context, body: &Body, root: OpId) -> NameState<'o> {
        // Top-level regions share one starting state only under one region.
        if body.regions(root).len() != 1 {
            return NameState::new(ctx, body, root, false);
        }
        let mut st = NameState::empty(false, None);
        let mut used = UsedNames::with_one_scope();
        let mut c = Counters::default();
        let mut stack: Vec<Pending> = body.regions(root).iter().map(|&r| (r, c, 1)).collect();
        st.number_op(ctx, body, root, false, &mut c, &mut used);
        let mut top: Vec<Pending> = Vec::new();
        st.run(ctx, body, (false, c), &mut stack, &mut used, Some(&mut top));
        // Every top-level region is pushed with the same state.
        let (counters, depth) = top.first().map_or((c, used.len()), |&(_, c, d)| (c, d));
        used.truncate(depth);
        // The batches start from this state's text (see `for_subtrees`).
        st.text = used.text.clone();
        st.deferred = Some(Deferred { counters, used });
        st
    }

    /// Names the regions of `ops` (top-level ops of the shallow state
    /// `self`), exactly as [`Self::new`] would; other names come from `self`.
    pub fn for_subtrees(&'o self, ctx: &Context, body: &Body, ops: &[OpId]) -> NameState<'o> {
        let mut st = NameState::empty(true, Some(self));
        let Some(d) = &self.deferred else { return st };
        let mut used = d.used.clone();
        let depth = used.len();
        let mut stack: Vec<Pending> =
            ops.iter().flat_map(|&op| body.regions(op).iter().map(move |&r| (r, d.counters, depth))).collect();
        st.run(ctx, body, (false, d.counters), &mut stack, &mut used, None);
        st.text = used.text;
        st
    }

    /// Does naming stop at the top-level ops (see [`Self::new_shallow`])?
    pub fn is_shallow(&self) -> bool {
        self.deferred.is_some()
    }

    /// Numbers the regions on `stack` and everything below them, in the
    /// generic or custom form, from counters `c`. With `stop_at`, regions
    /// of the ops in those regions are collected there instead of numbered.
    fn run(
        &mut self,
        ctx: &Context,
        body: &Body,
        (generic, mut c): (bool, Counters),
        stack: &mut Vec<Pending>,
        used: &mut UsedNames,
        mut stop_at: Option<&mut Vec<Pending>>,
    ) {
        let mut arg_name = String::new();
        // Regions are popped last-first, as upstream's worklist does.
        while let Some((region, saved, parent_depth)) = stack.pop() {
            if !generic {
                c = saved;
            }
            used.truncate(parent_depth);
            used.push_scope();
            let depth = used.len();
            let blocks: Vec<BlockId> = body.region_blocks(region).collect();
            for (i, &b) in blocks.iter().enumerate() {
                self.block_names.insert(b, i as u32);
                let is_entry = i == 0;
                for &a in body.block_args(b) {
                    if is_entry {
                        arg_name.clear();
                        arg_name.push_str("arg");
                        push_u32(&mut arg_name, c.next_arg);
                        c.next_arg += 1;
                        let unique = unique_name(&arg_name, used, &mut c);
                        self.value_names.insert(a, Name::named(unique));
                    } else {
                        self.value_names.insert(a, Name::id(c.next_value));
                        c.next_value += 1;
                    }
                }
                for op in body.block_ops(b) {
                    self.number_op(ctx, body, op, generic, &mut c, used);
                }
            }
            let target = match stop_at.as_deref_mut() {
                Some(top) => top,
                None => &mut *stack,
            };
            for &b in &blocks {
                for op in body.block_ops(b) {
                    for &r in body.regions(op) {
                        target.push((r, c, depth));
                    }
                }
            }
        }
    }

    fn number_op(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        generic: bool,
        c: &mut Counters,
        used: &mut UsedNames,
    ) {
        let results = body.results(op);
        if results.is_empty() {
            return;
        }
        let mut named_first = false;
        if !generic {
            let hook = self.custom_forms.of(ctx, body.op_name(op)).and_then(|a| a.result_names);
            if let Some(hook) = hook {
                let first = results[0];
                let mut groups: strata_ir::SmallVec<[u32; 4]> = strata_ir::smallvec![0];
                hook(ctx, body, op, &mut |v, name| {
                    if name.is_empty() {
                        return;
                    }
                    let unique = unique_name(name, used, c);
                    if v == first {
                        named_first = true;
                        self.op_names.insert(op, Name::named(unique));
                    } else {
                        self.value_names.insert(v, Name::named(unique));
                        if let ValueDef::OpResult { index, .. } = body.value_def(v) {
                            groups.push(index);
                        }
                    }
                });
                if groups.len() > 1 {
                    groups.sort_unstable();
                    groups.dedup();
                    self.result_groups.insert(op, groups.into_vec());
                }
            }
        }
        if !named_first {
            self.op_names.insert(op, Name::id(c.next_value));
            c.next_value += 1;
        }
    }

    // Lookups: this state's names, else its shallow state's.
    fn op_name_of(&self, op: OpId) -> Option<Printed<'_>> {
        match self.op_names.get(op) {
            Some(n) => Some(self.printed(n)),
            None => self.outer.and_then(|o| Some(o.printed(o.op_names.get(op)?))),
        }
    }
    fn value_name_of(&self, v: Value) -> Option<Printed<'_>> {
        match self.value_names.get(v) {
            Some(n) => Some(self.printed(n)),
            None => self.outer.and_then(|o| Some(o.printed(o.value_names.get(v)?))),
        }
    }
    fn printed(&self, n: &Name) -> Printed<'_> {
        match n.len {
            0 => Printed::Id(n.word),
            len => Printed::Text(span_text(&self.text, Span { start: n.word, len })),
        }
    }
    fn groups_of(&self, op: OpId) -> Option<&Vec<u32>> {
        self.result_groups.get(op).or_else(|| self.outer?.result_groups.get(op))
    }
    fn block_number_of(&self, b: BlockId) -> Option<u32> {
        self.block_names.get(b).or_else(|| self.outer?.block_names.get(b)).copied()
    }

    /// The printed name of a value (`%0`, `%arg1`, `%0#1`, `%c0`).
    pub fn value_name(&self, body: &Body, v: Value) -> String {
        let mut s = String::new();
        self.write_value_name(&mut s, body, v);
        s
    }

    /// Appends the printed name of a value (the hot path: no allocation).
    pub fn write_value_name(&self, out: &mut String, body: &Body, v: Value) {
        match body.value_def(v) {
            ValueDef::OpResult { op, index } => {
                let (head, number) = self.result_head(body, op, index);
                self.write_group_head(out, body, op, head);
                if let Some(n) = number {
                    out.push('#');
                    push_u32(out, n);
                }
            }
            _ => match self.value_name_of(v) {
                Some(n) => write_name(out, n),
                None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
        }
    }

    /// The result group holding result `index` (upstream's
    /// `getResultIDAndNumber`): the group's first result, and the number
    /// within the group when the group has more than one result.
    fn result_head(&self, body: &Body, op: OpId, index: u32) -> (u32, Option<u32>) {
        let n = body.num_results(op) as u32;
        if n == 1 {
            return (0, None);
        }
        let Some(groups) = self.groups_of(op) else { return (0, Some(index)) };
        let next = groups.partition_point(|&g| g <= index);
        let start = groups[next.saturating_sub(1)];
        let end = groups.get(next).copied().unwrap_or(n);
        (start, (end - start != 1).then_some(index - start))
    }

    fn write_group_head(&self, out: &mut String, body: &Body, op: OpId, head: u32) {
        let name = if head == 0 { self.op_name_of(op) } else { self.value_name_of(body.result(op, head as usize)) };
        match name {
            Some(n) => write_name(out, n),
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// The result list of an op before ` = `: `%0`, `%0:2`, or its result
    /// groups `%base, %sizes:2`.
    pub fn write_result_list(&self, out: &mut String, body: &Body, op: OpId) {
        let n = body.num_results(op) as u32;
        let single = [0u32];
        let groups: &[u32] = self.groups_of(op).map(|g| g.as_slice()).unwrap_or(&single);
        for (i, &start) in groups.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_group_head(out, body, op, start);
            let size = groups.get(i + 1).copied().unwrap_or(n) - start;
            if size > 1 {
                out.push(':');
                push_u32(out, size);
            }
        }
    }

    /// The name bound by an op's result list (`%0`, or `%0` of `%0:2`).
    pub fn op_result_name(&self, op: OpId) -> String {
        let mut s = String::new();
        self.write_op_result_name(&mut s, op);
        s
    }

    /// Appends the name bound by an op's result list.
    pub fn write_op_result_name(&self, out: &mut String, op: OpId) {
        match self.op_name_of(op) {
            Some(n) => write_name(out, n),
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    pub fn block_name(&self, b: BlockId) -> String {
        match self.block_number_of(b) {
            Some(n) => format!("^bb{n}"),
            None => "^INVALIDBLOCK".into(),
        }
    }

    pub fn block_number(&self, b: BlockId) -> u32 {
        self.block_number_of(b).unwrap_or(u32::MAX)
    }
}

fn write_name(out: &mut String, n: Printed<'_>) {
    out.push('%');
    match n {
        Printed::Id(i) => push_u32(out, i),
        Printed::Text(s) => out.push_str(s),
    }
}

/// The text of `span` in `text`.
fn span_text(text: &str, span: Span) -> &str {
    // A span covers one string pushed whole: its ends are char boundaries.
    &text[span.start as usize..(span.start + span.len) as usize]
}

/// The two digits of 0..=99, for [`push_u64`].
const DIGIT_PAIRS: [u8; 200] = {
    let mut t = [0u8; 200];
    let mut i = 0;
    while i < 100 {
        t[2 * i] = b'0' + (i / 10) as u8;
        t[2 * i + 1] = b'0' + (i % 10) as u8;
        i += 1;
    }
    t
};

/// Appends a decimal number without going through `fmt`.
pub(crate) fn push_u32(out: &mut String, v: u32) {
    push_u64(out, u64::from(v));
}

/// Appends `v` in decimal without going through `fmt`, two digits per
/// division: value numbers are printed for every operand, and a name like
/// `%c16_i32` for every constant.
pub fn push_u64(out: &mut String, mut v: u64) {
    // Value numbers restart in every function: nearly all have at most
    // four digits, pushed straight from the table.
    if v < 10_000 {
        let (high, low) = ((v / 100) as usize * 2, (v % 100) as usize * 2);
        out.reserve(4);
        if v >= 1000 {
            out.push(char::from(DIGIT_PAIRS[high]));
        }
        if v >= 100 {
            out.push(char::from(DIGIT_PAIRS[high + 1]));
        }
        if v >= 10 {
            out.push(char::from(DIGIT_PAIRS[low]));
        }
        out.push(char::from(DIGIT_PAIRS[low + 1]));
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    while v >= 100 {
        let pair = (v % 100) as usize * 2;
        v /= 100;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
    }
    if v >= 10 {
        let pair = v as usize * 2;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
    } else {
        i -= 1;
        buf[i] = b'0' + v as u8;
    }
    // ASCII digits: pushed as chars, no UTF-8 validation of the buffer;
    // room for all of them first, so each push only writes.
    out.reserve(buf.len() - i);
    for &d in &buf[i..] {
        out.push(char::from(d));
    }
}

/// Appends `v` in decimal, `-` first when negative (see [`push_u64`]).
pub fn push_i64(out: &mut String, v: i64) {
    if v < 0 {
        out.push('-');
    }
    push_u64(out, v.unsigned_abs());
}

/// The hinted names in use, by nested scope (upstream's `usedNames`, a
/// scoped hash table): one table of every name in any open scope, so
/// asking whether a name is taken is one lookup however deep the nesting,
/// and each scope's list of the names it added, to forget when it closes.
/// A name is in at most one scope: it is added only when no scope has it.
///
/// Names are spans of one text buffer, keyed by the hash of their text,
/// not strings of their own: a printer that allocated per name would take
/// its memory from whatever the parser freed, spread over the heap, a
/// cache miss each.
#[derive(Clone, Default)]
struct UsedNames {
    /// Every name chosen, one after the other (closing a scope keeps its
    /// names' text: they are still printed).
    text: String,
    /// The names in use by the hash of their text; equal hashes (rare)
    /// share an entry.
    all: FxHashMap<u64, SmallVec<[Span; 1]>>,
    scopes: Vec<Vec<(u64, Span)>>,
    /// Where [`unique_name`] spells its `name_N` probes (no set state).
    probe: String,
}

impl UsedNames {
    fn with_one_scope() -> UsedNames {
        UsedNames { scopes: vec![Vec::new()], ..UsedNames::default() }
    }
    /// Open scopes.
    fn len(&self) -> usize {
        self.scopes.len()
    }
    fn push_scope(&mut self) {
        self.scopes.push(Vec::new());
    }
    /// Closes the scopes beyond the first `depth`.
    fn truncate(&mut self, depth: usize) {
        for scope in self.scopes.drain(depth.min(self.scopes.len())..) {
            for (hash, span) in scope {
                if let Some(spans) = self.all.get_mut(&hash) {
                    spans.retain(|s| *s != span);
                    if spans.is_empty() {
                        self.all.remove(&hash);
                    }
                }
            }
        }
    }
    fn contains(&self, hash: u64, name: &str) -> bool {
        self.all.get(&hash).is_some_and(|spans| spans.iter().any(|&s| span_text(&self.text, s) == name))
    }
    /// Adds `name` (not in use, hashing to `hash`) to the innermost scope.
    fn insert(&mut self, hash: u64, name: &str) -> Span {
        let span = Span { start: self.text.len() as u32, len: name.len() as u32 };
        self.text.push_str(name);
        if let Some(last) = self.scopes.last_mut() {
            self.all.entry(hash).or_default().push(span);
            last.push((hash, span));
        }
        span
    }
}

fn text_hash(name: &str) -> u64 {
    let mut h = FxHasher::default();
    h.write(name.as_bytes());
    h.finish()
}

/// Upstream's `uniqueValueName`: sanitize, then probe `name_N` with a
/// shared conflict counter until unused in any enclosing scope.
fn unique_name(name: &str, used: &mut UsedNames, c: &mut Counters) -> Span {
    let name = sanitize(name);
    let hash = text_hash(&name);
    if !used.contains(hash, &name) {
        return used.insert(hash, &name);
    }
    // One buffer for every probe: a file may name thousands of `%c0`s.
    let mut probe = std::mem::take(&mut used.probe);
    let chosen = loop {
        probe.clear();
        probe.push_str(&name);
        probe.push('_');
        push_u32(&mut probe, c.next_conflict);
        c.next_conflict += 1;
        let hash = text_hash(&probe);
        if !used.contains(hash, &probe) {
            break used.insert(hash, &probe);
        }
    };
    used.probe = probe;
    chosen
}

/// Upstream's `sanitizeIdentifier`: invalid characters become `_`, and a
/// leading digit gets a `_` prefix.
fn sanitize(name: &str) -> Cow<'_, str> {
    let valid = |ch: char| ch.is_ascii_alphanumeric() || matches!(ch, '_' | '$' | '.' | '-');
    if !name.starts_with(|c: char| c.is_ascii_digit()) && name.chars().all(valid) {
        return Cow::Borrowed(name);
    }
    let mut out = String::with_capacity(name.len());
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for ch in name.chars() {
        if valid(ch) {
            out.push(ch);
        } else {
            out.push('_');
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    #[test]
    fn decimals_print_as_display() {
        for v in [0, 7, 9, 10, 42, 99, 100, 101, 999, 1000, 1001, 9_999, 10_000, 12_345, 99_999, 100_000, 4_294_967_295]
        {
            let mut s = String::from("%");
            super::push_u32(&mut s, v);
            assert_eq!(s, format!("%{v}"));
        }
        for v in [0, 1, -1, 9, -10, 100, -4_294_967_296, i64::MAX, i64::MIN, i64::MIN + 1] {
            let mut s = String::from("c");
            super::push_i64(&mut s, v);
            assert_eq!(s, format!("c{v}"));
        }
        let mut s = String::new();
        super::push_u64(&mut s, u64::MAX);
        assert_eq!(s, u64::MAX.to_string());
    }

    /// Names that share a hash are told apart by their text, and closing
    /// a scope forgets exactly its names, keeping their text.
    #[test]
    fn used_names_by_hash_and_scope() {
        use super::{span_text, UsedNames};
        let mut used = UsedNames::with_one_scope();
        let outer = used.insert(7, "c0");
        used.push_scope();
        let inner = used.insert(7, "c1");
        assert!(used.contains(7, "c0") && used.contains(7, "c1"));
        assert!(!used.contains(7, "c2") && !used.contains(8, "c0"));
        used.truncate(1);
        assert!(used.contains(7, "c0") && !used.contains(7, "c1"));
        assert_eq!((span_text(&used.text, outer), span_text(&used.text, inner)), ("c0", "c1"));
        used.truncate(0);
        assert!(used.all.is_empty());
    }

    /// Hinted names are uniqued against every open scope, with one
    /// conflict counter, as upstream's `uniqueValueName`.
    #[test]
    fn unique_names_probe_with_a_shared_counter() {
        use super::{span_text, unique_name, Counters, UsedNames};
        let mut used = UsedNames::with_one_scope();
        let mut c = Counters::default();
        let mut name = |used: &mut UsedNames, n: &str| {
            let span = unique_name(n, used, &mut c);
            span_text(&used.text, span).to_string()
        };
        assert_eq!(name(&mut used, "c0"), "c0");
        assert_eq!(name(&mut used, "c0"), "c0_0");
        used.push_scope();
        assert_eq!(name(&mut used, "c0"), "c0_1");
        assert_eq!(name(&mut used, "1x y"), "_1x_y");
        used.truncate(1);
        assert_eq!(name(&mut used, "_1x_y"), "_1x_y");
    }
}
