//! Parsing of builtin attributes (upstream's `AttributeParser.cpp`): integers, floats, strings, bools, `unit`, arrays,
//! dictionaries, type attributes, symbol references, `dense<...>`,
//! `array<...>`, `affine_map`/`affine_set` (their grammar: `affine.rs`), `strided`, opaque dialect
//! attributes and `#alias` references.
//!
//! Invariants: every recursive entry (attributes, dense literal lists,
//! complex elements) counts nesting, so
//! deep input fails cleanly; integer literals are range-checked before any
//! quadratic work (`ApInt::parse_magnitude`); floats are parsed through
//! `f64` then rounded to the element format, as upstream does; dense
//! literals whose elements are all equal are stored as a splat (upstream
//! detects splats the same way).

use strata_ir::{
    ApInt, AttrKind, Attribute, DenseElements, DenseValue, FloatKind, Ident, Signedness, Type, TypeKind, DYNAMIC,
};

use super::{PResult, Parser};
use crate::lexer::{unescape_string, Token, TokenKind};
use crate::printer::DefKind;
use strata_ir::apfloat::format::{bit_width, from_f64};

/// One scalar of a dense literal: its token and whether a `-` preceded it.
#[derive(Copy, Clone)]
struct Elem {
    neg: bool,
    tok: Token,
}

/// A tensor literal before its type is known: where it starts, its elements
/// and nesting shape (empty for a single element), or its hex string.
#[derive(Default)]
struct TensorLiteral {
    at: usize,
    elems: Vec<Elem>,
    shape: Vec<i64>,
    hex: Option<Token>,
}

/// Upstream's `buildAttributeAPInt`: the literal `spelling` (decimal or
/// `0x` hex) as an integer of `ty`'s width, or `None` when out of range.
fn build_apint(width: u32, signed: bool, neg: bool, spelling: &str) -> Option<ApInt> {
    let mag = ApInt::parse_magnitude(spelling, width)?;
    if width == 0 {
        return (!neg).then_some(mag);
    }
    if neg {
        let v = mag.negate();
        return v.is_negative().then_some(v);
    }
    if signed && mag.is_negative() {
        return None;
    }
    Some(mag)
}

/// Host-double value of a float literal token (`1.`, `1.5e3`).
fn float_literal_value(text: &str) -> f64 {
    let fixed;
    let text = match text.split_once('.') {
        Some((a, b)) if b.is_empty() || b.starts_with(['e', 'E']) => {
            fixed = format!("{a}.0{b}");
            fixed.as_str()
        }
        _ => text,
    };
    text.parse::<f64>().unwrap_or(0.0)
}

/// Collapses all-equal elements to a splat, as upstream's storage does.
fn canonical_elements(values: Vec<DenseValue>) -> DenseElements {
    if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
        return DenseElements { values: vec![values[0].clone()] };
    }
    DenseElements { values }
}

impl<'a> Parser<'a> {
    fn spelling(&self, tok: Token) -> &str {
        std::str::from_utf8(&self.src.text[tok.start..tok.end]).unwrap_or("")
    }

    /// Consumes a string literal and returns its text, unescaped (a hook
    /// reading a name, as `!llvm.struct<"name", ...>`).
    pub fn parse_string_literal(&mut self) -> PResult<String> {
        Ok(String::from_utf8_lossy(&self.parse_string_bytes()?).into_owned())
    }

    /// Consumes a string literal and returns its bytes, unescaped (`"\FF"`
    /// is one byte, not valid UTF-8).
    pub fn parse_string_bytes(&mut self) -> PResult<Vec<u8>> {
        if !self.is(TokenKind::String) {
            return Err(self.wrong_token_error("expected string"));
        }
        let bytes = self.string_value(self.tok);
        self.bump();
        Ok(bytes)
    }

    pub(crate) fn string_value(&self, tok: Token) -> Vec<u8> {
        unescape_string(&self.src.text[tok.start..tok.end])
    }

