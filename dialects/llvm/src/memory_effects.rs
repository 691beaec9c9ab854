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
    dp.expect(TokenKind::Less, "<")?;
    let mut values: [Option<u8>; 6] = [None; 6];
    loop {
        if !dp.p.is(TokenKind::BareIdent) {
            let reason = dp.error_here("expected valid keyword");
            return Err(reason.followed_by(dp.error_here("expected a parameter name in struct")));
        }
        let name = dp.p.tok_str().to_string();
        dp.p.bump();
        dp.expect(TokenKind::Equal, "=")?;
        // Upstream checks the name after the `=`, and reports it there.
        let slot = LOCATIONS.iter().position(|l| *l == name).filter(|&i| values[i].is_none());
        let Some(slot) = slot else {
            return Err(dp.error_here(format!("duplicate or unknown struct parameter name: {name}")));
        };
        match parse_cpp_keyword(dp, MOD_REF_INFO, "LLVM ModRefInfo") {
            Ok(value) => values[slot] = u8::try_from(value).ok(),
            Err(reason) => {
                let param = LOCATIONS[slot];
                return Err(dp.parameter_error(reason, "LLVM_MemoryEffectsAttr", param, "ModRefInfo"));
            }
        }
        if values.iter().all(Option::is_some) {
            break;
        }
        dp.expect(TokenKind::Comma, ",")?;
    }
    dp.expect(TokenKind::Greater, ">")?;
    Ok(Box::new(MemoryEffectsAttr(values.map(|v| v.unwrap_or(0)))))
}

fn print(pr: &mut DefPrinter<'_>, storage: &dyn Any) {
    let Some(MemoryEffectsAttr(values)) = storage.downcast_ref::<MemoryEffectsAttr>() else { return };
    pr.write("<");
    for (i, (name, &value)) in LOCATIONS.iter().zip(values).enumerate() {
        if i > 0 {
            pr.write(", ");
        }
        pr.write(name);
        pr.write(" = ");
        pr.write(&MOD_REF_INFO.stringify(i64::from(value)).unwrap_or_default());
    }
    pr.write(">");
}
