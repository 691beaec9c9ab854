//! Memref layouts as upstream's `MemRefType` sees them: strides and offset
//! (`getStridesAndOffset`), identity (`MemRefLayoutAttrInterface::
//! isIdentity`), the canonical form used to compare layouts
//! (`canonicalizeStridedLayout`) and `SaturatedInteger` arithmetic, shared
//! by the memref and vector verifiers.
//!
//! A layout is absent (the identity), `strided<[...], offset: ...>` or an
//! affine map. To compare affine layouts, a single-result expression is
//! read as a polynomial over dims and symbols (a sum of constant multiples
//! of products of dims and symbols): two such layouts are equal when their
//! polynomials are, which is what upstream's simplified expressions
//! compare for strided layouts. Expressions with `mod`, `floordiv` or
//! `ceildiv` of a dimension are not strided and are compared as written.
//!
//! `DYNAMIC` (`?`) marks a dynamic stride, offset or size throughout.

use std::collections::BTreeMap;

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{AttrKind, Attribute, Context, Type, TypeKind, DYNAMIC};

/// `SaturatedInteger` product: 0 if either side is 0, else `DYNAMIC` if
/// either is dynamic.
pub fn saturated_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// `SaturatedInteger` sum: `DYNAMIC` if either side is dynamic.
pub fn saturated_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// A dim or a symbol: the factors of a monomial (dims sort first).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
enum Atom {
    Dim(u32),
    Symbol(u32),
}

/// A sum of constant multiples of products of atoms (sorted factors; the
/// empty product is the constant term); no zero coefficients.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
struct Poly(BTreeMap<Vec<Atom>, i64>);

/// A bound on the terms of a product: a layout is a handful of terms, and a
/// verifier must not grow without limit on a pathological expression.
const MAX_TERMS: usize = 1024;

impl Poly {
    fn term(factors: Vec<Atom>, coefficient: i64) -> Poly {
        let mut p = Poly::default();
        p.add_term(factors, coefficient);
        p
    }

    fn add_term(&mut self, mut factors: Vec<Atom>, coefficient: i64) {
        factors.sort_unstable();
        let c = self.0.entry(factors.clone()).or_insert(0);
        *c = c.wrapping_add(coefficient);
        if *c == 0 {
            self.0.remove(&factors);
        }
    }

    fn add(mut self, other: Poly) -> Poly {
        for (factors, c) in other.0 {
            self.add_term(factors, c);
        }
        self
    }

    fn mul(&self, other: &Poly) -> Option<Poly> {
        if self.0.len().saturating_mul(other.0.len()) > MAX_TERMS {
            return None;
        }
        let mut out = Poly::default();
        for (a, x) in &self.0 {
            for (b, y) in &other.0 {
                out.add_term(a.iter().chain(b).copied().collect(), x.wrapping_mul(*y));
            }
        }
        Some(out)
    }

    /// The polynomial of `e`, if it is built from `+` and `*` only.
    fn of(e: &AffineExpr) -> Option<Poly> {
        enum Task<'a> {
            Visit(&'a AffineExpr),
            Sum,
            Product,
        }
        // An explicit stack: expressions can be deeper than the call stack.
        let mut tasks = vec![Task::Visit(e)];
        let mut values: Vec<Poly> = Vec::new();
        while let Some(task) = tasks.pop() {
            match task {
                Task::Visit(AffineExpr::Dim(d)) => values.push(Poly::term(vec![Atom::Dim(*d)], 1)),
                Task::Visit(AffineExpr::Symbol(s)) => values.push(Poly::term(vec![Atom::Symbol(*s)], 1)),
                Task::Visit(AffineExpr::Constant(c)) => values.push(Poly::term(Vec::new(), *c)),
                Task::Visit(AffineExpr::Add(l, r)) => {
                    tasks.extend([Task::Sum, Task::Visit(r), Task::Visit(l)]);
                }
                Task::Visit(AffineExpr::Mul(l, r)) => {
                    tasks.extend([Task::Product, Task::Visit(r), Task::Visit(l)]);
                }
                Task::Visit(_) => return None,
                Task::Sum | Task::Product => {
                    let r = values.pop()?;
                    let l = values.pop()?;
                    values.push(if matches!(task, Task::Sum) { l.add(r) } else { l.mul(&r)? });
                }
            }
        }
        values.pop()
    }

