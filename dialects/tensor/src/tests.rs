//! Unit tests: every generated `OpInfo` (assembly formats included) builds.

#[test]
fn every_op_registers() {
    let ctx = strata_ir::Context::new();
    crate::register(&ctx);
    assert_eq!(crate::ops().len(), 21);
}
