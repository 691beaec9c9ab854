// toy-opt is strata's driver over the dialects the tutorial registers
// (src/lib.rs `dialects`; builtin always comes with the driver).
// RUN: toy-opt --show-dialects | FileCheck %s
// CHECK: Available Dialects: affine,arith,builtin,cf,func,llvm,memref,scf,toy
// RUN: toy-opt --help | FileCheck %s --check-prefix=HELP
// HELP: OVERVIEW: Toy tutorial optimizer driver
// HELP: USAGE: toy-opt [options] <input file>
