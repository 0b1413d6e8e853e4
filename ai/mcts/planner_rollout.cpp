#include "ai/mcts/planner_rollout.h"

namespace skirmish::ai {

size_t PlannerRollout::choose(const Rules& rules, const GameState& state,
                              const std::vector<Action>& legal, Xoshiro256& rng) {
  planner_->plan(rules, state, rules.next_decision(state).side, plan_);
  for (size_t i = 0; i < legal.size(); ++i) {
    if (legal[i] == plan_.chosen) return i;
  }
  return static_cast<size_t>(rng.below(legal.size()));
}

}  // namespace skirmish::ai
