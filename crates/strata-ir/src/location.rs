//! Source locations (upstream's `LocationAttr` family), interned like types.
//!
//! `loc(unknown)`, `loc("file":line:col)` (optionally a range
//! `to line:col`), `loc("name"(child))`, `loc(callsite(callee at caller))`
//! and `loc(fused<metadata>[...])`.

use crate::{Attribute, Context, Ident};

#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(pub(crate) u32);

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

/// The most parts [`Context::fused_loc`] keeps.
pub const FUSED_LOC_LIMIT: usize = 16;

impl Context {
    pub fn intern_location(&self, kind: LocationKind) -> Location {
        Location(self.locations.intern(kind))
    }
    pub fn location_kind(&self, loc: Location) -> &LocationKind {
        self.locations.get(loc.0)
    }
    /// `loc(unknown)` (interned first by every context).
    pub fn unknown_loc(&self) -> Location {
        Location(0)
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
            let parts: &[Location] = match self.location_kind(l) {
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
            match self.location_kind(l) {
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
