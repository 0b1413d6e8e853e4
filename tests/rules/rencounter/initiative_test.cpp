// 002's Type III initiative played with Rencounter (initiative_rates.h,
// initiative.h): the base rates and leadership factors from experience,
// every tactical factor, success and failure, the natural 1-3 melee, the
// shooting counters and the restriction on the first action after a
// seizure, with every die forced.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/initiative.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::two_units;
using Rates = InitiativeOptions::Rates;

TEST(InitiativeRates, ExperienceMapsOntoTheBaseRates) {
  EXPECT_EQ(base_initiative_rate(1, Rates::kByName), 21);  // Rubbish
  EXPECT_EQ(base_initiative_rate(2, Rates::kByName), 20);  // Poor
  EXPECT_EQ(base_initiative_rate(3, Rates::kByName), 20);
  EXPECT_EQ(base_initiative_rate(4, Rates::kByName), 19);  // Average
  EXPECT_EQ(base_initiative_rate(5, Rates::kByName), 18);  // Good
  EXPECT_EQ(base_initiative_rate(6, Rates::kByName), 17);  // Excellent
  EXPECT_EQ(base_initiative_rate(1, Rates::kLinear), 22);
  EXPECT_EQ(base_initiative_rate(6, Rates::kLinear), 17);
  EXPECT_EQ(rate_name(21), "Rubbish");
  EXPECT_EQ(leadership_factor(3, false, true), 0);  // Useless
  EXPECT_EQ(leadership_factor(4, false, true), 1);  // Adequate
  EXPECT_EQ(leadership_factor(6, false, true), 3);  // Heroic
  EXPECT_EQ(leadership_factor(4, true, true), 4);   // an inspired hero
  EXPECT_EQ(leadership_factor(6, false, false), 0);
  EXPECT_EQ(leadership_name(4), "Inspired");
}

TEST(InitiativeRates, EveryTacticalFactorAddsItsPoints) {
  InitiativeFactors f;
  EXPECT_EQ(seize_modifier(f), 0);
  f.within_reach = true;
  EXPECT_EQ(seize_modifier(f), 2);
  f.counters = 2;
  EXPECT_EQ(seize_modifier(f), 6);
  f.destination_unseen = true;
  EXPECT_EQ(seize_modifier(f), 4);
  f.engaged = true;
  EXPECT_EQ(seize_modifier(f), 0);
  f.leadership = 3;
  EXPECT_EQ(seize_modifier(f), 3);
  EXPECT_EQ(list_seize_factors(f).size(), 5u);
}

TEST(InitiativeRates, TheRollEqualsOrBeatsTheRateAndOneToThreeBringsMelee) {
  InitiativeFactors f;
  f.leadership = 1;
  EXPECT_TRUE(judge_seize(19, f, 18).seized);
  EXPECT_FALSE(judge_seize(19, f, 17).seized);
  EXPECT_TRUE(judge_seize(19, f, 3).general_melee);
  EXPECT_FALSE(judge_seize(19, f, 4).general_melee);
  f.counters = 8;  // +16: even a natural 2 seizes, and still brings the melee
  const SeizeRoll r = judge_seize(19, f, 2);
  EXPECT_TRUE(r.seized);
  EXPECT_TRUE(r.general_melee);
}

TEST(InitiativeRates, ExactChanceAgreesWithEveryFace) {
  for (int rate = 16; rate <= 22; ++rate) {
    for (int mod = -6; mod <= 12; mod += 2) {
      InitiativeFactors f;
      f.leadership = mod;
      int faces = 0;
      for (int die = 1; die <= 20; ++die) faces += judge_seize(rate, f, die).seized ? 1 : 0;
      EXPECT_EQ(seize_chance_in_20(rate, f), faces) << rate << " " << mod;
    }
  }
}

constexpr int kSgt = 0;
constexpr int kAdams = 1;
constexpr int kAbel = 3;  // Blue's leader, 10" in front of the sergeant
constexpr int kBen = 4;

