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
    pub fn fused_loc(&self, locs: &[Location]) -> Location {
        let mut flat: Vec<Location> = Vec::new();
        for &l in locs {
            let parts = match self.location_kind(l) {
                LocationKind::Fused { locations, metadata: None } => locations.clone(),
                LocationKind::Unknown => Vec::new(),
                _ => vec![l],
            };
            for p in parts {
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
