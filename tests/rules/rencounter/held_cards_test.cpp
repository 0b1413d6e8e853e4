// Held cards, Method One's optional rule (held_cards.h): a unit holds its
// card, jumps in after another unit's activation, loses the held card when
// its next card comes up (the new one may be held), and loses it to the
// joker.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/rencounter_state.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::two_units;

class HeldCards : public ::testing::Test {
 protected:
  void start(const std::string& cards_per_unit = "1") {
    scenario_ = two_units({{"Sgt Gridley", {24, 10}, 4, {"Flintlock Musket", "Sword"}},
                           {"Pte Adams", {26, 10}, 4, {"Flintlock Musket", "Bayonet"}}},
                          {{"Abel Moss", {24, 20}, 4, {"Flintlock Musket", "Sword"}},
                           {"Ben Nye", {40, 32}, 4, {"Flintlock Musket"}}},
                          {{"held_cards", "on", {}}, {"cards_per_unit", cards_per_unit, {}}});
    state_ = rules_.new_game(scenario_);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  Decision decision() const { return rules_.next_decision(*state_); }
  void apply(const Action& a, ScriptedDice& dice) { rules_.apply(*state_, a, dice, events_); }
  static Action play(int unit) {
    return {ActionKind::kActivate, -1, -1, static_cast<int16_t>(unit), 0, {}};
  }
  static Action keep(int unit) {
    return {ActionKind::kPass, -1, -1, static_cast<int16_t>(unit), 0, {}};
  }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

TEST_F(HeldCards, AHeldCardJumpsInAfterTheNextActivation) {
  start();
  ScriptedDice first;
  first.card(3, 0);  // deck: Red, Blue, joker
  apply({ActionKind::kActivate, -1, -1, -1, 0, {}}, first);
  ASSERT_EQ(decision().kind, DecisionKind::kActivateUnit);
  EXPECT_EQ(decision().unit, 0);
  ScriptedDice blue;
  blue.card(2, 0);  // Blue's card
  apply(keep(0), blue);
  EXPECT_TRUE(narrated("Red section holds its card"));
  EXPECT_EQ(s().activation.held[0], 1);
  ASSERT_EQ(decision().unit, 1) << "Blue's card came up: play or hold";
  ScriptedDice none;
  apply(play(1), none);
  ASSERT_EQ(decision().kind, DecisionKind::kChooseOrder);
  ScriptedDice hesitate;
  hesitate.dice(6, {5, 6});
  apply({ActionKind::kOrder, -1, -1, 1, 0, {}}, hesitate);
  ASSERT_EQ(decision().kind, DecisionKind::kActivateUnit) << "Red may jump in before the draw";
  EXPECT_EQ(decision().side, 0);
  apply(play(0), none);
  EXPECT_TRUE(narrated("Red section plays its held card and jumps in"));
  EXPECT_EQ(s().active_unit(), 0);
  EXPECT_EQ(s().activation.held[0], 0);
}

TEST_F(HeldCards, TheUnitsNextCardThrowsAwayTheOneItHeld) {
  start("2");  // deck: Red, Red, Blue, Blue, joker
  ScriptedDice first;
  first.card(5, 0);
  apply({ActionKind::kActivate, -1, -1, -1, 0, {}}, first);
  ScriptedDice again;
  again.card(4, 0);  // Red's second card
  apply(keep(0), again);
  EXPECT_TRUE(narrated("the one it held is thrown away unplayed"));
  EXPECT_EQ(decision().unit, 0) << "the new card may be held in turn";
  EXPECT_EQ(s().activation.held[0], 0);
}

TEST_F(HeldCards, TheJokerTakesHeldCardsAway) {
  start();
  ScriptedDice first;
  first.card(3, 0);
  apply({ActionKind::kActivate, -1, -1, -1, 0, {}}, first);
  ScriptedDice joker;
  joker.card(2, 1);  // the joker ends the turn
  joker.card(3, 1);  // turn 2 begins: Blue's card
  apply(keep(0), joker);
  EXPECT_TRUE(narrated("Red section loses the card it held: the turn is over"));
  EXPECT_EQ(s().activation.held[0], 0);
  EXPECT_EQ(s().turn(), 2);
}

}  // namespace
}  // namespace skirmish::rencounter
