// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// TVM's ramp rules (dialects/vectorize/src/canonicalize.rs); each is
// checked by execution in ramp-execute.mlir.

// ramp(b, 0) -> broadcast b.
// CHECK-LABEL: func.func @zero_stride(%arg0: index)
// CHECK-NEXT:    %[[V:.*]] = vector.broadcast %arg0 : index to vector<4xindex>
// CHECK-NEXT:    return %[[V]]
func.func @zero_stride(%b: index) -> vector<4xindex> {
  %c0 = arith.constant 0 : index
  %0 = vectorize.ramp %b, %c0 : vector<4xindex>
  return %0 : vector<4xindex>
}

// -----

// ramp + broadcast, either order (TVM's AddSubVec).
// CHECK-LABEL: func.func @add(
// CHECK-NEXT:    %[[B0:.*]] = arith.addi %arg0, %arg2 : index
// CHECK-NEXT:    %[[R0:.*]] = vectorize.ramp %[[B0]], %arg1 : vector<8xindex>
// CHECK-NEXT:    %[[B1:.*]] = arith.addi %arg0, %arg2 : index
// CHECK-NEXT:    %[[R1:.*]] = vectorize.ramp %[[B1]], %arg1 : vector<8xindex>
// CHECK-NEXT:    return %[[R0]], %[[R1]]
func.func @add(%b: index, %s: index, %x: index) -> (vector<8xindex>, vector<8xindex>) {
  %r = vectorize.ramp %b, %s : vector<8xindex>
  %x8 = vector.broadcast %x : index to vector<8xindex>
  %0 = arith.addi %r, %x8 : vector<8xindex>
  %1 = arith.addi %x8, %r : vector<8xindex>
  return %0, %1 : vector<8xindex>, vector<8xindex>
}

// -----

// ramp - broadcast, broadcast - ramp; an op with overflow flags is kept.
// CHECK-LABEL: func.func @sub(
// CHECK:         %[[Z:.*]] = arith.constant 0 : i32
// CHECK:         %[[R:.*]] = vectorize.ramp %arg0, %arg1 : vector<4xi32>
// CHECK:         %[[X:.*]] = vector.broadcast %arg2
// CHECK:         %[[B0:.*]] = arith.subi %arg0, %arg2 : i32
// CHECK:         %[[R0:.*]] = vectorize.ramp %[[B0]], %arg1 : vector<4xi32>
// CHECK:         %[[NS:.*]] = arith.subi %[[Z]], %arg1 : i32
// CHECK:         %[[B1:.*]] = arith.subi %arg2, %arg0 : i32
// CHECK:         %[[R1:.*]] = vectorize.ramp %[[B1]], %[[NS]] : vector<4xi32>
// CHECK:         %[[K:.*]] = arith.subi %[[R]], %[[X]] overflow<nsw> : vector<4xi32>
// CHECK:         return %[[R0]], %[[R1]], %[[K]]
func.func @sub(%b: i32, %s: i32, %x: i32) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %r = vectorize.ramp %b, %s : vector<4xi32>
  %x4 = vector.broadcast %x : i32 to vector<4xi32>
  %0 = arith.subi %r, %x4 : vector<4xi32>
  %1 = arith.subi %x4, %r : vector<4xi32>
  %2 = arith.subi %r, %x4 overflow<nsw> : vector<4xi32>
  return %0, %1, %2 : vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// -----

