//! Builders other dialects' patterns share: vector ops created through the
//! generated op classes, their result types inferred as upstream's
//! builders infer them.

use strata_ir::{Context, Location, OpBuilder, Type, TypeKind, Value};

use crate::{ExtractOp, InsertOp};

/// `ShapedType::kDynamic`: a position given by an operand.
const DYNAMIC: i64 = i64::MIN;

/// One index of a `vector.extract`/`vector.insert` position (upstream's
/// `OpFoldResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Position {
    Static(i64),
    Dynamic(Value),
}

/// The static position attribute (dynamic entries marked) and the dynamic
/// operands of `positions`.
fn split(ctx: &Context, positions: &[Position]) -> (strata_ir::Attribute, Vec<Value>) {
    let statics: Vec<i64> = positions
        .iter()
        .map(|p| match p {
            Position::Static(i) => *i,
            Position::Dynamic(_) => DYNAMIC,
        })
        .collect();
    let dynamics =
        positions.iter().filter_map(|p| if let Position::Dynamic(v) = p { Some(*v) } else { None }).collect();
    (ctx.dense_i64_array(&statics), dynamics)
}

/// The rank of the vector type `ty` (0 for any other type).
pub fn vector_rank(ctx: &Context, ty: Type) -> usize {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// The vector type `ty` without its first `n` dims (upstream's
/// `VectorType::Builder::dropDim`, `n` times): still a vector, 0-d when
/// no dim is left; `ty` itself for another type.
pub fn without_leading_dims(ctx: &Context, ty: Type, n: usize) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, element } => ctx.intern_type(TypeKind::Vector {
            shape: shape.get(n..).unwrap_or_default().to_vec(),
            scalable: scalable.get(n..).unwrap_or_default().to_vec(),
            element: *element,
        }),
        _ => ty,
    }
}

/// The type of `n` leading dims indexed away from the vector type `ty`: the
/// rest of the vector, or its element type when nothing is left.
pub fn drop_leading_dims(ctx: &Context, ty: Type, n: usize) -> Type {
    if n < vector_rank(ctx, ty) {
        without_leading_dims(ctx, ty, n)
    } else {
        ctx.element_type_or_self(ty)
    }
}

/// `vector.extract source[positions]`.
pub fn extract<'a>(b: &mut impl OpBuilder<'a>, loc: Location, source: Value, positions: &[Position]) -> Value {
    let ctx = b.ctx();
    let ty = drop_leading_dims(ctx, b.body().value_type(source), positions.len());
    let (statics, dynamics) = split(ctx, positions);
    ExtractOp::build(b, loc, source, &dynamics, ty, statics).result(b.body())
}

/// `vector.insert value, dest[positions]`.
pub fn insert<'a>(
    b: &mut impl OpBuilder<'a>,
    loc: Location,
    value: Value,
    dest: Value,
    positions: &[Position],
) -> Value {
    let ctx = b.ctx();
    let ty = b.body().value_type(dest);
    let (statics, dynamics) = split(ctx, positions);
    InsertOp::build(b, loc, value, dest, &dynamics, ty, statics).result(b.body())
}

/// The mixed position of a `vector.extract`/`vector.insert` op (upstream's
/// `getMixedPosition`): its static entries, with the dynamic operands in
/// order where they are marked; `None` if the op is malformed.
pub fn mixed_position(ctx: &Context, body: &strata_ir::Body, op: impl Into<strata_ir::OpId>) -> Option<Vec<Position>> {
    let op = op.into();
    let statics = crate::fold::static_position(ctx, body, op)?;
    // The dynamic operands follow the source (extract) or value and dest (insert).
    let first_dynamic = if ExtractOp::cast(ctx, body, op).is_some() { 1 } else { 2 };
    let mut dynamics = body.operands(op).skip(first_dynamic);
    statics
        .iter()
        .map(|&s| if s == DYNAMIC { dynamics.next().map(Position::Dynamic) } else { Some(Position::Static(s)) })
        .collect()
}

/// `vector.extract source[position]` at a static position.
pub fn extract_at<'a>(b: &mut impl OpBuilder<'a>, loc: Location, source: Value, position: &[i64]) -> Value {
    let positions: Vec<Position> = position.iter().map(|&p| Position::Static(p)).collect();
    extract(b, loc, source, &positions)
}

/// `vector.insert value, dest[position]` at a static position.
pub fn insert_at<'a>(b: &mut impl OpBuilder<'a>, loc: Location, value: Value, dest: Value, position: &[i64]) -> Value {
    let positions: Vec<Position> = position.iter().map(|&p| Position::Static(p)).collect();
    insert(b, loc, value, dest, &positions)
}

/// Advances a row-major position within `shape`, the last dimension
/// fastest (wrapping to all zeros after the last position).
pub fn next_position(position: &mut [i64], shape: &[i64]) {
    for d in (0..position.len()).rev() {
        position[d] += 1;
        if position[d] < shape[d] {
            return;
        }
        position[d] = 0;
    }
}
