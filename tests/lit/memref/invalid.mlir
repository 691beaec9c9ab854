// Invalid memref ops: upstream's diagnostics (this file also passes under
// mlir-opt-22 --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f(%m: memref<4x4xf32>, %i: index) -> f32 {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return %0 : f32
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: i32) {
  // expected-error@+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%n) : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f() {
  "test.op"() ({
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
    memref.alloca_scope.return %c : i32
  }) : () -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %T: memref<1xi32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %A[%i], %A[%i], %i, %T[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @f(%A: memref<4xf32>, %T: memref<1xi32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %A[%i], %A[%i], %i, %T[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @f(%A: memref<4xf32>, %T: memref<1xi32>, %i: index) {
  // As upstream, no attribute dictionary is parsed (one is printed).
  // expected-error@+1 {{expected ':'}}
  memref.dma_start %A[%i], %A[%i], %i, %T[%i] {x} : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur : f32, %other : f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur : i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur : f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %cur, %m[%i] : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur : f32):
    // An unregistered op may have any effect.
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    "test.foo"() : () -> ()
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur : f32):
    // The walk is post-order: the store nested in the region is reported.
    %y = scf.execute_region -> f32 {
      // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
      memref.store %cur, %m[%i] : memref<4xf32>
      scf.yield %cur : f32
    }
    memref.atomic_yield %y : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur : f32):
    %y = math.sqrt %cur : f32
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %a = memref.alloca() : memref<4xf32>
    memref.atomic_yield %y : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur : f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%A, %i) : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%i, %i, %A, %i, %i) : (index, index, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 6 operands}}
  "memref.dma_start"(%A, %i, %A, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%A: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 6 operands}}
  "memref.dma_start"(%A, %i, %A, %i) : (memref<4x4xf32>, index, memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %T: memref<1xi32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%A, %j, %A, %i, %i, %T, %i) : (memref<4xf32>, i32, memref<4xf32>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %T: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected destination to be of memref type}}
  "memref.dma_start"(%A, %i, %i, %i, %i, %T, %i) : (memref<4xf32>, index, index, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %T: memref<1xi32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected destination indices to be of index type}}
  "memref.dma_start"(%A, %i, %A, %j, %i, %T, %i) : (memref<4xf32>, index, memref<4xf32>, i32, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %T: memref<1xi32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%A, %i, %A, %i, %j, %T, %i) : (memref<4xf32>, index, memref<4xf32>, index, i32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected tag to be of memref type}}
  "memref.dma_start"(%A, %i, %A, %i, %i, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, index, index) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %T: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%A, %i, %A, %i, %i, %T) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %T: memref<1xi32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected tag indices to be of index type}}
  "memref.dma_start"(%A, %i, %A, %i, %i, %T, %j) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, i32) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %T: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%A, %i, %A, %i, %i, %T, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>, %T: memref<1xi32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%A, %i, %A, %i, %i, %T, %i, %i, %j) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index, i32) -> ()
  return
}

// -----

func.func @f(%T: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  memref.dma_wait %T[%i, %i], %i : memref<1xi32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 5 : i32}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 5 : i32}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value shape expected to be 2 but was 3}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value shape expected to be 2, 2 but was 4}}
"memref.global"() <{sym_name = "g", type = memref<2x2xf32>, initial_value = dense<1.0> : tensor<4xf32>}> : () -> ()

// -----

func.func @f(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  "memref.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32, strided<[2]>>) {
  // expected-error@+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{unsupported layout for result memref type 'memref<8xf32, strided<[1], offset: 2>>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = "memref.realloc"(%m, %i) : (memref<4xf32>, index) -> memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // A unit-stride 1-D strided layout is the identity.
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[1]>>
  // expected-error@+1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %1 = "memref.realloc"(%0) : (memref<8xf32, strided<[1]>>) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{different memory spaces specified for source type 'memref<16xf32>' and result memref type 'memref<4x4xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, 1>
  return
}

// -----

