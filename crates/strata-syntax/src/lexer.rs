//! A hand-written lexer for the MLIR textual format over raw bytes.
//!
//! Invariants: the lexer never fails and never panics; every byte sequence,
//! including invalid UTF-8 and NUL, becomes tokens, an `Error` token
//! carrying a message for what cannot start a token. Tokens are byte ranges
//! into the source, so lexing allocates nothing. `//` comments and
//! whitespace are skipped.

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TokenKind {
    Eof,
    Error,
    /// `foo`, `i32`, `x4xf32`, `builtin.module`
    BareIdent,
    /// `%name`, `%0`
    PercentIdent,
    /// `^bb0`
    CaretIdent,
    /// `@sym` or `@"sym"`
    AtIdent,
    /// `#alias`, `#dialect.attr`
    HashIdent,
    /// `!alias`, `!dialect.type`
    ExclamationIdent,
    Integer,
    Float,
    String,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Star,
    VerticalBar,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// The token of a punctuation literal of a declarative format (`` `<` ``,
/// `` `->` ``); `None` for a keyword literal or unknown punctuation.
pub fn punctuation(text: &str) -> Option<TokenKind> {
    Some(match text {
        ":" => TokenKind::Colon,
        "," => TokenKind::Comma,
        "=" => TokenKind::Equal,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "?" => TokenKind::Question,
        "+" => TokenKind::Plus,
        "*" => TokenKind::Star,
        "->" => TokenKind::Arrow,
        "..." => TokenKind::Ellipsis,
        _ => return None,
    })
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Token {
    pub kind: TokenKind,
    pub start: usize,
    pub end: usize,
}

pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// Message of the last `Error` token.
    pub error: &'static str,
}

/// Byte classes, one table lookup per byte in the lexer's loops.
const IDENT_START: u8 = 1;
const IDENT: u8 = 2;
const SUFFIX: u8 = 4;
const CLASSES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let alpha = b.is_ascii_alphabetic();
        let alnum = b.is_ascii_alphanumeric();
        if alpha || b == b'_' {
            t[c] |= IDENT_START;
        }
        if alnum || matches!(b, b'_' | b'$' | b'.') {
            t[c] |= IDENT;
        }
        if alnum || matches!(b, b'_' | b'$' | b'.' | b'-') {
            t[c] |= SUFFIX;
        }
        c += 1;
    }
    t
};

