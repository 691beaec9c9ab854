// RUN: strata-opt %s --convert-vector-to-scf | FileCheck %s

// vector.print of a vector becomes loops of scalar prints between
// open/close punctuation, with a comma after all but the last element; an
// n-D vector is flattened first, and integers of odd widths are widened
// (sign-extended; zero-extended when unsigned or i1).

// CHECK-LABEL: func.func @print_2d(%arg0: vector<2x3xf32>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %2 = arith.muli %arg1, %c3 : index
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : index
// CHECK-NEXT: %4 = vector.extract %0[%3] : f32 from vector<6xf32>
// CHECK-NEXT: vector.print %4 : f32 punctuation <no_punctuation>
// CHECK-NEXT: %5 = arith.cmpi ult, %arg2, %c2 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_2d(%a: vector<2x3xf32>) {
  vector.print %a : vector<2x3xf32>
  return
}

// CHECK-LABEL: func.func @print_ints(%arg0: vector<2xi3>, %arg1: vector<3xi1>, %arg2: vector<2xui12>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.extsi %arg0 : vector<2xi3> to vector<2xi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %5 = vector.extract %0[%arg3] : i8 from vector<2xi8>
// CHECK-NEXT: vector.print %5 : i8 punctuation <no_punctuation>
// CHECK-NEXT: %6 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: %1 = arith.extui %arg1 : vector<3xi1> to vector<3xi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %5 = vector.extract %1[%arg3] : i8 from vector<3xi8>
// CHECK-NEXT: vector.print %5 : i8 punctuation <no_punctuation>
// CHECK-NEXT: %6 = arith.cmpi ult, %arg3, %c2 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: %2 = vector.bitcast %arg2 : vector<2xui12> to vector<2xi12>
// CHECK-NEXT: %3 = arith.extui %2 : vector<2xi12> to vector<2xi16>
// CHECK-NEXT: %4 = vector.bitcast %3 : vector<2xi16> to vector<2xui16>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %5 = vector.extract %4[%arg3] : ui16 from vector<2xui16>
// CHECK-NEXT: vector.print %5 : ui16 punctuation <no_punctuation>
// CHECK-NEXT: %6 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_ints(%b: vector<2xi3>, %c: vector<3xi1>, %d: vector<2xui12>) {
  vector.print %b : vector<2xi3>
  vector.print %c : vector<3xi1>
  vector.print %d : vector<2xui12>
  return
}

// A 0-d vector prints as one element; the print's own punctuation closes.
// CHECK-LABEL: func.func @print_0d(%arg0: vector<f32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %0 = vector.extract %arg0[] : f32 from vector<f32>
// CHECK-NEXT: vector.print %0 : f32 punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c0 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_0d(%c: vector<f32>) {
  vector.print %c : vector<f32> punctuation <comma>
  return
}

// Scalars and plain punctuation are left.
// CHECK-LABEL: func.func @print_scalar(%arg0: i32) {
// CHECK-NEXT: vector.print %arg0 : i32
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_scalar(%x: i32) {
  vector.print %x : i32
  vector.print punctuation <newline>
  return
}
