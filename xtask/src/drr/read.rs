//! Reads a rules file (`patterns/*.td`) with the `tblgen` crate into the
//! [`super::model`]: every record derived from upstream's `Pattern`, in
//! definition order, with its ops resolved through the ODS reader.
//!
//! What a rule may use (anything else is an error naming the record):
//! - source: op DAGs (`(Op:$name args...)`), `$x`, `$_`,
//!   `(ConstantLikeMatcher AttrConstraint:$c)` with the attribute
//!   constraints of [`ATTR_CHECKS`] or a `ConstantAttr<IxAttr, "v">`;
//! - results: op DAGs (trailing optional/default-valued arguments may be
//!   left out; `(returnType ...)` gives result types), `$x`,
//!   `(replaceWithValue $x)`, `NativeCodeCall`s (`FallibleNativeCodeCall`
//!   from `patterns/StrataPatterns.td` returns `Option`),
//!   `ConstantAttr<IxAttr, "v">` and `ConstantEnumCase<EnumAttr, "case">`;
//! - constraints: `Constraint<Pred>` applied to symbols, where `Pred` is a
//!   `CPred` (a Rust boolean expression) or `And`/`Or`/`Neg` of them.
//!
//! tblgen's C API does not expose a DAG's operator name (`:$res` after the
//! operator), so it is read from the DAG's printed form.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use tblgen::init::DagInit;
use tblgen::record::Record;
use tblgen::TypedInit;

use super::model::*;
use crate::ods::model::OdsEnum;
use crate::ods::resolve::{self, name, opt_def, str_field};
use crate::util::Result;

/// Attribute constraints a source leaf may carry, as Rust predicates over
/// `$_self` (an `Attribute`) with `$_ctx`.
pub const ATTR_CHECKS: &[(&str, &str)] = &[
    ("AnyAttr", "true"),
    ("APIntAttr", "strata_rewrite::drr::is_integer_attr($_ctx, $_self)"),
    ("TypedAttrInterface", "strata_ir::op_checks::typed_attr_type($_ctx, $_self).is_some()"),
];

/// Reads the rules of `td`.
pub fn read_rules(td: &Path, include_dirs: &[PathBuf], here: &str) -> Result<RuleSet> {
    let keeper = crate::ods::read::parse_td(td, include_dirs)?;
    let mut reader = Reader { here: here.to_string(), ops: BTreeMap::new() };
    let mut helper_modules = Vec::new();
    let mut helpers: Vec<Record> = keeper.all_derived_definitions_if_defined("RustHelpers").collect();
    helpers.sort_by_key(|r| r.id());
    for h in helpers {
        helper_modules.push(str_field(h, "path")?);
    }
    // Record ids follow definition order; the keeper's own order is by name.
    let mut records: Vec<Record> = keeper.all_derived_definitions_if_defined("Pattern").collect();
    records.sort_by_key(|r| r.id());
    let rules = records
        .into_iter()
        .map(|r| reader.rule(r).map_err(|e| format!("pattern {}: {e}", name(r))))
        .collect::<Result<Vec<_>>>()?;
    Ok(RuleSet { helper_modules, rules })
}

/// Resolved ops, shared by every rule that names them.
struct Reader {
    /// The dialect of the crate the generated code is in.
    here: String,
    ops: BTreeMap<String, Rc<OpRef>>,
}

