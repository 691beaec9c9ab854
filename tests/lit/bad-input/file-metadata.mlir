// RUN: strata-opt %s --verify-diagnostics --allow-unregistered-dialect
// conformance: strata-only (external resources are not modelled; see docs/differences.md)

"x.a"() : () -> ()
// External resources are not modelled: an error, never silently dropped
// output.
{-#
  // expected-error@+1 {{'external_resources' are not supported}}
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)"
    }
  }
#-}
