// Every index op in the custom form, with upstream's result names
// (`%idx5`, `%idx-2`, `%true`, `%false`), and the generic form read back;
// expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @arith(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %a
  %6 = index.ceildivu %5, %a
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %a
  %9 = index.remu %8, %a
  %10 = index.maxs %9, %b
  %11 = index.mins %10, %b
  %12 = index.maxu %11, %a
  %13 = index.minu %12, %a {tag = "m"}
  %14 = index.shl %13, %b
  %15 = index.shrs %14, %b
  %16 = index.shru %15, %b
  %17 = index.and %16, %a
  %18 = index.or %17, %a
  %19 = index.xor %18, %a
  return %19 : index
}

func.func @constants_and_casts(%a: index, %i: i32, %j: i64) -> i1 {
  %c5 = index.constant 5
  %cm2 = index.constant -2
  %c0 = index.constant 0
  %big = index.constant 9223372036854775807
  %t = index.bool.constant true
  %f = index.bool.constant false
  %s = index.sizeof
  %x = index.casts %i : i32 to index
  %y = index.casts %a : index to i64
  %z = index.castu %j : i64 to index
  %w = index.castu %a : index to i32
  %e = index.cmp eq(%a, %c5)
  %n = index.cmp ne(%a, %cm2)
  %l = index.cmp slt(%a, %c0)
  %le = index.cmp sle(%a, %s)
  %g = index.cmp sgt(%x, %z)
  %ge = index.cmp sge(%x, %z)
  %ul = index.cmp ult(%a, %big)
  %ule = index.cmp ule(%a, %big)
  %ug = index.cmp ugt(%a, %big)
  %uge = index.cmp uge(%a, %big) {tag}
  return %t : i1
}

// CHECK: module {
// CHECK-NEXT: func.func @arith(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %0, %arg1
// CHECK-NEXT: %2 = index.mul %1, %arg0
// CHECK-NEXT: %3 = index.divs %2, %arg1
// CHECK-NEXT: %4 = index.divu %3, %arg1
// CHECK-NEXT: %5 = index.ceildivs %4, %arg0
// CHECK-NEXT: %6 = index.ceildivu %5, %arg0
// CHECK-NEXT: %7 = index.floordivs %6, %arg1
// CHECK-NEXT: %8 = index.rems %7, %arg0
// CHECK-NEXT: %9 = index.remu %8, %arg0
// CHECK-NEXT: %10 = index.maxs %9, %arg1
// CHECK-NEXT: %11 = index.mins %10, %arg1
// CHECK-NEXT: %12 = index.maxu %11, %arg0
// CHECK-NEXT: %13 = index.minu %12, %arg0 {tag = "m"}
// CHECK-NEXT: %14 = index.shl %13, %arg1
// CHECK-NEXT: %15 = index.shrs %14, %arg1
// CHECK-NEXT: %16 = index.shru %15, %arg1
// CHECK-NEXT: %17 = index.and %16, %arg0
// CHECK-NEXT: %18 = index.or %17, %arg0
// CHECK-NEXT: %19 = index.xor %18, %arg0
// CHECK-NEXT: return %19 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @constants_and_casts(%arg0: index, %arg1: i32, %arg2: i64) -> i1 {
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %idx-2 = index.constant -2
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.sizeof
// CHECK-NEXT: %1 = index.casts %arg1 : i32 to index
// CHECK-NEXT: %2 = index.casts %arg0 : index to i64
// CHECK-NEXT: %3 = index.castu %arg2 : i64 to index
// CHECK-NEXT: %4 = index.castu %arg0 : index to i32
// CHECK-NEXT: %5 = index.cmp eq(%arg0, %idx5)
// CHECK-NEXT: %6 = index.cmp ne(%arg0, %idx-2)
// CHECK-NEXT: %7 = index.cmp slt(%arg0, %idx0)
// CHECK-NEXT: %8 = index.cmp sle(%arg0, %0)
// CHECK-NEXT: %9 = index.cmp sgt(%1, %3)
// CHECK-NEXT: %10 = index.cmp sge(%1, %3)
// CHECK-NEXT: %11 = index.cmp ult(%arg0, %idx9223372036854775807)
// CHECK-NEXT: %12 = index.cmp ule(%arg0, %idx9223372036854775807)
// CHECK-NEXT: %13 = index.cmp ugt(%arg0, %idx9223372036854775807)
// CHECK-NEXT: %14 = index.cmp uge(%arg0, %idx9223372036854775807) {tag}
// CHECK-NEXT: return %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