fn is_ident_start(c: u8) -> bool {
    CLASSES[c as usize] & IDENT_START != 0
}
fn is_ident_char(c: u8) -> bool {
    CLASSES[c as usize] & IDENT != 0
}
/// Characters of a suffix-id (`%`, `^`, `#`, `!`, `@` identifiers).
fn is_suffix_char(c: u8) -> bool {
    CLASSES[c as usize] & SUFFIX != 0
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a [u8]) -> Lexer<'a> {
        Lexer { src, pos: 0, error: "" }
    }

    pub fn source(&self) -> &'a [u8] {
        self.src
    }

    /// Restarts lexing at byte offset `pos`.
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    /// Moves past the bytes `keep` accepts (one scan of the rest, without
    /// a bounds check per byte).
    fn skip_while(&mut self, keep: impl Fn(u8) -> bool) {
        let rest = self.src.get(self.pos..).unwrap_or_default();
        self.pos += rest.iter().position(|&c| !keep(c)).unwrap_or(rest.len());
    }

    /// Moves past a run of spaces (indentation, and the space between
    /// most tokens), eight bytes at a time: the first byte that is not a
    /// space is found from the word's trailing zeros after XOR with
    /// spaces.
    #[inline]
    fn skip_spaces(&mut self) {
        const SPACES: u64 = u64::from_le_bytes([b' '; 8]);
        while let Some(chunk) = self.src.get(self.pos..self.pos + 8) {
            let word = u64::from_le_bytes(chunk.try_into().expect("a slice of eight bytes"));
            let other = word ^ SPACES;
            if other != 0 {
                self.pos += (other.trailing_zeros() / 8) as usize;
                return;
            }
            self.pos += 8;
        }
        while self.src.get(self.pos) == Some(&b' ') {
            self.pos += 1;
        }
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token { kind, start, end: self.pos }
    }

    /// An error token located at `at` (where the problem is, which for
    /// unterminated strings is past the token's start).
    fn err(&mut self, at: usize, msg: &'static str) -> Token {
        self.error = msg;
        if self.pos <= at {
            self.pos = at + 1;
        }
        Token { kind: TokenKind::Error, start: at, end: self.pos.min(self.src.len()).max(at) }
    }

    pub fn next_token(&mut self) -> Token {
        loop {
            self.skip_spaces();
            let start = self.pos;
            if self.pos >= self.src.len() {
                return self.tok(TokenKind::Eof, start);
            }
            let c = self.src[self.pos];
            self.pos += 1;
            use TokenKind::*;
            return match c {
                // NUL inside the buffer is skipped like whitespace, as upstream.
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if self.peek(0) == b'/' => {
                    while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                    continue;
                }
                b'(' => self.tok(LParen, start),
                b')' => self.tok(RParen, start),
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        return self.tok(FileMetadataBegin, start);
                    }
                    self.tok(LBrace, start)
                }
                b'}' => self.tok(RBrace, start),
                b'[' => self.tok(LSquare, start),
                b']' => self.tok(RSquare, start),
                b'<' => self.tok(Less, start),
                b'>' => self.tok(Greater, start),
                b',' => self.tok(Comma, start),
                b'=' => self.tok(Equal, start),
                b':' => self.tok(Colon, start),
                b'?' => self.tok(Question, start),
                b'*' => self.tok(Star, start),
                b'+' => self.tok(Plus, start),
                b'|' => self.tok(VerticalBar, start),
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        self.tok(Arrow, start)
                    } else {
                        self.tok(Minus, start)
                    }
                }
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        self.tok(Ellipsis, start)
                    } else {
                        // Upstream points after the first dot, where the second was expected.
                        let at = self.pos;
                        self.err(at, "expected three consecutive dots for an ellipsis")
                    }
                }
                b'"' => self.lex_string(start),
                b'%' => self.lex_prefixed(start, PercentIdent),
                b'^' => self.lex_prefixed(start, CaretIdent),
                b'!' => self.lex_prefixed(start, ExclamationIdent),
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        return self.tok(FileMetadataEnd, start);
                    }
                    self.lex_prefixed(start, HashIdent)
                }
                b'@' => self.lex_at_ident(start),
                c if is_ident_start(c) => {
                    self.skip_while(is_ident_char);
                    self.tok(BareIdent, start)
                }
                c if c.is_ascii_digit() => self.lex_number(start),
                _ => self.err(start, "unexpected character"),
            };
        }
    }

    /// `@name` or `@"name"` (upstream's `lexAtIdentifier`).
    #[inline(never)]
    fn lex_at_ident(&mut self, start: usize) -> Token {
        if self.peek(0) == b'"' {
            self.pos += 1;
            let t = self.lex_string(start + 1);
            if t.kind == TokenKind::Error {
                return t;
            }
            return self.tok(TokenKind::AtIdent, start);
        }
        // A letter or `_`, then letters, digits, `_`, `$` and `.` (no `-`).
        let first = self.peek(0);
        if !first.is_ascii_alphabetic() && first != b'_' {
            let at = self.pos;
            return self.err(at, "@ identifier expected to start with letter or '_'");
        }
        self.skip_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'));
        self.tok(TokenKind::AtIdent, start)
    }

    fn lex_prefixed(&mut self, start: usize, kind: TokenKind) -> Token {
        let body = self.pos;
        if kind == TokenKind::PercentIdent || kind == TokenKind::CaretIdent {
            // suffix-id ::= digit+ | (letter|id-punct) (letter|id-punct|digit)*
            let c = self.peek(0);
            if c.is_ascii_digit() {
                self.skip_while(|c| c.is_ascii_digit());
                return self.tok(kind, start);
            }
        }
        self.skip_while(is_suffix_char);
        if self.pos == body {
            return match kind {
                TokenKind::PercentIdent => self.err(start, "invalid SSA name"),
                TokenKind::CaretIdent => self.err(start, "invalid block name"),
                _ => self.err(start, "invalid type identifier"),
            };
        }
        self.tok(kind, start)
    }

    // Out of line, as the other rarer tokens: `next_token` stays small, so
    // its prologue saves few registers on every token.
    #[inline(never)]
    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.src.len() {
                let at = self.pos;
                return self.err(at, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.tok(TokenKind::String, start),
                b'\n' | b'\r' => {
                    let at = self.pos - 1;
                    return self.err(at, "expected '\"' in string literal");
                }
                b'\\' => {
                    let e = self.peek(0);
                    if matches!(e, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if e.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.err(start, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    #[inline(never)]
    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E')
            && (self.peek(1).is_ascii_digit() || (matches!(self.peek(1), b'+' | b'-') && self.peek(2).is_ascii_digit()))
        {
            self.pos += 2;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        }
        self.tok(TokenKind::Float, start)
    }
}

/// Decodes the bytes of a string literal token (quotes included) with
/// MLIR's escapes: `\"`, `\\`, `\n`, `\t` and `\XX` hex.
pub fn unescape_string(tok: &[u8]) -> Vec<u8> {
    let inner = &tok[1..tok.len().saturating_sub(1).max(1)];
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        i += 1;
        if c != b'\\' || i >= inner.len() {
            out.push(c);
            continue;
        }
        let e = inner[i];
        i += 1;
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'"' | b'\\' => out.push(e),
            _ => {
                let hi = (e as char).to_digit(16).unwrap_or(0);
                let lo = inner.get(i).and_then(|&l| (l as char).to_digit(16)).unwrap_or(0);
                i += 1;
                out.push((hi * 16 + lo) as u8);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        let mut l = Lexer::new(s.as_bytes());
        let mut out = Vec::new();
        loop {
            let t = l.next_token();
            out.push(t.kind);
            if t.kind == TokenKind::Eof {
                return out;
            }
        }
    }

    #[test]
    fn lexes_generic_op() {
        use TokenKind::*;
        assert_eq!(
            kinds(r#"%0:2 = "foo.bar"(%a#1) {x = 1.5e3} : (i32) -> !t.x // c"#),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                HashIdent,
                RParen,
                LBrace,
                BareIdent,
                Equal,
                Float,
                RBrace,
                Colon,
                LParen,
                BareIdent,
                RParen,
                Arrow,
                ExclamationIdent,
                Eof
            ]
        );
    }

    /// The class table answers as the grammar's character sets do.
    #[test]
    fn byte_classes_follow_the_grammar() {
        for c in 0..=255u8 {
            assert_eq!(is_ident_start(c), c.is_ascii_alphabetic() || c == b'_', "{c}");
            assert_eq!(is_ident_char(c), c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'), "{c}");
            assert_eq!(is_suffix_char(c), c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'), "{c}");
        }
    }

    /// A token after a run of spaces starts where the run ends, whatever
    /// the run's length against the eight bytes skipped at a time, and
    /// spaces at the end of the input end in `Eof`.
    #[test]
    fn tokens_start_after_space_runs() {
        for n in 0..20 {
            for m in 0..20 {
                let text = format!("{}%a\n{}b{}", " ".repeat(n), " ".repeat(m), " ".repeat(m));
                let mut l = Lexer::new(text.as_bytes());
                let (a, b, end) = (l.next_token(), l.next_token(), l.next_token());
                assert_eq!((a.kind, a.start), (TokenKind::PercentIdent, n), "{text:?}");
                assert_eq!((b.kind, b.start, b.end), (TokenKind::BareIdent, n + 3 + m, n + 4 + m), "{text:?}");
                assert_eq!((end.kind, end.start), (TokenKind::Eof, text.len()), "{text:?}");
            }
        }
    }

    /// Runs of spaces, of any length, separate tokens as single ones do.
    #[test]
    fn space_runs_skip_like_spaces() {
        for n in 0..20 {
            let text = format!("%a{}={}x", " ".repeat(n + 1), " ".repeat(n));
            assert_eq!(
                kinds(&text),
                vec![TokenKind::PercentIdent, TokenKind::Equal, TokenKind::BareIdent, TokenKind::Eof]
            );
        }
    }

    #[test]
    fn bad_bytes_become_error_tokens() {
        let k = kinds("\u{0}\u{ff} \"abc");
        assert!(k.contains(&TokenKind::Error));
        assert_eq!(unescape_string(br#""a\"\n\41""#), b"a\"\nA".to_vec());
    }
}
