// Hill contours and riderless horses (000 / Special Actions and
// Circumstances / Terrain; Herd movement by riderless horses): what climbing
// a contour costs on foot and on horseback, the steep contour a horse takes
// with its whole move and a test, and the little table a loose horse moves
// by, with every die forced.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/contour_climbs.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/movement.h"
#include "engine/rules/rencounter/rider_candidates.h"
#include "engine/rules/rencounter/riderless_horses.h"
#include "engine/rules/rencounter/riding.h"
#include "tests/core/terrain_builders.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using skirmish::testing::hill;
using skirmish::testing::line_of;
using skirmish::testing::rectangle;
using testing::two_units;

// --- Contours: a level-1 hill from x = 20 to the table's right edge.

Battlefield hill_field(bool second_level = false, bool road = false) {
  Battlefield field;
  field.table = {48, 36};
  TerrainFeature h = hill(rectangle(20, 0, 48, 36), 1);
  h.going = Going::kOpen;  // only the contour costs here
  field.features.push_back(h);
  if (second_level) {
    TerrainFeature top = hill(rectangle(20, 0, 30, 36), 2);  // shares the x = 20 edge
    top.going = Going::kOpen;
    field.features.push_back(top);
  }
  if (road) {
    TerrainFeature r = line_of(TerrainType::kRoad, {{0, 10}, {48, 10}});
    r.path_width = 2;
    field.features.push_back(r);
  }
  return field;
}

MoveCheck climb(const Battlefield& field, Vec2 from, Vec2 to, double allowance,
                MovementOptions options) {
  Figure f;
  f.at = from;
  const std::vector<Figure> figures{f};
  return check_move(field, figures, 0, to, allowance, options);
}

TEST(Contours, FootPaysByTheContourHeight) {
  const Battlefield field = hill_field();
  MovementOptions o;
  EXPECT_NEAR(climb(field, {16, 10}, {22, 10}, 9, o).cost, 7.0, 1e-9);  // 1" contour: +1"
  o.contour_inches = 0.5;
  EXPECT_NEAR(climb(field, {16, 10}, {22, 10}, 9, o).cost, 6.0, 1e-9);  // free
  o.contour_inches = 1.5;
  EXPECT_NEAR(climb(field, {16, 10}, {22, 10}, 9, o).cost, 8.0, 1e-9);  // +2"
  o.contour_costs = false;
  EXPECT_NEAR(climb(field, {16, 10}, {22, 10}, 9, o).cost, 6.0, 1e-9);
}

TEST(Contours, GoingDownIsFreeAndTwoLevelsAtOnceAreOneHigherClimb) {
  MovementOptions o;
  EXPECT_NEAR(climb(hill_field(), {22, 10}, {16, 10}, 9, o).cost, 6.0, 1e-9);
  // Two levels sharing an edge: a 2" climb, paid as the seed's highest, 2".
  EXPECT_NEAR(climb(hill_field(true), {16, 10}, {22, 10}, 9, o).cost, 8.0, 1e-9);
}

TEST(Contours, AFootMoveShortOfTheCostIsRefused) {
  const MoveCheck m = climb(hill_field(), {15, 10}, {21, 10}, 6, MovementOptions{});
  EXPECT_FALSE(m.ok);
  EXPECT_NE(m.reason.find("needs 7\""), std::string::npos) << m.reason;
}

TEST(Contours, CavalryPayMore) {
  const Battlefield field = hill_field();
  MovementOptions o;
  o.mounted = true;
  EXPECT_NEAR(climb(field, {16, 10}, {22, 10}, 18, o).cost, 9.0, 1e-9);  // 1": +3"
  o.contour_inches = 0.5;
  EXPECT_NEAR(climb(field, {16, 10}, {22, 10}, 18, o).cost, 7.0, 1e-9);  // 0.5": +1"
}

TEST(Contours, ASteepContourTakesAHorsesWholeMoveUnlessOnARoad) {
  MovementOptions o;
  o.mounted = true;
  o.contour_inches = 1.5;
  const MoveCheck far = climb(hill_field(), {16, 20}, {22, 20}, 12, o);
  EXPECT_FALSE(far.ok);
  EXPECT_NE(far.reason.find("whole move"), std::string::npos) << far.reason;
  const MoveCheck up = climb(hill_field(), {19, 20}, {21, 20}, 6, o);
  EXPECT_TRUE(up.ok) << up.reason;
  EXPECT_NEAR(up.cost, 6.0, 1e-9);
  EXPECT_TRUE(steep_climb_on(hill_field(), {19, 20}, {21, 20}, o));
  // Along the road the slope is smoothed: a 1" contour's 3".
  const MoveCheck road = climb(hill_field(false, true), {16, 10}, {22, 10}, 12, o);
  EXPECT_TRUE(road.ok) << road.reason;
  EXPECT_NEAR(road.cost, 9.0, 1e-9);
  EXPECT_FALSE(steep_climb_on(hill_field(false, true), {16, 10}, {22, 10}, o));
}

// --- Riderless horses.

constexpr int kRider = 0;  // Red, at (10, 10)
constexpr int kMate = 1;   // Red, at (40, 4)
constexpr int kFoe = 2;    // Blue, on foot at (10, 30)

