// Folding, canonicalization and CSE on a small function. Run it with:
//   cargo run -q -p strata-opt -- examples/passes.mlir --canonicalize --cse
func.func @axpy(%x: i32, %y: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c6 = arith.muli %c2, %c3 : i32
  %zero = arith.constant 0 : i32
  %a = arith.muli %x, %c6 : i32
  %b = arith.addi %a, %zero : i32
  %c = arith.addi %b, %y : i32
  %d = arith.addi %b, %y : i32
  %unused = arith.subi %x, %y : i32
  return %c, %d : i32, i32
}
