// 000 / Morale: when rolls are morale checks, every modifier by name, the
// optional leader influence, surrender, what results over 6 ask of the
// rules, a leader's panic under collective orders, direct orders and the
// variable knockdown roll.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/morale.h"
#include "engine/rules/rencounter/morale_results.h"

namespace skirmish::rencounter {
namespace {

const ActionOptions kDefaults;

ActionOptions leader_influenced() {
  ActionOptions o;
  o.leader_influenced_morale = true;
  return o;
}

TEST(Morale, EachTriggerMakesAMoraleCheck) {
  EXPECT_FALSE(counts_as_morale_check({}));
  EXPECT_TRUE(counts_as_morale_check({.man_killed_or_crippled = true}));
  EXPECT_TRUE(counts_as_morale_check({.saw_unit_eliminated = true}));
  EXPECT_TRUE(counts_as_morale_check({.man_overcome_last_activation = true}));
  EXPECT_TRUE(counts_as_morale_check({.man_ran_last_activation = true}));
}

TEST(Morale, EachModifierByTheSeedsList) {
  EXPECT_EQ(morale_modifier({}, kDefaults), 0);
  EXPECT_EQ(morale_modifier({.men_lost = 3}, kDefaults), 3);                    // +1 each
  EXPECT_EQ(morale_modifier({.leader_lost = true}, kDefaults), 2);              // +2
  EXPECT_EQ(morale_modifier({.units_eliminated_within_24 = 2}, kDefaults), 2);  // +1 each
  EXPECT_EQ(morale_modifier({.units_eliminated_within_12 = 1}, kDefaults), 2);  // +2 each
  // "These are cumulative".
  const MoraleModifiers all{.men_lost = 2,
                            .leader_lost = true,
                            .units_eliminated_within_24 = 1,
                            .units_eliminated_within_12 = 1};
  EXPECT_EQ(morale_modifier(all, kDefaults), 2 + 2 + 1 + 2);
  const std::vector<NamedModifier> list = list_morale_modifiers(all, kDefaults);
  ASSERT_EQ(list.size(), 4u);
  EXPECT_EQ(list[0].count, 2);
  EXPECT_EQ(list[3].name, "friendly unit eliminated within 12\"");
  for (const NamedModifier& m : list) EXPECT_EQ(m.source, "000 / Morale / morale check modifiers");
}

TEST(Morale, SplitUnitCountsEachKnownLossExtra) {
  // "if the part of the unit a man knows about after the split is 3 or less
  // in number, count each of those that he is aware of being lost at +1 extra".
  const MoraleModifiers alone{.men_lost = 2, .leader_lost = true, .split_and_alone = true};
  EXPECT_EQ(morale_modifier(alone, kDefaults), 2 + 2 + 3);
  const std::vector<NamedModifier> list = list_morale_modifiers(alone, kDefaults);
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[2].value, 3);
  EXPECT_EQ(list[2].source, "000 / Morale / split units");
  EXPECT_EQ(morale_modifier({.split_and_alone = true}, kDefaults), 0);
}

TEST(Morale, WhoCountsAsLostAndWhenAUnitIsEliminated) {
  EXPECT_FALSE(counts_as_lost(Wounds{2, true, false}, false));
  EXPECT_TRUE(counts_as_lost(Wounds{3, false, false}, false));  // crippled
  EXPECT_TRUE(counts_as_lost(Wounds{6, false, false}, false));  // dead
  EXPECT_TRUE(counts_as_lost(Wounds{2, false, true}, false));   // incapacitated
  EXPECT_TRUE(counts_as_lost(Wounds{}, true));                  // run away
  EXPECT_TRUE(is_eliminated(5, 5));
  EXPECT_FALSE(is_eliminated(5, 4));
}

TEST(Morale, LeaderInfluenceOffsetsOrAddsTheLostLeaderPenalty) {
  const ActionOptions o = leader_influenced();
  // "a positive moral modifier of 1 to offset same unit casualty or witness
  // to destruction modifiers".
  EXPECT_EQ(morale_modifier({.men_lost = 2, .leader = LeaderInfluence::kSteadied}, o), 1);
  EXPECT_EQ(
      morale_modifier({.units_eliminated_within_24 = 1, .leader = LeaderInfluence::kSteadied}, o),
      0);
  EXPECT_EQ(morale_modifier({.leader = LeaderInfluence::kSteadied}, o), 0);  // offsets only
  // "If he panics with a 7+ result, apply the lost leader penalty instead."
  EXPECT_EQ(morale_modifier({.men_lost = 1, .leader = LeaderInfluence::kPanicked}, o), 3);
  // Without the option the influence is ignored.
  EXPECT_EQ(morale_modifier({.men_lost = 2, .leader = LeaderInfluence::kSteadied}, kDefaults), 2);
  EXPECT_EQ(morale_modifier({.leader = LeaderInfluence::kPanicked}, kDefaults), 0);
  const std::vector<NamedModifier> list =
      list_morale_modifiers({.men_lost = 2, .leader = LeaderInfluence::kSteadied}, o);
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[1].value, -1);
  EXPECT_EQ(list[1].source, "000 / Morale / Leader influenced morale rolls");
}

