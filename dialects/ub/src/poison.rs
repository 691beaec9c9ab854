//! `#ub.poison` (upstream's `ub::PoisonAttr`), an attribute defined in
//! plain Rust: a storage type with no parameters, its definition (which
//! declares `PoisonAttrInterface`, so other dialects' folds recognise
//! poison without depending on this crate) and its textual form, the bare
//! mnemonic.

use std::any::Any;

use strata_ir::{DialectDef, PoisonAttrInterface, Storage};
use strata_syntax::{DefAssembly, DefParser, DefPrinter};

/// The value of `#ub.poison`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct PoisonAttr;

/// The definition of `#ub.poison`.
pub fn poison_attr_def() -> DialectDef {
    let mut def = DialectDef::new::<PoisonAttr>("ub", "poison");
    def.summary = "UB_PoisonAttr";
    def.interfaces.insert(PoisonAttrInterface);
    def.interfaces.insert(DefAssembly { parse, print });
    def
}

/// Nothing follows the mnemonic (upstream ignores a `<...>` after it).
fn parse(_: &mut DefParser<'_, '_>) -> strata_syntax::parser::PResult<Box<dyn Storage>> {
    Ok(Box::new(PoisonAttr))
}

fn print(_: &mut DefPrinter<'_>, _: &dyn Any) {}
