//! The op interfaces a dialect declares in its own ODS (an `OpInterface`
//! in its namespace, as the Toy tutorial's `ShapeInferenceOpInterface`),
//! generated into Rust: a trait with one method per `InterfaceMethod`,
//! which the ops declaring the interface implement by hand (a missing
//! impl is a compile error), and the interface table a pass finds on an
//! op (`<Record>::of(ctx, body, op)`), whose entries dispatch to the
//! trait through the op's typed wrapper.
//!
//! The supported subset: methods without arguments returning `void`
//! (given `&mut Body`: they may change the op) or `bool` (given `&Body`);
//! anything else is a codegen error naming the method.

use std::fmt::Write as _;

use super::gen_map::{ident, snake};
use super::model::{OdsInterface, OdsInterfaceMethod, OdsOp};
use crate::util::Result;

/// A method's Rust shape: the body parameter and the return type.
fn signature(iface: &OdsInterface, m: &OdsInterfaceMethod) -> Result<(&'static str, &'static str)> {
    if !m.arguments.is_empty() {
        return Err(format!("{}::{}: interface methods with arguments are not supported", iface.def_name, m.name));
    }
    match m.return_type.as_str() {
        "void" => Ok(("&mut Body", "")),
        "bool" => Ok(("&Body", " -> bool")),
        other => Err(format!("{}::{}: return type {other:?} is not supported (void or bool)", iface.def_name, m.name)),
    }
}

fn doc(out: &mut String, indent: &str, text: &str) {
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() {
            writeln!(out, "{indent}///").ok();
        } else {
            writeln!(out, "{indent}/// {line}").ok();
        }
    }
}

/// The trait and the interface table of each of the dialect's interfaces.
pub fn write_interfaces(out: &mut String, interfaces: &[OdsInterface]) -> Result<()> {
    if interfaces.is_empty() {
        return Ok(());
    }
    out.push_str("// ---- op interfaces ----\n\n");
    for iface in interfaces {
        let (name, table) = (&iface.name, &iface.def_name);
        doc(out, "", &format!("`{name}` (`{table}`), declared by the dialect's ODS."));
        if !iface.description.is_empty() {
            writeln!(out, "///").ok();
            doc(out, "", &iface.description);
        }
        writeln!(out, "///\n/// The ops declaring it implement this trait; passes reach it through [`{table}`].").ok();
        writeln!(out, "pub trait {name}: Copy {{").ok();
        for m in &iface.methods {
            let (body, ret) = signature(iface, m)?;
            doc(out, "    ", &m.description);
            writeln!(out, "    fn {}(self, ctx: &Context, body: {body}){ret};", ident(&snake(&m.name))).ok();
        }
        writeln!(out, "}}\n").ok();
        writeln!(out, "/// [`{name}`] as an op's interface table: one function per method, over any op.").ok();
        writeln!(out, "#[derive(Copy, Clone)]\npub struct {table} {{").ok();
        for m in &iface.methods {
            let (body, ret) = signature(iface, m)?;
            writeln!(out, "    pub {}: fn(&Context, {body}, OpId){ret},", ident(&snake(&m.name))).ok();
        }
        writeln!(out, "}}\n").ok();
        writeln!(out, "impl {table} {{").ok();
        writeln!(out, "    /// The interface of `op`, if its op declares it.").ok();
        writeln!(out, "    pub fn of<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c {table}> {{").ok();
        writeln!(out, "        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<{table}>())").ok();
        writeln!(out, "    }}\n}}\n").ok();
    }
    Ok(())
}

/// The `info.interfaces.insert(...)` lines of `op` (whose typed wrapper is
/// `wrapper`) for the dialect's interfaces it declares.
pub fn write_op_interfaces(o: &mut String, op: &OdsOp, wrapper: &str, interfaces: &[OdsInterface]) -> Result<()> {
    for iface in interfaces.iter().filter(|i| op.has_trait(&i.cpp_name) || op.has_trait(&i.name)) {
        writeln!(o, "    info.interfaces.insert({} {{", iface.def_name).ok();
        for m in &iface.methods {
            let (_, ret) = signature(iface, m)?;
            let method = ident(&snake(&m.name));
            let call = if ret.is_empty() {
                format!("if let Some(o) = {wrapper}::cast(ctx, body, op) {{ o.{method}(ctx, body) }}")
            } else {
                format!("{wrapper}::cast(ctx, body, op).is_some_and(|o| o.{method}(ctx, body))")
            };
            writeln!(o, "        {method}: |ctx, body, op| {call},").ok();
        }
        writeln!(o, "    }});").ok();
    }
    Ok(())
}
