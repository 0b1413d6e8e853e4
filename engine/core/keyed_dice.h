// Dice whose rolls follow the man who rolls them, for comparing lines of
// play on the same luck.
//
// SeededDice hands out one stream in the order rolls are asked for, so two
// lines that differ in one early choice soon roll different things for the
// same man: the luck of the two lines parts with their first difference.
// KeyedDice gives each roller his own stream instead: the n-th roll of a
// given kind (RollPurpose::code) by a given figure (or side, where no man
// rolls) is the same in every line that shares the seed, whatever happened
// before it. Sibling lines of a search then keep common luck long after they
// part, and a difference in their results says more about the choice that
// parted them (common random numbers, kept in step).
//
// Every roll is still a fair die independent of everything before it: its
// value is fixed by the seed, the roller, the kind and the count, none of
// which depends on the value. Nothing is allocated: the counts live in the
// object (a fixed table; rollers that share a slot share its count, which
// keeps their rolls distinct).
#pragma once

#include <array>
#include <cstdint>

#include "engine/core/dice.h"

namespace skirmish {

class KeyedDice final : public Dice {
 public:
  explicit KeyedDice(uint64_t seed) : seed_(seed) {}
  uint64_t seed() const { return seed_; }

 protected:
  int generate(int sides, const RollPurpose& purpose) override;
  int generate_card(int remaining, const RollPurpose& purpose) override;

 private:
  static constexpr std::size_t kSlots = 512;
  // A uniform integer in [0, n) from the roller's stream.
  uint64_t below(uint64_t n, const RollPurpose& purpose, bool card);

  uint64_t seed_;
  std::array<uint32_t, kSlots> counts_{};
};

}  // namespace skirmish
