//! What encloses a lent op: a read-only snapshot, shared by the workers,
//! of what code running on a lent body may look at above its shell.
//!
//! A lent body ([`Body::lend_regions`]) holds one op's regions under a
//! detached shell, so walking up from inside stops at the shell. Upstream's
//! threading model lets a pass on an IsolatedFromAbove op look above it in
//! two read-only ways: the names (and traits) of the enclosing ops, and the
//! symbols of enclosing symbol tables (`SymbolTable::lookupNearestSymbolFrom`,
//! as `func.call`'s verifier and an inliner need). An [`EnclosingView`]
//! snapshots exactly that for the ops of one parent, once per lending run:
//! the enclosing op names, nearest first, and the nearest enclosing symbol
//! table's symbols (their op name, location, properties and attributes:
//! interned handles, so the snapshot is cheap and `Send + Sync`).
//!
//! Invariants:
//! - a view describes the IR as it was when lending began; a worker sees
//!   its own shell live (a lookup that finds the lent op itself answers
//!   with the shell, not the snapshot), and its siblings as they were;
//! - symbol lookups through a view are O(1) (a hash map built once per
//!   view, O(symbols of the table));
//! - the first definition of a name wins, as a scan of the table would find.

use std::sync::Arc;

use crate::{Attribute, Body, Context, FxHashMap, Location, OpId, OpName};

/// A symbol of the symbol table above a lent op, as it was when lending began.
#[derive(Clone, Copy, Debug)]
pub struct SymbolSnapshot {
    /// The symbol op in the lender's body.
    pub origin: OpId,
    pub name: OpName,
    pub loc: Location,
    pub properties: Option<Attribute>,
    pub attrs: Attribute,
}

impl SymbolSnapshot {
    /// The inherent (property) or discardable attribute `name`.
    pub fn attr(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        self.properties.and_then(|p| ctx.dict_get(p, name)).or_else(|| ctx.dict_get(self.attrs, name))
    }
}

/// What encloses the ops of one parent (see the module doc).
#[derive(Debug, Default)]
pub struct EnclosingView {
    /// The names of the ops enclosing the lent op, nearest first.
    ancestors: Vec<OpName>,
    /// The nearest symbol table enclosing the lent op, by symbol name.
    table: Option<Arc<FxHashMap<Box<[u8]>, SymbolSnapshot>>>,
    /// Whether `table`'s origins are ops of the lender's own body (not of a
    /// body further out, when a lent body lends again).
    table_in_lender: bool,
}

impl EnclosingView {
    /// The view from inside `parent`'s regions, in `body` (which may itself
    /// be lent: its own enclosing view continues the walk).
    pub fn of(ctx: &Context, body: &Body, parent: OpId) -> EnclosingView {
        let mut ancestors = Vec::new();
        let mut table = None;
        let mut scope = Some(parent);
        let mut root = parent;
        while let Some(s) = scope {
            ancestors.push(body.op_name(s));
            if table.is_none() && crate::symbols::is_symbol_table(ctx, body, s) {
                table = Some(Arc::new(index_table(ctx, body, s)));
            }
            root = s;
            scope = body.parent_op(s);
        }
        let mut table_in_lender = table.is_some();
        if let Some(outer) = body.enclosing().filter(|e| e.shell == root) {
            ancestors.extend_from_slice(&outer.view.ancestors);
            if table.is_none() {
                table = outer.view.table.clone();
                table_in_lender = false;
            }
        }
        EnclosingView { ancestors, table, table_in_lender }
    }

    /// The enclosing op names, nearest first.
    pub fn ancestors(&self) -> &[OpName] {
        &self.ancestors
    }
}

/// The symbols defined directly in symbol table `table`, as they are now.
fn index_table(ctx: &Context, body: &Body, table: OpId) -> FxHashMap<Box<[u8]>, SymbolSnapshot> {
    crate::symbols::index_symbols(ctx, body, table, |o| SymbolSnapshot {
        origin: o,
        name: body.op_name(o),
        loc: body.op_loc(o),
        properties: body.properties(o),
        attrs: body.attrs(o),
    })
}

/// A lent body's link to what encloses its shell.
#[derive(Clone, Debug)]
pub struct Enclosing {
    pub(crate) view: Arc<EnclosingView>,
    /// The shell, in the lent body.
    pub(crate) shell: OpId,
    /// The op lent, in the lender's body.
    pub(crate) origin: OpId,
}

impl Enclosing {
    pub fn new(view: Arc<EnclosingView>, shell: OpId, origin: OpId) -> Enclosing {
        Enclosing { view, shell, origin }
    }

    pub fn view(&self) -> &EnclosingView {
        &self.view
    }

    /// The symbol `name` of the nearest symbol table above the shell, if
    /// there is such a table.
    pub(crate) fn lookup(&self, name: &[u8]) -> Option<EnclosingSymbol<'_>> {
        let found = self.view.table.as_ref()?.get(name)?;
        if self.view.table_in_lender && found.origin == self.origin {
            return Some(EnclosingSymbol::Shell);
        }
        Some(EnclosingSymbol::Snapshot(found))
    }
}

/// What [`Enclosing::lookup`] found.
pub(crate) enum EnclosingSymbol<'a> {
    /// The lent op itself: the shell.
    Shell,
    Snapshot(&'a SymbolSnapshot),
}

impl Body {
    /// What encloses this body's shell, when this is a lent body.
    pub fn enclosing(&self) -> Option<&Enclosing> {
        self.enclosing.as_ref()
    }

    /// Links a lent body to what encloses its shell
    /// ([`crate::run_on_lent_regions`] does this for every body it lends).
    pub fn set_enclosing(&mut self, enclosing: Enclosing) {
        self.enclosing = Some(enclosing);
    }

    /// The names of the ops enclosing `op`, nearest first: its parents in
    /// this body, then, from a lent body's shell, the ops above the lender.
    pub fn ancestor_names(&self, op: impl Into<OpId>) -> impl Iterator<Item = OpName> + '_ {
        let op: OpId = op.into();
        let mut scope = self.parent_op(op);
        let mut root = op;
        let mut above: Option<std::slice::Iter<'_, OpName>> = None;
        std::iter::from_fn(move || {
            if let Some(s) = scope {
                root = s;
                scope = self.parent_op(s);
                return Some(self.op_name(s));
            }
            let rest = above.get_or_insert_with(|| match self.enclosing() {
                Some(e) if e.shell == root => e.view.ancestors.iter(),
                _ => [].iter(),
            });
            rest.next().copied()
        })
    }
}
