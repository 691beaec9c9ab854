// RUN: strata-opt %s --arith-expand="include-bf16 include-f8e8m0" --split-input-file --verify-diagnostics

// A scale that is neither f8E8M0FNU nor 16 bits or wider cannot be read as
// a power of two: no pattern applies, and the conversion fails at the op
// with upstream's diagnostic.
func.func @scaling_extf_bad_scale(%a: f8E5M2, %s: f8E5M2) -> f32 {
  // expected-error@+1 {{failed to legalize operation 'arith.scaling_extf' that was explicitly marked illegal}}
  %0 = arith.scaling_extf %a, %s : f8E5M2, f8E5M2 to f32
  return %0 : f32
}

// -----

func.func @scaling_truncf_bad_scale(%a: f32, %s: f4E2M1FN) -> f8E5M2 {
  // expected-error@+1 {{failed to legalize operation 'arith.scaling_truncf' that was explicitly marked illegal}}
  %0 = arith.scaling_truncf %a, %s : f32, f4E2M1FN to f8E5M2
  return %0 : f8E5M2
}

// -----

// The bf16 and f8E8M0FNU truncations round to nearest even: one with
// another rounding mode is illegal under the option but not expanded.
func.func @truncf_bf16_rounding(%a: f32) -> bf16 {
  // expected-error@+1 {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
  %0 = arith.truncf %a downward : f32 to bf16
  return %0 : bf16
}

// -----

func.func @truncf_f8e8m0_rounding(%a: f32) -> f8E8M0FNU {
  // expected-error@+1 {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
  %0 = arith.truncf %a upward : f32 to f8E8M0FNU
  return %0 : f8E8M0FNU
}