TEST(Morale, LeaderInfluenceFromTheLeadersRoll) {
  ActionRoll acted;
  acted.result = ActionResult::kActs;
  acted.total = 3;
  ActionRoll panicked;
  panicked.result = ActionResult::kFallsBack;
  panicked.total = 7;
  ActionRoll hesitated;
  hesitated.result = ActionResult::kHesitates;
  hesitated.total = 6;
  EXPECT_EQ(leader_influence(acted, true), LeaderInfluence::kSteadied);
  EXPECT_EQ(leader_influence(acted, false), LeaderInfluence::kNone);
  EXPECT_EQ(leader_influence(panicked, true), LeaderInfluence::kPanicked);
  EXPECT_EQ(leader_influence(hesitated, true), LeaderInfluence::kNone);
}

TEST(Morale, SurrenderNeedsAThreatNoFriendAndNoCover) {
  const SurrenderConditions gun{.enemy_loaded_at_close_range = true};
  const SurrenderConditions blade{.enemy_melee_within_one_move = true};
  EXPECT_TRUE(must_surrender(gun));
  EXPECT_TRUE(must_surrender(blade));
  EXPECT_FALSE(must_surrender({}));
  EXPECT_FALSE(must_surrender({.enemy_loaded_at_close_range = true, .friend_can_intervene = true}));
  EXPECT_FALSE(must_surrender({.enemy_melee_within_one_move = true, .cover_within_reach = true}));
}

TEST(Morale, WhatResultsOverSixAskOfTheRules) {
  const Wounds minor{1, false, false};
  const Wounds serious{2, false, false};
  const SurrenderConditions free{};
  const SurrenderConditions caught{.enemy_loaded_at_close_range = true};
  EXPECT_EQ(high_roll_effects(ActionResult::kActs, minor, false, caught), HighRollEffects{});
  EXPECT_EQ(high_roll_effects(ActionResult::kHesitates, minor, false, caught), HighRollEffects{});

  const HighRollEffects back = high_roll_effects(ActionResult::kFallsBack, minor, false, free);
  EXPECT_EQ(back.response, MoraleResponse::kRetreatAndHide);
  EXPECT_FALSE(back.for_good);
  EXPECT_FALSE(back.falls_after_move);
  EXPECT_EQ(high_roll_effects(ActionResult::kFallsBack, minor, false, caught).response,
            MoraleResponse::kSurrender);
  // Seriously wounded: falls after the move on foot, tests horsemanship mounted.
  EXPECT_TRUE(high_roll_effects(ActionResult::kFallsBack, serious, false, free).falls_after_move);
  const HighRollEffects rider = high_roll_effects(ActionResult::kFallsBack, serious, true, free);
  EXPECT_TRUE(rider.horsemanship_check);
  EXPECT_FALSE(rider.falls_after_move);

  const HighRollEffects gone = high_roll_effects(ActionResult::kRunsForGood, minor, false, free);
  EXPECT_EQ(gone.response, MoraleResponse::kRetreatAndHide);
  EXPECT_TRUE(gone.for_good);
  EXPECT_EQ(high_roll_effects(ActionResult::kOvercome, serious, false, free).response,
            MoraleResponse::kOvercomeByWounds);
  EXPECT_EQ(name_of(MoraleResponse::kSurrender), "surrenders");
}

TEST(Morale, StandingMoraleFromRollToRoll) {
  MoraleState state;
  Wounds wounds;
  ActionRoll r;
  r.result = ActionResult::kRunsForGood;
  r.became_inspired = false;
  record_roll(state, wounds, r, high_roll_effects(r.result, wounds, false, {}), true);
  EXPECT_TRUE(state.runs_for_good);
  EXPECT_TRUE(state.had_morale_check);
  // "continue doing so for the remainder of the game".
  EXPECT_EQ(standing_result(state, ActionResult::kActs), ActionResult::kFallsBack);
  EXPECT_EQ(standing_result(state, ActionResult::kOvercome), ActionResult::kOvercome);
  // A leader's direct order rallies him; an incapacitated man cannot be.
  EXPECT_TRUE(rally(state, wounds));
  EXPECT_EQ(standing_result(state, ActionResult::kActs), ActionResult::kActs);
  MoraleState beaten{.runs_for_good = true};
  EXPECT_FALSE(rally(beaten, Wounds{3, false, true}));

  ActionRoll collapse;
  collapse.result = ActionResult::kOvercome;
  Wounds hurt{2, false, false};
  record_roll(state, hurt, collapse, high_roll_effects(collapse.result, hurt, false, {}), false);
  EXPECT_TRUE(hurt.overcome);
  EXPECT_TRUE(is_out_of_action(hurt));

  ActionRoll given_up;
  given_up.result = ActionResult::kFallsBack;
  MoraleState caught;
  record_roll(
      caught, wounds, given_up,
      high_roll_effects(given_up.result, wounds, false, {.enemy_melee_within_one_move = true}),
      true);
  EXPECT_TRUE(caught.surrendered);
}

