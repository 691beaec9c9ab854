//! Parsing of affine expressions, maps and integer sets (upstream's
//! `AffineParser.cpp`), in both of its modes:
//!
//! - over bare identifiers declared by a `(d0, d1)[s0]` list, for
//!   `affine_map<...>`/`affine_set<...>` attributes and the bare maps of
//!   custom forms (`memref.transpose`);
//! - over SSA ids, for the subscripts and bounds of affine ops
//!   (`%m[%i + 1, symbol(%n)]`, upstream's `parseAffineMapOfSSAIds` and
//!   `parseAffineExprOfSSAIds`): a plain `%x` is a dimension and
//!   `symbol(%x)` a symbol, numbered in order of first use; a later use
//!   of the same `%x` is the same dimension or symbol, whichever it was
//!   first. As in MLIR 22, uses are told apart by name only: after the
//!   first, a `#N` result number is not read (`[%r#0, %r#1]` fails at
//!   `#1`).
//!
//! Invariants: every parenthesized expression and binary operator counts
//! as a nesting level, so deep or long input fails cleanly; the first
//! error stops parsing, with upstream's message and position.

use strata_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use strata_ir::{AttrKind, Attribute};

use super::attrs::parse_u64;
use super::{PResult, Parser, UnresolvedOperand};
use crate::lexer::TokenKind;

/// The delimiters around a map of SSA ids (upstream's
/// `OpAsmParser::Delimiter`, the two the affine ops use).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AffineDelimiter {
    /// `[...]`: memory-access subscripts.
    Square,
    /// `(...)`: `affine.parallel`'s `max(...)`/`min(...)` groups and steps.
    Paren,
}

/// What an affine expression may name: the bare identifiers of a map's
/// `(d0)[s0]` lists, and, when SSA ids are allowed, the SSA uses met so far.
pub(crate) struct AffineIds<'a> {
    names: Vec<(&'a [u8], AffineExpr)>,
    ssa: Option<SsaIds<'a>>,
}

/// The SSA uses of a map of SSA ids, split into dimensions and symbols.
#[derive(Default)]
struct SsaIds<'a> {
    /// Each distinct `%name` with the dim or symbol it stands for.
    seen: Vec<(&'a [u8], AffineExpr)>,
    dims: Vec<UnresolvedOperand<'a>>,
    symbols: Vec<UnresolvedOperand<'a>>,
}

impl<'a> AffineIds<'a> {
    fn bare() -> Self {
        AffineIds { names: Vec::new(), ssa: None }
    }

    fn ssa() -> Self {
        AffineIds { names: Vec::new(), ssa: Some(SsaIds::default()) }
    }

    fn lookup(&self, name: &[u8]) -> Option<AffineExpr> {
        self.names.iter().find(|(k, _)| *k == name).map(|(_, e)| e.clone())
    }
}

impl<'a> Parser<'a> {
    /// A bare affine map `(d0)[s0] -> (...)`, as an `affine_map` attribute
    /// (upstream's `parseAffineMap`, used by custom op syntax).
    pub fn parse_affine_map(&mut self) -> PResult<Attribute> {
        let at = self.tok.start;
        match self.parse_affine_map_or_set()? {
            kind @ AttrKind::AffineMap(_) => Ok(self.ctx.intern_attr(kind)),
            _ => Err(self.error_at(at, "expected affine map")),
        }
    }

