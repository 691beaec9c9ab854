//! The Rust side of the generated code: the struct type's constructor and
//! accessors, the typed op builders MLIRGen uses, and the trait and
//! interface table generated from the Toy crate's own
//! `ShapeInferenceOpInterface`.

use strata_ir::{Body, Builder, Context, FloatKind, InsertPoint, OpId, TypeKind};
use toy::{ShapeInferenceOpInterface, StructType, TransposeOp};

fn context() -> Context {
    toy::context()
}

#[test]
fn struct_type_get_and_accessors() {
    let ctx = context();
    let f64_type = ctx.float_type(FloatKind::F64);
    let tensor = ctx.intern_type(TypeKind::UnrankedTensor { element: f64_type });
    let ty = StructType::get(&ctx, vec![tensor, tensor]);
    assert_eq!(ty, StructType::get(&ctx, vec![tensor, tensor]), "types are interned");
    let params = StructType::from_type(&ctx, ty).expect("a toy struct");
    assert_eq!(params.element_types(), [tensor, tensor]);
    assert_eq!(ctx.type_to_string(ty), "!toy.struct<tensor<*xf64>, tensor<*xf64>>");
    assert!(StructType::from_type(&ctx, tensor).is_none());
}

#[test]
fn shape_inference_interface_dispatches_to_the_trait() {
    let ctx = context();
    let f64_type = ctx.float_type(FloatKind::F64);
    let mut body = Body::new();
    let block = body.create_block();
    let input = body.add_block_arg(block, ctx.ranked_tensor_type(vec![2, 3], f64_type), None);
    let unranked = ctx.intern_type(TypeKind::UnrankedTensor { element: f64_type });
    let mut b = Builder::at(&ctx, &mut body, InsertPoint::BlockEnd(block));
    let transpose: OpId = TransposeOp::build(&mut b, ctx.unknown_loc(), input, unranked).into();
    let iface = *ShapeInferenceOpInterface::of(&ctx, &body, transpose).expect("transpose declares the interface");
    (iface.infer_shapes)(&ctx, &mut body, transpose);
    let result = body.results(transpose)[0];
    assert_eq!(ctx.type_to_string(body.value_type(result)), "tensor<3x2xf64>");
}
