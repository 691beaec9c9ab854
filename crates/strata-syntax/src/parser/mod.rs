//! The parser of the MLIR textual format: generic and custom op forms,
//! regions, blocks, SSA names, types, attributes, locations and aliases.
//!
//! Structure: `Parser` owns the token cursor (this file), and the grammar
//! is split by concept: `ops.rs` (operations, regions, blocks, SSA scopes;
//! `names.rs` holds a scope's names),
//! `types.rs`, `attrs.rs`, `integer.rs` (upstream's `parseInteger`),
//! `affine.rs` (affine maps, integer sets, maps
//! of SSA ids), `locations.rs`, `top.rs` (top level, aliases,
//! implicit module). `hooks.rs` defines the hook records custom forms are
//! called through (the printer's too: it sits below the parser), and
//! `op_parts.rs` the per-op state the declarative format engine, above
//! the parser, fills in a pool the parser keeps.
//!
//! Invariants: the parser never panics and never recurses without bound;
//! nesting of regions, types and attributes is limited by
//! [`MAX_NESTING`] with a located error (upstream overflows its stack).
//! The first error stops parsing (as upstream) and is returned as a
//! [`Diagnostic`] whose location is `file:line:col` in the source.

mod affine;
mod attrs;
mod hooks;
mod integer;
mod locations;
mod names;
mod op_cache;
mod op_parts;
mod ops;
mod parallel;
mod slice_memo;
mod span_cache;
mod subscript_cache;
mod tail_memo;
mod top;
mod types;

pub use affine::AffineDelimiter;
pub(crate) use hooks::{parse_stripped_attr, parse_value};
pub use hooks::{CustomAssembly, DefAssembly, DefParser, UnknownTypeMnemonic};
pub use integer::{cast_integer, IntegerCType};
pub(crate) use op_parts::{Group, OpParts, TypeList};
pub use ops::{ArgDef, UnresolvedOperand};
pub(crate) use slice_memo::SliceMemo;
pub use top::{parse_source, ParseConfig, ParsedModule};

use std::borrow::Cow;
use std::cell::Cell;
use std::collections::HashMap;

use strata_ir::{Attribute, Body, Context, Diagnostic, Ident, Location, Type};

use crate::lexer::{Lexer, Token, TokenKind};
use crate::source::SourceFile;

/// Deepest nesting of regions, types or attributes the parser accepts.
pub const MAX_NESTING: usize = 20_000;

pub type PResult<T> = Result<T, Diagnostic>;

pub struct Parser<'a> {
    pub ctx: &'a Context,
    pub src: &'a SourceFile,
    lex: Lexer<'a>,
    /// The current token.
    pub tok: Token,
    /// End offset of the previous token.
    prev_end: usize,
    pub body: Body,
    pub config: ParseConfig,
    file: Ident,
    /// Owned by the top-level parser; borrowed by region jobs.
    pub(crate) aliases: Cow<'a, Aliases>,
    /// Current nesting depth of types/attributes/regions.
    pub(crate) depth: usize,
    pub(crate) ssa: ops::SsaState<'a>,
    pub(crate) empty_dict: Attribute,
    /// `loc(#alias)` references to aliases defined later in the file.
    pub(crate) deferred_locs: Vec<(ops::LocTarget, Box<[u8]>, usize)>,
    /// Op names already resolved: quoted generic names (the token bytes,
    /// quotes included) and dotted custom names.
    pub(crate) op_names: strata_ir::FxHashMap<&'a [u8], strata_ir::OpName>,
    /// Dotted custom op names with their custom forms (see `op_cache.rs`).
    pub(crate) custom_ops: op_cache::CustomOpCache<'a>,
    /// What custom parsers remembered of op tails (see `tail_memo.rs`).
    tail_memo: tail_memo::TailMemo,
    /// What the custom parser of each op name met keeps on its `OpInfo`.
    pub(crate) hook_data: crate::op_table::HookData<'a>,
    /// Memos of recently parsed generic-op pieces.
    pub(crate) caches: ParseCaches,
    /// Isolated regions left for parallel parsing (`None`: parse everything inline).
    pub(crate) deferral: Option<parallel::Deferral<'a>>,
    /// The op whose custom or generic form is being parsed (for deferral).
    pub(crate) parsing_op: Option<strata_ir::OpName>,
    /// Where that op's name starts (upstream's `getNameLoc`).
    parsing_op_pos: usize,
    /// Whether that op is read by its custom parser (not generic form, and
    /// not inside a dialect attribute or type it holds): the errors such a
    /// parser reports get `custom op '...' ` (see [`Self::custom_op_error_at`]).
    pub(crate) custom_form: bool,
    /// This parser's line lookup hint (see [`SourceFile::line_col_hinted`]).
    line_hint: Cell<usize>,
    /// Emptied [`OpParts`] of the declarative-format parser, one per
    /// nesting level in use, reused from op to op (building and dropping
    /// one per op was a measurable share of parsing). Boxed: one is large,
    /// and taking it out and putting it back copied it twice per op.
    #[allow(clippy::vec_box)]
    pub(crate) op_parts: Vec<Box<OpParts<'a>>>,
    /// `distinct[N]` of this parse: the attribute each `N` stands for.
    pub(crate) distincts: strata_ir::FxHashMap<u64, Attribute>,
    /// A worker of a parallel attempt (`parallel.rs`), which cannot share
    /// `distincts` with the others.
    pub(crate) parallel_job: bool,
    /// Attributes a `custom<...>` directive set beyond its arguments
    /// ([`Parser::add_directive_attr`]), taken by the format engine when
    /// the directive returns.
    pub(crate) directive_attrs: Vec<(Ident, Attribute)>,
}

