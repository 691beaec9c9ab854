func.func @s(%flag: i32, %a: i32, %b: f32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%a, %b : i32, f32),
    -7: ^bb3
  ]
^bb1(%x: i32):
  "t.r"() : () -> ()
^bb2(%y: i32, %z: f32):
  "t.r"() : () -> ()
^bb3:
  cf.switch %flag : i32, [
    default: ^bb3
  ]
}
