// RUN: strata-opt %s --vectorize-loops=target=avx512 --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s

// Two marked loops vectorized (one a split reduction, hoisted out of its
// outer loop), one left scalar (a call in its body, with a remark).
// CHECK:      remark: vectorize-loops: loop left scalar: 'func.call' cannot be vectorized
// CHECK:      VectorizeLoops
// CHECK-NEXT:   (S) 1 num-hoisted-reductions - Number of loops a vector reduction was hoisted out of
// CHECK-NEXT:   (S) 1 num-scalar             - Number of marked loops left scalar
// CHECK-NEXT:   (S) 2 num-vectorized         - Number of loops vectorized

func.func private @g(index)

func.func @f(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i32
  %r = scf.for %o = %c0 to %n step %c16 iter_args(%acc = %zero) -> (i32) {
    %s = scf.for %j = %c0 to %c16 step %c1 iter_args(%acc2 = %acc) -> (i32) {
      %i = arith.addi %o, %j : index
      %x = memref.load %a[%i] : memref<?xi32>
      %t = arith.addi %acc2, %x : i32
      scf.yield %t : i32
    } {vectorize.vectorized}
    scf.yield %s : i32
  }
  scf.for %j = %c0 to %c16 step %c1 {
    %x = memref.load %a[%j] : memref<?xi32>
    %y = arith.muli %x, %x : i32
    memref.store %y, %a[%j] : memref<?xi32>
  } {vectorize.vectorized}
  scf.for %j = %c0 to %c16 step %c1 {
    func.call @g(%j) : (index) -> ()
  } {vectorize.vectorized}
  return %r : i32
}
