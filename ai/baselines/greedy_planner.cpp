#include "ai/baselines/greedy_planner.h"

#include <cstdio>
#include <limits>

#include "engine/core/random.h"

namespace skirmish::ai {

namespace {

constexpr std::string_view kOutlook = "outlook";
constexpr std::string_view kStanding = "men standing";
constexpr std::string_view kLot = "lot";

}  // namespace

void GreedyPlanner::score(const Rules& rules, const GameState& view, int side,
                          std::vector<RankedOption>& ranked) {
  const uint64_t base = decision_seed(seed_, side, view.actions_applied());
  GameState& scratch = this->scratch(view);
  SplitMix64 lots(base ^ 0x6C6F7473ULL);  // "lots": the tie-break's own numbers
  for (RankedOption& o : ranked) {
    sample_action(rules, view, side, o.action, settings_.tries, base, scratch, sampled_);
    if (!sampled_.ok) {
      // The view refused its own offer: rank it below everything.
      o.terms.push_back({kOutlook, -std::numeric_limits<double>::max() / 4, 1});
    } else {
      o.terms.push_back({kOutlook, sampled_.outlook, 1});
      o.terms.push_back({kStanding, sampled_.standing, settings_.standing_weight});
      // Actions the tries cannot tell apart are drawn by lot, not taken in
      // the order offered: a rule set that offers "hold" first would
      // otherwise have every man stand still wherever evaluate sees no
      // difference (most of Mayhem's moves), and play worse than random.
      const double lot = static_cast<double>(lots.next() >> 11) * 0x1.0p-53;
      o.terms.push_back({kLot, lot, settings_.lot_weight});
    }
    for (const Consideration& c : o.terms) o.score += c.contribution();
  }
}

void GreedyPlanner::explain(const Rules& rules, const GameState& view, int, std::size_t,
                            RankedOption& option) {
  char buf[96];
  const double outlook = option.terms.empty() ? 0 : option.terms[0].value;
  const double standing = option.terms.size() > 1 ? option.terms[1].value : 0;
  std::snprintf(buf, sizeof buf, ": best outlook after %d tries (%+.2f, men standing %+.2f)",
                settings_.tries, outlook, standing);
  option.reason = rules.describe(view, option.action) + buf;
}

}  // namespace skirmish::ai
