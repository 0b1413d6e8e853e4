// The project's one random number generator, specified bit for bit.
//
// Game dice must give the same rolls from the same seed on every compiler and
// standard library (DESIGN / Determinism), so nothing here touches <random>:
// std::mt19937 is portable but its distributions are not, and rand() is
// neither. The generator is xoshiro256** (Blackman and Vigna), seeded by
// expanding one 64-bit seed through splitmix64 as its authors recommend;
// bounded integers come from rejection sampling, so every face of a die is
// exactly equally likely.
#pragma once

#include <array>
#include <cstdint>

namespace skirmish {

// splitmix64: a tiny generator used only to spread a seed over a larger state.
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t next();

 private:
  uint64_t state_;
};

// xoshiro256**: fast, small (32 bytes, cheap to copy per search thread) and
// statistically strong for simulation.
class Xoshiro256 {
 public:
  explicit Xoshiro256(uint64_t seed);

  // The next raw 64-bit output.
  uint64_t next();
  // A uniform integer in [0, n), n >= 1, by rejecting the few raw values that
  // would favour small results; consumes one or (rarely) more raw outputs.
  uint64_t below(uint64_t n);

  uint64_t seed() const { return seed_; }
  // Raw outputs consumed so far, including rejected ones: seed + draws says
  // exactly where the stream stands.
  uint64_t draws() const { return draws_; }
  // Skips ahead n raw outputs (to resume a stream from seed + draws).
  void discard(uint64_t n);

 private:
  std::array<uint64_t, 4> s_{};
  uint64_t seed_ = 0;
  uint64_t draws_ = 0;
};

}  // namespace skirmish