impl Reader {
    fn rule(&mut self, r: Record) -> Result<Rule> {
        let source_dag: DagInit = r.dag_value("sourcePattern").map_err(|e| e.to_string())?;
        let source = self.node(Some(TypedInit::Dag(source_dag)), None, Side::Source)?;
        if !matches!(source, Node::Op { .. }) {
            return Err("the source pattern must be an op".into());
        }
        let mut results = Vec::new();
        for init in r.list_init_value("resultPatterns").map_err(|e| e.to_string())?.iter() {
            results.push(self.node(Some(init), None, Side::Result)?);
        }
        if !r.list_init_value("supplementalPatterns").map_err(|e| e.to_string())?.is_empty() {
            return Err("supplemental patterns are not supported".into());
        }
        let mut constraints = Vec::new();
        for init in r.list_init_value("constraints").map_err(|e| e.to_string())?.iter() {
            let TypedInit::Dag(d) = init else { return Err(format!("constraint {init}: expected a DAG")) };
            constraints.push(constraint_use(d)?);
        }
        let benefit: DagInit = r.dag_value("benefitDelta").map_err(|e| e.to_string())?;
        let benefit_added = match benefit.get(0) {
            Some(TypedInit::Int(i)) => i64::try_from(i).map_err(|e| format!("benefit: {e}"))?,
            other => return Err(format!("benefit: expected an integer, found {other:?}")),
        };
        Ok(Rule {
            name: name(r),
            source,
            results,
            constraints,
            benefit_added,
            saturation_only: r.subclass_of("SaturationOnly"),
            fold_statement: r.subclass_of("FoldStatement"),
            assumes_index64: r.subclass_of("AssumesIndex64"),
        })
    }

    fn op(&mut self, r: Record) -> Result<Rc<OpRef>> {
        let key = name(r);
        if let Some(op) = self.ops.get(&key) {
            return Ok(op.clone());
        }
        let dialect = opt_def(r, "opDialect").ok_or_else(|| format!("op {key}: no opDialect"))?;
        let mut ods = crate::ods::read::read_op(r, &str_field(dialect, "name")?)?;
        crate::ods::gen_enums::set_op_rust_paths(&mut ods, &self.here);
        let mut args = Vec::new();
        let arguments: DagInit = r.dag_value("arguments").map_err(|e| format!("op {key}: {e}"))?;
        for i in 0..arguments.num_args() {
            let arg_name = arguments.name(i).map(str::to_string).unwrap_or_else(|| format!("odsArg{i}"));
            let slot = if let Some(k) = ods.operands.iter().position(|v| v.name == arg_name) {
                ArgSlot::Operand(k)
            } else if let Some(k) = ods.attributes.iter().position(|a| a.name == arg_name) {
                ArgSlot::Attr(k)
            } else {
                return Err(format!("op {key}: argument {arg_name} is neither an operand nor an attribute"));
            };
            args.push(slot);
        }
        // The dialect's tables once per op: a `default` entry makes an
        // attribute's `build` parameter an `Option`.
        let tables = crate::ods::tables::load(&crate::util::repo_root(), ods.name.split('.').next().unwrap_or(""))?;
        let build_option =
            ods.attributes.iter().map(|a| crate::ods::gen_wrap::build_param_is_option(a, &tables)).collect();
        let op = Rc::new(OpRef {
            build_option,
            struct_name: crate::ods::gen::struct_name(&ods),
            same_operands_and_result_type: ods.has_trait("SameOperandsAndResultType"),
            constant_like: ods.has_trait("ConstantLike"),
            ods,
            args,
        });
        self.ops.insert(key, op.clone());
        Ok(op)
    }

    /// One DAG argument (`init` with its `$name`).
    fn node(&mut self, init: Option<TypedInit>, bind: Option<&str>, side: Side) -> Result<Node> {
        let bind = bind.filter(|b| *b != "_").map(str::to_string);
        match init {
            None | Some(TypedInit::Invalid) => Ok(Node::Leaf { bind, check: None }),
            Some(TypedInit::Dag(d)) => self.dag(d, side),
            Some(TypedInit::Def(d)) => {
                let r = Record::from(d);
                if r.subclass_of("ConstantAttr") {
                    let (value, check) = constant_attr(r, &self.here)?;
                    return match side {
                        Side::Source => match check {
                            Some(check) => Ok(Node::Leaf { bind, check: Some(check) }),
                            None => Err(format!("{}: enum cases are not matched yet", name(r))),
                        },
                        Side::Result => Ok(value),
                    };
                }
                if r.subclass_of("IntLit") {
                    return Ok(Node::Lit(r.int_value("value").map_err(|e| e.to_string())?));
                }
                if r.subclass_of("NativeCodeCall") {
                    // A native call without arguments (`def Zero : NativeCodeCall<"...">` used bare).
                    return native(r, Vec::new());
                }
                let def_name = name(r);
                match ATTR_CHECKS.iter().find(|(n, _)| *n == def_name) {
                    // `AnyAttr` checks nothing.
                    Some((_, check)) if side == Side::Source => {
                        Ok(Node::Leaf { bind, check: Some(check.to_string()).filter(|c| c != "true") })
                    }
                    _ => Err(format!(
                        "argument {def_name}: not a supported leaf (attribute constraints: {:?}; add one to \
                         ATTR_CHECKS in xtask/src/drr/read.rs)",
                        ATTR_CHECKS.iter().map(|c| c.0).collect::<Vec<_>>()
                    )),
                }
            }
            Some(other) => Err(format!("argument {other}: expected `$name`, a record or a DAG")),
        }
    }

