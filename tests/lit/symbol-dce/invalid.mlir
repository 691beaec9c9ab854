// `symbol-dce` must run on a symbol table: run on a top-level function it fails
// with upstream's message (double space included). Both tools pass this
// file.
// RUN: strata-opt %s --no-implicit-module --symbol-dce --verify-diagnostics

// expected-error@+1 {{'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table}}
func.func @not_a_table() {
  return
}
