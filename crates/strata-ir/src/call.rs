//! Upstream's call interfaces (`CallInterfaces.td`), for every dialect:
//!
//! - [`CallOpInterface`]: an op calling something, a symbol (`func.call`)
//!   or a value (`func.call_indirect`), with the operands that become the
//!   callee's arguments;
//! - [`CallableOpInterface`]: an op whose region is the body of a callee
//!   (`func.func`), or none for a declaration.
//!
//! Dialects provide the interfaces as tables of functions; generated code
//! attaches the ones an op's ODS declares (module `crate::call` of the
//! dialect). Generic code (the dataflow solver, the inliner) only goes
//! through these tables, never op names.
//!
//! Invariant: every range an implementation returns is clamped to the
//! op's operands, so a malformed call never yields an out-of-range index.

use std::ops::Range;

use crate::op_checks::{function_type, inherent_attr};
use crate::symbols::{is_symbol_table, lookup_symbol_in};
use crate::{AttrKind, Attribute, Body, Context, OpId, RegionId, Type, TypeKind, Value};

/// What a call calls (upstream's `CallInterfaceCallable`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Callee {
    /// A symbol reference attribute naming the callee.
    Symbol(Attribute),
    /// A value holding the callee (a function-typed SSA value).
    Value(Value),
}

/// Upstream's `CallOpInterface`.
#[derive(Copy, Clone)]
pub struct CallOpInterface {
    /// The callee (upstream's `getCallableForCallee`); `None` when the op
    /// lacks the attribute or operand naming it (a malformed call).
    pub callee: fn(&Context, &Body, OpId) -> Option<Callee>,
    /// The operands passed as the callee's arguments (upstream's
    /// `getArgOperands`).
    pub arg_operands: fn(&Context, &Body, OpId) -> Range<usize>,
}

impl CallOpInterface {
    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c CallOpInterface> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<CallOpInterface>())
    }

    /// The argument operands of `call`, clamped to what it has.
    pub fn args(&self, ctx: &Context, body: &Body, call: OpId) -> Vec<Value> {
        let range = (self.arg_operands)(ctx, body, call);
        body.operands(call).skip(range.start).take(range.len()).collect()
    }
}

/// Upstream's `CallableOpInterface`.
#[derive(Copy, Clone)]
pub struct CallableOpInterface {
    /// The region holding the callee's body, `None` for an external
    /// declaration (upstream's `getCallableRegion`).
    pub callable_region: fn(&Context, &Body, OpId) -> Option<RegionId>,
    /// The types the callable returns (upstream's `getResultTypes`).
    pub result_types: fn(&Context, &Body, OpId) -> Vec<Type>,
    /// The per-argument attribute dictionaries, an array attribute, if
    /// any (`getArgAttrsAttr`).
    pub arg_attrs: fn(&Context, &Body, OpId) -> Option<Attribute>,
    /// The same for the results (`getResAttrsAttr`).
    pub res_attrs: fn(&Context, &Body, OpId) -> Option<Attribute>,
}

impl CallableOpInterface {
    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c CallableOpInterface> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<CallableOpInterface>())
    }

    /// The callable region of `op`, if `op` is a callable with a body.
    pub fn region_of(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<RegionId> {
        let op: OpId = op.into();
        Self::of(ctx, body, op).and_then(|i| (i.callable_region)(ctx, body, op))
    }

    /// The interface of a function-like op (upstream's
    /// `FunctionOpInterface`): its first region unless empty, the results
    /// of its `function_type`, its `arg_attrs` and `res_attrs`.
    pub const FUNCTION_LIKE: CallableOpInterface = CallableOpInterface {
        callable_region: CallableOpInterface::first_region_unless_empty,
        result_types: CallableOpInterface::function_type_results,
        arg_attrs: |ctx, body, op| inherent_attr(ctx, body, op, "arg_attrs"),
        res_attrs: |ctx, body, op| inherent_attr(ctx, body, op, "res_attrs"),
    };

    /// The results of a function-like op's `function_type` (none when it
    /// is absent or not a function type).
    pub fn function_type_results(ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
        match function_type(ctx, body, op).map(|t| ctx.type_kind(t)) {
            Some(TypeKind::Function { results, .. }) => results.to_vec(),
            _ => Vec::new(),
        }
    }

    /// The callable region of a function-like op: its first region, when
    /// it has a block (an empty region is a declaration).
    pub fn first_region_unless_empty(_: &Context, body: &Body, op: OpId) -> Option<RegionId> {
        body.regions(op).first().copied().filter(|&r| !body.region_is_empty(r))
    }
}

/// The op `call` calls (upstream's `CallOpInterface::resolveCallable`): the
/// symbol its reference names, looked up from the nearest symbol table
/// enclosing the call (a nested reference `@a::@b` through the tables on
/// its path), or the op defining its callee value. `None` when nothing
/// resolves in this body.
pub fn resolve_callable(ctx: &Context, body: &Body, call: OpId) -> Option<OpId> {
    let iface = CallOpInterface::of(ctx, body, call)?;
    match (iface.callee)(ctx, body, call)? {
        Callee::Value(v) => body.defining_op(v),
        Callee::Symbol(sym) => {
            let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else { return None };
            let mut scope = body.parent_op(call);
            while let Some(s) = scope {
                if is_symbol_table(ctx, body, s) {
                    break;
                }
                scope = body.parent_op(s);
            }
            let mut found = lookup_symbol_in(ctx, body, scope?, ctx.ident_str(*root).as_bytes())?;
            for &name in nested.iter() {
                if !is_symbol_table(ctx, body, found) {
                    return None;
                }
                found = lookup_symbol_in(ctx, body, found, ctx.ident_str(name).as_bytes())?;
            }
            Some(found)
        }
    }
}
