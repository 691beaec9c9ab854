// RUN: strata-opt %s --split-input-file --verify-diagnostics
// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s

// `builtin.module` is checked in upstream's order: the structural traits
// (NoRegionArguments, then SingleBlock: at most one block), then the
// region constraint (exactly one block, so an empty region fails here),
// then the dialect-prefix rule of its own verifier. Each error is on the
// op, with the "see current operation" note.

// CHECK:      module-region.mlir:[[@LINE+3]]:1: error: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks
// CHECK-NEXT: "builtin.module"() ({}) : () -> ()
// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()
// CHECK-NEXT: ^
// CHECK-NEXT: module-region.mlir:[[@LINE-2]]:1: note: see current operation:
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: }) : () -> ()

// -----

// A nested empty module, and a non-prefixed attribute the region check
// comes before.
module {
  // expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "builtin.module"() ({}) {a = 1} : () -> ()
}

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
^bb1:
}) {a = 1} : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%x: i32):
^bb1:
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'a'}}
"builtin.module"() ({
^bb0:
}) {a = 1} : () -> ()
