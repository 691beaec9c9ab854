// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+1 {{unknown key 'foo' in file metadata dictionary}}
{-# foo: {} #-}

// -----

// expected-error@+1 {{dialect 'nodialect' is unknown}}
{-# dialect_resources: { nodialect: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{expected hex string blob for key 'k'}}
{-# dialect_resources: { builtin: { k: 12 } } #-}

// -----

// expected-error@+1 {{expected hex string blob for key 'k' to encode alignment in first 4 bytes}}
{-# dialect_resources: { builtin: { k: "0x0400" } } #-}

// -----

// expected-error@+1 {{expected ':'}}
"test.op"() {a = dense_resource<k>} : () -> ()

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
"test.op"() {a = dense_resource<k> : i32} : () -> ()
