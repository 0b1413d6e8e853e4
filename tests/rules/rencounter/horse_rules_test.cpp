// 000 / Movement / Horse (speeds, acceleration, turning), Obstacles (jumps,
// woods), Effects of enemy figures on movement (tramples, collisions),
// Wounded horses (freeing a pinned rider) and Falling Injuries: the pure
// horse rules, row by row.
#include "engine/rules/rencounter/horse_rules.h"

#include <gtest/gtest.h>

namespace skirmish::rencounter {
namespace {

const HorseOptions kDefaults;

TEST(HorseSpeed, BasicTwelveAdvancedEighteenLessHorseWounds) {
  HorseOptions basic;
  basic.advanced_speed = false;
  EXPECT_EQ(horse_top_speed(0, kDefaults), 18);
  EXPECT_EQ(horse_top_speed(0, basic), 12);
  EXPECT_EQ(horse_top_speed(1, kDefaults), 15);  // a minor wound: 3" a point
  EXPECT_EQ(horse_top_speed(7, kDefaults), 0);
}

TEST(HorseSpeed, AcceleratesAndDeceleratesSixInchesATurn) {
  EXPECT_EQ(speed_band(0, 18).slowest, 0);
  EXPECT_EQ(speed_band(0, 18).fastest, 6);
  EXPECT_EQ(speed_band(12, 18).slowest, 6);
  EXPECT_EQ(speed_band(12, 18).fastest, 18);
  EXPECT_EQ(speed_band(18, 18).slowest, 12);
  EXPECT_EQ(speed_band(18, 18).fastest, 18);
  EXPECT_EQ(speed_band(12, 12).fastest, 12);  // basic speed caps it
  // Wounded below its speed, it slows as far as it must.
  EXPECT_EQ(speed_band(18, 9).slowest, 9);
  EXPECT_EQ(speed_band(18, 9).fastest, 9);
}

TEST(HorseTurning, FourThreeOrTwoTurnsBySpeed) {
  EXPECT_EQ(turn_limit(6).turns, 4);
  EXPECT_EQ(turn_limit(6).spacing, 0);
  EXPECT_EQ(turn_limit(12).turns, 3);
  EXPECT_EQ(turn_limit(12).spacing, 3);
  EXPECT_EQ(turn_limit(18).turns, 2);
  EXPECT_EQ(turn_limit(18).spacing, 6);
  EXPECT_EQ(turns_needed(0), 0);
  EXPECT_EQ(turns_needed(45), 1);
  EXPECT_EQ(turns_needed(46), 2);
  EXPECT_EQ(turns_needed(-180), 4);
}

TEST(HorseTurning, OneTurnAtOnceAboveSixInches) {
  EXPECT_EQ(turn_refusal(6, 180), "");
  EXPECT_EQ(turn_refusal(12, 45), "");
  EXPECT_EQ(turn_refusal(18, -45), "");
  const std::string why = turn_refusal(12, 90);
  EXPECT_NE(why.find("turns at most 45 degrees at once (3 x 45 with 3\" between)"),
            std::string::npos)
      << why;
  EXPECT_NE(turn_refusal(18, 50).find("2 x 45 with 6\" between"), std::string::npos);
}

TEST(Horsemanship, AtOrUnderTheRatingWithModifiers) {
  EXPECT_TRUE(judge_horsemanship(6, 5, 1).passed);
  const HorsemanshipTest t = judge_horsemanship(6, 6, 3);
  EXPECT_FALSE(t.passed);
  EXPECT_EQ(t.failed_by, 3);
  ScriptedDice dice;
  dice.die(6, 4);
  const HorsemanshipTest r = roll_horsemanship(5, 2, dice);
  EXPECT_EQ(r.total, 6);
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(dice.left(), 0u);
}

TEST(HorseJumps, OddFailureBalksEvenFailureUnseats) {
  EXPECT_EQ(jump_result(judge_horsemanship(6, 6, 0)), JumpResult::kOver);
  EXPECT_EQ(jump_result(judge_horsemanship(6, 6, 1)), JumpResult::kBalks);       // by 1
  EXPECT_EQ(jump_result(judge_horsemanship(6, 6, 2)), JumpResult::kRiderFalls);  // by 2
  EXPECT_EQ(jump_result(judge_horsemanship(4, 6, 1)), JumpResult::kBalks);       // by 3
  EXPECT_EQ(jump_result(judge_horsemanship(4, 6, 2)), JumpResult::kRiderFalls);  // by 4
}

TEST(HorseJumps, PlusOneForEverySixInchesAboveTwoAndAHalfFeet) {
  EXPECT_EQ(jump_modifier(2.0), 0);
  EXPECT_EQ(jump_modifier(2.5), 0);
  EXPECT_EQ(jump_modifier(3.0), 1);
  EXPECT_EQ(jump_modifier(3.5), 2);
  EXPECT_EQ(jump_modifier(3.2), 2);  // a started half foot counts
}

// The height a horse must clear: a wall's or fence's own (6 ft a figure
// height); a hedge's 4 ft body by default (option hedge_jump), 3 ft, or its
// sight height with the foliage (7.2 ft at the default 1.2: +10).
TEST(HorseJumps, AHedgeIsClearedAtItsBodyNotItsFoliage) {
  TerrainFeature wall, fence, hedge;
  wall.type = TerrainType::kWall;
  wall.height = 0.5;
  fence.type = TerrainType::kFence;
  fence.height = 0.8;
  hedge.type = TerrainType::kHedge;
  hedge.height = 1.2;
  EXPECT_DOUBLE_EQ(jump_feet(wall, kDefaults), 3.0);
  EXPECT_EQ(jump_modifier(jump_feet(wall, kDefaults)), 1);
  EXPECT_NEAR(jump_feet(fence, kDefaults), 4.8, 1e-12);
  EXPECT_EQ(jump_modifier(jump_feet(fence, kDefaults)), 5);
  EXPECT_DOUBLE_EQ(jump_feet(hedge, kDefaults), 4.0);
  EXPECT_EQ(jump_modifier(jump_feet(hedge, kDefaults)), 3);
  HorseOptions low = kDefaults;
  low.hedge_jump_feet = 3.0;
  EXPECT_EQ(jump_modifier(jump_feet(hedge, low)), 1);
  HorseOptions sight = kDefaults;
  sight.hedge_jump_feet = 0;
  EXPECT_NEAR(jump_feet(hedge, sight), 7.2, 1e-12);
  EXPECT_EQ(jump_modifier(jump_feet(hedge, sight)), 10);
}

TEST(HorseWoods, PlusOneEachThreeInchesOverTheSafeSpeed) {
  EXPECT_EQ(woods_modifier(6, kDefaults), 0);
  EXPECT_EQ(woods_modifier(7, kDefaults), 1);
  EXPECT_EQ(woods_modifier(9, kDefaults), 1);
  EXPECT_EQ(woods_modifier(10, kDefaults), 2);
  EXPECT_EQ(woods_modifier(18, kDefaults), 4);
}

TEST(HorseFalls, DamageModifierBySpeed) {
  EXPECT_EQ(fall_damage_modifier(0), 6);
  EXPECT_EQ(fall_damage_modifier(6), 6);
  EXPECT_EQ(fall_damage_modifier(7), 4);
  EXPECT_EQ(fall_damage_modifier(12), 4);
  EXPECT_EQ(fall_damage_modifier(13), 2);
  EXPECT_EQ(fall_damage_modifier(18), 2);
  EXPECT_EQ(fall_damage_modifier(19), 0);
  EXPECT_EQ(fall_damage_modifier(24), 0);
  EXPECT_EQ(fall_damage_modifier(25), -1);
  EXPECT_EQ(fall_damage_modifier(30), -1);
  EXPECT_EQ(fall_damage_modifier(31), -2);
}

TEST(HorseTrample, ModifierBySpeedAndHorseSize) {
  EXPECT_FALSE(trample(5, HorseSize::kOrdinary, kDefaults).strikes);  // "the horse will just stop"
  EXPECT_FALSE(trample(6, HorseSize::kOrdinary, kDefaults).strikes);
  HorseOptions at_six;
  at_six.trample_at_six = true;
  EXPECT_EQ(trample(6, HorseSize::kOrdinary, at_six).modifier, 4);
  EXPECT_EQ(trample(7, HorseSize::kOrdinary, kDefaults).modifier, 4);
  EXPECT_EQ(trample(12, HorseSize::kOrdinary, kDefaults).modifier, 4);
  EXPECT_EQ(trample(13, HorseSize::kOrdinary, kDefaults).modifier, 2);
  EXPECT_EQ(trample(18, HorseSize::kOrdinary, kDefaults).modifier, 2);
  EXPECT_EQ(trample(10, HorseSize::kSmall, kDefaults).modifier, 5);
  EXPECT_EQ(trample(10, HorseSize::kBig, kDefaults).modifier, 3);
  EXPECT_EQ(trample(15, HorseSize::kSmall, kDefaults).modifier, 3);
  EXPECT_EQ(trample(15, HorseSize::kBig, kDefaults).modifier, 1);
}

TEST(HorseCollision, SpeedsAddedHeadOnSubtractedSameWay) {
  EXPECT_EQ(collision_speed(12, 0, 12, 180), 24);  // head on
  EXPECT_EQ(collision_speed(12, 0, 6, 140), 18);   // within 45 of head on
  EXPECT_EQ(collision_speed(18, 0, 6, 30), 12);    // same way: the lower taken off
  EXPECT_EQ(collision_speed(6, 90, 18, 100), 12);
  EXPECT_EQ(collision_speed(12, 0, 12, 90), 12);    // across: the striker's own
  EXPECT_EQ(collision(24, kDefaults).modifier, 0);  // over 18": +0 for speed
  EXPECT_TRUE(collision(19, kDefaults).strikes);
  EXPECT_EQ(collision(18, kDefaults).modifier, 2);
  EXPECT_EQ(collision(12, kDefaults).modifier, 4);
  EXPECT_FALSE(collision(4, kDefaults).strikes);
}

TEST(PinnedRider, MinusTwoPlusTwoForEachHelper) {
  EXPECT_EQ(free_modifier(0), 2);
  EXPECT_EQ(free_modifier(1), 0);
  EXPECT_EQ(free_modifier(3), -4);
}

}  // namespace
}  // namespace skirmish::rencounter
