// The llvm dialect's checks of llvm.* parameter attributes on any
// function-like op (func.func as well as llvm.func) and of llvm.data_layout
// on any op: the value's kind, then the type it is attached to, as
// mlir-opt-22 reports them.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @noalias_on_integer(%0 : i32 {llvm.noalias})

// -----


// expected-error@+1 {{"llvm.noalias" should be a unit attribute}}
llvm.func @noalias_with_value(%0 : !llvm.ptr {llvm.noalias = 10 : i32})

// -----


// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func private @func_func_too(%0 : i32 {llvm.noalias})

// -----


// expected-error@+1 {{"llvm.align" attribute attached to non-pointer LLVM type}}
func.func private @align_on_integer(%0 : i32 {llvm.align = 3})

// -----


// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func private @result_too() -> (i32 {llvm.noalias})

// -----


// expected-error@+1 {{"llvm.byval" attribute attached to non-pointer LLVM type}}
func.func @byval_of_integer(%arg0: i32 {llvm.byval = i32}) {
  return
}

// -----


// expected-error@+1 {{"llvm.byval" should be a type attribute}}
llvm.func @byval_not_a_type(%0 : !llvm.ptr {llvm.byval = 3})

// -----


// expected-error@+1 {{"llvm.align" should be an integer attribute}}
llvm.func @align_not_an_integer(%0 : !llvm.ptr {llvm.align = "x"})

// -----


// expected-error@+1 {{"llvm.signext" attribute attached to non-integer LLVM type}}
llvm.func @signext_on_pointer(%0 : !llvm.ptr {llvm.signext})

// -----


// expected-error@+1 {{"llvm.signext" should be a unit attribute}}
llvm.func @signext_with_value(%0 : i32 {llvm.signext = 1})

// -----


// expected-error@+1 {{"llvm.noundef" should be a unit attribute}}
llvm.func @noundef_with_value(%0 : f32 {llvm.noundef = 1})

// -----


// expected-error@+1 {{"llvm.byval" is not a valid result attribute}}
llvm.func @byval_result() -> (i32 {llvm.byval = i32})

// -----


// expected-error@+1 {{"llvm.returned" is not a valid result attribute}}
func.func private @returned_result() -> (i32 {llvm.returned})

// -----


// expected-error@+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
func.func private @zeroext_on_float(%0 : i32 {llvm.zeroext}, %1: f32 {llvm.zeroext})

// -----


// expected-error@+1 {{'test.op' op expected 'llvm.data_layout' to be a string attributes}}
"test.op"() {llvm.data_layout = 3} : () -> ()

// -----


// The op's own attributes are checked before its arguments'.
// expected-error@+1 {{'func.func' op expected 'llvm.data_layout' to be a string attributes}}
func.func private @data_layout_first(%0 : i32 {llvm.noalias}) attributes {llvm.data_layout = 1}

// -----


// Attributes are checked in the dictionary's (sorted) order.
// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @undotted_first(%0 : i32 {llvm.noalias, foo})

// -----


// expected-error@+1 {{"llvm.inalloca" should be a type attribute}}
llvm.func @inalloca_not_a_type(%0 : !llvm.ptr {llvm.preallocated = i32, llvm.inalloca = 1})

// -----


// expected-error@+1 {{"llvm.allocalign" is not a valid result attribute}}
llvm.func @allocalign_result() -> (!llvm.ptr {llvm.allocalign})

// -----


// expected-error@+1 {{"llvm.writeonly" attribute attached to non-pointer LLVM type}}
llvm.func @writeonly_on_integer(%0: i64 {llvm.allocalign, llvm.allocptr, llvm.range = 3, llvm.writeonly})

// -----


// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @noalias_on_struct(%0 : !llvm.struct<(i32)> {llvm.noalias})

// -----


// expected-error@+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
func.func private @argument_count(%0 : !llvm.ptr) attributes {arg_attrs = [{llvm.noalias}, {llvm.noalias}]}
