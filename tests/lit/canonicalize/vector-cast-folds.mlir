// Folds through casts and shuffles (upstream's BitCastOp::fold, the dense
// case of ShapeCastOp::fold, foldExtractFromShuffle and
// foldExtractFromShapeCast), output identical to mlir-opt-22's.
// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// A splat widens by repeating its bit pattern: i8 3 -> i32 0x03030303,
// i1 true -> i8 -1, f16 1.5 -> f32 with the f16 pattern twice, i16 -3 -> i128
// (across 64-bit words).
// CHECK-LABEL: func.func @bitcast_widening_splats()
// CHECK-DAG:     arith.constant dense<50529027> : vector<2xi32>
// CHECK-DAG:     arith.constant dense<-1> : vector<1xi8>
// CHECK-DAG:     arith.constant dense<0.125236511> : vector<2xf32>
// CHECK-DAG:     arith.constant dense<-1> : vector<4xi16>
// CHECK-DAG:     arith.constant dense<-10384752175812572319016544058343427> : vector<1xi128>
// CHECK-NOT:     vector.bitcast
func.func @bitcast_widening_splats() -> (vector<2xi32>, vector<1xi8>, vector<2xf32>, vector<4xi16>, vector<1xi128>) {
  %c = arith.constant dense<3> : vector<8xi8>
  %b = vector.bitcast %c : vector<8xi8> to vector<2xi32>
  %t = arith.constant dense<true> : vector<8xi1>
  %bt = vector.bitcast %t : vector<8xi1> to vector<1xi8>
  %h = arith.constant dense<1.5> : vector<4xf16>
  %bh = vector.bitcast %h : vector<4xf16> to vector<2xf32>
  %m = arith.constant dense<-1> : vector<8xi8>
  %bm = vector.bitcast %m : vector<8xi8> to vector<4xi16>
  %w = arith.constant dense<-3> : vector<8xi16>
  %bw = vector.bitcast %w : vector<8xi16> to vector<1xi128>
  return %b, %bt, %bh, %bm, %bw : vector<2xi32>, vector<1xi8>, vector<2xf32>, vector<4xi16>, vector<1xi128>
}

// -----

// Not folded, as upstream: narrowing, same width, float targets other than
// f16 -> f32, and dense (non-splat) sources.
// CHECK-LABEL: func.func @bitcast_kept()
// CHECK-COUNT-4: vector.bitcast
func.func @bitcast_kept() -> (vector<8xi8>, vector<4xi32>, vector<2xf64>, vector<2xi64>) {
  %c = arith.constant dense<3> : vector<2xi32>
  %b = vector.bitcast %c : vector<2xi32> to vector<8xi8>
  %f = arith.constant dense<2.0> : vector<4xf32>
  %bf = vector.bitcast %f : vector<4xf32> to vector<4xi32>
  %h = arith.constant dense<1.5> : vector<8xf16>
  %bh = vector.bitcast %h : vector<8xf16> to vector<2xf64>
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %bd = vector.bitcast %d : vector<4xi32> to vector<2xi64>
  return %b, %bf, %bh, %bd : vector<8xi8>, vector<4xi32>, vector<2xf64>, vector<2xi64>
}

// -----

// bitcast(bitcast x) is x when the types round-trip, else one bitcast of x.
// CHECK-LABEL: func.func @bitcast_chains(
// CHECK-NEXT:    %[[B:.*]] = vector.bitcast %arg0 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT:    return %arg0, %[[B]] : vector<4xf32>, vector<2xi64>
func.func @bitcast_chains(%a: vector<4xf32>) -> (vector<4xf32>, vector<2xi64>) {
  %b = vector.bitcast %a : vector<4xf32> to vector<4xi32>
  %c = vector.bitcast %b : vector<4xi32> to vector<4xf32>
  %d = vector.bitcast %b : vector<4xi32> to vector<2xi64>
  return %c, %d : vector<4xf32>, vector<2xi64>
}

// -----

