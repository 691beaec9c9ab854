func.func @p(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    "t.use"(%i, %j) : (index, index) -> ()
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %v = "t.v"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = "t.add"(%a, %b) : (f32, f32) -> f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
