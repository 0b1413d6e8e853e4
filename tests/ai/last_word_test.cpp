// The last word on the ground (ai/utility/considerations.h,
// last_word_stake): in the last turn, a side that moves first hands the
// enemy the last move onto ground both could stand on at the end, so the
// utility planner that wins the initiative then moves second. Red's Ames
// stands on the ground Red must hold; Blue's Cole, 6" off, could reach it
// (and charge Ames, which moving first would forestall).
#include <gtest/gtest.h>

#include <string>

#include "ai/utility/considerations.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::ai {
namespace {

using mayhem::testing::initiative;
using mayhem::testing::MayhemGame;
using mayhem::testing::two_sides;

std::string ground(double cole_x, int turn_limit) {
  return two_sides(
      "musket", {"{name: Sgt Ames, at: [24, 18], facing: 0, weapons: [Musket, Bayonet]}"},
      {"{name: Capt Blue, at: [44, 34], facing: 180, weapons: [Sword]}",
       "{name: Cole, at: [" + std::to_string(cole_x) + ", 18], facing: 180, weapons: [Tomahawk]}"},
      "objectives:\n"
      "  - {name: Hold the ford, kind: hold, side: Red, at: [24, 18], radius: 3, points: 3}\n",
      turn_limit);
}

// Red wins the initiative; the utility planner's choice, and the hold term
// of moving first.
struct Choice {
  bool second = false;
  double first_hold = 0;
  std::string first_reason;
};

Choice initiative_choice(const std::string& yaml) {
  MayhemGame g(yaml);
  g.play(mayhem::testing::roll_for_initiative(), {initiative(6), initiative(1)});
  UtilitySettings settings;
  settings.reasons_for = 8;
  UtilityPlanner planner(
      find_personality(load_personalities(default_personalities_path()), "balanced"), 1, settings);
  const PlanResult plan = planner.plan(g.rules(), g.state(), 0);
  Choice out;
  out.second =
      plan.chosen.kind == ActionKind::kSpecial && plan.chosen.param == mayhem::kSpecialGoSecond;
  for (const RankedOption& o : plan.ranked) {
    if (o.action.param != mayhem::kSpecialGoFirst) continue;
    out.first_reason = o.reason;
    for (const Consideration& c : o.terms) {
      if (c.name == kHoldAtEnd) out.first_hold = c.value;
    }
  }
  return out;
}

TEST(LastWord, InTheLastTurnTheSideMovesSecondWhereTheEnemyCouldContestTheGround) {
  const Choice c = initiative_choice(ground(30, 1));
  EXPECT_TRUE(c.second);
  EXPECT_NEAR(c.first_hold, -1.0, 1e-9);  // the side's only objective, in full
  EXPECT_NE(c.first_reason.find("gives the enemy the last move onto Hold the ford"),
            std::string::npos)
      << c.first_reason;
}

TEST(LastWord, EarlierOrWithNoEnemyInReachMovingFirstCostsNoGround) {
  const Choice earlier = initiative_choice(ground(30, 5));
  EXPECT_FALSE(earlier.second);  // first, to strike before Cole can charge
  EXPECT_EQ(earlier.first_hold, 0);
  const Choice far = initiative_choice(ground(2, 1));  // 19" from its edge: past his 18" at most
  EXPECT_EQ(far.first_hold, 0);
}

}  // namespace
}  // namespace skirmish::ai
