// A rollout policy that asks a planner (ai/planner.h) for every move of the
// search's playouts: the utility planner's judgement instead of random
// moves, at its price (about 0.3 ms a decision on the reference scenario
// against some 20 us for a random one), so it goes with short horizons.
//
// A planner whose choice depends on the position alone
// (Planner::chooses_by_position, as the utility planner's does) is asked
// each position once: the lines of one root choice go on alike until the
// first die falls, and the memo (ai/choice_memo.h) answers the positions
// they share. The lines are the same either way, only cheaper.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "ai/choice_memo.h"
#include "ai/mcts/mcts.h"
#include "ai/planner.h"

namespace skirmish::ai {

class PlannerRollout final : public RolloutPolicy {
 public:
  // `remember` false asks the planner every time (to show that the memo
  // changes nothing).
  explicit PlannerRollout(std::unique_ptr<Planner> planner, bool remember = true);
  // The planner's choice for whoever decides in `state`, which the real
  // state accepts (Planner::plan checks it), whether the rule set offered
  // it or the planner found it (a move to a point of its own).
  Action choose(const Rules& rules, const GameState& state, const std::vector<Action>& legal,
                Xoshiro256& rng) override;
  // The planner asks the rule set itself, and adds its own candidates.
  bool reads_legal() const override { return false; }

  // Choices asked, and of them those the memo answered.
  uint64_t asked() const { return memo_ ? memo_->asked() : asked_; }
  uint64_t remembered() const { return memo_ ? memo_->remembered() : 0; }

 private:
  std::unique_ptr<Planner> planner_;
  PlanResult plan_;
  std::optional<ChoiceMemo> memo_;  // only for a planner that chooses by position
  uint64_t asked_ = 0;              // without a memo
};

}  // namespace skirmish::ai
