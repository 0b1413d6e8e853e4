// Moving on foot and leaving the table in play, dice forced (000 / Movement
// / Foot / Moving backwards, Turning; Leaving Melee; 000 / Wounds / Variable
// knockdown; exit objectives): the trip check stepping back off clear
// ground, advanced foot turning, breaking off from a melee, leaving by an
// exit and scoring it, a routed man fleeing off the edge; and random games
// with each of the new options on end.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/casualties.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/foot_moves.h"
#include "engine/rules/rencounter/melee_actions.h"
#include "engine/rules/rencounter/morale_flow.h"
#include "engine/rules/rencounter/rencounter_catalog.h"
#include "engine/rules/rencounter/rencounter_outcome.h"
#include "engine/rules/rencounter/table_exits.h"
#include "engine/rules/rencounter/unit_orders.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tests/core/terrain_builders.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::TestMan;
using testing::two_units;

class FootMoves : public ::testing::Test {
 protected:
  void set_up(std::vector<TestMan> red, std::vector<TestMan> blue,
              std::vector<OptionValue> options = {}, std::vector<TerrainFeature> terrain = {},
              std::vector<Objective> objectives = {}) {
    auto base = two_units(red, blue, std::move(options));
    auto field = std::make_shared<Battlefield>(*base->battlefield);
    for (TerrainFeature& f : terrain) field->features.push_back(std::move(f));
    auto sc = std::make_shared<Scenario>(*base);
    sc->battlefield = field;
    sc->objectives = std::move(objectives);
    scenario_ = sc;
    state_ = rules_.new_game(scenario_);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  Figure& fig(int i) { return s().figures()[static_cast<size_t>(i)]; }
  ManRecord& man(int i) { return s().men[static_cast<size_t>(i)]; }
  CheckResult check(const Action& a) { return check_figure_action(s(), a); }
  void act(const Action& a, ScriptedDice& dice) {
    ASSERT_TRUE(check(a).ok) << check(a).reason;
    apply_figure_action(s(), a, dice, events_);
    EXPECT_EQ(dice.left(), 0u);
  }
  static Action move(int who, MoveMode mode, Vec2 to) {
    return {ActionKind::kMove, static_cast<int16_t>(who), -1, -1, static_cast<int32_t>(mode), to};
  }
  std::string log() const { return testing::story(events_); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

TerrainFeature woods() {
  TerrainFeature w =
      skirmish::testing::area_of(TerrainType::kWoods, skirmish::testing::rectangle(5, 5, 15, 15));
  w.going = Going::kMedium;
  return w;
}

// "If he is going faster than 1" in any terrain other than smooth, clear
// ground, roll an extra action check to avoid tripping."
TEST_F(FootMoves, SteppingBackThroughWoodsFailsTheTripCheck) {
  set_up({{"Red", {10, 10}, 4, {"Sword"}}}, {{"Blue", {40, 30}, 4, {"Sword"}}}, {}, {woods()});
  ScriptedDice dice;
  dice.die(6, 6);  // 6 over experience 4: he trips
  act(move(0, MoveMode::kBackwards, {10, 8.6}), dice);
  EXPECT_EQ(fig(0).posture, Posture::kProne) << log();
  EXPECT_NE(log().find("trip check needs 4 or less, rolls 6: he trips"), std::string::npos)
      << log();
}

TEST_F(FootMoves, PassingTheTripCheckHeKeepsHisFeet) {
  set_up({{"Red", {10, 10}, 4, {"Sword"}}}, {{"Blue", {40, 30}, 4, {"Sword"}}}, {}, {woods()});
  ScriptedDice dice;
  dice.die(6, 3);
  act(move(0, MoveMode::kBackwards, {10, 8.6}), dice);
  EXPECT_EQ(fig(0).posture, Posture::kStanding);
}

TEST_F(FootMoves, NoTripCheckOnClearGroundOrForAShortStep) {
  set_up({{"Red", {10, 10}, 4, {"Sword"}}}, {{"Blue", {40, 30}, 4, {"Sword"}}}, {}, {woods()});
  ScriptedDice none;
  act(move(0, MoveMode::kBackwards, {10, 9.2}), none);  // 0.8" in the woods
  fig(0).at = {30, 10};
  act(move(0, MoveMode::kBackwards, {30, 7}), none);  // 3" in the open
  EXPECT_EQ(fig(0).posture, Posture::kStanding);
}

// 000 / Advanced foot turning: over 6" only 45 degrees at the start.
TEST_F(FootMoves, ARunOverSixInchesTurnsAtMostFortyFiveDegrees) {
  set_up({{"Red", {20, 10}, 4, {"Sword"}}}, {{"Blue", {40, 30}, 4, {"Sword"}}});
  fig(0).facing = 90;  // +y
  EXPECT_TRUE(check(move(0, MoveMode::kRun, {20, 18})).ok);
  EXPECT_TRUE(check(move(0, MoveMode::kRun, {25, 16})).ok);  // 40 degrees off
  const CheckResult back = check(move(0, MoveMode::kRun, {20, 2}));
  EXPECT_FALSE(back.ok);
  EXPECT_NE(back.reason.find("45 degrees"), std::string::npos) << back.reason;
  EXPECT_TRUE(check(move(0, MoveMode::kRun, {20, 4})).ok);   // turning about, 6"
  EXPECT_TRUE(check(move(0, MoveMode::kWalk, {20, 4})).ok);  // a walk turns freely
}

TEST_F(FootMoves, BasicTurningLetsARunSetOffAnyWay) {
  set_up({{"Red", {20, 10}, 4, {"Sword"}}}, {{"Blue", {40, 30}, 4, {"Sword"}}},
         {{"advanced_turning", "off", {}}});
  fig(0).facing = 90;
  EXPECT_TRUE(check(move(0, MoveMode::kRun, {20, 2})).ok);
}

TEST_F(FootMoves, AMoveSetsHisFacingAndAStepBackKeepsIt) {
  set_up({{"Red", {20, 10}, 4, {"Sword"}}}, {{"Blue", {40, 30}, 4, {"Sword"}}});
  ScriptedDice none;
  act(move(0, MoveMode::kWalk, {25, 10}), none);
  EXPECT_NEAR(fig(0).facing, 0.0, 1e-6);
  act(move(0, MoveMode::kBackwards, {23, 10}), none);
  EXPECT_NEAR(fig(0).facing, 0.0, 1e-6);
}

// 000 / Leaving Melee: free to go with no swing at him; he breaks off on
// his own roll, never under Follow Me; a run turning away gets 6".
TEST_F(FootMoves, BreakingOffFromAMeleeIsFreeButNotUnderFollowMe) {
  set_up({{"Leader", {20, 4}, 4, {"Sword"}}, {"Red", {20, 10}, 4, {"Sword"}}},
         {{"Blue", {20, 11.05}, 4, {"Sword"}}});
  fig(1).facing = 90;
  std::vector<int16_t> linked;
  linked_men(s(), 0, linked);
  EXPECT_EQ(std::find(linked.begin(), linked.end(), 1), linked.end());
  std::vector<Action> offered;
  add_melee_candidates(s(), 1, offered);
  bool step_back = false;
  for (const Action& a : offered) {
    step_back = step_back || (a.kind == ActionKind::kMove &&
                              a.param == static_cast<int32_t>(MoveMode::kBackwards));
  }
  EXPECT_TRUE(step_back);
  EXPECT_FALSE(check(move(1, MoveMode::kRun, {28, 2})).ok);  // turned away, over 6"
  ScriptedDice none;                            // no free swing, no trip on clear ground
  act(move(1, MoveMode::kRun, {23, 5}), none);  // 5.8" after turning about
  EXPECT_FALSE(in_contact(s(), 1, 2));
}

Objective exit_at(Vec2 at, int points) {
  Objective o;
  o.name = "the east road";
  o.kind = ObjectiveKind::kExit;
  o.side = "Red";
  o.area = {at, 4};
  o.points = points;
  return o;
}

TEST_F(FootMoves, AManLeavesByTheExitAndScores) {
  set_up({{"Red", {44, 10}, 4, {"Sword"}}, {"Mate", {10, 2}, 4, {"Sword"}}},
         {{"Blue", {10, 30}, 4, {"Sword"}}}, {}, {}, {exit_at({48, 10}, 3)});
  fig(0).facing = 0;
  std::vector<Action> offered;
  add_melee_candidates(s(), 0, offered);
  const auto it = std::find_if(offered.begin(), offered.end(), [](const Action& a) {
    return a.kind == ActionKind::kSpecial && a.param == kSpecialExit;
  });
  ASSERT_NE(it, offered.end());
  EXPECT_NEAR(it->at->x, 48.0, 1e-9);
  ScriptedDice none;
  act(*it, none);
  EXPECT_EQ(fig(0).status, FigureStatus::kOffTable);
  EXPECT_TRUE(man(0).kit.exited);
  EXPECT_FALSE(lost(s(), 0));
  EXPECT_EQ(healthy_men(s(), 0), 2);
  EXPECT_EQ(objective_points(s(), 0), 3);
  EXPECT_NE(log().find("leaves the table by the east road"), std::string::npos) << log();
}

TEST_F(FootMoves, PerManExitsScoreForEveryMan) {
  set_up({{"Red", {44, 10}, 4, {"Sword"}}, {"Mate", {44, 12}, 4, {"Sword"}}},
         {{"Blue", {10, 30}, 4, {"Sword"}}}, {{"exit_points", "per_man", {}}}, {},
         {exit_at({48, 10}, 3)});
  ScriptedDice none;
  act({ActionKind::kSpecial, 0, -1, -1, kSpecialExit, Vec2{48, 10}}, none);
  act({ActionKind::kSpecial, 1, -1, -1, kSpecialExit, Vec2{48, 12}}, none);
  EXPECT_EQ(objective_points(s(), 0), 6);
}

TEST_F(FootMoves, AnExitOutOfReachOrOutsideTheAreaIsRefused) {
  set_up({{"Red", {30, 10}, 4, {"Sword"}}}, {{"Blue", {10, 30}, 4, {"Sword"}}}, {}, {},
         {exit_at({48, 10}, 3)});
  EXPECT_FALSE(check({ActionKind::kSpecial, 0, -1, -1, kSpecialExit, Vec2{48, 10}}).ok);
  fig(0).at = {44, 10};
  EXPECT_FALSE(check({ActionKind::kSpecial, 0, -1, -1, kSpecialExit, Vec2{48, 20}}).ok);
  EXPECT_FALSE(check({ActionKind::kSpecial, 0, -1, -1, kSpecialExit, Vec2{46, 10}}).ok);
}

TEST_F(FootMoves, ARoutedManFleesOffTheEdgeAndIsALoss) {
  set_up({{"Red", {0.8, 10}, 4, {"Sword"}}, {"Mate", {10, 2}, 4, {"Sword"}}},
         {{"Blue", {6, 10}, 4, {"Sword"}}});
  man(0).morale.runs_for_good = true;
  fall_back(s(), 0, events_);
  EXPECT_EQ(fig(0).status, FigureStatus::kOffTable) << log();
  EXPECT_FALSE(man(0).kit.exited);
  EXPECT_TRUE(lost(s(), 0));
}

// 000 / Wounds / Variable knockdown (optional): an instant action roll.
TEST_F(FootMoves, VariableKnockdownRollsToStayUp) {
  set_up({{"Red", {20, 10}, 4, {"Sword"}}}, {{"Blue", {40, 30}, 4, {"Sword"}}},
         {{"variable_knockdown", "on", {}}});
  ScriptedDice up;
  up.die(6, 1);  // a natural 1 keeps his feet
  inflict(s(), 0, WoundResult::kSerious, 0, up, events_);
  EXPECT_EQ(fig(0).status, FigureStatus::kFighting) << log();
  set_up({{"Red", {20, 10}, 4, {"Sword"}}}, {{"Blue", {40, 30}, 4, {"Sword"}}},
         {{"variable_knockdown", "on", {}}});
  ScriptedDice down;
  down.die(6, 4);  // 4 + 2 wound points over 4
  inflict(s(), 0, WoundResult::kSerious, 0, down, events_);
  EXPECT_EQ(fig(0).status, FigureStatus::kDown);
  EXPECT_EQ(down.left(), 0u);
}

std::shared_ptr<const Scenario> ambush() {
  LoadResult loaded = load_scenario(SKIRMISH_SOURCE_DIR "/scenarios/ambush.yaml");
  if (!loaded.ok()) throw std::runtime_error(loaded.error->to_string());
  if (const auto error = resolve_roster(*loaded.scenario, rencounter_catalog())) {
    throw std::runtime_error(error->to_string());
  }
  return std::make_shared<const Scenario>(std::move(*loaded.scenario));
}

// Every new option on, in turn and together, random games still end.
TEST(MeleeAndMovementInGames, RandomGamesWithEachOptionEnd) {
  const std::vector<std::vector<OptionValue>> settings = {
      {{"weapon_breakage", "on", {}}},
      {{"stuck_weapons", "on", {}}},
      {{"shoot_bayonet_free", "on", {}}, {"stuck_weapons", "on", {}}},
      {{"attacking_horses", "on", {}}, {"horse_attacks", "on", {}}},
      {{"advanced_turning", "off", {}}},
      {{"exit_points", "per_man", {}}},
      {{"variable_knockdown", "on", {}}},
      {{"weapon_breakage", "on", {}},
       {"stuck_weapons", "on", {}},
       {"shoot_bayonet_free", "on", {}},
       {"attacking_horses", "on", {}},
       {"horse_attacks", "on", {}},
       {"variable_knockdown", "on", {}}},
  };
  RencounterRules rules;
  const auto scenarios = {testing::default_scenario(), ambush()};
  for (const auto& scenario : scenarios) {
    for (size_t k = 0; k < settings.size(); ++k) {
      for (uint64_t seed = 1; seed <= 3; ++seed) {
        auto state = rules.new_game(scenario, settings[k]);
        NullSink none;
        testing::play_random(rules, *state, seed * 31 + k, none);
        EXPECT_TRUE(rules.next_decision(*state).game_over())
            << scenario->name << " setting " << k << " seed " << seed;
      }
    }
  }
}

}  // namespace
}  // namespace skirmish::rencounter
