#include "ai/mcts/planner_prior.h"

#include <algorithm>
#include <cmath>

namespace skirmish::ai {

void softmax_prior(const std::vector<double>& scores, const std::vector<char>& known,
                   double temperature, std::vector<double>& out) {
  const size_t n = scores.size();
  out.assign(n, 0.0);
  if (n == 0) return;
  double best = -HUGE_VAL, worst = HUGE_VAL;
  for (size_t i = 0; i < n; ++i) {
    if (!known[i]) continue;
    best = std::max(best, scores[i]);
    worst = std::min(worst, scores[i]);
  }
  if (best == -HUGE_VAL) {
    std::fill(out.begin(), out.end(), 1.0 / static_cast<double>(n));
    return;
  }
  double sum = 0;
  for (size_t i = 0; i < n; ++i) {
    const double s = known[i] ? scores[i] : worst;
    if (temperature > 0) {
      out[i] = std::exp((s - best) / temperature);
    } else {
      out[i] = s == best ? 1.0 : 0.0;
    }
    sum += out[i];
  }
  for (double& p : out) p /= sum;
}

void PlannerPrior::judge(const Rules& rules, const GameState& state,
                         const std::vector<Action>& legal, std::vector<double>& prior) {
  planner_->plan(rules, state, rules.next_decision(state).side, plan_);
  scores_.assign(legal.size(), 0.0);
  known_.assign(legal.size(), 0);
  for (const RankedOption& o : plan_.ranked) {
    if (o.offered >= legal.size() || !(legal[o.offered] == o.action)) continue;
    scores_[o.offered] = o.score;
    known_[o.offered] = 1;
  }
  softmax_prior(scores_, known_, temperature_, prior);
}

}  // namespace skirmish::ai
