// RUN: strata-opt %s --math-expand-ops | FileCheck %s
// conformance: rewrite-differs (mlir-opt-22 builds constants of dynamic shape and expands roundeven of f8E8M0FNU, f80, f128 with out-of-range shifts)

// Expansions that need constants are left alone on a dynamic shape:
// mlir-opt-22 builds `dense<...> : tensor<?xf32>` constants (invalid IR).
// CHECK-LABEL: func.func @dynamic(
// CHECK-NEXT: %0 = math.tanh %arg0 : tensor<?xf32>
// CHECK-NEXT: %1 = math.sinh %arg0 : tensor<?xf32>
// CHECK-NEXT: %2 = math.exp2 %arg0 : tensor<?xf32>
// CHECK-NEXT: return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
func.func @dynamic(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = math.tanh %x : tensor<?xf32>
  %1 = math.sinh %x : tensor<?xf32>
  %2 = math.exp2 %x : tensor<?xf32>
  return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// roundeven is left alone on formats its bit tests do not fit: f8E8M0FNU
// (no mantissa, no sign), f80 (an explicit integer bit) and f128 (masks
// wider than 64 bits); mlir-opt-22 expands them with shifts past the width
// (undefined behaviour in its C++) into wrong results.
// CHECK-LABEL: func.func @roundeven_formats(
// CHECK-NEXT: %0 = math.roundeven %arg0 : f8E8M0FNU
// CHECK-NEXT: %1 = math.roundeven %arg1 : f80
// CHECK-NEXT: %2 = math.roundeven %arg2 : f128
// CHECK-NEXT: return %0, %1, %2 : f8E8M0FNU, f80, f128
// CHECK-NEXT: }
func.func @roundeven_formats(%a: f8E8M0FNU, %b: f80, %c: f128) -> (f8E8M0FNU, f80, f128) {
  %0 = math.roundeven %a : f8E8M0FNU
  %1 = math.roundeven %b : f80
  %2 = math.roundeven %c : f128
  return %0, %1, %2 : f8E8M0FNU, f80, f128
}
