//! Symbol lookup (upstream's `SymbolTable::lookupNearestSymbolFrom`): the
//! nearest enclosing symbol table, and a symbol defined directly in it by
//! its `sym_name`. [`resolve_nearest_symbol`] also sees above a lent body,
//! through its [`crate::enclosing`] view, so lookups work on worker threads.
//!
//! Invariant: lookups are O(1) inside a [`cache_scope`], which the verifier
//! opens around verification: the first lookup in a symbol table indexes
//! its symbols once per thread. Outside a scope a lookup scans the table's
//! ops, so a caller that mutates IR between lookups never sees stale
//! answers. Without the scope, verifying N calls against N functions would
//! be quadratic. A scope opened inside another keeps the outer index (the
//! inliner verifies each function it simplifies inside its own scope;
//! indexing the module again per function would be quadratic): inside a
//! scope a symbol may be erased or moved (a hit is checked to still be the
//! named symbol of the table) but one added to a table already indexed
//! must be noted ([`note_symbol_added`]).
//!
//! A pass manager running passes child by child (each function, then its
//! verification, which opens a scope) keeps the index of the tables that
//! enclose the children between those scopes ([`retain_enclosing_tables`]):
//! a pass on a child changes nothing but that child, so those tables keep
//! their symbols, and indexing the module once per function verified would
//! be quadratic. A stale entry could only cost a miss that a scan would not
//! make, which a child renaming itself (not a pass's to do) would cause;
//! hits are checked as in any scope.

use std::cell::RefCell;

use crate::enclosing::{EnclosingSymbol, SymbolSnapshot};
use crate::{Attribute, Body, Context, FxHashMap, OpId, OpName, RegionId, Traits};

#[derive(Default)]
struct Cache {
    /// Identity of the body the entries describe.
    body: usize,
    tables: FxHashMap<OpId, SymbolIndex>,
}

/// The symbols of one table by the hash of their name, in definition
/// order. No name is copied: a candidate is checked against its op's own
/// name, which also skips one erased, moved or renamed since it was
/// indexed, and tells apart two names of one hash.
#[derive(Default)]
struct SymbolIndex {
    first: FxHashMap<u64, OpId>,
    /// Later symbols whose name hashes like an earlier one's: a second
    /// definition of a name (the first one wins while it stands), or, very
    /// rarely, another name.
    more: FxHashMap<u64, Vec<OpId>>,
}

impl SymbolIndex {
    /// The symbols defined directly in `block`. O(ops of the block).
    fn of_block(ctx: &Context, body: &Body, block: crate::BlockId) -> SymbolIndex {
        let mut index = SymbolIndex::default();
        for o in body.block_ops(block) {
            if let Some(n) = symbol_name(ctx, body, o) {
                index.add(name_hash(n), o);
            }
        }
        index
    }

    fn add(&mut self, hash: u64, op: OpId) {
        match self.first.entry(hash) {
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(op);
            }
            std::collections::hash_map::Entry::Occupied(_) => self.more.entry(hash).or_default().push(op),
        }
    }

    /// The first candidate of `hash`, in definition order, that `holds`.
    fn find(&self, hash: u64, holds: impl Fn(OpId) -> bool) -> Option<OpId> {
        let first = *self.first.get(&hash)?;
        if holds(first) {
            return Some(first);
        }
        self.more.get(&hash)?.iter().copied().find(|&o| holds(o))
    }
}

fn name_hash(name: &[u8]) -> u64 {
    use std::hash::BuildHasher;
    std::hash::BuildHasherDefault::<crate::interner::FxHasher>::default().hash_one(name)
}

thread_local! {
    static CACHE: RefCell<Option<Cache>> = const { RefCell::new(None) };
    /// Indexes kept from one outermost scope to the next (see
    /// [`retain_enclosing_tables`]).
    static RETAINED: RefCell<Option<Retained>> = const { RefCell::new(None) };
}