// ramp * broadcast(c) only for a constant c > 0 (TVM's MulVec).
// CHECK-LABEL: func.func @mul(
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[M1:.*]] = arith.constant dense<-1> : vector<4xindex>
// CHECK:         %[[R:.*]] = vectorize.ramp %arg0, %arg1 : vector<4xindex>
// CHECK:         %[[Y:.*]] = vector.broadcast %arg2
// CHECK:         %[[B:.*]] = arith.muli %arg0, %[[C4]] : index
// CHECK:         %[[S:.*]] = arith.muli %arg1, %[[C4]] : index
// CHECK:         %[[R4:.*]] = vectorize.ramp %[[B]], %[[S]] : vector<4xindex>
// CHECK:         %[[N:.*]] = arith.muli %[[R]], %[[M1]] : vector<4xindex>
// CHECK:         %[[U:.*]] = arith.muli %[[R]], %[[Y]] : vector<4xindex>
// CHECK:         return %[[R4]], %[[N]], %[[U]]
func.func @mul(%b: index, %s: index, %y: index) -> (vector<4xindex>, vector<4xindex>, vector<4xindex>) {
  %r = vectorize.ramp %b, %s : vector<4xindex>
  %c4 = arith.constant 4 : index
  %m1 = arith.constant -1 : index
  %b4 = vector.broadcast %c4 : index to vector<4xindex>
  %bm = vector.broadcast %m1 : index to vector<4xindex>
  %by = vector.broadcast %y : index to vector<4xindex>
  %0 = arith.muli %r, %b4 : vector<4xindex>
  %1 = arith.muli %r, %bm : vector<4xindex>
  %2 = arith.muli %r, %by : vector<4xindex>
  return %0, %1, %2 : vector<4xindex>, vector<4xindex>, vector<4xindex>
}

// -----

// Lane i of a ramp is b + i * s.
// CHECK-LABEL: func.func @extract(
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %[[C2]] : index
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[M]] : index
// CHECK-NEXT:    return %[[A]]
func.func @extract(%b: index, %s: index) -> index {
  %r = vectorize.ramp %b, %s : vector<4xindex>
  %0 = vector.extract %r[2] : index from vector<4xindex>
  return %0 : index
}

// -----

// A gather/scatter at a stride-1 ramp is contiguous.
// CHECK-LABEL: func.func @gather(
// CHECK-NEXT:    %[[V:.*]] = vector.maskedload %arg0[%arg1], %arg2, %arg3
// CHECK-NEXT:    vector.maskedstore %arg0[%arg1], %arg2, %[[V]]
// CHECK-NEXT:    return %[[V]]
func.func @gather(%m: memref<?xf32>, %b: index, %mask: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = vectorize.ramp %b, %c1 : vector<8xindex>
  %0 = vector.gather %m[%c0][%r], %mask, %pass : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%c0][%r], %mask, %0 : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

// Not for i1 (or any element not a whole number of bytes): a memref keeps
// one byte per element, a vector<8xi1> one bit per lane, so a vector.load
// would read the bits of a single byte. The gather and scatter stay.
// CHECK-LABEL: func.func @gather_i1(
// CHECK:         vector.gather
// CHECK:         vector.scatter
// CHECK-NOT:     vector.maskedload
// CHECK-NOT:     vector.load
func.func @gather_i1(%m: memref<?xi1>, %b: index, %pass: vector<8xi1>) -> vector<8xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %mask = arith.constant dense<true> : vector<8xi1>
  %r = vectorize.ramp %b, %c1 : vector<8xindex>
  %0 = vector.gather %m[%c0][%r], %mask, %pass : memref<?xi1>, vector<8xindex>, vector<8xi1>, vector<8xi1> into vector<8xi1>
  vector.scatter %m[%c0][%r], %mask, %0 : memref<?xi1>, vector<8xindex>, vector<8xi1>, vector<8xi1>
  return %0 : vector<8xi1>
}

// -----

// A gather/scatter at a ramp of constant stride 2..4 under a full mask is
// one contiguous access of stride x lanes, masked to every stride-th lane,
// and a shuffle; under another mask, or at a wider stride, it stays.
// CHECK-LABEL: func.func @strided(
// CHECK-DAG:     %[[PASS:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-DAG:     %[[EVEN:.*]] = arith.constant dense<[true, false, true, false, true, false, true, false]> : vector<8xi1>
// CHECK:         %[[W:.*]] = vector.maskedload %arg0[%arg1], %[[EVEN]], %[[PASS]] : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT:    %[[V:.*]] = vector.shuffle %[[W]], %[[W]] [0, 2, 4, 6] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:    %[[S:.*]] = vector.shuffle %[[V]], %[[V]] [0, 0, 1, 0, 2, 0, 3, 0] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:    vector.maskedstore %arg0[%arg1], %[[EVEN]], %[[S]] : memref<?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT:    vector.gather %arg0[%{{.*}}] [%{{.*}}], %arg2, %[[V]]
// CHECK:         vector.gather %arg0[%{{.*}}] [%{{.*}}], %{{.*}}, %[[V]]
func.func @strided(%m: memref<?xf32>, %b: index, %mask: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<1.0> : vector<4xf32>
  %r = vectorize.ramp %b, %c2 : vector<4xindex>
  %0 = vector.gather %m[%c0][%r], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0][%r], %all, %0 : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %1 = vector.gather %m[%c0][%r], %mask, %0 : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %r5 = vectorize.ramp %b, %c5 : vector<4xindex>
  %2 = vector.gather %m[%c0][%r5], %all, %0 : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