class Herd : public ::testing::Test {
 protected:
  Herd() {
    scenario_ = two_units({{"Lt Vance", {10, 10}, 4, {"Flintlock Pistol", "Sword"}},
                           {"Ike Webb", {40, 4}, 4, {"Flintlock Pistol", "Sword"}}},
                          {{"Abel Moss", {10, 30}, 4, {"Flintlock Musket", "Sword"}},
                           {"Ben Nye", {44, 32}, 4, {"Flintlock Musket"}}});
    state_ = rules_.new_game(scenario_);
    s().men[kRider].horse.has_horse = true;
    s().men[kRider].horse.speed = 6;
    turn_horse_loose(s(), kRider);  // he has fallen: on foot where he was
  }
  RencounterState& s() { return as_rencounter(*state_); }
  Figure& fig(int i) { return s().figures()[static_cast<size_t>(i)]; }
  HorseRecord& horse(int i) { return s().men[static_cast<size_t>(i)].horse; }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }
  void mount(int i) {
    fig(i).mounted = true;
    fig(i).base_radius = 1.0f;
    horse(i).has_horse = true;
  }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

TEST_F(Herd, AFallenRidersHorseStaysWhereHeFell) {
  EXPECT_TRUE(horse(kRider).loose);
  EXPECT_NEAR(distance(horse(kRider).left_at, Vec2{10, 10}), 0, 1e-9);
}

TEST_F(Herd, UnderLeaveItIsGone) {
  horse(kRider) = HorseRecord{};
  horse(kRider).has_horse = true;
  s().config.horse.riderless_herd = false;
  turn_horse_loose(s(), kRider);
  EXPECT_FALSE(horse(kRider).loose);
}

TEST_F(Herd, OneOrTwoBoltsAwayFromTheNearestFight) {
  ScriptedDice dice;
  dice.die(6, 2);
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_NEAR(horse(kRider).left_at.x, 10, 1e-6);  // straight away from Abel Moss
  EXPECT_NEAR(horse(kRider).left_at.y, 4, 1e-3);
  EXPECT_TRUE(narrated("riderless horse rolls 2: it bolts away from Abel Moss"));
}

TEST_F(Herd, ABoltOffTheTableTakesTheHorseAway) {
  horse(kRider).left_at = {10, 3};
  ScriptedDice dice;
  dice.die(6, 1);
  herd_move(s(), kRider, dice, events_);
  EXPECT_FALSE(horse(kRider).loose);
  EXPECT_FALSE(horse(kRider).has_horse);
  EXPECT_TRUE(narrated("bolts off the table"));
}

TEST_F(Herd, ThreeOrFourFollowsTheNearestFriendlyRider) {
  mount(kMate);
  ScriptedDice dice;
  dice.die(6, 4);
  herd_move(s(), kRider, dice, events_);
  EXPECT_NEAR(distance(horse(kRider).left_at, Vec2{10, 10}), 6.0, 1e-3);
  EXPECT_LT(distance(horse(kRider).left_at, fig(kMate).at), distance(Vec2{10, 10}, fig(kMate).at));
  EXPECT_TRUE(narrated("it follows the horse of Ike Webb"));
}

TEST_F(Herd, ThreeOrFourWithNoFriendlyRiderStands) {
  ScriptedDice dice;
  dice.die(6, 3);
  herd_move(s(), kRider, dice, events_);
  EXPECT_NEAR(distance(horse(kRider).left_at, Vec2{10, 10}), 0, 1e-9);
  EXPECT_TRUE(narrated("no friendly horse left"));
}

TEST_F(Herd, FiveOrSixGoesBackToItsRider) {
  fig(kRider).at = {14, 10};
  ScriptedDice dice;
  dice.die(6, 6);
  herd_move(s(), kRider, dice, events_);
  EXPECT_NEAR(distance(horse(kRider).left_at, fig(kRider).at), 1.5, 1e-3);
  EXPECT_TRUE(beside_loose_horse(s(), kRider));
  EXPECT_TRUE(narrated("it stays with Lt Vance"));
}

TEST_F(Herd, HisRiderCatchesItInBaseContactAndMounts) {
  const Action get_on{ActionKind::kSpecial, kRider, -1, -1, kSpecialMount, {}};
  std::vector<Action> offered;
  add_mount_candidate(s(), kRider, offered);
  ASSERT_EQ(offered.size(), 1u);
  EXPECT_EQ(offered[0], get_on);
  fig(kRider).at = {20, 10};
  EXPECT_FALSE(check_figure_action(s(), get_on).ok);
  fig(kRider).at = {11.4, 10};
  EXPECT_TRUE(check_figure_action(s(), get_on).ok);
  ScriptedDice dice;
  ASSERT_TRUE(apply_riding_action(s(), get_on, dice, events_));
  EXPECT_TRUE(fig(kRider).mounted);
  EXPECT_FALSE(horse(kRider).loose);
  EXPECT_TRUE(narrated("catches his loose horse and mounts"));
}

TEST_F(Herd, AFallTurnsTheHorseLoose) {
  horse(kRider) = HorseRecord{};
  mount(kRider);
  ScriptedDice dice;
  dice.die(12, 1);  // fall damage at 6": +6
  fall_from_horse(s(), kRider, 6, dice, events_);
  EXPECT_TRUE(horse(kRider).loose);
  EXPECT_FALSE(fig(kRider).mounted);
}

}  // namespace
}  // namespace skirmish::rencounter
