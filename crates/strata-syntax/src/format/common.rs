//! `custom<...>` directives shared by several dialects (upstream's
//! `ViewLikeInterface` helpers), registered with [`register_common`].
//!
//! `DynamicIndexList($values, $static_values)`: `[%a, 4, %b]`, a mix of SSA
//! values and integers. The static attribute is a `DenseI64ArrayAttr`
//! holding every entry, with `kDynamic` (`i64::MIN`) where an SSA value
//! stands; the SSA values are the operand group, in order. A constant
//! argument `"::mlir::AsmParser::Delimiter::Paren"` makes it `(%a, 4, %b)`.

use strata_ir::{OpId, DYNAMIC};

use super::custom::{CustomDirectives, CustomParseArg, CustomPrintArg};
use crate::lexer::TokenKind;
use crate::parser::{PResult, Parser, UnresolvedOperand};
use crate::printer::OpPrinter;

/// Adds the shared directives to a dialect's registry.
pub fn register_common(directives: &mut CustomDirectives) -> &mut CustomDirectives {
    directives.register("DynamicIndexList", parse_dynamic_index_list, print_dynamic_index_list)
}

use strata_ir::op_checks::dense_i64_values;

/// The brackets around a dynamic index list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Delimiter {
    /// `[...]`, the directive's default.
    Square,
    /// `(...)`, as `scf.forall` writes its bounds.
    Paren,
}

impl Delimiter {
    fn tokens(self) -> (TokenKind, TokenKind, char, char) {
        match self {
            Delimiter::Square => (TokenKind::LSquare, TokenKind::RSquare, '[', ']'),
            Delimiter::Paren => (TokenKind::LParen, TokenKind::RParen, '(', ')'),
        }
    }
}

/// Parses `[%a, 4, %b]` (upstream's `parseDynamicIndexList`): the SSA
/// values, and every entry with `kDynamic` where a value stands.
pub fn parse_index_list<'a>(
    p: &mut Parser<'a>,
    delimiter: Delimiter,
) -> PResult<(Vec<UnresolvedOperand<'a>>, Vec<i64>)> {
    let (open, close, open_char, close_char) = delimiter.tokens();
    let mut operands = Vec::new();
    let mut statics = Vec::new();
    if !p.is(open) {
        return Err(p.wrong_token_error(format!("expected '{open_char}' in dynamic index list")));
    }
    p.parse_comma_list(open, close, &format!("expected '{close_char}' in dynamic index list"), |p| {
        if p.is(TokenKind::PercentIdent) {
            operands.push(p.parse_ssa_use()?);
            statics.push(DYNAMIC);
            return Ok(());
        }
        // Upstream's list reports at the op's name after `parseInteger`'s error.
        let value = p.parse_int64().map_err(|reason| {
            reason.followed_by(p.custom_op_error_at(p.op_name_pos(), "expected SSA value or integer"))
        })?;
        statics.push(value);
        Ok(())
    })?;
    Ok((operands, statics))
}

/// Prints what [`parse_index_list`] reads.
pub fn print_index_list(p: &mut OpPrinter<'_>, values: &[strata_ir::Value], statics: &[i64], delimiter: Delimiter) {
    let (_, _, open, close) = delimiter.tokens();
    p.out.push(open);
    let mut next = 0;
    for (i, &v) in statics.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        if v == DYNAMIC {
            if let Some(&value) = values.get(next) {
                p.print_operand(value);
            }
            next += 1;
        } else {
            p.out.push_str(&v.to_string());
        }
    }
    p.out.push(close);
}

/// The delimiter a `DynamicIndexList` directive names among its constant
/// arguments (`"::mlir::AsmParser::Delimiter::Paren"`), square by default.
fn directive_delimiter<'s>(strings: impl Iterator<Item = &'s str>) -> Delimiter {
    let mut delimiter = Delimiter::Square;
    for s in strings {
        if s.contains("Delimiter::Paren") {
            delimiter = Delimiter::Paren;
        }
    }
    delimiter
}

fn parse_dynamic_index_list<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    let delimiter = directive_delimiter(args.iter().filter_map(|a| match a {
        CustomParseArg::String(s) => Some(s.as_str()),
        _ => None,
    }));
    /// A list of constants only, as an attribute (what the tail memo keeps).
    #[derive(Clone, Copy)]
    struct StaticList(strata_ir::Attribute);
    let key = u64::from(delimiter == Delimiter::Paren);
    // The closing bracket ends the list: nothing after it extends it.
    let (operands, statics) = match p.recall_tail::<StaticList>(key, &[]) {
        Some(StaticList(list)) => (Vec::new(), list),
        None => {
            let start = p.tok.start;
            let (operands, statics) = parse_index_list(p, delimiter)?;
            let statics = p.ctx.dense_i64_array(&statics);
            if operands.is_empty() {
                p.remember_tail(key, start, StaticList(statics));
            }
            (operands, statics)
        }
    };
    if let [CustomParseArg::Operands(ops), CustomParseArg::Attr(attr), ..] = args {
        *ops = operands;
        *attr = Some(statics);
    }
    Ok(true)
}

