// RUN: strata-opt %s --split-input-file "--vectorize-loops=target=avx512 interleave=1" --canonicalize | FileCheck %s

// TVM's example: for i { vectorized j in 0..4 { A[i*4+j] += 1.0 } } is one
// vector.load at i*4, an add of a broadcast 1.0 and one vector.store.
// CHECK-LABEL: func.func @tvm(
// CHECK-DAG:     %[[ONE:.*]] = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %arg1 step %{{.*}} {
// CHECK-NEXT:      %[[I4:.*]] = arith.muli %[[I]], %[[C4]] : index
// CHECK-NEXT:      %[[V:.*]] = vector.load %arg0[%[[I4]]] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[V]], %[[ONE]] : vector<4xf32>
// CHECK-NEXT:      vector.store %[[S]], %arg0[%[[I4]]] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:    }
// CHECK-NOT:     vectorize
func.func @tvm(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %i4 = arith.muli %i, %c4 : index
      %k = arith.addi %i4, %j : index
      %x = memref.load %A[%k] : memref<?xf32>
      %y = arith.addf %x, %one : f32
      memref.store %y, %A[%k] : memref<?xf32>
    } {vectorize.vectorized}
  }
  return
}

// -----

// Extent 37 on 16 lanes of f32: two vector iterations, a scalar tail of 5.
// CHECK-LABEL: func.func @strip(
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C37:.*]] = arith.constant 37 : index
// CHECK:         scf.for %[[J:.*]] = %{{.*}} to %[[C32]] step %[[C16]] {
// CHECK-NEXT:      %[[V:.*]] = vector.load %arg0[%[[J]]] : memref<?xf32>, vector<16xf32>
// CHECK-NEXT:      %[[M:.*]] = arith.mulf %[[V]], %{{.*}} : vector<16xf32>
// CHECK-NEXT:      vector.store %[[M]], %arg1[%[[J]]] : memref<?xf32>, vector<16xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %[[T:.*]] = %[[C32]] to %[[C37]] step %{{.*}} {
// CHECK-NEXT:      memref.load %arg0[%[[T]]] : memref<?xf32>
// CHECK-NEXT:      arith.mulf %{{.*}} : f32
// CHECK-NEXT:      memref.store
func.func @strip(%a: memref<?xf32>, %b: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %two = arith.constant 2.0 : f32
  scf.for %j = %c0 to %c37 step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    %y = arith.mulf %x, %two : f32
    memref.store %y, %b[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

// Stride 2: a gather at the ramp's lanes becomes one contiguous load of
// twice the lanes, masked to the even ones (the odd ones are never read),
// and a shuffle of the even lanes; the store is contiguous.
// CHECK-LABEL: func.func @stride2(
// CHECK-DAG:     %[[PASS:.*]] = arith.constant dense<0> : vector<16xi64>
// CHECK-DAG:     %[[EVEN:.*]] = arith.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false]> : vector<16xi1>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[W:.*]] = vector.maskedload %arg0[%[[C0]]], %[[EVEN]], %[[PASS]] : memref<?xi64>, vector<16xi1>, vector<16xi64> into vector<16xi64>
// CHECK-NEXT:    %[[G:.*]] = vector.shuffle %[[W]], %[[W]] [0, 2, 4, 6, 8, 10, 12, 14] : vector<16xi64>, vector<16xi64>
// CHECK-NEXT:    vector.store %[[G]], %arg1[%[[C0]]] : memref<?xi64>, vector<8xi64>
// CHECK-NOT:     vector.gather
func.func @stride2(%a: memref<?xi64>, %b: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c8 step %c1 {
    %k = arith.muli %j, %c2 : index
    %x = memref.load %a[%k] : memref<?xi64>
    memref.store %x, %b[%j] : memref<?xi64>
  } {vectorize.vectorized}
  return
}

// -----

// Extent 1: one vector of one lane.
// CHECK-LABEL: func.func @one(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[V:.*]] = vector.load %arg0[%[[C0]]] : memref<?xf32>, vector<1xf32>
// CHECK-NEXT:    %[[N:.*]] = arith.negf %[[V]] : vector<1xf32>
// CHECK-NEXT:    vector.store %[[N]], %arg0[%[[C0]]] : memref<?xf32>, vector<1xf32>
func.func @one(%a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %c1 step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    %y = arith.negf %x : f32
    memref.store %y, %a[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

// Compare, select and a cast on vectors; loop-invariant scalars broadcast.
// CHECK-LABEL: func.func @relu_cast(
// CHECK:         scf.for
// CHECK:           %[[X:.*]] = vector.load %arg0[%{{.*}}] : memref<?xi32>, vector<16xi32>
// CHECK:           %[[C:.*]] = arith.cmpi sgt, %[[X]], %{{.*}} : vector<16xi32>
// CHECK:           %[[S:.*]] = arith.select %[[C]], %[[X]], %{{.*}} : vector<16xi1>, vector<16xi32>
// CHECK:           %[[F:.*]] = arith.sitofp %[[S]] : vector<16xi32> to vector<16xf32>
// CHECK:           vector.store %[[F]], %arg1[%{{.*}}] : memref<?xf32>, vector<16xf32>
func.func @relu_cast(%a: memref<?xi32>, %b: memref<?xf32>, %floor: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %j = %c0 to %c64 step %c1 {
    %x = memref.load %a[%j] : memref<?xi32>
    %p = arith.cmpi sgt, %x, %floor : i32
    %y = arith.select %p, %x, %floor : i32
    %f = arith.sitofp %y : i32 to f32
    memref.store %f, %b[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

// A reduction over iter_args whose op allows reassociation: a vector
// accumulator from the identity, one vector.reduction after the loop (with
// the initial value), and the scalar tail continuing from it.
// CHECK-LABEL: func.func @dot(
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[ID:.*]] = arith.constant dense<-0.000000e+00> : vector<16xf32>
// CHECK:         %[[V:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[ID]]) -> (vector<16xf32>) {
// CHECK:           %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[ACC]], %[[P]] fastmath<reassoc> : vector<16xf32>
// CHECK-NEXT:      scf.yield %[[S]] : vector<16xf32>
// CHECK:         %[[R:.*]] = vector.reduction <add>, %[[V]], %[[ZERO]] fastmath<reassoc> : vector<16xf32> into f32
// CHECK-NEXT:    %[[T:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %[[R]]) -> (f32) {
// CHECK:         return %[[T]] : f32
func.func @dot(%x: memref<?xf32>, %y: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %j = %c0 to %c37 step %c1 iter_args(%acc = %zero) -> (f32) {
    %a = memref.load %x[%j] : memref<?xf32>
    %b = memref.load %y[%j] : memref<?xf32>
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    scf.yield %s : f32
  } {vectorize.vectorized}
  return %r : f32
}

// -----

// A float sum without `reassoc` keeps its order: the accumulator stays a
// scalar, each vector of products is folded into it lane by lane (an
// ordered vector.reduction, no fastmath), and the scalar tail continues
// from the loop's result.
// CHECK-LABEL: func.func @dot_in_order(
// CHECK:         %[[V:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK:           %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK-NEXT:      %[[S:.*]] = vector.reduction <add>, %[[P]], %[[ACC]] : vector<16xf32> into f32
// CHECK-NEXT:      scf.yield %[[S]] : f32
// CHECK:         %[[T:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %[[V]]) -> (f32) {
// CHECK:         return %[[T]] : f32
func.func @dot_in_order(%x: memref<?xf32>, %y: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %j = %c0 to %c37 step %c1 iter_args(%acc = %zero) -> (f32) {
    %a = memref.load %x[%j] : memref<?xf32>
    %b = memref.load %y[%j] : memref<?xf32>
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    scf.yield %s : f32
  } {vectorize.vectorized}
  return %r : f32
}

// -----

// Stride 3 stores: the lanes are spread 3 apart by a shuffle and stored
// under the mask of every third lane (the lanes between keep their
// values). Stride 5 is past the widest shuffled stride: a scatter.
// CHECK-LABEL: func.func @scatter_strides(
// CHECK-DAG:     %[[M3:.*]] = arith.constant dense<[true, false, false, true, false, false, true, false, false, true, false, false]> : vector<12xi1>
// CHECK:         scf.for %[[O:.*]] = %{{.*}} to %arg2 step %{{.*}} {
// CHECK:           %[[V:.*]] = vector.load %arg0[%[[O]]] : memref<?xf64>, vector<4xf64>
// CHECK:           %[[S:.*]] = vector.shuffle %[[V]], %[[V]] [0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0] : vector<4xf64>, vector<4xf64>
// CHECK-NEXT:      vector.maskedstore %arg1[%{{.*}}], %[[M3]], %[[S]] : memref<?xf64>, vector<12xi1>, vector<12xf64>
// CHECK:           vector.scatter %arg1[%{{.*}}] [%{{.*}}], %{{.*}}, %[[V]] : memref<?xf64>, vector<4xindex>, vector<4xi1>, vector<4xf64>
func.func @scatter_strides(%a: memref<?xf64>, %b: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.for %o = %c0 to %n step %c4 {
    scf.for %j = %c0 to %c4 step %c1 {
      %i = arith.addi %o, %j : index
      %x = memref.load %a[%i] : memref<?xf64>
      %k = arith.muli %i, %c3 : index
      memref.store %x, %b[%k] : memref<?xf64>
      %l = arith.muli %i, %c5 : index
      memref.store %x, %b[%l] : memref<?xf64>
    } {vectorize.vectorized}
  }
  return
}

// -----

// A split reduction (TVM's inner loop of a reduction over chunks): the
// outer loops only thread the sum, so they carry the vector accumulator
// and one vector.reduction after the outermost joins the initial value.
// CHECK-LABEL: func.func @split_sum(
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant dense<0> : vector<8xi32>
// CHECK:         %[[R:.*]] = scf.for %{{.*}} iter_args(%[[A:.*]] = %[[ZERO]]) -> (vector<8xi32>) {
// CHECK-NEXT:      %[[R2:.*]] = scf.for %{{.*}} iter_args(%[[B:.*]] = %[[A]]) -> (vector<8xi32>) {
// CHECK-NEXT:        %[[V:.*]] = vector.load %arg0[%{{.*}}] : memref<?x?xi32>, vector<8xi32>
// CHECK-NEXT:        %[[S:.*]] = arith.addi %[[B]], %[[V]] : vector<8xi32>
// CHECK-NEXT:        scf.yield %[[S]] : vector<8xi32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[R2]] : vector<8xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[T:.*]] = vector.reduction <add>, %[[R]], %arg2 : vector<8xi32> into i32
// CHECK-NEXT:    return %[[T]] : i32
func.func @split_sum(%m: memref<?x?xi32>, %n: index, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %r = scf.for %row = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %r2 = scf.for %o = %c0 to %c32 step %c8 iter_args(%acc1 = %acc) -> (i32) {
      %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%acc2 = %acc1) -> (i32) {
        %i = arith.addi %o, %j : index
        %x = memref.load %m[%row, %i] : memref<?x?xi32>
        %t = arith.addi %acc2, %x : i32
        scf.yield %t : i32
      } {vectorize.vectorized}
      scf.yield %s : i32
    }
    scf.yield %r2 : i32
  }
  return %r : i32
}

// -----

// Not hoisted: a float sum without `reassoc` (each chunk is reduced in
// the loop, keeping the chunks' order), and an outer loop that uses the
// running sum itself.
// CHECK-LABEL: func.func @kept(
// CHECK:         scf.for {{.*}} -> (f32) {
// CHECK:           vector.reduction <add>, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : vector<8xf32> into f32
// CHECK:         scf.for {{.*}} -> (i32) {
// CHECK:           %[[S:.*]] = vector.reduction <add>, %{{.*}}, %{{.*}} : vector<8xi32> into i32
// CHECK-NEXT:      memref.store %[[S]]
func.func @kept(%x: memref<?xf32>, %y: memref<?xi32>, %n: index) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %fz = arith.constant 0.0 : f32
  %iz = arith.constant 0 : i32
  %f = scf.for %o = %c0 to %n step %c8 iter_args(%acc = %fz) -> (f32) {
    %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%acc2 = %acc) -> (f32) {
      %i = arith.addi %o, %j : index
      %v = memref.load %x[%i] : memref<?xf32>
      %t = arith.addf %acc2, %v : f32
      scf.yield %t : f32
    } {vectorize.vectorized}
    scf.yield %s : f32
  }
  %g = scf.for %o = %c0 to %n step %c8 iter_args(%acc = %iz) -> (i32) {
    %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%acc2 = %acc) -> (i32) {
      %i = arith.addi %o, %j : index
      %v = memref.load %y[%i] : memref<?xi32>
      %t = arith.addi %acc2, %v : i32
      scf.yield %t : i32
    } {vectorize.vectorized}
    memref.store %s, %y[%o] : memref<?xi32>
    scf.yield %s : i32
  }
  return %f, %g : f32, i32
}
