// `cse` across nested regions: values of enclosing regions are reused
// inside, siblings never share, an op that is or might be
// IsolatedFromAbove starts from an empty table, and ops with regions merge
// only when their bodies have no memory effect. The CHECK lines are
// mlir-opt-22's output, so both tools pass this file.
// RUN: strata-opt %s --allow-unregistered-dialect --cse | FileCheck %s

// CHECK-LABEL: func.func @reuse_in_both_branches(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     scf.yield %0 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @reuse_in_both_branches(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.subi %a, %b : i32
  %1 = scf.if %c -> (i32) {
    %2 = arith.subi %a, %b : i32
    scf.yield %2 : i32
  } else {
    %3 = arith.subi %a, %b : i32
    scf.yield %3 : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @siblings_not_merged(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @siblings_not_merged(%c: i1, %a: i32, %b: i32) -> i32 {
  %1 = scf.if %c -> (i32) {
    %2 = arith.subi %a, %b : i32
    scf.yield %2 : i32
  } else {
    %3 = arith.subi %a, %b : i32
    scf.yield %3 : i32
  }
  return %1 : i32
}

// CHECK-LABEL: func.func @inner_not_visible_after(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %2 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @inner_not_visible_after(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %1 = scf.if %c -> (i32) {
    %2 = arith.subi %a, %b : i32
    scf.yield %2 : i32
  } else {
    scf.yield %a : i32
  }
  %4 = arith.subi %a, %b : i32
  return %1, %4 : i32, i32
}

// CHECK-LABEL: func.func @duplicates_inside_one_branch(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:     %2 = arith.subi %1, %1 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @duplicates_inside_one_branch(%c: i1, %a: i32) -> i32 {
  %1 = scf.if %c -> (i32) {
    %2 = arith.muli %a, %a : i32
    %3 = arith.muli %a, %a : i32
    %4 = arith.subi %2, %3 : i32
    scf.yield %4 : i32
  } else {
    scf.yield %a : i32
  }
  return %1 : i32
}

// CHECK-LABEL: func.func @constant_reused_in_branch(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = arith.subi %arg1, %c42_i32 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %c42_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @constant_reused_in_branch(%c: i1, %a: i32) -> i32 {
  %k = arith.constant 42 : i32
  %1 = scf.if %c -> (i32) {
    %k2 = arith.constant 42 : i32
    %2 = arith.subi %a, %k2 : i32
    scf.yield %2 : i32
  } else {
    scf.yield %k : i32
  }
  return %1 : i32
}

// CHECK-LABEL: func.func @for_reuses_invariant(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT:   %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:     %2 = arith.subi %arg5, %0 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @for_reuses_invariant(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  %0 = arith.muli %a, %a : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %a) -> (i32) {
    %1 = arith.muli %a, %a : i32
    %2 = arith.subi %acc, %1 : i32
    scf.yield %2 : i32
  }
  return %0, %r : i32, i32
}

// CHECK-LABEL: func.func @for_iv_expressions(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:   %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT:     %1 = arith.muli %arg3, %arg3 : index
// CHECK-NEXT:     %2 = arith.subi %1, %1 : index
// CHECK-NEXT:     scf.yield %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @for_iv_expressions(%lb: index, %ub: index, %s: index) -> index {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %lb) -> (index) {
    %1 = arith.muli %i, %i : index
    %2 = arith.muli %i, %i : index
    %3 = arith.subi %1, %2 : index
    scf.yield %3 : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @for_body_depends_on_iv(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg0 : index
// CHECK-NEXT:   %1 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT:     %2 = arith.muli %arg3, %arg3 : index
// CHECK-NEXT:     scf.yield %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : index, index
// CHECK-NEXT: }
func.func @for_body_depends_on_iv(%lb: index, %ub: index, %s: index) -> (index, index) {
  %0 = arith.muli %lb, %lb : index
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %lb) -> (index) {
    %1 = arith.muli %i, %i : index
    scf.yield %1 : index
  }
  return %0, %r : index, index
}

