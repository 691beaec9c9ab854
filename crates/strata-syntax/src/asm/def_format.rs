//! The runtime of declarative `assemblyFormat`s of ODS `TypeDef`s and
//! `AttrDef`s (upstream's `AttrOrTypeFormatGen`): the code `cargo xtask
//! codegen` generates for `` `<` `[` $shape `]` `,` $elementType `>` `` is a
//! straight line of [`DefParser::format_literal`] / [`DefParser::format_param`]
//! calls, and the same on [`DefPrinter`] to print.
//!
//! A parameter is parsed and printed by its Rust type through
//! [`FormatParam`] (upstream's `FieldParser<T>` and `printer << value`):
//! integers, `Type`, `Attribute`, strings and comma-separated lists of
//! those (`ArrayRefParameter`).
//!
//! The `struct(params)` directive (`name = value` entries in any order) is
//! [`DefParser::format_struct`] and [`DefPrinter::format_struct_entry`],
//! which hand-written definitions use too (the llvm dialect's
//! `#llvm.memory_effects`, function and debug-info attributes).
//!
//! Spacing follows upstream's generated printers: no space at the start
//! after the mnemonic before punctuation, none inside `<`/`(`/`[`/`{`,
//! none before `>`, `)`, `]`, `}` or `,`, a space after a comma and
//! between two parameters or keywords: `!my.tensor<[2, 3], f64>`.
//!
//! Deviation, kept small and documented in `docs/ods.md`: a list parameter
//! may be empty when a closing `]`, `>`, `)` or `}` follows at once
//! (upstream cannot parse an empty `ArrayRefParameter`, yet prints one).
//!
//! Tested through a definition written the way codegen writes it
//! (`tests/defs.rs`, `!test.shaped<...>`).
//!
//! Invariant: the spacing state ([`DefPrinter`]'s, which the printer
//! starts fresh for each value) moves only through
//! [`DefPrinter::format_literal`] and [`DefPrinter::format_param`].

use strata_ir::{Attribute, Type};

use crate::lexer::{punctuation, unescape_string, TokenKind};
use crate::parser::{DefParser, IntegerCType, PResult};
use crate::printer::DefPrinter;

/// Upstream's `shouldEmitSpaceBefore` for a literal.
fn space_before_literal(text: &str, last_was_punctuation: bool) -> bool {
    if text.len() != 1 && text != "->" {
        return true;
    }
    let first = text.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    }
}

/// A parameter type of a declarative format: how it is parsed and printed.
pub trait FormatParam: Sized {
    fn parse_param(dp: &mut DefParser<'_, '_>) -> PResult<Self>;
    fn print_param(&self, pr: &mut DefPrinter<'_>);
}

macro_rules! int_param {
    ($($t:ty => $c:expr),*) => {
        $(
            impl FormatParam for $t {
                // Upstream's `FieldParser<IntT>`: `parseInteger` into the C++ type.
                fn parse_param(dp: &mut DefParser<'_, '_>) -> PResult<Self> {
                    dp.p.parse_integer_as($c).map(|v| v as $t)
                }
                fn print_param(&self, pr: &mut DefPrinter<'_>) {
                    pr.write(&self.to_string());
                }
            }
        )*
    };
}

int_param!(
    i64 => IntegerCType::Signed(64),
    i32 => IntegerCType::Signed(32),
    u32 => IntegerCType::Unsigned(32),
    u64 => IntegerCType::Unsigned(64)
);

impl FormatParam for Type {
    fn parse_param(dp: &mut DefParser<'_, '_>) -> PResult<Self> {
        dp.p.parse_type()
    }
    fn print_param(&self, pr: &mut DefPrinter<'_>) {
        pr.print_type(*self);
    }
}

impl FormatParam for Attribute {
    fn parse_param(dp: &mut DefParser<'_, '_>) -> PResult<Self> {
        dp.p.parse_attribute(None)
    }
    fn print_param(&self, pr: &mut DefPrinter<'_>) {
        pr.print_attr(*self);
    }
}

impl FormatParam for String {
    fn parse_param(dp: &mut DefParser<'_, '_>) -> PResult<Self> {
        if !dp.p.is(TokenKind::String) {
            return Err(dp.p.wrong_token_error("expected string"));
        }
        let text = String::from_utf8_lossy(&unescape_string(dp.p.tok_bytes())).into_owned();
        dp.p.bump();
        Ok(text)
    }
    fn print_param(&self, pr: &mut DefPrinter<'_>) {
        let mut quoted = String::new();
        crate::printer::attrs::write_string_literal(&mut quoted, self.as_bytes());
        pr.write(&quoted);
    }
}

/// `ArrayRefParameter<T>`: `T, T, ...` (the brackets, if any, are the
/// format's literals).
impl<T: FormatParam> FormatParam for Vec<T> {
    fn parse_param(dp: &mut DefParser<'_, '_>) -> PResult<Self> {
        let mut out = Vec::new();
        let closes = |k| matches!(k, TokenKind::RSquare | TokenKind::Greater | TokenKind::RParen | TokenKind::RBrace);
        if closes(dp.p.tok.kind) {
            return Ok(out);
        }
        loop {
            out.push(T::parse_param(dp)?);
            if !dp.p.consume_if(TokenKind::Comma) {
                return Ok(out);
            }
        }
    }
    fn print_param(&self, pr: &mut DefPrinter<'_>) {
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                pr.write(", ");
            }
            item.print_param(pr);
        }
    }
}

