//! Dialect types and attributes the format tests use, defined in plain
//! Rust through [`crate::dialect_asm`]: an angled bit enum
//! (`#arith.overflow<nsw, nuw>`), a keyword enum (`#gpu<dim x>`), a type
//! with an integer parameter (`!test.thing<4>`) and one without
//! (`!test.other`).

use std::any::Any;

use strata_ir::{BitEnumSpec, Context, DialectDef, EnumSpec, EnumValue, Storage};

use crate::dialect_asm::{enum_attr_def, DefAssembly, DefParser, DefPrinter};
use crate::lexer::TokenKind;
use crate::parser::PResult;

static OVERFLOW: EnumSpec = EnumSpec {
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
    let n = dp.p.parse_signed_i64("expected integer value")?;
    dp.expect(TokenKind::Greater, ">")?;
    Ok(Box::new(Thing(n as u64)))
}

fn print_thing(pr: &mut DefPrinter<'_>, storage: &dyn Any) {
    if let Some(Thing(n)) = storage.downcast_ref::<Thing>() {
        pr.write(&format!("<{n}>"));
    }
}

pub(super) fn register(ctx: &Context) {
    ctx.register_attr_def(enum_attr_def::<Overflow>("arith", "overflow", "Arith_IntegerOverflowAttr", true));
    ctx.register_attr_def(enum_attr_def::<Dim>("gpu", "dim", "GPU_DimensionAttr", false));
    let mut thing = DialectDef::new::<Thing>("test", "thing");
    thing.interfaces.insert(DefAssembly { parse: parse_thing, print: print_thing });
    ctx.register_type_def(thing);
    let mut other = DialectDef::new::<Other>("test", "other");
    other.interfaces.insert(DefAssembly { parse: |_| Ok(Box::new(Other)), print: |_, _| {} });
    ctx.register_type_def(other);
}
