//! Parsing of builtin types (upstream's `TypeParser.cpp`): integers,
//! floats, `index`, `none`, `complex`, `tuple`, function types, vectors,
//! tensors, memrefs, opaque dialect types and `!alias` references.
//!
//! Invariants: every recursive entry goes through [`Parser::parse_type`],
//! which counts nesting (`enter_nesting`/`exit_nesting`), so arbitrarily
//! deep input fails with an error instead of overflowing the stack; the
//! structural checks upstream's `getChecked` performs (element types,
//! dimension sizes, memref layouts) report upstream's messages.

use strata_ir::{AttrKind, Attribute, FloatKind, Signedness, Type, TypeKind, DYNAMIC, MAX_INTEGER_WIDTH};

use super::hooks::parse_value;
use super::{PResult, Parser};
use crate::lexer::TokenKind;
use crate::printer::DefKind;

/// `[su]?i[0-9]+`: the signedness and the digits of an integer type keyword.
fn int_type_keyword(s: &[u8]) -> Option<(Signedness, &[u8])> {
    let (sign, rest) = match s {
        [b's', b'i', rest @ ..] => (Signedness::Signed, rest),
        [b'u', b'i', rest @ ..] => (Signedness::Unsigned, rest),
        [b'i', rest @ ..] => (Signedness::Signless, rest),
        _ => return None,
    };
    (!rest.is_empty() && rest.iter().all(u8::is_ascii_digit)).then_some((sign, rest))
}

/// Can this bare identifier start a type?
pub(crate) fn is_type_keyword(s: &[u8]) -> bool {
    matches!(s, b"memref" | b"tensor" | b"complex" | b"tuple" | b"vector" | b"index" | b"none")
        || int_type_keyword(s).is_some()
        || FloatKind::from_keyword(s).is_some()
}

