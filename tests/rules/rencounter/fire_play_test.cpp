// Fire combat in play with every die forced: hidden units and spotting
// (000 / Observation), appearing targets, opportunity fire in the middle of
// an enemy's move, several shots a turn from repeaters, loading and firing
// in one turn, revolver chambers, and stopping an automatic weapon (000 /
// Fire Combat). Random games end with each option on.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/fire_play.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/opportunity_fire.h"
#include "engine/rules/rencounter/repeaters.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::two_units;

constexpr int kRed = 0;   // Red's only man
constexpr int kBlue = 1;  // Blue's only man

class FirePlay : public ::testing::Test {
 protected:
  void start(const std::string& red_weapon, Vec2 blue_at, std::vector<OptionValue> options,
             bool blue_hidden = false) {
    Scenario sc = *two_units({{"Sgt Gridley", {24, 10}, 4, {red_weapon}}},
                             {{"Abel Moss", blue_at, 4, {"Flintlock Musket"}}}, std::move(options));
    sc.sides[1].units[0].hidden = blue_hidden;
    scenario_ = std::make_shared<const Scenario>(std::move(sc));
    state_ = rules_.new_game(scenario_);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  void apply(const Action& a, ScriptedDice& dice) { rules_.apply(*state_, a, dice, events_); }
  void apply_to_end_of_script(const Action& a, ScriptedDice& dice) {
    EXPECT_THROW(rules_.apply(*state_, a, dice, events_), DiceError);
  }
  // Red's card comes up (deck: Red, Blue, joker) and its man passes his roll.
  void red_acts() {
    ScriptedDice dice;
    dice.card(3, 0);
    apply({ActionKind::kActivate, -1, -1, -1, 0, {}}, dice);
    ScriptedDice roll;
    roll.die(6, 1);
    apply({ActionKind::kOrder, -1, -1, 0, 0, {}}, roll);
    ASSERT_EQ(rules_.next_decision(*state_).figure, kRed);
  }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }
  bool offered(const Action& a) {
    std::vector<Action> out;
    rules_.legal_actions(*state_, out);
    return std::find(out.begin(), out.end(), a) != out.end();
  }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

const Action kShootBlue{ActionKind::kShoot, kRed, kBlue, -1, 0, {}};
const Action kRedPasses{ActionKind::kPass, kRed, -1, -1, 0, {}};

TEST_F(FirePlay, AHiddenUnitCannotBeShotUntilSpotted) {
  start("Flintlock Musket", {24, 20}, {{"observation", "on", {}}}, true);
  EXPECT_TRUE(rules_.traits().hidden_information);
  red_acts();
  const CheckResult r = rules_.check(*state_, kShootBlue);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.reason.find("has seen"), std::string::npos) << r.reason;
  EXPECT_FALSE(offered(kShootBlue));
  // He holds and watches; when Blue's card comes up, Red's spotting roll is
  // made: range 9" halved for only observing = 4.5", needs under 7.5.
  ScriptedDice dice;
  dice.card(2, 0);
  dice.die(12, 7);
  apply(kRedPasses, dice);
  EXPECT_TRUE(narrated("only observing x2"));
  EXPECT_TRUE(narrated("rolls 7: Blue section is spotted"));
  EXPECT_TRUE(knows_of(s(), 0, kBlue));
}

TEST_F(FirePlay, AFailedSpottingRollLeavesHimHidden) {
  start("Flintlock Musket", {24, 20}, {{"observation", "on", {}}}, true);
  red_acts();
  ScriptedDice dice;
  dice.card(2, 0);
  dice.die(12, 8);  // not under 7.5
  apply(kRedPasses, dice);
  EXPECT_TRUE(narrated("rolls 8: nothing seen"));
  EXPECT_FALSE(knows_of(s(), 0, kBlue));
}

TEST_F(FirePlay, FiringRevealsTheHiddenMan) {
  start("Flintlock Musket", {24, 20}, {{"observation", "on", {}}}, true);
  ASSERT_EQ(s().track.hidden[kBlue], 1);
  s().men[kRed].rounds = 0;  // Red cannot shoot back yet
  // Blue's card first; Blue fires at Red and gives himself away.
  ScriptedDice dice;
  dice.card(3, 1);
  apply({ActionKind::kActivate, -1, -1, -1, 0, {}}, dice);
  ScriptedDice roll;
  roll.die(6, 1);
  apply({ActionKind::kOrder, -1, -1, 1, 0, {}}, roll);
  ScriptedDice shot;
  shot.die(12, 12);  // a natural 12 misses
  apply_to_end_of_script({ActionKind::kShoot, kBlue, kRed, -1, 0, {}}, shot);
  EXPECT_TRUE(narrated("Abel Moss fires: he is no longer hidden"));
  EXPECT_TRUE(knows_of(s(), 0, kBlue));
}

