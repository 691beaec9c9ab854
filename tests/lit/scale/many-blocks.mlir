// RUN: python3 -c "n = 100000; print('\"t.func\"() ({'); [print('^bb%d:\n  \"t.br\"()[^bb%d] : () -> ()' % (i, i + 1)) for i in range(n - 1)]; print('^bb%d:\n  \"t.ret\"() : () -> ()\n}) : () -> ()' % (n - 1))" | strata-opt - --allow-unregistered-dialect | FileCheck %s
// REQUIRES: python3

// A region of 100,000 blocks parses, verifies and prints (block names are
// hashed well enough that lookups stay O(1): this input once took seconds).
// CHECK: "t.func"() ({
// CHECK: ^bb1:  // pred: ^bb0
// CHECK: ^bb99999:  // pred: ^bb99998
// CHECK-NEXT: "t.ret"() : () -> ()
