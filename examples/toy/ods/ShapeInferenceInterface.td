//===- ShapeInferenceInterface.td - Toy's shape inference --*- tablegen -*-===//
//
// The op interface of the Toy tutorial's chapter 4, declared by the Toy
// crate itself: strata's own crates know nothing of it. `cargo xtask
// codegen` turns it into the Rust trait `ShapeInference` (one method per
// `InterfaceMethod`) that the Toy ops declaring it implement in
// ../src/shape_inference.rs, and the table `ShapeInferenceOpInterface` a
// pass finds on an op (`ShapeInferenceOpInterface::of`).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPE_INFERENCE_INTERFACE
#define SHAPE_INFERENCE_INTERFACE

include "mlir/IR/OpBase.td"

def ShapeInferenceOpInterface : OpInterface<"ShapeInference"> {
  let description = [{
    An op whose result types follow from its operand types: the shape
    inference pass asks it to set them once its operands are shaped.
  }];
  let cppNamespace = "::toy";

  let methods = [
    InterfaceMethod<"Infer and set the output shape for the current operation.",
                    "void", "inferShapes">
  ];
}

#endif // SHAPE_INFERENCE_INTERFACE
