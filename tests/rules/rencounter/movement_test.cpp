// 000 / Movement / Foot (speed), Terrain and movement, Effects of enemy
// figures on movement, and 000 / Special Actions and Circumstances / Terrain:
// allowances by mode and wounds, the cost of going and crossings, and what
// blocks a man's path.
#include "engine/rules/rencounter/movement.h"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "tests/core/terrain_builders.h"

namespace skirmish::rencounter {
namespace {

using skirmish::testing::area_of;
using skirmish::testing::building;
using skirmish::testing::line_of;
using skirmish::testing::rectangle;
using skirmish::testing::tree;

const MovementOptions kDefaults;

Figure man_at(double x, double y, int side = 0) {
  Figure f;
  f.at = {x, y};
  f.side = static_cast<int16_t>(side);
  return f;
}

Battlefield field_with(std::vector<TerrainFeature> features) {
  Battlefield field;
  field.table = {48, 36};
  field.features = std::move(features);
  return field;
}

// The mover (figure 0) at (10, 10), alone unless others are given.
MoveCheck check(const Battlefield& field, Vec2 to, double allowance = 100,
                std::vector<Figure> others = {}, const MovementOptions& options = kDefaults) {
  std::vector<Figure> figures = {man_at(10, 10)};
  figures.insert(figures.end(), others.begin(), others.end());
  return check_move(field, figures, 0, to, allowance, options);
}

TEST(MoveAllowance, EachModeLosesItsInchesPerWoundPoint) {
  // 000 / Movement / Foot / Speed: 6" walk, 9" run, 3" backwards, 3" crawl,
  // 1" low crawl; -2" a point on foot, -1" crawling, -1/3" low crawling.
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kWalk, 0, kDefaults), 6);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kWalk, 1, kDefaults), 4);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kWalk, 2, kDefaults), 2);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kWalk, 3, kDefaults), 0);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kWalk, 5, kDefaults), 0);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kRun, 0, kDefaults), 9);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kRun, 2, kDefaults), 5);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kRun, 5, kDefaults), 0);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kBackwards, 0, kDefaults), 3);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kBackwards, 1, kDefaults), 1);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kBackwards, 2, kDefaults), 0);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kCrawl, 0, kDefaults), 3);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kCrawl, 2, kDefaults), 1);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kCrawl, 4, kDefaults), 0);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kLowCrawl, 0, kDefaults), 1);
  EXPECT_NEAR(move_allowance(MoveMode::kLowCrawl, 1, kDefaults), 2.0 / 3.0, 1e-12);
  EXPECT_NEAR(move_allowance(MoveMode::kLowCrawl, 3, kDefaults), 0, 1e-12);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kLowCrawl, 5, kDefaults), 0);
}

TEST(MoveAllowance, WithoutAdvancedMovementRunningIsWalking) {
  MovementOptions basic;
  basic.advanced = false;
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kRun, 0, basic), 6);
  EXPECT_DOUBLE_EQ(move_allowance(MoveMode::kRun, 1, basic), 4);
}

TEST(MoveCost, OpenGroundCostsItsLength) {
  const MoveCheck c = check(field_with({}), {13, 14}, 5);
  EXPECT_TRUE(c.ok) << c.reason;
  EXPECT_TRUE(c.reason.empty());
  EXPECT_NEAR(c.cost, 5, 1e-9);
}

TEST(MoveCost, GoingInAreasSlowsByItsFraction) {
  // 000 / Terrain and movement: speed down by 1/3, 1/2, 2/3, so each inch in
  // light, medium, heavy going costs 3/2, 2, 3 inches. Path (10,10)-(20,10).
  const Battlefield woods = field_with({area_of(TerrainType::kWoods, rectangle(12, 0, 16, 36))});
  EXPECT_NEAR(check(woods, {20, 10}).cost, 6 + 4 * 2, 1e-9);
  const Battlefield bog = field_with({area_of(TerrainType::kBog, rectangle(12, 0, 14, 36))});
  EXPECT_NEAR(check(bog, {20, 10}).cost, 8 + 2 * 3, 1e-9);
  const Battlefield scrub = field_with({area_of(TerrainType::kScrub, rectangle(12, 0, 15, 36))});
  EXPECT_NEAR(check(scrub, {20, 10}).cost, 7 + 3 * 1.5, 1e-9);
  // Ending inside the woods pays only for the part walked.
  EXPECT_NEAR(check(woods, {14, 10}).cost, 2 + 2 * 2, 1e-9);
}

