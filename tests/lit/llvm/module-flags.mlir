// Module flags round-trip as mlir-opt-22 prints them.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: llvm.func @caller()
// CHECK-LABEL: llvm.func @callee()
// CHECK-NEXT: llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<warning, "bool_flag", true>, #llvm.mlir.module_flag<require, "plain", 7 : i64>, #llvm.mlir.module_flag<override, "probe-stack", "inline-asm">, #llvm.mlir.module_flag<max, "quoted behavior", 1 : i8>, #llvm.mlir.module_flag<min, "typed string", "s" : i32>, #llvm.mlir.module_flag<append_unique, "CG Profile", []>, #llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @caller, to = @callee, count = 12>, #llvm.cgprofile_entry<from = @callee, count = 0>, #llvm.cgprofile_entry<to = @caller, count = 18446744073709551615>]>, #llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = SampleProfile, total_count = 10, max_count = 5, max_internal_count = 4, max_function_count = 3, num_counts = 2, num_functions = 1, detailed_summary = <cut_off = 100, min_count = 5, num_counts = 1>>>, #llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = CSInstrProf, total_count = 10, max_count = 5, max_internal_count = 4, max_function_count = 3, num_counts = 2, num_functions = 1, is_partial_profile = 0, partial_profile_ratio = 2.500000e-01 : f64, detailed_summary = <cut_off = 100, min_count = 5, num_counts = 1>, <cut_off = 4294967295, min_count = 0, num_counts = 2>>>]
// A module's flags: integer and string values under any key, the
// CG profile's entries (either end may be absent) and a profile summary
// with its cut-offs (the optional partial-profile fields printed only when
// given).
module {
  llvm.func @caller()
  llvm.func @callee()
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>,
                     #llvm.mlir.module_flag<warning, "bool_flag", true>,
                     #llvm.mlir.module_flag<require, "plain", 7>,
                     #llvm.mlir.module_flag<override, "probe-stack", "inline-asm">,
                     #llvm.mlir.module_flag<"max", "quoted behavior", 1 : i8>,
                     #llvm.mlir.module_flag<min, "typed string", "s" : i32>,
                     #llvm.mlir.module_flag<append_unique, "CG Profile", []>,
                     #llvm.mlir.module_flag<append, "CG Profile", [
                       #llvm.cgprofile_entry<from = @caller, to = @callee, count = 12>,
                       #llvm.cgprofile_entry<count = 0, from = @callee>,
                       #llvm.cgprofile_entry<to = @caller, count = 18446744073709551615>
                     ]>,
                     #llvm.mlir.module_flag<error, "ProfileSummary",
                       #llvm.profile_summary<format = SampleProfile, total_count = 10, max_count = 5,
                         max_internal_count = 4, max_function_count = 3, num_counts = 2, num_functions = 1,
                         detailed_summary = <cut_off = 100, min_count = 5, num_counts = 1>>>,
                     #llvm.mlir.module_flag<error, "ProfileSummary",
                       #llvm.profile_summary<format = "CSInstrProf", total_count = 10, max_count = 5,
                         max_internal_count = 4, max_function_count = 3, num_counts = 2, num_functions = 1,
                         is_partial_profile = 0, partial_profile_ratio = 2.5e-01,
                         detailed_summary = <cut_off = 100, min_count = 5, num_counts = 1>,
                                            #llvm.profile_summary_detailed<cut_off = 4294967295, min_count = 0, num_counts = 2>>>]
}
