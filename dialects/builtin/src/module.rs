//! `builtin.module`: the top-level container. IsolatedFromAbove,
//! SymbolTable, NoTerminator, one block, a graph region; an optional
//! symbol name and visibility as properties; discardable attributes must
//! be dialect-prefixed (upstream's verifier).
//!
//! Custom form: `module @name attributes {dialect.attr = ...} { ... }`.

use strata_ir::{
    op_checks, AttrConstraint, AttrKind, AttrSpec, Body, Context, Diagnostic, MemoryEffects, OpId, OpInfo,
    OperationState, RegionSpec, Speculatability, Traits,
};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{CustomAssembly, OpPrinter, Parser};

const STRING_ATTR: AttrConstraint = AttrConstraint {
    description: "string attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::String { .. }),
    storage: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::String { .. }),
};

pub fn op_info() -> OpInfo {
    let mut info = OpInfo::new("builtin.module");
    info.summary = "A top level container operation";
    info.traits = Traits::ISOLATED_FROM_ABOVE
        | Traits::SYMBOL_TABLE
        | Traits::NO_TERMINATOR
        | Traits::SINGLE_BLOCK
        | Traits::NO_REGION_ARGUMENTS
        | Traits::GRAPH_REGIONS
        | Traits::AFFINE_SCOPE
        | Traits::OPTIONAL_SYMBOL;
    info.effects = MemoryEffects::Unknown;
    info.speculatability = Speculatability::NotSpeculatable;
    info.attributes = vec![
        AttrSpec { name: "sym_name", constraint: STRING_ATTR, optional: true, default: None },
        AttrSpec { name: "sym_visibility", constraint: STRING_ATTR, optional: true, default: None },
    ];
    info.regions = vec![RegionSpec { name: "bodyRegion", variadic: false }];
    info.verify = Some(verify);
    info.interfaces.insert(CustomAssembly {
        parse,
        print,
        // As upstream's ModuleOp (OpAsmOpInterface): nested ops may omit `builtin.`.
        default_dialect: Some("builtin"),
        result_names: None,
        print_name: true,
    });
    info
}

/// Upstream's checks for `builtin.module`, in its order: the structural
/// traits (`NoRegionArguments`, `SingleBlock`: at most one block), the
/// region constraint (`SizedRegion<1>`: exactly one block, so an empty
/// region fails here, not in `SingleBlock`), then `ModuleOp::verify`.
/// Every error is on the op, so drivers add the "see current operation"
/// note.
fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    op_checks::no_region_arguments(ctx, body, op)?;
    op_checks::single_block(ctx, body, op, true)?;
    op_checks::region_blocks(ctx, body, op, 0, "bodyRegion", false, 1, true, "region with 1 blocks")?;
    for (name, _) in ctx.dict_entries(body.attrs(op)) {
        let name = ctx.ident_str(*name);
        if !name.contains('.') {
            let msg = format!("can only contain attributes with dialect-prefixed names, found: '{name}'");
            return Err(op_checks::op_error(ctx, body, op, msg));
        }
    }
    Ok(())
}

fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let mut props = Vec::new();
    if p.is(TokenKind::AtIdent) {
        let name = p.parse_symbol_name()?;
        props.push((p.ctx.ident("sym_name"), p.ctx.string_attr(&name)));
    }
    if p.consume_keyword("attributes") {
        let entries = p.parse_optional_attr_dict()?.unwrap_or_default();
        // Inherent attributes written in the dictionary go to properties.
        let (inherent, rest): (Vec<_>, Vec<_>) =
            entries.into_iter().partition(|(k, _)| matches!(p.ctx.ident_str(*k), "sym_name" | "sym_visibility"));
        props.extend(inherent);
        state.attrs = Some(p.ctx.dictionary_attr(rest));
    }
    state.properties = Some(p.ctx.dictionary_attr(props));
    let region = p.parse_region(Vec::new(), true)?;
    if p.body.region_is_empty(region) {
        let block = p.body.create_block();
        p.body.append_block(region, block);
    }
    state.regions.push(region);
    Ok(())
}

fn print(p: &mut OpPrinter<'_>, op: OpId) {
    let props = p.body.properties(op);
    if let Some(name) = props.and_then(|d| p.ctx.dict_get(d, "sym_name")).and_then(|n| p.ctx.string_value(n)) {
        p.out.push(' ');
        strata_syntax::printer::attrs::write_symbol_name(&mut p.out, &String::from_utf8_lossy(name));
    }
    // As upstream, every attribute but the name is printed, the inherent
    // `sym_visibility` among the discardable ones, sorted by name.
    let mut attrs = p.ctx.dict_entries(p.body.attrs(op)).to_vec();
    if let Some(v) = props.and_then(|d| p.ctx.dict_get(d, "sym_visibility")) {
        attrs.push((p.ctx.ident("sym_visibility"), v));
    }
    let attrs = p.ctx.dictionary_attr(attrs);
    p.print_optional_attr_dict_with_keyword(attrs, &[]);
    p.out.push(' ');
    let region = p.body.regions(op)[0];
    p.print_region(region, false, false, false);
}
