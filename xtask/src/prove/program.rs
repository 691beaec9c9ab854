//! A rule lowered to a straight-line program: the source tree's leaves
//! become inputs, its ops and the result trees' ops become instructions in
//! evaluation order, and the rule's constraints become preconditions.
//!
//! Invariants: an instruction only refers to items defined before it; a
//! symbol bound twice in the source is one item (DRR's "repeated symbols
//! are equal"); items that hold values (or typed integer attributes) carry
//! a type slot, which [`super::types`] assigns concrete types to.

use std::collections::BTreeMap;

use crate::drr::model::{ArgSlot, ConstraintUse, Node, OpRef, Rule};

use super::natives::{self, AttrKind, ConstAttr};

/// An item of the program: what an instruction defines.
#[derive(Clone, Debug)]
pub struct Item {
    pub kind: ItemKind,
    /// The type slot of a value or typed attribute.
    pub slot: Option<usize>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ItemKind {
    /// An SSA value.
    Value,
    /// An attribute of the given kind.
    Attr(AttrKind),
}

/// One step.
#[derive(Clone, Debug)]
pub enum Inst {
    /// A free operand of the source (`$x`, `$_`); may be poison.
    Input { item: usize, name: String },
    /// A constant: a matched ConstantLike op's value (`value: None`, any
    /// value of its type) or a fixed one; never poison.
    Constant { item: usize, name: String, value: Option<i64> },
    /// A matched attribute: any value of its kind, or a fixed one.
    Attr { item: usize, name: String, fixed: Option<ConstAttr> },
    /// An op of the source (`target == false`) or of a result tree.
    Op { op: String, operands: Vec<usize>, attrs: BTreeMap<String, usize>, results: Vec<usize>, target: bool },
    /// A native call or a saturation function (`log2`, `pow2`) of the
    /// result trees.
    Native { func: String, args: Vec<usize>, item: usize },
}

/// A precondition: a constraint over items.
#[derive(Clone, Debug)]
pub struct Precondition {
    pub func: String,
    pub args: Vec<usize>,
}

/// The lowered rule.
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub items: Vec<Item>,
    pub insts: Vec<Inst>,
    pub slots: usize,
    /// The root op's results, in order, and what replaces each.
    pub roots: Vec<usize>,
    pub replacements: Vec<usize>,
    /// Root results the rule requires to be unused (not compared).
    pub unused_roots: Vec<usize>,
    pub preconditions: Vec<Precondition>,
    /// Saturation rule: ops whose attributes are left out stand for ops
    /// without flags (the e-graph drops them), on both sides.
    pub saturation: bool,
}

/// Why a rule could not be lowered: the reason it is not provable.
pub type NotProvable = String;

#[derive(Copy, Clone)]
enum Side {
    Source,
    Target,
}

struct Lowering {
    program: Program,
    symbols: BTreeMap<String, usize>,
}

/// Lowers `rule`.
pub fn lower(rule: &Rule) -> Result<Program, NotProvable> {
    let mut l = Lowering {
        program: Program { saturation: rule.saturation_only, ..Program::default() },
        symbols: BTreeMap::new(),
    };
    let root = l.source_op(&rule.source)?;
    let Inst::Op { results, .. } = &l.program.insts[root] else { unreachable!("the root is an op") };
    let roots = results.clone();
    l.program.roots = roots;
    for c in &rule.constraints {
        l.constraint(c)?;
    }
    for result in &rule.results {
        let item = l.target(result)?;
        l.program.replacements.push(item);
    }
    if l.program.replacements.len() != l.program.roots.len() {
        return Err(format!(
            "{} result trees for {} root results",
            l.program.replacements.len(),
            l.program.roots.len()
        ));
    }
    Ok(l.program)
}

impl Lowering {
    fn new_item(&mut self, kind: ItemKind, typed: bool) -> usize {
        let slot = typed.then(|| {
            self.program.slots += 1;
            self.program.slots - 1
        });
        self.program.items.push(Item { kind, slot });
        self.program.items.len() - 1
    }

    fn bind(&mut self, name: &Option<String>, item: usize) -> Result<(), NotProvable> {
        if let Some(name) = name {
            if self.symbols.insert(name.clone(), item).is_some() {
                return Err(format!("symbol ${name} bound twice to different kinds of things"));
            }
        }
        Ok(())
    }

    /// An op of the source; returns its instruction's index.
    fn source_op(&mut self, node: &Node) -> Result<usize, NotProvable> {
        let Node::Op { op, bind, args, .. } = node else { return Err(format!("source root {node} is not an op")) };
        let (operands, attrs) = self.op_args(op, args, Side::Source)?;
        self.push_op(op, bind, operands, attrs, false)
    }

