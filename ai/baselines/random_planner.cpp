#include "ai/baselines/random_planner.h"

#include "engine/core/random.h"

namespace skirmish::ai {

namespace {

// The stream constant of tools/skirmish/players.cpp's random player, so the
// two pick alike (the golden ratio's bits).
constexpr uint64_t kPlayerStream = 0x9e3779b97f4a7c15ULL;

}  // namespace

void RandomPlanner::score(const Rules&, const GameState& view, int side,
                          std::vector<RankedOption>& ranked) {
  SplitMix64 spread(seed_ ^ (kPlayerStream * static_cast<uint64_t>(side + 1)));
  Xoshiro256 rng(spread.next() + view.actions_applied());
  const auto pick = static_cast<std::size_t>(rng.below(static_cast<uint64_t>(ranked.size())));
  ranked[pick].score = 1;
  ranked[pick].terms.push_back({"the luck of the draw", 1, 1});
}

void RandomPlanner::explain(const Rules& rules, const GameState& view, int, std::size_t,
                            RankedOption& option) {
  if (option.score <= 0) return;
  option.reason = rules.describe(view, option.action) + ": picked at random";
}

}  // namespace skirmish::ai
