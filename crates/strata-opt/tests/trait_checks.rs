//! The generated verifiers' combined check of `SameOperandsAndResultType`
//! and `Elementwise` must answer exactly as the two checks in sequence,
//! error messages included, on valid and invalid ops alike.

use strata_ir::op_checks::{elementwise, same_operands_and_result_type, same_operands_and_result_type_and_elementwise};
use strata_syntax::{parse_source, ParseConfig, SourceFile};

#[test]
fn combined_type_checks_answer_as_the_two_checks() {
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let ops = [
        "%r = \"arith.addi\"(%a, %a) : (i32, i32) -> i32",
        "%r = \"arith.addi\"(%a, %b) : (i32, i64) -> i32",
        "%r = \"arith.addi\"(%a, %a) : (i32, i32) -> i64",
        "%r = \"arith.addi\"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>",
        "%r = \"arith.addi\"(%v, %a) : (vector<4xi32>, i32) -> vector<4xi32>",
        "%r = \"arith.addi\"(%a, %a) : (i32, i32) -> vector<4xi32>",
        "%r = \"arith.addi\"(%t, %u) : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>",
        "%r = \"arith.addi\"(%u, %w) : (tensor<4xi32>, tensor<8xi32>) -> tensor<4xi32>",
        "%r = \"arith.addi\"() : () -> i32",
        "%r = \"math.absf\"(%f) : (vector<4xf32>) -> vector<8xf32>",
        "%r = \"math.absf\"(%f) : (vector<4xf32>) -> vector<4xf32>",
    ];
    let mut failing = 0;
    for text in ops {
        let module = format!(
            "func.func @f(%a: i32, %b: i64, %v: vector<4xi32>, %t: tensor<?xi32>, %u: tensor<4xi32>, \
             %w: tensor<8xi32>, %f: vector<4xf32>) {{\n  {text}\n  return\n}}\n"
        );
        let src = SourceFile::new("t.mlir", module.into_bytes());
        let m = parse_source(&ctx, &src, ParseConfig { implicit_module: true, ..ParseConfig::default() })
            .unwrap_or_else(|d| panic!("{text}: {}", d.message));
        let func = m.body.block_ops(m.body.entry_block(m.body.regions(m.root)[0]).unwrap()).next().unwrap();
        let op = m.body.block_ops(m.body.entry_block(m.body.regions(func)[0]).unwrap()).next().unwrap();
        let message = |r: Result<(), strata_ir::Diagnostic>| r.map_err(|d| d.message);
        let sequence =
            message(same_operands_and_result_type(&ctx, &m.body, op).and_then(|_| elementwise(&ctx, &m.body, op)));
        let combined = message(same_operands_and_result_type_and_elementwise(&ctx, &m.body, op));
        assert_eq!(combined, sequence, "{text}");
        failing += usize::from(sequence.is_err());
    }
    // Both kinds of op are covered: those the checks accept and reject.
    assert!((5..ops.len() - 2).contains(&failing), "{failing} failing");
}
