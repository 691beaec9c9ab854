//! Alias names the printer emits: `#map`/`#map1` for affine maps, `#set`
//! for integer sets, `!tuple` for tuples of more than 16 types, the
//! mnemonic for dialect attributes whose definition asks for it
//! (`#di_file`, ODS's `genMnemonicAlias`), and `#loc` for locations: op
//! locations with `--mlir-print-debuginfo`, location attributes always.
//!
//! Collection runs the real printer once in a collecting mode, so exactly
//! what gets printed is aliased, in print order. Aliases are then ordered
//! as upstream's `AliasInitializer`: stably by nesting depth (an alias whose
//! text uses other aliases comes after them), types before attributes, then
//! alias name; suffixes count per name in that order. Location aliases are
//! "deferred" (printed after the op) unless a location was printed where
//! aliases are not allowed (block arguments), which pins it to the top.
//!
//! Distinct attributes get `#distinct` aliases unless they reference
//! `unit`, and their printed numbers (`distinct[N]`) count in print order,
//! as upstream's `DistinctState`: those printed in alias definitions
//! first, in definition order, then the others as the op prints them.

use std::collections::HashMap;

use strata_ir::{
    AttrKind, Attribute, Body, Context, Location, LocationKind, OpId, Type, TypeKind, WalkOrder, WalkResult,
};

use super::attrs::AliasLookup;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AliasKey {
    Attr(Attribute),
    Type(Type),
    Loc(Location),
}

struct Candidate {
    name: &'static str,
    depth: u32,
    is_type: bool,
    deferrable: bool,
}

/// Candidates in first-seen order.
#[derive(Default)]
pub struct AliasCollector {
    order: Vec<AliasKey>,
    info: HashMap<AliasKey, Candidate>,
    /// Every distinct attribute printed, in first-seen order.
    distincts: Vec<Attribute>,
    /// The resource keys printed (`dense_resource<key>`), in first-seen
    /// order, once each.
    resources: Vec<Box<[u8]>>,
    seen_distinct: std::collections::HashSet<Attribute>,
    seen_resource: std::collections::HashSet<Box<[u8]>>,
    /// The alias depth of each aliased attribute met so far.
    depths: HashMap<Attribute, u32>,
    /// The alias depth of each location met so far.
    loc_depths: HashMap<Location, u32>,
}

/// Can printing anything from `ctx` produce an alias? Without
/// `--mlir-print-debuginfo` only affine maps, integer sets, long tuples,
/// location attributes and some dialect attributes get one; when none
/// was ever interned, the collection pass is skipped.
pub fn aliases_possible(ctx: &Context, debug_info: bool) -> bool {
    debug_info || ctx.any_attr(|a| attr_may_alias(ctx, a)) || ctx.any_type(type_may_alias)
}

