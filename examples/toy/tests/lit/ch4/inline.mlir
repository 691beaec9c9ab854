// Chapter 4: strata's generic `inline` pass inlines `toy.generic_call`
// (src/call.rs, src/inliner.rs). Where the call passes a shaped tensor to
// an unranked argument, the Toy inliner's `toy.cast` converts it; the
// private callee, now unused, is dropped.
// RUN: toy-opt %s --inline | FileCheck %s

// CHECK-NOT: @multiply_transpose
toy.func private @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%arg1 : tensor<*xf64>) to tensor<*xf64>
  %2 = toy.mul %0, %1 : tensor<*xf64>
  toy.return %2 : tensor<*xf64>
}

// CHECK-LABEL: toy.func @main() {
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<{{.*}}> : tensor<2x3xf64>
// CHECK-NEXT:    %[[A:.*]] = toy.cast %[[C]] : tensor<2x3xf64> to tensor<*xf64>
// CHECK-NEXT:    %[[B:.*]] = toy.cast %[[C]] : tensor<2x3xf64> to tensor<*xf64>
// CHECK-NEXT:    %[[TA:.*]] = toy.transpose(%[[A]] : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %[[TB:.*]] = toy.transpose(%[[B]] : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %[[M:.*]] = toy.mul %[[TA]], %[[TB]] : tensor<*xf64>
// CHECK-NEXT:    toy.print %[[M]] : tensor<*xf64>
// CHECK-NEXT:    toy.return
toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.generic_call @multiply_transpose(%0, %0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}
