//! The llvm dialect's types (upstream's `LLVMTypes.td` and
//! `LLVMTypeSyntax.cpp`), defined in plain Rust: `!llvm.ptr<1>`,
//! `!llvm.struct<"name", packed (i32, ptr)>`, `!llvm.array<4 x f32>`,
//! `!llvm.func<i32 (ptr, ...)>`, `!llvm.target<"spirv.Image", i32, 0>` (a
//! target extension type), and the parameterless `void`, `token`,
//! `label`, `metadata`, `x86_amx` and `ppc_fp128`.
//!
//! Inside each other these types are written without the `!llvm.` prefix
//! (`!llvm.struct<(ptr, array<2 x i64>)>`), as upstream's printer writes
//! them; builtin types (`i64`, `vector<4xf32>`) keep their usual form.
//!
//! Invariants: every value is interned by the context, so equal text is
//! the same handle; an identified struct is keyed by its name *and* its
//! body. Upstream's mutable identified structs are not modelled, but the
//! parser holds a context to one body per name as upstream does (a second
//! body is an error); nested parsing counts nesting (deep input is an
//! error).

use std::any::Any;

use strata_ir::{Context, DialectDef, Storage, SubElement, Type, TypeKind};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{IntegerCType, PResult};
use strata_syntax::printer::type_to_string;
use strata_syntax::{DefAssembly, DefParser, DefPrinter};

/// `!llvm.ptr`, `!llvm.ptr<3>`: an opaque pointer in an address space.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PointerType {
    pub address_space: u32,
}

/// `!llvm.array<4 x T>`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ArrayType {
    pub element: Type,
    pub len: u64,
    /// Whether the element is LLVM-compatible all the way down (kept so
    /// [`is_compatible`] answers in constant time).
    pub compatible: bool,
}

/// What `!llvm.foo` reports when `foo` is no llvm type (upstream's
/// `dispatchParse`): a builtin type there is "unexpected", anything else
/// an unknown LLVM type.
pub fn unknown_mnemonic() -> strata_syntax::UnknownTypeMnemonic {
    strata_syntax::UnknownTypeMnemonic(|mnemonic, builtin_keyword| {
        if builtin_keyword {
            "unexpected type, expected keyword".to_string()
        } else {
            format!("unknown LLVM type: {mnemonic}")
        }
    })
}

impl ArrayType {
    /// `!llvm.array<len x element>`.
    pub fn get(ctx: &Context, element: Type, len: u64) -> Type {
        ctx.dialect_type(ArrayType { element, len, compatible: is_compatible(ctx, element) })
    }
}

/// `!llvm.func<R (A, B, ...)>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FunctionType {
    pub result: Type,
    pub params: Vec<Type>,
    pub var_arg: bool,
    /// Whether the result and every parameter are LLVM-compatible.
    pub compatible: bool,
}

impl FunctionType {
    /// `!llvm.func<result (params)>`, with `...` when `var_arg`.
    pub fn get(ctx: &Context, result: Type, params: Vec<Type>, var_arg: bool) -> Type {
        let compatible = is_compatible(ctx, result) && params.iter().all(|&t| is_compatible(ctx, t));
        ctx.dialect_type(FunctionType { result, params, var_arg, compatible })
    }
}

/// The body of a struct: `None` for an opaque identified struct.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct StructBody {
    pub packed: bool,
    pub fields: Vec<Type>,
    /// Whether every field is LLVM-compatible.
    pub compatible: bool,
}

impl StructBody {
    pub fn new(ctx: &Context, packed: bool, fields: Vec<Type>) -> StructBody {
        let compatible = fields.iter().all(|&t| is_compatible(ctx, t));
        StructBody { packed, fields, compatible }
    }
}

/// `!llvm.struct<(T...)>` (literal) or `!llvm.struct<"name", ...>`
/// (identified; `body == None` is `opaque`, or with `recursive` the
/// reference `struct<"name">` to an enclosing struct of that name).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct StructType {
    pub name: Option<String>,
    pub body: Option<StructBody>,
    /// `struct<"name">` inside the struct `name` (no body of its own).
    pub recursive: bool,
}

impl StructType {
    /// The literal `!llvm.struct<(fields...)>` (packed: `<packed (...)>`).
    pub fn literal(ctx: &Context, fields: Vec<Type>, packed: bool) -> Type {
        ctx.dialect_type(StructType { name: None, body: Some(StructBody::new(ctx, packed, fields)), recursive: false })
    }
}

