// 000 / Actions, 000 / The Figure / Experience and 000 / Morale: the action
// roll for every experience level, both ways of handling masters, the roll
// of 1, the results over 6 at each experience, and the heroes option, each
// forced with ScriptedDice.
#include "engine/rules/rencounter/action_roll.h"

#include <gtest/gtest.h>

namespace skirmish::rencounter {
namespace {

const ActionOptions kDefaults;

ActionOptions confirm_six() {
  ActionOptions o;
  o.master = MasterHandling::kConfirmSix;
  return o;
}

ActionRollSituation man(int experience, int wound_points = 0, int extra = 0,
                        bool morale_check = false) {
  ActionRollSituation s;
  s.experience = experience;
  s.wound_points = wound_points;
  s.extra_modifier = extra;
  s.morale_check = morale_check;
  return s;
}

// Rolls with the given faces forced; every scripted face must be used.
ActionRoll roll(const ActionRollSituation& s, std::initializer_list<int> faces,
                const ActionOptions& options = kDefaults) {
  ScriptedDice dice;
  dice.dice(6, faces);
  const ActionRoll r = roll_action(s, options, dice);
  EXPECT_EQ(dice.left(), 0u) << "not every scripted die was rolled";
  return r;
}

TEST(ActionRoll, EveryExperienceActsOnItsNumberOrLess) {
  for (int experience = kScum; experience <= kVeteran; ++experience) {
    for (int die = 1; die <= 6; ++die) {
      const ActionRoll r = roll(man(experience), {die});
      EXPECT_EQ(r.result, die <= experience ? ActionResult::kActs : ActionResult::kHesitates)
          << experience_name(experience) << " rolling " << die;
      EXPECT_EQ(r.total, die);
    }
  }
  EXPECT_EQ(experience_name(kGreen), "Green");
}

TEST(ActionRoll, ModifiersAreAddedToTheDie) {
  // "Modify the action die roll for a figure by adding the number of wound
  // points to his roll": an Average with a serious wound needs 2 or less.
  EXPECT_EQ(roll(man(kAverage, 2), {2}).result, ActionResult::kActs);
  EXPECT_EQ(roll(man(kAverage, 2), {3}).result, ActionResult::kHesitates);
  EXPECT_EQ(roll(man(kAverage, 2), {3}).total, 5);
  // A modifier below 0 makes acting easier.
  EXPECT_EQ(roll(man(kGreen, 0, -1), {4}).result, ActionResult::kActs);
}

TEST(ActionRoll, MoraleModifiersCountOnlyOnMoraleChecks) {
  ActionRollSituation s = man(kAverage);
  s.morale.men_lost = 2;
  EXPECT_EQ(total_modifier(s, kDefaults), 0);
  EXPECT_EQ(roll(s, {4}).result, ActionResult::kActs);
  s.morale_check = true;
  EXPECT_EQ(total_modifier(s, kDefaults), 2);
  EXPECT_EQ(roll(s, {4}).result, ActionResult::kHesitates);
  EXPECT_EQ(roll(s, {2}).result, ActionResult::kActs);
}

TEST(ActionRoll, RecordsTheRollWithItsPurpose) {
  VectorSink sink;
  ScriptedDice dice;
  dice.die(6, 3);
  dice.attach(sink);
  ActionRollSituation s = man(kVeteran, 1, 0, true);
  s.morale.leader_lost = true;
  roll_action(s, kDefaults, dice, 7);
  ASSERT_EQ(sink.events.size(), 1u);
  const RollPurpose& p = sink.events[0].purpose;
  EXPECT_EQ(p.code, roll_code::kMoraleCheck);
  EXPECT_STREQ(p.label, "morale check");
  EXPECT_EQ(p.actor, 7);
  EXPECT_EQ(p.needed, 2);  // 5 less the wound (1) and the lost leader (2)
  EXPECT_EQ(p.need, Need::kAtMost);
}

TEST(ActionRoll, MasterAlwaysSucceedsUnmodifiedWithoutADie) {
  ScriptedDice none;
  const ActionRoll r = roll_action(man(kMaster), kDefaults, none);
  EXPECT_EQ(r.result, ActionResult::kActs);
  EXPECT_EQ(r.die, 0);
  EXPECT_EQ(none.rolls_made(), 0u);
  // "unless affected by wounds or morale modifiers": then he rolls.
  EXPECT_EQ(roll(man(kMaster, 1), {5}).result, ActionResult::kActs);
  EXPECT_EQ(roll(man(kMaster, 1), {6}).result, ActionResult::kFallsBack);
  EXPECT_EQ(roll(man(kMaster, 0, 2), {5}).result, ActionResult::kFallsBack);
}

TEST(ActionRoll, MasterConfirmsASix) {
  const ActionOptions o = confirm_six();
  // "they fail if they roll a 6 and then a 4-6 on a second confirming die".
  for (int confirm = 1; confirm <= 6; ++confirm) {
    const ActionRoll r = roll(man(kMaster), {6, confirm}, o);
    EXPECT_EQ(r.confirm_die, confirm);
    EXPECT_EQ(r.result, confirm >= 4 ? ActionResult::kHesitates : ActionResult::kActs);
  }
  for (int die = 1; die <= 5; ++die) {
    const ActionRoll r = roll(man(kMaster), {die}, o);
    EXPECT_EQ(r.result, ActionResult::kActs);
    EXPECT_EQ(r.confirm_die, 0);
  }
  // Modified, the total of 6 is the one confirmed; 7 is over 6.
  EXPECT_EQ(roll(man(kMaster, 1), {5, 4}, o).result, ActionResult::kHesitates);
  EXPECT_EQ(roll(man(kMaster, 1), {5, 3}, o).result, ActionResult::kActs);
  EXPECT_EQ(roll(man(kMaster, 1), {6}, o).result, ActionResult::kFallsBack);
  EXPECT_EQ(name_of(o.master), "confirm six");
}

TEST(ActionRoll, RollOfOneActsUpToTwoWoundPoints) {
  // "Allow any figure that is seriously wounded (2 wound points) and not yet
  // incapacitated or healthier, to always get an action on a roll of 1."
  const ActionRoll scum_serious = roll(man(kScum, 2), {1});
  EXPECT_EQ(scum_serious.result, ActionResult::kActs);
  EXPECT_TRUE(scum_serious.by_roll_of_one);
  EXPECT_EQ(roll(man(kScum, 1), {1}).result, ActionResult::kActs);
  // Crippled (3 points) gets no such hope.
  EXPECT_EQ(roll(man(kScum, 3), {1}).result, ActionResult::kHesitates);
  EXPECT_EQ(roll(man(kRaw, 3), {1}).result, ActionResult::kHesitates);
  // It holds whatever the morale modifiers: 1 + 8 would otherwise run for good.
  ActionRollSituation shaken = man(kGreen, 0, 0, true);
  shaken.morale.men_lost = 4;
  shaken.morale.leader_lost = true;
  shaken.morale.units_eliminated_within_12 = 1;
  EXPECT_EQ(total_modifier(shaken, kDefaults), 8);
  EXPECT_EQ(roll(shaken, {1}).result, ActionResult::kActs);
  EXPECT_EQ(roll(shaken, {2}).result, ActionResult::kRunsForGood);
  // An unaided 1 is not credited to the rule.
  EXPECT_FALSE(roll(man(kGreen), {1}).by_roll_of_one);
}

TEST(ActionRoll, PermanentFailureNumberRisesWithExperience) {
  // "increase the permanent morale failure number of 8 above by 1 for
  // Averages, by 2 for Veterans, and by 3 for Masters".
  EXPECT_EQ(permanent_failure_number(kScum), 8);
  EXPECT_EQ(permanent_failure_number(kRaw), 8);
  EXPECT_EQ(permanent_failure_number(kGreen), 8);
  EXPECT_EQ(permanent_failure_number(kAverage), 9);
  EXPECT_EQ(permanent_failure_number(kVeteran), 10);
  EXPECT_EQ(permanent_failure_number(kMaster), 11);
}

TEST(ActionRoll, SevensAndPermanentFailureAtEachExperience) {
  // A die of 6 and a morale modifier make each total from 7 to 12.
  for (int experience = kScum; experience <= kMaster; ++experience) {
    const int limit = permanent_failure_number(experience);
    for (int total = 7; total <= 12; ++total) {
      ActionRollSituation s = man(experience, 0, 0, true);
      s.morale.men_lost = total - 6;
      const ActionResult expected =
          total < limit ? ActionResult::kFallsBack : ActionResult::kRunsForGood;
      EXPECT_EQ(roll(s, {6}).result, expected) << experience_name(experience) << " at " << total;
    }
  }
}

TEST(ActionRoll, TheSeedsVeteranExample) {
  // "Thus a Veteran will temporarily run or seek cover on a 7-9 and run for
  // good on a 10."
  ActionRollSituation vet = man(kVeteran, 0, 0, true);
  vet.morale.leader_lost = true;                                 // +2
  vet.morale.men_lost = 2;                                       // +2
  EXPECT_EQ(roll(vet, {3}).result, ActionResult::kFallsBack);    // 7
  EXPECT_EQ(roll(vet, {5}).result, ActionResult::kFallsBack);    // 9
  EXPECT_EQ(roll(vet, {6}).result, ActionResult::kRunsForGood);  // 10
  EXPECT_EQ(roll(vet, {2}).result, ActionResult::kHesitates);    // 6
}

TEST(ActionRoll, SeriouslyWoundedAreOvercomeAtThePermanentNumber) {
  // A seriously wounded Green (2 points) on a morale check with +1: 6 + 3 = 9.
  ActionRollSituation green = man(kGreen, 2, 0, true);
  green.morale.men_lost = 1;
  EXPECT_EQ(roll(green, {5}).result, ActionResult::kOvercome);   // 8
  EXPECT_EQ(roll(green, {4}).result, ActionResult::kFallsBack);  // 7
  // A Veteran with 2 points holds out to 10 by default ...
  ActionRollSituation vet = man(kVeteran, 2, 0, true);
  vet.morale.men_lost = 1;
  EXPECT_EQ(roll(vet, {6}).result, ActionResult::kFallsBack);  // 9
  vet.morale.men_lost = 2;
  EXPECT_EQ(roll(vet, {6}).result, ActionResult::kOvercome);  // 10
  // ... and collapses at a plain 8 with the option.
  ActionOptions plain;
  plain.wound_collapse_at_plain_eight = true;
  vet.morale.men_lost = 0;
  EXPECT_EQ(roll(vet, {6}, plain).result, ActionResult::kOvercome);  // 8
  EXPECT_EQ(collapse_number(kVeteran, plain), 8);
  EXPECT_EQ(collapse_number(kVeteran, kDefaults), 10);
  // Minor wounds alone never overcome: "only minor wounds and morale loss".
  ActionRollSituation minor = man(kGreen, 1, 0, true);
  minor.morale.men_lost = 2;
  EXPECT_EQ(roll(minor, {6}).result, ActionResult::kRunsForGood);  // 9
}

TEST(ActionRoll, OverSixOnAnyActionRollByDefault) {
  // Wounds alone can carry an ordinary action roll past 6.
  EXPECT_EQ(roll(man(kAverage, 1), {6}).result, ActionResult::kFallsBack);
  EXPECT_EQ(roll(man(kGreen, 3), {5}).result, ActionResult::kOvercome);  // 8, "any action roll"
  ActionOptions morale_only;
  morale_only.high_rolls_only_on_morale_checks = true;
  EXPECT_EQ(roll(man(kAverage, 1), {6}, morale_only).result, ActionResult::kHesitates);
  EXPECT_EQ(roll(man(kAverage, 1, 0, true), {6}, morale_only).result, ActionResult::kFallsBack);
  // The seriously wounded still collapse on "any action roll".
  EXPECT_EQ(roll(man(kGreen, 3), {5}, morale_only).result, ActionResult::kOvercome);
  EXPECT_EQ(roll(man(kGreen, 3), {4}, morale_only).result, ActionResult::kHesitates);
}

ActionRollSituation first_check(int experience) {
  ActionRollSituation s = man(experience, 0, 0, true);
  s.morale.men_lost = 1;
  s.first_morale_check = true;
  return s;
}

TEST(ActionRoll, HeroesNaturalOneThenUnmodifiedExperience) {
  ActionOptions heroes;
  heroes.heroes = true;
  // "If this second roll succeeds against the figure's unmodified experience
  // value, he is 'berserk' or 'inspired'".
  const ActionRoll inspired = roll(first_check(kGreen), {1, 3}, heroes);
  EXPECT_EQ(inspired.result, ActionResult::kActs);
  EXPECT_EQ(inspired.hero_die, 3);
  EXPECT_TRUE(inspired.became_inspired);
  EXPECT_FALSE(roll(first_check(kGreen), {1, 4}, heroes).became_inspired);
  // Only a natural 1, only on the first morale check, only with the option.
  EXPECT_FALSE(roll(first_check(kGreen), {2}, heroes).became_inspired);
  ActionRollSituation later = first_check(kGreen);
  later.first_morale_check = false;
  EXPECT_FALSE(roll(later, {1}, heroes).became_inspired);
  ActionRollSituation not_morale = first_check(kGreen);
  not_morale.morale_check = false;
  EXPECT_FALSE(roll(not_morale, {1}, heroes).became_inspired);
  EXPECT_FALSE(roll(first_check(kGreen), {1}).became_inspired);
  // A hero carried between games starts the second roll on 1-2.
  ActionRollSituation seasoned = first_check(kAverage);
  seasoned.hero_chance = 2;
  EXPECT_TRUE(roll(seasoned, {2, 4}, heroes).became_inspired);
  // A master's second roll follows the master option.
  EXPECT_TRUE(roll(first_check(kMaster), {1}, heroes).became_inspired);
  EXPECT_FALSE(roll(first_check(kMaster), {1, 6, 5},
                    [] {
                      ActionOptions o = confirm_six();
                      o.heroes = true;
                      return o;
                    }())
                   .became_inspired);
}

TEST(ActionRoll, InspiredMenTakeNoMoraleModifiers) {
  ActionOptions heroes;
  heroes.heroes = true;
  ActionRollSituation s = first_check(kAverage);
  s.morale.men_lost = 5;
  s.inspired = true;
  EXPECT_FALSE(is_morale_check(s, heroes));
  EXPECT_EQ(roll(s, {4}, heroes).result, ActionResult::kActs);
  // Without the option the flag means nothing.
  EXPECT_EQ(roll(s, {4}).result, ActionResult::kRunsForGood);  // 4 + 5 = 9
}

TEST(ActionRoll, ListsEveryModifierWithItsSource) {
  ActionRollSituation s = man(kAverage, 2, 1, true);
  s.morale.men_lost = 2;
  s.morale.leader_lost = true;
  const std::vector<NamedModifier> list = list_modifiers(s, kDefaults);
  ASSERT_EQ(list.size(), 4u);
  EXPECT_EQ(list[0].name, "his own wound points");
  EXPECT_EQ(list[0].value, 2);
  EXPECT_EQ(list[0].source, "000 / Effects of Wounds");
  EXPECT_EQ(list[1].value, 1);
  EXPECT_EQ(list[2].value, 2);
  EXPECT_EQ(list[3].value, 2);
  int sum = 0;
  for (const NamedModifier& m : list) sum += m.value;
  EXPECT_EQ(sum, total_modifier(s, kDefaults));
  EXPECT_EQ(name_of(ActionResult::kRunsForGood), "runs for good");
}

}  // namespace
}  // namespace skirmish::rencounter
