// The test dialect's verifiers, with upstream's messages.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @br_operand_count(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1:
  return
}

// -----

func.func @br_operand_type(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i64):
  return
}

// -----

// The second operand group goes to the first successor.
func.func @producing_br_groups(%a: i32, %b: i64) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  %0 = "test.producing_br"(%a, %b)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i64) -> i32
^bb1(%x: i32):
  return
^bb2(%y: i64):
  return
}

// -----

func.func @producing_br_result_type() {
  // expected-error@+1 {{'test.producing_br' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = "test.producing_br"()[^bb1, ^bb1] {operandSegmentSizes = array<i32: 0, 0>} : () -> i64
^bb1:
  return
}

// -----

func.func @addi(%a: i64) {
  // expected-error@+1 {{'test.addi' op operand #0 must be 32-bit signless integer or , but got 'i64'}}
  %0 = "test.addi"(%a, %a) : (i64, i64) -> i64
  return
}

// -----

func.func @memread_result() {
  // expected-error@+1 {{'test.op_with_memread' op result #0 must be integer, but got 'f32'}}
  %0 = "test.op_with_memread"() : () -> f32
  return
}

// -----

func.func @graph_region_blocks() {
  // expected-error@+1 {{'test.graph_region' op expects graph region #0 to have 0 or 1 blocks}}
  test.graph_region {
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    "test.finish"() : () -> ()
  }
  return
}

// -----

func.func @graph_region_terminator(%a: f32) {
  test.graph_region {
    // expected-error@+1 {{block with no terminator}}
    %0 = math.exp %a : f32
  }
  return
}

// -----

func.func @single_no_terminator_blocks() {
  // expected-error@+1 {{'test.single_no_terminator_op' op expects region #0 to have 0 or 1 blocks}}
  "test.single_no_terminator_op"() ({
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @cse_of_single_block_op_terminator(%t: tensor<4xf32>) {
  // expected-error@+2 {{'test.cse_of_single_block_op' op expects regions to end with 'test.region_yield', found 'test.finish'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'test.region_yield'}}
  %0 = "test.cse_of_single_block_op"(%t) ({
  ^bb0(%x: f32):
    "test.finish"() : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @constant_without_value() {
  // expected-error@+1 {{'test.constant' op requires attribute 'value'}}
  %0 = "test.constant"() : () -> i32
  return
}

// -----

func.func @region_if_entry(%a: i32) {
  // expected-error@+2 {{'test.region_if' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note@+1 {{region branch point}}
  test.region_if %a: i32 -> () then {
    test.region_if_yield %a : i32
  } else {
  ^bb0(%y: i32):
    test.region_if_yield %y : i32
  } join {
  ^bb0(%z: i32):
    "test.region_if_yield"() : () -> ()
  }
  return
}

// -----

func.func @region_if_type(%a: i32) {
  // expected-error@+2 {{'test.region_if' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  // expected-note@+1 {{region branch point}}
  test.region_if %a: i32 -> () then {
  ^bb0(%x: i64):
    test.region_if_yield %x : i64
  } else {
  ^bb0(%y: i32):
    test.region_if_yield %y : i32
  } join {
  ^bb0(%z: i32):
    "test.region_if_yield"() : () -> ()
  }
  return
}

// -----

func.func @region_if_to_join(%a: i32) {
  // expected-error@+1 {{'test.region_if' op along control flow edge from Operation test.region_if_yield to Region #2: region branch point has 2 operands, but region successor needs 1 inputs}}
  test.region_if %a: i32 -> () then {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } else {
  ^bb0(%y: i32):
    // expected-note@+1 {{region branch point}}
    test.region_if_yield %y, %y : i32, i32
  } join {
  ^bb0(%z: i32):
    "test.region_if_yield"() : () -> ()
  }
  return
}

// -----

func.func @region_if_to_parent(%a: i32) {
  // expected-error@+1 {{'test.region_if' op along control flow edge from Operation test.region_if_yield to parent: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %r = test.region_if %a: i32 -> i64 then {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } else {
  ^bb0(%y: i32):
    test.region_if_yield %y : i32
  } join {
  ^bb0(%z: i32):
    // expected-note@+1 {{region branch point}}
    test.region_if_yield %z : i32
  }
  return
}

// -----

// Unknown ops are fine in the test dialect, not in one that does not allow them.
func.func @unknown_ops() {
  "test.whatever"() : () -> ()
  // expected-error@+1 {{unregistered operation 'arith.whatever' found in dialect ('arith') that does not allow unknown operations}}
  "arith.whatever"() : () -> ()
  return
}

// -----

func.func @region_if_operand_count(%a: i32) {
  %0 = test.region_if %a, %a : i32 -> i32 then {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } else {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } join {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  }
  // The count is checked once the whole op is read: the error is where its parse ended.
  // expected-error@+1 {{custom op 'test.region_if' number of operands and types do not match: got 2 operands and 1 types}}
  return
}
