// RUN: python3 -c "d = 999; print('\"t.a\"() ({\n' * d + '\"t.x\"() : () -> ()\n' + '}) : () -> ()\n' * d)" | strata-opt - --allow-unregistered-dialect | FileCheck %s
// REQUIRES: python3

// 999 nested regions, just under the nesting limit, round-trip.
// CHECK: "t.x"() : () -> ()
