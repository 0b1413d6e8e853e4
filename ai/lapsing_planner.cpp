#include "ai/lapsing_planner.h"

#include <array>
#include <stdexcept>
#include <string>

#include "ai/sampling.h"
#include "engine/core/random.h"

namespace skirmish::ai {

namespace {

// Keeps the lapses' stream apart from the inner planner's own, which comes
// from the same decision seed (an arbitrary odd constant).
constexpr uint64_t kLapseStream = 0xd1b54a32d192ed03ULL;
// The most options a lapse may choose among: a fixed list, so a decision
// allocates nothing more than the inner planner's.
constexpr int kMostAmong = 16;

// A uniform number in [0, 1), from the top 53 bits of one draw.
double uniform(Xoshiro256& rng) {
  return static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

}  // namespace

LapsingPlanner::LapsingPlanner(std::unique_ptr<Planner> inner, LapseSettings settings,
                               uint64_t seed)
    : inner_(std::move(inner)), settings_(settings), seed_(seed) {
  if (!inner_) throw std::invalid_argument("LapsingPlanner: no planner to lapse from");
  if (!(settings_.chance >= 0 && settings_.chance <= 1)) {
    throw std::invalid_argument("LapsingPlanner: the chance of a lapse must be in [0, 1], not " +
                                std::to_string(settings_.chance));
  }
  if (settings_.among < 2 || settings_.among > kMostAmong) {
    throw std::invalid_argument("LapsingPlanner: a lapse chooses among the best 2 to " +
                                std::to_string(kMostAmong) + ", not " +
                                std::to_string(settings_.among));
  }
}

bool LapsingPlanner::lapses_at(int side, uint64_t decisions_so_far) const {
  Xoshiro256 rng(decision_seed(seed_, side, decisions_so_far) ^ kLapseStream);
  return uniform(rng) < settings_.chance;
}

void LapsingPlanner::plan(const Rules& rules, const GameState& state, int side, PlanResult& out) {
  inner_->plan(rules, state, side, out);
  // The draw is made every decision, lapse or not, from a stream of its
  // own: whether one decision lapses never moves another's draw.
  Xoshiro256 rng(decision_seed(seed_, side, state.actions_applied()) ^ kLapseStream);
  if (!(uniform(rng) < settings_.chance)) return;
  if (out.chosen_rank >= out.ranked.size()) return;  // the inner planner found nothing ranked

  // The next best options the real state accepts after the first, up to
  // `among` in all (options before the first were refused already).
  std::array<std::size_t, kMostAmong> others{};
  std::size_t n = 0;
  for (std::size_t i = out.chosen_rank + 1;
       i < out.ranked.size() && n + 1 < static_cast<std::size_t>(settings_.among); ++i) {
    RankedOption& o = out.ranked[i];
    if (o.refused || !rules.check(state, o.action).ok) {
      o.refused = true;
      continue;
    }
    others[n++] = i;
  }
  if (n == 0) return;  // nothing else to take
  const std::size_t pick = others[static_cast<std::size_t>(rng.below(n))];
  const RankedOption& taken = out.ranked[pick];
  out.chosen = taken.action;
  out.chosen_rank = pick;
  // Said plainly: the option's own reason, and that it was not the first.
  out.reason = taken.reason.empty() ? rules.describe(state, taken.action) : taken.reason;
  out.reason += out.reason.find(": ") == std::string::npos ? ": " : "; ";
  out.reason += "a lapse, not its first choice";
}

}  // namespace skirmish::ai
