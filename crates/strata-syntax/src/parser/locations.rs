//! Location syntax: `loc(unknown)`, `loc("file":1:2)`, ranges
//! `loc("file":1:2 to 3:4)` / `to :4`, `loc("name"(child))`,
//! `loc(callsite(a at b))`, `loc(fused<meta>[a, b])` and `loc(#alias)`.
//!
//! A `loc(#alias)` naming an alias defined later in the file (mlir-opt
//! prints location aliases at the end) is recorded and patched once the
//! whole file is parsed.

use strata_ir::{AttrKind, Location, LocationKind};

use super::ops::LocTarget;
use super::{PResult, Parser};
use crate::lexer::TokenKind;

impl Parser<'_> {
    /// Parses `loc(...)` if present (aliases must already be defined).
    pub fn parse_optional_trailing_location(&mut self) -> PResult<Option<Location>> {
        if !self.is_keyword("loc") {
            return Ok(None);
        }
        self.parse_location().map(Some)
    }

    /// Parses `loc(...)` if present; a forward alias reference is deferred
    /// and patched onto `target` at the end of the file.
    pub(crate) fn parse_trailing_location_for(&mut self, target: LocTarget) -> PResult<Option<Location>> {
        if !self.is_keyword("loc") {
            return Ok(None);
        }
        let save = self.tok;
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        if self.is(TokenKind::HashIdent) {
            let name: Box<[u8]> = self.tok_bytes()[1..].into();
            if !self.aliases.attrs.contains_key(&name) {
                let pos = self.tok.start;
                self.bump();
                self.expect(TokenKind::RParen, "expected ')' in location")?;
                self.deferred_locs.push((target, name, pos));
                return Ok(None);
            }
        }
        self.reset_to(save.start);
        self.parse_location().map(Some)
    }

    /// Parses `loc(...)`.
    pub fn parse_location(&mut self) -> PResult<Location> {
        if !self.consume_keyword("loc") {
            return Err(self.wrong_token_error("expected location"));
        }
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let loc = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        Ok(loc)
    }

    /// The inside of `loc(...)`.
    pub fn parse_location_instance(&mut self) -> PResult<Location> {
        self.enter_nesting()?;
        let loc = self.parse_location_instance_inner();
        self.exit_nesting();
        loc
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        if self.is(TokenKind::HashIdent) {
            let name: Box<[u8]> = self.tok_bytes()[1..].into();
            let Some(&attr) = self.aliases.attrs.get(&name) else {
                return Err(self.error_here(format!("undefined symbol alias id '{}'", String::from_utf8_lossy(&name))));
            };
            let AttrKind::Location(loc) = self.ctx.attr_kind(attr) else {
                return Err(self.error_here("expected location attribute"));
            };
            let loc = *loc;
            self.bump();
            return Ok(loc);
        }
        if self.consume_keyword("unknown") {
            return Ok(self.ctx.unknown_loc());
        }
        if self.is_keyword("callsite") {
            self.bump();
            self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
            let callee = self.parse_location_instance()?;
            if !self.consume_keyword("at") {
                return Err(self.wrong_token_error("expected 'at' in callsite location"));
            }
            let caller = self.parse_location_instance()?;
            self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
            return Ok(self.ctx.intern_location(LocationKind::CallSite { callee, caller }));
        }
        if self.is_keyword("fused") {
            self.bump();
            let mut metadata = None;
            if self.consume_if(TokenKind::Less) {
                metadata = Some(self.parse_attribute(None)?);
                self.expect(TokenKind::Greater, "expected '>' after fused location metadata")?;
            }
            let mut locations = Vec::new();
            self.parse_comma_list(TokenKind::LSquare, TokenKind::RSquare, "expected ']' in fused location", |p| {
                locations.push(p.parse_location_instance()?);
                Ok(())
            })?;
            return Ok(self.ctx.intern_location(LocationKind::Fused { locations, metadata }));
        }
        if !self.is(TokenKind::String) {
            return Err(self.wrong_token_error("expected location instance"));
        }
        let text = crate::lexer::unescape_string(self.tok_bytes());
        let text = String::from_utf8_lossy(&text).into_owned();
        self.bump();
        if self.consume_if(TokenKind::Colon) {
            let line = self.parse_loc_number("expected integer line number in FileLineColLoc")?;
            let mut col = 0;
            if self.consume_if(TokenKind::Colon) {
                col = self.parse_loc_number("expected integer column number in FileLineColLoc")?;
            }
            let mut end = None;
            if self.consume_keyword("to") {
                if self.consume_if(TokenKind::Colon) {
                    end = Some((line, self.parse_loc_number("expected integer column number")?));
                } else {
                    let l2 = self.parse_loc_number("expected integer line number")?;
                    self.expect(TokenKind::Colon, "expected ':' in FileLineColRange")?;
                    end = Some((l2, self.parse_loc_number("expected integer column number")?));
                }
            }
            let file = self.ctx.ident(&text);
            return Ok(self.ctx.intern_location(LocationKind::FileLineCol { file, line, col, end }));
        }
        let name = self.ctx.ident(&text);
        let mut child = None;
        if self.consume_if(TokenKind::LParen) {
            let c = self.parse_location_instance()?;
            self.expect(TokenKind::RParen, "expected ')' after child location of NameLoc")?;
            child = Some(c);
        }
        Ok(self.ctx.intern_location(LocationKind::Name { name, child }))
    }

    fn parse_loc_number(&mut self, msg: &str) -> PResult<u32> {
        if !self.is(TokenKind::Integer) {
            return Err(self.wrong_token_error(msg));
        }
        let v = self.tok_str().parse::<u32>().map_err(|_| self.error_here(msg))?;
        self.bump();
        Ok(v)
    }
}