    fn dag(&mut self, d: DagInit, side: Side) -> Result<Node> {
        let operator = d.operator();
        let op_name = name(operator);
        let args: Vec<(Option<&str>, Option<TypedInit>)> = (0..d.num_args()).map(|i| (d.name(i), d.get(i))).collect();
        if operator.subclass_of("Op") {
            let op = self.op(operator)?;
            let mut nodes = Vec::new();
            let mut return_types = Vec::new();
            for (arg_name, init) in args {
                if let Some(TypedInit::Dag(inner)) = init {
                    if name(inner.operator()) == "returnType" {
                        if side == Side::Source {
                            return Err("returnType in a source pattern".into());
                        }
                        for i in 0..inner.num_args() {
                            return_types.push(self.node(inner.get(i), inner.name(i), side)?);
                        }
                        continue;
                    }
                }
                nodes.push(self.node(init, arg_name, side)?);
            }
            if nodes.len() > op.args.len() {
                return Err(format!("{op_name} takes {} arguments, {} given", op.args.len(), nodes.len()));
            }
            return Ok(Node::Op { op, bind: operator_binding(d)?, args: nodes, return_types });
        }
        match op_name.as_str() {
            "ConstantLikeMatcher" => {
                if side != Side::Source || args.len() != 1 {
                    return Err("ConstantLikeMatcher takes one attribute, in a source pattern".into());
                }
                let (arg_name, init) = args[0];
                Ok(Node::ConstantLike(Box::new(self.node(init, arg_name, side)?)))
            }
            "replaceWithValue" => {
                if side != Side::Result || args.len() != 1 {
                    return Err("replaceWithValue takes one value, in a result pattern".into());
                }
                let (arg_name, init) = args[0];
                Ok(Node::ReplaceWithValue(Box::new(self.node(init, arg_name, side)?)))
            }
            _ if operator.subclass_of("EqFn") => {
                let [(arg_name, init)] = args[..] else { return Err(format!("{op_name} takes one argument")) };
                let name = str_field(operator, "function")?;
                Ok(Node::EqFn { name, arg: Box::new(self.node(init, arg_name, side)?) })
            }
            _ if operator.subclass_of("NativeCodeCall") => {
                if side != Side::Result {
                    return Err(format!("{op_name}: native code in a source pattern (only ConstantLikeMatcher)"));
                }
                let nodes = args.into_iter().map(|(n, i)| self.node(i, n, side)).collect::<Result<Vec<_>>>()?;
                native(operator, nodes)
            }
            _ => Err(format!("({op_name} ...): not an op, a native call or a supported directive")),
        }
    }
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Side {
    Source,
    Result,
}

/// The `$name` after a DAG's operator, read from its printed form
/// (`(Arith_AddIOp:$res ...)`).
fn operator_binding(d: DagInit) -> Result<Option<String>> {
    let text = d.to_string();
    let head = text.trim_start_matches('(').split([' ', ')']).next().unwrap_or("");
    Ok(head.split_once(":$").map(|(_, b)| b.to_string()))
}

fn native(r: Record, args: Vec<Node>) -> Result<Node> {
    let expr = str_field(r, "expression")?;
    if r.int_value("numReturns").map_err(|e| e.to_string())? != 1 {
        return Err(format!("{}: only native calls returning one value are supported", name(r)));
    }
    Ok(Node::Native { expr, args, fallible: r.subclass_of("FallibleNativeCodeCall") })
}

/// A `Constraint<Pred>` DAG: `(Constraint $a, $b)`.
fn constraint_use(d: DagInit) -> Result<ConstraintUse> {
    let c = d.operator();
    let (pred, saturation) = if c.subclass_of("EqCondition") {
        (String::new(), Some(str_field(c, "condition")?))
    } else if c.subclass_of("Constraint") {
        let pred_rec = opt_def(c, "predicate").ok_or_else(|| format!("constraint {}: no predicate", name(c)))?;
        (predicate(pred_rec, 0)?, None)
    } else {
        return Err(format!("{}: not a Constraint or an EqCondition", name(c)));
    };
    let mut args = Vec::new();
    for i in 0..d.num_args() {
        let arg = d.name(i).ok_or_else(|| format!("constraint {}: argument {i} is not a `$symbol`", name(c)))?;
        args.push(arg.to_string());
    }
    Ok(ConstraintUse { pred, saturation, args })
}

/// A predicate as a Rust expression: `CPred` text, `And`/`Or`/`Neg`.
fn predicate(p: Record, depth: usize) -> Result<String> {
    if depth > 32 {
        return Err("predicate nested too deep".into());
    }
    if p.subclass_of("CPred") {
        return str_field(p, "predExpr");
    }
    if p.subclass_of("CombinedPred") {
        let kind = opt_def(p, "kind").map(name).unwrap_or_default();
        let children =
            resolve::defs(p, "children")?.into_iter().map(|c| predicate(c, depth + 1)).collect::<Result<Vec<_>>>()?;
        return match (kind.as_str(), children.as_slice()) {
            ("PredCombinerAnd", _) if !children.is_empty() => Ok(format!("({})", children.join(" && "))),
            ("PredCombinerOr", _) if !children.is_empty() => Ok(format!("({})", children.join(" || "))),
            ("PredCombinerNot", [one]) => Ok(format!("(!{one})")),
            _ => Err(format!("predicate {}: combiner {kind} is not supported", name(p))),
        };
    }
    Err(format!("predicate {}: not a CPred or And/Or/Neg", name(p)))
}

/// `ConstantAttr<Attr, "value">` (and `ConstantEnumCase`, which is one):
/// integer attributes of a fixed width, and enum cases. Returns the
/// result-side value and, for integers, the source-side check.
fn constant_attr(r: Record, here: &str) -> Result<(Node, Option<String>)> {
    let value = str_field(r, "value")?;
    let attr = opt_def(r, "attr").ok_or_else(|| format!("{}: no attr", name(r)))?;
    if let Some(mut e) = resolve::enum_of(attr)? {
        crate::ods::gen_enums::set_rust_path(&mut e, here);
        return Ok((Node::Const { attr: None, typed: Some(enum_value(&e, &value)?) }, None));
    }
    let attr_name = name(attr);
    let width = match attr_name.as_str() {
        "IndexAttr" => 0,
        "BoolAttr" => 1,
        n => n
            .strip_prefix('I')
            .and_then(|w| w.strip_suffix("Attr"))
            .and_then(|w| w.parse::<u32>().ok())
            .ok_or_else(|| format!("ConstantAttr<{n}, ...>: only IndexAttr, BoolAttr and I<N>Attr are supported"))?,
    };
    let v: i64 = match value.trim() {
        "true" => 1,
        "false" => 0,
        t => t.parse().map_err(|_| format!("ConstantAttr value {value:?} is not an integer"))?,
    };
    Ok((
        Node::Const { attr: Some(format!("strata_rewrite::drr::int_attr($_ctx, {width}, {v})")), typed: None },
        Some(format!("strata_rewrite::drr::is_int_attr($_ctx, $_self, {width}, {v})")),
    ))
}

/// The Rust value of an enum case as `ConstantEnumCase` spells it (an
/// integer, or C++ symbols `::ns::Enum::sym`, `|`-joined for a bit enum):
/// a bit enum's flags (`IntegerOverflowFlags(0)`) or an integer enum's
/// variant.
fn enum_value(e: &OdsEnum, value: &str) -> Result<String> {
    if e.rust_path.is_empty() {
        return Err(format!("enum {}: no Rust type", e.class_name));
    }
    let mut bits = 0i64;
    let mut last = None;
    for part in value.split('|').map(str::trim) {
        let symbol = part.rsplit("::").next().unwrap_or(part);
        let case = match part.parse::<i64>() {
            Ok(v) => e.cases.iter().find(|c| c.value == v),
            Err(_) => e.cases.iter().find(|c| c.symbol == symbol || c.str == symbol),
        };
        let case = case.ok_or_else(|| format!("enum {}: no case {part:?}", e.class_name))?;
        bits |= case.value;
        last = Some(case);
    }
    if e.is_bit_enum {
        return Ok(format!("{}({bits})", e.rust_path));
    }
    match (last, value.contains('|')) {
        (Some(case), false) => Ok(format!("{}::{}", e.rust_path, crate::ods::gen_enums::variant(&case.symbol))),
        _ => Err(format!("enum {}: {value:?} is not one case", e.class_name)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arith() -> RuleSet {
        let root = crate::util::repo_root();
        let includes = [crate::ods::default_include_dir(), root.clone()];
        read_rules(&root.join("patterns/arith.td"), &includes, "arith").unwrap()
    }

    #[test]
    fn arith_rules_read_in_file_order_with_drr_benefits() {
        let set = arith();
        assert_eq!(set.helper_modules, ["crate::canonicalize::native"]);
        let names: Vec<&str> = set.rules.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names[..3], ["AddIAddConstant", "AddISubConstantRHS", "AddISubConstantLHS"]);
        let rule = &set.rules[0];
        // Two ops in the source (the constants are matchers, not ops).
        assert_eq!(rule.source.num_ops(), 2);
        assert_eq!(rule.benefit_added, 0);
        let Node::Op { op, bind, args, .. } = &rule.source else { panic!("root is an op") };
        assert_eq!((op.ods.name.as_str(), bind.as_deref(), args.len()), ("arith.addi", Some("res"), 3));
        assert_eq!(op.args, [ArgSlot::Operand(0), ArgSlot::Operand(1), ArgSlot::Attr(0)]);
        assert_eq!(
            rule.source.to_string(),
            "(arith.addi:$res (arith.addi $x, (constant <attr>:$c0), $ovf1), (constant <attr>:$c1), $ovf2)"
        );
    }

    #[test]
    fn enum_cases_and_constraints_become_rust() {
        let set = arith();
        let rule = set.rules.iter().find(|r| r.name == "MulSIExtendedRHSOne").unwrap();
        let text: Vec<String> = rule.results.iter().map(ToString::to_string).collect();
        assert!(text[1].contains("crate::CmpIPredicate::Slt"), "{text:?}");
        let rule = set.rules.iter().find(|r| r.name == "AddIMulNegativeOneRhs").unwrap();
        assert!(rule.results[0].to_string().contains("crate::IntegerOverflowFlags(0)"));
        assert_eq!(rule.constraints[0].args, ["c0"]);
        assert!(rule.constraints[0].pred.contains("is_scalar_or_splat_negative_one"));
    }

    #[test]
    fn saturation_rules_become_rule_specs() {
        let text = crate::drr::laws::generate(&[("patterns/arith.td", arith())]).unwrap();
        assert!(text.contains(r#"lhs: "(arith.addi (arith.muli ?a ?b) (arith.muli ?a ?c))""#), "{text}");
        assert!(text.contains(r#"rhs: "(arith.shli ?x (log2 ?c))""#), "{text}");
        assert!(text.contains(r#"conditions: &[IntegerLike("?x"), PowerOfTwo("?c")]"#), "{text}");
        // Op labels stay labels; variables get their `?`.
        assert!(text.contains(r#"conditions: &[FastmathReassoc("o"), FastmathReassoc("i")]"#), "{text}");
        assert!(!text.contains("AddIAddConstant"), "greedy rules are not laws");
    }
}
