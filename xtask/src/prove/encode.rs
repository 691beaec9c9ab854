//! A lowered rule at one type assignment as an SMT query: "is there an
//! input where the result trees do not refine the source?"
//!
//! Refinement is Alive2's: wherever the source has no undefined behaviour,
//! the replacement has none, and every compared root result that is not
//! poison is replaced by a value that is not poison and equal to it.
//! `unsat` proves the rule at that assignment; `sat` comes with a
//! counterexample.
//!
//! Invariant: every op result is named by a `define-fun`, so a term never
//! repeats a subtree (query size is linear in the rule).

use std::collections::BTreeMap;

use super::natives::{self, AttrKind, ConstAttr};
use super::program::{Inst, ItemKind, Program};
use super::semantics::{self, Term};
use super::smt;
use super::types::{Ty, TypeConstraints};

/// The type constraints of `p`.
pub fn type_constraints(p: &Program) -> Result<TypeConstraints, String> {
    let mut tc = TypeConstraints::new(p.slots);
    let slot = |i: usize| p.items[i].slot;
    for inst in &p.insts {
        match inst {
            Inst::Op { op, operands, attrs, results, .. } => {
                let os = operands
                    .iter()
                    .map(|i| slot(*i).ok_or("an operand without a type"))
                    .collect::<Result<Vec<_>, _>>()?;
                let rs =
                    results.iter().map(|i| slot(*i).ok_or("a result without a type")).collect::<Result<Vec<_>, _>>()?;
                let attr_slots = attrs.iter().map(|(k, i)| (k.clone(), slot(*i))).collect();
                semantics::signature(op, &os, &rs, &attr_slots, &mut tc)?;
            }
            Inst::Native { func, args, item } => {
                let args: Vec<Option<usize>> = args.iter().map(|a| slot(*a)).collect();
                natives::native_types(func, &args, slot(*item), &mut tc);
            }
            _ => {}
        }
    }
    for pre in &p.preconditions {
        let args: Vec<Option<usize>> = pre.args.iter().map(|a| slot(*a)).collect();
        natives::constraint_types(&pre.func, &args, &mut tc);
    }
    for (r, rep) in p.roots.iter().zip(&p.replacements) {
        if let (Some(a), Some(b)) = (slot(*r), slot(*rep)) {
            tc.same(a, b);
        }
    }
    Ok(tc)
}

/// A query and the terms of its counterexample, labelled.
pub struct Query {
    pub script: String,
    pub labels: Vec<(String, String, Option<Ty>)>,
}

/// The query of `p` at the types `types` (one per slot).
pub fn query(p: &Program, types: &[Ty]) -> Result<Query, String> {
    let mut script = String::from("(set-option :produce-models true)\n");
    let mut labels = Vec::new();
    let mut terms: BTreeMap<usize, Term> = BTreeMap::new();
    let ty = |item: usize| p.items[item].slot.map(|s| types[s]);
    let mut src_ub = Vec::new();
    let mut tgt_ub = Vec::new();
    let decl =
        |script: &mut String, name: &str, sort: &str| script.push_str(&format!("(declare-const {name} {sort})\n"));
    let def = |script: &mut String, name: &str, sort: &str, term: &str| {
        script.push_str(&format!("(define-fun {name} () {sort} {term})\n"));
    };
    for inst in &p.insts {
        match inst {
            Inst::Input { item, name } => {
                let t = ty(*item).ok_or("an input without a type")?;
                let (v, pn) = (format!("{}_v", sym(name)), format!("{}_p", sym(name)));
                decl(&mut script, &v, &t.sort());
                decl(&mut script, &pn, "Bool");
                labels.push((format!("${name}"), v.clone(), Some(t)));
                labels.push((format!("${name} is poison"), pn.clone(), None));
                terms.insert(*item, Term::Val { v, p: pn });
            }
            Inst::Constant { item, name, value } => {
                let t = ty(*item).ok_or("a constant without a type")?;
                if t.is_float() {
                    return Err("a float constant".into());
                }
                let v = format!("{}_v", sym(name));
                match value {
                    Some(k) => def(&mut script, &v, &t.sort(), &smt::int_const(t, *k)),
                    None => {
                        decl(&mut script, &v, &t.sort());
                        labels.push((format!("${name}"), v.clone(), Some(t)));
                    }
                }
                terms.insert(*item, Term::constant(v));
            }
            Inst::Attr { item, name, fixed } => {
                let ItemKind::Attr(kind) = p.items[*item].kind else { return Err("an attribute item".into()) };
                let n = sym(name);
                let term = attr_term(&mut script, &mut labels, &n, name, kind, *fixed, ty(*item))?;
                terms.insert(*item, term);
            }
            Inst::Op { op, operands, attrs, results, target } => {
                let ops: Vec<&Term> = operands.iter().map(|i| &terms[i]).collect();
                let otys = operands.iter().map(|i| ty(*i).ok_or("untyped operand")).collect::<Result<Vec<_>, _>>()?;
                let rtys = results.iter().map(|i| ty(*i).ok_or("untyped result")).collect::<Result<Vec<_>, _>>()?;
                let attr_terms: BTreeMap<String, &Term> = attrs.iter().map(|(k, i)| (k.clone(), &terms[i])).collect();
                let (outs, ub) = semantics::apply(op, &ops, &otys, &rtys, &attr_terms)?;
                if ub != "false" {
                    if *target { &mut tgt_ub } else { &mut src_ub }.push(ub);
                }
                for ((item, out), t) in results.iter().zip(outs).zip(&rtys) {
                    let (v, pn) = (format!("r{item}_v"), format!("r{item}_p"));
                    def(&mut script, &v, &t.sort(), out.value());
                    def(&mut script, &pn, "Bool", out.poison());
                    terms.insert(*item, Term::Val { v, p: pn });
                }
            }
            Inst::Native { func, args, item } => {
                let arg_terms: Vec<&Term> = args.iter().map(|i| &terms[i]).collect();
                let arg_types: Vec<Option<Ty>> = args.iter().map(|i| ty(*i)).collect();
                let out = natives::native(func, &arg_terms, &arg_types, ty(*item))?;
                let out = match (out, ty(*item)) {
                    (Term::Val { v, .. }, Some(t)) => {
                        let name = format!("n{item}_v");
                        def(&mut script, &name, &t.sort(), &v);
                        Term::constant(name)
                    }
                    (other, _) => other,
                };
                terms.insert(*item, out);
            }
        }
    }
    for pre in &p.preconditions {
        if natives::is_type_rule(&pre.func) {
            continue;
        }
        let args: Vec<&Term> = pre.args.iter().map(|i| &terms[i]).collect();
        let arg_types: Vec<Option<Ty>> = pre.args.iter().map(|i| ty(*i)).collect();
        let cond = natives::constraint(&pre.func, &args, &arg_types)?;
        script.push_str(&format!("(assert {cond})\n"));
    }
    let mut results = Vec::new();
    for (i, (root, rep)) in p.roots.iter().zip(&p.replacements).enumerate() {
        if p.unused_roots.contains(&i) {
            continue;
        }
        let (s, t) = (&terms[root], &terms[rep]);
        results.push(format!("(or {} (and (not {}) (= {} {})))", s.poison(), t.poison(), s.value(), t.value()));
        let rt = ty(*root);
        labels.push((format!("source result {i}"), s.value().to_string(), rt));
        labels.push((format!("source result {i} is poison"), s.poison().to_string(), None));
        labels.push((format!("replacement {i}"), t.value().to_string(), rt));
        labels.push((format!("replacement {i} is poison"), t.poison().to_string(), None));
    }
    let (src_ub, tgt_ub) = (smt::or(src_ub), smt::or(tgt_ub));
    if tgt_ub != "false" {
        labels.push(("replacement is undefined".into(), tgt_ub.clone(), None));
    }
    let results = if results.is_empty() { "true".to_string() } else { format!("(and {})", results.join(" ")) };
    script.push_str(&format!("(assert (not (or {src_ub} (and (not {tgt_ub}) {results}))))\n(check-sat)\n"));
    let terms: Vec<&str> = labels.iter().map(|(_, t, _)| t.as_str()).collect();
    script.push_str(&format!("(get-value ({}))\n", terms.join(" ")));
    Ok(Query { script, labels })
}

