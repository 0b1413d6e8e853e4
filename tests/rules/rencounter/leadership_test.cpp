// A leader's part beyond the collective orders (leadership.h, unit_orders.h):
// the direct order to a man within 3" who did not act, rallying a man who
// runs for good, Follow Him, leader influenced morale and heroes, with every
// die forced (000 / Actions, 000 / Morale).
#include <gtest/gtest.h>

#include "engine/rules/rencounter/rencounter_state.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::two_units;

constexpr int kSgt = 0;
constexpr int kAdams = 1;  // 2" from the sergeant (1" between bases)
constexpr int kBaker = 2;  // far off

class Leadership : public ::testing::Test {
 protected:
  void start(std::vector<OptionValue> options = {}, int adams_experience = 4) {
    scenario_ =
        two_units({{"Sgt Gridley", {24, 10}, 4, {"Flintlock Musket", "Sword"}},
                   {"Pte Adams", {26, 10}, adams_experience, {"Flintlock Musket", "Bayonet"}},
                   {"Pte Baker", {44, 4}, 4, {"Flintlock Musket", "Bayonet"}}},
                  {{"Abel Moss", {24, 24}, 4, {"Flintlock Musket", "Sword"}},
                   {"Ben Nye", {40, 32}, 4, {"Flintlock Musket"}}},
                  std::move(options));
    state_ = rules_.new_game(scenario_);
    ScriptedDice dice;
    dice.card(3, 0);  // Red's card first
    rules_.apply(*state_, {ActionKind::kActivate, -1, -1, -1, 0, {}}, dice, events_);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  Decision decision() const { return rules_.next_decision(*state_); }
  void apply(const Action& a, ScriptedDice& dice) { rules_.apply(*state_, a, dice, events_); }
  void individual(std::initializer_list<int> d6) {
    ScriptedDice dice;
    dice.dice(6, d6);
    apply({ActionKind::kOrder, -1, -1, 0, 0, {}}, dice);
  }
  static Action order_to(int man) {
    return {ActionKind::kSpecial, kSgt, static_cast<int16_t>(man), -1, kSpecialDirectOrder, {}};
  }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

TEST_F(Leadership, ADirectOrderActivatesAManWhoHesitated) {
  start();
  individual({1, 5, 6});  // the sergeant acts, Adams and Baker hesitate
  ASSERT_EQ(decision().figure, kSgt);
  std::vector<Action> offered;
  rules_.legal_actions(*state_, offered);
  EXPECT_NE(std::find(offered.begin(), offered.end(), order_to(kAdams)), offered.end());
  EXPECT_FALSE(rules_.check(*state_, order_to(kBaker)).ok) << "Baker is more than 3\" away";
  ScriptedDice none;  // unwounded: no roll
  apply(order_to(kAdams), none);
  EXPECT_TRUE(
      narrated("Sgt Gridley goes to Pte Adams and gives Pte Adams a direct order: he obeys"));
  EXPECT_EQ(decision().figure, kAdams);
  EXPECT_TRUE(s().men[kAdams].active);
}

TEST_F(Leadership, AWoundedManNeedsLessThanSevenLessHisWounds) {
  start();
  s().men[kAdams].wounds.points = 2;
  individual({1, 5, 6});
  ScriptedDice die;
  die.die(6, 5);  // needs less than 5
  // He does not respond: the activation ends and asks for the next card.
  EXPECT_THROW(apply(order_to(kAdams), die), DiceError);
  EXPECT_TRUE(narrated("wounded, he needs less than 5, rolls 5: he does not respond"));
  EXPECT_FALSE(s().men[kAdams].active);
}

TEST_F(Leadership, ADirectOrderRalliesAManRunningForGood) {
  start();
  individual({1, 5, 6});
  s().men[kAdams].morale.runs_for_good = true;
  s().figures()[kAdams].status = FigureStatus::kRouted;
  ScriptedDice none;
  apply(order_to(kAdams), none);
  EXPECT_TRUE(narrated("Pte Adams is rallied and stops running"));
  EXPECT_FALSE(s().men[kAdams].morale.runs_for_good);
  EXPECT_EQ(s().figures()[kAdams].status, FigureStatus::kFighting);
  EXPECT_EQ(decision().figure, kAdams);
}

TEST_F(Leadership, FollowHimRollsAgainstTheWorstExperienceTowardTheEnemy) {
  start({}, 3);  // Adams is green
  ScriptedDice dice;
  dice.die(6, 4);  // 4 would do for the sergeant, not for a green man
  const Action toward{ActionKind::kOrder, -1, -1, 0, static_cast<int32_t>(Order::kFollowHim),
                      Vec2{24, 14}};
  EXPECT_THROW(apply(toward, dice), DiceError);  // the script ends at the next card
  EXPECT_TRUE(narrated("orders Follow Him: needs 3 or less, rolls 4: hesitates"));
  EXPECT_EQ(s().figures()[kSgt].at.y, 10);
}

TEST_F(Leadership, FollowHimAwayFromTheEnemyUsesTheLeadersRating) {
  start({}, 3);
  ScriptedDice dice;
  dice.die(6, 4);
  const Action away{ActionKind::kOrder, -1, -1, 0, static_cast<int32_t>(Order::kFollowHim),
                    Vec2{24, 6}};
  EXPECT_THROW(apply(away, dice), DiceError);  // the script ends at the next card
  EXPECT_TRUE(narrated("orders Follow Him: needs 4 or less, rolls 4: acts"));
  EXPECT_NEAR(s().figures()[kSgt].at.y, 6, 1e-9);
  EXPECT_LT(s().figures()[kAdams].at.y, 10) << "his man moves with him";
}

// A mounted leader tells his own ride; the order's line then speaks only
// of the men on foot who went with him, so he is not told moving twice.
TEST_F(Leadership, AMountedLeaderIsToldRidingOnceAndHisMenOnFootWithHim) {
  start({}, 3);
  Figure& sgt = s().figures()[kSgt];
  sgt.mounted = true;
  sgt.base_radius = 1.0f;
  s().men[kSgt].horse.has_horse = true;
  ScriptedDice dice;
  dice.die(6, 4);
  const Action away{ActionKind::kOrder, -1, -1, 0, static_cast<int32_t>(Order::kFollowHim),
                    Vec2{24, 6}};
  EXPECT_THROW(apply(away, dice), DiceError);  // the script ends at the next card
  EXPECT_TRUE(narrated("Sgt Gridley rides 4.0\""));
  EXPECT_TRUE(narrated("1 man on foot goes with Sgt Gridley"));
  EXPECT_FALSE(narrated("Sgt Gridley moves"));
}

// A morale check with one man of the unit lost (+1).
void lose_baker(RencounterState& s) {
  s.men[kBaker].wounds.points = 6;
  s.figures()[kBaker].status = FigureStatus::kDead;
  s.units[0].man_lost_since = true;
}

TEST_F(Leadership, ASteadyLeaderOffsetsACasualtyPoint) {
  start({{"leader_influenced_morale", "on", {}}});
  lose_baker(s());
  // Red's card was drawn before Baker fell: begin a fresh Red activation.
  s().units[0].morale_check = true;
  individual({1, 4});  // the leader first: 1 + 0; Adams 4 + 1 - 1 = 4
  EXPECT_TRUE(narrated("steadied by his leader, -1"));
  EXPECT_TRUE(s().men[kAdams].active);
}

TEST_F(Leadership, WithoutTheOptionTheCasualtyPointStands) {
  start();
  lose_baker(s());
  s().units[0].morale_check = true;
  individual({1, 4});  // Adams 4 + 1 = 5: hesitates
  EXPECT_FALSE(s().men[kAdams].active);
}

TEST_F(Leadership, ANaturalOneOnTheFirstMoraleCheckMakesAHero) {
  start({{"heroes", "on", {}}});
  lose_baker(s());
  s().units[0].morale_check = true;
  ScriptedDice dice;
  dice.die(6, 1);  // the sergeant's first morale check: a natural 1
  dice.die(6, 3);  // the hero roll, under his unmodified 4
  dice.die(6, 6);  // Adams hesitates
  apply({ActionKind::kOrder, -1, -1, 0, 0, {}}, dice);
  EXPECT_TRUE(narrated("he is inspired, and will check morale no more"));
  EXPECT_TRUE(s().men[kSgt].morale.inspired);
}

}  // namespace
}  // namespace skirmish::rencounter
