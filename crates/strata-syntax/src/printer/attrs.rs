//! Printing of builtin attributes exactly as `mlir-opt-22` (upstream's
//! `AsmPrinter::Impl::printAttributeImpl`), plus the helpers shared with
//! the op printer: dictionary entries, symbol names, escaped strings, and
//! the walk the alias collector uses.
//!
//! Invariants: output reparses to the same attribute handle; the ` : type`
//! suffix appears exactly where upstream prints it (see [`Elision`]);
//! recursion depth is the attribute's nesting depth, bounded by the parser.

use strata_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use strata_ir::{
    ApInt, AttrKind, Attribute, Context, DenseValue, FloatKind, Ident, Location, LocationKind, Signedness, Type,
    TypeKind, DYNAMIC,
};

use super::types::{write_dialect_symbol, write_type};
use strata_ir::apfloat::format::format_float;

/// Alias names chosen by the printer (without the `#`/`!` prefix).
pub trait AliasLookup {
    fn attr_alias(&self, a: Attribute) -> Option<&str>;
    fn type_alias(&self, t: Type) -> Option<&str>;
    /// The number a distinct attribute prints with in this text
    /// (`distinct[N]`); without one, its identity in the context.
    fn distinct_id(&self, _: Attribute) -> Option<u64> {
        None
    }
    /// The alias of a location (`loc`, `loc1`, ...).
    fn location_alias(&self, _: Location) -> Option<&str> {
        None
    }
}

/// No aliases at all.
pub struct NoAliases;

impl AliasLookup for NoAliases {
    fn attr_alias(&self, _: Attribute) -> Option<&str> {
        None
    }
    fn type_alias(&self, _: Type) -> Option<&str> {
        None
    }
}

/// No aliases, and distinct attributes numbered in the order this text
/// prints them, from 0: how upstream prints an attribute or type on its
/// own (a diagnostic's `<< attr`), with a fresh printer state.
#[derive(Default)]
pub struct StandaloneText {
    distincts: std::cell::RefCell<Vec<Attribute>>,
}

impl AliasLookup for StandaloneText {
    fn attr_alias(&self, _: Attribute) -> Option<&str> {
        None
    }
    fn type_alias(&self, _: Type) -> Option<&str> {
        None
    }
    fn distinct_id(&self, a: Attribute) -> Option<u64> {
        let mut seen = self.distincts.borrow_mut();
        let index = match seen.iter().position(|&d| d == a) {
            Some(i) => i,
            None => {
                seen.push(a);
                seen.len() - 1
            }
        };
        Some(index as u64)
    }
}

/// One attribute or type reached by [`walk_attr`]/[`walk_type`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AliasItem {
    Attr(Attribute),
    Type(Type),
}

/// Upstream's `AttrTypeElision`: whether the ` : type` suffix of a typed
/// attribute is printed always, may be dropped (i64/f64 in arrays and
/// memref parameters), or must be dropped.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Elision {
    Never,
    May,
    Must,
}

/// Appends `attr` (with its type suffix where upstream prints one).
pub fn write_attr(ctx: &Context, out: &mut String, attr: Attribute, aliases: &dyn AliasLookup) {
    write_attr_elided(ctx, out, attr, aliases, Elision::Never);
}

/// Appends `attr` without any type suffix (`printAttributeWithoutType`).
pub fn write_attr_without_type(ctx: &Context, out: &mut String, attr: Attribute, aliases: &dyn AliasLookup) {
    write_attr_elided(ctx, out, attr, aliases, Elision::Must);
}