class InitiativeGame : public ::testing::Test {
 protected:
  void start(std::vector<OptionValue> extra = {}) {
    extra.push_back({"activation", "initiative", {}});
    scenario_ = two_units({{"Sgt Gridley", {24, 10}, 4, {"Flintlock Musket", "Sword"}},
                           {"Pte Adams", {26, 10}, 4, {"Flintlock Musket", "Bayonet"}},
                           {"Pte Baker", {44, 4}, 4, {"Flintlock Musket", "Bayonet"}}},
                          {{"Abel Moss", {24, 20}, 4, {"Flintlock Musket", "Sword"}},
                           {"Ben Nye", {40, 32}, 4, {"Flintlock Musket"}},
                           {"Cal Orr", {44, 32}, 4, {"Flintlock Musket"}}},
                          extra);
    state_ = rules_.new_game(scenario_);
    ScriptedDice none;
    rules_.apply(*state_, {ActionKind::kActivate, -1, -1, -1, 0, {}}, none, events_);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  Decision decision() const { return rules_.next_decision(*state_); }
  void apply(const Action& a, ScriptedDice& dice) { rules_.apply(*state_, a, dice, events_); }
  // Red acts first (it holds the initiative at the start): individual
  // actions with these dice for its three men.
  void red_acts(std::initializer_list<int> d6) {
    ScriptedDice none;
    apply({ActionKind::kActivate, -1, -1, 0, 0, {}}, none);
    ASSERT_EQ(decision().kind, DecisionKind::kChooseOrder);
    ScriptedDice dice;
    dice.dice(6, d6);
    apply({ActionKind::kOrder, -1, -1, 0, 0, {}}, dice);
  }
  static Action seize(int who) {
    return {ActionKind::kSeizeInitiative, static_cast<int16_t>(who), -1, -1, 0, {}};
  }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

TEST_F(InitiativeGame, TheSideWithTheInitiativePicksItsUnitsAndTheOtherMayTryToSeize) {
  start();
  EXPECT_EQ(decision().kind, DecisionKind::kActivateUnit);
  EXPECT_EQ(decision().side, 0);
  std::vector<Action> offered;
  rules_.legal_actions(*state_, offered);
  ASSERT_EQ(offered.size(), 1u);
  EXPECT_EQ(offered[0].unit, 0);
  EXPECT_FALSE(rules_.check(*state_, {ActionKind::kActivate, -1, -1, 1, 0, {}}).ok);
  red_acts({5, 6, 6});  // all hesitate
  EXPECT_EQ(decision().kind, DecisionKind::kSeizeInitiative);
  EXPECT_EQ(decision().side, 1);
  rules_.legal_actions(*state_, offered);
  EXPECT_EQ(offered.front().kind, ActionKind::kPass);
  EXPECT_EQ(offered.size(), 2u) << "pass, and one nominee for Blue's one unit";
  EXPECT_FALSE(rules_.check(*state_, seize(kSgt)).ok) << "Red holds the initiative";
}

TEST_F(InitiativeGame, ALeaderWithinReachSeizesOnSixteenAndHisUnitActsFirst) {
  start();
  red_acts({5, 6, 6});
  const InitiativeFactors f = initiative_factors(s(), kAbel, -1);
  EXPECT_EQ(f.leadership, 1);
  EXPECT_TRUE(f.within_reach) << "the sergeant is within a charge and short musket range";
  EXPECT_FALSE(f.destination_unseen);
  EXPECT_FALSE(f.engaged);
  ScriptedDice d20;
  d20.die(20, 16);  // 16 + 1 + 2 = 19: equals his Average rate
  apply(seize(kAbel), d20);
  EXPECT_TRUE(narrated("Abel Moss tries to seize the initiative for Blue: needs 19 (Average)"));
  EXPECT_TRUE(narrated("rolls 16, leadership +1, can engage"));
  EXPECT_TRUE(narrated("= 19: seizes it"));
  EXPECT_EQ(s().sequence.holder, 1);
  EXPECT_EQ(decision().kind, DecisionKind::kChooseOrder);
  EXPECT_EQ(s().active_unit(), 1) << "the nominee's unit makes the first action";
}

TEST_F(InitiativeGame, AFailedRollLeavesTheInitiativeWhereItWas) {
  start();
  red_acts({5, 6, 6});
  ScriptedDice d20;
  d20.die(20, 15);
  apply(seize(kAbel), d20);
  EXPECT_TRUE(narrated(": fails"));
  EXPECT_EQ(s().sequence.holder, 0);
  EXPECT_EQ(decision().kind, DecisionKind::kActivateUnit);
  EXPECT_EQ(decision().side, 0);
}

TEST_F(InitiativeGame, ANaturalOneToThreeMakesEveryManInContactFight) {
  start();
  s().figures()[kBen].at = {44, 5.05};  // in base contact with Pte Baker
  red_acts({5, 6, 6});
  EXPECT_TRUE(initiative_factors(s(), kBen, -1).engaged) << "-4 engaged in melee";
  ScriptedDice d20;
  d20.die(20, 2);
  // The melee wants more dice than the script holds: it has begun.
  EXPECT_THROW(apply(seize(kBen), d20), DiceError);
  EXPECT_TRUE(narrated("a natural 2: every man in contact fights a round of melee"));
}

TEST_F(InitiativeGame, ShootingHandsTheEnemyACounter) {
  start();
  red_acts({1, 6, 6});  // the sergeant acts
  ScriptedDice shot;
  shot.die(12, 12);  // a natural 12 always misses
  apply({ActionKind::kShoot, kSgt, kAbel, -1, 0, {}}, shot);
  EXPECT_EQ(s().sequence.counters[1], 1);
  EXPECT_TRUE(narrated("Blue takes a counter"));
  EXPECT_EQ(initiative_factors(s(), kAbel, -1).counters, 1);
  ScriptedDice d20;
  d20.die(20, 14);  // 14 + 1 + 2 + 2 = 19
  apply(seize(kAbel), d20);
  EXPECT_TRUE(narrated("shooting counters +2"));
  EXPECT_EQ(s().sequence.holder, 1);
  EXPECT_EQ(s().sequence.counters[1], 0) << "spent on the roll";
}

TEST_F(InitiativeGame, TheFirstActionAfterASeizureMustEngageOrMoveFast) {
  start();
  red_acts({5, 6, 6});
  ScriptedDice d20;
  d20.die(20, 20);
  apply(seize(kAbel), d20);
  const Action back{ActionKind::kOrder, -1, -1, 1, static_cast<int32_t>(Order::kFollowMe),
                    Vec2{24, 24}};
  const CheckResult r = rules_.check(*state_, back);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.reason.find("first action after seizing"), std::string::npos) << r.reason;
  std::vector<Action> offered;
  rules_.legal_actions(*state_, offered);
  for (const Action& a : offered) EXPECT_TRUE(rules_.check(*state_, a).ok);
  ScriptedDice dice;
  dice.dice(6, {1, 6, 6});  // Abel acts
  apply({ActionKind::kOrder, -1, -1, 1, 0, {}}, dice);
  ASSERT_EQ(decision().figure, kAbel);
  EXPECT_FALSE(rules_.check(*state_, {ActionKind::kChangePosture, kAbel, -1, -1, 1, {}}).ok);
  EXPECT_TRUE(rules_.check(*state_, {ActionKind::kShoot, kAbel, kSgt, -1, 0, {}}).ok);
  EXPECT_TRUE(rules_.check(*state_, {ActionKind::kPass, kAbel, -1, -1, 0, {}}).ok);
}

TEST_F(InitiativeGame, WithTheFreeOptionTheFirstActionIsUnrestricted) {
  start({{"initiative_first_action", "free", {}}});
  red_acts({5, 6, 6});
  ScriptedDice d20;
  d20.die(20, 20);
  apply(seize(kAbel), d20);
  ScriptedDice dice;
  dice.dice(6, {1, 6, 6});
  apply({ActionKind::kOrder, -1, -1, 1, 0, {}}, dice);
  EXPECT_TRUE(rules_.check(*state_, {ActionKind::kChangePosture, kAbel, -1, -1, 1, {}}).ok);
}

TEST_F(InitiativeGame, ATurnIsAsManyActivationsAsUnits) {
  start();
  EXPECT_EQ(s().turn(), 1);
  red_acts({5, 6, 6});
  ScriptedDice none;
  apply({ActionKind::kPass, -1, -1, -1, 0, {}}, none);
  red_acts({5, 6, 6});  // Red again: two activations, two units
  EXPECT_EQ(s().turn(), 2);
}

}  // namespace
}  // namespace skirmish::rencounter
