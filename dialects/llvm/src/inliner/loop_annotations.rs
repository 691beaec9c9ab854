//! Loop annotations of inlined code (upstream's `handleLoopAnnotations`):
//! when the caller's function has a subprogram (`loc(fused<#di_subprogram>
//! [...])`), every start and end location of a loop annotation in the
//! inlined ops becomes `fused<caller's subprogram>[callsite(loc at call's
//! location)]`, followup annotations included, so the loop's debug
//! locations say where it was inlined.
//!
//! Invariant: the attribute trees are rebuilt bottom-up with an explicit
//! stack (no recursion over nesting), each distinct attribute once.

use std::collections::HashMap;

use strata_ir::{AttrKind, Attribute, Body, CallableOpInterface, Context, Location, LocationKind, OpId};

use crate::attrs::loop_annotation::{
    LoopAnnotationAttr, LoopDistributeAttr, LoopInterleaveAttr, LoopLICMAttr, LoopPeeledAttr, LoopPipelineAttr,
    LoopUnrollAndJamAttr, LoopUnrollAttr, LoopUnswitchAttr, LoopVectorizeAttr,
};
use crate::attrs::struct_params::{ParamValue, StructAttr};
use crate::debug_info::DISubprogramAttr;

/// Upstream's `handleLoopAnnotations`.
pub(super) fn handle_loop_annotations(ctx: &Context, body: &mut Body, call: OpId, ops: &[OpId]) {
    let mut func = body.parent_op(call);
    while let Some(op) = func {
        // Upstream's `FunctionOpInterface` (`llvm.func`, `func.func`).
        if CallableOpInterface::of(ctx, body, op).is_some() {
            break;
        }
        func = body.parent_op(op);
    }
    let Some(func) = func else { return };
    let scope = match &*ctx.location_kind(body.op_loc(func)) {
        LocationKind::Fused { metadata: Some(m), .. } if ctx.attr_storage::<DISubprogramAttr>(*m).is_some() => *m,
        _ => return,
    };
    let inlined = Inlined { scope, call: body.op_loc(call) };
    let mut memo = HashMap::new();
    for &op in ops {
        if let Some(props) = body.properties(op) {
            if let Some(new) = replace_entries(ctx, props, &inlined, &mut memo) {
                body.set_properties(op, Some(new));
            }
        }
        if let Some(new) = replace_entries(ctx, body.attrs(op), &inlined, &mut memo) {
            body.set_attrs(op, new);
        }
    }
}

/// Where the code was inlined: the caller's subprogram and the call.
struct Inlined {
    scope: Attribute,
    call: Location,
}

impl Inlined {
    /// `fused<scope>[callsite(loc at call)]` of a location attribute.
    fn relocate(&self, ctx: &Context, loc: Attribute) -> Attribute {
        let AttrKind::Location(l) = ctx.attr_kind(loc) else { return loc };
        let site = ctx.intern_location(LocationKind::CallSite { callee: *l, caller: self.call });
        let fused = ctx.intern_location(LocationKind::Fused { locations: vec![site], metadata: Some(self.scope) });
        ctx.intern_attr(AttrKind::Location(fused))
    }
}

/// The dictionary with its entries' loop annotations relocated, if any
/// changed.
fn replace_entries(
    ctx: &Context,
    dict: Attribute,
    inlined: &Inlined,
    memo: &mut HashMap<Attribute, Attribute>,
) -> Option<Attribute> {
    let entries = ctx.dict_entries(dict).to_vec();
    let mut changed = false;
    let new: Vec<_> = entries
        .into_iter()
        .map(|(name, value)| {
            let replaced = replace(ctx, value, inlined, memo);
            changed |= replaced != value;
            (name, replaced)
        })
        .collect();
    changed.then(|| ctx.dictionary_attr(new))
}

/// The attributes a loop annotation tree holds (arrays and the `loop_*`
/// parts; anything else is a leaf).
fn children(ctx: &Context, a: Attribute) -> Vec<Attribute> {
    if let AttrKind::Array(items) = ctx.attr_kind(a) {
        return items.clone();
    }
    let Some((values, _)) = loop_part(ctx, a) else { return Vec::new() };
    values
        .iter()
        .flat_map(|v| match v {
            ParamValue::Attr(x) => vec![*x],
            ParamValue::List(items) => items.clone(),
            _ => Vec::new(),
        })
        .collect()
}

