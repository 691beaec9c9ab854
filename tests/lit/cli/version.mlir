// --version prints strata-opt's name and Cargo version in the shape of
// mlir-opt's (`<name> version <version>`, then the kind of build) and ends
// the run where it stands: arguments after it are not read, errors before
// it are printed, and the exit code is 0.
// RUN: strata-opt --version | FileCheck %s
// RUN: strata-opt --version --no-such-flag %s | FileCheck %s
// RUN: strata-opt --no-such-flag --version 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=BEFORE --input-file=%t.err
// RUN: not strata-opt --version=1 2>&1 | FileCheck %s --check-prefix=VALUE

// CHECK: {{^}}strata-opt version {{[0-9]+\.[0-9]+\.[0-9]+}}{{$}}
// CHECK-NEXT: {{^  (Optimized build|DEBUG build with assertions)\.$}}
// CHECK-NOT: {{.}}

// BEFORE: strata-opt: Unknown command line argument '--no-such-flag'.  Try: 'strata-opt --help'
// BEFORE-NEXT: strata-opt: Did you mean '--{{[a-z-]+}}'?
// BEFORE-NOT: {{.}}

// VALUE: strata-opt: for the --version option: does not allow a value! '1' specified.
