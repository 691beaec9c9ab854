//! Tests of the ODS reader against the installed MLIR 22 `.td` files
//! (feature `ods`; the include directory is `$MLIR_INCLUDE_DIR` or
//! `/usr/lib/llvm-22/include`).

use super::model::*;
use super::{default_include_dir, read_all, DIALECTS};
use std::sync::OnceLock;

/// All ten dialects, read once per test binary.
fn all() -> &'static [OdsDialect] {
    static ALL: OnceLock<Vec<OdsDialect>> = OnceLock::new();
    ALL.get_or_init(|| {
        let list: Vec<&(&str, &str)> = DIALECTS.iter().collect();
        // As codegen: a dialect strata keeps its own `.td` for (llvm) is
        // found under the workspace root.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        read_all(&list, &[default_include_dir(), root]).unwrap_or_else(|e| panic!("reading the ODS files: {e}"))
    })
}

fn op(name: &str) -> &'static OdsOp {
    all().iter().flat_map(|d| &d.ops).find(|o| o.name == name).unwrap_or_else(|| panic!("no op {name}"))
}

#[test]
fn every_dialect_reads_with_only_its_own_ops() {
    let counts: Vec<(&str, usize)> = all().iter().map(|d| (d.name.as_str(), d.ops.len())).collect();
    assert_eq!(
        counts,
        [
            ("arith", 51),
            ("func", 5),
            ("cf", 4),
            ("scf", 12),
            ("memref", 32),
            ("vector", 39),
            ("math", 46),
            ("index", 26),
            ("ub", 2),
            ("tensor", 21),
            ("affine", 14),
            ("llvm", 284),
            ("x86vector", 12),
            ("arm_neon", 7),
            ("amx", 5),
            ("arm_sve", 42),
        ]
    );
    for d in all() {
        assert!(d.ops.iter().all(|o| o.name.starts_with(&format!("{}.", d.name))), "{}", d.name);
        assert!(d.ops.windows(2).all(|w| w[0].name < w[1].name), "{} ops are sorted", d.name);
        for o in &d.ops {
            for c in o.operands.iter().chain(&o.results).map(|v| &v.constraint) {
                assert!(!c.def_name.contains("anonymous"), "{}: {}", o.name, c.def_name);
            }
            for a in &o.attributes {
                assert!(!a.constraint.def_name.contains("anonymous"), "{}: {}", o.name, a.constraint.def_name);
            }
            for t in &o.traits {
                assert!(!t.def_name.contains("anonymous"), "{}: trait {}", o.name, t.def_name);
            }
        }
    }
}

#[test]
fn arith_addi() {
    let o = op("arith.addi");
    assert_eq!(o.def_name, "Arith_AddIOp");
    assert_eq!(o.summary, "integer addition operation");
    let names: Vec<&str> = o.operands.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(names, ["lhs", "rhs"]);
    for v in o.operands.iter().chain(&o.results) {
        assert_eq!(v.constraint.def_name, "SignlessIntegerOrIndexLike");
        assert_eq!(v.constraint.summary, "signless-integer-like");
        assert_eq!(v.arity, Arity::Single);
        assert!(v.constraint.cpp_predicate.contains("isSignlessIntOrIndex()"), "{}", v.constraint.cpp_predicate);
    }
    let flags = o.attribute("overflowFlags").expect("overflowFlags");
    assert_eq!(flags.default_value.as_deref(), Some("::mlir::arith::IntegerOverflowFlags::none"));
    assert!(!flags.optional && !flags.is_property);
    assert_eq!(flags.constraint.class, "DefaultValuedAttr");
    assert_eq!(flags.constraint.core().def_name, "Arith_IntegerOverflowAttr");
    let e = flags.constraint.enum_info.as_ref().expect("overflow flags enum");
    assert!(e.is_bit_enum);
    assert_eq!(e.cases.iter().map(|c| c.str.as_str()).collect::<Vec<_>>(), ["none", "nsw", "nuw"]);
    for t in ["Commutative", "Pure", "NoMemoryEffect", "AlwaysSpeculatable", "SameOperandsAndResultType"] {
        assert!(o.has_trait(t), "missing {t}");
    }
    assert!(o.has_trait("IsCommutative"), "by C++ name");
    assert_eq!(o.trait_named("AlwaysSpeculatableImplTrait").unwrap().via, ["Pure", "AlwaysSpeculatable"]);
    assert_eq!(o.memory_effects(), OdsMemoryEffects::Known { effects: vec![], recursive: false });
    assert_eq!(o.speculatability(), OdsSpeculatability::Always);
    assert_eq!(
        o.assembly_format.as_deref(),
        Some("$lhs `,` $rhs (`overflow` `` $overflowFlags^)?\n                          attr-dict `:` type($result)")
    );
    assert!(o.has_folder && o.has_canonicalizer && !o.has_verifier && !o.has_custom_assembly_format);
}

