func.func @w(%init: i32, %c: i1, %idx: index) -> i32 {
  %r:2 = scf.while (%a = %init, %b = %init) : (i32, i32) -> (i32, f32) {
    %f = "t.f"(%a) : (i32) -> f32
    scf.condition(%c) %a, %f : i32, f32
  } do {
  ^bb0(%x: i32, %y: f32):
    %n = "t.n"(%x) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  %e = scf.execute_region -> i32 {
    %v = "t.v"() : () -> i32
    scf.yield %v : i32
  }
  scf.execute_region no_inline {
    "t.x"() : () -> ()
    scf.yield
  }
  "t.ret"(%e) : (i32) -> ()
}
