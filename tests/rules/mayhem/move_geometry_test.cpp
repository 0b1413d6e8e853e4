// Movement geometry of 004 / Movement and the retreat of 004 / Morale. The
// mover stands at (10, 18) on a 48" x 36" table; bases are 0.5" in radius.
#include "engine/rules/mayhem/move_geometry.h"

#include <gtest/gtest.h>

#include <vector>

#include "tests/core/terrain_builders.h"

namespace skirmish::mayhem {
namespace {

using skirmish::testing::area_of;
using skirmish::testing::building;
using skirmish::testing::line_of;
using skirmish::testing::rectangle;
using skirmish::testing::tree;

Figure man_at(double x, double y, int side = 0, double facing = 0) {
  Figure f;
  f.at = {x, y};
  f.side = static_cast<int16_t>(side);
  f.facing = static_cast<float>(facing);
  return f;
}

Battlefield field_with(std::vector<TerrainFeature> features = {}) {
  Battlefield b;
  b.table = {48, 36};
  b.features = std::move(features);
  return b;
}

TEST(MoveGeometry, OpenGroundGoesAsFarAsTheAllowance) {
  const Battlefield field = field_with();
  const std::vector<Figure> men = {man_at(10, 18)};
  const StraightMove all = straight_move(field, men, 0, {30, 18}, 7);
  EXPECT_EQ(all.stop, MoveStop::kAllowance);
  EXPECT_NEAR(all.end.x, 17.0, 1e-12);
  EXPECT_NEAR(all.inches, 7.0, 1e-12);
  const StraightMove there = straight_move(field, men, 0, {14, 21}, 7);
  EXPECT_EQ(there.stop, MoveStop::kArrived);
  EXPECT_NEAR(there.inches, 5.0, 1e-12);
}

TEST(MoveGeometry, StopsWithHisBaseAtTheTableEdge) {
  const StraightMove m =
      straight_move(field_with(), std::vector<Figure>{man_at(44, 18)}, 0, {60, 18}, 10);
  EXPECT_EQ(m.stop, MoveStop::kTableEdge);
  EXPECT_NEAR(m.end.x, 47.5, 1e-12);
  EXPECT_FALSE(m.ran_off);
}

TEST(MoveGeometry, StopsAgainstAFriendAndShortOfAnEnemy) {
  const Battlefield field = field_with();
  const StraightMove f =
      straight_move(field, std::vector<Figure>{man_at(10, 18), man_at(15, 18)}, 0, {30, 18}, 10);
  EXPECT_EQ(f.stop, MoveStop::kMan);
  EXPECT_EQ(f.blocking_man, 1);
  EXPECT_NEAR(f.end.x, 14.0, 1e-9);  // touching, not overlapping

  const std::vector<Figure> foe = {man_at(10, 18), man_at(15, 18, 1)};
  const StraightMove shy = straight_move(field, foe, 0, {30, 18}, 10);
  EXPECT_EQ(shy.stop, MoveStop::kMan);
  EXPECT_NEAR(shy.end.x, 14.0 - kClearOfEnemy, 1e-9);  // contact only by a charge
  MoveRules charge;
  charge.charge = true;
  EXPECT_NEAR(straight_move(field, foe, 0, {30, 18}, 10, charge).end.x, 14.0, 1e-9);
}

TEST(MoveGeometry, AManBesideThePathDoesNotStopHim) {
  const std::vector<Figure> men = {man_at(10, 18), man_at(15, 19.01)};
  EXPECT_EQ(straight_move(field_with(), men, 0, {30, 18}, 10).stop, MoveStop::kAllowance);
}

TEST(MoveGeometry, BuildingWallStopsHimButADoorwayLetsHimIn) {
  const std::vector<Figure> men = {man_at(10, 18)};
  const Battlefield blank = field_with({building(rectangle(15, 15, 20, 21), {})});
  const StraightMove wall = straight_move(blank, men, 0, {17, 18}, 10);
  EXPECT_EQ(wall.stop, MoveStop::kTerrain);
  EXPECT_EQ(wall.blocking_feature, 0);
  EXPECT_NEAR(wall.end.x, 14.5, 1e-9);

  const Battlefield door = field_with(
      {building(rectangle(15, 15, 20, 21), {Opening{OpeningKind::kDoor, {15, 18}, 1.0}})});
  const StraightMove in = straight_move(door, men, 0, {17, 18}, 10);
  EXPECT_EQ(in.stop, MoveStop::kArrived);
  EXPECT_TRUE(path_terrain(door, men[0].at, in.end).doorway);
  // A window is not a way in.
  const Battlefield window = field_with(
      {building(rectangle(15, 15, 20, 21), {Opening{OpeningKind::kWindow, {15, 18}, 1.0}})});
  EXPECT_EQ(straight_move(window, men, 0, {17, 18}, 10).stop, MoveStop::kTerrain);
}

TEST(MoveGeometry, TreeTrunkStopsHim) {
  const StraightMove m = straight_move(field_with({tree({15, 18})}),
                                       std::vector<Figure>{man_at(10, 18)}, 0, {30, 18}, 10);
  EXPECT_EQ(m.stop, MoveStop::kTerrain);
  EXPECT_NEAR(m.end.x, 14.0, 1e-9);
}

TEST(MoveGeometry, ObstaclesAreCrossedSlowlyOrStopARetreat) {
  const Battlefield field = field_with({line_of(TerrainType::kWall, {{15, 10}, {15, 26}})});
  const std::vector<Figure> men = {man_at(10, 18)};
  const StraightMove over = straight_move(field, men, 0, {20, 18}, 12);
  EXPECT_EQ(over.stop, MoveStop::kArrived);
  EXPECT_TRUE(path_terrain(field, men[0].at, over.end).obstacle);
  EXPECT_TRUE(path_terrain(field, men[0].at, over.end).slow());
  MoveRules retreat;
  retreat.stop_at_obstacles = true;
  const StraightMove stopped = straight_move(field, men, 0, {20, 18}, 12, retreat);
  EXPECT_EQ(stopped.stop, MoveStop::kObstacle);
  EXPECT_NEAR(stopped.end.x, 14.5, 1e-9);
}

TEST(MoveGeometry, DelayingTerrainAndTheOpen) {
  const Battlefield field = field_with({area_of(TerrainType::kWoods, rectangle(20, 10, 30, 26)),
                                        area_of(TerrainType::kBog, rectangle(0, 0, 5, 5)),
                                        line_of(TerrainType::kRoad, {{0, 30}, {48, 30}})});
  EXPECT_FALSE(path_terrain(field, {10, 18}, {18, 18}).slow());
  EXPECT_TRUE(path_terrain(field, {10, 18}, {18, 18}).open());
  EXPECT_TRUE(path_terrain(field, {10, 18}, {22, 18}).delaying);  // into the woods
  EXPECT_TRUE(path_terrain(field, {22, 18}, {28, 18}).delaying);  // wholly within them
  EXPECT_TRUE(path_terrain(field, {8, 3}, {2, 3}).delaying);      // into the bog
  EXPECT_FALSE(path_terrain(field, {10, 32}, {10, 28}).slow());   // over a road
  EXPECT_TRUE(in_the_open(field, {10, 18}));
  EXPECT_FALSE(in_the_open(field, {25, 18}));
}

TEST(MoveGeometry, RetreatGoesStraightAwayFromTheEnemy) {
  const std::vector<Figure> men = {man_at(20, 18), man_at(17, 14, 1)};
  const Retreat r = retreat_move(field_with(), men, 0, men[1].at, 5);
  EXPECT_FALSE(r.to_cover);
  EXPECT_FALSE(r.move.ran_off);
  EXPECT_NEAR(r.move.end.x, 23.0, 1e-9);
  EXPECT_NEAR(r.move.end.y, 22.0, 1e-9);
}

TEST(MoveGeometry, RetreatOverTheTableEdgeRunsOff) {
  const std::vector<Figure> men = {man_at(44, 18), man_at(40, 18, 1)};
  const Retreat r = retreat_move(field_with(), men, 0, men[1].at, 7);
  EXPECT_TRUE(r.move.ran_off);
  EXPECT_EQ(r.move.stop, MoveStop::kTableEdge);
  // The same man with room to spare stays on.
  EXPECT_FALSE(retreat_move(field_with(), men, 0, men[1].at, 3).move.ran_off);
}

TEST(MoveGeometry, RetreatStopsAtAManOrAWall) {
  const std::vector<Figure> men = {man_at(20, 18), man_at(15, 18, 1), man_at(23, 18)};
  const Retreat r = retreat_move(field_with(), men, 0, men[1].at, 8);
  EXPECT_EQ(r.move.stop, MoveStop::kMan);
  EXPECT_NEAR(r.move.end.x, 22.0, 1e-9);
  const Battlefield walled = field_with({line_of(TerrainType::kWall, {{24, 10}, {24, 26}})});
  const Retreat w = retreat_move(walled, std::vector<Figure>{men[0], men[1]}, 0, men[1].at, 8);
  EXPECT_EQ(w.move.stop, MoveStop::kObstacle);
  EXPECT_NEAR(w.move.end.x, 23.5, 1e-9);
}

TEST(MoveGeometry, RetreatFromFireSeeksNearerCover) {
  // Shot at from the west; a wall runs north-south 2" east of him. He goes
  // behind it rather than 8" back.
  const Battlefield field = field_with({line_of(TerrainType::kWall, {{22, 10}, {22, 26}})});
  const std::vector<Figure> men = {man_at(20, 18), man_at(10, 18, 1)};
  const Vec2 shooter = men[1].at;
  const Retreat r = retreat_move(field, men, 0, shooter, 8, &shooter);
  EXPECT_TRUE(r.to_cover);
  EXPECT_NEAR(r.move.end.x, 22.55, 1e-9);
  EXPECT_NEAR(r.move.end.y, 18.0, 1e-9);
  // Cover farther than the roll is not sought.
  const Retreat far = retreat_move(field, men, 0, shooter, 2, &shooter);
  EXPECT_FALSE(far.to_cover);
  EXPECT_NEAR(far.move.end.x, 22.0 - 0.5, 1e-9);  // stopped by the wall instead
}

TEST(MoveGeometry, BaseFitsOnClearGroundOnly) {
  const Battlefield field = field_with({tree({30, 30}), building(rectangle(15, 15, 20, 21), {})});
  const std::vector<Figure> men = {man_at(10, 18)};
  EXPECT_TRUE(base_fits(field, men, {12, 18}, 0.5));
  EXPECT_FALSE(base_fits(field, men, {10.9, 18}, 0.5));
  const std::vector<int> me = {0};
  EXPECT_TRUE(base_fits(field, men, {10.9, 18}, 0.5, me));
  EXPECT_FALSE(base_fits(field, men, {30.9, 30}, 0.5));
  EXPECT_FALSE(base_fits(field, men, {15.2, 18}, 0.5));  // across a wall
  EXPECT_TRUE(base_fits(field, men, {17, 18}, 0.5));     // inside the room
  EXPECT_FALSE(base_fits(field, men, {0.2, 18}, 0.5));   // over the edge
}

TEST(MoveGeometry, WheelAboutTheLeftEnd) {
  // Three men in a line facing north at x = 10, 11.5, 13: the left end is
  // the westernmost. Wheeling 90 degrees clockwise about him swings the line
  // to face east, running south of him.
  const std::vector<Figure> men = {man_at(10, 18, 0, 90), man_at(11.5, 18, 0, 90),
                                   man_at(13, 18, 0, 90)};
  const std::vector<int> group = {0, 1, 2};
  EXPECT_EQ(wheel_end(men, group, true), 0);
  EXPECT_EQ(wheel_end(men, group, false), 2);
  std::vector<WheelPlace> out;
  const double arc = wheel_group(men, group, 0, -90, out);
  ASSERT_EQ(out.size(), 3u);
  EXPECT_NEAR(out[0].at.x, 10.0, 1e-9);
  EXPECT_NEAR(out[0].at.y, 18.0, 1e-9);
  EXPECT_NEAR(out[2].at.x, 10.0, 1e-9);
  EXPECT_NEAR(out[2].at.y, 15.0, 1e-9);
  EXPECT_NEAR(out[2].facing, 0.0, 1e-6);
  // The outer man's far edge, 3.5" from the pivot, goes a quarter circle.
  EXPECT_NEAR(arc, 3.5 * 3.14159265358979 / 2, 1e-9);
}

// A wheel's sweep as chords of at most 10 degrees, every point on the arc.
TEST(MoveGeometry, SweepPointsFollowTheArc) {
  SweepPoints p;
  const int n = sweep_points({10, 10}, {10, 13}, 45, p);
  ASSERT_EQ(n, 6);  // 5 chords of 9 degrees
  for (int i = 0; i < n; ++i) EXPECT_NEAR(distance(p[static_cast<size_t>(i)], {10, 13}), 3, 1e-12);
  EXPECT_NEAR(p[5].x, 10 + 3 * std::sqrt(0.5), 1e-12);
  EXPECT_NEAR(p[5].y, 13 - 3 * std::sqrt(0.5), 1e-12);
  // Clockwise, a half wheel: 9 chords.
  ASSERT_EQ(sweep_points({10, 10}, {10, 13}, -90, p), 10);
  EXPECT_NEAR(p[9].x, 7, 1e-12);
  EXPECT_NEAR(p[9].y, 13, 1e-12);
  // The pivot himself does not move.
  ASSERT_EQ(sweep_points({10, 13}, {10, 13}, 90, p), 10);
  EXPECT_EQ(p[9], (Vec2{10, 13}));
}

// A stretch of a longer path: from a given point, past the men ignored.
TEST(MoveGeometry, StraightMoveFromAPointPastTheMenIgnored) {
  const Battlefield field = field_with();
  const std::vector<Figure> men = {man_at(10, 18), man_at(15, 18), man_at(20, 18)};
  const StraightMove blocked = straight_move_from(field, men, 0, {12, 18}, {25, 18}, 20, {}, {});
  EXPECT_EQ(blocked.stop, MoveStop::kMan);
  EXPECT_EQ(blocked.blocking_man, 1);
  EXPECT_NEAR(blocked.end.x, 14.0, 1e-9);
  const std::vector<int> ignore = {1};
  const StraightMove past = straight_move_from(field, men, 0, {12, 18}, {25, 18}, 20, {}, ignore);
  EXPECT_EQ(past.stop, MoveStop::kMan);
  EXPECT_EQ(past.blocking_man, 2);
  EXPECT_NEAR(past.end.x, 19.0, 1e-9);
}

}  // namespace
}  // namespace skirmish::mayhem
