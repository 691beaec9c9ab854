//! Typed op wrappers for generated code (upstream's `AddIOp` classes):
//! `AddIOp::cast`, operand/result accessors (`lhs(&body)`), attribute
//! getters and `build` at a `Builder`'s insertion point; and per op with
//! operands its conversion adaptor (`AddIOpAdaptor::new(&adaptor).lhs()`).
//!
//! An enum attribute with a Rust type (a dialect enum attribute's storage,
//! a plain integer enum) is read and built as that type
//! (`CmpIOp::predicate -> Option<CmpIPredicate>`).
//!
//! Accessors are generated when the op has at most one variable-length
//! operand group and at most one variable-length result group (their sizes
//! follow from the total count); other ops get `cast`/`build` only.

use std::fmt::Write as _;

use super::gen_map::{self as map, lit, snake};
use super::model::{Arity, OdsAttr, OdsOp, OdsValue};
use super::tables::DialectTables;
use crate::util::Result;

pub fn accessor(name: &str) -> String {
    map::ident(&snake(name))
}

/// A parameter name (keywords get a trailing underscore).
fn param(name: &str) -> String {
    let a = accessor(name);
    match a.strip_prefix("r#") {
        Some(k) => format!("{k}_"),
        // `b` and `loc` are the builder's own parameters (`math.fma`'s `$a, $b, $c`).
        None if a == "b" || a == "loc" || a == "state" || a == "props" => format!("{a}_"),
        None => a,
    }
}

/// The Rust type of an enum attribute that has one, and whether it is a
/// dialect attribute's storage (else a plain integer enum).
pub fn enum_type(a: &OdsAttr) -> Option<(String, bool)> {
    let e = a.constraint.core().enum_info.as_ref().filter(|e| !e.rust_path.is_empty())?;
    Some((e.rust_path.clone(), e.dialect_attr.is_some()))
}

/// The attribute of the value `expr` of a parameter typed as [`enum_type`]
/// says (`expr` itself for a plain `Attribute`).
fn to_attr(kind: Option<bool>, expr: &str) -> String {
    match kind {
        None => expr.to_string(),
        Some(true) => format!("ctx.dialect_attr({expr})"),
        Some(false) => format!("{expr}.attr(ctx)"),
    }
}

/// Where accessors read values from: the op in a body, or a conversion's
/// adaptor (the op's operands as remapped, no body needed).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Source {
    Op,
    Adaptor,
}

/// Accessors for one value kind (`operand`/`result`). A name in `taken`
/// (an unnamed operand and an unnamed result are both `odsArg0`) gets the
/// kind as a suffix: `ods_arg0_result`.
fn value_accessors(out: &mut String, values: &[OdsValue], kind: &str, taken: &[String]) {
    value_accessors_from(out, values, kind, taken, Source::Op)
}

fn value_accessors_from(out: &mut String, values: &[OdsValue], kind: &str, taken: &[String], source: Source) {
    let variable = values.iter().filter(|v| v.arity != Arity::Single).count();
    if variable > 1 {
        writeln!(out, "    // No {kind} accessors: several variable-length groups need segment sizes.").ok();
        return;
    }
    let all = match (source, kind) {
        (Source::Adaptor, _) => "self.0.operands()",
        (Source::Op, "operand") => "body.operands(self.0).collect::<Vec<_>>()",
        (Source::Op, _) => "body.results(self.0).to_vec()",
    };
    let receiver = if source == Source::Adaptor { "&self" } else { "self, body: &Body" };
    let fixed_after = |i: usize| values[i + 1..].iter().filter(|v| v.arity == Arity::Single).count();
    for (i, v) in values.iter().enumerate() {
        let before_var = values[..i].iter().any(|v| v.arity != Arity::Single);
        let mut name = accessor(&v.name);
        if taken.contains(&name) {
            name = format!("{name}_{kind}");
        }
        writeln!(out, "    /// The `{}` {kind} ({}).", v.name, v.constraint.summary).ok();
        match v.arity {
            Arity::Single if !before_var => {
                let (get, close) = match (source, kind) {
                    (Source::Adaptor, _) => ("self.0.operand(", ")"),
                    (Source::Op, "operand") => ("body.operand(self.0, ", ")"),
                    (Source::Op, _) => ("body.results(self.0)[", "]"),
                };
                writeln!(out, "    pub fn {name}({receiver}) -> Value {{\n        {get}{i}{close}\n    }}").ok();
            }
            Arity::Single => {
                let back = fixed_after(i) + 1;
                writeln!(
                    out,
                    "    pub fn {name}({receiver}) -> Value {{\n        let all = {all};\n        all[all.len() - {back}]\n    }}"
                )
                .ok();
            }
            _ => {
                let after = fixed_after(i);
                let end = if after == 0 { "all.len()".to_string() } else { format!("all.len() - {after}") };
                let range = format!("let all = {all};\n        let group = &all[{i}..{end}];");
                if v.arity == Arity::Optional {
                    writeln!(
                        out,
                        "    pub fn {name}({receiver}) -> Option<Value> {{\n        {range}\n        group.first().copied()\n    }}"
                    )
                    .ok();
                } else {
                    writeln!(
                        out,
                        "    pub fn {name}({receiver}) -> Vec<Value> {{\n        {range}\n        group.to_vec()\n    }}"
                    )
                    .ok();
                }
            }
        }
    }
}

