// Moving half a turn and then aiming (000 / Fire Combat / Aimed Fire: "a
// figure can move for 1/2 turn, and then stand still and aim in the second
// half, if moving on foot"): the step of half a walk, the half turn of aim
// it leaves, covering an area after the step, and opportunity fire on the
// way.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/half_turn_aim.h"
#include "engine/rules/rencounter/opportunity_fire.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::two_units;

constexpr int kRed = 0;
constexpr int kBlue = 1;

class HalfTurnAim : public ::testing::Test {
 protected:
  void start(std::vector<OptionValue> options = {}) {
    scenario_ = two_units({{"Sgt Gridley", {24, 10}, 4, {"Flintlock Musket"}}},
                          {{"Abel Moss", {24, 30}, 4, {"Flintlock Musket"}}}, std::move(options));
    state_ = rules_.new_game(scenario_);
    ScriptedDice card;
    card.card(3, 0);
    rules_.apply(*state_, {ActionKind::kActivate, -1, -1, -1, 0, {}}, card, events_);
    ScriptedDice roll;
    roll.die(6, 1);
    rules_.apply(*state_, {ActionKind::kOrder, -1, -1, 0, 0, {}}, roll, events_);
    ASSERT_EQ(rules_.next_decision(*state_).figure, kRed);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  std::string refusal(const Action& a) { return rules_.check(*state_, a).reason; }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }
  std::string story() const { return testing::story(events_); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

Action step_and_aim(Vec2 p) {
  return {ActionKind::kSpecial, kRed, kBlue, -1, kSpecialStepAndAim, p};
}

TEST_F(HalfTurnAim, HalfAWalkThenHalfATurnOfAim) {
  start();
  EXPECT_NE(refusal(step_and_aim({24, 13.5})).find("half a turn's walk (3.0\")"), std::string::npos)
      << refusal(step_and_aim({24, 13.5}));
  ASSERT_TRUE(rules_.check(*state_, step_and_aim({24, 13})).ok) << refusal(step_and_aim({24, 13}));
  ScriptedDice none;
  EXPECT_THROW(rules_.apply(*state_, step_and_aim({24, 13}), none, events_), DiceError);
  EXPECT_TRUE(narrated("Sgt Gridley walks 3.0\" (half a turn)")) << story();
  EXPECT_TRUE(narrated("Sgt Gridley stands and aims at Abel Moss")) << story();
  EXPECT_EQ(s().men[kRed].aim_target, kBlue);
  EXPECT_EQ(s().men[kRed].aim_half_turns, 1) << "one half turn spent aiming";
}

TEST_F(HalfTurnAim, AShotAfterItIsAimedHalfATurn) {
  start();
  s().men[kRed].aim_target = kBlue;
  s().men[kRed].aim_half_turns = 1;
  ScriptedDice shot;
  shot.die(12, 12);
  EXPECT_THROW(rules_.apply(*state_, {ActionKind::kShoot, kRed, kBlue, -1, 0, {}}, shot, events_),
               DiceError);
  EXPECT_TRUE(narrated("aimed 1/2 turn")) << story();
}

TEST_F(HalfTurnAim, HeMustStepAndBeAbleToShoot) {
  start();
  EXPECT_FALSE(rules_.check(*state_, step_and_aim({24, 10})).ok) << "no step: the plain aim";
  s().men[kRed].rounds = 0;
  EXPECT_NE(refusal(step_and_aim({24, 12})).find("not loaded"), std::string::npos);
}

TEST_F(HalfTurnAim, StepAndCoverAnArea) {
  start({{"opportunity_fire", "on", {}}});
  const Action watch{ActionKind::kSpecial, kRed, -1, -1, kSpecialStepAndWatch, Vec2{24, 20}};
  ASSERT_TRUE(rules_.check(*state_, watch).ok) << refusal(watch);
  ScriptedDice none;
  EXPECT_THROW(rules_.apply(*state_, watch, none, events_), DiceError);
  EXPECT_NEAR(s().figures()[kRed].at.y, 13, 1e-9) << "half his walk toward the area";
  EXPECT_EQ(s().men[kRed].aim_target, kAimAtArea);
  EXPECT_NEAR(s().track.watch[kRed].y, 20, 1e-9);
}

TEST_F(HalfTurnAim, StepAndCoverNeedsOpportunityFire) {
  start();
  const Action watch{ActionKind::kSpecial, kRed, -1, -1, kSpecialStepAndWatch, Vec2{24, 20}};
  EXPECT_NE(refusal(watch).find("opportunity_fire"), std::string::npos);
}

TEST_F(HalfTurnAim, AWatcherMayStopTheStepAndHeAimsWhereItEnds) {
  start({{"opportunity_fire", "on", {}}});
  s().men[kBlue].aim_target = kAimAtArea;  // Moss covers (24, 14)
  s().track.watch[kBlue] = {24, 14};
  ScriptedDice none;
  rules_.apply(*state_, step_and_aim({24, 13}), none, events_);
  ASSERT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kReaction) << story();
  EXPECT_NEAR(s().figures()[kRed].at.y, 12, 1e-9);
  EXPECT_THROW(rules_.apply(*state_, {ActionKind::kPass, kBlue, -1, -1, 0, {}}, none, events_),
               DiceError);
  EXPECT_NEAR(s().figures()[kRed].at.y, 13, 1e-9) << story();
  EXPECT_EQ(s().men[kRed].aim_half_turns, 1);
}

TEST_F(HalfTurnAim, OfferedToTheAI) {
  start({{"opportunity_fire", "on", {}}});
  std::vector<Action> out;
  rules_.legal_actions(*state_, out);
  int offered = 0;
  for (const Action& a : out) offered += half_turn_aim(a) ? 1 : 0;
  EXPECT_EQ(offered, 2);
}

}  // namespace
}  // namespace skirmish::rencounter
