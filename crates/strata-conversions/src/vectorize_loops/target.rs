//! SIMD widths of the targets `vectorize-loops` knows, and the host's.

/// The `target` option's names.
pub const TARGETS: &[&str] = &["native", "avx512", "avx2", "sse4.2", "neon", "scalar"];

/// The vector register width of `target` in bits; `None` for `scalar`
/// (vectorization off). `native` is the host's widest, detected at run
/// time (128 bits where nothing wider is known).
pub fn vector_bits(target: &str) -> Option<u32> {
    match target {
        "avx512" => Some(512),
        "avx2" => Some(256),
        "sse4.2" | "neon" => Some(128),
        "scalar" => None,
        _ => Some(native_bits()),
    }
}

#[cfg(target_arch = "x86_64")]
fn native_bits() -> u32 {
    if std::arch::is_x86_feature_detected!("avx512f") {
        512
    } else if std::arch::is_x86_feature_detected!("avx2") {
        256
    } else {
        128
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn native_bits() -> u32 {
    128
}

/// Lanes of `element_bits`-wide elements in a `bits`-wide register (at least 1).
pub fn lanes(bits: u32, element_bits: u32) -> u32 {
    (bits / element_bits.max(1)).max(1)
}
