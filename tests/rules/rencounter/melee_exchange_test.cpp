// One stroke through forced dice: natural 1 and 12 on both sides, when a
// riposte may and may not wound, the last shot, breakage and stuck weapons
// (000 / Melee / The Stroke, The Riposte, Skill, One Vs Many, optional rules).
#include "engine/rules/rencounter/melee_exchange.h"

#include <gtest/gtest.h>

#include "engine/rules/rencounter/melee_horses.h"
#include "tests/rules/rencounter/melee_test_support.h"

namespace skirmish::rencounter {
namespace {

using testing::duel;

const MeleeOptions kDefault{};
const RiposteRoll kNoRiposte{};        // needs 0: never rolled
const RiposteRoll kAverage{4, false};  // experience 4

MeleeStroke stroke(const MeleeSituation& s, std::initializer_list<int> d12s,
                   const MeleeOptions& o = kDefault) {
  ScriptedDice dice;
  dice.dice(12, d12s);
  bool used = false;
  MeleeStroke r = resolve_stroke(s, o, kNoRiposte, used, dice);
  EXPECT_EQ(dice.left(), 0u);
  return r;
}

TEST(MeleeExchange, HitParriedMissed) {
  const MeleeSituation s = duel("Spear/Bayonet", 7, "Spear/Bayonet", 5);
  EXPECT_EQ(stroke(s, {7, 6}).outcome, StrokeOutcome::kDefenderHit);
  EXPECT_EQ(stroke(s, {7, 5}).outcome, StrokeOutcome::kParried);
  EXPECT_EQ(stroke(s, {8, 1}).outcome, StrokeOutcome::kMissed);
  EXPECT_EQ(stroke(s, {8, 12}).outcome, StrokeOutcome::kMissed);
  const MeleeStroke r = stroke(s, {3, 9});
  EXPECT_EQ(r.margin, 4);
  EXPECT_EQ(r.targets.attack, 7);
  EXPECT_EQ(r.targets.parry, 5);
}

// "Rolling a natural 1 is always a successful hit or parry. Rolling a
// natural 12 is always unsuccessful." Both sides, at hopeless and certain numbers.
TEST(MeleeExchange, NaturalOneAndTwelveForBothSides) {
  MeleeSituation hopeless = duel("Unarmed", 2, "Unarmed", 2);
  hopeless.cover = MeleeCover::kThreeQuarters;
  hopeless.defender.armor = 4;
  hopeless.from_behind = true;
  ASSERT_LT(attack_target(hopeless, kDefault), 1);
  ASSERT_LT(parry_target(hopeless, kDefault), 1);
  EXPECT_EQ(stroke(hopeless, {1, 2}).outcome, StrokeOutcome::kDefenderHit);
  EXPECT_EQ(stroke(hopeless, {1, 1}).outcome, StrokeOutcome::kParried);
  EXPECT_EQ(stroke(hopeless, {2, 1}).outcome, StrokeOutcome::kMissed);

  MeleeSituation certain = duel("Sword", 12, "Sword", 12);
  certain.above_opponent = true;
  certain.close_formation = true;
  ASSERT_GT(attack_target(certain, kDefault), 12);
  ASSERT_GT(parry_target(certain, kDefault), 12);
  EXPECT_EQ(stroke(certain, {12, 11}).outcome, StrokeOutcome::kMissed);
  EXPECT_EQ(stroke(certain, {11, 12}).outcome, StrokeOutcome::kDefenderHit);
  EXPECT_EQ(stroke(certain, {11, 11}).outcome, StrokeOutcome::kParried);
}

// The check comes first (d6), then the stroke and the parry (d12s).
MeleeStroke riposte_stroke(const MeleeSituation& s, int check, int attack, int parry, bool& used,
                           const MeleeOptions& o = kDefault, const RiposteRoll& r = kAverage) {
  ScriptedDice dice;
  dice.die(6, check).die(12, attack).die(12, parry);
  MeleeStroke out = resolve_stroke(s, o, r, used, dice);
  EXPECT_EQ(dice.left(), 0u);
  return out;
}

TEST(MeleeExchange, RiposteOnlyWhenParriedAndTheStrokeMissed) {
  const MeleeSituation s = duel("Spear/Bayonet", 6, "Spear/Bayonet", 8);
  bool used = false;
  // Check passed, stroke missed, parry good: the riposte wounds.
  MeleeStroke r = riposte_stroke(s, 4, 9, 3, used);
  EXPECT_EQ(r.outcome, StrokeOutcome::kRiposteHit);
  EXPECT_TRUE(r.riposte_active);
  EXPECT_EQ(r.margin, 5);
  EXPECT_TRUE(used);
  // Check passed, stroke missed, parry failed: nothing.
  used = false;
  EXPECT_EQ(riposte_stroke(s, 1, 9, 9, used).outcome, StrokeOutcome::kMissed);
  // Check passed, stroke hit, parry good: only parried.
  used = false;
  EXPECT_EQ(riposte_stroke(s, 1, 2, 3, used).outcome, StrokeOutcome::kParried);
  // Check failed: his roll is defensive only.
  used = false;
  r = riposte_stroke(s, 5, 9, 3, used);
  EXPECT_EQ(r.outcome, StrokeOutcome::kMissed);
  EXPECT_FALSE(r.riposte_active);
  EXPECT_FALSE(used);
}

TEST(MeleeExchange, NoRiposteFromBehindAndNoCheckRolled) {
  MeleeSituation s = duel("Spear/Bayonet", 6, "Spear/Bayonet", 8);
  s.from_behind = true;
  ScriptedDice dice;
  dice.die(12, 9).die(12, 1);  // a d6 asked for here would fail the script
  bool used = false;
  const MeleeStroke r = resolve_stroke(s, kDefault, kAverage, used, dice);
  EXPECT_EQ(r.outcome, StrokeOutcome::kMissed);
  EXPECT_FALSE(r.targets.riposte_allowed);
  EXPECT_FALSE(used);
}

// "a figure can only riposte versus one attacker during any one unit's activation".
TEST(MeleeExchange, OneRipostePerActivation) {
  const MeleeSituation s = duel("Spear/Bayonet", 6, "Spear/Bayonet", 8);
  bool used = false;
  EXPECT_EQ(riposte_stroke(s, 2, 10, 2, used).outcome, StrokeOutcome::kRiposteHit);
  ASSERT_TRUE(used);
  // The second guard's stroke: no check is rolled, he may still parry.
  ScriptedDice dice;
  dice.die(12, 10).die(12, 2);
  const MeleeStroke r = resolve_stroke(s, kDefault, kAverage, used, dice);
  EXPECT_EQ(r.outcome, StrokeOutcome::kMissed);
  EXPECT_TRUE(r.parry_succeeded);
  EXPECT_EQ(r.riposte_check, 0);
}

TEST(MeleeExchange, FailedCheckSpendsRiposteOnlyByOption) {
  const MeleeSituation s = duel("Spear/Bayonet", 6, "Spear/Bayonet", 8);
  bool used = false;
  riposte_stroke(s, 6, 10, 2, used);
  EXPECT_FALSE(used);
  MeleeOptions o;
  o.failed_riposte_check_spends_riposte = true;
  riposte_stroke(s, 6, 10, 2, used, o);
  EXPECT_TRUE(used);
}

TEST(MeleeExchange, RiposteCheckNumbers) {
  EXPECT_TRUE(riposte_check_passes(4, {4, false}));
  EXPECT_FALSE(riposte_check_passes(5, {4, false}));
  EXPECT_FALSE(riposte_check_passes(1, {0, false}));
  EXPECT_TRUE(riposte_check_passes(1, {-1, true}));
  // A defender who cannot pass is not asked to roll.
  const MeleeSituation s = duel("Sword", 7, "Sword", 7);
  EXPECT_FALSE(stroke_targets(s, kDefault, {0, false}, false).riposte_allowed);
  EXPECT_TRUE(stroke_targets(s, kDefault, {0, true}, false).riposte_allowed);
}

// The riposte must also get through the striker's armor and shield, by default.
TEST(MeleeExchange, RiposteMustBeatTheStrikersProtection) {
  MeleeSituation s = duel("Spear/Bayonet", 6, "Spear/Bayonet", 8);
  s.attacker.armor = 3;
  s.attacker.shield = ShieldSize::kMedium;
  ASSERT_EQ(riposte_target(s, kDefault), 4);
  bool used = false;
  EXPECT_EQ(riposte_stroke(s, 1, 10, 6, used).outcome, StrokeOutcome::kMissed);
  used = false;
  const MeleeStroke r = riposte_stroke(s, 1, 10, 4, used);
  EXPECT_EQ(r.outcome, StrokeOutcome::kRiposteHit);
  EXPECT_EQ(r.margin, 0);
  MeleeOptions plain;
  plain.riposte_counts_attacker_protection = false;
  used = false;
  const MeleeStroke p = riposte_stroke(s, 1, 10, 6, used, plain);
  EXPECT_EQ(p.outcome, StrokeOutcome::kRiposteHit);
  EXPECT_EQ(p.margin, 2);
}

TEST(MeleeExchange, LastShotRules) {
  MeleeSituation s = duel("Spear/Bayonet", 6, "Spear/Bayonet", 8);
  s.defender_fired_last_shot = true;
  MeleeOptions instead;
  instead.last_shot = LastShotRule::kInsteadOfParry;
  ScriptedDice dice;
  dice.die(12, 5);  // no d6, no parry d12
  bool used = false;
  EXPECT_EQ(resolve_stroke(s, instead, kAverage, used, dice).outcome, StrokeOutcome::kDefenderHit);
  MeleeOptions with;
  with.last_shot = LastShotRule::kWithParry;
  ScriptedDice dice2;
  dice2.die(12, 5).die(12, 3);  // parry, but no riposte check
  EXPECT_EQ(resolve_stroke(s, with, kAverage, used, dice2).outcome, StrokeOutcome::kParried);
  // Rule off: the flag means nothing, the riposte check is rolled.
  EXPECT_TRUE(stroke_targets(s, kDefault, kAverage, false).riposte_allowed);
}

// 000 / Melee / Weapon breakage in parries, the worked example.
TEST(MeleeExchange, BreakageWorkedExample) {
  MeleeOptions o;
  o.weapon_breakage = true;
  MeleeSituation s = duel("Sword", 7, "Axe/Mace", 6);
  MeleeStroke r = stroke(s, {4, 3}, o);
  ASSERT_EQ(r.outcome, StrokeOutcome::kParried);
  EXPECT_EQ(r.breakage.attacker_score, 5);  // 4 + 0 - (-1) > 2: the axe holds
  EXPECT_FALSE(r.breakage.defender_item_broken);
  EXPECT_EQ(r.breakage.defender_score, 2);  // 3 - 1 = 2: the sword breaks
  EXPECT_TRUE(r.breakage.attacker_weapon_broken);
  // With a metal rimmed wooden shield, the shield parries at 0: 3 + 0 - 0 = 3.
  s.defender.shield = ShieldSize::kMedium;
  s.defender.shield_material = ShieldMaterial::kRimmedWoodOrHide;
  r = stroke(s, {4, 3}, o);
  ASSERT_EQ(r.outcome, StrokeOutcome::kParried);
  EXPECT_EQ(r.breakage.defender_score, 3);
  EXPECT_FALSE(r.breakage.attacker_weapon_broken);
  EXPECT_FALSE(r.breakage.defender_item_broken);
  // Off: nothing is checked.
  s.defender.shield = ShieldSize::kNone;
  r = stroke(s, {4, 3});
  EXPECT_FALSE(r.breakage.attacker_weapon_broken);
}

TEST(MeleeExchange, BreakageShieldMaterialsAndShieldFirst) {
  EXPECT_EQ(shield_breakage_modifier(ShieldMaterial::kMetalFaced), -1);
  EXPECT_EQ(shield_breakage_modifier(ShieldMaterial::kRimmedWoodOrHide), 0);
  EXPECT_EQ(shield_breakage_modifier(ShieldMaterial::kPlainWood), 1);
  EXPECT_EQ(shield_breakage_modifier(ShieldMaterial::kHideOrWicker), 2);
  MeleeSituation s = duel("Axe/Mace", 9, "Sword", 9);
  s.defender.shield = ShieldSize::kSmall;
  s.defender.shield_material = ShieldMaterial::kHideOrWicker;
  // Axe roll 4 - 1 - 2 = 1: the wicker shield goes, not the sword.
  Breakage b = check_breakage(s, 4, 9);
  EXPECT_TRUE(b.defender_item_broken);
  EXPECT_TRUE(b.defender_shield_broken);
  // From behind there is no shield use: the sword parries (4 - 1 - 0 = 3).
  s.from_behind = true;
  b = check_breakage(s, 4, 9);
  EXPECT_FALSE(b.defender_item_broken);
  EXPECT_FALSE(parrying_item(s).shield);
}

TEST(MeleeExchange, DamageTableRows) {
  EXPECT_EQ(damage_result(-3), WoundResult::kDead);
  const WoundResult rows[] = {
      WoundResult::kDead,      WoundResult::kDead,    WoundResult::kCrippling,
      WoundResult::kCrippling, WoundResult::kSerious, WoundResult::kSerious,
      WoundResult::kSerious,   WoundResult::kMinor,   WoundResult::kMinor,
      WoundResult::kMinor,     WoundResult::kMinor,   WoundResult::kMinor,
      WoundResult::kNoEffect,  WoundResult::kNoEffect};
  for (int roll = 1; roll <= 14; ++roll) {
    EXPECT_EQ(damage_result(roll), rows[roll - 1]) << roll;
    ScriptedDice dice;
    dice.die(12, std::min(roll, 12));
    EXPECT_EQ(roll_melee_damage(roll - std::min(roll, 12), dice).result, rows[roll - 1]) << roll;
  }
  EXPECT_EQ(wound_points(WoundResult::kMinor), 1);
  EXPECT_EQ(wound_points(WoundResult::kSerious), 2);
  EXPECT_EQ(wound_points(WoundResult::kCrippling), 3);
}

TEST(MeleeExchange, DamageModifiers) {
  const MeleeWeapon knife = *find_melee_weapon("Knife");
  const MeleeWeapon axe = *find_melee_weapon("Axe/Mace");
  EXPECT_EQ(melee_damage_modifiers(knife, 0, 0).total(), 1);
  EXPECT_EQ(melee_damage_modifiers(axe, 0, 0).total(), -1);
  EXPECT_EQ(melee_damage_modifiers(axe, 2, 0).value_of("Target armor 3 or 4"), 0);
  EXPECT_EQ(melee_damage_modifiers(axe, 3, 0).value_of("Target armor 3 or 4"), 1);
  EXPECT_EQ(melee_damage_modifiers(axe, 4, 0).value_of("Target armor 3 or 4"), 1);
  const char* clean = "Attacker succeeded by 3 or more points under To Hit chance";
  EXPECT_EQ(melee_damage_modifiers(axe, 0, 2).value_of(clean), 0);
  EXPECT_EQ(melee_damage_modifiers(axe, 0, 3).value_of(clean), -2);
  EXPECT_EQ(melee_damage_modifiers(axe, 4, 7).total(), -1 + 1 - 2);
}

// A full attack: the stroke, then damage with the stroke's margin.
TEST(MeleeExchange, AttackRollsDamageWithTheMargin) {
  MeleeSituation s = duel("Axe/Mace", 9, "Sword", 5);
  s.defender.armor = 3;  // attack target 9 - 1 - 3 = 5
  ScriptedDice dice;
  dice.die(12, 2).die(12, 9).die(12, 6);  // stroke (margin 3), parry, damage
  bool used = false;
  const MeleeAttack a = resolve_melee_attack(s, kDefault, kNoRiposte, used, dice);
  EXPECT_EQ(a.stroke.outcome, StrokeOutcome::kDefenderHit);
  EXPECT_EQ(a.stroke.margin, 3);
  ASSERT_TRUE(a.damage_rolled);
  EXPECT_EQ(a.damage.modifier, -1 + 1 - 2);
  EXPECT_EQ(a.damage.result, WoundResult::kCrippling);  // 6 - 2 = 4
  EXPECT_FALSE(a.unstick_rolled);                       // rule off
}

// A riposte wounds with the defender's weapon against the striker's armor.
TEST(MeleeExchange, RiposteDamageUsesTheDefendersWeapon) {
  MeleeSituation s = duel("Sword", 4, "Knife", 9);
  s.attacker.armor = 4;  // riposte target 9 - 1 - 4 = 4
  ScriptedDice dice;
  dice.die(6, 3).die(12, 8).die(12, 4).die(12, 7);
  bool used = false;
  const MeleeAttack a = resolve_melee_attack(s, kDefault, kAverage, used, dice);
  ASSERT_EQ(a.stroke.outcome, StrokeOutcome::kRiposteHit);
  EXPECT_EQ(a.damage.modifier, 1 + 1);
  EXPECT_EQ(a.damage.result, WoundResult::kMinor);  // 7 + 2 = 9
}

// 000 / Melee / Weapons getting stuck: after a crippling or killing blow.
TEST(MeleeExchange, StuckWeapons) {
  MeleeOptions o;
  o.stuck_weapons = true;
  MeleeSituation s = duel("Spear/Bayonet", 8, "Spear/Bayonet", 2);
  auto attack = [&](int damage, int unstick) {
    ScriptedDice dice;
    dice.die(12, 6).die(12, 10).die(12, damage);  // margin 2 at most
    if (unstick > 0) dice.die(12, unstick);
    bool used = false;
    MeleeAttack a = resolve_melee_attack(s, o, kNoRiposte, used, dice);
    EXPECT_EQ(dice.left(), 0u);
    return a;
  };
  EXPECT_FALSE(attack(6, 0).unstick_rolled);  // serious: nothing sticks
  EXPECT_EQ(attack(3, 8).unstick, Unstick::kFree);
  EXPECT_EQ(attack(1, 9).unstick, Unstick::kStuck);
  EXPECT_EQ(attack(1, 12).unstick, Unstick::kBroken);
  s.attacker.wounds = 2;  // skill 8 less his wounds
  EXPECT_EQ(attack(1, 7).unstick, Unstick::kStuck);
  // A club never sticks but breaks on a 12; bare hands roll nothing.
  s = duel("Improvised Club", 8, "Spear/Bayonet", 2);
  EXPECT_EQ(attack(1, 11).unstick, Unstick::kFree);
  EXPECT_EQ(attack(1, 12).unstick, Unstick::kBroken);
  s = duel("Unarmed", 8, "Spear/Bayonet", 2);
  EXPECT_FALSE(attack(1, 0).unstick_rolled);
}

TEST(MeleeExchange, UnstickOdds) {
  const UnstickOdds sticks = unstick_odds(8, StickKind::kSticks);
  EXPECT_DOUBLE_EQ(sticks.free, 8.0 / 12);
  EXPECT_DOUBLE_EQ(sticks.stuck, 3.0 / 12);
  EXPECT_DOUBLE_EQ(sticks.broken, 1.0 / 12);
  const UnstickOdds blunt = unstick_odds(3, StickKind::kBlunt);
  EXPECT_DOUBLE_EQ(blunt.free, 11.0 / 12);
  EXPECT_DOUBLE_EQ(blunt.broken, 1.0 / 12);
}

TEST(MeleeExchange, RollsAreRecordedWithTheirNumbers) {
  MeleeSituation s = duel("Sword", 7, "Sword", 6);
  VectorSink sink;
  ScriptedDice dice;
  dice.attach(sink);
  dice.die(6, 2).die(12, 3).die(12, 3);
  bool used = false;
  resolve_stroke(s, kDefault, kAverage, used, dice);
  ASSERT_EQ(sink.events.size(), 3u);
  EXPECT_EQ(sink.events[0].purpose.code, kRiposteCheckRollCode);
  EXPECT_EQ(sink.events[1].purpose.code, kMeleeStrokeRollCode);
  EXPECT_EQ(sink.events[1].purpose.needed, 8);
  EXPECT_EQ(sink.events[1].purpose.actor, 1);
  EXPECT_EQ(sink.events[2].purpose.code, kParryRollCode);
  EXPECT_EQ(sink.events[2].purpose.needed, 7);
  EXPECT_EQ(sink.events[2].purpose.actor, 2);
}

// 000 / Melee / Attacking horses and Attacks by horses.
TEST(MeleeExchange, HorsesDodgeStrikeAndKick) {
  EXPECT_EQ(horse_melee_skill(HorseTraining::kStreet), 3);
  EXPECT_EQ(horse_melee_skill(HorseTraining::kCavalry), 5);
  EXPECT_EQ(horse_melee_skill(HorseTraining::kWarhorse), 7);
  MeleeSituation s = duel("Sword", 8, "Sword", 8);
  s.defender = horse_defender(HorseTraining::kCavalry, 1, 1);
  EXPECT_EQ(check_situation(s), "");
  EXPECT_EQ(parry_target(s, kDefault), 5 - 2 - 1);   // unarmed, one wound
  EXPECT_EQ(attack_target(s, kDefault), 8 + 1 - 1);  // its armor
  EXPECT_EQ(warhorse_strike().to_hit, 0);
  EXPECT_EQ(warhorse_strike().damage_modifier, 1);
  EXPECT_EQ(horse_kick(HorseSize::kOrdinary).damage_modifier, 4);
  EXPECT_EQ(horse_kick(HorseSize::kSmall).damage_modifier, 5);
  EXPECT_EQ(horse_kick(HorseSize::kBig).damage_modifier, 3);
}

}  // namespace
}  // namespace skirmish::rencounter
