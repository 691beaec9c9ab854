// Custom forms of the affine ops: each prints back as upstream prints it
// (maps and integer sets as aliases), and survives a trip through the
// generic form.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-DAG: #[[MAP_ADD:.*]] = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-DAG: #[[MAP_SYM3:.*]] = affine_map<()[s0] -> (s0 * 3)>
// CHECK-DAG: #[[MAP_MIN:.*]] = affine_map<(d0)[s0] -> (d0, s0, 42)>
// CHECK-DAG: #[[MAP_MAX:.*]] = affine_map<(d0, d1) -> (d0 - d1, 0)>
// CHECK-DAG: #[[MAP_C7:.*]] = affine_map<() -> (7)>
// CHECK-DAG: #[[MAP_DIV:.*]] = affine_map<(d0)[s0] -> (d0 floordiv 4 + s0)>
// CHECK-DAG: #[[MAP_LB:.*]] = affine_map<(d0)[s0] -> (d0 * 2, s0 + 1)>
// CHECK-DAG: #[[MAP_UB:.*]] = affine_map<(d0, d1) -> (d0 + d1, 100)>
// CHECK-DAG: #[[MAP_S0:.*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK-DAG: #[[SET_SYM:.*]] = affine_set<()[s0] : (s0 - 10 >= 0)>
// CHECK-DAG: #[[SET_EQ:.*]] = affine_set<(d0, d1) : (d0 - d1 == 0, d0 >= 0)>
// CHECK-DAG: #[[SET_POS:.*]] = affine_set<(d0) : (d0 >= 0)>

#div = affine_map<(d0)[s0] -> (d0 floordiv 4 + s0)>
#lb = affine_map<(d0)[s0] -> (d0 * 2, s0 + 1)>
#ub = affine_map<(d0, d1) -> (d0 + d1, 100)>

// CHECK-LABEL: func.func @apply_min_max
// CHECK-SAME:    (%[[A:.*]]: index, %[[B:.*]]: index, %[[C:.*]]: index)
// CHECK-NEXT:    %[[X:.*]] = affine.apply #[[MAP_ADD]](%[[A]], %[[B]])
// CHECK-NEXT:    %[[Y:.*]] = affine.apply #[[MAP_SYM3]]()[%[[C]]] {tag}
// CHECK-NEXT:    %[[Z:.*]] = affine.min #[[MAP_MIN]](%[[X]])[%[[Y]]]
// CHECK-NEXT:    %[[W:.*]] = affine.max #[[MAP_MAX]](%[[A]], %[[Z]])
// CHECK-NEXT:    affine.apply #[[MAP_C7]]()
// CHECK-NEXT:    affine.apply #[[MAP_DIV]](%[[A]])[%[[B]]]
// CHECK-NEXT:    affine.min #[[MAP_DIV]](%[[A]])[%[[B]]]
// CHECK-NEXT:    return %[[X]], %[[W]] : index, index
func.func @apply_min_max(%a: index, %b: index, %c: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %b)
  %1 = affine.apply affine_map<()[s0] -> (s0 * 3)>()[%c] {tag}
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0, 42)>(%0)[%1]
  %3 = affine.max affine_map<(d0, d1) -> (d0 - d1, 0)>(%a, %2)
  %4 = affine.apply affine_map<() -> (7)>()
  %5 = affine.apply #div(%a)[%b]
  %6 = affine.min #div(%a)[%b]
  return %0, %3 : index, index
}

// Bounds: constants and single symbols print bare, other maps with their
// operands, multi-result maps after `max`/`min`; `step 1` is not printed.
// CHECK-LABEL: func.func @for_bounds
// CHECK-SAME:    (%[[N:.*]]: index, %[[K:.*]]: index)
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %{{.*}} = %[[N]] to %[[K]] step 3 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %{{.*}} = -5 to %[[N]] {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I:.*]] = max #[[MAP_LB]](%[[N]])[%[[K]]] to min #[[MAP_UB]](%[[N]], %[[K]]) step 4 {
// CHECK-NEXT:      affine.for %[[J:.*]] = #[[MAP_DIV]](%[[I]])[%[[N]]] to #[[MAP_S0]](%[[I]]) {
// CHECK-NEXT:        affine.apply #[[MAP_DIV]](%[[J]])[%[[K]]]
// CHECK-NEXT:      } {loop_attr = 3 : i64}
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %{{.*}} = 0 to %[[N]] {
// CHECK-NEXT:    }
func.func @for_bounds(%n: index, %k: index) {
  affine.for %i = 0 to 10 step 1 {
  }
  affine.for %i = %n to %k step 3 {
  }
  affine.for %i = -5 to affine_map<()[s0] -> (s0)>()[%n] {
  }
  affine.for %i = max #lb(%n)[%k] to min #ub(%n, %k) step 4 {
    affine.for %j = #div(%i)[%n] to min affine_map<(d0) -> (d0 + 1)>(%i) {
      %0 = affine.apply #div(%j)[%k]
    } {loop_attr = 3}
  }
  affine.for %i = max affine_map<() -> (0)>() to %n {
  }
  return
}

