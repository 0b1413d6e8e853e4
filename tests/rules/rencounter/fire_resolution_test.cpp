// 000 / Combat / Fire Combat / Skill: the to-hit roll with forced dice, each
// row of the lucky-shot table, natural 12, the worked example, and where a
// shot goes (cover, friends, man or horse).
#include "engine/rules/rencounter/fire_resolution.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/core/dice.h"
#include "tests/rules/rencounter/fire_test_support.h"

namespace skirmish::rencounter {
namespace {

using testing::plain_shot;

ToHitRoll roll(int need, ScriptedDice& dice, const FireOptions& o = {}) {
  return roll_to_hit(need, dice, RollPurpose{}, o);
}

TEST(ToHit, RollNeedOrLess) {
  for (int need = 1; need <= 11; ++need) {
    ScriptedDice hit{{false, 12, need}};
    EXPECT_TRUE(roll(need, hit).hit) << need;
    if (need < 11) {
      ScriptedDice miss{{false, 12, need + 1}};
      EXPECT_FALSE(roll(need, miss).hit) << need;
    }
  }
}

TEST(ToHit, NaturalTwelveAlwaysFails) {
  for (int need : {11, 12, 15, 30}) {
    ScriptedDice dice{{false, 12, 12}};
    const ToHitRoll r = roll(need, dice);
    EXPECT_FALSE(r.hit) << need;
    EXPECT_EQ(dice.left(), 0u);
  }
  ScriptedDice eleven{{false, 12, 11}};
  EXPECT_TRUE(roll(30, eleven).hit);
}

// 000 / Skill, "Roll needed / Confirming roll on D12": every row.
TEST(ToHit, ConfirmationTableRows) {
  const int table[][2] = {{0, 9}, {-1, 7}, {-2, 5}, {-3, 3}, {-4, 1}, {-5, 0}};
  for (const auto& row : table) {
    const int need = row[0];
    const int confirm = row[1];
    EXPECT_EQ(confirmation_needed(need), confirm) << need;
    if (confirm > 0) {
      ScriptedDice hit;
      hit.dice(12, {1, confirm});
      const ToHitRoll r = roll(need, hit);
      EXPECT_TRUE(r.hit) << need;
      EXPECT_TRUE(r.lucky);
      EXPECT_EQ(r.confirm, confirm);
      EXPECT_FALSE(r.beat_by_three);
      ScriptedDice miss;
      miss.dice(12, {1, confirm + 1});
      EXPECT_FALSE(roll(need, miss).hit) << need;
      ScriptedDice no_one;  // anything but a natural 1 misses, with no second die
      no_one.die(12, 2);
      EXPECT_FALSE(roll(need, no_one).hit);
      EXPECT_EQ(no_one.left(), 0u);
    } else {
      // -5: a natural 1 cannot be confirmed; no second die is rolled.
      ScriptedDice one{{false, 12, 1}};
      const ToHitRoll r = roll(need, one);
      EXPECT_FALSE(r.hit);
      EXPECT_EQ(r.confirm, 0);
      EXPECT_EQ(one.left(), 0u);
    }
  }
  EXPECT_EQ(confirmation_needed(-9), 0);
  EXPECT_EQ(confirmation_needed(3), 12);
}

// 000 / Skill: "Private Wilton has a fire skill of 5 and after all modifiers
// (-6 total) ... needs -1 ... needs to roll a 1, and then ... 7 or less".
TEST(ToHit, PrivateWilton) {
  ShotSituation s = plain_shot("Flintlock Musket", 25);  // long range -4
  s.skill = 5;
  s.snap = SnapFire::kWithOtherAction;  // -2
  const ShotAssessment a = assess_shot(s);
  EXPECT_EQ(a.modifiers.total(), -6);
  EXPECT_EQ(a.need, -1);
  EXPECT_EQ(how_to_hit(a.need), "roll 1, then 7 or less on a second d12");
  ScriptedDice seven;
  seven.dice(12, {1, 7});
  EXPECT_EQ(resolve_shot(a, s, seven).outcome, ShotOutcome::kHitTarget);
  ScriptedDice eight;
  eight.dice(12, {1, 8});
  EXPECT_EQ(resolve_shot(a, s, eight).outcome, ShotOutcome::kMiss);
  // "With modifiers dropping his effective skill to -4, he'd need snake eyes".
  EXPECT_EQ(how_to_hit(-4), "roll 1, then 1 on a second d12");
  EXPECT_EQ(how_to_hit(-5), "cannot hit at -5 or worse");
  EXPECT_EQ(how_to_hit(4), "roll 4 or less on a d12");
  EXPECT_EQ(how_to_hit(13), "roll 11 or less on a d12 (a natural 12 always misses)");
}

TEST(ToHit, BeatByThree) {
  ScriptedDice five{{false, 12, 5}};
  const ToHitRoll r = roll(8, five);
  EXPECT_TRUE(r.beat_by_three);
  EXPECT_EQ(r.margin, 3);
  ScriptedDice six{{false, 12, 6}};
  EXPECT_FALSE(roll(8, six).beat_by_three);
  // Uncapped, a need of 14 is beaten by 3 on an 11; capped at 11, on an 8.
  ScriptedDice eleven{{false, 12, 11}};
  EXPECT_TRUE(roll(14, eleven).beat_by_three);
  FireOptions capped;
  capped.cap_need_for_margin = true;
  ScriptedDice eleven_again{{false, 12, 11}};
  EXPECT_FALSE(roll(14, eleven_again, capped).beat_by_three);
  ScriptedDice eight{{false, 12, 8}};
  EXPECT_TRUE(roll(14, eight, capped).beat_by_three);
}

TEST(ToHit, RollsAreDeclaredAsFire) {
  ScriptedDice dice;
  dice.dice(12, {1, 3});
  VectorSink sink;
  dice.attach(sink);
  RollPurpose p;
  p.actor = 2;
  p.target = 5;
  roll_to_hit(-1, dice, p);
  ASSERT_EQ(sink.events.size(), 2u);
  EXPECT_EQ(sink.events[0].purpose.code, kFireToHitRoll);
  EXPECT_EQ(sink.events[0].purpose.needed, -1);
  EXPECT_EQ(sink.events[1].purpose.code, kFireConfirmRoll);
  EXPECT_EQ(sink.events[1].purpose.needed, 7);
  EXPECT_EQ(sink.events[1].purpose.actor, 2);
}

TEST(ShotPlacement, MissOnSolidCoverHitsTheCover) {
  ShotSituation s = plain_shot();
  s.skill = 6;
  s.solid_cover = SolidCover::kThreeQuarters;  // needs 3, 6 without the cover
  const ShotAssessment a = assess_shot(s);
  ASSERT_EQ(a.need, 3);
  ScriptedDice cover{{false, 12, 5}};
  EXPECT_EQ(resolve_shot(a, s, cover).outcome, ShotOutcome::kHitCover);
  ScriptedDice clean{{false, 12, 7}};
  EXPECT_EQ(resolve_shot(a, s, clean).outcome, ShotOutcome::kMiss);
  s.cover_is_friend = true;  // "it hits the interposed friend instead"
  ScriptedDice friend_hit{{false, 12, 5}};
  EXPECT_EQ(resolve_shot(assess_shot(s), s, friend_hit).outcome, ShotOutcome::kHitFriend);
}

TEST(ShotPlacement, LuckyShotJudgedAgainstCoverToo) {
  ShotSituation s = plain_shot();
  s.skill = 4;
  s.solid_cover = SolidCover::kLoophole;  // needs -1, 4 without the cover
  const ShotAssessment a = assess_shot(s);
  ASSERT_EQ(a.need, -1);
  ScriptedDice dice;
  dice.dice(12, {1, 9});  // confirmation fails, but a 1 would have hit without cover
  EXPECT_EQ(resolve_shot(a, s, dice).outcome, ShotOutcome::kHitCover);
  // At -6 no confirming die could hit the target, but one is still rolled
  // when the need without cover is itself a lucky-shot need.
  s.skill = -1;  // needs -6, -1 without cover
  ScriptedDice deep;
  deep.dice(12, {1, 7});
  EXPECT_EQ(resolve_shot(assess_shot(s), s, deep).outcome, ShotOutcome::kHitCover);
  EXPECT_EQ(deep.left(), 0u);
}

TEST(ShotPlacement, FriendInMeleeOnAMiss) {
  ShotSituation s = plain_shot();
  s.target_in_melee_with_friend = true;  // needs 6
  const ShotAssessment a = assess_shot(s);
  ScriptedDice hit_friend;
  hit_friend.dice(12, {10, 2});
  ShotResult r = resolve_shot(a, s, hit_friend);
  EXPECT_EQ(r.outcome, ShotOutcome::kHitFriend);
  EXPECT_TRUE(r.rolled_melee_friend);
  ScriptedDice spared;
  spared.dice(12, {10, 3});
  EXPECT_EQ(resolve_shot(a, s, spared).outcome, ShotOutcome::kMiss);
  ScriptedDice hit_target{{false, 12, 4}};  // a hit rolls no friend die
  EXPECT_EQ(resolve_shot(a, s, hit_target).outcome, ShotOutcome::kHitTarget);
  EXPECT_EQ(hit_target.left(), 0u);
}

TEST(ShotPlacement, FriendInMeleeOnAnyShot) {
  FireOptions o;
  o.melee_friend_risk = MeleeFriendRisk::kOnAnyShot;
  ShotSituation s = plain_shot();
  s.target_in_melee_with_friend = true;
  const ShotAssessment a = assess_shot(s, o);
  ScriptedDice first{{false, 12, 1}};
  EXPECT_EQ(resolve_shot(a, s, first, o).outcome, ShotOutcome::kHitFriend);
  ScriptedDice clear;
  clear.dice(12, {3, 4});
  EXPECT_EQ(resolve_shot(a, s, clear, o).outcome, ShotOutcome::kHitTarget);
}

TEST(ShotPlacement, ManOrHorse) {
  ShotSituation s = plain_shot();
  s.target_mounted = true;
  ScriptedDice man;
  man.die(12, 3).die(6, 2);
  EXPECT_EQ(resolve_shot(assess_shot(s), s, man).outcome, ShotOutcome::kHitTarget);
  ScriptedDice horse;
  horse.die(12, 3).die(6, 3);
  EXPECT_EQ(resolve_shot(assess_shot(s), s, horse).outcome, ShotOutcome::kHitOther);
  s.mounted_aim = MountedAim::kMan;
  ScriptedDice stray;
  stray.die(12, 3).die(6, 1);
  EXPECT_EQ(resolve_shot(assess_shot(s), s, stray).outcome, ShotOutcome::kHitOther);
  ScriptedDice aimed;
  aimed.die(12, 3).die(6, 6);
  EXPECT_EQ(resolve_shot(assess_shot(s), s, aimed).outcome, ShotOutcome::kHitTarget);
}

TEST(ShotPlacement, CannotFireThrows) {
  ShotSituation s = plain_shot("Flintlock Musket", 100);
  ScriptedDice dice;
  EXPECT_THROW(resolve_shot(assess_shot(s), s, dice), std::invalid_argument);
}

}  // namespace
}  // namespace skirmish::rencounter
