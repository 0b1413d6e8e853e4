#include "ai/mcts/planner_candidates.h"

namespace skirmish::ai {

void PlannerCandidates::add(const Rules& rules, const GameState& state,
                            std::vector<Action>& legal) {
  const Decision d = rules.next_decision(state);
  if (d.game_over()) return;
  planner_->add_tactical_candidates(rules, state, d.side, legal);
}

}  // namespace skirmish::ai
