// 000 / Combat / Fire Combat / Damage: every row of the table with forced
// dice, and the missile damage modifiers (extreme range, beat by 3, shotguns).
#include "engine/rules/rencounter/damage.h"

#include <gtest/gtest.h>

#include "engine/core/dice.h"
#include "engine/rules/rencounter/fire_shot.h"
#include "tests/rules/rencounter/fire_test_support.h"

namespace skirmish::rencounter {
namespace {

using testing::plain_shot;
using testing::weapon;

TEST(DamageTable, EveryTotal) {
  for (int total = -5; total <= 2; ++total) EXPECT_EQ(damage_result(total), WoundResult::kDead);
  for (int total : {3, 4}) EXPECT_EQ(damage_result(total), WoundResult::kCrippling);
  for (int total : {5, 6, 7}) EXPECT_EQ(damage_result(total), WoundResult::kSerious);
  for (int total = 8; total <= 12; ++total) EXPECT_EQ(damage_result(total), WoundResult::kMinor);
  for (int total = 13; total <= 20; ++total) {
    EXPECT_EQ(damage_result(total), WoundResult::kNoEffect);
  }
}

TEST(DamageTable, EachRowWithScriptedDice) {
  struct Row {
    int die;
    int modifier;
    WoundResult result;
  };
  const Row rows[] = {
      {1, 0, WoundResult::kDead},      {2, 0, WoundResult::kDead},
      {3, 0, WoundResult::kCrippling}, {4, 0, WoundResult::kCrippling},
      {5, 0, WoundResult::kSerious},   {7, 0, WoundResult::kSerious},
      {8, 0, WoundResult::kMinor},     {12, 0, WoundResult::kMinor},
      {12, 1, WoundResult::kNoEffect}, {1, -2, WoundResult::kDead},
      {4, -2, WoundResult::kDead},     {7, +1, WoundResult::kMinor},
  };
  for (const Row& r : rows) {
    ScriptedDice dice{{false, 12, r.die}};
    const DamageRoll d = roll_damage(r.modifier, dice);
    EXPECT_EQ(d.total, r.die + r.modifier);
    EXPECT_EQ(d.result, r.result) << r.die << " " << r.modifier;
  }
  EXPECT_EQ(wound_points(WoundResult::kCrippling), 3);
  EXPECT_EQ(wound_points(WoundResult::kSerious), 2);
  EXPECT_EQ(wound_points(WoundResult::kMinor), 1);
  EXPECT_EQ(name_of(WoundResult::kDead), "struck dead");
}

TEST(DamageModifiers, WeaponExtremeRangeAndBeatByThree) {
  const MissileWeapon& bow = weapon("Short Bow");  // +1
  EXPECT_EQ(missile_damage_modifiers(bow, RangeBand::kShort, false).total(), 1);
  EXPECT_EQ(missile_damage_modifiers(bow, RangeBand::kExtreme, false).total(), 2);
  EXPECT_EQ(missile_damage_modifiers(bow, RangeBand::kExtreme, true).total(), 1);
  const MissileWeapon& musket = weapon("Matchlock Musket");  // -1
  const ModifierList m = missile_damage_modifiers(musket, RangeBand::kShort, true);
  EXPECT_EQ(m.total(), -2);
  EXPECT_EQ(m.text(), "weapon -1, hit by 3 or more -1");
  EXPECT_EQ(missile_damage_modifiers(musket, RangeBand::kLong, false, 1).total(), 0);
}

TEST(DamageModifiers, ShotgunsAttenuateByBand) {
  for (const char* name : {"Blunderbuss", "Double Barrel Shotgun"}) {
    const MissileWeapon& w = weapon(name);
    EXPECT_EQ(missile_damage_modifiers(w, RangeBand::kTooClose, false).total(), -2);
    EXPECT_EQ(missile_damage_modifiers(w, RangeBand::kShort, false).total(), -1);
    EXPECT_EQ(missile_damage_modifiers(w, RangeBand::kMedium, false).total(), 0);
    EXPECT_EQ(missile_damage_modifiers(w, RangeBand::kLong, false).total(), 1);
    // The shotgun's own rule replaces the extreme-range +1.
    EXPECT_EQ(missile_damage_modifiers(w, RangeBand::kExtreme, false).total(), 2);
    EXPECT_EQ(missile_damage_modifiers(w, RangeBand::kMedium, true).total(), -1);
  }
}

TEST(FireShot, HitThenDamageWithBeatByThree) {
  ShotSituation s = plain_shot("Flintlock Musket", 45);  // extreme: need 8 - 6 = 2
  s.skill = 12;                                          // need 6
  ScriptedDice dice;
  dice.dice(12, {3, 4});  // hit by 3; damage 4 - 1 weapon + 1 extreme - 1 = 3
  const FiredShot f = fire_shot(s, dice);
  EXPECT_EQ(f.assessment.need, 6);
  EXPECT_EQ(f.shot.outcome, ShotOutcome::kHitTarget);
  ASSERT_TRUE(f.damaged);
  EXPECT_EQ(f.damage.modifier, -1);
  EXPECT_EQ(f.damage.total, 3);
  EXPECT_EQ(f.damage.result, WoundResult::kCrippling);
  EXPECT_EQ(dice.left(), 0u);
}

TEST(FireShot, CoverHitRollsNoDamageButFriendHitDoes) {
  ShotSituation s = plain_shot();
  s.solid_cover = SolidCover::kHalf;  // need 6, 8 without cover
  ScriptedDice cover{{false, 12, 7}};
  const FiredShot on_wall = fire_shot(s, cover);
  EXPECT_EQ(on_wall.shot.outcome, ShotOutcome::kHitCover);
  EXPECT_FALSE(on_wall.damaged);
  s.cover_is_friend = true;
  ScriptedDice friendly;
  friendly.dice(12, {7, 2});  // a friend struck takes no beat-by-3 bonus
  const FiredShot on_friend = fire_shot(s, friendly);
  EXPECT_EQ(on_friend.shot.outcome, ShotOutcome::kHitFriend);
  EXPECT_EQ(on_friend.damage.modifier, -1);
  EXPECT_EQ(on_friend.damage.result, WoundResult::kDead);
}

}  // namespace
}  // namespace skirmish::rencounter
