// MCTS as a Planner (ai/planner.h): the search of mcts.h ranks the actions
// offered in the side's view by how much of the search went to each (the
// most visited is the one to play, as is usual for MCTS), with the mean
// value and its 95% interval kept as considerations a person can read.
#pragma once

#include <cstdint>
#include <string_view>

#include "ai/mcts/mcts.h"
#include "ai/planner.h"

namespace skirmish::ai {

class MctsPlanner final : public PlannerBase {
 public:
  // `settings.seed` is mixed with the decisions made so far, so each
  // decision searches with its own stream and a resumed game searches as the
  // uninterrupted one did.
  explicit MctsPlanner(MctsSettings settings, RolloutFactory rollout = {}, PriorFactory prior = {},
                       CandidateFactory candidates = {});
  std::string_view name() const override { return "mcts"; }
  const MctsSettings& settings() const { return settings_; }
  // The last search, as it came back (iterations, time, every option).
  const MctsResult& last_search() const { return last_; }

 protected:
  void score(const Rules& rules, const GameState& view, int side,
             std::vector<RankedOption>& ranked) override;
  void explain(const Rules& rules, const GameState& view, int side, std::size_t rank,
               RankedOption& option) override;
  // The candidates the search expands beyond the rule set's list, so that
  // its choice among them is ranked and chosen like any other.
  void add_candidates(const Rules& rules, const GameState& view, int side,
                      std::vector<Action>& offered) override;

 private:
  MctsSettings settings_;
  RolloutFactory rollout_;
  PriorFactory prior_;
  CandidateFactory candidates_;
  std::unique_ptr<CandidateSource> root_candidates_;
  MctsResult last_;
};

}  // namespace skirmish::ai
