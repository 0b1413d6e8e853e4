// 004 / Melee, Melee Results, Combat Results/Impact: every skill modifier
// alone and together in both games, ties, the results die against each
// armament, the impact die against armor with the shield to the front or the
// right, two-handed weapons, the lance in the first turn and later, hero
// tokens, and the exact pair odds against an enumeration of every die path.
#include "engine/rules/mayhem/melee_dice.h"

#include <gtest/gtest.h>

#include <initializer_list>

#include "tests/rules/mayhem/dice_paths.h"

namespace skirmish::mayhem {
namespace {

MeleePair pair_of(Variant v, const MayhemMan& a, const MayhemMan& b) {
  MeleePair p;
  p.variant = v;
  p.man[0] = &a;
  p.man[1] = &b;
  p.figure[0] = 0;
  p.figure[1] = 1;
  return p;
}

MeleeRoll fight(const MeleePair& p, std::initializer_list<int> d6) {
  ScriptedDice dice;
  dice.dice(6, d6);
  MeleeRoll r = roll_melee_pair(p, dice);
  EXPECT_EQ(dice.left(), 0u) << "unused scripted dice";
  return r;
}

int skill(Variant v, const MayhemMan& m, const MeleeFooting& f) {
  return melee_skill_modifiers(v, m, f).total;
}

TEST(MeleeModifiers, MusketEachAloneAndCombined) {
  const Variant v = Variant::kMusket;
  MayhemMan plain;
  EXPECT_EQ(skill(v, plain, {}), 0);
  MayhemMan leader;
  leader.leader = true;
  EXPECT_EQ(skill(v, leader, {}), 1);
  EXPECT_EQ(skill(v, plain, {.superior_position = true}), 1);
  EXPECT_EQ(skill(v, plain, {.from_rear_or_side = true}), 2);
  MayhemMan shock;
  shock.shock = true;
  EXPECT_EQ(skill(v, shock, {}), 1);
  MayhemMan bayonet;
  bayonet.bayonet = true;
  EXPECT_EQ(skill(v, bayonet, {}), 0);  // only against a shorter weapon
  EXPECT_EQ(skill(v, bayonet, {.opponent_shorter = true}), 1);
  EXPECT_EQ(skill(v, plain, {.opponent_shorter = true}), 0);
  MayhemMan uncas;
  uncas.melee_skill_bonus = 1;
  EXPECT_EQ(skill(v, uncas, {}), 1);
  MayhemMan knight;
  knight.knight = true;  // a Medieval bonus only
  EXPECT_EQ(skill(v, knight, {}), 0);

  MayhemMan all;
  all.leader = all.shock = all.bayonet = true;
  all.melee_skill_bonus = 2;
  const DieModifiers m = melee_skill_modifiers(
      v, all, {.superior_position = true, .from_rear_or_side = true, .opponent_shorter = true});
  EXPECT_EQ(m.total, 1 + 1 + 2 + 1 + 1 + 2);
  ASSERT_EQ(m.count, 6);
  EXPECT_STREQ(m.items[0].name, "leader");
  EXPECT_STREQ(m.items[2].name, "rear or side");
  EXPECT_STREQ(m.items[4].name, "bayonet");
  EXPECT_STREQ(m.items[5].name, "hero");
}

TEST(MeleeModifiers, MedievalEachAloneAndCombined) {
  const Variant v = Variant::kMedieval;
  MayhemMan knight;
  knight.knight = true;
  EXPECT_EQ(skill(v, knight, {}), 1);
  EXPECT_EQ(skill(v, knight, {.facing_opponent = false}), 0);  // only to his front
  MayhemMan plain;
  EXPECT_EQ(skill(v, plain, {.superior_position = true}), 1);
  EXPECT_EQ(skill(v, plain, {.from_rear_or_side = true}), 2);
  MayhemMan musket_only;
  musket_only.leader = musket_only.shock = musket_only.bayonet = true;
  EXPECT_EQ(skill(v, musket_only, {.opponent_shorter = true}), 0);
  EXPECT_EQ(skill(v, knight, {.superior_position = true, .from_rear_or_side = true}), 4);
  // Sir Nigel: +2 in lieu of the knight's +1, whichever way he faces.
  MayhemMan nigel = knight;
  nigel.melee_skill_bonus = 2;
  EXPECT_EQ(skill(v, nigel, {}), 2);
  EXPECT_EQ(skill(v, nigel, {.facing_opponent = false}), 2);
  MayhemMan sergeant_hero;
  sergeant_hero.melee_skill_bonus = 1;
  EXPECT_EQ(skill(v, sergeant_hero, {.superior_position = true}), 2);
}

TEST(MeleeModifiers, ImpactModifiers) {
  MayhemMan axe;
  axe.two_handed = true;
  EXPECT_EQ(melee_impact_modifiers(Variant::kMedieval, axe, {}).total, 1);
  EXPECT_EQ(melee_impact_modifiers(Variant::kMusket, axe, {}).total, 0);
  MayhemMan lancer;
  lancer.lance = true;
  EXPECT_EQ(melee_impact_modifiers(Variant::kMedieval, lancer, {.mounted = true}).total, 1);
  EXPECT_EQ(melee_impact_modifiers(Variant::kMedieval, lancer, {}).total, 0);  // on foot
  lancer.in_melee_since = true;  // a later turn of the melee
  EXPECT_EQ(melee_impact_modifiers(Variant::kMedieval, lancer, {.mounted = true}).total, 0);
  MayhemMan uncas;
  uncas.melee_impact_bonus = 1;
  EXPECT_EQ(melee_impact_modifiers(Variant::kMusket, uncas, {}).total, 1);
  EXPECT_EQ(melee_impact_modifiers(Variant::kMedieval, uncas, {}).total, 1);
}

TEST(MeleePair, HigherHitsTieDoesNothing) {
  const MayhemMan a, b;
  const MeleePair p = pair_of(Variant::kMusket, a, b);
  const MeleeRoll tie = fight(p, {4, 4});
  EXPECT_EQ(tie.struck, -1);
  EXPECT_EQ(tie.effect, StrokeEffect::kNone);
  EXPECT_EQ(tie.impact_die, 0);
  EXPECT_EQ(fight(p, {5, 2, 6}).struck, 1);
  EXPECT_EQ(fight(p, {2, 5, 6}).struck, 0);
  // Modifiers decide: a 3 from the rear (+2) beats a 4.
  MeleePair rear = p;
  rear.footing[0].from_rear_or_side = true;
  const MeleeRoll r = fight(rear, {3, 4, 1});
  EXPECT_EQ(r.skill_score[0], 5);
  EXPECT_EQ(r.struck, 1);
  EXPECT_EQ(fight(rear, {2, 4}).effect, StrokeEffect::kNone);  // 4 = 4
}

// 004 / Musket / Melee Results: the HITTER's armament, each row.
TEST(MeleePair, MusketResultsAgainstTheHittersArmament) {
  for (int armament = 4; armament <= 6; ++armament) {
    SCOPED_TRACE(armament);
    MayhemMan hitter;
    hitter.armament = static_cast<int8_t>(armament);
    MayhemMan struck;
    struck.armament = 6;  // never consulted
    const MeleePair p = pair_of(Variant::kMusket, hitter, struck);
    EXPECT_EQ(melee_removal_score(Variant::kMusket, hitter, struck, {}), armament);
    const MeleeRoll removed = fight(p, {5, 1, armament});
    EXPECT_EQ(removed.struck, 1);
    EXPECT_EQ(removed.effect, StrokeEffect::kRemoved);
    EXPECT_EQ(fight(p, {5, 1, armament - 1}).effect, StrokeEffect::kCourageCheck);
  }
  MayhemMan uncas;
  uncas.melee_impact_bonus = 1;
  const MayhemMan foe;
  EXPECT_EQ(fight(pair_of(Variant::kMusket, uncas, foe), {5, 1, 4}).effect, StrokeEffect::kRemoved);
}

// 004 / Medieval / Combat Results/Impact: the struck man's armor, each row,
// the shield to the front or left only.
TEST(MeleePair, MedievalImpactAgainstArmor) {
  const MayhemMan hitter;
  for (int armor = 2; armor <= 6; ++armor) {
    SCOPED_TRACE(armor);
    MayhemMan struck;
    struck.armor = static_cast<int8_t>(armor);
    const MeleePair p = pair_of(Variant::kMedieval, hitter, struck);
    EXPECT_EQ(fight(p, {5, 1, armor}).effect, StrokeEffect::kRemoved);
    EXPECT_EQ(fight(p, {5, 1, armor - 1}).effect, StrokeEffect::kNoEffect);  // no courage check
  }
  MayhemMan shielded;
  shielded.armor = 4;
  shielded.shield = true;
  MeleePair p = pair_of(Variant::kMedieval, hitter, shielded);
  EXPECT_EQ(fight(p, {5, 1, 3}).effect, StrokeEffect::kNoEffect);  // front: 4
  p.footing[1].shield_side = false;                                // struck from his right
  EXPECT_EQ(melee_removal_score(Variant::kMedieval, hitter, shielded, p.footing[1]), 3);
  EXPECT_EQ(fight(p, {5, 1, 3}).effect, StrokeEffect::kRemoved);
}

TEST(MeleePair, MedievalTwoHandedAndLance) {
  MayhemMan target;
  target.armor = 5;
  MayhemMan axe;
  axe.two_handed = true;
  EXPECT_EQ(fight(pair_of(Variant::kMedieval, axe, target), {5, 1, 4}).effect,
            StrokeEffect::kRemoved);
  MayhemMan lancer;
  lancer.lance = true;
  MeleePair charge = pair_of(Variant::kMedieval, lancer, target);
  charge.footing[0].mounted = true;
  EXPECT_EQ(fight(charge, {5, 1, 4}).effect, StrokeEffect::kRemoved);  // first turn
  MayhemMan later = lancer;
  later.in_melee_since = true;
  MeleePair second_turn = pair_of(Variant::kMedieval, later, target);
  second_turn.footing[0].mounted = true;
  EXPECT_EQ(fight(second_turn, {5, 1, 4}).effect, StrokeEffect::kNoEffect);
  MeleePair on_foot = pair_of(Variant::kMedieval, lancer, target);
  EXPECT_EQ(fight(on_foot, {5, 1, 4}).effect, StrokeEffect::kNoEffect);
}

TEST(MeleeTokens, LoserRerollsThenTheOther) {
  MayhemMan a, b;
  a.rerolls = 1;
  b.rerolls = 1;
  const MeleePair p = pair_of(Variant::kMusket, a, b);
  // a 2 vs 5: a rerolls to 6; b now behind rerolls 5 -> 3; a hits.
  MeleeRoll r = fight(p, {2, 5, 6, 3, 6});
  EXPECT_TRUE(r.skill_rerolled[0]);
  EXPECT_TRUE(r.skill_rerolled[1]);
  EXPECT_EQ(r.skill_die[0], 6);
  EXPECT_EQ(r.skill_die[1], 3);
  EXPECT_EQ(r.struck, 1);
  EXPECT_EQ(r.effect, StrokeEffect::kRemoved);
  EXPECT_EQ(r.rerolls_used(0), 1);
  EXPECT_EQ(r.rerolls_used(1), 1);
  // A tie is never rerolled.
  r = fight(p, {3, 3});
  EXPECT_EQ(r.effect, StrokeEffect::kNone);
  EXPECT_FALSE(r.skill_rerolled[0] || r.skill_rerolled[1]);
  // Each die once: a rerolls 1 -> 2 and still loses; b's results die 4
  // fails and b rerolls it to 5.
  r = fight(p, {1, 4, 2, 4, 5});
  EXPECT_EQ(r.struck, 0);
  EXPECT_TRUE(r.impact_rerolled);
  EXPECT_EQ(r.rerolls_used(1), 1);
  EXPECT_EQ(r.effect, StrokeEffect::kRemoved);
  // Kept tokens: no rerolls at all.
  MeleePair keep = p;
  keep.footing[0].tokens = keep.footing[1].tokens = TokenPolicy::kKeep;
  EXPECT_EQ(fight(keep, {2, 5, 4}).effect, StrokeEffect::kCourageCheck);
}

TEST(MeleeTokens, SaveCancelsRemoval) {
  MayhemMan hitter, hero;
  hero.saves = 1;
  MeleePair p = pair_of(Variant::kMusket, hitter, hero);
  MeleeRoll r = fight(p, {6, 1, 5});
  EXPECT_EQ(r.effect, StrokeEffect::kSaved);
  EXPECT_TRUE(r.save_used);
  p.footing[1].tokens = TokenPolicy::kKeep;
  EXPECT_EQ(fight(p, {6, 1, 5}).effect, StrokeEffect::kRemoved);
}

TEST(MeleeOdds, HandCounted) {
  const MayhemMan a, b;
  const MeleeOdds o = melee_pair_odds(pair_of(Variant::kMusket, a, b));
  EXPECT_DOUBLE_EQ(o.tie, 6.0 / 36);
  EXPECT_DOUBLE_EQ(o.removed[1], 15.0 / 36 * 2 / 6);  // armament 5
  EXPECT_DOUBLE_EQ(o.checks[1], 15.0 / 36 * 4 / 6);
  EXPECT_DOUBLE_EQ(o.removed[0], o.removed[1]);
  EXPECT_DOUBLE_EQ(o.unhurt[0], 0.0);
  EXPECT_NEAR(o.total(), 1.0, 1e-12);
  // Medieval, +2 from the rear against armor 4: first hits when a + 2 > b.
  MayhemMan armored;
  armored.armor = 4;
  MeleePair rear = pair_of(Variant::kMedieval, a, armored);
  rear.footing[0].from_rear_or_side = true;
  const MeleeOdds m = melee_pair_odds(rear);
  const double first_hits = 26.0 / 36;  // pairs with a + 2 > b
  EXPECT_DOUBLE_EQ(m.removed[1], first_hits * 3 / 6);
  EXPECT_DOUBLE_EQ(m.unhurt[1], first_hits * 3 / 6);
  EXPECT_DOUBLE_EQ(m.tie, 4.0 / 36);
}

MeleeOdds enumerate(const MeleePair& p) {
  MeleeOdds c;
  testing::for_each_path([&](Dice& d) { return roll_melee_pair(p, d); },
                         [&](const MeleeRoll& r, double w) {
                           if (r.struck < 0) {
                             c.tie += w;
                             return;
                           }
                           switch (r.effect) {
                             case StrokeEffect::kRemoved:
                               c.removed[r.struck] += w;
                               break;
                             case StrokeEffect::kSaved:
                               c.saved[r.struck] += w;
                               break;
                             case StrokeEffect::kCourageCheck:
                               c.checks[r.struck] += w;
                               break;
                             case StrokeEffect::kNoEffect:
                               c.unhurt[r.struck] += w;
                               break;
                             case StrokeEffect::kNone:
                               break;
                           }
                         });
  return c;
}

TEST(MeleeOdds, MatchEnumerationOfEveryDiePath) {
  int cases = 0;
  for (Variant v : {Variant::kMusket, Variant::kMedieval}) {
    for (int tokens = 0; tokens < 9; ++tokens) {
      for (int flags = 0; flags < 16; ++flags) {
        MayhemMan a, b;
        a.leader = a.knight = flags & 1;
        a.rerolls = static_cast<int8_t>(tokens % 3);
        b.rerolls = static_cast<int8_t>(tokens / 3 % 3);
        b.saves = flags & 8 ? 1 : 0;
        a.armament = static_cast<int8_t>(4 + tokens % 3);
        b.armor = static_cast<int8_t>(2 + tokens % 5);
        b.shield = flags & 2;
        a.two_handed = flags & 4;
        b.melee_skill_bonus = flags & 4 ? 1 : 0;
        MeleePair p = pair_of(v, a, b);
        p.footing[1].from_rear_or_side = flags & 2;
        p.footing[1].shield_side = !(flags & 4);
        p.footing[0].superior_position = flags & 8;
        const MeleeOdds exact = melee_pair_odds(p);
        const MeleeOdds counted = enumerate(p);
        EXPECT_NEAR(exact.total(), 1.0, 1e-12);
        EXPECT_NEAR(exact.tie, counted.tie, 1e-12);
        for (int i = 0; i < 2; ++i) {
          EXPECT_NEAR(exact.removed[i], counted.removed[i], 1e-12);
          EXPECT_NEAR(exact.saved[i], counted.saved[i], 1e-12);
          EXPECT_NEAR(exact.checks[i], counted.checks[i], 1e-12);
          EXPECT_NEAR(exact.unhurt[i], counted.unhurt[i], 1e-12);
        }
        ++cases;
      }
    }
  }
  EXPECT_EQ(cases, 2 * 9 * 16);
}

TEST(MeleeOdds, AgreeWithSimulation) {
  MayhemMan a, b;
  a.rerolls = 1;
  a.shock = true;
  const MeleePair p = pair_of(Variant::kMusket, a, b);
  const MeleeOdds exact = melee_pair_odds(p);
  SeededDice dice(4005);
  constexpr int kFights = 200'000;
  int removed1 = 0, checks0 = 0, ties = 0;
  for (int i = 0; i < kFights; ++i) {
    const MeleeRoll r = roll_melee_pair(p, dice);
    removed1 += r.struck == 1 && r.effect == StrokeEffect::kRemoved;
    checks0 += r.struck == 0 && r.effect == StrokeEffect::kCourageCheck;
    ties += r.struck < 0;
  }
  EXPECT_NEAR(static_cast<double>(removed1) / kFights, exact.removed[1], 0.005);
  EXPECT_NEAR(static_cast<double>(checks0) / kFights, exact.checks[0], 0.005);
  EXPECT_NEAR(static_cast<double>(ties) / kFights, exact.tie, 0.005);
}

// 004 / Medieval Mayhem / Horses: "a barded horse counting as heavy armor,
// a cloth caparisoned horse as medium armor, and an unarmored horse as
// light armor"; the rider's save token is not spent on his horse.
TEST(MeleeHorse, StrokeAtTheHorseAgainstItsOwnArmor) {
  MayhemMan sergeant, knight;
  knight.armor = 6;
  knight.saves = 1;
  const MeleePair p = pair_of(Variant::kMedieval, sergeant, knight);
  for (const int armor : {kUnarmoredHorse, kCaparisonedHorse, kBardedHorse}) {
    for (const int die : {armor - 1, armor}) {
      ScriptedDice dice;
      dice.dice(6, {5, 1, die});
      MeleeRoll r = roll_melee_skill(p, dice);
      ASSERT_EQ(r.struck, 1);
      EXPECT_EQ(r.removal_score, 6);  // at the man, his armor
      roll_melee_stroke(p, r, dice, armor);
      EXPECT_EQ(dice.left(), 0u);
      EXPECT_TRUE(r.at_horse);
      EXPECT_EQ(r.removal_score, armor);
      EXPECT_EQ(r.effect, die >= armor ? StrokeEffect::kRemoved : StrokeEffect::kNoEffect)
          << "armor " << armor << " die " << die;
      EXPECT_FALSE(r.save_used);
    }
  }
  // At the rider the same die is against his own armor, and he saves.
  ScriptedDice dice;
  dice.dice(6, {5, 1, 6});
  MeleeRoll r = roll_melee_skill(p, dice);
  roll_melee_stroke(p, r, dice);
  EXPECT_FALSE(r.at_horse);
  EXPECT_EQ(r.effect, StrokeEffect::kSaved);
}

// The impact modifiers and the hitter's reroll count against a horse too.
TEST(MeleeHorse, ModifiersAndRerollAgainstTheHorse) {
  MayhemMan axeman, knight;
  axeman.two_handed = true;
  axeman.rerolls = 1;
  const MeleePair p = pair_of(Variant::kMedieval, axeman, knight);
  ScriptedDice dice;
  dice.dice(6, {6, 2, 3, 4});  // 3 + 1 misses the barded horse, the reroll 4 + 1 kills it
  MeleeRoll r = roll_melee_skill(p, dice);
  roll_melee_stroke(p, r, dice, kBardedHorse);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_EQ(r.impact_modifier, 1);
  EXPECT_TRUE(r.impact_rerolled);
  EXPECT_EQ(r.rerolls_used(0), 1);
  EXPECT_EQ(r.effect, StrokeEffect::kRemoved);
}

// The two halves roll the same dice, in the same order, as the whole.
TEST(MeleeHorse, SkillThenStrokeIsThePair) {
  MayhemMan a, b;
  a.rerolls = 1;
  b.armor = 4;
  const MeleePair p = pair_of(Variant::kMedieval, a, b);
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    SeededDice whole(seed), halves(seed);
    const MeleeRoll w = roll_melee_pair(p, whole);
    MeleeRoll h = roll_melee_skill(p, halves);
    roll_melee_stroke(p, h, halves);
    EXPECT_EQ(w.struck, h.struck);
    EXPECT_EQ(w.impact_die, h.impact_die);
    EXPECT_EQ(w.effect, h.effect);
    EXPECT_EQ(whole.draws(), halves.draws());
  }
}

// melee_stroke_odds against every die path of roll_melee_stroke.
TEST(MeleeHorse, StrokeOddsMatchEnumeration) {
  int cases = 0;
  for (const int horse : {0, kUnarmoredHorse, kCaparisonedHorse, kBardedHorse}) {
    for (int rerolls = 0; rerolls <= 2; ++rerolls) {
      for (int flags = 0; flags < 8; ++flags) {
        MayhemMan a, b;
        a.rerolls = static_cast<int8_t>(rerolls);
        a.two_handed = flags & 1;
        b.saves = flags & 2 ? 1 : 0;
        b.armor = 5;
        const MeleePair p = pair_of(Variant::kMedieval, a, b);
        MeleeRoll skill;
        skill.skill_die[0] = 6;
        skill.skill_die[1] = 1;
        skill.skill_score[0] = 6;
        skill.skill_score[1] = 1;
        skill.skill_rerolled[0] = flags & 4;
        skill.struck = 1;
        skill.removal_score = melee_removal_score(Variant::kMedieval, a, b, {});
        skill.impact_modifier = melee_impact_modifiers(Variant::kMedieval, a, {}).total;
        StrokeOdds counted;
        testing::for_each_path(
            [&](Dice& d) {
              MeleeRoll r = skill;
              roll_melee_stroke(p, r, d, horse);
              return r;
            },
            [&](const MeleeRoll& r, double w) {
              if (r.effect == StrokeEffect::kRemoved) counted.removed += w;
              if (r.effect == StrokeEffect::kSaved) counted.saved += w;
              if (r.effect == StrokeEffect::kNoEffect) counted.short_of += w;
            });
        const StrokeOdds exact = melee_stroke_odds(p, skill, horse);
        EXPECT_NEAR(exact.removed, counted.removed, 1e-12)
            << horse << " " << rerolls << " " << flags;
        EXPECT_NEAR(exact.saved, counted.saved, 1e-12);
        EXPECT_NEAR(exact.short_of, counted.short_of, 1e-12);
        EXPECT_NEAR(exact.total(), 1.0, 1e-12);
        ++cases;
      }
    }
  }
  EXPECT_EQ(cases, 4 * 3 * 8);
}

}  // namespace
}  // namespace skirmish::mayhem