// An interleaved group: gathers at ramp(b, 2) and ramp(b + 1, 2) (or
// stride 3 at b + 1, b + 2, b + 3) together read every element from their
// first on, so one vector.load of stride x lanes and a shuffle per member
// replace them. Either order of the members; the wide masked loads would
// have read the same elements twice.
// CHECK-LABEL: func.func @groups(
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[W:.*]] = vector.load %arg0[%arg1] : memref<?xf32>, vector<8xf32>
// CHECK-NEXT:    %[[ODD:.*]] = vector.shuffle %[[W]], %[[W]] [1, 3, 5, 7] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:    %[[EVEN:.*]] = vector.shuffle %[[W]], %[[W]] [0, 2, 4, 6] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:    %[[B1:.*]] = arith.addi %arg1, %[[C1]] : index
// CHECK-NEXT:    %[[W3:.*]] = vector.load %arg0[%[[B1]]] : memref<?xf32>, vector<12xf32>
// CHECK-NEXT:    vector.shuffle %[[W3]], %[[W3]] [0, 3, 6, 9] : vector<12xf32>, vector<12xf32>
// CHECK-NEXT:    vector.shuffle %[[W3]], %[[W3]] [2, 5, 8, 11] : vector<12xf32>, vector<12xf32>
// CHECK-NEXT:    vector.shuffle %[[W3]], %[[W3]] [1, 4, 7, 10] : vector<12xf32>, vector<12xf32>
func.func @groups(%m: memref<?xf32>, %b: index) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %b1 = arith.addi %b, %c1 : index
  %b2 = arith.addi %b, %c2 : index
  %b3 = arith.addi %c3, %b : index
  %r1 = vectorize.ramp %b1, %c2 : vector<4xindex>
  %r0 = vectorize.ramp %b, %c2 : vector<4xindex>
  %odd = vector.gather %m[%c0][%r1], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %even = vector.gather %m[%c0][%r0], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s1 = vectorize.ramp %b1, %c3 : vector<4xindex>
  %s2 = vectorize.ramp %b2, %c3 : vector<4xindex>
  %s3 = vectorize.ramp %b3, %c3 : vector<4xindex>
  %x1 = vector.gather %m[%c0][%s1], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %x3 = vector.gather %m[%c0][%s3], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %x2 = vector.gather %m[%c0][%s2], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %odd, %even, %x1, %x2, %x3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

