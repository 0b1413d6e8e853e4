// STYLE habit 5: each exact chance in action_odds.h against a fixed-seed
// simulation of 1,000,000 rolls through roll_action and friends, within 0.2
// percentage points. The exact functions take no Dice, so they draw nothing.
#include "engine/rules/rencounter/action_odds.h"

#include <gtest/gtest.h>

#include <array>
#include <string>

namespace skirmish::rencounter {
namespace {

constexpr int kRolls = 1'000'000;
constexpr double kTolerance = 0.002;  // 0.2 percentage points (about 4 sigma at p = 0.5)

ActionOptions with(MasterHandling m, bool heroes = false) {
  ActionOptions o;
  o.master = m;
  o.heroes = heroes;
  return o;
}

ActionRollSituation man(int experience, int wound_points, int extra, bool morale_check) {
  ActionRollSituation s;
  s.experience = experience;
  s.wound_points = wound_points;
  s.extra_modifier = extra;
  s.morale_check = morale_check;
  return s;
}

void expect_odds_near(const ActionOdds& exact, const ActionOdds& seen, const std::string& what) {
  EXPECT_NEAR(exact.acts, seen.acts, kTolerance) << what;
  EXPECT_NEAR(exact.hesitates, seen.hesitates, kTolerance) << what;
  EXPECT_NEAR(exact.falls_back, seen.falls_back, kTolerance) << what;
  EXPECT_NEAR(exact.runs_for_good, seen.runs_for_good, kTolerance) << what;
  EXPECT_NEAR(exact.overcome, seen.overcome, kTolerance) << what;
  EXPECT_NEAR(exact.inspired, seen.inspired, kTolerance) << what;
  EXPECT_NEAR(exact.acts + exact.hesitates + exact.falls_back + exact.permanent(), 1.0, 1e-12)
      << what;
}

void count(ActionOdds& seen, ActionResult r) {
  switch (r) {
    case ActionResult::kActs:
      seen.acts += 1;
      break;
    case ActionResult::kHesitates:
      seen.hesitates += 1;
      break;
    case ActionResult::kFallsBack:
      seen.falls_back += 1;
      break;
    case ActionResult::kRunsForGood:
      seen.runs_for_good += 1;
      break;
    case ActionResult::kOvercome:
      seen.overcome += 1;
      break;
  }
}

ActionOdds share(ActionOdds seen) {
  for (double* p : {&seen.acts, &seen.hesitates, &seen.falls_back, &seen.runs_for_good,
                    &seen.overcome, &seen.inspired}) {
    *p /= kRolls;
  }
  return seen;
}

ActionOdds simulate(const ActionRollSituation& s, const ActionOptions& o, uint64_t seed) {
  SeededDice dice(seed);
  ActionOdds seen;
  for (int i = 0; i < kRolls; ++i) {
    const ActionRoll r = roll_action(s, o, dice);
    count(seen, r.result);
    if (r.became_inspired) seen.inspired += 1;
  }
  return share(seen);
}

TEST(ActionOdds, SmallCasesByHand) {
  const ActionOptions always = with(MasterHandling::kAlwaysSucceed);
  const ActionOptions confirm = with(MasterHandling::kConfirmSix);
  EXPECT_DOUBLE_EQ(action_odds(kAverage, 0, always).acts, 4.0 / 6);
  EXPECT_DOUBLE_EQ(action_odds(kMaster, 0, always).acts, 1.0);
  EXPECT_DOUBLE_EQ(action_odds(kMaster, 0, confirm).hesitates, 1.0 / 12);  // 1/6 x 3/6
  // A Veteran on a morale check with +4: face 1 acts (5), 2 hesitates (6),
  // 3-5 fall back (7-9), 6 runs for good (10).
  const ActionOdds vet = action_odds(kVeteran, 4, always);
  EXPECT_DOUBLE_EQ(vet.acts, 1.0 / 6);
  EXPECT_DOUBLE_EQ(vet.hesitates, 1.0 / 6);
  EXPECT_DOUBLE_EQ(vet.falls_back, 3.0 / 6);
  EXPECT_DOUBLE_EQ(vet.runs_for_good, 1.0 / 6);
  EXPECT_DOUBLE_EQ(vet.of(ActionResult::kRunsForGood), 1.0 / 6);
  // Roll of 1 for a Scum at +2 wounds: only the 1 acts.
  EXPECT_DOUBLE_EQ(action_odds(kScum, 2, always, false, 2).acts, 1.0 / 6);
  EXPECT_DOUBLE_EQ(action_odds(kScum, 3, always, false, 3).acts, 0.0);
  EXPECT_DOUBLE_EQ(leader_order_odds(0), 1.0);
  EXPECT_DOUBLE_EQ(leader_order_odds(2), 4.0 / 6);
  EXPECT_DOUBLE_EQ(leader_order_odds(6), 0.0);
}

TEST(ActionOdds, ActionRollsMatchSimulation) {
  uint64_t seed = 1000;
  for (MasterHandling m : {MasterHandling::kAlwaysSucceed, MasterHandling::kConfirmSix}) {
    const ActionOptions o = with(m);
    struct Case {
      int experience, wounds, extra;
      bool morale;
    };
    // Every experience unmodified and at a morale +3, and the wound cases
    // that reach the roll of 1, collapse and the master's confirming die.
    const std::array<Case, 16> cases{{{1, 0, 0, false},
                                      {2, 0, 0, false},
                                      {3, 0, 0, false},
                                      {4, 0, 0, false},
                                      {5, 0, 0, false},
                                      {6, 0, 0, false},
                                      {1, 0, 3, true},
                                      {3, 0, 3, true},
                                      {4, 0, 3, true},
                                      {5, 0, 4, true},
                                      {6, 0, 4, true},
                                      {6, 1, 0, false},
                                      {2, 2, 2, true},
                                      {4, 3, 2, true},
                                      {5, 2, 3, false},
                                      {3, 1, -1, false}}};
    for (const Case& c : cases) {
      const ActionRollSituation s = man(c.experience, c.wounds, c.extra, c.morale);
      expect_odds_near(action_odds(s, o), simulate(s, o, ++seed),
                       std::string(name_of(m)) + " exp " + std::to_string(c.experience) +
                           " wounds " + std::to_string(c.wounds) + " extra " +
                           std::to_string(c.extra));
    }
  }
}

TEST(ActionOdds, MoraleOnlyOptionAndPlainEightMatchSimulation) {
  ActionOptions o;
  o.high_rolls_only_on_morale_checks = true;
  o.wound_collapse_at_plain_eight = true;
  const ActionRollSituation s = man(kVeteran, 2, 1, false);
  expect_odds_near(action_odds(s, o), simulate(s, o, 77), "morale-only, plain eight");
}

TEST(ActionOdds, HeroesMatchSimulation) {
  for (MasterHandling m : {MasterHandling::kAlwaysSucceed, MasterHandling::kConfirmSix}) {
    const ActionOptions o = with(m, true);
    for (int experience : {kGreen, kMaster}) {
      ActionRollSituation s = man(experience, 0, 2, true);
      s.first_morale_check = true;
      s.hero_chance = experience == kMaster ? 2 : 1;
      const ActionOdds exact = action_odds(s, o);
      EXPECT_GT(exact.inspired, 0.0);
      expect_odds_near(exact, simulate(s, o, 500 + experience),
                       std::string("heroes ") + std::string(name_of(m)));
    }
  }
}

TEST(ActionOdds, FollowersMatchSimulation) {
  const ActionOptions o = with(MasterHandling::kConfirmSix);
  ActionRollSituation leader = man(kMaster, 0, 1, true);
  ActionRollSituation follower = man(kGreen, 2, 0, true);
  follower.morale.men_lost = 1;
  SeededDice dice(31);
  ActionOdds seen;
  for (int i = 0; i < kRolls; ++i) {
    const ActionRoll order = roll_action(leader, o, dice);
    count(seen, follower_result(order, kMaster, follower, true, o));
  }
  expect_odds_near(follower_odds(leader, kMaster, follower, true, o), share(seen), "follower");
}

TEST(ActionOdds, DirectOrdersAndKnockdownsMatchSimulation) {
  for (int wounds = 1; wounds <= 5; ++wounds) {
    SeededDice dice(900 + wounds);
    int activated = 0;
    for (int i = 0; i < kRolls; ++i) activated += roll_leader_order(wounds, dice).activated;
    EXPECT_NEAR(leader_order_odds(wounds), static_cast<double>(activated) / kRolls, kTolerance)
        << wounds;
  }
  ActionOptions variable;
  variable.variable_knockdown = true;
  for (int weapon : {-1, 0, 2}) {
    const Wounds after{3, false, false};
    SeededDice dice(950 + weapon);
    int down = 0;
    for (int i = 0; i < kRolls; ++i) {
      down += roll_knockdown(kVeteran, after, weapon, variable, dice).knocked_down;
    }
    EXPECT_NEAR(knockdown_odds(kVeteran, after, weapon, variable),
                static_cast<double>(down) / kRolls, kTolerance)
        << weapon;
  }
}

}  // namespace
}  // namespace skirmish::rencounter
