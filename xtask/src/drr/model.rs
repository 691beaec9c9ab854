//! The model of a rules file: its rules, each a source tree, result trees
//! and constraints, with every op resolved to its ODS description (no
//! `tblgen` types, so the generator can be tested on hand-built models).

use std::rc::Rc;

use crate::ods::model::OdsOp;

/// A rules file, rules in definition order.
#[derive(Debug)]
pub struct RuleSet {
    /// `use` paths the generated file imports (`RustHelpers<"...">` records):
    /// where the rules' native functions live.
    pub helper_modules: Vec<String>,
    pub rules: Vec<Rule>,
}

/// One `Pattern`/`Pat` record.
#[derive(Debug)]
pub struct Rule {
    /// The record name: the pattern's debug name (`disable-patterns`).
    pub name: String,
    /// The source tree; its root is an [`Node::Op`].
    pub source: Node,
    /// One tree per group of root results they replace, in order.
    pub results: Vec<Node>,
    pub constraints: Vec<ConstraintUse>,
    /// `(addBenefit N)`.
    pub benefit_added: i64,
    /// Marked `SaturationOnly`: a rule the greedy driver would not
    /// terminate with (commutativity); not compiled into a greedy pattern.
    pub saturation_only: bool,
    /// Marked `FoldStatement`: what a Rust `fold` hook does, stated to be
    /// proven; compiled into nothing.
    pub fold_statement: bool,
    /// Marked `AssumesIndex64`: the rule holds where `index` is 64 bits
    /// wide (the default data layout, which folds assume), not narrower.
    pub assumes_index64: bool,
}

/// An op a rule matches or builds.
#[derive(Debug)]
pub struct OpRef {
    pub ods: OdsOp,
    /// The generated wrapper (`AddIOp`).
    pub struct_name: String,
    /// The op's `arguments`, in ODS order (what a DAG's arguments follow).
    pub args: Vec<ArgSlot>,
    /// Traits that decide how a built op's result type is found.
    pub same_operands_and_result_type: bool,
    pub constant_like: bool,
    /// Per attribute of `ods` (same order): is its parameter of the
    /// generated `build` an `Option` (optional, or with a default)?
    pub build_option: Vec<bool>,
}

impl OpRef {
    /// Whether attribute `name`'s `build` parameter is an `Option`.
    pub fn attr_is_option(&self, name: &str) -> bool {
        self.ods.attributes.iter().position(|a| a.name == name).is_some_and(|i| self.build_option[i])
    }
}

/// An entry of an op's `arguments`: an operand or an attribute (index into
/// `OdsOp::operands` / `OdsOp::attributes`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArgSlot {
    Operand(usize),
    Attr(usize),
}

/// A node of a source or result tree.
#[derive(Debug)]
pub enum Node {
    /// `(Op:$bind args... (returnType ...)?)`.
    Op { op: Rc<OpRef>, bind: Option<String>, args: Vec<Node>, return_types: Vec<Node> },
    /// `$x`, `$_` (no name) or an attribute constraint with an optional
    /// name (`APIntAttr:$c`; the check is a Rust predicate over `$_self`).
    Leaf { bind: Option<String>, check: Option<String> },
    /// `(ConstantLikeMatcher Leaf)`: the operand is defined by a
    /// ConstantLike op whose value the leaf binds and checks.
    ConstantLike(Box<Node>),
    /// `(NativeCall args...)`: a Rust expression over `$0`.. (`$_ctx`,
    /// `$_body`); `fallible` ones return `Option` and decline the match
    /// with `None`.
    Native { expr: String, args: Vec<Node>, fallible: bool },
    /// A constant attribute (`ConstantAttr`, `ConstantEnumCase`): `attr` is
    /// a Rust expression of an `Attribute`, `typed` one of the enum's Rust
    /// type where it has one.
    Const { attr: Option<String>, typed: Option<String> },
    /// `(replaceWithValue $x)`.
    ReplaceWithValue(Box<Node>),
    /// `IntLit<v>` (saturation rules): an operand that is the constant `v`
    /// of the root's type.
    Lit(i64),
    /// `(Log2 $c)`, `(Pow2 $k)` (saturation rules): a constant computed
    /// from a matched one, by the e-graph's function `name`.
    EqFn { name: String, arg: Box<Node> },
}

/// A constraint applied to symbols: a Rust boolean expression over `$0`..
/// (`$_ctx`, `$_body`).
#[derive(Debug)]
pub struct ConstraintUse {
    /// For the greedy driver: the predicate (empty for a saturation
    /// condition).
    pub pred: String,
    /// For equality saturation: the `EqCondition`'s name (`IntegerLike`).
    pub saturation: Option<String>,
    /// The symbols, as written without `$` (`res__1` is result 1 of `$res`).
    pub args: Vec<String>,
}

impl Node {
    /// The number of op nodes in the tree (DRR's benefit and its count of
    /// matched ops whose locations the built ops fuse).
    pub fn num_ops(&self) -> usize {
        let mut n = 0;
        let mut stack = vec![self];
        while let Some(node) = stack.pop() {
            match node {
                Node::Op { args, return_types, .. } => {
                    n += 1;
                    stack.extend(args.iter().chain(return_types));
                }
                Node::ConstantLike(inner) | Node::ReplaceWithValue(inner) | Node::EqFn { arg: inner, .. } => {
                    stack.push(inner)
                }
                Node::Native { args, .. } => stack.extend(args),
                Node::Leaf { .. } | Node::Const { .. } | Node::Lit(_) => {}
            }
        }
        n
    }
}

impl std::fmt::Display for Node {
    /// The tree in DRR's shape with MLIR op names: `(arith.addi $x, $y)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let list = |f: &mut std::fmt::Formatter<'_>, nodes: &[Node]| -> std::fmt::Result {
            for (i, n) in nodes.iter().enumerate() {
                write!(f, "{}{n}", if i == 0 { " " } else { ", " })?;
            }
            Ok(())
        };
        match self {
            Node::Op { op, bind, args, return_types } => {
                write!(f, "({}", op.ods.name)?;
                if let Some(b) = bind {
                    write!(f, ":${b}")?;
                }
                list(f, args)?;
                if !return_types.is_empty() {
                    write!(f, " (returnType")?;
                    list(f, return_types)?;
                    write!(f, ")")?;
                }
                write!(f, ")")
            }
            Node::Leaf { bind, check } => {
                if check.is_some() {
                    write!(f, "<attr>")?;
                }
                match (bind, check) {
                    (Some(b), Some(_)) => write!(f, ":${b}"),
                    (Some(b), None) => write!(f, "${b}"),
                    (None, Some(_)) => Ok(()),
                    (None, None) => write!(f, "$_"),
                }
            }
            Node::ConstantLike(leaf) => write!(f, "(constant {leaf})"),
            Node::Native { args, .. } => {
                write!(f, "(native")?;
                list(f, args)?;
                write!(f, ")")
            }
            Node::Const { attr, typed } => write!(f, "{}", typed.as_deref().or(attr.as_deref()).unwrap_or("<const>")),
            Node::ReplaceWithValue(v) => write!(f, "(replaceWithValue {v})"),
            Node::Lit(v) => write!(f, "{v}"),
            Node::EqFn { name, arg } => write!(f, "({name} {arg})"),
        }
    }
}
