//! The algebraic laws `eqsat` applies: [`LAWS`], the table `cargo xtask
//! codegen` writes from the `SaturationOnly` rules of `patterns/*.td`
//! (`generated_laws.rs`; docs/patterns.md).
//!
//! Invariants: every integer law holds for wrap-around (modulo 2^n)
//! arithmetic at every width, `index` included, so none needs the poison
//! flags (which the e-graph does not see; see `lang`); no law divides;
//! `arith` and `index` get the same laws. Float laws only regroup when
//! every matched op allows it (`fastmath<reassoc>` or `fast`), and their
//! rhs ops keep the matched ops' flags. Commutativity is not here: it holds
//! for every op with the `Commutative` trait, in any dialect, and the
//! engine applies it (`saturate`).

pub use crate::generated_laws::LAWS;
