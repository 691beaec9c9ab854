//! The llvm dialect's debug-info attributes (upstream's `DI*Attr`s of
//! `LLVMAttrDefs.td`): files, compile units, types, subprograms, scopes,
//! variables, labels and DWARF expressions, parsed and printed as
//! `mlir-opt-22` does. Their values are what `llvm.intr.dbg.*` ops take
//! and what a function's `loc(fused<#di_subprogram>[...])` carries.
//!
//! - [`defs`]: every attribute written with `<struct(params)>`, as a table
//!   over the runtime of [`crate::attrs::struct_params`];
//! - [`expression`]: the DWARF expressions (`#llvm.di_expression<...>`);
//! - `#llvm.di_file<"a.c" in "/src">` and `#llvm.di_null_type`, here;
//! - [`dwarf`] (generated from LLVM's `Dwarf.def`) and [`enums`]: the
//!   names of their DWARF constants and flags.
//!
//! The printer aliases the attributes upstream marks `genMnemonicAlias`
//! (`#di_file = #llvm.di_file<...>` at the top of the output).
//!
//! Invariant: attribute parameters hold attributes of the classes their
//! C++ types name (a `scope` is a `DIScopeAttr`): the parsers check it.

pub mod defs;
#[rustfmt::skip]
pub mod dwarf;
pub mod enums;
pub mod expression;

use std::any::Any;

use strata_ir::{AttrKind, Attribute, DialectDef, Storage, SubElement};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{DefAssembly, DefParser, DefPrinter};

use crate::attrs::struct_params::{class, AttrClass};
pub use defs::*;
pub use expression::DIExpressionAttr;

/// `#llvm.di_file<"name" in "directory">`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DIFileAttr {
    /// `StringAttr`s.
    pub name: Attribute,
    pub directory: Attribute,
}

/// `#llvm.di_null_type`: the type of a `void` result.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct DINullTypeAttr;

/// The definitions of every debug-info attribute.
pub fn attr_defs() -> Vec<DialectDef> {
    let mut file = DialectDef::new::<DIFileAttr>("llvm", "di_file");
    file.summary = "LLVM_DIFileAttr";
    file.mnemonic_alias = true;
    file.interfaces.insert(AttrClass(class::NODE | class::SCOPE));
    file.sub_elements = Some(|v, sink| {
        if let Some(f) = v.downcast_ref::<DIFileAttr>() {
            sink(SubElement::Attr(f.name));
            sink(SubElement::Attr(f.directory));
        }
    });
    file.interfaces.insert(DefAssembly { parse: parse_file, print: print_file });

    let mut null = DialectDef::new::<DINullTypeAttr>("llvm", "di_null_type");
    null.summary = "LLVM_DINullTypeAttr";
    null.mnemonic_alias = true;
    null.interfaces.insert(AttrClass(class::NODE | class::TYPE));
    null.interfaces.insert(DefAssembly { parse: |_| Ok(Box::new(DINullTypeAttr)), print: |_, _| {} });

    let mut defs = vec![file, null, DIExpressionAttr::def()];
    defs.extend(defs::struct_defs());
    defs
}

fn parse_file(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    let string = |dp: &mut DefParser<'_, '_>, param: &str| {
        dp.p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::String { .. }))
            .map_err(|reason| dp.parameter_error(reason, "LLVM_DIFileAttr", param, "StringAttr"))
    };
    dp.expect(TokenKind::Less, "<")?;
    let name = string(dp, "name")?;
    dp.format_literal("in")?;
    let directory = string(dp, "directory")?;
    dp.expect(TokenKind::Greater, ">")?;
    Ok(Box::new(DIFileAttr { name, directory }))
}

fn print_file(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(f) = v.downcast_ref::<DIFileAttr>() else { return };
    pr.write("<");
    pr.print_attr(f.name);
    pr.write(" in ");
    pr.print_attr(f.directory);
    pr.write(">");
}
