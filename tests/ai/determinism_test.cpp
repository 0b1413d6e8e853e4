// Same seed, same choices: a planner's decisions depend only on the game,
// its side and its seed, never on what it planned before, so a game resumed
// from a save is planned exactly as the uninterrupted one (DESIGN /
// Determinism).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "ai/baselines/greedy_planner.h"
#include "ai/baselines/random_planner.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

std::unique_ptr<Planner> make(const std::string& kind, uint64_t seed) {
  if (kind == "random") return std::make_unique<RandomPlanner>(seed);
  if (kind == "greedy") return std::make_unique<GreedyPlanner>(seed);
  const auto all = load_personalities(default_personalities_path());
  return std::make_unique<UtilityPlanner>(find_personality(all, kind), seed);
}

// The choices and scores of a game played by `kind` on both sides.
struct Transcript {
  std::vector<Action> chosen;
  std::vector<double> best_scores;
  std::vector<std::string> reasons;
  uint64_t final_hash = 0;
};

Transcript play_through(const std::string& kind, const std::string& table, uint64_t seed,
                        int decisions) {
  ai_test::Table t = table == "minimal" ? ai_test::minimal_table() : ai_test::scenario_table(table);
  Transcript out;
  if (!t.opening) return out;
  std::unique_ptr<Planner> red = make(kind, seed), blue = make(kind, seed);
  Planner* planners[2] = {red.get(), blue.get()};
  ai_test::play(*t.rules, *t.opening, planners, seed, decisions,
                [&](const GameState&, int, const PlanResult& plan) {
                  out.chosen.push_back(plan.chosen);
                  out.best_scores.push_back(plan.ranked.front().score);
                  out.reasons.push_back(plan.reason);
                });
  out.final_hash = t.opening->hash();
  return out;
}

class PlannerDeterminism : public ::testing::TestWithParam<std::string> {};

TEST_P(PlannerDeterminism, SameSeedSameGame) {
  for (const std::string table : {"minimal", "scenarios/reference.yaml"}) {
    const Transcript a = play_through(GetParam(), table, 21, 60);
    const Transcript b = play_through(GetParam(), table, 21, 60);
    ASSERT_FALSE(a.chosen.empty()) << table;
    EXPECT_EQ(a.chosen, b.chosen) << table;
    EXPECT_EQ(a.best_scores, b.best_scores) << table;
    EXPECT_EQ(a.reasons, b.reasons) << table;
    EXPECT_EQ(a.final_hash, b.final_hash) << table;
  }
}

TEST_P(PlannerDeterminism, AFreshPlannerChoosesAsOneThatPlayedTheGame) {
  // Play 25 decisions with one planner a side; at each, a planner made
  // afresh (as after resuming a save) must choose the same.
  ai_test::Table t = ai_test::scenario_table("scenarios/reference.yaml");
  ASSERT_TRUE(t.opening);
  std::unique_ptr<Planner> red = make(GetParam(), 5), blue = make(GetParam(), 5);
  Planner* planners[2] = {red.get(), blue.get()};
  int compared = 0;
  ai_test::play(*t.rules, *t.opening, planners, 5, 25,
                [&](const GameState& s, int side, const PlanResult& plan) {
                  std::unique_ptr<Planner> fresh = make(GetParam(), 5);
                  EXPECT_EQ(fresh->plan(*t.rules, s, side).chosen, plan.chosen);
                  ++compared;
                });
  EXPECT_EQ(compared, 25);
}

INSTANTIATE_TEST_SUITE_P(Planners, PlannerDeterminism,
                         ::testing::Values("random", "greedy", "balanced", "cautious"));

}  // namespace
}  // namespace skirmish::ai
