// `cse` and memory: read-only ops merge with an earlier one of the same
// block when no op in between might write; allocations, writes, calls and
// unregistered ops never merge. The CHECK lines are mlir-opt-22's output,
// so both tools pass this file.
// RUN: strata-opt %s --allow-unregistered-dialect --cse | FileCheck %s

// CHECK-LABEL: func.func private @unknown(i32) -> i32
func.func private @unknown(i32) -> i32
// CHECK-LABEL: func.func private @effect()
func.func private @effect()

// CHECK-LABEL: func.func @two_loads_merge(%arg0: memref<4xi32>, %arg1: index) -> (i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @two_loads_merge(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @store_between_blocks(%arg0: memref<4xi32>, %arg1: index, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   memref.store %arg2, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   %1 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @store_between_blocks(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @store_after_keeps_merge(%arg0: memref<4xi32>, %arg1: index, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   memref.store %arg2, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @store_after_keeps_merge(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @store_to_other_memref_blocks(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: index, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:   memref.store %arg3, %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:   %1 = memref.load %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @store_to_other_memref_blocks(%m: memref<4xi32>, %n: memref<4xi32>, %i: index, %v: i32) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %n[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @loads_different_index(%arg0: memref<4xi32>, %arg1: index, %arg2: index) -> (i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   %1 = memref.load %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @loads_different_index(%m: memref<4xi32>, %i: index, %j: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%j] : memref<4xi32>
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @pure_ops_between_loads(%arg0: memref<4xi32>, %arg1: index) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %0, %0, %1 : i32, i32, i32
// CHECK-NEXT: }
func.func @pure_ops_between_loads(%m: memref<4xi32>, %i: index) -> (i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %x = arith.muli %0, %0 : i32
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %x : i32, i32, i32
}