pub fn write_attr_elided(ctx: &Context, out: &mut String, attr: Attribute, aliases: &dyn AliasLookup, el: Elision) {
    if let Some(a) = aliases.attr_alias(attr) {
        out.push('#');
        out.push_str(a);
        return;
    }
    let suffix: Option<Type> = match ctx.attr_kind(attr) {
        AttrKind::Unit => {
            out.push_str("unit");
            None
        }
        AttrKind::Integer { ty, value } => {
            let (signed, bool_like) = int_style(ctx, *ty);
            if bool_like {
                out.push_str(if value.is_zero() { "false" } else { "true" });
                return;
            }
            out.push_str(&if signed { value.to_signed_decimal() } else { value.to_unsigned_decimal() });
            let i64_like = ctx.is_signless_integer(*ty, 64);
            (!(el == Elision::May && i64_like)).then_some(*ty)
        }
        AttrKind::Float { ty, bits } => {
            let kind = float_kind(ctx, *ty);
            out.push_str(&format_float(kind, *bits));
            (!(el == Elision::May && kind == FloatKind::F64)).then_some(*ty)
        }
        AttrKind::String { value, ty } => {
            write_string_literal(out, value);
            ty.filter(|t| !matches!(ctx.type_kind(*t), TypeKind::None))
        }
        AttrKind::Type(t) => {
            write_type(ctx, out, *t, aliases);
            None
        }
        AttrKind::Array(elems) => {
            out.push('[');
            for (i, e) in elems.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr_elided(ctx, out, *e, aliases, Elision::May);
            }
            out.push(']');
            None
        }
        AttrKind::Dictionary(entries) => {
            out.push('{');
            write_dict_entries(ctx, out, entries, aliases);
            out.push('}');
            None
        }
        AttrKind::SymbolRef { root, nested } => {
            write_symbol_name(out, ctx.ident_str(*root));
            for n in nested {
                out.push_str("::");
                write_symbol_name(out, ctx.ident_str(*n));
            }
            None
        }
        AttrKind::DenseElements { ty, elements } => {
            out.push_str("dense<");
            write_dense_elements(ctx, out, *ty, &elements.values);
            out.push('>');
            Some(*ty)
        }
        AttrKind::DenseResource { ty, key } => {
            out.push_str("dense_resource<");
            write_resource_key(out, key);
            out.push('>');
            Some(*ty)
        }
        AttrKind::SparseElements { ty, indices, values } => {
            out.push_str("sparse<");
            if let (
                AttrKind::DenseElements { ty: indices_ty, elements: indices },
                AttrKind::DenseElements { ty: values_ty, elements: values },
            ) = (ctx.attr_kind(*indices), ctx.attr_kind(*values))
            {
                // Upstream never writes indices in hex, and writes nothing
                // at all when there are none.
                if !indices.values.is_empty() {
                    write_dense_list(ctx, out, *indices_ty, &indices.values);
                    out.push_str(", ");
                    write_dense_elements(ctx, out, *values_ty, &values.values);
                }
            }
            out.push('>');
            Some(*ty)
        }
        AttrKind::DenseArray { element, values } => {
            out.push_str("array<");
            write_type(ctx, out, *element, aliases);
            if !values.is_empty() {
                out.push_str(": ");
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_dense_value(ctx, out, *element, v);
                }
            }
            out.push('>');
            return;
        }
        AttrKind::AffineMap(map) => {
            out.push_str("affine_map<");
            write_affine_map(out, map);
            out.push('>');
            return;
        }
        AttrKind::IntegerSet(set) => {
            out.push_str("affine_set<");
            write_integer_set(out, set);
            out.push('>');
            return;
        }
        AttrKind::StridedLayout { offset, strides } => {
            out.push_str("strided<[");
            for (i, s) in strides.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_dim(out, *s);
            }
            out.push(']');
            if *offset != 0 {
                out.push_str(", offset: ");
                write_dim(out, *offset);
            }
            out.push('>');
            None
        }
        AttrKind::Distinct { uid, referenced } => {
            out.push_str("distinct[");
            out.push_str(&aliases.distinct_id(attr).unwrap_or(*uid).to_string());
            out.push_str("]<");
            // A unit reference prints as nothing (`distinct[0]<>`).
            if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) {
                write_attr(ctx, out, *referenced, aliases);
            }
            out.push('>');
            None
        }
        AttrKind::Location(loc) => {
            match aliases.location_alias(*loc) {
                Some(alias) => {
                    out.push('#');
                    out.push_str(alias);
                }
                None => {
                    out.push_str("loc(");
                    write_location(ctx, out, *loc, aliases);
                    out.push(')');
                }
            }
            None
        }
        AttrKind::Dialect(value) => {
            super::write_full(ctx, out, super::DefKind::Attr, value, aliases);
            None
        }
        AttrKind::Opaque { dialect, body, ty } => {
            write_dialect_symbol(out, '#', ctx.ident_str(*dialect), body);
            *ty
        }
    };
    if let Some(ty) = suffix {
        if el != Elision::Must {
            out.push_str(" : ");
            write_type(ctx, out, ty, aliases);
        }
    }
}

