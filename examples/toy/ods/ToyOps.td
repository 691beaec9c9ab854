//===- ToyOps.td - the Toy tutorial dialect ----------------*- tablegen -*-===//
//
// The `toy` dialect of MLIR's Toy tutorial, on strata: the ops `toyc` emits
// for a Toy program (chapter 2), their canonicalization (chapter 3), the
// shape-inference interface and the cast the inliner needs (chapter 4),
// `toy.print` of a memref for partial lowering (chapter 5) and the struct
// type with its two ops (chapter 7). Values are builtin `f64` tensors,
// unranked (`tensor<*xf64>`) until shape inference gives them a shape.
//
// `cargo xtask codegen` reads this file and writes ../src/generated.rs;
// ./tables.txt wires what ODS does not say (the hand-written custom forms,
// the dialect's inliner interface).
//
//===----------------------------------------------------------------------===//

#ifndef TOY_OPS
#define TOY_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "ShapeInferenceInterface.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let cppNamespace = "::toy";
  let summary = "the Toy tutorial's dialect";
  // Folds may produce any constant: `crate::fold::materialize_constant`.
  let hasConstantMaterializer = 1;
}

class Toy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Toy_Dialect, mnemonic, traits>;

// `!toy.struct<tensor<*xf64>, tensor<*xf64>>` (chapter 7): an aggregate of
// tensors and structs. Its custom form checks each element type where it
// is written (`crate::syntax::parse_struct_type`).
def Toy_StructTypeDef : TypeDef<Toy_Dialect, "Struct"> {
  let mnemonic = "struct";
  let summary = "Toy struct type";
  let parameters = (ins ArrayRefParameter<"Type", "the element types">:$elementTypes);
  let hasCustomAssemblyFormat = 1;
}

// Ops name the struct type through a plain constraint, as upstream's
// tutorial does, so formats print it in full (`!toy.struct<...>`).
def Toy_StructType :
    DialectType<Toy_Dialect, CPred<"::llvm::isa<StructType>($_self)">, "Toy struct type">;

def Toy_Type : AnyTypeOf<[F64Tensor, Toy_StructType]>;

def ConstantOp : Toy_Op<"constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "constant";
  let description = [{
    Turns a literal into an SSA value:

    ```mlir
    %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
    ```
  }];
  let arguments = (ins F64ElementsAttr:$value);
  let results = (outs F64Tensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def AddOp : Toy_Op<"add", [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "element-wise addition operation";
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor:$output);
  let hasCustomAssemblyFormat = 1;
}

def CastOp : Toy_Op<"cast", [
    DeclareOpInterfaceMethods<CastOpInterface>,
    DeclareOpInterfaceMethods<ShapeInferenceOpInterface>,
    Pure, SameOperandsAndResultShape]> {
  let summary = "shape cast operation";
  let description = [{
    Converts a tensor to an equivalent type without changing its elements:
    the element types are the same, and the shapes too when both are
    ranked. The inliner builds it where a call passes a shaped tensor to
    an unranked argument.
  }];
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
}

def FuncOp : Toy_Op<"func", [
    DeclareOpInterfaceMethods<CallableOpInterface>, FunctionOpInterface,
    IsolatedFromAbove, Symbol]> {
  let summary = "user defined function operation";
  let description = [{
    ```mlir
    toy.func @main() {
      %0 = toy.constant dense<5.500000e+00> : tensor<f64>
      %1 = toy.reshape(%0 : tensor<f64>) to tensor<2x2xf64>
      toy.print %1 : tensor<2x2xf64>
      toy.return
    }
    ```
  }];
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    TypeAttrOf<FunctionType>:$function_type,
    OptionalAttr<StrAttr>:$sym_visibility,
    OptionalAttr<DictArrayAttr>:$arg_attrs,
    OptionalAttr<DictArrayAttr>:$res_attrs
  );
  let regions = (region AnyRegion:$body);
  let hasCustomAssemblyFormat = 1;
}

def GenericCallOp : Toy_Op<"generic_call", [DeclareOpInterfaceMethods<CallOpInterface>]> {
  let summary = "generic call operation";
  let description = [{
    A call of a function whose argument shapes are not known yet:

    ```mlir
    %4 = toy.generic_call @my_func(%1, %3) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<Toy_Type>:$inputs);
  let results = (outs Toy_Type:$output);
  let assemblyFormat = [{
    $callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)
  }];
}

def MulOp : Toy_Op<"mul", [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "element-wise multiplication operation";
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor:$output);
  let hasCustomAssemblyFormat = 1;
}

def PrintOp : Toy_Op<"print"> {
  let summary = "print operation";
  let description = [{
    Prints a tensor. A memref is allowed too, so that `toy.print` stays
    legal while the rest of a function is lowered (chapter 5).
  }];
  let arguments = (ins AnyTypeOf<[F64Tensor, F64MemRef]>:$input);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

def ReshapeOp : Toy_Op<"reshape", [Pure]> {
  let summary = "tensor reshape operation";
  let description = [{
    ```mlir
    %0 = toy.reshape(%arg1 : tensor<10xf64>) to tensor<5x2xf64>
    ```
  }];
  let arguments = (ins F64Tensor:$input);
  let results = (outs StaticShapeTensorOf<[F64]>:$output);
  let assemblyFormat = [{
    `(` $input `:` type($input) `)` attr-dict `to` type(results)
  }];
  let hasCanonicalizer = 1;
}

def ReturnOp : Toy_Op<"return", [Pure, HasParent<"FuncOp">, Terminator]> {
  let summary = "return operation";
  let description = [{
    Returns at most one value, of the enclosing function's result type:

    ```mlir
    toy.func @foo() -> tensor<2xf64> {
      ...
      toy.return %0 : tensor<2xf64>
    }
    ```
  }];
  let arguments = (ins Variadic<Toy_Type>:$input);
  let assemblyFormat = "($input^ `:` type($input))? attr-dict ";
  let hasVerifier = 1;
}

def StructAccessOp : Toy_Op<"struct_access", [Pure]> {
  let summary = "struct access";
  let description = [{
    The `index`-th element of a struct value.
  }];
  let arguments = (ins Toy_StructType:$input, I64Attr:$index);
  let results = (outs Toy_Type:$output);
  let assemblyFormat = [{
    $input `[` $index `]` attr-dict `:` type($input) `->` type($output)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def StructConstantOp : Toy_Op<"struct_constant", [ConstantLike, Pure]> {
  let summary = "struct constant";
  let description = [{
    A constant struct: an array of the elements' constants.

    ```mlir
    %0 = toy.struct_constant [
      dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
    ] : !toy.struct<tensor<*xf64>>
    ```
  }];
  let arguments = (ins ArrayAttr:$value);
  let results = (outs Toy_StructType:$output);
  let assemblyFormat = "$value attr-dict `:` type($output)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def TransposeOp : Toy_Op<"transpose", [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "transpose operation";
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor:$output);
  let assemblyFormat = [{
    `(` $input `:` type($input) `)` attr-dict `to` type(results)
  }];
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

#endif // TOY_OPS
