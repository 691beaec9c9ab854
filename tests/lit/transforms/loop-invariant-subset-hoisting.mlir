// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --loop-invariant-subset-hoisting | FileCheck %s

// A slice read and written back at offsets that are equal (2 and 0 + 2)
// becomes an iteration argument: the read moves before the loop, the
// write after it. The read at [8] is disjoint and stays.
// CHECK-LABEL: func.func @pair
// CHECK:         %[[SUM:.*]] = arith.addi
// CHECK:         %[[EXT:.*]] = tensor.extract_slice %arg0[2] [4] [1]
// CHECK:         %[[FOR:.*]]:2 = scf.for {{.*}} iter_args(%[[T:.*]] = %arg0, %[[S:.*]] = %[[EXT]]) -> (tensor<?xf32>, tensor<4xf32>)
// CHECK:           tensor.extract_slice %[[T]][8] [4] [1]
// CHECK:           %[[U:.*]] = "test.update"(%[[S]])
// CHECK:           scf.yield %[[T]], %[[U]] : tensor<?xf32>, tensor<4xf32>
// CHECK:         %[[INS:.*]] = tensor.insert_slice %[[FOR]]#1 into %[[FOR]]#0[%[[SUM]]] [4] [1]
// CHECK:         return %[[INS]]
func.func @pair(%t0: tensor<?xf32>, %lb: index, %ub: index, %st: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c2b = arith.addi %c0, %c2 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<?xf32>) {
    %other = tensor.extract_slice %t[8][4][1] : tensor<?xf32> to tensor<4xf32>
    "test.use"(%other) : (tensor<4xf32>) -> ()
    %s = tensor.extract_slice %t[2][4][1] : tensor<?xf32> to tensor<4xf32>
    %u = "test.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %n = tensor.insert_slice %u into %t[%c2b][4][1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// [4, 8) overlaps [2, 6): nothing moves.
// CHECK-LABEL: func.func @overlap
// CHECK:         scf.for {{.*}} -> (tensor<?xf32>) {
// CHECK-NEXT:      tensor.extract_slice %{{.*}}[4] [4] [1]
// CHECK:           tensor.extract_slice %{{.*}}[2] [4] [1]
// CHECK:           tensor.insert_slice
func.func @overlap(%t0: tensor<?xf32>, %lb: index, %ub: index, %st: index) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<?xf32>) {
    %other = tensor.extract_slice %t[4][4][1] : tensor<?xf32> to tensor<4xf32>
    "test.use"(%other) : (tensor<4xf32>) -> ()
    %s = tensor.extract_slice %t[2][4][1] : tensor<?xf32> to tensor<4xf32>
    %u = "test.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %n = tensor.insert_slice %u into %t[2][4][1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Two pairs at %k and %k + 4 (an affine.apply): disjoint by four
// elements. The newest use of the argument is paired first.
// CHECK-LABEL: func.func @two_pairs
// CHECK:         %[[K4:.*]] = affine.apply
// CHECK:         %[[E1:.*]] = tensor.extract_slice %arg0[%[[K4]]] [4] [1]
// CHECK:         %[[E2:.*]] = tensor.extract_slice %arg0[%arg4] [4] [1]
// CHECK:         %[[FOR:.*]]:3 = scf.for {{.*}} iter_args(%{{.*}} = %arg0, %{{.*}} = %[[E1]], %{{.*}} = %[[E2]])
// CHECK:         %[[I1:.*]] = tensor.insert_slice %[[FOR]]#2 into %[[FOR]]#0[%arg4] [4] [1]
// CHECK:         tensor.insert_slice %[[FOR]]#1 into %[[I1]][%[[K4]]] [4] [1]
func.func @two_pairs(%t0: tensor<?xf32>, %lb: index, %ub: index, %st: index, %k: index) -> tensor<?xf32> {
  %k4 = affine.apply affine_map<()[s0] -> (s0 + 4)>()[%k]
  %r = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<?xf32>) {
    %a = tensor.extract_slice %t[%k][4][1] : tensor<?xf32> to tensor<4xf32>
    %b = tensor.extract_slice %t[%k4][4][1] : tensor<?xf32> to tensor<4xf32>
    %ua = "test.update"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    %ub2 = "test.update"(%b) : (tensor<4xf32>) -> tensor<4xf32>
    %n1 = tensor.insert_slice %ub2 into %t[%k4][4][1] : tensor<4xf32> into tensor<?xf32>
    %n2 = tensor.insert_slice %ua into %n1[%k][4][1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %n2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// An offset that varies with the loop keeps the pair inside.
// CHECK-LABEL: func.func @variant
// CHECK:         scf.for %[[I:[a-z0-9]+]] = {{.*}} -> (tensor<?xf32>) {
// CHECK-NEXT:      tensor.extract_slice %{{.*}}[%[[I]]] [4] [1]
func.func @variant(%t0: tensor<?xf32>, %lb: index, %ub: index, %st: index) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %t[%i][4][1] : tensor<?xf32> to tensor<4xf32>
    %u = "test.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %n = tensor.insert_slice %u into %t[%i][4][1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// The inner pair leaves the inner loop first, then both leave the outer.
// CHECK-LABEL: func.func @nested
// CHECK:         %[[A:.*]] = tensor.extract_slice %arg0[0] [4] [1]
// CHECK:         %[[B:.*]] = tensor.extract_slice %arg0[4] [4] [1]
// CHECK:         %[[OUT:.*]]:3 = scf.for {{.*}} iter_args(%[[T:.*]] = %arg0, %[[SA:.*]] = %[[A]], %[[SB:.*]] = %[[B]])
// CHECK:           %[[UA:.*]] = "test.update"(%[[SA]])
// CHECK:           %[[IN:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[T]], %{{.*}} = %[[SB]])
// CHECK:           scf.yield %[[IN]]#0, %[[UA]], %[[IN]]#1
// CHECK:         %[[I1:.*]] = tensor.insert_slice %[[OUT]]#2 into %[[OUT]]#0[4] [4] [1]
// CHECK:         tensor.insert_slice %[[OUT]]#1 into %[[I1]][0] [4] [1]
func.func @nested(%t0: tensor<?xf32>, %lb: index, %ub: index, %st: index) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<4xf32>
    %u = "test.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %n = tensor.insert_slice %u into %t[0][4][1] : tensor<4xf32> into tensor<?xf32>
    %in = scf.for %j = %lb to %ub step %st iter_args(%t2 = %n) -> (tensor<?xf32>) {
      %s2 = tensor.extract_slice %t2[4][4][1] : tensor<?xf32> to tensor<4xf32>
      %u2 = "test.update"(%s2) : (tensor<4xf32>) -> tensor<4xf32>
      %n2 = tensor.insert_slice %u2 into %t2[4][4][1] : tensor<4xf32> into tensor<?xf32>
      scf.yield %n2 : tensor<?xf32>
    }
    scf.yield %in : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Transfers of a tensor: [0, 4) and [4, 8) of row 0 are disjoint (a
// dimension the vector does not span counts one element).
// CHECK-LABEL: func.func @transfers
// CHECK:         %[[R0:.*]] = vector.transfer_read %arg0[%c0, %c0]
// CHECK:         %[[R1:.*]] = vector.transfer_read %arg0[%c0, %c4]
// CHECK:         %[[FOR:.*]]:3 = scf.for {{.*}} iter_args(%{{.*}} = %arg0, %{{.*}} = %[[R0]], %{{.*}} = %[[R1]])
// CHECK-NOT:       vector.transfer
// CHECK:         %[[W1:.*]] = vector.transfer_write %[[FOR]]#2, %[[FOR]]#0[%c0, %c4]
// CHECK:         vector.transfer_write %[[FOR]]#1, %[[W1]][%c0, %c0]
func.func @transfers(%t0: tensor<?x?xf32>, %lb: index, %ub: index, %st: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<?x?xf32>) {
    %v0 = vector.transfer_read %t[%c0, %c0], %pad : tensor<?x?xf32>, vector<4xf32>
    %v1 = vector.transfer_read %t[%c0, %c4], %pad : tensor<?x?xf32>, vector<4xf32>
    %u0 = "test.vupdate"(%v0) : (vector<4xf32>) -> vector<4xf32>
    %u1 = "test.vupdate"(%v1) : (vector<4xf32>) -> vector<4xf32>
    %w0 = vector.transfer_write %u0, %t[%c0, %c0] : vector<4xf32>, tensor<?x?xf32>
    %w1 = vector.transfer_write %u1, %w0[%c0, %c4] : vector<4xf32>, tensor<?x?xf32>
    scf.yield %w1 : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// -----

// Overlapping transfers ([0, 2) and [1, 3)) stay.
// CHECK-LABEL: func.func @overlapping_transfers
// CHECK:         scf.for {{.*}} -> (tensor<?x?xf32>) {
// CHECK-NEXT:      vector.transfer_read
// CHECK-NEXT:      vector.transfer_read
func.func @overlapping_transfers(%t0: tensor<?x?xf32>, %lb: index, %ub: index, %st: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<?x?xf32>) {
    %v0 = vector.transfer_read %t[%c0, %c0], %pad : tensor<?x?xf32>, vector<2xf32>
    %v1 = vector.transfer_read %t[%c0, %c1], %pad : tensor<?x?xf32>, vector<2xf32>
    %u0 = "test.vupdate2"(%v0) : (vector<2xf32>) -> vector<2xf32>
    %u1 = "test.vupdate2"(%v1) : (vector<2xf32>) -> vector<2xf32>
    %w0 = vector.transfer_write %u0, %t[%c0, %c0] : vector<2xf32>, tensor<?x?xf32>
    %w1 = vector.transfer_write %u1, %w0[%c0, %c1] : vector<2xf32>, tensor<?x?xf32>
    scf.yield %w1 : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// -----

// Any other use of a value of the chain blocks every pair on it.
// CHECK-LABEL: func.func @non_subset
// CHECK:         scf.for {{.*}} -> (tensor<?xf32>) {
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:      tensor.extract_slice
func.func @non_subset(%t0: tensor<?xf32>, %lb: index, %ub: index, %st: index) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<?xf32>) {
    "test.use"(%t) : (tensor<?xf32>) -> ()
    %s = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<4xf32>
    %u = "test.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %n = tensor.insert_slice %u into %t[0][4][1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// The chain must end in its own argument's operand of the terminator.
// CHECK-LABEL: func.func @swapped
// CHECK:         scf.for {{.*}} -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:      tensor.extract_slice
func.func @swapped(%a0: tensor<?xf32>, %lb: index, %ub: index, %st: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %a0, %b = %a0) -> (tensor<?xf32>, tensor<?xf32>) {
    %s = tensor.extract_slice %a[0][4][1] : tensor<?xf32> to tensor<4xf32>
    %u = "test.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %n = tensor.insert_slice %u into %a[0][4][1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %b, %n : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// An induction variable of a loop running once equals its lower bound
// (`lb <= iv < ub`, `ub - lb = 1`): the part at `4 * iv` is [0, 4), so the
// pair at [12, 16) is disjoint from it and moves; with two trips it stays.
// CHECK-LABEL: func.func @pinned_iv
// CHECK:         tensor.extract_slice %arg0[12] [4] [1]
// CHECK:         scf.for {{.*}} -> (tensor<16xf32>, tensor<4xf32>) {
// CHECK:         tensor.insert_slice %{{.*}}#1 into %{{.*}}#0[12] [4] [1]
// CHECK-LABEL: func.func @two_trips
// CHECK:         scf.for {{.*}} -> (tensor<16xf32>) {
func.func @pinned_iv(%t0: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%t = %t0) -> (tensor<16xf32>) {
    %o = arith.muli %i, %c4 : index
    %a = tensor.extract_slice %t[%o][4][1] : tensor<16xf32> to tensor<4xf32>
    %ua = "test.update"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    %t1 = tensor.insert_slice %ua into %t[%o][4][1] : tensor<4xf32> into tensor<16xf32>
    %b = tensor.extract_slice %t1[12][4][1] : tensor<16xf32> to tensor<4xf32>
    %ub = "test.update"(%b) : (tensor<4xf32>) -> tensor<4xf32>
    %t2 = tensor.insert_slice %ub into %t1[12][4][1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %t2 : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
func.func @two_trips(%t0: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %t0) -> (tensor<16xf32>) {
    %o = arith.muli %i, %c4 : index
    %a = tensor.extract_slice %t[%o][4][1] : tensor<16xf32> to tensor<4xf32>
    %ua = "test.update"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    %t1 = tensor.insert_slice %ua into %t[%o][4][1] : tensor<4xf32> into tensor<16xf32>
    %b = tensor.extract_slice %t1[12][4][1] : tensor<16xf32> to tensor<4xf32>
    %ub = "test.update"(%b) : (tensor<4xf32>) -> tensor<4xf32>
    %t2 = tensor.insert_slice %ub into %t1[12][4][1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %t2 : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
