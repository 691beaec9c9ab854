// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --check-prefix=ALLOW

// Types and attributes of dialects strata does not have are errors unless
// --allow-unregistered-dialect is given; then they are kept as written.

// CHECK: unregistered.mlir:[[@LINE+2]]:47: error: #"foo"<"bar<1>"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// ALLOW: {foo = #foo.bar<1>}
func.func private @a() attributes {foo = #foo.bar<1>}

// -----

// CHECK: unregistered.mlir:[[@LINE+2]]:31: error: `!"foo"<"x">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// ALLOW: func.func private @b(!foo.x)
func.func private @b(%a: !foo.x)