TEST_F(FirePlay, ViewForHidesUnseenEnemies) {
  start("Flintlock Musket", {24, 20}, {{"observation", "on", {}}}, true);
  auto view = rules_.new_game(scenario_);
  rules_.view_for(*state_, 0, *view);
  EXPECT_EQ(view->figures()[kBlue].status, FigureStatus::kOffTable) << "Red has not seen him";
  EXPECT_EQ(view->figures()[kRed].status, FigureStatus::kFighting);
  rules_.view_for(*state_, 1, *view);
  EXPECT_EQ(view->hash(), state_->hash()) << "Blue sees Red and knows his own men";
}

TEST_F(FirePlay, WithObservationOffTheViewIsTheWholeState) {
  start("Flintlock Musket", {24, 20}, {}, true);
  auto view = rules_.new_game(scenario_);
  for (int side = 0; side < 2; ++side) {
    rules_.view_for(*state_, side, *view);
    EXPECT_EQ(view->hash(), state_->hash());
  }
}

TEST_F(FirePlay, AppearingTargets) {
  start("Flintlock Musket", {24, 20}, {});
  red_acts();
  EXPECT_EQ(appearing_for(s(), kRed, kBlue), Appearing::kSeenBefore) << "in sight from the start";
  s().track.unit_activation[1] = 0;
  s().track.first_seen[0][kBlue] = s().activations;  // first seen in this activation
  ScriptedDice shot;
  shot.die(12, 12);
  apply_to_end_of_script(kShootBlue, shot);
  EXPECT_TRUE(narrated("appeared this activation -2"));
  s().track.first_seen[0][kBlue] = 7;
  s().track.unit_activation[1] = 7;  // his unit's last activation
  EXPECT_EQ(appearing_for(s(), kRed, kBlue), Appearing::kPreviousActivation);
  s().track.unit_activation[1] = 9;  // he has acted again since
  EXPECT_EQ(appearing_for(s(), kRed, kBlue), Appearing::kSeenBefore);
}

TEST_F(FirePlay, OpportunityFireInTheMiddleOfAnEnemyMove) {
  start("Flintlock Musket", {24, 31}, {{"opportunity_fire", "on", {}}});
  red_acts();
  const Action watch{ActionKind::kSpecial, kRed, -1, -1, kSpecialWatch, Vec2{24, 25}};
  ASSERT_TRUE(rules_.check(*state_, watch).ok) << rules_.check(*state_, watch).reason;
  ScriptedDice dice;
  dice.card(2, 0);  // Blue's card
  apply(watch, dice);
  ASSERT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kChooseOrder);
  ScriptedDice roll;
  roll.die(6, 1);
  apply({ActionKind::kOrder, -1, -1, 1, 0, {}}, roll);
  // Blue walks 6" straight through the 4" circle around (24, 25).
  ScriptedDice none;
  apply({ActionKind::kMove, kBlue, -1, -1, 0, Vec2{24, 25}}, none);
  const Decision d = rules_.next_decision(*state_);
  ASSERT_EQ(d.kind, DecisionKind::kReaction);
  EXPECT_EQ(d.side, 0);
  EXPECT_EQ(d.figure, kRed);
  EXPECT_NEAR(s().figures()[kBlue].at.y, 27, 1e-6) << "stopped where he entered the circle";
  const Action fire{ActionKind::kReact, kRed, kBlue, -1, kReactOpportunityShot, {}};
  EXPECT_TRUE(offered(fire));
  EXPECT_TRUE(offered(kRedPasses));
  ScriptedDice shot;
  shot.die(6, 1);    // the opportunity fire action roll
  shot.die(12, 12);  // a natural 12 misses
  apply_to_end_of_script(fire, shot);
  EXPECT_TRUE(narrated("Abel Moss moves 4.0\" into the area Sgt Gridley is covering"));
  EXPECT_TRUE(narrated("Sgt Gridley tries an opportunity shot"));
  EXPECT_NEAR(s().figures()[kBlue].at.y, 25, 1e-6) << "then he finishes his move";
  EXPECT_FALSE(s().men[kRed].loaded());
}

TEST_F(FirePlay, LettingHimPassKeepsTheWatch) {
  start("Flintlock Musket", {24, 31}, {{"opportunity_fire", "on", {}}});
  red_acts();
  ScriptedDice dice;
  dice.card(2, 0);
  apply({ActionKind::kSpecial, kRed, -1, -1, kSpecialWatch, Vec2{24, 25}}, dice);
  ScriptedDice roll;
  roll.die(6, 1);
  apply({ActionKind::kOrder, -1, -1, 1, 0, {}}, roll);
  ScriptedDice none;
  apply({ActionKind::kMove, kBlue, -1, -1, 0, Vec2{24, 25}}, none);
  ASSERT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kReaction);
  apply_to_end_of_script(kRedPasses, none);
  EXPECT_TRUE(narrated("Sgt Gridley holds his fire"));
  EXPECT_EQ(s().men[kRed].aim_target, kAimAtArea);
  EXPECT_TRUE(s().men[kRed].loaded());
}

