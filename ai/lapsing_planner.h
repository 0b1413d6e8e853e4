// A planner that now and then does not take its best option: a weaker
// opponent made from a stronger one, for the difficulty levels between the
// baselines and the full planners.
//
// Chess engines weaken themselves the same way (Stockfish's skill level
// picks among its best few moves rather than playing worse moves at
// random): the lapses are plausible moves, each with its own reason, so a
// person playing a lower level meets an opponent that errs as a person
// does, by taking a good option rather than the best, not one that
// blunders at random.
//
// With chance `chance` a decision, the planner takes another of the inner
// planner's best `among` options than its first, drawn evenly among those
// the real state accepts; otherwise the inner planner's choice. The draw is
// made afresh each decision from (seed, side, decisions so far), as the
// random player's is, so a resumed game lapses where the unbroken one did.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "ai/planner.h"

namespace skirmish::ai {

struct LapseSettings {
  double chance = 0.25;  // of taking another option than the best, 0..1
  int among = 3;         // the best options a lapse may take (the first included), >= 2
};

class LapsingPlanner final : public Planner {
 public:
  LapsingPlanner(std::unique_ptr<Planner> inner, LapseSettings settings, uint64_t seed);

  std::string_view name() const override { return inner_->name(); }
  using Planner::plan;
  void plan(const Rules& rules, const GameState& state, int side, PlanResult& out) override;

  // Whether a decision with `state.actions_applied()` decisions behind it
  // lapses for `side` (drawn as plan draws it; for tests and tools).
  bool lapses_at(int side, uint64_t decisions_so_far) const;

 private:
  std::unique_ptr<Planner> inner_;
  LapseSettings settings_;
  uint64_t seed_;
};

}  // namespace skirmish::ai