/// A position of the token cursor ([`Parser::checkpoint`]).
#[derive(Clone, Copy)]
pub(crate) struct Checkpoint {
    tok: Token,
    prev_end: usize,
    lex: usize,
    lex_error: &'static str,
}

/// `#name = ...` and `!name = ...` definitions of a file.
#[derive(Default, Clone)]
pub(crate) struct Aliases {
    pub(crate) types: HashMap<Box<[u8]>, Type>,
    pub(crate) attrs: HashMap<Box<[u8]>, Attribute>,
}

/// The span caches of the generic op form, and of shaped types in any
/// form (see `span_cache.rs`).
#[derive(Default)]
pub(crate) struct ParseCaches {
    pub(crate) fn_types: span_cache::SpanCache<Type, 8>,
    /// `memref<?xf32>`, `vector<4xf32>`, ...: types with a body, repeated
    /// on every load and store of generated IR.
    pub(crate) shaped_types: span_cache::SpanCache<Type, 8>,
    /// `!llvm.struct<(ptr, ptr, i64)>`, `!llvm.ptr`: registered dialects'
    /// types, as lowered IR repeats them on every op.
    pub(crate) dialect_types: span_cache::SpanCache<Type, 8>,
    /// `16 : index`, `0.5 : f32`: typed numbers, repeated on constants.
    pub(crate) typed_numbers: span_cache::SpanTable<Attribute, 64>,
    pub(crate) attr_dicts: span_cache::SpanCache<Attribute, 8>,
    pub(crate) properties: span_cache::SpanCache<Attribute, 8>,
    /// `[%i * 16 + %j + 3]`: the subscripts of affine memory ops.
    pub(crate) affine_subscripts: subscript_cache::SubscriptCache,
    /// Dictionaries of one entry built by declarative formats, by entry.
    pub(crate) single_entry_dicts: strata_ir::FxHashMap<(Ident, Attribute), Attribute>,
    /// Dictionaries of several entries built by declarative formats, by
    /// their entries in the order given.
    pub(crate) dicts: slice_memo::SliceMemo<(Ident, Attribute)>,
    /// Segment-size arrays (`operandSegmentSizes`), by sizes.
    pub(crate) segment_sizes: slice_memo::SliceMemo<usize>,
}

