//! The SIMD benchmark's kernels, each written twice by us: as MLIR (an
//! `scf.for` over chunks of `W` elements whose inner loop, `0..W` step 1,
//! carries the `vectorize.vectorized` marker) and as plain C for clang's
//! auto-vectorizer. Both take the same arguments, so the harness calls every
//! variant alike: a 1-D memref passes as MLIR's expanded descriptor
//! (`T *allocated, T *aligned, i64 offset, i64 size, i64 stride`).
//!
//! Invariant: for one kernel and element type, every variant computes the
//! same result on the same input (integers bitwise; float reductions up to
//! reassociation), which the harness's checksums make visible.

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

    fn c_type(self) -> &'static str {
        match self {
            Elem::F32 => "float",
            Elem::I32 => "int32_t",
        }
    }

    /// MLIR ops and constants: (add, mul, max, zero, one).
    fn ops(self) -> (&'static str, &'static str, &'static str, &'static str, &'static str) {
        match self {
            Elem::F32 => ("arith.addf", "arith.mulf", "arith.maximumf", "0.0", "1.0"),
            Elem::I32 => ("arith.addi", "arith.muli", "arith.maxsi", "0", "1"),
        }
    }
}

/// The kernels (names as in the issue and docs/performance.md).
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
}

impl Kernel {
    pub const ALL: [Kernel; 6] =
        [Kernel::Add1, Kernel::Saxpy, Kernel::Dot, Kernel::Relu, Kernel::Gather2, Kernel::Stencil3];

    pub fn name(self) -> &'static str {
        match self {
            Kernel::Add1 => "add1",
            Kernel::Saxpy => "saxpy",
            Kernel::Dot => "dot",
            Kernel::Relu => "relu",
            Kernel::Gather2 => "gather2",
            Kernel::Stencil3 => "stencil3",
        }
    }

    /// The harness's calling shape (`harness.c`'s `SHAPE_*`).
    pub fn shape(self) -> &'static str {
        match self {
            Kernel::Add1 => "INPLACE",
            Kernel::Saxpy => "AXPY",
            Kernel::Dot => "REDUCE",
            Kernel::Relu | Kernel::Gather2 | Kernel::Stencil3 => "MAP",
        }
    }

    /// The harness's bandwidth shape with this kernel's accesses
    /// (`harness.c`'s `bandwidth`).
    pub fn bandwidth_shape(self) -> &'static str {
        match self {
            Kernel::Add1 => "update",
            Kernel::Saxpy => "axpy",
            Kernel::Dot => "read",
            Kernel::Relu | Kernel::Gather2 | Kernel::Stencil3 => "copy",
        }
    }

    /// Bytes each element moves to or from memory (for GB/s).
    pub fn bytes_per_elem(self) -> u64 {
        match self {
            Kernel::Add1 | Kernel::Dot | Kernel::Relu | Kernel::Stencil3 => 8,
            Kernel::Saxpy => 12,
            // Every second element is read, but whole cache lines move.
            Kernel::Gather2 => 12,
        }
    }
}

/// The MLIR function `@{prefix}{kernel}_{elem}`, inner chunks of `width`.
pub fn mlir(kernel: Kernel, elem: Elem, width: u64, prefix: &str) -> String {
    let t = elem.name();
    let (add, mul, max, zero, one) = elem.ops();
    let m = format!("memref<?x{t}>");
    let name = format!("{prefix}{}_{t}", kernel.name());
    let head = "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n";
    let w = format!("  %cw = arith.constant {width} : index\n");
    let outer = "  scf.for %o = %c0 to %n step %cw {\n    scf.for %j = %c0 to %cw step %c1 {\n      %i = arith.addi %o, %j : index\n";
    let close = "    } {vectorize.vectorized}\n  }\n  return\n}\n";
    match kernel {
        Kernel::Add1 => format!(
            "func.func @{name}(%a: {m}, %n: index) {{\n{head}{w}  %one = arith.constant {one} : {t}\n{outer}\
             \x20     %x = memref.load %a[%i] : {m}\n      %y = {add} %x, %one : {t}\n      memref.store %y, %a[%i] : {m}\n{close}"
        ),
        Kernel::Saxpy => format!(
            "func.func @{name}(%x: {m}, %y: {m}, %alpha: {t}, %n: index) {{\n{head}{w}{outer}\
             \x20     %a = memref.load %x[%i] : {m}\n      %b = memref.load %y[%i] : {m}\n      %p = {mul} %alpha, %a : {t}\n\
             \x20     %s = {add} %p, %b : {t}\n      memref.store %s, %y[%i] : {m}\n{close}"
        ),
        Kernel::Dot => format!(
            "func.func @{name}(%x: {m}, %y: {m}, %n: index) -> {t} {{\n{head}{w}  %zero = arith.constant {zero} : {t}\n\
             \x20 %r = scf.for %o = %c0 to %n step %cw iter_args(%acc = %zero) -> ({t}) {{\n\
             \x20   %s = scf.for %j = %c0 to %cw step %c1 iter_args(%acc2 = %acc) -> ({t}) {{\n\
             \x20     %i = arith.addi %o, %j : index\n      %a = memref.load %x[%i] : {m}\n      %b = memref.load %y[%i] : {m}\n\
             \x20     %p = {mul} %a, %b : {t}\n      %q = {add} %acc2, %p : {t}\n      scf.yield %q : {t}\n\
             \x20   }} {{vectorize.vectorized}}\n    scf.yield %s : {t}\n  }}\n  return %r : {t}\n}}\n"
        ),
        Kernel::Relu => format!(
            "func.func @{name}(%a: {m}, %b: {m}, %n: index) {{\n{head}{w}  %zero = arith.constant {zero} : {t}\n{outer}\
             \x20     %x = memref.load %a[%i] : {m}\n      %y = {max} %x, %zero : {t}\n      memref.store %y, %b[%i] : {m}\n{close}"
        ),
        Kernel::Gather2 => format!(
            "func.func @{name}(%a: {m}, %b: {m}, %n: index) {{\n{head}{w}  %c2 = arith.constant 2 : index\n{outer}\
             \x20     %k = arith.muli %i, %c2 : index\n      %x = memref.load %a[%k] : {m}\n      memref.store %x, %b[%i] : {m}\n{close}"
        ),
        Kernel::Stencil3 => format!(
            "func.func @{name}(%a: {m}, %b: {m}, %n: index) {{\n{head}{w}  %c2 = arith.constant 2 : index\n{outer}\
             \x20     %i1 = arith.addi %i, %c1 : index\n      %i2 = arith.addi %i, %c2 : index\n\
             \x20     %x0 = memref.load %a[%i] : {m}\n      %x1 = memref.load %a[%i1] : {m}\n      %x2 = memref.load %a[%i2] : {m}\n\
             \x20     %s = {add} %x0, %x1 : {t}\n      %y = {add} %s, %x2 : {t}\n      memref.store %y, %b[%i] : {m}\n{close}"
        ),
    }
}

