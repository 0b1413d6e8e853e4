// The lookahead planner (ai/lookahead/): the paired gain it needs before it
// leaves the utility planner's first choice, that with nothing to play out
// it is the utility planner, that it is repeatable for a seed, and that
// where it does leave the first choice it says why.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <vector>

#include "ai/lookahead/lookahead_planner.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

Personality balanced() {
  return find_personality(load_personalities(default_personalities_path()), "balanced");
}

TEST(Lookahead, AGainIsShownOnlyWhenTheLinesAgreeOnIt) {
  const std::vector<double> first = {0.1, -0.2, 0.3, 0.0};
  // The same gain on every line: shown, whatever the confidence asked.
  EXPECT_NEAR(shown_gain(first, {0.2, -0.1, 0.4, 0.1}, 2.0), 0.1, 1e-9);
  // A gain on two lines and a loss as large on the others: nothing shown.
  EXPECT_LT(shown_gain(first, {0.3, -0.4, 0.5, -0.2}, 1.0), 0.0);
  // With no confidence asked the mean alone decides.
  EXPECT_NEAR(shown_gain(first, {0.3, -0.4, 0.5, -0.1}, 0.0), 0.025, 1e-12);
  // Gains 0.15, -0.05, 0.15, -0.05: a mean of 0.05, a sample deviation of
  // sqrt(0.04 / 3), a standard error of half that (four lines).
  const std::vector<double> mixed = {0.25, -0.25, 0.45, -0.05};
  const double error = std::sqrt(0.04 / 3) / 2;
  EXPECT_NEAR(shown_gain(first, mixed, 1.0), 0.05 - error, 1e-9);
  EXPECT_LT(shown_gain(first, mixed, 1.0), 0.0) << "one standard error leaves nothing shown";
  EXPECT_NEAR(shown_gain(first, mixed, 0.5), 0.05 - 0.5 * error, 1e-9);
  EXPECT_EQ(shown_gain({0.1}, {0.9}, 1.0), 0.0) << "one line shows nothing";
}

// Plays the reference scenario's first decisions with `planner` for red and
// the utility planner for blue; returns red's choices.
std::vector<Action> red_choices(Planner& planner, int decisions) {
  ai_test::Table t = ai_test::scenario_table("scenarios/reference.yaml");
  UtilityPlanner blue(balanced(), 7);
  Planner* planners[2] = {&planner, &blue};
  std::vector<Action> chosen;
  ai_test::play(*t.rules, *t.opening, planners, 3, decisions,
                [&](const GameState&, int side, const PlanResult& plan) {
                  if (side == 0) chosen.push_back(plan.chosen);
                });
  return chosen;
}

TEST(Lookahead, WithNothingToPlayOutItIsTheUtilityPlanner) {
  LookaheadSettings none;
  none.candidates = 1;
  LookaheadPlanner lookahead(balanced(), 5, none);
  UtilityPlanner utility(balanced(), 5);
  const std::vector<Action> a = red_choices(lookahead, 30), b = red_choices(utility, 30);
  ASSERT_FALSE(a.empty());
  EXPECT_EQ(a, b);
}

TEST(Lookahead, TheSameSeedPlaysTheSameAndPlayingOutChangesSomeChoices) {
  LookaheadSettings quick;
  quick.lines = 4;
  quick.horizon = 3;
  LookaheadPlanner one(balanced(), 5, quick), two(balanced(), 5, quick);
  const std::vector<Action> a = red_choices(one, 40), b = red_choices(two, 40);
  EXPECT_EQ(a, b);
  UtilityPlanner utility(balanced(), 5);
  EXPECT_NE(a, red_choices(utility, 40)) << "forty decisions with no choice changed";
}

TEST(Lookahead, TwoThreadsChooseAsOneDoes) {
  LookaheadSettings one, two;
  one.lines = two.lines = 4;
  one.horizon = two.horizon = 3;
  two.threads = 2;
  LookaheadPlanner a(balanced(), 9, one), b(balanced(), 9, two);
  const std::vector<Action> x = red_choices(a, 40);
  ASSERT_FALSE(x.empty());
  EXPECT_EQ(x, red_choices(b, 40));
}

// Keyed dice along the lines: the same choices on one thread or two, and
// (other luck in the lines) not always the choices of the single stream.
TEST(Lookahead, KeyedDiceChooseTheSameOnAnyThreadCount) {
  LookaheadSettings one, two, stream;
  one.lines = two.lines = stream.lines = 4;
  one.horizon = two.horizon = stream.horizon = 3;
  one.keyed_dice = two.keyed_dice = true;
  two.threads = 2;
  LookaheadPlanner a(balanced(), 9, one), b(balanced(), 9, two), c(balanced(), 9, stream);
  const std::vector<Action> x = red_choices(a, 60);
  ASSERT_FALSE(x.empty());
  EXPECT_EQ(x, red_choices(b, 60));
  EXPECT_NE(x, red_choices(c, 60)) << "keyed dice changed no choice in sixty decisions";
}

// The openings a candidate's lines share are planned once: the choices
// are those of a lookahead that plans every position afresh, and some
// positions were answered from memory.
TEST(Lookahead, ChoicesRememberedByPositionChooseAsPlanningAfresh) {
  LookaheadSettings kept, fresh;
  kept.lines = fresh.lines = 4;
  kept.horizon = fresh.horizon = 4;
  fresh.remember_choices = false;
  LookaheadPlanner a(balanced(), 9, kept), b(balanced(), 9, fresh);
  const std::vector<Action> x = red_choices(a, 40);
  ASSERT_FALSE(x.empty());
  EXPECT_EQ(x, red_choices(b, 40));
  EXPECT_EQ(a.positions_asked(), b.positions_asked());
  EXPECT_GT(a.positions_remembered(), 0u);
  EXPECT_LT(a.positions_remembered(), a.positions_asked());
  EXPECT_EQ(b.positions_remembered(), 0u);
}

TEST(Lookahead, ALeftFirstChoiceSaysWhatPlayingOutFound) {
  LookaheadSettings quick;
  quick.lines = 4;
  quick.horizon = 3;
  ai_test::Table t = ai_test::scenario_table("scenarios/reference.yaml");
  LookaheadPlanner red(balanced(), 5, quick);
  UtilityPlanner blue(balanced(), 7);
  Planner* planners[2] = {&red, &blue};
  int left = 0;
  ai_test::play(*t.rules, *t.opening, planners, 3, 60,
                [&](const GameState&, int side, const PlanResult& plan) {
                  if (side != 0) return;
                  for (const Consideration& c : plan.ranked[plan.chosen_rank].terms) {
                    if (c.name != "gain shown by playing out") continue;
                    ++left;
                    EXPECT_GT(c.value, 0.0);
                    EXPECT_NE(plan.reason.find("against the utility planner's first choice"),
                              std::string::npos)
                        << plan.reason;
                  }
                });
  EXPECT_GT(left, 0) << "it never left the first choice in sixty decisions";
}

}  // namespace
}  // namespace skirmish::ai
