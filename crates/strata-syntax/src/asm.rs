//! Hooks that give an op a custom textual form (upstream's
//! `hasCustomAssemblyFormat` + `OpAsmOpInterface`), stored as an interface
//! on the op's `OpInfo` so strata-ir need not know about syntax.

use strata_ir::{Body, Context, OpId, OperationState, Value};

use crate::parser::{PResult, Parser};
use crate::printer::OpPrinter;

/// Suggests names for an op's results (`%c0`, `%cst`): call the sink with
/// each result and its name hint.
pub type ResultNamesHook = fn(&Context, &Body, OpId, &mut dyn FnMut(Value, &str));

/// The custom assembly of one op.
#[derive(Copy, Clone)]
pub struct CustomAssembly {
    /// Parses everything after the op name into `state` (operands must be
    /// resolved, result types pushed). Trailing `loc(...)` is handled by the caller.
    pub parse: fn(&mut Parser<'_>, &mut OperationState) -> PResult<()>,
    /// Prints everything after the op name (the name itself and the result
    /// list are printed by the caller unless `print_name` is false).
    pub print: fn(&mut OpPrinter<'_>, OpId),
    /// Dialect that unprefixed op names resolve to inside this op's regions.
    pub default_dialect: Option<&'static str>,
    /// Name hints for results (custom form only).
    pub result_names: Option<ResultNamesHook>,
    /// When false the printer writes no op name (ops whose custom form
    /// starts with something else); when true the caller prints the name,
    /// eliding the default dialect prefix.
    pub print_name: bool,
}