impl<'a> Parser<'a> {
    pub fn new(ctx: &'a Context, src: &'a SourceFile, config: ParseConfig) -> Parser<'a> {
        // The textual form has about one op per line.
        let body = Body::with_capacity(src.num_lines());
        Parser::at(ctx, src, config, 0, body, Cow::Owned(Aliases::default()))
    }

    /// A parser whose first token starts at byte `pos`, building into `body`.
    fn at(
        ctx: &'a Context,
        src: &'a SourceFile,
        config: ParseConfig,
        pos: usize,
        body: Body,
        aliases: Cow<'a, Aliases>,
    ) -> Parser<'a> {
        let mut lex = Lexer::new(&src.text);
        lex.reset(pos);
        let tok = lex.next_token();
        Parser {
            ctx,
            src,
            lex,
            tok,
            prev_end: pos,
            body,
            config,
            file: ctx.ident(&src.name),
            aliases,
            depth: 0,
            ssa: ops::SsaState::default(),
            empty_dict: ctx.empty_dictionary(),
            deferred_locs: Vec::new(),
            op_names: strata_ir::FxHashMap::default(),
            custom_ops: op_cache::CustomOpCache::default(),
            tail_memo: tail_memo::TailMemo::default(),
            hook_data: Default::default(),
            caches: ParseCaches::default(),
            deferral: None,
            parsing_op: None,
            parsing_op_pos: 0,
            custom_form: false,
            line_hint: Cell::new(0),
            op_parts: Vec::new(),
            distincts: strata_ir::FxHashMap::default(),
            parallel_job: false,
            directive_attrs: Vec::new(),
        }
    }

    /// Adds `name = value` to the attributes of the op whose declarative
    /// format is running the current `custom<...>` directive, as an
    /// upstream directive may (the segment sizes of a variadic-of-variadic
    /// operand group, which no directive argument names, are the usual
    /// case). Inherent names become properties, as for `attr-dict`
    /// entries; a directive registered as storing them
    /// (`CustomDirectives::register_storing`) keeps them out of the
    /// printed `attr-dict`. Outside a directive's parse function it has
    /// no effect.
    pub fn add_directive_attr(&mut self, name: &str, value: Attribute) {
        let name = self.ctx.ident(name);
        self.directive_attrs.push((name, value));
    }

    // ---- token cursor ----

    /// Advances to the next token.
    pub fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next_token();
    }

    /// End offset of the previous token.
    pub fn prev_end(&self) -> usize {
        self.prev_end
    }

    pub(crate) fn set_prev_end(&mut self, end: usize) {
        self.prev_end = end;
    }

    pub fn is(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    /// The kind of the token after the current one (one token of
    /// lookahead, lexed again when consumed).
    pub fn peek_kind(&self) -> TokenKind {
        let mut lex = Lexer::new(self.lex.source());
        lex.reset(self.tok.end);
        lex.next_token().kind
    }

    /// The bytes of the current token.
    pub fn tok_bytes(&self) -> &'a [u8] {
        &self.src.text[self.tok.start..self.tok.end]
    }

    /// The current token as text (tokens other than strings are ASCII).
    pub fn tok_str(&self) -> &'a str {
        std::str::from_utf8(self.tok_bytes()).unwrap_or("")
    }

    /// Is the current token the bare identifier `kw`?
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.tok_bytes() == kw.as_bytes()
    }

    pub fn consume_if(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of `kind` or fails with `msg` (upstream's `parseToken`).
    pub fn expect(&mut self, kind: TokenKind, msg: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token_error(msg))
        }
    }

    /// Like [`Self::expect`] with a message built only on failure (keeps
    /// formatting off the hot path).
    pub fn expect_with(&mut self, kind: TokenKind, msg: impl FnOnce() -> String) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token_error(msg()))
        }
    }

    /// Where the token cursor stands, to come back to with [`Self::restore`].
    pub(crate) fn checkpoint(&self) -> Checkpoint {
        Checkpoint { tok: self.tok, prev_end: self.prev_end, lex: self.lex.pos(), lex_error: self.lex.error }
    }

    /// Puts the token cursor back where `checkpoint` found it.
    pub(crate) fn restore(&mut self, checkpoint: Checkpoint) {
        self.lex.reset(checkpoint.lex);
        self.lex.error = checkpoint.lex_error;
        self.tok = checkpoint.tok;
        self.prev_end = checkpoint.prev_end;
    }

    /// Re-lexes from byte offset `pos` (for the `4x8xf32` shape grammar).
    pub(crate) fn reset_to(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.tok = self.lex.next_token();
    }

    /// Continues after a span whose parse a span cache remembered, as if
    /// it had just been parsed (the last token ending at `end`).
    pub(crate) fn skip_cached_span(&mut self, end: usize) {
        self.reset_to(end);
        self.set_prev_end(end);
    }

    /// For custom parsers: what [`Parser::remember_tail`] stored under
    /// `key` when the source at the current token repeats the span it was
    /// stored with; the parser then continues after that span, as if it
    /// had just parsed it. `key` must say everything besides the span's
    /// bytes that its parse depended on (the op, the operands' count, ...),
    /// exactly: equal keys are taken to mean the same parse. Entries are
    /// told apart by `T` too: with a type of its own, a caller is never
    /// answered with another caller's entries. `continuing` lists the
    /// tokens that would have extended the span's parse (a `,` after a
    /// list of types): followed by one, the span is parsed instead.
    pub fn recall_tail<T: Clone + 'static>(&mut self, key: u64, continuing: &[TokenKind]) -> Option<T> {
        let (end, value) = self.tail_memo.get::<T>(&self.src.text, self.tok.start, key)?;
        let before = self.checkpoint();
        self.skip_cached_span(end);
        if continuing.contains(&self.tok.kind) {
            self.restore(before);
            return None;
        }
        Some(value)
    }

    /// Remembers that the source from `start` to the end of the last token
    /// parsed gave `value`, under `key` (see [`Parser::recall_tail`]).
    pub fn remember_tail<T: Clone + Send + Sync + 'static>(&mut self, key: u64, start: usize, value: T) {
        let end = self.prev_end;
        self.tail_memo.insert(&self.src.text, start, end, key, value);
    }

    // ---- locations and errors ----

    /// The `file:line:col` location of byte offset `pos`.
    pub fn loc_at(&self, pos: usize) -> Location {
        let (line, col) = self.src.line_col_hinted(pos, &self.line_hint);
        self.ctx.intern_location(strata_ir::LocationKind::FileLineCol { file: self.file, line, col, end: None })
    }

    pub fn current_loc(&self) -> Location {
        self.loc_at(self.tok.start)
    }

    pub fn error_at(&self, pos: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.loc_at(pos), msg)
    }

    /// Where the name of the op being parsed starts (upstream's `getNameLoc`).
    pub fn op_name_pos(&self) -> usize {
        self.parsing_op_pos
    }

    /// The op being parsed: its name, where the name starts, and whether
    /// in custom form.
    pub(crate) fn parsing_op_state(&self) -> Option<(strata_ir::OpName, usize, bool)> {
        self.parsing_op.map(|name| (name, self.parsing_op_pos, self.custom_form))
    }

    pub(crate) fn set_parsing_op(&mut self, op: Option<(strata_ir::OpName, usize, bool)>) {
        self.parsing_op = op.map(|(name, _, _)| name);
        self.parsing_op_pos = op.map_or(0, |(_, pos, _)| pos);
        self.custom_form = op.is_some_and(|(_, _, custom)| custom);
    }

    /// An error a custom op's parser reports itself (upstream's
    /// `CustomOpAsmParser::emitError`): prefixed `custom op 'name' `.
    /// Errors of the shared pieces (tokens, types, attributes) stay bare.
    pub fn custom_op_error_at(&self, pos: usize, msg: impl std::fmt::Display) -> Diagnostic {
        match self.parsing_op.filter(|_| self.custom_form) {
            Some(name) => self.error_at(pos, format!("custom op '{}' {msg}", self.ctx.op_name_str(name))),
            None => self.error_at(pos, msg.to_string()),
        }
    }

    /// `msg` for a custom op whose dialect is unknown, with upstream's
    /// note listing the registered dialects.
    pub fn dialect_not_found(&self, pos: usize, msg: String) -> Diagnostic {
        let available = self.ctx.dialect_names().join(", ");
        self.error_at(pos, msg).with_note(
            self.loc_at(pos),
            format!(
                "Available dialects: {available} ; for more info on dialect registration see \
                 https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management"
            ),
        )
    }

    /// An error at the current token (a lexer error reports its own message).
    pub fn error_here(&self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.error_at(self.tok.start, self.lex.error);
        }
        self.error_at(self.tok.start, msg)
    }

    /// Upstream's `emitWrongTokenError`: when the unexpected token starts a
    /// line, report at the end of the last non-blank, non-comment text
    /// before it, which is where the missing token belonged.
    pub fn wrong_token_error(&self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.error_at(self.tok.start, self.lex.error);
        }
        let text = &self.src.text;
        // At end of file, upstream first moves back one character.
        let original = if self.tok.kind == TokenKind::Eof { self.tok.start.saturating_sub(1) } else { self.tok.start };
        let mut end = original.min(text.len());
        loop {
            while end > 0 && matches!(text[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original, msg);
            }
            if !matches!(text[end - 1], b'\n' | b'\r') {
                return self.error_at(end, msg);
            }
            end -= 1;
            let line_start = text[..end].iter().rposition(|&c| c == b'\n' || c == b'\r').map_or(0, |p| p);
            if let Some(c) = find(&text[line_start..end], b"//") {
                end = line_start + c;
            }
        }
    }

    /// Enters one more level of nesting, failing past [`MAX_NESTING`].
    pub(crate) fn enter_nesting(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error_here(format!("nesting is deeper than the limit of {MAX_NESTING} levels")));
        }
        Ok(())
    }

    pub(crate) fn exit_nesting(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Parses a comma-separated list between `open` and `close` (both
    /// consumed), calling `elem` for each element.
    pub fn parse_comma_list(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        close_msg: &str,
        mut elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        // Upstream's `parseCommaSeparatedList` names the missing delimiter.
        let open_msg = match open {
            TokenKind::LParen => "expected '('",
            TokenKind::LSquare => "expected '['",
            TokenKind::Less => "expected '<'",
            TokenKind::LBrace => "expected '{'",
            _ => "expected list",
        };
        if open != TokenKind::Eof {
            self.expect(open, open_msg)?;
        }
        if self.consume_if(close) {
            return Ok(());
        }
        loop {
            elem(self)?;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(close, close_msg)
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

impl Parser<'_> {
    /// Parses `@name` or `@"any text"` and returns the name.
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        if !self.is(TokenKind::AtIdent) {
            return Err(self.wrong_token_error("expected valid '@'-identifier for symbol name"));
        }
        let bytes = &self.tok_bytes()[1..];
        let name = if bytes.first() == Some(&b'"') {
            String::from_utf8_lossy(&crate::lexer::unescape_string(bytes)).into_owned()
        } else {
            String::from_utf8_lossy(bytes).into_owned()
        };
        self.bump();
        Ok(name)
    }
}
