#include "engine/core/keyed_dice.h"

namespace skirmish {

namespace {

// splitmix64's finaliser: a strong 64-bit mix.
uint64_t mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace

uint64_t KeyedDice::below(uint64_t n, const RollPurpose& purpose, bool card) {
  // Who rolls, and for what: the man, or the side where no man rolls.
  const uint64_t roller = purpose.actor >= 0 ? static_cast<uint64_t>(purpose.actor)
                                             : 0x10000ULL + static_cast<uint64_t>(purpose.side + 1);
  const uint64_t kind =
      (static_cast<uint64_t>(static_cast<uint16_t>(purpose.code)) << 1) | (card ? 1ULL : 0ULL);
  const uint64_t key = mix(seed_ ^ mix((roller << 20) ^ kind ^ 0x5bd1e9955bd1e995ULL));
  uint32_t& count = counts_[key % kSlots];
  // The roller's count-th value, drawn again (rarely) past the surplus that
  // would favour small results, as Xoshiro256::below does.
  const uint64_t surplus = (0 - n) % n;
  for (;;) {
    const uint64_t x = mix(key + 0x9e3779b97f4a7c15ULL * (static_cast<uint64_t>(count) + 1));
    ++count;
    if (x >= surplus) return x % n;
  }
}

int KeyedDice::generate(int sides, const RollPurpose& purpose) {
  return 1 + static_cast<int>(below(static_cast<uint64_t>(sides), purpose, false));
}

int KeyedDice::generate_card(int remaining, const RollPurpose& purpose) {
  return static_cast<int>(below(static_cast<uint64_t>(remaining), purpose, true));
}

}  // namespace skirmish
