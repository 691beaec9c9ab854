// Invalid scf ops where mlir-opt-22 crashes instead of reporting an error
// (see docs/differences.md): strata reports them.
// RUN: strata-opt %s --split-input-file --verify-diagnostics
// conformance: strata-only (mlir-opt-22 crashes on these inputs)

func.func @f(%a: index, %f: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // Upstream's scf.reduce.return reads its block's first argument, which
    // is missing, before scf.reduce checks its region; strata checks the
    // scf.reduce first.
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
      "scf.reduce.return"(%f) : (f32) -> ()
    }
  }
  return
}
