//! `#llvm.memory_effects<...>` (upstream's `LLVM_MemoryEffectsAttr`): what
//! a function or call may do to each location kind, each one of
//! `ModRefInfo`'s cases (`none`, `read`, `write`, `readwrite`). Written
//! with ODS's `struct(params)` directive: every parameter as
//! `name = value`, in any order when parsed, in declaration order when
//! printed.
//!
//! Invariant: a value holds a case of `ModRefInfo` for every location
//! kind (the parser requires all six and rejects other values).

use std::any::Any;

use strata_ir::{Attribute, Context, DialectDef, EnumSpec, Storage};
use strata_syntax::asm::def_format::StructParam;
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{DefAssembly, DefParser, DefPrinter};

use crate::attrs::parse_cpp_keyword;

/// Upstream's `ModRefInfo` (LLVM's `llvm::ModRefInfo`), as `LLVMEnums.td`
/// names its cases.
pub const MOD_REF_INFO: &EnumSpec = &EnumSpec {
    cpp_type: "::mlir::LLVM::ModRefInfo",
    width: 64,
    cases: &[("none", 0), ("read", 1), ("write", 2), ("readwrite", 3)],
    bits: None,
};

/// The location kinds, in the attribute's parameter order.
pub const LOCATIONS: [&str; 6] = ["other", "argMem", "inaccessibleMem", "errnoMem", "targetMem0", "targetMem1"];

/// The value of `#llvm.memory_effects`: a `ModRefInfo` per entry of
/// [`LOCATIONS`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MemoryEffectsAttr(pub [u8; 6]);

impl MemoryEffectsAttr {
    /// Touches no memory at all (what `llvm.readnone` becomes).
    pub fn none(ctx: &Context) -> Attribute {
        ctx.dialect_attr(MemoryEffectsAttr([0; 6]))
    }

    pub(crate) fn def() -> DialectDef {
        let mut def = DialectDef::new::<MemoryEffectsAttr>("llvm", "memory_effects");
        def.summary = "LLVM_MemoryEffectsAttr";
        def.interfaces.insert(DefAssembly { parse, print });
        def
    }
}

fn parse(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    const PARAMS: [StructParam; 6] = {
        let mut params = [StructParam { name: "", required: true }; 6];
        let mut i = 0;
        while i < LOCATIONS.len() {
            params[i].name = LOCATIONS[i];
            i += 1;
        }
        params
    };
    dp.expect(TokenKind::Less, "<")?;
    let mut values = [0u8; 6];
    dp.format_struct(&PARAMS, |dp, slot| match parse_cpp_keyword(dp, MOD_REF_INFO, "LLVM ModRefInfo") {
        Ok(value) => {
            values[slot] = u8::try_from(value).unwrap_or(0);
            Ok(())
        }
        Err(reason) => Err(dp.parameter_error(reason, "LLVM_MemoryEffectsAttr", LOCATIONS[slot], "ModRefInfo")),
    })?;
    dp.expect(TokenKind::Greater, ">")?;
    Ok(Box::new(MemoryEffectsAttr(values)))
}

fn print(pr: &mut DefPrinter<'_>, storage: &dyn Any) {
    let Some(MemoryEffectsAttr(values)) = storage.downcast_ref::<MemoryEffectsAttr>() else { return };
    pr.write("<");
    let mut first = true;
    for (name, &value) in LOCATIONS.iter().zip(values) {
        pr.format_struct_entry(&mut first, name);
        pr.write(&MOD_REF_INFO.stringify(i64::from(value)).unwrap_or_default());
    }
    pr.write(">");
}
