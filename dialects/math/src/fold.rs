//! Fold hooks of the math ops (`hasFolder` in ODS), wired by the generated
//! `OpInfo`s.
//!
//! Folding arrives with the rewrite engine (a later issue): until then every
//! hook reports `FoldOutcome::Failure` ("nothing folded"), which is always a
//! correct answer under upstream's contract.

use strata_ir::{Attribute, Body, Context, FoldOutcome, OpId};

/// Declares fold hooks that do not fold yet.
macro_rules! not_yet {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`math.", stringify!($name), "`: not folded yet (the rewrite engine is a later issue).")]
            pub fn $name(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
                FoldOutcome::Failure
            }
        )*
    };
}

not_yet! {
    absf, absi, acos, acosh, asin, asinh, atan, atan2, atanh, ceil, copysign, cos, cosh, ctlz, ctpop, cttz, erf,
    erfc, exp, exp2, expm1, floor, ipowi, isfinite, isinf, isnan, isnormal, log, log10, log1p, log2, powf, round,
    roundeven, sin, sinh, sqrt, tan, tanh, trunc,
}

/// Upstream's `materializeConstant` of this dialect: arith's (an `arith.constant`, or a `ub.poison` for a poison value).
pub use strata_dialect_arith::fold::materialize_constant;
