// Malformed function attributes of the llvm dialect: upstream's struct(params)
// errors (missing, repeated and unknown names, a short list of required
// parameters), parameter kinds, and llvm.func's vscale_range clause.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+1 {{struct is missing required parameter: hint}}
"t.op"() {a = #llvm.vec_type_hint<is_signed = true>} : () -> ()

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: hint}}
"t.op"() {a = #llvm.vec_type_hint<hint = i32, hint = i32>} : () -> ()

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: foo}}
"t.op"() {a = #llvm.vec_type_hint<foo = 1>} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_VecTypeHintAttr parameter 'hint' which is to be a `TypeAttr`}}
"t.op"() {a = #llvm.vec_type_hint<hint = 3>} : () -> ()

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_VecTypeHintAttr parameter 'is_signed' which is to be a `bool`}}
"t.op"() {a = #llvm.vec_type_hint<hint = i32, is_signed = 3>} : () -> ()

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
"t.op"() {a = #llvm.vec_type_hint<hint = i32,>} : () -> ()

// -----

// expected-error@+1 {{expected ','}}
"t.op"() {a = #llvm.vscale_range<minRange = 1>} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_VScaleRangeAttr parameter 'maxRange' which is to be a `IntegerAttr`}}
"t.op"() {a = #llvm.vscale_range<minRange = 1, maxRange = 2.0>} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse WorkgroupAttributionAttr parameter 'element_type' which is to be a `TypeAttr`}}
"t.op"() {a = #llvm.mlir.workgroup_attribution<1 : i32, 3>} : () -> ()

// -----

// expected-error@+1 {{invalid kind of type specified: expected builtin.integer, but found 'vector<2xi8>'}}
"t.op"() {a = #llvm.constant_range<vector<2xi8>, 0, 1>} : () -> ()

// -----

// expected-error@+1 {{expected integer value}}
"t.op"() {a = #llvm.constant_range<i8, a, 1>} : () -> ()

// -----

// expected-error@+1 {{expected ','}}
llvm.func @f() vscale_range(1 16)

// -----

// expected-error@+1 {{expected integer value}}
llvm.func @f() vscale_range(a, 16)

// -----

// expected-error@+1 {{Invalid attribute `vscale_range` in property conversion: 3 : i32}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "d", vscale_range = 3 : i32}> ({}) : () -> ()

// -----

// A case that is no bare keyword is listed quoted, then bare, as upstream does.
// expected-error@+2 {{expected one of [none, "non-leaf"non-leaf, all, reserved, "non-leaf-no-reserve"non-leaf-no-reserve] for LLVM FramePointerKind, got: non}}
// expected-error@+1 {{failed to parse FramePointerKindAttr parameter 'framePointerKind' which is to be a `framePointerKind::FramePointerKind`}}
"t.op"() {a = #llvm.framePointerKind<non-leaf>} : () -> ()

// -----

// expected-error@+2 {{expected keyword for LLVM Unwind Behavior}}
// expected-error@+1 {{failed to parse UWTableKindAttr parameter 'uwtableKind' which is to be a `uwtable::UWTableKind`}}
"t.op"() {a = #llvm.uwtableKind<3>} : () -> ()

// -----

// expected-error@+1 {{target features must start with '+' or '-'}}
"t.op"() {a = #llvm.target_features<["sse"]>} : () -> ()

// -----

// expected-error@+1 {{target features can not contain ','}}
"t.op"() {a = #llvm.target_features<["+a,b"]>} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_TargetFeaturesAttr parameter 'features' which is to be a `::llvm::ArrayRef<StringAttr>`}}
"t.op"() {a = #llvm.target_features<[3]>} : () -> ()

// -----

// expected-error@+1 {{struct is missing required parameter: chip}}
"t.op"() {a = #llvm.target<triple = "x">} : () -> ()

// -----

// expected-error@+2 {{target features must start with '+' or '-'}}
// expected-error@+1 {{failed to parse LLVM_TargetAttr parameter 'features' which is to be a `TargetFeaturesAttr`}}
"t.op"() {a = #llvm.target<triple = "x", chip = "y", features = <["a"]>>} : () -> ()

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse LLVM_TargetAttr parameter 'features' which is to be a `TargetFeaturesAttr`}}
"t.op"() {a = #llvm.target<triple = "x", chip = "y", features = 3>} : () -> ()
