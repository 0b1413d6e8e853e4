// Opportunity fire against collective moves, with every die forced (000 /
// Fire Combat / Opportunity Fire; 000 / Follow Me, Follow Him, Formed
// Charge): a man moving under his leader's order is stopped at a watched
// circle like a man on his own, the watcher's side decides, and the rest
// of the order is carried out after.
#include <gtest/gtest.h>

#include "engine/core/random.h"
#include "engine/rules/rencounter/opportunity_fire.h"
#include "engine/rules/rencounter/opportunity_orders.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::TestMan;
using testing::two_units;

constexpr int kWatcher = 0;  // Red's only man, covering a circle around (24, 25)
constexpr int kLeader = 1;   // Blue's leader
constexpr int kFollower = 2;

const std::vector<OptionValue> kOpportunityFire{{"opportunity_fire", "on", {}}};

class OpportunityOrders : public ::testing::Test {
 protected:
  void start(const std::vector<TestMan>& blue, Vec2 circle = {24, 25}) {
    scenario_ =
        two_units({{"Sgt Gridley", {24, 10}, 4, {"Flintlock Musket"}}}, blue, kOpportunityFire);
    state_ = rules_.new_game(scenario_);
    // Red's card: Sgt Gridley passes his roll and covers the circle.
    ScriptedDice card;
    card.card(3, 0);
    apply({ActionKind::kActivate, -1, -1, -1, 0, {}}, card);
    ScriptedDice roll;
    roll.die(6, 1);
    apply({ActionKind::kOrder, -1, -1, 0, 0, {}}, roll);
    ScriptedDice blue_card;
    blue_card.card(2, 0);  // then Blue's card
    apply({ActionKind::kSpecial, kWatcher, -1, -1, kSpecialWatch, circle}, blue_card);
    ASSERT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kChooseOrder);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  void apply(const Action& a, ScriptedDice& dice) { rules_.apply(*state_, a, dice, events_); }
  void apply_to_end_of_script(const Action& a, ScriptedDice& dice) {
    EXPECT_THROW(rules_.apply(*state_, a, dice, events_), DiceError);
  }
  // The last action of a game: it ends (a side broken) with these dice.
  void apply_to_the_end(const Action& a, ScriptedDice& dice) {
    apply(a, dice);
    EXPECT_TRUE(rules_.outcome(*state_).over) << story();
  }
  // Blue's leader orders, passing the roll (followers take his result).
  void order(Order o, int target, std::optional<Vec2> at) {
    ScriptedDice roll;
    roll.die(6, 1);
    apply({ActionKind::kOrder, -1, static_cast<int16_t>(target), 1, static_cast<int32_t>(o), at},
          roll);
  }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }
  std::string story() const { return testing::story(events_); }
  Vec2 where(int i) { return s().figures()[static_cast<size_t>(i)].at; }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

const Action kFire{ActionKind::kReact, kWatcher, kLeader, -1, kReactOpportunityShot, {}};
const Action kHold{ActionKind::kPass, kWatcher, -1, -1, 0, {}};

TEST_F(OpportunityOrders, FollowMeStopsTheLeaderAtTheCircle) {
  start({{"Cpl Moss", {24, 31}, 4, {"Knife"}}, {"Pte Dunn", {27, 31}, 4, {"Knife"}}});
  order(Order::kFollowMe, -1, Vec2{24, 25});
  const Decision d = rules_.next_decision(*state_);
  ASSERT_EQ(d.kind, DecisionKind::kReaction) << story();
  EXPECT_EQ(d.side, 0);
  EXPECT_EQ(d.figure, kWatcher);
  EXPECT_TRUE(order_reaction_waiting(s()));
  EXPECT_NEAR(where(kLeader).y, 27, 1e-6) << "stopped where he entered the circle";
  EXPECT_NEAR(where(kFollower).y, 25, 1e-6) << "his man has gone on beside him";
  std::vector<Action> offered;
  rules_.legal_actions(*state_, offered);
  EXPECT_EQ(offered.size(), 2u);
  EXPECT_NE(std::find(offered.begin(), offered.end(), kFire), offered.end());
  EXPECT_TRUE(narrated("Cpl Moss moves 4.0\" into the area Sgt Gridley is covering")) << story();
  ScriptedDice shot;
  shot.die(6, 1);    // the opportunity fire action roll
  shot.die(12, 12);  // a natural 12 misses
  apply_to_end_of_script(kFire, shot);
  EXPECT_TRUE(narrated("Sgt Gridley tries an opportunity shot")) << story();
  EXPECT_TRUE(narrated("target moving -1")) << "the moving target is his whole move\n" << story();
  EXPECT_NEAR(where(kLeader).y, 25, 1e-6) << "then he finishes his move";
  EXPECT_FALSE(s().track.order_move.waiting());
}

TEST_F(OpportunityOrders, EachManOfTheUnitMayBeOfferedAndAShotManStaysShort) {
  start({{"Cpl Moss", {24, 31}, 4, {"Knife"}}, {"Pte Dunn", {25, 31}, 4, {"Knife"}}});
  order(Order::kFollowMe, -1, Vec2{24, 25});
  ASSERT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kReaction);
  ScriptedDice none;
  apply(kHold, none);  // the leader goes by
  EXPECT_TRUE(narrated("Sgt Gridley holds his fire"));
  EXPECT_NEAR(where(kLeader).y, 25, 1e-6);
  // Then Pte Dunn's leg enters the circle 1" off its centre.
  const Decision d = rules_.next_decision(*state_);
  ASSERT_EQ(d.kind, DecisionKind::kReaction) << story();
  EXPECT_EQ(s().track.reaction.mover, kFollower);
  EXPECT_NEAR(where(kFollower).y, 25 + std::sqrt(3.0), 1e-6);
  ScriptedDice shot;
  shot.die(6, 1);   // acts
  shot.die(12, 1);  // hits
  shot.die(12, 1);  // damage 1: struck dead
  apply_to_the_end({ActionKind::kReact, kWatcher, kFollower, -1, kReactOpportunityShot, {}}, shot);
  EXPECT_EQ(s().figures()[kFollower].status, FigureStatus::kDead) << story();
  EXPECT_NEAR(where(kFollower).y, 25 + std::sqrt(3.0), 1e-6) << "the rest of his move is lost";
  EXPECT_FALSE(s().track.reaction.pending());
}

