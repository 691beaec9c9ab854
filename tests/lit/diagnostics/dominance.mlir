// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Every use must be dominated by its definition: in the same block, across
// blocks, and from inside nested regions, including regions of unregistered
// ops and graph regions (which relax only the order inside themselves), and
// inside ops of unreachable blocks.

func.func @same_block() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %x = "foo.def"() : () -> i32
  return
}

// -----

func.func @same_region() {
^bb0:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  cf.br ^bb1
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = "foo.def"() : () -> i32
  return
}

// -----

func.func @use_in_unregistered_region() {
  "foo.region"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%x) : (i32) -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %x = "foo.def"() : () -> i32
  return
}

// -----

// expected-note@+1 {{operand defined as a block argument (block #1 in a parent region)}}
func.func @block_argument_of_a_later_block() {
^bb0:
  %f = "foo.region"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%x) : (i32) -> ()
  }) : () -> (i32)
  cf.br ^bb1(%f : i32)
^bb1(%x : i32):
  return
}

// -----

// An unreachable block is not checked, but the regions of its ops are.
func.func @nested_in_unreachable_block() {
  return
^bb1:
  %v = "foo.def"() : () -> i32
  "foo.region"() ({
    "foo.use"(%v) : (i32) -> ()
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%w) : (i32) -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %w = "foo.def"() : () -> i32
  cf.br ^bb1
}

// -----

func.func @ssacfg_region_in_unreachable_block() {
  return
^bb0:
  "test.ssacfg_region"() ({
  ^bb1:
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%1) : (i64) -> ()
    cf.br ^bb3
  ^bb2:
    cf.br ^bb2
  ^bb3:
    // expected-note@+1 {{operand defined here (op in the same region)}}
    %1 = "foo.def"() : () -> i64
  }) : () -> ()
  return
}

// -----

// Regions of one op do not see each other's values.
func.func @sibling_regions() {
  "test.ssacfg_region"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%v) : (i32) -> ()
  }, {
    // expected-note@+1 {{operand defined here (op is neither in a parent nor in a child region)}}
    %v = "foo.def"() : () -> i32
  }) : () -> ()
  return
}

// -----

// In a graph region, order does not matter, nested regions included.
func.func @graph_region_forward_uses() {
  test.graph_region {
    "foo.use"(%v) : (i32) -> ()
    "foo.region"() ({
      "foo.use"(%v) : (i32) -> ()
    }) : () -> ()
    %v = "foo.def"() : () -> i32
  }
  return
}
