//! The algebraic laws `eqsat` applies: one flat table of [`RuleSpec`]s,
//! exactly the form a generator emits from `patterns/*.td` (see the crate
//! doc for the format). Written by hand for now.
//!
//! Invariants: every integer law holds for wrap-around (modulo 2^n)
//! arithmetic at every width, `index` included, so none needs the poison
//! flags (which the e-graph does not see; see `lang`); no law divides;
//! `arith` and `index` get the same laws. Float laws only regroup when
//! every matched op allows it (`fastmath<reassoc>` or `fast`), and their
//! rhs ops keep the matched ops' flags. Commutativity is not here: it holds
//! for every op with the `Commutative` trait, in any dialect, and the
//! engine applies it (`saturate`).

use crate::rule::Condition::{FastmathReassoc, IntegerLike, PowerOfTwo, ShiftAmount};
use crate::rule::RuleSpec;

/// Properties that make an op's result poison in some cases (overflow
/// flags, `exact`): left out of e-node keys, restored on output only where
/// every replaced op had them.
pub static POISON_PROPERTIES: &[&str] = &["overflowFlags", "isExact"];

/// Ops whose regions run repeatedly: ops inside them cost more, and new
/// ops are hoisted out of them when their operands allow.
pub static LOOP_OPS: &[&str] = &["scf.for", "scf.while", "scf.parallel", "scf.forall", "affine.for", "affine.parallel"];

