//! The harness's output (`harness.c`'s `SIZE`, `CHECK`, `SUM` and `TIME`
//! lines) judged and summarized as the markdown report.
//!
//! Invariants: a variant's time is the median of its rounds; the
//! strata/clang ratio is the median of the per-round ratios `clang /
//! strata` (the two timed in the same round, so drift of the machine
//! cancels), > 1 when strata is faster; a check fails when a strict or
//! integer result differs from the scalar reference in any bit, or a
//! reassoc sum is farther from the exact sum than [`sum_bound`]. Every
//! failure is listed, and the caller exits non-zero.

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The variants' names in the harness's output.
pub const SCALAR: &str = "scalar";
pub const STRATA: &str = "strata";
pub const CLANG: &str = "c";

/// A case at one size: kernel, element type, mode, n.
type Key = (String, String, String, u64);

/// What the harness printed for one case at one size.
#[derive(Default)]
struct Row {
    /// Per variant, ns per element of each round, in round order.
    times: BTreeMap<String, Vec<f64>>,
    /// Failed checks, as sentences.
    failures: Vec<String>,
    /// A reassoc case's largest `err / bound` over its variants.
    worst_error: Option<f64>,
    /// How many variants were checked.
    checked: usize,
}

/// The median of `values` (the mean of the middle two for an even count);
/// NaN when empty.
pub fn median(values: &[f64]) -> f64 {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// The median over rounds of `baseline[r] / candidate[r]`: the candidate's
/// speed relative to the baseline (> 1: the candidate is faster), rounds
/// paired by index (extra rounds of either are ignored).
pub fn median_ratio(baseline: &[f64], candidate: &[f64]) -> f64 {
    let ratios: Vec<f64> = baseline.iter().zip(candidate).map(|(b, c)| b / c).collect();
    median(&ratios)
}

/// The largest error allowed to a float (binary32) sum of `terms` terms
/// (each a product of two floats, or an element) computed in any order,
/// whose magnitudes sum to `sum_abs`: `terms * eps * sum_abs`, eps =
/// 2^-23. Any order of `m` additions errs by at most γ_m · Σ|t|, γ_m =
/// m·u / (1 − m·u) with u = 2^-24 (Higham, *Accuracy and Stability of
/// Numerical Algorithms*, §4.2 and §3.1 for the products' rounding), and
/// γ_m ≤ 2m·u = m·eps while m·u ≤ 1/2, i.e. up to 2^23 terms; beyond it
/// the bound is a sanity check, not a theorem.
pub fn sum_bound(terms: u64, sum_abs: f64) -> f64 {
    terms as f64 * f64::from(f32::EPSILON) * sum_abs
}

/// The report of the harness's `output`, and the failed checks.
pub fn report(output: &str, intro: &str, rounds: usize) -> (String, Vec<String>) {
    let mut rows: BTreeMap<Key, Row> = BTreeMap::new();
    let mut order: Vec<(String, String, String)> = Vec::new();
    let mut shapes = Vec::new();
    let mut failures = Vec::new();
    for line in output.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        if let ["SIZE", n, r, c] = f.as_slice() {
            shapes.push(format!("{n}: {r} x {c}"));
            continue;
        }
        let (Some(tag), Some(&[kernel, elem, mode, variant, n])) = (f.first(), f.get(1..6)) else { continue };
        let case = (kernel.to_string(), elem.to_string(), mode.to_string());
        if !order.contains(&case) {
            order.push(case.clone());
        }
        let row = rows.entry((case.0, case.1, case.2, n.parse().unwrap_or(0))).or_default();
        let what = format!("{kernel} {elem} {mode} n={n}: {variant}");
        match (*tag, &f[6..]) {
            ("CHECK", ["same"]) => row.checked += 1,
            ("CHECK", ["differ", index, expected, got]) => {
                row.checked += 1;
                row.failures.push(format!("{what} differs from scalar at [{index}]: {got} (scalar {expected})"));
            }
            ("SUM", [terms, err, sum_abs]) => {
                row.checked += 1;
                let (terms, err, sum_abs): (u64, f64, f64) =
                    (terms.parse().unwrap_or(0), err.parse().unwrap_or(f64::NAN), sum_abs.parse().unwrap_or(f64::NAN));
                let bound = sum_bound(terms, sum_abs);
                let ratio = err / bound;
                if ratio.is_nan() || ratio > 1.0 {
                    row.failures.push(format!(
                        "{what} misses the exact sum by {err:e} > bound {bound:e} ({terms} terms, sum|t| {sum_abs:e})"
                    ));
                }
                row.worst_error = Some(row.worst_error.map_or(ratio, |w: f64| w.max(ratio)));
            }
            ("TIME", [_round, ns]) => {
                row.times.entry(variant.to_string()).or_default().push(ns.parse().unwrap_or(f64::NAN));
            }
            _ => failures.push(format!("unexpected harness line: {line}")),
        }
    }

    let mut s = intro.to_string();
    writeln!(s, "row_sum's matrix (rows x cols) by size: {}.\n", shapes.join(", ")).ok();
    s.push_str(
        "| kernel | type | mode | size | scalar ns/elem | strata ns/elem | clang ns/elem \
         | strata/clang speed (>1: strata faster) | clang flags | check |\n",
    );
    s.push_str("|---|---|---|---:|---:|---:|---:|---:|---|---|\n");
    let mut keys: Vec<&Key> = rows.keys().collect();
    keys.sort_by_key(|k| (order.iter().position(|c| (&c.0, &c.1, &c.2) == (&k.0, &k.1, &k.2)), k.3));
    for key in keys {
        let row = &rows[key];
        let (kernel, elem, mode, n) = key;
        let times = |v: &str| row.times.get(v).map_or(&[][..], Vec::as_slice);
        let ns = |v: &str| {
            let m = median(times(v));
            if m.is_nan() {
                "-".to_string()
            } else {
                format!("{m:.4}")
            }
        };
        let ratio = median_ratio(times(CLANG), times(STRATA));
        let ratio = if ratio.is_nan() { "-".to_string() } else { format!("{ratio:.2}") };
        let mut check = match (row.failures.is_empty(), row.worst_error) {
            (true, None) => "bitwise".to_string(),
            (true, Some(w)) => format!("≤ bound (max err/bound {w:.1e})"),
            (false, _) => "**FAILED**".to_string(),
        };
        if row.checked == 0 {
            check = "**not checked**".to_string();
            failures.push(format!("{kernel} {elem} {mode} n={n}: no check ran"));
        }
        for (v, t) in &row.times {
            if t.len() != rounds {
                failures.push(format!("{kernel} {elem} {mode} n={n}: {v} timed {} rounds, not {rounds}", t.len()));
            }
        }
        writeln!(
            s,
            "| {kernel} | {elem} | {mode} | {n} | {} | {} | {} | {ratio} | `{}` | {check} |",
            ns(SCALAR),
            ns(STRATA),
            ns(CLANG),
            super::clang_flags(mode)
        )
        .ok();
        failures.extend(row.failures.iter().cloned());
    }
    if !failures.is_empty() {
        s.push_str("\n**FAILED checks:**\n\n");
        for f in &failures {
            writeln!(s, "- {f}").ok();
        }
    }
    (s, failures)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_odd_even_empty() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
        assert!(median(&[]).is_nan());
    }

    #[test]
    fn median_ratio_pairs_rounds() {
        // Round 2 is slow for both (drift): its ratio is still 2.
        let clang = [2.0, 2.0, 20.0, 2.0, 2.2];
        let strata = [1.0, 1.0, 10.0, 4.0, 1.1];
        assert_eq!(median_ratio(&clang, &strata), 2.0);
        // The ratio of the medians would be 2.2 / 1.1 = 2 here too, but not in
        // general: medians of the rounds' ratios.
        assert_eq!(median_ratio(&[1.0, 3.0, 8.0], &[1.0, 1.0, 1.0]), 3.0);
        assert_eq!(median_ratio(&[2.0, 2.0, 2.0], &[1.0, 1.0]), 2.0);
    }

    #[test]
    fn bound_scales_with_terms_and_magnitude() {
        assert_eq!(sum_bound(1, 1.0), f64::from(f32::EPSILON));
        assert_eq!(sum_bound(1024, 8.0), 1024.0 * 8.0 * 2f64.powi(-23));
        // One rounding of an f32 add of two terms is within the bound.
        let (x, y) = (1.0f32, 3.0e-8f32);
        let exact = f64::from(x) + f64::from(y);
        assert!((f64::from(x + y) - exact).abs() <= sum_bound(2, exact.abs()));
    }

    fn output(same: &str, err: &str) -> String {
        let mut s = String::from("SIZE 1024 1 1024\n");
        s += &format!("CHECK add1 f32 strict scalar 1024 same\nCHECK add1 f32 strict strata 1024 {same}\n");
        s += &format!("SUM dot f32 reassoc strata 1024 1024 {err} 1.0e+02\n");
        for r in 0..3 {
            s += &format!("TIME add1 f32 strict scalar 1024 {r} 1.0\nTIME add1 f32 strict strata 1024 {r} 0.25\n");
            s += &format!("TIME add1 f32 strict c 1024 {r} 0.5\n");
            s += &format!("TIME dot f32 reassoc strata 1024 {r} 1.0\nTIME dot f32 reassoc c 1024 {r} 1.0\n");
        }
        s
    }

    #[test]
    fn report_passes_and_fails() {
        let (text, failures) = report(&output("same", "1.0e-06"), "", 3);
        assert!(failures.is_empty(), "{failures:?}");
        assert!(text.contains("| add1 | f32 | strict | 1024 | 1.0000 | 0.2500 | 0.5000 | 2.00 |"), "{text}");
        assert!(text.contains("≤ bound"), "{text}");

        let (text, failures) = report(&output("differ 7 1 2", "1.0e-06"), "", 3);
        assert_eq!(failures.len(), 1, "{failures:?}");
        assert!(text.contains("**FAILED**") && text.contains("at [7]"), "{text}");

        // 1024 terms, sum|t| = 100: the bound is about 0.0122.
        let (_, failures) = report(&output("same", "2.0e-02"), "", 3);
        assert_eq!(failures.len(), 1, "{failures:?}");
        let (_, failures) = report(&output("same", "1.0e-06"), "", 4);
        assert!(!failures.is_empty());
    }
}
