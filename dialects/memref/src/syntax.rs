//! `custom<...>` directives of memref's assembly formats.
//!
//! `GlobalMemrefOpTypeAndInitialValue` (memref.global): the memref type,
//! then nothing (external), `= uninitialized` (a unit attribute), or
//! `= <elements>` printed without its type, which is the tensor type with
//! the memref's shape and element type.

use strata_ir::{AttrKind, Attribute, Diagnostic, OpId, TypeKind};
use strata_syntax::format::{CustomDirectives, CustomParseArg, CustomPrintArg};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

/// The directives memref's formats use.
pub fn custom_directives() -> CustomDirectives {
    let mut d = CustomDirectives::new();
    d.register(
        "GlobalMemrefOpTypeAndInitialValue",
        parse_global_type_and_initial_value,
        print_global_type_and_initial_value,
    );
    d
}

fn parse_global_type_and_initial_value<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    let ctx = p.ctx;
    let at = p.tok.start;
    let ty = p.parse_type()?;
    let (shape, element) = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } if shape.iter().all(|&d| d != strata_ir::DYNAMIC) => {
            (shape.clone(), *element)
        }
        _ => {
            return Err(
                p.error_at(at, format!("type should be static shaped memref, but got {}", ctx.type_to_string(ty)))
            )
        }
    };
    let mut initial: Option<Attribute> = None;
    if p.consume_if(TokenKind::Equal) {
        if p.consume_keyword("uninitialized") {
            initial = Some(ctx.unit_attr());
        } else {
            let at = p.tok.start;
            let tensor = ctx.ranked_tensor_type(shape, element);
            let value = p.parse_attribute(Some(tensor))?;
            if !matches!(ctx.attr_kind(value), AttrKind::DenseElements { .. }) {
                return Err(Diagnostic::error(p.loc_at(at), "initial value should be a unit or elements attribute"));
            }
            initial = Some(value);
        }
    }
    if let [CustomParseArg::Attr(type_slot), CustomParseArg::Attr(initial_slot)] = args {
        *type_slot = Some(ctx.type_attr(ty));
        *initial_slot = initial;
    }
    Ok(true)
}

fn print_global_type_and_initial_value(p: &mut OpPrinter<'_>, _op: OpId, args: &[CustomPrintArg]) {
    let [CustomPrintArg::Attr(Some(type_attr)), CustomPrintArg::Attr(initial)] = args else { return };
    if let AttrKind::Type(ty) = p.ctx.attr_kind(*type_attr) {
        p.print_type(*ty);
    }
    if let Some(init) = initial {
        p.out.push_str(" = ");
        if matches!(p.ctx.attr_kind(*init), AttrKind::Unit) {
            p.out.push_str("uninitialized");
        } else {
            p.print_attr_without_type(*init);
        }
    }
}

/// Result-name hints of memref ops (upstream's `getAsmResultNames`):
/// `%alloc`, `%cast`, `%subview`, ... and, for
/// `extract_strided_metadata`, the groups `%base_buffer, %offset,
/// %sizes:N, %strides:N`.
pub fn result_names(
    ctx: &strata_ir::Context,
    body: &strata_ir::Body,
    op: OpId,
    sink: &mut dyn FnMut(strata_ir::Value, &str),
) {
    let results = body.results(op);
    let Some(&first) = results.first() else { return };
    let name = ctx.op_name_str(body.op_name(op));
    let hint = match name.strip_prefix("memref.").unwrap_or("") {
        "alloc" => "alloc",
        "alloca" => "alloca",
        "cast" => "cast",
        "dim" => "dim",
        "collapse_shape" => "collapse_shape",
        "expand_shape" => "expand_shape",
        "subview" => "subview",
        "transpose" => "transpose",
        "view" => "view",
        "reshape" => "reshape",
        "reinterpret_cast" => "reinterpret_cast",
        "memory_space_cast" => "memspacecast",
        "assume_alignment" => "assume_align",
        "extract_aligned_pointer_as_index" => "intptr",
        "extract_strided_metadata" => {
            sink(first, "base_buffer");
            if let Some(&offset) = results.get(1) {
                sink(offset, "offset");
            }
            // Only the first value of each pack gets a name (`%sizes:2`).
            let rank = results.len().saturating_sub(2) / 2;
            if rank > 0 {
                sink(results[2], "sizes");
                sink(results[2 + rank], "strides");
            }
            return;
        }
        _ => return,
    };
    sink(first, hint);
}