TEST_F(FirePlay, ARevolverFiresAgainAtMinusOneCumulative) {
  start("Large Double Action Revolver", {24, 15}, {});
  red_acts();
  ScriptedDice a;
  a.die(12, 12);
  apply(kShootBlue, a);
  ASSERT_EQ(rules_.next_decision(*state_).figure, kRed) << "F: up to 4 shots a turn";
  std::vector<Action> out;
  rules_.legal_actions(*state_, out);
  for (const Action& x : out) {
    EXPECT_TRUE(x.kind == ActionKind::kShoot || x.kind == ActionKind::kPass);
  }
  EXPECT_FALSE(rules_.check(*state_, {ActionKind::kReload, kRed, -1, -1, 0, {}}).ok);
  ScriptedDice b;
  b.die(12, 12);
  apply(kShootBlue, b);
  EXPECT_TRUE(narrated("later shot this turn -1"));
  ScriptedDice c;
  c.die(12, 12);
  apply(kShootBlue, c);
  EXPECT_TRUE(narrated("later shot this turn -2"));
  ScriptedDice d;
  d.die(12, 12);
  apply_to_end_of_script(kShootBlue, d);
  EXPECT_TRUE(narrated("later shot this turn -3"));
  EXPECT_EQ(s().men[kRed].rounds, 2);
  EXPECT_NE(rules_.next_decision(*state_).figure, kRed) << "four shots is all a turn allows";
}

TEST_F(FirePlay, StoppingAnAutomaticWithoutABurstSettingTakesARoll) {
  start("Submachinegun", {24, 15}, {{"automatic_stop_roll", "on", {}}});
  red_acts();
  ScriptedDice a;
  a.die(12, 12);
  apply(kShootBlue, a);
  ScriptedDice stop;
  stop.die(6, 6);  // fails: the magazine empties
  apply_to_end_of_script(kRedPasses, stop);
  EXPECT_TRUE(narrated("goes wild"));
  EXPECT_EQ(s().men[kRed].rounds, 0);
}

TEST_F(FirePlay, ABreechloaderLoadsAndFiresInOneTurn) {
  start("Breechloader", {24, 15}, {});
  s().men[kRed].rounds = 0;
  red_acts();
  const Action load_and_fire{ActionKind::kReload, kRed, kBlue, -1, 0, {}};
  ASSERT_TRUE(rules_.check(*state_, load_and_fire).ok)
      << rules_.check(*state_, load_and_fire).reason;
  EXPECT_TRUE(offered(load_and_fire));
  ScriptedDice shot;
  shot.die(12, 12);
  apply_to_end_of_script(load_and_fire, shot);
  EXPECT_TRUE(narrated("loads his Breechloader and fires in the same turn"));
  EXPECT_TRUE(narrated("snap"));
}

TEST_F(FirePlay, AMusketCannotLoadAndFireInOneTurn) {
  start("Flintlock Musket", {24, 15}, {});
  s().men[kRed].rounds = 0;
  red_acts();
  EXPECT_FALSE(rules_.check(*state_, {ActionKind::kReload, kRed, kBlue, -1, 0, {}}).ok);
}

TEST_F(FirePlay, ARevolverLoadsTwoChambersATurn) {
  start("Large Single Action Revolver", {24, 15}, {});
  s().men[kRed].rounds = 0;
  red_acts();
  ScriptedDice dice;
  dice.card(2, 0);
  apply({ActionKind::kReload, kRed, -1, -1, kReloadChambers, {}}, dice);
  EXPECT_EQ(s().men[kRed].rounds, 2);
  EXPECT_TRUE(narrated("loads 2 chambers (2 of 6 loaded)"));
}

// Random games of the quick-start scenario end with each option on.
class EachOption : public ::testing::TestWithParam<const char*> {};

TEST_P(EachOption, RandomGamesEnd) {
  RencounterRules rules;
  Scenario sc = *testing::default_scenario();
  for (UnitSpec& u : sc.sides[1].units) u.hidden = true;
  sc.sides[1].units[0].dress = Dress::kBright;
  const auto scenario = std::make_shared<const Scenario>(std::move(sc));
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    auto state = rules.new_game(scenario, {{GetParam(), "on", {}}});
    const int steps = testing::play_random(rules, *state, seed, null_sink());
    ASSERT_TRUE(rules.outcome(*state).over) << "seed " << seed;
    ASSERT_LT(steps, 8000) << "seed " << seed;
  }
}

INSTANTIATE_TEST_SUITE_P(Rencounter, EachOption,
                         ::testing::Values("observation", "opportunity_fire",
                                           "automatic_stop_roll"));

}  // namespace
}  // namespace skirmish::rencounter
