//! Rules as plain data ([`RuleSpec`], [`Condition`]) and their compiled
//! form ([`Rule`]): s-expression patterns over MLIR op names, parsed once
//! per run against the run's context. The format is documented in the
//! crate's `//!` doc, for the code generator that emits rule tables.
//!
//! Invariants: compiling never panics on bad text (an error names the rule
//! and what is wrong); a compiled rule's right-hand side uses only
//! variables and labels its left-hand side binds; patterns are small trees,
//! so the matcher may recurse over a pattern (never over the IR).

use strata_ir::{Context, OpName};

/// One rewrite rule: `lhs` and `rhs` are equal whenever `conditions` hold.
/// A plain value, so a generator can emit tables of them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RuleSpec {
    /// Unique, for statistics and debugging (`ArithAssocAdd`).
    pub name: &'static str,
    /// The pattern matched in the e-graph, e.g. `(arith.addi (arith.addi ?a ?b) ?c)`.
    pub lhs: &'static str,
    /// The equal term added, e.g. `(arith.addi ?a (arith.addi ?b ?c))`.
    pub rhs: &'static str,
    /// All must hold for a match to be used.
    pub conditions: &'static [Condition],
}

/// The named predicates a rule may require (a closed set: a generator
/// emits these by name).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Condition {
    /// The variable's class has a scalar integer (any width) or index type.
    IntegerLike(&'static str),
    /// The lhs op with this label has `reassoc` (or `fast`) among its
    /// `fastmath` flags.
    FastmathReassoc(&'static str),
    /// The variable's class is a constant power of two, at least 2.
    PowerOfTwo(&'static str),
    /// The variable's class is a constant shift amount `k` with
    /// `0 < k < width` (32 for `index`, whose width is unknown).
    ShiftAmount(&'static str),
    /// The variable's class is a constant.
    Constant(&'static str),
}

/// A constant computed from a bound constant, in a right-hand side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConstFn {
    /// `(log2 ?c)`: the exponent of a power of two.
    Log2,
    /// `(pow2 ?k)`: two to the power of a shift amount.
    Pow2,
}

/// A node of a compiled pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PNode {
    /// A variable, by index.
    Var(usize),
    /// An integer literal of the root's type.
    Lit(i64),
    /// An op; `label` names the matched op (lhs) or the lhs op whose
    /// properties and attributes it copies (rhs). Children index the
    /// pattern's node list.
    Op { name: OpName, label: Option<usize>, children: Vec<usize> },
    /// A computed constant (rhs only).
    Fn(ConstFn, usize),
}

/// A parsed pattern: nodes, children before parents, the root last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    pub nodes: Vec<PNode>,
}

impl Pattern {
    pub fn root(&self) -> usize {
        self.nodes.len() - 1
    }
}

/// A compiled condition (names resolved to indices).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Check {
    IntegerLike(usize),
    FastmathReassoc(usize),
    PowerOfTwo(usize),
    ShiftAmount(usize),
    Constant(usize),
}

/// A compiled rule.
#[derive(Clone, Debug)]
pub struct Rule {
    pub lhs: Pattern,
    pub rhs: Pattern,
    pub checks: Vec<Check>,
}

/// At most this many variables and labels per rule (bindings are arrays).
pub const MAX_VARS: usize = 6;
pub const MAX_LABELS: usize = 4;

/// Names bound while parsing a rule.
#[derive(Default)]
struct Names {
    vars: Vec<String>,
    labels: Vec<String>,
}

fn tokenize(text: &str) -> Vec<String> {
    text.replace('(', " ( ").replace(')', " ) ").split_whitespace().map(str::to_string).collect()
}