    /// A list of affine expressions over SSA ids between `delimiter`s
    /// (upstream's `parseAffineMapOfSSAIds`): the map, and its operands,
    /// dimensions first, then symbols.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        delimiter: AffineDelimiter,
    ) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>)> {
        let mut ids = AffineIds::ssa();
        let (open, close, open_msg, close_msg) = match delimiter {
            AffineDelimiter::Square => (TokenKind::LSquare, TokenKind::RSquare, "expected '['", "expected ']'"),
            AffineDelimiter::Paren => (TokenKind::LParen, TokenKind::RParen, "expected '('", "expected ')'"),
        };
        self.expect_with(open, || format!("{open_msg} in affine map"))?;
        let mut results = Vec::new();
        if !self.consume_if(close) {
            loop {
                results.push(self.parse_affine_expr(&mut ids)?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect_with(close, || format!("{close_msg} in affine map"))?;
        }
        let ssa = ids.ssa.unwrap_or_default();
        let map = AffineMap { num_dims: ssa.dims.len() as u32, num_symbols: ssa.symbols.len() as u32, results };
        let mut operands = ssa.dims;
        operands.extend(ssa.symbols);
        Ok((map, operands))
    }

    /// The subscripts of an affine memory op, `[%i + 1, symbol(%n)]`
    /// (upstream's `parseAffineMapOfSSAIds` with square brackets): the map
    /// as an attribute, and its operands, dimensions first. A list whose
    /// text repeats one parsed before is not parsed again
    /// (`subscript_cache.rs`).
    pub fn parse_affine_subscripts(&mut self) -> PResult<(Attribute, Vec<UnresolvedOperand<'a>>)> {
        let text: &'a [u8] = &self.src.text;
        let start = self.tok.start;
        if let Some((end, map, operands)) = self.caches.affine_subscripts.lookup(text, start) {
            self.skip_cached_span(end);
            return Ok((map, operands));
        }
        let (map, operands) = self.parse_affine_map_of_ssa_ids(AffineDelimiter::Square)?;
        let map = self.ctx.affine_map_attr(map);
        self.caches.affine_subscripts.insert(text, (start, self.prev_end()), map, &operands);
        Ok((map, operands))
    }

    /// One affine expression over SSA ids (upstream's
    /// `parseAffineExprOfSSAIds`): the expression, its dimension operands
    /// and its symbol operands.
    #[allow(clippy::type_complexity)]
    pub fn parse_affine_expr_of_ssa_ids(
        &mut self,
    ) -> PResult<(AffineExpr, Vec<UnresolvedOperand<'a>>, Vec<UnresolvedOperand<'a>>)> {
        let mut ids = AffineIds::ssa();
        let e = self.parse_affine_expr(&mut ids)?;
        let ssa = ids.ssa.unwrap_or_default();
        Ok((e, ssa.dims, ssa.symbols))
    }

    /// `(dims)[syms] -> (exprs)` or `(dims)[syms] : (constraints)`.
    #[inline(never)]
    pub(crate) fn parse_affine_map_or_set(&mut self) -> PResult<AttrKind> {
        let mut ids = AffineIds::bare();
        let num_dims = self.parse_affine_ids(&mut ids, TokenKind::LParen, TokenKind::RParen, false)?;
        let num_symbols = if self.is(TokenKind::LSquare) {
            self.parse_affine_ids(&mut ids, TokenKind::LSquare, TokenKind::RSquare, true)?
        } else {
            0
        };
        if !self.is(TokenKind::Arrow) && !self.is(TokenKind::Colon) {
            return Err(self.wrong_token_error("expected '->' or ':'"));
        }
        let is_map = self.consume_if(TokenKind::Arrow);
        if !is_map {
            self.bump();
        }
        let mut results = Vec::new();
        let mut eq = Vec::new();
        let what = if is_map { " in affine map range" } else { " in integer set constraint list" };
        self.expect_with(TokenKind::LParen, || format!("expected '('{what}"))?;
        if !self.consume_if(TokenKind::RParen) {
            loop {
                let e = self.parse_affine_expr(&mut ids)?;
                if is_map {
                    results.push(e);
                } else {
                    let (c, is_eq) = self.parse_affine_constraint_tail(e, &mut ids)?;
                    results.push(c);
                    eq.push(is_eq);
                }
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect_with(TokenKind::RParen, || format!("expected ')'{what}"))?;
        }
        if is_map {
            return Ok(AttrKind::AffineMap(Box::new(AffineMap { num_dims, num_symbols, results })));
        }
        if results.is_empty() {
            results.push(AffineExpr::constant(0));
            eq.push(true);
        }
        Ok(AttrKind::IntegerSet(Box::new(IntegerSet { num_dims, num_symbols, constraints: results, eq })))
    }

    fn parse_affine_ids(
        &mut self,
        ids: &mut AffineIds<'a>,
        open: TokenKind,
        close: TokenKind,
        symbols: bool,
    ) -> PResult<u32> {
        let what = if symbols { " in symbol list" } else { " in dimensional identifier list" };
        let open_s = if symbols { "'['" } else { "'('" };
        self.expect_with(open, || format!("expected {open_s}{what}"))?;
        let mut n = 0u32;
        if self.consume_if(close) {
            return Ok(0);
        }
        loop {
            if !self.is(TokenKind::BareIdent) {
                return Err(self.wrong_token_error("expected bare identifier"));
            }
            let name: &'a [u8] = self.tok_bytes();
            if ids.lookup(name).is_some() {
                return Err(self.error_here(format!("redefinition of identifier '{}'", String::from_utf8_lossy(name))));
            }
            let e = if symbols { AffineExpr::symbol(n) } else { AffineExpr::dim(n) };
            ids.names.push((name, e));
            n += 1;
            self.bump();
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        let close_s = if symbols { "']'" } else { "')'" };
        self.expect_with(close, || format!("expected {close_s}{what}"))?;
        Ok(n)
    }

    /// `>= e`, `<= e` or `== e` after a constraint's left side. Each pair
    /// is tried as upstream's `parseAffineConstraint` does, consuming its
    /// first token when present, so a lone `>` is reported after itself.
    fn parse_affine_constraint_tail(
        &mut self,
        lhs: AffineExpr,
        ids: &mut AffineIds<'a>,
    ) -> PResult<(AffineExpr, bool)> {
        let op = if self.consume_if(TokenKind::Greater) && self.consume_if(TokenKind::Equal) {
            0
        } else if self.consume_if(TokenKind::Less) && self.consume_if(TokenKind::Equal) {
            1
        } else if self.consume_if(TokenKind::Equal) && self.consume_if(TokenKind::Equal) {
            2
        } else {
            return Err(self.error_here("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"));
        };
        let rhs = self.parse_affine_expr(ids)?;
        Ok(match op {
            0 => (lhs.sub(rhs), false),
            1 => (rhs.sub(lhs), false),
            _ => (lhs.sub(rhs), true),
        })
    }

    /// affine-expr with `+`/`-` (low) and `*`/`floordiv`/`ceildiv`/`mod`
    /// (high) precedence, left associative.
    fn parse_affine_expr(&mut self, ids: &mut AffineIds<'a>) -> PResult<AffineExpr> {
        self.enter_nesting()?;
        let r = self.parse_affine_sum(ids);
        self.exit_nesting();
        r
    }

    /// Each binary operator deepens the (left-leaning) expression tree, so
    /// it counts as a nesting level until the whole expression is parsed.
    fn parse_affine_sum(&mut self, ids: &mut AffineIds<'a>) -> PResult<AffineExpr> {
        let depth = self.depth;
        let r = self.parse_affine_sum_inner(ids);
        self.depth = depth;
        r
    }

    fn parse_affine_sum_inner(&mut self, ids: &mut AffineIds<'a>) -> PResult<AffineExpr> {
        let mut acc = self.parse_affine_product(ids, false)?;
        loop {
            let sub = match self.tok.kind {
                TokenKind::Plus => false,
                TokenKind::Minus => true,
                _ => return Ok(acc),
            };
            self.enter_nesting()?;
            self.bump();
            let rhs = self.parse_affine_product(ids, true)?;
            acc = if sub { acc.sub(rhs) } else { acc.add(rhs) };
        }
    }

    fn high_prec_op(&self) -> Option<u8> {
        match self.tok.kind {
            TokenKind::Star => Some(0),
            TokenKind::BareIdent => match self.tok_bytes() {
                b"floordiv" => Some(1),
                b"ceildiv" => Some(2),
                b"mod" => Some(3),
                _ => None,
            },
            _ => None,
        }
    }

    /// `has_lhs`: whether a `+`/`-` precedes (for upstream's "missing
    /// right operand" rather than "left").
    fn parse_affine_product(&mut self, ids: &mut AffineIds<'a>, has_lhs: bool) -> PResult<AffineExpr> {
        let mut acc = self.parse_affine_operand(ids, has_lhs)?;
        while let Some(op) = self.high_prec_op() {
            self.enter_nesting()?;
            let op_loc = self.tok.start;
            self.bump();
            let rhs = self.parse_affine_operand(ids, true)?;
            let bad = |what: &str| {
                format!("non-affine expression: right operand of {what} has to be either a constant or symbolic")
            };
            acc = match op {
                0 => {
                    if !acc.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                        return Err(self.error_at(op_loc, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"));
                    }
                    acc.mul(rhs)
                }
                _ if !rhs.is_symbolic_or_constant() => {
                    let what = ["", "floordiv", "ceildiv", "mod"][op as usize];
                    return Err(self.error_at(op_loc, bad(what)));
                }
                1 => acc.floor_div(rhs),
                2 => acc.ceil_div(rhs),
                _ => acc.modulo(rhs),
            };
        }
        Ok(acc)
    }

    fn parse_affine_operand(&mut self, ids: &mut AffineIds<'a>, has_lhs: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            // `symbol` is a keyword in upstream's lexer, so it always starts
            // `symbol(%x)`, even where SSA ids are not allowed.
            TokenKind::BareIdent if self.is_keyword("symbol") => self.parse_symbol_ssa_id(ids),
            TokenKind::PercentIdent => self.parse_ssa_id(ids, false),
            // Upstream tries any other identifier (`mod` too) as a name.
            TokenKind::BareIdent => match ids.lookup(self.tok_bytes()) {
                Some(e) => {
                    self.bump();
                    Ok(e)
                }
                None => Err(self.wrong_token_error("use of undeclared identifier")),
            },
            TokenKind::Integer => match parse_u64(self.tok_str()).filter(|&v| v <= i64::MAX as u64) {
                Some(v) => {
                    self.bump();
                    Ok(AffineExpr::constant(v as i64))
                }
                None => Err(self.error_here("constant too large for index")),
            },
            TokenKind::LParen => {
                self.bump();
                if self.is(TokenKind::RParen) {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                let e = self.parse_affine_expr(ids)?;
                self.expect(TokenKind::RParen, "expected ')'")?;
                Ok(e)
            }
            TokenKind::Minus => {
                self.bump();
                self.enter_nesting()?;
                let operand = self.parse_affine_operand(ids, has_lhs);
                self.exit_nesting();
                // Upstream reports the operand's error, then its own.
                let operand = operand.map_err(|e| e.followed_by(self.error_here("missing operand of negation")))?;
                Ok(AffineExpr::constant(-1).mul(operand))
            }
            _ if has_lhs => Err(self.error_here("missing right operand of binary operator")),
            TokenKind::Plus | TokenKind::Star => Err(self.error_here("missing left operand of binary operator")),
            _ => Err(self.error_here("expected affine expression")),
        }
    }

    /// `symbol(%x)` (upstream's `parseSymbolSSAIdExpr`).
    fn parse_symbol_ssa_id(&mut self, ids: &mut AffineIds<'a>) -> PResult<AffineExpr> {
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' at start of SSA symbol")?;
        let e = self.parse_ssa_id(ids, true)?;
        self.expect(TokenKind::RParen, "expected ')' at end of SSA symbol")?;
        Ok(e)
    }

    /// `%x` as a dimension (or, inside `symbol(...)`, a symbol): the one it
    /// already stands for, else the next one (upstream's `parseSSAIdExpr`).
    fn parse_ssa_id(&mut self, ids: &mut AffineIds<'a>, is_symbol: bool) -> PResult<AffineExpr> {
        let Some(ssa) = ids.ssa.as_mut() else {
            return Err(self.wrong_token_error("unexpected ssa identifier"));
        };
        if !self.is(TokenKind::PercentIdent) {
            return Err(self.wrong_token_error("expected ssa identifier"));
        }
        // A name met before is the same dimension or symbol whatever its
        // `#N`, which (as upstream's parser does) stays unread.
        let name = &self.tok_bytes()[1..];
        if let Some((_, e)) = ssa.seen.iter().find(|(n, _)| *n == name) {
            let e = e.clone();
            self.bump();
            return Ok(e);
        }
        let operand = self.parse_ssa_use()?;
        let e = if is_symbol {
            ssa.symbols.push(operand.clone());
            AffineExpr::symbol(ssa.symbols.len() as u32 - 1)
        } else {
            ssa.dims.push(operand.clone());
            AffineExpr::dim(ssa.dims.len() as u32 - 1)
        };
        ssa.seen.push((operand.name, e.clone()));
        Ok(e)
    }
}
