//! Affine expressions, maps and integer sets (upstream's `AffineExpr`,
//! `AffineMap`, `IntegerSet`), as plain trees stored inside attributes.
//!
//! Invariant: expressions are kept in the simplified canonical form the
//! constructors in this module produce (constants folded, constants on the
//! right of `+` and `*`), so structural equality is what upstream's
//! uniquing gives.

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Add(Box<AffineExpr>, Box<AffineExpr>),
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// `(d0, d1)[s0] -> (d0 + s0, d1)`
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Vec<AffineExpr>,
}

/// `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`: `eq[i]` marks an equality.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub constraints: Vec<AffineExpr>,
    pub eq: Vec<bool>,
}