    /// The strides and offset of a layout `offset + sum(d_i * stride_i)`:
    /// `None` if a term has two dims (or a dim of `rank` or beyond); a
    /// stride or offset with a symbolic part is `DYNAMIC`.
    fn strides_and_offset(&self, rank: usize) -> Option<(Vec<i64>, i64)> {
        let (mut strides, mut offset) = (vec![0i64; rank], 0i64);
        for (factors, &c) in &self.0 {
            let dims: Vec<u32> = factors
                .iter()
                .filter_map(|a| match a {
                    Atom::Dim(d) => Some(*d),
                    Atom::Symbol(_) => None,
                })
                .collect();
            let symbolic = factors.len() > dims.len();
            let slot = match dims.as_slice() {
                [] => &mut offset,
                [d] => strides.get_mut(usize::try_from(*d).ok()?)?,
                _ => return None,
            };
            *slot = if symbolic { DYNAMIC } else { saturated_add(*slot, c) };
        }
        Some((strides, offset))
    }

    /// An expression of the polynomial as upstream prints a simplified
    /// layout: a linear one in flattened order (dims, symbols, constant), a
    /// semi-affine one in the order a strided layout builds it (offset,
    /// then each dim's terms).
    fn to_expr(&self) -> AffineExpr {
        let atom = |a: &Atom| match a {
            Atom::Dim(d) => AffineExpr::dim(*d),
            Atom::Symbol(s) => AffineExpr::symbol(*s),
        };
        let term = |factors: &[Atom], c: i64| {
            let product = factors.iter().map(atom).reduce(AffineExpr::mul).unwrap_or(AffineExpr::constant(1));
            product.mul(AffineExpr::constant(c))
        };
        let linear = self.0.keys().all(|f| f.len() <= 1);
        let constant = self.0.get(&Vec::new()).copied().unwrap_or(0);
        let mut expr = AffineExpr::constant(0);
        if linear {
            for (factors, &c) in self.0.iter().filter(|(f, _)| !f.is_empty()) {
                expr = expr.add(term(factors, c));
            }
            return expr.add(AffineExpr::constant(constant));
        }
        expr = expr.add(AffineExpr::constant(constant));
        let has_dim = |f: &[Atom]| f.iter().any(|a| matches!(a, Atom::Dim(_)));
        for (factors, &c) in self.0.iter().filter(|(f, _)| !f.is_empty() && !has_dim(f)) {
            expr = expr.add(term(factors, c));
        }
        for (factors, &c) in self.0.iter().filter(|(f, _)| has_dim(f)) {
            expr = expr.add(term(factors, c));
        }
        expr
    }
}

/// `makeStridedLinearLayoutMap` as a polynomial, with its symbol count: the
/// offset (a symbol first, if dynamic), plus `d_i` times each stride (a new
/// symbol for each dynamic one).
fn strided_poly(strides: &[i64], offset: i64) -> (Poly, u32) {
    let mut symbols = 0u32;
    let mut next_symbol = || {
        symbols += 1;
        Atom::Symbol(symbols - 1)
    };
    let mut p = if offset == DYNAMIC { Poly::term(vec![next_symbol()], 1) } else { Poly::term(Vec::new(), offset) };
    for (i, &stride) in strides.iter().enumerate() {
        let d = Atom::Dim(i as u32);
        p = p.add(if stride == DYNAMIC { Poly::term(vec![d, next_symbol()], 1) } else { Poly::term(vec![d], stride) });
    }
    (p, symbols)
}

/// `makeCanonicalStridedLayoutExpr(shape)`: row-major strides, symbolic
/// (a new symbol each, innermost first) outside the first dimension of
/// size 0 or `?` seen from the right.
fn canonical_poly(shape: &[i64]) -> Poly {
    let (mut p, mut running, mut poisoned, mut symbols) = (Poly::default(), 1i64, false, 0u32);
    for (i, &size) in shape.iter().enumerate().rev() {
        let d = Atom::Dim(i as u32);
        if poisoned {
            p.add_term(vec![d, Atom::Symbol(symbols)], 1);
            symbols += 1;
        } else {
            p.add_term(vec![d], running);
        }
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poisoned = true;
        }
    }
    p
}

/// Row-major strides of `shape` (upstream's canonical strides): `DYNAMIC`
/// outside the first dimension of size 0 or `?` seen from the right.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        let next = shape[i + 1];
        strides[i] = if next > 0 { saturated_mul(strides[i + 1], next) } else { DYNAMIC };
    }
    strides
}