impl<'a> Parser<'a> {
    /// Parses a type if the current token can start one.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        let starts = match self.tok.kind {
            TokenKind::LParen | TokenKind::ExclamationIdent => true,
            TokenKind::BareIdent => is_type_keyword(self.tok_bytes()),
            _ => false,
        };
        if starts {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// type ::= function-type | non-function-type
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.enter_nesting()?;
        let r =
            if self.is(TokenKind::LParen) { self.parse_function_type_inner() } else { self.parse_non_function_type() };
        self.exit_nesting();
        r
    }

    /// `(i32, f32) -> (i1)`, `() -> i32`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        self.enter_nesting()?;
        let r = self.parse_function_type_inner();
        self.exit_nesting();
        r
    }

    #[inline(never)]
    fn parse_function_type_inner(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(inputs, results))
    }

    /// A parenthesized type list, or a single non-function type.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.is(TokenKind::LParen) {
            return self.parse_type_list_parens();
        }
        self.enter_nesting()?;
        let r = self.parse_non_function_type();
        self.exit_nesting();
        Ok(vec![r?])
    }

    /// `(` type-list? `)`
    pub fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect(TokenKind::LParen, "expected '('")?;
        let mut types = Vec::new();
        if self.consume_if(TokenKind::RParen) {
            return Ok(types);
        }
        types = self.parse_type_list_no_parens()?;
        self.expect(TokenKind::RParen, "expected ')'")?;
        Ok(types)
    }

    /// type (`,` type)*
    pub fn parse_type_list_no_parens(&mut self) -> PResult<Vec<Type>> {
        let mut types = vec![self.parse_type()?];
        while self.consume_if(TokenKind::Comma) {
            types.push(self.parse_type()?);
        }
        Ok(types)
    }

    fn parse_non_function_type(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        match self.tok.kind {
            TokenKind::ExclamationIdent => return self.parse_extended_type(),
            TokenKind::BareIdent => {}
            _ => return Err(self.wrong_token_error("expected non-function type")),
        }
        let word = self.tok_bytes();
        let start = self.tok.start;
        if let Some((signedness, digits)) = int_type_keyword(word) {
            // Digits only (checked): `None` past `u32`, as `str::parse`.
            let width = digits.iter().try_fold(0u32, |n, &d| n.checked_mul(10)?.checked_add(u32::from(d - b'0')));
            let Some(width) = width.filter(|&w| w <= MAX_INTEGER_WIDTH) else {
                return Err(self.int_width_error(width.is_some()));
            };
            self.bump();
            return Ok(ctx.integer_type_with(width, signedness));
        }
        if let Some(kind) = FloatKind::from_keyword(word) {
            self.bump();
            return Ok(ctx.float_type(kind));
        }
        match word {
            b"index" => {
                self.bump();
                Ok(ctx.index_type())
            }
            b"none" => {
                self.bump();
                Ok(ctx.none_type())
            }
            b"complex" | b"tuple" | b"vector" | b"tensor" | b"memref" => self.parse_type_with_body(word, start),
            _ => Err(self.wrong_token_error("expected non-function type")),
        }
    }

    /// A builtin type with a `<...>` body, `memref<?xf32>`: generated IR
    /// repeats a few of them on every op, so the text of recent ones is
    /// remembered (see `span_cache.rs`) instead of parsed again.
    fn parse_type_with_body(&mut self, word: &[u8], start: usize) -> PResult<Type> {
        if let Some((end, ty)) = self.caches.shaped_types.lookup(&self.src.text, start) {
            self.skip_cached_span(end);
            return Ok(ty);
        }
        let ty = match word {
            b"complex" => self.parse_complex_type(),
            b"tuple" => self.parse_tuple_type(),
            b"vector" => self.parse_vector_type(start),
            b"tensor" => self.parse_tensor_type(),
            _ => self.parse_memref_type(start),
        }?;
        self.caches.shaped_types.insert(start, self.prev_end(), ty);
        Ok(ty)
    }

    #[inline(never)]
    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in complex type")?;
        let loc = self.tok.start;
        let elem = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in complex type")?;
        if !matches!(self.ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Float(_)) {
            return Err(self.error_at(loc, "invalid element type for complex"));
        }
        Ok(self.ctx.intern_type(TypeKind::Complex(elem)))
    }

    #[inline(never)]
    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tuple type")?;
        let mut types = Vec::new();
        if !self.consume_if(TokenKind::Greater) {
            types = self.parse_type_list_no_parens()?;
            self.expect(TokenKind::Greater, "expected '>' in tuple type")?;
        }
        Ok(self.ctx.intern_type(TypeKind::Tuple(types)))
    }

    #[inline(never)]
    fn int_width_error(&self, too_wide: bool) -> strata_ir::Diagnostic {
        if too_wide {
            self.error_here(format!("integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits"))
        } else {
            self.error_here("invalid integer width")
        }
    }

    /// Consumes the `x` of a dimension list, re-lexing after it when the
    /// lexer glued it to what follows (`x8xf32`).
    pub(crate) fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        if !self.is(TokenKind::BareIdent) || self.tok_bytes().first() != Some(&b'x') {
            return Err(self.wrong_token_error("expected 'x' in dimension list"));
        }
        let next = self.tok.start + 1;
        if self.tok.end > next {
            self.reset_to(next);
        } else {
            self.bump();
        }
        Ok(())
    }

    /// An integer dimension; `0x...` is the dimension `0` followed by `x`.
    fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
        if !self.is(TokenKind::Integer) {
            return Err(self.wrong_token_error("expected integer in dimension list"));
        }
        let text = self.tok_bytes();
        if text.len() > 1 && text[1] == b'x' {
            self.reset_to(self.tok.start + 1);
            return Ok(0);
        }
        let v = std::str::from_utf8(text).ok().and_then(|s| s.parse::<u64>().ok()).filter(|&v| v <= i64::MAX as u64);
        let Some(v) = v else {
            return Err(self.error_here("invalid dimension"));
        };
        self.bump();
        Ok(v as i64)
    }

    /// `(dim x)*` where dim is an integer or (if allowed) `?`.
    pub(crate) fn parse_dimension_list_ranked(&mut self, allow_dynamic: bool) -> PResult<Vec<i64>> {
        let mut dims = Vec::new();
        while matches!(self.tok.kind, TokenKind::Integer | TokenKind::Question) {
            if self.is(TokenKind::Question) {
                if !allow_dynamic {
                    return Err(self.error_here("expected static shape"));
                }
                self.bump();
                dims.push(DYNAMIC);
            } else {
                dims.push(self.parse_integer_in_dimension_list()?);
            }
            self.parse_x_in_dimension_list()?;
        }
        Ok(dims)
    }

    #[inline(never)]
    fn parse_vector_type(&mut self, start: usize) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let (mut shape, mut scalable) = (Vec::new(), Vec::new());
        while matches!(self.tok.kind, TokenKind::Integer | TokenKind::LSquare) {
            let is_scalable = self.consume_if(TokenKind::LSquare);
            shape.push(self.parse_integer_in_dimension_list()?);
            if is_scalable && !self.consume_if(TokenKind::RSquare) {
                return Err(self.wrong_token_error("missing ']' closing scalable dimension"));
            }
            scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        let element = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        if shape.iter().any(|&d| d <= 0) {
            let dims = shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
            return Err(self.error_at(start, format!("vector types must have positive constant sizes but got {dims}")));
        }
        let valid = match self.ctx.type_kind(element) {
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => true,
            TypeKind::Dialect(v) => {
                self.ctx.type_def(v.def).interfaces.get::<strata_ir::VectorElementTypeInterface>().is_some()
            }
            _ => false,
        };
        if !valid {
            return Err(self.error_at(start, "failed to verify 'elementType': VectorElementTypeInterface instance"));
        }
        Ok(self.ctx.intern_type(TypeKind::Vector { shape, scalable, element }))
    }

    fn valid_tensor_element(&self, ty: Type) -> bool {
        !matches!(
            self.ctx.type_kind(ty),
            TypeKind::None
                | TypeKind::Function { .. }
                | TypeKind::Tuple(_)
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }

    #[inline(never)]
    fn parse_tensor_type(&mut self) -> PResult<Type> {
        let (unranked, shape, elem_loc, element) = self.parse_shaped_prefix("tensor")?;
        let mut encoding = None;
        if self.consume_if(TokenKind::Comma) {
            encoding = Some(self.parse_attribute(None)?);
        }
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        if unranked && encoding.is_some() {
            return Err(self.error_here("cannot apply encoding to unranked tensor"));
        }
        if !self.valid_tensor_element(element) {
            return Err(self.error_at(elem_loc, "invalid tensor element type"));
        }
        if unranked {
            return Ok(self.ctx.intern_type(TypeKind::UnrankedTensor { element }));
        }
        if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return Err(self.error_at(elem_loc, "invalid tensor dimension size"));
        }
        Ok(self.ctx.intern_type(TypeKind::RankedTensor { shape, element, encoding }))
    }

    #[inline(never)]
    fn parse_memref_type(&mut self, start: usize) -> PResult<Type> {
        let ctx = self.ctx;
        let (unranked, shape, elem_loc, element) = self.parse_shaped_prefix("memref")?;
        let valid = matches!(
            ctx.type_kind(element),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        );
        if !valid {
            return Err(self.error_at(elem_loc, "invalid memref element type"));
        }
        let (mut layout, mut memory_space): (Option<Attribute>, Option<Attribute>) = (None, None);
        if !self.consume_if(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            // Upstream's `parseCommaSeparatedListUntil('>')`, no empty list.
            if self.is(TokenKind::Greater) {
                return Err(self.wrong_token_error("expected list element"));
            }
            loop {
                let attr = self.parse_attribute(None)?;
                if matches!(ctx.attr_kind(attr), AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. }) {
                    layout = Some(attr);
                    if unranked {
                        return Err(self.error_here("cannot have affine map for unranked memref type"));
                    }
                    if memory_space.is_some() {
                        return Err(self.error_here("expected memory space to be last in memref type"));
                    }
                } else if memory_space.is_some() {
                    return Err(self.error_here("multiple memory spaces specified in memref type"));
                } else {
                    memory_space = Some(attr);
                }
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Greater, "expected ',' or '>'")?;
        }
        if let Some(ms) = memory_space {
            match ctx.attr_kind(ms) {
                // The default memory space (integer 0) is dropped.
                AttrKind::Integer { value, .. } if value.is_zero() => memory_space = None,
                AttrKind::Integer { .. } => {}
                _ => return Err(self.error_at(start, "unsupported memory space Attribute")),
            }
        }
        if unranked {
            return Ok(ctx.intern_type(TypeKind::UnrankedMemRef { element, memory_space }));
        }
        if let Some(l) = layout {
            match ctx.attr_kind(l) {
                AttrKind::AffineMap(map) => {
                    if map.num_dims as usize != shape.len() {
                        return Err(self.error_at(
                            start,
                            format!(
                                "memref layout mismatch between rank and affine map: {} != {}",
                                shape.len(),
                                map.num_dims
                            ),
                        ));
                    }
                    // Upstream's `MemRefType::get` drops an identity
                    // layout; `isIdentity` ignores symbols.
                    if map.is_identity() {
                        layout = None;
                    }
                }
                AttrKind::StridedLayout { strides, .. } if strides.len() != shape.len() => {
                    return Err(self.error_at(start, "expected the number of strides to match the rank"));
                }
                _ => {}
            }
        }
        Ok(ctx.intern_type(TypeKind::MemRef { shape, element, layout, memory_space }))
    }

    /// `!alias`, `!dialect.body`, `!dialect<body>`, `!dialect.ident<body>`.
    /// The head of `!x...` / `#x...`: the name after the sigil, the offset
    /// of its first `.`, and whether a `<...>` body follows immediately.
    pub(crate) fn parse_extended_symbol_head(&mut self) -> (&'a [u8], Option<usize>, bool) {
        let name: &'a [u8] = &self.tok_bytes()[1..];
        let name_end = self.tok.end;
        self.bump();
        let trailing = self.is(TokenKind::Less) && self.tok.start == name_end;
        (name, name.iter().position(|&c| c == b'.'), trailing)
    }

    /// Upstream's error for an alias used before (or without) its definition.
    pub(crate) fn undefined_alias(&self, name: &[u8]) -> strata_ir::Diagnostic {
        self.wrong_token_error(format!("undefined symbol alias id '{}'", String::from_utf8_lossy(name)))
    }

    /// `<` shape `x` element type of a tensor or memref, after the keyword:
    /// (unranked?, shape, offset of the element type, element type).
    fn parse_shaped_prefix(&mut self, what: &str) -> PResult<(bool, Vec<i64>, usize, Type)> {
        self.bump();
        self.expect_with(TokenKind::Less, || format!("expected '<' in {what} type"))?;
        let unranked = self.consume_if(TokenKind::Star);
        let shape = if unranked {
            self.parse_x_in_dimension_list()?;
            Vec::new()
        } else {
            self.parse_dimension_list_ranked(true)?
        };
        let elem_loc = self.tok.start;
        let element = self.parse_type()?;
        Ok((unranked, shape, elem_loc, element))
    }

    #[inline(never)]
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let head_start = self.tok.start;
        // Lowered IR spells the same dialect types on every op
        // (`!llvm.struct<(ptr, ptr, i64, ...)>`): recent ones are
        // remembered by their text (see `span_cache.rs`).
        if let Some((end, ty)) = self.caches.dialect_types.lookup(&self.src.text, head_start) {
            self.skip_cached_span(end);
            return Ok(ty);
        }
        let (name, dot, trailing) = self.parse_extended_symbol_head();
        if dot.is_none() && !trailing {
            return match self.aliases.types.get(name) {
                Some(&t) => Ok(t),
                None => Err(self.undefined_alias(name)),
            };
        }
        if let Some(value) = self.parse_registered_symbol(DefKind::Type, name, dot, trailing, head_start)? {
            let ty = self.ctx.intern_type(TypeKind::Dialect(value));
            self.caches.dialect_types.insert(head_start, self.prev_end(), ty);
            return Ok(ty);
        }
        let (dialect, body) = self.parse_extended_symbol_body(name, dot, trailing)?;
        let dialect = self.ctx.ident(&dialect);
        let ty = self.ctx.intern_type(TypeKind::Opaque { dialect, body: body.into() });
        if !self.config.allow_unregistered {
            let text = format!("`{}` type created with unregistered dialect", opaque_text(self.ctx, '!', ty));
            return Err(self.error_at(head_start + 1 + dot.map_or(0, |d| d + 1), unregistered_message(&text)));
        }
        Ok(ty)
    }

    /// A value of a registered dialect (`None` when the dialect is not
    /// registered): after the head `#dialect.mnemonic` (or `#dialect` with
    /// `<mnemonic ...>` following), looks the mnemonic up and runs the
    /// definition's parser. As upstream parses the symbol's text on its
    /// own, whatever the definition leaves of a `<...>` body is skipped;
    /// without a body (no `<` right after the name), the definition's
    /// parser reads on from the name, and parsing resumes right after the
    /// name whatever it read, as upstream's (so `#arith.fastmath <nnan>`
    /// leaves `<nnan>` to the enclosing parser).
    pub(crate) fn parse_registered_symbol(
        &mut self,
        kind: DefKind,
        name: &[u8],
        dot: Option<usize>,
        trailing: bool,
        head_start: usize,
    ) -> PResult<Option<strata_ir::DialectValue>> {
        let dialect = String::from_utf8_lossy(&name[..dot.unwrap_or(name.len())]).into_owned();
        if self.ctx.dialect(&dialect).is_none() {
            return Ok(None);
        }
        // The extent of the symbol, checked for balance first as upstream does.
        let body_start = self.tok.start;
        let name_end = self.prev_end();
        let end = if trailing {
            let end = body_start + self.parse_dialect_symbol_body()?.len();
            self.reset_to(body_start);
            Some(end)
        } else {
            None
        };
        let (mnemonic, mnemonic_pos) = match dot {
            Some(d) => (String::from_utf8_lossy(&name[d + 1..]).into_owned(), head_start + 1 + d + 1),
            None => {
                // `#dialect<mnemonic ...>`
                self.bump();
                let pos = self.tok.start;
                let word = if self.is(TokenKind::BareIdent) { self.tok_str().to_string() } else { String::new() };
                if !word.is_empty() {
                    self.bump();
                }
                (word, pos)
            }
        };
        let (what, has_any, id) = match kind {
            DefKind::Type => {
                ("type", self.ctx.dialect_has_types(&dialect), self.ctx.lookup_type_def(&dialect, &mnemonic))
            }
            DefKind::Attr => {
                ("attribute", self.ctx.dialect_has_attrs(&dialect), self.ctx.lookup_attr_def(&dialect, &mnemonic))
            }
        };
        if !has_any {
            return Err(self.error_at(mnemonic_pos, format!("dialect '{dialect}' provides no {what} parsing hook")));
        }
        let Some(id) = id else {
            let hook =
                self.ctx.dialect(&dialect).and_then(|d| d.interfaces.get::<super::UnknownTypeMnemonic>().copied());
            if let Some(hook) = hook.filter(|_| kind == DefKind::Type) {
                let message = (hook.0)(&mnemonic, is_type_keyword(mnemonic.as_bytes()));
                return Err(self.error_at(mnemonic_pos, message));
            }
            // Upstream's generated type parser spells it with two spaces.
            let what = if kind == DefKind::Type { " type" } else { "attribute" };
            return Err(self.error_at(mnemonic_pos, format!("unknown {what} `{mnemonic}` in dialect `{dialect}`")));
        };
        let value = parse_value(self, kind, id, "");
        if let (Err(_), Some(end)) = (&value, end) {
            // Upstream parses the body in a parser of its own, so whoever
            // reports a follow-up error stands after the whole symbol.
            self.reset_to(end);
            self.set_prev_end(end);
        }
        let value = value?;
        let (resume, prev_end) = match end {
            Some(end) => (end, end),
            None => (body_start, name_end),
        };
        self.reset_to(resume);
        self.set_prev_end(prev_end);
        Ok(Some(value))
    }

    /// The dialect namespace and body text of a dialect symbol whose
    /// identifier (without prefix) is `name` and whose token was just
    /// consumed; `trailing` means a `<` immediately follows.
    pub(crate) fn parse_extended_symbol_body(
        &mut self,
        name: &[u8],
        dot: Option<usize>,
        trailing: bool,
    ) -> PResult<(String, String)> {
        let (dialect, pretty) = match dot {
            Some(i) => (&name[..i], &name[i + 1..]),
            None => (name, &name[name.len()..]),
        };
        let dialect = String::from_utf8_lossy(dialect).into_owned();
        let mut body = String::from_utf8_lossy(pretty).into_owned();
        if trailing {
            let text = self.parse_dialect_symbol_body()?;
            if dot.is_some() {
                body.push_str(&text);
            } else {
                body = text[1..text.len() - 1].to_string();
            }
        }
        Ok((dialect, body))
    }

    /// Scans a balanced `<...>` body starting at the current `<` token,
    /// returns its text (brackets included) and re-lexes after it.
    fn parse_dialect_symbol_body(&mut self) -> PResult<String> {
        let src: &[u8] = &self.src.text;
        let begin = self.tok.start;
        let mut pos = begin;
        let mut stack: Vec<u8> = Vec::new();
        let punct_error = |p: &Self, stack: &[u8]| match stack.last() {
            Some(&c) => p.error_here(format!("unbalanced '{}' character in pretty dialect name", c as char)),
            None => p.error_here("unexpected nul or EOF in pretty dialect name"),
        };
        loop {
            let Some(&c) = src.get(pos) else {
                return Err(punct_error(self, &stack));
            };
            pos += 1;
            let close = match c {
                0 => return Err(punct_error(self, &stack)),
                b'<' | b'[' | b'(' | b'{' => {
                    stack.push(c);
                    continue;
                }
                b'-' => {
                    if src.get(pos) == Some(&b'>') {
                        pos += 1;
                    }
                    continue;
                }
                b'>' => b'<',
                b']' => b'[',
                b')' => b'(',
                b'}' => b'{',
                b'"' => {
                    self.reset_to(pos - 1);
                    if !self.is(TokenKind::String) {
                        return Err(self.error_here("expected string in pretty dialect name"));
                    }
                    pos = self.tok.end;
                    if stack.is_empty() {
                        break;
                    }
                    continue;
                }
                _ => continue,
            };
            if stack.last() != Some(&close) {
                return Err(punct_error(self, &stack));
            }
            stack.pop();
            if stack.is_empty() {
                break;
            }
        }
        self.reset_to(pos);
        Ok(String::from_utf8_lossy(&src[begin..pos]).into_owned())
    }
}

/// The generic text upstream shows for an unregistered dialect's value in
/// its error: `!"foo"<"x">`, `#"foo"<"bar<1>">`.
pub(crate) fn opaque_text(ctx: &strata_ir::Context, sigil: char, ty: Type) -> String {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { dialect, body } => format!("{sigil}\"{}\"<\"{}\">", ctx.ident_str(*dialect), body),
        _ => ctx.type_to_string(ty),
    }
}

/// Upstream's error for a value of a dialect that is not registered.
pub(crate) fn unregistered_message(what: &str) -> String {
    format!(
        "{what}. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use \
         -allow-unregistered-dialect with the MLIR opt tool used"
    )
}
