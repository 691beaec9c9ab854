// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect --mlir-disable-threading

// Symbol uses (`func.call`, `func.constant`, `memref.get_global`) are
// checked last, by their symbol table, as upstream's `verifySymbolTable`:
// any other error anywhere in the table comes first, and among symbol
// errors the first in upstream's walk order is reported: the table's ops,
// then the regions they hold, the last one first.

func.func @a() {
  %0 = func.constant @nope_a : () -> ()
  return
}
func.func @b() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nope_b'}}
  %0 = func.constant @nope_b : () -> ()
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'func.call' op 'nope_a' does not reference a valid function}}
  call @nope_a() : () -> ()
  "test.one_region_op"() ({
    call @nope_inner() : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  call @nope_a2() : () -> ()
  return
}

// -----

// A nested symbol table reports its own, and fails the outer one.
module {
  func.func @a() {
    call @nope_a() : () -> ()
    return
  }
  module {
    func.func @b() {
      // expected-error@+1 {{'func.call' op 'nope_b' does not reference a valid function}}
      call @nope_b() : () -> ()
      return
    }
  }
}

// -----

func.func @a() {
  call @nope_a() : () -> ()
  return
}
func.func @b() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@b) returns 1}}
  return
}

// -----

func.func @f() -> i32 {
  %0 = func.constant @g : () -> ()
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}
