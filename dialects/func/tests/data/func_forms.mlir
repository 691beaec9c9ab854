func.func private @decl(i32, f32 {foo.a}) -> (i32 {foo.r = 1 : i64})
func.func @f(%a: i32, %b: f32 {foo.x}) -> (i32, f32) attributes {foo.attr = 3 : i32} {
  "t.ret"(%a, %b) : (i32, f32) -> ()
}
func.func nested @n() {
  "t.ret"() : () -> ()
}
func.func private @fnres() -> ((i32) -> i32)
func.func public @pub(%x: tensor<4xf32>) -> tensor<4xf32> {
  "t.ret"(%x) : (tensor<4xf32>) -> ()
}
