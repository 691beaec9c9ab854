// RUN: not strata-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s --strict-whitespace

// The source line under a diagnostic shows tabs expanded to 8-column stops,
// and the caret line follows them, as mlir-opt-22 prints it.

	"x.a"()		: () -> i32 %

// CHECK:      tabs.mlir:[[@LINE-2]]:23: error: invalid SSA name
// CHECK-NEXT: {{^}}        "x.a"()         : () -> i32 %{{$}}
// CHECK-NEXT: {{^}}                                    ^{{$}}
