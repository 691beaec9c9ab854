//! The meaning of ops in SMT: for each op the prover knows, its type
//! signature and the value, poison and undefined behaviour of its results,
//! as upstream's dialect documentation defines them.
//!
//! - Integers are bit-vectors of their width; `index` is 64 or 32 bits.
//! - Poison propagates through every op but `select`, which is poison
//!   when its condition is, or else when the chosen operand is.
//! - `nsw`/`nuw` make a result poison when the operation wraps (signed,
//!   unsigned); `trunci`'s flags when the dropped bits are not the sign
//!   (zero) extension of the rest.
//! - Shifts by the width or more are poison; division by zero, and signed
//!   division (and remainder) of the minimum by -1, are undefined
//!   behaviour, as is a poison divisor.
//! - Floats are SMT-LIB floating point with round-to-nearest-even (or the
//!   op's rounding mode); `nnan`/`ninf` make a result poison when an
//!   operand or the result is NaN/infinite. The other fastmath flags only
//!   permit less exact results, which no model here exploits: a rule that
//!   keeps an op's flags is proven for the exact semantics.
//!
//! An op without a model makes its rule "not provable" with that reason.

use std::collections::BTreeMap;

use super::smt;
use super::types::{float_format, Filter, Kind, Ty, TypeConstraints};

/// An item's meaning in one query.
#[derive(Clone, Debug)]
pub enum Term {
    /// A value (or a typed integer attribute, never poison).
    Val {
        v: String,
        p: String,
    },
    Flags {
        nsw: String,
        nuw: String,
    },
    /// A predicate as a 4-bit vector (`natives::PREDICATES` order).
    Pred(String),
    Fastmath {
        nnan: String,
        ninf: String,
    },
    Rounding {
        present: String,
        mode: String,
    },
    /// A unit attribute: whether it is present.
    Unit(String),
}

impl Term {
    pub fn constant(v: String) -> Term {
        Term::Val { v, p: "false".into() }
    }

    pub fn value(&self) -> &str {
        match self {
            Term::Val { v, .. } => v,
            _ => "<attribute>",
        }
    }

    pub fn poison(&self) -> &str {
        match self {
            Term::Val { p, .. } => p,
            _ => "false",
        }
    }
}

/// Integer binary ops: the same type throughout.
const INT_BINARY: &[&str] = &[
    "addi",
    "subi",
    "muli",
    "andi",
    "ori",
    "xori",
    "shli",
    "shrsi",
    "shrui",
    "divsi",
    "divui",
    "remsi",
    "remui",
    "ceildivsi",
    "ceildivui",
    "floordivsi",
    "maxsi",
    "minsi",
    "maxui",
    "minui",
];

/// `index` dialect names of the same ops.
fn index_op(name: &str) -> Option<&'static str> {
    Some(match name {
        "add" => "addi",
        "sub" => "subi",
        "mul" => "muli",
        "and" => "andi",
        "or" => "ori",
        "xor" => "xori",
        "shl" => "shli",
        "shrs" => "shrsi",
        "shru" => "shrui",
        "divs" => "divsi",
        "divu" => "divui",
        "rems" => "remsi",
        "remu" => "remui",
        "ceildivs" => "ceildivsi",
        "ceildivu" => "ceildivui",
        "floordivs" => "floordivsi",
        "maxs" => "maxsi",
        "mins" => "minsi",
        "maxu" => "maxui",
        "minu" => "minui",
        _ => return None,
    })
}

/// The op's arith-equivalent name and whether its types are `index` only.
fn normalize(op: &str) -> Option<(&str, bool)> {
    if let Some(name) = op.strip_prefix("arith.") {
        return Some((name, false));
    }
    let name = op.strip_prefix("index.")?;
    match name {
        "cmp" => Some(("cmpi", true)),
        "constant" => Some(("constant", true)),
        _ => index_op(name).map(|n| (n, true)),
    }
}

const FLOAT_BINARY: &[&str] = &["addf", "subf", "mulf", "divf"];