/// The C function `c_{kernel}_{elem}`, with the MLIR variant's arguments.
pub fn c(kernel: Kernel, elem: Elem) -> String {
    let t = elem.c_type();
    let name = format!("c_{}_{}", kernel.name(), elem.name());
    let mr =
        |p: &str| format!("{t} *{p}_alloc, {t} *restrict {p}, int64_t {p}_off, int64_t {p}_size, int64_t {p}_stride");
    let unused = |p: &str| format!("(void){p}_alloc; (void){p}_off; (void){p}_size; (void){p}_stride;");
    let relu = match elem {
        Elem::F32 => "a[i] > 0.0f ? a[i] : 0.0f",
        Elem::I32 => "a[i] > 0 ? a[i] : 0",
    };
    match kernel {
        Kernel::Add1 => format!(
            "void {name}({}, int64_t n) {{ {} for (int64_t i = 0; i < n; i++) a[i] += 1; }}\n",
            mr("a"),
            unused("a")
        ),
        Kernel::Saxpy => format!(
            "void {name}({}, {}, {t} alpha, int64_t n) {{ {} {} for (int64_t i = 0; i < n; i++) y[i] = alpha * x[i] + y[i]; }}\n",
            mr("x"),
            mr("y"),
            unused("x"),
            unused("y")
        ),
        Kernel::Dot => format!(
            "{t} {name}({}, {}, int64_t n) {{ {} {} {t} s = 0; for (int64_t i = 0; i < n; i++) s += x[i] * y[i]; return s; }}\n",
            mr("x"),
            mr("y"),
            unused("x"),
            unused("y")
        ),
        Kernel::Relu => format!(
            "void {name}({}, {}, int64_t n) {{ {} {} for (int64_t i = 0; i < n; i++) b[i] = {relu}; }}\n",
            mr("a"),
            mr("b"),
            unused("a"),
            unused("b")
        ),
        Kernel::Gather2 => format!(
            "void {name}({}, {}, int64_t n) {{ {} {} for (int64_t i = 0; i < n; i++) b[i] = a[2 * i]; }}\n",
            mr("a"),
            mr("b"),
            unused("a"),
            unused("b")
        ),
        Kernel::Stencil3 => format!(
            "void {name}({}, {}, int64_t n) {{ {} {} for (int64_t i = 0; i < n; i++) b[i] = a[i] + a[i + 1] + a[i + 2]; }}\n",
            mr("a"),
            mr("b"),
            unused("a"),
            unused("b")
        ),
    }
}

/// The C declaration of variant `prefix` of a kernel (the MLIR ones are
/// defined in LLVM IR, the C ones by [`c`]).
pub fn c_declaration(kernel: Kernel, elem: Elem, prefix: &str) -> String {
    let t = elem.c_type();
    let mr = format!("{t}*, {t}*, int64_t, int64_t, int64_t");
    let name = format!("{prefix}{}_{}", kernel.name(), elem.name());
    match kernel {
        Kernel::Add1 => format!("void {name}({mr}, int64_t);\n"),
        Kernel::Saxpy => format!("void {name}({mr}, {mr}, {t}, int64_t);\n"),
        Kernel::Dot => format!("{t} {name}({mr}, {mr}, int64_t);\n"),
        _ => format!("void {name}({mr}, {mr}, int64_t);\n"),
    }
}