#[test]
fn arith_cmpi_enum_and_types_match_with() {
    let o = op("arith.cmpi");
    let e = o.attribute("predicate").unwrap().constraint.enum_info.as_ref().expect("enum");
    assert_eq!(e.class_name, "CmpIPredicate");
    assert!(!e.is_bit_enum);
    assert_eq!(e.cases.len(), 10);
    assert_eq!((e.cases[2].str.as_str(), e.cases[2].value), ("slt", 2));
    let t = o.trait_named("TypesMatchWith").unwrap();
    match &t.kind {
        OdsTraitKind::Predicate { values, transformer, .. } => {
            assert_eq!(values, &["lhs", "result"]);
            assert_eq!(transformer.as_deref(), Some("::getI1SameShape($_self)"));
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn memref_load_reads_its_memref() {
    let o = op("memref.load");
    let m = o.operand("memref").unwrap();
    assert_eq!(m.constraint.def_name, "AnyMemRef");
    assert_eq!(m.description, "the reference to load from");
    assert_eq!(m.effects.len(), 1);
    assert_eq!(m.effects[0].kind, EffectKind::Read);
    assert_eq!(m.effects[0].on, EffectOn::Operand(0));
    assert_eq!(m.effects[0].resource, "::mlir::SideEffects::DefaultResource");
    assert_eq!(o.operand("indices").unwrap().arity, Arity::Variadic);
    assert_eq!(o.operand("indices").unwrap().constraint.summary, "variadic of index");
    match o.memory_effects() {
        OdsMemoryEffects::Known { effects, recursive: false } => {
            assert_eq!(
                effects.iter().map(|e| (e.kind, e.on)).collect::<Vec<_>>(),
                [(EffectKind::Read, EffectOn::Operand(0))]
            );
        }
        other => panic!("{other:?}"),
    }
    let align = o.attribute("alignment").unwrap();
    assert!(align.optional);
    assert_eq!(align.constraint.def_name, "OptionalAttr<IntValidAlignment<I64Attr, [IntPositivePowerOf2]>>");
    assert_eq!(align.constraint.base_chain.last().map(String::as_str), Some("I64Attr"));
    assert!(o.has_trait("TypesMatchWith"));
}

#[test]
fn memref_alloc_allocates_its_result() {
    let o = op("memref.alloc");
    assert!(o.has_trait("AttrSizedOperandSegments"));
    let r = o.result("memref").unwrap();
    assert_eq!(r.constraint.def_name, "AnyMemRef");
    assert_eq!(
        r.effects.iter().map(|e| (e.kind, e.on)).collect::<Vec<_>>(),
        [(EffectKind::Allocate, EffectOn::Result(0))]
    );
    let t = o.traits.last().unwrap();
    assert_eq!((t.def_name.as_str(), t.via.as_slice()), ("MemoryEffects", &[DECORATOR_EFFECTS.to_string()][..]));
}

#[test]
fn cf_br_and_cond_br_successors() {
    let br = op("cf.br");
    assert_eq!(br.successors.len(), 1);
    assert_eq!(br.successors[0].name, "dest");
    assert!(!br.successors[0].variadic);
    assert_eq!(br.successors[0].constraint.def_name, "AnySuccessor");
    assert!(br.has_trait("Terminator") && br.has_trait("IsTerminator"));
    let names: Vec<&str> = op("cf.cond_br").successors.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["trueDest", "falseDest"]);
    let sw = op("cf.switch");
    assert!(sw.successors[1].variadic);
    let case_ops = sw.operand("caseOperands").unwrap();
    assert_eq!(case_ops.arity, Arity::VariadicOfVariadic { segment_attr: "case_operand_segments".into() });
}

#[test]
fn scf_for_region_and_traits() {
    let o = op("scf.for");
    assert_eq!(o.regions.len(), 1);
    assert_eq!(o.regions[0].name, "region");
    assert!(!o.regions[0].variadic);
    assert_eq!(o.regions[0].constraint.summary, "region with 1 blocks");
    assert!(o.has_trait("SingleBlock") && o.has_trait("SingleBlockImplicitTerminator"));
    match &o.trait_named("SingleBlockImplicitTerminatorImpl").unwrap().kind {
        OdsTraitKind::Native { cpp_name, .. } => {
            assert!(cpp_name.contains("SingleBlockImplicitTerminator<scf::YieldOp>"))
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(o.memory_effects(), OdsMemoryEffects::Known { effects: vec![], recursive: true });
    assert_eq!(o.speculatability(), OdsSpeculatability::Cpp);
    assert!(o.has_custom_assembly_format && o.assembly_format.is_none());
    let if_regions: Vec<(&str, bool)> = op("scf.if").regions.iter().map(|r| (r.name.as_str(), r.variadic)).collect();
    assert_eq!(if_regions, [("thenRegion", false), ("elseRegion", false)]);
    assert!(op("scf.index_switch").regions.iter().any(|r| r.variadic));
}

#[test]
fn func_func() {
    let o = op("func.func");
    for t in ["IsolatedFromAbove", "Symbol", "SymbolOpInterface", "FunctionOpInterface", "AutomaticAllocationScope"] {
        assert!(o.has_trait(t), "missing {t}");
    }
    assert_eq!(o.trait_named("Symbol").unwrap().via, ["FunctionOpInterface"], "a base interface");
    let pos = |n: &str| o.traits.iter().position(|t| t.def_name == n).unwrap();
    assert!(pos("Symbol") < pos("FunctionOpInterface"), "bases come first");
    assert!(o.has_custom_assembly_format);
    assert_eq!(o.memory_effects(), OdsMemoryEffects::Unknown);
    let ty = o.attribute("function_type").unwrap();
    assert_eq!(ty.constraint.summary, "type attribute of function type");
    assert!(o.attribute("sym_visibility").unwrap().optional);
    assert_eq!(o.regions[0].constraint.def_name, "AnyRegion");
}

#[test]
fn vector_transfer_read_effects_are_in_cpp() {
    let o = op("vector.transfer_read");
    assert!(matches!(o.memory_effects(), OdsMemoryEffects::Cpp { .. }));
    assert_eq!(o.operand("mask").unwrap().arity, Arity::Optional);
}

#[test]
fn json_and_tables_are_deterministic() {
    let a = super::json::dialects(all()).pretty();
    assert!(a.contains("\"name\": \"arith.addi\""));
    let b = super::json::dialects(all()).pretty();
    assert_eq!(a, b);
    let report = super::print::Coverage::of(all()).render();
    assert!(report.lines().any(|l| l.split_whitespace().eq(["total", "602"])), "{report}");
    assert!(super::print::dialect_table(&all()[0]).contains("arith.addi  (Arith_AddIOp)"));
}

/// strata's own dialect, `dialects/graph/ods/GraphOps.td`, reads like the
/// upstream ones (the dialect-author guide's worked example).
#[test]
fn graph_dialect_reads() {
    let td = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../dialects/graph/ods/GraphOps.td");
    let include = default_include_dir();
    let graph =
        super::read::read_dialect(&td, std::slice::from_ref(&include), Some("graph")).expect("GraphOps.td reads");
    let names: Vec<&str> = graph.ops.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "graph.add_n",
            "graph.cast",
            "graph.constant",
            "graph.conv2d",
            "graph.matmul",
            "graph.relu",
            "graph.transpose"
        ]
    );
    let add_n = graph.ops.iter().find(|o| o.name == "graph.add_n").expect("add_n");
    assert!(add_n.has_trait("Commutative") && add_n.has_trait("SameOperandsAndResultType"));
    assert!(add_n.has_folder && add_n.has_verifier);
}

#[test]
fn arith_codegen_is_deterministic_and_wires_hooks() {
    let arith = all().iter().find(|d| d.name == "arith").expect("arith");
    let a = super::gen::generate(arith, "ArithOps.td").expect("arith generates");
    let b = super::gen::generate(arith, "ArithOps.td").expect("arith generates");
    assert_eq!(a, b);
    assert!(a.starts_with(super::gen::HEADER));
    for needle in [
        "info.fold = Some(addi_fold);",
        "crate::fold::addi(ctx, body, AddIOp(op), operands)",
        "t::cast_op_interface(ctx, body, op, crate::verify::extsi_cast_compatible)?;",
        "parse: crate::syntax::parse_select,",
        "result_names: Some(crate::syntax::constant_result_names)",
        "    AddIOp = \"arith.addi\"",
        "    AddIOpAdaptor\n}",
        "AttrFormat::Enum(&CMP_I_PREDICATE)",
        "AttrFormat::Dialect { dialect: \"arith\", mnemonic: \"overflow\" }",
        // A plain integer enum gets a Rust type, read and built as it.
        "pub enum CmpIPredicate {",
        "pub fn predicate(self, ctx: &Context, body: &Body) -> Option<crate::CmpIPredicate> {",
        "predicate: crate::CmpIPredicate",
        // A dialect enum attribute reads as its storage type.
        "pub fn overflow_flags(self, ctx: &Context, body: &Body) -> Option<crate::IntegerOverflowFlags> {",
    ] {
        assert!(a.contains(needle), "missing {needle:?}");
    }
}

#[test]
fn memref_build_fills_segment_sizes() {
    let memref = all().iter().find(|d| d.name == "memref").expect("memref");
    let text = super::gen::generate(memref, "MemRefOps.td").expect("memref generates");
    let needle = "strata_ir::static_ident!(ctx, \"operandSegmentSizes\"), ctx.dense_i32_array(&[dynamic_sizes.len() as i64, symbol_operands.len() as i64])";
    assert!(text.contains(needle), "missing {needle:?}");
    assert!(text.contains("pub enum AtomicRMWKind {"), "AtomicRMWKind type");
}

#[test]
fn every_dialect_generates_or_names_what_is_missing() {
    // Other dialects may need table entries; the error must say which.
    for d in all() {
        // As codegen: upstream dialects' own types and attributes are
        // written by hand, not generated.
        let mut d = d.clone();
        d.defs.clear();
        if let Err(e) = super::gen::generate(&d, "x.td") {
            eprintln!("{}: {e}", d.name);
            assert!(e.contains("extend") || e.contains("not supported"), "{}: {e}", d.name);
        }
    }
}

#[test]
fn checked_in_arith_is_up_to_date() {
    let root = crate::util::repo_root();
    let gens = crate::codegen::generators();
    let g = gens.iter().find(|g| g.output.ends_with("arith/src/generated.rs")).expect("arith generator");
    let text = (g.generate)(&root).expect("generates");
    let current = std::fs::read_to_string(root.join(&g.output)).unwrap_or_default();
    assert!(
        text == current,
        "dialects/arith/src/generated.rs is stale: run `cargo run -p xtask --features ods -- codegen`"
    );
}

#[test]
fn tensor_codegen_wires_hooks_and_type_classes() {
    let tensor = all().iter().find(|d| d.name == "tensor").expect("tensor");
    let text = super::gen::generate(tensor, "mlir/Dialect/Tensor/IR/TensorOps.td").expect("tensor generates");
    for needle in [
        "parse: crate::syntax::parse_from_elements,",
        // A `result-name` table entry: a generated hook naming the first result.
        "result_names: Some(pad_result_names)",
        "set(v, \"padded\");",
        "t::types_match_with_group(ctx, body, op, V::Result(0), t::Group::OperandsFrom(0), crate::constraints::element_type_per_element)",
        ".type_class(\"aggregate\", TypeClass::RankedTensor)",
        "t::cast_op_interface(ctx, body, op, crate::verify::bitcast_cast_compatible)?;",
        "crate::verify::expand_shape(ctx, body, ExpandShapeOp(op))?;",
    ] {
        assert!(text.contains(needle), "missing {needle:?}");
    }
}

/// A dialect with a `TypeDef` and an `AttrDef`: the reader keeps its
/// parameters and format, and codegen registers the definitions, checks
/// the type in op constraints and prints it stripped in op formats.
#[test]
fn type_and_attr_defs_read_and_generate() {
    let td = r#"
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
def My_Dialect : Dialect { let name = "my"; let cppNamespace = "::my"; }
def My_BoxType : TypeDef<My_Dialect, "Box"> {
  let mnemonic = "box";
  let summary = "a box";
  let parameters = (ins ArrayRefParameter<"int64_t", "sizes">:$sizes, "Type":$elementType);
  let assemblyFormat = "`<` `[` $sizes `]` `,` $elementType `>`";
  let genVerifyDecl = 1;
}
def My_LabelAttr : AttrDef<My_Dialect, "Label"> {
  let mnemonic = "label";
  let parameters = (ins StringRefParameter<"the text">:$text, "int64_t":$rank);
  let assemblyFormat = "`<` $text `rank` $rank `>`";
}
def My_OpenOp : Op<My_Dialect, "open"> {
  let arguments = (ins My_BoxType:$box);
  let results = (outs My_BoxType:$out);
  let assemblyFormat = "$box attr-dict `:` type($box) `->` type($out)";
}
"#;
    let dir = std::env::temp_dir().join(format!("strata-ods-defs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("MyOps.td");
    std::fs::write(&path, td).expect("write td");
    let d = super::read::read_dialect(&path, &[default_include_dir()], Some("my")).expect("reads");
    let _ = std::fs::remove_dir_all(&dir);
    let names: Vec<(&str, OdsDefKind)> = d.defs.iter().map(|x| (x.def_name.as_str(), x.kind)).collect();
    assert_eq!(names, [("My_BoxType", OdsDefKind::Type), ("My_LabelAttr", OdsDefKind::Attr)]);
    let boxed = &d.defs[0];
    assert_eq!((boxed.cpp_class.as_str(), boxed.cpp_type.as_str()), ("BoxType", "::my::BoxType"));
    assert_eq!(boxed.mnemonic.as_deref(), Some("box"));
    assert!(boxed.gen_verify_decl);
    let params: Vec<(&str, &str, &str)> =
        boxed.parameters.iter().map(|p| (p.name.as_str(), p.cpp_type.as_str(), p.class.as_str())).collect();
    assert_eq!(params, [("sizes", "::llvm::ArrayRef<int64_t>", "ArrayRefParameter"), ("elementType", "Type", "")]);
    assert_eq!(d.defs[1].parameters[0].cpp_type, "::llvm::StringRef");
    let text = super::gen::generate(&d, "MyOps.td").expect("generates");
    for needle in [
        "pub struct BoxType {",
        "pub struct LabelAttr {",
        "ctx.register_type_def(box_type_def());",
        "ctx.register_attr_def(label_attr_def());",
        "ctx.type_storage::<BoxType>(t).is_some()",
        ".stripped_type(\"box\", \"my\")",
        "dp.format_literal(\"rank\")?;",
        "let text = dp.format_param(\"My_LabelAttr\", \"text\", \"::llvm::StringRef\")?;",
    ] {
        assert!(text.contains(needle), "missing {needle:?} in\n{text}");
    }
}

/// A constraint codegen has no table entry for stops it with an error that
/// names the constraint and the table to extend, and nothing about LLVM:
/// LLVM is fine, the reader has read the file (`cargo xtask codegen`
/// passes this error through alone, see `codegen::rerun_outcome`).
#[test]
fn unknown_constraint_is_named() {
    let dir = std::env::temp_dir().join(format!("strata-ods-unknown-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let td = dir.join("MyOps.td");
    let text = r#"include "mlir/IR/OpBase.td"
def My_Dialect : Dialect { let name = "my"; let cppNamespace = "::my"; }
def My_OwnType : Type<CPred<"true">, "a type of my own">;
def My_FooOp : Op<My_Dialect, "foo"> { let arguments = (ins My_OwnType:$x); }
"#;
    std::fs::write(&td, text).expect("writes the .td");
    let my = super::read::read_dialect(&td, &[default_include_dir()], Some("my")).expect("MyOps.td reads");
    let error = super::gen::generate(&my, "MyOps.td").expect_err("My_OwnType is in no table");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(error.contains("unsupported type constraint My_OwnType"), "{error}");
    assert!(error.contains("gen_map.rs") && !error.contains("LLVM"), "{error}");
}

/// An ODS `EnumProp` (llvm's `overflowFlags`, `noWrapFlags`) is a property
/// that always has a value, written through the enum's own syntax.
#[test]
fn llvm_enum_props_are_valued_properties_with_their_syntax() {
    let add = op("llvm.add").attribute("overflowFlags").expect("overflowFlags");
    assert!(add.is_property && !add.optional);
    let e = add.constraint.core().enum_info.as_ref().expect("enum");
    assert!(e.is_bit_enum && e.bit_width == 32);
    assert_eq!(e.summary, "LLVM integer overflow flags");
    assert_eq!(e.property.as_ref().and_then(|p| p.mnemonic.as_deref()), Some("overflow"));
    let gep = op("llvm.getelementptr").attribute("noWrapFlags").expect("noWrapFlags");
    let e = gep.constraint.core().enum_info.as_ref().expect("enum");
    assert_eq!(e.property.as_ref().map(|p| p.mnemonic.is_none()), Some(true));
    assert_eq!(e.separator, "|");

    let mut llvm = all().iter().find(|d| d.name == "llvm").expect("llvm").clone();
    llvm.defs.clear();
    let text = super::gen::generate(&llvm, "LLVMDialect.td").expect("llvm generates");
    for needle in [
        "AttrFormat::EnumProp { spec: &INTEGER_OVERFLOW_FLAGS, summary: \"LLVM integer overflow flags\", mnemonic: Some(\"overflow\"), attr_form: Some(\"::mlir::LLVM::IntegerOverflowFlagsAttr\") }",
        "AttrFormat::EnumProp { spec: &G_E_P_NO_WRAP_FLAGS, summary: \"::mlir::LLVM::GEPNoWrapFlags\", mnemonic: None, attr_form: None }",
        "AttrPresence::Default { value: default_l_l_v_m_integer_overflow_flags_prop_none, populate: true }",
        // Any union of a bit enum's flags is a value.
        "INTEGER_OVERFLOW_FLAGS.is_valid(v)",
    ] {
        assert!(text.contains(needle), "missing {needle:?}");
    }
}
