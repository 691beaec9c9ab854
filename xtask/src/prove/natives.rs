//! What the prover knows of a rule's host-language pieces: the kinds of
//! the attributes ops carry, the Rust checks and constants the DRR reader
//! writes, and an SMT model of every native call and constraint the rules
//! files use.
//!
//! Each model restates, in SMT, what the Rust helper of the same name does
//! (`dialects/arith/src/canonicalize/native.rs`); a helper without a model
//! makes its rules "not provable" with that reason, never silently proven.

use super::semantics::Term;
use super::smt;
use super::types::{Filter, Kind, Ty, TypeConstraints};

/// The kinds of attributes the op semantics read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AttrKind {
    /// `overflowFlags` (`nsw`, `nuw`).
    Flags,
    /// `arith.cmpi`'s and `index.cmp`'s predicate.
    Pred,
    /// `fastmath`.
    Fastmath,
    /// `roundingmode` (optional).
    Rounding,
    /// A typed integer attribute: a constant's value, a folded constant.
    Int,
    /// A unit flag (`isExact`): present or not.
    Unit,
}

/// A fixed attribute value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConstAttr {
    /// Left out: no flags, the default rounding mode.
    Default,
    Flags(u32),
    Pred(u32),
}

/// The kind of attribute `name` of `op`.
pub fn attr_kind(op: &str, name: &str) -> Result<AttrKind, String> {
    Ok(match (op, name) {
        (_, "overflowFlags") => AttrKind::Flags,
        ("arith.cmpi", "predicate") | ("index.cmp", "pred") => AttrKind::Pred,
        (_, "fastmath") => AttrKind::Fastmath,
        (_, "roundingmode") => AttrKind::Rounding,
        ("arith.constant" | "index.constant", "value") => AttrKind::Int,
        (_, "isExact") => AttrKind::Unit,
        _ => return Err(format!("{op}: attribute `{name}` has no SMT model")),
    })
}

/// The predicates of `arith.cmpi` (and `index.cmp`), in their enum order.
pub const PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// The arguments of a Rust call `f(a, b, ...)` in `text` after `prefix`.
fn call_args<'a>(text: &'a str, prefix: &str) -> Option<Vec<&'a str>> {
    let rest = text.trim().strip_prefix(prefix)?.strip_prefix('(')?;
    let inner = rest.strip_suffix(')')?;
    Some(inner.split(',').map(str::trim).collect())
}

/// A source constant's check: its fixed value and width (`0`: index)
/// where the check fixes them.
pub fn constant_check(check: &str) -> Result<(Option<i64>, Option<u32>), String> {
    if check.starts_with("strata_rewrite::drr::is_integer_attr(")
        || check.starts_with("strata_ir::op_checks::typed_attr_type(")
    {
        return Ok((None, None));
    }
    if let Some(args) = call_args(check, "strata_rewrite::drr::is_int_attr") {
        if let [_, _, w, v] = args[..] {
            let w = w.parse().map_err(|_| format!("width {w:?}"))?;
            let v = v.parse().map_err(|_| format!("value {v:?}"))?;
            return Ok((Some(v), Some(w)));
        }
    }
    Err(format!("constant check `{check}` has no SMT model"))
}

/// `strata_rewrite::drr::int_attr($_ctx, W, V)`: width (`0`: index), value.
pub fn int_attr(rust: &str) -> Result<(u32, i64), String> {
    if let Some([_, w, v]) = call_args(rust, "strata_rewrite::drr::int_attr").as_deref() {
        if let (Ok(w), Ok(v)) = (w.parse(), v.parse()) {
            return Ok((w, v));
        }
    }
    Err(format!("constant `{rust}` has no SMT model"))
}

