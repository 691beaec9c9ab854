// RUN: strata-opt %s --split-input-file --mem2reg | FileCheck %s

// A load after a store takes the stored value; the alloca goes.
// CHECK-LABEL: llvm.func @simple() -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:   llvm.return %1 : i32
// CHECK-NEXT: }
llvm.func @simple() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.constant(5 : i32) : i32
  %2 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %1, %2 : i32, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}

// -----

// Stores on two branches meet in a block argument.
// CHECK-LABEL: llvm.func @branches(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   llvm.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   llvm.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   llvm.return %1 : i32
// CHECK-NEXT: }
llvm.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %a, %1 : i32, !llvm.ptr
  llvm.br ^bb3
^bb2:
  llvm.store %b, %1 : i32, !llvm.ptr
  llvm.br ^bb3
^bb3:
  %2 = llvm.load %1 : !llvm.ptr -> i32
  llvm.return %2 : i32
}

// -----

// A loop's counter and accumulator become block arguments of its header.
// CHECK-LABEL: llvm.func @loop(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   llvm.br ^bb1(%1, %1 : i32, i32)
// CHECK-NEXT: ^bb1(%2: i32, %3: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %4 = llvm.icmp "slt" %2, %arg0 : i32
// CHECK-NEXT:   llvm.cond_br %4, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %5 = llvm.add %3, %2 : i32
// CHECK-NEXT:   %6 = llvm.add %2, %0 : i32
// CHECK-NEXT:   llvm.br ^bb1(%6, %5 : i32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   llvm.return %3 : i32
// CHECK-NEXT: }
llvm.func @loop(%n: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %2 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %z, %1 : i32, !llvm.ptr
  llvm.store %z, %2 : i32, !llvm.ptr
  llvm.br ^head
^head:
  %i = llvm.load %1 : !llvm.ptr -> i32
  %c = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %c, ^body, ^exit
^body:
  %s = llvm.load %2 : !llvm.ptr -> i32
  %s2 = llvm.add %s, %i : i32
  llvm.store %s2, %2 : i32, !llvm.ptr
  %i2 = llvm.add %i, %0 : i32
  llvm.store %i2, %1 : i32, !llvm.ptr
  llvm.br ^head
^exit:
  %r = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %r : i32
}

// -----

// A load before any store reads llvm.mlir.undef, made at the start of the
// alloca's block; a branch from a block without a store passes it too.
// CHECK-LABEL: llvm.func @load_before_store(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.undef : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb2(%0 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   llvm.br ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %3 = llvm.add %0, %2 : i32
// CHECK-NEXT:   llvm.return %3 : i32
// CHECK-NEXT: }
llvm.func @load_before_store(%c: i1, %v: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %v, %1 : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  %3 = llvm.load %1 : !llvm.ptr -> i32
  %4 = llvm.add %2, %3 : i32
  llvm.return %4 : i32
}

// -----

// Uses that block promotion: a call taking the pointer, a volatile store,
// storing the pointer itself, and a load wider than the slot. An alloca
// outside the entry block is not a slot.
// CHECK-LABEL: llvm.func @blocked(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %arg0, %1 : i32, !llvm.ptr
// CHECK-NEXT:   llvm.call @use(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:   %2 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT:   %3 = llvm.alloca %0 x !llvm.ptr : (i32) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %3, %3 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:   %4 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %5 = llvm.load %4 : !llvm.ptr -> i64
// CHECK-NEXT:   %6 = llvm.add %2, %arg0 : i32
// CHECK-NEXT:   llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %7 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %arg0, %7 : i32, !llvm.ptr
// CHECK-NEXT:   %8 = llvm.load %7 : !llvm.ptr -> i32
// CHECK-NEXT:   %9 = llvm.add %6, %8 : i32
// CHECK-NEXT:   llvm.return %9 : i32
// CHECK-NEXT: }
llvm.func @use(!llvm.ptr)
llvm.func @blocked(%v: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %1 : i32, !llvm.ptr
  llvm.call @use(%1) : (!llvm.ptr) -> ()
  %2 = llvm.load %1 : !llvm.ptr -> i32
  %3 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %3 {volatile} : i32, !llvm.ptr
  %4 = llvm.load %3 : !llvm.ptr -> i32
  %5 = llvm.alloca %0 x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %5, %5 : !llvm.ptr, !llvm.ptr
  %6 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %7 = llvm.load %6 : !llvm.ptr -> i64
  %8 = llvm.add %2, %4 : i32
  llvm.br ^bb1
^bb1:
  %9 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %9 : i32, !llvm.ptr
  %10 = llvm.load %9 : !llvm.ptr -> i32
  %11 = llvm.add %8, %10 : i32
  llvm.return %11 : i32
}