fn write_dim(out: &mut String, v: i64) {
    if v == DYNAMIC {
        out.push('?');
    } else {
        out.push_str(&v.to_string());
    }
}

/// (prints signed, prints as `true`/`false`)
fn int_style(ctx: &Context, ty: Type) -> (bool, bool) {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width: 1, signedness: Signedness::Signless } => (false, true),
        TypeKind::Integer { signedness: Signedness::Unsigned, .. } => (false, false),
        _ => (true, false),
    }
}

fn float_kind(ctx: &Context, ty: Type) -> FloatKind {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => *k,
        _ => FloatKind::F64,
    }
}

/// `a = 1 : i64, b, "quo ted" = true` (unit values print just the name).
pub fn write_dict_entries(ctx: &Context, out: &mut String, entries: &[(Ident, Attribute)], aliases: &dyn AliasLookup) {
    for (i, (k, v)) in entries.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_keyword_or_string(out, ctx.ident_str(*k));
        if matches!(ctx.attr_kind(*v), AttrKind::Unit) {
            continue;
        }
        out.push_str(" = ");
        write_attr(ctx, out, *v, aliases);
    }
}

/// Upstream's `isBareIdentifier`.
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    b[1..].iter().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// The name bare if it is an identifier, else quoted and escaped.
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_string_literal(out, s.as_bytes());
    }
}

/// `@name` or `@"quoted name"`.
pub fn write_symbol_name(out: &mut String, s: &str) {
    if s.is_empty() {
        out.push_str("@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    out.push('@');
    write_keyword_or_string(out, s);
}

/// A resource key (bytes, as a string token may hold any): as
/// [`write_keyword_or_string`].
pub fn write_resource_key(out: &mut String, key: &[u8]) {
    match std::str::from_utf8(key) {
        Ok(s) => write_keyword_or_string(out, s),
        Err(_) => write_string_literal(out, key),
    }
}

/// `"..."` with LLVM's `printEscapedString`: printable ASCII kept, `\` and
/// `"` and everything else as `\XX`.
pub fn write_string_literal(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            out.push_str(&format!("\\{c:02X}"));
        }
    }
    out.push('"');
}

// ---- dense elements ----

fn write_apint(out: &mut String, v: &ApInt, elem: &TypeKind) {
    match elem {
        TypeKind::Integer { width: 1, .. } => out.push_str(if v.is_zero() { "false" } else { "true" }),
        TypeKind::Integer { signedness: Signedness::Unsigned, .. } => out.push_str(&v.to_unsigned_decimal()),
        _ => out.push_str(&v.to_signed_decimal()),
    }
}

fn write_dense_value(ctx: &Context, out: &mut String, elem: Type, v: &DenseValue) {
    match v {
        DenseValue::Int(a) => write_apint(out, a, ctx.type_kind(elem)),
        DenseValue::Float(bits) => out.push_str(&format_float(float_kind(ctx, elem), *bits)),
        DenseValue::Complex(pair) => {
            let inner = match ctx.type_kind(elem) {
                TypeKind::Complex(t) => *t,
                _ => elem,
            };
            out.push('(');
            write_dense_value(ctx, out, inner, &pair.0);
            out.push(',');
            write_dense_value(ctx, out, inner, &pair.1);
            out.push(')');
        }
        DenseValue::String(s) => write_string_literal(out, s),
    }
}

/// Bytes of one element in upstream's raw storage (little-endian).
fn push_raw(ctx: &Context, bytes: &mut Vec<u8>, elem: Type, v: &DenseValue) {
    let width = match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        TypeKind::Float(k) => k.width(),
        _ => 0,
    };
    let nbytes = width.div_ceil(8) as usize;
    match v {
        DenseValue::Int(a) => {
            let words = a.words();
            bytes.extend((0..nbytes).map(|i| (words.get(i / 8).copied().unwrap_or(0) >> (8 * (i % 8))) as u8));
        }
        DenseValue::Float(b) => bytes.extend((0..nbytes).map(|i| if i < 16 { (b >> (8 * i)) as u8 } else { 0 })),
        DenseValue::Complex(pair) => {
            let inner = match ctx.type_kind(elem) {
                TypeKind::Complex(t) => *t,
                _ => elem,
            };
            push_raw(ctx, bytes, inner, &pair.0);
            push_raw(ctx, bytes, inner, &pair.1);
        }
        DenseValue::String(_) => {}
    }
}

