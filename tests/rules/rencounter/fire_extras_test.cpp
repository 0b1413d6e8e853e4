// The pure pieces of the rest of fire combat: shotgun spread by range band,
// the shield that made the difference to a javelin, grenade scatter and
// blast, and the artillery tables (000 / Missile Weapons Table note #,
// Armor and Shields, Thrown Objects, Explosives, Artillery).
#include <gtest/gtest.h>

#include "engine/rules/rencounter/artillery_tables.h"
#include "engine/rules/rencounter/shield_javelins.h"
#include "engine/rules/rencounter/shotgun_spread.h"
#include "engine/rules/rencounter/thrown.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {
namespace {

// A target at (10, 20) and men around him, 1" bases.
const SpreadMan kTarget{0, {10, 20}, 0.5};
const std::array kOthers = {
    SpreadMan{1, {11.05, 20}, 0.5},  // in base contact (0.05" gap)
    SpreadMan{2, {8.2, 20}, 0.5},    // 0.8" gap
    SpreadMan{3, {10, 22.5}, 0.5},   // 1.5" gap
    SpreadMan{4, {10, 24.5}, 0.5},   // centre 4.5" away: outside the 4" circle
};

TEST(ShotgunSpread, TooCloseSpreadsToNobody) {
  EXPECT_EQ(pick_spread(RangeBand::kTooClose, kTarget, kOthers, 0.25).count, 0);
}

TEST(ShotgunSpread, ShortRangeTakesTheNearestManInContact) {
  const SpreadPick p = pick_spread(RangeBand::kShort, kTarget, kOthers, 0.25);
  ASSERT_EQ(p.count, 1);
  EXPECT_EQ(p.extra[0], 1);
  // Nobody in contact: nobody else.
  EXPECT_EQ(pick_spread(RangeBand::kShort, kTarget, std::span(kOthers).subspan(1), 0.25).count, 0);
}

TEST(ShotgunSpread, MediumRangeTakesOneManWithinAnInch) {
  const SpreadPick p =
      pick_spread(RangeBand::kMedium, kTarget, std::span(kOthers).subspan(1), 0.25);
  ASSERT_EQ(p.count, 1);
  EXPECT_EQ(p.extra[0], 2);  // 0.8" away; the man 1.5" away is too far
}

TEST(ShotgunSpread, LongRangeTakesTheSecondWithin2InchesAndAnyBetween) {
  // Second man 1.8" off with one standing between them.
  const std::array men = {SpreadMan{5, {12.8, 20}, 0.5}, SpreadMan{6, {11.4, 20.2}, 0.5},
                          SpreadMan{7, {11.4, 23}, 0.5}};
  const SpreadPick p = pick_spread(RangeBand::kLong, kTarget, men, 0.25);
  ASSERT_EQ(p.count, 2);
  EXPECT_EQ(p.extra[0], 5);  // the farthest within 2"
  EXPECT_EQ(p.extra[1], 6);  // and the man between; man 7 is 2.3" off
  // Nobody within 2": the shot is the target's alone.
  EXPECT_EQ(pick_spread(RangeBand::kLong, kTarget, std::span(men).last(1), 0.25).count, 0);
}

TEST(ShotgunSpread, ExtremeRangeTakesEveryoneInA4InchCircle) {
  const SpreadPick p = pick_spread(RangeBand::kExtreme, kTarget, kOthers, 0.25);
  EXPECT_EQ(p.count, 3);  // 1, 2, 3; man 4's base is 4" from the centre
}

TEST(ShieldJavelins, TheShieldMadeTheDifference) {
  ShotAssessment a;
  a.need = 4;
  a.modifiers.add("large shield", -2, "000");
  EXPECT_TRUE(shield_made_the_difference(a, 5));
  EXPECT_TRUE(shield_made_the_difference(a, 6));
  EXPECT_FALSE(shield_made_the_difference(a, 7));  // would have missed anyway
  EXPECT_FALSE(shield_made_the_difference(a, 4));  // a hit
  ShotAssessment none;
  none.need = 4;
  EXPECT_FALSE(shield_made_the_difference(none, 5));  // no shield
}

TEST(ThrownObjects, RowsAreFractionsOfTheJavelin) {
  const MissileWeapon* rock = find_missile_weapon("Small Rock");
  const MissileWeapon* big = find_missile_weapon("Big Rock");
  const MissileWeapon* grenade = find_missile_weapon("Grenade");
  ASSERT_TRUE(rock && big && grenade);
  EXPECT_EQ(rock->extreme, 8);  // 2/3 of 12
  EXPECT_EQ(grenade->medium, 4);
  EXPECT_EQ(big->long_range, 3);  // 1/3 of 9
  EXPECT_TRUE(rock->thrown && big->thrown && grenade->thrown);
  EXPECT_EQ(range_band(*grenade, 9.0, {}, true), RangeBand::kLong);  // running throw +50%
  EXPECT_TRUE(bursts(*grenade));
  EXPECT_FALSE(bursts(*rock));
}

TEST(ThrownObjects, ScatterFollowsTheClock) {
  const Vec2 thrower{0, 0};
  const Vec2 aimed{0, 10};  // thrown along +y
  const Vec2 on = scatter_point(thrower, aimed, 12, 4);
  EXPECT_NEAR(on.x, 0, 1e-9);
  EXPECT_NEAR(on.y, 14, 1e-9);
  const Vec2 right = scatter_point(thrower, aimed, 3, 4);  // the thrower's right
  EXPECT_NEAR(right.x, 4, 1e-9);
  EXPECT_NEAR(right.y, 10, 1e-9);
}

TEST(ThrownObjects, ScatterNeverComesBackMoreThanHalfTheThrow) {
  const Vec2 thrower{0, 0};
  const Vec2 aimed{0, 10};
  const Vec2 back = scatter_point(thrower, aimed, 6, 9);  // 9" straight back: held to 5"
  EXPECT_NEAR(back.y, 5, 1e-9);
  const Vec2 short_back = scatter_point(thrower, aimed, 6, 3);  // within the limit
  EXPECT_NEAR(short_back.y, 7, 1e-9);
  const Vec2 slant = scatter_point(thrower, aimed, 4, 12);  // 4 o'clock: 60 deg back
  EXPECT_NEAR(aimed.y - slant.y, 5, 1e-9);                  // shortened on its own line
  EXPECT_NEAR(slant.x, 5 * std::tan(60.0 * 3.14159265358979323846 / 180.0), 1e-6);
}

TEST(ThrownObjects, BlastIsEasedByDistance) {
  const BurstSpec half = grenade_burst(GrenadeBlast::kHalfInch);
  EXPECT_EQ(blast_modifier(0, half), 1);
  EXPECT_EQ(blast_modifier(0.49, half), 1);
  EXPECT_EQ(blast_modifier(0.5, half), 2);
  EXPECT_EQ(blast_modifier(3.0, half), 7);
  const BurstSpec inch = grenade_burst(GrenadeBlast::kInch);
  EXPECT_EQ(blast_modifier(3.0, inch), 4);
}

TEST(Artillery, CanisterTableRows) {
  EXPECT_EQ(canister_band(0), 0);
  EXPECT_EQ(canister_band(5), 0);
  EXPECT_EQ(canister_band(5.5), 1);
  EXPECT_EQ(canister_band(24), 2);
  EXPECT_EQ(canister_band(48), 3);
  EXPECT_EQ(canister_band(96), 4);
  EXPECT_EQ(canister_band(96.5), -1);
  const auto rows = canister_rows();
  EXPECT_EQ(rows[0].to_hit, 3);  // too close is a benefit
  EXPECT_EQ(rows[0].damage, -6);
  EXPECT_EQ(rows[1].to_hit, 0);
  EXPECT_EQ(rows[2].damage, -4);
  EXPECT_EQ(rows[4].to_hit, -6);
  EXPECT_EQ(rows[4].damage, -2);
  EXPECT_EQ(load_modifier(GunLoad::kCanister, 1), 0);
  EXPECT_EQ(load_modifier(GunLoad::kGrape, 2), -1);
  EXPECT_EQ(load_modifier(GunLoad::kGrape, 3), -2);
  EXPECT_DOUBLE_EQ(cone_width(GunLoad::kCanister, 30), 3.0);
  EXPECT_DOUBLE_EQ(cone_width(GunLoad::kGrape, 30), 6.0);
  EXPECT_EQ(bounce_modifier(GunGround::kHardRocky), 2);
  EXPECT_EQ(bounce_modifier(GunGround::kSoft), -2);
}

TEST(Artillery, LoadingTimeByCrew) {
  const GunRow* six = find_gun("6 Pounder");
  const GunRow* light = find_gun("Light Gun");
  ASSERT_TRUE(six && light);
  EXPECT_EQ(load_needed(*six, 8, 1), 8);    // 4 turns with a full crew
  EXPECT_EQ(load_needed(*six, 10, 1), 8);   // extra men do not speed it
  EXPECT_EQ(load_needed(*six, 5, 1), 11);   // 3 short: +1/2 turn each
  EXPECT_EQ(load_needed(*light, 5, 1), 6);  // 3 turns
  EXPECT_EQ(find_gun("12 Pounder")->load_half_turns, 10);
  EXPECT_EQ(find_gun("9 Pounder")->volume_modifier, 1);
}

TEST(Artillery, MisfireTableRows) {
  EXPECT_EQ(misfire_result(1), Misfire::kGunBursts);
  EXPECT_EQ(misfire_result(2), Misfire::kGunBursts);
  EXPECT_EQ(misfire_result(3), Misfire::kPrematureTwo);
  EXPECT_EQ(misfire_result(4), Misfire::kPrematureOne);
  EXPECT_EQ(misfire_result(5), Misfire::kPrematureNone);
  EXPECT_EQ(misfire_result(6), Misfire::kCrewHurt);
  EXPECT_EQ(misfire_result(8), Misfire::kCrewHurt);
  EXPECT_EQ(misfire_result(9), Misfire::kLoadingMistake);
  EXPECT_EQ(misfire_result(12), Misfire::kLoadingMistake);
  EXPECT_EQ(crew_wounds(Misfire::kPrematureTwo), 2);
  EXPECT_EQ(crew_wounds(Misfire::kPrematureOne), 1);
  EXPECT_EQ(crew_wounds(Misfire::kPrematureNone), 0);
  EXPECT_EQ(crew_wounds(Misfire::kCrewHurt), 1);
  EXPECT_DOUBLE_EQ(premature_reach(true, GunGround::kHardRocky), 12);
  EXPECT_DOUBLE_EQ(premature_reach(false, GunGround::kHardRocky), 24);
  EXPECT_DOUBLE_EQ(premature_reach(false, GunGround::kOrdinary), 12);
}

}  // namespace
}  // namespace skirmish::rencounter
