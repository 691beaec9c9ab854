// Alias names may not contain '.' (reserved for dialect names); a
// redefinition is reported first, at the alias (identical to mlir-opt-22).
// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: alias-names.mlir:[[@LINE+1]]:1: error: attribute names with a '.' are reserved for dialect-defined names
#a.b = affine_map<(d0) -> (d0)>

// -----

// CHECK: alias-names.mlir:[[@LINE+1]]:1: error: type names with a '.' are reserved for dialect-defined names
!t.u = i32

// -----

#a = 1
// CHECK: alias-names.mlir:[[@LINE+1]]:1: error: redefinition of attribute alias id 'a'
#a 2
