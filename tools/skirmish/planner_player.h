// A planner of ai/ as a `skirmish play` player: each decision is planned on
// the side's view and the chosen action handed back with its reason, which
// play prints under the action for a person watching.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "ai/planner.h"
#include "tools/skirmish/players.h"

namespace skirmish {

class PlannerPlayer final : public Player {
 public:
  PlannerPlayer(std::unique_ptr<ai::Planner> planner, int side)
      : planner_(std::move(planner)), side_(side) {}

  std::optional<Action> choose(const PlayerTurn& turn) override {
    planner_->plan(turn.rules, turn.state, side_, plan_);
    // The reason opens with the rule set's words for the action, which the
    // narration has just printed; keep what follows them.
    const std::string said = turn.rules.describe(turn.state, plan_.chosen) + ": ";
    why_ = plan_.reason.rfind(said, 0) == 0 ? plan_.reason.substr(said.size()) : plan_.reason;
    return plan_.chosen;
  }
  std::string_view explanation() const override { return why_; }

 private:
  std::unique_ptr<ai::Planner> planner_;
  int side_;
  ai::PlanResult plan_;
  std::string why_;
};

// The personalities file: SKIRMISH_PERSONALITIES if set, else the one
// beside the planner's sources.
std::string personalities_path();

}  // namespace skirmish
