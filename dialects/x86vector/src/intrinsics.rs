//! The x86 LLVM intrinsic each x86vector op stands for (upstream's
//! `X86IntrinsicOpInterface`: `getIntrinsicName` and
//! `getIntrinsicOperands`). Names are overloaded on the vector's width in
//! bits (`llvm.x86.avx512.mask.rndscale.ps.512`), which the verified
//! types determine; the lowering (`convert-vector-to-llvm` with
//! `enable-x86vector`) builds the operands from the plan.

use strata_ir::{Body, Context, OpId, Type, TypeKind};

/// How an op's operands become the intrinsic's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntrinsicOperands {
    /// The op's operands, in order.
    Same,
    /// `a`, the pass-through (`src`; else `constant_src`; else zeros), `k`.
    MaskCompress,
    /// The operands, then an `i8` all-ones mask (every lane in the dot
    /// product, the sum broadcast to every lane).
    DotAllLanes,
    /// The start of the buffer the one memref operand views.
    BufferPointer,
}

/// An op's intrinsic: its name and operand plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Intrinsic {
    pub name: String,
    pub operands: IntrinsicOperands,
}

/// The element and the first dimension of a vector type.
fn vector_parts(ctx: &Context, t: Type) -> Option<(Type, i64)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, element, .. } => Some((*element, *shape.first()?)),
        _ => None,
    }
}

/// The width in bits of the vector `t` (its first dimension times its
/// element's width), as upstream's names spell it.
fn width_bits(ctx: &Context, t: Type) -> Option<i64> {
    let (element, n) = vector_parts(ctx, t)?;
    Some(n * i64::try_from(strata_ir::op_checks::bit_width(ctx, element)?).ok()?)
}

/// The intrinsic `op` stands for; `None` for an op of another dialect (or
/// a type the verifier would have refused).
pub fn intrinsic_of(ctx: &Context, body: &Body, op: OpId) -> Option<Intrinsic> {
    let name = ctx.op_name_str(body.op_name(op));
    let operand_type = |i: usize| (i < body.num_operands(op)).then(|| body.value_type(body.operand(op, i)));
    let result_type = |i: usize| body.results(op).get(i).map(|&r| body.value_type(r));
    let same = |name: String| Some(Intrinsic { name, operands: IntrinsicOperands::Same });
    match name {
        "x86vector.avx512.mask.compress" => {
            Some(Intrinsic { name: "llvm.x86.avx512.mask.compress".into(), operands: IntrinsicOperands::MaskCompress })
        }
        "x86vector.avx512.mask.rndscale" | "x86vector.avx512.mask.scalef" => {
            let src = operand_type(0)?;
            let kind = if strata_ir::constraints::is_f32(ctx, vector_parts(ctx, src)?.0) { "ps" } else { "pd" };
            let base = &name["x86vector.".len()..];
            same(format!("llvm.x86.{base}.{kind}.{}", width_bits(ctx, src)?))
        }
        "x86vector.avx512.vp2intersect" => {
            let a = operand_type(0)?;
            let kind = if ctx.is_signless_integer(vector_parts(ctx, a)?.0, 32) { "d" } else { "q" };
            same(format!("llvm.x86.avx512.vp2intersect.{kind}.{}", width_bits(ctx, a)?))
        }
        "x86vector.avx512.dot" => same(format!("llvm.x86.avx512bf16.dpbf16ps.{}", width_bits(ctx, operand_type(0)?)?)),
        "x86vector.avx512.cvt.packed.f32_to_bf16" => {
            same(format!("llvm.x86.avx512bf16.cvtneps2bf16.{}", width_bits(ctx, operand_type(0)?)?))
        }
        "x86vector.avx.rsqrt" => same("llvm.x86.avx.rsqrt.ps.256".into()),
        "x86vector.avx.intr.dot" => {
            Some(Intrinsic { name: "llvm.x86.avx.dp.ps.256".into(), operands: IntrinsicOperands::DotAllLanes })
        }
        "x86vector.avx.dot.i8" => same(format!("llvm.x86.avx2.vpdpbssd.{}", width_bits(ctx, operand_type(0)?)?)),
        "x86vector.avx.bcst_to_f32.packed"
        | "x86vector.avx.cvt.packed.even.indexed_to_f32"
        | "x86vector.avx.cvt.packed.odd.indexed_to_f32" => {
            let element = ctx.element_type_or_self(operand_type(0)?);
            let bf16 = strata_ir::constraints::is_bf16(ctx, element);
            let stem = match (name, bf16) {
                ("x86vector.avx.bcst_to_f32.packed", true) => "vbcstnebf162ps",
                ("x86vector.avx.bcst_to_f32.packed", false) => "vbcstnesh2ps",
                ("x86vector.avx.cvt.packed.even.indexed_to_f32", true) => "vcvtneebf162ps",
                ("x86vector.avx.cvt.packed.even.indexed_to_f32", false) => "vcvtneeph2ps",
                (_, true) => "vcvtneobf162ps",
                (_, false) => "vcvtneoph2ps",
            };
            Some(Intrinsic {
                name: format!("llvm.x86.{stem}{}", width_bits(ctx, result_type(0)?)?),
                operands: IntrinsicOperands::BufferPointer,
            })
        }
        _ => None,
    }
}