    /// An op node's operands and attributes, lowered for its side; an
    /// attribute left out is its default.
    fn op_args(
        &mut self,
        op: &OpRef,
        args: &[Node],
        side: Side,
    ) -> Result<(Vec<usize>, BTreeMap<String, usize>), NotProvable> {
        let mut operands = Vec::new();
        let mut attrs = BTreeMap::new();
        for (i, slot) in op.args.iter().enumerate() {
            match (slot, args.get(i)) {
                (ArgSlot::Operand(_), Some(arg)) => operands.push(match side {
                    Side::Source => self.source_operand(arg)?,
                    Side::Target => self.target(arg)?,
                }),
                (ArgSlot::Operand(_), None) => return Err(format!("{}: an operand is missing", op.ods.name)),
                (ArgSlot::Attr(j), arg) => {
                    let name = op.ods.attributes[*j].name.clone();
                    let kind = natives::attr_kind(&op.ods.name, &name)?;
                    let item = match (arg, side) {
                        (Some(arg), Side::Source) => self.source_attr(arg, kind)?,
                        (Some(arg), Side::Target) => self.target_attr(arg, kind)?,
                        (None, _) => self.default_attr(kind),
                    };
                    attrs.insert(name, item);
                }
            }
        }
        Ok((operands, attrs))
    }

    fn push_op(
        &mut self,
        op: &OpRef,
        bind: &Option<String>,
        operands: Vec<usize>,
        attrs: BTreeMap<String, usize>,
        target: bool,
    ) -> Result<usize, NotProvable> {
        let results: Vec<usize> = (0..op.ods.results.len()).map(|_| self.new_item(ItemKind::Value, true)).collect();
        if let Some(b) = bind {
            for (i, r) in results.iter().enumerate() {
                let name = if i == 0 { b.clone() } else { format!("{b}__{i}") };
                if !target {
                    self.bind(&Some(name), *r)?;
                }
            }
        }
        self.program.insts.push(Inst::Op { op: op.ods.name.clone(), operands, attrs, results, target });
        Ok(self.program.insts.len() - 1)
    }

    fn first_result(&self, inst: usize) -> Result<usize, NotProvable> {
        match &self.program.insts[inst] {
            Inst::Op { results, op, .. } => {
                results.first().copied().ok_or_else(|| format!("{op} has no result to use as an operand"))
            }
            _ => unreachable!("an op instruction"),
        }
    }

    /// A source operand: a nested op, a free value or a constant.
    fn source_operand(&mut self, node: &Node) -> Result<usize, NotProvable> {
        match node {
            Node::Op { .. } => {
                let inst = self.source_op(node)?;
                self.first_result(inst)
            }
            Node::Leaf { bind, check } => {
                if let Some(item) = bind.as_ref().and_then(|b| self.symbols.get(b)) {
                    return Ok(*item);
                }
                if let Some(check) = check {
                    return Err(format!("an operand leaf with an attribute check ({check})"));
                }
                let item = self.new_item(ItemKind::Value, true);
                let name = bind.clone().unwrap_or_else(|| format!("_{item}"));
                self.program.insts.push(Inst::Input { item, name });
                self.bind(bind, item)?;
                Ok(item)
            }
            Node::ConstantLike(leaf) => {
                let Node::Leaf { bind, check } = &**leaf else { return Err(format!("constant matcher of {leaf}")) };
                let (value, width) = match check {
                    None => (None, None),
                    Some(check) => natives::constant_check(check)?,
                };
                let item = self.new_item(ItemKind::Value, true);
                if let Some(w) = width {
                    self.program.preconditions.push(Precondition { func: format!("width:{w}"), args: vec![item] });
                }
                let name = bind.clone().unwrap_or_else(|| format!("_c{item}"));
                self.program.insts.push(Inst::Constant { item, name, value });
                self.bind(bind, item)?;
                Ok(item)
            }
            Node::Lit(v) => {
                let item = self.new_item(ItemKind::Value, true);
                self.program.insts.push(Inst::Constant { item, name: format!("_lit{item}"), value: Some(*v) });
                Ok(item)
            }
            other => Err(format!("source operand {other} is not supported")),
        }
    }

    /// An attribute the source matches.
    fn source_attr(&mut self, node: &Node, kind: AttrKind) -> Result<usize, NotProvable> {
        match node {
            Node::Leaf { bind, check: None } => {
                if let Some(item) = bind.as_ref().and_then(|b| self.symbols.get(b)) {
                    return Ok(*item);
                }
                if self.program.saturation && bind.is_none() {
                    return Ok(self.default_attr(kind));
                }
                let item = self.new_item(ItemKind::Attr(kind), kind == AttrKind::Int);
                let name = bind.clone().unwrap_or_else(|| format!("_a{item}"));
                self.program.insts.push(Inst::Attr { item, name, fixed: None });
                self.bind(bind, item)?;
                Ok(item)
            }
            Node::Const { typed: Some(rust), .. } => {
                let fixed = natives::const_attr(rust, kind)?;
                let item = self.new_item(ItemKind::Attr(kind), false);
                self.program.insts.push(Inst::Attr { item, name: format!("_k{item}"), fixed: Some(fixed) });
                Ok(item)
            }
            other => Err(format!("source attribute {other} is not supported")),
        }
    }

