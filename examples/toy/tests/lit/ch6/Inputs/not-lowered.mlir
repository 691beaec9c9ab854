// A Toy op chapter 5 did not lower.
func.func @main() {
  %0 = toy.constant dense<1.0> : tensor<f64>
  return
}