/// The elements of a `dense<...>`: a hex string when there are over 100
/// numbers, as upstream, else [`write_dense_list`].
fn write_dense_elements(ctx: &Context, out: &mut String, ty: Type, values: &[DenseValue]) {
    let elem = ctx.element_type_or_self(ty);
    let is_string = matches!(values.first(), Some(DenseValue::String(_)));
    if values.len() > 100 && !is_string {
        let mut bytes = Vec::new();
        if ctx.is_signless_integer(elem, 1) || matches!(ctx.type_kind(elem), TypeKind::Integer { width: 1, .. }) {
            bytes.resize(values.len().div_ceil(8), 0u8);
            for (i, v) in values.iter().enumerate() {
                if matches!(v, DenseValue::Int(a) if !a.is_zero()) {
                    bytes[i / 8] |= 1 << (i % 8);
                }
            }
        } else {
            for v in values {
                push_raw(ctx, &mut bytes, elem, v);
            }
        }
        out.push_str("\"0x");
        for b in bytes {
            out.push_str(&format!("{b:02X}"));
        }
        out.push('"');
        return;
    }
    write_dense_list(ctx, out, ty, values)
}

/// The elements as nested lists in the shape of `ty`, or one value for a splat.
fn write_dense_list(ctx: &Context, out: &mut String, ty: Type, values: &[DenseValue]) {
    let elem = ctx.element_type_or_self(ty);
    let shape: Vec<i64> = ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
    if values.len() == 1 {
        return write_dense_value(ctx, out, elem, &values[0]);
    }
    if values.is_empty() {
        return;
    }
    // Mixed-radix counter over the shape, as upstream.
    let rank = shape.len();
    if rank == 0 {
        return write_dense_value(ctx, out, elem, &values[0]);
    }
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    for (idx, v) in values.iter().enumerate() {
        if idx != 0 {
            out.push_str(", ");
        }
        while open < rank {
            out.push('[');
            open += 1;
        }
        write_dense_value(ctx, out, elem, v);
        counter[rank - 1] += 1;
        for i in (1..rank).rev() {
            if counter[i] >= shape[i] {
                counter[i] = 0;
                counter[i - 1] += 1;
                open -= 1;
                out.push(']');
            }
        }
    }
    for _ in 0..open {
        out.push(']');
    }
}

// ---- affine ----

#[derive(Copy, Clone, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

fn as_const(e: &AffineExpr) -> Option<i64> {
    match e {
        AffineExpr::Constant(c) => Some(*c),
        _ => None,
    }
}

/// How the leaves of an affine expression print: `d0`/`s0`, or (custom
/// forms of affine ops) the SSA names standing for them.
type LeafWriter<'w> = &'w mut dyn FnMut(&mut String, AffineLeaf);

/// A dimension or symbol of an affine expression, by position.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AffineLeaf {
    Dim(u32),
    Symbol(u32),
}

fn write_leaf_default(out: &mut String, leaf: AffineLeaf) {
    match leaf {
        AffineLeaf::Dim(i) => out.push_str(&format!("d{i}")),
        AffineLeaf::Symbol(i) => out.push_str(&format!("s{i}")),
    }
}

fn write_affine_expr(out: &mut String, e: &AffineExpr, enclosing: Binding) {
    write_affine_expr_leaves(out, e, enclosing, &mut write_leaf_default)
}