/// `a` with every loop annotation in it relocated (post-order over an
/// explicit stack, memoized).
fn replace(ctx: &Context, root: Attribute, inlined: &Inlined, memo: &mut HashMap<Attribute, Attribute>) -> Attribute {
    let mut stack = vec![(root, false)];
    while let Some((a, done)) = stack.pop() {
        if memo.contains_key(&a) {
            continue;
        }
        if !done {
            stack.push((a, true));
            stack.extend(children(ctx, a).into_iter().filter(|c| !memo.contains_key(c)).map(|c| (c, false)));
            continue;
        }
        let new = rebuild(ctx, a, inlined, memo);
        memo.insert(a, new);
    }
    memo[&root]
}

fn rebuild(ctx: &Context, a: Attribute, inlined: &Inlined, memo: &HashMap<Attribute, Attribute>) -> Attribute {
    let map = |x: &Attribute| *memo.get(x).unwrap_or(x);
    if let AttrKind::Array(items) = ctx.attr_kind(a) {
        return ctx.array_attr(items.iter().map(map).collect());
    }
    let Some((values, make)) = loop_part(ctx, a) else { return a };
    let mut values: Vec<ParamValue> = values
        .iter()
        .map(|v| match v {
            ParamValue::Attr(x) => ParamValue::Attr(map(x)),
            ParamValue::List(items) => ParamValue::List(items.iter().map(map).collect()),
            other => other.clone(),
        })
        .collect();
    if ctx.attr_storage::<LoopAnnotationAttr>(a).is_some() {
        for name in ["startLoc", "endLoc"] {
            let i = LoopAnnotationAttr::SPEC.params.iter().position(|p| p.name == name);
            if let Some(slot) = i.and_then(|i| values.get_mut(i)) {
                if let ParamValue::Attr(loc) = slot {
                    *slot = ParamValue::Attr(inlined.relocate(ctx, *loc));
                }
            }
        }
    }
    make(ctx, values)
}

/// Reads a `loop_*` part's parameters, or says it is not that part.
type ValuesOf = for<'c> fn(&'c Context, Attribute) -> Option<&'c [ParamValue]>;
/// Builds that part from parameters.
type Make = fn(&Context, Vec<ParamValue>) -> Attribute;

fn values_of<T: StructAttr>(ctx: &Context, a: Attribute) -> Option<&[ParamValue]> {
    ctx.attr_storage::<T>(a).map(|v| v.values())
}

fn make<T: StructAttr>(ctx: &Context, values: Vec<ParamValue>) -> Attribute {
    ctx.dialect_attr(T::from_values(values))
}

/// Every part of a loop annotation (the annotation included).
const PARTS: [(ValuesOf, Make); 10] = [
    (values_of::<LoopAnnotationAttr>, make::<LoopAnnotationAttr>),
    (values_of::<LoopVectorizeAttr>, make::<LoopVectorizeAttr>),
    (values_of::<LoopInterleaveAttr>, make::<LoopInterleaveAttr>),
    (values_of::<LoopUnrollAttr>, make::<LoopUnrollAttr>),
    (values_of::<LoopUnrollAndJamAttr>, make::<LoopUnrollAndJamAttr>),
    (values_of::<LoopLICMAttr>, make::<LoopLICMAttr>),
    (values_of::<LoopDistributeAttr>, make::<LoopDistributeAttr>),
    (values_of::<LoopPipelineAttr>, make::<LoopPipelineAttr>),
    (values_of::<LoopPeeledAttr>, make::<LoopPeeledAttr>),
    (values_of::<LoopUnswitchAttr>, make::<LoopUnswitchAttr>),
];

/// The parameters of a `loop_*` attribute and the builder of its kind.
fn loop_part(ctx: &Context, a: Attribute) -> Option<(&[ParamValue], Make)> {
    PARTS.iter().find_map(|&(values, make)| values(ctx, a).map(|v| (v, make)))
}
