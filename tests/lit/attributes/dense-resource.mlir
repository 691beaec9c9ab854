// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON

// `dense_resource<key>` elements live in a blob of the file's resource
// section. The blobs the printed IR uses are printed back after it, in
// first-use order, as upstream's hex (upper case); an unused blob and a key
// without a blob print nothing.

// CHECK:      arith.constant dense_resource<zeta> : tensor<3xf32>
// CHECK:      arith.constant dense_resource<alpha> : tensor<2xi32>
// CHECK:      arith.constant dense_resource<undefined_key> : tensor<2xi32>
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       zeta: "0x04000000000000000000803F00000040",
// CHECK-NEXT:       alpha: "0x04000000ABCD0000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// Once the constant without a blob is dead, only the used blobs remain.
// CANON:      builtin: {
// CANON-NEXT:   zeta: "0x04000000000000000000803F00000040",
// CANON-NEXT:   alpha: "0x04000000ABCD0000"
// CANON-NEXT: }
func.func @g() -> (tensor<3xf32>, tensor<2xi32>) {
  %0 = arith.constant dense_resource<zeta> : tensor<3xf32>
  %1 = arith.constant dense_resource<alpha> : tensor<2xi32>
  %2 = arith.constant dense_resource<undefined_key> : tensor<2xi32>
  return %0, %1 : tensor<3xf32>, tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      unused: "0x04000000FFFF",
      alpha: "0x04000000abcd0000",
      zeta: "0x04000000000000000000803F00000040"
    }
  }
#-}

// -----

// The section may come first; a chunk's blobs are its own.
// CHECK-LABEL: func.func @h
// CHECK: k: "0x040000000300000004000000"
{-#
  dialect_resources: {
    builtin: {
      k: "0x040000000300000004000000"
    }
  }
#-}
func.func @h() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<k> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
