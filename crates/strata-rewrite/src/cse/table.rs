//! The scoped hash table of known ops (upstream's `ScopedHashTable` of
//! `CSE.cpp`), and a stack of such tables: an op that is or might be
//! IsolatedFromAbove gets a fresh, empty table for its regions.
//!
//! Invariants: entries are bucketed by [`Key::hash`] and found by
//! [`Key::equivalent`] (one key per run), newest first, so an entry
//! inserted in an inner scope shadows an equivalent one of an outer scope
//! until its scope ends; scopes end in the reverse order they began, so
//! ending one pops exactly the entries it inserted from the back of their
//! buckets. Buckets are only ever looked up by hash, never iterated: the
//! map's order cannot reach the output.

use strata_ir::{Body, FxHashMap, OpId, SmallVec};

use super::equivalence::Key;

/// One scoped table.
#[derive(Default)]
struct Table {
    buckets: FxHashMap<u64, SmallVec<[OpId; 1]>>,
    /// The hash of every insertion, in order.
    log: Vec<u64>,
    /// Where each open scope's insertions start in `log`.
    scopes: Vec<usize>,
}

/// The known ops: a stack of scoped tables, the last one in use.
pub struct KnownOps {
    tables: Vec<Table>,
}

thread_local! {
    /// The outermost table of this thread's last run, emptied (see
    /// [`crate::reuse`]).
    static REUSED: std::cell::Cell<Option<Table>> = const { std::cell::Cell::new(None) };
}

impl KnownOps {
    pub fn new() -> KnownOps {
        let table = REUSED.with(|r| r.take()).unwrap_or_default();
        KnownOps { tables: vec![table] }
    }

    /// Ends the run: the outermost table, emptied, serves the next run on
    /// this thread unless it grew large.
    pub fn finish(mut self) {
        let Some(mut table) = self.tables.drain(..).next() else { return };
        if !crate::reuse::worth_keeping(&[table.buckets.capacity(), table.log.capacity()]) {
            return;
        }
        table.buckets.clear();
        table.log.clear();
        table.scopes.clear();
        REUSED.with(|r| r.set(Some(table)));
    }

    fn top(&mut self) -> &mut Table {
        self.tables.last_mut().expect("a table is always open")
    }

    /// Starts a fresh, empty table (for an op that might be isolated).
    pub fn push_table(&mut self) {
        self.tables.push(Table::default());
    }

    pub fn pop_table(&mut self) {
        self.tables.pop();
        debug_assert!(!self.tables.is_empty());
    }

    /// How many tables are open (1: only the outermost).
    pub fn depth(&self) -> usize {
        self.tables.len()
    }

    pub fn push_scope(&mut self) {
        let t = self.top();
        t.scopes.push(t.log.len());
    }

    /// Ends the innermost scope, forgetting what it inserted.
    pub fn pop_scope(&mut self) {
        let t = self.top();
        let start = t.scopes.pop().expect("a scope is open");
        for h in t.log.drain(start..).rev() {
            let bucket = t.buckets.get_mut(&h).expect("logged bucket");
            bucket.pop();
            if bucket.is_empty() {
                t.buckets.remove(&h);
            }
        }
    }

    /// The newest known op equivalent to `op` whose hash is `hash`.
    pub fn lookup(&self, key: &Key<'_>, body: &Body, op: OpId, hash: u64) -> Option<OpId> {
        let t = self.tables.last().expect("a table is always open");
        let bucket = t.buckets.get(&hash)?;
        bucket.iter().rev().copied().find(|&known| key.equivalent(body, op, known))
    }

    /// Is an op equivalent to `op` known (upstream's `count`)?
    pub fn contains(&self, key: &Key<'_>, body: &Body, op: OpId) -> bool {
        self.lookup(key, body, op, key.hash(body, op)).is_some()
    }

    /// Records `op` (hash `hash`) in the innermost scope.
    pub fn insert(&mut self, op: OpId, hash: u64) {
        let t = self.top();
        t.buckets.entry(hash).or_default().push(op);
        t.log.push(hash);
    }
}