/// Every law, in application order.
pub static LAWS: &[RuleSpec] = &[
    RuleSpec {
        name: "assoc-arith.addi",
        lhs: "(arith.addi (arith.addi ?a ?b) ?c)",
        rhs: "(arith.addi ?a (arith.addi ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "assoc-arith.muli",
        lhs: "(arith.muli (arith.muli ?a ?b) ?c)",
        rhs: "(arith.muli ?a (arith.muli ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "assoc-arith.andi",
        lhs: "(arith.andi (arith.andi ?a ?b) ?c)",
        rhs: "(arith.andi ?a (arith.andi ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "assoc-arith.ori",
        lhs: "(arith.ori (arith.ori ?a ?b) ?c)",
        rhs: "(arith.ori ?a (arith.ori ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "assoc-arith.xori",
        lhs: "(arith.xori (arith.xori ?a ?b) ?c)",
        rhs: "(arith.xori ?a (arith.xori ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "factor-arith.muli",
        lhs: "(arith.addi (arith.muli ?a ?b) (arith.muli ?a ?c))",
        rhs: "(arith.muli ?a (arith.addi ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "distribute-arith.muli",
        lhs: "(arith.muli ?a (arith.addi ?b ?c))",
        rhs: "(arith.addi (arith.muli ?a ?b) (arith.muli ?a ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "factor-sub-arith.muli",
        lhs: "(arith.subi (arith.muli ?a ?b) (arith.muli ?a ?c))",
        rhs: "(arith.muli ?a (arith.subi ?b ?c))",
        conditions: &[],
    },
    RuleSpec { name: "add-sub-left-arith.subi", lhs: "(arith.subi (arith.addi ?a ?b) ?a)", rhs: "?b", conditions: &[] },
    RuleSpec {
        name: "add-sub-right-arith.subi",
        lhs: "(arith.subi (arith.addi ?a ?b) ?b)",
        rhs: "?a",
        conditions: &[],
    },
    RuleSpec { name: "sub-add-arith.addi", lhs: "(arith.addi (arith.subi ?a ?b) ?b)", rhs: "?a", conditions: &[] },
    RuleSpec {
        name: "sub-common-arith.subi",
        lhs: "(arith.subi (arith.addi ?a ?b) (arith.addi ?a ?c))",
        rhs: "(arith.subi ?b ?c)",
        conditions: &[],
    },
    RuleSpec { name: "sub-sub-arith.subi", lhs: "(arith.subi ?a (arith.subi ?a ?b))", rhs: "?b", conditions: &[] },
    RuleSpec { name: "add-zero-arith.addi", lhs: "(arith.addi ?a 0)", rhs: "?a", conditions: &[] },
    RuleSpec { name: "sub-zero-arith.subi", lhs: "(arith.subi ?a 0)", rhs: "?a", conditions: &[] },
    RuleSpec { name: "mul-one-arith.muli", lhs: "(arith.muli ?a 1)", rhs: "?a", conditions: &[] },
    RuleSpec { name: "mul-zero-arith.muli", lhs: "(arith.muli ?a 0)", rhs: "0", conditions: &[IntegerLike("?a")] },
    RuleSpec { name: "and-zero-arith.andi", lhs: "(arith.andi ?a 0)", rhs: "0", conditions: &[IntegerLike("?a")] },
    RuleSpec { name: "or-zero-arith.ori", lhs: "(arith.ori ?a 0)", rhs: "?a", conditions: &[] },
    RuleSpec { name: "xor-zero-arith.xori", lhs: "(arith.xori ?a 0)", rhs: "?a", conditions: &[] },
    RuleSpec { name: "shl-zero-arith.shli", lhs: "(arith.shli ?a 0)", rhs: "?a", conditions: &[] },
    RuleSpec {
        name: "add-self-arith.addi",
        lhs: "(arith.addi ?x ?x)",
        rhs: "(arith.muli ?x 2)",
        conditions: &[IntegerLike("?x")],
    },
    RuleSpec { name: "mul-two-arith.muli", lhs: "(arith.muli ?x 2)", rhs: "(arith.addi ?x ?x)", conditions: &[] },
    RuleSpec {
        name: "mul-pow2-arith.muli",
        lhs: "(arith.muli ?x ?c)",
        rhs: "(arith.shli ?x (log2 ?c))",
        conditions: &[IntegerLike("?x"), PowerOfTwo("?c")],
    },
    RuleSpec {
        name: "shl-arith.shli",
        lhs: "(arith.shli ?x ?k)",
        rhs: "(arith.muli ?x (pow2 ?k))",
        conditions: &[IntegerLike("?x"), ShiftAmount("?k")],
    },
    RuleSpec {
        name: "assoc-index.add",
        lhs: "(index.add (index.add ?a ?b) ?c)",
        rhs: "(index.add ?a (index.add ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "assoc-index.mul",
        lhs: "(index.mul (index.mul ?a ?b) ?c)",
        rhs: "(index.mul ?a (index.mul ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "assoc-index.and",
        lhs: "(index.and (index.and ?a ?b) ?c)",
        rhs: "(index.and ?a (index.and ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "assoc-index.or",
        lhs: "(index.or (index.or ?a ?b) ?c)",
        rhs: "(index.or ?a (index.or ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "assoc-index.xor",
        lhs: "(index.xor (index.xor ?a ?b) ?c)",
        rhs: "(index.xor ?a (index.xor ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "factor-index.mul",
        lhs: "(index.add (index.mul ?a ?b) (index.mul ?a ?c))",
        rhs: "(index.mul ?a (index.add ?b ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "distribute-index.mul",
        lhs: "(index.mul ?a (index.add ?b ?c))",
        rhs: "(index.add (index.mul ?a ?b) (index.mul ?a ?c))",
        conditions: &[],
    },
    RuleSpec {
        name: "factor-sub-index.mul",
        lhs: "(index.sub (index.mul ?a ?b) (index.mul ?a ?c))",
        rhs: "(index.mul ?a (index.sub ?b ?c))",
        conditions: &[],
    },
    RuleSpec { name: "add-sub-left-index.sub", lhs: "(index.sub (index.add ?a ?b) ?a)", rhs: "?b", conditions: &[] },
    RuleSpec { name: "add-sub-right-index.sub", lhs: "(index.sub (index.add ?a ?b) ?b)", rhs: "?a", conditions: &[] },
    RuleSpec { name: "sub-add-index.add", lhs: "(index.add (index.sub ?a ?b) ?b)", rhs: "?a", conditions: &[] },
    RuleSpec {
        name: "sub-common-index.sub",
        lhs: "(index.sub (index.add ?a ?b) (index.add ?a ?c))",
        rhs: "(index.sub ?b ?c)",
        conditions: &[],
    },
    RuleSpec { name: "sub-sub-index.sub", lhs: "(index.sub ?a (index.sub ?a ?b))", rhs: "?b", conditions: &[] },
    RuleSpec { name: "add-zero-index.add", lhs: "(index.add ?a 0)", rhs: "?a", conditions: &[] },
    RuleSpec { name: "sub-zero-index.sub", lhs: "(index.sub ?a 0)", rhs: "?a", conditions: &[] },
    RuleSpec { name: "mul-one-index.mul", lhs: "(index.mul ?a 1)", rhs: "?a", conditions: &[] },
    RuleSpec { name: "mul-zero-index.mul", lhs: "(index.mul ?a 0)", rhs: "0", conditions: &[IntegerLike("?a")] },
    RuleSpec { name: "and-zero-index.and", lhs: "(index.and ?a 0)", rhs: "0", conditions: &[IntegerLike("?a")] },
    RuleSpec { name: "or-zero-index.or", lhs: "(index.or ?a 0)", rhs: "?a", conditions: &[] },
    RuleSpec { name: "xor-zero-index.xor", lhs: "(index.xor ?a 0)", rhs: "?a", conditions: &[] },
    RuleSpec { name: "shl-zero-index.shl", lhs: "(index.shl ?a 0)", rhs: "?a", conditions: &[] },
    RuleSpec {
        name: "add-self-index.add",
        lhs: "(index.add ?x ?x)",
        rhs: "(index.mul ?x 2)",
        conditions: &[IntegerLike("?x")],
    },
    RuleSpec { name: "mul-two-index.mul", lhs: "(index.mul ?x 2)", rhs: "(index.add ?x ?x)", conditions: &[] },
    RuleSpec {
        name: "mul-pow2-index.mul",
        lhs: "(index.mul ?x ?c)",
        rhs: "(index.shl ?x (log2 ?c))",
        conditions: &[IntegerLike("?x"), PowerOfTwo("?c")],
    },
    RuleSpec {
        name: "shl-index.shl",
        lhs: "(index.shl ?x ?k)",
        rhs: "(index.mul ?x (pow2 ?k))",
        conditions: &[IntegerLike("?x"), ShiftAmount("?k")],
    },
    RuleSpec {
        name: "assoc-arith.addf",
        lhs: "(arith.addf:o (arith.addf:i ?a ?b) ?c)",
        rhs: "(arith.addf:o ?a (arith.addf:i ?b ?c))",
        conditions: &[FastmathReassoc("o"), FastmathReassoc("i")],
    },
    RuleSpec {
        name: "assoc-arith.mulf",
        lhs: "(arith.mulf:o (arith.mulf:i ?a ?b) ?c)",
        rhs: "(arith.mulf:o ?a (arith.mulf:i ?b ?c))",
        conditions: &[FastmathReassoc("o"), FastmathReassoc("i")],
    },
    RuleSpec {
        name: "factor-arith.mulf",
        lhs: "(arith.addf:s (arith.mulf:p ?a ?b) (arith.mulf:q ?a ?c))",
        rhs: "(arith.mulf:p ?a (arith.addf:s ?b ?c))",
        conditions: &[FastmathReassoc("s"), FastmathReassoc("p"), FastmathReassoc("q")],
    },
];
