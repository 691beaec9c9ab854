//! Chapter 2: emitting Toy IR from the AST (upstream's `MLIRGen.cpp`),
//! through the typed builders codegen wrote from `ods/ToyOps.td`. Every
//! op carries the `file:line:col` of its Toy source.
//!
//! - A function becomes a `toy.func` whose arguments are unranked
//!   (`tensor<*xf64>`) or structs; its result type is its `return`'s
//!   operand's, and every function but `main` is private (so the inliner
//!   may drop it once inlined).
//! - `var a<2, 3> = ...` emits the initializer then a `toy.reshape` to the
//!   declared shape; a literal is a `toy.constant` of a dense tensor, a
//!   struct literal a `toy.struct_constant`, `x.field` a
//!   `toy.struct_access`.
//! - `transpose(x)` and `print(x)` are builtins; other calls are
//!   `toy.generic_call`s of a function defined earlier in the file.
//!
//! Errors are upstream's messages at the expression's location, and stop
//! the generation. Expressions are emitted with an explicit stack (a long
//! `a + b + ...` chain nests as deep as it is long), member-access chains
//! are resolved in a loop: no recursion over the AST.

use std::collections::HashMap;

use strata_ir::op_checks::quoted_type;
use strata_ir::OpBuilder as _;
use strata_ir::{
    Body, Builder, Context, Diagnostic, FloatKind, InsertPoint, Location, OpId, OperationState, Type, TypeKind, Value,
};

use crate::language::ast::{self, ExprId, ExprKind, Module, Record, VarType};
use crate::{
    AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, StructAccessOp, StructConstantOp,
    StructType, TransposeOp,
};

/// The module built from a Toy AST: its body and `builtin.module` op.
pub struct Generated {
    pub body: Body,
    pub module: OpId,
}

/// Emits the IR of `module`, verified; `Err` with the diagnostics of the
/// first error (and upstream's `module verification error` when the
/// module does not verify).
pub fn mlir_gen(ctx: &Context, module: &Module) -> Result<Generated, Vec<Diagnostic>> {
    let mut body = Body::new();
    let unknown = ctx.unknown_loc();
    let mut state = OperationState::new(ctx.op_name("builtin.module"), unknown);
    let region = body.create_region();
    state.regions.push(region);
    let module_op = body.create_op(state, ctx.empty_dictionary());
    let block = body.create_block();
    body.append_block(region, block);
    let mut gen =
        Gen { ctx, module, body, block, functions: HashMap::new(), structs: HashMap::new(), scope: Vec::new() };
    for record in &module.records {
        match record {
            Record::Function(f) => gen.function(f).map_err(|d| vec![d])?,
            Record::Struct(s) => gen.declare_struct(s).map_err(|d| vec![d])?,
        }
    }
    let body = gen.body;
    if let Err(mut diagnostics) =
        strata_ir::verifier::verify_all(ctx, &body, module_op, &strata_ir::verifier::VerifyConfig::default())
    {
        diagnostics.push(Diagnostic::error(unknown, "module verification error"));
        return Err(diagnostics);
    }
    Ok(Generated { body, module: module_op })
}

/// A variable in scope: its value and declared type.
struct Variable<'m> {
    name: &'m str,
    value: Value,
    ty: &'m VarType,
}

struct Gen<'c, 'm> {
    ctx: &'c Context,
    module: &'m Module,
    body: Body,
    /// The module's block, where functions go.
    block: strata_ir::BlockId,
    /// Function name -> its `toy.func`, for calls.
    functions: HashMap<String, OpId>,
    /// Struct name -> its type and definition.
    structs: HashMap<String, (Type, &'m ast::Struct)>,
    /// The current function's variables (a function is one scope).
    scope: Vec<Variable<'m>>,
}

/// A step of the expression stack: evaluate an expression's operands
/// (`Enter`), then build it from their values (`Exit`).
enum Step {
    Enter(ExprId),
    Exit(ExprId),
}

impl<'c, 'm> Gen<'c, 'm> {
    fn loc(&self, loc: ast::Location) -> Location {
        self.ctx.file_loc(&self.module.file, loc.line, loc.col)
    }