/// `!llvm.target<"name", types..., ints...>` (upstream's
/// `LLVMTargetExtType`): a target-specific type LLVM carries opaquely.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TargetExtType {
    pub name: String,
    pub type_params: Vec<Type>,
    pub int_params: Vec<u32>,
}

impl TargetExtType {
    /// Whether the type has a zero value and may be a global or live in
    /// memory: upstream gives these properties to the `spirv.` types only
    /// (`LLVMTargetExtType::hasProperty`, `supportsMemOps`).
    pub fn is_spirv(&self) -> bool {
        self.name.starts_with("spirv.")
    }
}

thread_local! {
    /// The identified structs being parsed on this thread, innermost last:
    /// `struct<"name">` may only refer to one of them.
    static PARSING: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The parameterless types, one storage each.
macro_rules! unit_types {
    ($($ty:ident $mnemonic:literal),* $(,)?) => {
        $(
            #[doc = concat!("`!llvm.", $mnemonic, "`.")]
            #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
            pub struct $ty;
        )*
        fn unit_defs() -> Vec<DialectDef> {
            vec![$(unit_def::<$ty>($mnemonic)),*]
        }
    };
}

unit_types! {
    VoidType "void",
    TokenType "token",
    LabelType "label",
    MetadataType "metadata",
    X86AmxType "x86_amx",
    PpcFp128Type "ppc_fp128",
}

fn unit_def<S: Storage + Default>(mnemonic: &'static str) -> DialectDef {
    let mut def = DialectDef::new::<S>("llvm", mnemonic);
    def.summary = mnemonic;
    def.interfaces.insert(DefAssembly { parse: |_| Ok(Box::new(S::default())), print: |_, _| {} });
    def
}

/// The definitions of every llvm type.
pub fn type_defs() -> Vec<DialectDef> {
    let mut defs = unit_defs();
    // `vector<4x!llvm.ppc_fp128>` is a valid vector in mlir-opt-22.
    for def in defs.iter_mut().filter(|d| d.mnemonic == "ppc_fp128") {
        def.interfaces.insert(strata_ir::VectorElementTypeInterface);
    }

    let mut ptr = DialectDef::new::<PointerType>("llvm", "ptr");
    ptr.summary = "LLVMPointerType";
    ptr.interfaces.insert(DefAssembly { parse: parse_ptr, print: print_ptr });
    ptr.interfaces.insert(strata_ir::VectorElementTypeInterface);
    defs.push(ptr);

    let mut array = DialectDef::new::<ArrayType>("llvm", "array");
    array.summary = "LLVMArrayType";
    array.sub_elements = Some(|v, sink| {
        if let Some(a) = v.downcast_ref::<ArrayType>() {
            sink(SubElement::Type(a.element));
        }
    });
    array.interfaces.insert(DefAssembly { parse: parse_array, print: print_array });
    defs.push(array);

    let mut func = DialectDef::new::<FunctionType>("llvm", "func");
    func.summary = "LLVMFunctionType";
    func.sub_elements = Some(|v, sink| {
        if let Some(f) = v.downcast_ref::<FunctionType>() {
            sink(SubElement::Type(f.result));
            f.params.iter().for_each(|&t| sink(SubElement::Type(t)));
        }
    });
    func.interfaces.insert(DefAssembly { parse: parse_func, print: print_func });
    defs.push(func);

    let mut st = DialectDef::new::<StructType>("llvm", "struct");
    st.summary = "LLVMStructType";
    st.sub_elements = Some(|v, sink| {
        if let Some(StructType { body: Some(b), .. }) = v.downcast_ref::<StructType>() {
            b.fields.iter().for_each(|&t| sink(SubElement::Type(t)));
        }
    });
    st.interfaces.insert(DefAssembly { parse: parse_struct, print: print_struct });
    defs.push(st);

    let mut target = DialectDef::new::<TargetExtType>("llvm", "target");
    target.summary = "LLVMTargetExtType";
    target.sub_elements = Some(|v, sink| {
        if let Some(t) = v.downcast_ref::<TargetExtType>() {
            t.type_params.iter().for_each(|&ty| sink(SubElement::Type(ty)));
        }
    });
    target.interfaces.insert(DefAssembly { parse: parse_target, print: print_target });
    defs.push(target);
    defs
}

// ---- target ----

/// `<"name" (, type)* (, int)*>`: every type parameter before the integers
/// (upstream's `parseExtTypeParams`).
fn parse_target(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    dp.expect(TokenKind::Less, "<")?;
    if !dp.p.is(TokenKind::String) {
        let mut error = dp.error_here("expected string");
        error.followed_by.push(dp.error_here(
            "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`",
        ));
        return Err(error);
    }
    let name = dp.p.parse_string_literal()?;
    let (mut type_params, mut int_params) = (Vec::new(), Vec::new());
    while dp.p.consume_if(TokenKind::Comma) {
        if int_params.is_empty() {
            if let Some(t) = dp.p.parse_optional_type()? {
                type_params.push(t);
                continue;
            }
        }
        let value = if dp.p.is(TokenKind::Integer) { dp.p.tok_str().parse::<u32>().ok() } else { None };
        let Some(value) = value else {
            return Err(dp.error_here("failed to parse parameter list for target extension type"));
        };
        dp.p.bump();
        int_params.push(value);
    }
    dp.expect(TokenKind::Greater, ">")?;
    Ok(Box::new(TargetExtType { name, type_params, int_params }))
}

/// Its parameters print in full (`!llvm.ptr`), as upstream's declarative
/// format prints them.
fn print_target(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(t) = v.downcast_ref::<TargetExtType>() else { return };
    pr.out.push('<');
    strata_syntax::printer::attrs::write_string_literal(pr.out, t.name.as_bytes());
    for &ty in &t.type_params {
        pr.out.push_str(", ");
        pr.print_type(ty);
    }
    for i in &t.int_params {
        pr.out.push_str(&format!(", {i}"));
    }
    pr.out.push('>');
}

// ---- nested types ----

/// A type inside an llvm type: an llvm type without its prefix, or any
/// type (upstream's `dispatchParse`: an unknown keyword is `unknown LLVM
/// type: kw`).
fn parse_nested(dp: &mut DefParser<'_, '_>) -> PResult<Type> {
    if let Some(t) = dp.parse_optional_stripped_type("llvm")? {
        return Ok(t);
    }
    if let Some(t) = dp.p.parse_optional_type()? {
        return Ok(t);
    }
    if dp.p.is(TokenKind::BareIdent) {
        return Err(dp.error_here(format!("unknown LLVM type: {}", dp.p.tok_str())));
    }
    dp.p.parse_type()
}

/// Upstream's `dispatchPrint`: an llvm type without its prefix when it is
/// fully compatible and not a float (`ppc_fp128` keeps `!llvm.`), any
/// other type in full.
fn print_nested(pr: &mut DefPrinter<'_>, ty: Type) {
    let ctx = pr.ctx;
    if is_llvm_dialect_type(ctx, ty) && is_compatible(ctx, ty) && ctx.type_storage::<PpcFp128Type>(ty).is_none() {
        pr.print_type_stripped_in("llvm", ty);
    } else {
        pr.print_type(ty);
    }
}

// ---- ptr ----

fn parse_ptr(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    let mut address_space = 0;
    if dp.p.consume_if(TokenKind::Less) {
        // ODS's `unsigned` parameter: read as a `uint32_t` (`-1` wraps).
        address_space =
            dp.p.parse_integer_as(IntegerCType::Unsigned(32))
                .map_err(|reason| dp.parameter_error(reason, "LLVMPointerType", "addressSpace", "unsigned"))?
                as u32;
        dp.expect(TokenKind::Greater, ">")?;
    }
    Ok(Box::new(PointerType { address_space }))
}

fn print_ptr(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    if let Some(p) = v.downcast_ref::<PointerType>() {
        if p.address_space != 0 {
            pr.write(&format!("<{}>", p.address_space));
        }
    }
}

// ---- array ----

fn parse_array(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    let less = dp.p.tok.start;
    dp.expect(TokenKind::Less, "<")?;
    // ODS's `uint64_t` parameter: `-1` wraps to the largest size.
    let len =
        dp.p.parse_integer_as(IntegerCType::Unsigned(64))
            .map_err(|reason| dp.parameter_error(reason, "LLVMArrayType", "numElements", "uint64_t"))?;
    if !dp.p.consume_keyword("x") {
        return Err(dp.error_here("expected 'x'"));
    }
    let element = parse_nested(dp)?;
    dp.expect(TokenKind::Greater, ">")?;
    if !is_valid_element(dp.ctx(), element) {
        return Err(dp.error_at(less, format!("invalid array element type: '{}'", type_to_string(dp.ctx(), element))));
    }
    Ok(Box::new(ArrayType { element, len, compatible: is_compatible(dp.ctx(), element) }))
}

fn print_array(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    if let Some(a) = v.downcast_ref::<ArrayType>() {
        pr.write(&format!("<{} x ", a.len));
        print_nested(pr, a.element);
        pr.write(">");
    }
}

// ---- func ----

fn parse_func(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    let less = dp.p.tok.start;
    dp.expect(TokenKind::Less, "<")?;
    let result = parse_nested(dp)?;
    dp.expect(TokenKind::LParen, "(")?;
    let mut params = Vec::new();
    let mut var_arg = false;
    if !dp.p.consume_if(TokenKind::RParen) {
        loop {
            if dp.p.consume_if(TokenKind::Ellipsis) {
                var_arg = true;
                dp.expect(TokenKind::RParen, ")")?;
                break;
            }
            params.push(parse_nested(dp)?);
            if dp.p.consume_if(TokenKind::RParen) {
                break;
            }
            dp.expect(TokenKind::Comma, ",")?;
        }
    }
    dp.expect(TokenKind::Greater, ">")?;
    let ctx = dp.ctx();
    if is_llvm_function(ctx, result) || is_metadata(ctx, result) || is_label(ctx, result) {
        return Err(dp.error_at(less, format!("invalid function result type: '{}'", type_to_string(ctx, result))));
    }
    if let Some(&bad) = params.iter().find(|&&t| is_void(ctx, t) || is_llvm_function(ctx, t)) {
        return Err(dp.error_at(less, format!("invalid function argument type: '{}'", type_to_string(ctx, bad))));
    }
    let compatible = is_compatible(ctx, result) && params.iter().all(|&t| is_compatible(ctx, t));
    Ok(Box::new(FunctionType { result, params, var_arg, compatible }))
}

fn print_func(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    if let Some(f) = v.downcast_ref::<FunctionType>() {
        pr.write("<");
        print_nested(pr, f.result);
        pr.write(" (");
        for (i, &t) in f.params.iter().enumerate() {
            if i > 0 {
                pr.write(", ");
            }
            print_nested(pr, t);
        }
        if f.var_arg {
            pr.write(if f.params.is_empty() { "..." } else { ", ..." });
        }
        pr.write(")>");
    }
}

// ---- struct ----

fn parse_struct(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    let less = dp.p.tok.start;
    dp.expect(TokenKind::Less, "<")?;
    let Some(name) = dp.p.is(TokenKind::String).then(|| dp.p.parse_string_literal()).transpose()? else {
        if dp.p.is_keyword("opaque") {
            return Err(dp.error_here("only identified structs can be opaque"));
        }
        let (body, _) = parse_struct_body(dp, less)?;
        return Ok(Box::new(StructType { name: None, body: Some(body), recursive: false }));
    };
    if dp.p.is(TokenKind::Greater) {
        if !PARSING.with(|p| p.borrow().contains(&name)) {
            return Err(dp.error_here("struct without a body only allowed in a recursive struct"));
        }
        dp.p.bump();
        return Ok(Box::new(StructType { name: Some(name), body: None, recursive: true }));
    }
    dp.expect(TokenKind::Comma, ",")?;
    let structs = dp.ctx().dialect_state::<IdentifiedStructs>();
    let kw = dp.p.tok.start;
    if dp.p.consume_keyword("opaque") {
        dp.expect(TokenKind::Greater, ">")?;
        let mut bodies = structs.bodies();
        if let Some(Some(_)) = bodies.get(&name) {
            return Err(dp.error_at(kw, "redeclaring defined struct as opaque"));
        }
        bodies.entry(name.clone()).or_insert(None);
        return Ok(Box::new(StructType { name: Some(name), body: None, recursive: false }));
    }
    if PARSING.with(|p| p.borrow().contains(&name)) {
        return Err(dp.error_here("identifier already used for an enclosing struct"));
    }
    PARSING.with(|p| p.borrow_mut().push(name.clone()));
    let body = parse_struct_body(dp, less);
    PARSING.with(|p| p.borrow_mut().pop());
    let (body, fields_at) = body?;
    let mut bodies = structs.bodies();
    match bodies.get(&name) {
        None => {
            bodies.insert(name.clone(), Some(body.clone()));
        }
        Some(Some(known)) if *known == body => {}
        Some(_) => {
            // Upstream reports an empty body at its start, another at its
            // first element.
            let at = if body.fields.is_empty() { kw } else { fields_at };
            return Err(dp.error_at(at, "identified type already used with a different body"));
        }
    }
    Ok(Box::new(StructType { name: Some(name), body: Some(body), recursive: false }))
}

/// The body each identified struct name of a context was first given
/// (`None`: opaque). Upstream's identified structs are unique per name in
/// a context, so a name takes one body, and a defined struct cannot become
/// opaque.
#[derive(Default)]
struct IdentifiedStructs(std::sync::Mutex<std::collections::HashMap<String, Option<StructBody>>>);

impl IdentifiedStructs {
    fn bodies(&self) -> std::sync::MutexGuard<'_, std::collections::HashMap<String, Option<StructBody>>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// `packed`? `(` elements `)` `>`, and where the elements start; an
/// invalid element is reported at the struct's `<` (`less`), as
/// upstream's `getChecked` does.
fn parse_struct_body(dp: &mut DefParser<'_, '_>, less: usize) -> PResult<(StructBody, usize)> {
    let packed = dp.p.consume_keyword("packed");
    dp.expect(TokenKind::LParen, "(")?;
    let fields_at = dp.p.tok.start;
    let mut fields = Vec::new();
    if !dp.p.consume_if(TokenKind::RParen) {
        loop {
            let t = parse_nested(dp)?;
            if !is_valid_element(dp.ctx(), t) {
                let text = type_to_string(dp.ctx(), t);
                return Err(dp.error_at(less, format!("invalid LLVM structure element type: '{text}'")));
            }
            fields.push(t);
            if dp.p.consume_if(TokenKind::RParen) {
                break;
            }
            dp.expect(TokenKind::Comma, ",")?;
        }
    }
    dp.expect(TokenKind::Greater, ">")?;
    Ok((StructBody::new(dp.ctx(), packed, fields), fields_at))
}

fn print_struct(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(s) = v.downcast_ref::<StructType>() else { return };
    pr.write("<");
    if let Some(name) = &s.name {
        let mut quoted = String::new();
        strata_syntax::printer::attrs::write_string_literal(&mut quoted, name.as_bytes());
        pr.write(&quoted);
        if s.recursive {
            pr.write(">");
            return;
        }
        match &s.body {
            None => {
                pr.write(", opaque>");
                return;
            }
            Some(_) => pr.write(", "),
        }
    }
    if let Some(body) = &s.body {
        if body.packed {
            pr.write("packed ");
        }
        pr.write("(");
        for (i, &t) in body.fields.iter().enumerate() {
            if i > 0 {
                pr.write(", ");
            }
            print_nested(pr, t);
        }
        pr.write(")");
    }
    pr.write(">");
}

// ---- predicates (upstream's LLVMTypes.cpp) ----

/// Types that cannot be elements of arrays and structs (upstream's
/// `isValidElementType`): void, label, metadata, functions and tokens.
fn is_valid_element(ctx: &Context, t: Type) -> bool {
    !(is_void(ctx, t) || is_label(ctx, t) || is_metadata(ctx, t) || is_llvm_function(ctx, t) || is_token(ctx, t))
}

pub fn is_pointer(ctx: &Context, t: Type) -> bool {
    ctx.type_storage::<PointerType>(t).is_some()
}

pub fn is_struct(ctx: &Context, t: Type) -> bool {
    ctx.type_storage::<StructType>(t).is_some()
}

pub fn is_array(ctx: &Context, t: Type) -> bool {
    ctx.type_storage::<ArrayType>(t).is_some()
}

pub fn is_token(ctx: &Context, t: Type) -> bool {
    ctx.type_storage::<TokenType>(t).is_some()
}

pub fn is_void(ctx: &Context, t: Type) -> bool {
    ctx.type_storage::<VoidType>(t).is_some()
}

pub fn is_llvm_function(ctx: &Context, t: Type) -> bool {
    ctx.type_storage::<FunctionType>(t).is_some()
}

/// Any llvm type (every storage of this module).
pub fn is_llvm_dialect_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Dialect(v) if ctx.type_def(v.def).dialect == "llvm")
}

