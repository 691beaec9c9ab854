//===- VectorizeOps.td - strata's vectorize dialect ---------*- tablegen -*-===//
//
// TVM's vector expressions as MLIR ops, for the `vectorize-loops` pass:
// `vectorize.ramp` is TVM's `Ramp` (lane i is base + i * stride). A loop
// is marked for vectorization with the discardable unit attribute
// `vectorize.vectorized` on `scf.for` (see docs/vectorize.md).
//
// Codegen reads this file with the `tblgen` crate and writes
// ../src/generated.rs.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_VECTORIZE_OPS
#define STRATA_VECTORIZE_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Vectorize_Dialect : Dialect {
  let name = "vectorize";
  let cppNamespace = "::strata::vectorize";
  let summary = "TVM-style vector expressions for loop vectorization";
  // A folded ramp is an arith.constant (arith's materializer).
  let hasConstantMaterializer = 1;
}

// A 1-D vector of fixed length whose elements are signless integers or
// index (the checks are the `type` entry of tables.txt).
def Vectorize_RampVector : Type<CPred<"true">,
    "1-D fixed-length vector of signless integer or index values">;

def Vectorize_RampOp : Op<Vectorize_Dialect, "ramp", [Pure,
    AllTypesMatch<["base", "stride"]>,
    TypesMatchWith<"base is the element type of the result", "result", "base",
                   "::llvm::cast<VectorType>($_self).getElementType()">]> {
  let summary = "a vector of base + i * stride, lane by lane (TVM's Ramp)";
  let description = [{
    Lane `i` of the result is `base + i * stride`, computed with wrap-around
    at the element type's width, as `arith.addi`/`arith.muli` would.

    ```mlir
    %v = vectorize.ramp %base, %c1 : vector<8xindex>
    ```
  }];
  let arguments = (ins AnySignlessIntegerOrIndex:$base, AnySignlessIntegerOrIndex:$stride);
  let results = (outs Vectorize_RampVector:$result);
  let assemblyFormat = "$base `,` $stride attr-dict `:` type($result)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

#endif // STRATA_VECTORIZE_OPS