ActionRoll order_roll(const ActionRollSituation& leader, int die, const ActionOptions& o) {
  return make_action_roll(leader, die, 0, o);
}

TEST(Morale, CollectiveOrderReadForEachFollower) {
  ActionRollSituation leader;
  leader.experience = kVeteran;
  ActionRollSituation fit;
  fit.experience = kGreen;
  ActionRollSituation hurt = fit;
  hurt.wound_points = 2;
  // A 4: the unit moves; the seriously wounded man (4 + 2 = 6) is left behind.
  const ActionRoll four = order_roll(leader, 4, kDefaults);
  EXPECT_EQ(follower_result(four, kVeteran, fit, true, kDefaults), ActionResult::kActs);
  EXPECT_EQ(follower_result(four, kVeteran, hurt, true, kDefaults), ActionResult::kHesitates);
  EXPECT_EQ(follower_result(order_roll(leader, 3, kDefaults), kVeteran, hurt, true, kDefaults),
            ActionResult::kActs);  // 3 + 2 = 5, the Veteran leader's number
  // A 5 for the unit: 5 + 2 = 7 for him, his own over-6 result.
  const ActionRoll five = order_roll(leader, 5, kDefaults);
  EXPECT_EQ(follower_result(five, kVeteran, hurt, true, kDefaults), ActionResult::kFallsBack);
  // Natural 1: the roll of 1 carries the wounded man too.
  const ActionRoll one = order_roll(leader, 1, kDefaults);
  ActionRollSituation crippled = fit;
  crippled.wound_points = 3;
  EXPECT_EQ(follower_result(one, kVeteran, hurt, true, kDefaults), ActionResult::kActs);
  EXPECT_EQ(follower_result(one, kVeteran, crippled, true, kDefaults), ActionResult::kActs);  // 4
  EXPECT_EQ(follower_result(four, kVeteran, crippled, true, kDefaults),
            ActionResult::kFallsBack);  // 4 + 3 = 7

  // The leader panics (a morale check with +2: 5 + 2 = 7): men who see him fall back.
  ActionRollSituation shaken = leader;
  shaken.morale_check = true;
  shaken.morale.men_lost = 2;
  const ActionRoll panic = order_roll(shaken, 5, kDefaults);
  ASSERT_EQ(panic.result, ActionResult::kFallsBack);
  EXPECT_EQ(follower_result(panic, kVeteran, fit, true, kDefaults), ActionResult::kFallsBack);
  // The leader's modifiers are not the man's: 5 + 0 for a fit man who does not see.
  EXPECT_EQ(follower_result(panic, kVeteran, fit, false, kDefaults), ActionResult::kHesitates);
  // A follower's own score can be worse than the leader's.
  ActionRollSituation bleeding = fit;
  bleeding.wound_points = 1;
  bleeding.morale_check = true;
  bleeding.morale.men_lost = 2;
  EXPECT_EQ(follower_result(order_roll(shaken, 6, kDefaults), kVeteran, bleeding, true, kDefaults),
            ActionResult::kRunsForGood);  // 6 + 1 + 2 = 9, a Green's 8+
}

TEST(Morale, DirectOrderToAWoundedMan) {
  // "score less than 7 - wound points ... a man with a serious (2 point)
  // wound will activate on a 4 or less".
  ScriptedDice none;
  EXPECT_TRUE(roll_leader_order(0, none).activated);
  EXPECT_EQ(none.rolls_made(), 0u);
  for (int die = 1; die <= 6; ++die) {
    ScriptedDice dice;
    dice.die(6, die);
    const LeaderOrder order = roll_leader_order(2, dice);
    EXPECT_EQ(order.activated, die <= 4) << die;
    EXPECT_EQ(order.die, die);
  }
}

TEST(Morale, VariableKnockdownRoll) {
  ActionOptions variable;
  variable.variable_knockdown = true;
  // An Average with a fresh serious wound, hit by a knife (+1): 4 - 2 + 1 = 3.
  const Wounds after{2, false, false};
  for (int die = 1; die <= 6; ++die) {
    ScriptedDice dice;
    dice.die(6, die);
    const KnockdownRoll k = roll_knockdown(kAverage, after, +1, variable, dice);
    EXPECT_EQ(k.knocked_down, die > 3) << die;
    EXPECT_EQ(k.roll.modifier, 1);
  }
  // An axe (-1) makes it harder: 4 - 2 - 1 = 1.
  ScriptedDice dice;
  dice.die(6, 2);
  EXPECT_TRUE(roll_knockdown(kAverage, after, -1, variable, dice).knocked_down);
}

}  // namespace
}  // namespace skirmish::rencounter
