//! The Toy parser (MLIR's tutorial, as of chapter 7): recursive descent
//! over the [`Lexer`]'s tokens into a [`Module`], with upstream's grammar
//! and diagnostics.
//!
//! ```text
//! module        ::= (definition | struct)*
//! definition    ::= prototype block
//! prototype     ::= 'def' id '(' (param (',' param)*)? ')'      param ::= id? id
//! struct        ::= 'struct' id '{' (decl ';')+ '}'               (no initializers)
//! block         ::= '{' (block_expr ';')* '}'
//! block_expr    ::= decl | id '(' args ')' | 'return' expr? | expr
//! decl          ::= 'var' id type? '=' expr | id id '=' expr
//! type          ::= '<' (number ','?)* '>'
//! expr          ::= primary (binop primary)*
//!                   binop: '+' '-' (20), '*' (40), '.' (60)
//! primary       ::= id | id '(' args ')' | number | '(' expr ')' | literal | struct_lit
//! literal       ::= '[' (literal | number) (',' (literal | number))* ']'
//! struct_lit    ::= '{' (struct_lit | literal | number) (',' ...)* '}'
//! ```
//!
//! Chapter 1's language is the same without structs; a statement starting
//! with an identifier is a call or a typed declaration from chapter 7 on,
//! as upstream's `toyc-ch7` reads it.
//!
//! Invariants: a failed parse has written at least one diagnostic; as
//! upstream, an error inside a definition also reports the module's end
//! (`expected 'nothing' at end of module`). Where upstream asserts or
//! crashes (a declaration without `=` or without an initializer, a
//! non-identifier parameter) this parser reports an error instead, and
//! nesting deeper than [`MAX_NESTING`] is an error rather than a stack
//! overflow.

use std::fmt::Write as _;

use super::ast::{Expr, ExprId, ExprKind, Function, Location, Module, Param, Prototype, Record, Struct, VarType};
use super::lexer::{Lexer, Token};

/// How deeply parentheses, calls and tensor literals may nest.
pub const MAX_NESTING: usize = 1000;

/// The result of [`parse_module`]: the module (none when parsing failed)
/// and the diagnostics written on the way, one per line.
pub struct Parsed {
    pub module: Option<Module>,
    pub diagnostics: String,
}

/// Parses the Toy source `src` of the file `file` (the name locations
/// print).
pub fn parse_module(file: &str, src: &str) -> Parsed {
    let mut parser = Parser { lexer: Lexer::new(src), exprs: Vec::new(), diagnostics: String::new(), depth: 0 };
    let records = parser.module();
    let module = records.map(|records| Module { file: file.to_string(), records, exprs: parser.exprs });
    Parsed { module, diagnostics: parser.diagnostics }
}

struct Parser<'a> {
    lexer: Lexer<'a>,
    exprs: Vec<Expr>,
    diagnostics: String,
    depth: usize,
}

/// A failed parse; its diagnostic is already written.
struct Failed;

type PResult<T> = Result<T, Failed>;