/// The tables whose indexes outlive cache scopes, and those indexes while
/// no scope is open.
struct Retained {
    body: usize,
    tables: Vec<OpId>,
    kept: FxHashMap<OpId, SymbolIndex>,
}

/// Keeps, until dropped, the indexes of the symbol tables among `op` and
/// its ancestors from one cache scope of this thread to the next (see the
/// module doc): for a caller that runs passes on `op`'s children one by
/// one. Nested retains add their tables and hand the outer ones back.
pub struct RetainScope {
    outer: Option<Retained>,
}

/// Opens a [`RetainScope`] for the tables enclosing `op`'s children.
pub fn retain_enclosing_tables(ctx: &Context, body: &Body, op: OpId) -> RetainScope {
    let id = body as *const Body as usize;
    let tables: Vec<OpId> =
        std::iter::successors(Some(op), |&o| body.parent_op(o)).filter(|&o| is_symbol_table(ctx, body, o)).collect();
    let mut outer = RETAINED.with(|r| r.borrow_mut().take());
    let kept = match &mut outer {
        Some(o) if o.body == id => std::mem::take(&mut o.kept),
        _ => FxHashMap::default(),
    };
    RETAINED.with(|r| *r.borrow_mut() = Some(Retained { body: id, tables, kept }));
    RetainScope { outer }
}

impl Drop for RetainScope {
    fn drop(&mut self) {
        let inner = RETAINED.with(|r| r.borrow_mut().take());
        let mut outer = self.outer.take();
        if let (Some(outer), Some(inner)) = (&mut outer, inner) {
            if outer.body == inner.body {
                let mut kept = inner.kept;
                outer.kept = outer.tables.iter().filter_map(|t| kept.remove_entry(t)).collect();
            }
        }
        RETAINED.with(|r| *r.borrow_mut() = outer);
    }
}

/// Enables cached lookups on this thread until dropped; scopes nest (an
/// inner scope shares the outer one's index).
pub struct CacheScope {
    /// Whether this scope opened the cache (the outermost scope).
    opened: bool,
}

/// Opens a lookup cache scope (see the module doc).
pub fn cache_scope() -> CacheScope {
    let opened = CACHE.with(|c| {
        let mut c = c.borrow_mut();
        let open = c.is_none();
        if open {
            let retained = RETAINED
                .with(|r| r.borrow_mut().as_mut().map(|r| Cache { body: r.body, tables: std::mem::take(&mut r.kept) }));
            *c = Some(retained.unwrap_or_default());
        }
        open
    });
    CacheScope { opened }
}

impl Drop for CacheScope {
    fn drop(&mut self) {
        if !self.opened {
            return;
        }
        let Some(mut cache) = CACHE.with(|c| c.borrow_mut().take()) else { return };
        RETAINED.with(|r| {
            if let Some(r) = r.borrow_mut().as_mut().filter(|r| r.body == cache.body) {
                r.kept = r.tables.iter().filter_map(|t| cache.tables.remove_entry(t)).collect();
            }
        });
    }
}

/// The `sym_name` of a symbol op (property or discardable attribute).
pub fn symbol_name<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c [u8]> {
    ctx.string_value(crate::op_checks::inherent_attr(ctx, body, op, "sym_name")?)
}

/// Upstream's `dyn_cast<SymbolOpInterface>`: the op is registered with the
/// Symbol trait, or as an optional symbol (`builtin.module`) that has a
/// `sym_name` (an optional symbol without a name is no symbol).
pub fn is_symbol(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    ctx.op_info(body.op_name(op)).is_some_and(|i| {
        i.has_trait(crate::Traits::SYMBOL)
            || (i.has_trait(crate::Traits::OPTIONAL_SYMBOL) && symbol_name(ctx, body, op).is_some())
    })
}