    /// An attribute left out: its default (none of the flags), or in a
    /// source any value.
    fn default_attr(&mut self, kind: AttrKind) -> usize {
        let item = self.new_item(ItemKind::Attr(kind), false);
        self.program.insts.push(Inst::Attr { item, name: format!("_d{item}"), fixed: Some(ConstAttr::Default) });
        item
    }

    fn constraint(&mut self, c: &ConstraintUse) -> Result<(), NotProvable> {
        let func = match &c.saturation {
            Some(cond) => format!("eq:{cond}"),
            None => natives::constraint_name(&c.pred)?,
        };
        let mut args = Vec::new();
        for a in &c.args {
            if let Some(item) = self.symbols.get(a) {
                args.push(*item);
                continue;
            }
            // `$res__1` of a root with several results; unused results of
            // an op the rule binds are named this way.
            return Err(format!("constraint argument ${a} is not a bound symbol"));
        }
        if func == "has_no_uses" {
            let root_index = self.program.roots.iter().position(|r| *r == args[0]);
            match root_index {
                Some(i) => self.program.unused_roots.push(i),
                None => return Err("HasNoUses on a value that is not a root result".into()),
            }
            return Ok(());
        }
        self.program.preconditions.push(Precondition { func, args });
        Ok(())
    }

    /// A node of a result tree; returns its item.
    fn target(&mut self, node: &Node) -> Result<usize, NotProvable> {
        match node {
            Node::Op { op, bind, args, .. } => {
                let (operands, mut attrs) = self.op_args(op, args, Side::Target)?;
                // An op label in both trees carries the source op's
                // attributes over (saturation rules).
                if let Some(b) = bind {
                    if let Some(src) = self.source_attrs_of(b) {
                        for (name, item) in src {
                            attrs.insert(name, item);
                        }
                    }
                }
                let inst = self.push_op(op, bind, operands, attrs, true)?;
                self.first_result(inst)
            }
            Node::Leaf { bind: Some(b), check: None } => {
                self.symbols.get(b).copied().ok_or_else(|| format!("result uses ${b}, which the source does not bind"))
            }
            Node::ReplaceWithValue(inner) => self.target(inner),
            Node::Lit(v) => {
                let item = self.new_item(ItemKind::Value, true);
                self.program.insts.push(Inst::Constant { item, name: format!("_lit{item}"), value: Some(*v) });
                Ok(item)
            }
            Node::Native { expr, args, .. } => {
                let func = natives::native_name(expr)?;
                let args = args.iter().map(|a| self.target(a)).collect::<Result<Vec<_>, _>>()?;
                self.native(func, args)
            }
            Node::EqFn { name, arg } => {
                let arg = self.target(arg)?;
                self.native(format!("eq:{name}"), vec![arg])
            }
            Node::Const { attr: Some(rust), .. } => {
                let (width, value) = natives::int_attr(rust)?;
                let item = self.new_item(ItemKind::Attr(AttrKind::Int), true);
                self.program.insts.push(Inst::Constant { item, name: format!("_k{item}"), value: Some(value) });
                self.program.preconditions.push(Precondition { func: format!("width:{width}"), args: vec![item] });
                Ok(item)
            }
            other => Err(format!("result node {other} is not supported")),
        }
    }

    fn target_attr(&mut self, node: &Node, kind: AttrKind) -> Result<usize, NotProvable> {
        match node {
            Node::Const { typed: Some(rust), .. } => {
                let fixed = natives::const_attr(rust, kind)?;
                let item = self.new_item(ItemKind::Attr(kind), false);
                self.program.insts.push(Inst::Attr { item, name: format!("_k{item}"), fixed: Some(fixed) });
                Ok(item)
            }
            _ => self.target(node),
        }
    }

    fn native(&mut self, func: String, args: Vec<usize>) -> Result<usize, NotProvable> {
        let out = natives::native_output(&func)?;
        let typed = matches!(out, AttrKind::Int);
        let item = self.new_item(ItemKind::Attr(out), typed);
        self.program.insts.push(Inst::Native { func, args, item });
        Ok(item)
    }

    /// The attributes of the source op labelled `label`.
    fn source_attrs_of(&self, label: &str) -> Option<BTreeMap<String, usize>> {
        let item = *self.symbols.get(label)?;
        self.program.insts.iter().find_map(|inst| match inst {
            Inst::Op { results, attrs, target: false, .. } if results.first() == Some(&item) => Some(attrs.clone()),
            _ => None,
        })
    }
}