// A shape_cast of a dense constant is the constant in the new shape.
// CHECK-LABEL: func.func @shape_cast_constants()
// CHECK-DAG:     arith.constant dense<{{\[}}[1, 2], [3, 4]]> : vector<2x2xi32>
// CHECK-DAG:     arith.constant dense<[true, false, false, true]> : vector<4xi1>
// CHECK-NOT:     vector.shape_cast
func.func @shape_cast_constants() -> (vector<2x2xi32>, vector<4xi1>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %s = vector.shape_cast %c : vector<4xi32> to vector<2x2xi32>
  %m = arith.constant dense<[[true, false], [false, true]]> : vector<2x2xi1>
  %n = vector.shape_cast %m : vector<2x2xi1> to vector<4xi1>
  return %s, %n : vector<2x2xi32>, vector<4xi1>
}

// -----

// An extract of a 1-D shuffle reads the operand the mask names (poison for
// a poison entry); a 2-D shuffle is left alone.
// CHECK-LABEL: func.func @extract_of_shuffle(
// CHECK-DAG:     %[[P:.*]] = ub.poison : f32
// CHECK-DAG:     %[[X:.*]] = vector.extract %arg1[2] : f32 from vector<3xf32>
// CHECK-DAG:     %[[Y:.*]] = vector.extract %arg0[0] : f32 from vector<2xf32>
// CHECK-DAG:     %[[S:.*]] = vector.shuffle %arg2, %arg2 [1, 0] : vector<2x4xf32>, vector<2x4xf32>
// CHECK-DAG:     %[[Z:.*]] = vector.extract %[[S]][0] : vector<4xf32> from vector<2x4xf32>
// CHECK:         return %[[X]], %[[Y]], %[[P]], %[[Z]]
func.func @extract_of_shuffle(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x4xf32>) -> (f32, f32, f32, vector<4xf32>) {
  %0 = vector.shuffle %a, %b [4, 0, -1] : vector<2xf32>, vector<3xf32>
  %1 = vector.extract %0[0] : f32 from vector<3xf32>
  %2 = vector.extract %0[1] : f32 from vector<3xf32>
  %3 = vector.extract %0[2] : f32 from vector<3xf32>
  %4 = vector.shuffle %c, %c [1, 0] : vector<2x4xf32>, vector<2x4xf32>
  %5 = vector.extract %4[0] : vector<4xf32> from vector<2x4xf32>
  return %1, %2, %3, %5 : f32, f32, f32, vector<4xf32>
}

// -----

// An extract of a shape_cast reads the source at the delinearized position
// when the extracted value keeps the source's innermost dimensions; a
// dynamic position, or innermost dimensions that differ, stay.
// CHECK-LABEL: func.func @extract_of_shape_cast(
// CHECK-DAG:     vector.extract %arg0[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-DAG:     vector.extract %arg0[1, 0, 3] : f32 from vector<2x3x4xf32>
// CHECK-DAG:     vector.extract %arg0[1] : vector<3x4xf32> from vector<2x3x4xf32>
// CHECK-DAG:     vector.extract %{{.*}}[3] : vector<3xf32> from vector<8x3xf32>
// CHECK-DAG:     vector.extract %{{.*}}[%arg1] : f32 from vector<24xf32>
func.func @extract_of_shape_cast(%s: vector<2x3x4xf32>, %i: index) -> (vector<4xf32>, f32, vector<3x4xf32>, vector<3xf32>, f32) {
  %0 = vector.shape_cast %s : vector<2x3x4xf32> to vector<6x4xf32>
  %1 = vector.extract %0[5] : vector<4xf32> from vector<6x4xf32>
  %2 = vector.extract %0[3, 3] : f32 from vector<6x4xf32>
  %3 = vector.shape_cast %s : vector<2x3x4xf32> to vector<2x12xf32>
  %4 = vector.shape_cast %3 : vector<2x12xf32> to vector<2x3x4xf32>
  %5 = vector.extract %4[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %6 = vector.shape_cast %s : vector<2x3x4xf32> to vector<8x3xf32>
  %7 = vector.extract %6[3] : vector<3xf32> from vector<8x3xf32>
  %8 = vector.shape_cast %s : vector<2x3x4xf32> to vector<24xf32>
  %9 = vector.extract %8[%i] : f32 from vector<24xf32>
  return %1, %2, %5, %7, %9 : vector<4xf32>, f32, vector<3x4xf32>, vector<3xf32>, f32
}
