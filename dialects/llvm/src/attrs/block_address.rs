//! Block addresses (upstream's `BlockTagAttr` and `BlockAddressAttr`):
//! `llvm.blocktag <id = 1>` marks a block, and `#llvm.blockaddress<function
//! = @f, tag = <id = 1>>` names it from anywhere in the module; that is
//! what `llvm.blockaddress` yields (and folds to) and `llvm.indirectbr`
//! jumps through.
//!
//! Invariant: a block address holds a flat symbol reference and a block
//! tag (the parser checks both); whether the function and its tag exist
//! is the ops' verifiers' question.

use strata_ir::constraints as c;

use super::struct_params::{req, struct_attrs, Kind, ParamValue, StructAttr};

struct_attrs! {
    fn attr_defs;
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
