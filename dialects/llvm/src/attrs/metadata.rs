//! The llvm dialect's alias-analysis metadata (upstream's TBAA, alias
//! scope and access group attributes of `LLVMAttrDefs.td`): what memory
//! ops carry in their `tbaa`, `alias_scopes`, `noalias_scopes` and
//! `access_groups` attributes and what loop annotations name in
//! `parallelAccesses`.
//!
//! - TBAA: `#llvm.tbaa_root<id = "...">` (or bare `#llvm.tbaa_root`),
//!   `#llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>` and
//!   `#llvm.tbaa_tag<base_type = ..., access_type = ..., offset = 0>`;
//!   `#llvm.tbaa_member<#node, offset>` is a type descriptor's member;
//! - `#llvm.alias_scope_domain<id = distinct[0]<>>` and
//!   `#llvm.alias_scope<id = ..., domain = ...>`;
//! - `#llvm.access_group<id = distinct[0]<>>`;
//! - `#llvm.mmra_tag<"prefix":"suffix">`, a memory model relaxation
//!   annotation (ops carry them in `llvm.mmra`);
//! - `#llvm.dereferenceable<bytes = 8>`, what a pointer-producing load or
//!   `inttoptr` promises about its result.
//!
//! Invariant: as upstream's, these are immutable values, so a TBAA graph
//! cannot have a cycle; an alias scope's `id` is a string or a distinct
//! attribute (its verifier).

use std::any::Any;

use strata_ir::{AttrKind, Attribute, Context, DialectDef, Storage, SubElement};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{DefAssembly, DefParser, DefPrinter};

use super::struct_params::{
    class, def, opt, parse_field, parse_struct, print_struct, req, struct_attrs, Kind, Param, ParamValue, StructAttr,
    StructSpec,
};

const TYPE_DESC: Kind = Kind::Own("tbaa_type_desc");

struct_attrs! {
    fn struct_defs;
    /// `#llvm.tbaa_type_desc`: a scalar or aggregate type of the TBAA graph.
    TBAATypeDescriptorAttr "tbaa_type_desc" "LLVM_TBAATypeDescriptorAttr" classes(class::TBAA_NODE) alias(true) [
        req("id", Kind::StrRef, "::llvm::StringRef"),
        req("members", Kind::TbaaMembers, "::llvm::ArrayRef<TBAAMemberAttr>"),
    ]
    /// `#llvm.tbaa_tag`: an access of `access_type` at `offset` in `base_type`.
    TBAATagAttr "tbaa_tag" "LLVM_TBAATagAttr" classes(0) alias(true) [
        req("base_type", TYPE_DESC, "TBAATypeDescriptorAttr"),
        req("access_type", TYPE_DESC, "TBAATypeDescriptorAttr"),
        req("offset", Kind::I64, "int64_t"),
        opt("constant", Kind::Bool, "bool"),
    ]
    /// `#llvm.alias_scope_domain`: the domain alias scopes belong to.
    AliasScopeDomainAttr "alias_scope_domain" "LLVM_AliasScopeDomainAttr" classes(0) alias(true) [
        req("id", Kind::Any, "Attribute"),
        opt("description", Kind::Str, "StringAttr"),
    ]
    /// `#llvm.alias_scope`: a scope of `alias_scopes`/`noalias_scopes`.
    AliasScopeAttr "alias_scope" "LLVM_AliasScopeAttr" classes(0) alias(true) [
        req("id", Kind::Any, "Attribute"),
        req("domain", Kind::Own("alias_scope_domain"), "AliasScopeDomainAttr"),
        opt("description", Kind::Str, "StringAttr"),
    ]
    /// `#llvm.access_group`: a group of memory accesses a loop annotation
    /// may declare parallel.
    AccessGroupAttr "access_group" "LLVM_AccessGroupAttr" classes(0) alias(true) [
        req("id", Kind::Distinct, "DistinctAttr"),
    ]
    /// `#llvm.dereferenceable<bytes = N, mayBeNull = true>`: the pointer an
    /// `inttoptr` or a pointer `load` yields is dereferenceable for `bytes`
    /// (or null, with `mayBeNull`).
    DereferenceableAttr "dereferenceable" "LLVM_DereferenceableAttr" classes(0) alias(false) [
        req("bytes", Kind::Int(64), "uint64_t"),
        opt("mayBeNull", Kind::Bool, "bool"),
    ]
}

/// `#llvm.tbaa_root`: the root of a TBAA graph, named or not. Its format
/// is upstream's `(`<` struct(params)^ `>`)?`: without an `id` it prints
/// as the bare mnemonic.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TBAARootAttr(pub Vec<ParamValue>);

impl StructAttr for TBAARootAttr {
    const SPEC: StructSpec =
        StructSpec { def_name: "LLVM_TBAARootAttr", params: &[opt("id", Kind::Str, "StringAttr")] };
    const MNEMONIC: &'static str = "tbaa_root";
    const CLASSES: u8 = class::TBAA_NODE;
    const ALIAS: bool = true;
    fn from_values(values: Vec<ParamValue>) -> Self {
        TBAARootAttr(values)
    }
    fn values(&self) -> &[ParamValue] {
        &self.0
    }
}