/// An enum constant of a result or source (`crate::IntegerOverflowFlags(0)`,
/// `crate::CmpIPredicate::Slt`).
pub fn const_attr(rust: &str, kind: AttrKind) -> Result<ConstAttr, String> {
    match kind {
        AttrKind::Flags => {
            let bits = rust
                .rsplit_once("IntegerOverflowFlags(")
                .and_then(|(_, r)| r.strip_suffix(')'))
                .and_then(|b| b.parse().ok())
                .ok_or_else(|| format!("flags `{rust}` have no SMT model"))?;
            Ok(ConstAttr::Flags(bits))
        }
        AttrKind::Pred => {
            let case = rust.rsplit("::").next().unwrap_or(rust).to_ascii_lowercase();
            let i = PREDICATES.iter().position(|p| *p == case).ok_or_else(|| format!("predicate `{rust}`"))?;
            Ok(ConstAttr::Pred(i as u32))
        }
        _ => Err(format!("constant attribute `{rust}` has no SMT model")),
    }
}

/// The model name of a constraint's Rust predicate.
pub fn constraint_name(pred: &str) -> Result<String, String> {
    let known: &[(&str, &str)] = &[
        ("is_scalar_or_splat_negative_one(", "negative_one"),
        ("is_scalar_or_splat_one(", "one"),
        ("int_attr_of_type(", "same_type"),
        ("value_wider_than(", "wider"),
        ("truncation_matches_shift_amount(", "truncation_matches_shift_amount"),
        ("$_body.uses($0).is_empty()", "has_no_uses"),
        ("cast_keeps_value(", "not_narrower"),
        ("int_to_float_rounds_once($_ctx, $_body, $0, $1, $2, true)", "rounds_once_signed"),
        ("int_to_float_rounds_once($_ctx, $_body, $0, $1, $2, false)", "rounds_once_unsigned"),
        ("matches!($0, CmpIPredicate::Eq | CmpIPredicate::Ne)", "eq_or_ne"),
        ("$0.is_none()", "is_none"),
        ("$_body.value_type($0) == $_body.value_type($1)", "same_type"),
    ];
    let mut pred = pred.trim();
    while let Some(inner) = pred.strip_prefix('(').and_then(|p| p.strip_suffix(')')) {
        pred = inner.trim();
    }
    known
        .iter()
        .find(|(text, _)| pred.starts_with(text))
        .map(|(_, name)| name.to_string())
        .ok_or_else(|| format!("constraint `{pred}` has no SMT model"))
}

/// The model name of a native call's Rust expression.
pub fn native_name(expr: &str) -> Result<String, String> {
    let name = expr.split('(').next().unwrap_or(expr).trim();
    match name {
        "add_int_attrs" | "sub_int_attrs" | "mul_int_attrs" | "merge_overflow" | "drop_nsw" | "zero_attr_of"
        | "invert_predicate" => Ok(name.to_string()),
        n if merge_folding(n).is_some() => Ok(n.to_string()),
        _ => Err(format!("native call `{expr}` has no SMT model")),
    }
}

/// `merge_overflow_{add,sub,mul}[_nsw|_nuw]($_ctx, f1, f2, c0, c1)`: the
/// op whose wrapping is checked and which flags are checked (a suffix
/// checks that flag only: the other one is kept merged, for rules where
/// the source is always poison when the constant wraps in that sense).
fn merge_folding(func: &str) -> Option<(&'static str, bool, bool)> {
    let rest = func.strip_prefix("merge_overflow_")?;
    let (op, which) = rest.split_once('_').unwrap_or((rest, ""));
    let op = match op {
        "add" => "addi",
        "sub" => "subi",
        "mul" => "muli",
        _ => return None,
    };
    match which {
        "" => Some((op, true, true)),
        "nsw" => Some((op, true, false)),
        "nuw" => Some((op, false, true)),
        _ => None,
    }
}

/// What a native call produces.
pub fn native_output(func: &str) -> Result<AttrKind, String> {
    Ok(match func {
        "merge_overflow" | "drop_nsw" => AttrKind::Flags,
        n if merge_folding(n).is_some() => AttrKind::Flags,
        "invert_predicate" => AttrKind::Pred,
        "add_int_attrs" | "sub_int_attrs" | "mul_int_attrs" | "zero_attr_of" | "eq:log2" | "eq:pow2" => AttrKind::Int,
        _ => return Err(format!("native `{func}` has no SMT model")),
    })
}

