//! Each dialect's constant materializer (upstream's `materializeConstant`),
//! through the `MaterializeConstant` interface the generated registration
//! installs for dialects with `hasConstantMaterializer`.

use strata_ir::{Attribute, Context, MaterializeConstant, Type};

fn materialize(ctx: &Context, dialect: &str, value: Attribute, ty: Type) -> Option<String> {
    let d = ctx.dialect(dialect).expect("registered");
    let hook = d.interfaces.get::<MaterializeConstant>().expect("a materializer");
    (hook.0)(ctx, value, ty, ctx.unknown_loc()).map(|st| ctx.op_name_str(st.name).to_string())
}

#[test]
fn dialects_materialize_constants_as_upstream() {
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let (i32t, i1, index) = (ctx.integer_type(32), ctx.integer_type(1), ctx.index_type());
    let si32 = ctx.intern_type(strata_ir::TypeKind::Integer { width: 32, signedness: strata_ir::Signedness::Signed });
    let seven = ctx.integer_attr(i32t, 7);
    let poison = ctx.dialect_attr(strata_dialect_ub::PoisonAttr);
    // arith: typed values of exactly the type; poison becomes ub.poison.
    assert_eq!(materialize(&ctx, "arith", seven, i32t).as_deref(), Some("arith.constant"));
    assert_eq!(materialize(&ctx, "arith", seven, index), None, "the value's type must be the type");
    let signed_seven = ctx.integer_attr(si32, 7);
    assert_eq!(materialize(&ctx, "arith", signed_seven, si32), None, "signed integers are not buildable");
    assert_eq!(materialize(&ctx, "arith", poison, i32t).as_deref(), Some("ub.poison"));
    assert_eq!(materialize(&ctx, "arith", ctx.string_attr("x"), i32t), None);
    // math and vector delegate to arith with poison; memref and tensor without.
    for d in ["math", "vector"] {
        assert_eq!(materialize(&ctx, d, poison, i32t).as_deref(), Some("ub.poison"), "{d}");
    }
    for d in ["memref", "tensor"] {
        assert_eq!(materialize(&ctx, d, seven, i32t).as_deref(), Some("arith.constant"), "{d}");
        assert_eq!(materialize(&ctx, d, poison, i32t), None, "{d}");
    }
    // index: booleans and index integers only.
    let five = ctx.integer_attr(index, 5);
    assert_eq!(materialize(&ctx, "index", five, index).as_deref(), Some("index.constant"));
    assert_eq!(materialize(&ctx, "index", ctx.bool_attr(true), i1).as_deref(), Some("index.bool.constant"));
    assert_eq!(materialize(&ctx, "index", seven, i32t), None);
    // ub: poison only.
    assert_eq!(materialize(&ctx, "ub", poison, index).as_deref(), Some("ub.poison"));
    assert_eq!(materialize(&ctx, "ub", seven, i32t), None);
    // func: a flat symbol reference of a function type.
    let fn_ty = ctx.intern_type(strata_ir::TypeKind::Function { inputs: vec![], results: vec![] });
    assert_eq!(materialize(&ctx, "func", ctx.symbol_ref_attr("f"), fn_ty).as_deref(), Some("func.constant"));
    assert_eq!(materialize(&ctx, "func", ctx.symbol_ref_attr("f"), i32t), None);
    // Dialects without `hasConstantMaterializer` have none.
    for d in ["cf", "scf"] {
        assert!(ctx.dialect(d).expect("registered").interfaces.get::<MaterializeConstant>().is_none(), "{d}");
    }
}
