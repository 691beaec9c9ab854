// RUN: strata-opt %s --verify-diagnostics

// expected-error@+2 {{Dialect `foo' not found for custom op 'foo.bar'}}
// expected-note@+1 {{Available dialects:}}
foo.bar
