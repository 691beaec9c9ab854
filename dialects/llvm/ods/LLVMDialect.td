// The llvm dialect's ops are upstream's, in two files: the core ops and the
// intrinsics. codegen reads both through this one file.
include "mlir/Dialect/LLVMIR/LLVMOps.td"
include "mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td"
