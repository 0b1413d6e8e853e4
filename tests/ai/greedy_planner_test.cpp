// The greedy one-ply baseline settles what its tries cannot tell apart by
// lot, not by the order the rule set offers: on Mayhem, where most of a
// man's moves leave the rule set's evaluate unchanged, taking the first
// offered (holding) made it play worse than random.
#include <gtest/gtest.h>

#include <set>

#include "ai/baselines/greedy_planner.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

// The outlook and men-standing terms: what the tries tell of an option.
double told(const RankedOption& o) {
  double sum = 0;
  for (const Consideration& c : o.terms) {
    if (c.name != "lot") sum += c.contribution();
  }
  return sum;
}

TEST(GreedyPlanner, DrawsByLotAmongTheActionsItsTriesCannotTellApart) {
  ai_test::Table t = ai_test::scenario_table("scenarios/mayhem_forest_ambush.yaml");
  ASSERT_NE(t.rules, nullptr);
  // A man's own move, with several places to go that change nothing the
  // tries can see (no enemy within reach of a charge or a shot yet).
  const auto many_equal = [&](const GameState& s, const Decision&) {
    GreedyPlanner probe(1);
    PlanResult plan;
    probe.plan(*t.rules, s, t.rules->next_decision(s).side, plan);
    int equal = 0;
    for (const RankedOption& o : plan.ranked) equal += told(o) == told(plan.ranked[0]) ? 1 : 0;
    return equal >= 4;
  };
  ASSERT_TRUE(ai_test::bring_to(t, 1, many_equal)) << "no such decision for the brigands";
  const int side = t.rules->next_decision(*t.opening).side;
  std::set<std::size_t> chosen;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    GreedyPlanner greedy(seed);
    PlanResult plan;
    greedy.plan(*t.rules, *t.opening, side, plan);
    double best = told(plan.ranked[0]);
    for (const RankedOption& o : plan.ranked) best = std::max(best, told(o));
    EXPECT_EQ(told(plan.ranked[plan.chosen_rank]), best) << "the lot only settles ties";
    chosen.insert(plan.ranked[plan.chosen_rank].offered);
  }
  EXPECT_GT(chosen.size(), 2u) << "twelve seeds should not all take the same tied action";
  EXPECT_FALSE(chosen.size() == 1 && *chosen.begin() == 0) << "not the first offered every time";
}

}  // namespace
}  // namespace skirmish::ai