TEST(MoveCost, OverlappingAreasTakeTheWorstGoing) {
  const Battlefield field = field_with({area_of(TerrainType::kWoods, rectangle(12, 0, 16, 36)),
                                        area_of(TerrainType::kBog, rectangle(14, 0, 18, 36))});
  // open 2, woods only 2 (x2), bog 4 (x3, woods under it ignored), open 2.
  EXPECT_NEAR(check(field, {20, 10}).cost, 2 + 4 + 12 + 2, 1e-9);
}

TEST(MoveCost, RoadThroughWoodsIsOpen) {
  TerrainFeature road = line_of(TerrainType::kRoad, {{0, 10}, {48, 10}});
  const Battlefield field =
      field_with({area_of(TerrainType::kWoods, rectangle(12, 0, 16, 36)), road});
  EXPECT_NEAR(check(field, {20, 10}).cost, 10, 1e-9);
  // Across the 2"-wide road inside the woods: 2" open, 8" at double.
  std::vector<Figure> figures = {man_at(14, 5)};
  EXPECT_NEAR(check_move(field, figures, 0, {14, 15}, 100, kDefaults).cost, 2 + 8 * 2, 1e-9);
}

TEST(MoveCost, StreamLineWithWidthIsAnAreaAlongItsBand) {
  const Battlefield field = field_with({line_of(TerrainType::kStream, {{15, 0}, {15, 36}})});
  // 1.5" of medium going across its band.
  EXPECT_NEAR(check(field, {20, 10}).cost, 8.5 + 1.5 * 2, 1e-9);
}

TEST(MoveCost, CrossingLinesCostsByTheirGoing) {
  auto cost_across = [](TerrainType type, const MovementOptions& options = kDefaults) {
    const Battlefield field = field_with({line_of(type, {{15, 0}, {15, 36}})});
    return check(field, {20, 10}, 100, {}, options).cost;
  };
  EXPECT_NEAR(cost_across(TerrainType::kWall), 10 + 2, 1e-9);   // medium
  EXPECT_NEAR(cost_across(TerrainType::kHedge), 10 + 3, 1e-9);  // heavy
  EXPECT_NEAR(cost_across(TerrainType::kFence), 10 + 1, 1e-9);  // light
  MovementOptions options;
  options.crossing_medium = 1.5;
  EXPECT_NEAR(cost_across(TerrainType::kWall, options), 11.5, 1e-9);
  // Walking up to the wall without crossing it costs nothing extra.
  const Battlefield field = field_with({line_of(TerrainType::kWall, {{15, 0}, {15, 36}})});
  EXPECT_NEAR(check(field, {14.5, 10}).cost, 4.5, 1e-9);
}

TEST(MoveCost, LineCrossedOnARoadIsFree) {
  const Battlefield field = field_with({line_of(TerrainType::kHedge, {{15, 0}, {15, 36}}),
                                        line_of(TerrainType::kRoad, {{0, 10}, {48, 10}})});
  EXPECT_NEAR(check(field, {20, 10}).cost, 10, 1e-9);
}

TEST(MoveBlocked, ImpassableLineCannotBeCrossed) {
  TerrainFeature wall = line_of(TerrainType::kWall, {{15, 0}, {15, 36}});
  wall.going = Going::kImpassable;
  wall.name = "Garden wall";
  const MoveCheck c = check(field_with({wall}), {20, 10});
  EXPECT_FALSE(c.ok);
  EXPECT_EQ(c.reason, "the wall \"Garden wall\" cannot be crossed");
}

TEST(MoveBlocked, TreeTrunkBlocksTheSweptBase) {
  const Battlefield field = field_with({tree({15, 10})});
  const MoveCheck c = check(field, {20, 10});
  EXPECT_FALSE(c.ok);
  EXPECT_EQ(c.reason, "a tree trunk is in the way");
  // Passing with the base just touching the trunk is fine; a hair closer is not.
  std::vector<Figure> figures = {man_at(10, 11)};
  EXPECT_TRUE(check_move(field, figures, 0, {20, 11}, 100, kDefaults).ok);
  figures[0].at = {10, 10.9};
  EXPECT_FALSE(check_move(field, figures, 0, {20, 10.9}, 100, kDefaults).ok);
}

