//! The `custom<...>` directives of the llvm ops' declarative formats
//! (upstream's `parse<Name>`/`print<Name>` functions of `LLVMDialect.cpp`).
//!
//! Operand groups that upstream stores as a variadic of variadics
//! (`llvm.switch`'s case operands, `llvm.indirectbr`'s successor operands,
//! operand bundles) reach a directive flat; the directive records how they
//! split in their segment-size property (`case_operand_segments`,
//! `indbr_operand_segments`, `op_bundle_sizes`) through
//! [`Parser::add_directive_attr`], and the printers read it back from the
//! op, clamping to the operands present so a malformed op never panics.

use strata_ir::op_checks::quoted_type;
use strata_ir::segments::counts_array;
use strata_ir::{ApInt, AttrKind, Attribute, BlockId, DenseValue, OpId, Type, TypeKind};
use strata_syntax::format::{CustomDirectives, CustomParseArg, CustomPrintArg};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{IntegerCType, PResult, UnresolvedOperand};
use strata_syntax::{OpPrinter, Parser};

use super::{bundles, enum_keyword, segment_ranges};
use crate::attrs::Linkage;
use crate::types::{ArrayType, StructType};

/// upstream's `GEPOp::kDynamicIndex`: the marker of a dynamic index in
/// `rawConstantIndices`.
pub(crate) const GEP_DYNAMIC_INDEX: i64 = i32::MIN as i64;

/// The directives the llvm formats use.
pub fn custom_directives() -> CustomDirectives {
    let mut d = CustomDirectives::new();
    d.register("GEPIndices", parse_gep_indices, print_gep_indices);
    d.register_storing(
        "IndirectBrOpSucessors",
        parse_indirect_br_successors,
        print_indirect_br_successors,
        &["indbr_operand_segments"],
    );
    d.register("InsertExtractValueElementType", parse_insert_extract_value_element_type, print_nothing);
    d.register("LLVMLinkage", parse_linkage, print_linkage);
    d.register_storing("OpBundles", parse_op_bundles_directive, print_op_bundles_directive, &["op_bundle_sizes"]);
    d.register("ShuffleType", parse_shuffle_type, print_nothing);
    d.register_storing("SwitchOpCases", parse_switch_cases, print_switch_cases, &["case_operand_segments"]);
    d
}

/// The inferred-type directives print nothing (the engine's leading space
/// stays, as upstream's).
fn print_nothing(_: &mut OpPrinter<'_>, _: OpId, _: &[CustomPrintArg]) {}

// ---- GEPIndices ----

/// `idx (, idx)*`, each a constant `i32` or an SSA operand.
fn parse_gep_indices<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    let mut dynamic = Vec::new();
    let mut raw = Vec::new();
    loop {
        // Upstream's `parseOptionalInteger`, which takes `true` and `false` too.
        if p.is(TokenKind::Integer) || p.is(TokenKind::Minus) || p.is_keyword("true") || p.is_keyword("false") {
            // Upstream reads each constant index into an `int32_t`.
            raw.push(i64::from(p.parse_integer_as(IntegerCType::Signed(32))? as i32));
        } else {
            raw.push(GEP_DYNAMIC_INDEX);
            dynamic.push(p.parse_ssa_use()?);
        }
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    let attr = p.ctx.dense_i32_array(&raw);
    if let [CustomParseArg::Operands(ops), CustomParseArg::Attr(slot)] = args {
        *ops = dynamic;
        *slot = Some(attr);
    }
    Ok(true)
}

fn print_gep_indices(p: &mut OpPrinter<'_>, _: OpId, args: &[CustomPrintArg]) {
    let [CustomPrintArg::Operands(dynamic), CustomPrintArg::Attr(raw)] = args else { return };
    let raw = raw.map(|a| strata_ir::op_checks::dense_i64_values(p.ctx, a)).unwrap_or_default();
    let mut next = dynamic.iter();
    for (i, &index) in raw.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        match (index == GEP_DYNAMIC_INDEX).then(|| next.next()) {
            Some(Some(&v)) => p.print_operand(v),
            // A marker without its operand (malformed): the marker itself.
            _ => p.out.push_str(&index.to_string()),
        }
    }
}

// ---- successors with operands (switch, indirectbr) ----

/// `^bb` then an optional `(%a, %b : t1, t2)`, unresolved: the format
/// engine resolves the operands with their types.
fn parse_successor_and_operands<'a>(
    p: &mut Parser<'a>,
    operands: &mut Vec<UnresolvedOperand<'a>>,
    types: &mut Vec<Type>,
    allow_result_number: bool,
) -> PResult<(BlockId, usize)> {
    let dest = p.parse_successor()?;
    let mut count = 0;
    if p.consume_if(TokenKind::LParen) {
        loop {
            let o = if allow_result_number { p.parse_ssa_use()? } else { p.parse_ssa_use_without_result_number()? };
            operands.push(o);
            count += 1;
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::Colon, "expected ':'")?;
        loop {
            types.push(p.parse_type()?);
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "expected ')'")?;
    }
    Ok((dest, count))
}

