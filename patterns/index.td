//===- index.td - the index dialect's rules -*- tablegen -*-===//
//
// The index dialect's laws for equality saturation (IntegerLaws.td): the
// same as arith's, over `index` ops. It has no greedy rules.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Index/IR/IndexOps.td"
include "patterns/StrataPatterns.td"
include "patterns/IntegerLaws.td"

defm Index : IntegerLaws<Index_AddOp, Index_SubOp, Index_MulOp, Index_AndOp, Index_OrOp, Index_XOrOp, Index_ShlOp>;
