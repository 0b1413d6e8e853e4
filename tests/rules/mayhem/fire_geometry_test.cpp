// Missile fire geometry of 004 / Missile Fire and Artillery. The shooter
// stands at (10, 18) facing east (+x) unless a test says otherwise; bases
// are 0.5" in radius and ranges are base edge to base edge.
#include "engine/rules/mayhem/fire_geometry.h"

#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <numbers>
#include <vector>

#include "engine/rules/mayhem/groups.h"
#include "tests/core/terrain_builders.h"

namespace skirmish::mayhem {
namespace {

using skirmish::testing::area_of;
using skirmish::testing::building;
using skirmish::testing::field_of;
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

// A table, its sight and its men, kept alive together for one test.
struct Scene {
  std::shared_ptr<const LineOfSight> sight;
  std::vector<Figure> figures;
  std::vector<Sighting> men;
  Groups groups;

  explicit Scene(std::vector<Figure> f, std::vector<TerrainFeature> terrain = {})
      : sight(std::make_shared<LineOfSight>(field_of(std::move(terrain), 96, 48))),
        figures(std::move(f)) {
    for (const Figure& x : figures) men.push_back(sighting_of(x));
    find_groups(figures, 0, groups);
  }
  FireTable table() const { return {sight.get(), figures, men, groups.group_of, {}, {}}; }
  FireLine shot(int target, double range = 24, bool all_round = false, bool massed = false) const {
    return fire_line(table(), Shooter{0, range, all_round, massed}, target);
  }
};

// A target `deg` degrees off the shooter's facing, 20" from his centre.
Figure off_facing(double deg) {
  const double r = deg * std::numbers::pi / 180.0;
  return man_at(10 + 20 * std::cos(r), 18 + 20 * std::sin(r), 1);
}

TEST(FireGeometry, ArcIsFortyFiveDegreesEitherSide) {
  EXPECT_TRUE(Scene({man_at(10, 18), off_facing(44)}).shot(1).allowed());
  EXPECT_TRUE(Scene({man_at(10, 18), off_facing(-44)}).shot(1).allowed());
  EXPECT_TRUE(Scene({man_at(10, 18), off_facing(45)}).shot(1).allowed());  // the edge is in
  EXPECT_TRUE(Scene({man_at(10, 18), off_facing(-45)}).shot(1).allowed());
  EXPECT_EQ(Scene({man_at(10, 18), off_facing(46)}).shot(1).bar, FireBar::kOutOfArc);
  EXPECT_EQ(Scene({man_at(10, 18), off_facing(-46)}).shot(1).bar, FireBar::kOutOfArc);
}

TEST(FireGeometry, MountedArcherShootsAllRound) {
  const Scene s({man_at(10, 18), off_facing(170)});
  EXPECT_EQ(s.shot(1).bar, FireBar::kOutOfArc);
  EXPECT_TRUE(s.shot(1, 24, /*all_round=*/true).allowed());
}

TEST(FireGeometry, RangeAndHalfRangeAreBaseEdgeToBaseEdge) {
  // Centres 25" apart: 24" edge to edge, just in musket range.
  const FireLine at_range = Scene({man_at(10, 18), man_at(35, 18, 1)}).shot(1, 24);
  EXPECT_TRUE(at_range.allowed());
  EXPECT_DOUBLE_EQ(at_range.range, 24.0);
  EXPECT_TRUE(at_range.over_half_range);
  EXPECT_EQ(Scene({man_at(10, 18), man_at(35.1, 18, 1)}).shot(1, 24).bar, FireBar::kOutOfRange);
  // 12" exactly is not over half range; 12.1" is.
  EXPECT_FALSE(Scene({man_at(10, 18), man_at(23, 18, 1)}).shot(1, 24).over_half_range);
  EXPECT_TRUE(Scene({man_at(10, 18), man_at(23.1, 18, 1)}).shot(1, 24).over_half_range);
  // A pistol's 12" does not reach 13".
  EXPECT_EQ(Scene({man_at(10, 18), man_at(24, 18, 1)}).shot(1, 12).bar, FireBar::kOutOfRange);
}

TEST(FireGeometry, RangeFollowsTheBattlefieldsMeasure) {
  auto field = std::make_shared<Battlefield>();
  field->table = {96, 48};
  field->measure = Measure::kCentre;
  const LineOfSight sight(field);
  const std::vector<Figure> figures = {man_at(10, 18), man_at(34.5, 18, 1)};
  std::vector<Sighting> men;
  for (const Figure& f : figures) men.push_back(sighting_of(f));
  const FireLine line = fire_line({&sight, figures, men, {}, {}, {}}, Shooter{0, 24}, 1);
  EXPECT_EQ(line.bar, FireBar::kOutOfRange);  // 24.5" centre to centre
  EXPECT_DOUBLE_EQ(line.range, 24.5);
}

TEST(FireGeometry, MayNotShootOverAnotherMansBase) {
  // A friend stands on the line; then an enemy; then a man whose base the
  // line misses by a hair.
  const Scene friend_in_way({man_at(10, 18), man_at(25, 18, 1), man_at(16, 18.4)});
  const FireLine blocked = friend_in_way.shot(1);
  EXPECT_EQ(blocked.bar, FireBar::kManInTheWay);
  EXPECT_EQ(blocked.blocker, 2);
  EXPECT_EQ(Scene({man_at(10, 18), man_at(25, 18, 1), man_at(16, 17.6, 1)}).shot(1).bar,
            FireBar::kManInTheWay);
  EXPECT_TRUE(Scene({man_at(10, 18), man_at(25, 18, 1), man_at(16, 18.51)}).shot(1).allowed());
}

TEST(FireGeometry, MassedBowmenShootOverTheirOwnGroupOnly) {
  // Second-rank bowman (0) behind a front-rank man of his group (2, 1.5"
  // ahead, bases 0.5" apart); a man of another group (3) stands further on.
  const Scene s({man_at(10, 18), man_at(30, 18, 1), man_at(11.5, 18)});
  EXPECT_EQ(s.shot(1).bar, FireBar::kManInTheWay);
  const FireLine massed = s.shot(1, 24, false, /*massed=*/true);
  EXPECT_TRUE(massed.allowed());
  EXPECT_TRUE(massed.over_own_men);

  const Scene other({man_at(10, 18), man_at(30, 18, 1), man_at(11.5, 18), man_at(20, 18)});
  EXPECT_EQ(other.shot(1, 24, false, true).blocker, 3);
}

TEST(FireGeometry, NoShootingThroughABuilding) {
  const TerrainFeature house = building(rectangle(18, 15, 22, 21), {});
  const Scene s({man_at(10, 18), man_at(30, 18, 1)}, {house});
  EXPECT_EQ(s.shot(1).bar, FireBar::kObstructed);
  // A waist-high wall does not obstruct the shot: it is cover.
  const Scene w({man_at(10, 18), man_at(30, 18, 1)},
                {line_of(TerrainType::kWall, {{29.2, 15}, {29.2, 21}})});
  EXPECT_TRUE(w.shot(1).allowed());
}

TEST(FireGeometry, MayNotShootInHandToHandContact) {
  // An enemy touches the shooter's side with his front edge.
  const Scene s({man_at(10, 18), man_at(30, 18, 1), man_at(10, 19, 1, 270)});
  EXPECT_EQ(s.shot(1).bar, FireBar::kInMelee);
  // Back to back with an enemy is not contact.
  const Scene b({man_at(10, 18), man_at(30, 18, 1), man_at(9, 18, 1, 180)});
  EXPECT_TRUE(b.shot(1).allowed());
}

CoverClass cover_with(TerrainFeature piece, Vec2 target = {30, 18}) {
  const Scene s({man_at(10, 18), man_at(target.x, target.y, 1)}, {std::move(piece)});
  const FireLine line = s.shot(1);
  EXPECT_TRUE(line.allowed()) << static_cast<int>(line.bar);
  return line.cover;
}

TEST(FireGeometry, CoverClassForEachKindOfTerrain) {
  EXPECT_EQ(cover_with(line_of(TerrainType::kRoad, {{0, 10}, {96, 10}})), CoverClass::kOpen);
  EXPECT_EQ(cover_with(line_of(TerrainType::kWall, {{29.2, 15}, {29.2, 21}})), CoverClass::kHard);
  EXPECT_EQ(cover_with(line_of(TerrainType::kHedge, {{29.2, 15}, {29.2, 21}})), CoverClass::kSoft);
  EXPECT_EQ(cover_with(line_of(TerrainType::kFence, {{29.2, 15}, {29.2, 21}})), CoverClass::kSoft);
  EXPECT_EQ(cover_with(tree({28.6, 18.8})), CoverClass::kSoft);
  EXPECT_EQ(cover_with(area_of(TerrainType::kWoods, rectangle(29, 15, 32, 21))), CoverClass::kSoft);
  EXPECT_EQ(cover_with(area_of(TerrainType::kBrush, rectangle(29, 15, 32, 21))), CoverClass::kSoft);
  EXPECT_EQ(cover_with(area_of(TerrainType::kScrub, rectangle(29, 15, 32, 21))), CoverClass::kSoft);
  EXPECT_EQ(cover_with(area_of(TerrainType::kBog, rectangle(29, 15, 32, 21))), CoverClass::kOpen);
  // A man in a house, seen through its window: hard.
  EXPECT_EQ(cover_with(
                building(rectangle(29, 15, 33, 21), {Opening{OpeningKind::kWindow, {29, 18}, 1.0}}),
                {30, 18}),
            CoverClass::kHard);
}

TEST(FireGeometry, CoverFarFromTheTargetDoesNotCount) {
  // The same wall 10" in front of him covers nothing (it hides his ankles).
  EXPECT_EQ(cover_with(line_of(TerrainType::kWall, {{20, 15}, {20, 21}})), CoverClass::kOpen);
  // A wall behind him is no cover either.
  EXPECT_EQ(cover_with(line_of(TerrainType::kWall, {{30.8, 15}, {30.8, 21}})), CoverClass::kOpen);
}

TEST(FireGeometry, TargetsNearestFirstAndOnlyEnemies) {
  const Scene s(
      {man_at(10, 18), man_at(30, 18, 1), man_at(20, 20, 1), man_at(15, 16), man_at(25, 14, 1)});
  std::vector<FireTarget> out;
  fire_targets(s.table(), Shooter{0, 24}, out);
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].man, 2);
  EXPECT_EQ(out[1].man, 4);
  EXPECT_EQ(out[2].man, 1);
  EXPECT_LT(out[0].line.range, out[1].line.range);
}