/// The `sym_visibility` of a symbol (property or attribute); `None` is public.
pub fn symbol_visibility<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c [u8]> {
    ctx.string_value(crate::op_checks::inherent_attr(ctx, body, op, "sym_visibility")?)
}

/// Is the symbol `op` private?
pub fn is_private(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    symbol_visibility(ctx, body, op) == Some(b"private".as_slice())
}

/// Is the symbol `op` public (no visibility, or `public`)?
pub fn is_public(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    symbol_visibility(ctx, body, op).is_none_or(|v| v == b"public")
}

/// Upstream's `isPotentiallyUnknownSymbolTable`: one region, and no loaded
/// dialect for the op's name.
pub fn is_potentially_unknown_symbol_table(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    if body.regions(op).len() != 1 {
        return false;
    }
    ctx.dialect(ctx.op_dialect(body.op_name(op))).is_none()
}

/// The symbol references `op` holds in its properties and attributes
/// (through arrays and dictionaries), appended to `out`. Attribute values
/// are DAGs: a shared array is walked once per holder, as upstream's per-op
/// attribute walk does.
pub fn symbol_refs_of(ctx: &Context, body: &Body, op: impl Into<OpId>, out: &mut Vec<Attribute>) {
    let op: OpId = op.into();
    // Asked of every op a symbol walk meets, most of which hold no
    // attribute at all: the empty dictionary is skipped and the stack
    // stays inline.
    let empty = ctx.empty_dictionary();
    let mut attrs: crate::SmallVec<[Attribute; 8]> = crate::SmallVec::new();
    attrs.extend(
        body.properties(op).into_iter().chain([body.attrs(op)]).filter(|&a| a != empty && holds_symbol_refs(ctx, a)),
    );
    walk_symbol_refs(ctx, attrs, |a| {
        out.push(a);
        true
    });
}

/// Calls `f` on each symbol reference in `stack` (through arrays and
/// dictionaries, last first), until `f` returns false.
fn walk_symbol_refs(ctx: &Context, mut stack: crate::SmallVec<[Attribute; 8]>, mut f: impl FnMut(Attribute) -> bool) {
    while let Some(a) = stack.pop() {
        match ctx.attr_kind(a) {
            crate::AttrKind::SymbolRef { .. } if !f(a) => return,
            crate::AttrKind::SymbolRef { .. } => {}
            crate::AttrKind::Array(elements) => stack.extend(elements.iter().copied()),
            crate::AttrKind::Dictionary(entries) => stack.extend(entries.iter().map(|&(_, v)| v)),
            _ => {}
        }
    }
}

/// Whether `attr` is or holds (through arrays and dictionaries) a symbol
/// reference. Remembered per attribute in the context: attributes never
/// change, and the ops a symbol walk meets mostly share a few property
/// dictionaries.
pub fn holds_symbol_refs(ctx: &Context, attr: Attribute) -> bool {
    if let Some(&known) = ctx.attr_symbol_refs.get(attr.0 as usize) {
        return known;
    }
    let mut found = false;
    walk_symbol_refs(ctx, crate::smallvec![attr], |_| {
        found = true;
        false
    });
    // Another thread may have set it meanwhile, to the same answer.
    ctx.attr_symbol_refs.set(attr.0 as usize, found);
    found
}

/// Every symbol use in `region` (upstream's `SymbolTable::getSymbolUses`):
/// `f(user, reference)` for each reference an op holds, walking nested
/// regions but not into nested symbol tables (whose own attributes still
/// count). `false`, after a partial walk, when an op may be an unknown
/// symbol table (its uses cannot be known).
pub fn walk_symbol_uses(ctx: &Context, body: &Body, region: RegionId, mut f: impl FnMut(OpId, Attribute)) -> bool {
    let mut regions = vec![region];
    let mut refs = Vec::new();
    while let Some(r) = regions.pop() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                if is_potentially_unknown_symbol_table(ctx, body, op) {
                    return false;
                }
                refs.clear();
                symbol_refs_of(ctx, body, op, &mut refs);
                for &a in &refs {
                    f(op, a);
                }
                if !is_symbol_table(ctx, body, op) {
                    regions.extend(body.regions(op).iter().rev());
                }
            }
        }
    }
    true
}