impl Rule {
    /// Compiles `spec` against `ctx`'s op names.
    pub fn compile(ctx: &Context, spec: &RuleSpec) -> Result<Rule, String> {
        let err = |m: String| format!("rule '{}': {m}", spec.name);
        let mut names = Names::default();
        let lhs = parse(ctx, spec.lhs, &mut names, true).map_err(err)?;
        if !matches!(lhs.nodes[lhs.root()], PNode::Op { .. }) {
            return Err(err("the left-hand side must be an op".into()));
        }
        let rhs = parse(ctx, spec.rhs, &mut names, false).map_err(err)?;
        let var = |n: &str| names.vars.iter().position(|v| v == n).ok_or_else(|| err(format!("unbound variable {n}")));
        let label = |n: &str| names.labels.iter().position(|v| v == n).ok_or_else(|| err(format!("unknown label {n}")));
        let checks = spec
            .conditions
            .iter()
            .map(|c| {
                Ok(match *c {
                    Condition::IntegerLike(v) => Check::IntegerLike(var(v)?),
                    Condition::FastmathReassoc(l) => Check::FastmathReassoc(label(l)?),
                    Condition::PowerOfTwo(v) => Check::PowerOfTwo(var(v)?),
                    Condition::ShiftAmount(v) => Check::ShiftAmount(var(v)?),
                    Condition::Constant(v) => Check::Constant(var(v)?),
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        if names.vars.len() > MAX_VARS || names.labels.len() > MAX_LABELS {
            return Err(err(format!("more than {MAX_VARS} variables or {MAX_LABELS} labels")));
        }
        Ok(Rule { lhs, rhs, checks })
    }
}

/// Parses one pattern; `lhs` binds variables and labels, a right-hand side
/// may only use them.
fn parse(ctx: &Context, text: &str, names: &mut Names, lhs: bool) -> Result<Pattern, String> {
    let tokens = tokenize(text);
    let mut nodes = Vec::new();
    // Explicit stack of open lists: (head token, children so far).
    let mut open: Vec<(Option<String>, Vec<usize>)> = Vec::new();
    let mut root = None;
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i].as_str();
        i += 1;
        let node = match t {
            "(" => {
                let head = tokens.get(i).filter(|h| *h != "(" && *h != ")").cloned();
                if head.is_none() {
                    return Err(format!("'(' must be followed by an op name in '{text}'"));
                }
                i += 1;
                open.push((head, Vec::new()));
                continue;
            }
            ")" => {
                let (head, children) = open.pop().ok_or_else(|| format!("unbalanced ')' in '{text}'"))?;
                let head = head.unwrap_or_default();
                match head.as_str() {
                    "log2" | "pow2" if !lhs && children.len() == 1 => {
                        let f = if head == "log2" { ConstFn::Log2 } else { ConstFn::Pow2 };
                        PNode::Fn(f, children[0])
                    }
                    _ if head.contains('.') => {
                        let (name, label) = match head.split_once(':') {
                            Some((n, l)) => (n, Some(l)),
                            None => (head.as_str(), None),
                        };
                        let label = match label {
                            Some(l) if lhs => {
                                if names.labels.iter().any(|x| x == l) {
                                    return Err(format!("label {l} bound twice"));
                                }
                                names.labels.push(l.to_string());
                                Some(names.labels.len() - 1)
                            }
                            Some(l) => Some(
                                names.labels.iter().position(|x| x == l).ok_or_else(|| format!("unknown label {l}"))?,
                            ),
                            None => None,
                        };
                        PNode::Op { name: ctx.op_name(name), label, children }
                    }
                    _ => return Err(format!("unknown head '{head}' in '{text}'")),
                }
            }
            v if v.starts_with('?') && v.len() > 1 => match names.vars.iter().position(|x| x == v) {
                Some(k) => PNode::Var(k),
                None if lhs => {
                    names.vars.push(v.to_string());
                    PNode::Var(names.vars.len() - 1)
                }
                None => return Err(format!("unbound variable {v}")),
            },
            n => PNode::Lit(n.parse::<i64>().map_err(|_| format!("bad token '{n}' in '{text}'"))?),
        };
        nodes.push(node);
        let id = nodes.len() - 1;
        match open.last_mut() {
            Some((_, children)) => children.push(id),
            None if root.is_none() => root = Some(id),
            None => return Err(format!("more than one term in '{text}'")),
        }
    }
    if !open.is_empty() || root.is_none() {
        return Err(format!("incomplete pattern '{text}'"));
    }
    Ok(Pattern { nodes })
}

#[cfg(test)]
mod tests {
    use super::{Condition, PNode, Rule, RuleSpec};
    use crate::laws::LAWS;
    use strata_ir::Context;

    fn spec(lhs: &'static str, rhs: &'static str, conditions: &'static [Condition]) -> RuleSpec {
        RuleSpec { name: "t", lhs, rhs, conditions }
    }

    #[test]
    fn every_law_compiles() {
        let ctx = Context::new();
        for law in LAWS {
            Rule::compile(&ctx, law).unwrap_or_else(|e| panic!("{e}"));
        }
    }

    #[test]
    fn patterns_put_children_before_parents() {
        let ctx = Context::new();
        let r = Rule::compile(&ctx, &spec("(arith.addi:x (arith.muli ?a 2) ?a)", "(arith.addi:x ?a ?a)", &[])).unwrap();
        assert_eq!(r.lhs.nodes.len(), 5);
        assert!(matches!(r.lhs.nodes[r.lhs.root()], PNode::Op { label: Some(0), .. }));
        assert_eq!(r.lhs.nodes[0], PNode::Var(0));
        assert_eq!(r.lhs.nodes[1], PNode::Lit(2));
        assert_eq!(r.rhs.nodes[0], PNode::Var(0));
    }

    #[test]
    fn bad_rules_are_errors_not_panics() {
        let ctx = Context::new();
        let bad = [
            spec("(arith.addi ?a ?b", "?a", &[]),
            spec("(arith.addi ?a ?b))", "?a", &[]),
            spec("?a", "?a", &[]),
            spec("(arith.addi ?a ?b)", "?c", &[]),
            spec("(arith.addi ?a ?b)", "(arith.addi:y ?a ?b)", &[]),
            spec("(arith.addi ?a ?b)", "?a", &[Condition::PowerOfTwo("?z")]),
            spec("(arith.addi ?a ?b)", "?a", &[Condition::FastmathReassoc("o")]),
            spec("(log2 ?a)", "?a", &[]),
            spec("(arith.addi ?a x)", "?a", &[]),
            spec("(arith.addi ?a ?b) ?c", "?a", &[]),
            spec("()", "?a", &[]),
            spec("", "?a", &[]),
            spec("(arith.addi:x (arith.addi:x ?a ?b) ?c)", "?a", &[]),
        ];
        for s in bad {
            assert!(Rule::compile(&ctx, &s).is_err(), "{s:?} should not compile");
        }
    }
}
