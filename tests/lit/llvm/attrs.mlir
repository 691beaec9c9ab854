// The attributes over enums upstream defines in C++: linkage, calling
// convention and tail call kind; expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s

// CHECK: func.func private @f() attributes {cc = #llvm.cconv<fastcc>, linkage = #llvm.linkage<internal>, tail = #llvm.tailcallkind<musttail>}
func.func private @f() attributes {linkage = #llvm.linkage<internal>, cc = #llvm.cconv<fastcc>, tail = #llvm.tailcallkind<musttail>}
// CHECK: func.func private @g() attributes {cc = #llvm.cconv<ccc>, linkage = #llvm.linkage<linkonce_odr>, tail = #llvm.tailcallkind<none>}
func.func private @g() attributes {linkage = #llvm.linkage<linkonce_odr>, cc = #llvm.cconv<ccc>, tail = #llvm.tailcallkind<none>}
