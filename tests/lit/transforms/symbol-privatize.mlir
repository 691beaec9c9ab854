// RUN: strata-opt %s --symbol-privatize | FileCheck %s
// RUN: strata-opt %s '--symbol-privatize=exclude=a,g' | FileCheck %s --check-prefix=EXCLUDE

// Every symbol directly in the module becomes private (a nested module's
// symbols keep their visibility); `exclude=` keeps the named ones as they
// are.

// CHECK-LABEL: func.func private @a()
// CHECK: func.func private @b()
// CHECK: func.func private @c()
// CHECK: memref.global "private" @g : memref<2xf32>
// CHECK: module @inner attributes {sym_visibility = "private"}
// CHECK-NEXT: func.func @d() {

// EXCLUDE-LABEL: func.func @a()
// EXCLUDE: func.func private @b()
// EXCLUDE: func.func private @c()
// EXCLUDE: memref.global "public" @g : memref<2xf32>
// EXCLUDE: module @inner attributes {sym_visibility = "private"}
func.func @a() {
  return
}
func.func private @b()
func.func nested @c()
memref.global "public" @g : memref<2xf32> = dense<0.0>
module @inner {
  func.func @d() {
    return
  }
}
