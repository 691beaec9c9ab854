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

use slotmap::SecondaryMap;
use strata_ir::{BlockId, Body, Context, FxHashSet, OpId, RegionId, Value, ValueDef};

use crate::asm::CustomAssembly;

#[derive(Clone)]
enum Name {
    Id(u32),
    Named(Box<str>),
}

#[derive(Default)]
pub struct NameState {
    /// Name of result 0 of each op that has results.
    op_names: SecondaryMap<OpId, Name>,
    /// Names of block arguments, and of results named by hints beyond #0.
    value_names: SecondaryMap<Value, Name>,
    block_names: SecondaryMap<BlockId, u32>,
    /// Start indices of the result groups of ops whose name hints named a
    /// result other than #0 (always starting with 0); absent otherwise.
    result_groups: SecondaryMap<OpId, Vec<u32>>,
}

#[derive(Clone, Copy, Default)]
struct Counters {
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
}

impl NameState {
    pub fn new(ctx: &Context, body: &Body, root: OpId, generic: bool) -> NameState {
        let mut st = NameState::default();
        let mut used: Vec<FxHashSet<Box<str>>> = vec![FxHashSet::default()];
        let mut c = Counters::default();
        // (region, counters at push, depth of the used-name scope of its parent)
        let mut stack: Vec<(RegionId, Counters, usize)> = Vec::new();
        for &r in body.regions(root).iter() {
            stack.push((r, c, 1));
        }
        st.number_op(ctx, body, root, generic, &mut c, &mut used);
        // Regions are popped last-first, as upstream's worklist does.
        while let Some((region, saved, parent_depth)) = stack.pop() {
            if !generic {
                c = saved;
            }
            used.truncate(parent_depth);
            used.push(FxHashSet::default());
            let depth = used.len();
            let blocks: Vec<BlockId> = body.region_blocks(region).collect();
            for (i, &b) in blocks.iter().enumerate() {
                st.block_names.insert(b, i as u32);
                let is_entry = i == 0;
                for &a in body.block_args(b) {
                    if is_entry {
                        let name = format!("arg{}", c.next_arg);
                        c.next_arg += 1;
                        let unique = unique_name(&name, &mut used, &mut c);
                        st.value_names.insert(a, Name::Named(unique));
                    } else {
                        st.value_names.insert(a, Name::Id(c.next_value));
                        c.next_value += 1;
                    }
                }
                for op in body.block_ops(b) {
                    st.number_op(ctx, body, op, generic, &mut c, &mut used);
                }
            }
            for &b in &blocks {
                for op in body.block_ops(b) {
                    for &r in body.regions(op) {
                        stack.push((r, c, depth));
                    }
                }
            }
        }
        st
    }

    fn number_op(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        generic: bool,
        c: &mut Counters,
        used: &mut [FxHashSet<Box<str>>],
    ) {
        let results = body.results(op);
        if results.is_empty() {
            return;
        }
        if !generic {
            let hook = ctx
                .op_info(body.op_name(op))
                .and_then(|i| i.interface::<CustomAssembly>())
                .and_then(|a| a.result_names);
            if let Some(hook) = hook {
                let mut hints: Vec<(Value, String)> = Vec::new();
                hook(ctx, body, op, &mut |v, name| hints.push((v, name.to_string())));
                let mut groups = vec![0u32];
                for (v, name) in hints {
                    if name.is_empty() {
                        continue;
                    }
                    let unique = unique_name(&name, used, c);
                    if v == results[0] {
                        self.op_names.insert(op, Name::Named(unique));
                    } else {
                        self.value_names.insert(v, Name::Named(unique));
                        if let ValueDef::OpResult { index, .. } = body.value_def(v) {
                            groups.push(index);
                        }
                    }
                }
                if groups.len() > 1 {
                    groups.sort_unstable();
                    groups.dedup();
                    self.result_groups.insert(op, groups);
                }
            }
        }
        if !self.op_names.contains_key(op) {
            self.op_names.insert(op, Name::Id(c.next_value));
            c.next_value += 1;
        }
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
            _ => match self.value_names.get(v) {
                Some(n) => write_name(out, n),
                None => out.push_str("%<<UNKNOWN SSA VALUE>>"),
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
        let Some(groups) = self.result_groups.get(op) else { return (0, Some(index)) };
        let next = groups.partition_point(|&g| g <= index);
        let start = groups[next.saturating_sub(1)];
        let end = groups.get(next).copied().unwrap_or(n);
        (start, (end - start != 1).then_some(index - start))
    }

    fn write_group_head(&self, out: &mut String, body: &Body, op: OpId, head: u32) {
        let name = if head == 0 { self.op_names.get(op) } else { self.value_names.get(body.result(op, head as usize)) };
        match name {
            Some(n) => write_name(out, n),
            None => out.push_str("%<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// The result list of an op before ` = `: `%0`, `%0:2`, or its result
    /// groups `%base, %sizes:2`.
    pub fn write_result_list(&self, out: &mut String, body: &Body, op: OpId) {
        let n = body.num_results(op) as u32;
        let single = [0u32];
        let groups: &[u32] = self.result_groups.get(op).map(|g| g.as_slice()).unwrap_or(&single);
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
        match self.op_names.get(op) {
            Some(n) => write_name(out, n),
            None => out.push_str("%<<UNKNOWN SSA VALUE>>"),
        }
    }

    pub fn block_name(&self, b: BlockId) -> String {
        match self.block_names.get(b) {
            Some(n) => format!("^bb{n}"),
            None => "^INVALIDBLOCK".into(),
        }
    }

    pub fn block_number(&self, b: BlockId) -> u32 {
        self.block_names.get(b).copied().unwrap_or(u32::MAX)
    }
}

fn write_name(out: &mut String, n: &Name) {
    out.push('%');
    match n {
        Name::Id(i) => push_u32(out, *i),
        Name::Named(s) => out.push_str(s),
    }
}

/// Appends a decimal number without going through `fmt`.
pub(crate) fn push_u32(out: &mut String, mut v: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or("0"));
}

/// Upstream's `uniqueValueName`: sanitize, then probe `name_N` with a
/// shared conflict counter until unused in any enclosing scope.
fn unique_name(name: &str, used: &mut [FxHashSet<Box<str>>], c: &mut Counters) -> Box<str> {
    let name = sanitize(name);
    let taken = |n: &str, used: &[FxHashSet<Box<str>>]| used.iter().any(|s| s.contains(n));
    let chosen: Box<str> = if !taken(&name, used) {
        name.as_ref().into()
    } else {
        loop {
            let probe = format!("{name}_{}", c.next_conflict);
            c.next_conflict += 1;
            if !taken(&probe, used) {
                break probe.into();
            }
        }
    };
    if let Some(last) = used.last_mut() {
        last.insert(chosen.clone());
    }
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
