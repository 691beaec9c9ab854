// RUN: strata-opt %s --split-input-file --verify-diagnostics
// The verifier of the amx dialect and its tile type: tile sizes, the memory a
// tile moves from or to, multiplication shapes and types, with mlir-opt-22's
// wording.

func.func @rows() {
  // expected-error @+1 {{'amx.tile_zero' op bad row height: 17}}
  %0 = amx.tile_zero : !amx.tile<17x16xbf16>
  return
}

// -----

func.func @columns() {
  // expected-error @+1 {{'amx.tile_zero' op bad column width: 68}}
  %0 = amx.tile_zero : !amx.tile<16x17xf32>
  return
}

// -----

func.func @rank(%m: memref<16xi8>, %i: index) {
  // expected-error @+1 {{'amx.tile_load' op requires at least 2D memref}}
  %0 = amx.tile_load %m[%i] : memref<16xi8> into !amx.tile<16x64xi8>
  return
}

// -----

func.func @indices(%m: memref<16x64xi8>, %i: index) {
  // expected-error @+1 {{'amx.tile_store' op requires 2 indices}}
  "amx.tile_store"(%m, %i, %t) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (memref<16x64xi8>, index, !amx.tile<16x64xi8>) -> ()
  %t = amx.tile_zero : !amx.tile<16x64xi8>
  return
}

// -----

func.func @unit_stride(%m: memref<16x64xi8, strided<[128, 2]>>, %i: index) {
  // expected-error @+1 {{'amx.tile_load' op requires memref with unit innermost stride}}
  %0 = amx.tile_load %m[%i, %i] : memref<16x64xi8, strided<[128, 2]>> into !amx.tile<16x64xi8>
  return
}

// -----

func.func @mult_shape(%a: !amx.tile<16x32xbf16>, %b: !amx.tile<8x32xbf16>, %c: !amx.tile<16x16xf32>) {
  // expected-error @+1 {{'amx.tile_mulf' op bad mult shape: 16 x 16 x 16}}
  %0 = amx.tile_mulf %a, %b, %c : !amx.tile<16x32xbf16>, !amx.tile<8x32xbf16>, !amx.tile<16x16xf32>
  return
}

// -----

func.func @mixed_floats(%a: !amx.tile<16x32xbf16>, %b: !amx.tile<16x32xf16>, %c: !amx.tile<16x16xf32>) {
  // expected-error @+1 {{'amx.tile_mulf' op unsupported type combination}}
  %0 = amx.tile_mulf %a, %b, %c : !amx.tile<16x32xbf16>, !amx.tile<16x32xf16>, !amx.tile<16x16xf32>
  return
}

// -----

func.func @integer_accumulator(%a: !amx.tile<16x64xi8>, %c: !amx.tile<16x16xf32>) {
  // expected-error @+1 {{'amx.tile_muli' op operand #2 must be tile of 32-bit signless integer values, but got '!amx.tile<16x16xf32>'}}
  %0 = "amx.tile_muli"(%a, %a, %c) : (!amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xf32>) -> !amx.tile<16x16xi32>
  return
}

// -----

// expected-error @+1 {{failed to verify 'elementType': 32-bit float or 16-bit float or bfloat16 type or 32-bit signless integer or 8-bit signless integer}}
func.func private @element(%a: !amx.tile<16x16xf64>)

// -----

// expected-error @+1 {{expected static shape}}
func.func private @dynamic(%a: !amx.tile<16x?xf32>)
