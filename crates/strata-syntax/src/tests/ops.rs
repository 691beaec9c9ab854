//! Test registrations of upstream ops with their ODS `assemblyFormat`
//! strings (MLIR 22), plus two test-only ops for `custom<...>` and
//! `oilist`.

use strata_ir::{Arity, Attribute, Context, OpId, RegionSpec, SuccessorSpec, Traits, Type, TypeKind};

use super::{attr, value, OpDef};
use crate::format::{AttrFormat, AttrPresence, CustomDirectives, CustomParseArg, CustomPrintArg, EnumSpec, TypeClass};
use crate::lexer::TokenKind;
use crate::parser::{PResult, Parser};
use crate::printer::OpPrinter;

fn i1(ctx: &Context) -> Type {
    ctx.integer_type(1)
}

fn index(ctx: &Context) -> Type {
    ctx.index_type()
}

fn i64t(ctx: &Context) -> Type {
    ctx.integer_type(64)
}

/// Upstream's `getI1SameShape`.
fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.integer_type(1);
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, .. } => {
            ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element: i1 })
        }
        TypeKind::RankedTensor { shape, .. } => ctx.ranked_tensor_type(shape.clone(), i1),
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { element: i1 }),
        _ => i1,
    }
}

fn element_type(ctx: &Context, ty: Type) -> Type {
    ctx.element_type_or_self(ty)
}

fn overflow_none(ctx: &Context) -> Attribute {
    ctx.dialect_attr(super::defs::Overflow(0))
}

fn false_attr(ctx: &Context) -> Attribute {
    ctx.bool_attr(false)
}

pub(super) static CMPI_PREDICATE: EnumSpec = EnumSpec {
    cpp_type: "::mlir::arith::CmpIPredicate",
    bits: None,
    width: 64,
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
};

/// llvm's `GEPNoWrapFlags` (a bit enum kept as an `EnumProp`; its
/// `IntegerOverflowFlags` is the test `#arith.overflow`'s enum here, so
/// that attribute is the property's attribute form).
static NO_WRAP_FLAGS: EnumSpec = EnumSpec {
    cpp_type: "::mlir::LLVM::GEPNoWrapFlags",
    width: 32,
    cases: &[("none", 0), ("inbounds_flag", 1), ("nusw", 2), ("nuw", 4), ("inbounds", 3)],
    bits: Some(strata_ir::BitEnumSpec { separator: "|", print_primary_groups: true }),
};
/// A plain enum with a case that is not a keyword.
static PLAIN_KIND: EnumSpec =
    EnumSpec { cpp_type: "::test::Kind", width: 32, cases: &[("plain", 0), ("not a keyword", 1)], bits: None };

fn i32_zero(ctx: &Context) -> Attribute {
    ctx.integer_attr(ctx.integer_type(32), 0)
}

