//! The top level of a file: alias definitions (`#a = ...`, `!t = ...`),
//! file metadata blocks (`{-# ... #-}`, skipped), top-level ops, deferred
//! location aliases, and the implicit `builtin.module`.

use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, OperationState};

use super::ops::LocTarget;
use super::{PResult, Parser};
use crate::lexer::TokenKind;
use crate::source::SourceFile;

#[derive(Clone, Debug)]
pub struct ParseConfig {
    /// Accept ops of unregistered dialects (`--allow-unregistered-dialect`).
    pub allow_unregistered: bool,
    /// Wrap top-level ops in a `builtin.module` unless the file is exactly one module.
    pub implicit_module: bool,
    /// Threads that may parse the bodies of isolated ops (functions) in
    /// parallel; 1 parses sequentially. The result is the same either way.
    pub threads: usize,
}

impl Default for ParseConfig {
    fn default() -> Self {
        ParseConfig { allow_unregistered: false, implicit_module: true, threads: 1 }
    }
}

/// A parsed file: the arena and its top-level op.
pub struct ParsedModule {
    pub body: Body,
    pub root: OpId,
    /// How many isolated regions (function bodies) were parsed on worker
    /// threads: 0 for a sequential parse, including the fallback of a
    /// threaded parse that had to be abandoned.
    pub parallel_regions: usize,
}

/// Parses a whole source buffer.
pub fn parse_source(ctx: &Context, src: &SourceFile, config: ParseConfig) -> Result<ParsedModule, Diagnostic> {
    if config.threads > 1 {
        if let Some(parsed) = super::parallel::parse(ctx, src, &config) {
            return parsed;
        }
    }
    let mut p = Parser::new(ctx, src, config);
    let root = p.parse_top_level()?;
    Ok(ParsedModule { body: p.body, root, parallel_regions: 0 })
}