/// Upstream's `MemRefLayoutAttrInterface::isIdentity`: no layout, an
/// identity map, or a strided layout whose map is the identity (rank 1,
/// unit stride, offset 0).
pub fn is_identity_layout(ctx: &Context, layout: Option<Attribute>) -> bool {
    match layout.map(|l| ctx.attr_kind(l)) {
        None => true,
        Some(AttrKind::AffineMap(m)) => m.is_identity(),
        Some(AttrKind::StridedLayout { offset, strides }) => *offset == 0 && strides.as_slice() == [1],
        Some(_) => false,
    }
}

/// Shape, element, layout and memory space of a ranked memref type.
pub type MemRefParts<'a> = (&'a [i64], Type, Option<Attribute>, Option<Attribute>);

/// The parts of a ranked memref type.
pub fn memref_parts(ctx: &Context, ty: Type) -> Option<MemRefParts<'_>> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, layout, memory_space } => Some((shape, *element, *layout, *memory_space)),
        _ => None,
    }
}

/// Upstream's `getStridesAndOffset` for a memref of `shape` with `layout`:
/// the strides and offset (`DYNAMIC` where not static), or `None` if the
/// layout is not strided.
pub fn strides_and_offset(ctx: &Context, shape: &[i64], layout: Option<Attribute>) -> Option<(Vec<i64>, i64)> {
    match layout.map(|l| ctx.attr_kind(l)) {
        None => Some((canonical_strides(shape), 0)),
        Some(AttrKind::StridedLayout { offset, strides }) => Some((strides.clone(), *offset)),
        Some(AttrKind::AffineMap(m)) if m.is_identity() => Some((canonical_strides(shape), 0)),
        Some(AttrKind::AffineMap(m)) => match m.results.as_slice() {
            [e] => Poly::of(e)?.strides_and_offset(shape.len()),
            _ => None,
        },
        Some(_) => None,
    }
}

/// The strides and offset of a ranked memref type (see [`strides_and_offset`]).
pub fn type_strides_and_offset(ctx: &Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    let (shape, _, layout, _) = memref_parts(ctx, ty)?;
    strides_and_offset(ctx, shape, layout)
}

/// `memref<shape x element, strided<strides, offset: offset>, space>`.
pub fn strided_memref_type(
    ctx: &Context,
    shape: Vec<i64>,
    element: Type,
    (strides, offset): (Vec<i64>, i64),
    memory_space: Option<Attribute>,
) -> Type {
    let layout = Some(ctx.intern_attr(AttrKind::StridedLayout { offset, strides }));
    ctx.intern_type(TypeKind::MemRef { shape, element, layout, memory_space })
}

/// What a layout canonicalizes to (upstream's
/// `canonicalizeStridedLayout`): an attribute kept as it is (`None`: the
/// identity), or a single-result map kept as its polynomial.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Canonical {
    Attr(Option<Attribute>),
    Linear { dims: u32, symbols: u32, poly: Poly },
}

fn canonical_layout(ctx: &Context, shape: &[i64], layout: Option<Attribute>) -> Canonical {
    let keep = Canonical::Attr(layout);
    let (dims, symbols, poly) = match layout.map(|l| ctx.attr_kind(l)) {
        None => return keep,
        Some(AttrKind::StridedLayout { offset, strides }) => {
            if *offset == 0 && strides.as_slice() == [1] {
                return keep;
            }
            let (poly, symbols) = strided_poly(strides, *offset);
            (strides.len() as u32, symbols, Some(poly))
        }
        Some(AttrKind::AffineMap(m)) => {
            if m.is_identity() {
                return keep;
            }
            let [e] = m.results.as_slice() else { return keep };
            (m.num_dims, m.num_symbols, Poly::of(e))
        }
        Some(_) => return keep,
    };
    let Some(poly) = poly else { return keep };
    if dims == 0 && symbols == 0 {
        // `() -> (c)`: only the zero offset is the identity.
        return if poly.0.is_empty() { Canonical::Attr(None) } else { keep };
    }
    if shape.is_empty() {
        return keep;
    }
    if poly == canonical_poly(shape) {
        return Canonical::Attr(None);
    }
    Canonical::Linear { dims, symbols, poly }
}

/// `a.canonicalizeStridedLayout() == b.canonicalizeStridedLayout()` for two
/// memref types: same shape, element type and memory space, and layouts
/// that canonicalize alike. Other types compare by identity.
pub fn same_canonical_strided_type(ctx: &Context, a: Type, b: Type) -> bool {
    match (memref_parts(ctx, a), memref_parts(ctx, b)) {
        (Some((sa, ea, la, ma)), Some((sb, eb, lb, mb))) => {
            sa == sb && ea == eb && ma == mb && canonical_layout(ctx, sa, la) == canonical_layout(ctx, sb, lb)
        }
        _ => a == b,
    }
}