pub(super) fn register_all(ctx: &Context) {
    let same = Traits::SAME_OPERANDS_AND_RESULT_TYPE;

    let mut d = OpDef::new("llvm.add");
    d.operands = vec![value("lhs", Arity::Single), value("rhs", Arity::Single)];
    d.results = vec![value("res", Arity::Single)];
    d.attrs = vec![attr("overflowFlags", false, Some(i32_zero))];
    d.traits = same;
    d.register(ctx, "$lhs `,` $rhs ($overflowFlags^)? attr-dict `:` type($res)", |s| {
        s.attr(
            "overflowFlags",
            AttrFormat::EnumProp {
                spec: &super::defs::OVERFLOW,
                summary: "LLVM integer overflow flags",
                mnemonic: Some("overflow"),
                attr_form: Some("::mlir::arith::IntegerOverflowFlagsAttr"),
            },
            AttrPresence::Default { value: i32_zero, populate: true },
        )
    });

    // `llvm.getelementptr`'s flags, without its indices.
    let mut d = OpDef::new("test.gep_flags");
    d.operands = vec![value("base", Arity::Single)];
    d.attrs = vec![attr("noWrapFlags", false, Some(i32_zero))];
    d.register(ctx, "($noWrapFlags^)? $base attr-dict `:` type($base)", |s| {
        s.attr(
            "noWrapFlags",
            AttrFormat::EnumProp {
                spec: &NO_WRAP_FLAGS,
                summary: "::mlir::LLVM::GEPNoWrapFlags",
                mnemonic: None,
                attr_form: None,
            },
            AttrPresence::Default { value: i32_zero, populate: true },
        )
    });

    // An `EnumProp` outside an optional group is read by the required parser.
    let mut d = OpDef::new("test.enum_props");
    d.attrs = vec![attr("flags", false, Some(i32_zero)), attr("kind", false, Some(i32_zero))];
    d.register(ctx, "$flags `,` $kind attr-dict", |s| {
        s.attr(
            "flags",
            AttrFormat::EnumProp {
                spec: &NO_WRAP_FLAGS,
                summary: "::mlir::LLVM::GEPNoWrapFlags",
                mnemonic: None,
                attr_form: None,
            },
            AttrPresence::Default { value: i32_zero, populate: true },
        )
        .attr(
            "kind",
            AttrFormat::EnumProp { spec: &PLAIN_KIND, summary: "test kind", mnemonic: None, attr_form: None },
            AttrPresence::Default { value: i32_zero, populate: true },
        )
    });
    let mut d = OpDef::new("arith.addi");
    d.operands = vec![value("lhs", Arity::Single), value("rhs", Arity::Single)];
    d.results = vec![value("result", Arity::Single)];
    d.attrs = vec![attr("overflowFlags", false, Some(overflow_none))];
    d.traits = same | Traits::COMMUTATIVE;
    d.register(ctx, "$lhs `,` $rhs (`overflow` `` $overflowFlags^)?\n attr-dict `:` type($result)", |s| {
        s.attr(
            "overflowFlags",
            AttrFormat::Dialect { dialect: "arith", mnemonic: "overflow" },
            AttrPresence::Default { value: overflow_none, populate: true },
        )
    });

    let mut d = OpDef::new("arith.divui");
    d.operands = vec![value("lhs", Arity::Single), value("rhs", Arity::Single)];
    d.results = vec![value("result", Arity::Single)];
    d.attrs = vec![attr("isExact", true, None)];
    d.traits = same;
    d.register(ctx, "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)", |s| {
        s.attr("isExact", AttrFormat::Unit, AttrPresence::Optional)
    });

    let mut d = OpDef::new("arith.cmpi");
    d.attrs = vec![attr("predicate", false, None)];
    d.operands = vec![value("lhs", Arity::Single), value("rhs", Arity::Single)];
    d.results = vec![value("result", Arity::Single)];
    d.traits = Traits::SAME_TYPE_OPERANDS;
    d.register(ctx, "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)", |s| {
        s.attr("predicate", AttrFormat::Enum(&CMPI_PREDICATE), AttrPresence::Required).types_match_with(
            "lhs",
            "result",
            i1_same_shape,
        )
    });

    let mut d = OpDef::new("arith.select");
    d.operands = vec![
        value("condition", Arity::Single),
        value("true_value", Arity::Single),
        value("false_value", Arity::Single),
    ];
    d.results = vec![value("result", Arity::Single)];
    d.register(ctx, "$condition `,` $true_value `,` $false_value attr-dict `:` type($result)", |s| {
        s.all_types_match(&["true_value", "false_value", "result"]).buildable("condition", i1)
    });

    let mut d = OpDef::new("memref.load");
    d.operands = vec![value("memref", Arity::Single), value("indices", Arity::Variadic)];
    d.results = vec![value("result", Arity::Single)];
    d.attrs = vec![attr("nontemporal", true, Some(false_attr))];
    d.register(ctx, "$memref `[` $indices `]` attr-dict `:` type($memref)", |s| {
        s.buildable("indices", index)
            .types_match_with("memref", "result", element_type)
            .type_class("memref", TypeClass::MemRef)
    });

    let mut d = OpDef::new("memref.alloc");
    d.operands = vec![value("dynamicSizes", Arity::Variadic), value("symbolOperands", Arity::Variadic)];
    d.results = vec![value("memref", Arity::Single)];
    d.attrs = vec![attr("alignment", true, None)];
    d.traits = Traits::ATTR_SIZED_OPERAND_SEGMENTS;
    d.register(ctx, "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)", |s| {
        s.buildable("dynamicSizes", index).buildable("symbolOperands", index).attr(
            "alignment",
            AttrFormat::Typed(i64t),
            AttrPresence::Optional,
        )
    });

    let mut d = OpDef::new("cf.br");
    d.operands = vec![value("destOperands", Arity::Variadic)];
    d.successors = vec![SuccessorSpec { name: "dest", variadic: false }];
    d.traits = Traits::IS_TERMINATOR;
    d.register(ctx, "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict", |s| s);

    let mut d = OpDef::new("scf.yield");
    d.operands = vec![value("results", Arity::Variadic)];
    d.traits = Traits::IS_TERMINATOR | Traits::RETURN_LIKE;
    d.register(ctx, "  attr-dict ($results^ `:` type($results))? ", |s| s);

    let mut d = OpDef::new("func.call");
    d.operands = vec![value("operands", Arity::Variadic)];
    d.results = vec![value("results", Arity::Variadic)];
    d.attrs = vec![
        attr("callee", false, None),
        attr("arg_attrs", true, None),
        attr("res_attrs", true, None),
        attr("no_inline", true, None),
    ];
    d.register(ctx, "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)", |s| {
        s.attr("no_inline", AttrFormat::Unit, AttrPresence::Optional)
    });

    let mut d = OpDef::new("vector.broadcast");
    d.operands = vec![value("source", Arity::Single)];
    d.results = vec![value("vector", Arity::Single)];
    d.register(ctx, "$source attr-dict `:` type($source) `to` type($vector)", |s| {
        s.type_class("vector", TypeClass::Vector)
    });

    let mut d = OpDef::new("tensor.generate");
    d.operands = vec![value("dynamicExtents", Arity::Variadic)];
    d.results = vec![value("result", Arity::Single)];
    d.regions = vec![RegionSpec { name: "body", variadic: false }];
    d.register(ctx, "$dynamicExtents $body attr-dict `:` type($result)", |s| {
        s.buildable("dynamicExtents", index).implicit_terminator("tensor.yield")
    });

    let mut d = OpDef::new("tensor.yield");
    d.operands = vec![value("value", Arity::Single)];
    d.traits = Traits::IS_TERMINATOR;
    d.register(ctx, "$value attr-dict `:` type($value)", |s| s);

    let mut d = OpDef::new("gpu.thread_id");
    d.results = vec![value("result", Arity::Single)];
    d.attrs = vec![attr("dimension", false, None), attr("upper_bound", true, None)];
    d.register(ctx, "$dimension (`upper_bound` $upper_bound^)? attr-dict", |s| {
        s.attr("dimension", AttrFormat::Dialect { dialect: "gpu", mnemonic: "dim" }, AttrPresence::Required)
            .attr("upper_bound", AttrFormat::Typed(index), AttrPresence::Optional)
            .buildable("result", index)
    });

    register_test_ops(ctx);
}

