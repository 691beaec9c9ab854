//! The arith dialect's answer to "may this op be reassociated?"
//! ([`strata_ir::AllowsReassociation`], registered with the dialect from
//! `ods/tables.txt`): a float op may when its `fastmath` flags include
//! `reassoc` (`fast` does); an op without the property (integer
//! arithmetic, which wraps) is not asked, its laws hold exactly.

use strata_ir::{Attribute, Context, OpName};

use crate::FastMathFlags;

/// Do the properties `properties` of an op named `_name` carry `reassoc`?
pub fn allows_reassociation(ctx: &Context, _name: OpName, properties: Option<Attribute>) -> bool {
    let flags = properties.and_then(|p| ctx.dict_get(p, "fastmath")).and_then(|a| ctx.attr_storage::<FastMathFlags>(a));
    flags.is_some_and(|f| f.contains(FastMathFlags::REASSOC))
}
