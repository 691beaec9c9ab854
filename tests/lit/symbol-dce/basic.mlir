// Basic `symbol-dce`: private symbols nothing live references are erased,
// public ones stay, and liveness flows through calls and through symbol
// references held anywhere in attributes (arrays, dictionaries). The CHECK
// lines match mlir-opt-22's output, so both tools pass this file.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --symbol-dce | FileCheck %s

// CHECK-LABEL: module attributes {test.simple}
module attributes {test.simple} {
  // CHECK-NOT: func.func private @dead_private
  func.func private @dead_private() {
    return
  }

  // CHECK: func.func @public_kept()
  func.func @public_kept() {
    call @used_by_call() : () -> ()
    return
  }

  // CHECK: func.func private @used_by_call()
  func.func private @used_by_call() {
    return
  }

  // A declaration is a symbol like any other.
  // CHECK-NOT: func.func private @dead_decl
  func.func private @dead_decl()
  // Not public: `nested` symbols of a hidden table can go too.
  // CHECK-NOT: @unused_nested
  func.func nested @unused_nested()
}

// -----

// A chain: @chain_b is only used by the dead @chain_a, so both go; @live_b
// is used by the live @live_a, which the public @root uses.
// CHECK-LABEL: module attributes {test.chain}
module attributes {test.chain} {
  // CHECK-NOT: @chain_a
  func.func private @chain_a() {
    call @chain_b() : () -> ()
    return
  }
  // CHECK-NOT: @chain_b
  func.func private @chain_b() {
    return
  }
  // CHECK: func.func @root()
  func.func @root() {
    call @live_a() : () -> ()
    return
  }
  // CHECK: func.func private @live_a()
  func.func private @live_a() {
    call @live_b() : () -> ()
    return
  }
  // CHECK: func.func private @live_b()
  func.func private @live_b() {
    return
  }
  // A private symbol that only refers to itself stays dead.
  // CHECK-NOT: @self_recursive
  func.func private @self_recursive() {
    call @self_recursive() : () -> ()
    return
  }
}

// -----

// References in attributes: a non-symbol op is always live, and so is what
// it references, even inside arrays and dictionaries; a live symbol's own
// attributes count too. Unknown references are ignored.
// CHECK-LABEL: module attributes {test.attrs}
module attributes {test.attrs} {
  // CHECK: "test.user"() {refs = [@in_array, {key = @in_dict}], unknown = @does_not_exist} : () -> ()
  "test.user"() {refs = [@in_array, {key = @in_dict}], unknown = @does_not_exist} : () -> ()
  // CHECK: func.func private @in_array()
  func.func private @in_array()
  // CHECK: func.func private @in_dict()
  func.func private @in_dict()
  // CHECK: func.func @holder() attributes {test.refs = [1, {k = @from_holder}]}
  func.func @holder() attributes {test.refs = [1, {k = @from_holder}]} {
    return
  }
  // CHECK: func.func private @from_holder()
  func.func private @from_holder()
  // Referenced only from a dead symbol's attributes: dead.
  // CHECK-NOT: @dead_holder
  func.func private @dead_holder() attributes {test.refs = [@from_dead_holder]}
  // CHECK-NOT: @from_dead_holder
  func.func private @from_dead_holder()
  // Through an unregistered op with a region in a live function body.
  // CHECK: func.func @body_user()
  func.func @body_user() {
    "test.region"() ({
      "test.leaf"() {ref = @from_region} : () -> ()
    }) : () -> ()
    return
  }
  // CHECK: func.func private @from_region()
  func.func private @from_region()
}
