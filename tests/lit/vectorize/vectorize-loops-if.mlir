// RUN: strata-opt %s --split-input-file "--vectorize-loops=target=avx2 interleave=1" --canonicalize | FileCheck %s
// RUN: strata-opt %s --split-input-file --vectorize-loops=target=avx2 --verify-diagnostics -o /dev/null
// conformance: strata-only (vectorize-loops is strata's own pass: mlir-opt-22 does not have it)

// An scf.if in the body is if-converted: both branches run on every lane
// and arith.select picks each lane's result.
// CHECK-LABEL: func.func @relu_if(
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      %[[X:.*]] = vector.load %arg0[%[[I]]] : memref<?xf32>, vector<8xf32>
// CHECK-NEXT:      %[[P:.*]] = arith.cmpf ogt, %[[X]], %{{.*}} : vector<8xf32>
// CHECK-NEXT:      %[[T:.*]] = arith.mulf %[[X]], %[[X]] : vector<8xf32>
// CHECK-NEXT:      %[[Y:.*]] = arith.select %[[P]], %[[T]], %{{.*}} : vector<8xi1>, vector<8xf32>
// CHECK-NEXT:      vector.store %[[Y]], %arg1[%[[I]]] : memref<?xf32>, vector<8xf32>
func.func @relu_if(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %p = arith.cmpf ogt, %x, %zero : f32
    %y = scf.if %p -> f32 {
      %t = arith.mulf %x, %x : f32
      scf.yield %t : f32
    } else {
      scf.yield %zero : f32
    }
    memref.store %y, %b[%i] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

// Memory accesses in a branch are masked by the lanes that take it; a
// uniform op of the branch is computed once, before the vector code.
// CHECK-LABEL: func.func @cond_store(
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      %[[X:.*]] = vector.load %arg0[%[[I]]] : memref<?xi32>, vector<8xi32>
// CHECK:           %[[P:.*]] = arith.cmpi slt, %[[X]], %{{.*}} : vector<8xi32>
// CHECK-NEXT:      %[[K2:.*]] = arith.muli %arg3, %{{.*}} : i32
// CHECK:           %[[Y:.*]] = arith.addi %[[X]], %{{.*}} : vector<8xi32>
// CHECK-NEXT:      vector.maskedstore %arg1[%[[I]]], %[[P]], %[[Y]] : memref<?xi32>, vector<8xi1>, vector<8xi32>
func.func @cond_store(%a: memref<?xi32>, %b: memref<?xi32>, %n: index, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %p = arith.cmpi slt, %x, %k : i32
    scf.if %p {
      %k2 = arith.muli %k, %c2 : i32
      %y = arith.addi %x, %k2 : i32
      memref.store %y, %b[%i] : memref<?xi32>
    }
  } {vectorize.vectorized}
  return
}

// -----

// Nested branches: the else branch's lanes are the negated condition, and
// an inner branch's lanes are and-ed with its outer branch's.
// CHECK-LABEL: func.func @nested_if(
// CHECK:           %[[P:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK:           %[[Q:.*]] = arith.cmpi sgt, %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK:           %[[NP:.*]] = arith.xori %[[P]], %{{.*}} : vector<8xi1>
// CHECK:           %[[M:.*]] = arith.andi %[[NP]], %[[Q]] : vector<8xi1>
// CHECK-NEXT:      vector.maskedstore %arg1[%{{.*}}], %[[M]], %{{.*}} : memref<?xi32>, vector<8xi1>, vector<8xi32>
func.func @nested_if(%a: memref<?xi32>, %b: memref<?xi32>, %n: index, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %p = arith.cmpi slt, %x, %k : i32
    %q = arith.cmpi sgt, %x, %k : i32
    scf.if %p {
    } else {
      scf.if %q {
        memref.store %x, %b[%i] : memref<?xi32>
      }
    }
  } {vectorize.vectorized}
  return
}

// -----

// A division in a branch would run on lanes that skip it (where the
// divisor may be zero): the loop stays scalar.
// CHECK-LABEL: func.func @guarded_division(
// CHECK-NOT:     vector
func.func @guarded_division(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %c100 = arith.constant 100 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %p = arith.cmpi ne, %x, %zero : i32
    %y = scf.if %p -> i32 {
      // expected-remark @+1 {{vectorize-loops: loop left scalar: 'arith.divsi' in a branch cannot run on the lanes that skip it}}
      %q = arith.divsi %c100, %x : i32
      scf.yield %q : i32
    } else {
      scf.yield %zero : i32
    }
    memref.store %y, %b[%i] : memref<?xi32>
  } {vectorize.vectorized}
  return
}

// -----

// Nested marked loops: the innermost is vectorized, the outer one stays a
// loop.
// CHECK-LABEL: func.func @nest(
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:        %[[V:.*]] = vector.load %arg0[%[[I]], %[[J]]] : memref<16x32xf32>, vector<8xf32>
// CHECK-NEXT:        vector.store %[[V]], %arg1[%[[I]], %[[J]]] : memref<16x32xf32>, vector<8xf32>
func.func @nest(%a: memref<16x32xf32>, %b: memref<16x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c16 step %c1 {
    // expected-remark @+1 {{vectorize-loops: loop left scalar: only innermost loops are vectorized (mark the inner loop)}}
    scf.for %j = %c0 to %c32 step %c1 {
      %x = memref.load %a[%i, %j] : memref<16x32xf32>
      memref.store %x, %b[%i, %j] : memref<16x32xf32>
    } {vectorize.vectorized}
  } {vectorize.vectorized}
  return
}

// -----

// A uniform op of a branch (the row index) is computed before the vector
// code, and the masked access uses that copy.
// CHECK-LABEL: func.func @branch_row(
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:           %[[V:.*]] = vector.maskedload %arg0[%{{.*}}, %[[I]]], %{{.*}}, %{{.*}} : memref<2x8xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
// CHECK:           arith.select %{{.*}}, %[[V]], %{{.*}} : vector<4xi1>, vector<4xf64>
func.func @branch_row(%a: memref<2x8xf64>, %o: memref<8xf64>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %c8 step %c1 {
    %v = scf.if %c -> (f64) {
      %row = arith.constant 1 : index
      %x = memref.load %a[%row, %i] : memref<2x8xf64>
      scf.yield %x : f64
    } else {
      scf.yield %z : f64
    }
    memref.store %v, %o[%i] : memref<8xf64>
  } {vectorize.vectorized}
  return
}
