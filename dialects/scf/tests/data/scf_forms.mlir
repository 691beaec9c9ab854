func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: i32, %l32: i32) -> i32 {
  scf.for %i = %lb to %ub step %st {
    "t.use"(%i) : (index) -> ()
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (i32) {
    %n = "t.op"(%acc) : (i32) -> i32
    scf.yield %n : i32
  }
  scf.for unsigned %j = %l32 to %l32 step %l32 : i32 {
    "t.use"(%j) : (i32) -> ()
  } {foo.bar}
  scf.if %c {
    "t.then"() : () -> ()
  }
  scf.if %c {
    "t.then"() : () -> ()
  } else {
    "t.else"() : () -> ()
  }
  %v:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %x : i32, i32
  } else {
    scf.yield %r, %r : i32, i32
  }
  "t.ret"(%v#0) : (i32) -> ()
}
