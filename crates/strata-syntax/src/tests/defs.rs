//! Dialect types and attributes the format tests use, defined in plain
//! Rust through [`crate::asm`]: an angled bit enum
//! (`#arith.overflow<nsw, nuw>`), a keyword enum (`#gpu<dim x>`), a type
//! with an integer parameter (`!test.thing<4>`) and one without
//! (`!test.other`), and one whose parse and print hooks are what `cargo
//! xtask codegen` writes for a declarative `assemblyFormat`
//! (`!test.shaped<[2, 3], f64, "label">`, [`crate::asm::def_format`]).

use std::any::Any;

use strata_ir::{BitEnumSpec, Context, DialectDef, EnumSpec, EnumValue, Storage, Type};

use crate::asm::enum_attr_def;
use crate::lexer::TokenKind;
use crate::parser::{DefAssembly, DefParser, PResult};
use crate::printer::DefPrinter;

pub(super) static OVERFLOW: EnumSpec = EnumSpec {
    cpp_type: "::mlir::arith::IntegerOverflowFlags",
    width: 32,
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    bits: Some(BitEnumSpec { separator: ", ", print_primary_groups: true }),
};

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub(super) struct Overflow(pub u32);

impl EnumValue for Overflow {
    const SPEC: &'static EnumSpec = &OVERFLOW;
    fn from_value(value: i64) -> Option<Overflow> {
        OVERFLOW.is_valid(value).then_some(Overflow(value as u32))
    }
    fn value(self) -> i64 {
        i64::from(self.0)
    }
}

static DIM: EnumSpec =
    EnumSpec { cpp_type: "::mlir::gpu::Dimension", width: 32, cases: &[("x", 0), ("y", 1), ("z", 2)], bits: None };

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
struct Dim(u32);

impl EnumValue for Dim {
    const SPEC: &'static EnumSpec = &DIM;
    fn from_value(value: i64) -> Option<Dim> {
        DIM.is_valid(value).then_some(Dim(value as u32))
    }
    fn value(self) -> i64 {
        i64::from(self.0)
    }
}

/// `!test.thing<N>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Thing(u64);

/// `!test.other`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Other;

fn parse_thing(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    dp.expect(TokenKind::Less, "<")?;
    let n = dp.p.parse_integer_as(crate::parser::IntegerCType::Unsigned(64))?;
    dp.expect(TokenKind::Greater, ">")?;
    Ok(Box::new(Thing(n)))
}

fn print_thing(pr: &mut DefPrinter<'_>, storage: &dyn Any) {
    if let Some(Thing(n)) = storage.downcast_ref::<Thing>() {
        pr.write(&format!("<{n}>"));
    }
}

/// `!test.shaped<[2, 3], f64, "label">`: the generated form of
/// `` `<` `[` $shape `]` `,` $elementType `,` $label `>` ``.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(super) struct Shaped {
    pub shape: Vec<i64>,
    pub element_type: Type,
    pub label: String,
}

fn parse_shaped(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    dp.format_literal("<")?;
    dp.format_literal("[")?;
    let shape = dp.format_param("Test_ShapedType", "shape", "::llvm::ArrayRef<int64_t>")?;
    dp.format_literal("]")?;
    dp.format_literal(",")?;
    let element_type = dp.format_param("Test_ShapedType", "elementType", "Type")?;
    dp.format_literal(",")?;
    let label = dp.format_param("Test_ShapedType", "label", "::llvm::StringRef")?;
    dp.format_literal(">")?;
    Ok(Box::new(Shaped { shape, element_type, label }))
}

fn print_shaped(pr: &mut DefPrinter<'_>, storage: &dyn Any) {
    let Some(s) = storage.downcast_ref::<Shaped>() else { return };
    pr.format_literal("<");
    pr.format_literal("[");
    pr.format_param(&s.shape);
    pr.format_literal("]");
    pr.format_literal(",");
    pr.format_param(&s.element_type);
    pr.format_literal(",");
    pr.format_param(&s.label);
    pr.format_literal(">");
}

pub(super) fn register(ctx: &Context) {
    let mut shaped = DialectDef::new::<Shaped>("test", "shaped");
    shaped.interfaces.insert(DefAssembly { parse: parse_shaped, print: print_shaped });
    shaped.verify = Some(|_, any| match any.downcast_ref::<Shaped>() {
        Some(s) if s.shape.iter().any(|&d| d < 0) => Err("dimensions must be non-negative".into()),
        _ => Ok(()),
    });
    ctx.register_type_def(shaped);
    ctx.register_attr_def(enum_attr_def::<Overflow>("arith", "overflow", "Arith_IntegerOverflowAttr", true));
    ctx.register_attr_def(enum_attr_def::<Dim>("gpu", "dim", "GPU_DimensionAttr", false));
    let mut thing = DialectDef::new::<Thing>("test", "thing");
    thing.interfaces.insert(DefAssembly { parse: parse_thing, print: print_thing });
    ctx.register_type_def(thing);
    let mut other = DialectDef::new::<Other>("test", "other");
    other.interfaces.insert(DefAssembly { parse: |_| Ok(Box::new(Other)), print: |_, _| {} });
    ctx.register_type_def(other);
}
