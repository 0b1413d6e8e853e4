// A prior (mcts.h, PriorPolicy) from a planner's judgement: the planner
// ranks the actions of whoever decides at a node, and its scores become
// probabilities by a softmax, p = exp(score / temperature) / sum. The
// utility planner's is the prior the `mcts` player uses: the search then
// looks first where the one-decision judge would play, and widens from
// there as a node earns visits.
#pragma once

#include <memory>
#include <vector>

#include "ai/mcts/mcts.h"
#include "ai/planner.h"

namespace skirmish::ai {

// Temperature of the softmax over the utility planner's scores. The best
// few options of a decision usually lie within a few tenths of a point of
// each other, the worst a point or more behind; at 0.3 an option 0.3 behind
// the best gets e^-1 (about 37%) of the best one's share, one a point
// behind about 4%.
constexpr double kPriorTemperature = 0.3;

// Turns scores into probabilities: softmax at `temperature` over the
// entries with known[i] set, the others counted at the lowest known score;
// uniform if none is known. A temperature of 0 or less shares everything
// among the best (equal) scores. `out` is refilled.
void softmax_prior(const std::vector<double>& scores, const std::vector<char>& known,
                   double temperature, std::vector<double>& out);

class PlannerPrior final : public PriorPolicy {
 public:
  explicit PlannerPrior(std::unique_ptr<Planner> planner, double temperature = kPriorTemperature)
      : planner_(std::move(planner)), temperature_(temperature) {}
  // The planner's scores for `legal`, mapped by each ranked option's place
  // in the rule set's list (`offered`); options beyond the list (a planner's
  // own candidates) or not matching it are left out, and actions the
  // planner did not score count at its lowest score.
  void judge(const Rules& rules, const GameState& state, const std::vector<Action>& legal,
             std::vector<double>& prior) override;

 private:
  std::unique_ptr<Planner> planner_;
  double temperature_;
  PlanResult plan_;
  std::vector<double> scores_;
  std::vector<char> known_;
};

}  // namespace skirmish::ai
