//! Source locations (upstream's `LocationAttr` family), interned like types.
//!
//! `loc(unknown)`, `loc("file":line:col)` (optionally a range
//! `to line:col`), `loc("name"(child))`, `loc(callsite(callee at caller))`
//! and `loc(fused<metadata>[...])`.
//!
//! Invariants:
//! - a plain `"file":line:col` (no range) whose parts fit in the handle is
//!   stored *in* the handle, never interned: the parser gives every op its
//!   own location, and interning a million of them costs a hash lookup and
//!   some 70 bytes each. A `callsite(callee at caller)` is interned as
//!   its pair of handles in an interner of its own, indexed by caller
//!   (the inliner makes one per inlined op, all of a call with its
//!   location: a pair takes 24 bytes where a [`LocationKind`] slot takes
//!   48). Every other location is interned as its [`LocationKind`];
//! - the choice depends only on the value, so handle equality is still value
//!   equality: [`Context::intern_location`] is the one door and always picks
//!   the inline form when it fits.

use std::borrow::Cow;
use std::num::NonZeroU64;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::interner::AppendOnlyVec;
use crate::{Attribute, Context, FxHashMap, Ident};

/// The call-site locations of a context, as pairs of handles, indexed by
/// caller. The inliner makes one per op it moves or copies, all with the
/// call's location as the caller: the callee locations met under one
/// caller form a small table that stays in the caches, where one table of
/// every pair is missed at each op (a million inlined ops on a large
/// module). Indices are dense, in first-interned order.
#[derive(Default)]
pub(crate) struct CallsiteInterner {
    pairs: AppendOnlyVec<(Location, Location)>,
    len: AtomicUsize,
    by_caller: Mutex<FxHashMap<Location, CalleeTable>>,
}

/// The pairs of one caller: an open-addressing table (linear probing, a
/// power of two long, at most three quarters full) of indices into the
/// interner's pairs, each found by its callee. Four bytes a slot: a hash
/// map of callee to index took four times that, and a million call sites
/// spread over a hundred thousand calls paid it in tens of megabytes.
#[derive(Default)]
struct CalleeTable {
    slots: Vec<u32>,
    len: usize,
}

const EMPTY_SLOT: u32 = u32::MAX;

