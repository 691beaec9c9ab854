//! The Toy lexer (MLIR's tutorial, as of chapter 7): identifiers, the
//! keywords `def`, `var`, `struct` and `return`, numbers (`[0-9][0-9.]*`,
//! so `.` is a token of its own, the member access of chapter 7), `#`
//! comments to the end of the line, and every other character as a token of
//! its own.
//!
//! Invariants: locations are 1-based `(line, column)` of a token's first
//! character, counted as upstream's lexer counts them (it reads one
//! character ahead, so the end of the file is at the position after the
//! last character it read); the input ends at its first NUL byte, as
//! upstream's line reader stops there.

use super::ast::Location;

/// A token: the kinds upstream's `Token` enum names, and any other
/// character as itself.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Token {
    Eof,
    Return,
    Var,
    Def,
    Struct,
    Identifier,
    Number,
    /// Any other character (`;`, `(`, `[`, `+`, ...).
    Char(u8),
}

impl Token {
    /// The value upstream's diagnostics print for the token: its enum value,
    /// or the character's code.
    pub fn code(self) -> i32 {
        match self {
            Token::Eof => -1,
            Token::Return => -2,
            Token::Var => -3,
            Token::Def => -4,
            Token::Struct => -5,
            Token::Identifier => -6,
            Token::Number => -7,
            Token::Char(c) => i32::from(c),
        }
    }

    /// Is this the character `c`?
    pub fn is(self, c: u8) -> bool {
        self == Token::Char(c)
    }
}

/// Reads a Toy source one token at a time, keeping the current token, its
/// location and, for identifiers and numbers, its value.
pub struct Lexer<'a> {
    input: &'a [u8],
    pos: usize,
    /// Upstream's line buffer starts as a lone newline before the input.
    leading_newline: bool,
    /// The character read ahead (`None` at the end of the input).
    last_char: Option<u8>,
    cur_line: u32,
    cur_col: u32,
    cur_tok: Token,
    location: Location,
    identifier: String,
    number: f64,
}

impl<'a> Lexer<'a> {
    pub fn new(input: &'a str) -> Self {
        let bytes = input.as_bytes();
        let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
        Lexer {
            input: &bytes[..end],
            pos: 0,
            leading_newline: true,
            last_char: Some(b' '),
            cur_line: 0,
            cur_col: 0,
            cur_tok: Token::Eof,
            location: Location { line: 0, col: 0 },
            identifier: String::new(),
            number: 0.0,
        }
    }

    /// The current token.
    pub fn cur(&self) -> Token {
        self.cur_tok
    }

    /// Moves to the next token and returns it.
    pub fn next_token(&mut self) -> Token {
        self.cur_tok = self.lex();
        self.cur_tok
    }

    /// The location of the current token's first character.
    pub fn location(&self) -> Location {
        self.location
    }

    /// The current identifier (valid when the current token is one).
    pub fn identifier(&self) -> &str {
        &self.identifier
    }

    /// The current number (valid when the current token is one).
    pub fn number(&self) -> f64 {
        self.number
    }

    fn next_char(&mut self) -> Option<u8> {
        let c = if self.leading_newline {
            self.leading_newline = false;
            b'\n'
        } else {
            let c = *self.input.get(self.pos)?;
            self.pos += 1;
            c
        };
        self.cur_col += 1;
        if c == b'\n' {
            self.cur_line += 1;
            self.cur_col = 0;
        }
        Some(c)
    }

    fn lex(&mut self) -> Token {
        loop {
            while self.last_char.is_some_and(|c| c.is_ascii_whitespace() || c == 0x0b) {
                self.last_char = self.next_char();
            }
            self.location = Location { line: self.cur_line, col: self.cur_col };
            let Some(c) = self.last_char else { return Token::Eof };
            if c.is_ascii_alphabetic() {
                self.identifier.clear();
                self.identifier.push(char::from(c));
                loop {
                    self.last_char = self.next_char();
                    match self.last_char {
                        Some(c) if c.is_ascii_alphanumeric() || c == b'_' => self.identifier.push(char::from(c)),
                        _ => break,
                    }
                }
                return match self.identifier.as_str() {
                    "return" => Token::Return,
                    "def" => Token::Def,
                    "var" => Token::Var,
                    "struct" => Token::Struct,
                    _ => Token::Identifier,
                };
            }
            if c.is_ascii_digit() {
                let mut text = String::new();
                while let Some(c) = self.last_char.filter(|c| c.is_ascii_digit() || *c == b'.') {
                    text.push(char::from(c));
                    self.last_char = self.next_char();
                }
                self.number = strtod(&text);
                return Token::Number;
            }
            if c == b'#' {
                loop {
                    self.last_char = self.next_char();
                    if matches!(self.last_char, None | Some(b'\n' | b'\r')) {
                        break;
                    }
                }
                if self.last_char.is_some() {
                    continue;
                }
                return Token::Eof;
            }
            self.last_char = self.next_char();
            return Token::Char(c);
        }
    }
}

/// C's `strtod` on text of digits and dots: the longest prefix that is a
/// number (digits with at most one dot), 0 when there is none.
fn strtod(text: &str) -> f64 {
    let prefix = match text.match_indices('.').nth(1) {
        Some((second_dot, _)) => &text[..second_dot],
        None => text,
    };
    if !prefix.bytes().any(|b| b.is_ascii_digit()) {
        return 0.0;
    }
    // `5.` and `.5` are numbers to Rust's parser too.
    prefix.parse().unwrap_or(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(src: &str) -> Vec<(Token, u32, u32)> {
        let mut lexer = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let tok = lexer.next_token();
            out.push((tok, lexer.location().line, lexer.location().col));
            if tok == Token::Eof {
                return out;
            }
        }
    }

    #[test]
    fn locations_are_the_first_character_of_each_token() {
        let toks = tokens("def f(a) {\n  return a;\n}\n");
        assert_eq!(toks[0], (Token::Def, 1, 1));
        assert_eq!(toks[1], (Token::Identifier, 1, 5));
        assert_eq!(toks[2], (Token::Char(b'('), 1, 6));
        assert_eq!(toks[6], (Token::Return, 2, 3));
        assert_eq!(toks[7], (Token::Identifier, 2, 10));
        // The end: after the last newline, column 0 of the next line.
        assert_eq!(*toks.last().unwrap(), (Token::Eof, 4, 0));
    }

    #[test]
    fn numbers_comments_and_the_end_of_input() {
        let mut lexer = Lexer::new("1.5.2 # a comment\nv.a");
        assert_eq!(lexer.next_token(), Token::Number);
        assert_eq!(lexer.number(), 1.5);
        assert_eq!(lexer.next_token(), Token::Identifier);
        assert_eq!(lexer.next_token(), Token::Char(b'.'));
        assert_eq!(lexer.next_token(), Token::Identifier);
        assert_eq!(lexer.next_token(), Token::Eof);
        // Without a final newline the end is at the last character read.
        assert_eq!(lexer.location(), Location { line: 2, col: 3 });
        assert_eq!(strtod("."), 0.0);
        assert_eq!(strtod("7."), 7.0);
        assert_eq!(tokens("a\0b").len(), 2, "the input ends at a NUL byte");
    }
}