// Loop-carried values, results, and conditionals with and without else.
// CHECK-LABEL: func.func @iter_args_and_if
// CHECK-SAME:    (%[[N:.*]]: index, %[[F:.*]]: f32, %[[M:.*]]: memref<f32>)
// CHECK-NEXT:    %[[R:.*]]:2 = affine.for %[[I:.*]] = 0 to 8 iter_args(%[[X:.*]] = %[[F]], %[[Y:.*]] = %[[F]]) -> (f32, f32) {
// CHECK-NEXT:      %[[S:.*]] = affine.if #[[SET_SYM]]()[%[[N]]] -> f32 {
// CHECK-NEXT:        affine.yield %[[X]] : f32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        affine.yield %[[Y]] : f32
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[T:.*]]:2 = affine.if #[[SET_EQ]](%[[I]], %[[N]]) -> (f32, f32) {
// CHECK-NEXT:        affine.yield %[[X]], %[[Y]] : f32, f32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        affine.yield %[[Y]], %[[X]] : f32, f32
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.yield %[[S]], %[[T]]#1 : f32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[U:.*]] = affine.for %{{.*}} = 0 to 4 iter_args(%[[V:.*]] = %[[R]]#0) -> (f32) {
// CHECK-NEXT:      affine.yield %[[V]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.if #[[SET_POS]](%[[N]]) {
// CHECK-NEXT:      affine.store %[[U]], %[[M]][] : memref<f32>
// CHECK-NEXT:    } {marker}
// CHECK-NEXT:    affine.if #[[SET_POS]](%[[N]]) {
// CHECK-NEXT:    } else {
// CHECK-NEXT:      affine.store %[[F]], %[[M]][] : memref<f32>
// CHECK-NEXT:    }
func.func @iter_args_and_if(%n: index, %f: f32, %m: memref<f32>) -> (f32, f32) {
  %r:2 = affine.for %i = 0 to 8 iter_args(%x = %f, %y = %f) -> (f32, f32) {
    %s = affine.if affine_set<()[s0] : (s0 - 10 >= 0)>()[%n] -> f32 {
      affine.yield %x : f32
    } else {
      affine.yield %y : f32
    }
    %t:2 = affine.if affine_set<(d0, d1) : (d0 - d1 == 0, d0 >= 0)>(%i, %n) -> (f32, f32) {
      affine.yield %x, %y : f32, f32
    } else {
      affine.yield %y, %x : f32, f32
    }
    affine.yield %s, %t#1 : f32, f32
  }
  %u = affine.for %i = 0 to 4 iter_args(%v = %r#0) -> f32 {
    affine.yield %v : f32
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    affine.store %u, %m[] : memref<f32>
  } {marker}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
  } else {
    affine.store %f, %m[] : memref<f32>
  }
  return %r#0, %u : f32, f32
}

// Subscripts: SSA ids are dimensions, `symbol(...)` marks symbols, and a
// value used twice is one dimension.
// CHECK-LABEL: func.func @memory
// CHECK-SAME:    (%[[M:.*]]: memref<100x100xf32>, %[[N:.*]]: index, %[[K:.*]]: index, %[[Z:.*]]: memref<f32>)
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 10 {
// CHECK-NEXT:        %[[A:.*]] = affine.load %[[M]][%[[I]] floordiv 2 + %[[J]] mod 3, -%[[J]] + symbol(%[[N]]) * 4] : memref<100x100xf32>
// CHECK-NEXT:        affine.load %[[M]][0, 99] {tag = "x"} : memref<100x100xf32>
// CHECK-NEXT:        affine.load %[[M]][%[[I]] * 3, %[[I]]] : memref<100x100xf32>
// CHECK-NEXT:        affine.store %[[A]], %[[M]][%[[I]] ceildiv 3, -%[[J]] + symbol(%[[K]]) + symbol(%[[N]])] {nontemporal} : memref<100x100xf32>
// CHECK-NEXT:        affine.prefetch %[[M]][%[[I]], 0], write, locality<0>, instr : memref<100x100xf32>
// CHECK-NEXT:        affine.prefetch %[[M]][symbol(%[[N]]), %[[I]] + 5], read, locality<3>, data {x = 1 : i64} : memref<100x100xf32>
// CHECK-NEXT:        %[[V:.*]] = affine.vector_load %[[M]][%[[I]] + 1, symbol(%[[N]])] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:        affine.vector_store %[[V]], %[[M]][%[[J]], %[[J]] * 2] {x} : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:        affine.vector_load %[[M]][3, %[[J]]] : memref<100x100xf32>, vector<2x4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[E:.*]] = affine.load %[[Z]][] : memref<f32>
// CHECK-NEXT:    affine.store %[[E]], %[[Z]][] : memref<f32>
func.func @memory(%m: memref<100x100xf32>, %n: index, %k: index, %z: memref<f32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = affine.load %m[%i floordiv 2 + %j mod 3, -%j + symbol(%n) * 4] : memref<100x100xf32>
      %b = affine.load %m[0, 99] {tag = "x"} : memref<100x100xf32>
      %c = affine.load %m[%i + %i * 2, %i] : memref<100x100xf32>
      affine.store %a, %m[%i ceildiv 3, symbol(%k) + symbol(%n) - %j] {nontemporal} : memref<100x100xf32>
      affine.prefetch %m[%i, 0], write, locality<0>, instr : memref<100x100xf32>
      affine.prefetch %m[symbol(%n), %i + 5], read, locality<3>, data {x = 1} : memref<100x100xf32>
      %v = affine.vector_load %m[%i + 1, symbol(%n)] : memref<100x100xf32>, vector<8xf32>
      affine.vector_store %v, %m[%j, %j * 2] {x} : memref<100x100xf32>, vector<8xf32>
      %w = affine.vector_load %m[3, %j] : memref<100x100xf32>, vector<2x4xf32>
    }
  }
  %e = affine.load %z[] : memref<f32>
  affine.store %e, %z[] : memref<f32>
  return
}

