// func.func's argument and result attribute arrays: written twice, a
// refused dictionary entry, and arrays that do not fit the signature.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Written both beside an argument and in the dictionary.
// expected-error@+1 {{custom op 'func.func' attribute 'arg_attrs' occurs more than once in the attribute list}}
func.func private @twice(%0 : !llvm.ptr {llvm.nonnull}) attributes {arg_attrs = [{llvm.noalias}]}

// -----


// The first refused name in upstream's order (sym_visibility, sym_name,
// function_type), reported at the attributes keyword.
// expected-error@+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @inferred(%0 : i32) -> i32 attributes {function_type = (i32) -> (), sym_visibility = "private"}

// -----


// expected-error@+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
func.func private @count() attributes {res_attrs = [{llvm.noundef}]}

// -----


// expected-error@+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
func.func private @not_a_dictionary(%0 : i32) attributes {arg_attrs = [1]}
