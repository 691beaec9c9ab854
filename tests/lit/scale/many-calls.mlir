// RUN: python3 -c "n = 20000; print(''.join('func.func private @f%d(i32) -> i32\n' % i for i in range(n)) + 'func.func @main(%%a: i32) -> i32 {\n' + ''.join('  %%%%v%d = func.call @f%d(%%%%a) : (i32) -> i32\n' % (i, i) for i in range(n)) + '  return %%a : i32\n}')" | strata-opt - --verify-each | FileCheck %s
// REQUIRES: python3

// 20000 calls to 20000 functions: verifying each call looks its callee up
// in the module's symbol table, which is indexed once per verification,
// not scanned per call (that would be quadratic: 4e8 op visits here).
// CHECK: func.func private @f19999(i32) -> i32
// CHECK: %{{.*}} = call @f19999(%{{.*}}) : (i32) -> i32