/// The type rules of a native call: its typed result's slot against its
/// arguments'.
pub fn native_types(func: &str, args: &[Option<usize>], out: Option<usize>, tc: &mut TypeConstraints) {
    let (Some(out), Some(Some(first))) = (out, args.first()) else { return };
    match func {
        "add_int_attrs" | "sub_int_attrs" | "mul_int_attrs" => {
            for a in args.iter().flatten() {
                tc.same(out, *a);
            }
        }
        "zero_attr_of" | "eq:log2" | "eq:pow2" => tc.same(out, *first),
        _ => {}
    }
}

/// Whether a constraint is only a type rule: decided by the type
/// assignment ([`constraint_types`]), with nothing left for the solver.
pub fn is_type_rule(func: &str) -> bool {
    func.starts_with("width:")
        || matches!(
            func,
            "same_type" | "wider" | "not_narrower" | "rounds_once_signed" | "rounds_once_unsigned" | "eq:IntegerLike"
        )
}

/// The type part of a constraint (all of it where [`is_type_rule`]).
pub fn constraint_types(func: &str, slots: &[Option<usize>], tc: &mut TypeConstraints) {
    let s = |i: usize| slots.get(i).copied().flatten();
    if let Some(w) = func.strip_prefix("width:") {
        if let (Some(x), Ok(w)) = (s(0), w.parse::<u32>()) {
            tc.filters.push(Filter::Width(x, w));
            if w == 0 {
                tc.maybe_index(x);
            }
        }
        return;
    }
    match func {
        "same_type" => {
            if let (Some(a), Some(b)) = (s(0), s(1)) {
                tc.same(a, b);
            }
        }
        "wider" => {
            if let (Some(a), Some(b)) = (s(0), s(1)) {
                tc.filters.push(Filter::Wider(a, b));
            }
        }
        "not_narrower" => {
            if let (Some(a), Some(b)) = (s(0), s(1)) {
                tc.filters.push(Filter::NotNarrower(a, b));
            }
        }
        "rounds_once_signed" | "rounds_once_unsigned" => {
            if let (Some(int), Some(mid), Some(last)) = (s(0), s(1), s(2)) {
                tc.filters.push(Filter::RoundsOnce { int, mid, last, signed: func == "rounds_once_signed" });
            }
        }
        "eq:IntegerLike" => {
            if let Some(a) = s(0) {
                tc.kind(a, Kind::Int);
            }
        }
        _ => {}
    }
}

/// The SMT model of a native call.
pub fn native(func: &str, args: &[&Term], arg_types: &[Option<Ty>], out: Option<Ty>) -> Result<Term, String> {
    let val = |i: usize| args[i].value().to_string();
    Ok(match func {
        "add_int_attrs" => Term::constant(format!("(bvadd {} {})", val(1), val(2))),
        "sub_int_attrs" => Term::constant(format!("(bvsub {} {})", val(1), val(2))),
        "mul_int_attrs" => Term::constant(format!("(bvmul {} {})", val(1), val(2))),
        "zero_attr_of" => {
            let t = out.ok_or("zero_attr_of without a type")?;
            Term::constant(smt::int_const(t, 0))
        }
        "merge_overflow" => {
            let (Term::Flags { nsw: a, nuw: b }, Term::Flags { nsw: c, nuw: d }) = (args[0], args[1]) else {
                return Err("merge_overflow of non-flags".into());
            };
            Term::Flags { nsw: format!("(and {a} {c})"), nuw: format!("(and {b} {d})") }
        }
        n if merge_folding(n).is_some() => {
            let Some((op, check_nsw, check_nuw)) = merge_folding(n) else { unreachable!("matched") };
            let (Term::Flags { nsw: a, nuw: b }, Term::Flags { nsw: c, nuw: d }) = (args[0], args[1]) else {
                return Err(format!("{func} of non-flags"));
            };
            let (signed, unsigned) = super::semantics::wraps(op, &val(2), &val(3));
            let keep = |check: bool, wraps: String| if check { format!("(not {wraps})") } else { "true".into() };
            Term::Flags {
                nsw: format!("(and {a} {c} {})", keep(check_nsw, signed)),
                nuw: format!("(and {b} {d} {})", keep(check_nuw, unsigned)),
            }
        }
        "drop_nsw" => {
            let Term::Flags { nuw, .. } = args[0] else { return Err("drop_nsw of non-flags".into()) };
            Term::Flags { nsw: "false".into(), nuw: nuw.clone() }
        }
        "invert_predicate" => {
            let Term::Pred(p) = args[0] else { return Err("invert_predicate of a non-predicate".into()) };
            // eq<->ne, slt<->sge, sle<->sgt, ult<->uge, ule<->ugt.
            let inverse = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];
            let mut t = smt::bv_lit(4, inverse[9]);
            for (i, inv) in inverse.iter().enumerate().take(9).rev() {
                t = format!("(ite (= {p} {}) {} {t})", smt::bv_lit(4, i as u64), smt::bv_lit(4, *inv));
            }
            Term::Pred(t)
        }
        "eq:log2" => {
            // log2 of a power of two: the number of ones in c - 1.
            let t = arg_types[0].ok_or("log2 without a type")?;
            let w = t.width();
            let m = format!("(bvsub {} {})", val(0), smt::int_const(t, 1));
            let bits: Vec<String> =
                (0..w).map(|i| format!("((_ zero_extend {}) ((_ extract {i} {i}) {m}))", w - 1)).collect();
            Term::constant(if bits.len() == 1 { bits[0].clone() } else { format!("(bvadd {})", bits.join(" ")) })
        }
        "eq:pow2" => {
            let t = arg_types[0].ok_or("pow2 without a type")?;
            Term::constant(format!("(bvshl {} {})", smt::int_const(t, 1), val(0)))
        }
        _ => return Err(format!("native `{func}` has no SMT model")),
    })
}

