//! The printer's side of the assembly hooks: what it needs of an op's
//! custom form ([`OpPrintForm`]), the printer a dialect type or attribute
//! hook receives ([`DefPrinter`]), and the writers that call those hooks.
//!
//! The hook records (`CustomAssembly`, `DefAssembly`) pair a printer with a
//! parser, whose argument is the `Parser`. The parser sits above the
//! printer, so the records live with it and the printer reaches them
//! through [`FindHooks`], which the parser layer implements for
//! [`Registered`] (a missing implementation is a compile error).
//!
//! Invariant: a form found here is a copy of the registered record, fixed
//! for the print (the registry does not change while printing).

use std::any::Any;

use strata_ir::{Attribute, Body, Context, DefId, DialectDef, DialectValue, OpId, OpInfo, OpName, Type, Value};

use super::attrs::{write_attr, AliasLookup};
use super::types::{write_dialect_symbol, write_type};
use super::OpPrinter;
use crate::op_table::OpTable;

/// Suggests names for an op's results (`%c0`, `%cst`): call the sink with
/// each result and its name hint.
pub type ResultNamesHook = fn(&Context, &Body, OpId, &mut dyn FnMut(Value, &str));

/// What the printer uses of an op's `CustomAssembly`.
#[derive(Copy, Clone)]
pub(crate) struct OpPrintForm {
    pub(crate) print: fn(&mut OpPrinter<'_>, OpId),
    pub(crate) default_dialect: Option<&'static str>,
    pub(crate) result_names: Option<ResultNamesHook>,
    pub(crate) print_name: bool,
}

/// Where the printer finds the hooks registered on an op or a definition.
pub(crate) trait FindHooks {
    /// The printing half of the op's `CustomAssembly`, if it has one.
    fn op_form(info: &OpInfo) -> Option<OpPrintForm>;
    /// The printing hook of the definition's `DefAssembly`, if it has one.
    fn def_printer(def: &DialectDef) -> Option<fn(&mut DefPrinter<'_>, &dyn Any)>;
}

/// The hooks in the registry (see [`FindHooks`]).
pub(crate) enum Registered {}

/// The custom form of each op name met.
pub(crate) type CustomForms = OpTable<Option<OpPrintForm>>;

impl CustomForms {
    pub(crate) fn of(&mut self, ctx: &Context, name: OpName) -> Option<OpPrintForm> {
        self.get_or(name, || ctx.op_info(name).and_then(Registered::op_form))
    }
}

/// Types or attributes: which definitions a name is looked up in.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum DefKind {
    Type,
    Attr,
}

impl DefKind {
    pub(crate) fn def(self, ctx: &Context, id: DefId) -> &DialectDef {
        match self {
            DefKind::Type => ctx.type_def(id),
            DefKind::Attr => ctx.attr_def(id),
        }
    }
}

/// Where a printed declarative format stands, for its spacing rules
/// (`crate::asm::def_format`); every hook starts from the default.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Spacing {
    /// A space goes before the next element unless the rules drop it.
    pub(crate) emit_space: bool,
    /// The last element printed was punctuation.
    pub(crate) last_was_punctuation: bool,
}

impl Default for Spacing {
    fn default() -> Self {
        Spacing { emit_space: true, last_was_punctuation: false }
    }
}

/// The printer given to a `DefAssembly` hook.
pub struct DefPrinter<'o> {
    pub ctx: &'o Context,
    pub def: &'o DialectDef,
    pub out: &'o mut String,
    aliases: &'o dyn AliasLookup,
    pub(crate) spacing: Spacing,
}

impl DefPrinter<'_> {
    pub fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }
    pub fn print_type(&mut self, ty: Type) {
        write_type(self.ctx, self.out, ty, self.aliases);
    }
    pub fn print_attr(&mut self, attr: Attribute) {
        write_attr(self.ctx, self.out, attr, self.aliases);
    }

    /// Writes a parameter of an attribute class that has its own syntax
    /// (upstream's `printStrippedAttrOrType`): its alias if it has one,
    /// else the text after its mnemonic (`<["+sse"]>`); an attribute that
    /// is no dialect attribute is written in full.
    pub fn print_attr_stripped(&mut self, attr: Attribute) {
        if let Some(alias) = self.aliases.attr_alias(attr) {
            self.out.push('#');
            self.out.push_str(alias);
            return;
        }
        match self.ctx.attr_kind(attr) {
            strata_ir::AttrKind::Dialect(value) => {
                write_stripped(self.ctx, self.out, DefKind::Attr, value, self.aliases)
            }
            _ => self.print_attr(attr),
        }
    }

    /// Writes `ty` without its `!dialect.` prefix when it is a type of
    /// `dialect` (`ptr` inside `!llvm.struct<(ptr)>`), else in full.
    pub fn print_type_stripped_in(&mut self, dialect: &str, ty: Type) {
        if let strata_ir::TypeKind::Dialect(value) = self.ctx.type_kind(ty) {
            let def = DefKind::Type.def(self.ctx, value.def);
            if def.dialect == dialect {
                self.out.push_str(def.mnemonic);
                write_stripped(self.ctx, self.out, DefKind::Type, value, self.aliases);
                return;
            }
        }
        self.print_type(ty);
    }
}

/// Writes a dialect value after its mnemonic (the stripped form).
pub(crate) fn write_stripped(
    ctx: &Context,
    out: &mut String,
    kind: DefKind,
    value: &DialectValue,
    aliases: &dyn AliasLookup,
) {
    let def = kind.def(ctx, value.def);
    if let Some(print) = Registered::def_printer(def) {
        let spacing = Spacing::default();
        print(&mut DefPrinter { ctx, def, out, aliases, spacing }, value.storage.as_any());
    }
}

/// Writes a dialect value in full: `#arith.fastmath<nnan>`, or
/// `#index<cmp_predicate slt>` when the text after the dialect is not
/// simple enough for the dotted form.
pub(crate) fn write_full(
    ctx: &Context,
    out: &mut String,
    kind: DefKind,
    value: &DialectValue,
    aliases: &dyn AliasLookup,
) {
    let def = kind.def(ctx, value.def);
    let mut body = def.mnemonic.to_string();
    write_stripped(ctx, &mut body, kind, value, aliases);
    write_dialect_symbol(out, if kind == DefKind::Type { '!' } else { '#' }, def.dialect, &body);
}
