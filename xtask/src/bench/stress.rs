//! Stress inputs of `cargo xtask bench --stress`: shapes `cargo xtask gen`
//! does not make, where a careless rewrite engine goes quadratic.
//!
//! - `const-uses`: one constant used N times (a chain of `arith.addi` of
//!   the constant), stressing use lists, constant uniquing and the
//!   `(x + c1) + c2` folding chain.
//! - `blocks`: one function of N blocks in a chain, each adding to a block
//!   argument and branching on to the next block or to one shared exit
//!   block (N predecessors), stressing unreachable-block and region
//!   simplification, dominance and branch patterns.
//! - `deep-if`: N `scf.if` on one condition nested in each other, each
//!   then-branch recomputing a value of the function and yielding the
//!   nested if's result, stressing everything that asks about nesting
//!   (dominance of uses far below their definition, recursive effects,
//!   ancestor chains, condition propagation). mlir-opt-22 overflows its
//!   stack from about 5,000 levels.
//!
//! Output is deterministic: same name and size, same bytes.

use std::fmt::Write as _;

/// The known stress shapes.
pub const SHAPES: &[&str] = &["const-uses", "blocks", "deep-if"];

/// The text of shape `name` at size `n`, or `None` for an unknown name.
pub fn generate(name: &str, n: u64) -> Option<String> {
    match name {
        "const-uses" => Some(const_uses(n)),
        "blocks" => Some(blocks(n)),
        "deep-if" => Some(deep_if(n)),
        _ => None,
    }
}

fn const_uses(n: u64) -> String {
    let mut s = String::with_capacity(n as usize * 48);
    s.push_str(
        "func.func @const_uses(%x: i32) -> i32 {\n  %c = arith.constant 1 : i32\n  %v0 = arith.addi %x, %c : i32\n",
    );
    for i in 1..n.max(1) {
        let _ = writeln!(s, "  %v{i} = arith.addi %v{}, %c : i32", i - 1);
    }
    let _ = writeln!(s, "  return %v{} : i32\n}}", n.max(1) - 1);
    s
}

fn blocks(n: u64) -> String {
    let n = n.max(2);
    let mut s = String::with_capacity(n as usize * 120);
    s.push_str(
        "func.func @blocks(%x: i32, %cond: i1) -> i32 {\n  %c1 = arith.constant 1 : i32\n  cf.br ^bb1(%x : i32)\n",
    );
    for i in 1..n - 1 {
        let _ = writeln!(s, "^bb{i}(%a{i}: i32):\n  %b{i} = arith.addi %a{i}, %c1 : i32");
        let _ = writeln!(s, "  cf.cond_br %cond, ^bb{}(%b{i} : i32), ^bb{}(%b{i} : i32)", i + 1, n - 1);
    }
    let _ = writeln!(s, "^bb{}(%r: i32):\n  return %r : i32\n}}", n - 1);
    s
}

fn deep_if(n: u64) -> String {
    let n = n.max(1);
    let mut s = String::with_capacity(n as usize * 120);
    s.push_str("func.func @deep_if(%c: i1, %x: i32) -> i32 {\n  %v = arith.addi %x, %x : i32\n");
    for i in 0..n {
        let _ = writeln!(s, "%r{i} = scf.if %c -> (i32) {{\n%a{i} = arith.addi %x, %x : i32");
    }
    let _ = writeln!(s, "scf.yield %a{} : i32", n - 1);
    for i in (0..n).rev() {
        if i + 1 < n {
            let _ = writeln!(s, "scf.yield %r{} : i32", i + 1);
        }
        s.push_str("} else {\nscf.yield %x : i32\n}\n");
    }
    s.push_str("return %r0 : i32\n}\n");
    s
}

#[cfg(test)]
mod tests {
    #[test]
    fn shapes_are_small_valid_looking_functions() {
        let c = super::generate("const-uses", 3).expect("known");
        assert!(c.contains("%v2 = arith.addi %v1, %c : i32") && c.contains("return %v2"));
        let b = super::generate("blocks", 4).expect("known");
        assert!(b.contains("^bb2(%a2: i32)") && b.contains("cf.cond_br %cond, ^bb3(%b2 : i32), ^bb3(%b2 : i32)"));
        let d = super::generate("deep-if", 2).expect("known");
        assert!(
            d.contains("%r1 = scf.if %c -> (i32) {")
                && d.contains("scf.yield %r1 : i32")
                && d.ends_with("return %r0 : i32\n}\n")
        );
        assert!(super::generate("nope", 1).is_none());
    }
}