TEST_F(OpportunityOrders, FollowHimIsWatchedToo) {
  start({{"Cpl Moss", {24, 31}, 4, {"Knife"}}, {"Pte Dunn", {27, 31}, 4, {"Knife"}}});
  order(Order::kFollowHim, -1, Vec2{24, 25});
  ASSERT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kReaction) << story();
  EXPECT_EQ(s().track.reaction.mover, kLeader);
}

TEST_F(OpportunityOrders, AFormedChargeStrikesOnlyAfterTheReaction) {
  start({{"Cpl Moss", {24, 17}, 4, {"Knife"}}}, Vec2{24, 14});
  order(Order::kFormedCharge, kWatcher, std::nullopt);
  ASSERT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kReaction) << story();
  EXPECT_NEAR(where(kLeader).y, 16, 1e-6);
  EXPECT_FALSE(narrated("strikes at")) << "the stroke waits for the reaction";
  ASSERT_EQ(s().track.order_move.blows.size(), 1u);
  ScriptedDice none;
  try {
    apply(kHold, none);  // he lets him come on: the stroke falls
    ADD_FAILURE() << "the stroke asks for dice";
  } catch (const DiceError& e) {
    EXPECT_NE(std::string(e.what()).find("riposte"), std::string::npos) << e.what();
  }
  EXPECT_NEAR(where(kLeader).y, 11, 0.1) << "in contact" << story();
}

TEST_F(OpportunityOrders, AChargerStruckDownAtTheCircleDoesNotStrike) {
  start({{"Cpl Moss", {24, 17}, 4, {"Knife"}}}, Vec2{24, 14});
  order(Order::kFormedCharge, kWatcher, std::nullopt);
  ASSERT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kReaction);
  ScriptedDice shot;
  shot.die(6, 1);   // acts
  shot.die(12, 1);  // hits
  shot.die(12, 1);  // struck dead
  apply_to_the_end(kFire, shot);
  EXPECT_EQ(s().figures()[kLeader].status, FigureStatus::kDead) << story();
  EXPECT_FALSE(narrated("strikes at")) << story();
  EXPECT_TRUE(s().track.order_move.blows.empty());
}

TEST_F(OpportunityOrders, WithTheOptionOffTheOrderIsNotInterrupted) {
  scenario_ = two_units({{"Sgt Gridley", {24, 10}, 4, {"Flintlock Musket"}}},
                        {{"Cpl Moss", {24, 31}, 4, {"Knife"}}});
  state_ = rules_.new_game(scenario_);
  s().men[kWatcher].aim_target = kAimAtArea;  // as if watching, but the rule is not in play
  s().track.watch[kWatcher] = {24, 25};
  ScriptedDice card;
  card.card(3, 1);  // Blue's card first
  apply({ActionKind::kActivate, -1, -1, -1, 0, {}}, card);
  ScriptedDice roll;
  roll.die(6, 1);
  apply_to_end_of_script({ActionKind::kOrder, -1, -1, 1, 1, Vec2{24, 25}}, roll);  // the next card
  EXPECT_FALSE(s().track.reaction.pending());
  EXPECT_NEAR(where(kLeader).y, 25, 1e-6) << "he goes straight through";
}

TEST_F(OpportunityOrders, RandomGamesWithOrdersAndWatchersEnd) {
  const auto scenario = two_units({{"Sgt Gridley", {20, 6}, 4, {"Flintlock Musket"}},
                                   {"Pte Hale", {22, 6}, 4, {"Flintlock Musket"}},
                                   {"Pte Lowe", {24, 6}, 4, {"Javelin"}}},
                                  {{"Cpl Moss", {20, 30}, 4, {"Flintlock Musket"}},
                                   {"Pte Dunn", {22, 30}, 4, {"Spear"}},
                                   {"Pte Reed", {24, 30}, 4, {"Javelin"}}},
                                  kOpportunityFire);
  int order_reactions = 0;
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    auto state = rules_.new_game(scenario);
    // Red's men start out covering the ground in front of Blue.
    for (int i = 0; i < 3; ++i) {
      as_rencounter(*state).men[static_cast<size_t>(i)].aim_target = kAimAtArea;
      as_rencounter(*state).track.watch[static_cast<size_t>(i)] = {20.0 + 2 * i, 26};
    }
    SeededDice dice(seed);
    Xoshiro256 chooser(seed ^ 0x9e3779b97f4a7c15ULL);
    std::vector<Action> actions;
    NullSink events;
    int steps = 0;
    while (!rules_.next_decision(*state).game_over() && steps < 8000) {
      rules_.legal_actions(*state, actions);
      ASSERT_FALSE(actions.empty()) << "seed " << seed;
      rules_.apply(*state, actions[chooser.below(actions.size())], dice, events);
      order_reactions += order_reaction_waiting(as_rencounter(*state)) ? 1 : 0;
      ++steps;
    }
    ASSERT_TRUE(rules_.outcome(*state).over) << "seed " << seed;
  }
  EXPECT_GT(order_reactions, 0) << "random play meets collective moves under opportunity fire";
}

}  // namespace
}  // namespace skirmish::rencounter
