// Folds and canonicalization patterns of the index ops (upstream's IndexOps.cpp):
// constant folds that hold on 32- and 64-bit targets alike, identities,
// cmp of min/max ranges, cmp(x - y, 0) and reassociation of constants.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// Add, sub, mul: 64-bit results (the low 32 bits never depend on the high ones).
// CHECK-LABEL: func.func @add_sub_mul() -> (index, index, index, index) {
// CHECK-NEXT:  %idx4 = index.constant 4
// CHECK-NEXT:  %idx-10 = index.constant -10
// CHECK-NEXT:  %idx-21 = index.constant -21
// CHECK-NEXT:  %idx8589934592 = index.constant 8589934592
// CHECK-NEXT:  return %idx4, %idx-10, %idx-21, %idx8589934592 : index, index, index, index
// CHECK-NEXT:  }
func.func @add_sub_mul() -> (index, index, index, index) {
  %a = index.constant 7
  %b = index.constant -3
  %big = index.constant 4294967296
  %0 = index.add %a, %b
  %1 = index.sub %b, %a
  %2 = index.mul %a, %b
  %3 = index.add %big, %big
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-LABEL: func.func @add_zero(%arg0: index) -> (index, index) {
// CHECK-NEXT:  return %arg0, %arg0 : index, index
// CHECK-NEXT:  }
func.func @add_zero(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %0 = index.add %x, %c0
  %1 = index.add %c0, %x
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @sub_zero(%arg0: index) -> (index, index) {
// CHECK-NEXT:  %idx0 = index.constant 0
// CHECK-NEXT:  %0 = index.sub %idx0, %arg0
// CHECK-NEXT:  return %arg0, %0 : index, index
// CHECK-NEXT:  }
func.func @sub_zero(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %0 = index.sub %x, %c0
  %1 = index.sub %c0, %x
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @mul_identities(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:  %idx0 = index.constant 0
// CHECK-NEXT:  return %arg0, %arg0, %idx0 : index, index, index
// CHECK-NEXT:  }
func.func @mul_identities(%x: index) -> (index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.mul %x, %c1
  %1 = index.mul %c1, %x
  %2 = index.mul %x, %c0
  return %0, %1, %2 : index, index, index
}

// Signed division agrees on both targets for small values.
// CHECK-LABEL: func.func @divs(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT:  %idx-7 = index.constant -7
// CHECK-NEXT:  %idx2 = index.constant 2
// CHECK-NEXT:  %idx0 = index.constant 0
// CHECK-NEXT:  %idx-3 = index.constant -3
// CHECK-NEXT:  %0 = index.divs %idx-7, %idx0
// CHECK-NEXT:  %1 = index.divs %arg0, %idx2
// CHECK-NEXT:  return %idx-3, %idx0, %0, %1 : index, index, index, index
// CHECK-NEXT:  }
func.func @divs(%x: index) -> (index, index, index, index) {
  %a = index.constant -7
  %b = index.constant 2
  %z = index.constant 0
  %0 = index.divs %a, %b
  %1 = index.divs %b, %a
  %2 = index.divs %a, %z
  %3 = index.divs %x, %b
  return %0, %1, %2, %3 : index, index, index, index
}

// 2^32 + 4 divided by 2: the 32-bit result (2) is not the truncated 64-bit one.
// CHECK-LABEL: func.func @divu_checked() -> (index, index) {
// CHECK-NEXT:  %idx50 = index.constant 50
// CHECK-NEXT:  %idx4294967300 = index.constant 4294967300
// CHECK-NEXT:  %idx2 = index.constant 2
// CHECK-NEXT:  %0 = index.divu %idx4294967300, %idx2
// CHECK-NEXT:  return %0, %idx50 : index, index
// CHECK-NEXT:  }
func.func @divu_checked() -> (index, index) {
  %big = index.constant 4294967300
  %two = index.constant 2
  %a = index.constant 100
  %0 = index.divu %big, %two
  %1 = index.divu %a, %two
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @ceildivs() -> (index, index, index, index, index) {
// CHECK-NEXT:  %idx4 = index.constant 4
// CHECK-NEXT:  %idx-3 = index.constant -3
// CHECK-NEXT:  %idx0 = index.constant 0
// CHECK-NEXT:  return %idx4, %idx-3, %idx-3, %idx4, %idx0 : index, index, index, index, index
// CHECK-NEXT:  }
func.func @ceildivs() -> (index, index, index, index, index) {
  %p7 = index.constant 7
  %m7 = index.constant -7
  %p2 = index.constant 2
  %m2 = index.constant -2
  %z = index.constant 0
  %0 = index.ceildivs %p7, %p2
  %1 = index.ceildivs %m7, %p2
  %2 = index.ceildivs %p7, %m2
  %3 = index.ceildivs %m7, %m2
  %4 = index.ceildivs %z, %p2
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// CHECK-LABEL: func.func @ceildivu() -> (index, index, index, index) {
// CHECK-NEXT:  %idx7 = index.constant 7
// CHECK-NEXT:  %idx2 = index.constant 2
// CHECK-NEXT:  %idx0 = index.constant 0
// CHECK-NEXT:  %idx-1 = index.constant -1
// CHECK-NEXT:  %idx4 = index.constant 4
// CHECK-NEXT:  %0 = index.ceildivu %idx7, %idx0
// CHECK-NEXT:  %1 = index.ceildivu %idx-1, %idx2
// CHECK-NEXT:  return %idx4, %idx0, %0, %1 : index, index, index, index
// CHECK-NEXT:  }
func.func @ceildivu() -> (index, index, index, index) {
  %p7 = index.constant 7
  %p2 = index.constant 2
  %z = index.constant 0
  %m1 = index.constant -1
  %0 = index.ceildivu %p7, %p2
  %1 = index.ceildivu %z, %p2
  %2 = index.ceildivu %p7, %z
  %3 = index.ceildivu %m1, %p2
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-LABEL: func.func @floordivs() -> (index, index, index, index, index) {
// CHECK-NEXT:  %idx7 = index.constant 7
// CHECK-NEXT:  %idx0 = index.constant 0
// CHECK-NEXT:  %idx3 = index.constant 3
// CHECK-NEXT:  %idx-4 = index.constant -4
// CHECK-NEXT:  %0 = index.floordivs %idx7, %idx0
// CHECK-NEXT:  return %idx3, %idx-4, %idx-4, %idx3, %0 : index, index, index, index, index
// CHECK-NEXT:  }
func.func @floordivs() -> (index, index, index, index, index) {
  %p7 = index.constant 7
  %m7 = index.constant -7
  %p2 = index.constant 2
  %m2 = index.constant -2
  %z = index.constant 0
  %0 = index.floordivs %p7, %p2
  %1 = index.floordivs %m7, %p2
  %2 = index.floordivs %p7, %m2
  %3 = index.floordivs %m7, %m2
  %4 = index.floordivs %p7, %z
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// CHECK-LABEL: func.func @rems_remu() -> (index, index, index, index, index) {
// CHECK-NEXT:  %idx3 = index.constant 3
// CHECK-NEXT:  %idx0 = index.constant 0
// CHECK-NEXT:  %idx-1 = index.constant -1
// CHECK-NEXT:  %0 = index.rems %idx3, %idx0
// CHECK-NEXT:  %1 = index.remu %idx3, %idx0
// CHECK-NEXT:  return %idx-1, %idx0, %0, %1, %idx3 : index, index, index, index, index
// CHECK-NEXT:  }
func.func @rems_remu() -> (index, index, index, index, index) {
  %m7 = index.constant -7
  %p3 = index.constant 3
  %z = index.constant 0
  %0 = index.rems %m7, %p3
  %1 = index.remu %m7, %p3
  %2 = index.rems %p3, %z
  %3 = index.remu %p3, %z
  %4 = index.remu %p3, %m7
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// CHECK-LABEL: func.func @min_max() -> (index, index, index, index) {
// CHECK-NEXT:  %idx3 = index.constant 3
// CHECK-NEXT:  %idx-5 = index.constant -5
// CHECK-NEXT:  return %idx3, %idx-5, %idx-5, %idx3 : index, index, index, index
// CHECK-NEXT:  }
func.func @min_max() -> (index, index, index, index) {
  %a = index.constant -5
  %b = index.constant 3
  %0 = index.maxs %a, %b
  %1 = index.maxu %a, %b
  %2 = index.mins %a, %b
  %3 = index.minu %a, %b
  return %0, %1, %2, %3 : index, index, index, index
}

// 2^32 vs 1: unsigned order differs on a 32-bit target (0 < 1).
// CHECK-LABEL: func.func @min_max_checked() -> (index, index, index, index) {
// CHECK-NEXT:  %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:  %idx1 = index.constant 1
// CHECK-NEXT:  %0 = index.maxu %idx4294967296, %idx1
// CHECK-NEXT:  %1 = index.minu %idx4294967296, %idx1
// CHECK-NEXT:  %2 = index.maxs %idx4294967296, %idx1
// CHECK-NEXT:  %3 = index.mins %idx4294967296, %idx1
// CHECK-NEXT:  return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT:  }
func.func @min_max_checked() -> (index, index, index, index) {
  %big = index.constant 4294967296
  %one = index.constant 1
  %0 = index.maxu %big, %one
  %1 = index.minu %big, %one
  %2 = index.maxs %big, %one
  %3 = index.mins %big, %one
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-LABEL: func.func @shifts() -> (index, index, index, index, index, index) {
// CHECK-NEXT:  %idx0 = index.constant 0
// CHECK-NEXT:  %idx-16 = index.constant -16
// CHECK-NEXT:  %idx2 = index.constant 2
// CHECK-NEXT:  %idx32 = index.constant 32
// CHECK-NEXT:  %idx-64 = index.constant -64
// CHECK-NEXT:  %idx-4 = index.constant -4
// CHECK-NEXT:  %0 = index.shru %idx-16, %idx2
// CHECK-NEXT:  %1 = index.shl %idx-16, %idx32
// CHECK-NEXT:  %2 = index.shrs %idx-16, %idx32
// CHECK-NEXT:  return %idx-64, %idx-4, %0, %1, %2, %idx0 : index, index, index, index, index, index
// CHECK-NEXT:  }
func.func @shifts() -> (index, index, index, index, index, index) {
  %a = index.constant -16
  %s2 = index.constant 2
  %s32 = index.constant 32
  %0 = index.shl %a, %s2
  %1 = index.shrs %a, %s2
  %2 = index.shru %a, %s2
  %3 = index.shl %a, %s32
  %4 = index.shrs %a, %s32
  %5 = index.shru %s2, %s2
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// shru of -16 by 2 differs between 32 and 64 bits; shl of a big value does not matter.
// CHECK-LABEL: func.func @shift_checked() -> (index, index) {
// CHECK-NEXT:  %idx4294967297 = index.constant 4294967297
// CHECK-NEXT:  %idx1 = index.constant 1
// CHECK-NEXT:  %idx8589934594 = index.constant 8589934594
// CHECK-NEXT:  %0 = index.shru %idx4294967297, %idx1
// CHECK-NEXT:  return %idx8589934594, %0 : index, index
// CHECK-NEXT:  }
func.func @shift_checked() -> (index, index) {
  %big = index.constant 4294967297
  %s1 = index.constant 1
  %0 = index.shl %big, %s1
  %1 = index.shru %big, %s1
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @bitwise() -> (index, index, index) {
// CHECK-NEXT:  %idx8 = index.constant 8
// CHECK-NEXT:  %idx14 = index.constant 14
// CHECK-NEXT:  %idx6 = index.constant 6
// CHECK-NEXT:  return %idx8, %idx14, %idx6 : index, index, index
// CHECK-NEXT:  }
func.func @bitwise() -> (index, index, index) {
  %a = index.constant 12
  %b = index.constant 10
  %0 = index.and %a, %b
  %1 = index.or %a, %b
  %2 = index.xor %a, %b
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @casts_to_index() -> (index, index, index, index) {
// CHECK-NEXT:  %idx-1 = index.constant -1
// CHECK-NEXT:  %idx255 = index.constant 255
// CHECK-NEXT:  %idx200 = index.constant 200
// CHECK-NEXT:  return %idx-1, %idx255, %idx200, %idx200 : index, index, index, index
// CHECK-NEXT:  }
func.func @casts_to_index() -> (index, index, index, index) {
  %a = arith.constant -1 : i8
  %b = arith.constant 200 : i64
  %0 = index.casts %a : i8 to index
  %1 = index.castu %a : i8 to index
  %2 = index.casts %b : i64 to index
  %3 = index.castu %b : i64 to index
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-LABEL: func.func @casts_from_index() -> (i16, i32, i64, i64, i48) {
// CHECK-NEXT:  %idx-1 = index.constant -1
// CHECK-NEXT:  %0 = index.casts %idx-1 : index to i16
// CHECK-NEXT:  %1 = index.castu %idx-1 : index to i32
// CHECK-NEXT:  %2 = index.casts %idx-1 : index to i64
// CHECK-NEXT:  %3 = index.castu %idx-1 : index to i64
// CHECK-NEXT:  %4 = index.casts %idx-1 : index to i48
// CHECK-NEXT:  return %0, %1, %2, %3, %4 : i16, i32, i64, i64, i48
// CHECK-NEXT:  }
func.func @casts_from_index() -> (i16, i32, i64, i64, i48) {
  %a = index.constant -1
  %0 = index.casts %a : index to i16
  %1 = index.castu %a : index to i32
  %2 = index.casts %a : index to i64
  %3 = index.castu %a : index to i64
  %4 = index.casts %a : index to i48
  return %0, %1, %2, %3, %4 : i16, i32, i64, i64, i48
}

// From index to >32 bits, castu of -1 differs between targets; so does a 2^32.
// CHECK-LABEL: func.func @casts_not_folded() -> (i64, i64, i40) {
// CHECK-NEXT:  %idx-1 = index.constant -1
// CHECK-NEXT:  %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:  %0 = index.castu %idx4294967296 : index to i64
// CHECK-NEXT:  %1 = index.casts %idx4294967296 : index to i64
// CHECK-NEXT:  %2 = index.castu %idx-1 : index to i40
// CHECK-NEXT:  return %0, %1, %2 : i64, i64, i40
// CHECK-NEXT:  }
func.func @casts_not_folded() -> (i64, i64, i40) {
  %a = index.constant -1
  %big = index.constant 4294967296
  %0 = index.castu %big : index to i64
  %1 = index.casts %big : index to i64
  %2 = index.castu %a : index to i40
  return %0, %1, %2 : i64, i64, i40
}

// CHECK-LABEL: func.func @cmp_constants() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:  %true = index.bool.constant true
// CHECK-NEXT:  %false = index.bool.constant false
// CHECK-NEXT:  return %true, %false, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmp_constants() -> (i1, i1, i1, i1, i1, i1) {
  %a = index.constant -1
  %b = index.constant 1
  %0 = index.cmp slt(%a, %b)
  %1 = index.cmp ult(%a, %b)
  %2 = index.cmp eq(%a, %a)
  %3 = index.cmp ne(%a, %b)
  %4 = index.cmp sge(%b, %a)
  %5 = index.cmp ugt(%a, %b)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// 2^32 and 0 are equal on a 32-bit target.
// CHECK-LABEL: func.func @cmp_checked() -> (i1, i1) {
// CHECK-NEXT:  %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:  %idx0 = index.constant 0
// CHECK-NEXT:  %0 = index.cmp eq(%idx4294967296, %idx0)
// CHECK-NEXT:  %1 = index.cmp ult(%idx0, %idx4294967296)
// CHECK-NEXT:  return %0, %1 : i1, i1
// CHECK-NEXT:  }
func.func @cmp_checked() -> (i1, i1) {
  %big = index.constant 4294967296
  %z = index.constant 0
  %0 = index.cmp eq(%big, %z)
  %1 = index.cmp ult(%z, %big)
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @cmp_same(%arg0: index) -> (i1, i1, i1, i1) {
// CHECK-NEXT:  %true = index.bool.constant true
// CHECK-NEXT:  %false = index.bool.constant false
// CHECK-NEXT:  return %true, %false, %true, %false : i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmp_same(%x: index) -> (i1, i1, i1, i1) {
  %0 = index.cmp eq(%x, %x)
  %1 = index.cmp slt(%x, %x)
  %2 = index.cmp uge(%x, %x)
  %3 = index.cmp ne(%x, %x)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmp_min_max(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:  %true = index.bool.constant true
// CHECK-NEXT:  %idx5 = index.constant 5
// CHECK-NEXT:  %idx10 = index.constant 10
// CHECK-NEXT:  %idx3 = index.constant 3
// CHECK-NEXT:  %0 = index.mins %arg0, %idx5
// CHECK-NEXT:  %1 = index.maxu %arg0, %idx5
// CHECK-NEXT:  %2 = index.cmp eq(%0, %idx10)
// CHECK-NEXT:  %3 = index.cmp ne(%1, %idx3)
// CHECK-NEXT:  return %true, %true, %true, %true, %2, %3 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmp_min_max(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c10 = index.constant 10
  %c3 = index.constant 3
  %mins = index.mins %x, %c5
  %minu = index.minu %x, %c5
  %maxs = index.maxs %x, %c5
  %maxu = index.maxu %x, %c5
  %0 = index.cmp slt(%mins, %c10)
  %1 = index.cmp ult(%minu, %c10)
  %2 = index.cmp sgt(%maxs, %c3)
  %3 = index.cmp ugt(%maxu, %c3)
  %4 = index.cmp eq(%mins, %c10)
  %5 = index.cmp ne(%maxu, %c3)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmp_min_max_unknown(%arg0: index) -> (i1, i1) {
// CHECK-NEXT:  %idx5 = index.constant 5
// CHECK-NEXT:  %idx3 = index.constant 3
// CHECK-NEXT:  %0 = index.mins %arg0, %idx5
// CHECK-NEXT:  %1 = index.maxs %arg0, %idx5
// CHECK-NEXT:  %2 = index.cmp slt(%0, %idx3)
// CHECK-NEXT:  %3 = index.cmp eq(%1, %idx5)
// CHECK-NEXT:  return %2, %3 : i1, i1
// CHECK-NEXT:  }
func.func @cmp_min_max_unknown(%x: index) -> (i1, i1) {
  %c5 = index.constant 5
  %c3 = index.constant 3
  %mins = index.mins %x, %c5
  %maxs = index.maxs %x, %c5
  %0 = index.cmp slt(%mins, %c3)
  %1 = index.cmp eq(%maxs, %c5)
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @cmp_sub_zero(%arg0: index, %arg1: index) -> (i1, i1) {
// CHECK-NEXT:  %0 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:  %1 = index.cmp ult(%arg1, %arg0)
// CHECK-NEXT:  return %0, %1 : i1, i1
// CHECK-NEXT:  }
func.func @cmp_sub_zero(%x: index, %y: index) -> (i1, i1) {
  %c0 = index.constant 0
  %s = index.sub %x, %y
  %0 = index.cmp slt(%s, %c0)
  %1 = index.cmp ult(%c0, %s)
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @reassociate_add(%arg0: index) -> index {
// CHECK-NEXT:  %idx3 = index.constant 3
// CHECK-NEXT:  %0 = index.add %arg0, %idx3
// CHECK-NEXT:  return %0 : index
// CHECK-NEXT:  }
func.func @reassociate_add(%x: index) -> index {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %0 = index.add %x, %c1
  %1 = index.add %0, %c2
  return %1 : index
}

// CHECK-LABEL: func.func @reassociate_chain(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:  %idx7 = index.constant 7
// CHECK-NEXT:  %idx4 = index.constant 4
// CHECK-NEXT:  %idx60 = index.constant 60
// CHECK-NEXT:  %0 = index.mul %arg0, %idx60
// CHECK-NEXT:  %1 = index.and %arg0, %idx4
// CHECK-NEXT:  %2 = index.or %arg0, %idx7
// CHECK-NEXT:  return %0, %1, %2 : index, index, index
// CHECK-NEXT:  }
func.func @reassociate_chain(%x: index) -> (index, index, index) {
  %c3 = index.constant 3
  %c4 = index.constant 4
  %c5 = index.constant 5
  %0 = index.mul %x, %c3
  %1 = index.mul %0, %c4
  %2 = index.mul %1, %c5
  %a = index.and %x, %c5
  %b = index.and %a, %c4
  %o = index.or %x, %c3
  %p = index.or %c4, %o
  return %2, %b, %p : index, index, index
}

// CHECK-LABEL: func.func @reassociate_xor_minmax(%arg0: index) -> (index, index, index, index, index) {
// CHECK-NEXT:  %idx3 = index.constant 3
// CHECK-NEXT:  %idx7 = index.constant 7
// CHECK-NEXT:  %idx0 = index.constant 0
// CHECK-NEXT:  %0 = index.xor %arg0, %idx0
// CHECK-NEXT:  %1 = index.maxs %arg0, %idx7
// CHECK-NEXT:  %2 = index.minu %arg0, %idx3
// CHECK-NEXT:  %3 = index.mins %arg0, %idx3
// CHECK-NEXT:  %4 = index.maxu %arg0, %idx7
// CHECK-NEXT:  return %0, %1, %2, %3, %4 : index, index, index, index, index
// CHECK-NEXT:  }
func.func @reassociate_xor_minmax(%x: index) -> (index, index, index, index, index) {
  %c3 = index.constant 3
  %c7 = index.constant 7
  %0 = index.xor %x, %c3
  %1 = index.xor %0, %c3
  %2 = index.maxs %x, %c3
  %3 = index.maxs %2, %c7
  %4 = index.minu %x, %c7
  %5 = index.minu %4, %c3
  %6 = index.mins %x, %c7
  %7 = index.mins %6, %c3
  %8 = index.maxu %x, %c7
  %9 = index.maxu %8, %c3
  return %1, %3, %5, %7, %9 : index, index, index, index, index
}

// Constants move to the right (Commutative), then fold or reassociate.
// CHECK-LABEL: func.func @commutative_constant_left(%arg0: index) -> (index, index) {
// CHECK-NEXT:  %idx2 = index.constant 2
// CHECK-NEXT:  %idx8 = index.constant 8
// CHECK-NEXT:  %0 = index.add %arg0, %idx8
// CHECK-NEXT:  %1 = index.maxu %arg0, %idx2
// CHECK-NEXT:  return %0, %1 : index, index
// CHECK-NEXT:  }
func.func @commutative_constant_left(%x: index) -> (index, index) {
  %c2 = index.constant 2
  %c6 = index.constant 6
  %0 = index.add %c2, %x
  %1 = index.add %c6, %0
  %2 = index.maxu %c2, %x
  return %1, %2 : index, index
}

// CHECK-LABEL: func.func @bool_constant_and_sizeof() -> (i1, index) {
// CHECK-NEXT:  %true = index.bool.constant true
// CHECK-NEXT:  %0 = index.sizeof
// CHECK-NEXT:  return %true, %0 : i1, index
// CHECK-NEXT:  }
// CHECK-NEXT:  }
func.func @bool_constant_and_sizeof() -> (i1, index) {
  %t = index.bool.constant true
  %s = index.sizeof
  return %t, %s : i1, index
}
