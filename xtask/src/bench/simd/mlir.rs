//! The kernels as MLIR, the way a user writes them for strata: one
//! `scf.for %i = %c0 to %n step %c1` marked `{vectorize.vectorized}` over
//! the whole range (for `row_sum`, the inner column loop of a row loop).
//!
//! The text is a template per kernel with `${key}` holes filled from the
//! element type ([`ops`]) and the case (`${f}` the function, `${fm}` the
//! sum's fastmath attribute). Invariants: every kernel has exactly one
//! marked loop, and `fastmath` appears only in a reassoc case, on its one
//! sum (the tests below check both for every case).

use super::kernels::{Case, Elem, Kernel};

const ADD1: &str = "\
func.func @${f}(%a: ${m}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant ${one} : ${t}
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : ${m}
    %y = ${add} %x, %one : ${t}
    memref.store %y, %a[%i] : ${m}
  } {vectorize.vectorized}
  return
}
";

const SAXPY: &str = "\
func.func @${f}(%x: ${m}, %y: ${m}, %alpha: ${t}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.load %x[%i] : ${m}
    %b = memref.load %y[%i] : ${m}
    %p = ${mul} %alpha, %a : ${t}
    %s = ${add} %p, %b : ${t}
    memref.store %s, %y[%i] : ${m}
  } {vectorize.vectorized}
  return
}
";

const DOT: &str = "\
func.func @${f}(%x: ${m}, %y: ${m}, %n: index) -> ${t} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant ${zero} : ${t}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (${t}) {
    %a = memref.load %x[%i] : ${m}
    %b = memref.load %y[%i] : ${m}
    %p = ${mul} %a, %b : ${t}
    %s = ${add} %acc, %p${fm} : ${t}
    scf.yield %s : ${t}
  } {vectorize.vectorized}
  return %r : ${t}
}
";

const RELU: &str = "\
func.func @${f}(%a: ${m}, %b: ${m}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant ${zero} : ${t}
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : ${m}
    %y = ${max} %x, %zero : ${t}
    memref.store %y, %b[%i] : ${m}
  } {vectorize.vectorized}
  return
}
";

const GATHER2: &str = "\
func.func @${f}(%a: ${m}, %b: ${m}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.muli %i, %c2 : index
    %x = memref.load %a[%k] : ${m}
    memref.store %x, %b[%i] : ${m}
  } {vectorize.vectorized}
  return
}
";

const STENCIL3: &str = "\
func.func @${f}(%a: ${m}, %b: ${m}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %i2 = arith.addi %i, %c2 : index
    %x0 = memref.load %a[%i] : ${m}
    %x1 = memref.load %a[%i1] : ${m}
    %x2 = memref.load %a[%i2] : ${m}
    %s = ${add} %x0, %x1 : ${t}
    %y = ${add} %s, %x2 : ${t}
    memref.store %y, %b[%i] : ${m}
  } {vectorize.vectorized}
  return
}
";

const STRIDED_PAIR: &str = "\
func.func @${f}(%a: ${m}, %b: ${m}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.muli %i, %c2 : index
    %k1 = arith.addi %k, %c1 : index
    %x = memref.load %a[%k] : ${m}
    %y = memref.load %a[%k1] : ${m}
    %d = ${sub} %x, %y : ${t}
    memref.store %d, %b[%i] : ${m}
  } {vectorize.vectorized}
  return
}
";

const ROW_SUM: &str = "\
func.func @${f}(%m: memref<?x?x${t}>, %o: ${m}, %rows: index, %cols: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant ${zero} : ${t}
  scf.for %r = %c0 to %rows step %c1 {
    %s = scf.for %c = %c0 to %cols step %c1 iter_args(%acc = %zero) -> (${t}) {
      %x = memref.load %m[%r, %c] : memref<?x?x${t}>
      %q = ${add} %acc, %x${fm} : ${t}
      scf.yield %q : ${t}
    } {vectorize.vectorized}
    memref.store %s, %o[%r] : ${m}
  }
  return
}
";

