#include "ai/mcts/planner_rollout.h"

namespace skirmish::ai {

Action PlannerRollout::choose(const Rules& rules, const GameState& state,
                              const std::vector<Action>&, Xoshiro256&) {
  planner_->plan(rules, state, rules.next_decision(state).side, plan_);
  return plan_.chosen;
}

}  // namespace skirmish::ai