/// Upstream's `printAffineExprInternal`.
fn write_affine_expr_leaves(out: &mut String, e: &AffineExpr, enclosing: Binding, leaf: LeafWriter<'_>) {
    let (op, l, r) = match e {
        AffineExpr::Dim(i) => return leaf(out, AffineLeaf::Dim(*i)),
        AffineExpr::Symbol(i) => return leaf(out, AffineLeaf::Symbol(*i)),
        AffineExpr::Constant(c) => return out.push_str(&c.to_string()),
        AffineExpr::Add(l, r) => (" + ", l, r),
        AffineExpr::Mul(l, r) => (" * ", l, r),
        AffineExpr::FloorDiv(l, r) => (" floordiv ", l, r),
        AffineExpr::CeilDiv(l, r) => (" ceildiv ", l, r),
        AffineExpr::Mod(l, r) => (" mod ", l, r),
    };
    let strong = enclosing == Binding::Strong;
    if strong {
        out.push('(');
    }
    if !matches!(e, AffineExpr::Add(..)) {
        if matches!(e, AffineExpr::Mul(..)) && as_const(r) == Some(-1) {
            out.push('-');
            write_affine_expr_leaves(out, l, Binding::Strong, leaf);
        } else {
            write_affine_expr_leaves(out, l, Binding::Strong, leaf);
            out.push_str(op);
            write_affine_expr_leaves(out, r, Binding::Strong, leaf);
        }
    } else if let Some((rl, c)) = match &**r {
        AffineExpr::Mul(rl, rr) => as_const(rr).filter(|&c| c < 0).map(|c| (rl, c)),
        _ => None,
    } {
        write_affine_expr_leaves(out, l, Binding::Weak, leaf);
        out.push_str(" - ");
        if c == -1 {
            let b = if matches!(**rl, AffineExpr::Add(..)) { Binding::Strong } else { Binding::Weak };
            write_affine_expr_leaves(out, rl, b, leaf);
        } else {
            write_affine_expr_leaves(out, rl, Binding::Strong, leaf);
            out.push_str(&format!(" * {}", c.wrapping_neg()));
        }
    } else if let Some(c) = as_const(r).filter(|&c| c < 0) {
        write_affine_expr_leaves(out, l, Binding::Weak, leaf);
        out.push_str(&format!(" - {}", c.wrapping_neg()));
    } else {
        write_affine_expr_leaves(out, l, Binding::Weak, leaf);
        out.push_str(" + ");
        write_affine_expr_leaves(out, r, Binding::Weak, leaf);
    }
    if strong {
        out.push(')');
    }
}

/// Prints an affine expression with `leaf` writing each dimension and
/// symbol (upstream's `printAffineExpr` with a `printValueName`
/// callback, as `printAffineMapOfSSAIds` uses it).
pub fn write_affine_expr_with_leaves(out: &mut String, e: &AffineExpr, leaf: LeafWriter<'_>) {
    write_affine_expr_leaves(out, e, Binding::Weak, leaf)
}

/// Prints an affine expression (`d0 + s0 * 2`).
pub fn write_affine_expr_text(out: &mut String, e: &AffineExpr) {
    write_affine_expr(out, e, Binding::Weak);
}

fn write_dims_syms(out: &mut String, dims: u32, syms: u32) {
    out.push('(');
    for i in 0..dims {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&format!("d{i}"));
    }
    out.push(')');
    if syms > 0 {
        out.push('[');
        for i in 0..syms {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&format!("s{i}"));
        }
        out.push(']');
    }
}

/// `(d0)[s0] -> (d0 + s0)`
pub fn write_affine_map(out: &mut String, map: &AffineMap) {
    write_dims_syms(out, map.num_dims, map.num_symbols);
    out.push_str(" -> (");
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(out, e, Binding::Weak);
    }
    out.push(')');
}

/// `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`
pub fn write_integer_set(out: &mut String, set: &IntegerSet) {
    write_dims_syms(out, set.num_dims, set.num_symbols);
    out.push_str(" : (");
    for (i, e) in set.constraints.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(out, e, Binding::Weak);
        out.push_str(if set.eq.get(i).copied().unwrap_or(false) { " == 0" } else { " >= 0" });
    }
    out.push(')');
}

