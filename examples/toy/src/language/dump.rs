//! `toyc -emit=ast`: the AST printed as upstream's `ASTDumper` prints it
//! (chapter 7's, with structs), two spaces per nesting level, every node
//! with its `@file:line:col`.
//!
//! Invariants: the walk keeps an explicit stack (an expression chain of any
//! length prints without recursion); numbers print as C's `%e` does
//! (`1.000000e+00`).

use std::fmt::Write as _;

use super::ast::{ExprId, ExprKind, Location, Module, Record, VarType};

/// The dump of `module`, as upstream's `toy::dump` writes it.
pub fn dump(module: &Module) -> String {
    let mut out = String::new();
    let line = |out: &mut String, level: usize, text: &str| {
        out.push_str(&"  ".repeat(level));
        out.push_str(text);
        out.push('\n');
    };
    let at = |loc: Location| format!("@{}:{}:{}", module.file, loc.line, loc.col);
    line(&mut out, 1, "Module:");
    /// A node still to print, or the line that closes one.
    enum Work {
        Expr(ExprId, usize),
        Close(usize, String),
    }
    for record in &module.records {
        let mut stack: Vec<Work> = Vec::new();
        match record {
            Record::Function(function) => {
                let proto = &function.proto;
                line(&mut out, 2, "Function ");
                line(&mut out, 3, &format!("Proto '{}' {}", proto.name, at(proto.loc)));
                let params: Vec<&str> = proto.params.iter().map(|p| p.name.as_str()).collect();
                line(&mut out, 3, &format!("Params: [{}]", params.join(", ")));
                line(&mut out, 3, "Block {");
                stack.push(Work::Close(3, "} // Block".into()));
                stack.extend(function.body.iter().rev().map(|&e| Work::Expr(e, 4)));
            }
            Record::Struct(s) => {
                line(&mut out, 2, &format!("Struct: {} {}", s.name, at(s.loc)));
                line(&mut out, 3, "Variables: [");
                stack.push(Work::Close(3, "]".into()));
                stack.extend(s.fields.iter().rev().map(|&e| Work::Expr(e, 4)));
            }
        }
        while let Some(work) = stack.pop() {
            let (id, level) = match work {
                Work::Close(level, text) => {
                    line(&mut out, level, &text);
                    continue;
                }
                Work::Expr(id, level) => (id, level),
            };
            let expr = module.expr(id);
            let loc = at(expr.loc);
            match &expr.kind {
                ExprKind::VarDecl { name, ty, init } => {
                    line(&mut out, level, &format!("VarDecl {name}{} {loc}", var_type(ty)));
                    stack.extend(init.map(|init| Work::Expr(init, level + 1)));
                }
                ExprKind::Return { value } => {
                    line(&mut out, level, "Return");
                    match value {
                        Some(value) => stack.push(Work::Expr(*value, level + 1)),
                        None => line(&mut out, level + 1, "(void)"),
                    }
                }
                ExprKind::Number(value) => line(&mut out, level, &format!("{} {loc}", format_e(*value))),
                ExprKind::Literal { .. } => {
                    let mut text = String::from("Literal: ");
                    literal(module, id, &mut text);
                    line(&mut out, level, &format!("{text} {loc}"));
                }
                ExprKind::StructLiteral { values } => {
                    // As upstream: the values follow on the same line, each
                    // indented as its own node, and the location closes.
                    out.push_str(&"  ".repeat(level));
                    out.push_str("Struct Literal: ");
                    stack.push(Work::Close(level, format!(" {loc}")));
                    stack.extend(values.iter().rev().map(|&v| Work::Expr(v, level + 1)));
                }
                ExprKind::Variable(name) => line(&mut out, level, &format!("var: {name} {loc}")),
                ExprKind::BinOp { op, lhs, rhs } => {
                    line(&mut out, level, &format!("BinOp: {} {loc}", char::from(*op)));
                    stack.push(Work::Expr(*rhs, level + 1));
                    stack.push(Work::Expr(*lhs, level + 1));
                }
                ExprKind::Call { callee, args } => {
                    line(&mut out, level, &format!("Call '{callee}' [ {loc}"));
                    stack.push(Work::Close(level, "]".into()));
                    stack.extend(args.iter().rev().map(|&a| Work::Expr(a, level + 1)));
                }
                ExprKind::Print { arg } => {
                    line(&mut out, level, &format!("Print [ {loc}"));
                    stack.push(Work::Close(level, "]".into()));
                    stack.push(Work::Expr(*arg, level + 1));
                }
            }
        }
    }
    out
}

/// A declared type: `<2, 3>`, `<Pair>` for a struct, `<>` when none.
fn var_type(ty: &VarType) -> String {
    if !ty.name.is_empty() {
        return format!("<{}>", ty.name);
    }
    let dims: Vec<String> = ty.shape.iter().map(i64::to_string).collect();
    format!("<{}>", dims.join(", "))
}

/// A literal with its dimensions at every level: `<2, 2>[ <2>[ 1.000000e+00,
/// 2.000000e+00], ...]`. Nesting is bounded by the parser's limit.
fn literal(module: &Module, id: ExprId, out: &mut String) {
    match &module.expr(id).kind {
        ExprKind::Literal { values, dims } => {
            let dims: Vec<String> = dims.iter().map(i64::to_string).collect();
            let _ = write!(out, "<{}>[ ", dims.join(", "));
            for (i, &value) in values.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                literal(module, value, out);
            }
            out.push(']');
        }
        ExprKind::Number(value) => out.push_str(&format_e(*value)),
        other => unreachable!("a literal holds numbers and literals, not {other:?}"),
    }
}

/// C's `%e`: six digits after the point, an exponent of at least two digits.
pub fn format_e(value: f64) -> String {
    if !value.is_finite() {
        return if value.is_nan() {
            "nan".into()
        } else if value > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        };
    }
    let text = format!("{value:.6e}");
    let (mantissa, exponent) = text.split_once('e').expect("`{:e}` writes an exponent");
    let exponent: i32 = exponent.parse().expect("an integer exponent");
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exponent.abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_print_as_c_does() {
        assert_eq!(format_e(1.0), "1.000000e+00");
        assert_eq!(format_e(0.0), "0.000000e+00");
        assert_eq!(format_e(123456.0), "1.234560e+05");
        assert_eq!(format_e(0.00125), "1.250000e-03");
        assert_eq!(format_e(1e300), "1.000000e+300");
        assert_eq!(format_e(f64::INFINITY), "inf");
    }
}