TEST(FireGeometry, TargetListIsReusedWithoutGrowing) {
  const Scene s({man_at(10, 18), man_at(30, 18, 1), man_at(20, 20, 1)});
  std::vector<FireTarget> out;
  fire_targets(s.table(), Shooter{0, 24}, out);
  const FireTarget* storage = out.data();
  for (int k = 0; k < 3; ++k) fire_targets(s.table(), Shooter{0, 24}, out);
  EXPECT_EQ(out.data(), storage);
  EXPECT_EQ(out.size(), 2u);
}

TEST(FireGeometry, CanisterConeIsTwentyTwoAndAHalfDegreesEachSide) {
  // The gun at (10, 18) faces east. Men at 20", at 20 and 26 degrees off
  // the barrel (the base spans 1.4 degrees at 20"), one beyond 36", one
  // behind the gun, a friend in the cone.
  const auto at = [](double deg, double d, int side) {
    const double r = deg * std::numbers::pi / 180.0;
    return man_at(10 + d * std::cos(r), 18 + d * std::sin(r), side);
  };
  const Scene s({man_at(10, 18), at(20, 20, 1), at(26, 20, 1), at(0, 38, 1), at(180, 5, 1),
                 at(-10, 10, 0), at(23.5, 20, 1)});
  std::vector<ArtilleryTarget> out;
  canister_targets(s.table(), 0, out);
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].man, 5);  // the friend is swept too, nearest first
  EXPECT_EQ(out[1].man, 1);
  EXPECT_EQ(out[2].man, 6);  // centre outside, edge inside the cone
}

