//! Printing of builtin types exactly as `mlir-opt-22` (upstream's
//! `AsmPrinter::Impl::printTypeImpl`).
//!
//! Invariants: output reparses to the same type handle; aliases (from the
//! caller's [`AliasLookup`]) replace a type or attribute wherever upstream
//! would print one; recursion depth is the type's nesting depth, which the
//! parser bounds.

use strata_ir::{Context, Signedness, Type, TypeKind, DYNAMIC};

use super::attrs::{write_attr_elided, AliasLookup, Elision};

/// Appends the textual form of `ty`.
pub fn write_type(ctx: &Context, out: &mut String, ty: Type, aliases: &dyn AliasLookup) {
    if let Some(a) = aliases.type_alias(ty) {
        out.push('!');
        out.push_str(a);
        return;
    }
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => {
            match signedness {
                Signedness::Signed => out.push('s'),
                Signedness::Unsigned => out.push('u'),
                Signedness::Signless => {}
            }
            out.push('i');
            out.push_str(&width.to_string());
        }
        TypeKind::Index => out.push_str("index"),
        TypeKind::Float(k) => out.push_str(k.keyword()),
        TypeKind::None => out.push_str("none"),
        TypeKind::Complex(e) => {
            out.push_str("complex<");
            write_type(ctx, out, *e, aliases);
            out.push('>');
        }
        TypeKind::Tuple(elems) => {
            out.push_str("tuple<");
            write_type_list(ctx, out, elems, aliases);
            out.push('>');
        }
        TypeKind::Function { inputs, results } => {
            out.push('(');
            write_type_list(ctx, out, inputs, aliases);
            out.push_str(") -> ");
            match results.as_slice() {
                [r] if !matches!(ctx.type_kind(*r), TypeKind::Function { .. }) => write_type(ctx, out, *r, aliases),
                _ => {
                    out.push('(');
                    write_type_list(ctx, out, results, aliases);
                    out.push(')');
                }
            }
        }
        TypeKind::Vector { shape, scalable, element } => {
            out.push_str("vector<");
            for (i, d) in shape.iter().enumerate() {
                let s = scalable.get(i).copied().unwrap_or(false);
                if s {
                    out.push('[');
                }
                out.push_str(&d.to_string());
                if s {
                    out.push(']');
                }
                out.push('x');
            }
            write_type(ctx, out, *element, aliases);
            out.push('>');
        }
        TypeKind::RankedTensor { shape, element, encoding } => {
            out.push_str("tensor<");
            write_shape(out, shape);
            write_type(ctx, out, *element, aliases);
            if let Some(enc) = encoding {
                out.push_str(", ");
                write_attr_elided(ctx, out, *enc, aliases, Elision::Never);
            }
            out.push('>');
        }
        TypeKind::UnrankedTensor { element } => {
            out.push_str("tensor<*x");
            write_type(ctx, out, *element, aliases);
            out.push('>');
        }
        TypeKind::MemRef { shape, element, layout, memory_space } => {
            out.push_str("memref<");
            write_shape(out, shape);
            write_type(ctx, out, *element, aliases);
            for a in layout.iter().chain(memory_space.iter()) {
                out.push_str(", ");
                write_attr_elided(ctx, out, *a, aliases, Elision::May);
            }
            out.push('>');
        }
        TypeKind::UnrankedMemRef { element, memory_space } => {
            out.push_str("memref<*x");
            write_type(ctx, out, *element, aliases);
            if let Some(ms) = memory_space {
                out.push_str(", ");
                write_attr_elided(ctx, out, *ms, aliases, Elision::May);
            }
            out.push('>');
        }
        TypeKind::Dialect(value) => super::write_full(ctx, out, super::DefKind::Type, value, aliases),
        TypeKind::Opaque { dialect, body } => write_dialect_symbol(out, '!', ctx.ident_str(*dialect), body),
    }
}

/// `a, b, c`
pub fn write_type_list(ctx: &Context, out: &mut String, types: &[Type], aliases: &dyn AliasLookup) {
    for (i, t) in types.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type(ctx, out, *t, aliases);
    }
}

fn write_shape(out: &mut String, shape: &[i64]) {
    for &d in shape {
        if d == DYNAMIC {
            out.push('?');
        } else {
            out.push_str(&d.to_string());
        }
        out.push('x');
    }
}

/// Upstream's `isDialectSymbolSimpleEnoughForPrettyForm`.
fn is_pretty(body: &str) -> bool {
    let b = body.as_bytes();
    if b.first().is_none_or(|c| !c.is_ascii_alphabetic()) {
        return false;
    }
    let rest = body.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// `!dialect.body` when the body is simple enough, else `!dialect<body>`.
pub fn write_dialect_symbol(out: &mut String, prefix: char, dialect: &str, body: &str) {
    out.push(prefix);
    out.push_str(dialect);
    if is_pretty(body) {
        out.push('.');
        out.push_str(body);
    } else {
        out.push('<');
        out.push_str(body);
        out.push('>');
    }
}
