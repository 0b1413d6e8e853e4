// The lapsing planner (ai/lapsing_planner.h): never lapsing it is the
// planner it wraps; lapsing it takes another of the best few, one the real
// state accepts, and says so; how often it lapses is the chance asked; and
// the same seed lapses alike.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>

#include "ai/lapsing_planner.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

std::unique_ptr<UtilityPlanner> balanced(uint64_t seed) {
  const auto all = load_personalities(default_personalities_path());
  return std::make_unique<UtilityPlanner>(find_personality(all, "balanced"), seed);
}

LapsingPlanner lapsing(double chance, int among, uint64_t seed) {
  return LapsingPlanner(balanced(seed), LapseSettings{chance, among}, seed);
}

// What one of red's decisions came to, beside the utility planner's own
// choice at the same position.
struct Seen {
  PlanResult lapsed;
  PlanResult utility;
  uint64_t decisions_so_far = 0;
};

// The reference scenario's first `decisions` with `red` for red and the
// utility planner for blue; each of red's plans beside the utility
// planner's at the same position.
std::vector<Seen> red_plans(Planner& red, int decisions) {
  ai_test::Table t = ai_test::scenario_table("scenarios/reference.yaml");
  auto blue = balanced(7);
  auto judge = balanced(5);
  Planner* planners[2] = {&red, blue.get()};
  std::vector<Seen> seen;
  ai_test::play(
      *t.rules, *t.opening, planners, 3, decisions,
      [&](const GameState& state, int side, const PlanResult& plan) {
        if (side != 0) return;
        seen.push_back({plan, judge->plan(*t.rules, state, side), state.actions_applied()});
      });
  return seen;
}

// How many of the utility planner's ranked options the real state accepts
// after its first, up to `among` - 1.
std::size_t others_offered(const Seen& s, std::size_t among) {
  return std::min(s.utility.ranked.size() - s.utility.chosen_rank - 1, among - 1);
}

TEST(LapsingPlanner, NeverLapsingItIsThePlannerItWraps) {
  LapsingPlanner never = lapsing(0, 3, 5);
  const std::vector<Seen> seen = red_plans(never, 40);
  ASSERT_GT(seen.size(), 5u);
  for (const Seen& s : seen) {
    EXPECT_EQ(s.lapsed.chosen, s.utility.chosen);
    EXPECT_EQ(s.lapsed.reason, s.utility.reason);
  }
}

TEST(LapsingPlanner, ALapseTakesAnotherOfTheBestFewAndSaysSo) {
  LapsingPlanner always = lapsing(1, 3, 5);
  const std::vector<Seen> seen = red_plans(always, 40);
  int lapses = 0;
  for (const Seen& s : seen) {
    if (others_offered(s, 3) == 0) {
      EXPECT_EQ(s.lapsed.chosen, s.utility.chosen) << "nothing else to take";
      continue;
    }
    ++lapses;
    EXPECT_NE(s.lapsed.chosen, s.utility.chosen);
    EXPECT_GT(s.lapsed.chosen_rank, s.utility.chosen_rank);
    EXPECT_LE(s.lapsed.chosen_rank, s.utility.chosen_rank + 2) << "among the best three";
    EXPECT_EQ(s.lapsed.chosen, s.lapsed.ranked[s.lapsed.chosen_rank].action);
    EXPECT_NE(s.lapsed.reason.find("a lapse, not its first choice"), std::string::npos)
        << s.lapsed.reason;
  }
  EXPECT_GT(lapses, 5) << "red had choices to make";
}

TEST(LapsingPlanner, LapsesComeAtTheChanceAsked) {
  for (const double chance : {0.1, 0.3, 0.6}) {
    LapsingPlanner planner = lapsing(chance, 3, 11);
    int lapses = 0;
    constexpr int kDecisions = 4000;
    for (int n = 0; n < kDecisions; ++n) lapses += planner.lapses_at(n % 2, n / 2) ? 1 : 0;
    // Four standard deviations of a binomial count either side.
    const double sd = std::sqrt(kDecisions * chance * (1 - chance));
    EXPECT_NEAR(lapses, kDecisions * chance, 4 * sd) << chance;
  }
  EXPECT_FALSE(lapsing(0, 3, 11).lapses_at(0, 0));
  EXPECT_TRUE(lapsing(1, 3, 11).lapses_at(0, 0));
}

TEST(LapsingPlanner, TheSameSeedLapsesAlikeAndAnotherSeedOtherwise) {
  LapsingPlanner a = lapsing(0.5, 3, 21), b = lapsing(0.5, 3, 21);
  const std::vector<Seen> first = red_plans(a, 40), second = red_plans(b, 40);
  ASSERT_EQ(first.size(), second.size());
  for (std::size_t i = 0; i < first.size(); ++i) {
    EXPECT_EQ(first[i].lapsed.chosen, second[i].lapsed.chosen) << i;
  }
  // Where it lapses is the draw for the decision: the seeds differ there.
  std::set<std::vector<bool>> patterns;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    LapsingPlanner p = lapsing(0.5, 3, seed);
    std::vector<bool> pattern;
    for (uint64_t n = 0; n < 20; ++n) pattern.push_back(p.lapses_at(0, n));
    patterns.insert(pattern);
  }
  EXPECT_GT(patterns.size(), 4u);
}

TEST(LapsingPlanner, RefusesSettingsOutOfRange) {
  EXPECT_THROW(lapsing(1.5, 3, 1), std::invalid_argument);
  EXPECT_THROW(lapsing(-0.1, 3, 1), std::invalid_argument);
  EXPECT_THROW(lapsing(0.3, 1, 1), std::invalid_argument);
  EXPECT_THROW(lapsing(0.3, 17, 1), std::invalid_argument);
  EXPECT_THROW(LapsingPlanner(nullptr, LapseSettings{}, 1), std::invalid_argument);
}

}  // namespace
}  // namespace skirmish::ai