/// Resolves the (possibly nested, `@a::@b`) reference `sym_ref` from
/// symbol table `table` (upstream's `lookupSymbolIn` with a result
/// vector): every symbol on the way into `path`. False if a step is
/// missing or a non-leaf step is not a symbol table.
pub fn lookup_symbol_path(ctx: &Context, body: &Body, table: OpId, sym_ref: Attribute, path: &mut Vec<OpId>) -> bool {
    path.clear();
    let crate::AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym_ref) else { return false };
    let mut scope = table;
    for (i, &name) in std::iter::once(root).chain(nested.iter()).enumerate() {
        if i > 0 && !is_symbol_table(ctx, body, scope) {
            return false;
        }
        let Some(symbol) = lookup_symbol_in(ctx, body, scope, ctx.ident_str(name).as_bytes()) else { return false };
        path.push(symbol);
        scope = symbol;
    }
    true
}

/// Is `op` a symbol table (registered with the `SymbolTable` trait)?
pub fn is_symbol_table(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::SYMBOL_TABLE))
}

/// One step of upstream's `SymbolTable::walkSymbolTables`: for a symbol
/// table `op`, whether every use of its symbols is visible, given
/// `inherited`, the answer of the table around it (at a root in no block:
/// true). A table that is no symbol, or a private one, sees all its uses;
/// any other keeps `inherited`. `None` when `op` is not a symbol table:
/// what is nested in it is hidden, so its uses are all visible.
pub fn symbol_table_uses_visible(ctx: &Context, body: &Body, op: OpId, inherited: bool) -> Option<bool> {
    is_symbol_table(ctx, body, op).then(|| inherited || !is_symbol(ctx, body, op) || is_private(ctx, body, op))
}

/// The symbol named `name` defined directly in symbol table `table`.
pub fn lookup_symbol_in(ctx: &Context, body: &Body, table: OpId, name: &[u8]) -> Option<OpId> {
    let block = body.regions(table).first().and_then(|&r| body.entry_block(r))?;
    let scan = || body.block_ops(block).find(|&o| symbol_name(ctx, body, o) == Some(name));
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        let Some(cache) = c.as_mut() else { return scan() };
        let id = body as *const Body as usize;
        if cache.body != id {
            cache.body = id;
            cache.tables.clear();
        }
        let index = cache.tables.entry(table).or_insert_with(|| SymbolIndex::of_block(ctx, body, block));
        let hash = name_hash(name);
        // Still there, still in this table, still so named?
        let holds =
            |o: OpId| body.contains_op(o) && body.op_block(o) == Some(block) && symbol_name(ctx, body, o) == Some(name);
        if let Some(o) = index.find(hash, holds) {
            return Some(o);
        }
        if !index.first.contains_key(&hash) {
            return None;
        }
        // A candidate erased, moved or renamed since indexing may stand
        // for a symbol defined since (a function replaced by a new one of
        // its name): index the table again, as a scan would see it.
        *index = SymbolIndex::of_block(ctx, body, block);
        index.find(hash, holds)
    })
}

/// Tells an open lookup cache that `op`, named `name`, was just added to
/// the symbol table `table` (nothing to do outside a [`cache_scope`]): a
/// table indexed before would otherwise not find it. A name already
/// indexed keeps its first definition, as a scan would.
pub fn note_symbol_added(body: &Body, table: OpId, name: &[u8], op: OpId) {
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        let Some(cache) = c.as_mut() else { return };
        if cache.body != body as *const Body as usize {
            return;
        }
        if let Some(index) = cache.tables.get_mut(&table) {
            index.add(name_hash(name), op);
        }
    });
}

