//! Chapter 4: shape inference. The Toy ops declaring
//! `ShapeInferenceOpInterface` (`ods/ShapeInferenceInterface.td`, the
//! Toy crate's own interface) implement its generated trait here, and
//! the `toy-shape-inference` pass asks every op still returning an
//! unranked tensor to infer its result once its operands are ranked.
//!
//! Upstream's pass repeatedly searches its worklist for a ready op. Here
//! one walk in block order does the same work: within a function operands
//! are defined before their uses, so an op's operands are as ranked as
//! they will get when the walk reaches it. Ops left unranked are an error.

use strata_ir::constraints::is_ranked_tensor;
use strata_ir::{Body, Context, OpId, Type, WalkOrder, WalkResult};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};

use crate::{AddOp, CastOp, ConstantOp, MulOp, ShapeInference, ShapeInferenceOpInterface, TransposeOp};

fn set_result_type(body: &mut Body, op: OpId, ty: Type) {
    let result = body.results(op)[0];
    body.set_value_type(result, ty);
}

/// A constant has its value's type.
impl ShapeInference for ConstantOp {
    fn infer_shapes(self, ctx: &Context, body: &mut Body) {
        if let Some(ty) = self.value(ctx, body).and_then(|v| strata_ir::op_checks::typed_attr_type(ctx, v)) {
            set_result_type(body, OpId::from(self), ty);
        }
    }
}

/// Elementwise ops have their left operand's type.
impl ShapeInference for AddOp {
    fn infer_shapes(self, _: &Context, body: &mut Body) {
        let ty = body.value_type(self.lhs(body));
        set_result_type(body, OpId::from(self), ty);
    }
}

impl ShapeInference for MulOp {
    fn infer_shapes(self, _: &Context, body: &mut Body) {
        let ty = body.value_type(self.lhs(body));
        set_result_type(body, OpId::from(self), ty);
    }
}

/// A cast has its input's type (it then folds away).
impl ShapeInference for CastOp {
    fn infer_shapes(self, _: &Context, body: &mut Body) {
        let ty = body.value_type(self.input(body));
        set_result_type(body, OpId::from(self), ty);
    }
}

/// A transpose reverses its input's shape.
impl ShapeInference for TransposeOp {
    fn infer_shapes(self, ctx: &Context, body: &mut Body) {
        let input = body.value_type(self.input(body));
        let Some(shape) = ctx.shape(input) else { return };
        let reversed = shape.iter().rev().copied().collect();
        let ty = ctx.ranked_tensor_type(reversed, ctx.element_type_or_self(input));
        set_result_type(body, OpId::from(self), ty);
    }
}

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "toy-shape-inference",
        name: "ShapeInferencePass",
        description: "Infer the shapes of Toy tensors from the operands of each op",
        options: &[],
        anchor: Some("toy.func"),
        create: |_, _| Ok(Box::new(ShapeInferencePass)),
    }
}

pub struct ShapeInferencePass;

impl Pass for ShapeInferencePass {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, func: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let mut ops = Vec::new();
        body.walk(func, WalkOrder::PreOrder, |_, op| {
            if op != func {
                ops.push(op);
            }
            WalkResult::Advance
        });
        let mut left = 0;
        for op in ops {
            if body.results(op).iter().all(|&r| is_ranked_tensor(ctx, body.value_type(r))) {
                continue;
            }
            if !body.operands(op).all(|v| is_ranked_tensor(ctx, body.value_type(v))) {
                left += 1;
                continue;
            }
            match ShapeInferenceOpInterface::of(ctx, body, op).copied() {
                Some(iface) => (iface.infer_shapes)(ctx, body, op),
                None => {
                    let msg = "unable to infer shape of operation without shape inference interface";
                    run.diagnostics.push(strata_ir::op_checks::emit_error(body, op, msg));
                    return Err(PassFailed);
                }
            }
        }
        if left > 0 {
            let msg = format!("Shape inference failed, {left} operations couldn't be inferred\n");
            run.diagnostics.push(strata_ir::op_checks::emit_error(body, func, msg));
            return Err(PassFailed);
        }
        Ok(())
    }
}