/// The SMT model of a constraint that is not only a type rule.
pub fn constraint(func: &str, args: &[&Term], types: &[Option<Ty>]) -> Result<String, String> {
    let ty = |i: usize| types.get(i).copied().flatten().ok_or_else(|| format!("{func}: argument {i} has no type"));
    Ok(match func {
        "negative_one" => format!("(= {} {})", args[0].value(), smt::int_const(ty(0)?, -1)),
        // Strictly positive one: not `i1`'s `true`.
        "one" if ty(0)?.width() == 1 => "false".to_string(),
        "one" => format!("(= {} {})", args[0].value(), smt::int_const(ty(0)?, 1)),
        "eq_or_ne" => {
            let Term::Pred(p) = args[0] else { return Err("eq_or_ne of a non-predicate".into()) };
            format!("(bvule {p} {})", smt::bv_lit(4, 1))
        }
        "is_none" => match args[0] {
            Term::Rounding { present, .. } => format!("(not {present})"),
            _ => return Err("is_none of a non-optional attribute".into()),
        },
        "truncation_matches_shift_amount" => {
            // The shift amount, unsigned, is the number of bits the
            // truncation drops.
            let (x, tr, c) = (ty(0)?, ty(1)?, ty(2)?);
            let dropped = u64::from(x.width().saturating_sub(tr.width()));
            if c.width() < 64 && dropped >= 1u64 << c.width() {
                "false".to_string()
            } else {
                format!("(= {} {})", args[2].value(), smt::int_const(c, dropped as i64))
            }
        }
        "eq:PowerOfTwo" => {
            let t = ty(0)?;
            let c = args[0].value();
            format!(
                "(and (not {}) (= (bvand {c} (bvsub {c} {})) {}) (bvugt {c} {}))",
                args[0].poison(),
                smt::int_const(t, 1),
                smt::int_const(t, 0),
                smt::int_const(t, 1)
            )
        }
        "eq:ShiftAmount" => {
            let t = ty(0)?;
            format!(
                "(and (not {}) (bvult {} {}))",
                args[0].poison(),
                args[0].value(),
                smt::int_const(t, t.width() as i64)
            )
        }
        "eq:Constant" => format!("(not {})", args[0].poison()),
        "eq:FastmathReassoc" => {
            return Err("fastmath<reassoc> licenses the regrouping: IEEE arithmetic does not have it".into())
        }
        _ => return Err(format!("constraint `{func}` has no SMT model")),
    })
}
