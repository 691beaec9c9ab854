//! `enable-arm-i8mm` and `enable-arm-bf16` with `enable-arm-neon` or
//! `enable-arm-sve`: the prepass lowers a `vector.contract` that multiplies
//! matrices to the target's matrix-multiply-accumulate ops, one per 2x2
//! tile of the result ([`neon`], [`sve`]; benefit 2, so they win over the
//! generic contraction lowering). The patterns are added in upstream's
//! order: Neon i8mm, SVE i8mm, Neon bf16, SVE bf16.
//!
//! What they share: for i8mm, both inputs are sign- or zero-extensions to
//! `i32` of small integers, or such integers without an extension (which
//! count as sign-extended); the pair of signednesses picks `smmla`,
//! `ummla` or `usmmla`, and signed by unsigned is `usmmla` with the
//! operands swapped and each accumulator tile transposed (there is no
//! `summla`).

pub mod neon;
pub mod sve;

use strata_dialect_arith::{ExtSIOp, ExtUIOp};
use strata_dialect_vector::ContractionOp;
use strata_ir::{Context, OpClass, OpId, OpName};
use strata_ir::{Type, TypeKind, Value};
use strata_rewrite::{PatternBenefit, PatternSet, RewritePattern, Rewriter};

/// Which extension a contraction is lowered for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MmlaExtension {
    /// FEAT_I8MM: `smmla`, `ummla`, `usmmla`.
    I8mm,
    /// FEAT_BF16: `bfmmla`.
    Bf16,
}

/// Which target's ops a contraction is lowered to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MmlaTarget {
    Neon,
    Sve,
}

/// Adds the lowerings `lowerings` asks for, in upstream's order.
pub fn populate(set: &mut PatternSet, lowerings: &[(MmlaTarget, MmlaExtension)]) {
    for extension in [MmlaExtension::I8mm, MmlaExtension::Bf16] {
        for target in [MmlaTarget::Neon, MmlaTarget::Sve] {
            if !lowerings.contains(&(target, extension)) {
                continue;
            }
            set.add(ContractionToMmla { target, extension });
        }
    }
}

/// The lowering of one target and extension.
pub struct ContractionToMmla {
    pub target: MmlaTarget,
    pub extension: MmlaExtension,
}

impl RewritePattern for ContractionToMmla {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ContractionOp::op_name(ctx))
    }
    fn benefit(&self) -> PatternBenefit {
        PatternBenefit(2)
    }
    fn debug_name(&self) -> &str {
        match (self.target, self.extension) {
            (MmlaTarget::Neon, MmlaExtension::I8mm) => "LowerContractionToNeonI8MMPattern",
            (MmlaTarget::Neon, MmlaExtension::Bf16) => "LowerContractionToNeonBFMMLAPattern",
            (MmlaTarget::Sve, MmlaExtension::I8mm) => "LowerContractionToSVEI8MMPattern",
            (MmlaTarget::Sve, MmlaExtension::Bf16) => "LowerContractionToSVEBFMMLAPattern",
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        match self.target {
            MmlaTarget::Neon => neon::rewrite(rw, op, self.extension),
            MmlaTarget::Sve => sve::rewrite(rw, op, self.extension),
        }
    }
}

/// The op a tile multiplies with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Mmla {
    Signed,
    Unsigned,
    Mixed,
    Bfloat,
}

/// The integer inputs of an i8mm contraction: the op, whether the
/// operands swap, and the values before their extensions.
pub(super) struct IntInputs {
    pub mmla: Mmla,
    pub swap_operands: bool,
    pub lhs: Value,
    pub rhs: Value,
}

/// The shape of the vector type `ty`, whether a dimension is scalable, and
/// its element type.
pub(super) fn shape_of(ctx: &strata_ir::Context, ty: Type) -> Option<(Vec<i64>, bool, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, element } => Some((shape.clone(), scalable.iter().any(|&s| s), *element)),
        _ => None,
    }
}

/// The value extended by `v`'s definition, if that is an extension of the
/// kind asked for to `i32` from a vector of signless integers whose width
/// `narrow` accepts; without an extension, `v` itself counts as
/// sign-extended when its elements are such integers (upstream's
/// `getExtOperand`).
fn ext_operand(rw: &Rewriter<'_>, v: Value, signed: bool, narrow: fn(u32) -> bool) -> Option<Value> {
    let ctx = rw.ctx();
    let body = rw.body();
    let accepted = |ty: Type| {
        let element = ctx.element_type_or_self(ty);
        shape_of(ctx, ty).is_some()
            && strata_ir::constraints::is_signless_integer(ctx, element)
            && matches!(ctx.type_kind(element), TypeKind::Integer { width, .. } if narrow(*width))
    };
    let input = body.defining_op(v).and_then(|d| match signed {
        true => ExtSIOp::cast(ctx, body, d).map(|e| e.r#in(body)),
        false => ExtUIOp::cast(ctx, body, d).map(|e| e.r#in(body)),
    });
    let Some(input) = input else {
        return (signed && accepted(body.value_type(v))).then_some(v);
    };
    if !accepted(body.value_type(input)) {
        return None;
    }
    let out = ctx.element_type_or_self(body.value_type(v));
    ctx.is_signless_integer(out, 32).then_some(input)
}

/// The op and inputs of an i8mm contraction of `lhs` and `rhs`, each an
/// extension of integers whose width `narrow` accepts.
pub(super) fn int_inputs(rw: &Rewriter<'_>, lhs: Value, rhs: Value, narrow: fn(u32) -> bool) -> Option<IntInputs> {
    let (mut mmla, lhs) = match ext_operand(rw, lhs, true, narrow) {
        Some(v) => (Mmla::Signed, v),
        None => (Mmla::Unsigned, ext_operand(rw, lhs, false, narrow)?),
    };
    let mut swap_operands = false;
    let rhs = match ext_operand(rw, rhs, true, narrow) {
        Some(v) => {
            if mmla == Mmla::Unsigned {
                mmla = Mmla::Mixed;
            }
            v
        }
        None => {
            if mmla == Mmla::Signed {
                mmla = Mmla::Mixed;
                swap_operands = true;
            }
            ext_operand(rw, rhs, false, narrow)?
        }
    };
    Some(IntInputs { mmla, swap_operands, lhs, rhs })
}