/// Type rules of `op` over its operand, result and typed-attribute slots.
pub fn signature(
    op: &str,
    operands: &[usize],
    results: &[usize],
    attrs: &BTreeMap<String, Option<usize>>,
    tc: &mut TypeConstraints,
) -> Result<(), String> {
    let (name, index_only) = normalize(op).ok_or_else(|| format!("op {op} has no SMT semantics"))?;
    let int = if index_only { Kind::Index } else { Kind::Int };
    let all: Vec<usize> = operands.iter().chain(results).copied().collect();
    let same_all = |tc: &mut TypeConstraints, kind: Option<Kind>| {
        for w in all.windows(2) {
            tc.same(w[0], w[1]);
        }
        if let (Some(k), Some(first)) = (kind, all.first()) {
            tc.kind(*first, k);
            if k == Kind::Int {
                tc.maybe_index(*first);
            }
        }
    };
    match name {
        n if INT_BINARY.contains(&n) => same_all(tc, Some(int)),
        "cmpi" => {
            tc.same(operands[0], operands[1]);
            tc.kind(operands[0], int);
            tc.maybe_index(operands[0]);
            tc.fix(results[0], Ty::Int(1));
        }
        "select" => {
            tc.fix(operands[0], Ty::Int(1));
            tc.same(operands[1], operands[2]);
            tc.same(operands[1], results[0]);
            tc.maybe_index(operands[1]);
        }
        // Extensions and truncations: one kind, strictly wider or narrower.
        "extsi" | "extui" | "trunci" | "extf" | "truncf" => {
            let kind = if name.ends_with('f') { Kind::Float } else { Kind::Int };
            tc.kind(operands[0], kind);
            tc.kind(results[0], kind);
            let (wide, narrow) =
                if name.starts_with("ext") { (results[0], operands[0]) } else { (operands[0], results[0]) };
            tc.filters.push(Filter::Wider(wide, narrow));
        }
        "index_cast" | "index_castui" => {
            for s in [operands[0], results[0]] {
                tc.kind(s, Kind::Int);
                tc.maybe_index(s);
            }
            tc.filters.push(Filter::OneIndex(operands[0], results[0]));
        }
        // Modelled between integers of one width (the same type).
        "bitcast" => same_all(tc, Some(Kind::Int)),
        "addui_extended" => {
            for s in [operands[1], results[0]] {
                tc.same(operands[0], s);
            }
            tc.kind(operands[0], Kind::Int);
            tc.maybe_index(operands[0]);
            tc.fix(results[1], Ty::Int(1));
        }
        "mulsi_extended" | "mului_extended" => same_all(tc, Some(Kind::Int)),
        "constant" => {
            let v = attrs.get("value").copied().flatten().ok_or("a constant without a typed value")?;
            tc.same(v, results[0]);
            if index_only {
                tc.kind(v, Kind::Index);
            }
        }
        n if FLOAT_BINARY.contains(&n) || n == "negf" => same_all(tc, Some(Kind::Float)),
        "sitofp" | "uitofp" => {
            tc.kind(operands[0], Kind::Int);
            tc.kind(results[0], Kind::Float);
        }
        _ => return Err(format!("op {op} has no SMT semantics")),
    }
    Ok(())
}

/// Whether `a op b` (`addi`, `subi`, `muli`) wraps around, signed and
/// unsigned: what `nsw` and `nuw` make poison.
pub fn wraps(op: &str, a: &str, b: &str) -> (String, String) {
    let sext1 = |x: &str| format!("((_ sign_extend 1) {x})");
    match op {
        "addi" => (
            format!("(not (= (bvadd {} {}) {}))", sext1(a), sext1(b), sext1(&format!("(bvadd {a} {b})"))),
            format!("(bvult (bvadd {a} {b}) {a})"),
        ),
        "subi" => (
            format!("(not (= (bvsub {} {}) {}))", sext1(a), sext1(b), sext1(&format!("(bvsub {a} {b})"))),
            format!("(bvult {a} {b})"),
        ),
        _ => (
            format!("(not (and (bvsmul_noovfl {a} {b}) (bvsmul_noudfl {a} {b})))"),
            format!("(not (bvumul_noovfl {a} {b}))"),
        ),
    }
}

