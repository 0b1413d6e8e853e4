// Greedy one-ply: try each offered action a few times on a scratch copy
// with the planner's own seeded dice and keep the one whose outcome the rule
// set likes best (Rules::evaluate for the side, averaged over the tries).
// A baseline: it looks one decision ahead and knows nothing of cover,
// objectives or the enemy's reply beyond what evaluate sees.
#pragma once

#include <cstdint>

#include "ai/planner.h"
#include "ai/sampling.h"

namespace skirmish::ai {

struct GreedySettings {
  // Tries per action (each with its own seeded dice). 4: enough to tell a
  // likely kill from an unlikely one at about 30 actions a decision.
  int tries = 4;
  // Weight of the men-standing tie-break (fraction of own men fighting minus
  // the enemy's, -1..1). Tiny, so it only orders actions evaluate calls
  // equal (a rule set whose evaluate says 0 until the end still shoots).
  double standing_weight = 1e-3;
  // Weight of a seeded draw in 0..1 that settles what the two above leave
  // equal: far below any difference they can make.
  double lot_weight = 1e-9;
};

class GreedyPlanner final : public PlannerBase {
 public:
  explicit GreedyPlanner(uint64_t seed, GreedySettings settings = {})
      : seed_(seed), settings_(settings) {}
  std::string_view name() const override { return "greedy"; }

 protected:
  void score(const Rules& rules, const GameState& view, int side,
             std::vector<RankedOption>& ranked) override;
  void explain(const Rules& rules, const GameState& view, int side, std::size_t rank,
               RankedOption& option) override;

 private:
  uint64_t seed_;
  GreedySettings settings_;
  SampledOutcome sampled_;
};

}  // namespace skirmish::ai
