// Charge and contact geometry of 004 / Movement, Morale and Melee. The
// target stands at (20, 20) facing east (+x); bases are 0.5" in radius.
#include "engine/rules/mayhem/charge_geometry.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <vector>

namespace skirmish::mayhem {
namespace {

Figure man_at(double x, double y, int side = 0, double facing = 0) {
  Figure f;
  f.at = {x, y};
  f.side = static_cast<int16_t>(side);
  f.facing = static_cast<float>(facing);
  return f;
}

// A charger `deg` degrees off the target's facing, `d` inches from his centre.
Figure charger_at(double deg, double d = 10) {
  const double r = deg * std::numbers::pi / 180.0;
  return man_at(20 + d * std::cos(r), 20 + d * std::sin(r), 1);
}

const Figure kTarget = man_at(20, 20, 0, 0);

TEST(ChargeGeometry, ContactPointIsTheNearestEdgeAndDistanceIsEdgeToEdge) {
  const ChargeContact c = charge_contact(man_at(30, 20, 1, 180), kTarget);
  EXPECT_NEAR(c.at.x, 21.0, 1e-12);
  EXPECT_NEAR(c.at.y, 20.0, 1e-12);
  EXPECT_NEAR(c.distance, 9.0, 1e-12);
  EXPECT_NEAR(c.facing, 180.0, 1e-9);
  EXPECT_EQ(c.quarter, Quarter::kFront);
  // The bases touch where the charger ends.
  Figure ended = man_at(c.at.x, c.at.y, 1, c.facing);
  EXPECT_TRUE(bases_touch(ended, kTarget));
  EXPECT_TRUE(melee_contact(ended, kTarget));
}

TEST(ChargeGeometry, FrontSideRearFromEachQuarter) {
  EXPECT_EQ(charge_contact(charger_at(0), kTarget).quarter, Quarter::kFront);
  EXPECT_EQ(charge_contact(charger_at(44), kTarget).quarter, Quarter::kFront);
  EXPECT_EQ(charge_contact(charger_at(-44), kTarget).quarter, Quarter::kFront);
  // The edge lines themselves: an exact 45 is the front, an exact 135 the side.
  EXPECT_EQ(charge_contact(charger_at(45), kTarget).quarter, Quarter::kFront);
  EXPECT_EQ(charge_contact(charger_at(-45), kTarget).quarter, Quarter::kFront);
  EXPECT_EQ(charge_contact(charger_at(135), kTarget).quarter, Quarter::kSide);
  EXPECT_EQ(charge_contact(charger_at(-135), kTarget).quarter, Quarter::kSide);
  EXPECT_EQ(charge_contact(charger_at(46), kTarget).quarter, Quarter::kSide);
  EXPECT_EQ(charge_contact(charger_at(90), kTarget).quarter, Quarter::kSide);
  EXPECT_EQ(charge_contact(charger_at(-90), kTarget).quarter, Quarter::kSide);
  EXPECT_EQ(charge_contact(charger_at(134), kTarget).quarter, Quarter::kSide);
  EXPECT_EQ(charge_contact(charger_at(136), kTarget).quarter, Quarter::kRear);
  EXPECT_EQ(charge_contact(charger_at(180), kTarget).quarter, Quarter::kRear);
  EXPECT_EQ(charge_contact(charger_at(-136), kTarget).quarter, Quarter::kRear);
  EXPECT_FALSE(from_side_or_rear(charger_at(30), kTarget));
  EXPECT_TRUE(from_side_or_rear(charger_at(100), kTarget));
  EXPECT_TRUE(from_side_or_rear(charger_at(200), kTarget));
}

TEST(ChargeGeometry, QuarterTurnsWithTheTargetsFacing) {
  const Figure north = man_at(20, 20, 0, 90);
  EXPECT_EQ(charge_contact(charger_at(90), north).quarter, Quarter::kFront);
  EXPECT_EQ(charge_contact(charger_at(0), north).quarter, Quarter::kSide);
  EXPECT_EQ(charge_contact(charger_at(270), north).quarter, Quarter::kRear);
}

TEST(ChargeGeometry, ShieldCountsToTheFrontAndLeft) {
  EXPECT_TRUE(on_shield_side(kTarget, {30, 20}));   // front
  EXPECT_TRUE(on_shield_side(kTarget, {20, 30}));   // left (north of an east-facing man)
  EXPECT_FALSE(on_shield_side(kTarget, {20, 10}));  // right
  EXPECT_FALSE(on_shield_side(kTarget, {10, 20}));  // rear
}

TEST(ChargeGeometry, MeleeContactNeedsAFrontEdge) {
  // Touching, the other facing away and I facing away: back to back.
  const Figure behind = man_at(19, 20, 1, 180);
  EXPECT_TRUE(bases_touch(behind, kTarget));
  EXPECT_FALSE(melee_contact(behind, kTarget));
  // He turns to face my back: his front touches me.
  const Figure facing_my_back = man_at(19, 20, 1, 0);
  EXPECT_TRUE(melee_contact(facing_my_back, kTarget));
  // A hair apart is not touching.
  EXPECT_FALSE(bases_touch(man_at(21.01, 20, 1, 180), kTarget));
}

// Three chargers in a line facing north from y = 10, x = 10, 11.5, 13: the
// lane runs from x = 9.5 to x = 13.5.
std::vector<Figure> charging_line() {
  return {man_at(10, 10, 0, 90), man_at(11.5, 10, 0, 90), man_at(13, 10, 0, 90)};
}

std::vector<int> charged(std::vector<Figure> figures, double reach = 12) {
  const std::vector<int> chargers = {0, 1, 2};
  const std::vector<double> reaches = {reach};
  std::vector<int> out;
  charged_men(figures, chargers, reaches, Measure::kBaseEdge, out);
  return out;
}

TEST(ChargeGeometry, LaneIsBoundedByTheOuterEdgesOfTheChargers) {
  const std::vector<Figure> men = charging_line();
  const std::vector<int> chargers = {0, 1, 2};
  const ChargeLane lane = charge_lane(men, chargers);
  EXPECT_NEAR(lane.ahead.y, 1.0, 1e-12);
  // left is -x for a group facing +y.
  EXPECT_NEAR(lane.left_edge, -9.5, 1e-9);
  EXPECT_NEAR(lane.right_edge, -13.5, 1e-9);
}

TEST(ChargeGeometry, ChargedMenAreInTheLaneAndWithinReach) {
  std::vector<Figure> men = charging_line();
  men.push_back(man_at(11.5, 20, 1, 270));    // 3: dead ahead, 9" off
  men.push_back(man_at(13.8, 20, 1, 270));    // 4: his edge 0.2" inside the right line
  men.push_back(man_at(14.1, 20, 1, 270));    // 5: his edge 0.1" outside it
  men.push_back(man_at(9.1, 20, 1, 270));     // 6: his edge 0.1" inside the left line
  men.push_back(man_at(11.5, 23.5, 1, 270));  // 7: 12.5" off edge to edge: beyond reach
  men.push_back(man_at(11.5, 22.9, 1, 270));  // 8: 11.9": within reach
  men.push_back(man_at(11.5, 5, 1, 90));      // 9: behind the chargers
  men.push_back(man_at(12, 15, 0, 90));       // 10: a friend in the lane
  EXPECT_EQ(charged(men), (std::vector<int>{3, 4, 6, 8}));
  // A shorter reach leaves the farther men out.
  EXPECT_EQ(charged(men, 8), (std::vector<int>{}));
  EXPECT_EQ(charged(men, 9.1), (std::vector<int>{3, 4, 6}));
}

TEST(ChargeGeometry, DeadMenAreNotCharged) {
  std::vector<Figure> men = charging_line();
  men.push_back(man_at(11.5, 20, 1, 270));
  men.back().status = FigureStatus::kDead;
  EXPECT_TRUE(charged(men).empty());
}

}  // namespace
}  // namespace skirmish::mayhem