/// `#llvm.tbaa_member<#node, offset>`: a member of a type descriptor,
/// written `<#node, offset>` inside its `members = {...}`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TBAAMemberAttr {
    /// A `TBAANodeAttr` (root or type descriptor).
    pub type_desc: Attribute,
    pub offset: i64,
}

const MEMBER_NODE: Param = req("typeDesc", Kind::Class(class::TBAA_NODE), "TBAANodeAttr");
const MEMBER_OFFSET: Param = req("offset", Kind::I64, "int64_t");

/// `#llvm.mmra_tag<"prefix":"suffix">`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct MMRATagAttr {
    /// `StringAttr`s (the bytes of upstream's `StringRef`s).
    pub prefix: Attribute,
    pub suffix: Attribute,
}

const MMRA_PREFIX: Param = req("prefix", Kind::StrRef, "::llvm::StringRef");
const MMRA_SUFFIX: Param = req("suffix", Kind::StrRef, "::llvm::StringRef");

/// The definitions of the alias-analysis metadata attributes.
pub fn attr_defs() -> Vec<DialectDef> {
    let mut root = def::<TBAARootAttr>();
    root.interfaces.insert(DefAssembly { parse: parse_root, print: print_root });

    let mut member = DialectDef::new::<TBAAMemberAttr>("llvm", "tbaa_member");
    member.summary = "LLVM_TBAAMemberAttr";
    member.sub_elements = Some(|v, sink| {
        if let Some(m) = v.downcast_ref::<TBAAMemberAttr>() {
            sink(SubElement::Attr(m.type_desc));
        }
    });
    member.interfaces.insert(DefAssembly { parse: parse_member, print: print_member });

    let mut mmra = DialectDef::new::<MMRATagAttr>("llvm", "mmra_tag");
    mmra.summary = "LLVM_MMRATagAttr";
    mmra.mnemonic_alias = true;
    mmra.sub_elements = Some(|v, sink| {
        if let Some(m) = v.downcast_ref::<MMRATagAttr>() {
            sink(SubElement::Attr(m.prefix));
            sink(SubElement::Attr(m.suffix));
        }
    });
    mmra.interfaces.insert(DefAssembly { parse: parse_mmra, print: print_mmra });

    let mut defs = vec![root, member, mmra];
    for mut d in struct_defs() {
        if d.mnemonic == "alias_scope" {
            d.verify = Some(verify_alias_scope);
        }
        defs.push(d);
    }
    defs
}

fn parse_root(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    if !dp.p.is(TokenKind::Less) {
        return Ok(Box::new(TBAARootAttr(vec![ParamValue::Absent])));
    }
    Ok(Box::new(TBAARootAttr(parse_struct(dp, &TBAARootAttr::SPEC)?)))
}

fn print_root(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(root) = v.downcast_ref::<TBAARootAttr>() else { return };
    if !matches!(root.0.first(), Some(ParamValue::Absent) | None) {
        print_struct(pr, &TBAARootAttr::SPEC, &root.0);
    }
}

/// `<params>`: the node, then the offset.
fn parse_member(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    dp.expect(TokenKind::Less, "<")?;
    let node = parse_field(dp, "LLVM_TBAAMemberAttr", &MEMBER_NODE)?;
    dp.expect(TokenKind::Comma, ",")?;
    let offset = parse_field(dp, "LLVM_TBAAMemberAttr", &MEMBER_OFFSET)?;
    dp.expect(TokenKind::Greater, ">")?;
    let (ParamValue::Attr(type_desc), ParamValue::Int(offset)) = (node, offset) else {
        unreachable!("a class parameter parses to an attribute, an int64_t to an integer")
    };
    Ok(Box::new(TBAAMemberAttr { type_desc, offset: offset as i64 }))
}

fn print_member(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(m) = v.downcast_ref::<TBAAMemberAttr>() else { return };
    pr.write("<");
    pr.print_attr(m.type_desc);
    pr.write(&format!(", {}>", m.offset));
}

fn verify_alias_scope(ctx: &Context, v: &dyn Any) -> Result<(), String> {
    let Some(scope) = v.downcast_ref::<AliasScopeAttr>() else { return Ok(()) };
    match scope.get("id").and_then(ParamValue::attr).map(|id| ctx.attr_kind(id)) {
        Some(AttrKind::String { .. } | AttrKind::Distinct { .. }) => Ok(()),
        _ => Err("id of an alias scope must be a StringAttr or a DistrinctAttr".to_string()),
    }
}

/// `<"prefix":"suffix">` (upstream's `$prefix `` `:` `` $suffix`).
fn parse_mmra(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    let string = |dp: &mut DefParser<'_, '_>, param: &Param| {
        let value = parse_field(dp, "LLVM_MMRATagAttr", param)?;
        value.attr().ok_or_else(|| dp.error_here("expected string"))
    };
    dp.expect(TokenKind::Less, "<")?;
    let prefix = string(dp, &MMRA_PREFIX)?;
    dp.expect(TokenKind::Colon, ":")?;
    let suffix = string(dp, &MMRA_SUFFIX)?;
    dp.expect(TokenKind::Greater, ">")?;
    Ok(Box::new(MMRATagAttr { prefix, suffix }))
}

fn print_mmra(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(m) = v.downcast_ref::<MMRATagAttr>() else { return };
    pr.write("<");
    pr.print_attr(m.prefix);
    pr.write(":");
    pr.print_attr(m.suffix);
    pr.write(">");
}