/// The results of `op` and its undefined behaviour (an SMT Bool).
pub fn apply(
    op: &str,
    operands: &[&Term],
    otys: &[Ty],
    rtys: &[Ty],
    attrs: &BTreeMap<String, &Term>,
) -> Result<(Vec<Term>, String), String> {
    let (name, _) = normalize(op).ok_or_else(|| format!("op {op} has no SMT semantics"))?;
    let v = |i: usize| operands[i].value().to_string();
    let any_poison = smt::or(operands.iter().map(|t| t.poison().to_string()));
    let val = |v: String, p: String| Term::Val { v, p };
    let no_ub = "false".to_string();
    let flags = || match attrs.get("overflowFlags") {
        Some(Term::Flags { nsw, nuw }) => (nsw.clone(), nuw.clone()),
        _ => ("false".into(), "false".into()),
    };
    if INT_BINARY.contains(&name) {
        let t = otys[0];
        let w = t.width();
        let (a, b) = (v(0), v(1));
        let (nsw, nuw) = flags();
        let exact = match attrs.get("isExact") {
            Some(Term::Unit(set)) => set.clone(),
            _ => "false".into(),
        };
        let zero = smt::int_const(t, 0);
        let min = smt::int_const(t, i64::MIN >> (64 - w));
        let minus1 = smt::int_const(t, -1);
        let shift_poison = format!("(bvuge {b} {})", smt::int_const_u(t, u64::from(w)));
        let div_ub = format!("(or {} (= {b} {zero}))", operands[1].poison());
        let sdiv_ub = format!("(or {div_ub} (and (= {a} {min}) (= {b} {minus1})))");
        let (value, poison, ub) = match name {
            "addi" | "subi" | "muli" => {
                let (signed, unsigned) = wraps(name, &a, &b);
                let op = match name {
                    "addi" => "bvadd",
                    "subi" => "bvsub",
                    _ => "bvmul",
                };
                (format!("({op} {a} {b})"), format!("(or (and {nsw} {signed}) (and {nuw} {unsigned}))"), no_ub)
            }
            "andi" => (format!("(bvand {a} {b})"), "false".into(), no_ub),
            "ori" => (format!("(bvor {a} {b})"), "false".into(), no_ub),
            "xori" => (format!("(bvxor {a} {b})"), "false".into(), no_ub),
            "shli" => {
                let r = format!("(bvshl {a} {b})");
                (
                    r.clone(),
                    format!(
                        "(or {shift_poison} (and {nsw} (not (= (bvashr {r} {b}) {a}))) (and {nuw} (not (= (bvlshr {r} {b}) {a}))))"
                    ),
                    no_ub,
                )
            }
            // `exact`: poison when a one bit is shifted out (a remainder
            // is left).
            "shrsi" | "shrui" => {
                let op = if name == "shrsi" { "bvashr" } else { "bvlshr" };
                let r = format!("({op} {a} {b})");
                (r.clone(), format!("(or {shift_poison} (and {exact} (not (= (bvshl {r} {b}) {a}))))"), no_ub)
            }
            "divsi" => {
                (format!("(bvsdiv {a} {b})"), format!("(and {exact} (not (= (bvsrem {a} {b}) {zero})))"), sdiv_ub)
            }
            "divui" => {
                (format!("(bvudiv {a} {b})"), format!("(and {exact} (not (= (bvurem {a} {b}) {zero})))"), div_ub)
            }
            "remsi" => (format!("(bvsrem {a} {b})"), "false".into(), sdiv_ub),
            "remui" => (format!("(bvurem {a} {b})"), "false".into(), div_ub),
            "ceildivui" => (
                format!(
                    "(ite (= (bvurem {a} {b}) {zero}) (bvudiv {a} {b}) (bvadd (bvudiv {a} {b}) {}))",
                    smt::int_const(t, 1)
                ),
                "false".into(),
                div_ub,
            ),
            "ceildivsi" | "floordivsi" => {
                // Rounded toward zero, then one step toward +inf (ceil, the
                // signs agree) or -inf (floor, they differ) if inexact.
                let q = format!("(bvsdiv {a} {b})");
                let inexact = format!("(not (= (bvsrem {a} {b}) {zero}))");
                let signs_agree = format!("(= (bvslt {a} {zero}) (bvslt {b} {zero}))");
                let r = if name == "ceildivsi" {
                    format!("(ite (and {inexact} {signs_agree}) (bvadd {q} {}) {q})", smt::int_const(t, 1))
                } else {
                    format!("(ite (and {inexact} (not {signs_agree})) (bvsub {q} {}) {q})", smt::int_const(t, 1))
                };
                (r, "false".into(), sdiv_ub)
            }
            "maxsi" => (format!("(ite (bvsgt {a} {b}) {a} {b})"), "false".into(), no_ub),
            "minsi" => (format!("(ite (bvslt {a} {b}) {a} {b})"), "false".into(), no_ub),
            "maxui" => (format!("(ite (bvugt {a} {b}) {a} {b})"), "false".into(), no_ub),
            "minui" => (format!("(ite (bvult {a} {b}) {a} {b})"), "false".into(), no_ub),
            _ => unreachable!("listed in INT_BINARY"),
        };
        return Ok((vec![val(value, smt::or([any_poison, poison]))], ub));
    }
    let fm = || match attrs.get("fastmath") {
        Some(Term::Fastmath { nnan, ninf }) => (nnan.clone(), ninf.clone()),
        _ => ("false".into(), "false".into()),
    };
    let rounding = || match attrs.get("roundingmode") {
        Some(Term::Rounding { present, mode }) => format!("(ite {present} {mode} RNE)"),
        _ => "RNE".into(),
    };
    // A float result with its fastmath poison.
    let float_result = |r: String, inputs: &[String]| {
        let (nnan, ninf) = fm();
        let all: Vec<String> = inputs.iter().cloned().chain([r.clone()]).collect();
        let nan = smt::or(all.iter().map(|x| format!("(fp.isNaN {x})")));
        let inf = smt::or(all.iter().map(|x| format!("(fp.isInfinite {x})")));
        val(r, smt::or([any_poison.clone(), format!("(and {nnan} {nan})"), format!("(and {ninf} {inf})")]))
    };
    let results = match name {
        "cmpi" => {
            let Some(Term::Pred(p)) = attrs.get("predicate").or(attrs.get("pred")) else {
                return Err("cmpi without a predicate".into());
            };
            let (a, b) = (v(0), v(1));
            let tests = ["=", "distinct", "bvslt", "bvsle", "bvsgt", "bvsge", "bvult", "bvule", "bvugt", "bvuge"];
            let mut t = format!("({} {a} {b})", tests[9]);
            for (i, op) in tests.iter().enumerate().take(9).rev() {
                t = format!("(ite (= {p} {}) ({op} {a} {b}) {t})", smt::bv_lit(4, i as u64));
            }
            vec![val(format!("(ite {t} #b1 #b0)"), any_poison)]
        }
        "select" => {
            let c = format!("(= {} #b1)", v(0));
            vec![val(
                format!("(ite {c} {} {})", v(1), v(2)),
                format!("(or {} (ite {c} {} {}))", operands[0].poison(), operands[1].poison(), operands[2].poison()),
            )]
        }
        "extsi" | "extui" | "index_cast" | "index_castui" => {
            let (wi, wr) = (otys[0].width(), rtys[0].width());
            let signed = name == "extsi" || name == "index_cast";
            let r = if wr > wi {
                format!("((_ {} {}) {})", if signed { "sign_extend" } else { "zero_extend" }, wr - wi, v(0))
            } else if wr < wi {
                format!("((_ extract {} 0) {})", wr - 1, v(0))
            } else {
                v(0)
            };
            vec![val(r, any_poison)]
        }
        "trunci" => {
            let (wi, wr) = (otys[0].width(), rtys[0].width());
            let r = format!("((_ extract {} 0) {})", wr - 1, v(0));
            let (nsw, nuw) = flags();
            let back = |how: &str| format!("((_ {how} {}) {r})", wi - wr);
            let p = format!(
                "(or (and {nsw} (not (= {} {}))) (and {nuw} (not (= {} {}))))",
                back("sign_extend"),
                v(0),
                back("zero_extend"),
                v(0)
            );
            vec![val(r, smt::or([any_poison, p]))]
        }
        "bitcast" => vec![val(v(0), any_poison)],
        "addui_extended" => {
            let (a, b) = (v(0), v(1));
            vec![
                val(format!("(bvadd {a} {b})"), any_poison.clone()),
                val(format!("(ite (bvult (bvadd {a} {b}) {a}) #b1 #b0)"), any_poison),
            ]
        }
        "mulsi_extended" | "mului_extended" => {
            let w = otys[0].width();
            let ext = if name == "mulsi_extended" { "sign_extend" } else { "zero_extend" };
            let wide = format!("(bvmul ((_ {ext} {w}) {}) ((_ {ext} {w}) {}))", v(0), v(1));
            vec![
                val(format!("(bvmul {} {})", v(0), v(1)), any_poison.clone()),
                val(format!("((_ extract {} {w}) {wide})", 2 * w - 1), any_poison),
            ]
        }
        "constant" => {
            let value = attrs.get("value").ok_or("a constant without a value")?;
            vec![Term::constant(value.value().to_string())]
        }
        "negf" => vec![float_result(format!("(fp.neg {})", v(0)), &[v(0)])],
        n if FLOAT_BINARY.contains(&n) => {
            let f = &n[..n.len() - 1];
            let r = format!("(fp.{f} {} {} {})", rounding(), v(0), v(1));
            vec![float_result(r, &[v(0), v(1)])]
        }
        "sitofp" | "uitofp" => {
            let (e, s) = float_format(rtys[0].width());
            let conv = if name == "sitofp" { "to_fp" } else { "to_fp_unsigned" };
            vec![float_result(format!("((_ {conv} {e} {s}) {} {})", rounding(), v(0)), &[])]
        }
        "truncf" | "extf" => {
            let (e, s) = float_format(rtys[0].width());
            vec![float_result(format!("((_ to_fp {e} {s}) {} {})", rounding(), v(0)), &[v(0)])]
        }
        _ => return Err(format!("op {op} has no SMT semantics")),
    };
    Ok((results, no_ub))
}
