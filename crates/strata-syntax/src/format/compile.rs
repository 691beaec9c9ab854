//! Compiling an ODS `assemblyFormat` string against a [`FormatSpec`]: the
//! format lexer and parser (this file), then the checks, type-resolution
//! plan and print spacing of `resolve.rs`.
//!
//! Invariants: compiling never panics; nesting deeper than
//! [`MAX_FORMAT_DEPTH`] is an error, so the interpreter's recursion over
//! the tree is bounded; errors carry the byte offset in the format string.

mod groups;

use super::ast::{is_keyword, Element, TypeArg, VarRef, PUNCTUATION};
use super::custom::CustomDirectives;
use super::spec::{AttrFormat, FormatSpec};

/// Deepest nesting of groups and directives a format may use.
pub const MAX_FORMAT_DEPTH: usize = 16;

/// An invalid format string.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("assembly format:{offset}: {message}")]
pub struct FormatError {
    pub message: String,
    /// Byte offset in the format string.
    pub offset: usize,
}

pub(crate) type CResult<T> = Result<T, FormatError>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok<'s> {
    Eof,
    Literal(&'s str),
    Var(&'s str),
    Ident(&'s str),
    Str(&'s str),
    Punct(u8),
}

/// Where an element is being parsed (what it may be).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ctx {
    Top,
    Optional,
    Custom,
    TypeArg,
    OiList,
}

pub(crate) struct FormatParser<'s, 'c> {
    src: &'s str,
    pos: usize,
    tok: Tok<'s>,
    tok_start: usize,
    pub(crate) spec: &'c FormatSpec,
    customs: &'c CustomDirectives,
    depth: usize,
    /// What the top-level format has bound (for duplicate checks).
    pub(crate) seen: Seen,
}

/// Variables and directives seen so far.
#[derive(Default)]
pub(crate) struct Seen {
    pub operands: Vec<bool>,
    pub attrs: Vec<bool>,
    pub regions: Vec<bool>,
    pub successors: Vec<bool>,
    pub operand_types: Vec<bool>,
    pub result_types: Vec<bool>,
    pub all_operands: bool,
    pub all_operand_types: bool,
    pub all_result_types: bool,
    pub all_regions: bool,
    pub all_successors: bool,
    pub attr_dict: bool,
    pub prop_dict: bool,
}

impl<'s, 'c> FormatParser<'s, 'c> {
    pub(crate) fn new(src: &'s str, spec: &'c FormatSpec, customs: &'c CustomDirectives) -> Self {
        let seen = Seen {
            operands: vec![false; spec.operands.len()],
            attrs: vec![false; spec.attrs.len()],
            regions: vec![false; spec.regions.len()],
            successors: vec![false; spec.successors.len()],
            operand_types: vec![false; spec.operands.len()],
            result_types: vec![false; spec.results.len()],
            ..Seen::default()
        };
        FormatParser { src, pos: 0, tok: Tok::Eof, tok_start: 0, spec, customs, depth: 0, seen }
    }

    pub(crate) fn err<T>(&self, offset: usize, message: impl Into<String>) -> CResult<T> {
        Err(FormatError { message: message.into(), offset })
    }

    // ---- lexer ----

    fn bump(&mut self) -> CResult<()> {
        let bytes = self.src.as_bytes();
        while self.pos < bytes.len() && matches!(bytes[self.pos], b' ' | b'\t' | b'\n' | b'\r' | 0) {
            self.pos += 1;
        }
        self.tok_start = self.pos;
        let Some(&c) = bytes.get(self.pos) else {
            self.tok = Tok::Eof;
            return Ok(());
        };
        self.pos += 1;
        let word = |p: &mut Self, extra: &[u8]| {
            while p.pos < bytes.len() && (bytes[p.pos].is_ascii_alphanumeric() || extra.contains(&bytes[p.pos])) {
                p.pos += 1;
            }
        };
        self.tok = match c {
            b'`' => {
                let Some(len) = bytes[self.pos..].iter().position(|&b| b == b'`') else {
                    return self.err(self.tok_start, "unexpected end of file in literal");
                };
                let text = &self.src[self.pos..self.pos + len];
                self.pos += len + 1;
                Tok::Literal(text)
            }
            b'"' => {
                let Some(len) = bytes[self.pos..].iter().position(|&b| b == b'"') else {
                    return self.err(self.tok_start, "unexpected end of file in string");
                };
                let text = &self.src[self.pos..self.pos + len];
                self.pos += len + 1;
                Tok::Str(text)
            }
            b'$' => {
                if !bytes.get(self.pos).is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_') {
                    return self.err(self.tok_start, "expected variable name");
                }
                word(self, b"_");
                Tok::Var(&self.src[self.tok_start + 1..self.pos])
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                word(self, b"_-");
                Tok::Ident(&self.src[self.tok_start..self.pos])
            }
            b'^' | b':' | b',' | b'=' | b'<' | b'>' | b'?' | b'(' | b')' | b'*' | b'|' => Tok::Punct(c),
            _ => return self.err(self.tok_start, "unexpected character"),
        };
        Ok(())
    }

    fn expect_punct(&mut self, c: u8, msg: &str) -> CResult<()> {
        if self.tok != Tok::Punct(c) {
            return self.err(self.tok_start, msg);
        }
        self.bump()
    }

    // ---- elements ----

    /// Parses the whole format.
    pub(crate) fn parse_format(&mut self) -> CResult<Vec<Element>> {
        self.bump()?;
        let mut elements = Vec::new();
        while self.tok != Tok::Eof {
            elements.push(self.parse_element(Ctx::Top)?);
        }
        Ok(elements)
    }

    fn parse_element(&mut self, ctx: Ctx) -> CResult<Element> {
        self.depth += 1;
        if self.depth > MAX_FORMAT_DEPTH {
            return self.err(self.tok_start, "format is nested too deeply");
        }
        let r = self.parse_element_inner(ctx);
        self.depth -= 1;
        r
    }

    fn parse_element_inner(&mut self, ctx: Ctx) -> CResult<Element> {
        let start = self.tok_start;
        match self.tok {
            Tok::Literal(text) => {
                self.bump()?;
                if ctx == Ctx::Custom || ctx == Ctx::TypeArg {
                    return self.err(start, "literals are not allowed here");
                }
                match text {
                    "" => Ok(Element::Space(false)),
                    " " => Ok(Element::Space(true)),
                    "\\n" => Ok(Element::Newline),
                    t if PUNCTUATION.contains(&t) || is_keyword(t) => {
                        Ok(Element::Literal { text: t.to_string(), space: false, token: crate::lexer::punctuation(t) })
                    }
                    t if t.len() == 1 => {
                        self.err(start, "single character literal must be a letter or one of '_:,=<>()[]{}?+*'")
                    }
                    _ => self.err(start, "expected valid literal but got '".to_string() + text + "'"),
                }
            }
            Tok::Var(name) => {
                self.bump()?;
                self.parse_variable(start, name, ctx)
            }
            // Optional groups nest (`llvm.load`'s `(`atomic` (`syncscope` ...)? $ordering^)?`).
            Tok::Punct(b'(') if matches!(ctx, Ctx::Top | Ctx::Optional | Ctx::OiList) => {
                self.bump()?;
                self.parse_optional_group(start)
            }
            Tok::Ident(word) => {
                self.bump()?;
                self.parse_directive(start, word, ctx)
            }
            Tok::Eof => self.err(start, "unexpected end of format"),
            _ => self.err(start, "expected directive, literal, variable, or optional group"),
        }
    }

    fn parse_variable(&mut self, start: usize, name: &str, ctx: Ctx) -> CResult<Element> {
        let spec = self.spec;
        let top = matches!(ctx, Ctx::Top | Ctx::Optional | Ctx::OiList);
        let var = if let Some(i) = spec.operands.iter().position(|v| v.name == name) {
            if top && std::mem::replace(&mut self.seen.operands[i], true) {
                return self.err(start, format!("operand '{name}' is already bound"));
            }
            VarRef::Operand(i)
        } else if let Some(i) = spec.attrs.iter().position(|a| a.name == name) {
            if top && std::mem::replace(&mut self.seen.attrs[i], true) {
                return self.err(start, format!("attribute '{name}' is already bound"));
            }
            VarRef::Attr(i)
        } else if let Some(i) = spec.regions.iter().position(|r| r.name == name) {
            if top && std::mem::replace(&mut self.seen.regions[i], true) {
                return self.err(start, format!("region '{name}' is already bound"));
            }
            VarRef::Region(i)
        } else if let Some(i) = spec.successors.iter().position(|s| s.name == name) {
            if top && std::mem::replace(&mut self.seen.successors[i], true) {
                return self.err(start, format!("successor '{name}' is already bound"));
            }
            VarRef::Successor(i)
        } else if let Some(i) = spec.results.iter().position(|r| r.name == name) {
            if ctx != Ctx::TypeArg {
                return self.err(start, "result variables can only be used as a child to a 'type' directive");
            }
            VarRef::Result(i)
        } else {
            return self.err(
                start,
                format!("expected variable to refer to an argument, region, result, or successor, but got '{name}'"),
            );
        };
        if let (VarRef::Attr(i), true) = (var, top) {
            if matches!(spec.attrs[i].format, AttrFormat::Unit) && ctx == Ctx::Top {
                return self.err(start, "unit attributes can only be used within an optional group or oilist");
            }
        }
        Ok(Element::Var { var, qualified: false, space: false })
    }

    fn parse_directive(&mut self, start: usize, word: &str, ctx: Ctx) -> CResult<Element> {
        let top = matches!(ctx, Ctx::Top | Ctx::Optional | Ctx::OiList);
        match word {
            "attr-dict" | "attr-dict-with-keyword" => {
                if ctx == Ctx::Custom {
                    return Ok(Element::AttrDict { with_keyword: false });
                }
                if ctx != Ctx::Top {
                    return self.err(start, "'attr-dict' directive can only be used as a top-level directive");
                }
                if std::mem::replace(&mut self.seen.attr_dict, true) {
                    return self.err(start, "'attr-dict' directive has already been seen");
                }
                Ok(Element::AttrDict { with_keyword: word == "attr-dict-with-keyword" })
            }
            "prop-dict" => {
                if ctx != Ctx::Top || std::mem::replace(&mut self.seen.prop_dict, true) {
                    return self.err(start, "'prop-dict' directive can only be used once, at the top level");
                }
                Ok(Element::PropDict)
            }
            "operands" => {
                if top && std::mem::replace(&mut self.seen.all_operands, true) {
                    return self.err(start, "'operands' directive creates overlap in format");
                }
                Ok(Element::Operands { space: false })
            }
            "regions" => {
                if top && std::mem::replace(&mut self.seen.all_regions, true) {
                    return self.err(start, "'regions' directive creates overlap in format");
                }
                Ok(Element::Regions { space: false })
            }
            "successors" => {
                if top && std::mem::replace(&mut self.seen.all_successors, true) {
                    return self.err(start, "'successors' directive creates overlap in format");
                }
                Ok(Element::Successors { space: false })
            }
            "results" => self.err(start, "'results' directive can can only be used as a child to a 'type' directive"),
            "type" => {
                self.expect_punct(b'(', "expected '(' before argument list")?;
                let arg = self.parse_type_arg(top)?;
                self.expect_punct(b')', "expected ')' after argument list")?;
                Ok(Element::Type { arg, qualified: false, space: false })
            }
            "qualified" => {
                self.expect_punct(b'(', "expected '(' before argument list")?;
                let inner_start = self.tok_start;
                let mut inner = self.parse_element(ctx)?;
                match &mut inner {
                    Element::Var { var: VarRef::Attr(_), qualified, .. } | Element::Type { qualified, .. } => {
                        *qualified = true
                    }
                    _ => {
                        return self
                            .err(inner_start, "'qualified' directive expects an attribute or a `type` directive")
                    }
                }
                self.expect_punct(b')', "expected ')' after argument list")?;
                Ok(inner)
            }
            "functional-type" => {
                self.expect_punct(b'(', "expected '(' before argument list")?;
                let inputs = self.parse_type_arg(top)?;
                self.expect_punct(b',', "expected ',' after inputs argument")?;
                let results = self.parse_type_arg(top)?;
                self.expect_punct(b')', "expected ')' after argument list")?;
                Ok(Element::FunctionalType { inputs, results, space: false })
            }
            "custom" => self.parse_custom(start, ctx),
            "oilist" if ctx == Ctx::Top => self.parse_oilist(),
            _ => self.err(start, format!("expected directive, literal, variable, or optional group, but got '{word}'")),
        }
    }

    /// The argument of a type directive; `bind` marks the type as seen.
    fn parse_type_arg(&mut self, bind: bool) -> CResult<TypeArg> {
        let start = self.tok_start;
        let arg = match self.tok {
            Tok::Ident("operands") => TypeArg::Operands,
            Tok::Ident("results") => TypeArg::Results,
            Tok::Var(name) => {
                if let Some(i) = self.spec.operands.iter().position(|v| v.name == name) {
                    TypeArg::Operand(i)
                } else if let Some(i) = self.spec.results.iter().position(|v| v.name == name) {
                    TypeArg::Result(i)
                } else {
                    return self.err(start, "type directives can only have an operand or result as an argument");
                }
            }
            _ => return self.err(start, "expected directive, literal, variable, or optional group"),
        };
        self.bump()?;
        if bind {
            let already = match arg {
                TypeArg::Operands => std::mem::replace(&mut self.seen.all_operand_types, true),
                TypeArg::Results => std::mem::replace(&mut self.seen.all_result_types, true),
                TypeArg::Operand(i) => std::mem::replace(&mut self.seen.operand_types[i], true),
                TypeArg::Result(i) => std::mem::replace(&mut self.seen.result_types[i], true),
            };
            if already {
                return self.err(start, "'type' of this argument is already bound");
            }
        }
        Ok(arg)
    }
}
