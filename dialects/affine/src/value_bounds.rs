//! `ValueBoundsOpInterface` of `affine.apply` (upstream's
//! `Affine/IR/ValueBoundsOpInterfaceImpl.cpp`), attached by the tables:
//! the result equals the map's expression of the operands where that
//! expression is linear (sums and multiples); floor and ceiling divisions
//! and remainders are evaluated when their operands are constants and
//! say nothing otherwise. `affine.min` and `affine.max` bound their result
//! by inequalities only, so they say no equality here.

use strata_ir::affine::AffineExpr;
use strata_ir::value_bounds::{LinearExpr, ValueBoundsOpInterface};
use strata_ir::AttrKind;

/// `e` over the operand expressions (dims first, then symbols).
fn linear(e: &AffineExpr, num_dims: u32, operands: &[LinearExpr]) -> Option<LinearExpr> {
    let both = |a: &AffineExpr, b: &AffineExpr| Some((linear(a, num_dims, operands)?, linear(b, num_dims, operands)?));
    let constants = |a: &AffineExpr, b: &AffineExpr| {
        let (x, y) = both(a, b)?;
        Some((x.as_constant()?, y.as_constant()?))
    };
    match e {
        AffineExpr::Dim(d) => operands.get(*d as usize).cloned(),
        AffineExpr::Symbol(s) => operands.get((num_dims + *s) as usize).cloned(),
        AffineExpr::Constant(c) => Some(LinearExpr::constant(*c)),
        AffineExpr::Add(a, b) => {
            let (x, y) = both(a, b)?;
            x.add_scaled(&y, 1)
        }
        AffineExpr::Mul(a, b) => {
            let (x, y) = both(a, b)?;
            x.mul(&y)
        }
        AffineExpr::FloorDiv(a, b) => {
            let (x, y) = constants(a, b)?;
            (y != 0).then(|| LinearExpr::constant(x.div_euclid(y) - i64::from(y < 0 && x.rem_euclid(y) != 0)))
        }
        AffineExpr::CeilDiv(a, b) => {
            let (x, y) = constants(a, b)?;
            let floor = x.checked_div(y)?;
            let ceil = if x % y != 0 && ((x < 0) == (y < 0)) { floor + 1 } else { floor };
            Some(LinearExpr::constant(ceil))
        }
        AffineExpr::Mod(a, b) => {
            let (x, y) = constants(a, b)?;
            (y > 0).then(|| LinearExpr::constant(x.rem_euclid(y)))
        }
    }
}

/// `affine.apply`: the expression of its map's single result.
pub fn apply() -> ValueBoundsOpInterface {
    ValueBoundsOpInterface::index_only(|ctx, body, op, _| {
        let map = strata_ir::op_checks::inherent_attr(ctx, body, op, "map")?;
        let AttrKind::AffineMap(map) = ctx.attr_kind(map) else { return None };
        let [result] = map.results.as_slice() else { return None };
        let operands: Vec<LinearExpr> = (0..body.num_operands(op))
            .map(|i| ValueBoundsOpInterface::operand(ctx, body, op, i))
            .collect::<Option<_>>()?;
        linear(result, map.num_dims, &operands)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn divisions_round_as_affine_expressions_do() {
        let c = |v| AffineExpr::Constant(v);
        let eval = |e: AffineExpr| linear(&e, 0, &[]).and_then(|l| l.as_constant());
        assert_eq!(eval(AffineExpr::FloorDiv(Box::new(c(-7)), Box::new(c(2)))), Some(-4));
        assert_eq!(eval(AffineExpr::CeilDiv(Box::new(c(7)), Box::new(c(2)))), Some(4));
        assert_eq!(eval(AffineExpr::CeilDiv(Box::new(c(-7)), Box::new(c(2)))), Some(-3));
        assert_eq!(eval(AffineExpr::Mod(Box::new(c(-7)), Box::new(c(2)))), Some(1));
        assert_eq!(eval(AffineExpr::FloorDiv(Box::new(c(7)), Box::new(c(0)))), None);
    }
}
