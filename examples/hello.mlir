// A small module in generic form with unregistered ops, blocks and
// locations. Run it with:
//   cargo run -q -p strata-opt -- examples/hello.mlir --allow-unregistered-dialect
#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
"demo.func"() ({
^bb0(%arg0: i32, %arg1: memref<4x4xf32, #map>):
  %0 = "demo.add"(%arg0, %arg0) {note = "twice"} : (i32, i32) -> i32
  %1:2 = "demo.split"(%0) : (i32) -> (i16, i16)
  "demo.br"(%1#0)[^bb1] : (i16) -> ()
^bb1(%2: i16):
  "demo.return"(%2) : (i16) -> ()
}) {sym_name = "hello"} : () -> ()
