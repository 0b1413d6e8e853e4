// A rollout policy that asks a planner (ai/planner.h) for every move of the
// search's playouts: the utility planner's judgement instead of random
// moves, at its price (about 0.3 ms a decision on the reference scenario
// against some 20 us for a random one), so it goes with short horizons.
#pragma once

#include <memory>
#include <vector>

#include "ai/mcts/mcts.h"
#include "ai/planner.h"

namespace skirmish::ai {

class PlannerRollout final : public RolloutPolicy {
 public:
  explicit PlannerRollout(std::unique_ptr<Planner> planner) : planner_(std::move(planner)) {}
  // The planner's choice for whoever decides in `state`, which the real
  // state accepts (Planner::plan checks it), whether the rule set offered
  // it or the planner found it (a move to a point of its own).
  Action choose(const Rules& rules, const GameState& state, const std::vector<Action>& legal,
                Xoshiro256& rng) override;
  // The planner asks the rule set itself, and adds its own candidates.
  bool reads_legal() const override { return false; }

 private:
  std::unique_ptr<Planner> planner_;
  PlanResult plan_;
};

}  // namespace skirmish::ai
