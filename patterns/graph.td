//===- graph.td - the graph dialect's declarative rewrite rules -*- tablegen -*-===//
//
// Canonicalizations of strata's `graph` dialect, compiled into
// `dialects/graph/src/generated_patterns.rs` by `cargo xtask codegen`.
// Native code is Rust: the helpers are in `dialects/graph/src/canonicalize.rs`.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "dialects/graph/ods/GraphOps.td"
include "patterns/StrataPatterns.td"

def : RustHelpers<"crate::canonicalize">;

// `transpose(transpose(x, p), q)` permutes `x` by `p[q[i]]`.
def ComposePermutations : FallibleNativeCodeCall<"compose_permutations($_ctx, $0, $1)">;
def IsIdentityComposition : Constraint<CPred<"is_identity_composition($_ctx, $0, $1)">>;
def IsIdentityPermutation : Constraint<CPred<"is_identity_permutation($_ctx, $0)">>;

// The one operand of a variadic list of length one.
def OnlyValue : FallibleNativeCodeCall<"only_value($0)">;

//===----------------------------------------------------------------------===//
// graph.transpose
//===----------------------------------------------------------------------===//

// transpose(x, identity) -> x
def TransposeOfIdentity :
    Pat<(Graph_TransposeOp:$res $x, $p),
        (replaceWithValue $x),
        [(IsIdentityPermutation $p), (SameType $res, $x)]>;

// transpose(transpose(x, p), q) -> x when the two undo each other
def TransposeOfInverseTranspose :
    Pat<(Graph_TransposeOp:$res (Graph_TransposeOp $x, $p), $q),
        (replaceWithValue $x),
        [(IsIdentityComposition $p, $q), (SameType $res, $x)],
        [], (addBenefit 1)>;

// transpose(transpose(x, p), q) -> transpose(x, p[q[i]])
def TransposeOfTranspose :
    Pat<(Graph_TransposeOp (Graph_TransposeOp $x, $p), $q),
        (Graph_TransposeOp $x, (ComposePermutations $p, $q))>;

//===----------------------------------------------------------------------===//
// graph.add_n, graph.cast (relu(relu(x)) -> relu(x) is the Idempotent
// trait's fold, which runs before any pattern)
//===----------------------------------------------------------------------===//

// add_n(x) -> x
def AddNOfOne :
    Pat<(Graph_AddNOp $inputs), (replaceWithValue (OnlyValue $inputs))>;

// cast(x) to x's own type -> x
def CastToSameType :
    Pat<(Graph_CastOp:$res $x), (replaceWithValue $x), [(SameType $res, $x)]>;
