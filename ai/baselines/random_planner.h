// The weakest sensible opponent: uniform over the actions offered. A
// baseline to measure the other planners against (DESIGN / The planners).
#pragma once

#include <cstdint>

#include "ai/planner.h"

namespace skirmish::ai {

class RandomPlanner final : public PlannerBase {
 public:
  // `seed` is the game's seed. The generator is made afresh for each
  // decision from (seed, side, decisions so far), exactly as tools' random
  // player makes it, so a resumed game picks what the uninterrupted one
  // would have, and both pick the same action from the same list.
  explicit RandomPlanner(uint64_t seed) : seed_(seed) { reasons_for_ = 1; }
  std::string_view name() const override { return "random"; }

 protected:
  void score(const Rules& rules, const GameState& view, int side,
             std::vector<RankedOption>& ranked) override;
  void explain(const Rules& rules, const GameState& view, int side, std::size_t rank,
               RankedOption& option) override;

 private:
  uint64_t seed_;
};

}  // namespace skirmish::ai