/// `custom<Pair>($a, type($a))`: `[%x : i32]`.
fn parse_pair<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    if !p.consume_if(TokenKind::LSquare) {
        return Ok(false);
    }
    let operand = p.parse_ssa_use()?;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    p.expect(TokenKind::RSquare, "expected ']'")?;
    if let [CustomParseArg::Operands(ops), CustomParseArg::Types(tys)] = args {
        *ops = vec![operand];
        *tys = vec![ty];
    }
    Ok(true)
}

fn print_pair(p: &mut OpPrinter<'_>, _op: OpId, args: &[CustomPrintArg]) {
    if let [CustomPrintArg::Operands(ops), CustomPrintArg::Types(tys)] = args {
        p.out.push('[');
        p.print_operands(ops.iter().copied());
        p.out.push_str(" : ");
        p.print_types(tys.iter().copied());
        p.out.push(']');
    }
}

/// `custom<Counted>($xs, type($xs))`: `[%x, %y : i32, i32]`, recording
/// how many operands it read in the op's `count` (an attribute no
/// directive argument names).
fn parse_counted<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    p.expect(TokenKind::LSquare, "expected '['")?;
    let mut ops = Vec::new();
    while p.is(TokenKind::PercentIdent) {
        ops.push(p.parse_ssa_use()?);
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let tys = if ops.is_empty() { Vec::new() } else { p.parse_type_list_no_parens()? };
    p.expect(TokenKind::RSquare, "expected ']'")?;
    let i32_type = p.ctx.integer_type(32);
    p.add_directive_attr("count", p.ctx.integer_attr(i32_type, ops.len() as i64));
    if let [CustomParseArg::Operands(o), CustomParseArg::Types(t)] = args {
        *o = ops;
        *t = tys;
    }
    Ok(true)
}

