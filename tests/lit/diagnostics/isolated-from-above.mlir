// IsolatedFromAbove is checked as upstream's region trait: when the walk
// leaves the op, after the errors of the ops inside it and before its
// dominance, so an op's own error inside a function comes first. Functions
// are written generically: their custom form reads names in a scope of
// their own, so a value from outside is undeclared there.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect --mlir-disable-threading

"builtin.module"() ({
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-note@+1 {{required by region isolation constraints}}
  "func.func"() <{function_type = () -> i32, sym_name = "outside"}> ({
    // expected-error@+1 {{'func.return' op using value defined outside the region}}
    "func.return"(%c) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "func.func"() <{function_type = () -> i32, sym_name = "outside_then_bad_op"}> ({
    %0 = arith.addi %c, %c : i32
    // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
    %1 = arith.addf %0, %0 : i32
    func.return %1 : i32
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-note@+1 {{required by region isolation constraints}}
  "func.func"() <{function_type = () -> i32, sym_name = "outside_in_unreachable_block"}> ({
    %z = arith.constant 0 : i32
    func.return %z : i32
  ^bb1:
    // expected-error@+1 {{'func.return' op using value defined outside the region}}
    func.return %c : i32
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-note@+1 {{required by region isolation constraints}}
  "func.func"() <{function_type = () -> i32, sym_name = "outside_nested"}> ({
    %t = arith.constant true
    %0 = scf.if %t -> i32 {
      // expected-error@+1 {{'scf.yield' op using value defined outside the region}}
      scf.yield %c : i32
    } else {
      %z = arith.constant 0 : i32
      scf.yield %z : i32
    }
    func.return %0 : i32
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "func.func"() <{function_type = () -> i32, sym_name = "bad_op_then_outside"}> ({
    %z = arith.constant 0 : i32
    // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
    %1 = arith.addf %z, %z : i32
    func.return %c : i32
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error@+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "other"}}
  "func.func"() <{function_type = () -> i32, sym_name = "bad_entrance_before_isolation", sym_visibility = "other"}> ({
    func.return %c : i32
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-note@+1 {{required by region isolation constraints}}
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nested_isolated_op_uses_outside"}> ({
  ^bb0(%a: i32):
    // expected-error@+1 {{'test.isolated_one_region_op' op using value defined outside the region}}
    "test.isolated_one_region_op"(%c) ({
      "test.foo"() : () -> ()
    }) : (i32) -> ()
    func.return %a : i32
  }) : () -> ()
}) : () -> ()
