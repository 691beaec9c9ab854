// Invalid arith ops: upstream's diagnostics (this file also passes under
// mlir-opt-22 --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

"u.f"() ({
^bb0(%a: f32):
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32, %b: i64):
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: vector<4xi32>, %b: i32):
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (vector<4xi32>, i32) -> i32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: vector<4xi32>, %b: tensor<4xi32>):
  // expected-error@+1 {{'arith.addi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addi"(%a, %b) : (vector<4xi32>, tensor<4xi32>) -> vector<4xi32>
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 3}}
  %0 = "arith.addi"(%a, %a, %a) : (i32, i32, i32) -> i32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: vector<4xi32>):
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32, %b: i64):
  // expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 1 : i64} : (i32, i64) -> i1
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (i32, i32) -> i1
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: f32):
  // expected-error@+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: f64):
  // expected-error@+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%a) {roundingmode = 9 : i32} : (f64) -> f32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: f16):
  // expected-error@+1 {{'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.truncf %a : f16 to bf16
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: f32):
  // expected-error@+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.extui %a : f32 to f64
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: f32):
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %a : f32 to f32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: vector<4xi32>):
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (vector<4xi32>) -> i64
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: tensor<4xi32>):
  // expected-error@+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.index_cast"(%a) : (tensor<4xi32>) -> tensor<5xindex>
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32, %b: i64):
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i64) -> (i32, i1)
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i32} : () -> i64
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() {value = "foo"} : () -> none
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() {value = 1 : si32} : () -> si32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = "arith.constant"() {value = dense<[1, 2]> : vector<[2]xi32>} : () -> vector<[2]xi32>
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32, %c: i32):
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%m: vector<4xi1>, %a: memref<4xi32>):
  // expected-error@+1 {{'arith.select' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = arith.select %m, %a, %a : vector<4xi1>, memref<4xi32>
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%m: vector<4xi1>, %a: tensor<4xi32>):
  // expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %m, %a, %a : vector<4xi1>, tensor<4xi32>
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%c: i1, %a: i32, %b: i64):
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // Properties of the wrong attribute class fail their conversion (parse time).
  // expected-error@+1 {{invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i32}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // An inherent attribute in the custom form's attribute dictionary.
  // expected-error@+1 {{custom op 'arith.addi' 'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = arith.addi %a, %a {overflowFlags = 7 : i32} : i32
  "u.end"() : () -> ()
}) : () -> ()

// -----

// The comparison's operand type is checked while parsing, before the i1
// result type is derived from it.
func.func @cmpi_of_floats(%a: f32) {
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %r = arith.cmpi eq, %a, %a : f32
  return
}
