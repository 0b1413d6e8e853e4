// 000 / Combat / Fire Combat / To Hit Modifiers: each modifier on its own,
// by name and value, and the range bands of each kind of weapon.
#include "engine/rules/rencounter/fire_modifiers.h"

#include <gtest/gtest.h>

#include "engine/rules/rencounter/range_band.h"
#include "tests/rules/rencounter/fire_test_support.h"

namespace skirmish::rencounter {
namespace {

using testing::plain_shot;
using testing::weapon;

// The one modifier `name` of a shot, and that the need moved by exactly it.
void expect_modifier(const ShotSituation& s, std::string_view name, int value,
                     const FireOptions& o = {}) {
  const ShotAssessment a = assess_shot(s, o);
  ASSERT_TRUE(a.can_fire()) << reason_text(a.cannot);
  EXPECT_TRUE(a.modifiers.has(name)) << name << " missing from " << a.modifiers.text();
  EXPECT_EQ(a.modifiers.value_of(name), value) << name;
  EXPECT_EQ(a.need, s.skill + a.modifiers.total());
}

TEST(FireModifiers, PlainShotNeedsSkill) {
  const ShotAssessment a = assess_shot(plain_shot());
  EXPECT_EQ(a.need, 8);
  EXPECT_EQ(a.modifiers.size(), 1);  // "short range 0" is always named
  EXPECT_EQ(describe_need(a), "needs 8: skill 8, short range 0");
}

TEST(RangeBand, EachBandOfAMusket) {
  const MissileWeapon& m = weapon("Flintlock Musket");  // 10 / 20 / 30 / 50
  EXPECT_EQ(range_band(m, 0), RangeBand::kTooClose);
  EXPECT_EQ(range_band(m, 2.0), RangeBand::kTooClose);  // long arms: up to 2"
  EXPECT_EQ(range_band(m, 2.1), RangeBand::kShort);
  EXPECT_EQ(range_band(m, 10), RangeBand::kShort);
  EXPECT_EQ(range_band(m, 10.5), RangeBand::kMedium);
  EXPECT_EQ(range_band(m, 20), RangeBand::kMedium);
  EXPECT_EQ(range_band(m, 30), RangeBand::kLong);
  EXPECT_EQ(range_band(m, 31), RangeBand::kExtreme);
  EXPECT_EQ(range_band(m, 50), RangeBand::kExtreme);
  EXPECT_EQ(range_band(m, 50.5), RangeBand::kBeyond);
}

TEST(RangeBand, TooCloseIsBaseContactForPistolsAndThrown) {
  for (const char* name : {"Flintlock Pistol", "Large Double Action Revolver", "Javelin"}) {
    EXPECT_EQ(range_band(weapon(name), 0), RangeBand::kTooClose) << name;
    EXPECT_EQ(range_band(weapon(name), 0.25), RangeBand::kTooClose) << name;
    EXPECT_EQ(range_band(weapon(name), 1.0), RangeBand::kShort) << name;
  }
  for (const char* name : {"Long Bow", "Heavy Crossbow", "Breechloader", "Blunderbuss"}) {
    EXPECT_EQ(range_band(weapon(name), 1.5), RangeBand::kTooClose) << name;
    EXPECT_EQ(range_band(weapon(name), 2.5), RangeBand::kShort) << name;
  }
}

TEST(RangeBand, RunningThrowStretchesRangesByHalf) {
  const MissileWeapon& j = weapon("Javelin");  // 3 / 6 / 9 / 12
  EXPECT_EQ(range_band(j, 4), RangeBand::kMedium);
  EXPECT_EQ(range_band(j, 4, {}, true), RangeBand::kShort);
  EXPECT_EQ(range_band(j, 18, {}, true), RangeBand::kExtreme);
  EXPECT_EQ(range_band(j, 13), RangeBand::kBeyond);
}

TEST(RangeBand, EveryTableRowHasAKind) {
  int pistols = 0, thrown = 0;
  for (const MissileWeapon& w : missile_weapons()) {
    if (missile_class(w) == MissileClass::kPistol) ++pistols;
    if (missile_class(w) == MissileClass::kThrown) ++thrown;
  }
  EXPECT_EQ(pistols, 8);
  EXPECT_EQ(thrown, 4);  // the javelin and 000 / Thrown Objects' rock, big rock, grenade
  EXPECT_EQ(missile_class(weapon("Light Crossbow")), MissileClass::kCrossbow);
  EXPECT_EQ(missile_class(weapon("Weak Bow")), MissileClass::kBow);
}

TEST(FireModifiers, EachRangeBand) {
  expect_modifier(plain_shot("Flintlock Musket", 1), "too close range", -2);
  expect_modifier(plain_shot("Flintlock Musket", 10), "short range", 0);
  expect_modifier(plain_shot("Flintlock Musket", 15), "medium range", -2);
  expect_modifier(plain_shot("Flintlock Musket", 25), "long range", -4);
  expect_modifier(plain_shot("Flintlock Musket", 45), "extreme range", -6);
  expect_modifier(plain_shot("Flintlock Pistol", 0), "too close range", -2);
}

TEST(FireModifiers, BeyondExtremeCannotFire) {
  const ShotAssessment a = assess_shot(plain_shot("Flintlock Musket", 51));
  EXPECT_FALSE(a.can_fire());
  EXPECT_EQ(a.cannot, CannotFire::kBeyondExtreme);
  EXPECT_EQ(describe_need(a), "cannot fire: beyond extreme range");
}

TEST(FireModifiers, ShotgunPlusTwoFromShortToLong) {
  expect_modifier(plain_shot("Double Barrel Shotgun", 4), "shotgun spread", 2);
  expect_modifier(plain_shot("Double Barrel Shotgun", 8), "shotgun spread", 2);
  expect_modifier(plain_shot("Blunderbuss", 12), "shotgun spread", 2);
  EXPECT_FALSE(assess_shot(plain_shot("Blunderbuss", 1)).modifiers.has("shotgun spread"));
  EXPECT_FALSE(assess_shot(plain_shot("Blunderbuss", 15)).modifiers.has("shotgun spread"));
}

TEST(FireModifiers, ArmorAndShieldsAgainstBowsThrownAndCrossbows) {
  for (const char* name : {"Short Bow", "Javelin", "Light Crossbow"}) {
    ShotSituation s = plain_shot(name, 3);
    s.target_armor = 2;
    expect_modifier(s, "armor", -2);
    s.target_shield = ShieldSize::kMedium;
    expect_modifier(s, "medium shield", -1);
    s.target_shield = ShieldSize::kLarge;
    expect_modifier(s, "large shield", -2);
    s.target_shield = ShieldSize::kSmall;  // a small shield gives nothing against missiles
    EXPECT_EQ(assess_shot(s).need, 8 - 2);
  }
}

TEST(FireModifiers, ArmorAgainstFirearms) {
  ShotSituation s = plain_shot("Flintlock Musket");
  s.target_armor = 2;
  s.target_shield = ShieldSize::kLarge;
  EXPECT_EQ(assess_shot(s).need, 8);  // no armor 3-4, and shields do not stop bullets
  s.target_armor = 3;
  expect_modifier(s, "armor vs low velocity firearm", -1);
  s.target_armor = 4;
  expect_modifier(s, "armor vs low velocity firearm", -1);
  ShotSituation shotgun = plain_shot("Double Barrel Shotgun");
  shotgun.target_armor = 4;
  expect_modifier(shotgun, "armor vs low velocity firearm", -1);
  ShotSituation rifle = plain_shot("Flintlock Rifle");
  rifle.target_armor = 4;
  EXPECT_EQ(assess_shot(rifle).need, 8);
  ShotSituation pistol = plain_shot("Flintlock Pistol", 2);
  pistol.target_armor = 4;
  EXPECT_EQ(assess_shot(pistol).need, 8);
  FireOptions o;
  o.black_powder_pistols_low_velocity = true;
  expect_modifier(pistol, "armor vs low velocity firearm", -1, o);
}

TEST(FireModifiers, EachCoverLevel) {
  ShotSituation s = plain_shot();
  s.leafy_cover = LeafyCover::kPartial;
  expect_modifier(s, "partially obscuring cover", -1);
  s.leafy_cover = LeafyCover::kMostly;
  expect_modifier(s, "mostly obscured by leafy cover", -2);
  EXPECT_EQ(assess_shot(s).solid_cover_modifier, 0);
  s.leafy_cover = LeafyCover::kNone;
  s.solid_cover = SolidCover::kHalf;
  expect_modifier(s, "1/2 solid cover", -2);
  s.solid_cover = SolidCover::kThreeQuarters;
  expect_modifier(s, "3/4 solid cover", -3);
  s.solid_cover = SolidCover::kJustEnough;
  expect_modifier(s, "just enough showing", -4);
  s.solid_cover = SolidCover::kLoophole;
  expect_modifier(s, "peeking out or loophole", -5);
  EXPECT_EQ(assess_shot(s).solid_cover_modifier, -5);
  EXPECT_EQ(assess_shot(s).need_without_solid_cover(), 8);
}

TEST(FireModifiers, SolidAndLeafyTogether) {
  ShotSituation s = plain_shot();
  s.solid_cover = SolidCover::kThreeQuarters;
  s.leafy_cover = LeafyCover::kMostly;
  ShotAssessment larger = assess_shot(s);  // default: the larger alone
  EXPECT_EQ(larger.need, 8 - 3);
  EXPECT_EQ(larger.solid_cover_modifier, -1);  // without the wall, the leaves still give -2
  FireOptions add;
  add.add_leafy_to_solid = true;
  ShotAssessment both = assess_shot(s, add);
  EXPECT_EQ(both.need, 8 - 5);
  EXPECT_EQ(both.solid_cover_modifier, -3);
  s.solid_cover = SolidCover::kJustEnough;
  EXPECT_EQ(assess_shot(s, add).need, 8 - 5);  // capped at the deepest level
  EXPECT_EQ(cover_modifier(SolidCover::kHalf, LeafyCover::kPartial), -2);
  EXPECT_EQ(cover_modifier(SolidCover::kHalf, LeafyCover::kPartial, add), -3);
}

TEST(FireModifiers, FriendInTheWayIsHardCover) {
  ShotSituation s = plain_shot();
  s.solid_cover = SolidCover::kHalf;
  s.cover_is_friend = true;
  expect_modifier(s, "friend in the way, 1/2", -2);
  s.target_in_melee_with_friend = true;
  expect_modifier(s, "target in melee with a friend", -2);
  EXPECT_EQ(assess_shot(s).need, 4);
}

TEST(FireModifiers, KneelingAndProneWaivedAtTwoInches) {
  ShotSituation s = plain_shot("Flintlock Musket", 3);
  s.target_posture = Posture::kKneeling;
  expect_modifier(s, "kneeling", -1);
  s.target_posture = Posture::kProne;
  expect_modifier(s, "prone", -2);
  s.range = 2;
  EXPECT_FALSE(assess_shot(s).modifiers.has("prone"));
  ShotSituation pistol = plain_shot("Flintlock Pistol", 1.5);
  pistol.target_posture = Posture::kKneeling;
  EXPECT_EQ(assess_shot(pistol).need, 8);
}

TEST(FireModifiers, MountedTarget) {
  ShotSituation s = plain_shot();
  s.target_mounted = true;
  expect_modifier(s, "mounted target", 1);
  s.mounted_aim = MountedAim::kMan;
  EXPECT_EQ(assess_shot(s).need, 8);
  s.mounted_aim = MountedAim::kHorse;
  EXPECT_EQ(assess_shot(s).need, 8);
}

TEST(FireModifiers, AimedFire) {
  ShotSituation s = plain_shot();
  s.aim_half_turns = 1;
  expect_modifier(s, "aimed 1/2 turn", 0);
  s.aim_half_turns = 2;
  expect_modifier(s, "aimed 1 turn", 2);
  s.aim_half_turns = 3;
  expect_modifier(s, "aimed 1 turn", 2);
  s.aim_half_turns = 4;
  expect_modifier(s, "aimed 2+ turns", 3);
  s.aim_half_turns = 9;
  expect_modifier(s, "aimed 2+ turns", 3);  // not cumulative
  s.braced = true;
  expect_modifier(s, "braced", 1);
  EXPECT_EQ(assess_shot(s).need, 8 + 3 + 1);
}

TEST(FireModifiers, NoAimAtTooClose) {
  ShotSituation s = plain_shot("Flintlock Musket", 1);
  s.aim_half_turns = 4;
  s.braced = true;
  EXPECT_EQ(assess_shot(s).need, 8 - 2);
  EXPECT_TRUE(assess_shot(s).modifiers.has("no aim at too close range"));
}

TEST(FireModifiers, BracedLoneShot) {
  ShotSituation s = plain_shot();
  s.braced = true;
  expect_modifier(s, "braced", 1);
  FireOptions o;
  o.brace_lone_shot = false;
  EXPECT_EQ(assess_shot(s, o).need, 8);
  s.snap = SnapFire::kWithOtherAction;
  EXPECT_FALSE(assess_shot(s).modifiers.has("braced"));
}

TEST(FireModifiers, SnapFire) {
  ShotSituation s = plain_shot();
  s.snap = SnapFire::kWithOtherAction;
  expect_modifier(s, "snap fire", -2);
  s.snap = SnapFire::kMovingFast;
  expect_modifier(s, "snap fire moving fast", -4);
  ShotSituation bow = plain_shot("Short Bow");
  bow.snap = SnapFire::kMovingFast;
  EXPECT_EQ(assess_shot(bow).cannot, CannotFire::kNoSnapOnTheRun);
  bow.firer_mounted = true;
  expect_modifier(bow, "snap fire moving fast", -4);
  ShotSituation javelin = plain_shot("Javelin", 4);
  javelin.running_throw = true;
  expect_modifier(javelin, "snap fire", -2);  // a running throw is a snap shot
  expect_modifier(javelin, "short range", 0);
}

TEST(FireModifiers, MultipleShotsCumulative) {
  ShotSituation s = plain_shot("Large Double Action Revolver");
  for (int n = 2; n <= 4; ++n) {
    s.shot_number = n;
    expect_modifier(s, "later shot this turn", -(n - 1));
  }
  s.shot_number = 5;
  EXPECT_EQ(assess_shot(s).cannot, CannotFire::kTooManyShots);
  ShotSituation smg = plain_shot("Submachinegun");
  smg.shot_number = 12;
  expect_modifier(smg, "later shot this turn", -11);
  ShotSituation musket = plain_shot();
  musket.shot_number = 2;
  EXPECT_EQ(assess_shot(musket).cannot, CannotFire::kTooManyShots);
}

TEST(FireModifiers, OnlyTheFirstShotIsAimed) {
  ShotSituation s = plain_shot("Large Single Action Revolver");
  s.aim_half_turns = 2;
  s.braced = true;
  EXPECT_EQ(assess_shot(s).need, 8 + 2 + 1);
  s.shot_number = 2;
  EXPECT_EQ(assess_shot(s).need, 8 - 1);
  FireOptions keep;
  keep.later_shots_keep_aim = true;
  EXPECT_EQ(assess_shot(s, keep).need, 8 + 2 + 1 - 1);
}

TEST(FireModifiers, MovingTargetBands) {
  EXPECT_EQ(moving_target_modifier(0), 0);
  EXPECT_EQ(moving_target_modifier(3), 0);
  EXPECT_EQ(moving_target_modifier(3.5), -1);
  EXPECT_EQ(moving_target_modifier(6), -1);
  EXPECT_EQ(moving_target_modifier(6.5), -2);
  EXPECT_EQ(moving_target_modifier(12), -2);
  EXPECT_EQ(moving_target_modifier(12.5), -3);
  EXPECT_EQ(moving_target_modifier(18), -3);
  ShotSituation s = plain_shot();
  s.target_moved = 9;
  expect_modifier(s, "target moving", -2);
}

TEST(FireModifiers, AppearingTargets) {
  ShotSituation s = plain_shot();
  s.appearing = Appearing::kPreviousActivation;
  expect_modifier(s, "appeared last activation", -1);
  s.appearing = Appearing::kThisActivation;
  expect_modifier(s, "appeared this activation", -2);
}

TEST(FireModifiers, WoundsAndUnfamiliarWeapon) {
  ShotSituation s = plain_shot();
  s.wound_points = 2;
  expect_modifier(s, "wounds", -2);
  s.unfamiliar_weapon = true;
  expect_modifier(s, "unfamiliar weapon", -2);
  FireOptions o;
  o.unfamiliar_weapon = -3;
  EXPECT_EQ(assess_shot(s, o).need, 8 - 2 - 3);
}

TEST(FireModifiers, NarratedNeed) {
  ShotSituation s = plain_shot("Flintlock Musket", 25);
  s.target_posture = Posture::kKneeling;
  s.solid_cover = SolidCover::kHalf;
  s.aim_half_turns = 2;
  EXPECT_EQ(describe_need(assess_shot(s)),
            "needs 3: skill 8, long range -4, 1/2 solid cover -2, kneeling -1, aimed 1 turn +2");
}

}  // namespace
}  // namespace skirmish::rencounter
