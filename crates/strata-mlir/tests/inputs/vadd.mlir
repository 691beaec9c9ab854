// A 16-lane f32 add over memrefs: --emit=asm must use the host's widest
// vector registers (zmm with AVX-512).
func.func @k(%a: memref<1024xf32>, %b: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c1024 = arith.constant 1024 : index
  scf.for %i = %c0 to %c1024 step %c16 {
    %x = vector.load %a[%i] : memref<1024xf32>, vector<16xf32>
    %y = vector.load %b[%i] : memref<1024xf32>, vector<16xf32>
    %z = arith.addf %x, %y : vector<16xf32>
    vector.store %z, %a[%i] : memref<1024xf32>, vector<16xf32>
  }
  return
}
