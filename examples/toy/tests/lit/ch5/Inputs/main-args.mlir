toy.func @main(%arg0: tensor<2xf64>) {
  toy.print %arg0 : tensor<2xf64>
  toy.return
}