const COND: &str = "\
func.func @${f}(%a: ${m}, %b: ${m}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant ${zero} : ${t}
  %one = arith.constant ${one} : ${t}
  %two = arith.constant ${two} : ${t}
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : ${m}
    %pos = ${cmp_gt} %x, %zero : ${t}
    %y = scf.if %pos -> (${t}) {
      %d = ${mul} %x, %two : ${t}
      scf.yield %d : ${t}
    } else {
      %d = ${sub} %x, %one : ${t}
      scf.yield %d : ${t}
    }
    memref.store %y, %b[%i] : ${m}
  } {vectorize.vectorized}
  return
}
";

/// The element type's ops and constants, as `${key}` fillers.
fn ops(elem: Elem) -> [(&'static str, &'static str); 9] {
    match elem {
        Elem::F32 => [
            ("add", "arith.addf"),
            ("sub", "arith.subf"),
            ("mul", "arith.mulf"),
            ("max", "arith.maximumf"),
            ("cmp_gt", "arith.cmpf ogt,"),
            ("zero", "0.0"),
            ("one", "1.0"),
            ("two", "2.0"),
            ("t", "f32"),
        ],
        Elem::I32 => [
            ("add", "arith.addi"),
            ("sub", "arith.subi"),
            ("mul", "arith.muli"),
            ("max", "arith.maxsi"),
            ("cmp_gt", "arith.cmpi sgt,"),
            ("zero", "0"),
            ("one", "1"),
            ("two", "2"),
            ("t", "i32"),
        ],
    }
}

/// `template` with every `${key}` replaced by its value.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut s = template.to_string();
    for (key, value) in values {
        s = s.replace(&format!("${{{key}}}"), value);
    }
    debug_assert!(!s.contains("${"), "unfilled hole in {s}");
    s
}

/// The MLIR function of `case` for variant `prefix`.
pub fn function(case: Case, prefix: &str) -> String {
    let template = match case.kernel {
        Kernel::Add1 => ADD1,
        Kernel::Saxpy => SAXPY,
        Kernel::Dot => DOT,
        Kernel::Relu => RELU,
        Kernel::Gather2 => GATHER2,
        Kernel::Stencil3 => STENCIL3,
        Kernel::StridedPair => STRIDED_PAIR,
        Kernel::RowSum => ROW_SUM,
        Kernel::Cond => COND,
    };
    let name = case.function(prefix);
    let memref = format!("memref<?x{}>", case.elem.name());
    let mut values = vec![("f", name.as_str()), ("m", memref.as_str()), ("fm", case.fastmath())];
    values.extend(ops(case.elem));
    fill(template, &values)
}

#[cfg(test)]
mod tests {
    use super::super::kernels::Mode;
    use super::*;

    #[test]
    fn every_kernel_has_one_marked_loop_and_no_hole() {
        for case in Case::all() {
            let text = function(case, "p_");
            assert_eq!(text.matches("{vectorize.vectorized}").count(), 1, "{text}");
            assert!(!text.contains("${"), "{text}");
            assert!(text.starts_with(&format!("func.func @{}(", case.function("p_"))), "{text}");
        }
    }

    #[test]
    fn reassoc_only_in_reassoc_cases_on_their_sum() {
        for case in Case::all() {
            let text = function(case, "p_");
            let flagged: Vec<&str> = text.lines().filter(|l| l.contains("fastmath")).collect();
            match case.mode {
                Mode::Strict => assert!(flagged.is_empty(), "{text}"),
                Mode::Reassoc => {
                    assert_eq!(flagged.len(), 1, "{text}");
                    assert!(flagged[0].contains("arith.addf") && flagged[0].contains("fastmath<reassoc>"), "{text}");
                }
            }
        }
    }
}