// CHECK-LABEL: func.func @nested_ifs(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %2 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @nested_ifs(%c: i1, %d: i1, %a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = scf.if %c -> (i32) {
    %2 = scf.if %d -> (i32) {
      %3 = arith.muli %a, %a : i32
      scf.yield %3 : i32
    } else {
      scf.yield %0 : i32
    }
    scf.yield %2 : i32
  } else {
    scf.yield %0 : i32
  }
  return %1 : i32
}

// CHECK-LABEL: func.func @while_regions(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg1, %1 : i32
// CHECK-NEXT:     scf.condition(%2) %arg1 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     %2 = arith.addi %arg1, %1 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_regions(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %1 = arith.muli %a, %a : i32
    %c = arith.cmpi slt, %x, %1 : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %2 = arith.muli %a, %a : i32
    %3 = arith.addi %y, %2 : i32
    scf.yield %3 : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @unregistered_region_might_be_isolated(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:     "test.end"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @unregistered_region_might_be_isolated(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  "test.region"() ({
    %1 = arith.muli %a, %a : i32
    "test.use"(%1) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return %0 : i32
}

// CHECK-LABEL: func.func @unregistered_region_inner_dups(%arg0: i32) {
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     "test.use"(%0, %0) : (i32, i32) -> ()
// CHECK-NEXT:     "test.end"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unregistered_region_inner_dups(%a: i32) {
  "test.region"() ({
    %1 = arith.muli %a, %a : i32
    %2 = arith.muli %a, %a : i32
    "test.use"(%1, %2) : (i32, i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @isolated_constants() {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:     "test.use"(%c1_i32_0) : (i32) -> ()
// CHECK-NEXT:     "test.end"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "test.use"(%c1_i32) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @isolated_constants() {
  %c = arith.constant 1 : i32
  "test.region"() ({
    %c2 = arith.constant 1 : i32
    "test.use"(%c2) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  "test.use"(%c) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @identical_pure_ifs(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @identical_pure_ifs(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %x = arith.subi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %y = arith.subi %a, %b : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @different_pure_ifs(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %2 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %2 = arith.subi %arg2, %arg1 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @different_pure_ifs(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %x = arith.subi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %y = arith.subi %b, %a : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @ifs_with_store_not_merged(%arg0: i1, %arg1: memref<i32>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @ifs_with_store_not_merged(%c: i1, %m: memref<i32>, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @ifs_with_load_not_merged(%arg0: i1, %arg1: memref<i32>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %2 = memref.load %arg1[] : memref<i32>
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %2 = memref.load %arg1[] : memref<i32>
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @ifs_with_load_not_merged(%c: i1, %m: memref<i32>, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %v = memref.load %m[] : memref<i32>
    scf.yield %v : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %w = memref.load %m[] : memref<i32>
    scf.yield %w : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @identical_pure_fors(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT:   %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT:     %1 = arith.addi %arg4, %arg3 : index
// CHECK-NEXT:     scf.yield %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : index, index
// CHECK-NEXT: }
func.func @identical_pure_fors(%lb: index, %ub: index, %s: index) -> (index, index) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%acc = %lb) -> (index) {
    %x = arith.addi %acc, %i : index
    scf.yield %x : index
  }
  %1 = scf.for %j = %lb to %ub step %s iter_args(%acc2 = %lb) -> (index) {
    %y = arith.addi %acc2, %j : index
    scf.yield %y : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @fors_commuted_body_not_merged(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT:   %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT:     %2 = arith.addi %arg4, %arg3 : index
// CHECK-NEXT:     scf.yield %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT:     %2 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT:     scf.yield %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : index, index
// CHECK-NEXT: }
func.func @fors_commuted_body_not_merged(%lb: index, %ub: index, %s: index) -> (index, index) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%acc = %lb) -> (index) {
    %x = arith.addi %acc, %i : index
    scf.yield %x : index
  }
  %1 = scf.for %j = %lb to %ub step %s iter_args(%acc2 = %lb) -> (index) {
    %y = arith.addi %j, %acc2 : index
    scf.yield %y : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @fors_different_bounds(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT:   %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT:     %2 = arith.addi %arg4, %arg3 : index
// CHECK-NEXT:     scf.yield %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.for %arg3 = %arg0 to %arg1 step %arg0 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT:     %2 = arith.addi %arg4, %arg3 : index
// CHECK-NEXT:     scf.yield %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : index, index
// CHECK-NEXT: }
func.func @fors_different_bounds(%lb: index, %ub: index, %s: index) -> (index, index) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%acc = %lb) -> (index) {
    %x = arith.addi %acc, %i : index
    scf.yield %x : index
  }
  %1 = scf.for %j = %lb to %ub step %lb iter_args(%acc2 = %lb) -> (index) {
    %y = arith.addi %acc2, %j : index
    scf.yield %y : index
  }
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @ifs_different_result_use(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @ifs_different_result_use(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %c -> (i32) {
    scf.yield %b : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @execute_region_single_block(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 {
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @execute_region_single_block(%a: i32) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    %x = arith.muli %a, %a : i32
    scf.yield %x : i32
  }
  %1 = scf.execute_region -> i32 {
    %y = arith.muli %a, %a : i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @execute_region_multi_block_never(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     scf.yield %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.execute_region -> i32 {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     scf.yield %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @execute_region_multi_block_never(%a: i32) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : i32
  }
  %1 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @reuse_from_two_levels_up(%arg0: i1, %arg1: i1, %arg2: index) -> index {
// CHECK-NEXT:   %0 = arith.divui %arg2, %arg2 : index
// CHECK-NEXT:   %1 = scf.if %arg0 -> (index) {
// CHECK-NEXT:     %2 = scf.if %arg1 -> (index) {
// CHECK-NEXT:       scf.yield %0 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %2 : index
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : index
// CHECK-NEXT: }
func.func @reuse_from_two_levels_up(%c: i1, %d: i1, %a: index) -> index {
  %0 = arith.divui %a, %a : index
  %r = scf.if %c -> (index) {
    %r2 = scf.if %d -> (index) {
      %1 = arith.divui %a, %a : index
      scf.yield %1 : index
    } else {
      %2 = arith.divui %a, %a : index
      scf.yield %2 : index
    }
    scf.yield %r2 : index
  } else {
    scf.yield %0 : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @if_without_results(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   %0 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_without_results(%c: i1, %a: i32) {
  %0 = arith.muli %a, %a : i32
  scf.if %c {
    %1 = arith.muli %a, %a : i32
    "test.use"(%1) : (i32) -> ()
  }
  "test.use"(%0) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @index_switch(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.index_switch %arg0 -> i32 
// CHECK-NEXT:   case 1 {
// CHECK-NEXT:     %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @index_switch(%i: index, %a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %r = scf.index_switch %i -> i32
  case 1 {
    %1 = arith.muli %a, %a : i32
    scf.yield %1 : i32
  }
  default {
    %2 = arith.muli %a, %a : i32
    scf.yield %2 : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @parallel_body(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xindex>) {
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:   scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:     %1 = arith.addi %0, %arg4 : index
// CHECK-NEXT:     memref.store %1, %arg3[%arg4] : memref<?xindex>
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.use"(%0) : (index) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @parallel_body(%lb: index, %ub: index, %s: index, %m: memref<?xindex>) {
  %0 = arith.muli %lb, %ub : index
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %1 = arith.muli %lb, %ub : index
    %2 = arith.addi %1, %i : index
    memref.store %2, %m[%i] : memref<?xindex>
    scf.reduce
  }
  "test.use"(%0) : (index) -> ()
  return
}

// CHECK-LABEL: func.func @pure_if_without_results_dead(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @pure_if_without_results_dead(%c: i1, %a: i32) {
  scf.if %c {
    %1 = arith.muli %a, %a : i32
  }
  return
}