/// The inside of `loc(...)`: nested locations by alias when they have
/// one (the outermost is the one being printed), fused metadata as an
/// attribute. An explicit stack, so deep call-site chains cannot overflow.
pub(crate) fn write_location(ctx: &Context, out: &mut String, loc: Location, aliases: &dyn AliasLookup) {
    enum Item {
        Loc(Location),
        Text(&'static str),
    }
    let mut stack = vec![Item::Loc(loc)];
    let mut first = true;
    while let Some(item) = stack.pop() {
        let l = match item {
            Item::Text(t) => {
                out.push_str(t);
                continue;
            }
            Item::Loc(l) => l,
        };
        if !first {
            if let Some(a) = aliases.location_alias(l) {
                out.push('#');
                out.push_str(a);
                continue;
            }
        }
        first = false;
        match &*ctx.location_kind(l) {
            LocationKind::Unknown => out.push_str("unknown"),
            LocationKind::FileLineCol { file, line, col, end } => {
                write_string_literal(out, ctx.ident_str(*file).as_bytes());
                out.push_str(&format!(":{line}:{col}"));
                match end {
                    Some((l2, c2)) if l2 == line => out.push_str(&format!(" to :{c2}")),
                    Some((l2, c2)) => out.push_str(&format!(" to {l2}:{c2}")),
                    None => {}
                }
            }
            LocationKind::Name { name, child } => {
                write_string_literal(out, ctx.ident_str(*name).as_bytes());
                if let Some(c) = child.filter(|c| !ctx.is_unknown_loc(*c)) {
                    out.push('(');
                    stack.push(Item::Text(")"));
                    stack.push(Item::Loc(c));
                }
            }
            LocationKind::CallSite { callee, caller } => {
                out.push_str("callsite(");
                stack.push(Item::Text(")"));
                stack.push(Item::Loc(*caller));
                stack.push(Item::Text(" at "));
                stack.push(Item::Loc(*callee));
            }
            LocationKind::Fused { locations, metadata } => {
                out.push_str("fused");
                if let Some(m) = metadata {
                    out.push('<');
                    write_attr(ctx, out, *m, aliases);
                    out.push('>');
                }
                out.push('[');
                stack.push(Item::Text("]"));
                for (i, c) in locations.iter().enumerate().rev() {
                    stack.push(Item::Loc(*c));
                    if i > 0 {
                        stack.push(Item::Text(", "));
                    }
                }
            }
        }
    }
}

// ---- walking ----

/// Visits `attr` and everything nested in it, in print order.
pub fn walk_attr(ctx: &Context, attr: Attribute, f: &mut dyn FnMut(AliasItem)) {
    f(AliasItem::Attr(attr));
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => walk_type(ctx, *ty, f),
        AttrKind::String { ty: Some(ty), .. } | AttrKind::Type(ty) => walk_type(ctx, *ty, f),
        AttrKind::Array(elems) => elems.iter().for_each(|a| walk_attr(ctx, *a, f)),
        AttrKind::Dictionary(entries) => entries.iter().for_each(|(_, a)| walk_attr(ctx, *a, f)),
        AttrKind::DenseElements { ty, .. }
        | AttrKind::SparseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. } => walk_type(ctx, *ty, f),
        AttrKind::DenseArray { element, .. } => walk_type(ctx, *element, f),
        AttrKind::Dialect(value) => walk_sub_elements(ctx, ctx.attr_def(value.def), value, f),
        AttrKind::Distinct { referenced, .. } => walk_attr(ctx, *referenced, f),
        _ => {}
    }
}

/// Visits what a dialect value holds, as its definition reports it.
fn walk_sub_elements(
    ctx: &Context,
    def: &strata_ir::DialectDef,
    value: &strata_ir::DialectValue,
    f: &mut dyn FnMut(AliasItem),
) {
    if let Some(sub_elements) = def.sub_elements {
        sub_elements(value.storage.as_any(), &mut |e| match e {
            strata_ir::SubElement::Type(t) => walk_type(ctx, t, f),
            strata_ir::SubElement::Attr(a) => walk_attr(ctx, a, f),
        });
    }
}

/// Visits `ty` and everything nested in it, in print order.
pub fn walk_type(ctx: &Context, ty: Type, f: &mut dyn FnMut(AliasItem)) {
    f(AliasItem::Type(ty));
    match ctx.type_kind(ty) {
        TypeKind::Complex(e) | TypeKind::UnrankedTensor { element: e } => walk_type(ctx, *e, f),
        TypeKind::Tuple(elems) => elems.iter().for_each(|t| walk_type(ctx, *t, f)),
        TypeKind::Function { inputs, results } => inputs.iter().chain(results).for_each(|t| walk_type(ctx, *t, f)),
        TypeKind::Vector { element, .. } => walk_type(ctx, *element, f),
        TypeKind::RankedTensor { element, encoding, .. } => {
            walk_type(ctx, *element, f);
            if let Some(e) = encoding {
                walk_attr(ctx, *e, f);
            }
        }
        TypeKind::MemRef { element, layout, memory_space, .. } => {
            walk_type(ctx, *element, f);
            layout.iter().chain(memory_space.iter()).for_each(|a| walk_attr(ctx, *a, f));
        }
        TypeKind::UnrankedMemRef { element, memory_space } => {
            walk_type(ctx, *element, f);
            memory_space.iter().for_each(|a| walk_attr(ctx, *a, f));
        }
        TypeKind::Dialect(value) => walk_sub_elements(ctx, ctx.type_def(value.def), value, f),
        _ => {}
    }
}
