// 004 / Missile Fire: every row of the skill and impact tables in both
// games, every modifier, massed bowmen, engines, hero tokens and bonuses,
// and the exact odds against an enumeration of every die path and against
// a fixed-seed simulation.
#include "engine/rules/mayhem/fire_dice.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "engine/core/events.h"
#include "tests/rules/mayhem/dice_paths.h"

namespace skirmish::mayhem {
namespace {

MayhemMan shooter_with(Missile m) {
  MayhemMan s;
  s.missile = m;
  return s;
}

MayhemMan armored(int armor, bool shield) {
  MayhemMan t;
  t.armor = static_cast<int8_t>(armor);
  t.shield = shield;
  return t;
}

Shot musket_shot(CoverClass cover, bool over_half = false, bool mounted = false) {
  Shot s;
  s.variant = Variant::kMusket;
  s.cover = cover;
  s.over_half_range = over_half;
  s.mounted = mounted;
  return s;
}

Shot medieval_shot(CoverClass cover) {
  Shot s;
  s.variant = Variant::kMedieval;
  s.cover = cover;
  return s;
}

// Rolls a shot on scripted d6 results, all of which must be used.
ShotRoll shoot(const MayhemMan& shooter, const MayhemMan& target, const Shot& shot,
               std::initializer_list<int> d6) {
  ScriptedDice dice;
  dice.dice(6, d6);
  ShotRoll r = roll_shot(shooter, target, shot, dice, 1, 2);
  EXPECT_EQ(dice.left(), 0u) << "unused scripted dice";
  return r;
}

TEST(FireSkill, TableScores) {
  EXPECT_EQ(fire_skill_score(Variant::kMusket, CoverClass::kOpen, false), 4);
  EXPECT_EQ(fire_skill_score(Variant::kMusket, CoverClass::kSoft, false), 5);
  EXPECT_EQ(fire_skill_score(Variant::kMusket, CoverClass::kHard, false), 6);
  EXPECT_EQ(fire_skill_score(Variant::kMedieval, CoverClass::kOpen, false), 5);
  EXPECT_EQ(fire_skill_score(Variant::kMedieval, CoverClass::kSoft, false), 6);
  EXPECT_EQ(fire_skill_score(Variant::kMedieval, CoverClass::kHard, false), 6);
  EXPECT_EQ(fire_skill_score(Variant::kMedieval, CoverClass::kOpen, true), 6);
  EXPECT_EQ(fire_skill_score(Variant::kMedieval, CoverClass::kSoft, true), 7);
  EXPECT_EQ(fire_skill_score(Variant::kMedieval, CoverClass::kHard, true), 7);
}

// Each Musket cover class at each range and mounted combination: the lowest
// die that hits hits, one lower misses, and a -2 at hard cover never hits.
TEST(FireSkill, MusketEveryCoverRangeAndMount) {
  const MayhemMan pistol = shooter_with(Missile::kPistol);
  const MayhemMan target;
  struct Row {
    CoverClass cover;
    bool over_half;
    bool mounted;
    int lowest_hit;  // 7: never
  };
  const Row rows[] = {
      {CoverClass::kOpen, false, false, 4}, {CoverClass::kOpen, true, false, 5},
      {CoverClass::kOpen, false, true, 5},  {CoverClass::kOpen, true, true, 6},
      {CoverClass::kSoft, false, false, 5}, {CoverClass::kSoft, true, false, 6},
      {CoverClass::kSoft, false, true, 6},  {CoverClass::kSoft, true, true, 7},
      {CoverClass::kHard, false, false, 6}, {CoverClass::kHard, true, false, 7},
      {CoverClass::kHard, false, true, 7},  {CoverClass::kHard, true, true, 7},
  };
  for (const Row& row : rows) {
    SCOPED_TRACE(std::string(name_of(row.cover)) + (row.over_half ? " over half" : "") +
                 (row.mounted ? " mounted" : ""));
    const Shot shot = musket_shot(row.cover, row.over_half, row.mounted);
    EXPECT_EQ(fire_skill_modifier(pistol, shot), -int{row.over_half} - int{row.mounted});
    if (row.lowest_hit <= 6) {
      EXPECT_EQ(shoot(pistol, target, shot, {row.lowest_hit, 1}).outcome,
                ShotOutcome::kCourageCheck);
    }
    // Strict: even a 6 with -1 scores 5, short of hard cover's 6.
    const int miss_die = row.lowest_hit <= 6 ? row.lowest_hit - 1 : 6;
    EXPECT_EQ(shoot(pistol, target, shot, {miss_die}).outcome, ShotOutcome::kMiss);
  }
}

TEST(FireSkill, MedievalCoverAndNoMusketPenalties) {
  const MayhemMan bow = shooter_with(Missile::kBow);
  const MayhemMan target = armored(2, false);
  EXPECT_EQ(shoot(bow, target, medieval_shot(CoverClass::kOpen), {4}).outcome, ShotOutcome::kMiss);
  EXPECT_EQ(shoot(bow, target, medieval_shot(CoverClass::kOpen), {5, 1}).outcome,
            ShotOutcome::kNoEffect);
  for (CoverClass c : {CoverClass::kSoft, CoverClass::kHard}) {
    EXPECT_EQ(shoot(bow, target, medieval_shot(c), {5}).outcome, ShotOutcome::kMiss);
    EXPECT_EQ(shoot(bow, target, medieval_shot(c), {6, 2}).outcome, ShotOutcome::kKilled);
  }
  // Half range and horseback are Musket rules only.
  Shot far_mounted = medieval_shot(CoverClass::kOpen);
  far_mounted.over_half_range = true;
  far_mounted.mounted = true;
  EXPECT_EQ(fire_skill_modifier(bow, far_mounted), 0);
}

TEST(FireSkill, MassedBowmenOnlyInTheOpenOnASix) {
  const MayhemMan bow = shooter_with(Missile::kBow);
  const MayhemMan target = armored(3, false);
  Shot massed = medieval_shot(CoverClass::kOpen);
  massed.massed = true;
  EXPECT_EQ(shoot(bow, target, massed, {5}).outcome, ShotOutcome::kMiss);
  EXPECT_EQ(shoot(bow, target, massed, {6, 3}).outcome, ShotOutcome::kKilled);
  massed.cover = CoverClass::kSoft;
  const ShotRoll not_allowed = shoot(bow, target, massed, {});  // rolls nothing
  EXPECT_EQ(not_allowed.outcome, ShotOutcome::kMiss);
  EXPECT_EQ(not_allowed.skill_die, 0);
  EXPECT_DOUBLE_EQ(shot_odds(bow, target, massed).miss, 1.0);
}

TEST(FireSkill, HeroFireSkillBonus) {
  MayhemMan hawkeye = shooter_with(Missile::kRifle);
  hawkeye.fire_skill_bonus = 2;
  const Shot hard = musket_shot(CoverClass::kHard, true, false);  // needs 6, -1, +2: 5
  EXPECT_EQ(fire_skill_modifier(hawkeye, hard), 1);
  EXPECT_EQ(shoot(hawkeye, MayhemMan{}, hard, {4}).outcome, ShotOutcome::kMiss);
  EXPECT_EQ(shoot(hawkeye, MayhemMan{}, hard, {5, 1}).outcome, ShotOutcome::kCourageCheck);
}

// 004 / Musket / Impact Die: the lowest killing die for each weapon.
TEST(FireImpact, MusketEachWeaponModifier) {
  struct Row {
    Missile missile;
    GunLoad load;
    int modifier;
  };
  const Row rows[] = {
      {Missile::kPistol, GunLoad::kCanister, 0}, {Missile::kBow, GunLoad::kCanister, 0},
      {Missile::kMusket, GunLoad::kCanister, 1}, {Missile::kRifle, GunLoad::kCanister, 1},
      {Missile::kCannon, GunLoad::kCanister, 2}, {Missile::kCannon, GunLoad::kRoundshot, 3},
  };
  for (const Row& row : rows) {
    SCOPED_TRACE(std::string(name_of(row.missile)));
    const MayhemMan s = shooter_with(row.missile);
    Shot shot = musket_shot(CoverClass::kOpen);
    shot.load = row.load;
    EXPECT_EQ(fire_impact_modifier(s, shot), row.modifier);
    const int kills = 6 - row.modifier;
    EXPECT_EQ(shoot(s, MayhemMan{}, shot, {4, kills}).outcome, ShotOutcome::kKilled);
    EXPECT_EQ(shoot(s, MayhemMan{}, shot, {4, kills - 1}).outcome, ShotOutcome::kCourageCheck);
  }
  MayhemMan hero = shooter_with(Missile::kRifle);
  hero.fire_impact_bonus = 1;  // Killdeer: +1 rifle, +1 hero
  EXPECT_EQ(fire_impact_modifier(hero, musket_shot(CoverClass::kOpen)), 2);
  EXPECT_EQ(shoot(hero, MayhemMan{}, musket_shot(CoverClass::kOpen), {4, 4}).outcome,
            ShotOutcome::kKilled);
}

// 004 / Medieval / Combat Results/Impact: every armor row, the impact die
// equal to it removes, one less does nothing.
TEST(FireImpact, MedievalEveryArmorRow) {
  const MayhemMan bow = shooter_with(Missile::kCrossbow);
  for (int armor = 2; armor <= 6; ++armor) {
    SCOPED_TRACE(armor);
    const MayhemMan target = armored(armor, false);
    const Shot shot = medieval_shot(CoverClass::kOpen);
    EXPECT_EQ(fire_impact_needed(target, shot), armor);
    EXPECT_EQ(shoot(bow, target, shot, {5, armor}).outcome, ShotOutcome::kKilled);
    EXPECT_EQ(shoot(bow, target, shot, {5, armor - 1}).outcome, ShotOutcome::kNoEffect);
  }
}

// Shields count only to the front and left: medium armor with shield (5)
// is medium armor alone (4) from the right or rear.
TEST(FireImpact, MedievalShieldFrontVersusRight) {
  const MayhemMan bow = shooter_with(Missile::kBow);
  const MayhemMan shielded = armored(5, true);
  Shot front = medieval_shot(CoverClass::kOpen);
  Shot right = front;
  right.shield_side = false;
  EXPECT_EQ(armor_against(shielded, true), 5);
  EXPECT_EQ(armor_against(shielded, false), 4);
  EXPECT_EQ(armor_against(armored(5, false), false), 5);  // no shield to lose
  EXPECT_EQ(shoot(bow, shielded, front, {5, 4}).outcome, ShotOutcome::kNoEffect);
  EXPECT_EQ(shoot(bow, shielded, right, {5, 4}).outcome, ShotOutcome::kKilled);
}

TEST(FireImpact, MedievalEngineAndHeroBonus) {
  const MayhemMan engine = shooter_with(Missile::kEngine);
  const MayhemMan knight = armored(6, true);
  const Shot shot = medieval_shot(CoverClass::kOpen);
  EXPECT_EQ(fire_impact_modifier(engine, shot), 2);
  EXPECT_EQ(shoot(engine, knight, shot, {5, 4}).outcome, ShotOutcome::kKilled);
  EXPECT_EQ(shoot(engine, knight, shot, {5, 3}).outcome, ShotOutcome::kNoEffect);
  MayhemMan aylward = shooter_with(Missile::kBow);
  aylward.fire_skill_bonus = 1;
  aylward.fire_impact_bonus = 1;
  EXPECT_EQ(fire_impact_modifier(aylward, shot), 1);
  EXPECT_EQ(shoot(aylward, knight, shot, {4, 5}).outcome, ShotOutcome::kKilled);
}

// docs/rules/mayhem.md, Weapons: a weapon the other game names keeps its
// own impact. A musket or rifle carried in Medieval Mayhem strikes at +1
// against armor, a cannon at +2 (canister) or +3 (roundshot); an engine in
// Musket Mayhem at +2, so a 4 kills.
TEST(FireImpact, AWeaponOfTheOtherGameKeepsItsImpact) {
  const MayhemMan knight = armored(6, true);
  const Shot medieval = medieval_shot(CoverClass::kOpen);
  for (const Missile firearm : {Missile::kMusket, Missile::kRifle}) {
    SCOPED_TRACE(std::string(name_of(firearm)));
    const MayhemMan s = shooter_with(firearm);
    EXPECT_EQ(fire_impact_modifier(s, medieval), 1);
    EXPECT_EQ(shoot(s, knight, medieval, {5, 5}).outcome, ShotOutcome::kKilled);
    EXPECT_EQ(shoot(s, knight, medieval, {5, 4}).outcome, ShotOutcome::kNoEffect);
  }
  const MayhemMan cannon = shooter_with(Missile::kCannon);
  Shot canister = medieval;
  canister.load = GunLoad::kCanister;
  Shot roundshot = medieval;
  roundshot.load = GunLoad::kRoundshot;
  EXPECT_EQ(fire_impact_modifier(cannon, canister), 2);
  EXPECT_EQ(fire_impact_modifier(cannon, roundshot), 3);
  EXPECT_EQ(shoot(cannon, knight, canister, {5, 4}).outcome, ShotOutcome::kKilled);
  EXPECT_EQ(shoot(cannon, knight, canister, {5, 3}).outcome, ShotOutcome::kNoEffect);
  EXPECT_EQ(shoot(cannon, knight, roundshot, {5, 3}).outcome, ShotOutcome::kKilled);
  EXPECT_EQ(shoot(cannon, knight, roundshot, {5, 2}).outcome, ShotOutcome::kNoEffect);

  const MayhemMan engine = shooter_with(Missile::kEngine);
  const Shot musket = musket_shot(CoverClass::kOpen);
  EXPECT_EQ(fire_impact_modifier(engine, musket), 2);
  EXPECT_EQ(shoot(engine, MayhemMan{}, musket, {4, 4}).outcome, ShotOutcome::kKilled);
  EXPECT_EQ(shoot(engine, MayhemMan{}, musket, {4, 3}).outcome, ShotOutcome::kCourageCheck);
}

TEST(FireImpact, EngineBreaksDoorOnFive) {
  const MayhemMan engine = shooter_with(Missile::kEngine);
  ScriptedDice breaks{};
  breaks.dice(6, {5, 5});
  EngineBreakRoll r =
      roll_engine_at_structure(engine, CoverClass::kOpen, TokenPolicy::kKeep, breaks, 3);
  EXPECT_TRUE(r.broken);
  ScriptedDice holds{};
  holds.dice(6, {5, 4});  // no +2 against a door
  EXPECT_FALSE(
      roll_engine_at_structure(engine, CoverClass::kOpen, TokenPolicy::kKeep, holds, 3).broken);
  ScriptedDice misses{};
  misses.die(6, 4);
  r = roll_engine_at_structure(engine, CoverClass::kOpen, TokenPolicy::kKeep, misses, 3);
  EXPECT_FALSE(r.broken);
  EXPECT_EQ(r.impact_die, 0);
  EXPECT_DOUBLE_EQ(engine_break_chance(engine, CoverClass::kOpen, TokenPolicy::kKeep),
                   2.0 / 6 * 2.0 / 6);
}

TEST(FireTokens, RerollAFailedSkillDieOnce) {
  MayhemMan hero = shooter_with(Missile::kPistol);
  hero.rerolls = 1;
  const Shot open = musket_shot(CoverClass::kOpen);
  ShotRoll r = shoot(hero, MayhemMan{}, open, {3, 4, 2});
  EXPECT_TRUE(r.skill_rerolled);
  EXPECT_EQ(r.skill_die, 4);
  EXPECT_EQ(r.outcome, ShotOutcome::kCourageCheck);  // no token left for the impact die
  EXPECT_EQ(r.rerolls_used(), 1);
  r = shoot(hero, MayhemMan{}, open, {3, 3});  // one reroll per roll
  EXPECT_EQ(r.outcome, ShotOutcome::kMiss);
  Shot keep = open;
  keep.shooter_tokens = TokenPolicy::kKeep;
  r = shoot(hero, MayhemMan{}, keep, {3});
  EXPECT_EQ(r.outcome, ShotOutcome::kMiss);
  EXPECT_EQ(r.rerolls_used(), 0);
  // A hit is never rerolled; a failed impact die is, with a token left.
  r = shoot(hero, MayhemMan{}, open, {4, 5, 6});
  EXPECT_FALSE(r.skill_rerolled);
  EXPECT_TRUE(r.impact_rerolled);
  EXPECT_EQ(r.outcome, ShotOutcome::kKilled);
  hero.rerolls = 2;
  r = shoot(hero, MayhemMan{}, open, {1, 6, 2, 6});
  EXPECT_EQ(r.rerolls_used(), 2);
  EXPECT_EQ(r.outcome, ShotOutcome::kKilled);
}

TEST(FireTokens, SaveCancelsADeath) {
  const MayhemMan musket = shooter_with(Missile::kMusket);
  MayhemMan uncas;
  uncas.saves = 1;
  Shot shot = musket_shot(CoverClass::kOpen);
  ShotRoll r = shoot(musket, uncas, shot, {4, 5});
  EXPECT_EQ(r.outcome, ShotOutcome::kSaved);
  EXPECT_TRUE(r.save_used);
  r = shoot(musket, uncas, shot, {4, 4});  // no death to cancel
  EXPECT_EQ(r.outcome, ShotOutcome::kCourageCheck);
  EXPECT_FALSE(r.save_used);
  shot.target_tokens = TokenPolicy::kKeep;
  EXPECT_EQ(shoot(musket, uncas, shot, {4, 5}).outcome, ShotOutcome::kKilled);
}

TEST(FireRolls, PurposesNameTheDieAndItsNeed) {
  VectorSink sink;
  ScriptedDice dice{};
  dice.dice(6, {6, 5});
  Dice::Binding bind(dice, sink, nullptr);
  roll_shot(shooter_with(Missile::kMusket), MayhemMan{},
            musket_shot(CoverClass::kSoft, true, false), dice, 4, 7);
  ASSERT_EQ(sink.events.size(), 2u);
  const RollPurpose& skill = sink.events[0].purpose;
  EXPECT_STREQ(skill.label, "skill die");
  EXPECT_EQ(skill.code, kFireSkillRoll);
  EXPECT_EQ(skill.actor, 4);
  EXPECT_EQ(skill.target, 7);
  EXPECT_EQ(skill.needed, 6);  // soft 5, -1 over half range
  EXPECT_EQ(skill.need, Need::kAtLeast);
  const RollPurpose& impact = sink.events[1].purpose;
  EXPECT_STREQ(impact.label, "impact die");
  EXPECT_EQ(impact.code, kFireImpactRoll);
  EXPECT_EQ(impact.needed, 5);  // 6, +1 musket
}

TEST(FireOdds, HandCounted) {
  // Musket, open, not over half range: hit 1/2, kill 1/2 * 2/6.
  const ShotOdds o =
      shot_odds(shooter_with(Missile::kMusket), MayhemMan{}, musket_shot(CoverClass::kOpen));
  EXPECT_DOUBLE_EQ(o.hit(), 0.5);
  EXPECT_DOUBLE_EQ(o.killed, 0.5 * 2 / 6);
  EXPECT_DOUBLE_EQ(o.courage_check, 0.5 * 4 / 6);
  EXPECT_DOUBLE_EQ(o.no_effect, 0.0);
  // Hard cover from horseback can never hit.
  EXPECT_DOUBLE_EQ(shot_odds(shooter_with(Missile::kMusket), MayhemMan{},
                             musket_shot(CoverClass::kHard, false, true))
                       .miss,
                   1.0);
  // Medieval bow at medium armor alone / light with shield (4) from the right: 3.
  Shot right = medieval_shot(CoverClass::kOpen);
  right.shield_side = false;
  const ShotOdds m = shot_odds(shooter_with(Missile::kBow), armored(4, true), right);
  EXPECT_DOUBLE_EQ(m.hit(), 2.0 / 6);
  EXPECT_DOUBLE_EQ(m.killed, 2.0 / 6 * 4.0 / 6);  // 3-6 on the impact die
  EXPECT_DOUBLE_EQ(m.no_effect, 2.0 / 6 * 2.0 / 6);
  // A reroll token on the skill die: 1/2 + 1/2 * 1/2.
  MayhemMan hero = shooter_with(Missile::kPistol);
  hero.rerolls = 1;
  Shot open = musket_shot(CoverClass::kOpen);
  EXPECT_DOUBLE_EQ(shot_odds(hero, MayhemMan{}, open).hit(), 0.75);
  open.shooter_tokens = TokenPolicy::kKeep;
  EXPECT_DOUBLE_EQ(shot_odds(hero, MayhemMan{}, open).hit(), 0.5);
}

// The exact odds equal the sum over every path of dice roll_shot can take.
TEST(FireOdds, MatchEnumerationOfEveryDiePath) {
  int cases = 0;
  for (Variant v : {Variant::kMusket, Variant::kMedieval}) {
    for (CoverClass c : {CoverClass::kOpen, CoverClass::kSoft, CoverClass::kHard}) {
      for (Missile m : {Missile::kPistol, Missile::kMusket, Missile::kCannon, Missile::kEngine}) {
        for (int tokens = 0; tokens < 4; ++tokens) {
          for (int flags = 0; flags < 8; ++flags) {
            MayhemMan s = shooter_with(m);
            s.rerolls = static_cast<int8_t>(tokens % 3);
            s.fire_skill_bonus = static_cast<int8_t>(flags & 4 ? 1 : 0);
            MayhemMan t = armored(3 + tokens, flags & 1);
            t.saves = tokens == 3 ? 1 : 0;
            Shot shot;
            shot.variant = v;
            shot.cover = c;
            shot.over_half_range = flags & 1;
            shot.mounted = flags & 2;
            shot.shield_side = !(flags & 2);
            shot.load = flags & 4 ? GunLoad::kRoundshot : GunLoad::kCanister;
            shot.massed = v == Variant::kMedieval && (flags & 2);
            ShotOdds counted;
            testing::for_each_path([&](Dice& d) { return roll_shot(s, t, shot, d).outcome; },
                                   [&](ShotOutcome o, double w) {
                                     switch (o) {
                                       case ShotOutcome::kMiss:
                                         counted.miss += w;
                                         break;
                                       case ShotOutcome::kKilled:
                                         counted.killed += w;
                                         break;
                                       case ShotOutcome::kSaved:
                                         counted.saved += w;
                                         break;
                                       case ShotOutcome::kCourageCheck:
                                         counted.courage_check += w;
                                         break;
                                       case ShotOutcome::kNoEffect:
                                         counted.no_effect += w;
                                         break;
                                     }
                                   });
            const ShotOdds exact = shot_odds(s, t, shot);
            EXPECT_NEAR(exact.total(), 1.0, 1e-12);
            EXPECT_NEAR(exact.miss, counted.miss, 1e-12);
            EXPECT_NEAR(exact.killed, counted.killed, 1e-12);
            EXPECT_NEAR(exact.saved, counted.saved, 1e-12);
            EXPECT_NEAR(exact.courage_check, counted.courage_check, 1e-12);
            EXPECT_NEAR(exact.no_effect, counted.no_effect, 1e-12);
            ++cases;
          }
        }
      }
    }
  }
  EXPECT_EQ(cases, 2 * 3 * 4 * 4 * 8);
}

TEST(FireOdds, EngineBreakMatchesEnumeration) {
  for (int rerolls = 0; rerolls <= 2; ++rerolls) {
    MayhemMan e = shooter_with(Missile::kEngine);
    e.rerolls = static_cast<int8_t>(rerolls);
    double broken = 0;
    testing::for_each_path(
        [&](Dice& d) {
          return roll_engine_at_structure(e, CoverClass::kSoft, TokenPolicy::kSpendWhenItHelps, d)
              .broken;
        },
        [&](bool b, double w) { broken += b ? w : 0.0; });
    EXPECT_NEAR(engine_break_chance(e, CoverClass::kSoft, TokenPolicy::kSpendWhenItHelps), broken,
                1e-12);
  }
}

// STYLE habit 5: a fixed-seed simulation agrees with the exact odds.
TEST(FireOdds, AgreeWithSimulation) {
  MayhemMan hero = shooter_with(Missile::kRifle);
  hero.rerolls = 1;
  const Shot shot = musket_shot(CoverClass::kSoft);
  const ShotOdds exact = shot_odds(hero, MayhemMan{}, shot);
  SeededDice dice(4004);
  constexpr int kShots = 200'000;
  int killed = 0, checks = 0;
  for (int i = 0; i < kShots; ++i) {
    const ShotOutcome o = roll_shot(hero, MayhemMan{}, shot, dice).outcome;
    killed += o == ShotOutcome::kKilled;
    checks += o == ShotOutcome::kCourageCheck;
  }
  EXPECT_NEAR(static_cast<double>(killed) / kShots, exact.killed, 0.005);
  EXPECT_NEAR(static_cast<double>(checks) / kShots, exact.courage_check, 0.005);
}

}  // namespace
}  // namespace skirmish::mayhem
