// The running throw in play, with every die forced (000 / Fire Combat /
// Snap Fire: "Throwing weapons take the -2 penalty but get a 50% range
// extension if thrown while running in the same direction"; 000 / Thrown
// Objects): how far the run goes, its direction, the stretched ranges and
// the snap penalty, the wind it costs, and the offer to the AI.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/fire_track.h"
#include "engine/rules/rencounter/running_throw.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::two_units;

constexpr int kThrower = 0;
constexpr int kFoe = 1;

class RunningThrow : public ::testing::Test {
 protected:
  // Brennus (javelin: 3/6/9/12", stretched 4.5/9/13.5/18") 20" from Marcus.
  void start(std::vector<OptionValue> options = {}, const std::string& weapon = "Javelin") {
    scenario_ = two_units({{"Brennus", {24, 10}, 4, {weapon}}},
                          {{"Marcus", {24, 30}, 4, {"Sword"}}}, std::move(options));
    state_ = rules_.new_game(scenario_);
    ScriptedDice card;
    card.card(3, 0);
    rules_.apply(*state_, {ActionKind::kActivate, -1, -1, -1, 0, {}}, card, events_);
    ScriptedDice roll;
    roll.die(6, 1);
    rules_.apply(*state_, {ActionKind::kOrder, -1, -1, 0, 0, {}}, roll, events_);
    ASSERT_EQ(rules_.next_decision(*state_).figure, kThrower);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  static Action run_to(Vec2 p) {
    return {ActionKind::kShoot, kThrower, kFoe, -1, kShootRunningThrow, p};
  }
  std::string refusal(const Action& a) { return rules_.check(*state_, a).reason; }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }
  std::string story() const { return testing::story(events_); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

TEST_F(RunningThrow, TheRunStretchesTheRangeForASnapShot) {
  start();
  // Stepping 3" leaves him 16" off: beyond the javelin's 12".
  EXPECT_FALSE(rules_.check(*state_, {ActionKind::kShoot, kThrower, kFoe, -1, 0, Vec2{24, 13}}).ok);
  const Action a = run_to({24, 14.5});  // 4.5": half his run; 14.5" left, extreme of 18"
  ASSERT_TRUE(rules_.check(*state_, a).ok) << refusal(a);
  ScriptedDice dice;
  dice.die(12, 12);  // a natural 12 misses
  EXPECT_THROW(rules_.apply(*state_, a, dice, events_), DiceError);
  EXPECT_TRUE(narrated("Brennus runs 4.5\" to throw")) << story();
  EXPECT_TRUE(narrated("extreme range -6")) << story();
  EXPECT_TRUE(narrated("snap fire -2")) << story();
  EXPECT_NEAR(s().figures()[kThrower].at.y, 14.5, 1e-9);
  EXPECT_EQ(s().men[kThrower].runs, 1) << "a run counts against his wind";
  EXPECT_NE(s().track.did[kThrower] & kDidRun, 0);
  EXPECT_FALSE(s().men[kThrower].loaded());
}

TEST_F(RunningThrow, TheRunMustOutpaceAWalkAndStayWithinHalfARun) {
  start();
  EXPECT_NE(refusal(run_to({24, 13})).find("no faster than a walk"), std::string::npos)
      << refusal(run_to({24, 13}));
  EXPECT_NE(refusal(run_to({24, 15})).find("running before the throw"), std::string::npos)
      << refusal(run_to({24, 15}));
  EXPECT_TRUE(rules_.check(*state_, run_to({24, 14})).ok) << refusal(run_to({24, 14}));
}

TEST_F(RunningThrow, AWholeTurnsRunWithTheOption) {
  start({{"running_throw", "run", {}}});
  EXPECT_NE(refusal(run_to({24, 15})).find("no faster than a walk"), std::string::npos);
  EXPECT_TRUE(rules_.check(*state_, run_to({24, 19})).ok) << refusal(run_to({24, 19}));
}

TEST_F(RunningThrow, TheThrowGoesTheWayHeRan) {
  start();
  // Running 4" to the east, then throwing north: 90 degrees off his run.
  const Action sideways = run_to({28, 10});
  EXPECT_NE(refusal(sideways).find("the way he runs"), std::string::npos) << refusal(sideways);
  s().config.fire_play.running_throw_angle = 90;
  EXPECT_TRUE(rules_.check(*state_, run_to({27.5, 12})).ok) << refusal(run_to({27.5, 12}));
}

TEST_F(RunningThrow, OnlyThrownWeaponsAndOnlyMenWhoMayRun) {
  start({}, "Flintlock Pistol");
  EXPECT_NE(refusal(run_to({24, 14})).find("nothing to throw"), std::string::npos);
}

TEST_F(RunningThrow, AWindedManCannotRunToThrow) {
  start();
  s().men[kThrower].runs = s().men[kThrower].experience;
  EXPECT_NE(refusal(run_to({24, 14})).find("cannot run"), std::string::npos)
      << refusal(run_to({24, 14}));
}

TEST_F(RunningThrow, OpportunityFireStopsTheRunAndTheThrowFollows) {
  start({{"opportunity_fire", "on", {}}});
  // Marcus is made a javelin man watching a circle across Brennus's run.
  s().men[kFoe].missile = s().men[kThrower].missile;
  s().men[kFoe].rounds = 1;
  s().men[kFoe].aim_target = kAimAtArea;
  s().track.watch[kFoe] = {24, 15};
  ScriptedDice none;
  rules_.apply(*state_, run_to({24, 14.5}), none, events_);
  ASSERT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kReaction) << story();
  EXPECT_NEAR(s().figures()[kThrower].at.y, 13, 1e-9) << "stopped at the circle's edge";
  ScriptedDice dice;
  dice.die(12, 12);  // Brennus's throw, after Marcus lets him come: a natural 12 misses
  EXPECT_THROW(rules_.apply(*state_, {ActionKind::kPass, kFoe, -1, -1, 0, {}}, dice, events_),
               DiceError);
  EXPECT_TRUE(narrated("Brennus runs 1.5\" to throw")) << story();
  EXPECT_TRUE(narrated("extreme range -6")) << "the whole run stretches the range\n" << story();
  EXPECT_NEAR(s().figures()[kThrower].at.y, 14.5, 1e-9);
}

TEST_F(RunningThrow, TheAIIsOfferedTheRunningThrow) {
  start();
  std::vector<Action> out;
  rules_.legal_actions(*state_, out);
  bool offered = false;
  for (const Action& a : out) offered = offered || running_throw(a);
  EXPECT_TRUE(offered);
}

TEST_F(RunningThrow, RandomGamesWithJavelinsEnd) {
  const auto scenario = two_units(
      {{"Brennus", {20, 6}, 4, {"Javelin", "Sword"}}, {"Ulf", {22, 6}, 4, {"Small Rock"}}},
      {{"Marcus", {20, 30}, 4, {"Javelin", "Sword"}}, {"Titus", {22, 30}, 4, {"Grenade"}}});
  int throws = 0;
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    auto state = rules_.new_game(scenario);
    VectorSink events{true};
    const int steps = testing::play_random(rules_, *state, seed, events);
    ASSERT_LT(steps, 8000) << "seed " << seed;
    ASSERT_TRUE(rules_.outcome(*state).over) << "seed " << seed;
    for (const Event& e : events.events) throws += e.text.find(" to throw") != std::string::npos;
  }
  EXPECT_GT(throws, 0);
}

}  // namespace
}  // namespace skirmish::rencounter
