toy.func @f() {
  toy.return
}
