//===- ToyOps.td - the Toy tutorial dialect ----------------*- tablegen -*-===//
//
// The `toy` dialect of strata's Toy tutorial (docs/dialect-authors.md), in
// the spirit of MLIR's Toy tutorial, chapters 2 and 3: a tensor type with
// parameters, constants, transpose, reshape and elementwise add/mul, and
// the folds and canonicalization patterns that clean up Toy programs.
//
// `cargo xtask codegen` reads this file and writes ../src/generated.rs.
//
//===----------------------------------------------------------------------===//

#ifndef TOY_OPS
#define TOY_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let cppNamespace = "::toy";
  let summary = "the Toy tutorial's dialect";
}

// `!toy.tensor<[2, 3], f64>`: Toy's values are tensors of a known shape.
// Codegen writes the Rust struct `TensorType` (with `get`, `shape()` and
// `element_type()`), its parser and printer from `assemblyFormat`, and
// calls the hand-written `crate::verify::tensor_type` (`genVerifyDecl`).
def Toy_TensorType : TypeDef<Toy_Dialect, "Tensor"> {
  let mnemonic = "tensor";
  let summary = "a Toy tensor of a static shape";
  let parameters = (ins ArrayRefParameter<"int64_t", "the dimensions">:$shape,
                        "Type":$elementType);
  let assemblyFormat = "`<` `[` $shape `]` `,` $elementType `>`";
  let genVerifyDecl = 1;
}

class Toy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Toy_Dialect, mnemonic, !listconcat(traits, [Pure])>;

def Toy_ConstantOp : Toy_Op<"constant", [ConstantLike]> {
  let summary = "a constant tensor";
  let description = [{
    ```mlir
    %0 = toy.constant dense<[[1.0, 2.0]]> : tensor<1x2xf64> -> !toy.tensor<[1, 2], f64>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs Toy_TensorType:$output);
  let assemblyFormat = "$value attr-dict `->` qualified(type($output))";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Toy_TransposeOp : Toy_Op<"transpose"> {
  let summary = "transposes a 2-D tensor";
  let arguments = (ins Toy_TensorType:$input);
  let results = (outs Toy_TensorType:$output);
  let assemblyFormat = "$input attr-dict `:` qualified(type($input)) `->` qualified(type($output))";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Toy_ReshapeOp : Toy_Op<"reshape"> {
  let summary = "gives a tensor a new shape with the same elements";
  let arguments = (ins Toy_TensorType:$input);
  let results = (outs Toy_TensorType:$output);
  let assemblyFormat = "$input attr-dict `:` qualified(type($input)) `->` qualified(type($output))";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Toy_AddOp : Toy_Op<"add", [SameOperandsAndResultType]> {
  let summary = "elementwise addition";
  let arguments = (ins Toy_TensorType:$lhs, Toy_TensorType:$rhs);
  let results = (outs Toy_TensorType:$output);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` qualified(type($output))";
}

def Toy_MulOp : Toy_Op<"mul", [SameOperandsAndResultType]> {
  let summary = "elementwise multiplication";
  let arguments = (ins Toy_TensorType:$lhs, Toy_TensorType:$rhs);
  let results = (outs Toy_TensorType:$output);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` qualified(type($output))";
}

#endif // TOY_OPS