// Not a group: a store between the members (it may write what the second
// reads), or a member missing (the full load would read an element no
// member reads, possibly past the end): each stays a masked load.
// CHECK-LABEL: func.func @not_groups(
// CHECK-NOT:     vector.load
// CHECK-COUNT-3: vector.maskedload
// CHECK-NOT:     vector.load
func.func @not_groups(%m: memref<?xf32>, %o: memref<?xf32>, %b: index, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %b1 = arith.addi %b, %c1 : index
  %r0 = vectorize.ramp %b, %c2 : vector<4xindex>
  %r1 = vectorize.ramp %b1, %c2 : vector<4xindex>
  %even = vector.gather %m[%c0][%r0], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.store %v, %o[%b] : memref<?xf32>, vector<4xf32>
  %odd = vector.gather %m[%c0][%r1], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s1 = vectorize.ramp %b1, %c3 : vector<4xindex>
  %x1 = vector.gather %m[%c0][%s1], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %even, %odd, %x1 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

// An interleaved store group: scatters at ramp(b, 2) and ramp(b + 1, 2)
// write every element from b on, so their lanes are interleaved by a
// shuffle and stored once, where the last of them was.
// CHECK-LABEL: func.func @store_group(
// CHECK:         %[[CAT:.*]] = vector.shuffle %arg2, %arg3 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:    %[[I:.*]] = vector.shuffle %[[CAT]], %[[CAT]] [0, 4, 1, 5, 2, 6, 3, 7] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT:    vector.store %[[I]], %arg0[%arg1] : memref<?xf32>, vector<8xf32>
// CHECK-NOT:     vector.scatter
// CHECK-NOT:     vector.maskedstore
func.func @store_group(%m: memref<?xf32>, %b: index, %even: vector<4xf32>, %odd: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %b1 = arith.addi %b, %c1 : index
  %r0 = vectorize.ramp %b, %c2 : vector<4xindex>
  %r1 = vectorize.ramp %b1, %c2 : vector<4xindex>
  vector.scatter %m[%c0][%r1], %all, %odd : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  vector.scatter %m[%c0][%r0], %all, %even : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  return
}

// -----

// A load between the members of a store group may read what the first
// one wrote: each stays a masked store.
// CHECK-LABEL: func.func @store_group_read_between(
// CHECK-COUNT-2: vector.maskedstore
func.func @store_group_read_between(%m: memref<?xf32>, %b: index, %even: vector<4xf32>, %odd: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %b1 = arith.addi %b, %c1 : index
  %r0 = vectorize.ramp %b, %c2 : vector<4xindex>
  %r1 = vectorize.ramp %b1, %c2 : vector<4xindex>
  vector.scatter %m[%c0][%r0], %all, %even : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %x = vector.load %m[%b] : memref<?xf32>, vector<4xf32>
  vector.scatter %m[%c0][%r1], %all, %odd : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  return %x : vector<4xf32>
}

// -----

// Overlapping contiguous loads (a stencil's a[b], a[b + 1], a[b + 2]): the
// least and the greatest are loaded, the one between is a shuffle of the
// two. Together they read what the three did.
// CHECK-LABEL: func.func @overlap(
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK:         %[[LO:.*]] = vector.load %arg0[%arg1] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:    %[[B2:.*]] = arith.addi %arg1, %[[C2]] : index
// CHECK-NEXT:    %[[HI:.*]] = vector.load %arg0[%[[B2]]] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:    %[[MID:.*]] = vector.shuffle %[[LO]], %[[HI]] [1, 2, 3, 6] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:    return %[[LO]], %[[MID]], %[[HI]]
func.func @overlap(%m: memref<?xf32>, %b: index) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %b1 = arith.addi %b, %c1 : index
  %b2 = arith.addi %b, %c2 : index
  %r0 = vectorize.ramp %b, %c1 : vector<4xindex>
  %r1 = vectorize.ramp %b1, %c1 : vector<4xindex>
  %r2 = vectorize.ramp %b2, %c1 : vector<4xindex>
  %x0 = vector.gather %m[%c0][%r0], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %x1 = vector.gather %m[%c0][%r1], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %x2 = vector.gather %m[%c0][%r2], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %x0, %x1, %x2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

// Not when the greatest is a whole vector or more past the least (no
// overlap), nor with only two offsets (nothing between).
// CHECK-LABEL: func.func @no_overlap(
// CHECK-COUNT-4: vector.load
// CHECK-NOT:     vector.shuffle
func.func @no_overlap(%m: memref<?xf32>, %b: index) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %b2 = arith.addi %b, %c2 : index
  %b4 = arith.addi %b, %c4 : index
  %r0 = vectorize.ramp %b, %c1 : vector<4xindex>
  %r2 = vectorize.ramp %b2, %c1 : vector<4xindex>
  %r4 = vectorize.ramp %b4, %c1 : vector<4xindex>
  %x0 = vector.gather %m[%c0][%r0], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %x2 = vector.gather %m[%c0][%r2], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %x4 = vector.gather %m[%c0][%r4], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %y = vector.gather %m[%c0][%r0], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %x0, %x2, %x4, %y : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}
