// Module flags whose value the key does not admit, malformed flags and
// profile attributes, and dereferenceable on an op that yields no pointer:
// the diagnostics of mlir-opt-22 (an unknown key takes an integer or a
// string only; a nested attribute's failure is followed by its parent's
// parameter error after the whole nested attribute).
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

module {
  llvm.func @foo()
// expected-error@+1 {{only integer and string values are currently supported for unknown key '"unknown"'}}
  llvm.module_flags [#llvm.mlir.module_flag<error, "unknown", @foo>]
}

// -----


// expected-error@+1 {{only integer and string values are currently supported for unknown key '"string array"'}}
llvm.module_flags [#llvm.mlir.module_flag<warning, "string array", ["x", "y"]>]

// -----


// expected-error@+1 {{only integer and string values are currently supported for unknown key '"float"'}}
llvm.module_flags [#llvm.mlir.module_flag<require, "float", 1.0 : f32>]

// -----


// expected-error@+1 {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", ["entry"]>]

// -----


// expected-error@+1 {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", 3 : i64>]

// -----


// expected-error@+1 {{'ProfileSummary' key expects a '#llvm.profile_summary' attribute}}
llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", "summary">]

// -----


// expected-error@+2 {{expected one of [error, warning, require, override, append, append_unique, max, min] for LLVM Module Flag Behavior, got: often}}
// expected-error@+1 {{failed to parse ModuleFlagAttr parameter 'behavior' which is to be a `ModFlagBehavior`}}
llvm.module_flags [#llvm.mlir.module_flag<often, "a", 1>]

// -----


// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{failed to parse ModuleFlagAttr parameter 'key' which is to be a `StringAttr`}}
llvm.module_flags [#llvm.mlir.module_flag<error, a, 1>]

// -----


// expected-error@+1 {{'llvm.module_flags' op expected a module flag attribute}}
llvm.module_flags [1 : i32]

// -----


// expected-error@+1 {{'llvm.module_flags' op expected a module flag attribute}}
llvm.module_flags [#llvm.cgprofile_entry<count = 3>]

// -----


// expected-error@+3 {{invalid kind of attribute specified}}
// expected-error@+2 {{failed to parse ModuleFlagCGProfileEntryAttr parameter 'from' which is to be a `FlatSymbolRefAttr`}}
// expected-error@+1 {{failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`}}
llvm.module_flags [#llvm.mlir.module_flag<error, "CG Profile", [#llvm.cgprofile_entry<from = @a::@b, count = 3>]>]

// -----


// expected-error@+2 {{struct is missing required parameter: count}}
// expected-error@+1 {{failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`}}
llvm.module_flags [#llvm.mlir.module_flag<error, "CG Profile", [#llvm.cgprofile_entry<from = @a>]>]

// -----


// expected-error@+3 {{expected one of [SampleProfile, InstrProf, CSInstrProf] for LLVM ProfileSummary format kinds, got: Sampled}}
// expected-error@+2 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'format' which is to be a `ProfileSummaryFormatKind`}}
// expected-error@+1 {{failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`}}
llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = Sampled, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>>>]

// -----


// expected-error@+3 {{invalid kind of attribute specified}}
// expected-error@+2 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'partial_profile_ratio' which is to be a `FloatAttr`}}
// expected-error@+1 {{failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`}}
llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, partial_profile_ratio = 1, detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>>>]

// -----


// expected-error@+4 {{integer value too large}}
// expected-error@+3 {{failed to parse ModuleFlagProfileSummaryDetailedAttr parameter 'cut_off' which is to be a `uint32_t`}}
// expected-error@+2 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'detailed_summary' which is to be a `::llvm::ArrayRef<ModuleFlagProfileSummaryDetailedAttr>`}}
// expected-error@+1 {{failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`}}
llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = <cut_off = 4294967296, min_count = 2, num_counts = 3>>>]

// -----


// expected-error@+2 {{struct is missing required parameter: detailed_summary}}
// expected-error@+1 {{failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`}}
llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6>>]

// -----


llvm.func @f() {
// expected-error@+1 {{'llvm.module_flags' op must appear at the module level}}
  llvm.module_flags []
  llvm.return
}

// -----


llvm.func @g(%p: !llvm.ptr) -> i32 {
// expected-error@+1 {{'llvm.load' op expected op to return a single LLVM pointer type}}
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> i32
  llvm.return %0 : i32
}

// -----


llvm.func @h(%p: !llvm.ptr) -> !llvm.ptr {
// expected-error@+1 {{custom op 'llvm.load' 'llvm.load' op attribute 'dereferenceable' failed to satisfy constraint: LLVM dereferenceable attribute}}
  %0 = llvm.load %p {dereferenceable = 8 : i64} : !llvm.ptr -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----


llvm.func @k(%i: i64) -> !llvm.ptr {
// expected-error@+1 {{custom op 'llvm.inttoptr' struct is missing required parameter: bytes}}
  %0 = llvm.inttoptr %i dereferenceable<mayBeNull = true> : i64 to !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