fn print_counted(p: &mut OpPrinter<'_>, _op: OpId, args: &[CustomPrintArg]) {
    if let [CustomPrintArg::Operands(ops), CustomPrintArg::Types(tys)] = args {
        p.out.push('[');
        p.print_operands(ops.iter().copied());
        p.out.push_str(" : ");
        p.print_types(tys.iter().copied());
        p.out.push(']');
    }
}

fn register_test_ops(ctx: &Context) {
    let mut customs = CustomDirectives::new();
    customs.register_storing("Counted", parse_counted, print_counted, &["count"]);
    let mut d = OpDef::new("test.counted");
    d.operands = vec![value("xs", Arity::Variadic)];
    d.attrs = vec![attr("count", false, None)];
    d.register_with(ctx, "custom<Counted>($xs, type($xs)) attr-dict", |s| s, &customs);

    let mut d = OpDef::new("test.cast");
    d.operands = vec![value("in", Arity::Single)];
    d.results = vec![value("out", Arity::Single)];
    d.register(ctx, "$in attr-dict `:` type($in) `to` qualified(type($out))", |s| {
        s.stripped_type("in", "test").stripped_type("out", "test")
    });

    let mut customs = CustomDirectives::new();
    customs.register("Pair", parse_pair, print_pair);
    let mut d = OpDef::new("test.pair");
    d.operands = vec![value("a", Arity::Single), value("b", Arity::Optional)];
    d.results = vec![value("r", Arity::Single)];
    d.register_with(
        ctx,
        "custom<Pair>($a, type($a)) (`with` custom<Pair>($b, type($b))^)? attr-dict `->` type($r)",
        |s| s,
        &customs,
    );

    let mut d = OpDef::new("test.clauses");
    d.operands = vec![value("lb", Arity::Optional), value("ub", Arity::Optional)];
    d.attrs = vec![attr("nowait", true, None), attr("kind", true, None)];
    d.traits = Traits::ATTR_SIZED_OPERAND_SEGMENTS;
    d.register(
        ctx,
        "oilist(`lower` `(` $lb `:` type($lb) `)` | `upper` `(` $ub `:` type($ub) `)` | `nowait` $nowait \
         | `kind` `=` $kind) attr-dict",
        |s| {
            s.attr("nowait", AttrFormat::Unit, AttrPresence::Optional).attr(
                "kind",
                AttrFormat::Enum(&CMPI_PREDICATE),
                AttrPresence::Optional,
            )
        },
    );
}
