//! Helpers for tests and fuzzing across the workspace: a deterministic
//! random generator (xorshift64), so every run sees the same inputs.

/// Xorshift64: fast, deterministic, good enough to pick test inputs. The
/// seed must not be zero.
pub struct XorShift(pub u64);

impl XorShift {
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n` (0 when `n` is 0); the modulo's bias does not
    /// matter for picking test inputs.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}