// -----

// Ops that merely mention the slot go with it: lifetime and invariant
// markers, and a bitcast and a zero-offset GEP whose users all go.
// CHECK-LABEL: llvm.func @promotable_uses(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   llvm.return %arg0 : i32
// CHECK-NEXT: }
llvm.func @promotable_uses(%v: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start %1 : !llvm.ptr
  llvm.store %v, %1 : i32, !llvm.ptr
  %b = llvm.bitcast %1 : !llvm.ptr to !llvm.ptr
  %g = llvm.getelementptr %b[0] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.intr.lifetime.end %g : !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> i32
  %3 = llvm.intr.invariant.start 4, %1 : !llvm.ptr
  llvm.intr.invariant.end %3, 4, %1 : !llvm.ptr
  llvm.return %2 : i32
}

// -----

// A GEP with a nonzero offset keeps the slot in memory.
// CHECK-LABEL: llvm.func @offset_gep_blocks(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %2 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT:   llvm.store %arg0, %2 : i32, !llvm.ptr
// CHECK-NEXT:   %3 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT:   llvm.return %3 : i32
// CHECK-NEXT: }
llvm.func @offset_gep_blocks(%v: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
  %g = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %v, %g : i32, !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> i32
  llvm.return %2 : i32
}

// -----

// Accesses of another type: a narrower store is merged into the bits it
// overwrites (little endian), narrower loads truncate, same-sized ones
// cast.
// CHECK-LABEL: llvm.func @type_conversions(%arg0: i16, %arg1: f16) -> i64 {
// CHECK-NEXT:   %0 = llvm.mlir.undef : f32
// CHECK-NEXT:   %1 = llvm.mlir.undef : i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %3 = llvm.mlir.constant(42 : i8) : i8
// CHECK-NEXT:   %4 = llvm.zext %arg0 : i16 to i64
// CHECK-NEXT:   %5 = llvm.mlir.constant(-65536 : i64) : i64
// CHECK-NEXT:   %6 = llvm.and %1, %5 : i64
// CHECK-NEXT:   %7 = llvm.or %6, %4 : i64
// CHECK-NEXT:   %8 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT:   %9 = llvm.mlir.constant(-256 : i64) : i64
// CHECK-NEXT:   %10 = llvm.and %7, %9 : i64
// CHECK-NEXT:   %11 = llvm.or %10, %8 : i64
// CHECK-NEXT:   %12 = llvm.bitcast %11 : i64 to f64
// CHECK-NEXT:   %13 = llvm.trunc %11 : i64 to i32
// CHECK-NEXT:   %14 = llvm.bitcast %13 : i32 to f32
// CHECK-NEXT:   %15 = llvm.bitcast %0 : f32 to i32
// CHECK-NEXT:   %16 = llvm.bitcast %arg1 : f16 to i16
// CHECK-NEXT:   %17 = llvm.zext %16 : i16 to i32
// CHECK-NEXT:   %18 = llvm.mlir.constant(-65536 : i32) : i32
// CHECK-NEXT:   %19 = llvm.and %15, %18 : i32
// CHECK-NEXT:   %20 = llvm.or %19, %17 : i32
// CHECK-NEXT:   %21 = llvm.bitcast %20 : i32 to f32
// CHECK-NEXT:   %22 = llvm.zext %20 : i32 to i64
// CHECK-NEXT:   %23 = llvm.add %11, %22 : i64
// CHECK-NEXT:   llvm.return %23 : i64
// CHECK-NEXT: }
llvm.func @type_conversions(%v: i16, %f: f16) -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %c = llvm.mlir.constant(42 : i8) : i8
  %1 = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
  llvm.store %v, %1 : i16, !llvm.ptr
  llvm.store %c, %1 : i8, !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> i64
  %3 = llvm.load %1 : !llvm.ptr -> f64
  %4 = llvm.load %1 : !llvm.ptr -> f32
  %5 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
  llvm.store %f, %5 : f16, !llvm.ptr
  %6 = llvm.load %5 : !llvm.ptr -> i32
  %7 = llvm.zext %6 : i32 to i64
  %8 = llvm.add %2, %7 : i64
  llvm.return %8 : i64
}

