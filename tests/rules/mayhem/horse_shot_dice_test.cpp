// 004 / Medieval Mayhem / Horses (option horses_struck_separately), the
// dice of a missile at a mounted man: the skill die and the impact die in
// two halves, the impact die at the horse against its own armor ("a barded
// horse counting as heavy armor, a cloth caparisoned horse as medium armor,
// and an unarmored horse as light armor"), the shooter's reroll and the
// rider's save, and the exact odds of each half against every die path.
#include <gtest/gtest.h>

#include <initializer_list>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/mayhem/fire_dice.h"
#include "tests/rules/mayhem/dice_paths.h"

namespace skirmish::mayhem {
namespace {

Shot crossbow_shot() {
  Shot s;
  s.variant = Variant::kMedieval;
  s.cover = CoverClass::kOpen;
  return s;
}

MayhemMan crossbowman(int rerolls = 0) {
  MayhemMan m;
  m.missile = Missile::kCrossbow;
  m.rerolls = static_cast<int8_t>(rerolls);
  return m;
}

MayhemMan knight(int saves = 0) {
  MayhemMan k;
  k.armor = 5;
  k.saves = static_cast<int8_t>(saves);
  return k;
}

// The two halves on scripted d6 results, all of which must be used; the
// rolls go to `rolls`.
ShotRoll shoot_at(const MayhemMan& shooter, const MayhemMan& target, int horse_armor,
                  std::initializer_list<int> d6, VectorSink& rolls) {
  ScriptedDice dice;
  dice.dice(6, d6);
  Dice::Binding bind(dice, rolls, nullptr);
  ShotRoll r = roll_shot_skill(shooter, target, crossbow_shot(), dice, 1, 2);
  if (r.hit()) roll_shot_impact(shooter, target, crossbow_shot(), r, dice, 1, 2, horse_armor);
  EXPECT_EQ(dice.left(), 0u) << "unused scripted dice";
  return r;
}
ShotRoll shoot_at(const MayhemMan& shooter, const MayhemMan& target, int horse_armor,
                  std::initializer_list<int> d6) {
  VectorSink rolls;
  return shoot_at(shooter, target, horse_armor, d6, rolls);
}

// Every horse armor row: one short of it leaves the horse unharmed (and no
// check); equal to it kills the horse.
TEST(HorseShotDice, EachHorseArmorRow) {
  for (const int armor : {kUnarmoredHorse, kCaparisonedHorse, kBardedHorse}) {
    SCOPED_TRACE(armor);
    const ShotRoll short_of = shoot_at(crossbowman(), knight(), armor, {5, armor - 1});
    EXPECT_TRUE(short_of.at_horse);
    EXPECT_EQ(short_of.impact_needed, armor);
    EXPECT_EQ(short_of.outcome, ShotOutcome::kNoEffect);
    const ShotRoll kills = shoot_at(crossbowman(), knight(), armor, {5, armor});
    EXPECT_EQ(kills.outcome, ShotOutcome::kKilled);
    EXPECT_TRUE(kills.at_horse);
  }
}

// The halves roll what roll_shot rolls, die for die, at the rider.
TEST(HorseShotDice, TheHalvesAreTheWholeShotAtTheRider) {
  const ShotRoll halves = shoot_at(crossbowman(), knight(), 0, {6, 5});
  ScriptedDice dice;
  dice.dice(6, {6, 5});
  const ShotRoll whole = roll_shot(crossbowman(), knight(), crossbow_shot(), dice, 1, 2);
  EXPECT_FALSE(halves.at_horse);
  EXPECT_EQ(halves.outcome, whole.outcome);
  EXPECT_EQ(halves.impact_needed, whole.impact_needed);
  EXPECT_EQ(halves.outcome, ShotOutcome::kKilled);
  // A skill die that misses is the end of it: no impact die.
  EXPECT_FALSE(shoot_at(crossbowman(), knight(), kBardedHorse, {4}).hit());
}

// 004 / Heroes: the shooter's reroll counts at the horse as at a man, once
// a die; the rider's save is his own and is not spent on his horse.
TEST(HorseShotDice, RerollsAndSaves) {
  const ShotRoll rerolled = shoot_at(crossbowman(1), knight(), kBardedHorse, {5, 2, 5});
  EXPECT_TRUE(rerolled.impact_rerolled);
  EXPECT_EQ(rerolled.outcome, ShotOutcome::kKilled);
  EXPECT_EQ(rerolled.rerolls_used(), 1);
  // The one token went on the skill die: none left for the impact die.
  const ShotRoll spent = shoot_at(crossbowman(1), knight(), kBardedHorse, {2, 5, 4});
  EXPECT_TRUE(spent.skill_rerolled);
  EXPECT_FALSE(spent.impact_rerolled);
  EXPECT_EQ(spent.outcome, ShotOutcome::kNoEffect);
  const ShotRoll horse = shoot_at(crossbowman(), knight(1), kUnarmoredHorse, {5, 6});
  EXPECT_EQ(horse.outcome, ShotOutcome::kKilled);
  EXPECT_FALSE(horse.save_used);
  const ShotRoll rider = shoot_at(crossbowman(), knight(1), 0, {5, 6});
  EXPECT_EQ(rider.outcome, ShotOutcome::kSaved);
  EXPECT_TRUE(rider.save_used);
}

// The purposes say which die: the horse's is "impact die on the horse".
TEST(HorseShotDice, TheHorsesDieIsNamed) {
  VectorSink rolls;
  shoot_at(crossbowman(), knight(), kUnarmoredHorse, {5, 3}, rolls);
  ASSERT_EQ(rolls.events.size(), 2u);
  const RollPurpose horse{"impact die on the horse", kFireImpactRoll, 1, 2, 3, Need::kAtLeast};
  EXPECT_TRUE(rolls.events[1].purpose == horse) << rolls.events[1].purpose.label;
}

// The exact odds of each half equal the sum over every path of its dice.
TEST(HorseShotDice, OddsMatchEnumerationOfEveryDiePath) {
  for (int rerolls = 0; rerolls <= 2; ++rerolls) {
    for (const int horse : {0, kUnarmoredHorse, kCaparisonedHorse, kBardedHorse}) {
      for (const int saves : {0, 1}) {
        SCOPED_TRACE(::testing::Message() << rerolls << " rerolls, horse " << horse);
        const MayhemMan s = crossbowman(rerolls);
        const MayhemMan t = knight(saves);
        const Shot shot = crossbow_shot();
        double first = 0, again = 0;  // hits on the first skill die, on its reroll
        ShotOdds counted[2];          // the impact die after each
        testing::for_each_path(
            [&](Dice& d) {
              ShotRoll r = roll_shot_skill(s, t, shot, d);
              if (r.hit()) roll_shot_impact(s, t, shot, r, d, -1, -1, horse);
              return r;
            },
            [&](const ShotRoll& r, double w) {
              if (!r.hit()) return;
              (r.skill_rerolled ? again : first) += w;
              ShotOdds& o = counted[r.skill_rerolled ? 1 : 0];
              if (r.outcome == ShotOutcome::kKilled) o.killed += w;
              if (r.outcome == ShotOutcome::kSaved) o.saved += w;
              if (r.outcome == ShotOutcome::kNoEffect) o.no_effect += w;
            });
        const SkillHitOdds hits = skill_hit_odds(s, shot);
        EXPECT_NEAR(hits.first, first, 1e-12);
        EXPECT_NEAR(hits.rerolled, again, 1e-12);
        for (const bool rerolled : {false, true}) {
          const double p = rerolled ? again : first;
          if (p <= 0) continue;
          const ShotOdds exact = shot_impact_odds(s, t, shot, rerolled, horse);
          const ShotOdds& c = counted[rerolled ? 1 : 0];
          EXPECT_NEAR(exact.total(), 1.0, 1e-12);
          EXPECT_EQ(exact.miss, 0.0);
          EXPECT_NEAR(exact.killed, c.killed / p, 1e-12);
          EXPECT_NEAR(exact.saved, c.saved / p, 1e-12);
          EXPECT_NEAR(exact.no_effect, c.no_effect / p, 1e-12);
        }
        // Summed over both ways to a hit, at the rider: the whole shot's odds.
        if (horse == 0) {
          const ShotOdds whole = shot_odds(s, t, shot);
          EXPECT_NEAR(whole.killed, counted[0].killed + counted[1].killed, 1e-12);
          EXPECT_NEAR(whole.miss, 1.0 - first - again, 1e-12);
        }
      }
    }
  }
}

}  // namespace
}  // namespace skirmish::mayhem
