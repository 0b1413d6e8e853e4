// MCTS as a Planner (ai/planner.h): the search of mcts.h ranks the actions
// offered in the side's view by how much of the search went to each (the
// most visited is the one to play, as is usual for MCTS), with the mean
// value and its 95% interval kept as considerations a person can read.
//
// Given a first opinion (another planner, the utility planner for the
// `mcts` player) and a `keep` margin, the search instead plays the first
// opinion's choice unless another choice's mean beats it by more than
// `keep` standard errors of the difference: a search of a few hundred
// lines, each on its own dice, finds many a choice a little ahead by luck,
// and following those lost to the planner that plays its playouts
// (docs/strength.md). As Leela Chess Zero picks its move by a lower
// confidence bound rather than by visits alone.
#pragma once

#include <memory>

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
  // Keeps `first`'s choice unless beaten by `keep` standard errors and by
  // more than `floor` on the judge's scale (keep_or_beat, mcts.h).
  // With `among` above 0 only the first opinion's best `among` may replace
  // its choice (as the lookahead plays out only its best few).
  void keep_first_opinion(std::unique_ptr<Planner> first, double keep, double floor = 0,
                          int among = 0);
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
  std::unique_ptr<Planner> first_;  // none: the most visited is played
  double keep_ = 0;
  double floor_ = 0;
  int among_ = 0;
  PlanResult first_plan_;
  std::vector<MctsOption> contenders_;  // among_: the options that may challenge
  MctsResult last_;
};

}  // namespace skirmish::ai
