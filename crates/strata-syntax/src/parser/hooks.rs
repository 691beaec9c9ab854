//! The assembly hooks the generic parser and printer call: the custom
//! form of an op ([`CustomAssembly`], upstream's
//! `hasCustomAssemblyFormat` + `OpAsmOpInterface`) and the textual form of
//! a dialect type or attribute after its mnemonic ([`DefAssembly`],
//! upstream's dialect `parseType`/`printType`/`parseAttribute`/
//! `printAttribute`), stored as interfaces on the op's `OpInfo` or the
//! definition so strata-ir need not know about syntax.
//!
//! A hook record pairs a parser with a printer, so it lives here, above
//! the printer: the printer reaches the records through
//! [`FindHooks`], implemented at the end of this file. Whatever implements
//! the hooks (the declarative format engine, `crate::asm`, dialects) sits
//! above and is only called through these function pointers.
//!
//! A definition's hooks parse and print what follows its mnemonic:
//! `<nnan,ninf>` of `#arith.fastmath<nnan,ninf>`. The same hooks serve the
//! full form (`#dialect.mnemonic...` or `#dialect<mnemonic ...>`) and the
//! stripped form inside an op's custom syntax (`fastmath<nnan>`), where
//! errors carry the op's `custom op '...' ` prefix, as upstream's
//! `OpAsmParser` adds it.
//!
//! Invariants: a definition's parse hook returns a value of the
//! definition's storage type (the caller checks, so a wrong hook is an
//! error, not a wrong value); the caller verifies and interns it.

use std::any::Any;

use strata_ir::{AttrKind, Attribute, Context, DefId, Diagnostic, DialectDef, OpId, OpInfo, OperationState, Storage};

use super::{PResult, Parser};
use crate::lexer::TokenKind;
use crate::printer::{DefKind, DefPrinter, FindHooks, OpPrintForm, OpPrinter, Registered, ResultNamesHook};

