// 004 / Morale/Courage Checks; Medieval / Morale: the group die at each
// rating, standing still when ordered to charge, each man running off or
// retreating 2d6", the schiltron, the Musket missile-hit check at the
// group's rate, save tokens, and the exact odds against enumeration.
#include "engine/rules/mayhem/courage_dice.h"

#include <gtest/gtest.h>

#include <initializer_list>

#include "engine/core/events.h"
#include "tests/rules/mayhem/dice_paths.h"

namespace skirmish::mayhem {
namespace {

MayhemMan with_courage(int courage, int saves = 0) {
  MayhemMan m;
  m.courage = static_cast<int8_t>(courage);
  m.saves = static_cast<int8_t>(saves);
  return m;
}

GroupCourageRoll group(const CourageCheck& c, std::initializer_list<int> d6) {
  ScriptedDice dice;
  dice.dice(6, d6);
  const GroupCourageRoll r = roll_group_courage(c, dice);
  EXPECT_EQ(dice.left(), 0u) << "unused scripted dice";
  return r;
}

ManCourageRoll man(const MayhemMan& m, bool schiltron, TokenPolicy t,
                   std::initializer_list<int> d6) {
  ScriptedDice dice;
  dice.dice(6, d6);
  const ManCourageRoll r = roll_man_courage(m, schiltron, t, dice, 3);
  EXPECT_EQ(dice.left(), 0u) << "unused scripted dice";
  return r;
}

HitCourageRoll hit(const MayhemMan& m, int group_courage, TokenPolicy t,
                   std::initializer_list<int> d6) {
  ScriptedDice dice;
  dice.dice(6, d6);
  const HitCourageRoll r = roll_hit_courage(m, group_courage, t, dice, 3);
  EXPECT_EQ(dice.left(), 0u) << "unused scripted dice";
  return r;
}

constexpr TokenPolicy kSpend = TokenPolicy::kSpendWhenItHelps;
constexpr TokenPolicy kKeep = TokenPolicy::kKeep;

// Each rating 2..5: equal passes, one more fails.
TEST(GroupCourage, PassAtOrUnderTheHighestCourage) {
  for (int courage = 2; courage <= 5; ++courage) {
    SCOPED_TRACE(courage);
    CourageCheck c;
    c.courage = courage;
    EXPECT_EQ(group(c, {courage}).result, GroupCourage::kPassed);
    EXPECT_EQ(group(c, {courage + 1}).result, GroupCourage::kFailed);
    EXPECT_DOUBLE_EQ(group_pass_chance(c), courage / 6.0);
  }
}

TEST(GroupCourage, OrderedToChargeStandsStill) {
  CourageCheck c;
  c.courage = 3;
  c.ordered_to_charge = true;
  EXPECT_EQ(group(c, {3}).result, GroupCourage::kPassed);
  const GroupCourageRoll r = group(c, {4});  // no individual rolls follow
  EXPECT_EQ(r.result, GroupCourage::kStandStill);
  EXPECT_FALSE(r.passed());
}

TEST(GroupCourage, SchiltronAddsOne) {
  CourageCheck c;
  c.courage = 3;
  c.schiltron = true;
  EXPECT_EQ(courage_target(3, true), 4);
  EXPECT_EQ(group(c, {4}).result, GroupCourage::kPassed);
  EXPECT_EQ(group(c, {5}).result, GroupCourage::kFailed);
  EXPECT_DOUBLE_EQ(group_pass_chance(c), 4.0 / 6);
  // Each pikeman's own roll too.
  const MayhemMan pike = with_courage(3);
  EXPECT_EQ(man(pike, true, kSpend, {4, 1, 1}).fate, CourageFate::kRetreats);
  EXPECT_EQ(man(pike, false, kSpend, {4}).fate, CourageFate::kRunsOff);
}

TEST(GroupCourage, LoneHeroSavesAFailedCheck) {
  const MayhemMan hero = with_courage(4, 1);
  CourageCheck c;
  c.courage = 4;
  c.alone = &hero;
  GroupCourageRoll r = group(c, {5});
  EXPECT_EQ(r.result, GroupCourage::kSaved);
  EXPECT_TRUE(r.passed());
  EXPECT_TRUE(r.save_used());
  EXPECT_FALSE(group(c, {4}).save_used());  // a pass spends nothing
  EXPECT_DOUBLE_EQ(group_pass_chance(c), 1.0);
  c.tokens = kKeep;
  EXPECT_EQ(group(c, {5}).result, GroupCourage::kFailed);
  c.ordered_to_charge = true;
  EXPECT_EQ(group(c, {5}).result, GroupCourage::kStandStill);
  c.tokens = kSpend;
  EXPECT_EQ(group(c, {5}).result, GroupCourage::kSaved);  // he charges after all
  CourageCheck in_a_group;  // no lone man: nobody's token covers the group
  in_a_group.courage = 4;
  EXPECT_EQ(group(in_a_group, {5}).result, GroupCourage::kFailed);
}

TEST(ManCourage, RunsOffOverHisCourageElseRetreats2d6) {
  for (int courage = 2; courage <= 5; ++courage) {
    SCOPED_TRACE(courage);
    const MayhemMan m = with_courage(courage);
    const ManCourageRoll runs = man(m, false, kSpend, {courage + 1});
    EXPECT_EQ(runs.fate, CourageFate::kRunsOff);
    EXPECT_EQ(runs.retreat_inches, 0);
    const ManCourageRoll stays = man(m, false, kSpend, {courage, 6, 3});
    EXPECT_EQ(stays.fate, CourageFate::kRetreats);
    EXPECT_EQ(stays.retreat_dice[0], 6);
    EXPECT_EQ(stays.retreat_dice[1], 3);
    EXPECT_EQ(stays.retreat_inches, 9);
  }
}

TEST(ManCourage, SaveTurnsRunningOffIntoARetreat) {
  const MayhemMan hero = with_courage(3, 1);
  const ManCourageRoll r = man(hero, false, kSpend, {5, 2, 2});
  EXPECT_TRUE(r.save_used);
  EXPECT_EQ(r.fate, CourageFate::kRetreats);
  EXPECT_EQ(r.retreat_inches, 4);
  EXPECT_FALSE(man(hero, false, kSpend, {3, 1, 1}).save_used);
  EXPECT_EQ(man(hero, false, kKeep, {5}).fate, CourageFate::kRunsOff);
}

TEST(HitCourage, MusketIndividualCheckAtTheGroupsRate) {
  const MayhemMan soldier = with_courage(3);
  // His leader's 4 sets the rate: a 4 passes though his own courage is 3.
  HitCourageRoll r = hit(soldier, 4, kSpend, {4});
  EXPECT_EQ(r.fate(), CourageFate::kHolds);
  EXPECT_EQ(r.man.die, 0);
  r = hit(soldier, 4, kSpend, {5, 4});  // fails; his own 4 is over 3
  EXPECT_EQ(r.fate(), CourageFate::kRunsOff);
  r = hit(soldier, 4, kSpend, {6, 3, 4, 5});
  EXPECT_EQ(r.fate(), CourageFate::kRetreats);
  EXPECT_EQ(r.man.retreat_inches, 9);
  const MayhemMan hero = with_courage(3, 1);
  r = hit(hero, 3, kSpend, {6});
  EXPECT_EQ(r.fate(), CourageFate::kHolds);
  EXPECT_TRUE(r.save_used());
  EXPECT_EQ(hit(hero, 3, kKeep, {6, 6}).fate(), CourageFate::kRunsOff);
}

TEST(CourageRolls, Purposes) {
  VectorSink sink;
  ScriptedDice dice;
  dice.dice(6, {6, 2, 1, 1});
  Dice::Binding bind(dice, sink, nullptr);
  roll_hit_courage(with_courage(2), 4, kSpend, dice, 9);
  ASSERT_EQ(sink.events.size(), 4u);
  EXPECT_STREQ(sink.events[0].purpose.label, "courage check");
  EXPECT_EQ(sink.events[0].purpose.code, kGroupCourageRoll);
  EXPECT_EQ(sink.events[0].purpose.needed, 4);
  EXPECT_EQ(sink.events[0].purpose.need, Need::kAtMost);
  EXPECT_STREQ(sink.events[1].purpose.label, "courage roll");
  EXPECT_EQ(sink.events[1].purpose.needed, 2);
  EXPECT_EQ(sink.events[1].purpose.actor, 9);
  EXPECT_STREQ(sink.events[2].purpose.label, "retreat");
  EXPECT_EQ(sink.events[3].purpose.code, kRetreatRoll);
}

TEST(CourageOdds, HandCounted) {
  const CourageOdds own = man_courage_odds(with_courage(3), false, kSpend);
  EXPECT_DOUBLE_EQ(own.runs_off, 0.5);
  EXPECT_DOUBLE_EQ(own.retreats, 0.5);
  EXPECT_DOUBLE_EQ(man_courage_odds(with_courage(5), false, kSpend).runs_off, 1.0 / 6);
  EXPECT_DOUBLE_EQ(man_courage_odds(with_courage(5), true, kSpend).runs_off, 0.0);
  EXPECT_DOUBLE_EQ(man_courage_odds(with_courage(2, 1), false, kSpend).runs_off, 0.0);
  const CourageOdds h = hit_courage_odds(with_courage(2), 4, kSpend);
  EXPECT_DOUBLE_EQ(h.holds, 4.0 / 6);
  EXPECT_DOUBLE_EQ(h.runs_off, 2.0 / 6 * 4.0 / 6);
  EXPECT_DOUBLE_EQ(h.retreats, 2.0 / 6 * 2.0 / 6);
  CourageCheck c;
  c.courage = 5;
  const CourageOdds g = group_member_odds(c, with_courage(3));
  EXPECT_DOUBLE_EQ(g.holds, 5.0 / 6);
  EXPECT_DOUBLE_EQ(g.runs_off, 1.0 / 6 * 3.0 / 6);
  EXPECT_NEAR(g.total(), 1.0, 1e-12);
}

TEST(CourageOdds, MatchEnumeration) {
  for (int courage = 1; courage <= 6; ++courage) {
    for (int rate = courage; rate <= 6; ++rate) {
      for (int saves = 0; saves <= 1; ++saves) {
        for (TokenPolicy t : {kSpend, kKeep}) {
          const MayhemMan m = with_courage(courage, saves);
          CourageOdds counted;
          testing::for_each_path([&](Dice& d) { return roll_hit_courage(m, rate, t, d).fate(); },
                                 [&](CourageFate f, double w) {
                                   if (f == CourageFate::kHolds) counted.holds += w;
                                   if (f == CourageFate::kRunsOff) counted.runs_off += w;
                                   if (f == CourageFate::kRetreats) counted.retreats += w;
                                 });
          const CourageOdds exact = hit_courage_odds(m, rate, t);
          EXPECT_NEAR(exact.total(), 1.0, 1e-12);
          EXPECT_NEAR(exact.holds, counted.holds, 1e-12);
          EXPECT_NEAR(exact.runs_off, counted.runs_off, 1e-12);
          EXPECT_NEAR(exact.retreats, counted.retreats, 1e-12);

          for (bool schiltron : {false, true}) {
            double runs = 0;
            testing::for_each_path(
                [&](Dice& d) { return roll_man_courage(m, schiltron, t, d).fate; },
                [&](CourageFate f, double w) { runs += f == CourageFate::kRunsOff ? w : 0.0; });
            EXPECT_NEAR(man_courage_odds(m, schiltron, t).runs_off, runs, 1e-12);
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace skirmish::mayhem
