func.func @f(%n: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  scf.forall (%i, %j) in (4, %n) {
    "t.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (0) to (%n) step (2) {
    "t.use"(%i) : (index) -> ()
  } {mapping = [#gpu.thread<x>]}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "t.slice"(%o, %i) : (tensor<8xf32>, index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
