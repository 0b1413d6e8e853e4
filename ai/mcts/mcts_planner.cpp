#include "ai/mcts/mcts_planner.h"

#include <cmath>
#include <cstdio>

#include "engine/core/random.h"

namespace skirmish::ai {

namespace {

constexpr std::string_view kShare = "share of the search";
constexpr std::string_view kValue = "mean value (-1 lost .. 1 won)";
constexpr std::string_view kInterval = "95% interval half width";
constexpr std::string_view kPicked = "the search's pick";

}  // namespace

MctsPlanner::MctsPlanner(MctsSettings settings, RolloutFactory rollout, PriorFactory prior,
                         CandidateFactory candidates)
    : settings_(settings),
      rollout_(std::move(rollout)),
      prior_(std::move(prior)),
      candidates_(std::move(candidates)) {}

void MctsPlanner::keep_first_opinion(std::unique_ptr<Planner> first, double keep, double floor,
                                     int among) {
  first_ = std::move(first);
  keep_ = keep;
  floor_ = floor;
  among_ = among;
}

void MctsPlanner::add_candidates(const Rules& rules, const GameState& view, int,
                                 std::vector<Action>& offered) {
  if (!candidates_) return;
  if (!root_candidates_) root_candidates_ = candidates_();
  root_candidates_->add(rules, view, offered);
}

void MctsPlanner::score(const Rules& rules, const GameState& view, int side,
                        std::vector<RankedOption>& ranked) {
  if (ranked.size() == 1) {
    // A choice of one (a reaction with nothing to shoot at, the last man
    // to act): nothing to search, so no budget is spent on it.
    last_ = MctsResult{};
    last_.chosen = ranked.front().action;
    last_.options.push_back({ranked.front().action, 0, 0.0, 0.0, {}});
    ranked.front().terms.push_back({kShare, 1.0, 1.0});
    ranked.front().terms.push_back({kValue, 0.0, 0.0});
    ranked.front().terms.push_back({kInterval, 0.0, 0.0});
    ranked.front().score = 1.0;
    return;
  }
  MctsSettings s = settings_;
  SplitMix64 mix(settings_.seed ^ (0xD1B54A32D192ED03ULL * (view.actions_applied() + 1)));
  s.seed = mix.next();
  last_ = mcts_search(rules, view, side, s, rollout_, prior_, candidates_);
  if (first_) {
    // The first opinion's choice stands unless the search shows one better.
    first_->plan(rules, view, side, first_plan_);
    if (among_ > 0) {
      // Only the first opinion's best few may challenge its choice: the
      // rest are searched (their lines shape the tree) but never played.
      const std::size_t n =
          std::min<std::size_t>(static_cast<std::size_t>(among_), first_plan_.ranked.size());
      contenders_.clear();
      for (const MctsOption& m : last_.options) {
        for (std::size_t r = 0; r < n; ++r) {
          if (first_plan_.ranked[r].action == m.action) {
            contenders_.push_back(m);
            break;
          }
        }
      }
      last_.chosen =
          contenders_.empty()
              ? first_plan_.chosen
              : contenders_[keep_or_beat(contenders_, first_plan_.chosen, keep_, 4, floor_)].action;
    } else {
      last_.chosen =
          last_.options[keep_or_beat(last_.options, first_plan_.chosen, keep_, 4, floor_)].action;
    }
  }
  const double total = static_cast<double>(std::max<int64_t>(1, last_.iterations));
  for (RankedOption& o : ranked) {
    for (const MctsOption& m : last_.options) {
      if (!(m.action == o.action)) continue;
      // The score is the share of visits; the value and its interval are
      // shown with weight 0 so the breakdown still sums to the score.
      const double share = static_cast<double>(m.visits) / total;
      o.terms.push_back({kShare, share, 1.0});
      o.terms.push_back({kValue, m.mean, 0.0});
      o.terms.push_back({kInterval, m.ci95, 0.0});
      o.score = share;
      if (first_ && m.action == last_.chosen) {
        o.terms.push_back({kPicked, 1.0, 1.0});
        o.score += 1.0;
      }
      break;
    }
  }
}

void MctsPlanner::explain(const Rules& rules, const GameState& view, int, std::size_t,
                          RankedOption& option) {
  double value = 0, interval = 0, share = 0;
  for (const Consideration& c : option.terms) {
    if (c.name == kShare) share = c.value;
    if (c.name == kValue) value = c.value;
    if (c.name == kInterval) interval = c.value;
  }
  option.reason = rules.describe(view, option.action);
  if (last_.iterations == 0) {
    option.reason.append(": the only choice");
    return;
  }
  char buffer[200];
  if (first_ && option.action == last_.chosen) {
    // The choice, in words a player can follow: the first opinion's own
    // reason where the search kept it, else what the search found against it.
    if (option.action == first_plan_.chosen) {
      if (!first_plan_.reason.empty()) option.reason = first_plan_.reason;
      std::snprintf(buffer, sizeof buffer,
                    "; played out on the dice over %lld lines, no other choice did better "
                    "(the first opinion's choice)",
                    static_cast<long long>(last_.iterations));
      option.reason.append(buffer);
      return;
    }
    double kept = 0;
    for (const MctsOption& m : last_.options) {
      if (m.action == first_plan_.chosen) kept = m.mean;
    }
    std::snprintf(buffer, sizeof buffer,
                  ": played out on the dice over %lld lines, it did better than ",
                  static_cast<long long>(last_.iterations));
    option.reason.append(buffer).append(rules.describe(view, first_plan_.chosen));
    std::snprintf(buffer, sizeof buffer,
                  " (expected %+.2f against %+.2f on a scale of -1 lost to 1 won; shown better "
                  "than the first opinion's choice)",
                  value, kept);
    option.reason.append(buffer);
    return;
  }
  std::snprintf(buffer, sizeof buffer,
                ": %.0f%% of %lld searched lines, expected %+.2f (+/- %.2f) on a scale of -1 lost "
                "to 1 won",
                100.0 * share, static_cast<long long>(last_.iterations), value, interval);
  option.reason.append(buffer);
}

}  // namespace skirmish::ai