    /// (width, signed) of an integer or index type.
    fn int_layout(&self, ty: Type) -> Option<(u32, bool)> {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => Some((*width, *signedness == Signedness::Signed)),
            TypeKind::Index => Some((64, true)),
            _ => None,
        }
    }

    fn float_kind_of(&self, ty: Type) -> Option<FloatKind> {
        match self.ctx.type_kind(ty) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        }
    }

    /// An attribute (of type `ty` when given) that `is_kind` accepts, else
    /// upstream's error at the attribute (`parseAttribute` into a typed
    /// attribute: "invalid kind of attribute specified").
    pub fn parse_attr_of_kind(&mut self, ty: Option<Type>, is_kind: fn(&AttrKind) -> bool) -> PResult<Attribute> {
        let at = self.tok.start;
        let attr = self.parse_attribute(ty)?;
        if !is_kind(self.ctx.attr_kind(attr)) {
            return Err(self.custom_op_error_at(at, "invalid kind of attribute specified"));
        }
        Ok(attr)
    }

    /// Parses an attribute; `ty` is the type the context expects, if any.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.enter_nesting()?;
        let r = self.parse_attribute_inner(ty);
        self.exit_nesting();
        r
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        match self.tok.kind {
            TokenKind::LSquare => self.parse_array_attr(),
            TokenKind::LBrace => self.parse_dictionary_attr(),
            TokenKind::HashIdent => self.parse_extended_attr(ty),
            TokenKind::Float | TokenKind::Integer | TokenKind::Minus if ty.is_none() => self.parse_number_attr(),
            TokenKind::Float => self.parse_float_attr(ty, false),
            TokenKind::Integer => self.parse_dec_or_hex_attr(ty, false),
            TokenKind::Minus => {
                self.bump();
                match self.tok.kind {
                    TokenKind::Integer => self.parse_dec_or_hex_attr(ty, true),
                    TokenKind::Float => self.parse_float_attr(ty, true),
                    _ => Err(self.wrong_token_error("expected constant integer or floating point value")),
                }
            }
            TokenKind::String => self.parse_string_attr(ty),
            TokenKind::AtIdent => self.parse_symbol_ref(),
            TokenKind::BareIdent => match self.tok_bytes() {
                b"true" | b"false" => {
                    let v = self.is_keyword("true");
                    self.bump();
                    Ok(ctx.bool_attr(v))
                }
                b"unit" => {
                    self.bump();
                    Ok(ctx.unit_attr())
                }
                b"dense" => self.parse_dense_elements_attr(ty),
                b"array" => self.parse_dense_array_attr(),
                b"affine_map" | b"affine_set" => self.parse_affine_attr(),
                b"strided" => self.parse_strided_layout_attr(),
                b"loc" => {
                    let loc = self.parse_location()?;
                    Ok(ctx.intern_attr(AttrKind::Location(loc)))
                }
                b"sparse" => self.parse_sparse_elements_attr(ty),
                b"distinct" => self.parse_distinct_attr(),
                b"dense_resource" => self.parse_dense_resource_attr(ty),
                _ => self.parse_type_attr(),
            },
            _ => self.parse_type_attr(),
        }
    }

    #[inline(never)]
    fn parse_array_attr(&mut self) -> PResult<Attribute> {
        self.bump();
        let mut elems = Vec::new();
        if !self.consume_if(TokenKind::RSquare) {
            loop {
                elems.push(self.parse_attribute(None)?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RSquare, "expected ',' or ']'")?;
        }
        Ok(self.ctx.array_attr(elems))
    }

    #[inline(never)]
    fn parse_string_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let value = self.string_value(self.tok);
        self.bump();
        let mut sty = ty;
        if sty.is_none() && self.consume_if(TokenKind::Colon) {
            sty = Some(self.parse_type()?);
        }
        let sty = sty.filter(|t| !matches!(self.ctx.type_kind(*t), TypeKind::None));
        Ok(self.ctx.intern_attr(AttrKind::String { value: value.into(), ty: sty }))
    }

    #[inline(never)]
    fn parse_affine_attr(&mut self) -> PResult<Attribute> {
        let is_map = self.is_keyword("affine_map");
        let what = if is_map { "affine map" } else { "integer set" };
        self.bump();
        self.expect_with(TokenKind::Less, || format!("expected '<' in {what}"))?;
        let kind = self.parse_affine_map_or_set()?;
        match (&kind, is_map) {
            (AttrKind::AffineMap(_), true) | (AttrKind::IntegerSet(_), false) => {}
            _ => return Err(self.error_here(format!("expected {what}"))),
        }
        self.expect_with(TokenKind::Greater, || format!("expected '>' in {what}"))?;
        Ok(self.ctx.intern_attr(kind))
    }

    /// `dense_resource<key> : type` (upstream's
    /// `parseDenseResourceElementsAttr`): elements of a shaped type held
    /// by the builtin resource blob `key`.
    #[inline(never)]
    fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let loc = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let key = self.parse_resource_key()?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        let (ty, type_loc) = match ty {
            Some(t) => (t, loc),
            None => {
                let at = self.tok.start;
                self.expect(TokenKind::Colon, "expected ':'")?;
                (self.parse_type()?, at)
            }
        };
        if !strata_ir::constraints::is_shaped(self.ctx, ty) {
            return Err(self.error_at(type_loc, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.intern_attr(AttrKind::DenseResource { ty, key }))
    }

    /// A resource key: an identifier or a string (upstream's
    /// `parseResourceHandle`).
    pub(crate) fn parse_resource_key(&mut self) -> PResult<Box<[u8]>> {
        let key: Box<[u8]> = match self.tok.kind {
            TokenKind::BareIdent => self.tok_bytes().into(),
            TokenKind::String => self.string_value(self.tok).into(),
            _ => return Err(self.wrong_token_error("expected identifier key for 'resource' entry")),
        };
        self.bump();
        Ok(key)
    }

    /// `distinct[N]<referenced>` (upstream's `parseDistinctAttr`): the
    /// same `N` in one parse is the same attribute, and must reference the
    /// same attribute; `<>` references `unit`.
    #[inline(never)]
    fn parse_distinct_attr(&mut self) -> PResult<Attribute> {
        self.distinct_needs_sequential()?;
        let ctx = self.ctx;
        let loc = self.tok.start;
        self.bump();
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if self.tok.kind != TokenKind::Integer {
            return Err(self.wrong_token_error("expected distinct ID"));
        }
        let id = parse_u64(self.tok_str());
        self.bump();
        // Upstream reports a too large ID after reading it.
        let Some(id) = id else { return Err(self.error_here("expected an unsigned 64-bit integer")) };
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.is(TokenKind::Greater) { ctx.unit_attr() } else { self.parse_attribute(None)? };
        self.expect(TokenKind::Greater, "expected '>' to close distinct attribute")?;
        match self.distincts.get(&id) {
            None => {
                let attr = ctx.distinct_attr(referenced);
                self.distincts.insert(id, attr);
                Ok(attr)
            }
            Some(&attr) => match ctx.attr_kind(attr) {
                AttrKind::Distinct { referenced: previous, .. } if *previous != referenced => {
                    let shown = crate::printer::attr_to_string(ctx, *previous);
                    Err(self.error_at(loc, format!("referenced attribute does not match previous definition: {shown}")))
                }
                _ => Ok(attr),
            },
        }
    }

    #[inline(never)]
    fn parse_type_attr(&mut self) -> PResult<Attribute> {
        match self.parse_optional_type()? {
            Some(t) => Ok(self.ctx.type_attr(t)),
            None => Err(self.wrong_token_error("expected attribute value")),
        }
    }

    /// `@a`, `@"x y"`, `@a::@b::@c`
    #[inline(never)]
    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.symbol_ref_name();
        self.bump();
        let mut nested = Vec::new();
        while self.is(TokenKind::Colon) {
            let save = self.tok.start;
            self.bump();
            if !self.consume_if(TokenKind::Colon) {
                self.reset_to(save);
                break;
            }
            if !self.is(TokenKind::AtIdent) {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            nested.push(self.symbol_ref_name());
            self.bump();
        }
        Ok(self.ctx.intern_attr(AttrKind::SymbolRef { root, nested }))
    }

    /// The name of the current `@` token (quoted names unescaped).
    pub(crate) fn symbol_ref_name(&self) -> Ident {
        let body = &self.tok_bytes()[1..];
        if body.first() == Some(&b'"') {
            let v = unescape_string(body);
            return self.ctx.ident(&String::from_utf8_lossy(&v));
        }
        self.ctx.ident(&String::from_utf8_lossy(body))
    }

    #[inline(never)]
    fn parse_dec_or_hex_attr(&mut self, ty: Option<Type>, neg: bool) -> PResult<Attribute> {
        let tok = self.tok;
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None if self.consume_if(TokenKind::Colon) => self.parse_type()?,
            None => self.ctx.integer_type(64),
        };
        if let Some(kind) = self.float_kind_of(ty) {
            let bits = self.float_from_integer_literal(tok, neg, kind)?;
            return Ok(self.ctx.intern_attr(AttrKind::Float { ty, bits }));
        }
        let Some((width, signed)) = self.int_layout(ty) else {
            return Err(self.error_at(tok.start, "integer literal not valid for specified type"));
        };
        let unsigned = matches!(self.ctx.type_kind(ty), TypeKind::Integer { signedness: Signedness::Unsigned, .. });
        if neg && unsigned {
            return Err(self.error_at(tok.start, "negative integer literal not valid for unsigned integer type"));
        }
        match build_apint(width, signed, neg, self.spelling(tok)) {
            Some(value) => Ok(self.ctx.intern_attr(AttrKind::Integer { ty, value })),
            None => Err(self.error_at(tok.start, "integer constant out of range for attribute")),
        }
    }

    /// Upstream's `parseFloatFromIntegerLiteral`: only hex bit patterns.
    fn float_from_integer_literal(&self, tok: Token, neg: bool, kind: FloatKind) -> PResult<u128> {
        let text = self.spelling(tok);
        if !(text.len() > 1 && text.as_bytes()[1] == b'x') {
            let loc = self.loc_at(tok.start);
            return Err(self
                .error_at(tok.start, "unexpected decimal integer literal for a floating point value")
                .with_note(loc, "add a trailing dot to make the literal a float"));
        }
        if neg {
            return Err(self.error_at(tok.start, "hexadecimal float literal should not have a leading minus"));
        }
        let width = bit_width(kind);
        match ApInt::parse_magnitude(text, width) {
            Some(v) => {
                Ok(v.words().iter().take(2).enumerate().fold(0u128, |acc, (i, &w)| acc | (w as u128) << (64 * i)))
            }
            None => Err(self.error_at(tok.start, "hexadecimal float constant out of range for type")),
        }
    }

    /// Upstream's `parseFloatFromLiteral` for one (possibly negated) token.
    fn float_from_literal(&self, tok: Token, neg: bool, kind: FloatKind) -> PResult<u128> {
        match tok.kind {
            TokenKind::Float => {
                let v = float_literal_value(self.spelling(tok));
                Ok(from_f64(kind, if neg { -v } else { v }))
            }
            TokenKind::Integer => self.float_from_integer_literal(tok, neg, kind),
            _ => Err(self.error_at(tok.start, "expected floating point literal")),
        }
    }

    /// A number, `16 : index` or `-1.5`, with no type expected. Generated
    /// IR repeats a few typed ones on every constant, so the text of
    /// recent typed ones is remembered (see `span_cache.rs`). Untyped ones
    /// are not: `16` is an `i64`, but `16 : index` is not, and a span
    /// cache takes a space after its text as the end of it.
    fn parse_number_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        if let Some((end, attr)) = self.caches.typed_numbers.lookup(&self.src.text, start) {
            self.skip_cached_span(end);
            return Ok(attr);
        }
        let neg = self.consume_if(TokenKind::Minus);
        let attr = match self.tok.kind {
            TokenKind::Integer => self.parse_dec_or_hex_attr(None, neg)?,
            TokenKind::Float => self.parse_float_attr(None, neg)?,
            _ => return Err(self.wrong_token_error("expected constant integer or floating point value")),
        };
        let end = self.prev_end();
        // A literal has no `:`: one in its span is the type's.
        if self.src.text[start..end].contains(&b':') {
            self.caches.typed_numbers.insert(&self.src.text, start, end, attr);
        }
        Ok(attr)
    }

    #[inline(never)]
    fn parse_float_attr(&mut self, ty: Option<Type>, neg: bool) -> PResult<Attribute> {
        let tok = self.tok;
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None if self.consume_if(TokenKind::Colon) => self.parse_type()?,
            None => self.ctx.float_type(FloatKind::F64),
        };
        let Some(kind) = self.float_kind_of(ty) else {
            return Err(self.error_here("floating point value not valid for specified type"));
        };
        let bits = self.float_from_literal(tok, neg, kind)?;
        Ok(self.ctx.intern_attr(AttrKind::Float { ty, bits }))
    }

    /// `{a = 1, b, "q" = 2}` as a dictionary attribute (sorted by the context).
    #[inline(never)]
    pub fn parse_dictionary_attr(&mut self) -> PResult<Attribute> {
        let entries = self.parse_attr_dict_entries()?;
        Ok(self.ctx.dictionary_attr(entries))
    }

    /// The entries of `{...}` in source order, if the current token is `{`.
    pub fn parse_optional_attr_dict(&mut self) -> PResult<Option<Vec<(Ident, Attribute)>>> {
        if !self.is(TokenKind::LBrace) {
            return Ok(None);
        }
        self.parse_attr_dict_entries().map(Some)
    }

    fn parse_attr_dict_entries(&mut self) -> PResult<Vec<(Ident, Attribute)>> {
        self.expect(TokenKind::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries: Vec<(Ident, Attribute)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        if self.consume_if(TokenKind::RBrace) {
            return Ok(entries);
        }
        loop {
            let name = match self.tok.kind {
                TokenKind::String => String::from_utf8_lossy(&self.string_value(self.tok)).into_owned(),
                TokenKind::BareIdent => self.tok_str().to_string(),
                _ => return Err(self.wrong_token_error("expected attribute name")),
            };
            if name.is_empty() {
                return Err(self.error_here("expected valid attribute name"));
            }
            let key = self.ctx.ident(&name);
            if !seen.insert(key) {
                return Err(self.error_here(format!("duplicate key '{name}' in dictionary attribute")));
            }
            self.bump();
            let value =
                if self.consume_if(TokenKind::Equal) { self.parse_attribute(None)? } else { self.ctx.unit_attr() };
            entries.push((key, value));
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "expected '}' in attribute dictionary")?;
        Ok(entries)
    }

    /// `#alias`, `#dialect.body`, `#dialect<body>` (optionally `: type`).
    #[inline(never)]
    fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let head_start = self.tok.start;
        let (name, dot, trailing) = self.parse_extended_symbol_head();
        if dot.is_none() && !trailing {
            return match self.aliases.attrs.get(name) {
                Some(&a) => Ok(a),
                None => Err(self.undefined_alias(name)),
            };
        }
        if let Some(value) = self.parse_registered_symbol(DefKind::Attr, name, dot, trailing, head_start)? {
            // As upstream, a trailing `: type` is read and given to the
            // definition, which for every definition strata has ignores it.
            if ty.is_none() && self.consume_if(TokenKind::Colon) {
                self.parse_type()?;
            }
            return Ok(self.ctx.intern_attr(AttrKind::Dialect(value)));
        }
        let (dialect, body) = self.parse_extended_symbol_body(name, dot, trailing)?;
        // The type comes from the context, or else from an optional `: type`;
        // `none` is the type of an untyped opaque attribute, so it is no type.
        let ty = match ty {
            Some(t) => Some(t),
            None if self.consume_if(TokenKind::Colon) => Some(self.parse_type()?),
            None => None,
        }
        .filter(|&t| !matches!(self.ctx.type_kind(t), strata_ir::TypeKind::None));
        let dialect_name = dialect;
        let dialect = self.ctx.ident(&dialect_name);
        if !self.config.allow_unregistered {
            let ty_text = ty.map_or_else(|| "none".to_string(), |t| self.ctx.type_to_string(t));
            let text = format!(
                "#\"{dialect_name}\"<\"{}\"> : '{ty_text}' attribute created with unregistered dialect",
                body.replace('\\', "\\\\").replace('"', "\\\"")
            );
            return Err(
                self.error_at(head_start + 1 + dot.map_or(0, |d| d + 1), super::types::unregistered_message(&text))
            );
        }
        Ok(self.ctx.intern_attr(AttrKind::Opaque { dialect, body: body.into(), ty }))
    }

    // ---- strided<[...], offset: N> ----

    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.consume_if(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let loc = self.tok.start;
        let neg = self.consume_if(TokenKind::Minus);
        let v = if self.is(TokenKind::Integer) { parse_u64(self.tok_str()) } else { None };
        match v.filter(|&v| v <= i64::MAX as u64) {
            Some(v) => {
                self.bump();
                Ok(if neg { -(v as i64) } else { v as i64 })
            }
            None => Err(self.error_at(loc, "expected a 64-bit signed integer or '?'")),
        }
    }

    #[inline(never)]
    fn parse_strided_layout_attr(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.is(TokenKind::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RSquare, "expected ']'")?;
        let mut offset = 0;
        if self.consume_if(TokenKind::Comma) {
            if !self.consume_keyword("offset") {
                return Err(self.wrong_token_error("expected 'offset' after comma"));
            }
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
        }
        self.expect(TokenKind::Greater, "expected '>'")?;
        Ok(self.ctx.intern_attr(AttrKind::StridedLayout { offset, strides }))
    }

    // ---- array<type: values> ----

    #[inline(never)]
    fn parse_dense_array_attr(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let type_loc = self.tok.start;
        let element = self.parse_type()?;
        let int = self.int_layout(element).filter(|_| !self.ctx.is_index(element));
        let float = self.float_kind_of(element);
        let width = match (int, float) {
            (Some((w, _)), _) => w,
            (_, Some(k)) => k.width(),
            _ => {
                let t = crate::printer::type_to_string(self.ctx, element);
                return Err(self.error_at(type_loc, format!("expected integer or float type, got: {t}")));
            }
        };
        let is_bool = width == 1 && int.is_some();
        if !is_bool && width % 8 != 0 {
            return Err(self.error_at(type_loc, "element type bitwidth must be a multiple of 8"));
        }
        let mut values = Vec::new();
        if self.consume_if(TokenKind::Greater) {
            return Ok(self.ctx.intern_attr(AttrKind::DenseArray { element, values }));
        }
        self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
        loop {
            let neg = self.consume_if(TokenKind::Minus);
            let tok = self.tok;
            if let Some((w, signed)) = int {
                // Upstream's `parseIntegerElement`: the keywords only for
                // `i1` (a sign before them is ignored), which takes no
                // integer literal; range errors point after the literal.
                if self.is_keyword("true") || self.is_keyword("false") {
                    if !is_bool {
                        return Err(self.error_here("expected i1 type for 'true' or 'false' values"));
                    }
                    values.push(DenseValue::Int(ApInt::from_u64(1, self.is_keyword("true") as u64)));
                    self.bump();
                } else if self.is(TokenKind::Integer) {
                    self.bump();
                    if is_bool {
                        return Err(self.error_here("expected 'true' or 'false' values for i1 type"));
                    }
                    let value = build_apint(w, signed, neg, self.spelling(tok))
                        .ok_or_else(|| self.error_here("integer constant out of range"))?;
                    values.push(DenseValue::Int(value));
                } else {
                    return Err(self.error_here("expected integer literal"));
                }
            } else {
                if let Some(k) = float {
                    values.push(DenseValue::Float(self.float_from_literal(tok, neg, k)?));
                }
                self.bump();
            }
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::Greater, "expected '>' to close an array attribute")?;
        Ok(self.ctx.intern_attr(AttrKind::DenseArray { element, values }))
    }

    // ---- dense<...> ----

    #[inline(never)]
    fn parse_dense_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let attr_loc = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let mut literal = TensorLiteral::default();
        if !self.consume_if(TokenKind::Greater) {
            literal = self.parse_tensor_literal(true)?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        let ty = self.parse_elements_attr_type(ty, attr_loc)?;
        self.dense_from_literal(&literal, attr_loc, ty)
    }

    /// The type of an elements literal: the one the context gives, or
    /// `: type`; it must be statically shaped (upstream's `parseElementAttrType`).
    /// Errors point at the attribute, `attr_loc`.
    fn parse_elements_attr_type(&mut self, ty: Option<Type>, attr_loc: usize) -> PResult<Type> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let Some(type_shape) = self.ctx.shape(ty) else {
            return Err(self.error_at(attr_loc, "elements literal must be a shaped type"));
        };
        if type_shape.iter().any(|&d| d < 0) {
            return Err(self.error_at(attr_loc, "elements literal type must have static shape"));
        }
        Ok(ty)
    }

    /// One tensor literal: a hex string (where allowed), a nested list or a
    /// single element (upstream's `TensorLiteralParser::parse`).
    fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral> {
        let mut literal = TensorLiteral { at: self.tok.start, ..TensorLiteral::default() };
        if allow_hex && self.is(TokenKind::String) {
            literal.hex = Some(self.tok);
            self.bump();
        } else if self.is(TokenKind::LSquare) {
            literal.shape = self.parse_dense_list(&mut literal.elems)?;
        } else {
            self.parse_dense_element(&mut literal.elems)?;
        }
        Ok(literal)
    }

    /// `sparse<indices, values> : type` or `sparse<> : type`: the listed
    /// elements of an otherwise zero tensor. Indices are `i64`, one row of
    /// `rank` coordinates per value; a splat literal stands for one row.
    #[inline(never)]
    fn parse_sparse_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let attr_loc = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "Expected '<' after 'sparse'")?;
        let ctx = self.ctx;
        let i64_ty = ctx.integer_type(64);
        if self.consume_if(TokenKind::Greater) {
            let ty = self.parse_elements_attr_type(ty, attr_loc)?;
            let rank = ctx.shape(ty).map_or(0, |s| s.len()) as i64;
            let empty = DenseElements { values: Vec::new() };
            let indices = ctx.intern_attr(AttrKind::DenseElements {
                ty: ctx.ranked_tensor_type(vec![0, rank], i64_ty),
                elements: empty.clone(),
            });
            let values_ty = ctx.ranked_tensor_type(vec![0], ctx.element_type_or_self(ty));
            let values = ctx.intern_attr(AttrKind::DenseElements { ty: values_ty, elements: empty });
            return Ok(ctx.intern_attr(AttrKind::SparseElements { ty, indices, values }));
        }
        let index_literal = self.parse_tensor_literal(false)?;
        self.expect(TokenKind::Comma, "expected ','")?;
        let value_literal = self.parse_tensor_literal(true)?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty = self.parse_elements_attr_type(ty, attr_loc)?;
        let rank = ctx.shape(ty).map_or(0, |s| s.len()) as i64;
        let indices_shape = match index_literal.shape.is_empty() {
            true => vec![1, rank],
            false => index_literal.shape.clone(),
        };
        let num_indices = indices_shape[0];
        let indices =
            self.dense_from_literal(&index_literal, index_literal.at, ctx.ranked_tensor_type(indices_shape, i64_ty))?;
        let values_shape = match value_literal.shape.is_empty() {
            true => vec![num_indices],
            false => value_literal.shape.clone(),
        };
        let values_ty = ctx.ranked_tensor_type(values_shape, ctx.element_type_or_self(ty));
        let values = self.dense_from_literal(&value_literal, value_literal.at, values_ty)?;
        if let Err(msg) = self.verify_sparse_elements(ty, indices, values) {
            return Err(self.error_at(attr_loc, msg));
        }
        Ok(ctx.intern_attr(AttrKind::SparseElements { ty, indices, values }))
    }

    /// Upstream's `SparseElementsAttr::verify`: 1-D values, one index row of
    /// the type's rank per value (a plain list for a 1-D type), every index
    /// inside the shape.
    fn verify_sparse_elements(&self, ty: Type, indices: Attribute, values: Attribute) -> Result<(), String> {
        let ctx = self.ctx;
        let shape_of = |a: Attribute| match ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, .. } => ctx.shape(*ty).map(|s| s.to_vec()).unwrap_or_default(),
            _ => Vec::new(),
        };
        let (shape, indices_shape, values_shape) =
            (ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default(), shape_of(indices), shape_of(values));
        if values_shape.len() != 1 {
            return Err("expected 1-d tensor for sparse element values".into());
        }
        let list = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
        let shape_error = || {
            format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                list(&shape),
                list(&indices_shape),
                list(&values_shape)
            )
        };
        let rank = shape.len();
        let rows_fit = match indices_shape.len() {
            2 => indices_shape[1] == rank as i64,
            1 => rank == 1,
            _ => false,
        };
        if !rows_fit || indices_shape[0] != values_shape[0] {
            return Err(shape_error());
        }
        let AttrKind::DenseElements { elements, .. } = ctx.attr_kind(indices) else {
            return Ok(());
        };
        let coordinate = |v: &DenseValue| match v {
            DenseValue::Int(a) => a.to_u64().unwrap_or(u64::MAX),
            _ => u64::MAX,
        };
        let rows: Vec<Vec<u64>> = match elements.is_splat() {
            true => vec![vec![coordinate(&elements.values[0]); rank]],
            false => elements.values.chunks(rank.max(1)).map(|row| row.iter().map(coordinate).collect()).collect(),
        };
        for (i, row) in rows.iter().enumerate() {
            if row.len() != rank || row.iter().zip(&shape).any(|(&c, &d)| c >= d as u64) {
                return Err(format!(
                    "sparse index #{i} is not contained within the value shape, with index=[{}], and type='{}'",
                    row.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", "),
                    crate::printer::type_to_string(ctx, ty)
                ));
            }
        }
        Ok(())
    }

    /// The elements attribute of type `ty` that `literal` spells, with
    /// upstream's checks (`TensorLiteralParser::getAttr`); errors point at `attr_loc`.
    fn dense_from_literal(&mut self, literal: &TensorLiteral, attr_loc: usize, ty: Type) -> PResult<Attribute> {
        let (elems, shape, hex) = (&literal.elems, &literal.shape, literal.hex);
        let type_shape: Vec<i64> = self.ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        let num: i64 = type_shape.iter().fold(1i64, |a, &d| a.saturating_mul(d));
        let elem_ty = self.ctx.element_type_or_self(ty);
        let ty_str = || crate::printer::type_to_string(self.ctx, ty);
        let (inner, complex) = match self.ctx.type_kind(elem_ty) {
            TypeKind::Complex(t) => (*t, true),
            _ => (elem_ty, false),
        };
        let numeric = self.int_layout(inner).is_some() || self.float_kind_of(inner).is_some();
        if let Some(h) = hex {
            if numeric {
                let values = self.dense_from_hex(h, attr_loc, ty, elem_ty, num)?;
                return Ok(self.ctx.intern_attr(AttrKind::DenseElements { ty, elements: canonical_elements(values) }));
            }
            let s = self.string_value(h);
            let elements = DenseElements { values: vec![DenseValue::String(s.into())] };
            return Ok(self.ctx.intern_attr(AttrKind::DenseElements { ty, elements }));
        }
        if !shape.is_empty() && *shape != type_shape {
            let fmt = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
            return Err(self.error_at(
                attr_loc,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    fmt(shape),
                    fmt(&type_shape)
                ),
            ));
        }
        if elems.is_empty() && num != 0 {
            return Err(
                self.error_at(attr_loc, format!("parsed zero elements, but type ('{}') expected at least 1", ty_str()))
            );
        }
        if complex {
            let splat = shape.is_empty() && num != 0;
            if splat && elems.len() != 2 {
                let ct = crate::printer::type_to_string(self.ctx, elem_ty);
                let msg = format!("parsed {} elements, but type ('{ct}') expected 2 elements", elems.len());
                return Err(self.error_at(attr_loc, msg));
            }
            if !shape.is_empty() && elems.len() as i64 != num.saturating_mul(2) {
                let msg =
                    format!("parsed {} elements, but type ('{}') expected {} elements", elems.len(), ty_str(), num * 2);
                return Err(self.error_at(attr_loc, msg));
            }
        }
        let mut scalars = Vec::with_capacity(elems.len());
        if let Some((width, signed)) = self.int_layout(inner) {
            let unsigned =
                matches!(self.ctx.type_kind(inner), TypeKind::Integer { signedness: Signedness::Unsigned, .. });
            let is_i1 = matches!(self.ctx.type_kind(inner), TypeKind::Integer { width: 1, .. });
            for e in elems {
                let at = e.tok.start;
                if e.neg && unsigned {
                    return Err(self.error_at(at, "expected unsigned integer elements, but parsed negative value"));
                }
                let text = self.spelling(e.tok);
                match e.tok.kind {
                    TokenKind::Float => {
                        return Err(self.error_at(at, "expected integer elements, but parsed floating-point"))
                    }
                    TokenKind::BareIdent => {
                        if !is_i1 {
                            return Err(self.error_at(at, "expected i1 type for 'true' or 'false' values"));
                        }
                        scalars.push(DenseValue::Int(ApInt::from_u64(1, (text == "true") as u64)));
                    }
                    TokenKind::Integer => match build_apint(width, signed, e.neg, text) {
                        Some(v) => scalars.push(DenseValue::Int(v)),
                        None => return Err(self.error_at(at, "integer constant out of range for type")),
                    },
                    _ => return Err(self.error_at(at, format!("expected integer elements, but parsed {text}"))),
                }
            }
        } else if let Some(kind) = self.float_kind_of(inner) {
            for e in elems {
                scalars.push(DenseValue::Float(self.float_from_literal(e.tok, e.neg, kind)?));
            }
        } else {
            for e in elems {
                if e.tok.kind != TokenKind::String {
                    let msg = format!("expected string token, got {}", self.spelling(e.tok));
                    return Err(self.error_at(attr_loc, msg));
                }
                scalars.push(DenseValue::String(self.string_value(e.tok).into()));
            }
        }
        let values = if complex {
            scalars.chunks(2).map(|c| DenseValue::Complex(Box::new((c[0].clone(), c[c.len() - 1].clone())))).collect()
        } else {
            scalars
        };
        Ok(self.ctx.intern_attr(AttrKind::DenseElements { ty, elements: canonical_elements(values) }))
    }

    /// `[...]` of elements or nested lists; returns the literal's shape.
    fn parse_dense_list(&mut self, elems: &mut Vec<Elem>) -> PResult<Vec<i64>> {
        self.enter_nesting()?;
        let r = self.parse_dense_list_inner(elems);
        self.exit_nesting();
        r
    }

    #[inline(never)]
    fn parse_dense_list_inner(&mut self, elems: &mut Vec<Elem>) -> PResult<Vec<i64>> {
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut inner: Option<Vec<i64>> = None;
        let mut size = 0i64;
        if !self.consume_if(TokenKind::RSquare) {
            loop {
                let dims = if self.is(TokenKind::LSquare) {
                    self.parse_dense_list(elems)?
                } else {
                    self.parse_dense_element(elems)?;
                    Vec::new()
                };
                size += 1;
                match &inner {
                    Some(prev) if *prev != dims => {
                        return Err(
                            self.error_here("tensor literal is invalid; ranks are not consistent between elements")
                        )
                    }
                    Some(_) => {}
                    None => inner = Some(dims),
                }
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RSquare, "expected ']'")?;
        }
        let mut shape = vec![size];
        shape.extend(inner.unwrap_or_default());
        Ok(shape)
    }

    /// One scalar, or a complex `(re, im)` pair (pushed as two scalars).
    fn parse_dense_element(&mut self, elems: &mut Vec<Elem>) -> PResult<()> {
        match self.tok.kind {
            TokenKind::Float | TokenKind::Integer | TokenKind::String => {}
            TokenKind::BareIdent if self.is_keyword("true") || self.is_keyword("false") => {}
            TokenKind::Minus => {
                self.bump();
                if !matches!(self.tok.kind, TokenKind::Float | TokenKind::Integer) {
                    return Err(self.error_here("expected integer or floating point literal"));
                }
                elems.push(Elem { neg: true, tok: self.tok });
                self.bump();
                return Ok(());
            }
            TokenKind::LParen => {
                self.enter_nesting()?;
                self.bump();
                self.parse_dense_element(elems)?;
                self.expect(TokenKind::Comma, "expected ',' between complex elements")?;
                self.parse_dense_element(elems)?;
                self.expect(TokenKind::RParen, "expected ')' after complex elements")?;
                self.exit_nesting();
                return Ok(());
            }
            _ => return Err(self.error_here("expected element literal of primitive type")),
        }
        elems.push(Elem { neg: false, tok: self.tok });
        self.bump();
        Ok(())
    }

    /// `dense<"0x...">` for int/float/complex elements (upstream's raw storage:
    /// little-endian, byte-aligned; `i1` bit-packed).
    fn dense_from_hex(&self, h: Token, at: usize, ty: Type, elem: Type, num: i64) -> PResult<Vec<DenseValue>> {
        let s = self.string_value(h);
        let hex = s.strip_prefix(b"0x").filter(|d| d.len() % 2 == 0 && d.iter().all(u8::is_ascii_hexdigit));
        let Some(hex) = hex else {
            return Err(self.error_at(h.start, "expected string containing hex digits starting with `0x`"));
        };
        let bytes: Vec<u8> = hex
            .chunks(2)
            .map(|c| {
                let d = |x: u8| (x as char).to_digit(16).unwrap_or(0) as u8;
                d(c[0]) * 16 + d(c[1])
            })
            .collect();
        let (inner, parts) = match self.ctx.type_kind(elem) {
            TypeKind::Complex(t) => (*t, 2usize),
            _ => (elem, 1usize),
        };
        let width = match (self.int_layout(inner), self.float_kind_of(inner)) {
            (Some((w, _)), _) => w,
            (_, Some(k)) => k.width(),
            _ => 0,
        };
        let bad = || {
            let t = crate::printer::type_to_string(self.ctx, ty);
            self.error_at(at, format!("elements hex data size is invalid for provided type: '{t}'"))
        };
        let num = num.max(0) as usize;
        let make = |bits: Vec<u64>| -> DenseValue {
            match self.float_kind_of(inner) {
                Some(_) => {
                    DenseValue::Float(bits.iter().take(2).enumerate().fold(0, |a, (i, &w)| a | (w as u128) << (64 * i)))
                }
                None => DenseValue::Int(ApInt::from_words(width, &bits)),
            }
        };
        if width == 1 && parts == 1 && self.float_kind_of(inner).is_none() {
            if bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xff) {
                return Ok(vec![make(vec![(bytes[0] & 1) as u64])]);
            }
            if bytes.len() != num.div_ceil(8) {
                return Err(bad());
            }
            return Ok((0..num).map(|i| make(vec![((bytes[i / 8] >> (i % 8)) & 1) as u64])).collect());
        }
        let esize = (width.div_ceil(8) as usize) * parts;
        if esize == 0 || (bytes.len() != esize && bytes.len() != esize.saturating_mul(num)) {
            return Err(bad());
        }
        let scalar = |chunk: &[u8]| -> DenseValue {
            let mut words = vec![0u64; chunk.len().div_ceil(8).max(1)];
            for (i, b) in chunk.iter().enumerate() {
                words[i / 8] |= (*b as u64) << (8 * (i % 8));
            }
            make(words)
        };
        Ok(bytes
            .chunks(esize)
            .map(|c| {
                if parts == 2 {
                    let half = esize / 2;
                    DenseValue::Complex(Box::new((scalar(&c[..half]), scalar(&c[half..]))))
                } else {
                    scalar(c)
                }
            })
            .collect())
    }
}