fn print_dynamic_index_list(p: &mut OpPrinter<'_>, _op: OpId, args: &[CustomPrintArg]) {
    let [CustomPrintArg::Operands(values), CustomPrintArg::Attr(attr), ..] = args else { return };
    let statics = attr.map(|a| dense_i64_values(p.ctx, a)).unwrap_or_default();
    let delimiter = directive_delimiter(args.iter().filter_map(|a| match a {
        CustomPrintArg::String(s) => Some(s.as_str()),
        _ => None,
    }));
    print_index_list(p, values, &statics, delimiter);
}

#[cfg(test)]
mod tests {
    use strata_ir::{Arity, Context, DialectInfo, OpInfo, Traits};

    use super::*;
    use crate::format::{attach_format, AttrFormat, AttrPresence, FormatSpec};
    use crate::{parse_source, print_op_tree, ParseConfig, PrintConfig, SourceFile};

    /// `vector.extract` as upstream declares it.
    fn context() -> Context {
        let ctx = Context::new();
        crate::install(&ctx);
        ctx.register_dialect(DialectInfo::new("vector"));
        let mut info = OpInfo::new("vector.extract");
        info.traits = Traits::NONE;
        let spec = FormatSpec::new("vector.extract")
            .operand("source", Arity::Single)
            .operand("dynamic_position", Arity::Variadic)
            .result("result", Arity::Single)
            .attr("static_position", AttrFormat::Plain, AttrPresence::Required)
            .buildable("dynamic_position", |ctx| ctx.index_type());
        let mut customs = CustomDirectives::new();
        register_common(&mut customs);
        attach_format(
            &mut info,
            spec,
            "$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)",
            &customs,
        )
        .expect("compiles");
        ctx.register_op(info);
        ctx
    }

    fn round_trip(text: &str, generic: bool) -> String {
        let ctx = context();
        let src = SourceFile::new("t.mlir", text.as_bytes().to_vec());
        let m = parse_source(
            &ctx,
            &src,
            ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() },
        )
        .expect("parses");
        print_op_tree(&ctx, &m.body, m.root, &PrintConfig { generic, ..Default::default() })
    }

    const INPUT: &str = "%v = \"t.v\"() : () -> vector<4x8xf32>\n%i = \"t.i\"() : () -> index\n\
                         %0 = vector.extract %v[%i, 3] : f32 from vector<4x8xf32>\n\
                         %1 = vector.extract %v[1] : vector<8xf32> from vector<4x8xf32>\n";

    #[test]
    fn dynamic_index_list_matches_mlir_opt() {
        // The lines mlir-opt-22 prints for INPUT (the module itself is not
        // registered in this crate's tests, so only the ops are compared).
        let custom = round_trip(INPUT, false);
        assert!(custom.contains("  %2 = vector.extract %0[%1, 3] : f32 from vector<4x8xf32>\n"), "{custom}");
        assert!(custom.contains("  %3 = vector.extract %0[1] : vector<8xf32> from vector<4x8xf32>\n"), "{custom}");
        let generic = round_trip(INPUT, true);
        assert!(generic.contains(
            "%2 = \"vector.extract\"(%0, %1) <{static_position = array<i64: -9223372036854775808, 3>}> : (vector<4x8xf32>, index) -> f32"
        ), "{generic}");
        assert!(
            generic.contains("<{static_position = array<i64: 1>}> : (vector<4x8xf32>) -> vector<8xf32>"),
            "{generic}"
        );
    }

    #[test]
    fn bad_entry_is_an_error() {
        let ctx = context();
        let text = "%v = \"t.v\"() : () -> vector<4xf32>\n%0 = vector.extract %v[x] : f32 from vector<4xf32>\n";
        let src = SourceFile::new("t.mlir", text.as_bytes().to_vec());
        let err = parse_source(
            &ctx,
            &src,
            ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() },
        )
        .err()
        .expect("a bad entry fails");
        // `parseInteger`'s error, then the list's at the op's name.
        assert_eq!(err.message, "custom op 'vector.extract' expected integer value");
        let follow: Vec<&str> = err.followed_by.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(follow, ["custom op 'vector.extract' expected SSA value or integer"]);
    }
}
