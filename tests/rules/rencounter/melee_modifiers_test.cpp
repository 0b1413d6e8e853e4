// The numbers a melee stroke is rolled against: every row of the Melee
// Weapons Table, every Situation modifier by name and value, the One Vs Many
// worked examples, and the parry options (000 / Melee).
#include "engine/rules/rencounter/melee_modifiers.h"

#include <gtest/gtest.h>

#include "tests/rules/rencounter/melee_test_support.h"

namespace skirmish::rencounter {
namespace {

using testing::duel;

const MeleeOptions kDefault{};

// Every row in the table: To Hit goes to the stroke (and, by default, to the
// parry), Dmg Mod to the damage roll, Ranks limit where it can fight from.
TEST(MeleeModifiers, EveryWeaponRowToHitAndDamage) {
  struct Row {
    const char* name;
    int to_hit, damage, ranks;
    bool shield;
  };
  const Row rows[] = {
      {"Sword", 1, 0, 1, true},     {"Spear/Bayonet", 0, 0, 2, true},
      {"Pike", -1, 0, 4, false},    {"Axe/Mace", -1, -1, 1, true},
      {"Halberd", 0, -1, 2, false}, {"Knife", -1, 1, 1, true},
      {"Unarmed", -2, 2, 1, true},  {"Improvised Club", -2, 1, 1, true},
      {"Javelin", 0, 0, 1, true},
  };
  ASSERT_EQ(melee_weapons().size(), std::size(rows));
  for (const Row& row : rows) {
    SCOPED_TRACE(row.name);
    MeleeSituation s = duel(row.name, 7, row.name, 7);
    EXPECT_EQ(attack_modifiers(s, kDefault).value_of("Weapon To Hit"), row.to_hit);
    EXPECT_EQ(attack_target(s, kDefault), 7 + row.to_hit);
    EXPECT_EQ(parry_target(s, kDefault), 7 + row.to_hit);
    EXPECT_EQ(s.attacker.weapon.damage_modifier, row.damage);
    // Last rank the weapon reaches is fine, one more is refused.
    s.attacker_rank = row.ranks - 1;
    EXPECT_EQ(check_situation(s), "");
    EXPECT_EQ(attack_modifiers(s, kDefault).value_of("Attacker's rank behind first"),
              -(row.ranks - 1));
    s.attacker_rank = row.ranks;
    EXPECT_NE(check_situation(s).find("rank"), std::string::npos);
    // A shield counts only beside a "Y" weapon.
    s.attacker_rank = 0;
    s.defender.shield = ShieldSize::kMedium;
    EXPECT_EQ(attack_modifiers(s, kDefault).value_of("Attacking vs small or medium shield"),
              row.shield ? -1 : 0);
  }
}

TEST(MeleeModifiers, NothingListedForAPlainDuel) {
  const MeleeSituation s = duel("Spear/Bayonet", 8, "Spear/Bayonet", 6);
  EXPECT_EQ(attack_modifiers(s, kDefault).size(), 0);
  EXPECT_EQ(parry_modifiers(s, kDefault).size(), 0);
  EXPECT_EQ(attack_target(s, kDefault), 8);
  EXPECT_EQ(parry_target(s, kDefault), 6);
}

// Each line of 000 / Melee / Situation that bears on the stroke.
TEST(MeleeModifiers, EverySituationModifierOnTheStroke) {
  auto attack = [](auto change, const char* name) {
    MeleeSituation s = duel("Spear/Bayonet", 9, "Spear/Bayonet", 9);
    change(s);
    return attack_modifiers(s, kDefault).value_of(name);
  };
  EXPECT_EQ(attack([](MeleeSituation& s) { s.above_opponent = true; }, "Above opponent"), 1);
  const char* thrust = "Charging at 4\" or greater rate with a thrusting weapon";
  EXPECT_EQ(
      attack([](MeleeSituation& s) { s.charge_inches = 4, s.thrusting_weapon = true; }, thrust), 1);
  EXPECT_EQ(
      attack([](MeleeSituation& s) { s.charge_inches = 3, s.thrusting_weapon = true; }, thrust), 0);
  EXPECT_EQ(attack([](MeleeSituation& s) { s.charge_inches = 6; }, thrust), 0);
  const char* mounted = "Mounted charge at 7-18\" speed";
  for (int inches : {7, 12, 18}) {
    EXPECT_EQ(
        attack([&](MeleeSituation& s) { s.charge_inches = inches, s.attacker_mounted = true; },
               mounted),
        1)
        << inches;
  }
  for (int inches : {6, 19}) {
    EXPECT_EQ(
        attack([&](MeleeSituation& s) { s.charge_inches = inches, s.attacker_mounted = true; },
               mounted),
        0)
        << inches;
  }
  EXPECT_EQ(attack([](MeleeSituation& s) { s.charge_inches = 12; }, mounted), 0);
  EXPECT_EQ(attack([](MeleeSituation& s) { s.drawing_weapon = true; },
                   "Drawing weapon or switching weapon from hand to hand"),
            -2);
  for (int points : {1, 2, 3, 4, 5}) {
    EXPECT_EQ(
        attack([&](MeleeSituation& s) { s.attacker.wounds = points; }, "Wounded attacking figure"),
        -points);
  }
  EXPECT_EQ(attack([](MeleeSituation& s) { s.cover = MeleeCover::kHalf; },
                   "Target 1/2 protected by cover"),
            -2);
  EXPECT_EQ(attack([](MeleeSituation& s) { s.cover = MeleeCover::kThreeQuarters; },
                   "Target 3/4 protected by cover"),
            -4);
  for (int armor = 0; armor <= 4; ++armor) {
    EXPECT_EQ(attack([&](MeleeSituation& s) { s.defender.armor = armor; }, "Target Armor Rating"),
              -armor);
  }
  EXPECT_EQ(attack([](MeleeSituation& s) { s.defender.shield = ShieldSize::kSmall; },
                   "Attacking vs small or medium shield"),
            -1);
  EXPECT_EQ(attack([](MeleeSituation& s) { s.defender.shield = ShieldSize::kMedium; },
                   "Attacking vs small or medium shield"),
            -1);
  EXPECT_EQ(attack([](MeleeSituation& s) { s.defender.shield = ShieldSize::kLarge; },
                   "Attacking vs large shield"),
            -2);
  EXPECT_EQ(attack([](MeleeSituation& s) { s.defender.second_weapon = true; },
                   "Attacking vs two weapons"),
            -1);
  // "Attacked from behind -2 to parry and no shield use".
  EXPECT_EQ(attack(
                [](MeleeSituation& s) {
                  s.defender.shield = ShieldSize::kLarge;
                  s.from_behind = true;
                },
                "Attacking vs large shield"),
            0);
  EXPECT_EQ(attack(
                [](MeleeSituation& s) {
                  s.attacker.weapon = *find_melee_weapon("Pike"), s.attacker_rank = 3;
                },
                "Attacker's rank behind first"),
            -3);
  EXPECT_EQ(attack([](MeleeSituation& s) { s.attacker.aggression = 2; }, "Aggressive attack"), -2);
  EXPECT_EQ(
      attack([](MeleeSituation& s) { s.defender.aggression = 3; }, "Opponent's aggressive defence"),
      -3);
  EXPECT_EQ(attack([](MeleeSituation& s) { s.attacker.unfamiliar_weapon = true; },
                   "Unfamiliar weapon type"),
            -2);
  EXPECT_EQ(attack([](MeleeSituation& s) { s.attacker.other = -1; },
                   "Bad footing, difficulty seeing, other"),
            -1);
}

// The lines that are "to parry", and the defender's own state.
TEST(MeleeModifiers, EverySituationModifierOnTheParry) {
  auto parry = [](auto change, const char* name) {
    MeleeSituation s = duel("Spear/Bayonet", 9, "Spear/Bayonet", 9);
    change(s);
    return parry_modifiers(s, kDefault).value_of(name);
  };
  EXPECT_EQ(parry([](MeleeSituation& s) { s.defender.wounds = 2; }, "Wounds"), -2);
  EXPECT_EQ(parry([](MeleeSituation& s) { s.active_attackers = 3; },
                  "Each active, outnumbering attacker after the first"),
            -2);
  EXPECT_EQ(parry([](MeleeSituation& s) { s.close_formation = true; },
                  "Parrying from well-ordered, close formation"),
            2);
  EXPECT_EQ(parry([](MeleeSituation& s) { s.from_behind = true; }, "Attacked from behind"), -2);
  EXPECT_EQ(
      parry([](MeleeSituation& s) { s.defender_off_hand = true; }, "Parrying with the off hand"),
      -2);
  EXPECT_EQ(
      parry([](MeleeSituation& s) { s.attacker.aggression = 3; }, "Opponent's aggressive attack"),
      -3);
  EXPECT_EQ(parry([](MeleeSituation& s) { s.defender.aggression = 1; }, "Aggressive defence"), -1);
  EXPECT_EQ(parry([](MeleeSituation& s) { s.defender.unfamiliar_weapon = true; },
                  "Unfamiliar weapon type"),
            -2);
  EXPECT_EQ(parry([](MeleeSituation& s) { s.defender.other = -2; },
                  "Bad footing, difficulty seeing, other"),
            -2);
  // Things that belong to the stroke do not touch the parry.
  MeleeSituation s = duel("Sword", 9, "Spear/Bayonet", 9);
  s.above_opponent = true;
  s.cover = MeleeCover::kHalf;
  s.drawing_weapon = true;
  s.attacker.wounds = 3;
  s.defender.armor = 4;
  EXPECT_EQ(parry_target(s, kDefault), 9);
}

// "High melee skill fighters can take voluntary penalty reduction as far as
// to skill 6": skill 9 may take up to 3, skill 6 or less nothing.
TEST(MeleeModifiers, AggressionReachesDownToSkillSix) {
  EXPECT_EQ(max_aggression(9), 3);
  EXPECT_EQ(max_aggression(6), 0);
  EXPECT_EQ(max_aggression(4), 0);
  MeleeSituation s = duel("Sword", 10, "Sword", 9);
  s.attacker.aggression = 4;
  EXPECT_EQ(check_situation(s), "");
  EXPECT_EQ(attack_target(s, kDefault), 10 + 1 - 4);
  EXPECT_EQ(parry_target(s, kDefault), 9 + 1 - 4);
  s.attacker.aggression = 5;
  EXPECT_NE(check_situation(s).find("aggression"), std::string::npos);
  // Out of range is held to the most allowed, never beyond skill 6.
  EXPECT_EQ(attack_target(s, kDefault), 10 + 1 - 4);
}

// 000 / Melee / One Vs Many, Example 1: a King's Musketeer faces three of
// the Cardinal's Guard; action rolls 3, 5, 1 against experience 4 activate
// two. Each active guard strikes at +1 and the Musketeer parries at -1.
TEST(MeleeModifiers, OneVsManyExampleTwoActiveGuards) {
  int active = 0;
  for (int roll : {3, 5, 1}) active += roll <= 4 ? 1 : 0;
  ASSERT_EQ(active, 2);
  MeleeSituation s = duel("Sword", 8, "Sword", 8);
  s.active_attackers = active;
  EXPECT_EQ(gang_up(s), 1);
  EXPECT_EQ(attack_modifiers(s, kDefault).value_of("Multiple attackers vs single defender"), 1);
  EXPECT_EQ(
      parry_modifiers(s, kDefault).value_of("Each active, outnumbering attacker after the first"),
      -1);
}

// Example 2: Milady DeWinter, a unit of her own, passes her action roll and
// threatens from behind him: +2 for each active guard, -2 to his parries.
TEST(MeleeModifiers, OneVsManyExampleMiladyHelps) {
  MeleeSituation s = duel("Sword", 8, "Sword", 8);
  s.active_attackers = 2;
  s.helpers = 1;
  EXPECT_EQ(gang_up(s), 2);
  EXPECT_EQ(attack_modifiers(s, kDefault).value_of("Multiple attackers vs single defender"), 2);
  EXPECT_EQ(
      parry_modifiers(s, kDefault).value_of("Each active, outnumbering attacker after the first"),
      -2);
}

// Example 3: Miyamoto Musashi, a master, "makes all parries at full value,
// and all his attackers only have their ordinary rolls".
TEST(MeleeModifiers, OneVsManyExampleMusashiIsAMaster) {
  MeleeSituation s = duel("Spear/Bayonet", 6, "Sword", 12);
  s.defender.master = true;
  s.active_attackers = 4;
  s.helpers = 2;
  EXPECT_EQ(gang_up(s), 0);
  EXPECT_EQ(attack_target(s, kDefault), 6);
  EXPECT_EQ(parry_target(s, kDefault), 13);
  // A master attacking gets no such waiver for his victim.
  MeleeSituation t = s;
  t.defender.master = false;
  t.attacker.master = true;
  EXPECT_EQ(gang_up(t), 5);
}

TEST(MeleeModifiers, ParryOptions) {
  MeleeSituation s = duel("Spear/Bayonet", 8, "Axe/Mace", 7);
  s.defender.shield = ShieldSize::kLarge;
  MeleeOptions bare;
  bare.parry_modifier = ParryModifier::kBareSkill;
  MeleeOptions shield;
  shield.parry_modifier = ParryModifier::kShieldBlocks;
  // Own weapon: the axe's -1 on the parry, the shield's -2 on the stroke.
  EXPECT_EQ(parry_target(s, kDefault), 6);
  EXPECT_EQ(attack_target(s, kDefault), 6);
  // Bare skill: no weapon on the parry; the shield still on the stroke.
  EXPECT_EQ(parry_target(s, bare), 7);
  EXPECT_EQ(attack_target(s, bare), 6);
  // Shield blocks: the shield is the parry's bonus instead, the stroke is clear.
  EXPECT_EQ(parry_modifiers(s, shield).value_of("Shield blocks"), 2);
  EXPECT_EQ(parry_target(s, shield), 9);
  EXPECT_EQ(attack_target(s, shield), 8);
  // Without a shield he parries with his weapon under that option too.
  s.defender.shield = ShieldSize::kNone;
  EXPECT_EQ(parry_target(s, shield), 6);
  s.defender.second_weapon = true;
  EXPECT_EQ(parry_modifiers(s, shield).value_of("Second weapon blocks"), 1);
  // From behind nothing blocks: the weapon's To Hit again, and -2.
  s.from_behind = true;
  EXPECT_EQ(parry_target(s, shield), 7 - 1 - 2);
}

// The riposte is the defender's roll read as a stroke at the striker: his
// weapon, his wounds, the striker's armor and shield (000 / The Riposte).
TEST(MeleeModifiers, RiposteCountsTheStrikersArmorAndShield) {
  MeleeSituation s = duel("Spear/Bayonet", 8, "Sword", 8);
  s.attacker.armor = 2;
  s.attacker.shield = ShieldSize::kSmall;
  s.defender.wounds = 1;
  s.active_attackers = 2;  // gang-up is the stroke's, not the riposte's
  const ModifierList m = riposte_modifiers(s, kDefault);
  EXPECT_EQ(m.value_of("Weapon To Hit"), 1);
  EXPECT_EQ(m.value_of("Target Armor Rating"), -2);
  EXPECT_EQ(m.value_of("Attacking vs small or medium shield"), -1);
  EXPECT_EQ(m.value_of("Wounded attacking figure"), -1);
  EXPECT_EQ(riposte_target(s, kDefault), 8 + 1 - 2 - 1 - 1);
}

TEST(MeleeModifiers, SourcesAreCited) {
  MeleeSituation s = duel("Sword", 8, "Sword", 8);
  s.active_attackers = 2;
  s.cover = MeleeCover::kHalf;
  for (const Modifier& m : attack_modifiers(s, kDefault).list()) {
    EXPECT_EQ(m.source.substr(0, 12), "000 / Melee ") << m.name;
  }
}

TEST(MeleeModifiers, CheckSituationNamesEachFault) {
  MeleeSituation s;
  EXPECT_NE(check_situation(s).find("the attacker has no melee weapon row"), std::string::npos);
  s = duel("Sword", 13, "Sword", 8);
  s.defender.wounds = 6;
  s.active_attackers = 0;
  const std::string why = check_situation(s);
  EXPECT_NE(why.find("melee skill 13"), std::string::npos) << why;
  EXPECT_NE(why.find("6 wound points"), std::string::npos) << why;
  EXPECT_NE(why.find("active attacker"), std::string::npos) << why;
}

TEST(MeleeModifiers, NaturalOneAndTwelve) {
  EXPECT_TRUE(melee_roll_succeeds(1, -5));
  EXPECT_FALSE(melee_roll_succeeds(12, 20));
  EXPECT_TRUE(melee_roll_succeeds(7, 7));
  EXPECT_FALSE(melee_roll_succeeds(8, 7));
}

}  // namespace
}  // namespace skirmish::rencounter