TerrainFeature mill_house(std::vector<Opening> doors) {
  TerrainFeature b = building(rectangle(14, 8, 18, 12), std::move(doors));
  b.name = "Mill house";
  return b;
}

TEST(MoveBlocked, BuildingIsEnteredOnlyByItsDoors) {
  const MoveCheck walled = check(field_with({mill_house({})}), {20, 10});
  EXPECT_FALSE(walled.ok);
  EXPECT_EQ(walled.reason, "the way is blocked by the building \"Mill house\" (no door there)");

  const Opening west_door{OpeningKind::kDoor, {14, 10}, 1};
  const Battlefield one_door = field_with({mill_house({west_door})});
  EXPECT_TRUE(check(one_door, {16, 10}).ok) << check(one_door, {16, 10}).reason;
  EXPECT_FALSE(check(one_door, {20, 10}).ok);  // no door in the east wall
  // A window is not a way in.
  const Battlefield window = field_with({mill_house({Opening{OpeningKind::kWindow, {14, 10}, 1}})});
  EXPECT_FALSE(check(window, {16, 10}).ok);

  const Opening east_door{OpeningKind::kDoor, {18, 10}, 1};
  const Battlefield two_doors = field_with({mill_house({west_door, east_door})});
  EXPECT_TRUE(check(two_doors, {20, 10}).ok);
  // Through the wall beside the door is still blocked.
  std::vector<Figure> figures = {man_at(10, 11.2)};
  EXPECT_FALSE(check_move(two_doors, figures, 0, {16, 11.2}, 100, kDefaults).ok);
}

// A barred door (the scenario's `barred: true`) is wall: Rencounter has no
// rule to break one, so nobody passes it, in or out.
TEST(MoveBlocked, ABarredDoorIsWall) {
  Opening barred{OpeningKind::kDoor, {14, 10}, 1};
  barred.barred = true;
  const Battlefield field = field_with({mill_house({barred})});
  const MoveCheck in = check(field, {16, 10});
  EXPECT_FALSE(in.ok);
  EXPECT_EQ(in.reason, "the way is blocked by the building \"Mill house\" (no door there)");
  std::vector<Figure> figures = {man_at(16, 10)};
  EXPECT_FALSE(check_move(field, figures, 0, {12, 10}, 100, kDefaults).ok);
  // Unbarred, the same door lets him in.
  barred.barred = false;
  EXPECT_TRUE(check(field_with({mill_house({barred})}), {16, 10}).ok);
}

TEST(MoveBlocked, GarrisonMovesInsideAndOutByTheDoor) {
  const Battlefield field = field_with({mill_house({Opening{OpeningKind::kDoor, {14, 10}, 1}})});
  std::vector<Figure> figures = {man_at(16, 10)};
  EXPECT_TRUE(check_move(field, figures, 0, {17, 11}, 100, kDefaults).ok);
  EXPECT_TRUE(check_move(field, figures, 0, {12, 10}, 100, kDefaults).ok);
  EXPECT_FALSE(check_move(field, figures, 0, {16, 14}, 100, kDefaults).ok);
  // Brushing the inside of a wall is refused as walking through it would be.
  EXPECT_FALSE(check_move(field, figures, 0, {17.8, 10}, 100, kDefaults).ok);
}

TEST(MoveBlocked, WalkingAlongAWallMustClearIt) {
  const Battlefield field = field_with({mill_house({})});
  std::vector<Figure> figures = {man_at(13.4, 5)};
  EXPECT_TRUE(check_move(field, figures, 0, {13.4, 15}, 100, kDefaults).ok);
  figures[0].at = {13.6, 5};
  EXPECT_FALSE(check_move(field, figures, 0, {13.6, 15}, 100, kDefaults).ok);
}

TEST(MoveBlocked, ImpassableAreaBlocks) {
  TerrainFeature mire = area_of(TerrainType::kBog, rectangle(12, 0, 14, 36));
  mire.going = Going::kImpassable;
  const MoveCheck c = check(field_with({mire}), {20, 10});
  EXPECT_FALSE(c.ok);
  EXPECT_EQ(c.reason, "the way is blocked by a bog");
}