    fn error(&self, loc: ast::Location, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.loc(loc), msg)
    }

    fn f64(&self) -> Type {
        self.ctx.float_type(FloatKind::F64)
    }

    /// `tensor<*xf64>` for an empty shape, else `tensor<shape x f64>`.
    fn tensor_type(&self, shape: &[i64]) -> Type {
        if shape.is_empty() {
            self.ctx.intern_type(TypeKind::UnrankedTensor { element: self.f64() })
        } else {
            self.ctx.ranked_tensor_type(shape.to_vec(), self.f64())
        }
    }

    /// A variable's type: a declared struct's, else a tensor of its shape.
    fn var_type(&self, ty: &VarType, loc: ast::Location) -> Result<Type, Diagnostic> {
        if ty.name.is_empty() {
            return Ok(self.tensor_type(&ty.shape));
        }
        match self.structs.get(&ty.name) {
            Some((t, _)) => Ok(*t),
            None => Err(self.error(loc, format!("error: unknown struct type '{}'", ty.name))),
        }
    }

    fn declare_struct(&mut self, s: &'m ast::Struct) -> Result<(), Diagnostic> {
        if self.structs.contains_key(&s.name) {
            return Err(self.error(s.loc, format!("error: struct type with name `{}' already exists", s.name)));
        }
        let mut elements = Vec::new();
        for &field in &s.fields {
            let expr = self.module.expr(field);
            let ExprKind::VarDecl { ty, init, .. } = &expr.kind else { continue };
            if init.is_some() || !ty.shape.is_empty() {
                let msg = "error: variables within a struct definition must not have initializers";
                return Err(self.error(expr.loc, msg));
            }
            elements.push(self.var_type(ty, expr.loc)?);
        }
        let ty = StructType::get(self.ctx, elements);
        self.structs.insert(s.name.clone(), (ty, s));
        Ok(())
    }