impl DefParser<'_, '_> {
    /// A literal of the format: punctuation (`<`, `->`) or a keyword.
    pub fn format_literal(&mut self, text: &str) -> PResult<()> {
        match punctuation(text) {
            Some(kind) => self.expect(kind, text),
            None if self.p.consume_keyword(text) => Ok(()),
            None => Err(self.error_here(format!("expected '{text}'"))),
        }
    }

    /// A parameter; a failure gets upstream's follow-up error naming the
    /// definition (`My_TensorType`), the parameter and its C++ type.
    pub fn format_param<T: FormatParam>(&mut self, def_name: &str, param: &str, cpp_type: &str) -> PResult<T> {
        T::parse_param(self).map_err(|reason| self.parameter_error(reason, def_name, param, cpp_type))
    }
}

impl DefPrinter<'_> {
    /// Prints a literal of the format, spaced as upstream does.
    pub fn format_literal(&mut self, text: &str) {
        if self.spacing.emit_space && space_before_literal(text, self.spacing.last_was_punctuation) {
            self.write(" ");
        }
        self.write(text);
        let first = text.chars().next().unwrap_or(' ');
        self.spacing.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
        self.spacing.emit_space = text.len() != 1 || !"<({[".contains(first);
    }

    /// Prints a parameter, spaced as upstream does.
    pub fn format_param<T: FormatParam>(&mut self, value: &T) {
        if self.spacing.emit_space {
            self.write(" ");
        }
        value.print_param(self);
        self.spacing.last_was_punctuation = false;
        self.spacing.emit_space = true;
    }
}

/// One parameter of a `struct(params)` directive: its name and whether
/// the text must give it (upstream omits an `OptionalParameter` or
/// `DefaultValuedParameter` whose value is the default).
#[derive(Clone, Copy, Debug)]
pub struct StructParam {
    pub name: &'static str,
    pub required: bool,
}

impl DefParser<'_, '_> {
    /// `struct(params)`: `name = value` entries, comma-separated, in any
    /// order, as upstream's generated parsers read them. `value` parses the
    /// value of the parameter at an index of `params`; the result says
    /// which parameters were given.
    ///
    /// Upstream's two shapes and their errors: with every parameter
    /// required, exactly one entry per parameter (`expected ','` after a
    /// short list); otherwise a list that may stop early, then `struct is
    /// missing required parameter: x`. A repeated or unknown name is
    /// `duplicate or unknown struct parameter name: x`.
    pub fn format_struct(
        &mut self,
        params: &[StructParam],
        mut value: impl FnMut(&mut Self, usize) -> PResult<()>,
    ) -> PResult<Vec<bool>> {
        let mut seen = vec![false; params.len()];
        let mut entry = |dp: &mut Self, key: &str, seen: &mut Vec<bool>| -> PResult<()> {
            dp.expect(TokenKind::Equal, "=")?;
            match params.iter().position(|p| p.name == key) {
                Some(i) if !seen[i] => {
                    seen[i] = true;
                    value(dp, i)
                }
                _ => Err(dp.error_here(format!("duplicate or unknown struct parameter name: {key}"))),
            }
        };
        if params.iter().all(|p| p.required) {
            for i in 0..params.len() {
                let key = self.struct_key()?;
                entry(self, &key, &mut seen)?;
                if i + 1 != params.len() {
                    self.expect(TokenKind::Comma, ",")?;
                }
            }
            return Ok(seen);
        }
        let first = if params.iter().any(|p| p.required) {
            Some(self.struct_key()?)
        } else {
            self.p.is(TokenKind::BareIdent).then(|| self.struct_key()).transpose()?
        };
        if let Some(key) = first {
            entry(self, &key, &mut seen)?;
            while self.p.consume_if(TokenKind::Comma) {
                let key = self.struct_key()?;
                entry(self, &key, &mut seen)?;
            }
        }
        if let Some(missing) = params.iter().zip(&seen).find(|(p, seen)| p.required && !**seen) {
            return Err(self.error_here(format!("struct is missing required parameter: {}", missing.0.name)));
        }
        Ok(seen)
    }

    /// A parameter name of a `struct(params)` entry.
    fn struct_key(&mut self) -> PResult<String> {
        if !self.p.is(TokenKind::BareIdent) {
            let error = self.error_here("expected valid keyword");
            return Err(error.followed_by(self.error_here("expected a parameter name in struct")));
        }
        let key = self.p.tok_str().to_string();
        self.p.bump();
        Ok(key)
    }
}

impl DefPrinter<'_> {
    /// Starts the entry `name = ` of a `struct(params)` directive (after a
    /// `, ` unless it is the first printed).
    pub fn format_struct_entry(&mut self, first: &mut bool, name: &str) {
        if !std::mem::take(first) {
            self.write(", ");
        }
        self.write(name);
        self.write(" = ");
    }
}