// -----

// Pointers convert through addrspacecast, integers through ptrtoint and
// inttoptr.
// CHECK-LABEL: llvm.func @pointer_slots(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.addrspacecast %arg0 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT:   %2 = llvm.ptrtoint %arg1 : !llvm.ptr to i64
// CHECK-NEXT:   %3 = llvm.bitcast %2 : i64 to vector<2xi32>
// CHECK-NEXT:   %4 = llvm.inttoptr %2 : i64 to !llvm.ptr
// CHECK-NEXT:   llvm.return %1 : !llvm.ptr
// CHECK-NEXT: }
llvm.func @pointer_slots(%p: !llvm.ptr<1>, %q: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %p, %1 : !llvm.ptr<1>, !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> !llvm.ptr
  %3 = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
  llvm.store %q, %3 : !llvm.ptr, !llvm.ptr
  %4 = llvm.load %3 : !llvm.ptr -> vector<2xi32>
  %5 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
  llvm.return %2 : !llvm.ptr
}

// -----

// A memset of the whole slot stores its byte repeated: built at run time
// for a variable byte, a constant for a constant one (bitcast to a float
// slot); a memset of part of the slot blocks.
// CHECK-LABEL: llvm.func @memset(%arg0: i8) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   %3 = llvm.mlir.constant(7 : i8) : i8
// CHECK-NEXT:   %4 = llvm.zext %arg0 : i8 to i32
// CHECK-NEXT:   %5 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:   %6 = llvm.shl %4, %5 : i32
// CHECK-NEXT:   %7 = llvm.or %4, %6 : i32
// CHECK-NEXT:   %8 = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT:   %9 = llvm.shl %7, %8 : i32
// CHECK-NEXT:   %10 = llvm.or %7, %9 : i32
// CHECK-NEXT:   %11 = llvm.mlir.constant(117901063 : i32) : i32
// CHECK-NEXT:   %12 = llvm.bitcast %11 : i32 to f32
// CHECK-NEXT:   %13 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   "llvm.intr.memset"(%13, %arg0, %2) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT:   %14 = llvm.load %13 : !llvm.ptr -> i32
// CHECK-NEXT:   %15 = llvm.add %10, %14 : i32
// CHECK-NEXT:   llvm.return %15 : i32
// CHECK-NEXT: }
llvm.func @memset(%b: i8) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i8) : i8
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%1, %b, %c4) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %2 = llvm.load %1 : !llvm.ptr -> i32
  %3 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
  "llvm.intr.memset.inline"(%3, %c7) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, i8) -> ()
  %4 = llvm.load %3 : !llvm.ptr -> f32
  %5 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%5, %b, %c2) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %6 = llvm.load %5 : !llvm.ptr -> i32
  %7 = llvm.add %2, %6 : i32
  llvm.return %7 : i32
}

// -----

// A memcpy of the whole slot: into it, a load from the source; out of it,
// a store of its value. Between two slots, both promote.
// CHECK-LABEL: llvm.func @memcpy(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:   llvm.store %2, %arg1 : i32, !llvm.ptr
// CHECK-NEXT:   %3 = llvm.add %2, %arg2 : i32
// CHECK-NEXT:   llvm.return %3 : i32
// CHECK-NEXT: }
llvm.func @memcpy(%src: !llvm.ptr, %dst: !llvm.ptr, %v: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  "llvm.intr.memcpy"(%1, %src, %c4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memmove"(%dst, %1, %c4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %2 = llvm.load %1 : !llvm.ptr -> i32
  %3 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %4 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %3 : i32, !llvm.ptr
  "llvm.intr.memcpy.inline"(%4, %3) <{isVolatile = false, len = 4 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
  %5 = llvm.load %4 : !llvm.ptr -> i32
  %6 = llvm.add %2, %5 : i32
  llvm.return %6 : i32
}