/// An SMT symbol for a rule's symbol name.
fn sym(name: &str) -> String {
    let clean: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    format!("s_{clean}")
}

fn attr_term(
    script: &mut String,
    labels: &mut Vec<(String, String, Option<Ty>)>,
    n: &str,
    name: &str,
    kind: AttrKind,
    fixed: Option<ConstAttr>,
    ty: Option<Ty>,
) -> Result<Term, String> {
    let mut declare = |suffix: &str, sort: &str, label: String| {
        let v = format!("{n}_{suffix}");
        script.push_str(&format!("(declare-const {v} {sort})\n"));
        labels.push((label, v.clone(), None));
        v
    };
    Ok(match (kind, fixed) {
        (AttrKind::Flags, None) => Term::Flags {
            nsw: declare("nsw", "Bool", format!("${name} has nsw")),
            nuw: declare("nuw", "Bool", format!("${name} has nuw")),
        },
        (AttrKind::Flags, Some(ConstAttr::Default)) => Term::Flags { nsw: "false".into(), nuw: "false".into() },
        (AttrKind::Flags, Some(ConstAttr::Flags(bits))) => {
            Term::Flags { nsw: (bits & 1 != 0).to_string(), nuw: (bits & 2 != 0).to_string() }
        }
        (AttrKind::Pred, None) => {
            let p = declare("pred", "(_ BitVec 4)", format!("${name} (0 eq, 1 ne, 2 slt, ..., 9 uge)"));
            script.push_str(&format!("(assert (bvule {p} {}))\n", smt::bv_lit(4, 9)));
            Term::Pred(p)
        }
        (AttrKind::Pred, Some(ConstAttr::Pred(i))) => Term::Pred(smt::bv_lit(4, u64::from(i))),
        (AttrKind::Fastmath, None) => Term::Fastmath {
            nnan: declare("nnan", "Bool", format!("${name} has nnan")),
            ninf: declare("ninf", "Bool", format!("${name} has ninf")),
        },
        (AttrKind::Fastmath, Some(ConstAttr::Default)) => Term::Fastmath { nnan: "false".into(), ninf: "false".into() },
        (AttrKind::Rounding, None) => Term::Rounding {
            present: declare("present", "Bool", format!("${name} is given")),
            mode: declare("mode", "RoundingMode", format!("${name}")),
        },
        (AttrKind::Rounding, Some(ConstAttr::Default)) => {
            Term::Rounding { present: "false".into(), mode: "RNE".into() }
        }
        (AttrKind::Unit, None) => Term::Unit(declare("set", "Bool", format!("${name} is set"))),
        (AttrKind::Unit, Some(ConstAttr::Default)) => Term::Unit("false".into()),
        (AttrKind::Int, None) => {
            let t = ty.ok_or("an integer attribute without a type")?;
            Term::constant(declare("v", &t.sort(), format!("${name}")))
        }
        (kind, fixed) => return Err(format!("attribute {kind:?} fixed as {fixed:?} has no SMT model")),
    })
}
