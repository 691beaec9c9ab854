// RUN: strata-opt %s --split-input-file --mem2reg | FileCheck %s
// RUN: strata-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}))' | FileCheck %s

// A load after a store takes the stored value.
// CHECK-LABEL: func.func @straight() -> i32 {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    return %c5_i32 : i32
func.func @straight() -> i32 {
  %0 = arith.constant 5 : i32
  %1 = memref.alloca() : memref<i32>
  memref.store %0, %1[] : memref<i32>
  %2 = memref.load %1[] : memref<i32>
  return %2 : i32
}

// -----

// A load before any store reads the slot's default, ub.poison, made at
// the start of the alloca's block.
// CHECK-LABEL: func.func @before_any_store() -> i32 {
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    return %0 : i32
func.func @before_any_store() -> i32 {
  %0 = arith.constant 5 : i32
  %1 = memref.alloca() : memref<i32>
  %2 = memref.load %1[] : memref<i32>
  memref.store %0, %1[] : memref<i32>
  return %2 : i32
}

// -----

// Where stores meet, the block gets an argument each branch fills.
// CHECK-LABEL: func.func @diamond
// CHECK:         cf.br ^bb3(%arg1 : i32)
// CHECK:         cf.br ^bb3(%arg2 : i32)
// CHECK:       ^bb3(%0: i32):
// CHECK-NEXT:    return %0 : i32
func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  %s = memref.alloca() : memref<i32>
  cf.cond_br %c, ^t, ^e
^t:
  memref.store %a, %s[] : memref<i32>
  cf.br ^m
^e:
  memref.store %b, %s[] : memref<i32>
  cf.br ^m
^m:
  %r = memref.load %s[] : memref<i32>
  return %r : i32
}

// -----

// Loop-carried slots become loop block arguments, in promotion order.
// CHECK-LABEL: func.func @loop
// CHECK:         cf.br ^bb1(%c0, %c0 : index, index)
// CHECK-NEXT:  ^bb1(%0: index, %1: index):
// CHECK-NEXT:    %2 = arith.cmpi sge, %1, %arg0 : index
// CHECK:         %3 = arith.addi %0, %1 : index
// CHECK-NEXT:    %4 = arith.addi %1, %c1 : index
// CHECK-NEXT:    cf.br ^bb1(%3, %4 : index, index)
// CHECK:         return %0 : index
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %acc = memref.alloca() : memref<index>
  %i = memref.alloca() : memref<index>
  memref.store %c0, %acc[] : memref<index>
  memref.store %c0, %i[] : memref<index>
  cf.br ^head
^head:
  %iv = memref.load %i[] : memref<index>
  %done = arith.cmpi sge, %iv, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %a = memref.load %acc[] : memref<index>
  %a2 = arith.addi %a, %iv : index
  memref.store %a2, %acc[] : memref<index>
  %iv2 = arith.addi %iv, %c1 : index
  memref.store %iv2, %i[] : memref<index>
  cf.br ^head
^exit:
  %r = memref.load %acc[] : memref<index>
  return %r : index
}

// -----

// A use that is not a load or store of the slot keeps it in memory.
// CHECK-LABEL: func.func @escapes
// CHECK:         %alloca = memref.alloca() : memref<i32>
// CHECK:         memref.copy %alloca, %arg0
// CHECK:         %0 = memref.load %alloca[] : memref<i32>
func.func @escapes(%f: memref<i32>) -> i32 {
  %0 = arith.constant 5 : i32
  %1 = memref.alloca() : memref<i32>
  memref.store %0, %1[] : memref<i32>
  memref.copy %1, %f : memref<i32> to memref<i32>
  %2 = memref.load %1[] : memref<i32>
  return %2 : i32
}

// -----

// A load in a nested region is out of reach: the slot stays.
// CHECK-LABEL: func.func @in_a_region
// CHECK:         %alloca = memref.alloca() : memref<i32>
// CHECK:         %1 = memref.load %alloca[] : memref<i32>
func.func @in_a_region(%c: i1) -> i32 {
  %0 = arith.constant 5 : i32
  %1 = memref.alloca() : memref<i32>
  memref.store %0, %1[] : memref<i32>
  %r = scf.if %c -> i32 {
    %x = memref.load %1[] : memref<i32>
    scf.yield %x : i32
  } else {
    scf.yield %0 : i32
  }
  return %r : i32
}

// -----

// An alloca in a nested region is promoted there.
// CHECK-LABEL: func.func @nested_alloca
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:      scf.yield %c5_i32 : i32
func.func @nested_alloca(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = arith.constant 5 : i32
    %1 = memref.alloca() : memref<i32>
    memref.store %0, %1[] : memref<i32>
    %x = memref.load %1[] : memref<i32>
    scf.yield %x : i32
  } else {
    %y = arith.constant 1 : i32
    scf.yield %y : i32
  }
  return %r : i32
}
