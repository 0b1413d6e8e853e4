// Hand-built sight lines, one for each cover level and posture of
// 000 / Fire Combat / Cover and Target Size. The shooter stands at (0, 18)
// and the target 20" east of him at (20, 18) unless a test says otherwise.
#include "engine/core/los.h"

#include <gtest/gtest.h>

#include "tests/core/terrain_builders.h"

namespace skirmish {
namespace {

using testing::area_of;
using testing::building;
using testing::field_of;
using testing::hill;
using testing::line_of;
using testing::man;
using testing::rectangle;
using testing::rider;
using testing::tree;

// Every test looks both ways (brute force and through the grid) and checks
// the two agree before returning the answer.
LosResult look(const std::vector<TerrainFeature>& features, const Sighting& shooter,
               const Sighting& target, std::span<const Sighting> figures = {},
               int shooter_index = -1, int target_index = -1) {
  const LineOfSight los(field_of(features));
  const LosResult brute =
      los.look_brute_force(shooter, target, figures, shooter_index, target_index);
  const LosResult indexed = los.look_indexed(shooter, target, figures, shooter_index, target_index);
  EXPECT_EQ(brute.visible, indexed.visible);
  EXPECT_EQ(brute.hidden_share, indexed.hidden_share);
  EXPECT_EQ(brute.cover, indexed.cover);
  return brute;
}

const Sighting kShooter = man(0, 18);

TerrainFeature waist_high_wall_at(double x) {
  return line_of(TerrainType::kWall, {{x, 15}, {x, 21}});
}

TEST(LineOfSight, OpenGroundIsClearAndRangeIsBaseEdgeToBaseEdge) {
  const LosResult r = look({}, kShooter, man(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.solid, SolidCover::kNone);
  EXPECT_EQ(r.leafy, LeafyCover::kNone);
  EXPECT_EQ(r.cover_level(), 0);
  EXPECT_DOUBLE_EQ(r.range, 19.0);
}

TEST(LineOfSight, WaistHighWallHalfCoversStandingMan) {
  const LosResult r = look({waist_high_wall_at(19)}, kShooter, man(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_NEAR(r.hidden_share, 0.48, 0.01);
  EXPECT_EQ(r.solid, SolidCover::kHalf);
  EXPECT_EQ(r.cover_level(), 2);
}

TEST(LineOfSight, WaistHighWallThreeQuarterCoversKneelingMan) {
  const LosResult r = look({waist_high_wall_at(19)}, kShooter, man(20, 18, Posture::kKneeling));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.solid, SolidCover::kThreeQuarters);
}

TEST(LineOfSight, WaistHighWallHidesProneMan) {
  const LosResult r = look({waist_high_wall_at(19)}, kShooter, man(20, 18, Posture::kProne));
  EXPECT_FALSE(r.visible);
}

TEST(LineOfSight, WaistHighWallHalfCoversRider) {
  const LosResult r = look({waist_high_wall_at(19)}, kShooter, rider(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.solid, SolidCover::kHalf);  // 0.48 of a 1.6 tall horse and man
  EXPECT_LT(r.hidden_share, 0.35);
}

TEST(LineOfSight, LowWallFarInFrontOfTargetBarelyCoversHim) {
  // The line from a standing eye over a waist-high wall 10" off comes down
  // to the target's ankles: he is "behind" the wall but not in its cover.
  const LosResult r = look({waist_high_wall_at(10)}, kShooter, man(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_GT(r.hidden_share, 0.0);
  EXPECT_LT(r.hidden_share, 0.15);
  EXPECT_EQ(r.solid, SolidCover::kNone);
}

TEST(LineOfSight, KneelingShooterSeesOverWallHeIsBehind) {
  const LosResult r = look({waist_high_wall_at(1)}, man(0, 18, Posture::kKneeling), man(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.solid, SolidCover::kNone);
}

TerrainFeature house_with(OpeningKind kind, Vec2 at) {
  return building(rectangle(18, 16, 22, 20), {Opening{kind, at, 1.0}});
}

TEST(LineOfSight, ManInsideSeenThroughWindowHasJustEnoughShowing) {
  const LosResult r = look({house_with(OpeningKind::kWindow, {18, 18})}, kShooter, man(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.solid, SolidCover::kJustEnough);
  EXPECT_EQ(r.cover_level(), 4);
}

TEST(LineOfSight, ManInsideSeenThroughLoopholeShowsOnlyASmallPart) {
  const LosResult r = look({house_with(OpeningKind::kLoophole, {18, 18})}, kShooter, man(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.solid, SolidCover::kLoophole);
}

TEST(LineOfSight, ManInsideSeenThroughDoorIsHalfCovered) {
  const LosResult r = look({house_with(OpeningKind::kDoor, {18, 18})}, kShooter, man(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.solid, SolidCover::kHalf);
}

TEST(LineOfSight, BuildingWallWithoutOpeningInTheWayHidesMan) {
  const LosResult r = look({house_with(OpeningKind::kWindow, {18, 17})}, kShooter, man(20, 18.5));
  EXPECT_FALSE(r.visible);
  const LosResult behind =
      look({house_with(OpeningKind::kWindow, {22, 18})}, kShooter, man(30, 18));
  EXPECT_FALSE(behind.visible);
}

TEST(LineOfSight, ShooterAtHisOwnWindowGivesTargetOutsideNoCover) {
  const LosResult r = look({house_with(OpeningKind::kWindow, {18, 18})}, man(20, 18), man(0, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.solid, SolidCover::kNone);
}

TerrainFeature woods_between(double x0, double x1) {
  return area_of(TerrainType::kWoods, rectangle(x0, 10, x1, 26));  // sight depth 4"
}

TEST(LineOfSight, ShallowWoodsPartiallyObscure) {
  const LosResult r = look({woods_between(10, 11.5)}, kShooter, man(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.leafy, LeafyCover::kPartial);
  EXPECT_EQ(r.solid, SolidCover::kNone);
  EXPECT_EQ(r.cover_level(), 1);
}

TEST(LineOfSight, DeeperWoodsMostlyObscure) {
  const LosResult r = look({woods_between(10, 13)}, kShooter, man(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.leafy, LeafyCover::kMostly);
  EXPECT_EQ(r.cover_level(), 2);
}

TEST(LineOfSight, WoodsDeeperThanSightDepthHide) {
  const LosResult r = look({woods_between(10, 15)}, kShooter, man(20, 18));
  EXPECT_FALSE(r.visible);
}

TEST(LineOfSight, ManInsideWoodsIsInLeafyCover) {
  const LosResult r = look({woods_between(18.5, 30)}, kShooter, man(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.leafy, LeafyCover::kPartial);
}

TEST(LineOfSight, ShooterAtWoodsEdgeSeesOut) {
  const LosResult edge = look({woods_between(-5, 0.5)}, kShooter, man(20, 18));
  EXPECT_TRUE(edge.visible);
  EXPECT_EQ(edge.leafy, LeafyCover::kNone);
  // Deeper in, the foliage beyond his first inch counts against him.
  const LosResult deeper = look({woods_between(-5, 2.5)}, kShooter, man(20, 18));
  EXPECT_EQ(deeper.leafy, LeafyCover::kPartial);
}

TEST(LineOfSight, HedgeMostlyObscuresAndFencePartially) {
  const LosResult hedge =
      look({line_of(TerrainType::kHedge, {{19, 15}, {19, 21}})}, kShooter, man(20, 18));
  EXPECT_TRUE(hedge.visible);
  EXPECT_EQ(hedge.leafy, LeafyCover::kMostly);
  EXPECT_EQ(hedge.solid, SolidCover::kNone);
  const LosResult fence =
      look({line_of(TerrainType::kFence, {{19, 15}, {19, 21}})}, kShooter, man(20, 18));
  EXPECT_EQ(fence.leafy, LeafyCover::kPartial);
  EXPECT_EQ(fence.cover_level(), 1);
}

TEST(LineOfSight, LeafyAndSolidTogetherTakeTheHigherByDefault) {
  const std::vector<TerrainFeature> both = {waist_high_wall_at(19),
                                            line_of(TerrainType::kFence, {{18, 15}, {18, 21}})};
  const LosResult r = look(both, kShooter, man(20, 18, Posture::kKneeling));
  EXPECT_EQ(r.solid, SolidCover::kThreeQuarters);
  EXPECT_EQ(r.leafy, LeafyCover::kPartial);
  EXPECT_EQ(r.cover_level(), 3);
  LosOptions adding;
  adding.add_leafy_to_solid = true;
  const LineOfSight los(field_of(both), adding);
  EXPECT_EQ(los.look(kShooter, man(20, 18, Posture::kKneeling)).cover_level(), 4);
}

TEST(LineOfSight, TreeTrunkDeadAheadBlocks) {
  const LosResult r = look({tree({10, 18})}, kShooter, man(20, 18));
  EXPECT_FALSE(r.visible);
}

TEST(LineOfSight, TreeTrunkPartlyInTheWayGivesThreeQuarterCover) {
  const LosResult r = look({tree({10, 18.4})}, kShooter, man(20, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_NEAR(r.hidden_share, 2.0 / 3.0, 1e-9);
  EXPECT_EQ(r.solid, SolidCover::kThreeQuarters);
}

TerrainFeature ridge() {
  return hill(rectangle(8, 0, 14, 36), 1);
}

TEST(LineOfSight, HillCrestHidesLowerGroundBehindIt) {
  const LosResult r = look({ridge()}, kShooter, man(20, 18));
  EXPECT_FALSE(r.visible);
}

TEST(LineOfSight, ManOnHillSeesDownOverTheCrest) {
  const LosResult r = look({ridge()}, man(12, 18), man(30, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.shooter_level, 1);
  EXPECT_EQ(r.target_level, 0);
  EXPECT_EQ(r.cover_level(), 0);
}

TEST(LineOfSight, GroundRightBelowTheCrestIsDead) {
  // Five inches back from the crest, the slope's foot is hidden from him.
  const LosResult prone = look({ridge()}, man(9, 18), man(15.5, 18, Posture::kProne));
  EXPECT_FALSE(prone.visible);
  const LosResult standing = look({ridge()}, man(9, 18), man(15.5, 18));
  EXPECT_TRUE(standing.visible);
  EXPECT_EQ(standing.solid, SolidCover::kThreeQuarters);
}

TEST(LineOfSight, ManOnHillSeenFromBelowIsInTheOpen) {
  const LosResult r = look({ridge()}, kShooter, man(9, 18));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.target_level, 1);
  EXPECT_EQ(r.solid, SolidCover::kNone);
}

TEST(LineOfSight, FriendPartlyInTheWayIsHardCoverAndIsNamed) {
  const std::vector<Sighting> men = {kShooter, man(20, 18), man(10, 18.55)};
  const LosResult r = look({}, men[0], men[1], men, 0, 1);
  EXPECT_TRUE(r.visible);
  EXPECT_NEAR(r.hidden_share, 1.0 / 3.0, 1e-9);
  EXPECT_EQ(r.solid, SolidCover::kHalf);
  ASSERT_EQ(r.blocking_figures().size(), 1u);
  EXPECT_EQ(r.blocking_figures()[0], 2);
}

TEST(LineOfSight, KneelingManInTheMiddleHidesTheTargetsLegs) {
  const std::vector<Sighting> men = {kShooter, man(20, 18), man(10, 18, Posture::kKneeling)};
  const LosResult r = look({}, men[0], men[1], men, 0, 1);
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.solid, SolidCover::kHalf);
  EXPECT_EQ(r.blocker_count, 1);
}

TEST(LineOfSight, ProneOrDeadManInTheMiddleHidesNothing) {
  std::vector<Sighting> men = {kShooter, man(20, 18), man(10, 18, Posture::kProne)};
  LosResult r = look({}, men[0], men[1], men, 0, 1);
  EXPECT_EQ(r.blocker_count, 0);
  EXPECT_EQ(r.cover_level(), 0);
  men[2] = man(10, 18);
  men[2].blocks = false;
  r = look({}, men[0], men[1], men, 0, 1);
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.blocker_count, 0);
}

TEST(LineOfSight, StandingManSquarelyInTheWayHidesTarget) {
  const std::vector<Sighting> men = {kShooter, man(20, 18), man(10, 18)};
  const LosResult r = look({}, men[0], men[1], men, 0, 1);
  EXPECT_FALSE(r.visible);
  EXPECT_EQ(r.blocker_count, 1);
}

TEST(LineOfSight, SolidCoverThresholds) {
  EXPECT_EQ(solid_cover_for(0.0), SolidCover::kNone);
  EXPECT_EQ(solid_cover_for(0.24), SolidCover::kNone);
  EXPECT_EQ(solid_cover_for(0.25), SolidCover::kHalf);
  EXPECT_EQ(solid_cover_for(0.60), SolidCover::kThreeQuarters);
  EXPECT_EQ(solid_cover_for(0.85), SolidCover::kJustEnough);
  EXPECT_EQ(solid_cover_for(0.95), SolidCover::kLoophole);
}

TEST(LineOfSight, PicksBruteForceForFewPiecesAndGridForMany) {
  EXPECT_FALSE(LineOfSight(field_of({ridge()})).uses_index());
  std::vector<TerrainFeature> many;
  for (int i = 0; i < 100; ++i) many.push_back(tree({1.0 + i % 10 * 4, 1.0 + i / 10 * 3}));
  EXPECT_TRUE(LineOfSight(field_of(many)).uses_index());
}

}  // namespace
}  // namespace skirmish