TEST(MoveBlocked, EnemyBaseBlocksButContactIsAllowed) {
  const Battlefield field = field_with({});
  const std::vector<Figure> enemy = {man_at(15, 10, 1)};
  const MoveCheck through = check(field, {20, 10}, 100, enemy);
  EXPECT_FALSE(through.ok);
  EXPECT_EQ(through.reason, "an enemy (figure 1) is in the way");
  EXPECT_TRUE(check(field, {14, 10}, 100, enemy).ok);  // base to base: a charge ends here
  EXPECT_FALSE(check(field, {14.2, 10}, 100, enemy).ok);
  // A man in contact may leave freely (000 / Movement / Leaving Melee).
  std::vector<Figure> melee = {man_at(14, 10), man_at(15, 10, 1)};
  EXPECT_TRUE(check_move(field, melee, 0, {9, 10}, 100, kDefaults).ok);
  // The dead take up no room.
  std::vector<Figure> dead = enemy;
  dead[0].status = FigureStatus::kDead;
  EXPECT_TRUE(check(field, {20, 10}, 100, dead).ok);
  // The fallen still do.
  std::vector<Figure> down = enemy;
  down[0].status = FigureStatus::kDown;
  EXPECT_FALSE(check(field, {20, 10}, 100, down).ok);
}

TEST(MoveBlocked, FriendsArePassedButNotEndedOn) {
  const Battlefield field = field_with({});
  const std::vector<Figure> friend_ = {man_at(15, 10, 0)};
  EXPECT_TRUE(check(field, {20, 10}, 100, friend_).ok);
  const MoveCheck on = check(field, {15.5, 10}, 100, friend_);
  EXPECT_FALSE(on.ok);
  EXPECT_EQ(on.reason, "he would end on a friend (figure 1)");
  EXPECT_TRUE(check(field, {16, 10}, 100, friend_).ok);  // touching
}

TEST(MoveBlocked, WholeBaseMustEndOnTheTable) {
  const Battlefield field = field_with({});
  std::vector<Figure> figures = {man_at(44, 10)};
  const MoveCheck off = check_move(field, figures, 0, {47.8, 10}, 100, kDefaults);
  EXPECT_FALSE(off.ok);
  EXPECT_EQ(off.reason, "he would end off the table");
  EXPECT_TRUE(check_move(field, figures, 0, {47.5, 10}, 100, kDefaults).ok);
}

TEST(MoveBlocked, AllowanceExceededSaysByHowMuch) {
  const MoveCheck c = check(field_with({}), {14.5, 16}, 6);  // 7.5" away
  EXPECT_FALSE(c.ok);
  EXPECT_EQ(c.reason, "needs 7.5\" of movement, has 6\"");
  EXPECT_NEAR(c.cost, 7.5, 1e-9);
}

void expect_near(Vec2 got, Vec2 want) {
  EXPECT_NEAR(got.x, want.x, 1e-4) << got.x << "," << got.y;
  EXPECT_NEAR(got.y, want.y, 1e-4) << got.x << "," << got.y;
}

TEST(MoveFarthest, StopsAtTheAllowance) {
  const std::vector<Figure> figures = {man_at(10, 10)};
  expect_near(farthest_reachable(field_with({}), figures, 0, {20, 10}, 6, kDefaults), {16, 10});
  expect_near(farthest_reachable(field_with({}), figures, 0, {13, 10}, 6, kDefaults), {13, 10});
  // 2" of open ground, then 4" of allowance buys 2" of woods.
  const Battlefield woods = field_with({area_of(TerrainType::kWoods, rectangle(12, 0, 16, 36))});
  expect_near(farthest_reachable(woods, figures, 0, {20, 10}, 6, kDefaults), {14, 10});
}

TEST(MoveFarthest, StopsShortOfTrunksAndEnemies) {
  const std::vector<Figure> alone = {man_at(10, 10)};
  const Battlefield trunk = field_with({tree({13, 10})});
  expect_near(farthest_reachable(trunk, alone, 0, {20, 10}, 6, kDefaults), {12, 10});
  const std::vector<Figure> enemy = {man_at(10, 10), man_at(14, 10, 1)};
  expect_near(farthest_reachable(field_with({}), enemy, 0, {20, 10}, 6, kDefaults), {13, 10});
  // Already in contact and pushing into him: no move at all.
  const std::vector<Figure> contact = {man_at(10, 10), man_at(11, 10, 1)};
  expect_near(farthest_reachable(field_with({}), contact, 0, {20, 10}, 6, kDefaults), {10, 10});
}

}  // namespace
}  // namespace skirmish::rencounter