/// The builtin floats LLVM has: bf16, f16, f32, f64, f80, f128.
fn is_llvm_builtin_float(ctx: &Context, t: Type) -> bool {
    use strata_ir::FloatKind as F;
    matches!(ctx.type_kind(t), TypeKind::Float(F::BF16 | F::F16 | F::F32 | F::F64 | F::F80 | F::F128))
}

/// Floating-point types LLVM has (upstream's `isCompatibleFloatingPointType`).
pub fn is_compatible_float(ctx: &Context, t: Type) -> bool {
    is_llvm_builtin_float(ctx, t) || ctx.type_storage::<PpcFp128Type>(t).is_some()
}

/// A 1-D builtin vector (scalable or not) of signless integers, LLVM's
/// builtin floats or pointers (upstream's `isCompatibleVectorType`).
pub fn is_compatible_vector(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, element, .. } if shape.len() == 1 => {
            let e = *element;
            strata_ir::constraints::is_signless_integer(ctx, e) || is_llvm_builtin_float(ctx, e) || is_pointer(ctx, e)
        }
        _ => false,
    }
}

pub fn is_label(ctx: &Context, t: Type) -> bool {
    ctx.type_storage::<LabelType>(t).is_some()
}

pub fn is_metadata(ctx: &Context, t: Type) -> bool {
    ctx.type_storage::<MetadataType>(t).is_some()
}

