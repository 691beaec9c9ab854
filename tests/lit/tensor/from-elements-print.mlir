// tensor.from_elements prints a space before its (possibly empty) element
// list, as upstream's declarative format does: two spaces without elements.
// RUN: strata-opt %s | FileCheck %s --strict-whitespace
// CHECK: %from_elements = tensor.from_elements  : tensor<0xf32>
// CHECK: %from_elements_0 = tensor.from_elements %arg0 : tensor<1xf32>
func.func @f(%x: f32) -> (tensor<0xf32>, tensor<1xf32>) {
  %0 = tensor.from_elements : tensor<0xf32>
  %1 = tensor.from_elements %x : tensor<1xf32>
  return %0, %1 : tensor<0xf32>, tensor<1xf32>
}