/// The custom assembly of one op.
#[derive(Copy, Clone)]
pub struct CustomAssembly {
    /// Parses everything after the op name into `state` (operands must be
    /// resolved, result types pushed). Trailing `loc(...)` is handled by the caller.
    pub parse: fn(&mut Parser<'_>, &mut OperationState) -> PResult<()>,
    /// Prints everything after the op name (the name itself and the result
    /// list are printed by the caller unless `print_name` is false).
    pub print: fn(&mut OpPrinter<'_>, OpId),
    /// Dialect that unprefixed op names resolve to inside this op's regions.
    pub default_dialect: Option<&'static str>,
    /// Name hints for results (custom form only).
    pub result_names: Option<ResultNamesHook>,
    /// When false the printer writes no op name (ops whose custom form
    /// starts with something else); when true the caller prints the name,
    /// eliding the default dialect prefix.
    pub print_name: bool,
}

/// What a dialect reports for `!dialect.mnemonic` when none of its type
/// definitions has that mnemonic (upstream's dialect `parseType` reports
/// what it expected, e.g. llvm's `unknown LLVM type: foo`): the message,
/// given the mnemonic and whether it is a builtin type's keyword. A
/// dialect interface; without it the generated wording is used.
#[derive(Copy, Clone)]
pub struct UnknownTypeMnemonic(pub fn(mnemonic: &str, builtin_keyword: bool) -> String);

/// Parses and prints one dialect type or attribute after its mnemonic.
#[derive(Copy, Clone)]
pub struct DefAssembly {
    pub parse: fn(&mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>>,
    pub print: fn(&mut DefPrinter<'_>, &dyn Any),
}

/// The parser given to a [`DefAssembly`] hook.
pub struct DefParser<'p, 'a> {
    pub p: &'p mut Parser<'a>,
    pub def: &'a DialectDef,
    /// `custom op 'arith.addf' ` inside an op's custom form, else empty.
    prefix: &'p str,
}

impl DefParser<'_, '_> {
    pub fn ctx(&self) -> &Context {
        self.p.ctx
    }

    /// An error at byte offset `pos`, with the custom-op prefix.
    pub fn error_at(&self, pos: usize, msg: impl std::fmt::Display) -> Diagnostic {
        self.p.error_at(pos, format!("{}{msg}", self.prefix))
    }

    /// An error at the current token (upstream's `getCurrentLocation`).
    pub fn error_here(&self, msg: impl std::fmt::Display) -> Diagnostic {
        self.error_at(self.p.tok.start, msg)
    }

    /// A static dimension list with its trailing `x` (`16x32x`; upstream's
    /// `parseDimensionList(shape, /*allowDynamic=*/false)`): `?` is
    /// `expected static shape`.
    pub fn parse_static_dimension_list(&mut self) -> PResult<Vec<i64>> {
        self.p.parse_dimension_list_ranked(false)
    }

    /// Consumes `kind` or fails with upstream's `expected '<'`-style message.
    pub fn expect(&mut self, kind: TokenKind, what: &str) -> PResult<()> {
        if self.p.consume_if(kind) {
            return Ok(());
        }
        Err(self.p.wrong_token_error(format!("{}expected '{what}'", self.prefix)))
    }
}

impl DefParser<'_, '_> {
    /// A type of `dialect` written without its `!dialect.` prefix, as a
    /// dialect nests its own types (`!llvm.struct<(ptr, i64)>`): when the
    /// current token is the mnemonic of one of `dialect`'s types, parses it
    /// (nesting counted, so deep input is an error, not a stack overflow);
    /// `None` when it is not.
    pub fn parse_optional_stripped_type(&mut self, dialect: &str) -> PResult<Option<strata_ir::Type>> {
        if !self.p.is(TokenKind::BareIdent) {
            return Ok(None);
        }
        let Some(id) = self.p.ctx.lookup_type_def(dialect, self.p.tok_str()) else { return Ok(None) };
        self.p.bump();
        self.p.enter_nesting()?;
        let value = parse_value(self.p, DefKind::Type, id, self.prefix);
        self.p.exit_nesting();
        Ok(Some(self.p.ctx.intern_type(strata_ir::TypeKind::Dialect(value?))))
    }
}

impl DefParser<'_, '_> {
    /// A parameter of attribute `dialect.mnemonic` (upstream's
    /// `parseCustomAttributeWithFallback`): a full attribute when one
    /// starts here (`#llvm.di_file<...>`, an alias), else the text after the
    /// mnemonic (`<"a.c" in "/">`), checked by the definition's verifier.
    pub fn parse_attr_with_fallback(&mut self, dialect: &str, mnemonic: &str) -> PResult<Attribute> {
        if self.p.is(TokenKind::HashIdent) {
            return self.p.parse_attribute(None);
        }
        match parse_stripped_attr(self.p, dialect, mnemonic, self.prefix)? {
            Some(attr) => Ok(attr),
            None => Err(self.error_here(format!("{dialect}.{mnemonic} is not a registered attribute"))),
        }
    }
}

/// The assembly hooks of a definition; `None` when it has none.
fn assembly(def: &DialectDef) -> Option<&DefAssembly> {
    def.interfaces.get::<DefAssembly>()
}

/// Parses the value of definition `id` (the parser is right after its
/// mnemonic) and checks it with the definition's verifier.
pub(crate) fn parse_value(
    p: &mut Parser<'_>,
    kind: DefKind,
    id: DefId,
    prefix: &str,
) -> PResult<strata_ir::DialectValue> {
    let ctx = p.ctx;
    let def = kind.def(ctx, id);
    let start = p.tok.start;
    let Some(asm) = assembly(def) else {
        return Err(p.error_at(start, format!("{prefix}{}.{} has no textual form", def.dialect, def.mnemonic)));
    };
    // Inside a dialect value the errors are the attribute parser's, not the op's.
    let custom_form = std::mem::replace(&mut p.custom_form, false);
    let storage = (asm.parse)(&mut DefParser { p, def, prefix });
    p.custom_form = custom_form;
    let storage = storage?;
    if let Err(msg) = ctx.verify_dialect_value(def, storage.as_ref()) {
        return Err(p.error_at(start, format!("{prefix}{msg}")));
    }
    Ok(strata_ir::DialectValue { def: id, storage })
}

/// Parses `<...>` (or the keyword) after a stripped dialect attribute in an
/// op's custom form (`fastmath<nnan>`), with the op's error prefix.
pub(crate) fn parse_stripped_attr(
    p: &mut Parser<'_>,
    dialect: &str,
    mnemonic: &str,
    prefix: &str,
) -> PResult<Option<Attribute>> {
    let Some(id) = p.ctx.lookup_attr_def(dialect, mnemonic) else { return Ok(None) };
    let value = parse_value(p, DefKind::Attr, id, prefix)?;
    Ok(Some(p.ctx.intern_attr(AttrKind::Dialect(value))))
}

impl FindHooks for Registered {
    fn op_form(info: &OpInfo) -> Option<OpPrintForm> {
        let asm = info.interface::<CustomAssembly>()?;
        Some(OpPrintForm {
            print: asm.print,
            default_dialect: asm.default_dialect,
            result_names: asm.result_names,
            print_name: asm.print_name,
        })
    }

    fn def_printer(def: &DialectDef) -> Option<fn(&mut DefPrinter<'_>, &dyn Any)> {
        assembly(def).map(|asm| asm.print)
    }
}
