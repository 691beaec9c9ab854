//! The Rust side of the generated code: the tensor type's constructor,
//! checked constructor and accessors, and the printed form they intern.

use strata_ir::Context;
use toy::TensorType;

fn context() -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    toy::register(&ctx);
    ctx
}

#[test]
fn tensor_type_get_and_accessors() {
    let ctx = context();
    let f64_type = ctx.float_type(strata_ir::FloatKind::F64);
    let ty = TensorType::get(&ctx, vec![2, 3], f64_type);
    assert_eq!(ty, TensorType::get(&ctx, vec![2, 3], f64_type), "types are interned");
    let params = TensorType::from_type(&ctx, ty).expect("a toy tensor");
    assert_eq!(params.shape(), [2, 3]);
    assert_eq!(params.element_type(), f64_type);
    assert_eq!(ctx.type_to_string(ty), "!toy.tensor<[2, 3], f64>");
    assert!(TensorType::from_type(&ctx, f64_type).is_none());
}

#[test]
fn tensor_type_get_checked_runs_the_verifier() {
    let ctx = context();
    let f64_type = ctx.float_type(strata_ir::FloatKind::F64);
    assert!(TensorType::get_checked(&ctx, vec![4], f64_type).is_ok());
    let err = TensorType::get_checked(&ctx, vec![-1], f64_type).unwrap_err();
    assert_eq!(err, "toy.tensor dimensions must be non-negative, got -1");
    let err = TensorType::get_checked(&ctx, vec![4], ctx.index_type()).unwrap_err();
    assert_eq!(err, "toy.tensor element type must be a float type, got index");
}