impl CalleeTable {
    /// The slot holding `callee`'s pair, or the empty slot where it goes
    /// (none in an empty table: slot 0 and no pair).
    fn probe(&self, pairs: &AppendOnlyVec<(Location, Location)>, callee: Location) -> (usize, Option<u32>) {
        if self.slots.is_empty() {
            return (0, None);
        }
        let mask = self.slots.len() - 1;
        let mut i = callee_hash(callee) & mask;
        loop {
            match self.slots[i] {
                EMPTY_SLOT => return (i, None),
                index if pairs.get(index as usize).is_some_and(|p| p.0 == callee) => return (i, Some(index)),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Makes room for one more entry; true when the table grew (its slots
    /// moved).
    fn reserve_one(&mut self, pairs: &AppendOnlyVec<(Location, Location)>) -> bool {
        if (self.len + 1) * 4 <= self.slots.len() * 3 {
            return false;
        }
        let size = (self.slots.len() * 2).max(4);
        let old = std::mem::replace(&mut self.slots, vec![EMPTY_SLOT; size]);
        let mask = self.slots.len() - 1;
        for index in old.into_iter().filter(|&s| s != EMPTY_SLOT) {
            let callee = pairs.get(index as usize).expect("an interned pair").0;
            let mut i = callee_hash(callee) & mask;
            while self.slots[i] != EMPTY_SLOT {
                i = (i + 1) & mask;
            }
            self.slots[i] = index;
        }
        true
    }
}

fn callee_hash(callee: Location) -> usize {
    use std::hash::{BuildHasher, BuildHasherDefault};
    BuildHasherDefault::<crate::FxHasher>::default().hash_one(callee) as usize
}

impl CallsiteInterner {
    /// The index of `callsite(callee at caller)`, equal for equal pairs.
    pub(crate) fn intern(&self, callee: Location, caller: Location) -> u32 {
        let mut by_caller = self.by_caller.lock().unwrap_or_else(|e| e.into_inner());
        let table = by_caller.entry(caller).or_default();
        let (mut slot, found) = table.probe(&self.pairs, callee);
        if let Some(index) = found {
            return index;
        }
        if table.reserve_one(&self.pairs) {
            slot = table.probe(&self.pairs, callee).0;
        }
        let n = self.len.fetch_add(1, Ordering::Relaxed);
        let index = u32::try_from(n).ok().filter(|&i| i != EMPTY_SLOT).expect("interner capacity exhausted");
        assert!(self.pairs.set(n, (callee, caller)), "interner capacity exhausted");
        table.slots[slot] = index;
        table.len += 1;
        index
    }

    /// The pair behind an index [`Self::intern`] returned.
    pub(crate) fn get(&self, index: u32) -> &(Location, Location) {
        self.pairs.get(index as usize).expect("handle from another context")
    }
}

/// A location handle: an interned index, or an inline `file:line:col`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(NonZeroU64);

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocationKind {
    Unknown,
    /// `"file":line:col`, with an optional end `to end_line:end_col`.
    FileLineCol {
        file: Ident,
        line: u32,
        col: u32,
        end: Option<(u32, u32)>,
    },
    Name {
        name: Ident,
        child: Option<Location>,
    },
    CallSite {
        callee: Location,
        caller: Location,
    },
    Fused {
        locations: Vec<Location>,
        metadata: Option<Attribute>,
    },
}

/// Layout of an inline handle: the top bit set, then the file's ident
/// index, the line and the column. Call sites hold [`CALLSITE`] and their
/// index among the context's call sites; other interned handles hold
/// `index + 1` (never zero, both bits clear).
const INLINE: u64 = 1 << 63;
const CALLSITE: u64 = 1 << 62;
const FILE_BITS: u32 = 23;
const LINE_BITS: u32 = 24;
const COL_BITS: u32 = 16;

impl Location {
    fn interned(index: u32) -> Location {
        Location(NonZeroU64::MIN.saturating_add(index as u64))
    }

    fn callsite(index: u32) -> Location {
        Location(NonZeroU64::MIN.saturating_add(CALLSITE - 1 + index as u64))
    }

    /// The index among the context's call sites of a call-site handle.
    fn callsite_index(self) -> Option<u32> {
        let raw = self.0.get();
        (raw & (INLINE | CALLSITE) == CALLSITE).then_some((raw & !CALLSITE) as u32)
    }

    /// The inline handle of `file:line:col`, if its parts fit.
    fn inline(file: Ident, line: u32, col: u32) -> Option<Location> {
        let fits = |v: u32, bits: u32| (v as u64) < (1u64 << bits);
        if !(fits(file.0, FILE_BITS) && fits(line, LINE_BITS) && fits(col, COL_BITS)) {
            return None;
        }
        let raw = INLINE | (file.0 as u64) << (LINE_BITS + COL_BITS) | (line as u64) << COL_BITS | col as u64;
        NonZeroU64::new(raw).map(Location)
    }

    /// `(file, line, col)` of an inline handle.
    fn inline_parts(self) -> Option<(Ident, u32, u32)> {
        let raw = self.0.get();
        if raw & INLINE == 0 {
            return None;
        }
        let mask = |bits: u32| (1u64 << bits) - 1;
        let file = (raw >> (LINE_BITS + COL_BITS)) & mask(FILE_BITS);
        let line = (raw >> COL_BITS) & mask(LINE_BITS);
        let col = raw & mask(COL_BITS);
        Some((Ident(file as u32), line as u32, col as u32))
    }
}

/// The most parts [`Context::fused_loc`] keeps.
pub const FUSED_LOC_LIMIT: usize = 16;

impl Context {
    pub fn intern_location(&self, kind: LocationKind) -> Location {
        match kind {
            LocationKind::FileLineCol { file, line, col, end: None } => {
                if let Some(loc) = Location::inline(file, line, col) {
                    return loc;
                }
            }
            LocationKind::CallSite { callee, caller } => {
                return Location::callsite(self.callsites.intern(callee, caller));
            }
            _ => {}
        }
        Location::interned(self.locations.intern(kind))
    }
    /// What `loc` is: borrowed when interned as a kind, built when inline
    /// or a call site.
    pub fn location_kind(&self, loc: Location) -> Cow<'_, LocationKind> {
        if let Some((file, line, col)) = loc.inline_parts() {
            return Cow::Owned(LocationKind::FileLineCol { file, line, col, end: None });
        }
        if let Some(index) = loc.callsite_index() {
            let &(callee, caller) = self.callsites.get(index);
            return Cow::Owned(LocationKind::CallSite { callee, caller });
        }
        Cow::Borrowed(self.locations.get((loc.0.get() - 1) as u32))
    }
    /// The callee and caller of a call-site location, without building its
    /// kind: `None` for any other location (the inliner asks this of every
    /// op it moves, and most are not call sites).
    pub fn callsite_parts(&self, loc: Location) -> Option<(Location, Location)> {
        loc.callsite_index().map(|index| *self.callsites.get(index))
    }
    /// Whether `loc` is `loc(unknown)`.
    pub fn is_unknown_loc(&self, loc: Location) -> bool {
        loc == self.unknown_loc()
    }
    /// `loc(unknown)` (interned first by every context).
    pub fn unknown_loc(&self) -> Location {
        Location::interned(0)
    }
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        let file = self.ident(file);
        self.intern_location(LocationKind::FileLineCol { file, line, col, end: None })
    }
    /// `FusedLoc::get(locs)` as upstream builds it: nested fused locations
    /// without metadata are flattened, unknown locations and repeats
    /// dropped; one location left is returned as is, none gives unknown.
    ///
    /// Unlike upstream, a fused location keeps at most
    /// [`FUSED_LOC_LIMIT`] parts (the first ones): rewrites that fuse the
    /// location of an op they created before (a chain of `(x + c1) + c2`
    /// folds) would otherwise grow it by one part per step, quadratic in
    /// time and memory over the chain.
    pub fn fused_loc(&self, locs: &[Location]) -> Location {
        let mut flat: Vec<Location> = Vec::new();
        'outer: for &l in locs {
            let kind = self.location_kind(l);
            let parts: &[Location] = match &*kind {
                LocationKind::Fused { locations, metadata: None } => locations,
                LocationKind::Unknown => &[],
                _ => std::slice::from_ref(&l),
            };
            for &p in parts {
                if flat.len() == FUSED_LOC_LIMIT {
                    break 'outer;
                }
                if !flat.contains(&p) {
                    flat.push(p);
                }
            }
        }
        match flat.len() {
            0 => self.unknown_loc(),
            1 => flat[0],
            _ => self.intern_location(LocationKind::Fused { locations: flat, metadata: None }),
        }
    }

    /// The first `file:line:col` found inside `loc`, for diagnostics.
    pub fn file_line_col(&self, loc: Location) -> Option<(&str, u32, u32)> {
        let mut stack = vec![loc];
        while let Some(l) = stack.pop() {
            if let Some((file, line, col)) = l.inline_parts() {
                return Some((self.ident_str(file), line, col));
            }
            match &*self.location_kind(l) {
                LocationKind::Unknown => {}
                LocationKind::FileLineCol { file, line, col, .. } => return Some((self.ident_str(*file), *line, *col)),
                LocationKind::Name { child, .. } => stack.extend(child.iter().copied()),
                LocationKind::CallSite { callee, .. } => stack.push(*callee),
                LocationKind::Fused { locations, .. } => stack.extend(locations.iter().rev().copied()),
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Equal call sites get equal handles, under many callers and past the
    /// growth of a caller's table, and each reads back its parts.
    #[test]
    fn call_sites_intern_by_value() {
        let ctx = Context::new();
        let callers: Vec<Location> = (0..5).map(|i| ctx.file_loc("caller.mlir", i, 1)).collect();
        let callees: Vec<Location> = (0..300).map(|i| ctx.file_loc("callee.mlir", i, 2)).collect();
        let site = |callee: Location, caller: Location| ctx.intern_location(LocationKind::CallSite { callee, caller });
        let first: Vec<Location> = callers
            .iter()
            .flat_map(|&caller| callees.iter().map(move |&callee| (callee, caller)))
            .map(|(a, b)| site(a, b))
            .collect();
        let unique: std::collections::HashSet<Location> = first.iter().copied().collect();
        assert_eq!(unique.len(), first.len());
        let mut again = first.iter();
        for &caller in &callers {
            for &callee in &callees {
                let loc = site(callee, caller);
                assert_eq!(Some(&loc), again.next());
                assert_eq!(ctx.callsite_parts(loc), Some((callee, caller)));
            }
        }
    }

    /// Inline and interned handles are chosen by value alone, so equal
    /// locations always get equal handles and every part reads back.
    #[test]
    fn inline_and_interned_locations_round_trip() {
        let ctx = Context::new();
        let cases =
            [(1, 1), (0, 0), ((1 << LINE_BITS) - 1, (1 << COL_BITS) - 1), (1 << LINE_BITS, 1), (7, 1 << COL_BITS)];
        for (line, col) in cases {
            let loc = ctx.file_loc("f.mlir", line, col);
            let inline = loc.inline_parts().is_some();
            assert_eq!(inline, line < (1 << LINE_BITS) && col < (1 << COL_BITS), "{line}:{col}");
            assert_eq!(loc, ctx.file_loc("f.mlir", line, col));
            assert_eq!(ctx.file_line_col(loc), Some(("f.mlir", line, col)));
            match &*ctx.location_kind(loc) {
                LocationKind::FileLineCol { line: l, col: c, end: None, .. } => assert_eq!((*l, *c), (line, col)),
                other => panic!("{other:?}"),
            }
            assert!(!ctx.is_unknown_loc(loc));
        }
        let file = ctx.ident("f.mlir");
        let ranged = ctx.intern_location(LocationKind::FileLineCol { file, line: 1, col: 2, end: Some((1, 5)) });
        assert!(ranged.inline_parts().is_none(), "ranges are interned");
        assert_ne!(ranged, ctx.file_loc("f.mlir", 1, 2));
        assert!(ctx.is_unknown_loc(ctx.unknown_loc()));
        assert_eq!(ctx.intern_location(LocationKind::Unknown), ctx.unknown_loc());
        // Call sites have their own interner and handles: equal ones are
        // one handle, nested ones read back, none is another kind's.
        let (a, b) = (ctx.file_loc("f.mlir", 1, 2), ctx.file_loc("g.mlir", 3, 4));
        let site = ctx.intern_location(LocationKind::CallSite { callee: a, caller: b });
        let nested = ctx.intern_location(LocationKind::CallSite { callee: site, caller: ranged });
        assert_eq!(site, ctx.intern_location(LocationKind::CallSite { callee: a, caller: b }));
        assert!(![a, b, ranged, ctx.unknown_loc(), nested].contains(&site));
        assert_eq!(*ctx.location_kind(nested), LocationKind::CallSite { callee: site, caller: ranged });
        assert_eq!(ctx.file_line_col(nested), Some(("f.mlir", 1, 2)));
    }
}
