// What a fire and a torch are worth to the utility planner
// (ai/utility/considerations.h): a building set afire is held by nobody for
// the rest of the game (Forecast::holds_ended), which the planner counts in
// the victory points it takes from whoever stands in the ground now; and a
// man who may neither shoot nor charge (Rules::may_strike: a torch bearer)
// is not drawn toward the man a kill objective names.
// The table: a barn on a Musket Mayhem table, Red's torch bearer Henri at
// its west wall, and Blue's Dunn inside it or not, case by case.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ai/utility/considerations.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "tests/ai/ai_games.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::ai {
namespace {

using mayhem::testing::MayhemGame;
using mayhem::testing::move_die;
using mayhem::testing::slow_die;
using mayhem::testing::two_sides;

constexpr const char* kBarn =
    "terrain:\n"
    "  - type: building\n"
    "    name: Barn\n"
    "    outline: [[20, 10], [26, 10], [26, 16], [20, 16]]\n"
    "    openings: [{kind: door, at: [23, 10]}, {kind: door, at: [23, 16]}]\n";

// Henri (a torch) at the barn's west wall, outside its ground; Ames (a
// tomahawk) in the open to the west. `inside` is who stands in the barn:
// "Blue" (Dunn) or "Red" (Luc). `objectives` are the scenario's.
std::string barn(const std::string& inside, const std::string& objectives) {
  std::vector<std::string> red = {
      "{name: Henri, at: [19.2, 13], facing: 0, weapons: [Torch, Tomahawk]}",
      "{name: Pte Ames, at: [4, 30], facing: 0, weapons: [Tomahawk]}"};
  std::vector<std::string> blue = {
      "{name: Capt Blue, at: [44, 30], facing: 180, weapons: [Sword]}"};
  if (inside == "Blue") blue.push_back("{name: Dunn, at: [23, 13], facing: 270, weapons: [Sword]}");
  if (inside == "Red") red.push_back("{name: Luc, at: [23, 13], facing: 270, weapons: [Sword]}");
  return two_sides("musket", red, blue, std::string(kBarn) + "objectives:\n" + objectives, 10);
}

const char* kBlueHoldsTheBarn =
    "  - {name: Hold the barn, kind: hold, side: Blue, at: [23, 13], radius: 3.7, points: 2}\n"
    "  - {name: Kill the captain, kind: kill, side: Red, figure: Capt Blue, points: 2}\n";
const char* kRedHoldsTheBarn =
    "  - {name: Keep the barn, kind: hold, side: Red, at: [23, 13], radius: 3.7, points: 2}\n"
    "  - {name: Kill the captain, kind: kill, side: Red, figure: Capt Blue, points: 2}\n";

// Plays Red's opening up to Henri's own action, and ranks Red's choices.
PlanResult henris_choices(MayhemGame& g) {
  g.start(0);
  g.play(mayhem::testing::order(g.named("Henri")),
         {move_die(1), move_die(1), move_die(1), slow_die(1)});
  const auto all = load_personalities(default_personalities_path());
  UtilityPlanner planner(find_personality(all, "balanced"), 1);
  return planner.plan(g.rules(), g.state(), 0);
}

bool sets_fire(const Action& a) {
  return a.kind == ActionKind::kSpecial && a.param == mayhem::kSpecialSetFire;
}

double objective_term(const RankedOption& o) {
  for (const Consideration& c : o.terms) {
    if (c.name == kObjective) return c.value;
  }
  return 0;
}

TEST(FireWorth, ATorchAtABuildingTheEnemyHoldsSetsItAfire) {
  MayhemGame g(barn("Blue", kBlueHoldsTheBarn));
  const PlanResult plan = henris_choices(g);
  ASSERT_FALSE(plan.ranked.empty());
  const RankedOption& best = plan.ranked.front();
  ASSERT_TRUE(sets_fire(best.action)) << best.reason;
  // A 6 to set it burning; then nobody holds Blue's 2 points there: 1/3 of
  // a point to expect, in moves of ground as a kill objective's points are
  // (kKillObjectiveGround for Red's 2 points, its most).
  EXPECT_NEAR(objective_term(best), kKillObjectiveGround * (2.0 / 6) / 2, 1e-9);
  EXPECT_NE(best.reason.find("17% to leave \"Hold the barn\" held by nobody for good, taking "
                             "the 2 points the enemy would hold there"),
            std::string::npos)
      << best.reason;
}

TEST(FireWorth, ATorchDoesNotBurnTheGroundItsOwnSideHolds) {
  MayhemGame g(barn("Red", kRedHoldsTheBarn));
  const PlanResult plan = henris_choices(g);
  ASSERT_FALSE(plan.ranked.empty());
  EXPECT_FALSE(sets_fire(plan.ranked.front().action)) << plan.ranked.front().reason;
  bool offered = false;
  for (const RankedOption& o : plan.ranked) {
    if (!sets_fire(o.action)) continue;
    offered = true;
    EXPECT_NEAR(objective_term(o), -kKillObjectiveGround * (2.0 / 6) / 2, 1e-9);
    EXPECT_NE(o.reason.find("costing the 2 points we would hold there"), std::string::npos)
        << o.reason;
  }
  EXPECT_TRUE(offered);
}

// Nobody stands in the barn: who would hold it at the end is not known, and
// the fire is worth nothing either way.
TEST(FireWorth, GroundNobodyStandsOnIsWorthNothingToBurn) {
  MayhemGame g(barn("nobody", kBlueHoldsTheBarn));
  const PlanResult plan = henris_choices(g);
  bool offered = false;
  for (const RankedOption& o : plan.ranked) {
    if (!sets_fire(o.action)) continue;
    offered = true;
    EXPECT_NEAR(objective_term(o), 0.0, 1e-9);
  }
  EXPECT_TRUE(offered);
}

// The objective progress of a 6" step toward `to` for `man`, and its reason.
struct Step {
  double ground = 0;
  std::string reason;
};

Step step_toward(MayhemGame& g, int man, Vec2 to) {
  const Weights w =
      find_personality(load_personalities(default_personalities_path()), "balanced").weights;
  const GameState& s = g.state();
  Considerations c;
  c.begin(g.rules(), s, 0);
  const Vec2 from = s.figures()[static_cast<size_t>(man)].at;
  Forecast f;
  f.known = true;
  f.moves.push_back({static_cast<int16_t>(man), from + (to - from) * (6 / distance(from, to))});
  RankedOption option;
  option.action.kind = ActionKind::kMove;
  option.action.actor = static_cast<int16_t>(man);
  OptionFacts facts;
  c.score(g.rules(), s, 0, option.action, f, 0, w, option.terms, facts);
  Step out;
  out.ground = objective_term(option);
  out.reason = utility_reason(g.rules(), s, option, facts, c);
  return out;
}

double step_toward_the_captain(MayhemGame& g, int man) {
  return step_toward(g, man, g.figure(g.named("Capt Blue")).at).ground;
}

TEST(FireWorth, ATorchBearerIsNotDrawnTowardTheManAKillObjectiveNames) {
  MayhemGame g(barn("Blue",
                    "  - {name: Kill the captain, kind: kill, side: Red, figure: Capt Blue, "
                    "points: 2}\n"));
  EXPECT_TRUE(g.rules().may_strike(g.state(), g.named("Pte Ames")));
  EXPECT_FALSE(g.rules().may_strike(g.state(), g.named("Henri")));
  // One move of 6" toward the side's only objective.
  EXPECT_NEAR(step_toward_the_captain(g, g.named("Pte Ames")), 1.0, 1e-9);
  EXPECT_NEAR(step_toward_the_captain(g, g.named("Henri")), 0.0, 1e-9);
}

// A torch bearer is drawn to ground the enemy stands on that he could put
// beyond holding (Rules::may_end_ground), in full and at once, as to an
// objective of his own side; ground nobody stands on draws him not at all.
TEST(FireWorth, ATorchBearerIsDrawnToTheBuildingTheEnemyHolds) {
  const std::string far_off = "{name: Henri, at: [4, 13], facing: 0, weapons: [Torch, Tomahawk]}";
  const char* objectives =
      "  - {name: Hold the barn, kind: hold, side: Blue, at: [23, 13], radius: 3.7, points: 2}\n";
  MayhemGame g(two_sides("musket",
                         {far_off, "{name: Pte Ames, at: [4, 30], facing: 0, weapons: [Tomahawk]}"},
                         {"{name: Capt Blue, at: [44, 30], facing: 180, weapons: [Sword]}",
                          "{name: Dunn, at: [23, 13], facing: 270, weapons: [Sword]}"},
                         std::string(kBarn) + "objectives:\n" + objectives, 10));
  const int henri = g.named("Henri");
  EXPECT_TRUE(g.rules().may_end_ground(g.state(), henri, 0));
  EXPECT_FALSE(g.rules().may_end_ground(g.state(), g.named("Pte Ames"), 0));
  const Step step = step_toward(g, henri, {23, 13});
  EXPECT_NEAR(step.ground, 1.0, 1e-6);  // one move of 6", Blue's 2 points against Red's none
  EXPECT_NE(step.reason.find("closer to the enemy's ground \"Hold the barn\", which he could put "
                             "beyond holding"),
            std::string::npos)
      << step.reason;
  EXPECT_NEAR(step_toward(g, g.named("Pte Ames"), {23, 13}).ground, 0.0, 1e-9);

  MayhemGame empty(two_sides(
      "musket", {far_off, "{name: Pte Ames, at: [4, 30], facing: 0, weapons: [Tomahawk]}"},
      {"{name: Capt Blue, at: [44, 30], facing: 180, weapons: [Sword]}"},
      std::string(kBarn) + "objectives:\n" + objectives, 10));
  EXPECT_NEAR(step_toward(empty, empty.named("Henri"), {23, 13}).ground, 0.0, 1e-9);
}

}  // namespace
}  // namespace skirmish::ai
