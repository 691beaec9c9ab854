//! The text emitter of `cargo xtask gen`: writes each op in the custom
//! (pretty) form `mlir-opt` accepts, or in the generic form
//! (`"dialect.op"(...) <{props}> {attrs} : (...) -> ...`), and counts ops.
//!
//! Invariants:
//! - both forms describe the same IR: a family calls the same methods in the
//!   same order whatever the form, and only this file knows the difference;
//! - every op counts once in [`Emitter::nops`] (module, functions,
//!   constants and terminators included), which is what `--ops` aims at and
//!   what [`super::count`] finds again in the text;
//! - values are numbered per function: the function's arguments first (by
//!   their names), then `%0, %1, ...` in the order [`Emitter::new_value`]
//!   hands them out;
//! - `scf.yield` is written even where the custom printer would elide it, so
//!   region terminators are explicit in both forms.

pub mod affine_ops;
pub mod slot_ops;
pub mod subset_ops;
pub mod vector_ops;

use super::Val;
use std::fmt::{self, Write as _};

/// Ops whose generic form carries an `overflowFlags` property in mlir-opt's printer.
const OVERFLOW_OPS: &[&str] = &["arith.addi", "arith.subi", "arith.muli", "arith.shli"];
/// Ops whose generic form carries a `fastmath` property.
const FASTMATH_OPS: &[&str] =
    &["arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf", "arith.minimumf", "arith.negf"];
/// `arith.cmpi` predicates by name, as the generic form spells them (`N : i64`).
const CMPI_PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// How ops are written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Form {
    /// The custom (pretty) syntax.
    Custom,
    /// The generic op form.
    Generic,
}

/// What [`Emitter`] writes besides the ops themselves.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub form: Form,
    /// Generic form: also print default-valued properties (`overflowFlags`,
    /// `fastmath`), as mlir-opt's generic printer does.
    pub default_props: bool,
}

/// An `scf.for` header: bounds and an optional single loop-carried value.
pub struct Loop<'a> {
    pub iv: Val,
    pub lb: Val,
    pub ub: Val,
    pub step: Val,
    /// `(result, region argument, initial value, type)` of the one `iter_args` value.
    pub carried: Option<(Val, Val, Val, &'a str)>,
}

/// Streams ops as text into a buffer the caller drains with [`Emitter::take`].
pub struct Emitter {
    style: Style,
    buf: String,
    depth: usize,
    nops: u64,
    next_id: u32,
    /// Names of the current function's arguments, the values `0..args.len()`.
    args: Vec<String>,
}

/// A value's name in the text.
struct Name<'a>(&'a [String], Val);

impl fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.get(self.1 .0 as usize) {
            Some(arg) => f.write_str(arg),
            None => write!(f, "%{}", self.1 .0 as usize - self.0.len()),
        }
    }
}

/// `a, b, c`.
fn join<T: fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let mut s = String::new();
    for (k, item) in items.into_iter().enumerate() {
        if k > 0 {
            s.push_str(", ");
        }
        let _ = write!(s, "{item}");
    }
    s
}

/// A result type list as a function type prints it: `t` alone, else `(t, u)`.
fn results(tys: &[&str]) -> String {
    match tys {
        [one] => one.to_string(),
        _ => format!("({})", join(tys)),
    }
}

impl Emitter {
    pub fn new(style: Style) -> Emitter {
        Emitter { style, buf: String::with_capacity(1 << 16), depth: 0, nops: 0, next_id: 0, args: Vec::new() }
    }

    fn generic(&self) -> bool {
        self.style.form == Form::Generic
    }

    /// Ops emitted so far.
    pub fn nops(&self) -> u64 {
        self.nops
    }

    /// The text written since the last call.
    pub fn take(&mut self) -> String {
        std::mem::take(&mut self.buf)
    }

    /// A fresh SSA value of the current function.
    pub fn new_value(&mut self) -> Val {
        let v = Val(self.next_id);
        self.next_id += 1;
        v
    }

