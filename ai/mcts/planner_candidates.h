// A candidate source (mcts.h) that asks the utility planner which moves to
// the places its tactical analysis finds (ai/tactics/destinations.h) it
// would add to the rule set's list: into cover, toward the objective, to
// contact. The search can then choose them as the utility planner can,
// rather than only the rule set's own few points.
#pragma once

#include <memory>
#include <vector>

#include "ai/mcts/mcts.h"
#include "ai/utility/utility_planner.h"

namespace skirmish::ai {

class PlannerCandidates final : public CandidateSource {
 public:
  explicit PlannerCandidates(std::unique_ptr<UtilityPlanner> planner)
      : planner_(std::move(planner)) {}
  void add(const Rules& rules, const GameState& state, std::vector<Action>& legal) override;

 private:
  std::unique_ptr<UtilityPlanner> planner_;
};

}  // namespace skirmish::ai
