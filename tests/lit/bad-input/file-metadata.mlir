// RUN: strata-opt %s --verify-diagnostics --allow-unregistered-dialect
// conformance: strata-only (resources are not modelled yet; see docs/differences.md)

"x.a"() : () -> ()
// Resources are not modelled yet: an error, never silently dropped output.
// expected-error@+1 {{file metadata ('{-# ... #-}' resources) is not supported yet}}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}