/// A compatible vector whose element satisfies `elem` (`LLVM_VectorOf`).
pub fn vector_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    is_compatible_vector(ctx, t) && elem(ctx, ctx.element_type_or_self(t))
}

/// `elem`, or a compatible vector of it (`LLVM_ScalarOrVectorOf`).
pub fn scalar_or_vector_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    elem(ctx, t) || vector_of(ctx, t, elem)
}

/// A type the llvm dialect accepts at the outer level (upstream's
/// `isCompatibleOuterType`): signless integers, LLVM's floats, 1-D
/// vectors of those, and every llvm type.
pub fn is_compatible_outer(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Integer { signedness, .. } => *signedness == strata_ir::Signedness::Signless,
        TypeKind::Float(_) => is_llvm_builtin_float(ctx, t),
        TypeKind::Vector { shape, .. } => shape.len() == 1,
        TypeKind::Dialect(_) => is_llvm_dialect_type(ctx, t),
        _ => false,
    }
}

/// Upstream's `isCompatibleType`: [`is_compatible_outer`] all the way
/// down (struct and array elements, function signatures, vector
/// elements). Aggregates keep the answer for their elements, so this
/// takes constant time whatever the nesting.
pub fn is_compatible(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, element, .. } => shape.len() == 1 && is_compatible_outer(ctx, *element),
        TypeKind::Dialect(_) => {
            if let Some(s) = ctx.type_storage::<StructType>(t) {
                s.body.as_ref().is_none_or(|b| b.compatible)
            } else if let Some(a) = ctx.type_storage::<ArrayType>(t) {
                a.compatible
            } else if let Some(f) = ctx.type_storage::<FunctionType>(t) {
                f.compatible
            } else {
                is_llvm_dialect_type(ctx, t)
            }
        }
        _ => is_compatible_outer(ctx, t),
    }
}

/// Types with a size in memory (upstream's `isLoadableType`): compatible
/// types other than void, functions, labels, metadata, tokens, opaque
/// structs and target types without memory operations.
pub fn is_loadable(ctx: &Context, t: Type) -> bool {
    is_compatible_outer(ctx, t)
        && is_valid_element(ctx, t)
        && !matches!(ctx.type_storage::<StructType>(t), Some(StructType { body: None, recursive: false, .. }))
        // Upstream's `supportsMemOps`: only SPIR-V target types.
        && ctx.type_storage::<TargetExtType>(t).is_none_or(|e| e.is_spirv())
}

/// A compatible type other than void and functions (`LLVM_PrimitiveType`).
pub fn is_primitive(ctx: &Context, t: Type) -> bool {
    is_compatible_outer(ctx, t) && !is_void(ctx, t) && !is_llvm_function(ctx, t)
}

/// Struct or array (`LLVM_AnyAggregate`).
pub fn is_aggregate(ctx: &Context, t: Type) -> bool {
    is_struct(ctx, t) || is_array(ctx, t)
}
