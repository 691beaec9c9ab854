//===- GraphOps.td - strata's tensor-graph dialect ---------*- tablegen -*-===//
//
// A small tensor-graph dialect in the style of a deep-learning framework's
// IR. Every op is Pure and works on tensors; the framework's bookkeeping
// (`op_name`, `scope_symbol_id`, `device_tag`) travels as *discardable*
// attributes, which is why it is not declared here: attribute-ignoring CSE
// (`cse{ignore-attrs=op_name,scope_symbol_id}`) is built to see through it.
//
// This file is the worked example of docs/dialect-authors.md: codegen reads
// it with the `tblgen` crate and writes ../src/generated.rs.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_GRAPH_OPS
#define STRATA_GRAPH_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Graph_Dialect : Dialect {
  let name = "graph";
  let cppNamespace = "::strata::graph";
  let summary = "A tensor-graph dialect in the style of a deep-learning framework";
  let description = [{
    Pure operations on tensors. Ops carry the framework's bookkeeping as
    discardable attributes: `op_name` (a path such as
    `"model/block0/add_3"`), `scope_symbol_id` (an integer) and `device_tag`.
  }];
}

class Graph_Op<string mnemonic, list<Trait> traits = []>
    : Op<Graph_Dialect, mnemonic, !listconcat(traits, [Pure])>;

// `AllTypesMatch` lets the format infer the result type from the value's
// (`attr-dict $value` has no `type($output)`), as for `arith.constant`.
def Graph_ConstantOp : Graph_Op<"constant",
    [ConstantLike, AllTypesMatch<["value", "output"]>]> {
  let summary = "a constant tensor";
  let description = [{
    ```mlir
    %w = graph.constant dense<0.5> : tensor<4x16xf32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs AnyTensor:$output);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}

def Graph_CastOp : Graph_Op<"cast", [SameOperandsAndResultShape]> {
  let summary = "element-type conversion";
  let description = [{
    ```mlir
    %1 = graph.cast %0 {op_name = "model/cast_1"} : tensor<4x16xf32> to tensor<4x16xf16>
    ```
  }];
  let arguments = (ins AnyTensor:$input);
  let results = (outs AnyTensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Graph_AddNOp : Graph_Op<"add_n", [SameOperandsAndResultType, Commutative]> {
  let summary = "elementwise sum of any number of tensors";
  let description = [{
    ```mlir
    %s = graph.add_n %a, %b, %c : tensor<4x16xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyTensor>:$inputs);
  let results = (outs AnyTensor:$sum);
  let assemblyFormat = "$inputs attr-dict `:` type($sum)";
  let hasFolder = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Graph_TransposeOp : Graph_Op<"transpose"> {
  let summary = "permutes the dimensions of a tensor";
  let description = [{
    ```mlir
    %t = graph.transpose %w, [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, DenseI64ArrayAttr:$permutation);
  let results = (outs AnyRankedTensor:$output);
  let assemblyFormat = "$input `,` $permutation attr-dict `:` type($input) `->` type($output)";
  let hasFolder = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Graph_ReluOp : Graph_Op<"relu", [SameOperandsAndResultType, Idempotent]> {
  let summary = "rectified linear unit, elementwise";
  let arguments = (ins TensorOf<[AnyFloat]>:$input);
  let results = (outs TensorOf<[AnyFloat]>:$output);
  let assemblyFormat = "$input attr-dict `:` type($output)";
}

def Graph_MatMulOp : Graph_Op<"matmul"> {
  let summary = "matrix product of two 2-D tensors";
  let description = [{
    ```mlir
    %p = graph.matmul %a, %b {transpose_b} : tensor<4x8xf32>, tensor<16x8xf32> -> tensor<4x16xf32>
    ```
  }];
  let arguments = (ins 2DTensorOf<[AnyFloat]>:$lhs, 2DTensorOf<[AnyFloat]>:$rhs,
                       UnitAttr:$transpose_a, UnitAttr:$transpose_b);
  let results = (outs 2DTensorOf<[AnyFloat]>:$output);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($output)";
  let hasVerifier = 1;
}

def Graph_Conv2DOp : Graph_Op<"conv2d"> {
  let summary = "2-D convolution in NHWC layout with an HWCF filter";
  let description = [{
    ```mlir
    %y = graph.conv2d %x, %w strides [1, 1] padding [0, 0, 0, 0]
        : tensor<1x32x32x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x30x30x8xf32>
    ```
  }];
  let arguments = (ins 4DTensorOf<[AnyFloat]>:$input, 4DTensorOf<[AnyFloat]>:$filter,
                       DenseI64ArrayAttr:$strides, DenseI64ArrayAttr:$padding);
  let results = (outs 4DTensorOf<[AnyFloat]>:$output);
  let assemblyFormat = [{
    $input `,` $filter `strides` $strides `padding` $padding attr-dict
    `:` type($input) `,` type($filter) `->` type($output)
  }];
  let hasVerifier = 1;
}

#endif // STRATA_GRAPH_OPS
