//! The assembly layer dialects build their hooks from, above the generic
//! parser and printer and the declarative op-format engine: the forms ODS
//! generates for enum attributes ([`enum_attr_def`]), the runtime of
//! declarative `assemblyFormat`s of types and attributes ([`def_format`])
//! and the [`DefParser`] helpers they share, and the signature syntax of
//! function-like ops ([`function_signature`]).
//!
//! The hook records themselves ([`crate::CustomAssembly`],
//! [`crate::DefAssembly`]) are defined with the parser, as the generic
//! parser and printer call through them; nothing below this layer names
//! anything here.
//!
//! Invariant: an enum attribute definition carries its [`EnumAttrFormat`]
//! next to its hooks, which read it back (so one pair of hooks serves
//! every enum).

pub mod def_format;
pub mod function_signature;

use std::any::Any;

use strata_ir::{Diagnostic, DialectDef, EnumSpec, EnumValue, Storage};

use crate::lexer::{unescape_string, TokenKind};
use crate::parser::{DefAssembly, DefParser, PResult};
use crate::printer::DefPrinter;

impl DefParser<'_, '_> {
    /// A bare keyword or a string literal (upstream's `parseKeywordOrString`).
    pub fn parse_keyword_or_string(&mut self) -> PResult<String> {
        let word = match self.p.tok.kind {
            TokenKind::BareIdent => self.p.tok_str().to_string(),
            TokenKind::String => String::from_utf8_lossy(&unescape_string(self.p.tok_bytes())).into_owned(),
            _ => return Err(self.error_here("expected valid keyword or string")),
        };
        self.p.bump();
        Ok(word)
    }

    /// An enum parameter (upstream's `FieldParser` of an ODS enum): one
    /// case, or for a bit enum cases joined by its separator.
    pub fn parse_enum(&mut self, spec: &EnumSpec) -> PResult<i64> {
        let start = self.p.tok.start;
        let one_of = |dp: &Self| {
            let cases: Vec<&str> = spec.keywords().collect();
            dp.error_at(start, format!("expected {} to be one of: {}", spec.cpp_type, cases.join(", ")))
        };
        let Some(bits) = &spec.bits else {
            let word = self.parse_keyword_or_string()?;
            return spec.symbolize(&word).ok_or_else(|| one_of(self));
        };
        let separator = if bits.separator.contains('|') { TokenKind::VerticalBar } else { TokenKind::Comma };
        let mut value = 0;
        loop {
            let word = self.parse_keyword_or_string()?;
            value |= spec.symbolize(&word).ok_or_else(|| one_of(self))?;
            if !self.p.consume_if(separator) {
                return Ok(value);
            }
        }
    }

    /// The error upstream adds when a parameter fails to parse, after the
    /// reason: `failed to parse Arith_FastMathAttr parameter 'value' which
    /// is to be a `::mlir::arith::FastMathFlags``.
    pub fn parameter_error(&self, reason: Diagnostic, def_name: &str, param: &str, cpp_type: &str) -> Diagnostic {
        let follow =
            self.error_here(format!("failed to parse {def_name} parameter '{param}' which is to be a `{cpp_type}`"));
        reason.followed_by(follow)
    }
}

// ---- enum attributes (upstream's `EnumAttr`) ----

/// How an ODS `EnumAttr` is written, kept on its definition.
pub struct EnumAttrFormat {
    pub spec: &'static EnumSpec,
    /// The ODS record, for upstream's parameter error (`Arith_FastMathAttr`).
    pub def_name: &'static str,
    /// `` `<` $value `>` `` rather than the default `$value`.
    pub angled: bool,
    make: fn(i64) -> Option<Box<dyn Storage>>,
    value: fn(&dyn Any) -> Option<i64>,
}

/// The definition of an ODS `EnumAttr` whose storage is the enum `T`.
pub fn enum_attr_def<T: EnumValue>(
    dialect: &'static str,
    mnemonic: &'static str,
    def_name: &'static str,
    angled: bool,
) -> DialectDef {
    let mut def = DialectDef::new::<T>(dialect, mnemonic);
    def.summary = def_name;
    def.interfaces.insert(EnumAttrFormat {
        spec: T::SPEC,
        def_name,
        angled,
        make: |v| T::from_value(v).map(|t| Box::new(t) as Box<dyn Storage>),
        value: |any| any.downcast_ref::<T>().map(|t| t.value()),
    });
    def.interfaces.insert(DefAssembly { parse: parse_enum_attr, print: print_enum_attr });
    def
}

/// The value of `attr` if it is an enum attribute over `spec` (an ODS
/// `EnumAttr` of that enum, as an `EnumPropWithAttrForm`'s attribute form is).
pub(crate) fn enum_attr_value(ctx: &strata_ir::Context, attr: strata_ir::Attribute, spec: &EnumSpec) -> Option<i64> {
    let strata_ir::AttrKind::Dialect(value) = ctx.attr_kind(attr) else { return None };
    let format = ctx.attr_def(value.def).interfaces.get::<EnumAttrFormat>()?;
    if !std::ptr::eq(format.spec, spec) {
        return None;
    }
    (format.value)(value.storage.as_any())
}

fn parse_enum_attr(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    let format = dp.def.interfaces.get::<EnumAttrFormat>().expect("enum attribute definitions carry their format");
    if format.angled {
        dp.expect(TokenKind::Less, "<")?;
    }
    let value = match dp.parse_enum(format.spec) {
        Ok(v) => v,
        Err(reason) => return Err(dp.parameter_error(reason, format.def_name, "value", format.spec.cpp_type)),
    };
    if format.angled {
        dp.expect(TokenKind::Greater, ">")?;
    }
    (format.make)(value).ok_or_else(|| dp.error_here(format!("invalid value {value} for {}", format.spec.cpp_type)))
}

fn print_enum_attr(pr: &mut DefPrinter<'_>, storage: &dyn Any) {
    let Some(format) = pr.def.interfaces.get::<EnumAttrFormat>() else { return };
    let Some(value) = (format.value)(storage) else { return };
    let text = format.spec.stringify(value).unwrap_or_else(|| value.to_string().into());
    if format.angled {
        pr.write("<");
        pr.write(&text);
        pr.write(">");
    } else {
        // Upstream's generated printer puts a space before a leading
        // parameter: `#index<cmp_predicate slt>`, `index.cmp slt(...)`.
        pr.write(" ");
        pr.write(&text);
    }
}
