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
}
