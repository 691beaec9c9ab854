// RUN: python3 -c "print('%%0 = \"t.c\"() : () -> i32'); [print('\"t.use\"(%%0) : (i32) -> ()') for i in range(100000)]" | strata-opt - --allow-unregistered-dialect | FileCheck %s
// REQUIRES: python3

// One value used 100,000 times.
// CHECK: %0 = "t.c"() : () -> i32
// CHECK-COUNT-100000: "t.use"(%0) : (i32) -> ()
