// --show-dialects lists the dialects separated by commas alone, as
// mlir-opt-22 does (its --help header uses ", "). `test` is there when the
// test-dialect feature (on by default) is built in.
// RUN: strata-opt --show-dialects | FileCheck %s --strict-whitespace
// RUN: strata-opt --show-dialects=true %s | FileCheck %s --strict-whitespace
// RUN: strata-opt --show-dialects=false %s | FileCheck %s --check-prefix=NOSHOW

// CHECK: {{^}}Available Dialects: affine,amx,arith,arm_neon,arm_sve,builtin,cf,func,graph,index,llvm,math,memref,scf,tensor,{{(test,)?}}ub,vector,vectorize,x86vector{{$}}
// CHECK-NOT: {{.}}

// NOSHOW: module {
func.func @f() {
  return
}
