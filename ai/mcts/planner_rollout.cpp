#include "ai/mcts/planner_rollout.h"

namespace skirmish::ai {

PlannerRollout::PlannerRollout(std::unique_ptr<Planner> planner, bool remember)
    : planner_(std::move(planner)) {
  if (remember && planner_->chooses_by_position()) memo_.emplace();
}

Action PlannerRollout::choose(const Rules& rules, const GameState& state,
                              const std::vector<Action>&, Xoshiro256&) {
  const int side = rules.next_decision(state).side;
  if (memo_) return memo_->choose(*planner_, rules, state, side, plan_);
  ++asked_;
  planner_->plan(rules, state, side, plan_);
  return plan_.chosen;
}

}  // namespace skirmish::ai