    fn n(&self, v: Val) -> Name<'_> {
        Name(&self.args, v)
    }

    fn names(&self, vs: &[Val]) -> String {
        join(vs.iter().map(|v| self.n(*v)))
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.depth {
            self.buf.push_str("  ");
        }
        self.buf.push_str(text);
        self.buf.push('\n');
    }

    /// One op in generic form: `%r = "name"(ops) <{props}> {attrs} : (types) -> types`.
    fn generic_op(
        &mut self,
        res: Option<Val>,
        name: &str,
        operands: &[Val],
        types: (&[&str], &[&str]),
        props: &[(&str, String)],
        attrs: &str,
    ) {
        self.nops += 1;
        let mut s = String::new();
        if let Some(r) = res {
            let _ = write!(s, "{} = ", self.n(r));
        }
        let _ = write!(s, "\"{name}\"({})", self.names(operands));
        if !props.is_empty() {
            let _ = write!(s, " <{{{}}}>", join(props.iter().map(|(k, v)| format!("{k} = {v}"))));
        }
        if !attrs.is_empty() {
            let _ = write!(s, " {attrs}");
        }
        let _ = write!(s, " : ({}) -> {}", join(types.0), results(types.1));
        self.line(&s);
    }

    /// One op in custom form, counted.
    fn custom_op(&mut self, text: &str) {
        self.nops += 1;
        self.line(text);
    }

    /// `arith.constant`; `attrs` is a rendered discardable dictionary or `""`.
    pub fn constant(&mut self, res: Val, value: &str, ty: &str, attrs: &str) {
        if self.generic() {
            self.generic_op(
                Some(res),
                "arith.constant",
                &[],
                (&[], &[ty]),
                &[("value", format!("{value} : {ty}"))],
                attrs,
            );
        } else {
            let a = if attrs.is_empty() { String::new() } else { format!("{attrs} ") };
            self.custom_op(&format!("{} = arith.constant {a}{value} : {ty}", self.n(res)));
        }
    }

    /// A binary op of one type (`arith.addi`, `arith.mulf`, ...).
    pub fn binop(&mut self, res: Val, name: &str, (a, b): (Val, Val), ty: &str, attrs: &str) {
        if self.generic() {
            let mut props = Vec::new();
            if self.style.default_props && OVERFLOW_OPS.contains(&name) {
                props.push(("overflowFlags", "#arith.overflow<none>".to_string()));
            } else if self.style.default_props && FASTMATH_OPS.contains(&name) {
                props.push(("fastmath", "#arith.fastmath<none>".to_string()));
            }
            self.generic_op(Some(res), name, &[a, b], (&[ty, ty], &[ty]), &props, attrs);
        } else {
            let at = if attrs.is_empty() { String::new() } else { format!(" {attrs}") };
            self.custom_op(&format!("{} = {name} {}, {}{at} : {ty}", self.n(res), self.n(a), self.n(b)));
        }
    }

    /// `arith.cmpi` with a predicate name of [`CMPI_PREDICATES`].
    pub fn cmpi(&mut self, res: Val, pred: &str, (a, b): (Val, Val), ty: &str) {
        if self.generic() {
            let code = CMPI_PREDICATES.iter().position(|p| *p == pred).expect("known cmpi predicate");
            self.generic_op(
                Some(res),
                "arith.cmpi",
                &[a, b],
                (&[ty, ty], &["i1"]),
                &[("predicate", format!("{code} : i64"))],
                "",
            );
        } else {
            self.custom_op(&format!("{} = arith.cmpi {pred}, {}, {} : {ty}", self.n(res), self.n(a), self.n(b)));
        }
    }

    /// A cast such as `arith.index_cast`.
    pub fn cast(&mut self, res: Val, name: &str, a: Val, (from, to): (&str, &str)) {
        if self.generic() {
            self.generic_op(Some(res), name, &[a], (&[from], &[to]), &[], "");
        } else {
            self.custom_op(&format!("{} = {name} {} : {from} to {to}", self.n(res), self.n(a)));
        }
    }

    /// `memref.load` from a rank-1 memref.
    pub fn load(&mut self, res: Val, (mem, idx): (Val, Val), mty: &str, ety: &str) {
        if self.generic() {
            self.generic_op(Some(res), "memref.load", &[mem, idx], (&[mty, "index"], &[ety]), &[], "");
        } else {
            self.custom_op(&format!("{} = memref.load {}[{}] : {mty}", self.n(res), self.n(mem), self.n(idx)));
        }
    }

    /// `memref.store` into a rank-1 memref.
    pub fn store(&mut self, v: Val, (mem, idx): (Val, Val), mty: &str, ety: &str) {
        if self.generic() {
            self.generic_op(None, "memref.store", &[v, mem, idx], (&[ety, mty, "index"], &[]), &[], "");
        } else {
            self.custom_op(&format!("memref.store {}, {}[{}] : {mty}", self.n(v), self.n(mem), self.n(idx)));
        }
    }

    /// `tensor.expand_shape` with a static output shape.
    pub fn expand_shape(&mut self, res: Val, src: Val, (sty, rty): (&str, &str), reassoc: &str, shape: &[u64]) {
        if self.generic() {
            let props = [
                ("reassociation", reassoc.to_string()),
                ("static_output_shape", format!("array<i64: {}>", join(shape))),
            ];
            self.generic_op(Some(res), "tensor.expand_shape", &[src], (&[sty], &[rty]), &props, "");
        } else {
            self.custom_op(&format!(
                "{} = tensor.expand_shape {} {reassoc} output_shape [{}] : {sty} into {rty}",
                self.n(res),
                self.n(src),
                join(shape)
            ));
        }
    }

    /// `tensor.collapse_shape`.
    pub fn collapse_shape(&mut self, res: Val, src: Val, (sty, rty): (&str, &str), reassoc: &str) {
        if self.generic() {
            let props = [("reassociation", reassoc.to_string())];
            self.generic_op(Some(res), "tensor.collapse_shape", &[src], (&[sty], &[rty]), &props, "");
        } else {
            self.custom_op(&format!(
                "{} = tensor.collapse_shape {} {reassoc} : {sty} into {rty}",
                self.n(res),
                self.n(src)
            ));
        }
    }

    /// A terminator `name vals : tys` (`scf.yield`, `func.return`).
    fn terminator(&mut self, name: &str, vals: &[Val], tys: &[&str]) {
        if self.generic() {
            self.generic_op(None, name, vals, (tys, &[]), &[], "");
        } else if vals.is_empty() {
            self.custom_op(name);
        } else {
            self.custom_op(&format!("{name} {} : {}", self.names(vals), join(tys)));
        }
    }

    /// `scf.yield`, always written.
    pub fn yield_values(&mut self, vals: &[Val], tys: &[&str]) {
        self.terminator("scf.yield", vals, tys);
    }

    /// Opens an `scf.if` with one result of type `ty` (its then-region).
    pub fn if_begin(&mut self, res: Val, cond: Val, ty: &str) {
        self.nops += 1;
        let text = if self.generic() {
            format!("{} = \"scf.if\"({}) ({{", self.n(res), self.n(cond))
        } else {
            format!("{} = scf.if {} -> ({ty}) {{", self.n(res), self.n(cond))
        };
        self.line(&text);
        self.depth += 1;
    }

    /// Closes the then-region and opens the else-region.
    pub fn if_else(&mut self) {
        self.depth -= 1;
        self.line(if self.generic() { "}, {" } else { "} else {" });
        self.depth += 1;
    }

    pub fn if_end(&mut self, ty: &str) {
        self.depth -= 1;
        let text = if self.generic() { format!("}}) : (i1) -> {ty}") } else { "}".to_string() };
        self.line(&text);
    }

    /// Opens an `scf.for`.
    pub fn for_begin(&mut self, l: &Loop<'_>) {
        self.nops += 1;
        if self.generic() {
            let mut operands = vec![l.lb, l.ub, l.step];
            let mut lhs = String::new();
            let mut args = format!("{}: index", self.n(l.iv));
            if let Some((res, acc, init, ty)) = l.carried {
                operands.push(init);
                lhs = format!("{} = ", self.n(res));
                let _ = write!(args, ", {}: {ty}", self.n(acc));
            }
            self.line(&format!("{lhs}\"scf.for\"({}) ({{", self.names(&operands)));
            self.line(&format!("^bb0({args}):"));
        } else {
            let (iv, lb, ub, st) = (self.n(l.iv), self.n(l.lb), self.n(l.ub), self.n(l.step));
            let text = match l.carried {
                Some((res, acc, init, ty)) => format!(
                    "{} = scf.for {iv} = {lb} to {ub} step {st} iter_args({} = {}) -> ({ty}) {{",
                    self.n(res),
                    self.n(acc),
                    self.n(init)
                ),
                None => format!("scf.for {iv} = {lb} to {ub} step {st} {{"),
            };
            self.line(&text);
        }
        self.depth += 1;
    }

    /// Closes an `scf.for`; `ty` is the carried value's type, if any.
    pub fn for_end(&mut self, ty: Option<&str>) {
        self.depth -= 1;
        let text = match (self.generic(), ty) {
            (false, _) => "}".to_string(),
            (true, Some(ty)) => format!("}}) : (index, index, index, {ty}) -> {ty}"),
            (true, None) => "}) : (index, index, index) -> ()".to_string(),
        };
        self.line(&text);
    }

    /// Opens `func.func @name`; `args` are (name without `%`, type). Restarts
    /// value numbering and returns the argument values.
    pub fn func_begin(&mut self, name: &str, args: &[(&str, &str)], rtys: &[&str]) -> Vec<Val> {
        self.func_begin_as(Visibility::Public, name, args, rtys)
    }

    /// [`Emitter::func_begin`] with a visibility.
    pub fn func_begin_as(
        &mut self,
        visibility: Visibility,
        name: &str,
        args: &[(&str, &str)],
        rtys: &[&str],
    ) -> Vec<Val> {
        let private = visibility == Visibility::Private;
        self.nops += 1;
        self.args = args.iter().map(|(n, _)| format!("%{n}")).collect();
        self.next_id = args.len() as u32;
        let params = join(self.args.iter().zip(args).map(|(n, (_, t))| format!("{n}: {t}")));
        if self.generic() {
            let ftype = format!("({}) -> {}", join(args.iter().map(|(_, t)| t)), results(rtys));
            let vis = if private { ", sym_visibility = \"private\"" } else { "" };
            self.line(&format!("\"func.func\"() <{{function_type = {ftype}, sym_name = \"{name}\"{vis}}}> ({{"));
            self.line(&format!("^bb0({params}):"));
        } else {
            let r = if rtys.is_empty() { String::new() } else { format!(" -> {}", results(rtys)) };
            let vis = if private { "private " } else { "" };
            self.line(&format!("func.func {vis}@{name}({params}){r} {{"));
        }
        self.depth += 1;
        (0..args.len() as u32).map(Val).collect()
    }

    /// `func.call @callee(args)` with results `res`.
    pub fn call(&mut self, res: &[Val], callee: &str, args: &[Val], (atys, rtys): (&[&str], &[&str])) {
        if self.generic() {
            let first = res.first().copied();
            debug_assert!(res.len() <= 1, "one result at most");
            self.generic_op(first, "func.call", args, (atys, rtys), &[("callee", format!("@{callee}"))], "");
        } else {
            let lhs = if res.is_empty() { String::new() } else { format!("{} = ", self.names(res)) };
            let text =
                format!("{lhs}func.call @{callee}({}) : ({}) -> {}", self.names(args), join(atys), results(rtys));
            self.custom_op(&text);
        }
    }

    /// `func.return vals` and the end of the function.
    pub fn func_end(&mut self, vals: &[Val], tys: &[&str]) {
        self.terminator("func.return", vals, tys);
        self.depth -= 1;
        self.line(if self.generic() { "}) : () -> ()" } else { "}" });
    }

    pub fn module_begin(&mut self) {
        self.nops += 1;
        self.line(if self.generic() { "\"builtin.module\"() ({" } else { "module {" });
        self.depth += 1;
    }

    pub fn module_end(&mut self) {
        self.depth -= 1;
        self.line(if self.generic() { "}) : () -> ()" } else { "}" });
    }
}

/// A function's symbol visibility.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Visibility {
    Public,
    Private,
}

/// A discardable attribute dictionary `{k = v, ...}`, or `""` for none.
pub fn attr_dict(attrs: &[(&str, String)]) -> String {
    if attrs.is_empty() {
        return String::new();
    }
    format!("{{{}}}", join(attrs.iter().map(|(k, v)| format!("{k} = {v}"))))
}
