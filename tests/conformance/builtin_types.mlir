// Every builtin type, as operand/result types and as type attributes of
// unregistered ops. Printed by mlir-opt-22 and strata-opt in generic form,
// the outputs must be byte-identical.

"conf.ints"() {a = i1, b = i8, c = i16, d = i32, e = i64, f = i128, g = i0, h = i17, i = i16777215, j = si8, k = ui16, l = si1, m = ui64} : () -> ()
"conf.floats"() {a = f16, b = bf16, c = tf32, d = f32, e = f64, f = f80, g = f128, h = f8E5M2, i = f8E4M3, j = f8E4M3FN, k = f8E5M2FNUZ, l = f8E4M3FNUZ, m = f8E4M3B11FNUZ, n = f8E3M4, o = f8E8M0FNU, p = f4E2M1FN, q = f6E2M3FN, r = f6E3M2FN} : () -> ()
"conf.misc"() {a = index, b = none, c = complex<f32>, d = complex<i8>, e = complex<f64>, f = tuple<>, g = tuple<i32>, h = tuple<i32, tuple<f32, index>, none>} : () -> ()
"conf.functions"() {a = () -> (), b = () -> i32, c = (i32) -> i32, d = (i32, f32) -> (i1, i8), e = (i32) -> ((i32) -> i32), f = ((i1) -> ()) -> (), g = (tuple<>) -> (i32)} : () -> ()
"conf.vectors"() {a = vector<4xf32>, b = vector<4x8xi32>, c = vector<[4]xf32>, d = vector<2x[8]xi1>, e = vector<f32>, f = vector<1x1x1xindex>, g = vector<[2]x[2]xf16>} : () -> ()
"conf.tensors"() {a = tensor<4xf32>, b = tensor<?x4xf32>, c = tensor<*xf32>, d = tensor<f32>, e = tensor<0xi8>, f = tensor<?x?x?xcomplex<f32>>, g = tensor<4xf32, #foo.enc>, h = tensor<4x!foo.elem>, i = tensor<2xvector<4xf32>>, j = tensor<4xf32, "encoding">, k = tensor<8x0x1xi1>} : () -> ()
"conf.memrefs"() {a = memref<4xf32>, b = memref<4x?xf32, strided<[?, 1], offset: ?>, 1>, c = memref<*xf32>, d = memref<*xf32, 1>, e = memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, f = memref<f32>, g = memref<4xf32, 0>, h = memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, i = memref<2x3xi8, strided<[3, 1]>>, j = memref<2x3xi8, strided<[3, 1], offset: 4>, 2>, k = memref<4xvector<4xf32>>, l = memref<4xmemref<2xi8>>, m = memref<?xcomplex<f32>>, n = memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>} : () -> ()
"conf.opaque"() {a = !foo.simple, b = !foo<"quoted body">, c = !foo.params<4, i32>, d = !foo<bare>, e = !foo.nested<(a)[b]{c}<d>>, f = !foo.arrow<x -> y>, g = !foo.str<"a > b">, h = !foo.dots.in.name} : () -> ()

%0 = "conf.make"() : () -> i32
%1:3 = "conf.make_many"() : () -> (f32, index, tensor<?xf32>)
%2 = "conf.use"(%0, %1#0, %1#1, %1#2) : (i32, f32, index, tensor<?xf32>) -> memref<4x?xf32, strided<[?, 1], offset: ?>>
"conf.sink"(%2) : (memref<4x?xf32, strided<[?, 1], offset: ?>>) -> ()
%3 = "conf.fn_result"() : () -> ((i32) -> f32)
%4 = "conf.opaque_result"() : () -> !foo.thing<1>