/// The symbols defined directly in symbol table `table`, by name, each
/// described by `describe`; the first definition of a name wins, as a scan
/// would find it. O(ops of the table).
pub fn index_symbols<T>(
    ctx: &Context,
    body: &Body,
    table: OpId,
    describe: impl Fn(OpId) -> T,
) -> FxHashMap<Box<[u8]>, T> {
    let mut index = FxHashMap::default();
    let Some(block) = body.regions(table).first().and_then(|&r| body.entry_block(r)) else { return index };
    for o in body.block_ops(block) {
        if let Some(n) = symbol_name(ctx, body, o) {
            index.entry(n.into()).or_insert_with(|| describe(o));
        }
    }
    index
}

/// A symbol found by [`resolve_nearest_symbol`]: an op of the body looked
/// in, or, from inside a lent body, one of the table above it as it was
/// when lending began.
#[derive(Clone, Copy, Debug)]
pub enum ResolvedSymbol<'b> {
    Op(OpId),
    Enclosing(&'b SymbolSnapshot),
}

impl ResolvedSymbol<'_> {
    /// The op, when it is in the body looked in.
    pub fn op(&self) -> Option<OpId> {
        match *self {
            ResolvedSymbol::Op(op) => Some(op),
            ResolvedSymbol::Enclosing(_) => None,
        }
    }

    pub fn op_name(&self, body: &Body) -> OpName {
        match *self {
            ResolvedSymbol::Op(op) => body.op_name(op),
            ResolvedSymbol::Enclosing(s) => s.name,
        }
    }

    /// The inherent (property) or discardable attribute `name`.
    pub fn attr(&self, ctx: &Context, body: &Body, name: &str) -> Option<Attribute> {
        match *self {
            ResolvedSymbol::Op(op) => crate::op_checks::inherent_attr(ctx, body, op, name),
            ResolvedSymbol::Enclosing(s) => s.attr(ctx, name),
        }
    }
}

/// The symbol named `name` in the nearest symbol table enclosing `from`,
/// looking above a lent body's shell when no table encloses `from` inside
/// it (see [`crate::enclosing`]).
pub fn resolve_nearest_symbol<'b>(
    ctx: &Context,
    body: &'b Body,
    from: impl Into<OpId>,
    name: &[u8],
) -> Option<ResolvedSymbol<'b>> {
    let from: OpId = from.into();
    let mut scope = body.parent_op(from);
    let mut root = from;
    while let Some(s) = scope {
        if is_symbol_table(ctx, body, s) {
            return lookup_symbol_in(ctx, body, s, name).map(ResolvedSymbol::Op);
        }
        root = s;
        scope = body.parent_op(s);
    }
    let enclosing = body.enclosing().filter(|e| e.shell == root)?;
    Some(match enclosing.lookup(name)? {
        EnclosingSymbol::Shell => ResolvedSymbol::Op(root),
        EnclosingSymbol::Snapshot(s) => ResolvedSymbol::Enclosing(s),
    })
}

#[cfg(test)]
mod tests {
    use super::holds_symbol_refs;
    use crate::Context;

    #[test]
    fn symbol_refs_are_found_through_arrays_and_dictionaries_and_remembered() {
        let ctx = Context::new();
        let i32_ty = ctx.integer_type(32);
        let one = ctx.integer_attr(i32_ty, 1);
        let callee = ctx.symbol_ref_attr("f");
        let plain = ctx.dictionary_attr(vec![(ctx.ident("value"), one)]);
        let nested = ctx.array_attr(vec![one, ctx.dictionary_attr(vec![(ctx.ident("callee"), callee)])]);
        for _ in 0..2 {
            assert!(!holds_symbol_refs(&ctx, one));
            assert!(!holds_symbol_refs(&ctx, plain));
            assert!(holds_symbol_refs(&ctx, callee));
            assert!(holds_symbol_refs(&ctx, nested));
        }
    }
}
