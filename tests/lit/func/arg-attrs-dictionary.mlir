// arg_attrs/res_attrs in func.func's attributes dictionary, as mlir-opt-22 prints them.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: func.func private @in_dictionary(!llvm.ptr {llvm.noalias}, i32) -> (i32 {llvm.noundef}) attributes {other.attr = 1 : i64}
// Argument and result attributes may be written in the attributes
// dictionary instead of beside the arguments and results: they print
// beside them.
func.func private @in_dictionary(%0 : !llvm.ptr, %1 : i32) -> i32 attributes {arg_attrs = [{llvm.noalias}, {}], res_attrs = [{llvm.noundef}], other.attr = 1}