/// The wrapper struct and its impl for `op`.
pub fn wrapper(op: &OdsOp, name: &str, own: &DialectTables) -> Result<String> {
    let mut o = String::new();
    writeln!(o, "strata_ir::op_class! {{").ok();
    writeln!(o, "    /// A handle on an `{}` op ({}).", op.name, op.summary.trim_end_matches('.')).ok();
    writeln!(o, "    {name} = {}\n}}\n", lit(&op.name)).ok();
    writeln!(o, "impl {name} {{").ok();
    writeln!(o, "    pub const NAME: &'static str = {};\n", lit(&op.name)).ok();
    writeln!(o, "    /// `Some` if `op` is an `{}`.", op.name).ok();
    writeln!(
        o,
        "    pub fn cast(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {{\n        \
         <Self as strata_ir::OpClass>::cast(ctx, body, op)\n    }}\n"
    )
    .ok();
    value_accessors(&mut o, &op.operands, "operand", &[]);
    let operand_names: Vec<String> = op.operands.iter().map(|v| accessor(&v.name)).collect();
    value_accessors(&mut o, &op.results, "result", &operand_names);
    for a in &op.attributes {
        let getter = attr_getter(op, a);
        writeln!(o, "    /// The `{}` attribute ({}), if set.", a.name, a.constraint.core().summary).ok();
        let get = format!(
            "body.properties(self.0).and_then(|p| ctx.dict_get(p, {n})).or_else(|| ctx.dict_get(body.attrs(self.0), {n}))",
            n = lit(&a.name)
        );
        match enum_type(a) {
            Some((ty, dialect)) => {
                let from = if dialect {
                    format!("ctx.attr_storage::<{ty}>(a).copied()")
                } else {
                    format!("{ty}::from_attr(ctx, a)")
                };
                writeln!(
                    o,
                    "    pub fn {getter}(self, ctx: &Context, body: &Body) -> Option<{ty}> {{\n        \
                     let a = {get}?;\n        {from}\n    }}"
                )
                .ok();
            }
            None => {
                writeln!(o, "    pub fn {getter}(self, ctx: &Context, body: &Body) -> Option<Attribute> {{\n        {get}\n    }}")
                    .ok();
            }
        }
    }
    build(&mut o, op, own)?;
    writeln!(o, "}}\n").ok();
    adaptor(&mut o, op, name);
    Ok(o)
}

/// `{name}Adaptor` (upstream's `XOp::Adaptor`): the op's operands as a
/// dialect conversion remapped them, by operand name.
fn adaptor(o: &mut String, op: &OdsOp, name: &str) {
    if op.operands.is_empty() {
        return;
    }
    writeln!(o, "strata_ir::op_adaptor! {{").ok();
    writeln!(o, "    /// The operands of an `{}` op as a dialect conversion remapped them.", op.name).ok();
    writeln!(o, "    {name}Adaptor\n}}\n").ok();
    let mut accessors = String::new();
    value_accessors_from(&mut accessors, &op.operands, "operand", &[], Source::Adaptor);
    if accessors.contains("pub fn") {
        writeln!(o, "impl {name}Adaptor<'_> {{\n{accessors}}}\n").ok();
    }
}

/// The generated function building attribute `a`'s default value, if it
/// has one `build` can fill in (its parameter is then an `Option`).
fn default_fn(a: &OdsAttr, own: &DialectTables) -> Option<String> {
    a.default_value.as_deref().and_then(|cpp| {
        map::default_value(a.constraint.core(), cpp, own)
            .ok()
            .flatten()
            .map(|_| super::gen::default_fn_name(a.constraint.core(), cpp))
    })
}

/// Is `a`'s parameter of `build` an `Option` (optional, or with a default)?
pub fn build_param_is_option(a: &OdsAttr, own: &DialectTables) -> bool {
    a.optional || default_fn(a, own).is_some()
}

/// The name of the getter of `op`'s attribute `a` (`_attr` when an operand
/// or result accessor has its name).
pub fn attr_getter(op: &OdsOp, a: &OdsAttr) -> String {
    let getter = accessor(&a.name);
    if op.operands.iter().chain(&op.results).any(|v| accessor(&v.name) == getter) {
        format!("{getter}_attr")
    } else {
        getter
    }
}