impl Parser<'_> {
    fn module(&mut self) -> Option<Vec<Record>> {
        self.lexer.next_token();
        let mut records = Vec::new();
        loop {
            let record = match self.lexer.cur() {
                Token::Eof => break,
                Token::Def => self.definition().map(Record::Function),
                Token::Struct => self.struct_def().map(Record::Struct),
                _ => {
                    let _ = self.error::<()>("'def' or 'struct'", "when parsing top level module records");
                    return None;
                }
            };
            match record {
                Ok(record) => records.push(record),
                Err(Failed) => break,
            }
        }
        if self.lexer.cur() != Token::Eof {
            let _ = self.error::<()>("nothing", "at end of module");
            return None;
        }
        Some(records)
    }

    fn add(&mut self, loc: Location, kind: ExprKind) -> ExprId {
        self.exprs.push(Expr { loc, kind });
        ExprId(u32::try_from(self.exprs.len() - 1).expect("fewer than 2^32 expressions"))
    }

    /// Upstream's `parseError`: what was expected, in which context, and
    /// the token found instead.
    fn error<T>(&mut self, expected: &str, context: &str) -> PResult<T> {
        let tok = self.lexer.cur();
        let loc = self.lexer.location();
        let _ = write!(
            self.diagnostics,
            "Parse error ({}, {}): expected '{expected}' {context} but has Token {}",
            loc.line,
            loc.col,
            tok.code()
        );
        if let Token::Char(c) = tok {
            if c.is_ascii_graphic() || c == b' ' {
                let _ = write!(self.diagnostics, " '{}'", char::from(c));
            }
        }
        self.diagnostics.push('\n');
        Err(Failed)
    }

    /// Consumes the character `c`, or reports `expected` in `context`.
    fn expect(&mut self, c: u8, expected: &str, context: &str) -> PResult<()> {
        if !self.lexer.cur().is(c) {
            return self.error(expected, context);
        }
        self.lexer.next_token();
        Ok(())
    }

    /// After an element of a list closed by `close`: false at `close`
    /// (left for the caller), true after consuming the `,` before the next
    /// element; anything else is reported as `expected` in `context`.
    fn list_continues(&mut self, close: u8, expected: &str, context: &str) -> PResult<bool> {
        if self.lexer.cur().is(close) {
            return Ok(false);
        }
        self.expect(b',', expected, context)?;
        Ok(true)
    }

    /// Consumes an identifier and returns it, or reports `expected` in
    /// `context`.
    fn expect_identifier(&mut self, expected: &str, context: &str) -> PResult<String> {
        if self.lexer.cur() != Token::Identifier {
            return self.error(expected, context);
        }
        let name = self.lexer.identifier().to_string();
        self.lexer.next_token();
        Ok(name)
    }

    /// Runs `f` one nesting level deeper, failing beyond [`MAX_NESTING`].
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_NESTING {
            let loc = self.lexer.location();
            let _ = writeln!(
                self.diagnostics,
                "Parse error ({}, {}): expressions nest deeper than {MAX_NESTING} levels",
                loc.line, loc.col
            );
            return Err(Failed);
        }
        self.depth += 1;
        let result = f(self);
        self.depth -= 1;
        result
    }

    fn definition(&mut self) -> PResult<Function> {
        let proto = self.prototype()?;
        let body = self.block()?;
        Ok(Function { proto, body })
    }

    /// After `def` (the module only calls it there).
    fn prototype(&mut self) -> PResult<Prototype> {
        let loc = self.lexer.location();
        self.lexer.next_token();
        let name = self.expect_identifier("function name", "in prototype")?;
        self.expect(b'(', "(", "in prototype")?;
        let mut params = Vec::new();
        while self.lexer.cur() == Token::Identifier {
            // A name, or a struct's name and then the parameter's.
            let loc = self.lexer.location();
            let mut name = self.lexer.identifier().to_string();
            let mut ty = VarType::default();
            self.lexer.next_token();
            if self.lexer.cur() == Token::Identifier {
                ty.name = std::mem::replace(&mut name, self.lexer.identifier().to_string());
                self.lexer.next_token();
            }
            params.push(Param { name, ty, loc });
            if !self.lexer.cur().is(b',') {
                break;
            }
            self.lexer.next_token();
            if self.lexer.cur() != Token::Identifier {
                return self.error("identifier", "after ',' in function parameter list");
            }
        }
        self.expect(b')', ")", "to end function prototype")?;
        Ok(Prototype { loc, name, params })
    }

    fn skip_semicolons(&mut self) {
        while self.lexer.cur().is(b';') {
            self.lexer.next_token();
        }
    }

    fn block(&mut self) -> PResult<Vec<ExprId>> {
        self.expect(b'{', "{", "to begin block")?;
        let mut exprs = Vec::new();
        self.skip_semicolons();
        while !self.lexer.cur().is(b'}') && self.lexer.cur() != Token::Eof {
            let expr = match self.lexer.cur() {
                Token::Identifier => self.declaration_or_call()?,
                Token::Var => self.var_declaration(true)?,
                Token::Return => self.return_expr()?,
                _ => self.expression()?,
            };
            exprs.push(expr);
            if !self.lexer.cur().is(b';') {
                return self.error(";", "after expression");
            }
            self.skip_semicolons();
        }
        self.expect(b'}', "}", "to close block")?;
        Ok(exprs)
    }

    fn return_expr(&mut self) -> PResult<ExprId> {
        let loc = self.lexer.location();
        self.lexer.next_token();
        let value = if self.lexer.cur().is(b';') { None } else { Some(self.expression()?) };
        Ok(self.add(loc, ExprKind::Return { value }))
    }

    /// A statement starting with an identifier: a call, or a declaration
    /// whose type is a struct's name.
    fn declaration_or_call(&mut self) -> PResult<ExprId> {
        let loc = self.lexer.location();
        let name = self.lexer.identifier().to_string();
        self.lexer.next_token();
        if self.lexer.cur().is(b'(') {
            return self.call(name, loc);
        }
        self.typed_declaration(name, true, loc)
    }

    /// `Type name (= init)?`, after the type's name.
    fn typed_declaration(&mut self, type_name: String, requires_init: bool, loc: Location) -> PResult<ExprId> {
        let name = self.expect_identifier("name", "in variable declaration")?;
        let init = self.initializer(requires_init, "initializer")?;
        let ty = VarType { shape: Vec::new(), name: type_name };
        Ok(self.add(loc, ExprKind::VarDecl { name, ty, init }))
    }

    /// A declaration with `var` or a struct type (a struct's fields).
    fn declaration(&mut self, requires_init: bool) -> PResult<ExprId> {
        if self.lexer.cur() == Token::Var {
            return self.var_declaration(requires_init);
        }
        let loc = self.lexer.location();
        let type_name = self.expect_identifier("type name", "in variable declaration")?;
        self.typed_declaration(type_name, requires_init, loc)
    }

    fn var_declaration(&mut self, requires_init: bool) -> PResult<ExprId> {
        let loc = self.lexer.location();
        self.lexer.next_token();
        let name = self.expect_identifier("identified", "after 'var' declaration")?;
        let ty = if self.lexer.cur().is(b'<') { self.var_type()? } else { VarType::default() };
        let init = self.initializer(requires_init, "=")?;
        Ok(self.add(loc, ExprKind::VarDecl { name, ty, init }))
    }

    /// A declaration's `= expr` when it needs one (a struct's fields have
    /// none); a missing `=` is reported as `expected`.
    fn initializer(&mut self, required: bool, expected: &str) -> PResult<Option<ExprId>> {
        if !required {
            return Ok(None);
        }
        self.expect(b'=', expected, "in variable declaration")?;
        if matches!(self.lexer.cur(), Token::Char(b';' | b'}')) {
            return self.error("expression", "to initialize variable");
        }
        self.expression().map(Some)
    }

    /// `struct Name { decl; ... }`: fields without initializers.
    fn struct_def(&mut self) -> PResult<Struct> {
        let loc = self.lexer.location();
        self.lexer.next_token();
        let name = self.expect_identifier("name", "in struct definition")?;
        self.expect(b'{', "{", "in struct definition")?;
        let mut fields = Vec::new();
        loop {
            fields.push(self.declaration(false)?);
            self.expect(b';', ";", "after variable in struct definition")?;
            if self.lexer.cur().is(b'}') {
                break;
            }
        }
        self.lexer.next_token();
        Ok(Struct { loc, name, fields })
    }

    fn var_type(&mut self) -> PResult<VarType> {
        self.lexer.next_token();
        let mut shape = Vec::new();
        while self.lexer.cur() == Token::Number {
            // As upstream: the number converted to an integer.
            shape.push(self.lexer.number() as i64);
            self.lexer.next_token();
            if self.lexer.cur().is(b',') {
                self.lexer.next_token();
            }
        }
        self.expect(b'>', ">", "to end type")?;
        Ok(VarType { shape, name: String::new() })
    }

    fn expression(&mut self) -> PResult<ExprId> {
        self.nested(|p| {
            let lhs = p.primary()?;
            p.bin_op_rhs(0, lhs)
        })
    }

    /// The primary expression at the current token; upstream's messages
    /// when there is none.
    fn primary(&mut self) -> PResult<ExprId> {
        match self.lexer.cur() {
            Token::Identifier => self.identifier_expr(),
            Token::Number => Ok(self.number_expr()),
            Token::Char(b'(') => self.paren_expr(),
            Token::Char(b'[') => self.nested(Self::tensor_literal),
            Token::Char(b'{') => self.nested(Self::struct_literal),
            // No expression: reported by the caller, or only as the
            // module's unexpected end, as upstream.
            Token::Char(b';' | b'}') => Err(Failed),
            tok => {
                let _ = writeln!(self.diagnostics, "unknown token '{}' when expecting an expression", tok.code());
                Err(Failed)
            }
        }
    }

    fn number_expr(&mut self) -> ExprId {
        let loc = self.lexer.location();
        let value = self.lexer.number();
        self.lexer.next_token();
        self.add(loc, ExprKind::Number(value))
    }

    fn paren_expr(&mut self) -> PResult<ExprId> {
        self.lexer.next_token();
        let value = self.expression()?;
        self.expect(b')', ")", "to close expression with parentheses")?;
        Ok(value)
    }

    fn identifier_expr(&mut self) -> PResult<ExprId> {
        let name = self.lexer.identifier().to_string();
        let loc = self.lexer.location();
        self.lexer.next_token();
        if !self.lexer.cur().is(b'(') {
            return Ok(self.add(loc, ExprKind::Variable(name)));
        }
        self.call(name, loc)
    }

    /// `name(args)` from the `(`: a call, or the builtin `print`.
    fn call(&mut self, name: String, loc: Location) -> PResult<ExprId> {
        self.lexer.next_token();
        let mut args = Vec::new();
        if !self.lexer.cur().is(b')') {
            loop {
                args.push(self.expression()?);
                if !self.list_continues(b')', ", or )", "in argument list")? {
                    break;
                }
            }
        }
        self.lexer.next_token();
        if name == "print" {
            if args.len() != 1 {
                return self.error("<single arg>", "as argument to print()");
            }
            return Ok(self.add(loc, ExprKind::Print { arg: args[0] }));
        }
        Ok(self.add(loc, ExprKind::Call { callee: name, args }))
    }

    /// `{ value, ... }`: tensor literals, numbers and struct literals.
    fn struct_literal(&mut self) -> PResult<ExprId> {
        let loc = self.lexer.location();
        self.lexer.next_token();
        let mut values = Vec::new();
        loop {
            match self.lexer.cur() {
                Token::Char(b'[') => values.push(self.nested(Self::tensor_literal)?),
                Token::Number => values.push(self.number_expr()),
                Token::Char(b'{') => values.push(self.nested(Self::struct_literal)?),
                _ => return self.error("{, [, or number", "in struct literal expression"),
            }
            if !self.list_continues(b'}', "} or ,", "in struct literal expression")? {
                break;
            }
        }
        self.lexer.next_token();
        Ok(self.add(loc, ExprKind::StructLiteral { values }))
    }

    fn tensor_literal(&mut self) -> PResult<ExprId> {
        let loc = self.lexer.location();
        self.lexer.next_token();
        let mut values = Vec::new();
        loop {
            if self.lexer.cur().is(b'[') {
                values.push(self.nested(Self::tensor_literal)?);
            } else {
                if self.lexer.cur() != Token::Number {
                    return self.error("<num> or [", "in literal expression");
                }
                values.push(self.number_expr());
            }
            if !self.list_continues(b']', "] or ,", "in literal expression")? {
                break;
            }
        }
        self.lexer.next_token();
        let mut dims = vec![values.len() as i64];
        let nested_dims = |p: &Self, id: ExprId| match &p.exprs[id.0 as usize].kind {
            ExprKind::Literal { dims, .. } => Some(dims.clone()),
            _ => None,
        };
        if values.iter().any(|&v| nested_dims(self, v).is_some()) {
            let Some(first) = nested_dims(self, values[0]) else {
                return self.error("uniform well-nested dimensions", "inside literal expression");
            };
            if values.iter().any(|&v| nested_dims(self, v).as_ref() != Some(&first)) {
                return self.error("uniform well-nested dimensions", "inside literal expression");
            }
            dims.extend(first);
        }
        Ok(self.add(loc, ExprKind::Literal { values, dims }))
    }

    /// Upstream's operator-precedence loop: `+` and `-` bind at 20, `*`
    /// at 40, `.` at 60, all left-associative.
    fn bin_op_rhs(&mut self, min_prec: i32, mut lhs: ExprId) -> PResult<ExprId> {
        loop {
            let prec = self.precedence();
            if prec < min_prec {
                return Ok(lhs);
            }
            let Token::Char(op) = self.lexer.cur() else { return Ok(lhs) };
            self.lexer.next_token();
            // As upstream: the location of the operand after the operator.
            let loc = self.lexer.location();
            let mut rhs = match self.primary() {
                Ok(rhs) => rhs,
                Err(Failed) => return self.error("expression", "to complete binary operator"),
            };
            if prec < self.precedence() {
                rhs = self.nested(|p| p.bin_op_rhs(prec + 1, rhs))?;
            }
            lhs = self.add(loc, ExprKind::BinOp { op, lhs, rhs });
        }
    }

    fn precedence(&self) -> i32 {
        match self.lexer.cur() {
            Token::Char(b'+' | b'-') => 20,
            Token::Char(b'*') => 40,
            Token::Char(b'.') => 60,
            _ => -1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::dump::dump;

    fn parse(src: &str) -> Parsed {
        parse_module("t.toy", src)
    }

    #[test]
    fn multiplication_binds_tighter_and_operators_associate_left() {
        let parsed = parse("def f(a, b) { return a - b * a + b; }");
        let module = parsed.module.expect("parses");
        let text = dump(&module);
        // ((a - (b * a)) + b)
        let ops: Vec<&str> = text.lines().filter_map(|l| l.trim().strip_prefix("BinOp: ")).collect();
        assert_eq!(ops, ["+ @t.toy:1:34", "- @t.toy:1:26", "* @t.toy:1:30"]);
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let depth = MAX_NESTING + 10;
        let src = format!("def f() {{ return {}1{}; }}", "(".repeat(depth), ")".repeat(depth));
        let parsed = parse(&src);
        assert!(parsed.module.is_none());
        assert!(parsed.diagnostics.contains("nest deeper than 1000 levels"), "{}", parsed.diagnostics);
        let src = format!("def f() {{ var a = {}1{}; }}", "[".repeat(depth), "]".repeat(depth));
        assert!(parse(&src).module.is_none());
        let src = format!("def f() {{ S a = {}1{}; }}", "{".repeat(depth), "}".repeat(depth));
        assert!(parse(&src).module.is_none(), "struct literals nest too");
        let src = format!("def f() {{ var a = {}1{}; }}", "[".repeat(500), "]".repeat(500));
        assert!(parse(&src).module.is_some(), "500 levels are fine");
    }

    #[test]
    fn a_long_chain_parses_prints_and_drops_without_recursion() {
        // A left-deep tree as deep as the chain is long.
        let n = 200_000;
        let src = format!("def f(a) {{ return a{}; }}", " + a".repeat(n));
        let module = parse(&src).module.expect("parses");
        assert_eq!(module.exprs.len(), 2 * n + 2);
        drop(module);
        // The dump indents by depth, so its size grows with the square of
        // the chain (as upstream's): a shorter one.
        let n = 3_000;
        let src = format!("def f(a) {{ return a{}; }}", " + a".repeat(n));
        let text = dump(&parse(&src).module.expect("parses"));
        assert_eq!(text.lines().filter(|l| l.contains("BinOp: +")).count(), n);
    }
}

#[cfg(test)]
mod fuzz {
    use super::*;
    use crate::language::dump::dump;
    use strata_ir::testing::XorShift;

    /// Token soup from Toy's alphabet (and a few bytes outside it): the
    /// parser answers with a module or a diagnostic, never a panic, and a
    /// module always dumps.
    #[test]
    fn random_token_soup_never_panics() {
        const PIECES: &[&str] = &[
            "def",
            "var",
            "struct",
            "return",
            "print",
            "f",
            "a",
            "S",
            "(",
            ")",
            "{",
            "}",
            "[",
            "]",
            "<",
            ">",
            ",",
            ";",
            "=",
            "+",
            "-",
            "*",
            ".",
            "1",
            "2.5",
            "3.",
            ".",
            "#c\n",
            "\n",
            " ",
            "\u{e9}",
            "\0",
            "@",
            "9999999999999999999",
        ];
        let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
        for _ in 0..3000 {
            let len = rng.below(40);
            let src: String = (0..len).map(|_| PIECES[rng.below(PIECES.len())]).collect::<Vec<_>>().join(" ");
            let parsed = parse_module("f.toy", &src);
            match &parsed.module {
                Some(module) => {
                    dump(module);
                }
                None => assert!(!parsed.diagnostics.is_empty(), "a failed parse says why: {src:?}"),
            }
        }
    }
}