/// Decimal or `0x` hex digits as a `u64`.
pub(crate) fn parse_u64(s: &str) -> Option<u64> {
    match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use strata_ir::Context;

    use crate::parser::{ParseConfig, Parser};
    use crate::printer::attrs::{write_attr, NoAliases};
    use crate::source::SourceFile;

    /// Parses one attribute and prints it back (or the error message).
    fn round_trip(text: &str) -> String {
        let ctx = Context::new();
        let src = SourceFile::new("t", text.as_bytes().to_vec());
        // Attributes of dialects the context does not have stay text.
        let config = ParseConfig { allow_unregistered: true, ..ParseConfig::default() };
        let mut p = Parser::new(&ctx, &src, config);
        match p.parse_attribute(None) {
            Ok(a) => {
                let mut s = String::new();
                write_attr(&ctx, &mut s, a, &NoAliases);
                s
            }
            Err(d) => format!("error: {}", d.message),
        }
    }

    /// Expected outputs were produced by `mlir-opt-22`.
    #[test]
    fn attributes_print_like_upstream() {
        let cases = [
            ("1", "1 : i64"),
            ("-5 : i8", "-5 : i8"),
            ("0xFF : i8", "-1 : i8"),
            ("255 : ui8", "255 : ui8"),
            ("1 : i1", "true"),
            ("[1, 2.0, true, \"s\", 1.0 : f32]", "[1, 2.000000e+00, true, \"s\", 1.000000e+00 : f32]"),
            ("12345678.0 : f32", "0x4B3C614E : f32"),
            ("0.1 : f16", "9.997550e-02 : f16"),
            ("-0.0", "-0.000000e+00 : f64"),
            ("0x7FC00000 : f32", "0x7FC00000 : f32"),
            ("\"quo\\\"te\\n\\01\"", "\"quo\\22te\\0A\\01\""),
            ("{b = 1, a, \"x y\" = true}", "{a, b = 1 : i64, \"x y\" = true}"),
            ("@a::@\"b c\"", "@a::@\"b c\""),
            ("dense<[[1,2],[3,4]]> : tensor<2x2xi32>", "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"),
            ("dense<[1, 1]> : tensor<2xi32>", "dense<1> : tensor<2xi32>"),
            (
                "dense<(1.0,2.0)> : tensor<2xcomplex<f32>>",
                "dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>",
            ),
            ("dense<\"0x0100000002000000\"> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
            ("array<i32: 1, 2>", "array<i32: 1, 2>"),
            ("array<f32>", "array<f32>"),
            (
                "affine_map<(d0, d1)[s0] -> (d1 + d0, 3 + d0 * 2, d0 - s0, -d0)>",
                "affine_map<(d0, d1)[s0] -> (d0 + d1, d0 * 2 + 3, d0 - s0, -d0)>",
            ),
            ("affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>", "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>"),
            ("strided<[?, 1], offset: ?>", "strided<[?, 1], offset: ?>"),
            ("#foo<bar>", "#foo.bar"),
            ("memref<4x?xf32, strided<[?, 1], offset: ?>, 1>", "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>"),
            ("memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>, 0>", "memref<4x4xf32>"),
            ("vector<4x[8]xf32>", "vector<4x[8]xf32>"),
            ("(i32) -> ((i32) -> i32)", "(i32) -> ((i32) -> i32)"),
            ("!foo.bar<\"x>\", (y)>", "!foo.bar<\"x>\", (y)>"),
        ];
        for (input, expected) in cases {
            assert_eq!(round_trip(input), expected, "input: {input}");
        }
    }

    #[test]
    fn errors_match_upstream() {
        let cases = [
            ("-0 : i32", "integer constant out of range for attribute"),
            ("300 : i8", "integer constant out of range for attribute"),
            ("1 : f32", "unexpected decimal integer literal for a floating point value"),
            ("0x7FC000001 : f32", "hexadecimal float constant out of range for type"),
            ("i16777216", "integer bitwidth is limited to 16777215 bits"),
            ("#nope", "undefined symbol alias id 'nope'"),
            ("!nope", "undefined symbol alias id 'nope'"),
            ("{a = 1, a = 2}", "duplicate key 'a' in dictionary attribute"),
            ("dense<[1, [2]]> : tensor<2xi32>", "tensor literal is invalid; ranks are not consistent between elements"),
            ("vector<0xf32>", "vector types must have positive constant sizes but got 0"),
            ("!foo.bar<(>", "unbalanced '(' character in pretty dialect name"),
            (
                "affine_map<(d0, d1) -> (d0 * d1)>",
                "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(round_trip(input), format!("error: {expected}"), "input: {input}");
        }
    }

    /// Unoptimized frames take several KB per nesting level, far more than
    /// the 2 MB of a test thread at the nesting limit: run on the stack
    /// strata-opt gives every thread that parses.
    #[test]
    fn hostile_input_fails_cleanly() {
        let t = std::thread::Builder::new().stack_size(strata_ir::WORKER_STACK).spawn(hostile_input_body);
        assert!(t.map(|h| h.join().is_ok()).unwrap_or(false));
    }

    fn hostile_input_body() {
        let deep = "[".repeat(100_000);
        assert!(round_trip(&deep).starts_with("error: nesting is deeper"));
        let deep_types = "tuple<".repeat(100_000);
        assert!(round_trip(&deep_types).starts_with("error: nesting is deeper"));
        let deep_affine = format!("affine_map<(d0) -> ({}d0)>", "(".repeat(100_000));
        assert!(round_trip(&deep_affine).starts_with("error: nesting is deeper"));
        let long_sum = format!("affine_map<(d0, d1) -> ({}d0)>", "d0 + d1 * 2 + ".repeat(100_000));
        assert!(round_trip(&long_sum).starts_with("error: nesting is deeper"));
        let deep_dict = "{a = ".repeat(100_000);
        assert!(round_trip(&deep_dict).starts_with("error: nesting is deeper"));
        let deep_fn = "(".repeat(100_000);
        assert!(round_trip(&deep_fn).starts_with("error: nesting is deeper"));
        let deep_complex = format!("dense<{}> : tensor<complex<f32>>", "(".repeat(100_000));
        assert!(round_trip(&deep_complex).starts_with("error: nesting is deeper"));
        let huge = format!("{} : i64", "9".repeat(5_000_000));
        assert_eq!(round_trip(&huge), "error: integer constant out of range for attribute");
        for bad in
            ["dense<", "array<i32: ", "affine_map<(d0", "strided<[", "!foo<\"", "memref<4x", "\u{0}", "{a = ", "@a::"]
        {
            assert!(round_trip(bad).starts_with("error: "), "{bad}");
        }
    }
}