/// `[` (int `:` successor-and-operands),* `]`.
fn parse_switch_cases<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    let ctx = p.ctx;
    let flag_type = match args.first() {
        Some(CustomParseArg::Types(t)) => t.first().copied(),
        _ => None,
    };
    p.expect(TokenKind::LSquare, "expected '['")?;
    let mut values = Vec::new();
    let mut dests = Vec::new();
    let mut operands = Vec::new();
    let mut types = Vec::new();
    let mut segments = Vec::new();
    if !p.consume_if(TokenKind::RSquare) {
        let width = flag_type.and_then(|t| ctx.integer_width(t)).unwrap_or(64);
        loop {
            let value = p.parse_int64()?;
            values.push(ApInt::from_i64(width, value));
            p.expect(TokenKind::Colon, "expected ':'")?;
            let (dest, count) = parse_successor_and_operands(p, &mut operands, &mut types, false)?;
            dests.push(dest);
            segments.push(count);
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RSquare, "expected ']'")?;
    }
    let case_values = flag_type.filter(|_| !values.is_empty()).map(|flag| {
        let ty = ctx.vector_type(vec![values.len() as i64], flag);
        ctx.dense_elements_attr(ty, values.into_iter().map(DenseValue::Int).collect())
    });
    p.add_directive_attr("case_operand_segments", counts_array(p.ctx, &segments));
    if let [_, CustomParseArg::Attr(values_slot), CustomParseArg::Successors(dest_slot), CustomParseArg::Operands(op_slot), CustomParseArg::Types(type_slot)] =
        args
    {
        *values_slot = case_values;
        *dest_slot = dests;
        *op_slot = operands;
        *type_slot = types;
    }
    Ok(true)
}

/// The integers of a dense elements attribute, a splat expanded to `n`.
fn dense_ints(ctx: &strata_ir::Context, attr: Option<Attribute>, n: usize) -> Vec<ApInt> {
    let Some(AttrKind::DenseElements { elements, .. }) = attr.map(|a| ctx.attr_kind(a)) else { return Vec::new() };
    let all: Vec<ApInt> = elements
        .values
        .iter()
        .filter_map(|v| if let DenseValue::Int(i) = v { Some(i.clone()) } else { None })
        .collect();
    if all.len() == 1 && n > 1 {
        vec![all[0].clone(); n]
    } else {
        all
    }
}

fn print_switch_cases(p: &mut OpPrinter<'_>, op: OpId, args: &[CustomPrintArg]) {
    let [_, CustomPrintArg::Attr(case_values), CustomPrintArg::Successors(dests), CustomPrintArg::Operands(operands), _] =
        args
    else {
        return;
    };
    p.out.push('[');
    p.newline();
    let Some(case_values) = *case_values else {
        p.out.push(']');
        return;
    };
    let values = dense_ints(p.ctx, Some(case_values), dests.len());
    let ranges = segment_ranges(p.ctx, p.body, op, "case_operand_segments", operands.len());
    for (i, (value, &dest)) in values.iter().zip(dests.iter()).enumerate() {
        if i > 0 {
            p.out.push(',');
            p.newline();
        }
        p.out.push_str("  ");
        p.out.push_str(&value.to_signed_decimal());
        p.out.push_str(": ");
        let group = ranges.get(i).cloned().unwrap_or(0..0);
        p.print_successor_and_use_list(dest, &operands[group]);
    }
    p.newline();
    p.out.push(']');
}

/// `[` successor-and-operands (`,` ...)* `]`.
fn parse_indirect_br_successors<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    p.expect(TokenKind::LSquare, "expected '['successor blocks")?;
    let mut dests = Vec::new();
    let mut operands = Vec::new();
    let mut types = Vec::new();
    let mut segments = Vec::new();
    if !p.consume_if(TokenKind::RSquare) {
        loop {
            let (dest, count) = parse_successor_and_operands(p, &mut operands, &mut types, true)?;
            dests.push(dest);
            segments.push(count);
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RSquare, "expected ']'successor blocks")?;
    }
    p.add_directive_attr("indbr_operand_segments", counts_array(p.ctx, &segments));
    if let [_, CustomParseArg::Successors(dest_slot), CustomParseArg::Operands(op_slot), CustomParseArg::Types(type_slot)] =
        args
    {
        *dest_slot = dests;
        *op_slot = operands;
        *type_slot = types;
    }
    Ok(true)
}

fn print_indirect_br_successors(p: &mut OpPrinter<'_>, op: OpId, args: &[CustomPrintArg]) {
    let [_, CustomPrintArg::Successors(dests), CustomPrintArg::Operands(operands), _] = args else { return };
    let ranges = segment_ranges(p.ctx, p.body, op, "indbr_operand_segments", operands.len());
    p.out.push('[');
    for (i, &dest) in dests.iter().enumerate() {
        if i > 0 {
            p.out.push(',');
        }
        p.newline();
        let group = ranges.get(i).cloned().unwrap_or(0..0);
        p.print_successor_and_use_list(dest, &operands[group]);
    }
    // Upstream tests the operand groups, one per successor.
    if !dests.is_empty() {
        p.newline();
    }
    p.out.push(']');
}

