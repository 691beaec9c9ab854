//! A deterministic mutator for MLIR text: byte flips, insertions of MLIR
//! punctuation, keywords and custom-form op syntax, deletions,
//! duplications and truncation, driven by a fixed-seed xorshift
//! generator so that a run is reproducible from its seed alone.

use strata_ir::testing::XorShift;

/// What a mutation may insert: MLIR's punctuation, sigils and keywords,
/// malformed literals, and custom-form op syntax so that mutants reach the
/// dialect parsers.
pub const TOKENS: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ",",
    ":",
    "=",
    "->",
    "%0",
    "%1#1",
    "^bb0",
    "^bb1",
    "@s",
    "#map",
    "!t",
    "\"",
    "\"x.y\"",
    "i32",
    "f32",
    "index",
    "tensor<",
    "memref<?x",
    "vector<[4]x",
    "dense<",
    "affine_map<(d0)",
    "loc(",
    "unknown",
    "0x",
    "-",
    "1.5e",
    "true",
    "unit",
    "module",
    "// -----\n",
    "\n",
    "\\",
    "\0",
    "\u{ff}",
    "99999999999999999999999",
    "array<i32:",
    "strided<[",
    "complex<",
    "tuple<",
    "#loc",
    "fused[",
    "callsite(",
    // Custom-form keywords and ops, so mutants reach the dialect parsers.
    "func.func @f(",
    "return",
    "arith.constant",
    "arith.addi",
    "scf.for %i = ",
    " to ",
    " step ",
    "iter_args(",
    "scf.yield",
    "scf.if",
    " else ",
    "cf.br ^bb1",
    "cf.switch",
    "default: ",
    "memref.load",
    "vector.contract",
    "#vector.kind<add>",
    "#arith.fastmath<fast>",
    "overflow<nsw>",
    "attributes",
    "private",
    "-> (",
];

/// One to four mutations of `input`.
pub fn mutate(rng: &mut XorShift, input: &[u8]) -> Vec<u8> {
    let mut v = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let pos = rng.below(v.len() + 1);
        match rng.below(6) {
            0 if !v.is_empty() => {
                let i = rng.below(v.len());
                v[i] = rng.next_u64() as u8;
            }
            1 => {
                let t = TOKENS[rng.below(TOKENS.len())].as_bytes();
                v.splice(pos..pos, t.iter().copied());
            }
            2 if pos < v.len() => {
                let end = (pos + 1 + rng.below(16)).min(v.len());
                v.drain(pos..end);
            }
            3 if pos < v.len() => {
                let end = (pos + 1 + rng.below(64)).min(v.len());
                let chunk: Vec<u8> = v[pos..end].to_vec();
                v.splice(pos..pos, chunk);
            }
            4 => v.truncate(pos),
            _ => {}
        }
    }
    v
}
