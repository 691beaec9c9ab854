//===- ToyCombine.td - Toy's declarative rewrite rules -----*- tablegen -*-===//
//
// The reshape patterns of MLIR's Toy tutorial (chapter 3's `ToyCombine.td`),
// with Rust as the host language: compiled into
// `examples/toy/src/generated_patterns.rs` by
//   cargo xtask drr --td examples/toy/ods/ToyCombine.td --dialect toy \
//       -o examples/toy/src/generated_patterns.rs
// (run from a strata checkout; `cargo xtask codegen` does it too). The
// native helpers are in `examples/toy/src/canonicalize.rs`.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "ToyOps.td"
include "patterns/StrataPatterns.td"

def : RustHelpers<"crate::canonicalize">;

// reshape(reshape(x)) -> reshape(x): only the last shape matters.
def ReshapeReshapeOptPattern : Pat<(ReshapeOp (ReshapeOp $arg)), (ReshapeOp $arg)>;

// reshape(x) -> x when x already has the result's type.
def TypesAreIdentical : Constraint<CPred<"$_body.value_type($0) == $_body.value_type($1)">>;
def RedundantReshapeOptPattern
    : Pat<(ReshapeOp:$res $arg), (replaceWithValue $arg), [(TypesAreIdentical $res, $arg)]>;

// reshape(constant) -> a constant of the new shape: the elements stay, in
// row-major order.
def ReshapeConstant : FallibleNativeCodeCall<"reshape_constant($_ctx, $_body, $0, $1)">;
def FoldConstantReshapeOptPattern
    : Pat<(ReshapeOp:$res (ConstantOp $arg)), (ConstantOp (ReshapeConstant $arg, $res))>;