// ---- inferred types ----

/// The type at `position` inside `container` (upstream's
/// `getInsertExtractValueElementType`), or the message of why not.
pub(crate) fn insert_extract_value_element_type(
    ctx: &strata_ir::Context,
    container: Type,
    position: &[i64],
) -> Result<Type, String> {
    if !crate::types::is_compatible(ctx, container) {
        return Err(format!("expected LLVM IR Dialect type, got {}", quoted_type(ctx, container)));
    }
    let mut ty = container;
    for &idx in position {
        if let Some(a) = ctx.type_storage::<ArrayType>(ty) {
            if idx < 0 || idx as u64 >= a.len {
                return Err(format!("position out of bounds: {idx}"));
            }
            ty = a.element;
        } else if let Some(s) = ctx.type_storage::<StructType>(ty) {
            let fields = s.body.as_ref().map(|b| b.fields.as_slice()).unwrap_or(&[]);
            match usize::try_from(idx).ok().and_then(|i| fields.get(i)) {
                Some(&f) => ty = f,
                None => return Err(format!("position out of bounds: {idx}")),
            }
        } else {
            return Err(format!("expected LLVM IR structure/array type, got: {}", quoted_type(ctx, ty)));
        }
    }
    Ok(ty)
}

/// Infers the extracted or inserted value's type from the container's
/// type and the position; errors at the current token, as upstream.
fn parse_insert_extract_value_element_type<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    let ctx = p.ctx;
    let (container, position) = match args {
        [_, CustomParseArg::Types(c), CustomParseArg::Attr(pos)] => (c.first().copied(), *pos),
        _ => (None, None),
    };
    let (Some(container), Some(position)) = (container, position) else { return Ok(true) };
    let position = strata_ir::op_checks::dense_i64_values(ctx, position);
    let ty = insert_extract_value_element_type(ctx, container, &position)
        .map_err(|msg| p.custom_op_error_at(p.tok.start, msg))?;
    if let Some(CustomParseArg::Types(slot)) = args.first_mut() {
        *slot = vec![ty];
    }
    Ok(true)
}

/// `vector<len(mask) x elem>` of `v1`'s element, scalable as `v1`.
fn parse_shuffle_type<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    let ctx = p.ctx;
    let (v1, mask) = match args {
        [CustomParseArg::Types(v1), _, CustomParseArg::Attr(mask)] => (v1.first().copied(), *mask),
        _ => (None, None),
    };
    let Some(v1) = v1.filter(|&t| crate::types::is_compatible_vector(ctx, t)) else {
        return Err(p.custom_op_error_at(p.tok.start, "expected an LLVM compatible vector type"));
    };
    let len = mask.map(|m| strata_ir::op_checks::dense_i64_values(ctx, m).len()).unwrap_or(0);
    let TypeKind::Vector { scalable, element, .. } = ctx.type_kind(v1) else { return Ok(true) };
    let kind =
        TypeKind::Vector { shape: vec![len as i64], scalable: vec![scalable.iter().any(|&s| s)], element: *element };
    let ty = ctx.intern_type(kind);
    if let Some(CustomParseArg::Types(slot)) = args.get_mut(1) {
        *slot = vec![ty];
    }
    Ok(true)
}

// ---- LLVMLinkage ----

/// An optional linkage keyword, `external` when absent.
fn parse_linkage<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    let value = enum_keyword::<Linkage>(p).unwrap_or(Linkage(0));
    if let Some(CustomParseArg::Attr(slot)) = args.first_mut() {
        *slot = Some(p.ctx.dialect_attr(value));
    }
    Ok(true)
}

fn print_linkage(p: &mut OpPrinter<'_>, _: OpId, args: &[CustomPrintArg]) {
    let [CustomPrintArg::Attr(Some(a))] = args else { return };
    if let Some(l) = p.ctx.attr_storage::<Linkage>(*a) {
        p.out.push_str(&super::keyword_of::<Linkage>(l.0));
    }
}

// ---- OpBundles ----

fn parse_op_bundles_directive<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    let parsed = bundles::parse(p)?;
    let sizes: Vec<usize> = parsed.as_ref().map(|b| b.sizes.clone()).unwrap_or_default();
    p.add_directive_attr("op_bundle_sizes", counts_array(p.ctx, &sizes));
    let Some(b) = parsed else { return Ok(false) };
    if let [CustomParseArg::Operands(op_slot), CustomParseArg::Types(type_slot), CustomParseArg::Attr(tags_slot)] = args
    {
        let types: Vec<Type> = b.types.iter().flatten().copied().collect();
        *op_slot = b.operands;
        *type_slot = types;
        *tags_slot = b.tags;
    }
    Ok(true)
}

fn print_op_bundles_directive(p: &mut OpPrinter<'_>, op: OpId, args: &[CustomPrintArg]) {
    let [CustomPrintArg::Operands(operands), _, CustomPrintArg::Attr(tags)] = args else { return };
    bundles::print(p, op, operands, *tags);
}