func.func @f(%m: memref<*xf32>) {
  // expected-error@+1 {{different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<4x4xf32, 2>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32, 2>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<16xf32>' and result memref type 'memref<4x4xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xi32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{expected result type with size = 2 instead of 4 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 2], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{expected result type with size = dynamic instead of 4 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, %i], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{expected result type with offset = 2 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{expected result type with offset = dynamic instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [%i], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{expected result type with stride = 8 instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [8, 1] : memref<16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{expected result type with stride = dynamic instead of 1 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, %i] : memref<16xf32> to memref<4x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{expected 1 offset values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{expected 2 size values, got 3}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4, 1], strides: [4, 1, 1] : memref<16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.reinterpret_cast %m to offset: [-1], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, strided<[4, 1], offset: -1>>
  return
}

// -----

func.func @f(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (0 vs 1)}}
  %0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<16xf32>) -> memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>, %s: memref<2xi32>) {
  // expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<16xf32>, memref<2xi32>) -> memref<4x4xi32>
  return
}

// -----

func.func @f(%m: memref<16xf32, strided<[2]>>, %s: memref<2xi32>) {
  // expected-error@+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<16xf32, strided<[2]>>, memref<2xi32>) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>, %s: memref<2xi32>) {
  // expected-error@+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<16xf32>, memref<2xi32>) -> memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<16xf32>, %s: memref<?xi32>) {
  // expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<16xf32>, memref<?xi32>) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>, %s: memref<3xi32>, %u: memref<?xindex>) {
  // An unranked result takes a shape of any length.
  %0 = memref.reshape %m(%u) : (memref<16xf32>, memref<?xindex>) -> memref<*xf32>
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %1 = memref.reshape %m(%s) : (memref<16xf32>, memref<3xi32>) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x8xf32>' and subview memref type 'memref<4x4xf32, strided<[8, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>, 1>
  return
}

// -----

func.func @f(%m: memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error@+1 {{base type 'memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>' is not strided}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x3xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x3xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xi32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: 1>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 2]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<1x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[8]>>'}}
  %0 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[8]>>
  return
}

// -----

func.func @f(%m: memref<8x1x8xf32>, %n: memref<8xf32>) {
  // A unit dimension is dropped with its stride; 1-D contiguous is the identity.
  %0 = memref.subview %m[0, 0, 0] [4, 1, 4] [1, 1, 1] : memref<8x1x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %1 = memref.subview %n[0] [4] [1] : memref<8xf32> to memref<4xf32>
  // expected-error@+1 {{expected result type to be 'memref<4x1x4xf32, strided<[8, 8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[7, 1]>>'}}
  %2 = memref.subview %m[0, 0, 0] [4, 1, 4] [1, 1, 1] : memref<8x1x8xf32> to memref<4x4xf32, strided<[7, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[6, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 48>>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[8, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 64>>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 3}}
  %0 = memref.subview %m[0, 0, 0] [4, 4, 4] [1, 1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -1}}
  %0 = memref.subview %m[0, 0] [-1, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index) {
  // Dynamic sizes, offsets and strides give dynamic layout entries.
  %0 = memref.subview %m[%i, 0] [%i, 4] [1, %i] : memref<?x?xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  // expected-error@+1 {{expected result type to be 'memref<?x4xf32, strided<[?, ?], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<?x4xf32, strided<[?, 1], offset: ?>>'}}
  %1 = memref.subview %m[%i, 0] [%i, 4] [1, %i] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j)[s0] -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // Layouts compare in canonical form: a strided layout, its affine map,
  // and a contiguous one dropped.
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %1 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, affine_map<(d0, d1) -> (d1 * 8 + d0)>>
  %2 = memref.transpose %m (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x4xf32, strided<[1, 4]>>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %3 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 4]>>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  // expected-error@+1 {{'memref.transpose' op result type 'memref<?x?xf32, strided<[?, 1]>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %1 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[1, ?], offset: ?>>
  // expected-error@+1 {{'memref.transpose' op result type 'memref<?x4xf32, strided<[1, ?]>>' is not equivalent to the canonical transposed input type 'memref<?x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %1 = memref.transpose %m (i, j) -> (j, i) : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[1, ?]>>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // A 1-D identity transpose keeps its unit-stride layout, which is not the
  // absent one.
  // expected-error@+1 {{'memref.transpose' op result type 'memref<4xf32>' is not equivalent to the canonical transposed input type 'memref<4xf32, strided<[1]>>'}}
  %0 = memref.transpose %m (i) -> (i) : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8, strided<[2]>>, %i: index) {
  // expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
  %0 = memref.view %m[%i][%i] : memref<2048xi8, strided<[2]>> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8, 1>, %i: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4x4xf32, strided<[4, 1]>>'}}
  %0 = memref.view %m[%i][%i] : memref<2048xi8, 1> to memref<4x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4x4xf32, 1>'}}
  %0 = memref.view %m[%i][%i] : memref<2048xi8> to memref<4x4xf32, 1>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.view %m[%i][%i] : memref<2048xi8> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8, strided<[1]>>, %i: index) {
  %0 = memref.view %m[%i][] : memref<2048xi8, strided<[1]>> to memref<4x4xf32>
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %1 = memref.view %m[%i][] : memref<2048xi8, strided<[1]>> to memref<?x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [16] : memref<4x4xf32> into memref<16xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.expand_shape %m [[0], [1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %0 = memref.expand_shape %m [[1, 0]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op reassociation index 2 is out of bounds}}
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<?xf32> into memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (16) must equal reassociation group size (32)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<16xf32> into memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<f32>) {
  // expected-error@+1 {{'memref.expand_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.expand_shape %m [] output_shape [1, 2] : memref<f32> into memref<1x2xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expanded rank (2) inconsistent with number of reassociation indices (1)}}
  %0 = memref.expand_shape %m [[0]] output_shape [16, 1] : memref<16xf32> into memref<16x1xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32, strided<[2]>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x4xf32, strided<[8, 2]>>' but found 'memref<4x4xf32>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32, strided<[2]>> into memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4>}> : (memref<16xf32>) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, -9223372036854775808>}> : (memref<?xf32>) -> memref<4x?xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 8>}> : (memref<16xf32>) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<16xf32> into memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (8) must equal reassociation group size (16)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32, strided<[8, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[8, 1]>> into memref<16xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32, strided<[4, 1], offset: 3>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[4, 1], offset: 3>> into memref<16xf32, strided<[1], offset: 3>>
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<16xf32, strided<[1], offset: 3>>' but found 'memref<16xf32>'}}
  %1 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[4, 1], offset: 3>> into memref<16xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<16xf32>' but found 'memref<16xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<4x?xf32, strided<[?, 1]>>, %n: memref<4x1xf32, strided<[1, 7]>>) {
  // Unit dimensions do not count for contiguity.
  %0 = memref.collapse_shape %n [[0, 1]] : memref<4x1xf32, strided<[1, 7]>> into memref<4xf32, strided<[1]>>
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[?]>>' but found 'memref<?xf32, strided<[1]>>'}}
  %1 = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<2x4xf32, strided<[4, 2]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32, strided<[4, 2]>> into memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xf32, strided<[?], offset: ?>>) {
  // Casts may make layout entries dynamic.
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %1 = memref.cast %n : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1], offset: 2>>
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>>' are cast incompatible}}
  %2 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, strided<[2]>, 1>
  return
}

// -----

func.func @atomic_rmw_float_kind_on_int(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @atomic_rmw_int_kind_on_float(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'ori' expects an integer type}}
  %0 = memref.atomic_rmw ori %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

"test.op"() ({
  // expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<4xf32>
  "test.term"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%0 = memref.alloca() : memref<4xf32>

// -----

func.func @distinct_objects_operand_count(%a: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.distinct_objects' number of operands and types do not match: got 2 operands and 1 types}}
  %0, %1 = memref.distinct_objects %a, %a : memref<4xf32>
  return
}

// -----

memref.global "private" @g : memref<4xf32>
func.func @get_global_unknown() {
  // expected-error@+1 {{'memref.get_global' op 'h' does not reference a valid global memref}}
  %0 = memref.get_global @h : memref<4xf32>
  return
}

// -----

memref.global "private" @g : memref<4xf32>
func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<8xf32>
  return
}

// -----

func.func private @g()
func.func @get_global_of_a_function() {
  // expected-error@+1 {{'memref.get_global' op 'g' does not reference a valid global memref}}
  %0 = memref.get_global @g : memref<8xf32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "privat"}}
memref.global "privat" @g : memref<2xf32>