impl Parser<'_> {
    pub(crate) fn parse_top_level(&mut self) -> PResult<OpId> {
        self.push_scope(true);
        let top = self.body.create_block();
        loop {
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::Error => return Err(self.error_here("")),
                TokenKind::HashIdent => self.parse_attr_alias_def()?,
                TokenKind::ExclamationIdent => self.parse_type_alias_def()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.body.append_op(top, op);
                }
            }
        }
        self.check_forward_refs()?;
        self.pop_scope()?;
        self.resolve_deferred_locations()?;
        self.finish_module(top)
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let name: Box<[u8]> = self.tok_bytes()[1..].into();
        // Upstream's order: redefinition, the dialect namespace, then '='.
        if self.aliases.attrs.contains_key(&name) {
            return Err(
                self.error_here(format!("redefinition of attribute alias id '{}'", String::from_utf8_lossy(&name)))
            );
        }
        if name.contains(&b'.') {
            return Err(self.error_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.bump();
        self.expect(TokenKind::Equal, "expected '=' in attribute alias definition")?;
        let attr = if self.is_keyword("loc") {
            let loc = self.parse_location()?;
            self.ctx.intern_attr(AttrKind::Location(loc))
        } else {
            self.note_late_alias();
            self.parse_attribute(None)?
        };
        self.aliases.to_mut().attrs.insert(name, attr);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let name: Box<[u8]> = self.tok_bytes()[1..].into();
        if self.aliases.types.contains_key(&name) {
            return Err(self.error_here(format!("redefinition of type alias id '{}'", String::from_utf8_lossy(&name))));
        }
        if name.contains(&b'.') {
            return Err(self.error_here("type names with a '.' are reserved for dialect-defined names"));
        }
        self.bump();
        self.expect(TokenKind::Equal, "expected '=' in type alias definition")?;
        self.note_late_alias();
        let ty = self.parse_type()?;
        self.aliases.to_mut().types.insert(name, ty);
        Ok(())
    }

    /// `{-# dialect_resources: {builtin: {key: "0x...", ...}} #-}`
    /// (upstream's `parseFileMetadataDictionary`): the builtin dialect's
    /// blobs go to [`Body::resources`]; `external_resources` and other
    /// dialects' resources are rejected with a located error rather than
    /// dropped.
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        // `Eof`: the list's opening token is already read.
        self.parse_comma_list(TokenKind::Eof, TokenKind::FileMetadataEnd, "expected ',' or '#-}'", |p| {
            let key_at = p.tok.start;
            if p.tok.kind != TokenKind::BareIdent {
                return Err(p.wrong_token_error("expected identifier key in file metadata dictionary"));
            }
            let key = p.tok_str().to_string();
            p.bump();
            p.expect(TokenKind::Colon, "expected ':'")?;
            match key.as_str() {
                "dialect_resources" => p.parse_dialect_resources(),
                "external_resources" => Err(p.error_at(key_at, "'external_resources' are not supported")),
                _ => Err(p.error_at(key_at, format!("unknown key '{key}' in file metadata dictionary"))),
            }
        })
    }

    /// `{dialect: {key: value, ...}, ...}` of `dialect_resources`.
    fn parse_dialect_resources(&mut self) -> PResult<()> {
        self.parse_comma_list(TokenKind::LBrace, TokenKind::RBrace, "expected ',' or '}'", |p| {
            if p.tok.kind != TokenKind::BareIdent {
                return Err(p.error_here("expected identifier key for 'resource' entry"));
            }
            let name_at = p.tok.start;
            let dialect = p.tok_str().to_string();
            p.bump();
            p.expect(TokenKind::Colon, "expected ':'")?;
            p.expect(TokenKind::LBrace, "expected '{'")?;
            if dialect != "builtin" {
                return Err(match p.ctx.dialect(&dialect) {
                    None => p.error_at(name_at, format!("dialect '{dialect}' is unknown")),
                    Some(_) => p.error_here(format!("unexpected 'resource' section for dialect '{dialect}'")),
                });
            }
            p.parse_comma_list(TokenKind::Eof, TokenKind::RBrace, "expected ',' or '}'", |p| {
                let key = p.parse_resource_key()?;
                p.expect(TokenKind::Colon, "expected ':'")?;
                let blob = p.parse_resource_blob(&key)?;
                p.body.resources.push((key, blob));
                Ok(())
            })
        })
    }

    /// A blob: a string `"0x"` followed by hex digit pairs, the first four
    /// bytes its alignment (upstream's `ParsedResourceEntry::parseAsBlob`).
    fn parse_resource_blob(&mut self, key: &[u8]) -> PResult<Box<[u8]>> {
        let key = String::from_utf8_lossy(key).into_owned();
        let bad = |p: &Self, why: &str| p.error_here(format!("expected hex string blob for key '{key}'{why}"));
        if self.tok.kind != TokenKind::String {
            return Err(bad(self, ""));
        }
        let text = self.string_value(self.tok);
        let digit = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
        let bytes: Option<Vec<u8>> = text
            .strip_prefix(b"0x")
            .filter(|h| h.len() % 2 == 0)
            .and_then(|h| h.chunks(2).map(|pair| Some(digit(pair[0])? << 4 | digit(pair[1])?)).collect());
        let Some(bytes) = bytes else { return Err(bad(self, "")) };
        if bytes.len() < 4 {
            return Err(bad(self, " to encode alignment in first 4 bytes"));
        }
        self.bump();
        Ok(bytes.into())
    }

    pub(crate) fn resolve_deferred_locations(&mut self) -> PResult<()> {
        for (target, name, pos) in std::mem::take(&mut self.deferred_locs) {
            let loc = match self.aliases.attrs.get(&name).map(|a| self.ctx.attr_kind(*a)) {
                Some(AttrKind::Location(loc)) => *loc,
                Some(_) => return Err(self.error_at(pos, "expected location, but found non-location attribute")),
                None => return Err(self.error_at(pos, "operation location alias was never defined")),
            };
            match target {
                LocTarget::Op(op) => self.body.set_op_loc(op, loc),
                LocTarget::Arg(v) => self.body.set_block_arg_loc(v, loc),
            }
        }
        Ok(())
    }

    /// Returns the module: the single top-level `builtin.module`, or a new
    /// one (at `file:0:0`) wrapping every top-level op.
    fn finish_module(&mut self, top: strata_ir::BlockId) -> PResult<OpId> {
        let module_name = self.ctx.op_name("builtin.module");
        let ops: Vec<OpId> = self.body.block_ops(top).collect();
        if !self.config.implicit_module {
            return match ops.as_slice() {
                [single] => {
                    self.body.remove_op(*single);
                    self.body.erase_block(top);
                    Ok(*single)
                }
                _ => Err(self.error_at(
                    0,
                    "source must contain a single top-level operation if --no-implicit-module is specified",
                )),
            };
        }
        if let [single] = ops.as_slice() {
            if self.body.op_name(*single) == module_name {
                self.body.remove_op(*single);
                self.body.erase_block(top);
                return Ok(*single);
            }
        }
        let loc = {
            let file = self.ctx.ident(&self.src.name);
            let (line, col) = self.src.start_loc.unwrap_or((0, 0));
            self.ctx.intern_location(strata_ir::LocationKind::FileLineCol { file, line, col, end: None })
        };
        let mut state = OperationState::new(module_name, loc);
        let region = self.body.create_region();
        state.regions.push(region);
        let module = self.body.create_op(state, self.empty_dict);
        // The ops parsed into `top` stay there: it becomes the module's block.
        self.body.append_block(region, top);
        Ok(module)
    }
}
