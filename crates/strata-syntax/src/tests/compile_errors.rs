//! Format strings rejected at compile time, with upstream's messages.

use strata_ir::{Arity, Traits};

use crate::format::{AttrFormat, AttrPresence, CustomDirectives, DeclarativeFormat, FormatSpec};

fn spec() -> FormatSpec {
    FormatSpec::new("test.op")
        .operand("lhs", Arity::Single)
        .operand("rest", Arity::Variadic)
        .result("res", Arity::Single)
        .attr("flag", AttrFormat::Unit, AttrPresence::Optional)
}

fn compile_error(spec: FormatSpec, format: &str) -> String {
    match DeclarativeFormat::compile(spec, format, &CustomDirectives::new()) {
        Ok(_) => panic!("format {format:?} compiled"),
        Err(e) => e.message,
    }
}

#[test]
fn rejects_invalid_formats() {
    let same = || spec().traits(Traits::SAME_OPERANDS_AND_RESULT_TYPE);
    let cases = [
        (same(), "$lhs `,` $rest", "'attr-dict' directive not found in custom assembly format"),
        (same(), "$lhs attr-dict `:` type($res)", "operand #1, named 'rest', not found"),
        (
            same(),
            "$lhs $rest $nope attr-dict",
            "expected variable to refer to an argument, region, result, or successor, but got 'nope'",
        ),
        (same(), "$lhs $lhs $rest attr-dict", "operand 'lhs' is already bound"),
        (
            spec(),
            "$lhs $rest attr-dict",
            "type of operand #0, named 'lhs', is not buildable and a buildable type cannot be inferred",
        ),
        (same(), "$lhs $rest attr-dict `%`", "single character literal must be a letter or one of '_:,=<>()[]{}?+*'"),
        (same(), "$lhs ($rest)? attr-dict", "optional group has no anchor element"),
        (
            same(),
            "$lhs ($rest^ $flag^)? attr-dict",
            "only one element can be marked as the anchor of an optional group",
        ),
        (
            same(),
            "($lhs^ $rest)? attr-dict",
            "only variable length operands can be used within an optional group anchor",
        ),
        (same(), "$lhs $rest $flag attr-dict", "unit attributes can only be used within an optional group or oilist"),
        (same(), "$lhs $rest custom<Nope>($lhs) attr-dict", "unknown custom directive 'Nope'"),
        (same(), "$lhs $rest attr-dict `:` type($res) type($res)", "'type' of this argument is already bound"),
        (same(), "$lhs $rest attr-dict `unterminated", "unexpected end of file in literal"),
    ];
    for (spec, format, want) in cases {
        assert_eq!(compile_error(spec, format), want, "{format}");
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let format = format!("{}$lhs{} attr-dict", "qualified(".repeat(100), ")".repeat(100));
    let e = compile_error(spec(), &format);
    assert!(e.contains("nested too deeply") || e.contains("qualified"), "{e}");
}