TEST(FireGeometry, CanisterDoesNotReachBehindABuilding) {
  const Scene s({man_at(10, 18), man_at(30, 18, 1)}, {building(rectangle(18, 15, 22, 21), {})});
  std::vector<ArtilleryTarget> out;
  canister_targets(s.table(), 0, out);
  EXPECT_TRUE(out.empty());
}

TEST(FireGeometry, RoundshotSweepsSeventyTwoInchesAlongTheBarrel) {
  // Gun at (10, 18) facing east: the line runs from his base's front at
  // x = 10.5 to x = 82.5; the man at 83.4 is just beyond it.
  const Scene s({man_at(10, 18), man_at(40, 18.4, 1), man_at(20, 17.6, 1), man_at(30, 19, 1),
                 man_at(80, 18, 1), man_at(83.4, 18, 1)});
  std::vector<ArtilleryTarget> out;
  roundshot_targets(s.table(), 0, out);
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].man, 2);
  EXPECT_EQ(out[1].man, 1);
  EXPECT_EQ(out[2].man, 4);
}

TEST(FireGeometry, RoundshotStopsAtABuilding) {
  const Scene s({man_at(10, 18), man_at(15, 18, 1), man_at(30, 18, 1)},
                {building(rectangle(18, 15, 22, 21), {})});
  std::vector<ArtilleryTarget> out;
  roundshot_targets(s.table(), 0, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].man, 1);
}

}  // namespace
}  // namespace skirmish::mayhem