/// `build(b, loc, operands..., result types..., attributes..., regions, successors)`.
fn build(o: &mut String, op: &OdsOp, own: &DialectTables) -> Result<()> {
    let mut params = vec!["b: &mut impl strata_ir::OpBuilder<'a>".to_string(), "loc: Location".to_string()];
    let mut body = vec![
        "let ctx = b.ctx();".to_string(),
        "let mut state = OperationState::new(<Self as strata_ir::OpClass>::op_name(ctx), loc);".to_string(),
    ];
    for v in &op.operands {
        let p = param(&v.name);
        match v.arity {
            Arity::Single => {
                params.push(format!("{p}: Value"));
                body.push(format!("state.operands.push({p});"));
            }
            Arity::Optional => {
                params.push(format!("{p}: Option<Value>"));
                body.push(format!("state.operands.extend({p});"));
            }
            _ => {
                params.push(format!("{p}: &[Value]"));
                body.push(format!("state.operands.extend_from_slice({p});"));
            }
        }
    }
    for v in &op.results {
        let p = format!("{}_type", param(&v.name).trim_end_matches('_'));
        match v.arity {
            Arity::Single => {
                params.push(format!("{p}: Type"));
                body.push(format!("state.result_types.push({p});"));
            }
            Arity::Optional => {
                params.push(format!("{p}: Option<Type>"));
                body.push(format!("state.result_types.extend({p});"));
            }
            _ => {
                params.push(format!("{p}: &[Type]"));
                body.push(format!("state.result_types.extend_from_slice({p});"));
            }
        }
    }
    let mut entries = Vec::new();
    // When every property is a default-valued attribute left out, the
    // dictionary is the same on every call: made once per context.
    let mut all_default = !op.attributes.is_empty();
    let (mut absent, mut defaults) = (Vec::new(), Vec::new());
    for (values, trait_name, prop, suffix) in [
        (&op.operands, "AttrSizedOperandSegments", "operandSegmentSizes", ""),
        (&op.results, "AttrSizedResultSegments", "resultSegmentSizes", "_type"),
    ] {
        if !op.has_trait(trait_name) {
            continue;
        }
        all_default = false;
        let sizes: Vec<String> = values
            .iter()
            .map(|v| {
                let p = param(&v.name);
                let p = if suffix.is_empty() { p } else { format!("{}{suffix}", p.trim_end_matches('_')) };
                match v.arity {
                    Arity::Single => "1".to_string(),
                    Arity::Optional => format!("i64::from({p}.is_some())"),
                    _ => format!("{p}.len() as i64"),
                }
            })
            .collect();
        entries.push(format!(
            "Some((strata_ir::static_ident!(ctx, {}), ctx.dense_i32_array(&[{}])))",
            lit(prop),
            sizes.join(", ")
        ));
    }
    if !op.attributes.is_empty() || !entries.is_empty() {
        for a in &op.attributes {
            let p = param(&a.name);
            let name = lit(&a.name);
            let default = default_fn(a, own);
            let typed = enum_type(a);
            let kind = typed.as_ref().map(|t| t.1);
            let ty = typed.map_or_else(|| "Attribute".to_string(), |t| t.0);
            match default {
                Some(f) => {
                    absent.push(format!("{p}.is_none()"));
                    defaults.push(format!("(strata_ir::static_ident!(ctx, {name}), {f}(ctx))"));
                    params.push(format!("{p}: Option<{ty}>"));
                    let value = if kind.is_none() { p.clone() } else { format!("{p}.map(|v| {})", to_attr(kind, "v")) };
                    entries.push(format!(
                        "Some((strata_ir::static_ident!(ctx, {name}), {value}.unwrap_or_else(|| {f}(ctx))))"
                    ));
                }
                None if a.optional => {
                    all_default = false;
                    params.push(format!("{p}: Option<{ty}>"));
                    entries
                        .push(format!("{p}.map(|v| (strata_ir::static_ident!(ctx, {name}), {}))", to_attr(kind, "v")));
                }
                None => {
                    all_default = false;
                    params.push(format!("{p}: {ty}"));
                    entries.push(format!("Some((strata_ir::static_ident!(ctx, {name}), {}))", to_attr(kind, &p)));
                }
            }
        }
        let props = format!("let props = [{}].into_iter().flatten().collect();", entries.join(", "));
        if all_default {
            body.push(format!(
                "state.properties = Some(if {} {{ strata_ir::static_attr!(ctx, |ctx| ctx.dictionary_attr(vec![{}])) }} else {{ {props} ctx.dictionary_attr(props) }});",
                absent.join(" && "),
                defaults.join(", ")
            ));
        } else {
            body.push(props);
            body.push("state.properties = Some(ctx.dictionary_attr(props));".into());
        }
    }
    if !op.regions.is_empty() {
        params.push("regions: Vec<RegionId>".into());
        body.push("state.regions = regions;".into());
    }
    if !op.successors.is_empty() {
        params.push("successors: Vec<strata_ir::BlockId>".into());
        body.push("state.successors = successors;".into());
    }
    if body.len() == 2 {
        body[1] = body[1].replace("let mut state", "let state");
    }
    body.push("Self(b.create(state))".into());
    writeln!(o, "    /// Creates an `{}` at the builder's insertion point (defaults fill absent attributes).", op.name)
        .ok();
    if params.len() > 7 {
        writeln!(o, "    #[allow(clippy::too_many_arguments)]").ok();
    }
    writeln!(o, "    pub fn build<'a>({}) -> Self {{", params.join(", ")).ok();
    for line in body {
        writeln!(o, "        {line}").ok();
    }
    writeln!(o, "    }}").ok();
    Ok(())
}
