//! The SIMD benchmark's kernels: what each computes, over which element
//! types and in which float modes, and how the harness calls it. Their
//! text is in [`super::mlir`] (the marked `scf.for` strata vectorizes) and
//! [`super::c`] (the C peers clang-22 auto-vectorizes).
//!
//! A [`Case`] is one kernel at one element type in one [`Mode`]; each case
//! becomes one function per variant, `{prefix}{kernel}_{elem}{suffix}`
//! (`scalar_dot_f32_reassoc`, `c_relu_i32`), with the same arguments in
//! every variant: a memref passes as MLIR's expanded descriptor
//! (`T *allocated, T *aligned, i64 offset, i64 sizes.., i64 strides..`).
//!
//! Invariants: every float sum (only [`Kernel::Dot`] and
//! [`Kernel::RowSum`]) has exactly one [`Mode::Strict`] and one
//! [`Mode::Reassoc`] case; every other case is strict. A strict case
//! promises IEEE semantics on both sides (no `fastmath` in the MLIR, no
//! `-ffast-math` and no FMA contraction for the C), so all its variants
//! compute the same bits; a reassoc case allows only the reordering of its
//! sum (`fastmath<reassoc>` on the one `arith.addf`, `-ffast-math` for the
//! C), so its result is judged against the exact sum.

/// An element type of the kernels.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Elem {
    F32,
    I32,
}

impl Elem {
    pub const ALL: [Elem; 2] = [Elem::F32, Elem::I32];

    pub fn name(self) -> &'static str {
        match self {
            Elem::F32 => "f32",
            Elem::I32 => "i32",
        }
    }

    pub fn c_type(self) -> &'static str {
        match self {
            Elem::F32 => "float",
            Elem::I32 => "int32_t",
        }
    }

    pub fn is_float(self) -> bool {
        self == Elem::F32
    }
}

/// What a case allows the compilers to do with its float sum.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Mode {
    /// IEEE order: every variant must give the scalar loop's bits.
    Strict,
    /// The sum may be reassociated: `fastmath<reassoc>`, `-ffast-math`.
    Reassoc,
}

impl Mode {
    pub fn name(self) -> &'static str {
        match self {
            Mode::Strict => "strict",
            Mode::Reassoc => "reassoc",
        }
    }
}

/// The harness's calling shapes (`harness.c`'s `SHAPE_*`): the arguments
/// and what the result of a call is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Shape {
    /// `f(a, n)`, updates `a[0..n]`.
    Inplace,
    /// `f(x, y, alpha, n)`, updates `y[0..n]`.
    Axpy,
    /// `f(x, y, n) -> T`, reads `x[0..n]`, `y[0..n]`.
    Reduce,
    /// `f(a, b, n)`, reads `a[0..2n+2]`, writes `b[0..n]`.
    Map,
    /// `f(m, o, rows, cols)` on a `rows x cols` matrix, writes `o[0..rows]`.
    Rows,
}

impl Shape {
    pub fn c_name(self) -> &'static str {
        match self {
            Shape::Inplace => "SHAPE_INPLACE",
            Shape::Axpy => "SHAPE_AXPY",
            Shape::Reduce => "SHAPE_REDUCE",
            Shape::Map => "SHAPE_MAP",
            Shape::Rows => "SHAPE_ROWS",
        }
    }
}

/// The kernels.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kernel {
    /// TVM's example: `a[i] += 1`.
    Add1,
    /// `y[i] = alpha * x[i] + y[i]`.
    Saxpy,
    /// `sum(x[i] * y[i])`: a reduction.
    Dot,
    /// `b[i] = max(a[i], 0)`.
    Relu,
    /// `b[i] = a[2 * i]`: a stride-2 gather.
    Gather2,
    /// `b[i] = a[i] + a[i + 1] + a[i + 2]`: a 3-point stencil.
    Stencil3,
    /// `b[i] = a[2 * i] - a[2 * i + 1]`: two interleaved stride-2 loads.
    StridedPair,
    /// `o[r] = sum_c m[r][c]`: a reduction in the inner (marked) loop of a
    /// row loop.
    RowSum,
    /// `b[i] = a[i] > 0 ? a[i] * 2 : a[i] - 1`: an `scf.if` yielding a value.
    Cond,
}

impl Kernel {
    pub const ALL: [Kernel; 9] = [
        Kernel::Add1,
        Kernel::Saxpy,
        Kernel::Dot,
        Kernel::Relu,
        Kernel::Gather2,
        Kernel::Stencil3,
        Kernel::StridedPair,
        Kernel::RowSum,
        Kernel::Cond,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kernel::Add1 => "add1",
            Kernel::Saxpy => "saxpy",
            Kernel::Dot => "dot",
            Kernel::Relu => "relu",
            Kernel::Gather2 => "gather2",
            Kernel::Stencil3 => "stencil3",
            Kernel::StridedPair => "strided_pair",
            Kernel::RowSum => "row_sum",
            Kernel::Cond => "cond",
        }
    }

    pub fn shape(self) -> Shape {
        match self {
            Kernel::Add1 => Shape::Inplace,
            Kernel::Saxpy => Shape::Axpy,
            Kernel::Dot => Shape::Reduce,
            Kernel::RowSum => Shape::Rows,
            Kernel::Relu | Kernel::Gather2 | Kernel::Stencil3 | Kernel::StridedPair | Kernel::Cond => Shape::Map,
        }
    }

    /// Is the kernel's result a sum whose value depends on the order of its
    /// additions (for floats)?
    pub fn is_sum(self) -> bool {
        matches!(self, Kernel::Dot | Kernel::RowSum)
    }
}

/// One kernel at one element type in one mode.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Case {
    pub kernel: Kernel,
    pub elem: Elem,
    pub mode: Mode,
}

impl Case {
    /// Every case, in report order: a float sum strict then reassoc.
    pub fn all() -> Vec<Case> {
        let mut cases = Vec::new();
        for kernel in Kernel::ALL {
            for elem in Elem::ALL {
                cases.push(Case { kernel, elem, mode: Mode::Strict });
                if kernel.is_sum() && elem.is_float() {
                    cases.push(Case { kernel, elem, mode: Mode::Reassoc });
                }
            }
        }
        cases
    }

    /// The function of variant `prefix` (`scalar_`, `strata_`, `c_`).
    pub fn function(self, prefix: &str) -> String {
        let suffix = match self.mode {
            Mode::Strict => "",
            Mode::Reassoc => "_reassoc",
        };
        format!("{prefix}{}_{}{suffix}", self.kernel.name(), self.elem.name())
    }

    /// The MLIR fastmath attribute of the case's sum, with a leading space.
    pub fn fastmath(self) -> &'static str {
        match self.mode {
            Mode::Strict => "",
            Mode::Reassoc => " fastmath<reassoc>",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_float_sum_has_one_strict_and_one_reassoc_case() {
        let cases = Case::all();
        for kernel in Kernel::ALL {
            for elem in Elem::ALL {
                let modes: Vec<Mode> =
                    cases.iter().filter(|c| c.kernel == kernel && c.elem == elem).map(|c| c.mode).collect();
                let expected = if kernel.is_sum() && elem.is_float() {
                    vec![Mode::Strict, Mode::Reassoc]
                } else {
                    vec![Mode::Strict]
                };
                assert_eq!(modes, expected, "{kernel:?} {elem:?}");
            }
        }
    }

    #[test]
    fn function_names_are_distinct() {
        let mut names: Vec<String> = Case::all().iter().map(|c| c.function("c_")).collect();
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), n);
        assert!(names.contains(&"c_dot_f32_reassoc".to_string()));
    }
}