/// Can printing the ops under `root` produce an alias? Asked after
/// [`aliases_possible`] said yes: the context keeps what earlier IR
/// interned (a lowering's input's affine maps), while the module printed
/// may hold none of it. A walk of what each op holds ([`AliasScan`]) answers
/// for a fraction of what the collecting print costs.
pub fn module_may_alias(ctx: &Context, body: &Body, root: OpId, scan: &mut AliasScan) -> bool {
    // Interrupted at the first op holding something aliasable.
    !body.walk(root, WalkOrder::PreOrder, |body, op| {
        if scan.op_may_alias(ctx, body, op) {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    })
}

/// Which attributes and types hold something that may get an alias (or
/// that the collecting pass must see), each handle walked once.
///
/// Everything an op prints comes from what it holds (its attributes,
/// properties, result and operand types, its blocks' argument types; its
/// location only with `--mlir-print-debuginfo`), so an op none of whose
/// handles may alias prints nothing an alias collector records.
#[derive(Default)]
pub struct AliasScan {
    /// By [`Attribute::index`], then by [`Type::index`]: [`UNSEEN`],
    /// [`PLAIN`] or [`ALIASABLE`]. A byte per handle of the context.
    attrs: Vec<u8>,
    types: Vec<u8>,
}

const UNSEEN: u8 = 0;
/// Nothing in the handle may get an alias.
const PLAIN: u8 = 1;
/// Something in the handle may.
const ALIASABLE: u8 = 2;

/// The verdict on handle `index` in `table`, walking it (`walk`) the
/// first time.
fn scanned(table: &mut Vec<u8>, index: usize, walk: impl FnOnce() -> bool) -> bool {
    if index >= table.len() {
        table.resize(index + 1, UNSEEN);
    }
    if table[index] == UNSEEN {
        table[index] = if walk() { ALIASABLE } else { PLAIN };
    }
    table[index] == ALIASABLE
}

impl AliasScan {
    /// Whether anything `op` holds may print an alias (its location aside).
    pub fn op_may_alias(&mut self, ctx: &Context, body: &Body, op: OpId) -> bool {
        if body.properties(op).is_some_and(|p| self.attr(ctx, p)) || self.attr(ctx, body.attrs(op)) {
            return true;
        }
        let mut types = body.results(op).iter().copied().chain(body.operands(op)).map(|v| body.value_type(v));
        if types.any(|t| self.ty(ctx, t)) {
            return true;
        }
        let mut args = body.regions(op).iter().flat_map(|&r| body.region_blocks(r)).flat_map(|b| body.block_args(b));
        args.any(|&v| self.ty(ctx, body.value_type(v)))
    }

    fn attr(&mut self, ctx: &Context, attr: Attribute) -> bool {
        scanned(&mut self.attrs, attr.index(), || {
            let mut found = false;
            super::attrs::walk_attr(ctx, attr, &mut |item| found |= item_may_alias(ctx, item));
            found
        })
    }

    fn ty(&mut self, ctx: &Context, ty: Type) -> bool {
        scanned(&mut self.types, ty.index(), || {
            let mut found = false;
            super::attrs::walk_type(ctx, ty, &mut |item| found |= item_may_alias(ctx, item));
            found
        })
    }
}

fn item_may_alias(ctx: &Context, item: super::attrs::AliasItem) -> bool {
    match item {
        super::attrs::AliasItem::Attr(a) => attr_may_alias(ctx, ctx.attr_kind(a)),
        super::attrs::AliasItem::Type(t) => type_may_alias(ctx.type_kind(t)),
    }
}

/// The attributes that get an alias, or whose printing the collecting pass
/// must see (distinct numbering, resource blobs).
fn attr_may_alias(ctx: &Context, attr: &AttrKind) -> bool {
    matches!(
        attr,
        AttrKind::AffineMap(_)
            | AttrKind::IntegerSet(_)
            | AttrKind::Distinct { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Location(_)
    ) || matches!(attr, AttrKind::Dialect(v) if ctx.attr_def(v.def).mnemonic_alias)
}

fn type_may_alias(ty: &TypeKind) -> bool {
    matches!(ty, TypeKind::Tuple(elems) if elems.len() > TUPLE_ALIAS_MIN)
}

/// Tuples with more elements than this are aliased (`!tuple`).
const TUPLE_ALIAS_MIN: usize = 16;

impl AliasCollector {
    /// Records an attribute or type that was printed.
    pub fn visit_attr(&mut self, ctx: &Context, attr: Attribute) {
        self.visit_attr_in(ctx, attr, false);
    }

    /// Records an attribute printed inside a location alias: its aliases
    /// may be printed after the op with the location's (`deferrable`), as
    /// upstream defers aliases only deferred aliases use.
    fn visit_attr_in(&mut self, ctx: &Context, attr: Attribute, deferrable: bool) {
        let mut items = Vec::new();
        super::attrs::walk_attr(ctx, attr, &mut |i| items.push(i));
        self.visit_items(ctx, items, deferrable);
    }

    pub fn visit_type(&mut self, ctx: &Context, ty: Type) {
        let mut items = Vec::new();
        super::attrs::walk_type(ctx, ty, &mut |i| items.push(i));
        self.visit_items(ctx, items, false);
    }

    fn visit_items(&mut self, ctx: &Context, items: Vec<super::attrs::AliasItem>, deferrable: bool) {
        for item in items {
            let (key, name, is_type) = match item {
                super::attrs::AliasItem::Attr(a) => match ctx.attr_kind(a) {
                    AttrKind::AffineMap(_) => (AliasKey::Attr(a), "map", false),
                    AttrKind::IntegerSet(_) => (AliasKey::Attr(a), "set", false),
                    AttrKind::DenseResource { key, .. } => {
                        if self.seen_resource.insert(key.clone()) {
                            self.resources.push(key.clone());
                        }
                        continue;
                    }
                    AttrKind::Distinct { referenced, .. } => {
                        if self.seen_distinct.insert(a) {
                            self.distincts.push(a);
                        }
                        if matches!(ctx.attr_kind(*referenced), AttrKind::Unit) {
                            continue;
                        }
                        let depth = self.alias_depth(ctx, *referenced, false);
                        self.add(AliasKey::Attr(a), "distinct", depth, false, deferrable);
                        continue;
                    }
                    AttrKind::Location(l) => {
                        self.visit_location(ctx, *l, deferrable);
                        continue;
                    }
                    AttrKind::Dialect(value) if ctx.attr_def(value.def).mnemonic_alias => {
                        let depth = self.alias_depth(ctx, a, true);
                        self.add(AliasKey::Attr(a), ctx.attr_def(value.def).mnemonic, depth, false, deferrable);
                        continue;
                    }
                    _ => continue,
                },
                super::attrs::AliasItem::Type(t) => match ctx.type_kind(t) {
                    TypeKind::Tuple(elems) if elems.len() > TUPLE_ALIAS_MIN => (AliasKey::Type(t), "tuple", true),
                    _ => continue,
                },
            };
            self.add(key, name, 0, is_type, deferrable);
        }
    }

    /// The alias depth of text that prints `attr` (`own`: `attr` is the
    /// aliased attribute itself, not counted): one more than the deepest
    /// alias the text uses, 0 when it uses none. Memoized, so a shared
    /// attribute (a file every scope names) is walked once.
    fn alias_depth(&mut self, ctx: &Context, attr: Attribute, own: bool) -> u32 {
        if own {
            if let Some(&d) = self.depths.get(&attr) {
                return d;
            }
        }
        let mut items = Vec::new();
        super::attrs::walk_attr(ctx, attr, &mut |i| items.push(i));
        let nested = items.into_iter().skip(usize::from(own)).filter_map(|i| match i {
            super::attrs::AliasItem::Attr(a) if is_aliased(ctx, a) => Some(a),
            _ => None,
        });
        let nested: Vec<Attribute> = nested.collect();
        let mut deepest = None;
        for a in nested {
            let d = match ctx.attr_kind(a) {
                AttrKind::Distinct { referenced, .. } => self.alias_depth(ctx, *referenced, false),
                AttrKind::Location(l) => self.location_depth(ctx, *l),
                _ => self.alias_depth(ctx, a, true),
            };
            deepest = deepest.max(Some(d));
        }
        let depth = deepest.map_or(0, |d| d + 1);
        if own {
            self.depths.insert(attr, depth);
        }
        depth
    }

    fn add(&mut self, key: AliasKey, name: &'static str, depth: u32, is_type: bool, deferrable: bool) {
        match self.info.get_mut(&key) {
            Some(c) => {
                c.deferrable &= deferrable;
                c.depth = c.depth.max(depth);
            }
            None => {
                self.order.push(key);
                self.info.insert(key, Candidate { name, depth, is_type, deferrable });
            }
        }
    }

    /// Records a printed location; returns its alias depth.
    pub fn visit_location(&mut self, ctx: &Context, loc: Location, deferrable: bool) -> u32 {
        self.walk_location(ctx, loc, Some(deferrable))
    }

    /// The alias depth of a location (one more than its deepest nested
    /// location or metadata alias), without recording it.
    fn location_depth(&mut self, ctx: &Context, loc: Location) -> u32 {
        self.walk_location(ctx, loc, None)
    }

    /// Post-order over the location tree with an explicit stack, so
    /// children's depths are known before their parents'; with `record`
    /// (whether the aliases may be deferred), each location and its
    /// metadata's aliases are recorded, parents first, as upstream's
    /// initializer meets them.
    fn walk_location(&mut self, ctx: &Context, loc: Location, record: Option<bool>) -> u32 {
        let mut stack = vec![(loc, false)];
        while let Some((l, done)) = stack.pop() {
            let children = location_children(ctx, l);
            let metadata = match &*ctx.location_kind(l) {
                LocationKind::Fused { metadata: Some(m), .. } => Some(*m),
                _ => None,
            };
            if !done {
                if record.is_none() && self.loc_depths.contains_key(&l) {
                    continue;
                }
                if let Some(deferrable) = record {
                    if let Some(m) = metadata {
                        self.visit_attr_in(ctx, m, deferrable);
                    }
                    self.add(AliasKey::Loc(l), "loc", 0, false, deferrable);
                }
                stack.push((l, true));
                for c in children.into_iter().rev() {
                    stack.push((c, false));
                }
                continue;
            }
            let metadata_depth = metadata.map(|m| self.alias_depth(ctx, m, false));
            let d = children
                .iter()
                .map(|c| self.loc_depths.get(c).copied().unwrap_or(0) + 1)
                .chain(metadata_depth)
                .max()
                .unwrap_or(0);
            self.loc_depths.insert(l, d);
            if let Some(deferrable) = record {
                self.add(AliasKey::Loc(l), "loc", d, false, deferrable);
            }
        }
        self.loc_depths.get(&loc).copied().unwrap_or(0)
    }

    /// No aliases (`--mlir-print-local-scope`): only the distinct
    /// attributes' numbers, in print order.
    pub fn finish_without_aliases(self) -> AliasState {
        let distinct_ids = self.distincts.iter().enumerate().map(|(i, &a)| (a, i as u64)).collect();
        AliasState { distinct_ids, resources: self.resources, ..AliasState::default() }
    }

    /// Assigns the final alias names.
    pub fn finish(self, ctx: &Context) -> AliasState {
        let mut keys = self.order;
        let info = self.info;
        keys.sort_by(|a, b| {
            let (ca, cb) = (&info[a], &info[b]);
            ca.depth.cmp(&cb.depth).then(cb.is_type.cmp(&ca.is_type)).then(ca.name.cmp(cb.name))
        });
        let mut counts: HashMap<&'static str, u32> = HashMap::new();
        let mut names = HashMap::new();
        let mut ordered = Vec::new();
        for k in keys {
            let c = &info[&k];
            let n = counts.entry(c.name).or_insert(0);
            let prefix = if c.is_type { "!" } else { "#" };
            let alias = if *n == 0 { format!("{prefix}{}", c.name) } else { format!("{prefix}{}{n}", c.name) };
            *n += 1;
            names.insert(k, alias.clone());
            ordered.push((k, alias, c.deferrable));
        }
        // Distinct numbers: the alias definitions print first (a distinct
        // alias itself, then the unaliased distincts inside any attribute
        // alias's text), then the op.
        let mut distinct_ids: HashMap<Attribute, u64> = HashMap::new();
        let number = |a: Attribute, ids: &mut HashMap<Attribute, u64>| {
            let next = ids.len() as u64;
            ids.entry(a).or_insert(next);
        };
        for (k, _, _) in &ordered {
            let AliasKey::Attr(a) = *k else { continue };
            let printed = match ctx.attr_kind(a) {
                AttrKind::Distinct { referenced, .. } => {
                    number(a, &mut distinct_ids);
                    *referenced
                }
                AttrKind::Dialect(_) => a,
                _ => continue,
            };
            let mut inner = Vec::new();
            super::attrs::walk_attr(ctx, printed, &mut |i| inner.push(i));
            for i in inner {
                let super::attrs::AliasItem::Attr(d) = i else { continue };
                if matches!(ctx.attr_kind(d), AttrKind::Distinct { .. }) && !names.contains_key(&AliasKey::Attr(d)) {
                    number(d, &mut distinct_ids);
                }
            }
        }
        for &a in &self.distincts {
            number(a, &mut distinct_ids);
        }
        AliasState { names, ordered, distinct_ids, resources: self.resources }
    }
}

fn location_children(ctx: &Context, l: Location) -> Vec<Location> {
    match &*ctx.location_kind(l) {
        LocationKind::Name { child: Some(c), .. } => vec![*c],
        LocationKind::CallSite { callee, caller } => vec![*callee, *caller],
        LocationKind::Fused { locations, .. } => locations.clone(),
        _ => Vec::new(),
    }
}

/// Final aliases: lookups for the printer and the definitions to emit.
#[derive(Default)]
pub struct AliasState {
    names: HashMap<AliasKey, String>,
    /// (key, alias, deferred) in definition order.
    pub ordered: Vec<(AliasKey, String, bool)>,
    /// The printed number of each distinct attribute.
    distinct_ids: HashMap<Attribute, u64>,
    /// The resource keys the IR prints, in first-seen order.
    pub resources: Vec<Box<[u8]>>,
}

impl AliasState {
    pub fn loc_alias(&self, loc: Location) -> Option<&str> {
        self.names.get(&AliasKey::Loc(loc)).map(|s| s.as_str())
    }
}

impl AliasLookup for AliasState {
    // The lookup contract is "without the `#`/`!` prefix".
    fn attr_alias(&self, a: Attribute) -> Option<&str> {
        self.names.get(&AliasKey::Attr(a)).map(|s| &s[1..])
    }
    fn type_alias(&self, t: Type) -> Option<&str> {
        self.names.get(&AliasKey::Type(t)).map(|s| &s[1..])
    }
    fn distinct_id(&self, a: Attribute) -> Option<u64> {
        self.distinct_ids.get(&a).copied()
    }
    fn location_alias(&self, l: Location) -> Option<&str> {
        self.names.get(&AliasKey::Loc(l)).map(|s| &s[1..])
    }
}

/// Does printing `a` print an alias for it (when aliases are on)?
fn is_aliased(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) => true,
        AttrKind::Distinct { referenced, .. } => !matches!(ctx.attr_kind(*referenced), AttrKind::Unit),
        AttrKind::Dialect(v) => ctx.attr_def(v.def).mnemonic_alias,
        AttrKind::Location(_) => true,
        _ => false,
    }
}