/// Upstream's `canonicalizeStridedLayout` of a memref type, as it prints in
/// diagnostics: the identity layout dropped, a strided layout that is not
/// canonical turned into its simplified affine map.
pub fn canonicalize_strided_layout(ctx: &Context, ty: Type) -> Type {
    let Some((shape, element, layout, memory_space)) = memref_parts(ctx, ty) else { return ty };
    let layout = match canonical_layout(ctx, shape, layout) {
        Canonical::Attr(layout) => layout,
        Canonical::Linear { dims, symbols, poly } => Some(ctx.intern_attr(AttrKind::AffineMap(Box::new(AffineMap {
            num_dims: dims,
            num_symbols: symbols,
            results: vec![poly.to_expr()],
        })))),
    };
    ctx.intern_type(TypeKind::MemRef { shape: shape.to_vec(), element, layout, memory_space })
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::FloatKind;

    fn memref(ctx: &Context, shape: Vec<i64>, layout: Option<Attribute>) -> Type {
        let element = ctx.float_type(FloatKind::F32);
        ctx.intern_type(TypeKind::MemRef { shape, element, layout, memory_space: None })
    }

    fn strided(ctx: &Context, strides: Vec<i64>, offset: i64) -> Option<Attribute> {
        Some(ctx.intern_attr(AttrKind::StridedLayout { offset, strides }))
    }

    fn map(ctx: &Context, num_dims: u32, num_symbols: u32, e: AffineExpr) -> Option<Attribute> {
        Some(ctx.affine_map_attr(AffineMap { num_dims, num_symbols, results: vec![e] }))
    }

    #[test]
    fn saturated_arithmetic_follows_upstream() {
        assert_eq!(saturated_mul(0, DYNAMIC), 0);
        assert_eq!(saturated_mul(DYNAMIC, 3), DYNAMIC);
        assert_eq!(saturated_add(2, DYNAMIC), DYNAMIC);
        assert_eq!(canonical_strides(&[4, DYNAMIC, 4]), vec![DYNAMIC, 4, 1]);
        assert_eq!(canonical_strides(&[2, 0, 4]), vec![DYNAMIC, 4, 1]);
    }

    #[test]
    fn strides_of_affine_layouts() {
        let ctx = Context::new();
        let (d0, d1, s0) = (AffineExpr::dim(0), AffineExpr::dim(1), AffineExpr::symbol(0));
        let layout = map(&ctx, 2, 1, d0.clone().mul(AffineExpr::constant(8)).add(d1.clone()).add(s0.clone()));
        assert_eq!(strides_and_offset(&ctx, &[4, 8], layout), Some((vec![8, 1], DYNAMIC)));
        let layout = map(&ctx, 2, 1, d0.clone().mul(s0).add(d1.clone()).add(AffineExpr::constant(3)));
        assert_eq!(strides_and_offset(&ctx, &[4, 8], layout), Some((vec![DYNAMIC, 1], 3)));
        let layout = map(&ctx, 2, 0, d0.floor_div(AffineExpr::constant(2)).add(d1));
        assert_eq!(strides_and_offset(&ctx, &[4, 8], layout), None);
    }

    #[test]
    fn canonical_layouts_compare_by_value() {
        let ctx = Context::new();
        let (d0, d1) = (AffineExpr::dim(0), AffineExpr::dim(1));
        let by_map = memref(&ctx, vec![8, 4], map(&ctx, 2, 0, d1.clone().mul(AffineExpr::constant(8)).add(d0.clone())));
        let by_strides = memref(&ctx, vec![8, 4], strided(&ctx, vec![1, 8], 0));
        assert!(same_canonical_strided_type(&ctx, by_map, by_strides));
        // The row-major layout canonicalizes to no layout.
        let row_major = memref(&ctx, vec![4, 8], strided(&ctx, vec![8, 1], 0));
        assert!(same_canonical_strided_type(&ctx, row_major, memref(&ctx, vec![4, 8], None)));
        // A 1-D unit stride is an identity map, kept as written.
        let unit = memref(&ctx, vec![4], strided(&ctx, vec![1], 0));
        assert!(!same_canonical_strided_type(&ctx, unit, memref(&ctx, vec![4], None)));
        assert!(is_identity_layout(&ctx, strided(&ctx, vec![1], 0)));
        let expected = memref(&ctx, vec![8, 4], map(&ctx, 2, 0, d0.add(d1.mul(AffineExpr::constant(8)))));
        assert_eq!(canonicalize_strided_layout(&ctx, by_strides), expected);
    }
}
