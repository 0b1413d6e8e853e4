#include "engine/core/random.h"

namespace skirmish {

namespace {

constexpr uint64_t rotl(uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}

}  // namespace

uint64_t SplitMix64::next() {
  uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Xoshiro256::Xoshiro256(uint64_t seed) : seed_(seed) {
  SplitMix64 spread(seed);
  for (auto& word : s_) word = spread.next();
  // splitmix64 never yields four zero words in a row, so the all-zero state
  // (the one xoshiro cannot leave) is impossible.
}

uint64_t Xoshiro256::next() {
  const uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  ++draws_;
  return result;
}

uint64_t Xoshiro256::below(uint64_t n) {
  if (n <= 1) return 0;
  // 2^64 mod n raw values at the bottom are the surplus that would make some
  // results one draw more likely; reject them. For a d1000 that is fewer than
  // one raw value in 10^16, so a second draw is practically never needed.
  const uint64_t surplus = (0 - n) % n;
  uint64_t x = next();
  while (x < surplus) x = next();
  return x % n;
}

void Xoshiro256::discard(uint64_t n) {
  for (uint64_t i = 0; i < n; ++i) next();
}

}  // namespace skirmish
