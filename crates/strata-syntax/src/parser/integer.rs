//! Upstream's `parseInteger`: an integer literal read into an `APInt`
//! (`Parser::parseOptionalInteger`) and the cast of that value to a C++
//! integer type (`AsmParser::parseInteger<IntT>`), which dialect parsers
//! use for their integer parameters.
//!
//! Invariant: the value has exactly the width upstream's would, because
//! the cast's range check compares at that width: `-1` read for a
//! `uint32_t` wraps to `4294967295`, `-2147483647` (ten digits, forty
//! bits) does not fit one, and `true` (one bit) read for one is all ones.

use strata_ir::ApInt;

use super::{PResult, Parser};
use crate::lexer::TokenKind;

/// The C++ type an integer parameter is read into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntegerCType {
    Bool,
    /// `uint8_t` ... `uint64_t` (`unsigned` is 32).
    Unsigned(u32),
    /// `int8_t` ... `int64_t`.
    Signed(u32),
}

impl Parser<'_> {
    /// `true`, `false` or `-`? followed by decimal or `0x` digits, as an
    /// `APInt` that started `width` bits wide (upstream's default-built
    /// `APInt` has one bit): the keywords keep that width, digits take four
    /// bits per significant digit (never fewer than `width`; 64 for
    /// all zeros) and one more when their top bit is set, so the value
    /// read is never negative before its sign is applied.
    pub fn parse_integer_literal(&mut self, width: u32) -> PResult<ApInt> {
        if self.is_keyword("true") || self.is_keyword("false") {
            let value = ApInt::from_u64(width, u64::from(self.is_keyword("true")));
            self.bump();
            return Ok(value);
        }
        if !self.is(TokenKind::Integer) && !self.is(TokenKind::Minus) {
            if self.tok.kind == TokenKind::Error {
                return Err(self.error_here("expected integer value"));
            }
            // `parseInteger`'s own error, which a custom op's parser prefixes.
            return Err(self.custom_op_error_at(self.tok.start, "expected integer value"));
        }
        let negative = self.consume_if(TokenKind::Minus);
        if !self.is(TokenKind::Integer) {
            // After the sign it is `parseToken`'s error, placed after the text before.
            return Err(self.wrong_token_error("expected integer value"));
        }
        let at = self.tok.start;
        let text = self.tok_str();
        let digits = text.strip_prefix("0x").unwrap_or(text).trim_start_matches('0');
        let bits = if digits.is_empty() {
            64
        } else {
            u32::try_from(digits.len().saturating_mul(4)).unwrap_or(u32::MAX).max(width)
        };
        let Some(mut value) = ApInt::parse_magnitude(text, bits) else {
            return Err(self.error_at(at, "integer value too large"));
        };
        self.bump();
        if value.is_negative() {
            value = value.zext(value.width() + 1);
        }
        Ok(if negative { value.negate() } else { value })
    }

    /// Upstream's `parseInteger<IntT>`: a literal (decimal, `0x`, `true` or
    /// `false`) cast to the C++ type `ty` and returned as the `uint64_t`
    /// that value converts to (a signed type's negative values
    /// sign-extended). A literal that does not survive the cast is
    /// "integer value too large" at its start, with the parser after it.
    pub fn parse_integer_as(&mut self, ty: IntegerCType) -> PResult<u64> {
        let at = self.tok.start;
        let value = self.parse_integer_literal(1)?;
        cast_integer(&value, ty).ok_or_else(|| self.custom_op_error_at(at, "integer value too large"))
    }

    /// [`Parser::parse_integer_as`] into an `int64_t`.
    pub fn parse_int64(&mut self) -> PResult<i64> {
        self.parse_integer_as(IntegerCType::Signed(64)).map(|v| v as i64)
    }
}

/// `value` cast to `ty` as `parseInteger<IntT>` does (sign-extended or
/// truncated, then converted), as the `uint64_t` the C++ value converts
/// to; `None` when converting back at `value`'s width does not give
/// `value` ("integer value too large").
pub fn cast_integer(value: &ApInt, ty: IntegerCType) -> Option<u64> {
    let bits = match ty {
        IntegerCType::Bool => 8,
        IntegerCType::Unsigned(bits) | IntegerCType::Signed(bits) => bits,
    };
    let cast = if value.width() >= bits { value.trunc(bits) } else { value.sext(bits) };
    let low = cast.to_u64().unwrap_or(u64::MAX);
    let converted = match ty {
        IntegerCType::Bool => u64::from(low != 0),
        IntegerCType::Unsigned(_) => low,
        IntegerCType::Signed(_) => ApInt::from_u64(bits, low).to_i64().unwrap_or(0) as u64,
    };
    // `APInt(width, converted)` truncates, or zero-extends past 64 bits.
    (ApInt::from_u64(value.width(), converted) == *value).then_some(converted)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::ParseConfig;
    use crate::source::SourceFile;
    use strata_ir::Context;

    fn read(text: &str, width: u32, ty: IntegerCType) -> Result<u64, String> {
        let ctx = Context::new();
        let src = SourceFile::new("t", text.as_bytes().to_vec());
        let mut p = Parser::new(&ctx, &src, ParseConfig::default());
        let value = p.parse_integer_literal(width).map_err(|d| d.message.clone())?;
        cast_integer(&value, ty).ok_or_else(|| "integer value too large".to_string())
    }

    #[test]
    fn unsigned_reads_wrap_as_upstream() {
        let u32_ = IntegerCType::Unsigned(32);
        assert_eq!(read("-1", 1, u32_), Ok(u64::from(u32::MAX)));
        assert_eq!(read("4294967295", 1, u32_), Ok(u64::from(u32::MAX)));
        assert!(read("4294967296", 1, u32_).is_err());
        assert!(read("-2147483647", 1, u32_).is_err());
        assert_eq!(read("-0x8", 1, u32_), Ok(u64::from(u32::MAX) - 7));
        assert_eq!(read("true", 1, u32_), Ok(u64::from(u32::MAX)));
        assert_eq!(read("false", 1, u32_), Ok(0));
        assert_eq!(read("0000", 1, u32_), Ok(0));
        assert_eq!(read("-1", 1, IntegerCType::Unsigned(64)), Ok(u64::MAX));
    }

    #[test]
    fn bool_and_signed_reads() {
        assert_eq!(read("true", 1, IntegerCType::Bool), Ok(1));
        assert_eq!(read("1", 1, IntegerCType::Bool), Ok(1));
        assert_eq!(read("0", 1, IntegerCType::Bool), Ok(0));
        assert!(read("2", 1, IntegerCType::Bool).is_err());
        assert!(read("-1", 1, IntegerCType::Bool).is_err());
        assert_eq!(read("-128", 1, IntegerCType::Signed(8)), Ok(-128i64 as u64));
        assert!(read("128", 1, IntegerCType::Signed(8)).is_err());
        assert!(read("x", 1, IntegerCType::Bool).is_err());
    }

    #[test]
    fn keywords_keep_the_starting_width() {
        let ctx = Context::new();
        let src = SourceFile::new("t", b"true 300".to_vec());
        let mut p = Parser::new(&ctx, &src, ParseConfig::default());
        assert_eq!(p.parse_integer_literal(8).ok(), Some(ApInt::from_u64(8, 1)));
        assert_eq!(p.parse_integer_literal(8).ok().map(|v| v.width()), Some(12));
    }
}
