#include "ai/mcts/planner_rollout.h"

namespace skirmish::ai {

PlannerRollout::PlannerRollout(std::unique_ptr<Planner> planner, bool remember)
    : planner_(std::move(planner)) {
  if (remember && planner_->chooses_by_position()) memo_.emplace();
}

Action PlannerRollout::choose(const Rules& rules, const GameState& state,
                              const std::vector<Action>&, Xoshiro256&) {
  ++asked_;
  if (!memo_) {
    planner_->plan(rules, state, rules.next_decision(state).side, plan_);
    return plan_.chosen;
  }
  const ChoiceMemo::Position at = ChoiceMemo::position_of(state);
  if (const Action* known = memo_->find(at)) {
    ++remembered_;
    return *known;
  }
  planner_->plan(rules, state, rules.next_decision(state).side, plan_);
  memo_->keep(at, plan_.chosen);
  return plan_.chosen;
}

}  // namespace skirmish::ai
