func.func @w(%init: i32, %idx: index) -> i32 {
  %s = scf.index_switch %idx -> i32
  case 2 {
    scf.yield %init : i32
  }
  case -5 {
    %v = "t.v"() : () -> i32
    scf.yield %v : i32
  }
  default {
    scf.yield %init : i32
  }
  scf.index_switch %idx
  default {
  }
  "t.ret"(%s) : (i32) -> ()
}
