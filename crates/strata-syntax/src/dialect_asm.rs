//! The textual form of dialect types and attributes (upstream's dialect
//! `parseType`/`printType`/`parseAttribute`/`printAttribute`, dispatched by
//! mnemonic), and the forms ODS generates for enum attributes.
//!
//! A definition's [`DefAssembly`] parses and prints what follows its
//! mnemonic: `<nnan,ninf>` of `#arith.fastmath<nnan,ninf>`. The same hooks
//! serve the full form (`#dialect.mnemonic...` or `#dialect<mnemonic ...>`)
//! and the stripped form inside an op's custom syntax (`fastmath<nnan>`),
//! where errors carry the op's `custom op '...' ` prefix, as upstream's
//! `OpAsmParser` adds it.
//!
//! Invariants: a parse hook returns a value of the definition's storage
//! type (the caller checks, so a wrong hook is an error, not a wrong
//! value); the caller verifies and interns it.

use std::any::Any;

use strata_ir::{AttrKind, Attribute, Context, DefId, Diagnostic, DialectDef, EnumSpec, EnumValue, Storage, Type};

use crate::lexer::{unescape_string, TokenKind};
use crate::parser::{PResult, Parser};
use crate::printer::attrs::{write_attr, AliasLookup};
use crate::printer::types::{write_dialect_symbol, write_type};

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

    /// Consumes `kind` or fails with upstream's `expected '<'`-style message.
    pub fn expect(&mut self, kind: TokenKind, what: &str) -> PResult<()> {
        if self.p.consume_if(kind) {
            return Ok(());
        }
        Err(self.p.wrong_token_error(format!("{}expected '{what}'", self.prefix)))
    }

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

/// The printer given to a [`DefAssembly`] hook.
pub struct DefPrinter<'o> {
    pub ctx: &'o Context,
    pub def: &'o DialectDef,
    pub out: &'o mut String,
    aliases: &'o dyn AliasLookup,
    /// Where a declarative format stands (see [`crate::def_format`]).
    pub(crate) spacing: crate::def_format::Spacing,
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
}

/// Types or attributes: which definitions a name is looked up in.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DefKind {
    Type,
    Attr,
}

impl DefKind {
    fn def(self, ctx: &Context, id: DefId) -> &DialectDef {
        match self {
            DefKind::Type => ctx.type_def(id),
            DefKind::Attr => ctx.attr_def(id),
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

/// Writes a dialect value after its mnemonic (the stripped form).
pub(crate) fn write_stripped(
    ctx: &Context,
    out: &mut String,
    kind: DefKind,
    value: &strata_ir::DialectValue,
    aliases: &dyn AliasLookup,
) {
    let def = kind.def(ctx, value.def);
    if let Some(asm) = assembly(def) {
        let spacing = crate::def_format::Spacing::default();
        (asm.print)(&mut DefPrinter { ctx, def, out, aliases, spacing }, value.storage.as_any());
    }
}

/// Writes a dialect value in full: `#arith.fastmath<nnan>`, or
/// `#index<cmp_predicate slt>` when the text after the dialect is not
/// simple enough for the dotted form.
pub(crate) fn write_full(
    ctx: &Context,
    out: &mut String,
    kind: DefKind,
    value: &strata_ir::DialectValue,
    aliases: &dyn AliasLookup,
) {
    let def = kind.def(ctx, value.def);
    let mut body = def.mnemonic.to_string();
    write_stripped(ctx, &mut body, kind, value, aliases);
    write_dialect_symbol(out, if kind == DefKind::Type { '!' } else { '#' }, def.dialect, &body);
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
    let text = format.spec.stringify(value).unwrap_or_else(|| value.to_string());
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
