// A small graph kernel for `graph-to-loops` (docs/graph-to-loops.md):
// relu(x + y + 0.5) on a 2x4 tensor, also cast to i32.
//
//   strata-opt examples/graph-relu.mlir --graph-to-loops
//
// lowers it to marked scf.for loops on memrefs with the signature
// (x, y, out_f32, out_i32). examples/graph-relu-main.mlir calls the lowered
// function; docs/graph-to-loops.md runs both with mlir-runner-22.
func.func @relu_bias(%x: tensor<2x4xf32>, %y: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xi32>) {
  %bias = graph.constant dense<0.5> : tensor<2x4xf32>
  %sum = graph.add_n %x, %y, %bias : tensor<2x4xf32>
  %r = graph.relu %sum : tensor<2x4xf32>
  %i = graph.cast %r : tensor<2x4xf32> to tensor<2x4xi32>
  return %r, %i : tensor<2x4xf32>, tensor<2x4xi32>
}