// CHECK-LABEL: func.func @call_between_blocks(%arg0: memref<4xi32>, %arg1: index) -> (i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   call @effect() : () -> ()
// CHECK-NEXT:   %1 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @call_between_blocks(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  func.call @effect() : () -> ()
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @unregistered_between_blocks(%arg0: memref<4xi32>, %arg1: index) -> (i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   "test.anything"() : () -> ()
// CHECK-NEXT:   %1 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @unregistered_between_blocks(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  "test.anything"() : () -> ()
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @loads_in_different_blocks(%arg0: memref<4xi32>, %arg1: index) -> (i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %1 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @loads_in_different_blocks(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  cf.br ^bb1
^bb1:
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @load_in_nested_region(%arg0: i1, %arg1: memref<4xi32>, %arg2: index) -> (i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %2 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @load_in_nested_region(%c: i1, %m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %r = scf.if %c -> (i32) {
    %1 = memref.load %m[%i] : memref<4xi32>
    scf.yield %1 : i32
  } else {
    scf.yield %0 : i32
  }
  return %0, %r : i32, i32
}

// CHECK-LABEL: func.func @region_op_between_blocks(%arg0: i1, %arg1: memref<4xi32>, %arg2: index) -> (i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @region_op_between_blocks(%c: i1, %m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  scf.if %c {
    "test.use"(%0) : (i32) -> ()
  }
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @pure_region_op_between_blocks(%arg0: i1, %arg1: memref<4xi32>, %arg2: index) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     scf.yield %0 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0, %1 : i32, i32, i32
// CHECK-NEXT: }
func.func @pure_region_op_between_blocks(%c: i1, %m: memref<4xi32>, %i: index) -> (i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %r = scf.if %c -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %0 : i32
  }
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %r : i32, i32, i32
}

// CHECK-LABEL: func.func @three_loads_store_in_middle(%arg0: memref<4xi32>, %arg1: index, %arg2: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   memref.store %arg2, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   %1 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   return %0, %0, %1, %1 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @three_loads_store_in_middle(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  %3 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @allocs_never_merge() -> (memref<4xi32>, memref<4xi32>) {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT:   %alloc_0 = memref.alloc() : memref<4xi32>
// CHECK-NEXT:   return %alloc, %alloc_0 : memref<4xi32>, memref<4xi32>
// CHECK-NEXT: }
func.func @allocs_never_merge() -> (memref<4xi32>, memref<4xi32>) {
  %0 = memref.alloc() : memref<4xi32>
  %1 = memref.alloc() : memref<4xi32>
  return %0, %1 : memref<4xi32>, memref<4xi32>
}

// CHECK-LABEL: func.func @allocas_never_merge() -> (memref<4xi32>, memref<4xi32>) {
// CHECK-NEXT:   %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT:   %alloca_0 = memref.alloca() : memref<4xi32>
// CHECK-NEXT:   return %alloca, %alloca_0 : memref<4xi32>, memref<4xi32>
// CHECK-NEXT: }
func.func @allocas_never_merge() -> (memref<4xi32>, memref<4xi32>) {
  %0 = memref.alloca() : memref<4xi32>
  %1 = memref.alloca() : memref<4xi32>
  return %0, %1 : memref<4xi32>, memref<4xi32>
}

// CHECK-LABEL: func.func @calls_never_merge(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = call @unknown(%arg0) : (i32) -> i32
// CHECK-NEXT:   %1 = call @unknown(%arg0) : (i32) -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @calls_never_merge(%a: i32) -> (i32, i32) {
  %0 = func.call @unknown(%a) : (i32) -> i32
  %1 = func.call @unknown(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @stores_never_merge(%arg0: memref<4xi32>, %arg1: index, %arg2: i32) {
// CHECK-NEXT:   memref.store %arg2, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   memref.store %arg2, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @stores_never_merge(%m: memref<4xi32>, %i: index, %v: i32) {
  memref.store %v, %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  return
}

// CHECK-LABEL: func.func @dim_is_pure(%arg0: memref<?xi32>) -> (index, index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?xi32>
// CHECK-NEXT:   "test.anything"() : () -> ()
// CHECK-NEXT:   return %dim, %dim : index, index
// CHECK-NEXT: }
func.func @dim_is_pure(%m: memref<?xi32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %m, %c0 : memref<?xi32>
  "test.anything"() : () -> ()
  %1 = memref.dim %m, %c0 : memref<?xi32>
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @casts_are_pure(%arg0: memref<4xi32>) -> (memref<?xi32>, memref<?xi32>) {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<4xi32> to memref<?xi32>
// CHECK-NEXT:   "test.anything"() : () -> ()
// CHECK-NEXT:   return %cast, %cast : memref<?xi32>, memref<?xi32>
// CHECK-NEXT: }
func.func @casts_are_pure(%m: memref<4xi32>) -> (memref<?xi32>, memref<?xi32>) {
  %0 = memref.cast %m : memref<4xi32> to memref<?xi32>
  "test.anything"() : () -> ()
  %1 = memref.cast %m : memref<4xi32> to memref<?xi32>
  return %0, %1 : memref<?xi32>, memref<?xi32>
}

// CHECK-LABEL: func.func @vector_loads(%arg0: memref<8xf32>, %arg1: index) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:   %0 = vector.load %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:   return %0, %0 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
func.func @vector_loads(%m: memref<8xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  %1 = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @vector_store_blocks(%arg0: memref<8xf32>, %arg1: index, %arg2: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:   %0 = vector.load %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:   vector.store %arg2, %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:   %1 = vector.load %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:   return %0, %1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
func.func @vector_store_blocks(%m: memref<8xf32>, %i: index, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  vector.store %v, %m[%i] : memref<8xf32>, vector<4xf32>
  %1 = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @load_then_other_loads(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: index) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:   %1 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:   return %0, %1, %0, %1 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @load_then_other_loads(%m: memref<4xi32>, %n: memref<4xi32>, %i: index) -> (i32, i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %n[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  %3 = memref.load %n[%i] : memref<4xi32>
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @blocked_load_becomes_new_known(%arg0: memref<4xi32>, %arg1: index, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   memref.store %arg2, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   %1 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:   return %0, %1, %1 : i32, i32, i32
// CHECK-NEXT: }
func.func @blocked_load_becomes_new_known(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @unused_load_is_dead(%arg0: memref<4xi32>, %arg1: index) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unused_load_is_dead(%m: memref<4xi32>, %i: index) {
  %0 = memref.load %m[%i] : memref<4xi32>
  return
}

// CHECK-LABEL: func.func @unused_alloc_is_dead() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unused_alloc_is_dead() {
  %0 = memref.alloc() : memref<4xi32>
  return
}

// CHECK-LABEL: func.func @load_in_if_branch_pair(%arg0: i1, %arg1: memref<4xi32>, %arg2: index) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:     %2 = arith.addi %1, %1 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @load_in_if_branch_pair(%c: i1, %m: memref<4xi32>, %i: index) -> i32 {
  %r = scf.if %c -> (i32) {
    %0 = memref.load %m[%i] : memref<4xi32>
    %1 = memref.load %m[%i] : memref<4xi32>
    %2 = arith.addi %0, %1 : i32
    scf.yield %2 : i32
  } else {
    %3 = memref.load %m[%i] : memref<4xi32>
    scf.yield %3 : i32
  }
  return %r : i32
}
