// Memory model relaxation tags: #llvm.mmra_tag<"prefix":"suffix">, aliased by
// mnemonic, strings kept as bytes.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #mmra_tag = #llvm.mmra_tag<"amdgpu-as":"local">
// CHECK-NEXT: #mmra_tag1 = #llvm.mmra_tag<"a":"b\0A">
// CHECK-NEXT: #mmra_tag2 = #llvm.mmra_tag<"\FF":"b">
// CHECK-NEXT: #tbaa_root = #llvm.tbaa_root<id = "\FE">
// CHECK-NEXT: #tbaa_root1 = #llvm.tbaa_root
// CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "\FD", members = {<#tbaa_root1, 0>}>
// CHECK: "t.op"() {llvm.mmra = [#mmra_tag, #mmra_tag1]} : () -> ()
// CHECK-NEXT: "t.op"() {x = #mmra_tag2, y = #tbaa_root, z = #tbaa_type_desc} : () -> ()
#m = #llvm.mmra_tag<"amdgpu-as":"local">
"t.op"() {llvm.mmra = [#m, #llvm.mmra_tag< "a" : "b\n" >]} : () -> ()
"t.op"() {x = #llvm.mmra_tag<"\FF":"b">, y = #llvm.tbaa_root<id = "\FE">, z = #llvm.tbaa_type_desc<id = "\FD", members = {<#llvm.tbaa_root, 0>}>} : () -> ()