    fn lookup(&self, name: &str) -> Option<&Variable<'m>> {
        self.scope.iter().rev().find(|v| v.name == name)
    }

    fn declare(&mut self, name: &'m str, value: Value, ty: &'m VarType) -> bool {
        if self.lookup(name).is_some() {
            return false;
        }
        self.scope.push(Variable { name, value, ty });
        true
    }

    fn function(&mut self, f: &'m ast::Function) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let loc = self.loc(f.proto.loc);
        let mut arg_types = Vec::new();
        for p in &f.proto.params {
            arg_types.push(self.var_type(&p.ty, p.loc)?);
        }
        let region = self.body.create_region();
        let entry = self.body.create_block();
        self.body.append_block(region, entry);
        // As upstream's `addEntryBlock`: the arguments take the function's
        // location.
        let args: Vec<_> = arg_types.iter().map(|&ty| self.body.add_block_arg(entry, ty, Some(loc))).collect();
        let fn_type = ctx.function_type(arg_types.clone(), Vec::new());
        let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(self.block));
        let name = ctx.string_attr(&f.proto.name);
        let func = FuncOp::build(&mut b, loc, name, ctx.type_attr(fn_type), None, None, None, vec![region]);
        self.scope.clear();
        for (p, &arg) in f.proto.params.iter().zip(&args) {
            if !self.declare(&p.name, arg, &p.ty) {
                // Upstream drops the module without a message here.
                self.body.erase_op(OpId::from(func));
                return Err(self.error(p.loc, format!("error: parameter '{}' is already declared", p.name)));
            }
        }
        if let Err(d) = self.block_body(&f.body, entry) {
            self.body.erase_op(OpId::from(func));
            return Err(d);
        }
        // An implicit `return` ends a function without one; a returned
        // value gives the function its result type.
        let last = self.body.block_ops(entry).last();
        match last.and_then(|op| ReturnOp::cast(ctx, &self.body, op)) {
            None => {
                let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(entry));
                ReturnOp::build(&mut b, loc, &[]);
            }
            Some(ret) if self.body.num_operands(OpId::from(ret)) > 0 => {
                let result = self.body.value_type(self.body.operand(OpId::from(ret), 0));
                let fn_type = ctx.function_type(arg_types, vec![result]);
                strata_ir::op_checks::set_inherent_attr(
                    ctx,
                    &mut self.body,
                    OpId::from(func),
                    "function_type",
                    ctx.type_attr(fn_type),
                );
            }
            Some(_) => {}
        }
        if f.proto.name != "main" {
            let private = ctx.string_attr("private");
            strata_ir::op_checks::set_inherent_attr(ctx, &mut self.body, OpId::from(func), "sym_visibility", private);
        }
        self.functions.insert(f.proto.name.clone(), OpId::from(func));
        Ok(())
    }

    /// The statements of a function body, emitted at the end of `block`.
    fn block_body(&mut self, exprs: &'m [ExprId], block: strata_ir::BlockId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        for &id in exprs {
            let expr = self.module.expr(id);
            match &expr.kind {
                ExprKind::VarDecl { name, ty, init } => {
                    let Some(init) = *init else {
                        return Err(self.error(expr.loc, "missing initializer in variable declaration"));
                    };
                    let mut value = self.expr(init, block)?;
                    let loc = self.loc(expr.loc);
                    if !ty.name.is_empty() {
                        let declared = self.var_type(ty, expr.loc)?;
                        let got = self.body.value_type(value);
                        if declared != got {
                            let msg = format!(
                                "struct type of initializer is different than the variable declaration. Got {}, but expected {}",
                                quoted_type(ctx, got),
                                quoted_type(ctx, declared)
                            );
                            return Err(self.error(expr.loc, msg));
                        }
                    } else if !ty.shape.is_empty() {
                        let shaped = self.tensor_type(&ty.shape);
                        let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(block));
                        value = ReshapeOp::build(&mut b, loc, value, shaped).output(b.body());
                    }
                    if !self.declare(name, value, ty) {
                        // Upstream fails without a message here.
                        return Err(self.error(expr.loc, format!("error: variable '{name}' is already declared")));
                    }
                }
                ExprKind::Return { value } => {
                    let operand = match value {
                        Some(v) => vec![self.expr(*v, block)?],
                        None => Vec::new(),
                    };
                    let loc = self.loc(expr.loc);
                    let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(block));
                    ReturnOp::build(&mut b, loc, &operand);
                    return Ok(());
                }
                ExprKind::Print { arg } => {
                    // Upstream reports the argument's error, then ends the
                    // block and emits the module as if nothing failed; here
                    // the error fails the emission like any other.
                    let value = self.expr(*arg, block)?;
                    let loc = self.loc(expr.loc);
                    let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(block));
                    PrintOp::build(&mut b, loc, value);
                }
                _ => {
                    self.expr(id, block)?;
                }
            }
        }
        Ok(())
    }

    /// Emits expression `root` at the end of `block` and returns its value.
    fn expr(&mut self, root: ExprId, block: strata_ir::BlockId) -> Result<Value, Diagnostic> {
        let mut steps = vec![Step::Enter(root)];
        let mut values: Vec<Value> = Vec::new();
        while let Some(step) = steps.pop() {
            match step {
                Step::Enter(id) => {
                    steps.push(Step::Exit(id));
                    // Operands are pushed last-first so they are emitted in order.
                    match &self.module.expr(id).kind {
                        ExprKind::BinOp { op: b'.', lhs, .. } => steps.push(Step::Enter(*lhs)),
                        ExprKind::BinOp { lhs, rhs, .. } => {
                            steps.push(Step::Enter(*rhs));
                            steps.push(Step::Enter(*lhs));
                        }
                        ExprKind::Call { args, .. } => steps.extend(args.iter().rev().map(|&a| Step::Enter(a))),
                        _ => {}
                    }
                }
                Step::Exit(id) => {
                    let value = self.build_expr(id, block, &mut values)?;
                    values.push(value);
                }
            }
        }
        Ok(values.pop().expect("the root's value"))
    }

    /// Builds expression `id` whose operands' values end `values` (popped).
    fn build_expr(
        &mut self,
        id: ExprId,
        block: strata_ir::BlockId,
        values: &mut Vec<Value>,
    ) -> Result<Value, Diagnostic> {
        let ctx = self.ctx;
        let expr = self.module.expr(id);
        let loc = self.loc(expr.loc);
        let unranked = self.tensor_type(&[]);
        let value = match &expr.kind {
            ExprKind::Number(n) => {
                let attr = self.dense(&[], &[*n]);
                let ty = self.tensor_type_ranked(&[]);
                let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(block));
                ConstantOp::build(&mut b, loc, ty, attr).output(b.body())
            }
            ExprKind::Literal { dims, .. } => {
                let data = self.literal_data(id);
                let attr = self.dense(dims, &data);
                let ty = self.tensor_type(dims);
                let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(block));
                ConstantOp::build(&mut b, loc, ty, attr).output(b.body())
            }
            ExprKind::StructLiteral { .. } => {
                let (attr, ty) = self.struct_constant(id);
                let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(block));
                StructConstantOp::build(&mut b, loc, ty, attr).output(b.body())
            }
            ExprKind::Variable(name) => match self.lookup(name) {
                Some(v) => v.value,
                None => return Err(self.error(expr.loc, format!("error: unknown variable '{name}'"))),
            },
            ExprKind::BinOp { op: b'.', .. } => {
                let input = values.pop().expect("the struct's value");
                let Some(index) = self.member_index(id) else {
                    return Err(self.error(expr.loc, "invalid access into struct expression"));
                };
                let st = StructType::from_type(ctx, self.body.value_type(input));
                let Some(&ty) = st.and_then(|s| s.element_types().get(index)) else {
                    return Err(self.error(expr.loc, "invalid access into struct expression"));
                };
                let index = ctx.integer_attr(ctx.integer_type(64), index as i64);
                let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(block));
                StructAccessOp::build(&mut b, loc, input, ty, index).output(b.body())
            }
            ExprKind::BinOp { op, .. } => {
                let rhs = values.pop().expect("rhs");
                let lhs = values.pop().expect("lhs");
                let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(block));
                match op {
                    b'+' => AddOp::build(&mut b, loc, lhs, rhs, unranked).output(b.body()),
                    b'*' => MulOp::build(&mut b, loc, lhs, rhs, unranked).output(b.body()),
                    other => return Err(self.error(expr.loc, format!("invalid binary operator '{}'", *other as char))),
                }
            }
            ExprKind::Call { callee, args } => {
                let operands = values.split_off(values.len() - args.len());
                if callee == "transpose" {
                    if operands.len() != 1 {
                        let msg = "MLIR codegen encountered an error: toy.transpose does not accept multiple arguments";
                        return Err(self.error(expr.loc, msg));
                    }
                    let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(block));
                    return Ok(TransposeOp::build(&mut b, loc, operands[0], unranked).output(b.body()));
                }
                let Some(&func) = self.functions.get(callee) else {
                    return Err(self.error(expr.loc, format!("no defined function found for '{callee}'")));
                };
                // The callee's result type (a struct stays a struct), or
                // an unranked tensor for a function without result.
                let result = match strata_ir::op_checks::function_type(ctx, &self.body, func).map(|t| ctx.type_kind(t))
                {
                    Some(TypeKind::Function { results, .. }) => results.first().copied().unwrap_or(unranked),
                    _ => unranked,
                };
                let callee = ctx.symbol_ref_attr(callee);
                let mut b = Builder::at(ctx, &mut self.body, InsertPoint::BlockEnd(block));
                GenericCallOp::build(&mut b, loc, &operands, result, callee).output(b.body())
            }
            ExprKind::VarDecl { .. } | ExprKind::Return { .. } | ExprKind::Print { .. } => {
                return Err(self.error(expr.loc, "MLIR codegen encountered an unhandled expr kind"));
            }
        };
        Ok(value)
    }

    fn tensor_type_ranked(&self, shape: &[i64]) -> Type {
        self.ctx.ranked_tensor_type(shape.to_vec(), self.f64())
    }

    /// A dense `f64` elements attribute of shape `dims`.
    fn dense(&self, dims: &[i64], data: &[f64]) -> strata_ir::Attribute {
        let ty = self.tensor_type_ranked(dims);
        let values = data.iter().map(|v| strata_ir::DenseValue::Float(v.to_bits() as u128)).collect();
        self.ctx.dense_elements_attr(ty, values)
    }

    /// The numbers of a tensor literal, flattened in row-major order.
    fn literal_data(&self, id: ExprId) -> Vec<f64> {
        let mut data = Vec::new();
        let mut stack = vec![id];
        while let Some(id) = stack.pop() {
            match &self.module.expr(id).kind {
                ExprKind::Literal { values, .. } => stack.extend(values.iter().rev()),
                ExprKind::Number(n) => data.push(*n),
                _ => {}
            }
        }
        data
    }

    /// The array attribute and struct type of a struct literal: numbers
    /// and tensor literals are dense constants of unranked elements,
    /// nested struct literals nest. Built bottom-up with a stack.
    fn struct_constant(&self, root: ExprId) -> (strata_ir::Attribute, Type) {
        let ctx = self.ctx;
        let mut steps = vec![Step::Enter(root)];
        let mut built: Vec<(strata_ir::Attribute, Type)> = Vec::new();
        while let Some(step) = steps.pop() {
            match step {
                Step::Enter(id) => {
                    steps.push(Step::Exit(id));
                    if let ExprKind::StructLiteral { values } = &self.module.expr(id).kind {
                        steps.extend(values.iter().rev().map(|&v| Step::Enter(v)));
                    }
                }
                Step::Exit(id) => {
                    let entry = match &self.module.expr(id).kind {
                        ExprKind::StructLiteral { values } => {
                            let items = built.split_off(built.len() - values.len());
                            let (attrs, types) = items.into_iter().unzip();
                            (ctx.array_attr(attrs), StructType::get(ctx, types))
                        }
                        ExprKind::Literal { dims, .. } => {
                            (self.dense(dims, &self.literal_data(id)), self.tensor_type(&[]))
                        }
                        ExprKind::Number(n) => (self.dense(&[], &[*n]), self.tensor_type(&[])),
                        _ => (ctx.array_attr(Vec::new()), self.tensor_type(&[])),
                    };
                    built.push(entry);
                }
            }
        }
        built.pop().expect("the root's constant")
    }

    /// The index of the member `x.a.b` names (upstream's `getMemberIndex`):
    /// the chain is followed from the variable, through each struct's
    /// field declarations.
    fn member_index(&self, access: ExprId) -> Option<usize> {
        // The names accessed, innermost last, and the variable at the root.
        let mut names = Vec::new();
        let mut at = access;
        loop {
            match &self.module.expr(at).kind {
                ExprKind::BinOp { op: b'.', lhs, rhs } => {
                    let ExprKind::Variable(name) = &self.module.expr(*rhs).kind else { return None };
                    names.push(name.as_str());
                    at = *lhs;
                }
                ExprKind::Variable(var) => {
                    let mut st = self.structs.get(&self.lookup(var)?.ty.name)?.1;
                    let mut index = None;
                    for name in names.iter().rev() {
                        if index.is_some() {
                            // The previous member must itself be a struct.
                            let field = self.module.expr(st.fields[index?]);
                            let ExprKind::VarDecl { ty, .. } = &field.kind else { return None };
                            st = self.structs.get(&ty.name)?.1;
                        }
                        index = st.fields.iter().position(
                            |&f| matches!(&self.module.expr(f).kind, ExprKind::VarDecl { name: n, .. } if n == name),
                        );
                        index?;
                    }
                    return index;
                }
                _ => return None,
            }
        }
    }
}