// Parallel bands: `max(...)`/`min(...)` groups, steps (all 1: elided),
// reductions; a value used in several bounds is one operand.
// CHECK-LABEL: func.func @parallel
// CHECK-SAME:    (%[[M:.*]]: memref<100x100xf32>, %[[N:.*]]: index, %[[K:.*]]: index)
// CHECK-NEXT:    affine.parallel (%[[I:.*]], %[[J:.*]]) = (0, 0) to (10, 10) {
// CHECK-NEXT:      affine.load %[[M]][%[[I]], %[[J]]] : memref<100x100xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.parallel () = () to () {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.parallel (%{{.*}}) = (max(%[[N]], symbol(%[[K]]), 3)) to (min(%[[N]] + 10, symbol(%[[K]]) * 2, 100)) step (5) {
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[R:.*]]:2 = affine.parallel (%[[I:.*]], %[[J:.*]]) = (%[[N]], symbol(%[[K]])) to (%[[N]] + 5, %[[N]] + symbol(%[[K]])) step (1, 3) reduce ("maximumf", "addi") -> (f32, i32) {
// CHECK-NEXT:      %[[A:.*]] = affine.load %[[M]][%[[I]], %[[J]]] : memref<100x100xf32>
// CHECK-NEXT:      %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      affine.yield %[[A]], %[[C]] : f32, i32
// CHECK-NEXT:    } {par_attr}
// CHECK-NEXT:    affine.parallel (%{{.*}}, %{{.*}}, %{{.*}}) = (0, max(%[[N]], %[[K]]), 0) to (min(%[[N]], %[[K]]), 4, %[[K]] floordiv 2) {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.parallel (%{{.*}}) = (0) to (10) reduce ("addf") -> (f32) {
func.func @parallel(%m: memref<100x100xf32>, %n: index, %k: index) -> (f32, i32) {
  affine.parallel (%i, %j) = (0, 0) to (10, 10) {
    %a = affine.load %m[%i, %j] : memref<100x100xf32>
  }
  affine.parallel () = () to () {
  }
  affine.parallel (%i) = (max(%n, symbol(%k), 3)) to (min(%n + 10, symbol(%k) * 2, 100)) step (5) {
  }
  %r:2 = affine.parallel (%i, %j) = (%n, symbol(%k)) to (%n + 5, symbol(%k) + %n) step (1, 3) reduce ("maximumf", "addi") -> (f32, i32) {
    %a = affine.load %m[%i, %j] : memref<100x100xf32>
    %c = arith.constant 1 : i32
    affine.yield %a, %c : f32, i32
  } {par_attr}
  affine.parallel (%i, %j, %l) = (0, max(%n, %k), 0) to (min(%n, %k), 4, %k floordiv 2) step (1, 1, 1) {
    affine.yield
  }
  %s = affine.parallel (%i) = (0) to (10) reduce ("addf") -> f32 {
    %a = affine.load %m[%i, %i] : memref<100x100xf32>
    affine.yield %a : f32
  }
  return %r#0, %r#1 : f32, i32
}

// The index (de)linearization ops (declarative formats).
// CHECK-LABEL: func.func @linearize
// CHECK-SAME:    (%[[A:.*]]: index, %[[B:.*]]: index, %[[C:.*]]: index)
// CHECK-NEXT:    %[[D:.*]]:3 = affine.delinearize_index %[[A]] into (%[[B]], 4, %[[C]]) : index, index, index
// CHECK-NEXT:    affine.linearize_index disjoint [%[[D]]#0, %[[D]]#1, %[[D]]#2] by (%[[B]], 4, %[[C]]) : index
// CHECK-NEXT:    affine.delinearize_index %[[A]] into (16) : index, index
// CHECK-NEXT:    affine.linearize_index [%[[A]], %[[B]]] by (2, 3) : index
func.func @linearize(%a: index, %b: index, %c: index) -> index {
  %0:3 = affine.delinearize_index %a into (%b, 4, %c) : index, index, index
  %1 = affine.linearize_index disjoint [%0#0, %0#1, %0#2] by (%b, 4, %c) : index
  %2:2 = affine.delinearize_index %a into (16) : index, index
  %3 = affine.linearize_index [%a, %b] by (2, 3) : index
  return %1 : index
}
