// The exact melee odds against hand counts and against a fixed-seed
// simulation of a million strokes each (STYLE habit 5): every outcome, every
// wound row on both sides and weapon breakage within 0.2 percentage points.
#include "engine/rules/rencounter/melee_odds.h"

#include <gtest/gtest.h>

#include <type_traits>

#include "tests/rules/rencounter/melee_test_support.h"

namespace skirmish::rencounter {
namespace {

using testing::duel;

// The exact functions take no Dice: they cannot draw a random number.
static_assert(
    std::is_same_v<decltype(&melee_odds), MeleeOdds (*)(const MeleeSituation&, const MeleeOptions&,
                                                        const RiposteRoll&, bool)>);
static_assert(std::is_same_v<decltype(&melee_damage_odds), WoundOdds (*)(int)>);
static_assert(std::is_same_v<decltype(&melee_roll_chance), double (*)(int)>);
static_assert(std::is_same_v<decltype(&unstick_odds), UnstickOdds (*)(int, StickKind)>);

constexpr int kStrokes = 1'000'000;
constexpr double kTolerance = 0.002;  // 0.2 percentage points, about 4 standard errors

TEST(MeleeOdds, RollChance) {
  EXPECT_DOUBLE_EQ(melee_roll_chance(-4), 1.0 / 12);  // only a natural 1
  EXPECT_DOUBLE_EQ(melee_roll_chance(1), 1.0 / 12);
  EXPECT_DOUBLE_EQ(melee_roll_chance(7), 7.0 / 12);
  EXPECT_DOUBLE_EQ(melee_roll_chance(12), 11.0 / 12);  // a natural 12 still fails
  EXPECT_DOUBLE_EQ(melee_roll_chance(20), 11.0 / 12);
}

TEST(MeleeOdds, DamageTableOdds) {
  const WoundOdds plain = melee_damage_odds(0);
  EXPECT_DOUBLE_EQ(plain[WoundResult::kDead], 2.0 / 12);
  EXPECT_DOUBLE_EQ(plain[WoundResult::kCrippling], 2.0 / 12);
  EXPECT_DOUBLE_EQ(plain[WoundResult::kSerious], 3.0 / 12);
  EXPECT_DOUBLE_EQ(plain[WoundResult::kMinor], 5.0 / 12);
  EXPECT_DOUBLE_EQ(plain[WoundResult::kNoEffect], 0.0);
  const WoundOdds knife_on_plate = melee_damage_odds(2);  // knife +1, armor 4 +1
  EXPECT_DOUBLE_EQ(knife_on_plate[WoundResult::kNoEffect], 2.0 / 12);
  EXPECT_DOUBLE_EQ(knife_on_plate[WoundResult::kDead], 0.0);
  EXPECT_NEAR(melee_damage_odds(-3).total(), 1.0, 1e-12);
}

// Sword 8 against sword 8, no riposte: each succeeds on 1-9 of 12.
TEST(MeleeOdds, HandCountedDuel) {
  const MeleeSituation s = duel("Sword", 8, "Sword", 8);
  const MeleeOdds odds = melee_odds(s, MeleeOptions{}, RiposteRoll{}, false);
  EXPECT_DOUBLE_EQ(odds[StrokeOutcome::kDefenderHit], 9.0 / 12 * 3.0 / 12);
  EXPECT_DOUBLE_EQ(odds[StrokeOutcome::kParried], 9.0 / 12 * 9.0 / 12);
  EXPECT_DOUBLE_EQ(odds[StrokeOutcome::kRiposteHit], 0.0);
  EXPECT_DOUBLE_EQ(odds[StrokeOutcome::kMissed], 3.0 / 12);
  // Rolls 1-6 leave a margin of 3 or more (-2 damage), 7-9 do not.
  const double dead = 9.0 / 12 * 3.0 / 12 * (6.0 / 9 * 4.0 / 12 + 3.0 / 9 * 2.0 / 12);
  EXPECT_DOUBLE_EQ(odds.defender_wounds[WoundResult::kDead], dead);
  EXPECT_NEAR(odds.defender_wounds.total(), odds[StrokeOutcome::kDefenderHit], 1e-12);
}

// Simulates `kStrokes` strokes through resolve_melee_attack with SeededDice
// and holds every exact chance to the frequencies seen.
void expect_matches_simulation(const MeleeSituation& s, const MeleeOptions& o,
                               const RiposteRoll& riposte, bool riposte_used, uint64_t seed) {
  ASSERT_EQ(check_situation(s), "");
  const MeleeOdds exact = melee_odds(s, o, riposte, riposte_used);
  double sum = 0.0;
  for (double p : exact.outcome) sum += p;
  EXPECT_NEAR(sum, 1.0, 1e-12);

  SeededDice dice(seed);
  std::array<int, kStrokeOutcomes> outcome{};
  std::array<int, kWoundResults> defender_wounds{};
  std::array<int, kWoundResults> attacker_wounds{};
  int item_broken = 0, weapon_broken = 0, spent = 0;
  for (int i = 0; i < kStrokes; ++i) {
    bool used = riposte_used;
    const MeleeAttack a = resolve_melee_attack(s, o, riposte, used, dice);
    ++outcome[static_cast<size_t>(a.stroke.outcome)];
    if (a.stroke.outcome == StrokeOutcome::kDefenderHit) {
      ++defender_wounds[static_cast<size_t>(a.damage.result)];
    } else if (a.stroke.outcome == StrokeOutcome::kRiposteHit) {
      ++attacker_wounds[static_cast<size_t>(a.damage.result)];
    }
    item_broken += a.stroke.breakage.defender_item_broken ? 1 : 0;
    weapon_broken += a.stroke.breakage.attacker_weapon_broken ? 1 : 0;
    spent += used && !riposte_used ? 1 : 0;
  }
  auto seen = [](int count) { return count / static_cast<double>(kStrokes); };
  for (int i = 0; i < kStrokeOutcomes; ++i) {
    EXPECT_NEAR(exact.outcome[static_cast<size_t>(i)], seen(outcome[static_cast<size_t>(i)]),
                kTolerance)
        << name_of(static_cast<StrokeOutcome>(i));
  }
  for (int w = 0; w < kWoundResults; ++w) {
    const auto k = static_cast<size_t>(w);
    EXPECT_NEAR(exact.defender_wounds.by_wound[k], seen(defender_wounds[k]), kTolerance)
        << "defender " << name_of(static_cast<WoundResult>(w));
    EXPECT_NEAR(exact.attacker_wounds.by_wound[k], seen(attacker_wounds[k]), kTolerance)
        << "attacker " << name_of(static_cast<WoundResult>(w));
  }
  EXPECT_NEAR(exact.defender_item_broken, seen(item_broken), kTolerance);
  EXPECT_NEAR(exact.attacker_weapon_broken, seen(weapon_broken), kTolerance);
  EXPECT_NEAR(exact.riposte_spent, seen(spent), kTolerance);
}

TEST(MeleeOdds, AgreesWithSimulationPlainDuelWithRiposte) {
  const MeleeSituation s = duel("Sword", 8, "Spear/Bayonet", 7);
  expect_matches_simulation(s, MeleeOptions{}, RiposteRoll{4, false}, false, 1);
}

// Armor 3 (damage +1), shields on both sides, a gang-up and breakage on.
TEST(MeleeOdds, AgreesWithSimulationArmoredGangUpWithBreakage) {
  MeleeSituation s = duel("Axe/Mace", 10, "Sword", 7);
  s.defender.armor = 3;
  s.defender.shield = ShieldSize::kMedium;
  s.defender.shield_material = ShieldMaterial::kPlainWood;
  s.attacker.armor = 2;
  s.attacker.shield = ShieldSize::kSmall;
  s.active_attackers = 2;
  s.helpers = 1;
  s.defender.wounds = 1;
  MeleeOptions o;
  o.weapon_breakage = true;
  expect_matches_simulation(s, o, RiposteRoll{5, false}, false, 2);
}

// Numbers below 1 and above 12, where only natural 1s and 12s decide.
TEST(MeleeOdds, AgreesWithSimulationAtTheNaturalRolls) {
  MeleeSituation s = duel("Unarmed", 3, "Pike", 11);
  s.defender.armor = 4;
  s.cover = MeleeCover::kHalf;
  s.close_formation = true;
  s.attacker.armor = 0;
  expect_matches_simulation(s, MeleeOptions{}, RiposteRoll{0, true}, false, 3);
}

// The other choices: shield blocks, riposte through any armor, failed checks
// spend the riposte, aggression on both sides, last shot with a parry.
TEST(MeleeOdds, AgreesWithSimulationUnderOtherOptions) {
  MeleeSituation s = duel("Knife", 10, "Halberd", 9);
  s.defender.shield = ShieldSize::kNone;
  s.attacker.shield = ShieldSize::kLarge;
  s.attacker.armor = 1;
  s.attacker.aggression = 2;
  s.defender.aggression = 1;
  MeleeOptions o;
  o.parry_modifier = ParryModifier::kShieldBlocks;
  o.riposte_counts_attacker_protection = false;
  o.failed_riposte_check_spends_riposte = true;
  expect_matches_simulation(s, o, RiposteRoll{3, false}, false, 4);
  s.defender_fired_last_shot = true;
  o.last_shot = LastShotRule::kWithParry;
  expect_matches_simulation(s, o, RiposteRoll{3, false}, false, 5);
  o.last_shot = LastShotRule::kInsteadOfParry;
  expect_matches_simulation(s, o, RiposteRoll{3, false}, false, 6);
}

// A riposte already used, and a stroke from behind: no check is rolled.
TEST(MeleeOdds, AgreesWithSimulationWithoutRiposte) {
  MeleeSituation s = duel("Spear/Bayonet", 7, "Sword", 9);
  expect_matches_simulation(s, MeleeOptions{}, RiposteRoll{6, false}, true, 7);
  s.from_behind = true;
  s.defender.shield = ShieldSize::kLarge;
  expect_matches_simulation(s, MeleeOptions{}, RiposteRoll{6, false}, false, 8);
}

TEST(MeleeOdds, SameAnswerEveryTime) {
  MeleeSituation s = duel("Halberd", 9, "Sword", 8);
  s.attacker.armor = 3;
  const MeleeOdds a = melee_odds(s, MeleeOptions{}, RiposteRoll{4, true}, false);
  const MeleeOdds b = melee_odds(s, MeleeOptions{}, RiposteRoll{4, true}, false);
  EXPECT_EQ(a.outcome, b.outcome);
  EXPECT_EQ(a.attacker_wounds.by_wound, b.attacker_wounds.by_wound);
  EXPECT_GT(a[StrokeOutcome::kRiposteHit], 0.0);
  EXPECT_NEAR(a.attacker_wounds.total(), a[StrokeOutcome::kRiposteHit], 1e-12);
}

}  // namespace
}  // namespace skirmish::rencounter
