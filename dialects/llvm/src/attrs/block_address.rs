//! Addresses of code (upstream's `BlockTagAttr`, `BlockAddressAttr` and
//! `DSOLocalEquivalentAttr`): `llvm.blocktag <id = 1>` marks a block, and
//! `#llvm.blockaddress<function = @f, tag = <id = 1>>` names it from
//! anywhere in the module; that is what `llvm.blockaddress` yields (and
//! folds to) and `llvm.indirectbr` jumps through.
//! `#llvm.dso_local_equivalent` is what `llvm.dso_local_equivalent @f`
//! folds to, so the greedy driver hoists and merges it as a constant.
//!
//! Invariant: a block address holds a flat symbol reference and a block
//! tag (the parser checks both); whether the function and its tag exist
//! is the ops' verifiers' question. A `#llvm.dso_local_equivalent` is only
//! built by the fold: as upstream's (format `$sym`, read from a `<...>`
//! body that cannot start with a symbol), no text parses as one.

use std::any::Any;

use strata_ir::constraints as c;
use strata_ir::{Attribute, DialectDef, Storage, SubElement};
use strata_syntax::parser::PResult;
use strata_syntax::{DefAssembly, DefParser, DefPrinter};

use super::struct_params::{req, struct_attrs, Kind, ParamValue, StructAttr};

struct_attrs! {
    fn struct_defs;
    /// `#llvm.blocktag<id = N>`.
    BlockTagAttr "blocktag" "LLVM_BlockTagAttr" classes(0) alias(false) [
        req("id", Kind::Int(32), "uint32_t"),
    ]
    /// `#llvm.blockaddress<function = @f, tag = <id = N>>`.
    BlockAddressAttr "blockaddress" "LLVM_BlockAddressAttr" classes(0) alias(false) [
        req("function", Kind::Attr(c::is_flat_symbol_ref_attr), "FlatSymbolRefAttr"),
        req("tag", Kind::Own("blocktag"), "BlockTagAttr"),
    ]
}

impl BlockAddressAttr {
    /// The function's symbol reference.
    pub fn function(&self) -> Option<strata_ir::Attribute> {
        self.get("function").and_then(ParamValue::attr)
    }

    /// The `#llvm.blocktag`.
    pub fn tag(&self) -> Option<strata_ir::Attribute> {
        self.get("tag").and_then(ParamValue::attr)
    }
}

/// `#llvm.dso_local_equivalent`: the value of `llvm.dso_local_equivalent`
/// naming the function `sym` (a flat symbol reference).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DSOLocalEquivalentAttr {
    pub sym: Attribute,
}

/// The definitions of the code address attributes.
pub fn attr_defs() -> Vec<DialectDef> {
    let mut dso = DialectDef::new::<DSOLocalEquivalentAttr>("llvm", "dso_local_equivalent");
    dso.summary = "LLVM_DSOLocalEquivalentAttr";
    dso.sub_elements = Some(|v, sink| {
        if let Some(d) = v.downcast_ref::<DSOLocalEquivalentAttr>() {
            sink(SubElement::Attr(d.sym));
        }
    });
    dso.interfaces.insert(DefAssembly { parse: parse_dso_local_equivalent, print: print_dso_local_equivalent });
    let mut defs = struct_defs();
    defs.push(dso);
    defs
}

/// Upstream's parser reads `$sym` from the nested `<...>` body (or from
/// nothing), where no symbol can start: it always fails, as here.
fn parse_dso_local_equivalent(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    let reason = dp.error_here("expected attribute value");
    Err(dp.parameter_error(reason, "LLVM_DSOLocalEquivalentAttr", "sym", "FlatSymbolRefAttr"))
}

fn print_dso_local_equivalent(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(d) = v.downcast_ref::<DSOLocalEquivalentAttr>() else { return };
    pr.write(" ");
    pr.print_attr(d.sym);
}
